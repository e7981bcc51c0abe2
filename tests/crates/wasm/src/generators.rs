//! The generators (feature `js`): time from the JavaScript host's clock, random bits from
//! its Web Crypto, with the ordering guarantees they have on native targets.

use std::collections::HashSet;
use std::time::Duration;

use uuid_runtime::{
    Clock, GregorianGenerator, RandomSource, SystemClock, ThreadLocalRng, Uuid, V7Generator,
    Variant,
};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::typed_ids::UserId;

/// The host's `Date.now()`, in whole milliseconds.
fn host_millis() -> i128 {
    js_sys::Date::now() as i128
}

/// Runs `make` between two readings of the host's clock and checks that the time it
/// returns lies between them, give or take the millisecond `SystemClock` may differ
/// from `Date.now()` by.
fn within_host_clock(make: impl FnOnce() -> Uuid) -> Uuid {
    let before = host_millis();
    let id = make();
    let after = host_millis();
    let millis = id.get_timestamp().unwrap().to_unix_millis();
    assert!(
        (before - 1..=after + 1).contains(&millis),
        "{id}: {millis} ms, host {before}..={after}"
    );
    id
}

#[wasm_bindgen_test]
fn system_clock_reads_the_host_clock_finer_than_milliseconds() {
    let before = Duration::from_millis(host_millis() as u64);
    let mut fractions = 0;
    for _ in 0..1_000 {
        let now = SystemClock.now();
        assert!(
            now + Duration::from_millis(1) >= before,
            "{now:?} before {before:?}"
        );
        fractions += usize::from(now.subsec_nanos() % 1_000_000 != 0);
    }
    let after = Duration::from_millis(host_millis() as u64 + 2);
    assert!(SystemClock.now() <= after);
    // Node has `performance`, whose clock carries the fraction of the millisecond.
    assert!(fractions > 0, "every reading was a whole millisecond");
}

#[wasm_bindgen_test]
fn now_v7_increases_over_many_calls() {
    let mut last = within_host_clock(Uuid::now_v7);
    for _ in 0..200_000 {
        let id = Uuid::now_v7();
        assert!(id > last, "{id} after {last}");
        assert_eq!(
            (id.get_version_num(), id.get_variant()),
            (7, Variant::RFC4122)
        );
        last = id;
    }
    within_host_clock(Uuid::now_v7);
}

#[wasm_bindgen_test]
fn fill_v7_is_one_run_between_single_calls() {
    let before = Uuid::now_v7();
    let mut ids = vec![Uuid::NIL; 10_000];
    Uuid::fill_v7(&mut ids);
    assert!(before < ids[0]);
    assert!(ids.windows(2).all(|pair| pair[0] < pair[1]));
    assert!(ids[ids.len() - 1] < Uuid::now_v7());

    let precise = V7Generator::new(SystemClock, ThreadLocalRng).with_additional_precision();
    let mut last = precise.generate();
    for _ in 0..10_000 {
        let id = precise.generate();
        assert!(id > last);
        last = id;
    }
}

#[wasm_bindgen_test]
fn v4_has_its_bits_and_never_repeats() {
    let mut seen = HashSet::new();
    let (mut ones, mut zeros) = (0_u128, 0_u128);
    for _ in 0..20_000 {
        let id = Uuid::new_v4();
        assert_eq!(
            (id.get_version_num(), id.get_variant()),
            (4, Variant::RFC4122)
        );
        assert!(seen.insert(id), "{id} twice");
        ones |= id.as_u128();
        zeros |= !id.as_u128();
    }
    // Every one of the 122 random bits was seen both ways.
    assert_eq!((ones & zeros).count_ones(), 122);

    let mut batch = vec![Uuid::NIL; 5_000];
    Uuid::fill_v4(&mut batch);
    assert!(
        batch
            .iter()
            .all(|id| id.get_version_num() == 4 && seen.insert(*id))
    );
    assert_ne!(ThreadLocalRng.next_u64(), ThreadLocalRng.next_u64());
}

#[wasm_bindgen_test]
fn v1_and_v6_carry_the_host_time() {
    // A generator of its own has a random node.
    let random = GregorianGenerator::new(SystemClock, ThreadLocalRng);
    let v6 = within_host_clock(|| random.generate_v6());
    let v1 = within_host_clock(|| random.generate_v1());
    assert_eq!((v1.get_version_num(), v6.get_version_num()), (1, 6));
    assert!(v1.to_v6().unwrap() > v6);
    assert_eq!(
        v1.get_node_id(),
        v6.get_node_id(),
        "one node for the generator"
    );
    assert_eq!(
        v1.get_node_id().unwrap()[0] & 1,
        1,
        "a random node has the multicast bit"
    );

    // The process's generator, with the node given.
    let node = [0x02, 0, 0, 0, 0, 1];
    let v6 = within_host_clock(|| Uuid::now_v6(&node));
    let v1 = within_host_clock(|| Uuid::now_v1(&node));
    assert_eq!((v1.get_version_num(), v6.get_version_num()), (1, 6));
    assert!(v1.to_v6().unwrap() > v6);
    assert_eq!(
        (v1.get_node_id(), v6.get_node_id()),
        (Some(node), Some(node))
    );

    let generator = GregorianGenerator::new(SystemClock, ThreadLocalRng).with_node(node);
    let mut last = within_host_clock(|| generator.generate_v6());
    for _ in 0..10_000 {
        let id = generator.generate_v6();
        assert!(id > last);
        assert_eq!(id.get_node_id(), Some(node));
        last = id;
    }
}

#[wasm_bindgen_test]
fn typed_ids_make_new_values() {
    let first = UserId::new();
    let second = UserId::new();
    assert!(first < second);
    assert_eq!(first.as_uuid().get_version_num(), 7);
    assert_eq!(first.to_string().parse::<UserId>(), Ok(first));
}
