//! The derive's input in the crate's own terms: the struct, its one `Uuid` or
//! `NonNilUuid` field and its `#[typed_id(...)]` settings, with every problem of shape
//! recorded.

use quote::ToTokens;
use syn::{Data, DeriveInput, Fields, Generics, Ident, Index, Member, Type};

use super::attr::{Attrs, is_typed_id_attr};

/// What every shape error starts with.
const EXPECTED_SHAPE: &str =
    "`#[derive(TypedId)]` expects a struct with one field of type `Uuid` or `NonNilUuid`";
const EXAMPLE: &str = "help: a typed ID wraps one UUID, as in `struct UserId(Uuid);`";

pub(crate) struct Input<'a> {
    pub ident: &'a Ident,
    pub generics: &'a Generics,
    /// `None` when the input is not a struct with one field.
    pub field: Option<Field<'a>>,
    pub attrs: Attrs,
}

pub(crate) struct Field<'a> {
    /// `0` or the field's name, as in `self.0`.
    pub member: Member,
    pub ty: &'a Type,
    /// Which of the two types the field is written as.
    pub kind: FieldKind,
}

/// The types a typed ID's field may have, by the name it is written with.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum FieldKind {
    /// `Uuid`: any UUID.
    Uuid,
    /// `NonNilUuid`: never the nil UUID, so that `Option<Self>` is 16 bytes.
    NonNil,
}

impl FieldKind {
    /// The type's name in the runtime crate.
    pub fn type_name(self) -> &'static str {
        match self {
            Self::Uuid => "Uuid",
            Self::NonNil => "NonNilUuid",
        }
    }
}

impl<'a> Input<'a> {
    pub fn from_syn(input: &'a DeriveInput, errors: &mut Vec<syn::Error>) -> Self {
        let mut field = the_field(input, errors);
        if let Some(field) = &mut field {
            field.kind = check_field_type(field.ty, errors);
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
            generics: &input.generics,
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
        Some(name) => Member::Named(name.clone()),
        None => Member::Unnamed(Index::from(0)),
    };
    Some(Field {
        member,
        ty: &field.ty,
        kind: FieldKind::Uuid,
    })
}

fn shape_error(tokens: &impl ToTokens, found: &str) -> syn::Error {
    syn::Error::new_spanned(
        tokens,
        format!("{EXPECTED_SHAPE}, found {found}\n{EXAMPLE}"),
    )
}

/// The field must be `Uuid` or `NonNilUuid` by some path (`Uuid`,
/// `uuid_runtime::NonNilUuid`, a renamed crate's `ids::Uuid`). A proc macro sees names,
/// not types: the expansion checks that the type so named is the runtime's (one error
/// at the field's type if not, such as the `uuid` crate's type imported as `Uuid`), but
/// a type of another name, an alias, cannot be followed. The kind read, or `Uuid` after
/// an error.
fn check_field_type(ty: &Type, errors: &mut Vec<syn::Error>) -> FieldKind {
    let Some(path) = type_path(ty) else {
        errors.push(not_uuid(ty, ""));
        return FieldKind::Uuid;
    };
    let plain = path.segments.iter().all(|s| s.arguments.is_none());
    let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    match names.as_slice() {
        [.., crate_name, last] if last == "Uuid" && crate_name == "uuid" => {
            errors.push(syn::Error::new_spanned(
                ty,
                format!(
                    "expected `uuid_runtime::Uuid`, found the `uuid` crate's `{}`\n\
                     help: a typed ID wraps `uuid_runtime::Uuid`; with the `uuid` feature, \
                     `uuid_runtime::Uuid::from(id)` and `uuid::Uuid::from(id)` convert \
                     between the two for free",
                    compact(ty)
                ),
            ));
        }
        [.., last] if last == "Uuid" && plain => {}
        [.., last] if last == "NonNilUuid" && plain => return FieldKind::NonNil,
        _ => {
            let note = if matches!(names.as_slice(), [name] if !is_builtin(name)) {
                "\nnote: the derive reads the type as written: it cannot see through a type \
                 alias or an import renamed with `as`"
            } else {
                ""
            };
            errors.push(not_uuid(ty, note));
        }
    }
    FieldKind::Uuid
}

fn not_uuid(ty: &Type, note: &str) -> syn::Error {
    syn::Error::new_spanned(
        ty,
        format!(
            "expected the field's type to be `Uuid` or `NonNilUuid`, found `{}`{note}\n\
             help: write the type as `Uuid` (any UUID) or `NonNilUuid` (never the nil UUID, \
             so that `Option<Self>` takes 16 bytes), or their paths in `uuid_runtime`",
            compact(ty)
        ),
    )
}

/// The path of a path type, through parentheses and invisible groups.
fn type_path(ty: &Type) -> Option<&syn::Path> {
    match ty {
        Type::Group(group) => type_path(&group.elem),
        Type::Paren(paren) => type_path(&paren.elem),
        Type::Path(path) if path.qself.is_none() => Some(&path.path),
        _ => None,
    }
}

/// Primitive types and the standard library's prelude types, which are never aliases
/// of `Uuid`.
fn is_builtin(name: &str) -> bool {
    matches!(
        name,
        "u8" | "u16"
            | "u32"
            | "u64"
            | "u128"
            | "usize"
            | "i8"
            | "i16"
            | "i32"
            | "i64"
            | "i128"
            | "isize"
            | "bool"
            | "char"
            | "str"
            | "f32"
            | "f64"
            | "String"
            | "Vec"
            | "Box"
            | "Option"
    )
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The kind of the field of the struct `text`, if it has one field, and the errors'
    /// messages.
    fn read(text: &str) -> (Option<&'static str>, Vec<String>) {
        let input: DeriveInput = syn::parse_str(text).unwrap();
        let mut errors = Vec::new();
        let field = Input::from_syn(&input, &mut errors).field;
        let kind = field.map(|field| field.kind.type_name());
        (kind, errors.iter().map(ToString::to_string).collect())
    }

    /// The one error `text` gets.
    fn error(text: &str) -> String {
        let (_, errors) = read(text);
        assert_eq!(errors.len(), 1, "{text}: {errors:?}");
        errors.into_iter().next().unwrap()
    }

    #[test]
    fn the_field_is_uuid_or_non_nil_uuid_by_any_plain_path() {
        for (text, kind) in [
            ("struct A(Uuid);", "Uuid"),
            ("struct A { id: ids::Uuid }", "Uuid"),
            ("struct A((uuid_runtime::Uuid));", "Uuid"),
            ("struct A(NonNilUuid);", "NonNilUuid"),
            ("struct A(uuid_runtime::NonNilUuid);", "NonNilUuid"),
            ("struct A((NonNilUuid));", "NonNilUuid"),
        ] {
            assert_eq!(read(text), (Some(kind), vec![]), "{text}");
        }
    }

    #[test]
    fn an_invisible_group_is_seen_through() {
        // What a `macro_rules!` fragment `$ty:ty` passes: the type in a `None` group.
        let grouped = Type::Group(syn::TypeGroup {
            attrs: Vec::new(),
            group_token: syn::token::Group::default(),
            elem: Box::new(syn::parse_str("NonNilUuid").unwrap()),
        });
        let mut errors = Vec::new();
        let kind = check_field_type(&grouped, &mut errors);
        assert!(kind == FieldKind::NonNil && errors.is_empty());
    }

    #[test]
    fn another_type_is_an_error_that_shows_it_as_written() {
        let alias_note = "\nnote: the derive reads the type as written: it cannot see \
                          through a type alias or an import renamed with `as`";
        for (text, found, note) in [
            ("struct A(uuid::Uuid);", "", ""),
            ("struct A(String);", "String", ""),
            ("struct A(u128);", "u128", ""),
            ("struct A(MyUuid);", "MyUuid", alias_note),
            ("struct A(Uuid<u8>);", "Uuid<u8>", alias_note),
            ("struct A(NonNilUuid<u8>);", "NonNilUuid<u8>", alias_note),
            (
                "struct A(std::vec::Vec<Option<u8>>);",
                "std::vec::Vec<Option<u8>>",
                "",
            ),
            ("struct A(&'static [u8; 16]);", "&'static [u8; 16]", ""),
            ("struct A((u64, u64));", "(u64, u64)", ""),
            ("struct A(<T as Ids>::Uuid);", "<T as Ids>::Uuid", ""),
        ] {
            let message = error(text);
            if found.is_empty() {
                assert!(
                    message.starts_with(
                        "expected `uuid_runtime::Uuid`, found the `uuid` crate's `uuid::Uuid`\n"
                    ),
                    "{text}: {message}"
                );
                continue;
            }
            let expected = format!(
                "expected the field's type to be `Uuid` or `NonNilUuid`, found `{found}`{note}\n\
                 help: write the type as `Uuid` (any UUID)"
            );
            assert!(message.starts_with(&expected), "{text}: {message}");
        }
    }

    #[test]
    fn generics_and_other_shapes_are_errors() {
        for (text, expected) in [
            ("struct A<T>(Uuid, PhantomData<T>);", "found 2 fields"),
            ("struct A<T>(Uuid);", "does not support generic parameters"),
            (
                "struct A(Uuid) where u8: Copy;",
                "does not support generic parameters",
            ),
            ("enum A { B(Uuid) }", "found an enum"),
            ("struct A;", "found a unit struct"),
            ("struct A {}", "found a struct without fields"),
        ] {
            let (_, errors) = read(text);
            assert!(
                errors.iter().any(|message| message.contains(expected)),
                "{text}: {errors:?}"
            );
        }
    }
}
