//! Where generators get their random bits: a buffered, OS-seeded CSPRNG per thread
//! that reseeds itself in a child process after `fork()` (RFC 9562 §6.9).

use std::cell::{Cell, RefCell};
use std::mem::ManuallyDrop;

use chacha20::ChaCha12Rng;
use chacha20::rand_core::{Rng, SeedableRng};

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
}

/// The calling thread's cryptographically secure generator: `ChaCha12` seeded with 256
/// bits from the operating system (`getrandom`), handing out a buffer of 32 words
/// (256 bytes) before computing the next ones. This is what `Uuid::new_v4()` and the
/// process-wide generators use.
///
/// A draw is a thread-local index check and a load: the buffer lives in a
/// constant-initialised thread-local without a destructor, so there is no lazy
/// initialisation or destructor registration to check on the way; seeding happens on
/// the refill path, the first time a thread draws.
///
/// It is safe across `fork()`: on Unix a `pthread_atfork` handler runs in the child,
/// in the only thread the child has (the one that forked), where it discards that
/// thread's buffer and bumps a process-wide fork generation. The next draw therefore
/// refills, sees that its generator was seeded in another generation, and reseeds from
/// the OS. So a child never repeats the parent's sequence, even from bytes the parent
/// had already buffered. Should the handler fail to register, no draw uses the buffer
/// and each compares process ids instead (slower, equally safe).
///
/// # Panics
///
/// If the operating system cannot supply a seed (`getrandom` fails), which on
/// supported platforms does not happen once the system has booted.
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

/// Words handed out between two refills: four `ChaCha` blocks.
const BUFFER_WORDS: usize = 32;

/// One thread's random state. Nothing in it needs dropping (see `SeededRng::chacha`),
/// which keeps every access to the thread-local a plain address computation.
struct LocalRng {
    /// The index in `words` of the next word to hand out; `BUFFER_WORDS` when there
    /// is none, or none that may be used (not seeded yet, after a fork, no fork
    /// handler).
    next: Cell<usize>,
    words: [Cell<u64>; BUFFER_WORDS],
    /// The generator that fills `words`; only touched on a refill.
    source: RefCell<Option<SeededRng>>,
}

struct SeededRng {
    /// Never dropped: `ChaCha12Rng` has a destructor, which would make the thread-local
    /// register one and check for it on every access. It owns no heap memory, so
    /// nothing leaks when the thread ends.
    chacha: ManuallyDrop<ChaCha12Rng>,
    /// The [`fork::token`] when `chacha` was seeded.
    seeded_in: u64,
}

thread_local! {
    static LOCAL_RNG: LocalRng = const {
        LocalRng {
            next: Cell::new(BUFFER_WORDS),
            words: [const { Cell::new(0) }; BUFFER_WORDS],
            source: RefCell::new(None),
        }
    };
}

impl LocalRng {
    /// The next buffered word, refilling (and seeding) first if there is none.
    #[inline]
    fn next_u64(&self) -> u64 {
        let index = self.next.get();
        match self.words.get(index) {
            Some(word) => {
                self.next.set(index + 1);
                word.get()
            }
            None => self.refill_and_draw(),
        }
    }

    /// Reseeds if this thread's generator is new or was inherited across a fork,
    /// refills the buffer and hands out its first word.
    #[cold]
    #[inline(never)]
    fn refill_and_draw(&self) -> u64 {
        let token = fork::token();
        let mut source = self.source.borrow_mut();
        let seeded = match &mut *source {
            Some(seeded) if seeded.seeded_in == token => seeded,
            stale => stale.insert(SeededRng::from_os()),
        };
        if !fork::watched() {
            // Without a fork handler nothing would discard the buffer in a child: draw
            // straight from the generator, after the process id check above.
            return seeded.chacha.next_u64();
        }
        for word in &self.words {
            word.set(seeded.chacha.next_u64());
        }
        self.next.set(1);
        self.words[0].get()
    }

    /// Forgets the buffered words, so the next draw refills.
    #[cfg(unix)]
    fn discard(&self) {
        self.next.set(BUFFER_WORDS);
    }
}

impl ThreadLocalRng {
    /// Runs `draw` on this thread's state.
    #[inline]
    fn with_local<T>(draw: impl Fn(&LocalRng) -> T) -> T {
        LOCAL_RNG
            .try_with(|local| draw(local))
            // Cannot fail for a thread-local without a destructor; should it, a fresh
            // state (seeded from the OS) serves this one draw.
            .unwrap_or_else(|_| {
                draw(&LocalRng {
                    next: Cell::new(BUFFER_WORDS),
                    words: [const { Cell::new(0) }; BUFFER_WORDS],
                    source: RefCell::new(None),
                })
            })
    }
}

impl RandomSource for ThreadLocalRng {
    #[inline]
    fn next_u64(&self) -> u64 {
        Self::with_local(LocalRng::next_u64)
    }

    #[inline]
    fn next_u128(&self) -> u128 {
        Self::with_local(|local| u128::from(local.next_u64()) << 64 | u128::from(local.next_u64()))
    }
}

impl SeededRng {
    fn from_os() -> Self {
        // Register before reading the token, so a fork after this point is counted.
        fork::watch();
        let seeded_in = fork::token();
        let mut seed = [0; 32];
        if let Err(err) = getrandom::fill(&mut seed) {
            panic!("could not seed the UUID generator from the operating system: {err}");
        }
        Self {
            chacha: ManuallyDrop::new(ChaCha12Rng::from_seed(seed)),
            seeded_in,
        }
    }
}

/// Telling a child process from its parent cheaply.
pub(crate) mod fork {
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

    /// Bumped in the child after every `fork()`.
    static GENERATION: AtomicU64 = AtomicU64::new(0);
    /// Set if `pthread_atfork` failed, so the process id has to be compared instead.
    static UNWATCHED: AtomicBool = AtomicBool::new(false);

    /// A value that differs between a process and any child forked from it after
    /// [`watch`] was called.
    #[inline]
    pub(crate) fn token() -> u64 {
        if UNWATCHED.load(Ordering::Relaxed) {
            // Cannot collide with a generation: those start at 0 and count by one.
            u64::from(std::process::id()) | 1 << 60
        } else {
            GENERATION.load(Ordering::Relaxed)
        }
    }

    /// Registers the fork handler, once per process (the registration is inherited).
    #[cfg(unix)]
    pub(crate) fn watch() {
        static REGISTER: std::sync::Once = std::sync::Once::new();
        REGISTER.call_once(|| {
            if !register_child_handler() {
                UNWATCHED.store(true, Ordering::Relaxed);
            }
        });
    }

    /// Without `fork()` there is nothing to watch.
    #[cfg(not(unix))]
    pub(crate) fn watch() {}

    /// Whether the fork handler is in place, so that buffered random words can be
    /// trusted until it discards them.
    #[inline]
    pub(crate) fn watched() -> bool {
        !UNWATCHED.load(Ordering::Relaxed)
    }

    /// Runs in the child right after `fork()`, in the only thread it has: the one that
    /// forked, whose buffer is the only one that can still be drawn from. An atomic
    /// increment and a store to a thread-local without a destructor are
    /// async-signal-safe, as a fork handler must be.
    #[cfg(unix)]
    extern "C" fn after_fork_in_child() {
        GENERATION.fetch_add(1, Ordering::Relaxed);
        // Ignoring the error is right: a thread-local that is gone holds no words.
        let _ = super::LOCAL_RNG.try_with(super::LocalRng::discard);
    }

    #[cfg(unix)]
    #[allow(unsafe_code)]
    fn register_child_handler() -> bool {
        // SAFETY: `pthread_atfork` only records the handlers; the one given touches
        // nothing but an atomic in a static, which lives as long as the process.
        unsafe { libc::pthread_atfork(None, None, Some(after_fork_in_child)) == 0 }
    }
}
