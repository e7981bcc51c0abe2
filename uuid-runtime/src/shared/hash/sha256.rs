//! The SHA-256 compression function, FIPS 180-4 §6.2.2.

use super::{add_words, load_words};

/// The initial hash value, FIPS 180-4 §5.3.3.
pub(super) const INITIAL_STATE: [u32; 8] = [
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
const ROUND_CONSTANTS: [u32; 64] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

/// One block: 64 rounds. The message schedule is kept as a ring of its last 16 words
/// (`W[t]` in `w[t % 16]`), computed as the rounds reach it.
pub(super) const fn compress(state: &mut [u32; 8], block: &[u8; 64]) {
    let mut w = load_words(block, true);
    let mut working = *state;
    group(0, &mut working, &mut w);
    group(1, &mut working, &mut w);
    group(2, &mut working, &mut w);
    group(3, &mut working, &mut w);
    add_words(state, working);
}

/// Rounds `16 * n` to `16 * n + 15`.
#[cfg_attr(not(debug_assertions), inline(always))]
const fn group(n: usize, working: &mut [u32; 8], w: &mut [u32; 16]) {
    let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = *working;
    rounds!(t in group n => {
        if t >= 16 {
            // σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16] (§6.2.2 step 1).
            let w2 = w[(t + 14) % 16];
            let w15 = w[(t + 1) % 16];
            let sigma1 = rotr!(w2, 17) ^ rotr!(w2, 19) ^ (w2 >> 10);
            let sigma0 = rotr!(w15, 7) ^ rotr!(w15, 18) ^ (w15 >> 3);
            w[t % 16] = sum!(sigma1, w[(t + 9) % 16], sigma0, w[t % 16]);
        }
        let big_sigma1 = rotr!(e, 6) ^ rotr!(e, 11) ^ rotr!(e, 25);
        // Ch and Maj with one operation fewer than in FIPS 180-4 §4.1.2.
        let choose = g ^ (e & (f ^ g));
        // The terms known before the previous round ends come first.
        let t1 = sum!(h, ROUND_CONSTANTS[t], w[t % 16], choose, big_sigma1);
        let big_sigma0 = rotr!(a, 2) ^ rotr!(a, 13) ^ rotr!(a, 22);
        let majority = (a & b) | (c & (a | b));
        let t2 = sum!(big_sigma0, majority);
        h = g;
        g = f;
        f = e;
        e = sum!(d, t1);
        d = c;
        c = b;
        b = a;
        a = sum!(t1, t2);
    });
    *working = [a, b, c, d, e, f, g, h];
}
