//! Text forms, side by side with the `uuid` crate in one run: parsing and formatting.
//!
//! `cargo bench --bench text`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};

const HYPHENATED: &str = "67e55044-10b1-426f-9247-bb680e5fe0c8";
const SIMPLE: &str = "67e5504410b1426f9247bb680e5fe0c8";
const URN: &str = "urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8";
const INVALID: &str = "67e55044-10b1-426f-9247-bb680e5fe0cg";

fn parse(c: &mut Criterion) {
    for (form, text) in [("hyphenated", HYPHENATED), ("simple", SIMPLE), ("urn", URN)] {
        let mut group = c.benchmark_group(format!("parse/{form}"));
        group.bench_function("uuid-runtime", |b| {
            b.iter(|| uuid_runtime::Uuid::parse_str(black_box(text)));
        });
        group.bench_function("uuid", |b| {
            b.iter(|| uuid::Uuid::parse_str(black_box(text)));
        });
        group.finish();
    }
    let mut group = c.benchmark_group("parse/invalid");
    group.bench_function("uuid-runtime", |b| {
        b.iter(|| uuid_runtime::Uuid::parse_str(black_box(INVALID)));
    });
    group.bench_function("uuid", |b| {
        b.iter(|| uuid::Uuid::parse_str(black_box(INVALID)));
    });
    group.finish();
}

fn format(c: &mut Criterion) {
    let ours = uuid_runtime::Uuid::parse_str(HYPHENATED).unwrap();
    let theirs = uuid::Uuid::parse_str(HYPHENATED).unwrap();

    let mut group = c.benchmark_group("format/hyphenated-into-buffer");
    group.bench_function("uuid-runtime", |b| {
        let mut buf = [0; 36];
        b.iter(|| {
            black_box(black_box(ours).hyphenated().encode_lower(&mut buf));
        });
    });
    group.bench_function("uuid", |b| {
        let mut buf = [0; 36];
        b.iter(|| {
            black_box(black_box(theirs).hyphenated().encode_lower(&mut buf));
        });
    });
    group.finish();

    let mut group = c.benchmark_group("format/simple-into-buffer");
    group.bench_function("uuid-runtime", |b| {
        let mut buf = [0; 32];
        b.iter(|| {
            black_box(black_box(ours).simple().encode_lower(&mut buf));
        });
    });
    group.bench_function("uuid", |b| {
        let mut buf = [0; 32];
        b.iter(|| {
            black_box(black_box(theirs).simple().encode_lower(&mut buf));
        });
    });
    group.finish();

    let mut group = c.benchmark_group("format/to_string");
    group.bench_function("uuid-runtime", |b| b.iter(|| black_box(ours).to_string()));
    group.bench_function("uuid", |b| b.iter(|| black_box(theirs).to_string()));
    group.finish();
}

criterion_group!(benches, parse, format);
criterion_main!(benches);
