//! `#[typed_id(key = value, ...)]`: the keys and the type of each value, keeping the
//! original tokens so that later errors point at them.
//!
//! The attribute is split by hand rather than with `parse_nested_meta`, which stops at
//! the first mistake: here every entry is read, and every mistake reported.

use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};
use syn::{Attribute, Lit, LitInt, LitStr, Meta};

use crate::args::{Arg, describe_literal};
use crate::diagnostic::edit_distance;

const KEYS: [&str; 4] = ["prefix", "version", "namespace", "crate"];
const EXPECTED_KEY: &str = "`prefix`, `version`, `namespace` or `crate`";
const USAGE: &str = "such as `#[typed_id(prefix = \"user\", version = 7)]`";

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
    pub version: Option<Setting<LitInt>>,
    pub namespace: Option<Setting<LitStr>>,
    pub krate: Option<Setting<LitStr>>,
}

pub(crate) fn is_typed_id_attr(attr: &Attribute) -> bool {
    attr.path().is_ident("typed_id")
}

impl Attrs {
    pub fn from_syn(attrs: &[Attribute], errors: &mut Vec<syn::Error>) -> Self {
        let mut settings = Self::default();
        for attr in attrs.iter().filter(|attr| is_typed_id_attr(attr)) {
            match &attr.meta {
                Meta::List(list) => {
                    for entry in split_entries(list.tokens.clone()) {
                        settings.entry(&entry, errors);
                    }
                }
                meta => errors.push(syn::Error::new_spanned(
                    meta,
                    format!("expected `typed_id(key = value, ...)`, {USAGE}"),
                )),
            }
        }
        settings
    }

    /// Reads one `key = value`. A value of the wrong type still counts as given, so
    /// that checks between keys do not report a missing key on top of it.
    fn entry(&mut self, entry: &Entry, errors: &mut Vec<syn::Error>) {
        let (key, value) = match key_and_value(entry) {
            Ok(parts) => parts,
            Err(err) => return errors.push(err),
        };
        let name = key.to_string();
        let already_set = match name.as_str() {
            "version" => self.version.is_some(),
            "namespace" => self.namespace.is_some(),
            "crate" => self.krate.is_some(),
            _ => self.prefix.is_some(),
        };
        if already_set {
            return errors.push(syn::Error::new(
                key.span(),
                format!("`{name}` is set twice: each key may be given once"),
            ));
        }
        let literal = typed_value(&value, &name)
            .map_err(|err| errors.push(err))
            .ok();
        let string = |literal: Option<Lit>| match literal {
            Some(Lit::Str(lit)) => Some(lit),
            _ => None,
        };
        match name.as_str() {
            "version" => {
                let value = match literal {
                    Some(Lit::Int(lit)) => Some(lit),
                    _ => None,
                };
                self.version = Some(Setting { key, value });
            }
            "namespace" => {
                self.namespace = Some(Setting {
                    key,
                    value: string(literal),
                });
            }
            "crate" => {
                self.krate = Some(Setting {
                    key,
                    value: string(literal),
                });
            }
            _ => {
                self.prefix = Some(Setting {
                    key,
                    value: string(literal),
                });
            }
        }
    }
}

/// The key, which must be known, and the tokens after its `=`.
fn key_and_value(entry: &Entry) -> syn::Result<(Ident, Arg)> {
    let key = match entry.tokens.first() {
        Some(TokenTree::Ident(key)) => key,
        Some(other) => {
            return Err(syn::Error::new(
                other.span(),
                format!("expected a key, {EXPECTED_KEY}, found `{other}`"),
            ));
        }
        None => {
            return Err(syn::Error::new(
                entry.comma,
                format!("expected a key before `,`: {EXPECTED_KEY}"),
            ));
        }
    };
    let name = key.to_string();
    if !KEYS.contains(&name.as_str()) {
        return Err(unknown_key(key, &name));
    }
    let value = value_tokens(key, &name, &entry.tokens[1..])?;
    Ok((key.clone(), value))
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

fn unknown_key(key: &Ident, name: &str) -> syn::Error {
    // One or two edits away, and not most of the word: `prefx`, `versoin`, `krate`.
    let suggestion = KEYS
        .iter()
        .map(|&known| (edit_distance(name, known), known))
        .filter(|&(distance, known)| distance <= 2 && distance * 2 < known.len())
        .min_by_key(|&(distance, _)| distance);
    let help = suggestion.map_or_else(String::new, |(_, known)| {
        format!("\nhelp: did you mean `{known}`?")
    });
    syn::Error::new(
        key.span(),
        format!("unknown key `{name}`: expected {EXPECTED_KEY}{help}"),
    )
}

/// The tokens after `key =`.
fn value_tokens(key: &Ident, name: &str, rest: &[TokenTree]) -> syn::Result<Arg> {
    match rest {
        [TokenTree::Punct(eq), value @ ..] if eq.as_char() == '=' => {
            if value.is_empty() {
                Err(syn::Error::new(
                    eq.span(),
                    format!("expected a value after `{name} =`"),
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
                format!("expected `=` and a value after `{name}`, {USAGE}"),
            ))
        }
    }
}

/// The value as a literal of the key's type, or an error that says what was found.
fn typed_value(value: &Arg, name: &str) -> syn::Result<Lit> {
    let (expected, example) = match name {
        "version" => ("an integer literal", "7"),
        "namespace" => (
            "a UUID string literal",
            "\"6ba7b811-9dad-11d1-80b4-00c04fd430c8\"",
        ),
        "crate" => ("a string literal with a path", "\"my_ids\""),
        _ => ("a string literal", "\"user\""),
    };
    if let Some(err) = value.trailing_tokens_error() {
        return Err(err);
    }
    let literal = value.as_literal();
    let fits = if name == "version" {
        matches!(literal, Some(Lit::Int(_)))
    } else {
        matches!(literal, Some(Lit::Str(_)))
    };
    if fits {
        return Ok(literal.expect("a literal fits"));
    }
    let found = literal
        .as_ref()
        .map_or_else(|| value.describe(), |lit| describe_literal(lit).to_owned());
    let help = help_for(value, literal.as_ref(), name)
        .unwrap_or_else(|| format!("write `{name} = {example}`"));
    Err(syn::Error::new(
        value.span(),
        format!("expected {expected} for `{name}`, found {found}\nhelp: {help}"),
    ))
}

/// A fix for a value of the wrong type, where one is clear.
fn help_for(value: &Arg, literal: Option<&Lit>, name: &str) -> Option<String> {
    match (literal, name) {
        (Some(Lit::Str(lit)), "version") => {
            let text = lit.value();
            text.trim()
                .parse::<u8>()
                .ok()
                .map(|number| format!("write `version = {number}`, without quotes"))
        }
        (None, "namespace") => {
            let text = tokens_text(value);
            let name = text.rsplit("::").next().unwrap_or_default();
            let name = name.strip_prefix("NAMESPACE_").unwrap_or(name);
            let known = match name {
                "DNS" => "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
                "URL" => "6ba7b811-9dad-11d1-80b4-00c04fd430c8",
                "OID" => "6ba7b812-9dad-11d1-80b4-00c04fd430c8",
                "X500" => "6ba7b814-9dad-11d1-80b4-00c04fd430c8",
                _ => {
                    return Some(
                        "the derive reads the namespace as text; write the UUID as a string literal"
                            .to_owned(),
                    );
                }
            };
            Some(format!(
                "for the {name} namespace, write `namespace = \"{known}\"`"
            ))
        }
        (None, "prefix" | "crate") if is_path(value) => Some(format!(
            "write it as a string literal: `{name} = \"{}\"`",
            tokens_text(value)
        )),
        _ => None,
    }
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
