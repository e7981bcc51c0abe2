//! Arrow columns of typed IDs, in one run: `arrow::to_array` of 1,000,000 v7 `UserId`s
//! against arrow-rs's own `FixedSizeBinaryArray::try_from_iter` of the same `[u8; 16]`
//! values, and `arrow::from_array` (with the typed ID's version check, and as plain
//! `Uuid`s) against a plain copy of the array's buffer and arrow-rs's own iterator.
//!
//! `cargo bench --bench arrow`

use std::hint::black_box;

use arrow_array::FixedSizeBinaryArray;
use criterion::{Criterion, criterion_group, criterion_main};
use uuid_runtime::integrations::arrow;
use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

/// How many values each iteration writes or reads.
const COUNT: usize = 1_000_000;

/// `COUNT` fresh v7 `UserId`s.
fn user_ids() -> Vec<UserId> {
    let mut uuids = vec![Uuid::NIL; COUNT];
    Uuid::fill_v7(&mut uuids);
    uuids.into_iter().map(UserId::from_uuid).collect()
}

/// Writing a column: ours from typed IDs, arrow-rs's from their octets.
fn to_array(c: &mut Criterion) {
    let ids = user_ids();
    let octets: Vec<[u8; 16]> = ids.iter().map(|id| id.into_uuid().into_bytes()).collect();
    let mut group = c.benchmark_group("to_array_1m");
    group.sample_size(30);
    group.bench_function("arrow-rs-try-from-iter", |b| {
        b.iter(|| FixedSizeBinaryArray::try_from_iter(black_box(&octets).iter()).unwrap());
    });
    group.bench_function("to-array", |b| {
        b.iter(|| arrow::to_array(black_box(&ids).iter().copied()));
    });
    group.bench_function("to-array-nullable", |b| {
        b.iter(|| arrow::to_array_nullable(black_box(&ids).iter().copied().map(Some)));
    });
    group.finish();
}

/// Reading a column: ours into typed IDs (checking each version) and into `Uuid`s,
/// against a copy of the buffer and arrow-rs's iterator collected into octets.
fn from_array(c: &mut Criterion) {
    let array = arrow::to_array(user_ids());
    let mut group = c.benchmark_group("from_array_1m");
    group.sample_size(30);
    group.bench_function("copy-buffer", |b| {
        b.iter(|| black_box(&array).value_data().to_vec());
    });
    group.bench_function("arrow-rs-iter", |b| {
        b.iter(|| {
            black_box(&array)
                .iter()
                .map(|value| <[u8; 16]>::try_from(value.unwrap()).unwrap())
                .collect::<Vec<_>>()
        });
    });
    group.bench_function("from-array-uuid", |b| {
        b.iter(|| arrow::from_array::<Uuid>(black_box(&array)).unwrap());
    });
    group.bench_function("from-array-typed-id", |b| {
        b.iter(|| arrow::from_array::<UserId>(black_box(&array)).unwrap());
    });
    group.bench_function("from-array-nullable-typed-id", |b| {
        b.iter(|| arrow::from_array_nullable::<UserId>(black_box(&array)).unwrap());
    });
    group.finish();
}

criterion_group!(benches, to_array, from_array);
criterion_main!(benches);
