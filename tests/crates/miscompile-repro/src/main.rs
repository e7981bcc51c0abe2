//! rustc/LLVM miscompilation: octet edits of an array built from a u128 of shifted
//! u32 words, in a loop, lose the low 48 bits at opt-level 2 and 3.
fn set_version(mut bytes: [u8; 16]) -> [u8; 16] {
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    bytes
}

#[inline(never)]
fn fill(out: &mut [[u8; 16]], words: &[u32]) {
    for (out, w) in out.iter_mut().zip(words.chunks_exact(4)) {
        let bits = u128::from(w[0])
            | u128::from(w[1]) << 32
            | u128::from(w[2]) << 64
            | u128::from(w[3]) << 96;
        *out = set_version(bits.to_le_bytes());
    }
}

fn main() {
    let words: Vec<u32> = (1..=8)
        .map(|i| std::hint::black_box(0x0101_0101 * i))
        .collect();
    let mut out = [[0; 16]; 2];
    fill(&mut out, &words);
    println!("{:02x?}", out[0]);
    assert_eq!(
        out[0][..6],
        [1, 1, 1, 1, 2, 2],
        "miscompiled: the low 48 bits are lost"
    );
}
