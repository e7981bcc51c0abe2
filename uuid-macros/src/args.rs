//! Splitting a macro's input into the runtime crate's path and the user's arguments.
//!
//! The `macro_rules!` wrappers in `uuid-runtime` call the proc macros as
//! `inner!($crate, <user tokens>)`, so the generated code can name the runtime crate
//! through `$crate`, however the user renamed it.

use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};
use quote::ToTokens;
use syn::Lit;

/// One comma-separated argument as the user wrote it.
pub(crate) struct Arg {
    pub tokens: Vec<TokenTree>,
}

impl Arg {
    /// The span from the first token to the last (just the first on stable).
    pub fn span(&self) -> Span {
        let first = self
            .tokens
            .first()
            .map_or_else(Span::call_site, TokenTree::span);
        let last = self.tokens.last().map_or(first, TokenTree::span);
        first.join(last).unwrap_or(first)
    }

    pub fn to_token_stream(&self) -> TokenStream {
        self.tokens.iter().cloned().collect()
    }

    /// The argument as a single literal, if it is one. A literal that reaches us through
    /// a `macro_rules!` fragment is wrapped in an invisible group; look through it.
    pub fn as_literal(&self) -> Option<Lit> {
        match self.tokens.as_slice() {
            [TokenTree::Literal(lit)] => Some(Lit::new(lit.clone())),
            [TokenTree::Group(group)] if group.delimiter() == Delimiter::None => {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                Arg { tokens: inner }.as_literal()
            }
            _ => None,
        }
    }

    /// An error for tokens that follow a literal without a comma, as in `("..." x)`.
    pub fn trailing_tokens_error(&self) -> Option<syn::Error> {
        let [TokenTree::Literal(_), next, ..] = self.tokens.as_slice() else {
            return None;
        };
        Some(syn::Error::new(
            next.span(),
            format!(
                "unexpected `{next}` after the literal: expected `,` or the end of the arguments"
            ),
        ))
    }

    /// What the argument is, for "expected ..., found ..." messages.
    pub fn describe(&self) -> String {
        if let Some(lit) = self.as_literal() {
            return describe_literal(&lit).to_owned();
        }
        match self.tokens.as_slice() {
            [TokenTree::Ident(ident)] => format!("`{ident}`"),
            [TokenTree::Group(group)] if group.delimiter() == Delimiter::Bracket => {
                "an array".to_owned()
            }
            _ => "an expression".to_owned(),
        }
    }
}

/// The kind of a literal, with its article.
pub(crate) fn describe_literal(lit: &Lit) -> &'static str {
    match lit {
        Lit::Str(_) => "a string literal",
        Lit::ByteStr(_) => "a byte string literal",
        Lit::CStr(_) => "a C string literal",
        Lit::Byte(_) => "a byte literal",
        Lit::Char(_) => "a character literal",
        Lit::Int(_) => "an integer literal",
        Lit::Float(_) => "a float literal",
        Lit::Bool(_) => "a boolean literal",
        _ => "a literal",
    }
}

/// The input of one of the inner proc macros: `$crate, args...`.
pub(crate) struct Input {
    /// `$crate` as the wrapper passed it.
    pub krate: TokenTree,
    /// The arguments between top-level commas; a trailing comma is allowed.
    pub args: Vec<Arg>,
    /// The commas the user wrote, to point at where something is missing.
    pub trailing_span: Span,
}

impl Input {
    pub fn split(input: TokenStream) -> syn::Result<Self> {
        let mut tokens = input.into_iter();
        let krate = tokens
            .next()
            .ok_or_else(|| syn::Error::new(Span::call_site(), "missing crate path"))?;
        match tokens.next() {
            Some(TokenTree::Punct(p)) if p.as_char() == ',' => {}
            _ => {
                return Err(syn::Error::new(
                    Span::call_site(),
                    "call this macro through `uuid_runtime`, not `uuid_macros`",
                ));
            }
        }
        let mut args = Vec::new();
        let mut current = Vec::new();
        let mut trailing_span = Span::call_site();
        for token in tokens {
            match &token {
                TokenTree::Punct(p) if p.as_char() == ',' => {
                    trailing_span = p.span();
                    args.push(Arg {
                        tokens: std::mem::take(&mut current),
                    });
                }
                _ => current.push(token),
            }
        }
        if !current.is_empty() {
            args.push(Arg { tokens: current });
        }
        Ok(Self {
            krate,
            args,
            trailing_span,
        })
    }

    /// `$crate` as tokens, to prefix generated paths with.
    pub fn krate(&self) -> TokenStream {
        self.krate.to_token_stream()
    }
}

/// The tokens inside a `uuid!(...)` (or `path::uuid!(...)`) namespace argument.
pub(crate) fn nested_uuid_macro(arg: &Arg) -> Option<Arg> {
    let [path @ .., TokenTree::Punct(bang), TokenTree::Group(group)] = arg.tokens.as_slice() else {
        return None;
    };
    let is_uuid = matches!(path.last(), Some(TokenTree::Ident(name)) if name == "uuid");
    if bang.as_char() != '!' || !is_uuid || group.delimiter() == Delimiter::None {
        return None;
    }
    Some(group_arg(group))
}

fn group_arg(group: &Group) -> Arg {
    Arg {
        tokens: group.stream().into_iter().collect(),
    }
}
