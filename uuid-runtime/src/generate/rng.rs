//! Where generators get their random bits: a buffered, OS-seeded CSPRNG per thread
//! that reseeds itself in a child process after `fork()` (RFC 9562 §6.9).

use std::cell::RefCell;

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
/// bits from the operating system (`getrandom`), handing out a buffer of 256 bytes
/// before computing the next four blocks. This is what `Uuid::new_v4()` and the
/// process-wide generators use.
///
/// It is safe across `fork()`: on Unix a `pthread_atfork` handler bumps a process-wide
/// fork generation in the child, and every draw compares the generation its thread's
/// state was seeded in with the current one (one relaxed atomic load), reseeding from
/// the OS on a mismatch. So a child never repeats the parent's sequence, even from
/// bytes the parent had already buffered. Should the handler fail to register, each
/// draw compares process ids instead.
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

struct SeededRng {
    chacha: ChaCha12Rng,
    /// The [`fork_token`] when `chacha` was seeded.
    seeded_in: u64,
}

thread_local! {
    static LOCAL_RNG: RefCell<Option<SeededRng>> = const { RefCell::new(None) };
}

impl ThreadLocalRng {
    /// Runs `draw` on this thread's generator, (re)seeding it first if it is new or
    /// was inherited across a fork.
    #[inline]
    fn with_rng<T>(draw: impl Fn(&mut ChaCha12Rng) -> T) -> T {
        LOCAL_RNG
            .try_with(|slot| {
                let mut slot = slot.borrow_mut();
                let token = fork::token();
                let rng = match &mut *slot {
                    Some(rng) if rng.seeded_in == token => rng,
                    stale => stale.insert(SeededRng::from_os()),
                };
                draw(&mut rng.chacha)
            })
            // The thread is being torn down and its generator is gone: use a fresh one.
            .unwrap_or_else(|_| draw(&mut SeededRng::from_os().chacha))
    }
}

impl RandomSource for ThreadLocalRng {
    #[inline]
    fn next_u64(&self) -> u64 {
        Self::with_rng(Rng::next_u64)
    }

    #[inline]
    fn next_u128(&self) -> u128 {
        Self::with_rng(|rng| u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64()))
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
            chacha: ChaCha12Rng::from_seed(seed),
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

    /// Runs in the child right after `fork()`, in the only thread it has. An atomic
    /// increment is async-signal-safe, as a fork handler must be.
    #[cfg(unix)]
    extern "C" fn after_fork_in_child() {
        GENERATION.fetch_add(1, Ordering::Relaxed);
    }

    #[cfg(unix)]
    #[allow(unsafe_code)]
    fn register_child_handler() -> bool {
        // SAFETY: `pthread_atfork` only records the handlers; the one given touches
        // nothing but an atomic in a static, which lives as long as the process.
        unsafe { libc::pthread_atfork(None, None, Some(after_fork_in_child)) == 0 }
    }
}
