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
/// - `construct`: `Self` holding `$uuid`, a `Uuid`;
/// - `borrow`: the field of `$this`, a `&Self`, as a `&Uuid`;
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
        uuid = $uuid:ident,
        construct = $construct:expr,
        this = $this:ident,
        borrow = $borrow:expr $(,)?
    ) => {
        #[automatically_derived]
        impl $ty {
            $crate::__impl_typed_id!(@from_uuid $ty, [$($version)?], $uuid, $construct);

            #[doc = ::core::concat!(
                "The `", ::core::stringify!($ty), "` holding `uuid`",
                $crate::__impl_typed_id!(@try_doc [$($version)?])
            )]
            pub const fn try_from_uuid(
                $uuid: $crate::Uuid,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                let __version = $crate::__impl_typed_id!(@version [$($version)?]);
                match $crate::__private::typed_id::check_version($uuid, __version) {
                    ::core::result::Result::Ok($uuid) => ::core::result::Result::Ok($construct),
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
                    ::core::result::Result::Ok($uuid) => Self::try_from_uuid($uuid),
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

            /// The UUID inside.
            #[must_use]
            pub const fn as_uuid(&self) -> &$crate::Uuid {
                let $this = self;
                $borrow
            }

            /// The UUID inside, by value.
            #[must_use]
            pub const fn into_uuid(self) -> $crate::Uuid {
                *self.as_uuid()
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

            fn as_uuid(&self) -> &$crate::Uuid {
                Self::as_uuid(self)
            }

            fn into_uuid(self) -> $crate::Uuid {
                Self::into_uuid(self)
            }
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

        $crate::__impl_typed_id!(@from_trait $ty, [$($version)?]);

        #[automatically_derived]
        impl ::core::convert::From<$ty> for $crate::Uuid {
            fn from(__id: $ty) -> Self {
                $ty::into_uuid(__id)
            }
        }

        #[automatically_derived]
        impl ::core::convert::AsRef<$crate::Uuid> for $ty {
            fn as_ref(&self) -> &$crate::Uuid {
                $ty::as_uuid(self)
            }
        }
    };

    // `from_uuid`: checked with a required version, a plain wrap without.
    (@from_uuid $ty:ident, [$version:literal], $uuid:ident, $construct:expr) => {
        #[doc = ::core::concat!(
            "The `", ::core::stringify!($ty), "` holding `uuid`, which must be a version ",
            ::core::stringify!($version), " UUID.\n\n# Panics\n\nIf `uuid` has another ",
            "version; in a `const` item, that is a compile error. ",
            "[`try_from_uuid`](Self::try_from_uuid) returns the error instead."
        )]
        #[must_use]
        pub const fn from_uuid($uuid: $crate::Uuid) -> Self {
            match Self::try_from_uuid($uuid) {
                ::core::result::Result::Ok(__id) => __id,
                ::core::result::Result::Err(_) => $crate::__private::wrong_version(
                    ::core::concat!(::core::stringify!($ty), "::from_uuid"),
                    $version,
                    $uuid.version(),
                ),
            }
        }
    };
    (@from_uuid $ty:ident, [], $uuid:ident, $construct:expr) => {
        #[doc = ::core::concat!("The `", ::core::stringify!($ty), "` holding `uuid`.")]
        #[must_use]
        pub const fn from_uuid($uuid: $crate::Uuid) -> Self {
            $construct
        }
    };

    (@try_doc [$version:literal]) => {
        ::core::concat!(
            ", or an error if it is not a version ", ::core::stringify!($version), " UUID."
        )
    };
    (@try_doc []) => {
        "; every version is accepted."
    };

    (@version [$version:literal]) => {
        ::core::option::Option::Some($version)
    };
    (@version []) => {
        ::core::option::Option::None
    };

    // `TryFrom<Uuid>` with a required version, `From<Uuid>` without.
    (@from_trait $ty:ident, [$version:literal]) => {
        #[automatically_derived]
        impl ::core::convert::TryFrom<$crate::Uuid> for $ty {
            type Error = $crate::TypedIdError;

            fn try_from(__uuid: $crate::Uuid) -> ::core::result::Result<Self, $crate::TypedIdError> {
                Self::try_from_uuid(__uuid)
            }
        }
    };
    (@from_trait $ty:ident, []) => {
        #[automatically_derived]
        impl ::core::convert::From<$crate::Uuid> for $ty {
            fn from(__uuid: $crate::Uuid) -> Self {
                Self::from_uuid(__uuid)
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
            fn as_uuid(&self) -> &$crate::Uuid { $error; loop {} }
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
