//! How errors are shown: the literal drawn with carets under the offending characters
//! (stable Rust cannot point inside a literal), and "did you mean" suggestions.

use std::ops::Range;

use proc_macro2::Span;
use syn::LitStr;

use crate::shared::draw::Drawing;

/// A message about characters `chars` of `lit`'s value: the message, then the value
/// drawn with carets under those characters and an optional hint beside them.
pub(crate) fn literal_error(
    lit: &LitStr,
    chars: Range<usize>,
    message: &str,
    hint: Option<&str>,
) -> syn::Error {
    let value = lit.value();
    let drawing = Drawing {
        text: &value,
        chars: chars.clone(),
        hint,
    };
    // rustc lines continuation lines up under the message, so no indentation is needed.
    syn::Error::new(
        subspan(lit, &value, chars).unwrap_or_else(|| lit.span()),
        format!("{message}\n{drawing}"),
    )
}

/// The span of some characters of a literal, where the compiler offers sub-spans (not
/// on stable) and the literal is written without escapes.
fn subspan(lit: &LitStr, value: &str, chars: Range<usize>) -> Option<Span> {
    let token = lit.token();
    let source = token.to_string();
    if source.get(1..source.len().checked_sub(1)?) != Some(value) {
        return None;
    }
    let byte = |char_index: usize| {
        value
            .char_indices()
            .nth(char_index)
            .map_or(value.len(), |(i, _)| i)
    };
    token.subspan(1 + byte(chars.start)..=byte(chars.end.max(chars.start + 1)))
}

/// The candidate `found` is most likely a typo of: the same ignoring case, or (for
/// names of three characters or more) one substituted or swapped character away, so
/// `Dns`, `dns` and `URI` are typos but `ID` and `APP` are names of their own.
pub(crate) fn did_you_mean<'a>(found: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let found = found.to_ascii_uppercase();
    candidates
        .iter()
        .map(|&candidate| {
            (
                edit_distance(&found, &candidate.to_ascii_uppercase()),
                candidate,
            )
        })
        .filter(|&(distance, candidate)| {
            distance == 0 || (distance == 1 && found.len() >= 3 && found.len() == candidate.len())
        })
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// Optimal string alignment distance: Levenshtein plus swaps of neighbours.
pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut rows = vec![vec![0; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

/// Merges errors so that all of them are reported at once, each at its own tokens.
pub(crate) fn combine(errors: impl IntoIterator<Item = syn::Error>) -> Option<syn::Error> {
    errors.into_iter().reduce(|mut all, next| {
        all.combine(next);
        all
    })
}
