//! The items `#[derive(TypedId)]` generates, written here once as `macro_rules!`: the
//! derive reads and checks its input and emits one call of `impl_typed_id!` (or of
//! `impl_typed_id_fallback!` after a mistake). An application with many ID types pays
//! for every token of this expansion on each build, so each item is a line or two that
//! calls generic code (`typed/text.rs`, `__private/derive.rs`), and every function is
//! `#[inline]`, compiled only where it is called.
//!
//! The field is read and written in two private functions alone (`__from_uuid`,
//! `__field`), spanned at the field's type, so that a field of another type is one error
//! there. Paths are absolute, and bindings have names no one writes: a binding whose name
//! is a constant in the user's scope would be read as that constant (macro hygiene
//! covers local variables, not items), so the user's names neither leak in nor out.

/// The items of a typed ID `$ty` (whose name is the literal `$name`, for messages).
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id {
    (
        $ty:ident, $name:literal,
        prefix = $prefix:literal,
        format = $format:ident,
        version = [$($version:literal)?],
        generated = [$($generated:literal)?],
        time = [$($time:ident)?],
        name_based = [$($namespace:literal, $constructor:ident)?],
        field = $field:ident,
        value = $value:ident,
        construct = $construct:expr,
        this = $this:ident,
        borrow = $borrow:expr $(,)?
    ) => {
        // The field's two accesses, as free functions: not associated items of the
        // type, so rustc never offers them among its constructors. `__from_uuid` takes a
        // UUID known to be a value of the type: checked, or made by its constructors.
        #[inline]
        const fn __from_uuid(__uuid: $crate::Uuid) -> $ty {
            let $value = $crate::__private::FieldOf::<$crate::$field>::of_valid(__uuid);
            $construct
        }

        #[inline]
        const fn __field($this: &$ty) -> &$crate::$field {
            $borrow
        }

        #[automatically_derived]
        #[allow(clippy::new_without_default)]
        impl $ty {
            $crate::__private::impl_typed_id!(@from_uuid $name, $field, [$($version)?]);

            /// This ID holding `uuid`, or why it cannot (its version, or the nil UUID).
            #[inline]
            pub const fn try_from_uuid(
                __uuid: $crate::Uuid,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                match $crate::__private::FieldOf::<$crate::$field>::check(
                    __uuid,
                    $crate::__private::impl_typed_id!(@version [$($version)?]),
                ) {
                    ::core::result::Result::Ok(_) => ::core::result::Result::Ok(__from_uuid(__uuid)),
                    ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
                }
            }

            /// The ID its text form spells, in `const` items: `const ID: Self =
            /// Self::parse("...")`. `FromStr` reads the same texts at run time.
            ///
            /// # Panics
            ///
            /// If `text` is not a value of this type (its prefix, format, a character, its
            /// version); in a `const` item, that is a compile error with the parser's
            /// message. [`try_parse`](Self::try_parse) returns the error instead.
            #[inline]
            #[must_use]
            #[track_caller]
            pub const fn parse(__text: &::core::primitive::str) -> Self {
                match Self::try_parse(__text) {
                    ::core::result::Result::Ok(__id) => __id,
                    ::core::result::Result::Err(__error) => {
                        $crate::__private::typed_id::text_error($name, "parse", __text, __error)
                    }
                }
            }

            /// The ID its text form spells, or why `text` is not one, in a `const fn`.
            #[inline]
            pub const fn try_parse(
                __text: &::core::primitive::str,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                match $crate::__private::typed_id::parse_text(
                    __text,
                    $prefix,
                    $crate::TypedIdFormat::$format,
                ) {
                    ::core::result::Result::Ok(__uuid) => Self::try_from_uuid(__uuid),
                    ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
                }
            }

            /// The UUID inside, borrowed.
            #[inline]
            #[must_use]
            pub const fn as_uuid(&self) -> &$crate::Uuid {
                $crate::__private::FieldOf::<$crate::$field>::as_uuid(__field(self))
            }

            /// The UUID inside.
            #[inline]
            #[must_use]
            pub const fn into_uuid(self) -> $crate::Uuid {
                *self.as_uuid()
            }

            $crate::__private::impl_typed_id!(@non_nil $field);
            $($crate::__private::impl_typed_id_new!($field, $generated);)?
            $($crate::__private::impl_typed_id_time!($name, $field, $time);)?

            $(
                /// The namespace [`from_name`](Self::from_name) derives IDs in.
                pub const NAMESPACE: $crate::Uuid = $crate::Uuid::from_u128($namespace);

                /// The ID for `name` in [`NAMESPACE`](Self::NAMESPACE): the same name
                /// gives the same ID every time.
                #[inline]
                #[must_use]
                pub const fn from_name(__name: &[::core::primitive::u8]) -> Self {
                    __from_uuid(
                        $crate::Uuid::$constructor(&Self::NAMESPACE, __name),
                    )
                }
            )?
        }


        #[automatically_derived]
        impl $crate::TypedId for $ty {
            const PREFIX: &'static ::core::primitive::str = $prefix;
            const FORMAT: $crate::TypedIdFormat = $crate::TypedIdFormat::$format;
            const VERSION: ::core::option::Option<::core::primitive::u8> =
                $crate::__private::impl_typed_id!(@version [$($version)?]);

            #[inline]
            fn try_from_uuid(
                __uuid: $crate::Uuid,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                Self::try_from_uuid(__uuid)
            }

            #[inline]
            fn as_uuid(&self) -> &$crate::Uuid {
                Self::as_uuid(self)
            }

            $crate::__private::impl_typed_id_rows!($field, [$($version)?]);
        }

        #[automatically_derived]
        impl $crate::__private::typed_id_enum::Variant for $ty {}

        #[automatically_derived]
        impl ::core::fmt::Display for $ty {
            #[inline]
            fn fmt(&self, __f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                $crate::__private::typed_id::fmt(self, __f)
            }
        }

        #[automatically_derived]
        impl ::core::str::FromStr for $ty {
            type Err = $crate::TypedIdError;

            #[inline]
            fn from_str(
                __text: &::core::primitive::str,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                $crate::__private::typed_id::parse(__text)
            }
        }

        #[automatically_derived]
        impl ::core::convert::AsRef<$crate::Uuid> for $ty {
            #[inline]
            fn as_ref(&self) -> &$crate::Uuid {
                self.as_uuid()
            }
        }

        $crate::__private::impl_typed_id!(@from $ty, $field, [$($version)?]);
    };

    // `from_uuid`: a plain wrap where every UUID is a value, checked otherwise.
    (@from_uuid $name:literal, Uuid, []) => {
        /// This ID holding `uuid`: every UUID is one.
        #[inline]
        #[must_use]
        pub const fn from_uuid(__uuid: $crate::Uuid) -> Self {
            __from_uuid(__uuid)
        }
    };
    (@from_uuid $name:literal, $field:ident, [$($version:literal)?]) => {
        /// This ID holding `uuid`.
        ///
        /// # Panics
        ///
        /// If `uuid` is not a value of this type (another version, or the nil UUID
        /// where the field is a `NonNilUuid`); in a `const` item, that is a compile
        /// error. [`try_from_uuid`](Self::try_from_uuid) returns the error instead.
        #[inline]
        #[must_use]
        #[track_caller]
        pub const fn from_uuid(__uuid: $crate::Uuid) -> Self {
            match Self::try_from_uuid(__uuid) {
                ::core::result::Result::Ok(__id) => __id,
                ::core::result::Result::Err(__error) => {
                    $crate::__private::refused($name, "from_uuid", __error)
                }
            }
        }
    };

    (@version [$version:literal]) => {
        ::core::option::Option::Some($version)
    };
    (@version []) => {
        ::core::option::Option::None
    };

    // A `NonNilUuid` field, borrowed and by value.
    (@non_nil Uuid) => {};
    (@non_nil NonNilUuid) => {
        /// The non-nil UUID inside, borrowed.
        #[inline]
        #[must_use]
        pub const fn as_non_nil(&self) -> &$crate::NonNilUuid {
            __field(self)
        }

        /// The non-nil UUID inside.
        #[inline]
        #[must_use]
        pub const fn into_non_nil(self) -> $crate::NonNilUuid {
            *__field(&self)
        }
    };

    // The conversions from `Uuid` (and a `NonNilUuid`): `From` where every value is
    // accepted, `TryFrom` where some are not; and to a `NonNilUuid`.
    (@from $ty:ident, Uuid, []) => {
        #[automatically_derived]
        impl ::core::convert::From<$crate::Uuid> for $ty {
            #[inline]
            fn from(__uuid: $crate::Uuid) -> Self {
                Self::from_uuid(__uuid)
            }
        }
    };
    (@from $ty:ident, Uuid, [$version:literal]) => {
        $crate::__private::impl_typed_id!(@try_from $ty, $crate::Uuid);
    };
    (@from $ty:ident, NonNilUuid, [$($version:literal)?]) => {
        $crate::__private::impl_typed_id!(@try_from $ty, $crate::Uuid);
        $crate::__private::impl_typed_id!(@from_non_nil $ty, [$($version)?]);

        #[automatically_derived]
        impl ::core::convert::AsRef<$crate::NonNilUuid> for $ty {
            #[inline]
            fn as_ref(&self) -> &$crate::NonNilUuid {
                __field(self)
            }
        }

        #[automatically_derived]
        impl ::core::convert::From<$ty> for $crate::NonNilUuid {
            #[inline]
            fn from(__id: $ty) -> Self {
                __id.into_non_nil()
            }
        }
    };
    (@from_non_nil $ty:ident, []) => {
        #[automatically_derived]
        impl ::core::convert::From<$crate::NonNilUuid> for $ty {
            #[inline]
            fn from(__uuid: $crate::NonNilUuid) -> Self {
                __from_uuid(__uuid.into_uuid())
            }
        }
    };
    (@from_non_nil $ty:ident, [$version:literal]) => {
        $crate::__private::impl_typed_id!(@try_from $ty, $crate::NonNilUuid);
    };
    (@try_from $ty:ident, $from:ty) => {
        #[automatically_derived]
        impl ::core::convert::TryFrom<$from> for $ty {
            type Error = $crate::TypedIdError;

            #[inline]
            fn try_from(__uuid: $from) -> ::core::result::Result<Self, $crate::TypedIdError> {
                Self::try_from_uuid(::core::convert::From::from(__uuid))
            }
        }
    };
}

/// `new()` for a typed ID with a generated version (`std` only): the derive emits
/// `impl_typed_id_new!` whatever the features, and this expands to nothing without
/// `std`, where there are no generators.
#[cfg(feature = "std")]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_new {
    ($field:ident, $version:literal) => {
        /// A new ID holding a fresh UUID of its version (a v7 where any is
        /// accepted), from the crate's generators.
        ///
        /// # Panics
        ///
        /// If the operating system cannot supply a random seed.
        #[inline]
        #[must_use]
        pub fn new() -> Self {
            __from_uuid($crate::__private::typed_id::generate($version))
        }
    };
}

#[cfg(not(feature = "std"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_new {
    ($($tokens:tt)*) => {};
}

/// The time-ordered items of a typed ID of version 7 or of no version, whose `new()`
/// makes v7 UUIDs: `Uuid`'s names for the least and greatest IDs of an instant and the
/// IDs of a time window (`const`), and with `std` a new ID of an instant, each with its
/// `try_` twin. A typed ID of another version has none of them.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_time {
    ($name:literal, $field:ident, v7) => {
        /// The least ID of the millisecond `ts` (rounded down), as
        /// `Uuid::min_v7`.
        ///
        /// # Panics
        ///
        /// If `ts` is before 1970 or from 2^48 ms on; in a `const` item, a compile
        /// error. [`try_min_v7`](Self::try_min_v7) returns the error instead.
        #[inline]
        #[must_use]
        #[track_caller]
        pub const fn min_v7(__ts: $crate::Timestamp) -> Self {
            __from_uuid($crate::__private::in_range(
                $crate::Uuid::try_min_v7(__ts),
                $name,
                "min_v7",
            ))
        }

        /// [`min_v7`](Self::min_v7), or why `ts` has no v7 UUID.
        #[inline]
        pub const fn try_min_v7(
            __ts: $crate::Timestamp,
        ) -> ::core::result::Result<Self, $crate::TimestampRangeError> {
            match $crate::Uuid::try_min_v7(__ts) {
                ::core::result::Result::Ok(__uuid) => {
                    ::core::result::Result::Ok(__from_uuid(__uuid))
                }
                ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
            }
        }

        /// The greatest ID of the millisecond `ts` (rounded down), as
        /// `Uuid::max_v7`.
        ///
        /// # Panics
        ///
        /// As [`min_v7`](Self::min_v7); [`try_max_v7`](Self::try_max_v7) returns the
        /// error instead.
        #[inline]
        #[must_use]
        #[track_caller]
        pub const fn max_v7(__ts: $crate::Timestamp) -> Self {
            __from_uuid($crate::__private::in_range(
                $crate::Uuid::try_max_v7(__ts),
                $name,
                "max_v7",
            ))
        }

        /// [`max_v7`](Self::max_v7), or why `ts` has no v7 UUID.
        #[inline]
        pub const fn try_max_v7(
            __ts: $crate::Timestamp,
        ) -> ::core::result::Result<Self, $crate::TimestampRangeError> {
            match $crate::Uuid::try_max_v7(__ts) {
                ::core::result::Result::Ok(__uuid) => {
                    ::core::result::Result::Ok(__from_uuid(__uuid))
                }
                ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
            }
        }

        /// The IDs of the time window from `from` up to `to`, as
        /// `Uuid::range_v7`: bind its ends to `id >=
        /// $1 AND id < $2` in a store that orders UUIDs by their bytes.
        ///
        /// # Panics
        ///
        /// As [`min_v7`](Self::min_v7), for either end;
        /// [`try_range_v7`](Self::try_range_v7) returns the error instead.
        #[inline]
        #[must_use]
        #[track_caller]
        pub const fn range_v7(
            __from: $crate::Timestamp,
            __to: $crate::Timestamp,
        ) -> ::core::ops::Range<Self> {
            __from_uuid($crate::__private::in_range(
                $crate::Uuid::try_min_v7(__from),
                $name,
                "range_v7",
            ))
                ..__from_uuid($crate::__private::in_range(
                    $crate::Uuid::try_min_v7(__to),
                    $name,
                    "range_v7",
                ))
        }

        /// [`range_v7`](Self::range_v7), or why an end has no v7 UUID (`from`'s
        /// first).
        #[inline]
        pub const fn try_range_v7(
            __from: $crate::Timestamp,
            __to: $crate::Timestamp,
        ) -> ::core::result::Result<::core::ops::Range<Self>, $crate::TimestampRangeError> {
            match $crate::Uuid::try_range_v7(__from, __to) {
                ::core::result::Result::Ok(__range) => {
                    ::core::result::Result::Ok(__from_uuid(__range.start)..__from_uuid(__range.end))
                }
                ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
            }
        }

        $crate::__private::impl_typed_id_new_v7!($name, $field);
    };
}

/// A typed ID's `new_v7` and `try_new_v7` (`std` only: random bits).
#[cfg(feature = "std")]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_new_v7 {
    ($name:literal, $field:ident) => {
        /// A new ID of the millisecond `ts` (rounded down), as
        /// `Uuid::new_v7`: for IDs of a time other
        /// than now.
        ///
        /// # Panics
        ///
        /// If `ts` is before 1970 or from 2^48 ms on ([`try_new_v7`](Self::try_new_v7)
        /// returns the error instead), or if the operating system cannot supply a
        /// random seed.
        #[inline]
        #[must_use]
        #[track_caller]
        pub fn new_v7(__ts: $crate::Timestamp) -> Self {
            __from_uuid($crate::__private::in_range(
                $crate::Uuid::try_new_v7(__ts),
                $name,
                "new_v7",
            ))
        }

        /// [`new_v7`](Self::new_v7), or why `ts` has no v7 UUID.
        ///
        /// # Panics
        ///
        /// If the operating system cannot supply a random seed.
        #[inline]
        pub fn try_new_v7(
            __ts: $crate::Timestamp,
        ) -> ::core::result::Result<Self, $crate::TimestampRangeError> {
            $crate::Uuid::try_new_v7(__ts).map(__from_uuid)
        }
    };
}

#[cfg(not(feature = "std"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_new_v7 {
    ($($tokens:tt)*) => {};
}

/// A typed ID's `TypedId::__from_rows` (`alloc` only: it returns a `Vec`): the field's
/// one-pass check and build, in `__private`.
#[cfg(feature = "_alloc")]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_rows {
    ($field:ident, [$($version:literal)?]) => {
        #[inline]
        fn __from_rows(
            __rows: &[[::core::primitive::u8; 16]],
        ) -> ::core::option::Option<$crate::__private::RowsVec<Self>> {
            $crate::__private::FieldOf::<$crate::$field>::collect_rows(
                __rows,
                $crate::__private::impl_typed_id!(@version [$($version)?]),
                __from_uuid,
            )
        }
    };
}

#[cfg(not(feature = "_alloc"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_rows {
    ($($tokens:tt)*) => {};
}

/// The stand-in items after a mistake in the derive's input: every item a typed ID can
/// have, each the `$error` (a `compile_error!`), so that the code that uses the type adds
/// no errors of its own.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_fallback {
    (
        impl [$($impl_generics:tt)*] for [$($ty:tt)*] where [$($where:tt)*],
        error = $error:ident,
        version = [$($version:literal)?] $(,)?
    ) => {
        impl $($impl_generics)* $($ty)* $($where)* {
            pub fn new() -> Self { $error; loop {} }
            pub const fn from_uuid(_: $crate::Uuid) -> Self { $error; loop {} }
            pub const fn try_from_uuid(
                _: $crate::Uuid,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> { $error; loop {} }
            pub const fn try_parse(
                _: &::core::primitive::str,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> { $error; loop {} }
            pub const fn parse(_: &::core::primitive::str) -> Self { $error; loop {} }
            pub const fn as_uuid(&self) -> &$crate::Uuid { $error; loop {} }
            pub const fn into_uuid(self) -> $crate::Uuid { $error; loop {} }
            pub const fn as_non_nil(&self) -> &$crate::NonNilUuid { $error; loop {} }
            pub const fn into_non_nil(self) -> $crate::NonNilUuid { $error; loop {} }
            pub const NAMESPACE: $crate::Uuid = { $error; loop {} };
            pub const fn from_name(_: &[::core::primitive::u8]) -> Self { $error; loop {} }
            pub fn new_v7(_: $crate::Timestamp) -> Self { $error; loop {} }
            pub fn try_new_v7(
                _: $crate::Timestamp,
            ) -> ::core::result::Result<Self, $crate::TimestampRangeError> { $error; loop {} }
            pub const fn min_v7(_: $crate::Timestamp) -> Self { $error; loop {} }
            pub const fn max_v7(_: $crate::Timestamp) -> Self { $error; loop {} }
            pub const fn range_v7(
                _: $crate::Timestamp,
                _: $crate::Timestamp,
            ) -> ::core::ops::Range<Self> { $error; loop {} }
            pub const fn try_min_v7(
                _: $crate::Timestamp,
            ) -> ::core::result::Result<Self, $crate::TimestampRangeError> { $error; loop {} }
            pub const fn try_max_v7(
                _: $crate::Timestamp,
            ) -> ::core::result::Result<Self, $crate::TimestampRangeError> { $error; loop {} }
            pub const fn try_range_v7(
                _: $crate::Timestamp,
                _: $crate::Timestamp,
            ) -> ::core::result::Result<::core::ops::Range<Self>, $crate::TimestampRangeError> {
                $error;
                loop {}
            }
        }

        impl $($impl_generics)* $crate::TypedId for $($ty)* $($where)* {
            const PREFIX: &'static ::core::primitive::str = { $error; loop {} };
            const FORMAT: $crate::TypedIdFormat = { $error; loop {} };
            const VERSION: ::core::option::Option<::core::primitive::u8> = { $error; loop {} };
            fn try_from_uuid(
                _: $crate::Uuid,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> { $error; loop {} }
            fn as_uuid(&self) -> &$crate::Uuid { $error; loop {} }
        }

        impl $($impl_generics)* ::core::fmt::Display for $($ty)* $($where)* {
            fn fmt(&self, _: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                $error;
                loop {}
            }
        }

        impl $($impl_generics)* ::core::str::FromStr for $($ty)* $($where)* {
            type Err = $crate::TypedIdError;
            fn from_str(
                _: &::core::primitive::str,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> { $error; loop {} }
        }

        $crate::__private::impl_typed_id_fallback!(
            @from_trait [$($impl_generics)*] [$($ty)*] [$($where)*] $error [$($version)?]
        );

        impl $($impl_generics)* ::core::convert::AsRef<$crate::Uuid> for $($ty)* $($where)* {
            fn as_ref(&self) -> &$crate::Uuid { $error; loop {} }
        }
    };

    // As on success: `TryFrom<Uuid>` with a required version, `From<Uuid>` without, so
    // that code written for either finds it.
    (@from_trait [$($impl_generics:tt)*] [$($ty:tt)*] [$($where:tt)*] $error:ident [$version:literal]) => {
        impl $($impl_generics)* ::core::convert::TryFrom<$crate::Uuid> for $($ty)* $($where)* {
            type Error = $crate::TypedIdError;
            fn try_from(
                _: $crate::Uuid,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> { $error; loop {} }
        }
    };
    (@from_trait [$($impl_generics:tt)*] [$($ty:tt)*] [$($where:tt)*] $error:ident []) => {
        impl $($impl_generics)* ::core::convert::From<$crate::Uuid> for $($ty)* $($where)* {
            fn from(_: $crate::Uuid) -> Self { $error; loop {} }
        }
    };
}
