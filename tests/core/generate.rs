//! The generators: process-wide ordering of `now_v7`, deterministic clocks (frozen, set
//! back, jumping forward), and the v1/v6/v4 fields.

use std::collections::HashSet;
use std::sync::{Barrier, Mutex};
use std::time::{Duration, SystemTime};

use uuid_runtime::{
    GregorianGenerator, RandomSource, SystemClock, ThreadLocalRng, Uuid, V7Generator, Variant,
};

use uuid_test_support::generators;

use generators::{ManualClock, START, SplitMix, counter, millis, v7_key};

/// The 59 random bits at the bottom of `rand_b`.
fn fresh_bits(id: Uuid) -> u64 {
    id.as_u128() as u64 & ((1 << 59) - 1)
}

/// The node given to `Uuid::now_v1` and `Uuid::now_v6`.
const NODE: [u8; 6] = [0x02, 0x42, 0xac, 0x11, 0x00, 0x02];

fn assert_rfc(id: Uuid, version: usize) {
    assert_eq!(id.get_version_num(), version, "{id}");
    assert_eq!(id.get_variant(), Variant::RFC4122, "{id}");
}

const THREADS: usize = 8;
const TOTAL: usize = 10_000_000;

#[test]
fn now_v7_ten_million_in_generation_order_across_8_threads() {
    // The lock is the test's, not the generator's: it makes the order of the calls
    // observable, so the vector holds the values in the order they were generated.
    let generated = Mutex::new((Vec::with_capacity(TOTAL), Vec::with_capacity(TOTAL)));
    let start = Barrier::new(THREADS);
    std::thread::scope(|scope| {
        for thread in 0..THREADS {
            let (generated, start) = (&generated, &start);
            scope.spawn(move || {
                start.wait();
                for _ in 0..TOTAL / THREADS {
                    let mut generated = generated.lock().unwrap();
                    let id = Uuid::now_v7();
                    generated.0.push(id);
                    generated.1.push(thread as u8);
                }
            });
        }
    });
    let (ids, threads) = generated.into_inner().unwrap();
    assert_eq!(ids.len(), TOTAL);

    // Process-wide: strictly increasing in generation order, whichever thread.
    for (index, pair) in ids.windows(2).enumerate() {
        assert!(
            pair[0] < pair[1],
            "value {index} then {}: {} !< {}",
            index + 1,
            pair[0],
            pair[1]
        );
    }
    // Each thread's own sequence.
    let mut last_of_thread: [Option<Uuid>; THREADS] = [None; THREADS];
    for (&id, &thread) in ids.iter().zip(&threads) {
        if let Some(last) = last_of_thread[usize::from(thread)] {
            assert!(last < id, "thread {thread}: {last} !< {id}");
        }
        last_of_thread[usize::from(thread)] = Some(id);
        assert_rfc(id, 7);
    }
    // All distinct, checked independently of the order.
    let mut sorted = ids;
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), TOTAL);
}

/// `count` values from `generate` on each of `threads` threads started together, per
/// thread in the order made.
fn on_threads(threads: usize, count: usize, generate: impl Fn() -> Uuid + Sync) -> Vec<Vec<Uuid>> {
    let start = Barrier::new(threads);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    start.wait();
                    (0..count).map(|_| generate()).collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| handle.join().unwrap())
            .collect()
    })
}

/// Each thread's values increase in the order it made them, and no value was made
/// twice by any thread.
fn assert_increasing_per_thread_and_distinct(per_thread: Vec<Vec<Uuid>>) {
    for ids in &per_thread {
        assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    }
    let total: usize = per_thread.iter().map(Vec::len).sum();
    let mut all: Vec<Uuid> = per_thread.into_iter().flatten().collect();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), total);
}

/// Each of the 122 random bits of v4 UUIDs is set in roughly half of a 10,000 sample.
fn assert_random_bits_balanced<'a>(ids: impl IntoIterator<Item = &'a Uuid>) {
    let sample: Vec<u128> = ids.into_iter().take(10_000).map(Uuid::as_u128).collect();
    assert_eq!(sample.len(), 10_000);
    for bit in (0..128).filter(|bit| !(76..80).contains(bit) && !(62..64).contains(bit)) {
        let ones = sample
            .iter()
            .filter(|&&value| value >> bit & 1 == 1)
            .count();
        assert!(
            (4_500..5_500).contains(&ones),
            "bit {bit} set {ones} times in 10000"
        );
    }
}

#[test]
fn now_v7_contended_without_a_lock_stays_distinct_and_per_thread_increasing() {
    // No lock here, so the generator's compare-and-swap really races.
    let per_thread = on_threads(THREADS, TOTAL / THREADS, Uuid::now_v7);
    assert_increasing_per_thread_and_distinct(per_thread);
}

#[test]
fn v7_frozen_clock_for_2_pow_24_generations() {
    let clock = ManualClock::at(START);
    let generator = V7Generator::new(&clock, SplitMix::seeded(1));
    let frozen = START.as_millis() as u64;
    let mut previous = generator.generate();
    assert_eq!(millis(previous), frozen);
    assert!(
        counter(previous) < 1 << 14,
        "a new millisecond seeds the counter below 2^14"
    );
    let mut same_fresh_bits = 0;
    for made in 2..=1_u64 << 24 {
        let id = generator.generate();
        assert!(previous < id, "after {made}: {previous} !< {id}");
        // The documented lead: at most (n + 2^14 - 1) / 2^15 ms after n UUIDs.
        let lead = millis(id) - frozen;
        assert!(
            lead <= (made + (1 << 14) - 1) >> 15,
            "lead {lead} ms after {made}"
        );
        same_fresh_bits += u32::from(fresh_bits(id) == fresh_bits(previous));
        previous = id;
    }
    assert_rfc(previous, 7);
    // 2^24 UUIDs from a seed below 2^14 carry 511 or 512 times, never more.
    let lead = millis(previous) - frozen;
    assert!((511..=512).contains(&lead), "lead {lead} ms");
    assert_eq!(same_fresh_bits, 0, "59 fresh random bits in every UUID");
}

#[test]
fn v7_clock_set_back_keeps_the_order() {
    for rollback in [
        Duration::from_secs(1),
        Duration::from_secs(10),
        Duration::from_secs(3600),
    ] {
        let clock = ManualClock::at(START);
        let generator = V7Generator::new(&clock, SplitMix::seeded(2));
        let before: Vec<Uuid> = (0..1000).map(|_| generator.generate()).collect();
        let last_ms = millis(before[999]);

        clock.set(START.checked_sub(rollback).unwrap());
        let after: Vec<Uuid> = (0..1000).map(|_| generator.generate()).collect();
        let all: Vec<Uuid> = before.iter().chain(&after).copied().collect();
        assert!(
            all.windows(2).all(|pair| pair[0] < pair[1]),
            "rollback {rollback:?}"
        );
        // The timestamp stays where it was rather than following the clock back:
        // ahead of the clock by the rollback.
        assert!(
            after.iter().all(|&id| millis(id) == last_ms),
            "rollback {rollback:?}"
        );
        assert_eq!(
            millis(after[0]) - (START.checked_sub(rollback).unwrap()).as_millis() as u64,
            rollback.as_millis() as u64
        );

        // Once the clock passes the last timestamp, the UUIDs follow it again.
        clock.set(START + Duration::from_millis(5));
        let caught_up = generator.generate();
        assert!(after[999] < caught_up);
        assert_eq!(millis(caught_up), START.as_millis() as u64 + 5);
    }
}

#[test]
fn v7_clock_jumping_forward_reseeds_the_counter() {
    let clock = ManualClock::at(START);
    let generator = V7Generator::new(&clock, SplitMix::seeded(3));
    // Enough UUIDs in one millisecond to carry the counter into the timestamp.
    let mut last = generator.generate();
    for _ in 0..100_000 {
        last = generator.generate();
    }
    assert!(
        millis(last) > START.as_millis() as u64,
        "the counter carried"
    );

    let mut seeds = HashSet::new();
    for jump in 1..=50_u64 {
        let now = START + Duration::from_secs(10 * jump);
        clock.set(now);
        let first = generator.generate();
        assert!(last < first);
        assert_eq!(
            millis(first),
            now.as_millis() as u64,
            "the timestamp follows the clock"
        );
        assert!(counter(first) < 1 << 14, "the counter restarts below 2^14");
        let second = generator.generate();
        assert_eq!(counter(second), counter(first) + 1);
        seeds.insert(counter(first));
        last = second;
    }
    assert!(
        seeds.len() > 40,
        "the counter is reseeded at random, not reset: {seeds:?}"
    );
}

/// A random source of zeros seeds each millisecond's counter at 0, its smallest value:
/// a batch or a call after the first value still takes the next key, never the seed's
/// again, in both layouts.
#[test]
fn v7_zero_seed_never_repeats_a_key() {
    struct Zeros;
    impl RandomSource for Zeros {
        fn next_u64(&self) -> u64 {
            0
        }
    }
    let clock = ManualClock::at(START);
    for precise in [false, true] {
        let generator = V7Generator::new(&clock, Zeros);
        let generator = if precise {
            generator.with_additional_precision()
        } else {
            generator
        };
        let first = generator.generate();
        assert_eq!(counter(first), 0, "precise: {precise}");
        let mut batch = [Uuid::NIL; 3];
        generator.fill(&mut batch);
        let next = generator.generate();
        let keys: Vec<u64> = [first]
            .iter()
            .chain(&batch)
            .chain([&next])
            .map(|&id| v7_key(id))
            .collect();
        let expected: Vec<u64> = (keys[0]..keys[0] + 5).collect();
        assert_eq!(keys, expected, "precise: {precise}");
    }
}

#[test]
fn v7_generators_share_no_state_but_each_is_ordered_across_threads() {
    let generator = V7Generator::new(SystemClock, ThreadLocalRng);
    assert_increasing_per_thread_and_distinct(on_threads(4, 50_000, || generator.generate()));
}

fn unix_nanos(time: SystemTime) -> i128 {
    nanos(time.duration_since(SystemTime::UNIX_EPOCH).unwrap())
}

fn nanos(since_epoch: Duration) -> i128 {
    i128::try_from(since_epoch.as_nanos()).unwrap()
}

#[test]
fn v1_and_v6_decode_to_a_time_inside_the_call_window() {
    for round in 0..200 {
        let before = unix_nanos(SystemTime::now());
        let id = if round % 2 == 0 {
            Uuid::now_v1(&NODE)
        } else {
            Uuid::now_v6(&NODE)
        };
        let after = unix_nanos(SystemTime::now());
        assert_rfc(id, if round % 2 == 0 { 1 } else { 6 });
        let at = id.get_timestamp().unwrap().to_unix_nanos();
        // The clock is read in 100-ns steps, rounded down.
        assert!(
            before - before % 100 <= at && at <= after,
            "{before} <= {at} <= {after}: {id}"
        );
        // Calls faster than the 100-ns resolution take the next ticks; give the clock
        // time to move so each call reads its own.
        std::thread::sleep(Duration::from_micros(1));
    }
}

#[test]
fn every_generated_value_has_its_version_and_the_rfc_variant() {
    // A generator of its own for v1/v6 here: calls faster than one per 100 ns make
    // the shared one run ahead of the clock, which the call-window test would see.
    let gregorian = GregorianGenerator::new(SystemClock, ThreadLocalRng);
    for _ in 0..10_000 {
        assert_rfc(Uuid::now_v7(), 7);
        assert_rfc(gregorian.generate_v6(), 6);
        assert_rfc(gregorian.generate_v1(), 1);
        assert_rfc(Uuid::new_v4(), 4);
    }
    for _ in 0..100 {
        assert_rfc(Uuid::now_v6(&NODE), 6);
        assert_rfc(Uuid::now_v1(&NODE), 1);
        std::thread::sleep(Duration::from_micros(1));
    }
}

#[test]
fn v1_and_v6_of_the_same_instant_convert_into_each_other() {
    // Two generators in the same state at the same instant: the v1 of one is the v6 of
    // the other.
    let clock = ManualClock::at(START);
    let for_v1 = GregorianGenerator::new(&clock, SplitMix::seeded(4));
    let for_v6 = GregorianGenerator::new(&clock, SplitMix::seeded(4));
    for _ in 0..1000 {
        let v1 = for_v1.generate_v1();
        let v6 = for_v6.generate_v6();
        assert_rfc(v1, 1);
        assert_rfc(v6, 6);
        assert_eq!(v1.to_v6(), Some(v6));
        assert_eq!(v6.to_v1(), Some(v1));
        assert_eq!(v1.get_timestamp(), v6.get_timestamp());
    }

    // The process-wide ones share the clock sequence (and here the node); the v1 made
    // first converts to a v6 just before the v6 made next.
    let v1 = Uuid::now_v1(&NODE);
    let v6 = Uuid::now_v6(&NODE);
    let converted = v1.to_v6().unwrap();
    assert_eq!(converted.get_node_id(), v6.get_node_id());
    assert_eq!(converted.get_clock_seq(), v6.get_clock_seq());
    assert!(converted < v6);
    assert_eq!(converted.to_v1(), Some(v1));
    assert_eq!(v6.to_v1().unwrap().to_v6(), Some(v6));
}

#[test]
fn gregorian_node_is_random_multicast_or_the_one_supplied() {
    let random = GregorianGenerator::new(SystemClock, ThreadLocalRng);
    let node = random.generate_v6().get_node_id().unwrap();
    assert_eq!(node[0] & 1, 1, "the multicast bit marks a random node");
    assert_eq!(
        random.generate_v1().get_node_id(),
        Some(node),
        "fixed for the generator"
    );

    let mac = [0x9e, 0x6b, 0xde, 0xce, 0xd8, 0x46];
    // The process-wide functions write the node they are given, with the process's
    // clock sequence whatever the node.
    assert_eq!(Uuid::now_v1(&mac).get_node_id(), Some(mac));
    assert_eq!(Uuid::now_v6(&mac).get_node_id(), Some(mac));
    assert_eq!(Uuid::now_v6(&NODE).get_node_id(), Some(NODE));
    assert_eq!(
        Uuid::now_v1(&mac).get_clock_seq(),
        Uuid::now_v6(&NODE).get_clock_seq(),
        "fixed for the process"
    );
    let supplied = GregorianGenerator::new(SystemClock, ThreadLocalRng).with_node(mac);
    assert_eq!(supplied.generate_v1().get_node_id(), Some(mac));
    assert_eq!(supplied.generate_v6().get_node_id(), Some(mac));

    // Clock sequences are drawn at random per generator.
    let sequences: HashSet<u16> = (0..64)
        .map(|seed| {
            GregorianGenerator::new(SystemClock, SplitMix::seeded(seed))
                .generate_v6()
                .get_clock_seq()
                .unwrap()
        })
        .collect();
    assert!(sequences.len() > 50, "{sequences:?}");
}

#[test]
fn gregorian_frozen_or_set_back_clock_stays_increasing() {
    let clock = ManualClock::at(START);
    let generator = GregorianGenerator::new(&clock, SplitMix::seeded(5));
    let start_ticks = nanos(START) / 100;
    let mut previous = generator.generate_v6();
    // Frozen: each UUID takes the next 100-ns tick (§6.1).
    for made in 1..100_000_i128 {
        let id = generator.generate_v6();
        assert!(previous < id);
        assert_eq!(
            id.get_timestamp().unwrap().to_unix_nanos() / 100,
            start_ticks + made
        );
        previous = id;
    }
    for rollback in [1, 10, 3600] {
        clock.set(START.checked_sub(Duration::from_secs(rollback)).unwrap());
        for _ in 0..1000 {
            let id = generator.generate_v6();
            assert!(previous < id, "rollback {rollback} s");
            assert_eq!(id.get_clock_seq(), previous.get_clock_seq());
            previous = id;
        }
    }
    // Forward again: the clock's own time.
    let later = START + Duration::from_secs(1);
    clock.set(later);
    let id = generator.generate_v6();
    assert!(previous < id);
    assert_eq!(id.get_timestamp().unwrap().to_unix_nanos(), nanos(later));
}

#[test]
fn gregorian_across_threads_is_unique() {
    let generator = GregorianGenerator::new(SystemClock, ThreadLocalRng);
    assert_increasing_per_thread_and_distinct(on_threads(4, 50_000, || generator.generate_v6()));
}

#[test]
fn new_v4_is_random_and_distinct() {
    let ids: HashSet<Uuid> = (0..200_000).map(|_| Uuid::new_v4()).collect();
    assert_eq!(ids.len(), 200_000);
    assert_random_bits_balanced(&ids);
    // Threads get their own generators, and different values.
    let other: HashSet<Uuid> = std::thread::spawn(|| (0..10_000).map(|_| Uuid::new_v4()).collect())
        .join()
        .unwrap();
    assert!(other.is_disjoint(&ids));
}

/// `rand_a`: the top 12 bits of the counter, or with additional precision the fraction
/// of the millisecond.
fn rand_a(id: Uuid) -> u64 {
    (id.as_u128() >> 64) as u64 & 0xfff
}

#[test]
fn fill_v7_and_now_v7_in_one_process_wide_order_across_threads() {
    // As in the ten-million test, the test's lock records the order of the calls; each
    // thread mixes single calls and batches of 1 to 2,000.
    const PER_THREAD: usize = 250_000;
    let generated = Mutex::new(Vec::with_capacity(4 * PER_THREAD + 4 * 2000));
    let start = Barrier::new(4);
    std::thread::scope(|scope| {
        for thread in 0..4_u64 {
            let (generated, start) = (&generated, &start);
            scope.spawn(move || {
                let sizes = SplitMix::seeded(thread);
                let mut batch = vec![Uuid::NIL; 2000];
                let mut made = 0;
                start.wait();
                while made < PER_THREAD {
                    let size = match sizes.next_u64() % 4 {
                        0 => 1 + sizes.next_u64() as usize % 2000,
                        _ => 0,
                    };
                    let mut generated = generated.lock().unwrap();
                    if size == 0 {
                        generated.push(Uuid::now_v7());
                        made += 1;
                    } else {
                        Uuid::fill_v7(&mut batch[..size]);
                        generated.extend_from_slice(&batch[..size]);
                        made += size;
                    }
                }
            });
        }
    });
    let ids = generated.into_inner().unwrap();
    assert!(ids.len() >= 4 * PER_THREAD);
    for (index, pair) in ids.windows(2).enumerate() {
        assert!(
            pair[0] < pair[1],
            "value {index}: {} !< {}",
            pair[0],
            pair[1]
        );
    }
    assert!(ids.iter().all(|&id| id.get_version_num() == 7));
}

#[test]
fn fill_v7_contended_without_a_lock_stays_distinct_and_per_thread_increasing() {
    let per_thread = on_threads(4, 1000, || {
        let mut batch = [Uuid::NIL; 250];
        Uuid::fill_v7(&mut batch);
        // The batch's first value stands for it here; the run itself is checked below.
        assert!(batch.windows(2).all(|pair| pair[0] < pair[1]));
        batch[0]
    });
    assert_increasing_per_thread_and_distinct(per_thread);
}

#[test]
fn v7_batch_on_a_frozen_clock_takes_one_counter_value_per_uuid() {
    let clock = ManualClock::at(START);
    let generator = V7Generator::new(&clock, SplitMix::seeded(10));
    let frozen = START.as_millis() as u64;
    let single = generator.generate();
    let mut batch = vec![Uuid::NIL; 100_000];
    generator.fill(&mut batch);
    assert_eq!(
        v7_key(batch[0]),
        v7_key(single) + 1,
        "right after the last value"
    );
    for pair in batch.windows(2) {
        assert_eq!(v7_key(pair[1]), v7_key(pair[0]) + 1);
        assert_ne!(fresh_bits(pair[1]), fresh_bits(pair[0]));
    }
    // The same lead as 100,001 single calls: at most (n + 2^14 - 1) / 2^15 ms.
    let lead = millis(batch[99_999]) - frozen;
    assert!(lead <= (100_001 + (1 << 14) - 1) >> 15, "lead {lead} ms");
    let after = generator.generate();
    assert_eq!(v7_key(after), v7_key(batch[99_999]) + 1);
    assert!(
        batch
            .iter()
            .all(|&id| id.get_version_num() == 7 && id.get_variant() == Variant::RFC4122)
    );

    // Once the clock moves on, a batch starts at its millisecond with a seeded counter.
    let later = START + Duration::from_secs(1);
    clock.set(later);
    generator.fill(&mut batch[..10]);
    assert!(after < batch[0]);
    assert_eq!(millis(batch[0]), later.as_millis() as u64);
    assert!(counter(batch[0]) < 1 << 14);
    assert_eq!(v7_key(batch[9]), v7_key(batch[0]) + 9);
}

#[test]
fn fill_v4_makes_random_distinct_v4s_of_any_length() {
    let mut all = HashSet::new();
    for length in [0, 1, 15, 16, 17, 1023, 1024, 5000, 13_000] {
        let mut ids = vec![Uuid::NIL; length];
        Uuid::fill_v4(&mut ids);
        for &id in &ids {
            assert_rfc(id, 4);
            assert!(all.insert(id), "{id} twice");
        }
    }
    assert_random_bits_balanced(&all);
    // Single calls after a batch go on from the same generator without repeating it.
    assert!((0..10_000).all(|_| !all.contains(&Uuid::new_v4())));
}

#[test]
fn v7_additional_precision_puts_the_clock_fraction_in_rand_a() {
    let whole = START + Duration::from_millis(123);
    for (sub_millisecond, fraction) in [
        (0, 0),
        (243, 0),
        (245, 1),
        (456_700, 1870), // RFC 9562 §6.2's example, 0x74e
        (500_000, 2048),
        (999_999, 4095),
    ] {
        let clock = ManualClock::at(whole + Duration::from_nanos(sub_millisecond));
        let generator = V7Generator::new(&clock, SplitMix::seeded(11)).with_additional_precision();
        let id = generator.generate();
        assert_rfc(id, 7);
        assert_eq!(millis(id), whole.as_millis() as u64);
        assert_eq!(rand_a(id), fraction, "{sub_millisecond} ns");
        assert!(counter(id) & 0x7 < 4, "the 3-bit counter is seeded below 4");
    }
}

#[test]
fn v7_additional_precision_on_a_frozen_clock_carries_into_the_fraction() {
    let clock = ManualClock::at(START + Duration::from_nanos(456_700));
    let generator = V7Generator::new(&clock, SplitMix::seeded(12)).with_additional_precision();
    let ids: Vec<Uuid> = (0..100_000).map(|_| generator.generate()).collect();
    assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    // One key per UUID: the fraction steps once every 8 values (after the seed).
    let floor = v7_key(ids[0]) & !0x7;
    for (made, &id) in ids.iter().enumerate() {
        assert!(v7_key(id) - floor <= made as u64 + 3);
        assert_ne!(fresh_bits(id), 0);
    }
    assert_eq!(millis(ids[0]), START.as_millis() as u64);
    assert_eq!(rand_a(ids[0]), 1870);
}

#[test]
fn v7_additional_precision_follows_an_advancing_clock() {
    // One microsecond per UUID (about four 1/4096 ms steps): each UUID's millisecond and
    // fraction are the clock's, across millisecond boundaries, and never behind it.
    let clock = ManualClock::at(START);
    let generator = V7Generator::new(&clock, SplitMix::seeded(13)).with_additional_precision();
    let mut previous = Uuid::NIL;
    for micros in 0..20_000_u64 {
        let now = START + Duration::from_micros(micros);
        clock.set(now);
        let id = generator.generate();
        assert!(previous < id);
        let expected_fraction = (u64::from(now.subsec_nanos() % 1_000_000) << 12) / 1_000_000;
        assert_eq!(millis(id), now.as_millis() as u64, "{micros} µs");
        assert_eq!(rand_a(id), expected_fraction, "{micros} µs");
        previous = id;
    }
}

#[test]
fn v7_additional_precision_is_ordered_across_threads() {
    let generator = V7Generator::new(SystemClock, ThreadLocalRng).with_additional_precision();
    let generated = Mutex::new(Vec::with_capacity(400_000));
    let start = Barrier::new(4);
    std::thread::scope(|scope| {
        for _ in 0..4 {
            let (generated, start, generator) = (&generated, &start, &generator);
            scope.spawn(move || {
                start.wait();
                for _ in 0..100_000 {
                    let mut generated = generated.lock().unwrap();
                    generated.push(generator.generate());
                }
            });
        }
    });
    let ids = generated.into_inner().unwrap();
    assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    // Without a lock, the compare-and-swap races: still distinct.
    assert_increasing_per_thread_and_distinct(on_threads(4, 50_000, || generator.generate()));
}

#[test]
fn v7_adjust_by_millis_shifts_the_timestamp_both_ways() {
    let clock = ManualClock::at(START + Duration::from_nanos(456_700));
    let start_millis = START.as_millis() as u64;
    for shift in [-86_400_000, -3_600_000, -1, 0, 1, 3_600_000] {
        let shifted = V7Generator::new(&clock, SplitMix::seeded(14)).with_adjust_by_millis(shift);
        let id = shifted.generate();
        assert_eq!(
            millis(id),
            start_millis.checked_add_signed(shift).unwrap(),
            "{shift}"
        );
        // With additional precision, the fraction is the clock's own.
        let both = V7Generator::new(&clock, SplitMix::seeded(15))
            .with_additional_precision()
            .with_adjust_by_millis(shift);
        let id = both.generate();
        assert_eq!(millis(id), start_millis.checked_add_signed(shift).unwrap());
        assert_eq!(rand_a(id), 1870);
    }
    // The shifted clock set back and forth: the usual guarantees.
    let shifted = V7Generator::new(&clock, SplitMix::seeded(16)).with_adjust_by_millis(-5000);
    let mut previous = shifted.generate();
    for rollback in [0, 10, 3600, 0] {
        clock.set(START.checked_sub(Duration::from_secs(rollback)).unwrap());
        for _ in 0..1000 {
            let id = shifted.generate();
            assert!(previous < id);
            previous = id;
        }
    }
}

/// The low bits of `ids` that vary across them, counted from bit 0 up to the first
/// that does not.
fn varying_low_bits(ids: &[Uuid]) -> u32 {
    let (mut ones, mut zeros) = (0_u128, 0_u128);
    for id in ids {
        ones |= id.as_u128();
        zeros |= !id.as_u128();
    }
    (ones & zeros).trailing_ones()
}

/// The count of fresh random bits the documentation gives for `now_v7` is the
/// generator's. In a frozen millisecond, what is above them (but for the version and
/// variant fields) counts up by one from one UUID to the next, and they all vary; every
/// "N fresh random bits" in the generator's documentation and the README says that N.
#[test]
fn the_documented_count_of_fresh_random_bits_is_measured() {
    let clock = ManualClock::at(START);
    let generator = V7Generator::new(&clock, SplitMix::seeded(7));
    let frozen: Vec<Uuid> = (0..4096).map(|_| generator.generate()).collect();
    // The 122 bits around the version and variant fields, as one number.
    let packed = |id: &Uuid| {
        let value = id.as_u128();
        (value >> 80) << 74 | (value >> 64 & 0xfff) << 62 | value & ((1 << 62) - 1)
    };
    let counts_up = |shift: u32| {
        frozen
            .windows(2)
            .all(|pair| packed(&pair[1]) >> shift == (packed(&pair[0]) >> shift) + 1)
    };
    let fresh = (0..128).find(|&shift| counts_up(shift)).unwrap();
    assert!(varying_low_bits(&frozen) >= fresh);
    let real: Vec<Uuid> = (0..4096).map(|_| Uuid::now_v7()).collect();
    assert!(varying_low_bits(&real) >= fresh);
    assert_eq!(fresh, 59);

    let root = uuid_test_support::workspace_root();
    let mut claims = 0;
    for file in [
        "uuid-runtime/src/generate/mod.rs",
        "uuid-runtime/src/generate/v7.rs",
        "uuid-runtime/src/guide/generators.md",
    ] {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        for (at, _) in text.match_indices(" fresh random bits") {
            let before = text[..at].trim_end_matches(|c: char| c.is_ascii_digit());
            let count = &text[before.len()..at];
            if count.is_empty() {
                continue;
            }
            assert_eq!(
                count.parse::<u32>(),
                Ok(fresh),
                "{file}: `{count} fresh random bits`"
            );
            claims += 1;
        }
    }
    assert!(
        claims >= 2,
        "the documentation's claims moved: {claims} found"
    );
}

/// A source that says only `next_u64` gets the trait's `next_u128`: two of its draws,
/// the first the high half.
#[test]
fn a_sources_default_next_u128_is_two_next_u64_draws() {
    let (source, reference) = (SplitMix::seeded(21), SplitMix::seeded(21));
    for _ in 0..100 {
        let high = u128::from(reference.next_u64());
        let low = u128::from(reference.next_u64());
        assert_eq!(source.next_u128(), high << 64 | low);
    }
}

/// A shared source (`&R`) draws what the source itself draws, through every method.
#[test]
fn a_shared_source_draws_what_the_source_draws() {
    let (source, reference) = (SplitMix::seeded(22), SplitMix::seeded(22));
    // Called through the impl for `&SplitMix`: a method call would pick `SplitMix`'s.
    let shared = &&source;
    assert_eq!(<&SplitMix>::next_u64(shared), reference.next_u64());
    assert_eq!(<&SplitMix>::next_u128(shared), reference.next_u128());
    let (mut words, mut expected) = ([0; 10], [0; 10]);
    <&SplitMix>::fill_u64(shared, &mut words);
    reference.fill_u64(&mut expected);
    assert_eq!(words, expected);
    assert_ne!(words, [0; 10]);
}

/// `ThreadLocalRng` hands out every word of its generator once: single draws, pairs
/// and batches interleaved never see a 64-bit word twice (64-bit words repeat by chance
/// once in 2^32 draws or so, far beyond these few thousand).
#[test]
fn the_thread_local_rng_never_hands_out_a_word_twice() {
    let mut words = Vec::new();
    for round in 0..600 {
        for _ in 0..round % 5 {
            words.push(ThreadLocalRng.next_u64());
        }
        let pair = ThreadLocalRng.next_u128();
        words.extend([(pair >> 64) as u64, pair as u64]);
        if round % 7 == 0 {
            let mut batch = [0; 37];
            ThreadLocalRng.fill_u64(&mut batch);
            words.extend(batch);
        }
    }
    let distinct: HashSet<u64> = words.iter().copied().collect();
    assert_eq!(distinct.len(), words.len());
}

/// The sizes of this process's mappings that children get wiped (`MADV_WIPEONFORK`,
/// `wf` in `/proc/self/smaps`), in kB.
#[cfg(target_os = "linux")]
fn wiped_on_fork_kb() -> u64 {
    let smaps = std::fs::read_to_string("/proc/self/smaps").unwrap();
    let mut total = 0;
    let mut size = 0;
    for line in smaps.lines() {
        if let Some(kb) = line.strip_prefix("Size:") {
            size = kb.trim().trim_end_matches(" kB").parse::<u64>().unwrap();
        } else if let Some(flags) = line.strip_prefix("VmFlags:") {
            if flags.split_whitespace().any(|flag| flag == "wf") {
                total += size;
            }
        }
    }
    total
}

/// Each thread's random state lives in a page of its own (wiped in a forked child),
/// given back when the thread ends: a program that runs thousands of short threads does
/// not keep a page for each.
#[test]
#[cfg(target_os = "linux")]
fn a_thread_gives_back_its_random_state_when_it_ends() {
    const THREADS: u64 = 500;
    // Other tests' threads come and go meanwhile: a margin of 100 pages for them.
    let before = wiped_on_fork_kb();
    for _ in 0..THREADS {
        std::thread::spawn(|| ThreadLocalRng.next_u64())
            .join()
            .unwrap();
    }
    let after = wiped_on_fork_kb();
    assert!(
        after < before + 100 * 4,
        "{THREADS} ended threads still hold {} kB wiped on fork",
        after.saturating_sub(before)
    );
}

#[test]
fn the_system_clock_reads_the_wall_clock() {
    use uuid_runtime::Clock;

    let before = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap();
    let now = SystemClock.now();
    let after = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap();
    // The same `CLOCK_REALTIME` (a step of the clock between the reads is the only way
    // out of this window).
    assert!(
        before <= now && now <= after,
        "{before:?} <= {now:?} <= {after:?}"
    );
}
