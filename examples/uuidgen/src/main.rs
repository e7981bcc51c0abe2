//! `uuidgen`: generate, derive, inspect and convert UUIDs from the command line, built
//! on the public API of `uuid-runtime`.
//!
//! ```text
//! cargo run -p uuidgen -- gen [v1|v4|v6|v7] [-n COUNT] [--at TIME]   # default: one v7
//! cargo run -p uuidgen -- range FROM TO
//! cargo run -p uuidgen -- name <v3|v5|v8> NAMESPACE NAME
//! cargo run -p uuidgen -- inspect [--json] VALUE...
//! cargo run -p uuidgen -- convert VALUE --to <v6|v1|typeid|uuid|ulid|base64url|base58|base62> [--prefix P]
//! ```
//!
//! - A VALUE is a UUID in any of its four text forms (hyphenated, simple, braced, URN),
//!   a TypeID (`user_01h455vb4pex5vsknk084sn02q`), a ULID (`01H455VB4PEX5VSKNK084SN02Q`)
//!   or 22 characters of base58, base62 or base64url. A NAMESPACE is `dns`, `url`,
//!   `oid`, `x500` (in any case) or a UUID; v8 names are hashed with SHA-256 (RFC 9562
//!   B.2).
//! - 22 characters can be valid in more than one of base58, base62 and base64url, with
//!   different values: `inspect` then shows each reading, and `convert` takes the first
//!   of base58, base62, base64url and says so on stderr.
//! - `inspect` prints `key: value` lines, a blank line between values: the canonical
//!   UUID, the form the value was read in, the TypeID prefix, the version, the variant
//!   and, for versions 1, 6 and 7,
//!   the timestamp in RFC 3339 UTC (fractional seconds only when non-zero, down to the
//!   100 ns that v1 and v6 carry: `2022-02-22T19:22:22.1234567Z`); for versions 1 and 6
//!   also the clock sequence (hex) and the node (`9f:6b:de:ce:d8:46`). With `--json`
//!   each value is one JSON object on its own line (JSON Lines) with the same keys,
//!   `null` where a key does not apply and the clock sequence as a number. A v7 time
//!   after the year 9999, which RFC 3339 cannot write, has a `null` timestamp. The nil
//!   and max UUIDs (RFC 9562 §5.9, §5.10) have the variant `nil UUID` and `max UUID`.
//! - `gen v7 --at TIME` makes v7 UUIDs of TIME's millisecond, in random order, and
//!   `range FROM TO` prints the least v7 UUID of FROM and that of TO, one a line: the
//!   ends of `id >= FROM's AND id < TO's`, every v7 UUID of the window `[FROM, TO)`.
//!   A TIME is RFC 3339 (`2026-05-01T12:00:00Z`, `2026-05-01 14:00:00+02:00`).
//! - `convert` makes the lossless conversions: v1 to v6 and back, any UUID to a TypeID
//!   (`--prefix`, empty by default), a ULID or base64url, base58 or base62 text, and any
//!   of these back to its UUID (`--to uuid`). A
//!   UUID that already has the version asked for is printed as it is, with a note on
//!   stderr.
//! - Bad input prints `error: ` and the parser's own message to stderr, then the value
//!   with `^` under the characters the message is about; it prints nothing to stdout for
//!   that value and makes the exit status 2 (as clap does for bad arguments). `inspect`
//!   still prints the values that are good, and reports the first ten bad ones.
//! - Input is echoed safely (see `echo.rs`): characters that could act on the terminal
//!   or hide (escape sequences, line breaks, bidirectional controls) are escaped, and a
//!   long value is cut to a window around the error. A standard output that cannot be
//!   written, also one the shell closed (`>&-`), is an error with exit status 1; a
//!   reader that stops early (`| head -1`) is not.

mod echo;
mod stdout;

use std::ffi::OsString;
use std::fmt::Display;
use std::io::{self, Write};
use std::ops::Range;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use serde::Serialize;
use uuid_runtime::fmt::{Base58, Base62, Base64Url, Ulid};
use uuid_runtime::typeid::{TypeId, TypeIdError, TypeIdSuffix};
use uuid_runtime::{
    Error, GregorianGenerator, SystemClock, ThreadLocalRng, Timestamp, Uuid, Variant,
};

use crate::stdout::Output;

/// How many bad values `inspect` reports in full; the rest are counted.
const MAX_REPORTED: usize = 10;

/// Generate, derive, inspect and convert RFC 9562 UUIDs.
#[derive(Parser)]
#[command(name = "uuidgen", bin_name = "uuidgen", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print fresh UUIDs, one a line.
    Gen {
        /// Which version to generate.
        #[arg(value_enum, default_value_t = GenVersion::V7)]
        version: GenVersion,
        /// How many UUIDs to print.
        #[arg(short = 'n', long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        count: u64,
        /// Make v7 UUIDs of this time's millisecond (RFC 3339) instead of now's.
        #[arg(long, value_name = "TIME")]
        at: Option<String>,
    },
    /// Print the bounds of the v7 UUIDs of a time window `[FROM, TO)`: the least v7 UUID
    /// of FROM, then that of TO, for `id >= first AND id < second`.
    Range {
        /// The window's start, RFC 3339 (`2026-05-01T00:00:00Z`).
        from: String,
        /// Its end, not included.
        to: String,
    },
    /// Print the name-based UUID of NAME in NAMESPACE.
    Name {
        /// Which hash: v3 is MD5, v5 is SHA-1, v8 is SHA-256.
        #[arg(value_enum)]
        version: NameVersion,
        /// `dns`, `url`, `oid`, `x500` (in any case) or a UUID in any text form.
        namespace: String,
        /// The name, hashed as its UTF-8 bytes.
        name: String,
    },
    /// Describe UUIDs (any text form), TypeIDs, ULIDs and base58, base62 or base64url
    /// texts.
    Inspect {
        /// The values to describe.
        #[arg(required = true)]
        values: Vec<String>,
        /// Print one JSON object a line instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Convert a UUID, TypeID, ULID or compact text without losing information.
    Convert {
        /// The value to convert.
        value: String,
        /// What to convert it to.
        #[arg(long, value_enum)]
        to: Target,
        /// The TypeID prefix, for `--to typeid`.
        #[arg(long)]
        prefix: Option<String>,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum GenVersion {
    V1,
    V4,
    V6,
    V7,
}

#[derive(Clone, Copy, ValueEnum)]
enum NameVersion {
    V3,
    V5,
    V8,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Target {
    V6,
    V1,
    Typeid,
    Uuid,
    Ulid,
    Base64url,
    Base58,
    Base62,
}

/// Why a command stopped short.
enum Failure {
    /// Bad input, already explained on stderr.
    BadInput,
    /// Writing to stdout failed.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(err: io::Error) -> Self {
        Self::Output(err)
    }
}

/// Reports bad input on stderr. The message must not quote the input: see [`Rejection`].
fn bad_input(message: impl Display) -> Failure {
    eprintln!("error: {message}");
    Failure::BadInput
}

/// Why a value was rejected: a message from one of the parsers (which escape the
/// characters they quote) and the characters of the value it is about.
struct Rejection {
    message: String,
    marked: Range<usize>,
}

impl Rejection {
    fn new(message: impl Display, marked: Range<usize>) -> Self {
        Self {
            message: message.to_string(),
            marked,
        }
    }

    /// A TypeID or prefix error, marking what it is about: the offending character,
    /// or the whole part (prefix or suffix) that has the wrong length.
    fn typeid(err: TypeIdError) -> Self {
        Self::new(err, err.span())
    }

    /// Prints the message on stderr, then `text`, escaped and cut to a window around
    /// the marked characters, with carets under them.
    fn report(&self, text: &str) -> Failure {
        let excerpt = echo::excerpt(text, self.marked.clone(), "  ");
        eprintln!("error: {}\n{excerpt}", self.message);
        Failure::BadInput
    }
}

/// The command line. clap quotes a rejected argument as it is, so when one would be
/// unsafe to print or too long, clap is asked again about the arguments escaped and
/// cut short (`echo::brief`): its error is then the same, about what can be shown.
fn parse_args() -> Cli {
    let args: Vec<OsString> = std::env::args_os().collect();
    let err = match Cli::try_parse_from(&args) {
        Ok(cli) => return cli,
        Err(err) => err,
    };
    let shown: Vec<String> = args
        .iter()
        .map(|arg| echo::brief(&arg.to_string_lossy()))
        .collect();
    let unchanged = args
        .iter()
        .zip(&shown)
        .all(|(arg, shown)| arg == shown.as_str());
    let err = if unchanged {
        err
    } else {
        // Arguments that are not UTF-8 can parse once made so; clap's error about them
        // quotes none.
        Cli::try_parse_from(&shown).err().unwrap_or(err)
    };
    err.exit()
}

fn main() -> ExitCode {
    let cli = parse_args();
    let mut out = Output::new();
    let result = match cli.command {
        Command::Gen { version, count, at } => generate(&mut out, version, count, at.as_deref()),
        Command::Range { from, to } => range(&mut out, &from, &to),
        Command::Name {
            version,
            namespace,
            name,
        } => name_based(&mut out, version, &namespace, &name),
        Command::Inspect { values, json } => inspect(&mut out, &values, json),
        Command::Convert { value, to, prefix } => convert(&mut out, &value, to, prefix.as_deref()),
    };
    match result.and_then(|()| out.flush().map_err(Failure::from)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::BadInput) => ExitCode::from(2),
        // A reader that stops early (`uuidgen gen -n 1000 | head -1`) is no error.
        Err(Failure::Output(err)) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(err)) => {
            eprintln!("error: cannot write the output: {err}");
            ExitCode::FAILURE
        }
    }
}

fn generate(
    out: &mut impl Write,
    version: GenVersion,
    count: u64,
    at: Option<&str>,
) -> Result<(), Failure> {
    let at = match (at, version) {
        (None, _) => None,
        (Some(text), GenVersion::V7) => Some(v7_time(text)?),
        (Some(_), _) => return Err(bad_input("`--at` makes v7 UUIDs: use `gen v7 --at TIME`")),
    };
    // v1 and v6 UUIDs with a random multicast node (RFC 9562 §6.10), not the machine's.
    let gregorian = GregorianGenerator::new(SystemClock, ThreadLocalRng);
    for _ in 0..count {
        let uuid = match (version, at) {
            (_, Some(at)) => Uuid::new_v7(at),
            (GenVersion::V1, None) => gregorian.generate_v1(),
            (GenVersion::V4, None) => Uuid::new_v4(),
            (GenVersion::V6, None) => gregorian.generate_v6(),
            (GenVersion::V7, None) => Uuid::now_v7(),
        };
        writeln!(out, "{uuid}")?;
    }
    Ok(())
}

/// The least v7 UUIDs of `from` and of `to`, a line each.
fn range(out: &mut impl Write, from: &str, to: &str) -> Result<(), Failure> {
    let (from, to) = (v7_time(from)?, v7_time(to)?);
    let window = Uuid::range_v7(from, to);
    writeln!(out, "{}\n{}", window.start, window.end)?;
    Ok(())
}

/// The RFC 3339 time `text`, which a v7 UUID can hold; else the parser's message, or
/// why no v7 UUID holds it.
fn v7_time(text: &str) -> Result<Timestamp, Failure> {
    let at =
        Timestamp::try_parse(text).map_err(|err| Rejection::new(err, err.span()).report(text))?;
    match Uuid::try_min_v7(at) {
        Ok(_) => Ok(at),
        Err(err) => Err(Rejection::new(err, 0..text.chars().count()).report(text)),
    }
}

fn name_based(
    out: &mut impl Write,
    version: NameVersion,
    namespace: &str,
    name: &str,
) -> Result<(), Failure> {
    let well_known = [
        ("dns", Uuid::NAMESPACE_DNS),
        ("url", Uuid::NAMESPACE_URL),
        ("oid", Uuid::NAMESPACE_OID),
        ("x500", Uuid::NAMESPACE_X500),
    ];
    let namespace = match well_known
        .iter()
        .find(|(keyword, _)| keyword.eq_ignore_ascii_case(namespace))
    {
        Some(&(_, uuid)) => uuid,
        None => Uuid::parse_str(namespace).map_err(|err| {
            let message = format!("{err}; a namespace is `dns`, `url`, `oid`, `x500` or a UUID");
            Rejection::new(message, err.span()).report(namespace)
        })?,
    };
    let uuid = match version {
        NameVersion::V3 => Uuid::new_v3(&namespace, name.as_bytes()),
        NameVersion::V5 => Uuid::new_v5(&namespace, name.as_bytes()),
        NameVersion::V8 => Uuid::new_v8_sha256(&namespace, name.as_bytes()),
    };
    writeln!(out, "{uuid}")?;
    Ok(())
}

/// A parser of one text form.
type FormParser = fn(&str) -> Result<Uuid, Error>;

/// Base58 text's UUID.
fn parse_base58(text: &str) -> Result<Uuid, Error> {
    Base58::try_parse(text).map(Base58::into_uuid)
}

/// Base62 text's UUID.
fn parse_base62(text: &str) -> Result<Uuid, Error> {
    Base62::try_parse(text).map(Base62::into_uuid)
}

/// Base64url text's UUID.
fn parse_base64url(text: &str) -> Result<Uuid, Error> {
    Base64Url::try_parse(text).map(Base64Url::into_uuid)
}

/// A value as one form reads it.
struct Reading<'a> {
    uuid: Uuid,
    /// The form's name, as `inspect` shows it.
    form: &'static str,
    /// A TypeID's prefix.
    prefix: Option<&'a str>,
}

impl Reading<'_> {
    fn new(uuid: Uuid, form: &'static str) -> Self {
        Self {
            uuid,
            form,
            prefix: None,
        }
    }
}

/// Reads a UUID in any text form, a TypeID, a ULID or a base58, base62 or base64url
/// text: every reading of it (more than one only for 22 characters valid in several
/// of those alphabets). When no form reads it, the error is that of the form the text
/// looks like: 26 characters in uppercase are a ULID; a TypeID has a `_`
/// or, without a prefix, is 26 characters long; 22
/// characters are base64url with `-`, `_` or the standard alphabet's `+`, `/`, `=`,
/// base62 with a `0`, `O`, `I` or `l`, else base58.
fn parse_value(text: &str) -> Result<Vec<Reading<'_>>, Rejection> {
    let uuid_err = match Uuid::parse_str(text) {
        Ok(uuid) => {
            let form = match text.len() {
                32 => "simple",
                38 => "braced",
                45 => "URN",
                _ => "hyphenated",
            };
            return Ok(vec![Reading::new(uuid, form)]);
        }
        Err(err) => err,
    };
    let length = text.chars().count();
    // 26 characters with uppercase letters and no lowercase ones: a ULID. (Digits alone
    // are a TypeID suffix, of the same value.)
    let has = |letter: fn(&u8) -> bool| text.as_bytes().iter().any(letter);
    if length == TypeIdSuffix::LENGTH && has(u8::is_ascii_uppercase) && !has(u8::is_ascii_lowercase)
    {
        return match Ulid::try_parse(text).map(Ulid::into_uuid) {
            Ok(uuid) => Ok(vec![Reading::new(uuid, "ULID")]),
            Err(err) => Err(Rejection::new(err, err.span())),
        };
    }
    let typeid_err = match TypeId::parse_str(text) {
        Ok(id) => {
            return Ok(vec![Reading {
                uuid: id.into_uuid(),
                form: "TypeID",
                prefix: Some(id.prefix()),
            }]);
        }
        Err(err) => err,
    };
    if length == TypeIdSuffix::LENGTH {
        // Mixed case: a ULID, which is read in either case.
        return match Ulid::try_parse(text).map(Ulid::into_uuid) {
            Ok(uuid) => Ok(vec![Reading::new(uuid, "ULID")]),
            Err(_) => Err(Rejection::typeid(typeid_err)),
        };
    }
    if text.contains('_') {
        return Err(Rejection::typeid(typeid_err));
    }
    if length == Base58::LENGTH {
        let compact: [(&str, FormParser); 3] = [
            ("base58", parse_base58),
            ("base62", parse_base62),
            ("base64url", parse_base64url),
        ];
        let readings: Vec<Reading<'_>> = compact
            .iter()
            .filter_map(|&(form, parse)| Some(Reading::new(parse(text).ok()?, form)))
            .collect();
        if !readings.is_empty() {
            return Ok(readings);
        }
        let looks_like = if text.contains(['-', '+', '/', '=']) {
            parse_base64url
        } else if text.contains(['0', 'O', 'I', 'l']) {
            parse_base62
        } else {
            parse_base58
        };
        if let Err(err) = looks_like(text) {
            return Err(Rejection::new(err, err.span()));
        }
    }
    Err(Rejection::new(uuid_err, uuid_err.span()))
}

/// What `inspect` prints for one value; the JSON keys are the text's keys.
#[derive(Serialize)]
struct Report<'a> {
    uuid: Uuid,
    form: &'static str,
    prefix: Option<&'a str>,
    version: Option<u8>,
    variant: &'static str,
    timestamp: Option<String>,
    clock_seq: Option<u16>,
    node: Option<String>,
}

impl<'a> Report<'a> {
    fn new(reading: &Reading<'a>) -> Self {
        let uuid = reading.uuid;
        let rfc = uuid.get_variant() == Variant::RFC4122;
        Report {
            uuid,
            form: reading.form,
            prefix: reading.prefix,
            // The version field means something only in the RFC 9562 variant.
            version: rfc.then(|| uuid.get_version_num() as u8),
            // Special forms (RFC 9562 §5.9, §5.10), though their bits fall in the
            // reserved variants.
            variant: match uuid.get_variant() {
                _ if uuid.is_nil() => "nil UUID",
                _ if uuid.is_max() => "max UUID",
                Variant::NCS => "NCS (reserved)",
                Variant::RFC4122 => "RFC 9562",
                Variant::Microsoft => "Microsoft (reserved)",
                // `Variant::Future`, the last of the four the variant bits spell (the
                // enum is `#[non_exhaustive]`, as the `uuid` crate's is).
                _ => "future (reserved)",
            },
            // jiff writes RFC 3339 in UTC, with only the fractional digits needed (feature
            // `jiff`); a v7 time after 9999 has no such text.
            timestamp: uuid
                .get_timestamp()
                .and_then(|ts| Some(jiff::Timestamp::try_from(ts).ok()?.to_string())),
            clock_seq: uuid.get_clock_seq(),
            node: uuid.get_node_id().map(|node| {
                let hex: Vec<String> = node.iter().map(|octet| format!("{octet:02x}")).collect();
                hex.join(":")
            }),
        }
    }

    fn write_text(&self, out: &mut impl Write) -> io::Result<()> {
        writeln!(out, "uuid:      {}", self.uuid)?;
        writeln!(out, "form:      {}", self.form)?;
        if let Some(prefix) = self.prefix {
            let prefix = if prefix.is_empty() { "(none)" } else { prefix };
            writeln!(out, "prefix:    {prefix}")?;
        }
        if let Some(version) = self.version {
            writeln!(out, "version:   {version} ({})", version_name(version))?;
        }
        writeln!(out, "variant:   {}", self.variant)?;
        if self.uuid.get_timestamp().is_some() {
            let time = self.timestamp.as_deref();
            let time = time.unwrap_or("after the year 9999, beyond RFC 3339");
            writeln!(out, "timestamp: {time}")?;
        }
        if let Some(clock_seq) = self.clock_seq {
            writeln!(out, "clock_seq: {clock_seq:#06x}")?;
        }
        if let Some(node) = &self.node {
            writeln!(out, "node:      {node}")?;
        }
        Ok(())
    }
}

/// What RFC 9562 §4.2 says a version's layout is.
fn version_name(version: u8) -> &'static str {
    match version {
        1 => "Gregorian time",
        2 => "DCE security",
        3 => "name-based, MD5",
        4 => "random",
        5 => "name-based, SHA-1",
        6 => "reordered Gregorian time",
        7 => "Unix time",
        8 => "custom",
        _ => "unassigned",
    }
}

fn inspect(out: &mut impl Write, values: &[String], json: bool) -> Result<(), Failure> {
    let mut rejected = 0;
    let mut first = true;
    for text in values {
        let readings = match parse_value(text) {
            Ok(readings) => readings,
            Err(rejection) => {
                if rejected < MAX_REPORTED {
                    rejection.report(text);
                }
                rejected += 1;
                continue;
            }
        };
        if let [first_reading, others @ ..] = &readings[..] {
            if !others.is_empty() {
                let forms: Vec<&str> = others.iter().map(|reading| reading.form).collect();
                eprintln!(
                    "note: {} is valid {} and {}: each reading is shown",
                    echo::brief(text),
                    first_reading.form,
                    forms.join(" and ")
                );
            }
        }
        for reading in &readings {
            let report = Report::new(reading);
            if json {
                let line = serde_json::to_string(&report).map_err(io::Error::from)?;
                writeln!(out, "{line}")?;
            } else {
                if !first {
                    writeln!(out)?;
                }
                report.write_text(out)?;
            }
            first = false;
        }
    }
    if rejected > MAX_REPORTED {
        bad_input(format_args!(
            "{} more bad values, not shown ({rejected} in all)",
            rejected - MAX_REPORTED
        ));
    }
    if rejected > 0 {
        Err(Failure::BadInput)
    } else {
        Ok(())
    }
}

fn convert(
    out: &mut impl Write,
    text: &str,
    to: Target,
    prefix: Option<&str>,
) -> Result<(), Failure> {
    if prefix.is_some() && to != Target::Typeid {
        return Err(bad_input("`--prefix` needs `--to typeid`"));
    }
    let readings = parse_value(text).map_err(|rejection| rejection.report(text))?;
    let reading = &readings[0];
    if readings.len() > 1 {
        eprintln!(
            "note: {} is valid {} and {}; converted as {}",
            echo::brief(text),
            reading.form,
            readings[1..]
                .iter()
                .map(|reading| reading.form)
                .collect::<Vec<_>>()
                .join(" and "),
            reading.form
        );
    }
    let uuid = reading.uuid;
    match to {
        Target::V6 => writeln!(out, "{}", between_v1_and_v6(uuid, 6)?)?,
        Target::V1 => writeln!(out, "{}", between_v1_and_v6(uuid, 1)?)?,
        Target::Typeid => {
            let prefix = prefix.unwrap_or("");
            let id =
                TypeId::new(prefix, uuid).map_err(|err| Rejection::typeid(err).report(prefix))?;
            writeln!(out, "{id}")?;
        }
        Target::Uuid => writeln!(out, "{uuid}")?,
        Target::Ulid => writeln!(out, "{}", uuid.ulid())?,
        Target::Base64url => writeln!(out, "{}", uuid.base64url())?,
        Target::Base58 => writeln!(out, "{}", uuid.base58())?,
        Target::Base62 => writeln!(out, "{}", uuid.base62())?,
    }
    Ok(())
}

/// `uuid` as version `to` (1 or 6) from the other of the two. One that is already of
/// version `to` is returned as it is, with a note, so that a list of mixed UUIDs can
/// be converted; any other is an error.
fn between_v1_and_v6(uuid: Uuid, to: u8) -> Result<Uuid, Failure> {
    let (from, converted) = if to == 6 {
        (1, uuid.to_v6())
    } else {
        (6, uuid.to_v1())
    };
    if let Some(converted) = converted {
        return Ok(converted);
    }
    if uuid.get_variant() != Variant::RFC4122 {
        return Err(bad_input(format_args!(
            "expected a version {from} or {to} UUID, found one of another variant than RFC 9562"
        )));
    }
    if uuid.get_version_num() == usize::from(to) {
        eprintln!("note: already a version {to} UUID; printed as it is");
        return Ok(uuid);
    }
    Err(bad_input(format_args!(
        "expected a version {from} or {to} UUID, found version {}",
        uuid.get_version_num()
    )))
}
