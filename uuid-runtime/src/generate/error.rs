//! What the `try_` generator methods report.

use core::fmt;

/// A generator has no UUID left that is greater than every UUID it has returned: its
/// timestamp reached the end of its field, where nothing larger can be made without
/// repeating a value or breaking the order.
///
/// The v7 timestamp (48 bits of Unix milliseconds) ends in the year 10889; the v1/v6
/// timestamp (60 bits of 100-ns intervals since 1582) ends in the year 5236. A clock
/// reading beyond the end counts as the last instant of the field, so such a clock
/// exhausts a generator quickly. An exhausted generator stays exhausted: setting the
/// clock back does not help, as every later UUID must still be greater than the last
/// one.
///
/// Returned by [`V7Generator::try_generate`](crate::V7Generator::try_generate),
/// [`V7Generator::try_fill`](crate::V7Generator::try_fill),
/// [`GregorianGenerator::try_generate_v1`](crate::GregorianGenerator::try_generate_v1)
/// and [`GregorianGenerator::try_generate_v6`](crate::GregorianGenerator::try_generate_v6);
/// the methods without `try_` panic with this error's message instead.
///
/// ```
/// use std::time::Duration;
/// use uuid_runtime::{Clock, ThreadLocalRng, V7Generator};
///
/// // A clock stuck past the end of the v7 field.
/// struct EndOfTime;
/// impl Clock for EndOfTime {
///     fn now(&self) -> Duration {
///         Duration::MAX
///     }
/// }
///
/// let generator = V7Generator::new(EndOfTime, ThreadLocalRng);
/// let mut last = None;
/// let err = loop {
///     match generator.try_generate() {
///         Ok(id) => {
///             assert!(Some(id) > last); // still strictly increasing
///             last = Some(id);
///         }
///         Err(err) => break err,
///     }
/// };
/// assert_eq!(last.unwrap().get_timestamp().unwrap().to_unix_millis(), (1 << 48) - 1);
/// assert_eq!(err.version(), 7);
/// assert_eq!(
///     err.to_string(),
///     "the UUID generator is exhausted: no v7 UUID later than the last one is left \
///      (the 48-bit millisecond timestamp ends in the year 10889)"
/// );
/// assert!(generator.try_generate().is_err()); // for good
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExhaustedError {
    version: u8,
}

impl ExhaustedError {
    /// For a generator that could not make a UUID of this version (1, 6 or 7).
    pub(crate) const fn new(version: u8) -> Self {
        Self { version }
    }

    /// The version of the UUID that could not be made: 7 from a
    /// [`V7Generator`](crate::V7Generator), 1 or 6 from a
    /// [`GregorianGenerator`](crate::GregorianGenerator) (whose v1 and v6 UUIDs share
    /// one sequence of timestamps, so both run out together).
    ///
    /// ```
    /// use std::time::Duration;
    /// use uuid_runtime::{Clock, GregorianGenerator, ThreadLocalRng};
    ///
    /// struct EndOfTime;
    /// impl Clock for EndOfTime {
    ///     fn now(&self) -> Duration {
    ///         Duration::MAX
    ///     }
    /// }
    ///
    /// let generator = GregorianGenerator::new(EndOfTime, ThreadLocalRng);
    /// generator.try_generate_v1()?; // the last tick of the field
    /// assert_eq!(generator.try_generate_v6().unwrap_err().version(), 6);
    /// assert_eq!(generator.try_generate_v1().unwrap_err().version(), 1);
    /// # Ok::<(), uuid_runtime::ExhaustedError>(())
    /// ```
    #[inline]
    pub const fn version(&self) -> u8 {
        self.version
    }

    /// Panics with this error's message; kept out of line, off the generators' paths.
    #[cold]
    #[inline(never)]
    #[track_caller]
    pub(crate) fn panic(self) -> ! {
        panic!("{self}")
    }
}

impl fmt::Display for ExhaustedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (field, year) = if self.version == 7 {
            ("48-bit millisecond timestamp", 10889)
        } else {
            ("60-bit timestamp of v1 and v6", 5236)
        };
        write!(
            f,
            "the UUID generator is exhausted: no v{} UUID later than the last one is left \
             (the {field} ends in the year {year})",
            self.version
        )
    }
}

impl std::error::Error for ExhaustedError {}
