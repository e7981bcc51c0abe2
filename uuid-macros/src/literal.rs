//! `uuid!(...)`: a UUID from text checked with the runtime's own grammar: a literal
//! when the macro expands, with every problem drawn under it; any other constant
//! expression of type `&str` when the compiler evaluates it, with the same messages.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::{Lit, LitStr};

use crate::args::{Arg, Expr, Input, Value};
use crate::diagnostic::{combine, literal_error};
use crate::expand;
use crate::shared::text::error::{Error, UuidErrorKind};
use crate::shared::text::hex;

/// How many problems in one literal are worth drawing before the rest is noise.
const MAX_ERRORS: usize = 8;

/// What `uuid!` takes, for "expected ..." messages.
const EXPECTED: &str = "a UUID string literal or a constant expression of type `&str`";

pub(crate) fn expand(input: &Input) -> syn::Result<TokenStream> {
    let arg = match input.args.as_slice() {
        [] => {
            return Err(syn::Error::new(
                input.trailing_span,
                "expected a UUID string literal, such as `uuid!(\"67e55044-10b1-426f-9247-bb680e5fe0c8\")`",
            ));
        }
        [arg] => arg,
        [_, extra, ..] => {
            return Err(syn::Error::new(
                extra.span(),
                "unexpected argument: `uuid!` takes one argument, the UUID's text",
            ));
        }
    };
    let krate = input.krate();
    Ok(match uuid_argument(arg, EXPECTED)? {
        UuidArgument::Known(value) => expand::constant(&krate, value),
        UuidArgument::Expr(expr) => {
            let uuid = parse_text(&krate, &expr);
            expand::evaluated(&krate, &uuid, expr.is_pattern_safe)
        }
    })
}

/// A UUID argument: known from a literal, or an expression for the compiler.
pub(crate) enum UuidArgument {
    Known(u128),
    Expr(Expr),
}

/// An argument that is a UUID string literal or an expression; `expected` names what
/// is accepted in the error for a literal of another kind.
pub(crate) fn uuid_argument(arg: &Arg, expected: &str) -> syn::Result<UuidArgument> {
    match arg.value()? {
        Value::Literal(Lit::Str(lit)) => {
            check(&lit).map(|bytes| UuidArgument::Known(u128::from_be_bytes(bytes)))
        }
        Value::Literal(other) => {
            let help = match other {
                Lit::ByteStr(_) => "\nhelp: remove the `b` prefix: the UUID is text",
                Lit::Int(_) => "\nhelp: for a UUID from a number, use `Uuid::from_u128(...)`",
                _ => "",
            };
            Err(syn::Error::new(
                arg.span(),
                format!("expected {expected}, found {}{help}", arg.describe()),
            ))
        }
        Value::Expr(expr) => Ok(UuidArgument::Expr(expr)),
    }
}

/// The runtime's parse of the text `expr`, which fails the build with the grammar's
/// message; a type error points at the user's tokens.
pub(crate) fn parse_text(krate: &TokenStream, expr: &Expr) -> TokenStream {
    let tokens = &expr.tokens;
    let span = expr.span;
    let call = quote_spanned!(span=> #krate::__private::parse_text);
    quote!(#call(#tokens))
}

/// Checks the literal's text, reporting every problem, not just the first.
pub(crate) fn check(lit: &LitStr) -> syn::Result<[u8; 16]> {
    let mut text = lit.value();
    let mut problems: Vec<Error> = Vec::new();
    let mut more = 0;
    loop {
        match hex::parse(&text) {
            Ok(bytes) if problems.is_empty() => return Ok(bytes),
            Ok(_) => break,
            // After a stand-in, only another one-character problem is certain to be
            // real: a structural error may come from the stand-in itself.
            Err(err) if !problems.is_empty() && stand_in(err.kind()).is_none() => break,
            Err(err) => {
                if problems.len() < MAX_ERRORS {
                    problems.push(err);
                } else {
                    more += 1;
                }
                // Stand a valid character in for a bad one, and look again.
                let Some(stand_in) = stand_in(err.kind()) else {
                    break;
                };
                text = text
                    .chars()
                    .enumerate()
                    .map(|(i, c)| if i == err.position() { stand_in } else { c })
                    .collect();
            }
        }
    }
    let last = problems.len() - 1;
    let errors = problems.iter().enumerate().map(|(i, err)| {
        let mut message = err.to_string();
        if i == last && more > 0 {
            let problems = if more == 1 { "problem" } else { "problems" };
            message = format!("{message} (and {more} more {problems} in this literal)");
        }
        literal_error(lit, err.span(), &message, err.hint())
    });
    Err(combine(errors).expect("at least one problem was found"))
}

/// A character that fixes a one-character problem, so the search can go on.
fn stand_in(kind: UuidErrorKind) -> Option<char> {
    match kind {
        UuidErrorKind::InvalidCharacter { .. } => Some('0'),
        UuidErrorKind::MissingHyphen { .. } => Some('-'),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(text: &str) -> Vec<String> {
        let lit = LitStr::new(text, proc_macro2::Span::call_site());
        check(&lit)
            .unwrap_err()
            .into_iter()
            .map(|err| err.to_string())
            .collect()
    }

    #[test]
    fn text_that_is_not_a_uuid_is_one_error() {
        for text in ["hello", "TODO", "not-a-uuid", "nope"] {
            let found = messages(text);
            assert_eq!(found.len(), 1, "{found:?}");
            assert!(found[0].starts_with("not a UUID: "), "{found:?}");
        }
    }

    /// After a stand-in, a structural error is not shown: the stand-in may have made it.
    /// Here the `x` where the first hyphen belongs becomes a `0`, which makes a first group
    /// of 13 digits that the text does not have.
    #[test]
    fn after_a_stand_in_only_one_character_problems_are_shown() {
        let found = messages("00000000x0000-0000-0000-00000000000");
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(
            found[0].starts_with("invalid character `x` at position 8"),
            "{found:?}"
        );
        // Another one-character problem after it is real, and shown.
        let found = messages("0000000g-0000-0000-0000x000000000000");
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            found[1].starts_with("missing hyphen at position 23"),
            "{found:?}"
        );
        // And after a missing hyphen's stand-in, too.
        let found = messages("00000000-0000_0000-0000-00000000000g");
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            found[0].starts_with("missing hyphen at position 13"),
            "{found:?}"
        );
        assert!(
            found[1].starts_with("invalid character `g` at position 35"),
            "{found:?}"
        );
    }

    #[test]
    fn more_problems_than_shown_are_counted() {
        let found = messages("gggggggg-gggg-gggg-gggg-gggggggggggg");
        assert_eq!(found.len(), MAX_ERRORS);
        assert!(
            found[MAX_ERRORS - 1].contains("(and 24 more problems in this literal)"),
            "{found:?}"
        );
        assert!(!found[0].contains("more"));
    }
}
