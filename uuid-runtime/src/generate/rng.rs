//! Where generators get their random bits: a buffered, OS-seeded CSPRNG per thread
//! that reseeds itself in a child process after any kind of fork (RFC 9562 §6.9).

use std::cell::{Cell, UnsafeCell};
use std::mem::MaybeUninit;
use std::ptr::{self, NonNull};

use chacha20::rand_core::SeedableRng;
use chacha20::rand_core::block::Generator;
use chacha20::variants::Legacy;
use chacha20::{ChaChaCore, R12};

use super::fork;

/// A source of random bits for the generators.
///
/// Methods take `&self` so one generator can serve many threads at once without a
/// lock; a source keeps any state it needs behind interior mutability (per thread,
/// atomically, or under its own lock). For UUIDs that cannot be guessed the bits must
/// come from a cryptographically secure generator, as [`ThreadLocalRng`]'s do; tests
/// can use a deterministic source.
///
/// ```
/// use std::sync::atomic::{AtomicU64, Ordering};
/// use uuid_runtime::RandomSource;
///
/// // Deterministic bits for tests: SplitMix64 over an atomic counter.
/// struct SplitMix(AtomicU64);
/// impl RandomSource for SplitMix {
///     fn next_u64(&self) -> u64 {
///         let mut z = self.0.fetch_add(0x9e3779b97f4a7c15, Ordering::Relaxed);
///         z = (z ^ (z >> 30)).wrapping_mul(0xbf58476d1ce4e5b9);
///         z = (z ^ (z >> 27)).wrapping_mul(0x94d049bb133111eb);
///         z ^ (z >> 31)
///     }
/// }
///
/// let source = SplitMix(AtomicU64::new(0));
/// assert_ne!(source.next_u64(), source.next_u64());
/// ```
pub trait RandomSource {
    /// 64 random bits.
    ///
    /// ```
    /// use uuid_runtime::{RandomSource, ThreadLocalRng};
    ///
    /// assert_ne!(ThreadLocalRng.next_u64(), ThreadLocalRng.next_u64());
    /// ```
    fn next_u64(&self) -> u64;

    /// 128 random bits; by default two calls to [`next_u64`](Self::next_u64).
    ///
    /// ```
    /// use uuid_runtime::{RandomSource, ThreadLocalRng};
    ///
    /// assert_ne!(ThreadLocalRng.next_u128(), ThreadLocalRng.next_u128());
    /// ```
    fn next_u128(&self) -> u128 {
        u128::from(self.next_u64()) << 64 | u128::from(self.next_u64())
    }

    /// Fills `dest` with random words, for batches; by default one call to
    /// [`next_u64`](Self::next_u64) per word. [`ThreadLocalRng`] writes its generator's
    /// output straight into `dest`.
    ///
    /// ```
    /// use uuid_runtime::{RandomSource, ThreadLocalRng};
    ///
    /// let mut words = [0; 100];
    /// ThreadLocalRng.fill_u64(&mut words);
    /// assert!(words.iter().all(|&word| word != 0));
    /// ```
    fn fill_u64(&self, dest: &mut [u64]) {
        for word in dest {
            *word = self.next_u64();
        }
    }
}

/// A shared source, so that several generators (or a test) can draw from one.
impl<R: RandomSource + ?Sized> RandomSource for &R {
    #[inline]
    fn next_u64(&self) -> u64 {
        (**self).next_u64()
    }

    #[inline]
    fn next_u128(&self) -> u128 {
        (**self).next_u128()
    }

    #[inline]
    fn fill_u64(&self, dest: &mut [u64]) {
        (**self).fill_u64(dest);
    }
}

/// The calling thread's cryptographically secure generator: `ChaCha12` seeded with 256
/// bits from the operating system (`getrandom`; on `wasm32-unknown-unknown`, feature
/// `js`, the JavaScript host's Web Crypto), handing out a buffer of 32 words
/// (256 bytes, four `ChaCha` blocks) before computing the next ones. This is what
/// `Uuid::new_v4()` and the process-wide generators use.
///
/// A draw is a thread-local pointer load, a count check and a load: seeding and the
/// generator itself are only touched when the buffer is empty.
///
/// # Fork safety
///
/// A child process never repeats its parent's values, not even words the parent had
/// already buffered, and however the child was made:
///
/// - On Linux and Android (kernel 4.14 or later) each thread's state (buffer and
///   generator) lives in a page marked `MADV_WIPEONFORK`, which the kernel hands every
///   child zero-filled: from the C library's `fork()`, a raw `syscall(SYS_fork)`, or
///   `clone()` without `CLONE_VM`. All zeros reads as "empty and never seeded", so the
///   child's next draw reseeds from the OS. No `pthread_atfork` handler is involved.
/// - Elsewhere on Unix a `pthread_atfork` handler discards the forking thread's buffer
///   in the child and marks every generator stale, so the child's next draw reseeds.
///   That handler only runs in children of the C library's `fork()`; a raw system call
///   bypasses it, which is why the wiped pages are preferred.
/// - Should neither be available (the page cannot be mapped, or the handler cannot be
///   registered), nothing is buffered: every draw compares a fork token (the process id
///   as a last resort) and computes a fresh block, slower and equally safe.
///
/// # Panics
///
/// If the operating system cannot supply a seed (`getrandom` fails), which on
/// supported platforms does not happen once the system has booted; on
/// `wasm32-unknown-unknown`, if the JavaScript host has no `crypto.getRandomValues`.
///
/// ```
/// use uuid_runtime::{RandomSource, ThreadLocalRng};
///
/// let a = ThreadLocalRng.next_u128();
/// let b = ThreadLocalRng.next_u128();
/// assert_ne!(a, b);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct ThreadLocalRng;

type Core = ChaChaCore<R12, Legacy>;

/// The output of one call of the `ChaCha` core: four 64-byte blocks, in 32-bit words.
const BLOCK_WORDS: usize = 64;
/// Words handed out between two refills: one call's output.
const BUFFER_WORDS: usize = BLOCK_WORDS / 2;

/// One thread's random state, laid out so that all zero bytes are a valid value meaning
/// "nothing buffered, never seeded": what a child process finds in a wiped page.
struct LocalRng {
    /// How many words at the start of `words` are still unread; they are handed out
    /// from the end.
    remaining: Cell<usize>,
    words: [Cell<u64>; BUFFER_WORDS],
    /// `fork::token() + 1` of the process that seeded `core`; 0 if it was never seeded
    /// (or the page was wiped).
    seeded_in: Cell<u64>,
    /// Set while `core` is borrowed, so that a draw from a signal handler interrupting a
    /// refill cannot alias it.
    refilling: Cell<bool>,
    /// Initialised when `seeded_in` is not 0. Never dropped, as the memory it lives in
    /// is never given back while it is in use.
    core: UnsafeCell<MaybeUninit<Core>>,
}

thread_local! {
    /// The calling thread's state: its wiped page, or `UNWIPED`; null before its first
    /// draw and after its page was returned at thread exit. No destructor, so reading it
    /// is a plain thread-local access.
    static STATE: Cell<*const LocalRng> = const { Cell::new(ptr::null()) };

    /// The state of a thread that has no wiped page (no kernel support, no memory, or
    /// after the page was returned).
    static UNWIPED: LocalRng = const { LocalRng::empty() };

    /// Owns the thread's wiped page and returns it when the thread ends.
    static PAGE: Page = const { Page(Cell::new(None)) };
}

/// The owner of a thread's wiped page.
struct Page(Cell<Option<NonNull<LocalRng>>>);

impl Drop for Page {
    #[allow(unsafe_code)]
    fn drop(&mut self) {
        if let Some(page) = self.0.take() {
            // Later draws in this thread (from other thread-locals' destructors) go to
            // `UNWIPED`.
            STATE.with(|state| state.set(ptr::null()));
            // SAFETY: the page came from `wiped::map` with this length; `STATE` no longer
            // points to it and no draw is running in this thread (a draw does not run
            // destructors).
            unsafe { fork::wiped::unmap(page.cast(), size_of::<LocalRng>()) };
        }
    }
}

impl LocalRng {
    /// What a fresh or wiped page holds.
    const fn empty() -> Self {
        Self {
            remaining: Cell::new(0),
            words: [const { Cell::new(0) }; BUFFER_WORDS],
            seeded_in: Cell::new(0),
            refilling: Cell::new(false),
            core: UnsafeCell::new(MaybeUninit::uninit()),
        }
    }

    #[inline]
    fn next_u64(&self) -> u64 {
        let remaining = self.remaining.get();
        // `wrapping_sub` folds the emptiness check into the bounds check.
        match self.words.get(remaining.wrapping_sub(1)) {
            Some(word) => {
                self.remaining.set(remaining - 1);
                word.get()
            }
            None => self.refill_and_take(1)[1],
        }
    }

    #[inline]
    fn next_u128(&self) -> u128 {
        let remaining = self.remaining.get();
        let [high, low] = match self.words.get(remaining.wrapping_sub(2)..remaining) {
            Some([high, low]) => {
                self.remaining.set(remaining - 2);
                [high.get(), low.get()]
            }
            _ => self.refill_and_take(2),
        };
        u128::from(high) << 64 | u128::from(low)
    }

    /// Refills the buffer (when buffering is safe) and hands out its last `count` words
    /// (1 or 2), as `[second to last, last]`.
    #[cold]
    #[inline(never)]
    fn refill_and_take(&self, count: usize) -> [u64; 2] {
        let mut block = [0; BLOCK_WORDS];
        self.next_block(&mut block);
        let mut words = [0; BUFFER_WORDS];
        pair_into(&block, &mut words);
        if self.may_buffer() {
            for (cell, word) in self.words.iter().zip(words) {
                cell.set(word);
            }
            self.remaining.set(BUFFER_WORDS - count);
        }
        [words[BUFFER_WORDS - 2], words[BUFFER_WORDS - 1]]
    }

    /// Whether words may be left in the buffer: only if a fork would wipe or discard it.
    fn may_buffer(&self) -> bool {
        if fork::pages_are_wiped() {
            // Is this state in a wiped page, or `UNWIPED`?
            !UNWIPED.with(|unwiped| ptr::eq(self, unwiped))
        } else {
            fork::buffers_are_discarded()
        }
    }

    /// The generator's next block of output into `block`, reseeding it first if it was
    /// never seeded in this process.
    #[allow(unsafe_code)]
    fn next_block(&self, block: &mut [u32; BLOCK_WORDS]) {
        if self.refilling.replace(true) {
            // Re-entered from a signal handler during a refill: leave `core` alone.
            Core::from_seed(seed_from_os()).generate(block);
            return;
        }
        fork::watch();
        let seeded_in = fork::token().wrapping_add(1);
        // SAFETY: `refilling` guarantees this is the only reference to `core`: the state
        // belongs to this thread, and nothing below draws from it again.
        let core = unsafe { &mut *self.core.get() };
        let core = if self.seeded_in.get() == seeded_in {
            // SAFETY: `seeded_in` is only set (below) once `core` is initialised.
            unsafe { core.assume_init_mut() }
        } else {
            let seeded = core.write(Core::from_seed(seed_from_os()));
            self.seeded_in.set(seeded_in);
            seeded
        };
        core.generate(block);
        self.refilling.set(false);
    }

    /// Fills `dest` from the generator directly, leaving the buffer as it is.
    fn fill_u64(&self, dest: &mut [u64]) {
        let mut block = [0; BLOCK_WORDS];
        let mut chunks = dest.chunks_exact_mut(BUFFER_WORDS);
        for chunk in &mut chunks {
            self.next_block(&mut block);
            pair_into(&block, chunk);
        }
        for word in chunks.into_remainder() {
            *word = self.next_u64();
        }
    }

    /// Fills `ids` with version 4 UUIDs from the generator directly: 16 per block.
    fn fill_v4(&self, ids: &mut [crate::Uuid]) {
        let mut block = [0; BLOCK_WORDS];
        let mut chunks = ids.chunks_exact_mut(BLOCK_WORDS / 4);
        for chunk in &mut chunks {
            self.next_block(&mut block);
            for (id, quarter) in chunk.iter_mut().zip(block.chunks_exact(4)) {
                // Copied word by word, in native byte order (random bits need no
                // swapping). Not as one `u128` of four shifted words: LLVM 22 (rustc
                // 1.95 and later, opt-level 2 and 3) drops the low 48 bits of that one
                // in this loop once two octets are edited, a miscompilation reproduced
                // standalone in the repository's `tests/crates/miscompile-repro`. The
                // unit test below runs in release in CI.
                let mut bytes = [0; 16];
                for (four, word) in bytes.chunks_exact_mut(4).zip(quarter) {
                    four.copy_from_slice(&word.to_ne_bytes());
                }
                *id = crate::Uuid::v4_layout(bytes);
            }
        }
        for id in chunks.into_remainder() {
            *id = crate::Uuid::v4_layout(self.next_u128().to_ne_bytes());
        }
    }
}

/// A block's words paired into 64-bit words.
fn pair_into(block: &[u32; BLOCK_WORDS], words: &mut [u64]) {
    for (word, halves) in words.iter_mut().zip(block.chunks_exact(2)) {
        *word = u64::from(halves[0]) | u64::from(halves[1]) << 32;
    }
}

fn seed_from_os() -> [u8; 32] {
    let mut seed = [0; 32];
    if let Err(err) = getrandom::fill(&mut seed) {
        panic!("could not seed the UUID generator from the operating system: {err}");
    }
    seed
}

impl ThreadLocalRng {
    /// Runs `draw` on this thread's state.
    #[inline]
    #[allow(unsafe_code)]
    fn with_local<T>(draw: impl FnOnce(&LocalRng) -> T) -> T {
        let mut state = STATE.with(Cell::get);
        if state.is_null() {
            state = attach();
        }
        // SAFETY: a non-null `STATE` points to this thread's wiped page, which stays
        // mapped until `Page::drop` has nulled `STATE` (and a draw runs no destructor),
        // or to `UNWIPED`, which lives as long as the thread. Zeroed memory is a valid
        // `LocalRng`, and only this thread uses it.
        draw(unsafe { &*state })
    }

    /// Fills `ids` with version 4 UUIDs, straight from the generator.
    pub(super) fn fill_v4(ids: &mut [crate::Uuid]) {
        Self::with_local(|local| local.fill_v4(ids));
    }
}

/// Gives the calling thread its state, on its first draw: a wiped page where the kernel
/// supports them, `UNWIPED` otherwise.
#[cold]
#[inline(never)]
fn attach() -> *const LocalRng {
    // Before this thread has words to buffer.
    fork::forget_in_child(discard_after_fork);
    fork::watch();
    let page = if fork::pages_are_wiped() {
        // Fails once the thread is ending and `PAGE` has been dropped.
        PAGE.try_with(|owner| {
            let page = fork::wiped::map(size_of::<LocalRng>())?.cast::<LocalRng>();
            owner.0.set(Some(page));
            Some(page)
        })
        .ok()
        .flatten()
    } else {
        None
    };
    let state = match page {
        Some(page) => page.as_ptr().cast_const(),
        None => UNWIPED.with(ptr::from_ref),
    };
    STATE.with(|cell| cell.set(state));
    state
}

/// After the C library's `fork()` (handler method only): the forking thread's buffered
/// words must not be used in the child.
fn discard_after_fork() {
    // The handler is only registered without wiped pages, where every thread's state
    // is `UNWIPED`.
    let _ = UNWIPED.try_with(|unwiped| unwiped.remaining.set(0));
}

impl RandomSource for ThreadLocalRng {
    #[inline]
    fn next_u64(&self) -> u64 {
        Self::with_local(LocalRng::next_u64)
    }

    #[inline]
    fn next_u128(&self) -> u128 {
        Self::with_local(LocalRng::next_u128)
    }

    fn fill_u64(&self, dest: &mut [u64]) {
        Self::with_local(|local| local.fill_u64(dest));
    }
}

#[cfg(test)]
mod tests {
    use super::{RandomSource, ThreadLocalRng};
    use crate::{SystemClock, Uuid, V7Generator};

    /// The bits that are 1 in some of `values` and 0 in others.
    fn varying_bits(values: impl IntoIterator<Item = u128>) -> u128 {
        let (mut ones, mut zeros) = (0, 0);
        for value in values {
            ones |= value;
            zeros |= !value;
        }
        ones & zeros
    }

    /// Every random bit of every path varies across a few thousand values. Meant for
    /// optimised builds too (CI runs it with `--release`): rustc 1.95 once compiled an
    /// earlier form of `fill_v4` into one that zeroed six octets of every UUID.
    #[test]
    fn every_random_bit_of_every_path_varies() {
        const V4_RANDOM: u128 = !(0xf << 76 | 0x3 << 62);
        const V7_RANDOM: u128 = (1 << 59) - 1;
        // Across many buffers and blocks, and a part of one; fewer under Miri, which
        // interprets every instruction (a bit of 131 random values is the same in all
        // with odds of 2^-130).
        const COUNT: usize = if cfg!(miri) { 131 } else { 4099 };
        let as_u128 = |ids: &[Uuid]| ids.iter().map(Uuid::as_u128).collect::<Vec<_>>();

        let mut ids = vec![Uuid::NIL; COUNT];
        Uuid::fill_v4(&mut ids);
        assert_eq!(varying_bits(as_u128(&ids)), V4_RANDOM, "fill_v4");
        let singles: Vec<u128> = (0..COUNT).map(|_| Uuid::new_v4().as_u128()).collect();
        assert_eq!(varying_bits(singles), V4_RANDOM, "new_v4");

        Uuid::fill_v7(&mut ids);
        assert_eq!(
            varying_bits(as_u128(&ids)) & V7_RANDOM,
            V7_RANDOM,
            "fill_v7"
        );
        let precise = V7Generator::new(SystemClock, ThreadLocalRng).with_additional_precision();
        precise.fill(&mut ids);
        assert_eq!(
            varying_bits(as_u128(&ids)) & V7_RANDOM,
            V7_RANDOM,
            "precise fill"
        );
        let singles: Vec<u128> = (0..COUNT).map(|_| Uuid::now_v7().as_u128()).collect();
        assert_eq!(varying_bits(singles) & V7_RANDOM, V7_RANDOM, "now_v7");

        let mut words = vec![0; COUNT];
        ThreadLocalRng.fill_u64(&mut words);
        assert_eq!(
            varying_bits(words.iter().map(|&w| u128::from(w))),
            u128::from(u64::MAX)
        );
        let words: Vec<u128> = (0..COUNT).map(|_| ThreadLocalRng.next_u128()).collect();
        assert_eq!(varying_bits(words), u128::MAX, "next_u128");
    }
}
