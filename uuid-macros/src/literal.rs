//! `uuid!("...")`: a UUID literal checked with the runtime's own grammar.

use proc_macro2::TokenStream;
use syn::{Lit, LitStr};

use crate::args::{Arg, Input};
use crate::diagnostic::{combine, literal_error};
use crate::expand;
use crate::shared::grammar::{self, ErrorKind, ParseError};

/// How many problems in one literal are worth reporting before the rest is noise.
const MAX_ERRORS: usize = 8;

pub(crate) fn expand(input: &Input) -> syn::Result<TokenStream> {
    let bytes = parse_args(input)?;
    Ok(expand::constant(&input.krate(), u128::from_be_bytes(bytes)))
}

/// Exactly one string literal (and an optional trailing comma).
fn parse_args(input: &Input) -> syn::Result<[u8; 16]> {
    match input.args.as_slice() {
        [] => Err(syn::Error::new(
            input.trailing_span,
            "expected a UUID string literal, such as `uuid!(\"67e55044-10b1-426f-9247-bb680e5fe0c8\")`",
        )),
        [arg] => uuid_argument(arg, "a UUID string literal"),
        [_, extra, ..] => Err(syn::Error::new(
            extra.span(),
            "unexpected argument: `uuid!` takes one string literal",
        )),
    }
}

/// An argument that must be a UUID string literal; `expected` names it in errors.
pub(crate) fn uuid_argument(arg: &Arg, expected: &str) -> syn::Result<[u8; 16]> {
    if let Some(err) = arg.trailing_tokens_error() {
        return Err(err);
    }
    match arg.as_literal() {
        Some(Lit::Str(lit)) => check(&lit),
        other => {
            let help = match other {
                Some(Lit::ByteStr(_)) => "remove the `b` prefix: the UUID is text",
                Some(Lit::Int(_)) => "for a UUID from a number, use `Uuid::from_u128(...)`",
                _ => "the text must be known at compile time; at run time use `Uuid::parse_str`",
            };
            Err(syn::Error::new(
                arg.span(),
                format!(
                    "expected {expected}, found {}\nhelp: {help}",
                    arg.describe()
                ),
            ))
        }
    }
}

/// Checks the literal's text, reporting every bad character, not just the first.
pub(crate) fn check(lit: &LitStr) -> syn::Result<[u8; 16]> {
    let mut text = lit.value();
    let mut problems: Vec<ParseError> = Vec::new();
    loop {
        match grammar::parse(&text) {
            Ok(bytes) if problems.is_empty() => return Ok(bytes),
            Ok(_) => break,
            // After a stand-in, only another bad character is certain to be real: a
            // structural error may come from the stand-in itself (an extra character).
            Err(err) if !problems.is_empty() && stand_in(err.kind()).is_none() => break,
            Err(err) => {
                problems.push(err);
                // Stand a valid character in for a bad one, and look again.
                let Some(stand_in) = stand_in(err.kind()) else {
                    break;
                };
                if problems.len() == MAX_ERRORS {
                    break;
                }
                text = text
                    .chars()
                    .enumerate()
                    .map(|(i, c)| if i == err.position() { stand_in } else { c })
                    .collect();
            }
        }
    }
    let errors = problems.iter().map(|err| {
        let hint = err.suggestion().map(|digit| {
            let name = if digit == '0' { "zero" } else { "one" };
            format!("help: did you mean `{digit}` ({name})?")
        });
        literal_error(lit, err.span(), &err.to_string(), hint.as_deref())
    });
    Err(combine(errors).expect("at least one problem was found"))
}

/// A character that fixes a one-character problem, so the search can go on.
fn stand_in(kind: ErrorKind) -> Option<char> {
    match kind {
        ErrorKind::InvalidCharacter { .. } => Some('0'),
        ErrorKind::MissingHyphen { .. } => Some('-'),
        _ => None,
    }
}
