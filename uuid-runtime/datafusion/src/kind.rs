//! The functions' table: each function's name, arguments, result, NULLs and
//! volatility, which the dispatch (`udf.rs`), the docs and the kernels read.

use datafusion::arrow::datatypes::{DataType, IntervalUnit, TimeUnit};
use datafusion::logical_expr::Volatility;

use crate::columns::{UTC, UUID_TYPE};

/// Every function of the crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Kind {
    GenRandomUuid,
    UuidV4,
    UuidV7,
    UuidGenerateV1,
    UuidGenerateV4,
    UuidGenerateV3,
    UuidGenerateV5,
    UuidNil,
    UuidNsDns,
    UuidNsUrl,
    UuidNsOid,
    UuidNsX500,
    UuidExtractTimestamp,
    UuidExtractVersion,
    UuidV7At,
    UuidV7Min,
    UuidV7Max,
    UuidParse,
    TryUuidParse,
    UuidFormat,
    TypeIdEncode,
    TypeIdDecode,
    TypeIdPrefix,
}

/// What an argument must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Arg {
    /// A UUID: `FixedSizeBinary(16)` (with or without `arrow.uuid`), or binary of 16
    /// bytes a value.
    Uuid,
    /// Text (`Utf8`, `LargeUtf8`, `Utf8View`).
    Text,
    /// A timestamp (any unit; a time zone or none, which means UTC), or what casts to
    /// one: a date, RFC 3339 text.
    Time,
    /// An interval.
    Interval,
}

impl Arg {
    pub(crate) fn describe(self) -> &'static str {
        match self {
            Self::Uuid => "a UUID (FixedSizeBinary(16), or Binary of 16 bytes)",
            Self::Text => "text",
            Self::Time => "a timestamp (or a date, or text such as '2026-05-01T00:00:00Z')",
            Self::Interval => "an interval (or text such as '1 day')",
        }
    }

    /// The type an argument of type `found` is cast to, or `None` if it cannot be one.
    pub(crate) fn coerce(self, found: &DataType) -> Option<DataType> {
        if let DataType::Dictionary(_, values) = found {
            return self.coerce(values);
        }
        match (self, found) {
            (Self::Uuid, DataType::FixedSizeBinary(16) | DataType::Null) => Some(UUID_TYPE),
            (Self::Uuid, DataType::Binary | DataType::LargeBinary | DataType::BinaryView) => {
                Some(DataType::Binary)
            }
            (Self::Text, DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View) => {
                Some(found.clone())
            }
            (Self::Text, DataType::Null) => Some(DataType::Utf8),
            (Self::Time, DataType::Timestamp(..)) => Some(found.clone()),
            (
                Self::Time,
                DataType::Date32
                | DataType::Date64
                | DataType::Utf8
                | DataType::LargeUtf8
                | DataType::Utf8View
                | DataType::Null,
            ) => Some(DataType::Timestamp(TimeUnit::Microsecond, Some(UTC.into()))),
            // Text as PostgreSQL reads an interval literal: `uuidv7('1 day')`.
            (
                Self::Interval,
                DataType::Interval(_)
                | DataType::Null
                | DataType::Utf8
                | DataType::LargeUtf8
                | DataType::Utf8View,
            ) => Some(DataType::Interval(IntervalUnit::MonthDayNano)),
            _ => None,
        }
    }
}

/// What a function returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Output {
    Uuid,
    Text,
    Int16,
    Timestamp,
}

impl Output {
    pub(crate) fn data_type(self) -> DataType {
        match self {
            Self::Uuid => UUID_TYPE,
            Self::Text => DataType::Utf8,
            Self::Int16 => DataType::Int16,
            Self::Timestamp => DataType::Timestamp(TimeUnit::Microsecond, Some(UTC.into())),
        }
    }
}

/// When a result is NULL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Nulls {
    /// Never (the generators and constants).
    Never,
    /// Where an argument is NULL.
    FromArgs,
    /// Also for some values of the arguments.
    Maybe,
}

impl Kind {
    pub(crate) const ALL: [Self; 23] = [
        Self::GenRandomUuid,
        Self::UuidV4,
        Self::UuidV7,
        Self::UuidGenerateV1,
        Self::UuidGenerateV4,
        Self::UuidGenerateV3,
        Self::UuidGenerateV5,
        Self::UuidNil,
        Self::UuidNsDns,
        Self::UuidNsUrl,
        Self::UuidNsOid,
        Self::UuidNsX500,
        Self::UuidExtractTimestamp,
        Self::UuidExtractVersion,
        Self::UuidV7At,
        Self::UuidV7Min,
        Self::UuidV7Max,
        Self::UuidParse,
        Self::TryUuidParse,
        Self::UuidFormat,
        Self::TypeIdEncode,
        Self::TypeIdDecode,
        Self::TypeIdPrefix,
    ];

    pub(crate) const fn name(self) -> &'static str {
        match self {
            Self::GenRandomUuid => "gen_random_uuid",
            Self::UuidV4 => "uuidv4",
            Self::UuidV7 => "uuidv7",
            Self::UuidGenerateV1 => "uuid_generate_v1",
            Self::UuidGenerateV4 => "uuid_generate_v4",
            Self::UuidGenerateV3 => "uuid_generate_v3",
            Self::UuidGenerateV5 => "uuid_generate_v5",
            Self::UuidNil => "uuid_nil",
            Self::UuidNsDns => "uuid_ns_dns",
            Self::UuidNsUrl => "uuid_ns_url",
            Self::UuidNsOid => "uuid_ns_oid",
            Self::UuidNsX500 => "uuid_ns_x500",
            Self::UuidExtractTimestamp => "uuid_extract_timestamp",
            Self::UuidExtractVersion => "uuid_extract_version",
            Self::UuidV7At => "uuidv7_at",
            Self::UuidV7Min => "uuidv7_min",
            Self::UuidV7Max => "uuidv7_max",
            Self::UuidParse => "uuid_parse",
            Self::TryUuidParse => "try_uuid_parse",
            Self::UuidFormat => "uuid_format",
            Self::TypeIdEncode => "typeid_encode",
            Self::TypeIdDecode => "typeid_decode",
            Self::TypeIdPrefix => "typeid_prefix",
        }
    }

    /// The argument lists the function takes (more than one for `uuidv7`).
    pub(crate) const fn arguments(self) -> &'static [&'static [Arg]] {
        match self {
            Self::GenRandomUuid
            | Self::UuidV4
            | Self::UuidGenerateV1
            | Self::UuidGenerateV4
            | Self::UuidNil
            | Self::UuidNsDns
            | Self::UuidNsUrl
            | Self::UuidNsOid
            | Self::UuidNsX500 => &[&[]],
            Self::UuidV7 => &[&[], &[Arg::Interval]],
            Self::UuidGenerateV3 | Self::UuidGenerateV5 => &[&[Arg::Uuid, Arg::Text]],
            Self::UuidExtractTimestamp | Self::UuidExtractVersion | Self::UuidFormat => {
                &[&[Arg::Uuid]]
            }
            Self::UuidV7At | Self::UuidV7Min | Self::UuidV7Max => &[&[Arg::Time]],
            Self::UuidParse | Self::TryUuidParse | Self::TypeIdDecode | Self::TypeIdPrefix => {
                &[&[Arg::Text]]
            }
            Self::TypeIdEncode => &[&[Arg::Text, Arg::Uuid]],
        }
    }

    pub(crate) fn output(self) -> Output {
        match self {
            Self::UuidExtractTimestamp => Output::Timestamp,
            Self::UuidExtractVersion => Output::Int16,
            Self::UuidFormat | Self::TypeIdEncode | Self::TypeIdPrefix => Output::Text,
            _ => Output::Uuid,
        }
    }

    pub(crate) fn nulls(self) -> Nulls {
        match self {
            Self::GenRandomUuid
            | Self::UuidV4
            | Self::UuidGenerateV1
            | Self::UuidGenerateV4
            | Self::UuidNil
            | Self::UuidNsDns
            | Self::UuidNsUrl
            | Self::UuidNsOid
            | Self::UuidNsX500 => Nulls::Never,
            Self::UuidExtractTimestamp | Self::UuidExtractVersion | Self::TryUuidParse => {
                Nulls::Maybe
            }
            _ => Nulls::FromArgs,
        }
    }

    /// Volatile for what draws random bits or reads the clock; immutable otherwise, so
    /// that a call on constants folds to a literal at planning.
    pub(crate) const fn volatility(self) -> Volatility {
        match self {
            Self::GenRandomUuid
            | Self::UuidV4
            | Self::UuidV7
            | Self::UuidGenerateV1
            | Self::UuidGenerateV4
            | Self::UuidV7At => Volatility::Volatile,
            _ => Volatility::Immutable,
        }
    }
}
