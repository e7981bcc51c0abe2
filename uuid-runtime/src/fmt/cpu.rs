//! Which instruction set the run-time text kernels use.
//!
//! On `x86_64` SSE2 is the floor (every such processor has it), and AVX2 is used where
//! the processor has it: detected once, at the first call, where `std` is on, and
//! known at compile time (`-C target-feature=+avx2`, or a `target-cpu` that has it)
//! where it is not. On other targets the `const` code is the run-time code.
//!
//! Every kernel accepts exactly what the `const` code accepts, with the same value; the
//! tests check that for each set this processor has, through [`force`] (which the
//! dispatching paths obey) and [`InstructionSet`] (which names one).

// Without SSE2 (targets other than `x86_64`) there are no kernels to pick: the selection
// stays, for `force` and the tests, but nothing reads it.
#![cfg_attr(
    not(all(target_arch = "x86_64", target_feature = "sse2")),
    allow(dead_code, unused_imports)
)]

/// A set of instructions the run-time text kernels can be run with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum InstructionSet {
    /// The portable `const fn` code, which `const` evaluation and the macros run.
    Scalar,
    /// SSE2, the floor on `x86_64`.
    Sse2,
    /// AVX2 (Intel since Haswell, AMD since Excavator).
    Avx2,
}

impl InstructionSet {
    /// Every set, from the lowest.
    #[cfg_attr(not(any(test, feature = "_testing")), allow(dead_code))]
    pub const ALL: [Self; 3] = [Self::Scalar, Self::Sse2, Self::Avx2];

    /// Whether this processor runs it (and, for AVX2, the operating system saves its
    /// registers).
    #[cfg_attr(
        not(any(feature = "std", test, feature = "_testing")),
        allow(dead_code)
    )]
    pub fn is_available(self) -> bool {
        match self {
            Self::Scalar => true,
            Self::Sse2 => cfg!(all(target_arch = "x86_64", target_feature = "sse2")),
            Self::Avx2 => has_avx2(),
        }
    }

    /// The best set this processor runs: what the dispatching paths use unless
    /// [`force`]d.
    #[cfg_attr(
        not(any(feature = "std", test, feature = "_testing")),
        allow(dead_code)
    )]
    pub fn best() -> Self {
        if Self::Avx2.is_available() {
            Self::Avx2
        } else if Self::Sse2.is_available() {
            Self::Sse2
        } else {
            Self::Scalar
        }
    }
}

#[cfg_attr(
    not(any(feature = "std", test, feature = "_testing")),
    allow(dead_code)
)]
fn has_avx2() -> bool {
    // The standard library caches what it detects, and checks that the operating
    // system saves the AVX registers.
    #[cfg(all(target_arch = "x86_64", feature = "std"))]
    let detected = std::is_x86_feature_detected!("avx2");
    // Without it, what the compiler was told.
    #[cfg(not(all(target_arch = "x86_64", feature = "std")))]
    let detected = cfg!(all(target_arch = "x86_64", target_feature = "avx2"));
    detected
}

#[cfg(feature = "std")]
mod selection {
    use core::sync::atomic::{AtomicU8, Ordering};

    use super::InstructionSet;

    /// The set in use, as its place in [`InstructionSet::ALL`] plus one; 0 until the
    /// first call detects it. Relaxed: every thread that reads 0 detects the same set.
    static SELECTED: AtomicU8 = AtomicU8::new(0);

    /// The codes of [`InstructionSet::Scalar`] and [`InstructionSet::Avx2`] in
    /// [`SELECTED`].
    const SCALAR: u8 = 1;
    const AVX2: u8 = 3;

    /// The set the dispatching paths use now: the best available, or the one forced.
    #[inline(always)]
    pub(crate) fn selected() -> InstructionSet {
        match SELECTED.load(Ordering::Relaxed) {
            AVX2 => InstructionSet::Avx2,
            2 => InstructionSet::Sse2,
            SCALAR => InstructionSet::Scalar,
            _ => detect(),
        }
    }

    /// Whether the dispatching paths use AVX2: one load and one compare, all that
    /// stands before the kernels on most processors. `false` until the first call of
    /// [`selected`] has detected the set.
    #[inline(always)]
    pub(crate) fn avx2_selected() -> bool {
        SELECTED.load(Ordering::Relaxed) == AVX2
    }

    /// Whether the `const` code is forced: one load and one compare.
    #[inline(always)]
    pub(crate) fn scalar_selected() -> bool {
        SELECTED.load(Ordering::Relaxed) == SCALAR
    }

    #[cold]
    #[inline(never)]
    fn detect() -> InstructionSet {
        let best = InstructionSet::best();
        store(best);
        best
    }

    fn store(set: InstructionSet) {
        let code = match set {
            InstructionSet::Scalar => SCALAR,
            InstructionSet::Sse2 => 2,
            InstructionSet::Avx2 => AVX2,
        };
        SELECTED.store(code, Ordering::Relaxed);
    }

    /// Makes the dispatching paths (`Uuid::parse_str`, `FromStr`, serde, ...) use
    /// `set` from now on, in every thread, if this processor runs it; returns whether
    /// it does (if not, nothing changes). For tests: every set gives the same results.
    #[cfg_attr(not(any(test, feature = "_testing")), allow(dead_code))]
    pub fn force(set: InstructionSet) -> bool {
        let available = set.is_available();
        if available {
            store(set);
        }
        available
    }

    /// Back to the best set this processor runs.
    #[cfg_attr(not(any(test, feature = "_testing")), allow(dead_code))]
    pub fn reset() {
        store(InstructionSet::best());
    }
}

#[cfg(feature = "std")]
pub(crate) use self::selection::{avx2_selected, scalar_selected, selected};
#[cfg(all(feature = "std", any(test, feature = "_testing")))]
pub use self::selection::{force, reset};

/// The set the dispatching paths use: fixed at compile time without `std`.
#[cfg(not(feature = "std"))]
#[inline(always)]
pub(crate) fn selected() -> InstructionSet {
    if cfg!(all(target_arch = "x86_64", target_feature = "avx2")) {
        InstructionSet::Avx2
    } else if cfg!(all(target_arch = "x86_64", target_feature = "sse2")) {
        InstructionSet::Sse2
    } else {
        InstructionSet::Scalar
    }
}

/// Whether the `const` code is forced: never without `std`.
#[cfg(not(feature = "std"))]
#[inline(always)]
pub(crate) fn scalar_selected() -> bool {
    !cfg!(all(target_arch = "x86_64", target_feature = "sse2"))
}

/// Whether the dispatching paths use AVX2: fixed at compile time without `std`.
#[cfg(not(feature = "std"))]
#[inline(always)]
pub(crate) fn avx2_selected() -> bool {
    cfg!(all(target_arch = "x86_64", target_feature = "avx2"))
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::{InstructionSet, avx2_selected, force, reset, scalar_selected, selected};

    /// What is forced is what the dispatching paths see, until `reset` brings back the
    /// best set. (Other tests running meanwhile see every set give the same results.)
    #[test]
    fn a_forced_set_is_selected_until_reset() {
        #[cfg(target_arch = "x86_64")]
        assert_eq!(
            InstructionSet::Avx2.is_available(),
            std::is_x86_feature_detected!("avx2")
        );
        for set in InstructionSet::ALL {
            if !set.is_available() {
                assert!(!force(set), "{set:?}");
                continue;
            }
            assert!(force(set), "{set:?}");
            assert_eq!(selected(), set);
            assert_eq!(avx2_selected(), set == InstructionSet::Avx2);
            assert_eq!(scalar_selected(), set == InstructionSet::Scalar);
        }
        // From the `const` code, which is never the best where there are kernels.
        assert!(force(InstructionSet::Scalar));
        reset();
        assert_eq!(selected(), InstructionSet::best());
        assert_eq!(
            avx2_selected(),
            InstructionSet::best() == InstructionSet::Avx2
        );
    }
}
