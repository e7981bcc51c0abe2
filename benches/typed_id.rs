//! Typed IDs and the TypeID codec: `Display` and `FromStr` of a typed ID with a
//! prefix, and the TypeID suffix encode/decode next to the hyphenated format/parse of
//! the same UUID, in one run.
//!
//! `cargo bench --bench typed_id`

use std::fmt::Write as _;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use uuid_runtime::typeid::{self, TypeIdSuffix};
use uuid_runtime::{TypedId, Uuid};

/// The example type.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

const HYPHENATED: &str = "01890a5d-ac96-774b-bcce-b302099a8057";
const SUFFIX: &str = "01h455vb4pex5vsknk084sn02q";
const TYPED: &str = "user_01h455vb4pex5vsknk084sn02q";

/// The text forms of one UUID: TypeID suffix against hyphenated.
fn codec(c: &mut Criterion) {
    let uuid = Uuid::parse_str(HYPHENATED).unwrap();

    let mut group = c.benchmark_group("encode");
    group.bench_function("typeid-suffix", |b| {
        let mut buf = [0; TypeIdSuffix::LENGTH];
        b.iter(|| {
            black_box(black_box(uuid).typeid_suffix().encode(&mut buf));
        });
    });
    group.bench_function("hyphenated", |b| {
        let mut buf = [0; 36];
        b.iter(|| {
            black_box(black_box(uuid).hyphenated().encode_lower(&mut buf));
        });
    });
    group.finish();

    let mut group = c.benchmark_group("decode");
    group.bench_function("typeid-suffix", |b| {
        b.iter(|| typeid::decode_suffix(black_box(SUFFIX)));
    });
    group.bench_function("hyphenated", |b| {
        b.iter(|| Uuid::parse_str(black_box(HYPHENATED)));
    });
    group.finish();
}

/// A typed ID with a prefix, through its traits.
fn typed(c: &mut Criterion) {
    let id: UserId = TYPED.parse().unwrap();

    let mut group = c.benchmark_group("typed-id");
    group.bench_function("display", |b| {
        let mut text = String::with_capacity(64);
        b.iter(|| {
            text.clear();
            write!(text, "{}", black_box(id)).unwrap();
            black_box(&text);
        });
    });
    group.bench_function("from-str", |b| {
        b.iter(|| black_box(TYPED).parse::<UserId>());
    });
    group.bench_function("from-str-wrong-prefix", |b| {
        b.iter(|| black_box("order_01h455vb4pex5vsknk084sn02q").parse::<UserId>());
    });
    group.finish();
}

criterion_group!(benches, codec, typed);
criterion_main!(benches);
