//! `uuid_v3!`, `uuid_v5!` and `uuid_v8_sha256!`: name-based UUIDs computed at compile time.

use proc_macro2::{Literal, TokenStream, TokenTree};
use quote::{ToTokens, format_ident, quote, quote_spanned};
use syn::Lit;

use crate::args::{Arg, Expr, Input, Value, nested_uuid_macro};
use crate::diagnostic::{combine, did_you_mean};
use crate::expand;
use crate::literal::{UuidArgument, uuid_argument};
use crate::shared::name_based::NameBasedVersion;
use crate::shared::namespace;

const EXPECTED_NAMESPACE: &str = "`DNS`, `URL`, `OID`, `X500`, a UUID string literal, \
     or a constant expression of type `Uuid` or `&str`";

enum Namespace {
    /// Known at expansion time.
    Value(u128),
    /// A nested `uuid!(...)` with a valid literal, known at expansion time; its tokens
    /// are kept so that the compiler still sees the macro used (else its `use` would
    /// look unused).
    Nested(u128, TokenStream),
    /// An expression the compiler evaluates: a `Uuid`, or text parsed as `uuid!` does.
    Expr(Expr),
}

enum Name {
    /// The bytes of a string or byte string literal.
    Bytes(Vec<u8>),
    /// An expression the compiler evaluates: `&str`, `&[u8]` or `&[u8; N]`.
    Expr(Expr),
}

pub(crate) fn expand_v3(input: &Input) -> syn::Result<TokenStream> {
    expand(input, NameBasedVersion::V3)
}

pub(crate) fn expand_v5(input: &Input) -> syn::Result<TokenStream> {
    expand(input, NameBasedVersion::V5)
}

pub(crate) fn expand_v8(input: &Input) -> syn::Result<TokenStream> {
    expand(input, NameBasedVersion::V8Sha256)
}

/// The UUID of `name` in `namespace`, hashed now, by the runtime's own code.
fn uuid(version: NameBasedVersion, namespace: u128, name: &[u8]) -> u128 {
    u128::from_be_bytes(version.uuid(&namespace.to_be_bytes(), name))
}

fn expand(input: &Input, version: NameBasedVersion) -> syn::Result<TokenStream> {
    let macro_name = format!("uuid_v{}!", version.number());
    let (namespace, name) = parse_args(input, &macro_name)?;
    let krate = input.krate();
    match (&namespace, &name) {
        (Namespace::Value(namespace), Name::Bytes(name)) => {
            return Ok(expand::constant(&krate, uuid(version, *namespace, name)));
        }
        (Namespace::Nested(namespace, tokens), Name::Bytes(name)) => {
            let value = Literal::u128_suffixed(uuid(version, *namespace, name));
            let uuid = quote!({
                let _: #krate::Uuid = #tokens;
                #krate::Uuid::from_u128(#value)
            });
            return Ok(expand::evaluated(&krate, &uuid, true));
        }
        _ => {}
    }
    let mut pattern_safe = true;
    let namespace = match namespace {
        Namespace::Value(value) => {
            let value = Literal::u128_suffixed(value);
            quote!(#krate::Uuid::from_u128(#value))
        }
        Namespace::Nested(_, tokens) => tokens,
        Namespace::Expr(expr) => {
            pattern_safe &= expr.is_pattern_safe;
            typed_argument(&krate, &expr, "Namespace", "get")
        }
    };
    let name = match name {
        Name::Bytes(bytes) => Literal::byte_string(&bytes).into_token_stream(),
        Name::Expr(expr) => {
            pattern_safe &= expr.is_pattern_safe;
            typed_argument(&krate, &expr, "Name", "bytes")
        }
    };
    let function = format_ident!("{}", version.runtime_constructor());
    let uuid = quote!(#krate::Uuid::#function(&#namespace, #name));
    Ok(expand::evaluated(&krate, &uuid, pattern_safe))
}

/// An argument for the compiler to evaluate, through the runtime's
/// `__private::<wrapper>::new(expr).<method>()`, which accepts each of the argument's
/// types and gives one error at the argument for any other (its `Unsupported<wrapper>`
/// trait keeps the method call from adding a second).
fn typed_argument(krate: &TokenStream, expr: &Expr, wrapper: &str, method: &str) -> TokenStream {
    let tokens = &expr.tokens;
    let (wrapper, method) = (format_ident!("{wrapper}"), format_ident!("{method}"));
    let unsupported = format_ident!("Unsupported{wrapper}");
    let new = quote_spanned!(expr.span=> #krate::__private::#wrapper::new);
    quote!({
        #[allow(unused_imports)]
        use #krate::__private::#unsupported as _;
        #new(#tokens).#method()
    })
}

fn parse_args(input: &Input, macro_name: &str) -> syn::Result<(Namespace, Name)> {
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
    if let [TokenTree::Ident(ident)] = arg.tokens.as_slice() {
        let text = ident.to_string();
        if let Some(value) = namespace::by_name(&text) {
            return Ok(Namespace::Value(value));
        }
        // A near miss of a predefined namespace is a typo, not the user's constant.
        let bare = text
            .get(..10)
            .filter(|prefix| prefix.eq_ignore_ascii_case("NAMESPACE_"))
            .map_or(text.as_str(), |_| &text[10..]);
        let names = namespace::PREDEFINED.map(|(known, _)| known);
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
        if let Ok(UuidArgument::Known(value)) = uuid_in_macro(&inner) {
            return Ok(Namespace::Nested(value, tokens));
        }
    }
    match uuid_argument(arg, &format!("a namespace: {EXPECTED_NAMESPACE}"))? {
        UuidArgument::Known(value) => Ok(Namespace::Value(value)),
        UuidArgument::Expr(expr) => Ok(Namespace::Expr(expr)),
    }
}

/// The argument of a nested `uuid!(...)`.
fn uuid_in_macro(inner: &Arg) -> syn::Result<UuidArgument> {
    let mut tokens = inner.tokens.clone();
    if matches!(tokens.last(), Some(TokenTree::Punct(p)) if p.as_char() == ',') {
        tokens.pop();
    }
    uuid_argument(&Arg { tokens }, "a UUID string literal")
}

fn name_arg(arg: &Arg) -> syn::Result<Name> {
    match arg.value()? {
        Value::Literal(Lit::Str(lit)) => Ok(Name::Bytes(lit.value().into_bytes())),
        Value::Literal(Lit::ByteStr(lit)) => Ok(Name::Bytes(lit.value())),
        Value::Literal(_) => Err(syn::Error::new(
            arg.span(),
            format!(
                "expected the name as a string or byte string, found {}",
                arg.describe()
            ),
        )),
        Value::Expr(expr) => Ok(Name::Expr(expr)),
    }
}

#[cfg(test)]
mod tests {
    use quote::quote;

    use super::*;

    fn expand_v5_of(args: &TokenStream) -> String {
        let input = Input::split(quote!(uuid_runtime, #args)).unwrap();
        expand_v5(&input).unwrap().to_string()
    }

    /// The UUID of a literal name in a namespace known at expansion time is hashed by
    /// the macro and written as a constant: the compiler's interpreter, many times as
    /// slow, never hashes it. (Left to it, the value would be the same.)
    #[test]
    fn a_literal_name_in_a_known_namespace_is_hashed_when_the_macro_expands() {
        // RFC 9562's v5 example, `www.example.com` in the DNS namespace.
        let expected = format!("{}u128", 0x2ed6657d_e927_568b_95e1_2665a8aea6a2_u128);
        for namespace in [
            quote!(DNS),
            quote!("6ba7b810-9dad-11d1-80b4-00c04fd430c8"),
            quote!(uuid!("6ba7b810-9dad-11d1-80b4-00c04fd430c8")),
            quote!(uuid_runtime::uuid!("6ba7b810-9dad-11d1-80b4-00c04fd430c8")),
        ] {
            let expanded = expand_v5_of(&quote!(#namespace, "www.example.com"));
            assert!(expanded.contains(&expected), "{namespace}: {expanded}");
            assert!(!expanded.contains("new_v5"), "{namespace}: {expanded}");
        }
    }

    /// A namespace or name the compiler evaluates is hashed by the runtime's `const fn`.
    #[test]
    fn an_evaluated_argument_is_hashed_by_the_runtime() {
        for args in [quote!(APP, "www.example.com"), quote!(DNS, NAME)] {
            let expanded = expand_v5_of(&args);
            assert!(expanded.contains("new_v5"), "{args}: {expanded}");
        }
    }
}
