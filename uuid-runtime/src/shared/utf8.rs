//! Characters, not bytes: the grammars report positions and offending characters of
//! UTF-8 text, in `const fn`.

/// The number of characters in the UTF-8 text `b`.
pub const fn char_count(b: &[u8]) -> usize {
    let mut count = 0;
    let mut i = 0;
    while i < b.len() {
        // Every byte but a continuation byte (0b10xx_xxxx) starts a character.
        if b[i] & 0xc0 != 0x80 {
            count += 1;
        }
        i += 1;
    }
    count
}

/// The whole character that starts at byte `i` of the UTF-8 text `b`.
pub const fn char_at(b: &[u8], i: usize) -> char {
    let len = char_len(b[i]);
    // The first byte's payload: all 7 bits of ASCII, else below the length's marker.
    let mut code = match len {
        1 => b[i] as u32,
        _ => b[i] as u32 & (0x7f >> len),
    };
    let mut k = 1;
    while k < len && i + k < b.len() {
        code = (code << 6) | (b[i + k] as u32 & 0x3f);
        k += 1;
    }
    match char::from_u32(code) {
        Some(c) => c,
        None => char::REPLACEMENT_CHARACTER,
    }
}

/// The first byte of the character that byte `i` of the UTF-8 text `b` belongs to: `i`
/// itself, or the start it backs up to over continuation bytes.
pub const fn char_start(b: &[u8], mut i: usize) -> usize {
    while i > 0 && b[i] & 0xc0 == 0x80 {
        i -= 1;
    }
    i
}

/// The number of bytes of the UTF-8 character that starts with the byte `first`.
pub const fn char_len(first: u8) -> usize {
    match first {
        0x00..=0x7f => 1,
        0x80..=0xdf => 2,
        0xe0..=0xef => 3,
        _ => 4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Characters of every length, `@` (the one ASCII byte that `^ 0xc0` turns into a
    /// continuation byte), and several characters at the start and at the end.
    const TEXTS: [&str; 4] = [
        "é@a",
        "abcd€",
        "😀x€é",
        "@Zz\u{7f}\u{80}\u{7ff}\u{800}\u{ffff}\u{10000}\u{10ffff}",
    ];

    #[test]
    fn counts_and_reads_characters_as_std_does() {
        for text in TEXTS {
            let b = text.as_bytes();
            assert_eq!(char_count(b), text.chars().count(), "{text:?}");
            for (i, c) in text.char_indices() {
                assert_eq!(char_at(b, i), c, "{text:?} at {i}");
                assert_eq!(char_len(b[i]), c.len_utf8(), "{text:?} at {i}");
            }
        }
    }

    #[test]
    fn backs_up_to_the_start_of_the_character_a_byte_belongs_to() {
        for text in TEXTS {
            for (start, c) in text.char_indices() {
                for i in start..start + c.len_utf8() {
                    assert_eq!(char_start(text.as_bytes(), i), start, "{text:?} at {i}");
                }
            }
        }
    }
}
