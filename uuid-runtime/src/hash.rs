//! MD5 (RFC 1321), SHA-1 and SHA-256 (FIPS 180-4) as `const fn`, for name-based UUIDs.
//!
//! No published crate hashes in a `const fn`, and the `uuid!`-family macros emit calls
//! to the name-based constructors when a namespace is not a literal, so the three hash
//! functions are written here. All three are Merkle–Damgård constructions over 64-byte
//! blocks with the same padding, so one `Hasher` feeds blocks and pads for all of
//! them; they differ only in their initial state, their compression function and the
//! byte order of their words and length. Nothing allocates, and the input is a list of
//! parts hashed as if concatenated, so namespace and name need no joining buffer.
//!
//! These hashes serve only to derive identifiers, as RFC 9562 prescribes: MD5 and
//! SHA-1 are broken for security purposes, and this code makes no effort to run in
//! constant time.

/// The hash functions, which share everything but the parts chosen by a `match` here.
#[derive(Clone, Copy)]
enum Algorithm {
    Md5,
    Sha1,
    Sha256,
}

impl Algorithm {
    /// The initial hash value (RFC 1321 §3.3, FIPS 180-4 §5.3.1 and §5.3.3); words past
    /// the algorithm's own state stay unused.
    const fn initial_state(self) -> [u32; 8] {
        match self {
            Self::Md5 => [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0, 0, 0, 0],
            Self::Sha1 => [
                0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0, 0, 0, 0,
            ],
            Self::Sha256 => [
                0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab,
                0x5be0cd19,
            ],
        }
    }

    /// MD5 reads and writes words and the message length little-endian, the SHAs
    /// big-endian.
    const fn is_big_endian(self) -> bool {
        !matches!(self, Self::Md5)
    }

    const fn compress(self, state: &mut [u32; 8], block: &[u8; 64]) {
        let words = load_words(block, self.is_big_endian());
        match self {
            Self::Md5 => md5_compress(state, &words),
            Self::Sha1 => sha1_compress(state, &words),
            Self::Sha256 => sha256_compress(state, &words),
        }
    }
}

/// The incremental state shared by the three hash functions: the chaining value and a
/// partly filled block.
struct Hasher {
    algorithm: Algorithm,
    state: [u32; 8],
    block: [u8; 64],
    /// How many bytes of `block` are filled.
    buffered: usize,
    /// The message length so far, in bytes.
    length: u64,
}

impl Hasher {
    const fn new(algorithm: Algorithm) -> Self {
        Self {
            algorithm,
            state: algorithm.initial_state(),
            block: [0; 64],
            buffered: 0,
            length: 0,
        }
    }

    const fn update(&mut self, mut bytes: &[u8]) {
        self.length = self.length.wrapping_add(bytes.len() as u64);
        while !bytes.is_empty() {
            if self.buffered == 0 {
                // Whole blocks are compressed straight from the input, without copying.
                if let Some((block, rest)) = bytes.split_first_chunk::<64>() {
                    self.algorithm.compress(&mut self.state, block);
                    bytes = rest;
                    continue;
                }
            }
            // Top up the partial block (`usize::min` is not `const`).
            let free = 64 - self.buffered;
            let take = if bytes.len() < free {
                bytes.len()
            } else {
                free
            };
            let (head, rest) = bytes.split_at(take);
            let mut i = 0;
            while i < head.len() {
                self.block[self.buffered + i] = head[i];
                i += 1;
            }
            self.buffered += head.len();
            bytes = rest;
            if self.buffered == 64 {
                self.algorithm.compress(&mut self.state, &self.block);
                self.buffered = 0;
            }
        }
    }

    /// Pads the message (RFC 1321 §3.1–3.2, FIPS 180-4 §5.1.1) and returns the first
    /// `N` bytes of the state: a `1` bit, zeros up to 8 bytes short of a block
    /// boundary, then the message length in bits.
    const fn finalize<const N: usize>(mut self) -> [u8; N] {
        const PADDING: [u8; 64] = {
            let mut padding = [0; 64];
            padding[0] = 0x80;
            padding
        };
        let big_endian = self.algorithm.is_big_endian();
        let bit_length = self.length.wrapping_mul(8);
        // From 1 to 64 bytes, so that the 8 length bytes end a block.
        let padding_len = 64 - (self.length.wrapping_add(8) % 64) as usize;
        self.update(PADDING.split_at(padding_len).0);
        self.update(&if big_endian {
            bit_length.to_be_bytes()
        } else {
            bit_length.to_le_bytes()
        });

        let mut digest = [0; N];
        let mut i = 0;
        while i < N {
            let word = self.state[i / 4];
            let bytes = if big_endian {
                word.to_be_bytes()
            } else {
                word.to_le_bytes()
            };
            digest[i] = bytes[i % 4];
            i += 1;
        }
        digest
    }
}

/// Hashes the concatenation of `parts`.
const fn hash<const N: usize>(algorithm: Algorithm, parts: &[&[u8]]) -> [u8; N] {
    let mut hasher = Hasher::new(algorithm);
    let mut i = 0;
    while i < parts.len() {
        hasher.update(parts[i]);
        i += 1;
    }
    hasher.finalize()
}

/// The MD5 digest of the concatenation of `parts`.
pub(crate) const fn md5(parts: &[&[u8]]) -> [u8; 16] {
    hash(Algorithm::Md5, parts)
}

/// The SHA-1 digest of the concatenation of `parts`.
pub(crate) const fn sha1(parts: &[&[u8]]) -> [u8; 20] {
    hash(Algorithm::Sha1, parts)
}

/// The SHA-256 digest of the concatenation of `parts`.
pub(crate) const fn sha256(parts: &[&[u8]]) -> [u8; 32] {
    hash(Algorithm::Sha256, parts)
}

const fn load_words(block: &[u8; 64], big_endian: bool) -> [u32; 16] {
    let mut words = [0; 16];
    let mut i = 0;
    while i < 16 {
        let bytes = [
            block[4 * i],
            block[4 * i + 1],
            block[4 * i + 2],
            block[4 * i + 3],
        ];
        words[i] = if big_endian {
            u32::from_be_bytes(bytes)
        } else {
            u32::from_le_bytes(bytes)
        };
        i += 1;
    }
    words
}

// --- MD5, RFC 1321 §3.4 ----------------------------------------------------------------

/// `floor(abs(sin(i + 1)) * 2^32)`, the table T of RFC 1321.
const MD5_SINES: [u32; 64] = [
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
const MD5_SHIFTS: [[u32; 4]; 4] = [
    [7, 12, 17, 22],
    [5, 9, 14, 20],
    [4, 11, 16, 23],
    [6, 10, 15, 21],
];

const fn md5_compress(state: &mut [u32; 8], x: &[u32; 16]) {
    let [mut a, mut b, mut c, mut d] = [state[0], state[1], state[2], state[3]];
    let mut i = 0;
    while i < 64 {
        // The round's auxiliary function F, G, H or I, and the word it reads.
        let (f, k) = match i / 16 {
            0 => ((b & c) | (!b & d), i),
            1 => ((b & d) | (c & !d), (5 * i + 1) % 16),
            2 => (b ^ c ^ d, (3 * i + 5) % 16),
            _ => (c ^ (b | !d), (7 * i) % 16),
        };
        let sum = a
            .wrapping_add(f)
            .wrapping_add(MD5_SINES[i])
            .wrapping_add(x[k]);
        a = d;
        d = c;
        c = b;
        b = b.wrapping_add(sum.rotate_left(MD5_SHIFTS[i / 16][i % 4]));
        i += 1;
    }
    add_words(state, [a, b, c, d, 0, 0, 0, 0]);
}

// --- SHA-1, FIPS 180-4 §6.1.2 ----------------------------------------------------------

const fn sha1_compress(state: &mut [u32; 8], block: &[u32; 16]) {
    // The message schedule, step 1 of §6.1.2.
    let mut w = [0; 80];
    let mut t = 0;
    while t < 80 {
        w[t] = if t < 16 {
            block[t]
        } else {
            (w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotate_left(1)
        };
        t += 1;
    }

    let [mut a, mut b, mut c, mut d, mut e] = [state[0], state[1], state[2], state[3], state[4]];
    let mut t = 0;
    while t < 80 {
        let (f, k) = match t / 20 {
            0 => ((b & c) ^ (!b & d), 0x5a827999),
            1 => (b ^ c ^ d, 0x6ed9eba1),
            2 => ((b & c) ^ (b & d) ^ (c & d), 0x8f1bbcdc),
            _ => (b ^ c ^ d, 0xca62c1d6),
        };
        let temp = a
            .rotate_left(5)
            .wrapping_add(f)
            .wrapping_add(e)
            .wrapping_add(k)
            .wrapping_add(w[t]);
        e = d;
        d = c;
        c = b.rotate_left(30);
        b = a;
        a = temp;
        t += 1;
    }
    add_words(state, [a, b, c, d, e, 0, 0, 0]);
}

// --- SHA-256, FIPS 180-4 §6.2.2 --------------------------------------------------------

/// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
const SHA256_ROUND_CONSTANTS: [u32; 64] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

const fn sha256_compress(state: &mut [u32; 8], block: &[u32; 16]) {
    // The message schedule, step 1 of §6.2.2.
    let mut w = [0; 64];
    let mut t = 0;
    while t < 64 {
        w[t] = if t < 16 {
            block[t]
        } else {
            let sigma0 = w[t - 15].rotate_right(7) ^ w[t - 15].rotate_right(18) ^ (w[t - 15] >> 3);
            let sigma1 = w[t - 2].rotate_right(17) ^ w[t - 2].rotate_right(19) ^ (w[t - 2] >> 10);
            sigma1
                .wrapping_add(w[t - 7])
                .wrapping_add(sigma0)
                .wrapping_add(w[t - 16])
        };
        t += 1;
    }

    let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = *state;
    let mut t = 0;
    while t < 64 {
        let big_sigma1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
        let choose = (e & f) ^ (!e & g);
        let t1 = h
            .wrapping_add(big_sigma1)
            .wrapping_add(choose)
            .wrapping_add(SHA256_ROUND_CONSTANTS[t])
            .wrapping_add(w[t]);
        let big_sigma0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
        let majority = (a & b) ^ (a & c) ^ (b & c);
        let t2 = big_sigma0.wrapping_add(majority);
        h = g;
        g = f;
        f = e;
        e = d.wrapping_add(t1);
        d = c;
        c = b;
        b = a;
        a = t1.wrapping_add(t2);
        t += 1;
    }
    add_words(state, [a, b, c, d, e, f, g, h]);
}

/// Adds the working variables into the chaining value, word by word.
const fn add_words(state: &mut [u32; 8], working: [u32; 8]) {
    let mut i = 0;
    while i < 8 {
        state[i] = state[i].wrapping_add(working[i]);
        i += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::{md5, sha1, sha256};

    /// The bytes a published test vector spells in hex.
    fn hex<const N: usize>(digits: &str) -> [u8; N] {
        let mut bytes = [0; N];
        assert_eq!(digits.len(), 2 * N);
        for (byte, pair) in bytes.iter_mut().zip(digits.as_bytes().chunks(2)) {
            let pair = core::str::from_utf8(pair).unwrap();
            *byte = u8::from_str_radix(pair, 16).unwrap();
        }
        bytes
    }

    #[test]
    fn md5_matches_rfc_1321_test_suite() {
        assert_eq!(md5(&[b""]), hex("d41d8cd98f00b204e9800998ecf8427e"));
        assert_eq!(md5(&[b"abc"]), hex("900150983cd24fb0d6963f7d28e17f72"));
        assert_eq!(
            md5(&[
                b"12345678901234567890123456789012345678901234567890123456789012345678901234567890"
            ]),
            hex("57edf4a22be3c955ac49da2e2107b67a")
        );
    }

    #[test]
    fn sha1_matches_fips_180_examples() {
        assert_eq!(
            sha1(&[b"abc"]),
            hex("a9993e364706816aba3e25717850c26c9cd0d89d")
        );
        assert_eq!(
            sha1(&[b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"]),
            hex("84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        );
    }

    #[test]
    fn sha256_matches_fips_180_examples() {
        assert_eq!(
            sha256(&[b"abc"]),
            hex("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        );
        assert_eq!(
            sha256(&[b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"]),
            hex("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        );
    }

    #[test]
    fn parts_hash_as_their_concatenation() {
        let whole = [0xa5_u8; 200];
        for split in [0, 1, 16, 63, 64, 65, 128, 199, 200] {
            let (head, tail) = whole.split_at(split);
            assert_eq!(md5(&[head, tail]), md5(&[&whole]), "split at {split}");
            assert_eq!(
                sha1(&[head, &[], tail]),
                sha1(&[&whole]),
                "split at {split}"
            );
            assert_eq!(sha256(&[head, tail]), sha256(&[&whole]), "split at {split}");
        }
    }
}
