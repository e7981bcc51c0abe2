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

/// The length of the longest valid UTF-8 start of `b`, or `None` if all of `b` is valid:
/// `core::str::from_utf8`'s answer, in `const` from Rust 1.85 (it is `const` only from
/// 1.87). The rules are the Unicode Standard's table 3-7: no overlong forms, no
/// surrogates, nothing above U+10FFFF.
pub const fn invalid_from(b: &[u8]) -> Option<usize> {
    let mut i = 0;
    while i < b.len() {
        let first = b[i];
        if first < 0x80 {
            i += 1;
            continue;
        }
        // The range the second byte must fall in, and the sequence's length.
        let (low, high, len) = match first {
            0xc2..=0xdf => (0x80, 0xbf, 2),
            0xe0 => (0xa0, 0xbf, 3),
            0xe1..=0xec | 0xee..=0xef => (0x80, 0xbf, 3),
            0xed => (0x80, 0x9f, 3),
            0xf0 => (0x90, 0xbf, 4),
            0xf1..=0xf3 => (0x80, 0xbf, 4),
            0xf4 => (0x80, 0x8f, 4),
            _ => return Some(i),
        };
        if i + 1 >= b.len() || b[i + 1] < low || b[i + 1] > high {
            return Some(i);
        }
        let mut k = 2;
        while k < len {
            if i + k >= b.len() || b[i + k] & 0xc0 != 0x80 {
                return Some(i);
            }
            k += 1;
        }
        i += len;
    }
    None
}

/// `b` as text, without checking it again (`core::str::from_utf8` is `const` only from
/// Rust 1.87, above the MSRV).
///
/// # Safety
///
/// `b` is valid UTF-8: checked by [`invalid_from`], or ASCII a grammar accepted.
#[allow(unsafe_code)]
pub const unsafe fn str_unchecked(b: &[u8]) -> &str {
    // SAFETY: the caller's guarantee.
    unsafe { core::str::from_utf8_unchecked(b) }
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
    fn finds_invalid_utf8_where_std_does() {
        // Every one- and two-byte input, and three-byte ones around each lead byte's limits;
        // under Miri (200,000 inputs would take it half an hour) the bytes at the edges of
        // UTF-8's ranges only.
        const EDGES: &[u8] = &[
            0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1,
            0xec, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf3, 0xf4, 0xf5, 0xff,
        ];
        let mut inputs: Vec<Vec<u8>> = TEXTS.iter().map(|t| t.as_bytes().to_vec()).collect();
        let bytes: Vec<u8> = if cfg!(miri) {
            EDGES.to_vec()
        } else {
            (0..=255).collect()
        };
        for &a in &bytes {
            inputs.push(vec![a]);
            for &b in &bytes {
                inputs.push(vec![a, b]);
                inputs.push(vec![b'x', a, b, 0x80]);
                inputs.push(vec![a, b, 0xbf, 0x80]);
            }
        }
        for input in inputs {
            let expected = core::str::from_utf8(&input).err().map(|e| e.valid_up_to());
            assert_eq!(invalid_from(&input), expected, "{input:x?}");
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
