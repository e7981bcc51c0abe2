//! The text forms a typed ID can be written in, `#[typed_id(format = "...")]`: the
//! names the derive checks and the runtime writes and reads.

/// The text form of a typed ID: what `Display` writes and `FromStr` reads, chosen
/// with `#[typed_id(format = "...")]` (see [`TypedId`](crate::TypedId)).
///
/// With a prefix the text is `{prefix}_{encoded}`; without one, the encoding alone.
///
/// ```
/// use uuid_runtime::{TypedId, TypedIdFormat, Uuid};
///
/// #[derive(TypedId)]
/// #[typed_id(prefix = "user", format = "base58")]
/// struct UserId(Uuid);
///
/// assert_eq!(UserId::FORMAT, TypedIdFormat::Base58);
/// assert_eq!(UserId::from_uuid(Uuid::MAX).to_string(), "user_YcVfxkQb6JRzqk5kF2tNLv");
/// assert_eq!(TypedIdFormat::from_name("ulid"), Some(TypedIdFormat::Ulid));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TypedIdFormat {
    /// TypeID (`format = "typeid"`, the default with a prefix): 26 lowercase Crockford
    /// base32 digits, `user_01h455vb4pex5vsknk084sn02q`. Without a prefix, a TypeID
    /// with an empty prefix: the 26 digits alone.
    TypeId,
    /// The hyphenated form (`format = "hyphenated"`, the default without a prefix),
    /// `01890a5d-ac96-774b-bcce-b302099a8057`. Without a prefix, reading takes any of
    /// the four RFC 9562 forms, as [`Uuid::parse_str`](crate::Uuid::parse_str) does.
    Hyphenated,
    /// ULID (`format = "ulid"`), 26 characters of uppercase Crockford base32, read in
    /// either case: `01H455VB4PEX5VSKNK084SN02Q` (see [`Ulid`](crate::fmt::Ulid)).
    Ulid,
    /// base64url (`format = "base64url"`), 22 characters (see
    /// [`Base64Url`](crate::fmt::Base64Url)).
    Base64Url,
    /// base58 (`format = "base58"`), 22 digits of the Bitcoin alphabet (see
    /// [`Base58`](crate::fmt::Base58)).
    Base58,
    /// base62 (`format = "base62"`), 22 digits of `0-9A-Za-z` (see
    /// [`Base62`](crate::fmt::Base62)).
    Base62,
}

impl TypedIdFormat {
    /// Every format, in the order the attribute's documentation lists them.
    pub const ALL: [Self; 6] = [
        Self::TypeId,
        Self::Hyphenated,
        Self::Ulid,
        Self::Base64Url,
        Self::Base58,
        Self::Base62,
    ];

    /// The name `#[typed_id(format = "...")]` takes.
    ///
    /// ```
    /// use uuid_runtime::TypedIdFormat;
    ///
    /// assert_eq!(TypedIdFormat::Base64Url.name(), "base64url");
    /// ```
    #[inline]
    pub const fn name(self) -> &'static str {
        match self {
            Self::TypeId => "typeid",
            Self::Hyphenated => "hyphenated",
            Self::Ulid => "ulid",
            Self::Base64Url => "base64url",
            Self::Base58 => "base58",
            Self::Base62 => "base62",
        }
    }

    /// The format `#[typed_id(format = "...")]` names, if there is one.
    ///
    /// ```
    /// use uuid_runtime::TypedIdFormat;
    ///
    /// assert_eq!(TypedIdFormat::from_name("base62"), Some(TypedIdFormat::Base62));
    /// assert_eq!(TypedIdFormat::from_name("Base62"), None);
    /// ```
    #[inline]
    pub const fn from_name(name: &str) -> Option<Self> {
        let mut i = 0;
        while i < Self::ALL.len() {
            if eq_bytes(Self::ALL[i].name().as_bytes(), name.as_bytes()) {
                return Some(Self::ALL[i]);
            }
            i += 1;
        }
        None
    }

    /// The variant's name, which the derive writes in the code it generates.
    #[allow(dead_code, reason = "used by uuid-runtime-macros only")]
    pub(crate) const fn variant(self) -> &'static str {
        match self {
            Self::TypeId => "TypeId",
            Self::Hyphenated => "Hyphenated",
            Self::Ulid => "Ulid",
            Self::Base64Url => "Base64Url",
            Self::Base58 => "Base58",
            Self::Base62 => "Base62",
        }
    }

    /// An ID in this format, as messages name it: "a base58 ID".
    pub(crate) const fn noun(self) -> &'static str {
        match self {
            Self::TypeId => "a TypeID",
            Self::Hyphenated => "a hyphenated UUID",
            Self::Ulid => "a ULID",
            Self::Base64Url => "a base64url ID",
            Self::Base58 => "a base58 ID",
            Self::Base62 => "a base62 ID",
        }
    }

    /// What follows the prefix and `_`, as messages describe it.
    pub(crate) const fn body(self) -> &'static str {
        match self {
            Self::TypeId => "26 lowercase Crockford base32 digits",
            Self::Hyphenated => "a UUID in the hyphenated form",
            Self::Ulid => "26 Crockford base32 digits",
            Self::Base64Url => "22 base64url characters",
            Self::Base58 => "22 base58 digits",
            Self::Base62 => "22 base62 digits",
        }
    }
}

/// Whether `a` and `b` are the same bytes, in `const fn`.
pub(crate) const fn eq_bytes(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
