//! `#[derive(TypedId)]`: typed ID newtypes over `uuid_runtime::Uuid`.
//!
//! The input is read (`ast`, with its attributes in `attr`), checked (`valid`) and
//! expanded (`expand`). Every mistake found on the way is kept, so that one build
//! reports all of them, each at its own tokens, beside stand-in items (`fallback`)
//! that keep the rest of the user's code from adding errors of its own.

mod ast;
mod attr;
pub(crate) mod dependency;
mod expand;
mod fallback;
pub(crate) mod valid;

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
    let input = ast::Input::from_syn(input, &mut errors);
    let krate = input.krate(&mut errors);
    let typed_id = input.validate(&krate, &mut errors);
    match (combine(errors), typed_id) {
        (None, Some(typed_id)) => expand::expand(&typed_id),
        (Some(errors), _) => fallback::expand(&input, &krate, errors),
        (None, None) => unreachable!("validation fails only with an error"),
    }
}
