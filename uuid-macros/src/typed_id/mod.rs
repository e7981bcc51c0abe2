//! `#[derive(TypedId)]`: typed ID newtypes over `uuid_runtime::Uuid`.
//!
//! The input is read (`ast`, with its attributes in `attr`), checked (`valid`) and
//! expanded (`expand`). Every mistake found on the way is kept, so that one build
//! reports all of them, each at its own tokens.

mod ast;
mod attr;
mod expand;
mod valid;

use proc_macro2::TokenStream;
use syn::DeriveInput;

use crate::diagnostic::combine;

/// The derive's entry point.
pub(crate) fn derive(input: TokenStream) -> TokenStream {
    match syn::parse2::<DeriveInput>(input) {
        Ok(input) => derive_input(&input).unwrap_or_else(syn::Error::into_compile_error),
        Err(err) => err.into_compile_error(),
    }
}

/// On error, only the errors: the derive writes no items, and a struct with our
/// attribute is still a struct, so nothing else fails in the user's code that does not
/// use the missing items.
fn derive_input(input: &DeriveInput) -> syn::Result<TokenStream> {
    let mut errors = Vec::new();
    let input = ast::Input::from_syn(input, &mut errors);
    let typed_id = input.validate(&mut errors);
    match (combine(errors), typed_id) {
        (None, Some(typed_id)) => Ok(expand::expand(&typed_id)),
        (Some(err), _) => Err(err),
        (None, None) => unreachable!("validation fails only with an error"),
    }
}
