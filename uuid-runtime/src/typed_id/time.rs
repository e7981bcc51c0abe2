//! The time-ordered items `#[derive(TypedId)]` generates for a typed ID of version 7 or
//! of no version, whose `new()` makes v7 UUIDs: the bounds of a millisecond and of a
//! time window, `const`, and (with `std`) `new_at`. A typed ID of another version has
//! none of them.

/// `min_at`, `max_at`, `range` and their `try_` twins, and `new_at` where there are
/// generators: as [`Uuid::min_v7`](crate::Uuid::min_v7) and its kin, typed, and with
/// the type's name in their panics.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_time {
    ($ty:ident) => {
        #[automatically_derived]
        impl $ty {
            #[doc = ::core::concat!(
                "The least `", ::core::stringify!($ty), "` of the millisecond `at` (rounded ",
                "down): the least v7 UUID of it, as `Uuid::min_v7`.\n\n# Panics\n\nIf `at` is before ",
                "1970 or from 2^48 ms on; in a `const` item, that is a build error. ",
                "[`try_min_at`](Self::try_min_at) returns the error instead."
            )]
            #[must_use]
            pub const fn min_at(__at: $crate::Timestamp) -> Self {
                match Self::try_min_at(__at) {
                    ::core::result::Result::Ok(__id) => __id,
                    ::core::result::Result::Err(__error) => $crate::__private::out_of_range(
                        ::core::concat!(::core::stringify!($ty), "::min_at"),
                        __error,
                    ),
                }
            }

            #[doc = ::core::concat!(
                "The greatest `", ::core::stringify!($ty), "` of the millisecond `at` ",
                "(rounded down): the greatest v7 UUID of it, as `Uuid::max_v7`.\n\n# Panics\n\nAs ",
                "[`min_at`](Self::min_at); [`try_max_at`](Self::try_max_at) returns the ",
                "error instead."
            )]
            #[must_use]
            pub const fn max_at(__at: $crate::Timestamp) -> Self {
                match Self::try_max_at(__at) {
                    ::core::result::Result::Ok(__id) => __id,
                    ::core::result::Result::Err(__error) => $crate::__private::out_of_range(
                        ::core::concat!(::core::stringify!($ty), "::max_at"),
                        __error,
                    ),
                }
            }

            #[doc = ::core::concat!(
                "The `", ::core::stringify!($ty), "`s of the time window from `from` up to `to`: ",
                "`min_at(from)..min_at(to)`, as `Uuid::v7_range`. A v7 ID is in it exactly ",
                "when its millisecond is in `[from, to)`, the ends taken to the millisecond; ",
                "bind its ends to `id >= $1 AND id < $2` in a store that orders UUIDs by ",
                "their bytes. If `to` is not after `from`, the range is empty.\n\n",
                "# Panics\n\nAs [`min_at`](Self::min_at), for either end; ",
                "[`try_range`](Self::try_range) returns the error instead."
            )]
            #[must_use]
            pub const fn range(
                __from: $crate::Timestamp,
                __to: $crate::Timestamp,
            ) -> ::core::ops::Range<Self> {
                match Self::try_range(__from, __to) {
                    ::core::result::Result::Ok(__range) => __range,
                    ::core::result::Result::Err(__error) => $crate::__private::out_of_range(
                        ::core::concat!(::core::stringify!($ty), "::range"),
                        __error,
                    ),
                }
            }

            #[doc = ::core::concat!(
                "[`min_at`](Self::min_at), or why `at` has no v7 UUID (before 1970, or from ",
                "2^48 ms on)."
            )]
            pub const fn try_min_at(
                __at: $crate::Timestamp,
            ) -> ::core::result::Result<Self, $crate::TimestampRangeError> {
                match $crate::Uuid::try_min_v7(__at) {
                    ::core::result::Result::Ok(__uuid) => ::core::result::Result::Ok(Self::from_uuid(__uuid)),
                    ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
                }
            }

            #[doc = ::core::concat!(
                "[`max_at`](Self::max_at), or why `at` has no v7 UUID (before 1970, or from ",
                "2^48 ms on)."
            )]
            pub const fn try_max_at(
                __at: $crate::Timestamp,
            ) -> ::core::result::Result<Self, $crate::TimestampRangeError> {
                match $crate::Uuid::try_max_v7(__at) {
                    ::core::result::Result::Ok(__uuid) => ::core::result::Result::Ok(Self::from_uuid(__uuid)),
                    ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
                }
            }

            #[doc = ::core::concat!(
                "[`range`](Self::range), or why an end has no v7 UUID (`from`'s first)."
            )]
            pub const fn try_range(
                __from: $crate::Timestamp,
                __to: $crate::Timestamp,
            ) -> ::core::result::Result<::core::ops::Range<Self>, $crate::TimestampRangeError> {
                match $crate::Uuid::try_v7_range(__from, __to) {
                    ::core::result::Result::Ok(__range) => ::core::result::Result::Ok(
                        Self::from_uuid(__range.start)..Self::from_uuid(__range.end),
                    ),
                    ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
                }
            }
        }

        $crate::__private::impl_typed_id_new_at!($ty);
    };
}

/// `new_at` (`std` only), as [`Uuid::new_v7_at`](crate::Uuid::new_v7_at).
#[cfg(feature = "std")]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_new_at {
    ($ty:ident) => {
        #[automatically_derived]
        impl $ty {
            #[doc = ::core::concat!(
                "A new `", ::core::stringify!($ty), "` holding a fresh version 7 UUID of the ",
                "millisecond `at` (rounded down), with random bits from the crate's CSPRNG, ",
                "as `Uuid::new_v7_at`: for ",
                "IDs of a time other than now.\n\n# Panics\n\nIf `at` is before 1970 or from ",
                "2^48 ms on, or if the operating system cannot supply a random seed."
            )]
            #[must_use]
            pub fn new_at(__at: $crate::Timestamp) -> Self {
                Self::from_uuid($crate::__private::v7_at(
                    __at,
                    ::core::concat!(::core::stringify!($ty), "::new_at"),
                ))
            }
        }
    };
}

/// `new_at` needs the generators: without `std`, nothing.
#[cfg(not(feature = "std"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_new_at {
    ($ty:ident) => {};
}
