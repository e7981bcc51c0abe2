//! What the benchmarks share: the same 1,024 random UUIDs every run, and a benchmark that
//! cycles through inputs so that a branch predictor cannot learn one value.
// Each benchmark takes what it needs of these.
#![allow(dead_code)]

use std::hint::black_box;

use criterion::{BenchmarkGroup, measurement::WallTime};
use uuid_runtime::Uuid;

/// `count` random UUIDs, the same every run (splitmix64, twice per UUID).
pub fn uuids(count: usize) -> Vec<Uuid> {
    let mut state = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    (0..count)
        .map(|_| Uuid::from_u64_pair(next(), next()))
        .collect()
}

/// Benchmarks `run` on each of `inputs` in turn.
///
/// The index is the measured closure's own (`move`), so that it stays in a register:
/// borrowed from outside, it goes through memory around every `black_box`, a chain of
/// stores and loads that costs more than some of the operations measured. Likewise the
/// number of inputs is a power of two, so that the next index is a mask away, not a
/// division.
pub fn cycle<T>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    inputs: &[T],
    mut run: impl FnMut(&T),
) {
    assert!(inputs.len().is_power_of_two());
    let mask = inputs.len() - 1;
    group.bench_function(name, |b| {
        let run = &mut run;
        let mut i = 0;
        b.iter(move || {
            run(black_box(&inputs[i]));
            i = (i + 1) & mask;
        });
    });
}
