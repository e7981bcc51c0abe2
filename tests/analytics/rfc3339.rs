//! `Timestamp`'s RFC 3339 against Python's `datetime` (through `interop.py rfc3339`), on
//! random instants of the years 0001 to 9999 (`datetime`'s) at every precision: Python
//! reads what `Display` writes as the same instant (to its microsecond), and
//! `Timestamp::try_parse` reads what Python's `isoformat` writes, at random offsets, as the
//! same instant; in UTC, both write the same date and time of day.

use std::time::{Duration, SystemTime};

use serde::{Deserialize, Serialize};
use uuid_runtime::{RandomSource, Timestamp, timestamp};
use uuid_test_support::generators::SplitMix;
use uuid_test_support::python::python;

/// How many instants each way.
const INSTANTS: usize = 20_000;

#[derive(Serialize)]
struct Request {
    texts: Vec<String>,
    /// Microseconds since 1970, and the offset in minutes to write them at.
    instants: Vec<(i64, i32)>,
}

#[derive(Deserialize)]
struct Answer {
    parsed: Vec<Option<i64>>,
    written: Vec<String>,
}

/// The instant `nanos` nanoseconds after 1970 (before it when negative):
/// `Timestamp::from_unix_time` takes unsigned seconds, so an instant before 1970 comes
/// from the `SystemTime` of it.
fn instant(nanos: i128) -> Timestamp {
    let magnitude = nanos.unsigned_abs();
    let seconds = u64::try_from(magnitude / 1_000_000_000).unwrap();
    let subsec = u32::try_from(magnitude % 1_000_000_000).unwrap();
    if nanos >= 0 {
        Timestamp::from_unix_time(seconds, subsec, 0, 0)
    } else {
        let time = SystemTime::UNIX_EPOCH - Duration::new(seconds, subsec);
        Timestamp::try_from(time).unwrap()
    }
}

#[test]
fn parsing_and_formatting_agree_with_python_datetime() {
    let Some(python) = python() else { return };
    let random = SplitMix::seeded(3339);
    let first = timestamp!("0001-01-02T00:00:00Z").to_unix_nanos();
    let last = timestamp!("9999-12-30T23:59:59.999999999Z").to_unix_nanos();
    let span = u128::try_from(last - first).unwrap();
    let mut ours = Vec::new();
    let mut instants = Vec::new();
    for i in 0..INSTANTS {
        let r = random.next_u128();
        let mut nanos = first + i128::try_from(r % span).unwrap();
        // Whole seconds, milliseconds, microseconds, 100 ns and nanoseconds in turn.
        nanos -= nanos.rem_euclid([1_000_000_000, 1_000_000, 1_000, 100, 1][i % 5]);
        let ts = instant(nanos);
        assert_eq!(ts.to_unix_nanos(), nanos);
        ours.push(ts);
        let micros = i64::try_from(nanos.div_euclid(1_000)).unwrap();
        // Offsets of whole minutes within a day either way; UTC every fourth.
        let offset = if i % 4 == 0 {
            0
        } else {
            i32::try_from((r >> 100) % 2879).unwrap() - 1439
        };
        instants.push((micros, offset));
    }
    let texts: Vec<String> = ours
        .iter()
        .enumerate()
        .map(|(i, ts)| {
            let text = ts.to_string();
            // RFC 3339's space between date and time, which Python reads too.
            if i % 3 == 0 {
                text.replacen('T', " ", 1)
            } else {
                text
            }
        })
        .collect();
    let request = Request {
        texts: texts.clone(),
        instants: instants.clone(),
    };
    let output = python
        .run(["rfc3339"], &serde_json::to_string(&request).unwrap())
        .unwrap_or_else(|why| panic!("{why}"));
    let answer: Answer = serde_json::from_str(&output).unwrap();
    assert_eq!(answer.parsed.len(), INSTANTS);
    assert_eq!(answer.written.len(), INSTANTS);
    for ((ts, text), parsed) in ours.iter().zip(&texts).zip(&answer.parsed) {
        // Python keeps microseconds, dropping further digits.
        let micros = i64::try_from(ts.to_unix_nanos().div_euclid(1_000)).unwrap();
        assert_eq!(*parsed, Some(micros), "Python read {text}");
    }
    for ((&(micros, offset), written), ts) in instants.iter().zip(&answer.written).zip(&ours) {
        let read = Timestamp::try_parse(written).unwrap_or_else(|err| panic!("{written}: {err}"));
        assert_eq!(
            read.to_unix_nanos(),
            i128::from(micros) * 1_000,
            "we read {written}"
        );
        if offset == 0 {
            // `+00:00` and six digits of fraction there, `Z` and no trailing zeros here.
            let text = ts.to_string();
            assert_eq!(written[..19], text[..19], "{written} and {text}");
        }
    }
}
