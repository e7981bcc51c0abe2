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
    let mut working = [state[0], state[1], state[2], state[3], state[4]];
    group(0, &mut working, &mut w);
    group(1, &mut working, &mut w);
    group(2, &mut working, &mut w);
    group(3, &mut working, &mut w);
    group(4, &mut working, &mut w);
    add_words(state, working);
}

/// Rounds `16 * n` to `16 * n + 15`.
#[cfg_attr(not(debug_assertions), inline(always))]
const fn group(n: usize, working: &mut [u32; 5], w: &mut [u32; 16]) {
    let [mut a, mut b, mut c, mut d, mut e] = *working;
    rounds!(t in group n => {
        if t >= 16 {
            // W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16], rotated (§6.1.2 step 1).
            w[t % 16] = rotl!(
                w[(t + 13) % 16] ^ w[(t + 8) % 16] ^ w[(t + 2) % 16] ^ w[t % 16],
                1
            );
        }
        // Ch and Maj with one operation fewer than in FIPS 180-4 §4.1.1.
        let (f, k) = match t / 20 {
            0 => (d ^ (b & (c ^ d)), 0x5a827999),
            1 => (b ^ c ^ d, 0x6ed9eba1),
            2 => ((b & c) | (d & (b | c)), 0x8f1bbcdc),
            _ => (b ^ c ^ d, 0xca62c1d6),
        };
        // The terms known before the previous round ends come first.
        let temp = sum!(e, k, w[t % 16], f, rotl!(a, 5));
        e = d;
        d = c;
        c = rotl!(b, 30);
        b = a;
        a = temp;
    });
    *working = [a, b, c, d, e];
}
