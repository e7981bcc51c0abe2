//! ts-rs 12 (feature `ts-rs`): TypeScript types for `Uuid`, `NonNilUuid` and typed IDs,
//! for the JSON the `serde` feature writes.
//!
//! `Uuid` and `NonNilUuid` are `string`, as ts-rs's own `uuid-impl` makes the `uuid`
//! crate's `Uuid`. A typed ID is a type of its own, exported to its own file as ts-rs
//! exports a derived type, so a struct deriving `TS` with a `UserId` field imports it:
//! with a prefix the template literal type `` `user_${string}` `` (its text is always
//! `user_` and the rest, whatever the rest's form), so that an `OrderId` is not
//! assignable to a `UserId` in TypeScript either; without one a `string` named after
//! it. Each is documented (a `/** ... */` comment) with its description.

use alloc::format;
use alloc::string::String;
use std::path::PathBuf;

use ts_rs::{Config, TS};

use super::text_form::description;
use crate::{NonNilUuid, TypedId, Uuid};

/// `string`, for types whose JSON is a UUID's text.
macro_rules! string_type {
    ($($ty:ty),*) => {$(
        impl TS for $ty {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;

            fn name(_: &Config) -> String {
                "string".into()
            }

            fn inline(cfg: &Config) -> String {
                Self::name(cfg)
            }
        }
    )*};
}

string_type!(Uuid, NonNilUuid);

/// The body of the derived `inline`: the type a typed ID's text has.
pub fn inline<T: TypedId>() -> String {
    if T::PREFIX.is_empty() {
        "string".into()
    } else {
        format!("`{}_${{string}}`", T::PREFIX)
    }
}

/// The body of the derived `decl`: the alias named `name` (the type's).
pub fn decl<T: TypedId>(name: &str) -> String {
    format!("type {name} = {};", inline::<T>())
}

/// The body of the derived `docs`: the description, as a `/** ... */` comment.
pub fn docs<T: TypedId>() -> Option<String> {
    Some(format!("/**\n * {}\n */\n", description::<T>()))
}

/// The body of the derived `output_path`: a file named after the type, as ts-rs's
/// derive names one.
pub fn output_path(name: &str) -> Option<PathBuf> {
    Some(PathBuf::from(format!("{name}.ts")))
}

/// ts-rs's `TS` for a typed ID, through the functions above, named after the type.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_ts_rs {
    ($ty:ident) => {
        #[automatically_derived]
        impl $crate::__private::ts_rs::TS for $ty {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;

            fn docs() -> ::core::option::Option<$crate::__private::String> {
                $crate::__private::ts_rs_impl::docs::<Self>()
            }

            fn ident(_: &$crate::__private::ts_rs::Config) -> $crate::__private::String {
                $crate::__private::String::from(::core::stringify!($ty))
            }

            fn name(_: &$crate::__private::ts_rs::Config) -> $crate::__private::String {
                $crate::__private::String::from(::core::stringify!($ty))
            }

            fn decl(_: &$crate::__private::ts_rs::Config) -> $crate::__private::String {
                $crate::__private::ts_rs_impl::decl::<Self>(::core::stringify!($ty))
            }

            fn decl_concrete(_: &$crate::__private::ts_rs::Config) -> $crate::__private::String {
                $crate::__private::ts_rs_impl::decl::<Self>(::core::stringify!($ty))
            }

            fn inline(_: &$crate::__private::ts_rs::Config) -> $crate::__private::String {
                $crate::__private::ts_rs_impl::inline::<Self>()
            }

            fn output_path() -> ::core::option::Option<$crate::__private::PathBuf> {
                $crate::__private::ts_rs_impl::output_path(::core::stringify!($ty))
            }
        }
    };
}

/// The body of a `TypedIdEnum`'s `decl`: the alias named `name` of the union `inline`.
pub fn enum_decl(name: &str, inline: &str) -> String {
    format!("type {name} = {inline};")
}

/// ts-rs's `TS` for a `TypedIdEnum`: the union of its variants' types, which it imports,
/// named after the enum and exported to its own file.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_enum_ts_rs {
    ($ty:ident, [$($vty:ty),+]) => {
        #[automatically_derived]
        impl $crate::__private::ts_rs::TS for $ty {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;

            fn ident(_: &$crate::__private::ts_rs::Config) -> $crate::__private::String {
                $crate::__private::String::from(::core::stringify!($ty))
            }

            fn name(_: &$crate::__private::ts_rs::Config) -> $crate::__private::String {
                $crate::__private::String::from(::core::stringify!($ty))
            }

            fn decl(__config: &$crate::__private::ts_rs::Config) -> $crate::__private::String {
                $crate::__private::ts_rs_impl::enum_decl(
                    ::core::stringify!($ty),
                    &<Self as $crate::__private::ts_rs::TS>::inline(__config),
                )
            }

            fn decl_concrete(__config: &$crate::__private::ts_rs::Config) -> $crate::__private::String {
                <Self as $crate::__private::ts_rs::TS>::decl(__config)
            }

            fn inline(__config: &$crate::__private::ts_rs::Config) -> $crate::__private::String {
                [$(<$vty as $crate::__private::ts_rs::TS>::name(__config)),+].join(" | ")
            }

            fn visit_dependencies(__visitor: &mut impl $crate::__private::ts_rs::TypeVisitor)
            where
                Self: 'static,
            {
                $(__visitor.visit::<$vty>();)+
            }

            fn output_path() -> ::core::option::Option<$crate::__private::PathBuf> {
                $crate::__private::ts_rs_impl::output_path(::core::stringify!($ty))
            }
        }
    };
}
