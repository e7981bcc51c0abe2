//! A text drawn as a string literal with carets under some of its characters: how the
//! macros show where a problem is, since stable Rust cannot point inside a literal,
//! and how a constant that is not a UUID shows its value in the build error.

use core::fmt;
use core::ops::Range;

use super::message::{Message, escape};
use super::utf8::{char_at, char_len};

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
        // A span that starts before the window points at its first character.
        let start = match caret_start {
            Some(start) => start,
            None if self.chars.start < window.start => ELLIPSIS.len() + 1,
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
        let start = first.saturating_sub(CONTEXT);
        // Leave room for the quotes and both ellipses.
        let room = MAX_COLUMNS - 2 - 2 * ELLIPSIS.len();
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
        if end <= start {
            end = start + 1;
        }
        if end > count {
            end = count;
        }
        (start..end, count)
    }
}

impl fmt::Display for Drawing<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.draw().as_str())
    }
}
