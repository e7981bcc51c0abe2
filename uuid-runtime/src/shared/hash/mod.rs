//! MD5 (RFC 1321), SHA-1 and SHA-256 (FIPS 180-4) as `const fn`, for name-based UUIDs.
//!
//! No published crate hashes in a `const fn`, and name-based UUIDs must be computable
//! in `const` items and by the macros, so the three hash functions are written here,
//! once, for compile time and run time alike. All three are Merkle–Damgård
//! constructions over 64-byte blocks with the same padding, so one [`Hasher`] feeds
//! blocks and pads for all of them; each file beside this one holds an algorithm's
//! compression function. Nothing allocates, and the input is a list of parts hashed
//! as if concatenated, so namespace and name need no joining buffer.
//!
//! Speed: the compression functions are written as the standards write them, one
//! round at a time, and [`rounds!`] repeats that round as straight-line code (16 rounds
//! in a function called once per group of 16 and, in optimised builds, inlined with the
//! round numbers known), so table look-ups, the choice of round function and the
//! message schedule's indices fold away and the 16 schedule words stay in registers
//! (debug builds, which fold nothing, run the 16 rounds as a loop, cheaper to compile).
//! Input is compressed in place where it holds whole blocks; only a block that
//! straddles two parts, and the padding, are copied. Sums and rotations are written
//! with operators ([`sum!`], [`rotl!`]) rather than `wrapping_add` and `rotate_left`:
//! the same instructions at run time, and `const` evaluation, which runs a method call
//! many times slower than an operator, hashes a long name in `const` in half the time.
//!
//! These hashes serve only to derive identifiers, as RFC 9562 prescribes: MD5 and
//! SHA-1 are broken for security purposes, and this code makes no effort to run in
//! constant time.

// `rotl!` rotates with shifts: `rotate_left` is a call, which `const` evaluation runs
// several times slower (see `sum!`).
#![allow(clippy::manual_rotate)]

/// Repeats `$body` for the 16 rounds `$t` of group `$group`: `$t` is
/// `16 * $group + step`. Each compression function calls its group function once per
/// group with the group's number; optimised builds inline every call, so each round's
/// number is known and the optimizer folds everything it decides, as in straight-line
/// code. Written out 16 times rather than 64 or 80 and inlined only where optimised:
/// the type checker's time grows faster than the length of a function.
#[cfg(not(debug_assertions))]
macro_rules! rounds {
    ($t:ident in group $group:ident => $body:block) => {
        rounds!(@steps $t, $group, $body, 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15)
    };
    (@steps $t:ident, $group:ident, $body:block, $($step:literal)*) => {
        $( {
            let $t: usize = 16 * $group + $step;
            $body
        } )*
    };
}

/// In debug builds, what compiles the macros and every application's debug build, the
/// same 16 rounds as a loop: unrolled, they were a third of the runtime's LLVM IR and a
/// fifth of the macros' (`BENCHMARKS.md`, "Compile time"), and nothing folds there.
#[cfg(debug_assertions)]
macro_rules! rounds {
    ($t:ident in group $group:ident => $body:block) => {
        let mut step = 0;
        while step < 16 {
            let $t: usize = 16 * $group + step;
            $body
            step += 1;
        }
    };
}

/// The sum of `u32` operands modulo 2^32, what a chain of `wrapping_add` gives: added
/// as `u64`s (a few cannot overflow one) and truncated. Operators rather than method
/// calls, because the `const` evaluator runs operators several times faster than calls;
/// the optimizer makes the same instructions of both.
macro_rules! sum {
    ($($term:expr),+ $(,)?) => {
        (0_u64 $(+ {
            let term: u32 = $term;
            term as u64
        })+) as u32
    };
}

/// `$x.rotate_left($n)` for `$n` from 1 to 31, with operators (see [`sum!`]).
macro_rules! rotl {
    ($x:expr, $n:expr) => {{
        let x: u32 = $x;
        (x << $n) | (x >> (32 - $n))
    }};
}

/// `$x.rotate_right($n)` for `$n` from 1 to 31, with operators (see [`sum!`]).
macro_rules! rotr {
    ($x:expr, $n:expr) => {
        rotl!($x, 32 - $n)
    };
}

mod md5;
mod sha1;
mod sha256;

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
            Self::Md5 => md5::INITIAL_STATE,
            Self::Sha1 => sha1::INITIAL_STATE,
            Self::Sha256 => sha256::INITIAL_STATE,
        }
    }

    /// MD5 reads and writes words and the message length little-endian, the SHAs
    /// big-endian.
    const fn is_big_endian(self) -> bool {
        !matches!(self, Self::Md5)
    }

    #[inline(always)]
    const fn compress(self, state: &mut [u32; 8], block: &[u8; 64]) {
        match self {
            Self::Md5 => md5::compress(state, block),
            Self::Sha1 => sha1::compress(state, block),
            Self::Sha256 => sha256::compress(state, block),
        }
    }
}

/// The incremental state shared by the three hash functions: the chaining value and a
/// partly filled block.
struct Hasher {
    algorithm: Algorithm,
    state: [u32; 8],
    block: [u8; 64],
    /// How many bytes of `block` are filled, always less than 64 between calls.
    buffered: usize,
    /// The message length so far, in bytes.
    length: u64,
}

impl Hasher {
    #[inline(always)]
    const fn new(algorithm: Algorithm) -> Self {
        Self {
            algorithm,
            state: algorithm.initial_state(),
            block: [0; 64],
            buffered: 0,
            length: 0,
        }
    }

    #[inline(always)]
    const fn update(&mut self, mut bytes: &[u8]) {
        self.length = self.length.wrapping_add(bytes.len() as u64);
        if self.buffered > 0 {
            // Top up the partial block (`usize::min` is not `const`).
            let free = 64 - self.buffered;
            let take = if bytes.len() < free {
                bytes.len()
            } else {
                free
            };
            let (head, rest) = bytes.split_at(take);
            copy(&mut self.block, self.buffered, head);
            self.buffered += take;
            if self.buffered < 64 {
                return;
            }
            self.algorithm.compress(&mut self.state, &self.block);
            self.buffered = 0;
            bytes = rest;
        }
        // Whole blocks are compressed straight from the input, without copying.
        while let Some((block, rest)) = bytes.split_first_chunk::<64>() {
            self.algorithm.compress(&mut self.state, block);
            bytes = rest;
        }
        copy(&mut self.block, 0, bytes);
        self.buffered = bytes.len();
    }

    /// Pads the message (RFC 1321 §3.1–3.2, FIPS 180-4 §5.1.1) and returns the first
    /// `N` bytes of the state: a `1` bit, zeros up to 8 bytes short of a block
    /// boundary, then the message length in bits.
    #[inline(always)]
    const fn finalize<const N: usize>(mut self) -> [u8; N] {
        let big_endian = self.algorithm.is_big_endian();
        let (_, free) = self.block.split_at_mut(self.buffered);
        fill(free, 0);
        self.block[self.buffered] = 0x80;
        // No room for the 8 length bytes: they go in a block of their own.
        if self.buffered >= 56 {
            self.algorithm.compress(&mut self.state, &self.block);
            fill(&mut self.block, 0);
        }
        let bit_length = self.length.wrapping_mul(8);
        let length = if big_endian {
            bit_length.to_be_bytes()
        } else {
            bit_length.to_le_bytes()
        };
        copy(&mut self.block, 56, &length);
        self.algorithm.compress(&mut self.state, &self.block);

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

/// Copies `src` into `block` from `at`. The window has `src`'s length, so the loop has
/// no bounds checks and compiles to a `memcpy` (`copy_from_slice` is `const` only
/// since Rust 1.87).
#[inline(always)]
const fn copy(block: &mut [u8; 64], at: usize, src: &[u8]) {
    let (_, tail) = block.split_at_mut(at);
    let (window, _) = tail.split_at_mut(src.len());
    let mut i = 0;
    while i < window.len() {
        window[i] = src[i];
        i += 1;
    }
}

/// Sets every byte of `bytes` to `value`: a `memset`.
#[inline(always)]
const fn fill(bytes: &mut [u8], value: u8) {
    let mut i = 0;
    while i < bytes.len() {
        bytes[i] = value;
        i += 1;
    }
}

/// Hashes the concatenation of `parts`.
#[inline(always)]
const fn digest<const N: usize>(algorithm: Algorithm, parts: &[&[u8]]) -> [u8; N] {
    let mut hasher = Hasher::new(algorithm);
    let mut i = 0;
    while i < parts.len() {
        hasher.update(parts[i]);
        i += 1;
    }
    hasher.finalize()
}

/// The MD5 digest of the concatenation of `parts`.
pub const fn md5(parts: &[&[u8]]) -> [u8; 16] {
    digest(Algorithm::Md5, parts)
}

/// The SHA-1 digest of the concatenation of `parts`.
pub const fn sha1(parts: &[&[u8]]) -> [u8; 20] {
    digest(Algorithm::Sha1, parts)
}

/// The SHA-256 digest of the concatenation of `parts`.
pub const fn sha256(parts: &[&[u8]]) -> [u8; 32] {
    digest(Algorithm::Sha256, parts)
}

/// The 16 words of a block, read big- or little-endian.
#[inline(always)]
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

/// Adds the working variables into the chaining value, word by word.
#[inline(always)]
const fn add_words<const N: usize>(state: &mut [u32; 8], working: [u32; N]) {
    let mut i = 0;
    while i < N {
        state[i] = sum!(state[i], working[i]);
        i += 1;
    }
}
