//! ts-rs 12 (feature `ts-rs`): TypeScript types for `Uuid`, `NonNilUuid` and typed IDs,
//! for the JSON the `serde` feature writes.
//!
//! With the feature `ts-rs` (ts-rs 12), a front end's types keep the IDs apart too. `Uuid`
//! and `NonNilUuid` are `string`; every typed ID is a type of its own, exported to its own
//! file, that a struct deriving `TS` imports: with a prefix the template literal type
//! `` `user_${string}` ``, so that TypeScript refuses an `OrderId` where a `UserId` is
//! expected; without a prefix a `string` named after the type (TypeScript compares such
//! aliases by what they are, so those two are interchangeable there). Each carries its
//! description as a doc comment. The types are those of the JSON the `serde` feature writes.
//!
//! ```rust
//! # fn main() {
//! use ts_rs::{Config, TS};
//! use uuid_runtime::{TypedId, Uuid};
//!
//! #[derive(TypedId)]
//! #[typed_id(prefix = "user", version = 7)]
//! struct UserId(Uuid);
//!
//! #[derive(TS)]
//! struct User {
//!     id: UserId,
//!     avatar: Option<Uuid>,
//! }
//!
//! let config = Config::new();
//! assert_eq!(User::decl(&config), "type User = { id: UserId, avatar: string | null, };");
//! assert_eq!(UserId::decl(&config), "type UserId = `user_${string}`;");
//! // `User::export_all(&config)` writes `User.ts`, which imports `UserId` from `UserId.ts`.
//! assert_eq!(User::dependencies(&config)[0].ts_name, "UserId");
//! # }
//! ```
//!
//! The tests export such bindings and run TypeScript's compiler (`tsc --noEmit --strict`)
//! on a file that uses them as the JSON has them, which compiles, and on one that passes
//! an `OrderId` where a `UserId` is expected, which fails with ``Argument of type
//! '`order_${string}`' is not assignable to parameter of type '`user_${string}`'``.

use alloc::format;
use alloc::string::String;

use ts_rs::{Config, TS};

use super::text_form::description;
use crate::{NonNilUuid, TypedId, Uuid};

/// What the expansions of this file's macros name, as `$crate::integrations::ts_rs::…`.
#[doc(hidden)]
pub use ::ts_rs;
#[doc(hidden)]
pub use std::path::PathBuf;

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
#[doc(hidden)]
pub fn inline<T: TypedId>() -> String {
    if T::PREFIX.is_empty() {
        "string".into()
    } else {
        format!("`{}_${{string}}`", T::PREFIX)
    }
}

/// The body of the derived `decl`: the alias named `name` (the type's).
#[doc(hidden)]
pub fn decl<T: TypedId>(name: &str) -> String {
    format!("type {name} = {};", inline::<T>())
}

/// The body of the derived `docs`: the description, as a `/** ... */` comment.
#[doc(hidden)]
pub fn docs<T: TypedId>() -> Option<String> {
    Some(format!("/**\n * {}\n */\n", description::<T>()))
}

/// The body of the derived `output_path`: a file named after the type, as ts-rs's
/// derive names one.
#[doc(hidden)]
pub fn output_path(name: &str) -> Option<PathBuf> {
    Some(PathBuf::from(format!("{name}.ts")))
}

/// ts-rs's `TS` for a typed ID, through the functions above, named after the type.
#[doc(hidden)]
#[macro_export]
macro_rules! __impl_typed_id_ts_rs {
    ($ty:ident, version = [$($version:tt)?]) => {
        #[automatically_derived]
        impl $crate::integrations::ts_rs::ts_rs::TS for $ty {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;

            fn docs() -> ::core::option::Option<$crate::integrations::String> {
                $crate::integrations::ts_rs::docs::<Self>()
            }

            fn ident(
                _: &$crate::integrations::ts_rs::ts_rs::Config,
            ) -> $crate::integrations::String {
                $crate::integrations::String::from(::core::stringify!($ty))
            }

            fn name(
                _: &$crate::integrations::ts_rs::ts_rs::Config,
            ) -> $crate::integrations::String {
                $crate::integrations::String::from(::core::stringify!($ty))
            }

            fn decl(
                _: &$crate::integrations::ts_rs::ts_rs::Config,
            ) -> $crate::integrations::String {
                $crate::integrations::ts_rs::decl::<Self>(::core::stringify!($ty))
            }

            fn decl_concrete(
                _: &$crate::integrations::ts_rs::ts_rs::Config,
            ) -> $crate::integrations::String {
                $crate::integrations::ts_rs::decl::<Self>(::core::stringify!($ty))
            }

            fn inline(
                _: &$crate::integrations::ts_rs::ts_rs::Config,
            ) -> $crate::integrations::String {
                $crate::integrations::ts_rs::inline::<Self>()
            }

            fn output_path() -> ::core::option::Option<$crate::integrations::ts_rs::PathBuf> {
                $crate::integrations::ts_rs::output_path(::core::stringify!($ty))
            }
        }
    };
}

/// The body of a `TypedIdEnum`'s `decl`: the alias named `name` of the union `inline`.
#[doc(hidden)]
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
        impl $crate::integrations::ts_rs::ts_rs::TS for $ty {
            type WithoutGenerics = Self;
            type OptionInnerType = Self;

            fn ident(_: &$crate::integrations::ts_rs::ts_rs::Config) -> $crate::integrations::String {
                $crate::integrations::String::from(::core::stringify!($ty))
            }

            fn name(_: &$crate::integrations::ts_rs::ts_rs::Config) -> $crate::integrations::String {
                $crate::integrations::String::from(::core::stringify!($ty))
            }

            fn decl(__config: &$crate::integrations::ts_rs::ts_rs::Config) -> $crate::integrations::String {
                $crate::integrations::ts_rs::enum_decl(
                    ::core::stringify!($ty),
                    &<Self as $crate::integrations::ts_rs::ts_rs::TS>::inline(__config),
                )
            }

            fn decl_concrete(__config: &$crate::integrations::ts_rs::ts_rs::Config) -> $crate::integrations::String {
                <Self as $crate::integrations::ts_rs::ts_rs::TS>::decl(__config)
            }

            fn inline(__config: &$crate::integrations::ts_rs::ts_rs::Config) -> $crate::integrations::String {
                [$(<$vty as $crate::integrations::ts_rs::ts_rs::TS>::name(__config)),+].join(" | ")
            }

            fn visit_dependencies(__visitor: &mut impl $crate::integrations::ts_rs::ts_rs::TypeVisitor)
            where
                Self: 'static,
            {
                $(__visitor.visit::<$vty>();)+
            }

            fn output_path() -> ::core::option::Option<$crate::integrations::ts_rs::PathBuf> {
                $crate::integrations::ts_rs::output_path(::core::stringify!($ty))
            }
        }
    };
}
