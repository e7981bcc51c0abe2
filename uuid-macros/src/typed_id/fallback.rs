//! What `#[derive(TypedId)]` generates when the input has a mistake: the errors, and
//! every item a successful derive would have, with bodies that never run.
//!
//! As thiserror does, so that code using the type (`UserId::new()`, `.parse()`,
//! `Display`, a `T: TypedId` bound) does not add a cascade of "not found" and "not
//! implemented" errors to the derive's own. The errors are emitted in the initialiser
//! of one constant, and every body refers to that constant: a body that depends on an
//! erroneous constant is neither const-checked nor evaluated, so even
//! `const ID: UserId = UserId::from_uuid(...)` adds no error of its own.

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

use super::ast::Input;

/// The errors, then the stand-in items.
pub(crate) fn expand(input: &Input<'_>, krate: &TokenStream, errors: syn::Error) -> TokenStream {
    let ty = input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    let errors = errors.into_compile_error();
    let error = Ident::new("__ERROR", Span::mixed_site());
    // Never reached: the build has failed, and `#error` stops evaluation.
    let body = quote!({
        #error;
        loop {}
    });
    let uuid = quote!(#krate::Uuid);
    let result = quote!(::core::result::Result<Self, #krate::TypedIdError>);
    // `TryFrom<Uuid>` with a required version, `From<Uuid>` without, as on success,
    // so that code written for either finds it.
    let from_uuid = if input.attrs.version.is_some() {
        quote! {
            impl #impl_generics ::core::convert::TryFrom<#uuid> for #ty #ty_generics #where_clause {
                type Error = #krate::TypedIdError;
                fn try_from(_: #uuid) -> #result #body
            }
        }
    } else {
        quote! {
            impl #impl_generics ::core::convert::From<#uuid> for #ty #ty_generics #where_clause {
                fn from(_: #uuid) -> Self #body
            }
        }
    };
    // The integrations' macros take a plain type name.
    let integrations = input
        .generics
        .params
        .is_empty()
        .then(|| quote!(#krate::__private::impl_typed_id_integrations!(#ty);));
    quote! {
        const _: () = {
            const #error: () = { #errors };

            impl #impl_generics #ty #ty_generics #where_clause {
                /// Not generated: the derive has an error.
                pub fn new() -> Self #body
                /// Not generated: the derive has an error.
                pub const fn from_uuid(_: #uuid) -> Self #body
                /// Not generated: the derive has an error.
                pub const fn try_from_uuid(_: #uuid) -> #result #body
                /// Not generated: the derive has an error.
                pub const fn as_uuid(&self) -> &#uuid #body
                /// Not generated: the derive has an error.
                pub const fn into_uuid(self) -> #uuid #body
                /// Not generated: the derive has an error.
                pub const NAMESPACE: #uuid = #body;
                /// Not generated: the derive has an error.
                pub const fn from_name(_: &[::core::primitive::u8]) -> Self #body
            }

            impl #impl_generics #krate::TypedId for #ty #ty_generics #where_clause {
                const PREFIX: &'static ::core::primitive::str = #body;
                const VERSION: ::core::option::Option<::core::primitive::u8> = #body;
                fn try_from_uuid(_: #uuid) -> #result #body
                fn as_uuid(&self) -> &#uuid #body
                fn into_uuid(self) -> #uuid #body
            }

            impl #impl_generics ::core::fmt::Display for #ty #ty_generics #where_clause {
                fn fmt(&self, _: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result #body
            }

            impl #impl_generics ::core::str::FromStr for #ty #ty_generics #where_clause {
                type Err = #krate::TypedIdError;
                fn from_str(_: &::core::primitive::str) -> #result #body
            }

            #from_uuid

            impl #impl_generics ::core::convert::From<#ty #ty_generics> for #uuid #where_clause {
                fn from(_: #ty #ty_generics) -> Self #body
            }

            impl #impl_generics ::core::convert::AsRef<#uuid> for #ty #ty_generics #where_clause {
                fn as_ref(&self) -> &#uuid #body
            }

            #integrations
        };
    }
}
