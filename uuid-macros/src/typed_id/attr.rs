//! `#[typed_id(key = value, ...)]`: the keys and the type of each value, keeping the
//! original tokens so that later errors point at them.
//!
//! The attribute is split by hand rather than with `parse_nested_meta`, which stops at
//! the first mistake: here every entry is read, and every mistake reported.

use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};
use syn::{Attribute, Lit, LitInt, LitStr, Meta};

use crate::args::{Arg, describe_literal};
use crate::diagnostic::edit_distance;
use crate::shared::namespace;

const USAGE: &str = "such as `#[typed_id(prefix = \"user\", version = 7)]`";

/// The keys the attribute takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Key {
    Prefix,
    Format,
    Version,
    Namespace,
    Crate,
}

impl Key {
    const ALL: [Self; 5] = [
        Self::Prefix,
        Self::Format,
        Self::Version,
        Self::Namespace,
        Self::Crate,
    ];
    const EXPECTED: &str = "`prefix`, `format`, `version`, `namespace` or `crate`";

    fn name(self) -> &'static str {
        match self {
            Self::Prefix => "prefix",
            Self::Format => "format",
            Self::Version => "version",
            Self::Namespace => "namespace",
            Self::Crate => "crate",
        }
    }

    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|key| key.name() == name)
    }

    /// What the value must be, and an example of it.
    fn expected_value(self) -> (&'static str, &'static str) {
        match self {
            Self::Prefix => ("a string literal", "\"user\""),
            Self::Format => ("a string literal", "\"base58\""),
            Self::Version => ("an integer literal", "7"),
            Self::Namespace => (
                "a UUID string literal",
                "\"6ba7b811-9dad-11d1-80b4-00c04fd430c8\"",
            ),
            Self::Crate => ("a string literal with a path", "\"my_ids\""),
        }
    }
}

/// A setting as the user wrote it.
pub(crate) struct Setting<T> {
    pub key: Ident,
    /// `None` when the value has the wrong type; that error is already recorded.
    pub value: Option<T>,
}

/// Every key the user set, each at most once.
#[derive(Default)]
pub(crate) struct Attrs {
    pub prefix: Option<Setting<LitStr>>,
    pub format: Option<Setting<LitStr>>,
    pub version: Option<Setting<LitInt>>,
    pub namespace: Option<Setting<LitStr>>,
    pub krate: Option<Setting<LitStr>>,
}

pub(crate) fn is_typed_id_attr(attr: &Attribute) -> bool {
    attr.path().is_ident("typed_id")
}

impl Attrs {
    /// Reads the one `#[typed_id(...)]` attribute; a second one is an error, and its
    /// keys are not read.
    pub fn from_syn(attrs: &[Attribute], errors: &mut Vec<syn::Error>) -> Self {
        let mut settings = Self::default();
        let mut typed_id_attrs = attrs.iter().filter(|attr| is_typed_id_attr(attr));
        if let Some(attr) = typed_id_attrs.next() {
            settings.read(attr, errors);
        }
        for extra in typed_id_attrs {
            errors.push(syn::Error::new_spanned(
                extra,
                "`#[typed_id(...)]` is given twice: put every key in one attribute",
            ));
        }
        settings
    }

    fn read(&mut self, attr: &Attribute, errors: &mut Vec<syn::Error>) {
        let list = match &attr.meta {
            Meta::List(list) => list,
            meta => {
                return errors.push(syn::Error::new_spanned(
                    meta,
                    format!("expected `typed_id(key = value, ...)`, {USAGE}"),
                ));
            }
        };
        let entries = split_entries(list.tokens.clone());
        if entries.is_empty() {
            return errors.push(syn::Error::new_spanned(
                attr,
                format!(
                    "empty `#[typed_id()]`: expected one or more `key = value`, {USAGE}\n\
                     help: remove the attribute for a typed ID with neither prefix nor version"
                ),
            ));
        }
        for entry in entries {
            if let Err(err) = self.entry(&entry) {
                errors.push(err);
            }
        }
    }

    /// Reads one `key = value`. A value of the wrong type still counts as given, so
    /// that checks between keys do not report a missing key on top of it; that error
    /// is returned after the setting is recorded.
    fn entry(&mut self, entry: &Entry) -> syn::Result<()> {
        let (key, name, value) = key_and_value(entry)?;
        if self.is_set(key) {
            return Err(syn::Error::new(
                name.span(),
                format!("`{}` is set twice: each key may be given once", key.name()),
            ));
        }
        let (literal, error) = match typed_value(&value, key) {
            Ok(literal) => (Some(literal), Ok(())),
            Err(err) => (None, Err(err)),
        };
        let string = |literal: Option<Lit>| match literal {
            Some(Lit::Str(lit)) => Some(lit),
            _ => None,
        };
        match key {
            Key::Version => {
                let value = match literal {
                    Some(Lit::Int(lit)) => Some(lit),
                    _ => None,
                };
                self.version = Some(Setting { key: name, value });
            }
            Key::Prefix => {
                self.prefix = Some(Setting {
                    key: name,
                    value: string(literal),
                });
            }
            Key::Format => {
                self.format = Some(Setting {
                    key: name,
                    value: string(literal),
                });
            }
            Key::Namespace => {
                self.namespace = Some(Setting {
                    key: name,
                    value: string(literal),
                });
            }
            Key::Crate => {
                self.krate = Some(Setting {
                    key: name,
                    value: string(literal),
                });
            }
        }
        error
    }

    fn is_set(&self, key: Key) -> bool {
        match key {
            Key::Prefix => self.prefix.is_some(),
            Key::Format => self.format.is_some(),
            Key::Version => self.version.is_some(),
            Key::Namespace => self.namespace.is_some(),
            Key::Crate => self.krate.is_some(),
        }
    }
}

/// The key, which must be known, and the tokens after its `=`.
fn key_and_value(entry: &Entry) -> syn::Result<(Key, Ident, Arg)> {
    let name = match entry.tokens.first() {
        Some(TokenTree::Ident(name)) => name,
        Some(other) => {
            return Err(syn::Error::new(
                other.span(),
                format!("expected a key, {}, found `{other}`", Key::EXPECTED),
            ));
        }
        None => {
            return Err(syn::Error::new(
                entry.comma,
                format!("expected a key before `,`: {}", Key::EXPECTED),
            ));
        }
    };
    let Some(key) = Key::from_name(&name.to_string()) else {
        return Err(unknown_key(name));
    };
    let value = value_tokens(name, &entry.tokens[1..])?;
    Ok((key, name.clone(), value))
}

/// One comma-separated entry of the attribute.
struct Entry {
    tokens: Vec<TokenTree>,
    /// The comma that ends it, for an entry that is empty.
    comma: Span,
}

fn split_entries(tokens: TokenStream) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut current = Vec::new();
    for token in tokens {
        match &token {
            TokenTree::Punct(p) if p.as_char() == ',' => entries.push(Entry {
                tokens: std::mem::take(&mut current),
                comma: p.span(),
            }),
            _ => current.push(token),
        }
    }
    if !current.is_empty() {
        entries.push(Entry {
            tokens: current,
            comma: Span::call_site(),
        });
    }
    entries
}

fn unknown_key(ident: &Ident) -> syn::Error {
    let name = ident.to_string();
    // One or two edits away, and not most of the word: `prefx`, `versoin`, `krate`.
    let suggestion = Key::ALL
        .iter()
        .map(|key| (edit_distance(&name, key.name()), key.name()))
        .filter(|&(distance, known)| distance <= 2 && distance * 2 < known.len())
        .min_by_key(|&(distance, _)| distance);
    let help = suggestion.map_or_else(String::new, |(_, known)| {
        format!("\nhelp: did you mean `{known}`?")
    });
    syn::Error::new(
        ident.span(),
        format!("unknown key `{name}`: expected {}{help}", Key::EXPECTED),
    )
}

/// The tokens after `key =`.
fn value_tokens(key: &Ident, rest: &[TokenTree]) -> syn::Result<Arg> {
    match rest {
        [TokenTree::Punct(eq), value @ ..] if eq.as_char() == '=' => {
            if value.is_empty() {
                Err(syn::Error::new(
                    eq.span(),
                    format!("expected a value after `{key} =`"),
                ))
            } else {
                Ok(Arg {
                    tokens: value.to_vec(),
                })
            }
        }
        _ => {
            let span = rest.first().map_or(key.span(), TokenTree::span);
            Err(syn::Error::new(
                span,
                format!("expected `=` and a value after `{key}`, {USAGE}"),
            ))
        }
    }
}

/// The value as a literal of the key's type, or an error that says what was found.
fn typed_value(value: &Arg, key: Key) -> syn::Result<Lit> {
    let (expected, example) = key.expected_value();
    if let Some(err) = value.trailing_tokens_error() {
        return Err(err);
    }
    let literal = value.as_literal();
    let fits = match key {
        Key::Version => matches!(literal, Some(Lit::Int(_))),
        _ => matches!(literal, Some(Lit::Str(_))),
    };
    if fits {
        return Ok(literal.expect("a literal fits"));
    }
    let name = key.name();
    let found = literal
        .as_ref()
        .map_or_else(|| value.describe(), |lit| describe_literal(lit).to_owned());
    let help = help_for(value, literal.as_ref(), key)
        .unwrap_or_else(|| format!("write `{name} = {example}`"));
    Err(syn::Error::new(
        value.span(),
        format!("expected {expected} for `{name}`, found {found}\nhelp: {help}"),
    ))
}

/// A fix for a value of the wrong type, where one is clear.
fn help_for(value: &Arg, literal: Option<&Lit>, key: Key) -> Option<String> {
    match (literal, key) {
        (Some(Lit::Str(lit)), Key::Version) => {
            let text = lit.value();
            text.trim()
                .parse::<u8>()
                .ok()
                .map(|number| format!("write `version = {number}`, without quotes"))
        }
        (None, Key::Namespace) => {
            let text = tokens_text(value);
            let name = text.rsplit("::").next().unwrap_or_default();
            let name = name.strip_prefix("NAMESPACE_").unwrap_or(name);
            Some(namespace::by_name(name).map_or_else(
                || {
                    "the derive reads the namespace as text; write the UUID as a string literal"
                        .to_owned()
                },
                |known| {
                    format!(
                        "for the {name} namespace, write `namespace = \"{}\"`",
                        hyphenated(known)
                    )
                },
            ))
        }
        (None, Key::Prefix | Key::Format | Key::Crate) if is_path(value) => Some(format!(
            "write it as a string literal: `{} = \"{}\"`",
            key.name(),
            tokens_text(value)
        )),
        _ => None,
    }
}

/// A UUID's lowercase hyphenated text.
fn hyphenated(value: u128) -> String {
    let hex = format!("{value:032x}");
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

/// Whether the value is a plain path such as `user` or `my_ids::inner`.
fn is_path(value: &Arg) -> bool {
    value.tokens.iter().all(|token| match token {
        TokenTree::Ident(_) => true,
        TokenTree::Punct(p) => p.as_char() == ':',
        TokenTree::Group(g) => g.delimiter() == Delimiter::None,
        TokenTree::Literal(_) => false,
    })
}

fn tokens_text(value: &Arg) -> String {
    value.to_token_stream().to_string().replace(' ', "")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The settings and errors of the attributes on `struct A(Uuid);`.
    fn read(attrs: &str) -> (Attrs, Vec<String>) {
        let input: syn::DeriveInput = syn::parse_str(&format!("{attrs} struct A(Uuid);")).unwrap();
        let mut errors = Vec::new();
        let settings = Attrs::from_syn(&input.attrs, &mut errors);
        (settings, errors.iter().map(ToString::to_string).collect())
    }

    /// The one error of `attrs`.
    fn error(attrs: &str) -> String {
        let (_, errors) = read(attrs);
        assert_eq!(errors.len(), 1, "{attrs}: {errors:?}");
        errors.into_iter().next().unwrap()
    }

    fn value<T>(setting: Option<&Setting<T>>) -> Option<&T> {
        setting.and_then(|setting| setting.value.as_ref())
    }

    #[test]
    fn every_key_is_read_with_its_literal() {
        let (attrs, errors) = read(
            "#[derive(Debug)] #[typed_id(prefix = \"user\", format = \"base58\", version = 7, \
             namespace = \"6ba7b811-9dad-11d1-80b4-00c04fd430c8\", crate = \"ids\",)]",
        );
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(value(attrs.prefix.as_ref()).unwrap().value(), "user");
        assert_eq!(value(attrs.format.as_ref()).unwrap().value(), "base58");
        assert_eq!(value(attrs.version.as_ref()).unwrap().base10_digits(), "7");
        assert_eq!(
            value(attrs.namespace.as_ref()).unwrap().value(),
            "6ba7b811-9dad-11d1-80b4-00c04fd430c8"
        );
        assert_eq!(value(attrs.krate.as_ref()).unwrap().value(), "ids");
        assert_eq!(attrs.prefix.unwrap().key, "prefix");

        let (attrs, errors) = read("");
        assert!(errors.is_empty() && attrs.prefix.is_none() && attrs.version.is_none());
    }

    #[test]
    fn a_value_of_the_wrong_type_counts_as_given_with_its_error() {
        let (attrs, errors) = read("#[typed_id(version = \"7\", prefix = 1)]");
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(attrs.version.is_some_and(|setting| setting.value.is_none()));
        assert!(attrs.prefix.is_some_and(|setting| setting.value.is_none()));
        for key in ["format", "namespace", "crate"] {
            let (attrs, errors) = read(&format!("#[typed_id({key} = 1)]"));
            assert_eq!(errors.len(), 1, "{key}");
            let setting = match key {
                "format" => attrs.format,
                "namespace" => attrs.namespace,
                _ => attrs.krate,
            };
            assert!(
                setting.is_some_and(|setting| setting.value.is_none()),
                "{key}"
            );
        }
    }

    #[test]
    fn mistakes_of_shape_are_errors_that_say_what_to_write() {
        let usage = "such as `#[typed_id(prefix = \"user\", version = 7)]`";
        for (attrs, expected) in [
            (
                "#[typed_id]",
                format!("expected `typed_id(key = value, ...)`, {usage}"),
            ),
            (
                "#[typed_id = \"user\"]",
                format!("expected `typed_id(key = value, ...)`, {usage}"),
            ),
            (
                "#[typed_id()]",
                format!(
                    "empty `#[typed_id()]`: expected one or more `key = value`, {usage}\n\
                     help: remove the attribute for a typed ID with neither prefix nor version"
                ),
            ),
            (
                "#[typed_id(prefix = \"a\")] #[typed_id(version = 7)]",
                "`#[typed_id(...)]` is given twice: put every key in one attribute".to_owned(),
            ),
            (
                "#[typed_id(prefix = \"a\", version = 7, prefix = \"b\")]",
                "`prefix` is set twice: each key may be given once".to_owned(),
            ),
            (
                "#[typed_id(version = 7, version = 8)]",
                "`version` is set twice: each key may be given once".to_owned(),
            ),
            (
                "#[typed_id(\"user\" = 1)]",
                "expected a key, `prefix`, `format`, `version`, `namespace` or `crate`, \
                 found `\"user\"`"
                    .to_owned(),
            ),
            (
                "#[typed_id(, version = 7)]",
                "expected a key before `,`: `prefix`, `format`, `version`, `namespace` or \
                 `crate`"
                    .to_owned(),
            ),
            (
                "#[typed_id(prefix)]",
                format!("expected `=` and a value after `prefix`, {usage}"),
            ),
            (
                "#[typed_id(prefix \"user\")]",
                format!("expected `=` and a value after `prefix`, {usage}"),
            ),
            (
                "#[typed_id(prefix =)]",
                "expected a value after `prefix =`".to_owned(),
            ),
            (
                "#[typed_id(prefix: \"user\")]",
                format!("expected `=` and a value after `prefix`, {usage}"),
            ),
        ] {
            assert_eq!(error(attrs), expected, "{attrs}");
        }
    }

    #[test]
    fn an_unknown_key_gets_the_known_one_it_is_close_to() {
        let expected = "`prefix`, `format`, `version`, `namespace` or `crate`";
        for (key, help) in [
            ("prefx", "\nhelp: did you mean `prefix`?"),
            ("versoin", "\nhelp: did you mean `version`?"),
            ("krate", "\nhelp: did you mean `crate`?"),
            ("formats", "\nhelp: did you mean `format`?"),
            ("namespac", "\nhelp: did you mean `namespace`?"),
            ("fmt", ""),
            // Three edits from `namespace`: too far, though not most of the word.
            ("nmspce", ""),
            ("id", ""),
            ("prefix_name", ""),
        ] {
            assert_eq!(
                error(&format!("#[typed_id({key} = 1)]")),
                format!("unknown key `{key}`: expected {expected}{help}"),
                "{key}"
            );
        }
    }

    #[test]
    fn a_value_of_the_wrong_type_gets_a_fix_where_one_is_clear() {
        for (entry, expected) in [
            (
                "version = \"7\"",
                "expected an integer literal for `version`, found a string literal\n\
                 help: write `version = 7`, without quotes",
            ),
            (
                "version = \" 8 \"",
                "expected an integer literal for `version`, found a string literal\n\
                 help: write `version = 8`, without quotes",
            ),
            (
                "version = \"seven\"",
                "expected an integer literal for `version`, found a string literal\n\
                 help: write `version = 7`",
            ),
            (
                "version = v7",
                "expected an integer literal for `version`, found `v7`\nhelp: write `version = 7`",
            ),
            (
                "prefix = user",
                "expected a string literal for `prefix`, found `user`\n\
                 help: write it as a string literal: `prefix = \"user\"`",
            ),
            (
                "crate = my_ids::inner",
                "expected a string literal with a path for `crate`, found an expression\n\
                 help: write it as a string literal: `crate = \"my_ids::inner\"`",
            ),
            (
                "format = (base58)",
                "expected a string literal for `format`, found an expression\n\
                 help: write `format = \"base58\"`",
            ),
            (
                "format = 58",
                "expected a string literal for `format`, found an integer literal\n\
                 help: write `format = \"base58\"`",
            ),
            (
                "namespace = Uuid::NAMESPACE_URL",
                "expected a UUID string literal for `namespace`, found an expression\n\
                 help: for the URL namespace, write \
                 `namespace = \"6ba7b811-9dad-11d1-80b4-00c04fd430c8\"`",
            ),
            (
                "namespace = X500",
                "expected a UUID string literal for `namespace`, found `X500`\n\
                 help: for the X500 namespace, write \
                 `namespace = \"6ba7b814-9dad-11d1-80b4-00c04fd430c8\"`",
            ),
            (
                "namespace = MY_NAMESPACE",
                "expected a UUID string literal for `namespace`, found `MY_NAMESPACE`\n\
                 help: the derive reads the namespace as text; write the UUID as a string literal",
            ),
            (
                "namespace = 7",
                "expected a UUID string literal for `namespace`, found an integer literal\n\
                 help: write `namespace = \"6ba7b811-9dad-11d1-80b4-00c04fd430c8\"`",
            ),
            (
                "prefix = \"user\" 7",
                "unexpected `7` after the literal: expected `,` or the end of the arguments",
            ),
        ] {
            assert_eq!(error(&format!("#[typed_id({entry})]")), expected, "{entry}");
        }
    }
}
