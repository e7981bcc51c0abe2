//! The compact text forms, side by side with the crates of the field in one run: ULID
//! against the `ulid` crate, base58 against `bs58`, base64url against `base64`; base62,
//! which has no anchor of the same shape, is shown beside our base58.
//!
//! Each iteration reads or writes one of 1,024 distinct random UUIDs in turn, so that a
//! branch predictor cannot learn one value.
//!
//! `cargo bench --bench compact`

use std::hint::black_box;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use criterion::{Criterion, criterion_group, criterion_main};
use uuid_runtime::fmt::{Base58, Base62, Base64Url, Ulid};

mod common;
use common::{cycle, uuids};

fn ulid(c: &mut Criterion) {
    let uuids = uuids(1024);
    let texts: Vec<String> = uuids.iter().map(|uuid| uuid.ulid().to_string()).collect();
    let theirs: Vec<ulid::Ulid> = uuids
        .iter()
        .map(|uuid| ulid::Ulid(uuid.as_u128()))
        .collect();

    let mut group = c.benchmark_group("ulid/parse");
    cycle(&mut group, "uuid-runtime Ulid::try_parse", &texts, |text| {
        black_box(Ulid::try_parse(text).map(Ulid::into_uuid)).ok();
    });
    cycle(&mut group, "uuid-runtime Ulid::from_str", &texts, |text| {
        black_box(text.parse::<Ulid>()).ok();
    });
    cycle(&mut group, "ulid", &texts, |text| {
        black_box(ulid::Ulid::from_string(text)).ok();
    });
    group.finish();

    let mut group = c.benchmark_group("ulid/format-into-buffer");
    let mut buf = [0; 26];
    cycle(&mut group, "uuid-runtime", &uuids, |uuid| {
        black_box(uuid.ulid().encode(&mut buf));
    });
    cycle(&mut group, "ulid", &theirs, |ulid| {
        black_box(ulid.array_to_str(&mut buf));
    });
    group.finish();
}

fn base58_and_base62(c: &mut Criterion) {
    let uuids = uuids(1024);
    let ours: Vec<String> = uuids.iter().map(|uuid| uuid.base58().to_string()).collect();
    let theirs: Vec<String> = uuids
        .iter()
        .map(|uuid| bs58::encode(uuid.as_bytes()).into_string())
        .collect();
    let base62: Vec<String> = uuids.iter().map(|uuid| uuid.base62().to_string()).collect();

    let mut group = c.benchmark_group("base58/parse");
    cycle(&mut group, "uuid-runtime", &ours, |text| {
        black_box(Base58::try_parse(text).map(Base58::into_uuid)).ok();
    });
    cycle(&mut group, "bs58", &theirs, |text| {
        let mut bytes = [0; 16];
        black_box(bs58::decode(text).onto(&mut bytes[..])).ok();
    });
    cycle(&mut group, "uuid-runtime base62", &base62, |text| {
        black_box(Base62::try_parse(text).map(Base62::into_uuid)).ok();
    });
    group.finish();

    let mut group = c.benchmark_group("base58/format-into-buffer");
    let mut buf = [0; 22];
    cycle(&mut group, "uuid-runtime", &uuids, |uuid| {
        black_box(uuid.base58().encode(&mut buf));
    });
    cycle(&mut group, "bs58", &uuids, |uuid| {
        black_box(bs58::encode(uuid.as_bytes()).onto(&mut buf[..])).ok();
    });
    cycle(&mut group, "uuid-runtime base62", &uuids, |uuid| {
        black_box(uuid.base62().encode(&mut buf));
    });
    group.finish();
}

fn base64url(c: &mut Criterion) {
    let uuids = uuids(1024);
    let texts: Vec<String> = uuids
        .iter()
        .map(|uuid| uuid.base64url().to_string())
        .collect();

    let mut group = c.benchmark_group("base64url/parse");
    cycle(&mut group, "uuid-runtime", &texts, |text| {
        black_box(Base64Url::try_parse(text).map(Base64Url::into_uuid)).ok();
    });
    cycle(&mut group, "base64", &texts, |text| {
        let mut bytes = [0; 16];
        black_box(URL_SAFE_NO_PAD.decode_slice(text, &mut bytes)).ok();
    });
    group.finish();

    let mut group = c.benchmark_group("base64url/format-into-buffer");
    let mut buf = [0; 22];
    cycle(&mut group, "uuid-runtime", &uuids, |uuid| {
        black_box(uuid.base64url().encode(&mut buf));
    });
    cycle(&mut group, "base64", &uuids, |uuid| {
        black_box(URL_SAFE_NO_PAD.encode_slice(uuid.as_bytes(), &mut buf)).ok();
    });
    group.finish();
}

criterion_group!(benches, ulid, base58_and_base62, base64url);
criterion_main!(benches);
