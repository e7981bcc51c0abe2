//! The items `#[derive(TypedId)]` generates, written here once as `macro_rules!`: the
//! derive reads and checks its input and emits one call of `__impl_typed_id!` (or of
//! `__impl_typed_id_fallback!` after a mistake), whose expansion costs the user's build
//! far less than the same tokens assembled by the proc macro's own code would cost to
//! compile. Paths are absolute, and bindings have names no one writes: a binding whose
//! name is a constant in the user's scope would be read as that constant (macro
//! hygiene covers local variables, not items), so the user's names neither leak in
//! nor out.

/// A typed ID's inherent items and trait impls. The derive passes the pieces that
/// depend on the field (spanned at the field's type, so that a field of the wrong type
/// is one error there):
///
/// - `field`: `Uuid` or `NonNilUuid`, the type the field is written as;
/// - `construct`: `Self` holding `$value`, of the field's type;
/// - `borrow`: the field of `$this`, a `&Self`, as a reference to the field's type;
///
/// `version = [N]` (or `[]`) and `name_based = [namespace, constructor, hash]` (or `[]`)
/// select the rest.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id {
    (
        $ty:ident,
        prefix = $prefix:literal,
        format = $format:ident,
        version = [$($version:literal)?],
        name_based = [$($namespace:literal, $constructor:ident, $hash:literal)?],
        field = $field:ident,
        value = $value:ident,
        construct = $construct:expr,
        this = $this:ident,
        borrow = $borrow:expr $(,)?
    ) => {
        #[automatically_derived]
        impl $ty {
            $crate::__impl_typed_id!(@from_uuid $ty, $field, [$($version)?], $value, $construct);

            #[doc = ::core::concat!(
                "The `", ::core::stringify!($ty), "` holding `uuid`",
                $crate::__impl_typed_id!(@try_doc $field [$($version)?])
            )]
            pub const fn try_from_uuid(
                __uuid: $crate::Uuid,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                let __version = $crate::__impl_typed_id!(@version [$($version)?]);
                match $crate::__private::FieldOf::<$crate::$field>::check(__uuid, __version) {
                    ::core::result::Result::Ok($value) => ::core::result::Result::Ok($construct),
                    ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
                }
            }

            #[doc = ::core::concat!(
                "The `", ::core::stringify!($ty), "` its text form spells, as `FromStr` reads ",
                "it, or why `text` is not one; usable in `const` items."
            )]
            pub const fn try_from_text(
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

            #[doc = ::core::concat!(
                "The `", ::core::stringify!($ty), "` its text form spells, for IDs written in ",
                "code: `const ID: ", ::core::stringify!($ty), " = ", ::core::stringify!($ty),
                "::from_text(\"...\");`.\n\n# Panics\n\nIf `text` is not a value of this ",
                "type (the prefix, the format, a character, the version); in a `const` item, ",
                "that is a compile error with the parser's message. ",
                "[`try_from_text`](Self::try_from_text) returns the error instead."
            )]
            #[must_use]
            pub const fn from_text(__text: &::core::primitive::str) -> Self {
                match Self::try_from_text(__text) {
                    ::core::result::Result::Ok(__id) => __id,
                    ::core::result::Result::Err(__error) => $crate::__private::typed_id::text_error(
                        ::core::concat!(::core::stringify!($ty), "::from_text"),
                        __text,
                        __error,
                    ),
                }
            }

            $crate::__impl_typed_id!(@borrow $field, $this, $borrow);

            /// The UUID inside, by value.
            #[must_use]
            pub const fn into_uuid(self) -> $crate::Uuid {
                let $this = &self;
                $crate::__private::FieldOf::<$crate::$field>::uuid(*$borrow)
            }

            $(
                #[doc = ::core::concat!(
                    "The namespace `", ::core::stringify!($ty), "::from_name` derives IDs in."
                )]
                pub const NAMESPACE: $crate::Uuid = $crate::Uuid::from_u128($namespace);

                #[doc = ::core::concat!(
                    "The `", ::core::stringify!($ty), "` for `name`: the ", $hash,
                    " UUID of [`NAMESPACE`](Self::NAMESPACE) and `name`, the same for the ",
                    "same name every time."
                )]
                #[must_use]
                pub const fn from_name(__name: &[::core::primitive::u8]) -> Self {
                    Self::from_uuid($crate::Uuid::$constructor(&Self::NAMESPACE, __name))
                }
            )?
        }

        #[automatically_derived]
        impl $crate::TypedId for $ty {
            const PREFIX: &'static ::core::primitive::str = $prefix;
            const FORMAT: $crate::TypedIdFormat = $crate::TypedIdFormat::$format;
            const VERSION: ::core::option::Option<::core::primitive::u8> =
                $crate::__impl_typed_id!(@version [$($version)?]);

            fn try_from_uuid(
                __uuid: $crate::Uuid,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                Self::try_from_uuid(__uuid)
            }

            fn uuid(&self) -> $crate::Uuid {
                let $this = self;
                $crate::__private::FieldOf::<$crate::$field>::uuid(*$borrow)
            }

            fn into_uuid(self) -> $crate::Uuid {
                Self::into_uuid(self)
            }

            $crate::__impl_typed_id!(@uuid_field $field, $this, $borrow);
            $crate::__impl_typed_id_rows!(
                $field,
                $crate::__impl_typed_id!(@version [$($version)?]),
                $value,
                $construct
            );
        }

        /// A variant of a `#[derive(TypedIdEnum)]` enum may hold it.
        #[automatically_derived]
        impl $crate::__private::typed_id_enum::Variant for $ty {}

        #[automatically_derived]
        impl ::core::fmt::Display for $ty {
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

        $crate::__impl_typed_id!(@from_trait $ty, $field, [$($version)?]);

        #[automatically_derived]
        impl ::core::convert::From<$ty> for $crate::Uuid {
            fn from(__id: $ty) -> Self {
                $ty::into_uuid(__id)
            }
        }
    };

    // `from_uuid`: checked with a required version or a `NonNilUuid` field, a plain wrap
    // otherwise.
    (@from_uuid $ty:ident, Uuid, [], $value:ident, $construct:expr) => {
        #[doc = ::core::concat!("The `", ::core::stringify!($ty), "` holding `uuid`.")]
        #[must_use]
        pub const fn from_uuid($value: $crate::Uuid) -> Self {
            $construct
        }
    };
    (@from_uuid $ty:ident, $field:ident, [$($version:literal)?], $value:ident, $construct:expr) => {
        #[doc = ::core::concat!(
            "The `", ::core::stringify!($ty), "` holding `uuid`, which must be ",
            $crate::__impl_typed_id!(@requirement $field [$($version)?]),
            ".\n\n# Panics\n\nIf it is not; in a `const` item, that is a compile error. ",
            "[`try_from_uuid`](Self::try_from_uuid) returns the error instead."
        )]
        #[must_use]
        pub const fn from_uuid(__uuid: $crate::Uuid) -> Self {
            match Self::try_from_uuid(__uuid) {
                ::core::result::Result::Ok(__id) => __id,
                ::core::result::Result::Err(__error) => $crate::__private::refused(
                    ::core::concat!(::core::stringify!($ty), "::from_uuid"),
                    __error,
                ),
            }
        }
    };

    (@requirement Uuid [$version:literal]) => {
        ::core::concat!("a version ", ::core::stringify!($version), " UUID")
    };
    (@requirement NonNilUuid [$version:literal]) => {
        ::core::concat!("a version ", ::core::stringify!($version), " UUID (never the nil UUID)")
    };
    (@requirement NonNilUuid []) => {
        "any UUID but the nil UUID"
    };

    (@try_doc Uuid [$version:literal]) => {
        ::core::concat!(
            ", or an error if it is not a version ", ::core::stringify!($version), " UUID."
        )
    };
    (@try_doc Uuid []) => {
        "; every version is accepted."
    };
    (@try_doc NonNilUuid [$($version:literal)?]) => {
        ::core::concat!(
            ", or an error if it is the nil UUID",
            $(" or not a version ", ::core::stringify!($version), " UUID",)?
            "."
        )
    };

    (@version [$version:literal]) => {
        ::core::option::Option::Some($version)
    };
    (@version []) => {
        ::core::option::Option::None
    };

    // The field, borrowed: `as_uuid` or `as_non_nil` (with `into_non_nil`).
    (@borrow Uuid, $this:ident, $borrow:expr) => {
        /// The UUID inside.
        #[must_use]
        pub const fn as_uuid(&self) -> &$crate::Uuid {
            let $this = self;
            $borrow
        }
    };
    (@borrow NonNilUuid, $this:ident, $borrow:expr) => {
        /// The UUID inside, which is never the nil UUID.
        #[must_use]
        pub const fn as_non_nil(&self) -> &$crate::NonNilUuid {
            let $this = self;
            $borrow
        }

        /// The UUID inside, which is never the nil UUID, by value.
        #[must_use]
        pub const fn into_non_nil(self) -> $crate::NonNilUuid {
            *self.as_non_nil()
        }
    };

    // What the integrations borrow: a `Uuid` field's octets.
    (@uuid_field Uuid, $this:ident, $borrow:expr) => {
        fn uuid_field(&self) -> ::core::option::Option<&$crate::Uuid> {
            let $this = self;
            ::core::option::Option::Some($borrow)
        }
    };
    (@uuid_field NonNilUuid, $this:ident, $borrow:expr) => {};

    // The conversions from the field's type and `Uuid`, and to the field's type:
    // `From` where every value is accepted, `TryFrom` where some are not.
    (@from_trait $ty:ident, Uuid, [$version:literal]) => {
        $crate::__impl_typed_id!(@try_from $ty, $crate::Uuid);
        $crate::__impl_typed_id!(@as_ref $ty, $crate::Uuid, as_uuid);
    };
    (@from_trait $ty:ident, Uuid, []) => {
        #[automatically_derived]
        impl ::core::convert::From<$crate::Uuid> for $ty {
            fn from(__uuid: $crate::Uuid) -> Self {
                Self::from_uuid(__uuid)
            }
        }
        $crate::__impl_typed_id!(@as_ref $ty, $crate::Uuid, as_uuid);
    };
    (@from_trait $ty:ident, NonNilUuid, [$($version:literal)?]) => {
        $crate::__impl_typed_id!(@try_from $ty, $crate::Uuid);
        $crate::__impl_typed_id!(@from_non_nil $ty, [$($version)?]);
        $crate::__impl_typed_id!(@as_ref $ty, $crate::NonNilUuid, as_non_nil);

        #[automatically_derived]
        impl ::core::convert::From<$ty> for $crate::NonNilUuid {
            fn from(__id: $ty) -> Self {
                $ty::into_non_nil(__id)
            }
        }
    };
    (@from_non_nil $ty:ident, [$version:literal]) => {
        #[automatically_derived]
        impl ::core::convert::TryFrom<$crate::NonNilUuid> for $ty {
            type Error = $crate::TypedIdError;

            fn try_from(
                __uuid: $crate::NonNilUuid,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                Self::try_from_uuid(__uuid.get())
            }
        }
    };
    (@from_non_nil $ty:ident, []) => {
        #[automatically_derived]
        impl ::core::convert::From<$crate::NonNilUuid> for $ty {
            fn from(__uuid: $crate::NonNilUuid) -> Self {
                Self::from_uuid(__uuid.get())
            }
        }
    };
    (@try_from $ty:ident, $from:ty) => {
        #[automatically_derived]
        impl ::core::convert::TryFrom<$from> for $ty {
            type Error = $crate::TypedIdError;

            fn try_from(__uuid: $from) -> ::core::result::Result<Self, $crate::TypedIdError> {
                Self::try_from_uuid(__uuid)
            }
        }
    };
    (@as_ref $ty:ident, $target:ty, $method:ident) => {
        #[automatically_derived]
        impl ::core::convert::AsRef<$target> for $ty {
            fn as_ref(&self) -> &$target {
                $ty::$method(self)
            }
        }
    };
}

/// After a mistake in `#[derive(TypedId)]`: every item a successful derive would have,
/// with bodies that never run, so that code using the type adds no errors of its own
/// to the derive's (as thiserror does). Each body names `$error`, a constant whose
/// initialiser holds the derive's `compile_error!`s: a body that depends on an
/// erroneous constant is neither const-checked nor evaluated, so even a `const` built
/// with `from_uuid` adds nothing. Generics are passed as token lists, for `impl` and
/// for the type, as `syn::Generics::split_for_impl` gives them.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_fallback {
    (
        impl [$($impl_generics:tt)*] for [$($ty:tt)*] where [$($where:tt)*],
        error = $error:ident,
        version = [$($version:literal)?] $(,)?
    ) => {
        impl $($impl_generics)* $($ty)* $($where)* {
            /// Not generated: the derive has an error.
            pub fn new() -> Self { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn from_uuid(_: $crate::Uuid) -> Self { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn try_from_uuid(
                _: $crate::Uuid,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn try_from_text(
                _: &::core::primitive::str,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn from_text(_: &::core::primitive::str) -> Self { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn as_uuid(&self) -> &$crate::Uuid { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn into_uuid(self) -> $crate::Uuid { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn as_non_nil(&self) -> &$crate::NonNilUuid { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn into_non_nil(self) -> $crate::NonNilUuid { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const NAMESPACE: $crate::Uuid = { $error; loop {} };
            /// Not generated: the derive has an error.
            pub const fn from_name(_: &[::core::primitive::u8]) -> Self { $error; loop {} }
            /// Not generated: the derive has an error.
            pub fn new_at(_: $crate::Timestamp) -> Self { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn min_at(_: $crate::Timestamp) -> Self { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn max_at(_: $crate::Timestamp) -> Self { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn range(
                _: $crate::Timestamp,
                _: $crate::Timestamp,
            ) -> ::core::ops::Range<Self> { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn try_min_at(
                _: $crate::Timestamp,
            ) -> ::core::result::Result<Self, $crate::TimestampRangeError> { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn try_max_at(
                _: $crate::Timestamp,
            ) -> ::core::result::Result<Self, $crate::TimestampRangeError> { $error; loop {} }
            /// Not generated: the derive has an error.
            pub const fn try_range(
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
            fn uuid(&self) -> $crate::Uuid { $error; loop {} }
            fn into_uuid(self) -> $crate::Uuid { $error; loop {} }
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

        $crate::__impl_typed_id_fallback!(
            @from_trait [$($impl_generics)*] [$($ty)*] [$($where)*] $error [$($version)?]
        );

        impl $($impl_generics)* ::core::convert::From<$($ty)*> for $crate::Uuid $($where)* {
            fn from(_: $($ty)*) -> Self { $error; loop {} }
        }

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
