//! `uuidgen`: generate, derive, inspect and convert UUIDs from the command line, built
//! on the public API of `uuid-runtime`.
//!
//! ```text
//! cargo run --example uuidgen -- gen [v1|v4|v6|v7] [-n COUNT]      # default: one v7
//! cargo run --example uuidgen -- name <v3|v5|v8> NAMESPACE NAME
//! cargo run --example uuidgen -- inspect [--json] VALUE...
//! cargo run --example uuidgen -- convert VALUE --to <v6|v1|typeid|uuid> [--prefix P]
//! ```
//!
//! - A VALUE is a UUID in any of its four text forms (hyphenated, simple, braced, URN)
//!   or a TypeID (`user_01h455vb4pex5vsknk084sn02q`). A NAMESPACE is `dns`, `url`,
//!   `oid`, `x500` or a UUID; v8 names are hashed with SHA-256 (RFC 9562 B.2).
//! - `inspect` prints `key: value` lines, a blank line between values: the canonical
//!   UUID, the TypeID prefix, the version, the variant and, for versions 1, 6 and 7,
//!   the timestamp in RFC 3339 UTC (fractional seconds only when non-zero, down to the
//!   100 ns that v1 and v6 carry: `2022-02-22T19:22:22.1234567Z`); for versions 1 and 6
//!   also the clock sequence (hex) and the node (`9f:6b:de:ce:d8:46`). With `--json`
//!   each value is one JSON object on its own line (JSON Lines) with the same keys,
//!   `null` where a key does not apply and the clock sequence as a number. A v7 time
//!   after the year 9999, which RFC 3339 cannot write, has a `null` timestamp.
//! - `convert` makes the lossless conversions: v1 to v6 and back, any UUID to a TypeID
//!   (`--prefix`, empty by default) and a TypeID back to its UUID (`--to uuid`).
//! - Bad input prints `error: ` and the parser's own message to stderr, then the value
//!   with `^` under the characters the message is about; it prints nothing to stdout for
//!   that value and makes the exit status 2 (as clap does for bad arguments). `inspect`
//!   still prints the values that are good.

use std::fmt::Display;
use std::io::{self, BufWriter, Write};
use std::ops::Range;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use serde::Serialize;
use uuid_runtime::typeid::{self, TypeId, TypeIdSuffix};
use uuid_runtime::{Uuid, Variant};

/// Generate, derive, inspect and convert RFC 9562 UUIDs.
#[derive(Parser)]
#[command(name = "uuidgen", version)]
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
    },
    /// Print the name-based UUID of NAME in NAMESPACE.
    Name {
        /// Which hash: v3 is MD5, v5 is SHA-1, v8 is SHA-256.
        #[arg(value_enum)]
        version: NameVersion,
        /// `dns`, `url`, `oid`, `x500` or a UUID in any text form.
        namespace: String,
        /// The name, hashed as its UTF-8 bytes.
        name: String,
    },
    /// Describe UUIDs (any text form) and TypeIDs.
    Inspect {
        /// The UUIDs or TypeIDs to describe.
        #[arg(required = true)]
        values: Vec<String>,
        /// Print one JSON object a line instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Convert a UUID or TypeID without losing information.
    Convert {
        /// The UUID (any text form) or TypeID to convert.
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

/// Reports bad input on stderr.
fn bad_input(message: impl Display) -> Failure {
    eprintln!("error: {message}");
    Failure::BadInput
}

/// Reports a bad value on stderr, marking the characters the message is about.
fn bad_value(message: impl Display, text: &str, span: Range<usize>) -> Failure {
    let marks = "^".repeat(span.len().max(1));
    eprintln!(
        "error: {message}\n  {text}\n  {}{marks}",
        " ".repeat(span.start)
    );
    Failure::BadInput
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Buffered, so that `gen -n 1000000` does not make a system call per line.
    let mut out = BufWriter::new(io::stdout().lock());
    let result = match cli.command {
        Command::Gen { version, count } => generate(&mut out, version, count),
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

fn generate(out: &mut impl Write, version: GenVersion, count: u64) -> Result<(), Failure> {
    for _ in 0..count {
        let uuid = match version {
            GenVersion::V1 => Uuid::now_v1(),
            GenVersion::V4 => Uuid::new_v4(),
            GenVersion::V6 => Uuid::now_v6(),
            GenVersion::V7 => Uuid::now_v7(),
        };
        writeln!(out, "{uuid}")?;
    }
    Ok(())
}

fn name_based(
    out: &mut impl Write,
    version: NameVersion,
    namespace: &str,
    name: &str,
) -> Result<(), Failure> {
    let namespace = match namespace {
        "dns" => Uuid::NAMESPACE_DNS,
        "url" => Uuid::NAMESPACE_URL,
        "oid" => Uuid::NAMESPACE_OID,
        "x500" => Uuid::NAMESPACE_X500,
        other => Uuid::parse_str(other).map_err(|err| {
            let message = format!("{err}; a namespace is `dns`, `url`, `oid`, `x500` or a UUID");
            bad_value(message, other, err.span())
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

/// Parses a UUID in any text form or a TypeID, returning the UUID and, for a TypeID,
/// its prefix. When both parsers fail, the error is that of the form the text looks
/// like: a TypeID has a `_` or, without a prefix, is 26 characters long.
fn parse_value(text: &str) -> Result<(Uuid, Option<&str>), Failure> {
    let uuid_err = match Uuid::parse_str(text) {
        Ok(uuid) => return Ok((uuid, None)),
        Err(err) => err,
    };
    match typeid::parse(text) {
        Ok((prefix, uuid)) => Ok((uuid, Some(prefix))),
        Err(err) if text.contains('_') || text.chars().count() == TypeIdSuffix::LENGTH => {
            Err(bad_value(err, text, err.position()..err.position() + 1))
        }
        Err(_) => Err(bad_value(uuid_err, text, uuid_err.span())),
    }
}

/// What `inspect` prints for one value; the JSON keys are the text's keys.
#[derive(Serialize)]
struct Report<'a> {
    uuid: Uuid,
    prefix: Option<&'a str>,
    version: Option<u8>,
    variant: &'static str,
    timestamp: Option<String>,
    clock_seq: Option<u16>,
    node: Option<String>,
}

impl<'a> Report<'a> {
    fn new(uuid: Uuid, prefix: Option<&'a str>) -> Self {
        let rfc = uuid.variant() == Variant::Rfc9562;
        Report {
            uuid,
            prefix,
            // The version field means something only in the RFC 9562 variant.
            version: rfc.then(|| uuid.version()),
            variant: match uuid.variant() {
                Variant::Ncs => "NCS (reserved)",
                Variant::Rfc9562 => "RFC 9562",
                Variant::Microsoft => "Microsoft (reserved)",
                Variant::Future => "future (reserved)",
            },
            // jiff writes RFC 3339 in UTC, with only the fractional digits needed.
            timestamp: uuid.timestamp().and_then(|ts| {
                let time = jiff::Timestamp::from_nanosecond(ts.unix_nanos()).ok()?;
                Some(time.to_string())
            }),
            clock_seq: uuid.clock_seq(),
            node: uuid.node().map(|node| {
                let hex: Vec<String> = node.iter().map(|octet| format!("{octet:02x}")).collect();
                hex.join(":")
            }),
        }
    }

    fn write_text(&self, out: &mut impl Write) -> io::Result<()> {
        writeln!(out, "uuid:      {}", self.uuid)?;
        if let Some(prefix) = self.prefix {
            let prefix = if prefix.is_empty() { "(none)" } else { prefix };
            writeln!(out, "prefix:    {prefix}")?;
        }
        if let Some(version) = self.version {
            writeln!(out, "version:   {version} ({})", version_name(version))?;
        }
        writeln!(out, "variant:   {}", self.variant)?;
        if self.uuid.timestamp().is_some() {
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
    let mut failed = false;
    let mut first = true;
    for text in values {
        let Ok((uuid, prefix)) = parse_value(text) else {
            failed = true;
            continue;
        };
        let report = Report::new(uuid, prefix);
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
    if failed {
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
    let (uuid, _) = parse_value(text)?;
    match to {
        Target::V6 => writeln!(out, "{}", uuid.to_v6().ok_or_else(|| wrong_kind(uuid, 1))?)?,
        Target::V1 => writeln!(out, "{}", uuid.to_v1().ok_or_else(|| wrong_kind(uuid, 6))?)?,
        Target::Typeid => {
            let prefix = prefix.unwrap_or("");
            let id = TypeId::new(prefix, uuid)
                .map_err(|err| bad_value(err, prefix, err.position()..err.position() + 1))?;
            writeln!(out, "{id}")?;
        }
        Target::Uuid => writeln!(out, "{uuid}")?,
    }
    Ok(())
}

/// Reports a UUID that is not of the version a conversion starts from.
fn wrong_kind(uuid: Uuid, expected: u8) -> Failure {
    if uuid.variant() == Variant::Rfc9562 {
        bad_input(format_args!(
            "expected a version {expected} UUID, found version {}",
            uuid.version()
        ))
    } else {
        bad_input(format_args!(
            "expected a version {expected} UUID, found one of another variant than RFC 9562"
        ))
    }
}
