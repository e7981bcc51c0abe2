//! Showing untrusted text on a terminal: every character that could act on the
//! terminal or hide itself is escaped, a long value is cut to a window around the
//! characters an error is about, and the carets stay under those characters.
//!
//! A character is shown as itself only if it is printable and takes at least one
//! column; anything else is written as Rust writes it in `{:?}`: `\n`, `\t`,
//! `\u{1b}` (so `ESC ] 0 ; ... BEL` cannot set the window title nor `ESC [ 2 J` clear
//! the screen), `\u{202e}` and the other bidirectional controls (which would reorder
//! what is shown), `\u{301}` and other combining or zero-width characters (which would
//! make a caret point at the wrong one). A backslash is doubled, so an escape in the
//! output always means the input had that character. The columns a character takes
//! are its East Asian width (`中` takes two).

use std::fmt::Write;
use std::ops::Range;

use unicode_width::UnicodeWidthChar;

/// The most columns of a value shown, not counting the `...` marks of a cut.
const WINDOW: usize = 64;
/// The columns kept before the first marked character when a value is cut.
const CONTEXT: usize = 16;
/// Stands for the characters cut off.
const CUT: &str = "...";

/// `c` as it is shown: itself or an escape.
enum Shown {
    Itself(char, usize),
    Escaped(String),
}

impl Shown {
    fn new(c: char) -> Self {
        match c {
            // `{:?}` of a `char` escapes quotes; shown unquoted, they need not be.
            '\'' | '"' => Self::Itself(c, 1),
            _ if c.escape_debug().len() > 1 => Self::Escaped(c.escape_debug().to_string()),
            _ => match c.width() {
                Some(columns @ 1..) => Self::Itself(c, columns),
                _ => Self::Escaped(c.escape_unicode().to_string()),
            },
        }
    }

    fn columns(&self) -> usize {
        match self {
            Self::Itself(_, columns) => *columns,
            // Escapes are ASCII.
            Self::Escaped(escape) => escape.len(),
        }
    }

    fn push_to(&self, out: &mut String) {
        match self {
            Self::Itself(c, _) => out.push(*c),
            Self::Escaped(escape) => out.push_str(escape),
        }
    }
}

/// `text` escaped, and cut after [`WINDOW`] columns if it is longer.
pub fn brief(text: &str) -> String {
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let shown = Shown::new(c);
        used += shown.columns();
        if used > WINDOW {
            out.push_str(CUT);
            break;
        }
        shown.push_to(&mut out);
    }
    out
}

/// Two lines to print under an error message: `text` (escaped, and cut to a window
/// if it is long) and carets under the characters `marked`, a range of character
/// positions. An empty range, or one at the end of the text, gets one caret where
/// the missing character would be. Each line starts with `indent`.
pub fn excerpt(text: &str, marked: Range<usize>, indent: &str) -> String {
    let shown: Vec<Shown> = text.chars().map(Shown::new).collect();
    let columns = |range: Range<usize>| shown[range].iter().map(Shown::columns).sum::<usize>();
    let len = shown.len();
    let start = marked.start.min(len);
    let end = marked.end.clamp(start, len);

    let (from, to) = if columns(0..len) <= WINDOW {
        (0, len)
    } else {
        window(&shown, start)
    };
    let mut line = String::from(indent);
    if from > 0 {
        line.push_str(CUT);
    }
    for character in &shown[from..to] {
        character.push_to(&mut line);
    }
    if to < len {
        line.push_str(CUT);
    }

    let lead = if from > 0 { CUT.len() } else { 0 };
    let carets = columns(start..end.min(to)).max(1);
    let mut marks = String::from(indent);
    let _ = write!(
        marks,
        "{:pad$}{}",
        "",
        "^".repeat(carets),
        pad = lead + columns(from..start)
    );
    format!("{line}\n{marks}")
}

/// The characters `from..to` to show of a text too wide for [`WINDOW`]: up to
/// [`CONTEXT`] columns before `start`, the character at `start` whatever its width,
/// then as many as fit; if the text ends first, more of what comes before `start`.
fn window(shown: &[Shown], start: usize) -> (usize, usize) {
    let mut used = 0;
    let mut from = start;
    while from > 0 && used + shown[from - 1].columns() <= CONTEXT {
        from -= 1;
        used += shown[from].columns();
    }
    let mut to = start;
    while to < shown.len() && (to == start || used + shown[to].columns() <= WINDOW) {
        used += shown[to].columns();
        to += 1;
    }
    while from > 0 && used + shown[from - 1].columns() <= WINDOW {
        from -= 1;
        used += shown[from].columns();
    }
    (from, to)
}
