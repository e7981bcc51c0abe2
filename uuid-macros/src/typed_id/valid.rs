//! The checks on the settings' values, alone and together, which turn the input into
//! what the expansion needs.

use proc_macro2::{Ident, TokenStream};
use quote::{ToTokens, quote};
use syn::{LitInt, LitStr, Member, Type};

use super::ast::{FieldKind, Input};
use super::attr::Setting;
use super::dependency;
use crate::diagnostic::edit_distance;
use crate::diagnostic::literal_error;
use crate::literal;
use crate::shared::name_based::NameBasedVersion;
use crate::shared::text::format::TypedIdFormat;
use crate::shared::text::prefix::{MAX_PREFIX_LENGTH, PrefixErrorKind, check_prefix};

const VERSIONS: &str = "1, 3, 4, 5, 6, 7 or 8";

/// A typed ID the expansion can write.
pub(crate) struct TypedId<'a> {
    pub ident: &'a Ident,
    /// `0` or the field's name.
    pub member: &'a Member,
    /// The field's type as written: `Uuid` or `NonNilUuid` by some path.
    pub field_ty: &'a Type,
    /// Which of the two.
    pub field_kind: FieldKind,
    /// The path to `uuid_runtime`.
    pub krate: TokenStream,
    /// The TypeID prefix; possibly empty.
    pub prefix: String,
    /// The text form.
    pub format: TypedIdFormat,
    /// The version every value has, if one is required.
    pub version: Option<u8>,
    /// The version `new()` generates, if there is a `new()`.
    pub generated: Option<u8>,
    /// The namespace of `from_name`, as 128 bits, and the version it makes, if any.
    pub name_based: Option<(u128, NameBasedVersion)>,
}

impl Input<'_> {
    /// The path to `uuid_runtime` the generated code uses: `crate = "..."`, else
    /// `::uuid_runtime`. A renamed dependency without `crate` is an error, and then the
    /// renamed path, so that the fallback items still resolve.
    pub fn krate(&self, errors: &mut Vec<syn::Error>) -> TokenStream {
        let default = quote!(::uuid_runtime);
        if let Some(setting) = &self.attrs.krate {
            return setting
                .value
                .as_ref()
                .and_then(|lit| crate_path(lit).map_err(|err| errors.push(err)).ok())
                .unwrap_or(default);
        }
        dependency::default_path(self.ident, "typed_id", errors)
    }

    /// Checks every setting, recording all problems; `None` if there was one, here or
    /// before.
    pub fn validate(
        &self,
        krate: &TokenStream,
        errors: &mut Vec<syn::Error>,
    ) -> Option<TypedId<'_>> {
        let before = errors.len();
        let attrs = &self.attrs;
        let prefix = attrs.prefix.as_ref().and_then(|setting| {
            let lit = setting.value.as_ref()?;
            check_typed_id_prefix(lit)
                .map_err(|err| errors.push(err))
                .ok()
        });
        let format = attrs.format.as_ref().and_then(|setting| {
            let lit = setting.value.as_ref()?;
            check_format(lit).map_err(|err| errors.push(err)).ok()
        });
        let version = attrs.version.as_ref().and_then(|setting| {
            let lit = setting.value.as_ref()?;
            check_version(lit).map_err(|err| errors.push(err)).ok()
        });
        let namespace = attrs.namespace.as_ref().and_then(|setting| {
            let lit = setting.value.as_ref()?;
            literal::check(lit).map_err(|err| errors.push(err)).ok()
        });
        if let Some(err) =
            check_combination(attrs.version.as_ref(), version, attrs.namespace.as_ref())
        {
            errors.push(err);
        }
        let field = self.field.as_ref()?;
        if errors.len() > before {
            return None;
        }
        let version = match (version, namespace) {
            (None, Some(_)) => Some(5),
            (version, _) => version,
        };
        Some(TypedId {
            ident: self.ident,
            member: &field.member,
            field_ty: field.ty,
            field_kind: field.kind,
            krate: krate.clone(),
            format: format.unwrap_or(if prefix.is_some() {
                TypedIdFormat::TypeId
            } else {
                TypedIdFormat::Hyphenated
            }),
            prefix: prefix.unwrap_or_default(),
            version,
            generated: match version {
                None => Some(7),
                Some(1 | 4 | 6 | 7) => version,
                Some(_) => None,
            },
            name_based: namespace.map(|namespace| {
                let version = version.and_then(NameBasedVersion::from_number);
                (
                    u128::from_be_bytes(namespace),
                    version.unwrap_or(NameBasedVersion::V5),
                )
            }),
        })
    }
}

/// One of the formats' names, or an error at the literal that lists them and suggests
/// the nearest.
fn check_format(lit: &LitStr) -> syn::Result<TypedIdFormat> {
    let value = lit.value();
    if let Some(format) = TypedIdFormat::from_name(&value) {
        return Ok(format);
    }
    let names = TypedIdFormat::ALL.map(TypedIdFormat::name);
    let lower = value.to_ascii_lowercase();
    // The start of a name (`base64`), else one or two edits away (`base56`, `type_id`).
    let starts = |name: &str| lower.len() >= 4 && name.starts_with(lower.as_str());
    let suggestion = names
        .into_iter()
        .find(|name| starts(name))
        .map(|name| (0, name))
        .or_else(|| {
            names
                .iter()
                .map(|&name| (edit_distance(&lower, name), name))
                .filter(|&(distance, name)| distance <= 2 && distance * 2 < name.len())
                .min_by_key(|&(distance, _)| distance)
        });
    let help = suggestion.map_or_else(String::new, |(_, name)| {
        format!("\nhelp: did you mean `\"{name}\"`?")
    });
    let expected = names.map(|name| format!("`{name}`")).join(", ");
    Err(syn::Error::new(
        lit.span(),
        format!("unknown format `{value}`: expected one of {expected}{help}"),
    ))
}

/// A non-empty prefix in the TypeID grammar, with the rule it breaks drawn under the
/// literal; the grammar is the runtime's own `check_prefix`.
fn check_typed_id_prefix(lit: &LitStr) -> syn::Result<String> {
    let value = lit.value();
    if value.is_empty() {
        return Err(syn::Error::new(
            lit.span(),
            "empty prefix: a typed ID without a prefix has the hyphenated text form\n\
             help: remove `prefix = \"\"`",
        ));
    }
    let Err(err) = check_prefix(&value) else {
        return Ok(value);
    };
    // The span of a prefix that is too long is all of it; underline what is too much.
    let chars = match err.kind() {
        PrefixErrorKind::TooLong { found } => MAX_PREFIX_LENGTH..found,
        _ => err.span(),
    };
    let fixed = snake_case(&value);
    let hint = (fixed != value && check_prefix(&fixed).is_ok())
        .then(|| format!("help: did you mean `{fixed}`?"));
    Err(literal_error(lit, chars, &err.to_string(), hint.as_deref()))
}

/// `value` in the prefix grammar's style: words of lowercase letters joined by `_`, a
/// word starting at each capital after a lowercase letter (`UserAccount`:
/// `user_account`) and at each separator (`user-account`, `user.account`).
fn snake_case(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 4);
    let mut previous: Option<char> = None;
    for c in value.chars() {
        if matches!(c, '-' | ' ' | '.' | '_') {
            if !out.is_empty() && !out.ends_with('_') {
                out.push('_');
            }
        } else if c.is_uppercase() {
            if previous.is_some_and(|p| p.is_lowercase() || p.is_ascii_digit()) {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
        previous = Some(c);
    }
    out.trim_matches('_').to_owned()
}

/// A version the derive can hold: one with a generator or a name-based one.
fn check_version(lit: &LitInt) -> syn::Result<u8> {
    match lit.base10_parse::<u8>() {
        Ok(version @ (1 | 3..=8)) => Ok(version),
        Ok(2) => Err(syn::Error::new(
            lit.span(),
            format!("unsupported version 2 (DCE Security): expected {VERSIONS}"),
        )),
        _ => Err(syn::Error::new(
            lit.span(),
            format!(
                "invalid version `{}`: expected {VERSIONS}",
                lit.base10_digits()
            ),
        )),
    }
}

/// Name-based versions need a namespace, and a namespace needs a name-based version.
/// Settings whose value was already wrong are left out, not reported twice.
fn check_combination(
    version_setting: Option<&Setting<LitInt>>,
    version: Option<u8>,
    namespace: Option<&Setting<LitStr>>,
) -> Option<syn::Error> {
    let name_based = version.and_then(NameBasedVersion::from_number);
    match (version, namespace) {
        (Some(v), None) if name_based.is_some() => {
            let lit = version_setting?.value.as_ref()?;
            Some(syn::Error::new(
                lit.span(),
                format!(
                    "version {v} is name-based: it needs a `namespace`\n\
                     help: add `namespace = \"<UUID>\"` to derive IDs from names with `from_name`, \
                     or choose version 4 or 7 for generated IDs"
                ),
            ))
        }
        (Some(v), Some(namespace)) if name_based.is_none() => Some(syn::Error::new(
            namespace.key.span(),
            format!(
                "`namespace` needs a name-based version, 3, 5 or 8, found version {v}\n\
                 help: remove `version = {v}` for version 5 (SHA-1) IDs, or remove `namespace`"
            ),
        )),
        _ => None,
    }
}

/// The path in `crate = "..."`.
pub(crate) fn crate_path(lit: &LitStr) -> syn::Result<TokenStream> {
    lit.parse::<syn::Path>()
        .map(ToTokens::into_token_stream)
        .map_err(|_| {
            syn::Error::new(
                lit.span(),
                format!(
                    "expected a path to the `uuid_runtime` crate, found {:?}\n\
                     help: name the crate as it is in scope, such as `crate = \"my_ids\"`",
                    lit.value()
                ),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `check`'s error for `text` suggests ("did you mean `...`?"), if anything.
    fn suggested<T: std::fmt::Debug>(
        check: fn(&LitStr) -> syn::Result<T>,
        text: &str,
    ) -> Option<String> {
        let lit = LitStr::new(text, proc_macro2::Span::call_site());
        let message = check(&lit).unwrap_err().to_string();
        let (_, rest) = message.split_once("did you mean `")?;
        Some(rest.trim_end_matches("`?").trim_matches('"').to_owned())
    }

    fn suggestion(text: &str) -> Option<String> {
        suggested(check_format, text)
    }

    #[test]
    fn an_unknown_format_suggests_the_start_of_a_name_or_a_name_two_edits_away() {
        for (text, name) in [
            ("base64", "base64url"),
            ("base", "base64url"),
            ("Hyphen", "hyphenated"),
            ("base56", "base58"),
            ("base61", "base62"),
            ("type_id", "typeid"),
            ("uuid", "ulid"),
            ("hyphenatd", "hyphenated"),
            ("basse58", "base58"),
        ] {
            assert_eq!(suggestion(text).as_deref(), Some(name), "{text}");
        }
    }

    fn prefix_hint(text: &str) -> Option<String> {
        suggested(check_typed_id_prefix, text)
    }

    #[test]
    fn a_bad_prefix_gets_its_snake_case_only_when_that_is_a_prefix() {
        assert_eq!(prefix_hint("UserAccount").as_deref(), Some("user_account"));
        assert_eq!(prefix_hint("user-account").as_deref(), Some("user_account"));
        // One `_` for a run of separators, none at the ends.
        assert_eq!(
            prefix_hint("user--account").as_deref(),
            Some("user_account")
        );
        assert_eq!(
            prefix_hint("-User Account.").as_deref(),
            Some("user_account")
        );
        // Its snake case still breaks the grammar: a digit, a length past 63.
        assert_eq!(prefix_hint("UserAccount2"), None);
        assert_eq!(prefix_hint(&"Ab".repeat(40)), None);
    }

    #[test]
    fn a_format_far_from_every_name_gets_no_suggestion() {
        // Three edits and more; two edits in a name of four letters ("id" is no "ulid");
        // a start of three letters.
        for text in ["hyphenxyz", "id", "typ", "simple", ""] {
            assert_eq!(suggestion(text), None, "{text}");
        }
    }
}
