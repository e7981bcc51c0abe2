//! The code `#[derive(TypedId)]` generates: one call of the runtime's
//! `impl_typed_id!`, which writes the items (see `uuid-runtime/src/typed/derive.rs`),
//! with what only the derive knows: the settings, and the reads and writes of the
//! field, spanned at the field's type.
//!
//! Everything sits in `const _: () = { ... };` and names items by absolute paths, so
//! the user's names neither leak in nor out.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{ToTokens, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Index, LitStr, Member};

use super::valid::TypedId;

pub(crate) fn expand(id: &TypedId<'_>) -> TokenStream {
    let krate = &id.krate;
    let ty = id.ident;
    let name = LitStr::new(&ty.to_string(), Span::call_site());
    let prefix = LitStr::new(&id.prefix, Span::call_site());
    let format = Ident::new(id.format.variant(), Span::call_site());
    let version = id.version.map(Literal::u8_unsuffixed);
    let generated = id.generated.map(Literal::u8_unsuffixed);
    // The time-ordered items: for the typed IDs whose `new()` makes v7 UUIDs.
    let time = (id.generated == Some(7)).then(|| Ident::new("v7", Span::call_site()));
    let name_based = id.name_based.map(|(namespace, version)| {
        let namespace = Literal::u128_suffixed(namespace);
        let constructor = Ident::new(version.runtime_constructor(), Span::call_site());
        quote!(#namespace, #constructor)
    });
    // Local names: a binding resolves to a constant of the same name in the user's
    // scope (hygiene does not cover items), so they are ones no one writes.
    let value = Ident::new("__value", Span::mixed_site());
    let this = Ident::new("__this", Span::mixed_site());
    let field = Ident::new(id.field_kind.type_name(), Span::call_site());
    let construct = construct(id, &value);
    let borrow = borrow(id, &this);
    quote! {
        const _: () = {
            #krate::__private::impl_typed_id! {
                #ty, #name,
                prefix = #prefix,
                format = #format,
                version = [#version],
                generated = [#generated],
                time = [#time],
                name_based = [#name_based],
                field = #field,
                value = #value,
                construct = #construct,
                this = #this,
                borrow = #borrow,
            }
            #krate::__impl_typed_id_integrations!(#ty, version = [#version]);
        };
    }
}

/// The type holding `value`, a `Uuid` or a `NonNilUuid` as the field is written,
/// converted through the runtime's `field`: a field of another type of the same name is
/// then an error at the field's type alone.
fn construct(id: &TypedId<'_>, value: &Ident) -> TokenStream {
    let TypedId {
        krate,
        ident,
        field_ty,
        ..
    } = id;
    // Spanned like the field's type throughout, so each error points there; the
    // `identity` call only makes the argument spanned so too.
    let span = field_ty.span();
    let krate = respan(krate, span);
    let kind = Ident::new(id.field_kind.type_name(), span);
    let value = quote_spanned!(span=>
        *#krate::__private::field::<#field_ty, #krate::#kind>(&::core::convert::identity(#value))
    );
    match id.member {
        Member::Named(name) => quote_spanned!(span=> #ident { #name: #value }),
        Member::Unnamed(_) => quote_spanned!(span=> #ident(#value)),
    }
}

/// The field of `this`, a `&Self`, borrowed as a `&Uuid` (or `&NonNilUuid`) through the
/// runtime's `field`.
fn borrow(id: &TypedId<'_>, this: &Ident) -> TokenStream {
    let TypedId {
        krate, field_ty, ..
    } = id;
    let span = field_ty.span();
    let krate = respan(krate, span);
    let kind = Ident::new(id.field_kind.type_name(), span);
    let member = match id.member {
        Member::Unnamed(index) => Index {
            index: index.index,
            span,
        }
        .into_token_stream(),
        Member::Named(name) => name.into_token_stream(),
    };
    quote_spanned!(span=>
        #krate::__private::field::<#field_ty, #krate::#kind>(&::core::convert::identity(#this).#member)
    )
}

/// `tokens` with every span set to `span`.
fn respan(tokens: &TokenStream, span: Span) -> TokenStream {
    tokens
        .clone()
        .into_iter()
        .map(|mut token| {
            token.set_span(span);
            token
        })
        .collect()
}
