//! Generators side by side with the `uuid` crate (features `v1`, `v4`, `v6`, `v7`,
//! `fast-rng`), with `SystemTime::now()` as the floor a clock read sets.
//!
//! `cargo bench --bench generate -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;
use std::sync::Barrier;
use std::time::{Duration, Instant, SystemTime};

use criterion::{Criterion, criterion_group, criterion_main};

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
    group.bench_function("uuid-runtime", |b| b.iter(uuid_runtime::Uuid::now_v1));
    group.bench_function("uuid", |b| {
        b.iter(|| uuid::Uuid::now_v1(&[1, 2, 3, 4, 5, 6]));
    });
    group.finish();

    let mut group = c.benchmark_group("now_v6");
    group.bench_function("uuid-runtime", |b| b.iter(uuid_runtime::Uuid::now_v6));
    group.bench_function("uuid", |b| {
        b.iter(|| uuid::Uuid::now_v6(&[1, 2, 3, 4, 5, 6]));
    });
    group.finish();
}

criterion_group!(benches, v7, v4, gregorian);
criterion_main!(benches);
