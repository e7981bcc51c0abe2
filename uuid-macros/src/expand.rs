//! The code the function-like macros generate.
//!
//! A UUID known at expansion time becomes an associated constant of a const-generic
//! type in the runtime, `$crate::__private::Literal::<N>::UUID`: a path, so it is a
//! valid pattern as well as a constant expression, and it needs nothing from the user's
//! scope.
//!
//! A UUID computed from an argument the compiler evaluates (a constant, `concat!`,
//! `Self::NS`) is computed in a constant too, so a bad value fails the build, through
//! the runtime's `const fn`s: in the same const-generic path when the arguments can
//! only name constants that do not depend on generic parameters (a constant's name, a
//! macro call), which keeps it a pattern; in an inline `const { ... }` block otherwise,
//! which may use the generic parameters in scope (`Self::NS`, `T::NS`) but is not a
//! pattern.

use proc_macro2::{Ident, Literal, Span, TokenStream};
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
    function_like_with(
        input,
        expand,
        |krate, errors| quote!(#krate::__private::Literal::<{ #errors; 0 }>::UUID),
    )
}

/// [`function_like`] for a macro whose value is not a `Uuid`: `error_value` writes the
/// expression that holds the errors in its place.
pub(crate) fn function_like_with(
    input: TokenStream,
    expand: fn(&Input) -> syn::Result<TokenStream>,
    error_value: fn(&TokenStream, &TokenStream) -> TokenStream,
) -> TokenStream {
    let krate: TokenStream = input.clone().into_iter().take(1).collect();
    Input::split(input)
        .and_then(|input| expand(&input))
        .unwrap_or_else(|err| error_value(&krate, &err.into_compile_error()))
}

/// A UUID known at expansion time.
pub(crate) fn constant(krate: &TokenStream, value: u128) -> TokenStream {
    let value = Literal::u128_suffixed(value);
    quote!(#krate::__private::Literal::<#value>::UUID)
}

/// A UUID computed at compile time by `uuid`, an expression of type `Uuid` that calls
/// the runtime's `const fn`s; see the module's documentation for `pattern_safe`.
///
/// Hashing a long name takes the compiler's interpreter a while, which rustc's
/// `long_running_const_eval` lint would stop; the computation ends, so it is allowed.
pub(crate) fn evaluated(
    krate: &TokenStream,
    uuid: &TokenStream,
    pattern_safe: bool,
) -> TokenStream {
    let local = Ident::new("__uuid", Span::mixed_site());
    let value = quote! {
        #[allow(long_running_const_eval)]
        let #local: #krate::Uuid = #uuid;
    };
    if pattern_safe {
        quote!(#krate::__private::Literal::<{ #value #local.as_u128() }>::UUID)
    } else {
        quote!(const { #value #local })
    }
}
