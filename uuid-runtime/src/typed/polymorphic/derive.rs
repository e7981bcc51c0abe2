//! The items `#[derive(TypedIdEnum)]` generates, written here once as `macro_rules!`:
//! the derive checks the enum's shape and emits one call of `__impl_typed_id_enum!` with
//! each variant's index, name and type. Every use of a variant's type goes through
//! `dispatch::Variant`, so that a type that is not a typed ID is one error.

/// A `TypedIdEnum`'s trait impls and inherent `const fn`s; `[(index, Variant, Type), ...]`
/// in the order of the variants.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum {
    ($ty:ident, $name:literal, [$(($index:literal, $variant:ident, $vty:ty)),+ $(,)?]) => {
        #[automatically_derived]
        impl $crate::TypedIdEnum for $ty {
            const PREFIXES: &'static [&'static ::core::primitive::str] = &[$(
                <$vty as $crate::__private::typed_id_enum::Variant>::VARIANT_PREFIX
            ),+];

            #[inline]
            fn as_uuid(&self) -> &$crate::Uuid {
                match self {$(
                    Self::$variant(__id) => {
                        <$vty as $crate::__private::typed_id_enum::Variant>::variant_uuid(__id)
                    }
                )+}
            }

            #[inline]
            fn prefix(&self) -> &'static ::core::primitive::str {
                match self {$(
                    Self::$variant(_) => {
                        <$vty as $crate::__private::typed_id_enum::Variant>::VARIANT_PREFIX
                    }
                )+}
            }
        }

        #[automatically_derived]
        impl $ty {
            /// The value its text spells: the variant its prefix names, read by that
            /// type's own `try_parse`; or why `text` is not one, in a `const fn`.
            #[inline]
            pub const fn try_parse(
                __text: &::core::primitive::str,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                // For a type that is not a typed ID, `try_parse` is this trait's, and
                // the `Variant` bound named in the arm fails type-checking here (the same
                // error as at its variant, shown once), so that no other error follows.
                #[allow(unused_imports)]
                use $crate::__private::typed_id_enum::NotATypedId as _;
                match $crate::__private::typed_id_enum::select(
                    __text,
                    <Self as $crate::TypedIdEnum>::PREFIXES,
                ) {
                    $(::core::option::Option::Some($index) => {
                        let _: &::core::primitive::str =
                            <$vty as $crate::__private::typed_id_enum::Variant>::VARIANT_PREFIX;
                        match <$vty>::try_parse(__text) {
                            ::core::result::Result::Ok(__id) => ::core::result::Result::Ok(Self::$variant(__id)),
                            ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
                        }
                    })+
                    ::core::option::Option::Some(_) => ::core::unreachable!(),
                    ::core::option::Option::None => ::core::result::Result::Err(
                        $crate::__private::typed_id_enum::unknown_prefix(
                            __text,
                            <Self as $crate::TypedIdEnum>::PREFIXES,
                        ),
                    ),
                }
            }

            /// The value its text spells, in `const` items.
            ///
            /// # Panics
            ///
            /// If `text` is not one (its prefix, or what that variant's type refuses); in
            /// a `const` item, that is a compile error with the parser's message.
            /// [`try_parse`](Self::try_parse) returns the error instead.
            #[inline]
            #[must_use]
            #[track_caller]
            pub const fn parse(__text: &::core::primitive::str) -> Self {
                // As in `try_parse`: a type that is not a typed ID fails here, once.
                $(let _: &::core::primitive::str =
                    <$vty as $crate::__private::typed_id_enum::Variant>::VARIANT_PREFIX;)+
                match Self::try_parse(__text) {
                    ::core::result::Result::Ok(__id) => __id,
                    ::core::result::Result::Err(__error) => {
                        $crate::__private::typed_id::text_error($name, "parse", __text, __error)
                    }
                }
            }
        }

        /// The variant the prefix names, read by that type's own `FromStr`.
        #[automatically_derived]
        impl ::core::str::FromStr for $ty {
            type Err = $crate::TypedIdError;

            #[inline(always)]
            fn from_str(__text: &::core::primitive::str) -> ::core::result::Result<Self, Self::Err> {
                match $crate::__private::typed_id_enum::select_fast(
                    __text,
                    <Self as $crate::TypedIdEnum>::PREFIXES,
                    const {
                        $crate::__private::typed_id_enum::nested(
                            <Self as $crate::TypedIdEnum>::PREFIXES,
                        )
                    },
                ) {
                    $(::core::option::Option::Some($index) => {
                        match <$vty as $crate::__private::typed_id_enum::Variant>::variant_parse_valid(__text) {
                            ::core::option::Option::Some(__id) => ::core::result::Result::Ok(Self::$variant(__id)),
                            ::core::option::Option::None => {
                                match <$vty as $crate::__private::typed_id_enum::Variant>::variant_parse(__text) {
                                    ::core::result::Result::Ok(__id) => ::core::result::Result::Ok(Self::$variant(__id)),
                                    ::core::result::Result::Err(__error) => ::core::result::Result::Err(__error),
                                }
                            }
                        }
                    })+
                    ::core::option::Option::Some(_) => ::core::unreachable!(),
                    ::core::option::Option::None => ::core::result::Result::Err(
                        $crate::__private::typed_id_enum::unknown_prefix(
                            __text,
                            <Self as $crate::TypedIdEnum>::PREFIXES,
                        ),
                    ),
                }
            }
        }

        #[automatically_derived]
        impl ::core::convert::TryFrom<&::core::primitive::str> for $ty {
            type Error = $crate::TypedIdError;

            #[inline]
            fn try_from(__text: &::core::primitive::str) -> ::core::result::Result<Self, Self::Error> {
                ::core::str::FromStr::from_str(__text)
            }
        }

        /// The variant's own text form.
        #[automatically_derived]
        impl ::core::fmt::Display for $ty {
            #[inline]
            fn fmt(&self, __f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                match self {$(
                    Self::$variant(__id) => {
                        <$vty as $crate::__private::typed_id_enum::Variant>::variant_fmt(__id, __f)
                    }
                )+}
            }
        }

        $(
            #[automatically_derived]
            impl ::core::convert::From<$vty> for $ty {
                #[inline]
                fn from(__id: $vty) -> Self {
                    Self::$variant(__id)
                }
            }

            #[automatically_derived]
            impl ::core::convert::TryFrom<$ty> for $vty {
                type Error = $crate::TypedIdError;

                #[inline]
                fn try_from(__value: $ty) -> ::core::result::Result<Self, Self::Error> {
                    match __value {
                        $ty::$variant(__id) => ::core::result::Result::Ok(__id),
                        #[allow(unreachable_patterns)]
                        __other => ::core::result::Result::Err(
                            $crate::__private::typed_id_enum::wrong_variant(
                                <$vty as $crate::__private::typed_id_enum::Variant>::VARIANT_PREFIX,
                                $crate::TypedIdEnum::prefix(&__other),
                            ),
                        ),
                    }
                }
            }
        )+

        $crate::__impl_typed_id_enum_integrations!($ty, [$($vty),+]);
    };
}

/// What `#[derive(TypedIdEnum)]` generates after a mistake, beside the errors: the items a
/// successful derive gives the enum, with bodies that never run (each names `$error`, the
/// constant holding the errors), so that code using the enum adds no errors of its own.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_fallback {
    ($ty:ident, error = $error:ident $(,)?) => {
        impl $ty {
            /// Not generated: the derive has an error.
            pub const fn try_parse(
                _: &::core::primitive::str,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                $error;
                loop {}
            }
            /// Not generated: the derive has an error.
            pub const fn parse(_: &::core::primitive::str) -> Self {
                $error;
                loop {}
            }
        }

        impl $crate::TypedIdEnum for $ty {
            const PREFIXES: &'static [&'static ::core::primitive::str] = {
                $error;
                &[]
            };
            fn as_uuid(&self) -> &$crate::Uuid {
                $error;
                loop {}
            }
            fn prefix(&self) -> &'static ::core::primitive::str {
                $error;
                loop {}
            }
        }

        impl ::core::fmt::Display for $ty {
            #[inline]
            fn fmt(&self, _: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                $error;
                loop {}
            }
        }

        impl ::core::str::FromStr for $ty {
            type Err = $crate::TypedIdError;
            fn from_str(
                _: &::core::primitive::str,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                $error;
                loop {}
            }
        }

        impl ::core::convert::TryFrom<&::core::primitive::str> for $ty {
            type Error = $crate::TypedIdError;
            fn try_from(
                _: &::core::primitive::str,
            ) -> ::core::result::Result<Self, $crate::TypedIdError> {
                $error;
                loop {}
            }
        }
    };
}
