//! A text drawn as a string literal with carets under some of its characters: how the
//! macros show where a problem is, since stable Rust cannot point inside a literal,
//! and how a constant that is not a UUID shows its value in the build error.

use core::fmt;
use core::ops::Range;

use super::message::{Message, escape};
use super::utf8::{char_at, char_len, char_start};

/// The widest drawing, in columns; a longer text is shown as a window around the
/// characters pointed at.
const MAX_COLUMNS: usize = 80;
/// Characters kept before the span in a window.
const CONTEXT: usize = 16;
/// Marks text left out of a window.
const ELLIPSIS: &str = "...";

/// `text` drawn in double quotes, every character escaped as messages quote it (see
/// `message::escape`: each shown character takes one column), then a line with `^`
/// under the characters `chars` (0-based character positions; an empty range points
/// between two characters, or past the end) and `hint` after the carets.
///
/// The carets always stand under the drawn characters they mean: escapes are counted
/// as wide as they are drawn, and a text wider than 80 columns is cut to a window
/// around `chars`, with `...` where text is left out.
pub struct Drawing<'a> {
    /// The text, as the user wrote it (unescaped).
    pub text: &'a str,
    /// The characters to point at.
    pub chars: Range<usize>,
    /// Written after the carets, on the same line.
    pub hint: Option<&'a str>,
}

impl Drawing<'_> {
    /// The drawing, as text; `const` so that a constant can show it in a build error.
    pub const fn draw(&self) -> Message {
        let (window, count) = self.window();
        let b = self.text.as_bytes();
        let mut m = Message::new();
        let mut column = 0;
        let mut caret_start = None;
        let mut caret_end = None;
        if window.start > 0 {
            m.push_str(ELLIPSIS);
            column += ELLIPSIS.len();
        }
        m.push_char('"');
        column += 1;
        let mut i = 0;
        let mut byte = 0;
        while i < window.end {
            let c = char_at(b, byte);
            if i >= window.start {
                if i == self.chars.start {
                    caret_start = Some(column);
                }
                if i == self.chars.end {
                    caret_end = Some(column);
                }
                let escaped = escape(c);
                m.push_str(escaped.as_str());
                column += escaped.width();
            }
            byte += char_len(b[byte]);
            i += 1;
        }
        if window.end == self.chars.start {
            caret_start = Some(column);
        }
        if window.end == self.chars.end {
            caret_end = Some(column);
        }
        m.push_char('"');
        if window.end < count {
            m.push_str(ELLIPSIS);
        }
        // The window holds the span's first character, or ends where the span starts:
        // only a span past the text's end has no column, and it points past the end.
        let start = match caret_start {
            Some(start) => start,
            None => column,
        };
        let end = match caret_end {
            Some(end) if end > start => end,
            None if column > start => column,
            _ => start + 1,
        };
        m.push_char('\n');
        let mut k = 0;
        while k < end {
            m.push_char(if k < start { ' ' } else { '^' });
            k += 1;
        }
        if let Some(hint) = self.hint {
            m.push_char(' ').push_str(hint);
        }
        m
    }

    /// The characters shown, all of them or a window around `chars` when the whole
    /// text would be too wide, and the number of characters.
    const fn window(&self) -> (Range<usize>, usize) {
        let b = self.text.as_bytes();
        let mut count = 0;
        let mut width = 0;
        let mut byte = 0;
        while byte < b.len() {
            width += escape(char_at(b, byte)).width();
            byte += char_len(b[byte]);
            count += 1;
        }
        if width + 2 <= MAX_COLUMNS {
            return (0..count, count);
        }
        let first = if self.chars.start < count {
            self.chars.start
        } else {
            count
        };
        // Leave room for the quotes and both ellipses.
        let room = MAX_COLUMNS - 2 - 2 * ELLIPSIS.len();
        // Up to `CONTEXT` characters before the span, in at most half the room, so that
        // the span's first character is always in the window (escapes are up to 10
        // columns wide).
        byte = 0;
        let mut i = 0;
        while i < first {
            byte += char_len(b[byte]);
            i += 1;
        }
        let mut start = first;
        let mut context = 0;
        while start > 0 && first - start < CONTEXT {
            let previous = char_start(b, byte - 1);
            context += escape(char_at(b, previous)).width();
            if context > room / 2 {
                break;
            }
            start -= 1;
            byte = previous;
        }
        let mut end = 0;
        let mut columns = 0;
        byte = 0;
        while byte < b.len() {
            let next = columns + escape(char_at(b, byte)).width();
            if end >= start {
                if next > room {
                    break;
                }
                columns = next;
            }
            byte += char_len(b[byte]);
            end += 1;
        }
        // At least the span's first character: the context took at most half the room.
        (start..end, count)
    }
}

impl fmt::Display for Drawing<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.draw().as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draw(text: &str, chars: Range<usize>, hint: Option<&str>) -> String {
        let drawing = Drawing { text, chars, hint };
        String::from(drawing.draw().as_str())
    }

    /// `count` spaces.
    fn pad(count: usize) -> String {
        " ".repeat(count)
    }

    #[test]
    fn carets_stand_under_the_characters_as_drawn() {
        assert_eq!(draw("abc", 1..2, None), "\"abc\"\n  ^");
        assert_eq!(draw("ab", 0..2, None), "\"ab\"\n ^^");
        // A tab is drawn as `\t`, two columns.
        assert_eq!(
            draw("a\tb", 2..3, Some("help: x")),
            "\"a\\tb\"\n    ^ help: x"
        );
        assert_eq!(draw("a\tb", 1..2, None), "\"a\\tb\"\n  ^^");
        // `é` is shown as itself, one column; `中` escaped, eight.
        assert_eq!(draw("é中x", 2..3, None), "\"é\\u{4e2d}x\"\n          ^");
        assert_eq!(draw("é中x", 1..2, None), "\"é\\u{4e2d}x\"\n  ^^^^^^^^");
    }

    #[test]
    fn an_empty_span_points_between_characters_or_past_the_end() {
        assert_eq!(draw("ab", 1..1, None), "\"ab\"\n  ^");
        assert_eq!(
            draw("ab", 2..2, Some("help: end")),
            "\"ab\"\n   ^ help: end"
        );
        assert_eq!(draw("", 0..0, None), "\"\"\n ^");
    }

    #[test]
    fn a_span_that_runs_past_the_end_is_drawn_to_the_end_and_never_without_a_caret() {
        assert_eq!(draw("ab", 1..5, None), "\"ab\"\n  ^");
        assert_eq!(draw("ab", 2..5, None), "\"ab\"\n   ^");
        assert_eq!(draw("ab", 0..9, None), "\"ab\"\n ^^");
    }

    #[test]
    fn a_text_of_78_columns_is_drawn_whole_and_a_wider_one_in_a_window() {
        let fits = "a".repeat(78);
        assert_eq!(
            draw(&fits, 77..78, None),
            format!("\"{fits}\"\n{}^", pad(78))
        );
        let wide = "a".repeat(79);
        assert_eq!(
            draw(&wide, 78..79, None),
            format!("...\"{}\"\n{}^", "a".repeat(17), pad(20))
        );
    }

    #[test]
    fn a_window_keeps_16_characters_before_the_span_and_fills_72_columns() {
        let text = format!("{}Z{}", "a".repeat(100), "b".repeat(100));
        // Characters 84 to 155: 16 before `Z`, `Z`, 55 after.
        assert_eq!(
            draw(&text, 100..101, Some("help: here")),
            format!(
                "...\"{}Z{}\"...\n{}^ help: here",
                "a".repeat(16),
                "b".repeat(55),
                pad(20)
            )
        );
        // A span at the start: no ellipsis before.
        assert_eq!(
            draw(&text, 0..1, None),
            format!("\"{}\"...\n ^", "a".repeat(72))
        );
        // A span past the end: the last 16 characters, and the caret after them.
        assert_eq!(
            draw(&text, 201..201, None),
            format!("...\"{}\"\n{}^", "b".repeat(16), pad(20))
        );
        // A span wider than the window (characters 74 to 145): carets to its end.
        assert_eq!(
            draw(&text, 90..200, None),
            format!(
                "...\"{}Z{}\"...\n{}{}",
                "a".repeat(26),
                "b".repeat(45),
                pad(20),
                "^".repeat(56)
            )
        );
    }

    #[test]
    fn escapes_count_as_wide_as_they_are_drawn_in_a_window() {
        // 20 escapes of 8 columns each, then `x`: the context before `x` is cut to 4
        // escapes (32 columns, at most half the window's 72), so `x` is drawn, with
        // the 4 escapes after it that fit.
        let text = format!("{}x{}", "中".repeat(20), "中".repeat(20));
        assert_eq!(
            draw(&text, 20..21, Some("help: here")),
            format!(
                "...\"{}x{}\"...\n{}^ help: here",
                "\\u{4e2d}".repeat(4),
                "\\u{4e2d}".repeat(4),
                pad(36)
            )
        );
        // Escapes of 9 columns: 4 fill half the window exactly, and are kept.
        let text = format!("{}x", "\u{1f600}".repeat(20));
        assert_eq!(
            draw(&text, 20..21, None),
            format!("...\"{}x\"\n{}^", "\\u{1f600}".repeat(4), pad(40))
        );
        // After the span, as many characters as fit, each as wide as it is drawn.
        let text = format!("{}x{}", "a".repeat(100), "中".repeat(20));
        assert_eq!(
            draw(&text, 100..101, None),
            format!(
                "...\"{}x{}\"...\n{}^",
                "a".repeat(16),
                "\\u{4e2d}".repeat(6),
                pad(20)
            )
        );
        // The widest escapes, 10 columns: 3 before the span.
        let text = format!("{}!", "\u{10ffff}".repeat(20));
        assert_eq!(
            draw(&text, 20..21, None),
            format!("...\"{}!\"\n{}^", "\\u{10ffff}".repeat(3), pad(34))
        );
    }
}
