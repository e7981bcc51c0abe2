//! The derive's input in the crate's own terms: the struct, its one `Uuid` field and
//! its `#[typed_id(...)]` settings, with every problem of shape recorded.

use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::{Data, DeriveInput, Fields, Ident, Index, Type};

use super::attr::{Attrs, is_typed_id_attr};

/// What every shape error starts with.
const EXPECTED_SHAPE: &str = "`#[derive(TypedId)]` expects a struct with one field of type `Uuid`";
const EXAMPLE: &str = "help: a typed ID wraps one UUID, as in `struct UserId(Uuid);`";

pub(crate) struct Input<'a> {
    pub ident: &'a Ident,
    /// `None` when the input is not a struct with one field.
    pub field: Option<Field<'a>>,
    pub attrs: Attrs,
}

pub(crate) struct Field<'a> {
    /// `0` or the field's name, as in `self.0`.
    pub member: TokenStream,
    pub ty: &'a Type,
}

impl<'a> Input<'a> {
    pub fn from_syn(input: &'a DeriveInput, errors: &mut Vec<syn::Error>) -> Self {
        let field = the_field(input, errors);
        if let Some(field) = &field {
            check_field_type(field.ty, errors);
        }
        if !input.generics.params.is_empty() || input.generics.where_clause.is_some() {
            errors.push(syn::Error::new_spanned(
                &input.generics,
                "`#[derive(TypedId)]` does not support generic parameters: \
                 a typed ID names one kind of ID",
            ));
        }
        Self {
            ident: &input.ident,
            field,
            attrs: Attrs::from_syn(&input.attrs, errors),
        }
    }
}

/// The struct's one field, or an error at what is there instead.
fn the_field<'a>(input: &'a DeriveInput, errors: &mut Vec<syn::Error>) -> Option<Field<'a>> {
    let fields = match &input.data {
        Data::Struct(data) => &data.fields,
        Data::Enum(data) => {
            errors.push(shape_error(&data.enum_token, "an enum"));
            return None;
        }
        Data::Union(data) => {
            errors.push(shape_error(&data.union_token, "a union"));
            return None;
        }
    };
    let mut iter = fields.iter();
    let (Some(field), None) = (iter.next(), iter.next()) else {
        let error = if fields.is_empty() {
            let found = if matches!(fields, Fields::Unit) {
                "a unit struct"
            } else {
                "a struct without fields"
            };
            shape_error(&input.ident, found)
        } else {
            let extra: Vec<_> = fields.iter().skip(1).collect();
            shape_error(
                &quote::quote!(#(#extra),*),
                &format!("{} fields", fields.len()),
            )
        };
        errors.push(error);
        return None;
    };
    for attr in field.attrs.iter().filter(|attr| is_typed_id_attr(attr)) {
        errors.push(syn::Error::new_spanned(
            attr,
            "`#[typed_id(...)]` belongs on the struct, not on its field",
        ));
    }
    let member = match &field.ident {
        Some(name) => name.to_token_stream(),
        None => Index::from(0).to_token_stream(),
    };
    Some(Field {
        member,
        ty: &field.ty,
    })
}

fn shape_error(tokens: &impl ToTokens, found: &str) -> syn::Error {
    syn::Error::new_spanned(
        tokens,
        format!("{EXPECTED_SHAPE}, found {found}\n{EXAMPLE}"),
    )
}

/// The field must be `Uuid` by some path (`Uuid`, `uuid_runtime::Uuid`, a renamed
/// crate's `ids::Uuid`); an alias of another name cannot be told apart, so the
/// derive asks for the name.
fn check_field_type(ty: &Type, errors: &mut Vec<syn::Error>) {
    if !is_uuid(ty) {
        errors.push(syn::Error::new_spanned(
            ty,
            format!(
                "expected the field's type to be `Uuid`, found `{}`\n\
                 help: a typed ID wraps a `uuid_runtime::Uuid`",
                compact(ty)
            ),
        ));
    }
}

fn is_uuid(ty: &Type) -> bool {
    match ty {
        Type::Group(group) => is_uuid(&group.elem),
        Type::Paren(paren) => is_uuid(&paren.elem),
        Type::Path(path) => {
            path.qself.is_none()
                && path
                    .path
                    .segments
                    .last()
                    .is_some_and(|last| last.ident == "Uuid" && last.arguments.is_none())
        }
        _ => false,
    }
}

/// A type as it would be written, without the spaces token printing puts everywhere.
fn compact(ty: &Type) -> String {
    let spaced = ty.to_token_stream().to_string();
    let mut out = String::with_capacity(spaced.len());
    let mut chars = spaced.chars().peekable();
    while let Some(c) = chars.next() {
        let prev = out.chars().last();
        let next = chars.peek().copied();
        let drop = c == ' '
            && (matches!(prev, Some(':' | '<' | '&' | '[' | '(' | '\''))
                || matches!(next, Some(':' | '<' | '>' | ';' | ',' | ']' | ')')));
        if !drop {
            out.push(c);
        }
    }
    out
}
