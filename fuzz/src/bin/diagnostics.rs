//! How the macros and a failing constant show a problem: the text drawn as a literal
//! with carets under the characters an error is about (`Drawing`, in the shared code).
//! For any text, the grammar's own errors and arbitrary spans alike: the drawing is one
//! line of printable, one-column characters (escapes for the rest, so tabs, controls,
//! wide and combining characters cannot shift it), and the carets stand inside it,
//! under exactly the escapes of the characters meant.
#![no_main]

use libfuzzer_sys::fuzz_target;
use uuid_runtime::__private::testing::Drawing;
use uuid_runtime::Uuid;

fuzz_target!(|data: &[u8]| {
    let (span, text) = data.split_at(data.len().min(2));
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let len = text.chars().count();
    if let Err(err) = Uuid::parse_str(text) {
        check(text, err.span());
    }
    // Any span within the text (or empty, at its end).
    if let [a, b] = *span {
        let (a, b) = (usize::from(a).min(len), usize::from(b).min(len));
        check(text, a.min(b)..a.max(b));
    }
});

fn check(text: &str, chars: std::ops::Range<usize>) {
    let drawing = Drawing {
        text,
        chars: chars.clone(),
        hint: None,
    }
    .to_string();
    let (line, carets) = drawing.split_once('\n').expect("two lines");
    assert!(!carets.contains('\n'), "{drawing:?}");
    // One column per character: nothing a terminal would draw wider, narrower or not at
    // all.
    for c in line.chars() {
        assert!(
            c == ' '
                || c.is_ascii_graphic()
                || (!c.is_control() && !is_invisible(c) && c < '\u{500}'),
            "{c:?} drawn as it is in {drawing:?}"
        );
    }
    let width = line.chars().count();
    let start = carets.find('^').expect("a caret");
    let end = carets.rfind('^').expect("a caret") + 1;
    assert!(carets[..start].chars().all(|c| c == ' '), "{drawing:?}");
    assert!(carets[start..end].chars().all(|c| c == '^'), "{drawing:?}");
    // Inside the quotes: at the closing one at most, where an empty span at the end points.
    let open = line.find('"').expect("an opening quote");
    let close = line.rfind('"').expect("a closing quote");
    assert!(open < start && end <= close + 1, "{drawing:?}");
    assert!(end <= width, "{drawing:?}");
    // Under exactly the characters meant, when the window shows them all.
    let shown: Vec<char> = line.chars().collect();
    let under: String = shown[start..end].iter().collect();
    let meant: String = text.chars().skip(chars.start).take(chars.len()).collect();
    let window_shows_all = !line.starts_with("...") && !line.ends_with("...");
    if window_shows_all && !meant.is_empty() {
        assert_eq!(unescape(&under), meant, "{drawing:?}");
    }
    if meant.is_empty() && window_shows_all {
        // An empty span is one caret, before the character it points at.
        assert_eq!(end - start, 1, "{drawing:?}");
    }
}

/// Characters that take no column: format characters and combining marks.
fn is_invisible(c: char) -> bool {
    matches!(c, '\u{ad}' | '\u{300}'..='\u{36f}' | '\u{483}'..='\u{489}')
}

/// Reads the escapes a drawing writes, independently of how it writes them.
fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('t') => out.push('\t'),
            Some('0') => out.push('\0'),
            Some('u') => {
                assert_eq!(chars.next(), Some('{'), "{text:?}");
                let hex: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let code = u32::from_str_radix(&hex, 16).expect("hex digits");
                out.push(char::from_u32(code).expect("a character"));
            }
            Some(other) => out.push(other),
            None => panic!("a lone backslash in {text:?}"),
        }
    }
    out
}
