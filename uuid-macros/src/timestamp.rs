//! `timestamp!(...)`: an instant from RFC 3339 text checked with the runtime's own
//! grammar: a literal when the macro expands, its problem drawn under it; any other
//! constant expression of type `&str` when the compiler evaluates it, with the same
//! message.

use proc_macro2::{Literal, TokenStream};
use quote::{quote, quote_spanned};
use syn::Lit;

use crate::args::{Input, Value};
use crate::diagnostic::literal_error;
use crate::shared::rfc3339;

/// An example of what `timestamp!` takes, for messages.
const EXAMPLE: &str = "`timestamp!(\"2026-05-01T12:00:00Z\")`";

pub(crate) fn expand(input: &Input) -> syn::Result<TokenStream> {
    let arg = match input.args.as_slice() {
        [] => {
            return Err(syn::Error::new(
                input.trailing_span,
                format!("expected an RFC 3339 date-time string literal, such as {EXAMPLE}"),
            ));
        }
        [arg] => arg,
        [_, extra, ..] => {
            return Err(syn::Error::new(
                extra.span(),
                "unexpected argument: `timestamp!` takes one argument, the date-time's text",
            ));
        }
    };
    let krate = input.krate();
    match arg.value()? {
        Value::Literal(Lit::Str(lit)) => {
            let text = lit.value();
            let instant = rfc3339::parse(&text).map_err(|err| {
                literal_error(&lit, err.span(), err.message().as_str(), err.hint())
            })?;
            Ok(constant(&krate, instant.seconds, instant.nanos))
        }
        Value::Literal(_) => Err(syn::Error::new(
            arg.span(),
            format!(
                "expected an RFC 3339 date-time string literal or a constant expression of \
                 type `&str`, such as {EXAMPLE}, found {}",
                arg.describe()
            ),
        )),
        Value::Expr(expr) => {
            let tokens = &expr.tokens;
            let call = quote_spanned!(expr.span=> #krate::__private::parse_timestamp);
            // In the const-generic path where the argument can only name constants
            // that do not depend on generic parameters, as `uuid!` does.
            Ok(if expr.is_pattern_safe {
                quote!(#krate::__private::TimestampLiteral::<{ #call(#tokens).to_unix_nanos() }>::TIMESTAMP)
            } else {
                quote!(const { #call(#tokens) })
            })
        }
    }
}

/// A timestamp known at expansion time: a path to a constant.
fn constant(krate: &TokenStream, seconds: i64, nanos: u32) -> TokenStream {
    let unix_nanos =
        Literal::i128_suffixed(i128::from(seconds) * 1_000_000_000 + i128::from(nanos));
    quote!(#krate::__private::TimestampLiteral::<#unix_nanos>::TIMESTAMP)
}

/// What stands for the value after `errors`: the same path, so that the user sees the
/// errors alone.
pub(crate) fn error_value(krate: &TokenStream, errors: &TokenStream) -> TokenStream {
    quote!(#krate::__private::TimestampLiteral::<{ #errors; 0 }>::TIMESTAMP)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(text: &str) -> String {
        let lit = syn::LitStr::new(text, proc_macro2::Span::call_site());
        let err = rfc3339::parse(text).unwrap_err();
        literal_error(&lit, err.span(), err.message().as_str(), err.hint()).to_string()
    }

    #[test]
    fn a_missing_offset_is_drawn_with_its_help() {
        assert_eq!(
            message("2026-05-01T12:00:00"),
            "missing offset at position 19: RFC 3339 requires `Z` or `±hh:mm` after the time\n\
             \"2026-05-01T12:00:00\"\n                    ^ help: add `Z` for UTC"
        );
    }
}
