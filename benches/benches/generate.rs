//! Generators side by side with the `uuid` crate (features `v1`, `v4`, `v6`, `v7`,
//! `fast-rng`), with `SystemTime::now()` as the floor a clock read sets; batches of
//! 1,024 beside as many single calls; the v7 generator's options beside its default.
//!
//! `cargo bench --bench generate -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;
use std::sync::Barrier;
use std::time::{Duration, Instant, SystemTime};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use uuid_runtime::{SystemClock, ThreadLocalRng, V7Generator};

/// Time for each of `threads` threads to make one value while the others do too:
/// wall time for every thread to make `iters` values, divided by `iters`.
fn on_threads<T>(threads: usize, iters: u64, make: fn() -> T) -> Duration {
    let start = Barrier::new(threads + 1);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let start = &start;
            scope.spawn(move || {
                start.wait();
                for _ in 0..iters {
                    black_box(make());
                }
            });
        }
        start.wait();
        let began = Instant::now();
        // The scope joins the threads before returning.
        began
    })
    .elapsed()
}

fn v7(c: &mut Criterion) {
    let mut group = c.benchmark_group("now_v7");
    group.bench_function("SystemTime::now (floor)", |b| b.iter(SystemTime::now));
    group.bench_function("uuid-runtime", |b| b.iter(uuid_runtime::Uuid::now_v7));
    group.bench_function("uuid", |b| b.iter(uuid::Uuid::now_v7));
    group.finish();

    let mut group = c.benchmark_group("now_v7, 2 threads at once");
    group.bench_function("uuid-runtime", |b| {
        b.iter_custom(|iters| on_threads(2, iters, uuid_runtime::Uuid::now_v7));
    });
    group.bench_function("uuid", |b| {
        b.iter_custom(|iters| on_threads(2, iters, uuid::Uuid::now_v7));
    });
    group.finish();
}

fn v4(c: &mut Criterion) {
    let mut group = c.benchmark_group("new_v4");
    group.bench_function("uuid-runtime", |b| b.iter(uuid_runtime::Uuid::new_v4));
    group.bench_function("uuid (fast-rng)", |b| b.iter(uuid::Uuid::new_v4));
    group.finish();
}

fn gregorian(c: &mut Criterion) {
    let mut group = c.benchmark_group("now_v1");
    group.bench_function("uuid-runtime", |b| {
        b.iter(|| uuid_runtime::Uuid::now_v1(&[1, 2, 3, 4, 5, 6]));
    });
    group.bench_function("uuid", |b| {
        b.iter(|| uuid::Uuid::now_v1(&[1, 2, 3, 4, 5, 6]));
    });
    group.finish();

    let mut group = c.benchmark_group("now_v6");
    group.bench_function("uuid-runtime", |b| {
        b.iter(|| uuid_runtime::Uuid::now_v6(&[1, 2, 3, 4, 5, 6]));
    });
    group.bench_function("uuid", |b| {
        b.iter(|| uuid::Uuid::now_v6(&[1, 2, 3, 4, 5, 6]));
    });
    group.finish();
}

/// The batch size the targets are stated for.
const BATCH: usize = 1024;

/// A batch against as many single calls, per iteration of `BATCH` UUIDs (criterion
/// reports the time per UUID as throughput).
fn batches(c: &mut Criterion) {
    batch_group(
        c,
        "v7, 1,024 at once",
        ("uuid-runtime fill_v7", uuid_runtime::Uuid::fill_v7),
        (
            "uuid-runtime now_v7, 1,024 calls",
            uuid_runtime::Uuid::now_v7,
        ),
        ("uuid now_v7, 1,024 calls", uuid::Uuid::now_v7),
    );
    batch_group(
        c,
        "v4, 1,024 at once",
        ("uuid-runtime fill_v4", uuid_runtime::Uuid::fill_v4),
        (
            "uuid-runtime new_v4, 1,024 calls",
            uuid_runtime::Uuid::new_v4,
        ),
        ("uuid (fast-rng) new_v4, 1,024 calls", uuid::Uuid::new_v4),
    );
}

fn batch_group(
    c: &mut Criterion,
    name: &str,
    (fill_name, fill): (&str, fn(&mut [uuid_runtime::Uuid])),
    (single_name, single): (&str, fn() -> uuid_runtime::Uuid),
    (anchor_name, anchor): (&str, fn() -> uuid::Uuid),
) {
    let mut ours = vec![uuid_runtime::Uuid::NIL; BATCH];
    let mut theirs = vec![uuid::Uuid::nil(); BATCH];
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(BATCH as u64));
    group.bench_function(fill_name, |b| b.iter(|| fill(black_box(&mut ours))));
    group.bench_function(single_name, |b| {
        b.iter(|| black_box(&mut ours).fill_with(single));
    });
    group.bench_function(anchor_name, |b| {
        b.iter(|| black_box(&mut theirs).fill_with(anchor));
    });
    group.finish();
}

static DEFAULT: V7Generator<SystemClock, ThreadLocalRng> =
    V7Generator::new(SystemClock, ThreadLocalRng);
static PRECISE: V7Generator<SystemClock, ThreadLocalRng> =
    V7Generator::new(SystemClock, ThreadLocalRng).with_additional_precision();
static SHIFTED: V7Generator<SystemClock, ThreadLocalRng> =
    V7Generator::new(SystemClock, ThreadLocalRng).with_adjust_by_millis(-3_600_000);
static BOTH: V7Generator<SystemClock, ThreadLocalRng> =
    V7Generator::new(SystemClock, ThreadLocalRng)
        .with_additional_precision()
        .with_adjust_by_millis(-3_600_000);

/// The v7 generator's options against its default layout, each a `static` like the
/// one behind `now_v7()`.
fn v7_options(c: &mut Criterion) {
    let mut group = c.benchmark_group("V7Generator::generate");
    group.bench_function("default", |b| b.iter(|| DEFAULT.generate()));
    group.bench_function("with_additional_precision", |b| {
        b.iter(|| PRECISE.generate());
    });
    group.bench_function("with_adjust_by_millis", |b| b.iter(|| SHIFTED.generate()));
    group.bench_function("both", |b| b.iter(|| BOTH.generate()));
    group.finish();
}

criterion_group!(benches, v7, v4, gregorian, batches, v7_options);
criterion_main!(benches);
