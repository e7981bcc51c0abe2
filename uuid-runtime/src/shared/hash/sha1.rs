//! The SHA-1 compression function, FIPS 180-4 §6.1.2.

use super::{add_words, load_words};

/// The initial hash value, FIPS 180-4 §5.3.1.
pub(super) const INITIAL_STATE: [u32; 8] = [
    0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0, 0, 0, 0,
];

/// One block: 80 rounds. The message schedule is kept as a ring of its last 16 words
/// (`W[t]` in `w[t % 16]`), computed as the rounds reach it.
pub(super) const fn compress(state: &mut [u32; 8], block: &[u8; 64]) {
    let mut w = load_words(block, true);
    let [mut a, mut b, mut c, mut d, mut e] = [state[0], state[1], state[2], state[3], state[4]];
    rounds!(T in 16 * [0 1 2 3 4] => {
        schedule(&mut w, T);
        // Ch and Maj with one operation fewer than in FIPS 180-4 §4.1.1.
        let (f, k) = match T / 20 {
            0 => (d ^ (b & (c ^ d)), 0x5a827999),
            1 => (b ^ c ^ d, 0x6ed9eba1),
            2 => ((b & c) | (d & (b | c)), 0x8f1bbcdc),
            _ => (b ^ c ^ d, 0xca62c1d6),
        };
        // The terms known before the previous round ends come first.
        let temp = e
            .wrapping_add(k)
            .wrapping_add(w[T % 16])
            .wrapping_add(f)
            .wrapping_add(a.rotate_left(5));
        e = d;
        d = c;
        c = b.rotate_left(30);
        b = a;
        a = temp;
    });
    add_words(state, [a, b, c, d, e]);
}

/// Puts `W[t]` in `w[t % 16]` (FIPS 180-4 §6.1.2 step 1): past the block's own 16
/// words, `W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]`, rotated.
#[inline(always)]
const fn schedule(w: &mut [u32; 16], t: usize) {
    if t >= 16 {
        w[t % 16] =
            (w[(t + 13) % 16] ^ w[(t + 8) % 16] ^ w[(t + 2) % 16] ^ w[t % 16]).rotate_left(1);
    }
}
