//! The code the function-like macros generate.
//!
//! A UUID becomes an associated constant of a const-generic type in the runtime,
//! `$crate::__private::Literal::<N>::UUID`: a path, so it is a valid pattern as well as a
//! constant expression, and it needs nothing from the user's scope.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::args::Input;

/// Runs a function-like macro: split off `$crate`, then expand, or report every error.
///
/// The errors stand inside the same const-generic path as a success would, so the
/// expansion is still a valid expression or pattern and the user sees only the errors,
/// not a cascade of follow-ups.
pub(crate) fn function_like(
    input: TokenStream,
    expand: fn(&Input) -> syn::Result<TokenStream>,
) -> TokenStream {
    let input = match Input::split(input) {
        Ok(input) => input,
        Err(err) => return err.into_compile_error(),
    };
    expand(&input).unwrap_or_else(|err| {
        let krate = input.krate();
        let errors = err.into_compile_error();
        quote!(#krate::__private::Literal::<{ #errors; 0 }>::UUID)
    })
}

/// A UUID known at expansion time.
pub(crate) fn constant(krate: &TokenStream, value: u128) -> TokenStream {
    let value = Literal::u128_suffixed(value);
    quote!(#krate::__private::Literal::<#value>::UUID)
}

/// A UUID computed by a `const fn` of the runtime at compile time, from `value`, an
/// expression of type `u128`.
pub(crate) fn computed(krate: &TokenStream, value: &TokenStream) -> TokenStream {
    quote!(#krate::__private::Literal::<{ #value }>::UUID)
}
