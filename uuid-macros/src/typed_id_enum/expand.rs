//! The code `#[derive(TypedIdEnum)]` generates: the compile-time checks, spanned at the
//! variants, and one call of the runtime's `impl_typed_id_enum!`, which writes the items
//! (see `uuid-runtime/src/typed_id_enum/derive.rs`). Everything sits in
//! `const _: () = { ... };` and names items by absolute paths.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{ToTokens, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{DeriveInput, Type};

use super::input::Variant;

pub(crate) fn expand(ty: &Ident, krate: &TokenStream, variants: &[Variant<'_>]) -> TokenStream {
    let variant_trait = quote!(#krate::__private::typed_id_enum::Variant);
    // Each variant's type has a prefix: a constant spanned at the variant, whose
    // evaluation fails the build there with the message of `check_has_prefix`.
    let has_prefix = variants.iter().map(|variant| {
        let vty = variant.ty;
        let label = label(ty, variant);
        quote_spanned!(vty.span()=>
            const _: () = #krate::__private::typed_id_enum::check_has_prefix(
                <#vty as #variant_trait>::VARIANT_PREFIX,
                #label,
            );
        )
    });
    let prefixes = variants.iter().map(|variant| {
        let vty = variant.ty;
        let label = label(ty, variant);
        quote!((#label, <#vty as #variant_trait>::VARIANT_PREFIX))
    });
    // The prefixes differ: one constant for the enum, spanned at its name.
    let distinct = quote_spanned!(ty.span()=>
        const _: () = #krate::__private::typed_id_enum::check_distinct_prefixes(&[#(#prefixes),*]);
    );
    let items = variants.iter().enumerate().map(|(index, variant)| {
        let index = Literal::usize_unsuffixed(index);
        let (ident, vty) = (variant.ident, variant.ty);
        quote!((#index, #ident, #vty))
    });
    let name = syn::LitStr::new(&ty.to_string(), Span::call_site());
    quote! {
        const _: () = {
            #(#has_prefix)*
            #distinct
            #krate::__private::impl_typed_id_enum!(#ty, #name, [#(#items),*]);
        };
    }
}

/// The errors, then stand-in items (when the enum is not generic: the stand-ins name it
/// plainly).
pub(crate) fn fallback(
    input: &DeriveInput,
    krate: &TokenStream,
    errors: syn::Error,
) -> TokenStream {
    let ty = &input.ident;
    let errors = errors.into_compile_error();
    let error = Ident::new("__ERROR", Span::mixed_site());
    let stand_ins = input
        .generics
        .params
        .is_empty()
        .then(|| quote!(#krate::__private::impl_typed_id_enum_fallback!(#ty, error = #error);));
    quote! {
        const _: () = {
            const #error: () = { #errors };
            #stand_ins
        };
    }
}

/// How messages name a variant: `Subject::User (UserId)`.
fn label(ty: &Ident, variant: &Variant<'_>) -> String {
    format!("{ty}::{} ({})", variant.ident, type_name(variant.ty))
}

/// A type as written, without the spaces token printing puts around `::` and `<>`.
fn type_name(ty: &Type) -> String {
    let text = ty.to_token_stream().to_string();
    let mut name = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let next = chars.peek().copied();
        let joins = |c: char| matches!(c, ':' | '<' | '>' | '&');
        if c == ' ' && (name.ends_with(joins) || next.is_some_and(joins)) {
            continue;
        }
        name.push(c);
    }
    name
}
