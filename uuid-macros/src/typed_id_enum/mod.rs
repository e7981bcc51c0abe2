//! `#[derive(TypedIdEnum)]`: an enum whose variants each hold a typed ID with a prefix.
//!
//! The input's shape is read and checked here (`input`): a tuple variant holding one
//! type, no generics, the `#[typed_id_enum(crate = "...")]` attribute; every mistake is
//! kept and shown at its own tokens. What only the types can tell (that each is a typed
//! ID with a prefix, and that the prefixes differ) the expansion (`expand`) leaves to the
//! compiler, in constants spanned at the variants. After a mistake, stand-in items keep
//! the rest of the user's code from adding errors (`expand::fallback`).

mod expand;
mod input;

use proc_macro2::TokenStream;
use syn::DeriveInput;

use crate::diagnostic::combine;

/// The derive's entry point.
pub(crate) fn derive(input: TokenStream) -> TokenStream {
    match syn::parse2::<DeriveInput>(input) {
        Ok(input) => derive_input(&input),
        Err(err) => err.into_compile_error(),
    }
}

fn derive_input(input: &DeriveInput) -> TokenStream {
    let mut errors = Vec::new();
    let krate = input::krate(input, &mut errors);
    let variants = input::variants(input, &mut errors);
    match combine(errors) {
        None => expand::expand(&input.ident, &krate, &variants),
        Some(errors) => expand::fallback(input, &krate, errors),
    }
}
