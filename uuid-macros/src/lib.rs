//! Procedural macros behind `uuid-runtime`: compile-time UUID and timestamp literals,
//! name-based UUIDs computed at compile time and `#[derive(TypedId)]`.
//!
//! Depend on `uuid-runtime`, which re-exports these macros; the function-like ones are
//! called through `macro_rules!` wrappers there that pass `$crate`, so the generated
//! code finds the runtime however it is named.

mod args;
mod diagnostic;
mod expand;
mod literal;
mod name_based;
// Shared with uuid-runtime, which uses all of it; see `build.rs` for the fallback path.
#[allow(dead_code, unreachable_pub)]
#[cfg_attr(
    uuid_runtime_macros_shared_from_runtime,
    path = "../../uuid-runtime/src/shared/mod.rs"
)]
mod shared;
mod timestamp;
mod typed_id;
mod typed_id_enum;

use proc_macro::TokenStream;

/// `uuid!` without its wrapper: `uuid_literal!($crate, "...")`.
#[doc(hidden)]
#[proc_macro]
pub fn uuid_literal(input: TokenStream) -> TokenStream {
    expand::function_like(input.into(), literal::expand).into()
}

/// `uuid_v3!` without its wrapper: `uuid_v3!($crate, namespace, name)`.
#[doc(hidden)]
#[proc_macro]
pub fn uuid_v3(input: TokenStream) -> TokenStream {
    expand::function_like(input.into(), name_based::expand_v3).into()
}

/// `uuid_v5!` without its wrapper: `uuid_v5!($crate, namespace, name)`.
#[doc(hidden)]
#[proc_macro]
pub fn uuid_v5(input: TokenStream) -> TokenStream {
    expand::function_like(input.into(), name_based::expand_v5).into()
}

/// `uuid_v8_sha256!` without its wrapper: `uuid_v8_sha256!($crate, namespace, name)`.
#[doc(hidden)]
#[proc_macro]
pub fn uuid_v8_sha256(input: TokenStream) -> TokenStream {
    expand::function_like(input.into(), name_based::expand_v8).into()
}

/// `timestamp!` without its wrapper: `timestamp_literal!($crate, "...")`.
#[doc(hidden)]
#[proc_macro]
pub fn timestamp_literal(input: TokenStream) -> TokenStream {
    expand::function_like_with(input.into(), timestamp::expand, timestamp::error_value).into()
}

/// `#[derive(TypedId)]`: a typed ID newtype over `uuid_runtime::Uuid`, with the
/// `#[typed_id(prefix = "...", version = N, namespace = "...", crate = "...")]`
/// attribute. Use it through `uuid_runtime`, whose `TypedId` trait documents it.
#[proc_macro_derive(TypedId, attributes(typed_id))]
pub fn derive_typed_id(input: TokenStream) -> TokenStream {
    typed_id::derive(input.into()).into()
}

/// `#[derive(TypedIdEnum)]`: an enum whose variants each hold a typed ID with a prefix,
/// read from text by its prefix, with the `#[typed_id_enum(crate = "...")]` attribute.
/// Use it through `uuid_runtime`, whose `TypedIdEnum` trait documents it.
#[proc_macro_derive(TypedIdEnum, attributes(typed_id_enum))]
pub fn derive_typed_id_enum(input: TokenStream) -> TokenStream {
    typed_id_enum::derive(input.into()).into()
}
