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

/// What an argument is, for the macros that take text, a namespace or a name.
pub(crate) enum Value {
    /// A literal, known at expansion time.
    Literal(Lit),
    /// Anything else: an expression for the compiler to evaluate.
    Expr(Expr),
}

/// An argument the compiler evaluates, as written.
pub(crate) struct Expr {
    pub tokens: TokenStream,
    /// Where the user wrote it, for errors about its type.
    pub span: Span,
    /// Whether it can only name constants that do not depend on generic parameters:
    /// a constant's name (`APP`) or a macro call (`concat!(...)`, `env!(...)`). Only
    /// those are evaluated where a pattern can use the result (see `expand`).
    pub is_pattern_safe: bool,
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

    /// The tokens, looking through the invisible group a `macro_rules!` fragment
    /// (`$x:expr`, `$x:literal`) wraps them in.
    fn unwrapped(&self) -> Vec<TokenTree> {
        match self.tokens.as_slice() {
            [TokenTree::Group(group)] if group.delimiter() == Delimiter::None => Arg {
                tokens: group.stream().into_iter().collect(),
            }
            .unwrapped(),
            tokens => tokens.to_vec(),
        }
    }

    /// The argument as a single literal, if it is one.
    pub fn as_literal(&self) -> Option<Lit> {
        match self.unwrapped().as_slice() {
            [TokenTree::Literal(lit)] => Some(Lit::new(lit.clone())),
            _ => None,
        }
    }

    /// A literal, or an expression for the compiler; an error for tokens that follow
    /// a literal without a comma, as in `("..." x)`.
    pub fn value(&self) -> syn::Result<Value> {
        if let Some(err) = self.trailing_tokens_error() {
            return Err(err);
        }
        if let Some(lit) = self.as_literal() {
            return Ok(Value::Literal(lit));
        }
        let tokens = self.unwrapped();
        let is_pattern_safe =
            matches!(tokens.as_slice(), [TokenTree::Ident(_)]) || is_macro_call(&tokens);
        Ok(Value::Expr(Expr {
            tokens: self.to_token_stream(),
            span: self.span(),
            is_pattern_safe,
        }))
    }

    /// An error for a literal followed by more than an operator or a method call
    /// (`"..." 42`, `"..." x`): a missing comma, most likely.
    pub fn trailing_tokens_error(&self) -> Option<syn::Error> {
        let tokens = self.unwrapped();
        let [TokenTree::Literal(_), next, ..] = tokens.as_slice() else {
            return None;
        };
        if matches!(next, TokenTree::Punct(_)) {
            return None;
        }
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
        match self.unwrapped().as_slice() {
            [TokenTree::Ident(ident)] => format!("`{ident}`"),
            [TokenTree::Group(group)] if group.delimiter() == Delimiter::Bracket => {
                "an array".to_owned()
            }
            _ => "an expression".to_owned(),
        }
    }
}

/// `path!(...)`, `path![...]` or `path! {...}`.
fn is_macro_call(tokens: &[TokenTree]) -> bool {
    let [path @ .., TokenTree::Punct(bang), TokenTree::Group(group)] = tokens else {
        return false;
    };
    bang.as_char() == '!'
        && group.delimiter() != Delimiter::None
        && !path.is_empty()
        && path.iter().all(|token| match token {
            TokenTree::Ident(_) => true,
            TokenTree::Punct(p) => p.as_char() == ':',
            _ => false,
        })
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
    /// The last comma the user wrote, to point at where something is missing.
    pub trailing_span: Span,
}

impl Input {
    /// Splits the arguments at top-level commas. A comma with nothing before it (as in
    /// `uuid!(, "...")` or `(a,, b)`) is an error at that comma.
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
                    "call this macro through `uuid_runtime`, not `uuid_runtime_macros`",
                ));
            }
        }
        let mut args = Vec::new();
        let mut current = Vec::new();
        let mut trailing_span = Span::call_site();
        for token in tokens {
            match &token {
                TokenTree::Punct(p) if p.as_char() == ',' => {
                    if current.is_empty() {
                        return Err(syn::Error::new(
                            p.span(),
                            "unexpected `,`: expected an argument before it",
                        ));
                    }
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
    let tokens = arg.unwrapped();
    let [path @ .., TokenTree::Punct(bang), TokenTree::Group(group)] = tokens.as_slice() else {
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

#[cfg(test)]
mod tests {
    use quote::quote;

    use super::*;

    fn arg(tokens: TokenStream) -> Arg {
        Arg {
            tokens: tokens.into_iter().collect(),
        }
    }

    /// `tokens` as a `macro_rules!` fragment (`$x:expr`) hands them on: in an invisible
    /// group.
    fn fragment(tokens: TokenStream) -> Arg {
        arg(TokenTree::Group(Group::new(Delimiter::None, tokens)).into_token_stream())
    }

    fn is_pattern_safe(arg: &Arg) -> bool {
        match arg.value() {
            Ok(Value::Expr(expr)) => expr.is_pattern_safe,
            Ok(Value::Literal(_)) => panic!("a literal"),
            Err(err) => panic!("{err}"),
        }
    }

    #[test]
    fn arguments_are_described_by_what_they_are() {
        assert_eq!(arg(quote!("text")).describe(), "a string literal");
        assert_eq!(arg(quote!(APP)).describe(), "`APP`");
        assert_eq!(fragment(quote!(APP)).describe(), "`APP`");
        assert_eq!(arg(quote!([1, 2])).describe(), "an array");
        assert_eq!(arg(quote!((1, 2))).describe(), "an expression");
        assert_eq!(arg(quote!({ APP })).describe(), "an expression");
        assert_eq!(arg(quote!(Self::NS)).describe(), "an expression");
        // A fragment's group is looked through, so it is no literal of its own.
        assert_eq!(fragment(quote!("text")).describe(), "a string literal");
        assert!(fragment(quote!("text")).as_literal().is_some());
        assert!(arg(quote!(("text"))).as_literal().is_none());
        // Each kind of literal by its name (from a string: rustfmt would rewrite `c"..."`).
        for (literal, described) in [
            ("b\"text\"", "a byte string literal"),
            ("c\"text\"", "a C string literal"),
            ("b'x'", "a byte literal"),
            ("'x'", "a character literal"),
            ("42", "an integer literal"),
            ("4.2", "a float literal"),
            ("true", "a boolean literal"),
        ] {
            let tokens: TokenStream = literal.parse().unwrap();
            let lit = syn::parse2::<Lit>(tokens).unwrap();
            assert_eq!(describe_literal(&lit), described, "{literal}");
        }
    }

    #[test]
    fn only_a_constant_s_name_or_a_macro_call_is_pattern_safe() {
        for tokens in [
            quote!(APP),
            quote!(concat!("a", "b")),
            quote!(core::concat!["a"]),
            quote!(::core::concat! {"a"}),
        ] {
            assert!(is_pattern_safe(&arg(tokens.clone())), "{tokens}");
            assert!(is_pattern_safe(&fragment(tokens.clone())), "{tokens}");
        }
        for tokens in [
            quote!(Self::NS),
            quote!(T::NS),
            quote!(APP.get()),
            quote!(f("a")),
            quote!(!("a")),
            quote!(self.x!("a")),
            quote!(x + (1)),
            quote!(a::b - [1]),
        ] {
            assert!(!is_pattern_safe(&arg(tokens.clone())), "{tokens}");
        }
        // A path with generic arguments (a string: rustfmt would rewrite it in `quote!`).
        let generic: TokenStream = "a::<T>!(\"a\")".parse().unwrap();
        assert!(!is_pattern_safe(&arg(generic)));
        // `concat!` followed by an invisible group is no call a user can write.
        let call = quote!(concat!);
        let group = TokenTree::Group(Group::new(Delimiter::None, quote!("a")));
        assert!(!is_pattern_safe(&arg(quote!(#call #group))));
    }

    #[test]
    fn arguments_are_split_at_top_level_commas_only() {
        let input = Input::split(quote!(krate, Self::NS, f(a, b), "x",)).unwrap();
        let args: Vec<String> = input
            .args
            .iter()
            .map(|arg| arg.to_token_stream().to_string())
            .collect();
        assert_eq!(args, ["Self :: NS", "f (a , b)", "\"x\""]);
        assert_eq!(input.krate().to_string(), "krate");
        let message = |tokens: TokenStream| Input::split(tokens).err().map(|err| err.to_string());
        assert_eq!(
            message(quote!(krate, a,, b)).as_deref(),
            Some("unexpected `,`: expected an argument before it")
        );
        assert!(
            message(quote!(krate a))
                .unwrap()
                .contains("through `uuid_runtime`")
        );
        // Any other punctuation after the crate's path is no separator.
        assert!(message(quote!(krate; a)).is_some());
        assert_eq!(message(quote!()).as_deref(), Some("missing crate path"));
        assert!(Input::split(quote!(krate,)).unwrap().args.is_empty());
    }

    #[test]
    fn a_nested_uuid_macro_is_recognised_by_its_name_and_bang() {
        let inner = |tokens: TokenStream| {
            nested_uuid_macro(&arg(tokens)).map(|inner| inner.to_token_stream().to_string())
        };
        let text = quote!("6ba7b810-9dad-11d1-80b4-00c04fd430c8");
        let expected = Some(text.to_string());
        assert_eq!(inner(quote!(uuid!(#text))), expected);
        assert_eq!(inner(quote!(uuid_runtime::uuid![#text])), expected);
        assert_eq!(inner(quote!(::ids::uuid! { #text })), expected);
        assert_eq!(
            nested_uuid_macro(&fragment(quote!(uuid!(#text)))).map(|arg| arg.describe()),
            Some("a string literal".to_owned())
        );
        for tokens in [
            quote!(uuid_v5!(DNS, #text)),
            quote!(my::uuid::parse!(#text)),
            quote!(uuid + (#text)),
            quote!(!(#text)),
            quote!(uuid(#text)),
        ] {
            assert_eq!(inner(tokens.clone()), None, "{tokens}");
        }
        let group = TokenTree::Group(Group::new(Delimiter::None, text));
        assert_eq!(inner(quote!(uuid! #group)), None);
    }

    #[test]
    fn tokens_after_a_literal_other_than_an_operator_are_an_error() {
        let message = |tokens: TokenStream| {
            arg(tokens)
                .trailing_tokens_error()
                .map(|err| err.to_string())
        };
        assert_eq!(
            message(quote!("a" x)).as_deref(),
            Some("unexpected `x` after the literal: expected `,` or the end of the arguments")
        );
        assert!(message(quote!("a" 42)).is_some());
        assert!(message(quote!("a")).is_none());
        assert!(message(quote!("a".len())).is_none());
        assert!(message(quote!(x "a")).is_none());
        assert!(arg(quote!("a" x)).value().is_err());
    }
}
