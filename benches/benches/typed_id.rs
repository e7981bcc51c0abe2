//! TypeIDs and typed IDs, in one run: the TypeID parser and encoder next to the
//! hyphenated parse/format of the same UUID (the anchor), the `Display` and `FromStr`
//! of a typed ID, the same TypeIDs through the `type-safe-id` crate, and a typed ID over
//! `NonNilUuid` beside its twin over `Uuid` (`never-nil`).
//!
//! `cargo bench --bench typed_id`

use std::fmt::Write as _;
use std::hint::black_box;
use std::str::FromStr;

use criterion::{Criterion, criterion_group, criterion_main};
use type_safe_id::{DynamicType, StaticType, TypeSafeId};
use uuid_runtime::typeid::{TypeId, TypeIdSuffix};
use uuid_runtime::{NonNilUuid, TypedId, TypedIdEnum, Uuid};

/// The example type.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

/// `UserId`'s twin over `NonNilUuid`: the same prefix and version.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "user", version = 7)]
struct MemberId(NonNilUuid);

/// The same type in `type-safe-id`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "org")]
struct OrgId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "key", format = "base58")]
struct KeyId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "team")]
struct TeamId(Uuid);

/// Four kinds; the benchmarks read the last (`team`: every prefix compared).
#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Subject {
    User(UserId),
    Org(OrgId),
    Key(KeyId),
    Team(TeamId),
}

#[derive(Default)]
struct User;

impl StaticType for User {
    const TYPE: &'static str = "user";
}

const HYPHENATED: &str = "01890a5d-ac96-774b-bcce-b302099a8057";
const SUFFIX: &str = "01h455vb4pex5vsknk084sn02q";
const TYPED: &str = "user_01h455vb4pex5vsknk084sn02q";

/// Text into a reused `String`, as `Display` is used.
fn display_into(text: &mut String, value: impl std::fmt::Display) {
    text.clear();
    write!(text, "{value}").unwrap();
    black_box(text);
}

/// Parsing: our TypeID parser, whole and suffix only, against the hyphenated anchor
/// and `type-safe-id`.
fn decode(c: &mut Criterion) {
    let mut group = c.benchmark_group("decode");
    group.bench_function("hyphenated", |b| {
        b.iter(|| Uuid::parse_str(black_box(HYPHENATED)));
    });
    group.bench_function("typeid-parse", |b| {
        b.iter(|| TypeId::parse_str(black_box(TYPED)));
    });
    group.bench_function("typeid-parse-no-prefix", |b| {
        b.iter(|| TypeId::parse_str(black_box(SUFFIX)));
    });
    group.bench_function("typeid-suffix", |b| {
        b.iter(|| TypeIdSuffix::try_parse(black_box(SUFFIX)).map(TypeIdSuffix::into_uuid));
    });
    group.bench_function("type-safe-id-dynamic", |b| {
        b.iter(|| TypeSafeId::<DynamicType>::from_str(black_box(TYPED)));
    });
    group.bench_function("typed-id-from-str", |b| {
        b.iter(|| black_box(TYPED).parse::<UserId>());
    });
    group.bench_function("type-safe-id-static", |b| {
        b.iter(|| TypeSafeId::<User>::from_str(black_box(TYPED)));
    });
    group.bench_function("typed-id-from-str-wrong-prefix", |b| {
        b.iter(|| black_box("order_01h455vb4pex5vsknk084sn02q").parse::<UserId>());
    });
    group.finish();

    // A `TypedIdEnum` of four kinds against the matched type's own parse, in one run: the
    // last variant (every prefix compared) and the first (a version to check).
    let mut group = c.benchmark_group("typed-id-enum");
    let team = "team_01h455vb4pex5vsknk084sn02q";
    group.bench_function("matched-type-from-str", |b| {
        b.iter(|| black_box(team).parse::<TeamId>());
    });
    group.bench_function("enum-from-str", |b| {
        b.iter(|| black_box(team).parse::<Subject>());
    });
    group.bench_function("matched-first-type-from-str", |b| {
        b.iter(|| black_box(TYPED).parse::<UserId>());
    });
    group.bench_function("enum-from-str-first-variant", |b| {
        b.iter(|| black_box(TYPED).parse::<Subject>());
    });
    group.bench_function("enum-from-str-unknown-prefix", |b| {
        b.iter(|| black_box("order_01h455vb4pex5vsknk084sn02q").parse::<Subject>());
    });
    group.finish();
}

/// Formatting: into a buffer against the hyphenated anchor, and through `Display`
/// into a `String` against `type-safe-id`.
fn encode(c: &mut Criterion) {
    let uuid = Uuid::parse_str(HYPHENATED).unwrap();
    let id = TypeId::new("user", uuid).unwrap();
    let typed = UserId::from_uuid(uuid);
    let dynamic: TypeSafeId<DynamicType> = TYPED.parse().unwrap();
    let static_: TypeSafeId<User> = TYPED.parse().unwrap();

    let mut group = c.benchmark_group("encode");
    group.bench_function("hyphenated", |b| {
        let mut buf = [0; 36];
        b.iter(|| {
            black_box(black_box(uuid).hyphenated().encode_lower(&mut buf));
        });
    });
    group.bench_function("typeid", |b| {
        let mut buf = [0; TypeId::MAX_LENGTH];
        b.iter(|| {
            black_box(black_box(id).encode(&mut buf));
        });
    });
    // As a user writes it: the literal prefix folds away only if `new` is inlined here.
    group.bench_function("typeid-new-and-encode", |b| {
        let mut buf = [0; TypeId::MAX_LENGTH];
        b.iter(|| {
            let id = TypeId::new("user", black_box(uuid)).unwrap();
            black_box(id.encode(&mut buf));
        });
    });
    group.bench_function("typeid-suffix", |b| {
        let mut buf = [0; TypeIdSuffix::LENGTH];
        b.iter(|| {
            black_box(black_box(uuid).typeid_suffix().encode(&mut buf));
        });
    });
    group.finish();

    let mut group = c.benchmark_group("display");
    let mut text = String::with_capacity(128);
    group.bench_function("typeid", |b| {
        b.iter(|| display_into(&mut text, black_box(id)));
    });
    group.bench_function("type-safe-id-dynamic", |b| {
        b.iter(|| display_into(&mut text, black_box(&dynamic)));
    });
    group.bench_function("typed-id", |b| {
        b.iter(|| display_into(&mut text, black_box(typed)));
    });
    group.bench_function("type-safe-id-static", |b| {
        b.iter(|| display_into(&mut text, black_box(&static_)));
    });
    group.finish();
}

/// A typed ID over `NonNilUuid` against its twin over `Uuid`, in one run: parsing,
/// formatting, generating, and reading from a `Uuid`.
fn never_nil(c: &mut Criterion) {
    let mut group = c.benchmark_group("never-nil");
    let mut text = String::with_capacity(128);
    let uuid = Uuid::parse_str(HYPHENATED).unwrap();
    let (user, member) = (UserId::from_uuid(uuid), MemberId::from_uuid(uuid));
    group.bench_function("uuid-from-str", |b| {
        b.iter(|| black_box(TYPED).parse::<UserId>());
    });
    group.bench_function("non-nil-from-str", |b| {
        b.iter(|| black_box(TYPED).parse::<MemberId>());
    });
    group.bench_function("uuid-display", |b| {
        b.iter(|| display_into(&mut text, black_box(user)));
    });
    group.bench_function("non-nil-display", |b| {
        b.iter(|| display_into(&mut text, black_box(member)));
    });
    group.bench_function("uuid-new", |b| b.iter(UserId::new));
    group.bench_function("non-nil-new", |b| b.iter(MemberId::new));
    group.bench_function("uuid-try-from-uuid", |b| {
        b.iter(|| UserId::try_from_uuid(black_box(uuid)));
    });
    group.bench_function("non-nil-try-from-uuid", |b| {
        b.iter(|| MemberId::try_from_uuid(black_box(uuid)));
    });
    group.finish();
}

criterion_group!(benches, decode, encode, never_nil);
criterion_main!(benches);
