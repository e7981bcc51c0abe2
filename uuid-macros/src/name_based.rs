//! `uuid_v3!`, `uuid_v5!` and `uuid_v8!`: name-based UUIDs computed at compile time.

use md5::Md5;
use proc_macro2::{Literal, TokenStream, TokenTree};
use quote::{format_ident, quote};
use sha1::Sha1;
use sha2::{Digest, Sha256};
use syn::Lit;

use crate::args::{Arg, Input, nested_uuid_macro};
use crate::diagnostic::{combine, did_you_mean};
use crate::expand;
use crate::literal::uuid_argument;
use crate::shared::layout;

/// The hash each name-based version uses.
#[derive(Clone, Copy)]
enum Version {
    /// MD5 (RFC 9562 §5.3).
    V3,
    /// SHA-1 (RFC 9562 §5.5).
    V5,
    /// SHA-256 (RFC 9562 §B.2).
    V8,
}

const WELL_KNOWN: [(&str, u128); 4] = [
    ("DNS", layout::DNS),
    ("URL", layout::URL),
    ("OID", layout::OID),
    ("X500", layout::X500),
];

const EXPECTED_NAMESPACE: &str =
    "`DNS`, `URL`, `OID`, `X500`, a UUID string literal, `uuid!(...)` or a constant of type `Uuid`";

impl Version {
    fn number(self) -> u8 {
        match self {
            Self::V3 => 3,
            Self::V5 => 5,
            Self::V8 => 8,
        }
    }

    /// The runtime's `const fn` twin, for namespaces known only to the compiler.
    fn runtime_fn(self) -> proc_macro2::Ident {
        match self {
            Self::V3 => format_ident!("new_v3"),
            Self::V5 => format_ident!("new_v5"),
            Self::V8 => format_ident!("new_v8_sha256"),
        }
    }

    fn uuid(self, namespace: u128, name: &[u8]) -> u128 {
        let namespace = namespace.to_be_bytes();
        let bytes = match self {
            Self::V3 => layout::name_based(&digest::<Md5>(&namespace, name), 3),
            Self::V5 => layout::name_based(&digest::<Sha1>(&namespace, name), 5),
            Self::V8 => layout::name_based(&digest::<Sha256>(&namespace, name), 8),
        };
        u128::from_be_bytes(bytes)
    }
}

fn digest<D: Digest>(namespace: &[u8], name: &[u8]) -> Vec<u8> {
    D::new()
        .chain_update(namespace)
        .chain_update(name)
        .finalize()
        .to_vec()
}

enum Namespace {
    /// Known at expansion time.
    Value(u128),
    /// A nested `uuid!(...)`, known at expansion time; its tokens are kept so that the
    /// compiler still sees the macro used (else its `use` would look unused).
    Nested(u128, TokenStream),
    /// A constant expression the compiler evaluates.
    Expr(TokenStream),
}

pub(crate) fn expand_v3(input: &Input) -> syn::Result<TokenStream> {
    expand(input, Version::V3)
}

pub(crate) fn expand_v5(input: &Input) -> syn::Result<TokenStream> {
    expand(input, Version::V5)
}

pub(crate) fn expand_v8(input: &Input) -> syn::Result<TokenStream> {
    expand(input, Version::V8)
}

fn expand(input: &Input, version: Version) -> syn::Result<TokenStream> {
    let macro_name = format!("uuid_v{}!", version.number());
    let (namespace, name) = parse_args(input, &macro_name)?;
    let krate = input.krate();
    Ok(match namespace {
        Namespace::Value(namespace) => expand::constant(&krate, version.uuid(namespace, &name)),
        Namespace::Nested(namespace, tokens) => {
            let value = Literal::u128_suffixed(version.uuid(namespace, &name));
            expand::computed(&krate, &quote!(let _: #krate::Uuid = #tokens; #value))
        }
        Namespace::Expr(namespace) => {
            let function = version.runtime_fn();
            let name = Literal::byte_string(&name);
            // The typed `let` makes a namespace of the wrong type an error at its own tokens.
            let value = quote! {
                let namespace: #krate::Uuid = #namespace;
                #krate::Uuid::#function(&namespace, #name).as_u128()
            };
            expand::computed(&krate, &value)
        }
    })
}

fn parse_args(input: &Input, macro_name: &str) -> syn::Result<(Namespace, Vec<u8>)> {
    let usage = format!(
        "`{macro_name}` takes a namespace and a name, such as `{macro_name}(DNS, \"www.example.com\")`"
    );
    match input.args.as_slice() {
        [] => Err(syn::Error::new(
            input.trailing_span,
            format!("expected a namespace and a name: {usage}"),
        )),
        [namespace] => {
            let missing = syn::Error::new(
                namespace.span(),
                format!("expected a name after the namespace: {usage}"),
            );
            Err(combine(
                [namespace_arg(namespace).err(), Some(missing)]
                    .into_iter()
                    .flatten(),
            )
            .expect("the missing name is an error"))
        }
        [namespace, name] => match (namespace_arg(namespace), name_arg(name)) {
            (Ok(namespace), Ok(name)) => Ok((namespace, name)),
            (namespace, name) => Err(combine([namespace.err(), name.err()].into_iter().flatten())
                .expect("one of the two is an error")),
        },
        [_, _, extra, ..] => Err(syn::Error::new(
            extra.span(),
            format!("unexpected argument: {usage}"),
        )),
    }
}

fn namespace_arg(arg: &Arg) -> syn::Result<Namespace> {
    if arg.tokens.is_empty() {
        return Err(syn::Error::new(
            arg.span(),
            format!("expected a namespace: {EXPECTED_NAMESPACE}"),
        ));
    }
    if let [TokenTree::Ident(ident)] = arg.tokens.as_slice() {
        let text = ident.to_string();
        if let Some(&(_, value)) = WELL_KNOWN.iter().find(|(known, _)| *known == text) {
            return Ok(Namespace::Value(value));
        }
        // A near miss of a predefined namespace is a typo, not the user's constant.
        let bare = text
            .get(..10)
            .filter(|prefix| prefix.eq_ignore_ascii_case("NAMESPACE_"))
            .map_or(text.as_str(), |_| &text[10..]);
        let names = WELL_KNOWN.map(|(known, _)| known);
        if let Some(suggestion) = did_you_mean(bare, &names) {
            return Err(syn::Error::new(
                ident.span(),
                format!(
                    "unknown namespace `{text}`: expected {EXPECTED_NAMESPACE}\nhelp: did you mean `{suggestion}`?"
                ),
            ));
        }
    }
    if let Some(inner) = nested_uuid_macro(arg) {
        // An invalid literal is left to the nested macro, which reports it just as well.
        let tokens = arg.to_token_stream();
        return Ok(match uuid_in_macro(&inner) {
            Ok(value) => Namespace::Nested(value, tokens),
            Err(_) => Namespace::Expr(tokens),
        });
    }
    if let Some(err) = arg.trailing_tokens_error() {
        return Err(err);
    }
    match arg.as_literal() {
        Some(Lit::Str(_)) => uuid_argument(arg, "a UUID string literal")
            .map(|bytes| Namespace::Value(u128::from_be_bytes(bytes))),
        Some(_) => Err(syn::Error::new(
            arg.span(),
            format!(
                "expected a namespace: {EXPECTED_NAMESPACE}, found {}",
                arg.describe()
            ),
        )),
        None => Ok(Namespace::Expr(arg.to_token_stream())),
    }
}

/// The argument of a nested `uuid!(...)`.
fn uuid_in_macro(inner: &Arg) -> syn::Result<u128> {
    let mut tokens = inner.tokens.clone();
    if matches!(tokens.last(), Some(TokenTree::Punct(p)) if p.as_char() == ',') {
        tokens.pop();
    }
    uuid_argument(&Arg { tokens }, "a UUID string literal").map(u128::from_be_bytes)
}

fn name_arg(arg: &Arg) -> syn::Result<Vec<u8>> {
    if let Some(err) = arg.trailing_tokens_error() {
        return Err(err);
    }
    match arg.as_literal() {
        Some(Lit::Str(lit)) => Ok(lit.value().into_bytes()),
        Some(Lit::ByteStr(lit)) => Ok(lit.value()),
        _ => Err(syn::Error::new(
            arg.span(),
            format!(
                "expected the name as a string or byte string literal, found {}",
                arg.describe()
            ),
        )),
    }
}
