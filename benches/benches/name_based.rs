//! Name-based UUIDs, side by side in one run: `Uuid::new_v3`/`new_v5` against the
//! `uuid` crate's (`md-5` and `sha1_smol`), and `Uuid::new_v8_sha256` against the same
//! UUID made with the `sha2` crate, for names of 15, 64 and 1,000 bytes.
//!
//! `cargo bench --bench name_based`

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use sha2::{Digest, Sha256};

/// Name lengths: a short DNS name, one block's worth, and a long name.
const LENGTHS: [usize; 3] = [15, 64, 1000];

fn name(len: usize) -> Vec<u8> {
    (0..len).map(|i| b'a' + (i % 26) as u8).collect()
}

/// A version 8 name-based UUID as a user of `sha2` would write it.
fn sha2_v8(namespace: &uuid::Uuid, name: &[u8]) -> uuid::Uuid {
    let digest = Sha256::new()
        .chain_update(namespace.as_bytes())
        .chain_update(name)
        .finalize();
    let mut bytes = [0; 16];
    bytes.copy_from_slice(&digest[..16]);
    uuid::Builder::from_custom_bytes(bytes).into_uuid()
}

fn name_based(c: &mut Criterion) {
    let ours_ns = uuid_runtime::Uuid::NAMESPACE_DNS;
    let theirs_ns = uuid::Uuid::NAMESPACE_DNS;
    for len in LENGTHS {
        let name = name(len);
        let name = name.as_slice();

        let mut group = c.benchmark_group("new_v5");
        group.bench_function(BenchmarkId::new("uuid-runtime", len), |b| {
            b.iter(|| uuid_runtime::Uuid::new_v5(black_box(&ours_ns), black_box(name)));
        });
        group.bench_function(BenchmarkId::new("uuid", len), |b| {
            b.iter(|| uuid::Uuid::new_v5(black_box(&theirs_ns), black_box(name)));
        });
        group.finish();

        let mut group = c.benchmark_group("new_v3");
        group.bench_function(BenchmarkId::new("uuid-runtime", len), |b| {
            b.iter(|| uuid_runtime::Uuid::new_v3(black_box(&ours_ns), black_box(name)));
        });
        group.bench_function(BenchmarkId::new("uuid", len), |b| {
            b.iter(|| uuid::Uuid::new_v3(black_box(&theirs_ns), black_box(name)));
        });
        group.finish();

        let mut group = c.benchmark_group("new_v8_sha256");
        group.bench_function(BenchmarkId::new("uuid-runtime", len), |b| {
            b.iter(|| uuid_runtime::Uuid::new_v8_sha256(black_box(&ours_ns), black_box(name)));
        });
        group.bench_function(BenchmarkId::new("sha2", len), |b| {
            b.iter(|| sha2_v8(black_box(&theirs_ns), black_box(name)));
        });
        group.finish();
    }
}

criterion_group!(benches, name_based);
criterion_main!(benches);
