//! A file of 1,000,000 hyphenated UUIDs, one a line (37 MB), read and parsed whole, side
//! by side in one run: with `Uuid::parse_str`, with `uuid-simd` and with the `uuid`
//! crate, and the same reading and splitting into lines without parsing (the floor).
//! Criterion reports lines per second.
//!
//! Every contender runs the same pipeline, the file read into memory (from the page
//! cache after the first iteration), checked as UTF-8 once, split with `str::lines`;
//! only the parser differs. The file is written to a temporary directory first.
//!
//! `cargo bench --bench bulk`

use std::fs;
use std::hint::black_box;
use std::io::Write as _;
use std::path::Path;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use uuid_simd::UuidExt;
use uuid_test_support::temp_dir::TempDir;

mod common;
use common::uuids;

const LINES: usize = 1_000_000;

/// Reads the file at `path` and folds `parse` of each of its lines into one value.
fn parse_file(path: &Path, parse: impl Fn(&str) -> u128) -> u128 {
    let bytes = fs::read(path).expect("the file reads");
    let text = std::str::from_utf8(&bytes).expect("the file is text");
    text.lines()
        .fold(0, |acc, line| acc ^ parse(black_box(line)))
}

fn bulk(c: &mut Criterion) {
    let dir = TempDir::new("bulk-bench");
    let path = dir.path().join("uuids.txt");
    let mut file = std::io::BufWriter::new(fs::File::create(&path).expect("the file opens"));
    let ids = uuids(LINES);
    for id in &ids {
        writeln!(file, "{id}").expect("the file writes");
    }
    file.into_inner()
        .expect("the file is written")
        .sync_all()
        .ok();
    assert_eq!(fs::metadata(&path).unwrap().len(), 37 * LINES as u64);
    let expected = ids.iter().fold(0, |acc, id| acc ^ id.as_u128());

    let mut group = c.benchmark_group("bulk/1m-hyphenated-lines");
    group.throughput(Throughput::Elements(LINES as u64));
    group.sample_size(10);
    group.bench_function("read-and-split-only", |b| {
        b.iter(|| parse_file(&path, |line| line.len() as u128));
    });
    group.bench_function("uuid-runtime", |b| {
        b.iter(|| {
            let found = parse_file(&path, |line| {
                uuid_runtime::Uuid::parse_str(line).map_or(0, |id| id.as_u128())
            });
            assert_eq!(found, expected);
        });
    });
    group.bench_function("uuid-simd", |b| {
        b.iter(|| {
            let found = parse_file(&path, |line| {
                <uuid::Uuid as UuidExt>::parse(line.as_bytes()).map_or(0, |id| id.as_u128())
            });
            assert_eq!(found, expected);
        });
    });
    group.bench_function("uuid", |b| {
        b.iter(|| {
            let found = parse_file(&path, |line| {
                uuid::Uuid::parse_str(line).map_or(0, |id| id.as_u128())
            });
            assert_eq!(found, expected);
        });
    });
    group.finish();
}

criterion_group!(benches, bulk);
criterion_main!(benches);
