//! The MD5 compression function, RFC 1321 §3.4.

use super::{add_words, load_words};

/// The initial state, RFC 1321 §3.3 (`A`, `B`, `C`, `D`).
pub(super) const INITIAL_STATE: [u32; 8] =
    [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0, 0, 0, 0];

/// `floor(abs(sin(i + 1)) * 2^32)`, the table T of RFC 1321.
const SINES: [u32; 64] = [
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
];

/// The left rotations of each round, which repeat every four steps.
const SHIFTS: [[u32; 4]; 4] = [
    [7, 12, 17, 22],
    [5, 9, 14, 20],
    [4, 11, 16, 23],
    [6, 10, 15, 21],
];

/// One block: four rounds of 16 steps.
pub(super) const fn compress(state: &mut [u32; 8], block: &[u8; 64]) {
    let x = load_words(block, false);
    let mut working = [state[0], state[1], state[2], state[3]];
    group(0, &mut working, &x);
    group(1, &mut working, &x);
    group(2, &mut working, &x);
    group(3, &mut working, &x);
    add_words(state, working);
}

/// Steps `16 * n` to `16 * n + 15`: round `n + 1` of RFC 1321 §3.4.
#[cfg_attr(not(debug_assertions), inline(always))]
const fn group(n: usize, working: &mut [u32; 4], x: &[u32; 16]) {
    let [mut a, mut b, mut c, mut d] = *working;
    rounds!(i in group n => {
        // The round's auxiliary function (F, G, H or I) and the word it reads. `b`,
        // the newest value, enters last, so the rest of the sum is ready before it:
        // F picks `c` where `b` is set and `d` elsewhere, as `d ^ (b & (c ^ d))` does;
        // G's two halves have no bit in common, so their OR is a sum, and `c & !d`
        // joins the early terms.
        let (early, late, k) = match i / 16 {
            0 => (0, d ^ (b & (c ^ d)), i),
            1 => (c & !d, b & d, (5 * i + 1) % 16),
            2 => (0, b ^ c ^ d, (3 * i + 5) % 16),
            _ => (0, c ^ (b | !d), (7 * i) % 16),
        };
        let total = sum!(a, x[k], SINES[i], early, late);
        a = d;
        d = c;
        c = b;
        b = sum!(b, rotl!(total, SHIFTS[i / 16][i % 4]));
    });
    *working = [a, b, c, d];
}
