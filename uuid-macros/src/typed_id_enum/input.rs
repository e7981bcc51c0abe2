//! The enum `#[derive(TypedIdEnum)]` reads: its variants, each a tuple variant holding one
//! type, and the crate its code names.

use proc_macro2::{Ident, TokenStream};
use quote::ToTokens;
use syn::{Data, DeriveInput, Fields, Type};

use crate::typed_id::dependency;
use crate::typed_id::valid::crate_path;

/// A variant: its name and the type it holds.
pub(crate) struct Variant<'a> {
    pub ident: &'a Ident,
    pub ty: &'a Type,
}

/// The path of `uuid_runtime` in the derived code: `crate = "..."` in
/// `#[typed_id_enum(...)]`, or `::uuid_runtime` (an error, if the crate renamed it).
pub(crate) fn krate(input: &DeriveInput, errors: &mut Vec<syn::Error>) -> TokenStream {
    let mut setting = None;
    for attr in input
        .attrs
        .iter()
        .filter(|attr| attr.path().is_ident("typed_id_enum"))
    {
        let parsed = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("crate") {
                let lit: syn::LitStr = meta.value()?.parse()?;
                match crate_path(&lit) {
                    Ok(path) => setting = Some(path),
                    Err(err) => errors.push(err),
                }
                Ok(())
            } else {
                Err(meta.error(format!(
                    "unknown setting `{}`: `#[typed_id_enum]` takes `crate = \"...\"`",
                    meta.path.to_token_stream()
                )))
            }
        });
        if let Err(err) = parsed {
            errors.push(err);
        }
    }
    setting.unwrap_or_else(|| dependency::default_path(&input.ident, "typed_id_enum", errors))
}

/// The variants, each a tuple variant holding one type; an error for every other shape,
/// at that variant, and for an input that is not an enum of at least one variant, or is
/// generic.
pub(crate) fn variants<'a>(
    input: &'a DeriveInput,
    errors: &mut Vec<syn::Error>,
) -> Vec<Variant<'a>> {
    let name = &input.ident;
    let data = match &input.data {
        Data::Enum(data) => data,
        Data::Struct(data) => {
            errors.push(syn::Error::new(
                data.struct_token.span,
                "`#[derive(TypedIdEnum)]` is for an enum whose variants each hold a typed ID; \
                 for one kind of ID, derive `TypedId` on the struct",
            ));
            return Vec::new();
        }
        Data::Union(data) => {
            errors.push(syn::Error::new(
                data.union_token.span,
                "`#[derive(TypedIdEnum)]` is for an enum whose variants each hold a typed ID",
            ));
            return Vec::new();
        }
    };
    if !input.generics.params.is_empty() {
        errors.push(syn::Error::new_spanned(
            &input.generics,
            "a `TypedIdEnum` cannot be generic: its variants hold typed IDs of known types, \
             whose prefixes are compared when it is built",
        ));
    }
    if data.variants.is_empty() {
        errors.push(syn::Error::new(
            name.span(),
            format!(
                "`{name}` has no variants: a `TypedIdEnum` holds one of several typed IDs, \
                 such as `User(UserId)`"
            ),
        ));
    }
    let mut variants = Vec::new();
    for variant in &data.variants {
        let ident = &variant.ident;
        let shape = match &variant.fields {
            Fields::Unnamed(fields) if fields.unnamed.len() == 1 => {
                variants.push(Variant {
                    ident,
                    ty: &fields.unnamed[0].ty,
                });
                continue;
            }
            Fields::Unit => "holds nothing".to_owned(),
            Fields::Named(_) => "has named fields".to_owned(),
            Fields::Unnamed(fields) => format!("holds {} fields", fields.unnamed.len()),
        };
        errors.push(syn::Error::new_spanned(
            variant,
            format!(
                "`{name}::{ident}` {shape}: each variant of a `TypedIdEnum` is a tuple variant \
                 holding one typed ID, such as `{ident}({ident}Id)`"
            ),
        ));
    }
    variants
}
