//! The four RFC 9562 text forms, side by side in one run with `uuid-simd` (which detects
//! the CPU at run time) and the `uuid` crate: parsing each form, and formatting the
//! hyphenated and simple forms into a buffer.
//!
//! Each iteration reads or writes one of 1,024 distinct random UUIDs in turn, so that a
//! branch predictor cannot learn one value.
//!
//! `cargo bench --bench text`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use uuid_runtime::Uuid;
use uuid_simd::{AsOut, AsciiCase, UuidExt};

mod common;
use common::{cycle, uuids};

/// Writes one of the forms.
type Writer = fn(Uuid) -> String;

fn parse(c: &mut Criterion) {
    let uuids = uuids(1024);
    let forms: [(&str, Writer); 4] = [
        ("hyphenated", |uuid| uuid.hyphenated().to_string()),
        ("simple", |uuid| uuid.simple().to_string()),
        ("braced", |uuid| uuid.braced().to_string()),
        ("urn", |uuid| uuid.urn().to_string()),
    ];
    for (form, write) in forms {
        let texts: Vec<String> = uuids.iter().map(|uuid| write(*uuid)).collect();
        let mut group = c.benchmark_group(format!("parse/{form}"));
        cycle(&mut group, "uuid-runtime", &texts, |text| {
            black_box(Uuid::parse_str(text)).ok();
        });
        cycle(&mut group, "uuid-simd", &texts, |text| {
            black_box(<uuid::Uuid as UuidExt>::parse(text.as_bytes())).ok();
        });
        cycle(&mut group, "uuid", &texts, |text| {
            black_box(uuid::Uuid::parse_str(text)).ok();
        });
        group.finish();
    }

    // A bad last digit: our precise error against the others' bare ones.
    let invalid: Vec<String> = uuids
        .iter()
        .map(|uuid| format!("{}g", &uuid.hyphenated().to_string()[..35]))
        .collect();
    let mut group = c.benchmark_group("parse/invalid");
    cycle(&mut group, "uuid-runtime", &invalid, |text| {
        black_box(Uuid::parse_str(text)).ok();
    });
    cycle(&mut group, "uuid-simd", &invalid, |text| {
        black_box(<uuid::Uuid as UuidExt>::parse(text.as_bytes())).ok();
    });
    cycle(&mut group, "uuid", &invalid, |text| {
        black_box(uuid::Uuid::parse_str(text)).ok();
    });
    group.finish();
}

fn format(c: &mut Criterion) {
    let ours = uuids(1024);
    let theirs: Vec<uuid::Uuid> = ours
        .iter()
        .map(|uuid| uuid::Uuid::from_bytes(uuid.into_bytes()))
        .collect();

    let mut group = c.benchmark_group("format/hyphenated-into-buffer");
    let mut buf = [0; 36];
    cycle(&mut group, "uuid-runtime", &ours, |uuid| {
        black_box(uuid.hyphenated().encode_lower(&mut buf));
    });
    cycle(&mut group, "uuid-simd", &theirs, |uuid| {
        black_box(uuid_simd::format_hyphenated(
            uuid.as_bytes(),
            buf.as_out(),
            AsciiCase::Lower,
        ));
    });
    cycle(&mut group, "uuid", &theirs, |uuid| {
        black_box(uuid.hyphenated().encode_lower(&mut buf));
    });
    group.finish();

    let mut group = c.benchmark_group("format/simple-into-buffer");
    let mut buf = [0; 32];
    cycle(&mut group, "uuid-runtime", &ours, |uuid| {
        black_box(uuid.simple().encode_lower(&mut buf));
    });
    cycle(&mut group, "uuid-simd", &theirs, |uuid| {
        black_box(uuid_simd::format_simple(
            uuid.as_bytes(),
            buf.as_out(),
            AsciiCase::Lower,
        ));
    });
    cycle(&mut group, "uuid", &theirs, |uuid| {
        black_box(uuid.simple().encode_lower(&mut buf));
    });
    group.finish();

    let mut group = c.benchmark_group("format/to_string");
    cycle(&mut group, "uuid-runtime", &ours, |uuid| {
        black_box(uuid.to_string());
    });
    cycle(&mut group, "uuid", &theirs, |uuid| {
        black_box(uuid.to_string());
    });
    group.finish();
}

criterion_group!(benches, parse, format);
criterion_main!(benches);
