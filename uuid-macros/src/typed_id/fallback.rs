//! What `#[derive(TypedId)]` generates when the input has a mistake: the errors, and
//! every item a successful derive would have, with bodies that never run (the runtime's
//! `impl_typed_id_fallback!`, which explains how), so that code using the type
//! (`UserId::new()`, `.parse()`, `Display`, a `T: TypedId` bound) does not add a cascade
//! of "not found" and "not implemented" errors to the derive's own.

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

use super::ast::Input;

/// The errors, then the stand-in items.
pub(crate) fn expand(input: &Input<'_>, krate: &TokenStream, errors: syn::Error) -> TokenStream {
    let ty = input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    let errors = errors.into_compile_error();
    let error = Ident::new("__ERROR", Span::mixed_site());
    let version = input.attrs.version.is_some().then(|| quote!(1));
    // The integrations' macros take a plain type name.
    let integrations = input
        .generics
        .params
        .is_empty()
        .then(|| quote!(#krate::__impl_typed_id_integrations!(#ty, version = [#version]);));
    quote! {
        const _: () = {
            const #error: () = { #errors };
            #krate::__private::impl_typed_id_fallback! {
                impl [#impl_generics] for [#ty #ty_generics] where [#where_clause],
                error = #error,
                version = [#version],
            }
            #integrations
        };
    }
}
