//! Text written in `const fn`: the parse errors' messages, written once for `Display`
//! and for the build error of a constant checked at compile time, and the escaping of
//! the characters they quote.

use super::utf8::char_start;

/// A message of at most [`Message::CAPACITY`] bytes, written in `const fn`. Text past
/// the capacity is dropped, a whole character at a time.
///
/// The capacity fits the longest message, a drawing of an 80-column window of text
/// (see `draw`), and a hint.
pub struct Message {
    bytes: [u8; Message::CAPACITY],
    len: usize,
}

impl Message {
    /// The room for text, in bytes.
    pub const CAPACITY: usize = 1024;

    /// An empty message.
    pub const fn new() -> Self {
        Self {
            bytes: [0; Self::CAPACITY],
            len: 0,
        }
    }

    /// Appends `text`, or as much of it as fits, cut between characters.
    pub const fn push_str(&mut self, text: &str) -> &mut Self {
        let bytes = text.as_bytes();
        let mut end = bytes.len();
        if end > Self::CAPACITY - self.len {
            // Cut before the character that does not fit whole.
            end = char_start(bytes, Self::CAPACITY - self.len);
        }
        let mut i = 0;
        while i < end {
            self.bytes[self.len + i] = bytes[i];
            i += 1;
        }
        self.len += end;
        self
    }

    /// Appends `c` as itself.
    pub const fn push_char(&mut self, c: char) -> &mut Self {
        let mut utf8 = [0; 4];
        self.push_str(c.encode_utf8(&mut utf8))
    }

    /// Appends `c` as messages quote it: see [`escape`].
    pub const fn push_escaped(&mut self, c: char) -> &mut Self {
        self.push_str(escape(c).as_str())
    }

    /// Appends `n` in decimal.
    pub const fn push_usize(&mut self, n: usize) -> &mut Self {
        let mut digits = [0; 20];
        let mut start = digits.len();
        let mut rest = n;
        loop {
            start -= 1;
            digits[start] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        while start < digits.len() {
            self.push_char(digits[start] as char);
            start += 1;
        }
        self
    }

    /// The text so far.
    #[allow(unsafe_code)]
    pub const fn as_str(&self) -> &str {
        let (text, _) = self.bytes.split_at(self.len);
        // SAFETY: every byte up to `len` came from a `&str` or `char::encode_utf8`, in
        // whole characters (`push_str` cuts only at a character's first byte).
        // (`core::str::from_utf8` is `const` only from Rust 1.87, above the MSRV.)
        unsafe { core::str::from_utf8_unchecked(text) }
    }
}

/// Whether messages show `c` as itself: printable ASCII, and the letters and signs of
/// Latin-1, Latin Extended-A and -B, Greek and Cyrillic. Everything else is escaped,
/// so a quoted character never takes more or less than its one column (wide and
/// combining characters), never moves the cursor (controls, terminal escapes) and
/// never reorders the text around it (bidirectional controls).
pub const fn is_shown_as_is(c: char) -> bool {
    matches!(
        c,
        ' '..='~'
            | '\u{a1}'..='\u{ac}'
            | '\u{ae}'..='\u{24f}'
            | '\u{386}'
            | '\u{388}'..='\u{3ce}'
            | '\u{400}'..='\u{482}'
            | '\u{48a}'..='\u{4ff}'
    )
}

/// A character as messages quote it: itself if [`is_shown_as_is`], else escaped as
/// in Rust source (`\n`, `\t`, `\0`, `\u{202e}`); `\`, `'` and `"` get a backslash.
pub const fn escape(c: char) -> Escaped {
    let mut escaped = Escaped {
        bytes: [0; 10],
        len: 0,
    };
    let simple = match c {
        '\n' => Some('n'),
        '\r' => Some('r'),
        '\t' => Some('t'),
        '\0' => Some('0'),
        '\\' | '\'' | '"' => Some(c),
        _ => None,
    };
    if let Some(letter) = simple {
        escaped.push(b'\\');
        escaped.push(letter as u8);
    } else if is_shown_as_is(c) {
        let mut utf8 = [0; 4];
        let utf8 = c.encode_utf8(&mut utf8).as_bytes();
        let mut i = 0;
        while i < utf8.len() {
            escaped.push(utf8[i]);
            i += 1;
        }
    } else {
        let code = c as u32;
        escaped.push(b'\\');
        escaped.push(b'u');
        escaped.push(b'{');
        // From the highest non-zero hex digit (there is one unless `code` is 0).
        let mut shift = (code | 1).ilog2() / 4 * 4;
        loop {
            let digit = ((code >> shift) & 0xf) as u8;
            escaped.push(if digit < 10 {
                b'0' + digit
            } else {
                b'a' + digit - 10
            });
            if shift == 0 {
                break;
            }
            shift -= 4;
        }
        escaped.push(b'}');
    }
    escaped
}

/// One character as [`escape`] writes it.
#[derive(Clone, Copy)]
pub struct Escaped {
    bytes: [u8; 10],
    len: usize,
}

impl Escaped {
    const fn push(&mut self, byte: u8) {
        self.bytes[self.len] = byte;
        self.len += 1;
    }

    /// The text.
    #[allow(unsafe_code)]
    pub const fn as_str(&self) -> &str {
        let (text, _) = self.bytes.split_at(self.len);
        // SAFETY: the bytes are ASCII, or one whole character from `char::encode_utf8`.
        unsafe { core::str::from_utf8_unchecked(text) }
    }

    /// The columns it takes: one per character, since every character it can hold is
    /// one column wide.
    pub const fn width(&self) -> usize {
        super::utf8::char_count(self.as_str().as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_message_drops_what_does_not_fit_a_whole_character_at_a_time() {
        let mut m = Message::new();
        let start = "x".repeat(Message::CAPACITY - 3);
        m.push_str(&start);
        // Three bytes of room: one `é` of the two, not half of the second.
        m.push_str("éé");
        assert_eq!(m.as_str(), format!("{start}é"));
        m.push_char('a');
        assert_eq!(m.as_str().len(), Message::CAPACITY);
        m.push_str("b").push_char('c').push_usize(1);
        assert_eq!(m.as_str(), format!("{start}éa"));

        // Text that fits exactly.
        let mut m = Message::new();
        let whole = "é".repeat(Message::CAPACITY / 2);
        m.push_str(&whole);
        assert_eq!(m.as_str(), whole);
    }

    #[test]
    fn numbers_are_written_in_decimal() {
        for n in [0, 7, 10, 1234, 9_000_000_009, usize::MAX] {
            let mut m = Message::new();
            m.push_str("n=").push_usize(n);
            assert_eq!(m.as_str(), format!("n={n}"));
        }
    }

    #[test]
    fn characters_are_shown_as_themselves_or_escaped_as_in_rust_source() {
        for (c, shown) in [
            ('a', "a"),
            (' ', " "),
            ('~', "~"),
            ('é', "é"),
            ('\u{a1}', "\u{a1}"),
            ('\u{ac}', "\u{ac}"),
            ('\u{ae}', "\u{ae}"),
            ('\u{24f}', "\u{24f}"),
            ('\u{386}', "\u{386}"),
            ('\u{3c9}', "\u{3c9}"),
            ('\u{416}', "\u{416}"),
            ('\u{4ff}', "\u{4ff}"),
            ('\n', "\\n"),
            ('\r', "\\r"),
            ('\t', "\\t"),
            ('\0', "\\0"),
            ('\\', "\\\\"),
            ('\'', "\\'"),
            ('"', "\\\""),
            ('\u{1}', "\\u{1}"),
            ('\u{7f}', "\\u{7f}"),
            ('\u{9f}', "\\u{9f}"),
            ('\u{a0}', "\\u{a0}"),
            ('\u{ad}', "\\u{ad}"),
            ('\u{387}', "\\u{387}"),
            ('\u{483}', "\\u{483}"),
            ('中', "\\u{4e2d}"),
            ('\u{202e}', "\\u{202e}"),
            ('\u{10ffff}', "\\u{10ffff}"),
        ] {
            let escaped = escape(c);
            assert_eq!(escaped.as_str(), shown, "{c:?}");
            assert_eq!(escaped.width(), shown.chars().count(), "{c:?}");
            // The quotes and `\` are printable, but get a backslash.
            let quote = matches!(c, '\\' | '\'' | '"');
            assert_eq!(is_shown_as_is(c), quote || shown == c.to_string(), "{c:?}");
            let mut m = Message::new();
            m.push_escaped(c);
            assert_eq!(m.as_str(), shown, "{c:?}");
        }
    }
}
