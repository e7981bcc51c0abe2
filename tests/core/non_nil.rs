//! `NonNilUuid`: its size with `Option`, its conversions, and that it formats, parses,
//! orders, hashes and serializes as `Uuid` does, with the nil UUID refused everywhere.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use proptest::prelude::*;
use uuid_runtime::{Error, NonNilUuid, Uuid, UuidErrorKind};

const NIL_TEXT: &str = "00000000-0000-0000-0000-000000000000";

fn non_nil(bits: u128) -> NonNilUuid {
    NonNilUuid::new(Uuid::from_u128(bits)).unwrap()
}

fn hash_of<T: Hash>(value: &T) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

#[test]
fn option_of_it_is_16_bytes() {
    assert_eq!(size_of::<NonNilUuid>(), 16);
    assert_eq!(size_of::<Option<NonNilUuid>>(), 16);
    assert_eq!(size_of::<Option<NonNilUuid>>(), size_of::<Uuid>());
    // The niche is the nil UUID: `None` is all zeros.
    assert_eq!(size_of::<Option<Option<NonNilUuid>>>(), 32);
}

#[test]
fn the_nil_uuid_is_refused_everywhere() {
    assert_eq!(NonNilUuid::new(Uuid::NIL), None);
    let err: Error = NonNilUuid::try_from(Uuid::NIL).unwrap_err();
    assert_eq!(err.kind(), UuidErrorKind::Nil);
    assert_eq!(
        err.to_string(),
        "unexpected nil UUID: expected a non-nil UUID"
    );
    for text in [
        NIL_TEXT,
        "00000000000000000000000000000000",
        "{00000000-0000-0000-0000-000000000000}",
        "urn:uuid:00000000-0000-0000-0000-000000000000",
    ] {
        let err = text.parse::<NonNilUuid>().unwrap_err();
        assert_eq!(err.kind(), UuidErrorKind::Nil);
        assert_eq!(err.span(), 0..text.len());
        assert_eq!(
            err.to_string(),
            "unexpected nil UUID: expected a non-nil UUID"
        );
    }
    // Malformed text is the parser's own error.
    let err = "00000000-0000-0000-0000-00000000000g"
        .parse::<NonNilUuid>()
        .unwrap_err();
    assert_eq!(err.kind(), UuidErrorKind::InvalidCharacter { found: 'g' });
    // The max UUID, all ones, is fine.
    assert!(NonNilUuid::new(Uuid::MAX).unwrap().get().is_max());
}

#[test]
fn conversions_keep_the_value() {
    for id in [
        Uuid::NAMESPACE_DNS,
        Uuid::MAX,
        Uuid::from_u128(1),
        Uuid::from_u128(1 << 127),
        Uuid::now_v7(),
        Uuid::new_v4(),
    ] {
        let non_nil = NonNilUuid::new(id).unwrap();
        assert_eq!(non_nil.get(), id);
        assert_eq!(Uuid::from(non_nil), id);
        assert_eq!(NonNilUuid::try_from(id), Ok(non_nil));
        assert_eq!(non_nil, id);
        assert_eq!(id, non_nil);
    }
}

#[test]
fn works_in_const_items() {
    const ID: NonNilUuid = match NonNilUuid::new(Uuid::NAMESPACE_OID) {
        Some(id) => id,
        None => panic!("the OID namespace is not nil"),
    };
    const NONE: Option<NonNilUuid> = NonNilUuid::new(Uuid::NIL);
    const BACK: Uuid = ID.get();
    assert_eq!(BACK, Uuid::NAMESPACE_OID);
    assert_eq!(NONE, None);
}

#[test]
fn memory_holds_the_uuid_octets() {
    // Whatever the machine's byte order, the octets in memory are the UUID's, in order.
    let id = non_nil(0x0011_2233_4455_6677_8899_aabb_ccdd_eeff);
    // SAFETY: `NonNilUuid` is `#[repr(transparent)]` over a `NonZeroU128`: 16
    // initialized bytes, and any 16 bytes are a valid `[u8; 16]`.
    #[allow(unsafe_code)]
    let in_memory: [u8; 16] = unsafe { std::mem::transmute(id) };
    assert_eq!(in_memory, id.get().into_bytes());
}

#[test]
fn formats_as_uuid() {
    let id = non_nil(0x67e55044_10b1_426f_9247_bb680e5fe0c8);
    let uuid = id.get();
    assert_eq!(id.to_string(), uuid.to_string());
    assert_eq!(format!("{id:?}"), format!("{uuid:?}"));
    assert_eq!(format!("{id:x}"), format!("{uuid:x}"));
    assert_eq!(format!("{id:X}"), format!("{uuid:X}"));
    assert_eq!(format!("{id:>40}"), format!("{uuid:>40}"));
    assert_eq!(
        "{67E55044-10B1-426F-9247-BB680E5FE0C8}"
            .parse::<NonNilUuid>()
            .unwrap(),
        id
    );
}

#[test]
fn serde_as_uuid_and_refuses_nil() {
    let id = non_nil(0x67e55044_10b1_426f_9247_bb680e5fe0c8);
    let json = serde_json::to_string(&id).unwrap();
    assert_eq!(json, serde_json::to_string(&id.get()).unwrap());
    assert_eq!(serde_json::from_str::<NonNilUuid>(&json).unwrap(), id);
    let err = serde_json::from_str::<NonNilUuid>(&format!("\"{NIL_TEXT}\"")).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("unexpected nil UUID: expected a non-nil UUID"),
        "{err}"
    );

    // A binary format: the 16 octets.
    let bytes = postcard::to_allocvec(&id).unwrap();
    assert_eq!(bytes, postcard::to_allocvec(&id.get()).unwrap());
    assert_eq!(postcard::from_bytes::<NonNilUuid>(&bytes).unwrap(), id);
    let nil = postcard::to_allocvec(&Uuid::NIL).unwrap();
    assert!(postcard::from_bytes::<NonNilUuid>(&nil).is_err());
}

#[test]
fn same_size_as_the_uuid_crates() {
    assert_eq!(
        size_of::<Option<NonNilUuid>>(),
        size_of::<Option<uuid::NonNilUuid>>()
    );
}

proptest! {
    /// Order, equality and hashing are `Uuid`'s.
    #[test]
    fn orders_and_hashes_as_uuid(a in 1..=u128::MAX, b in 1..=u128::MAX) {
        let (x, y) = (non_nil(a), non_nil(b));
        prop_assert_eq!(x.cmp(&y), x.get().cmp(&y.get()));
        prop_assert_eq!(x.partial_cmp(&y), Some(x.get().cmp(&y.get())));
        prop_assert_eq!((x == y.get(), x.get() == y), (a == b, a == b));
        prop_assert_eq!(x.partial_cmp(&y.get()), Some(x.get().cmp(&y.get())));
        prop_assert_eq!(x.get().partial_cmp(&y), Some(x.get().cmp(&y.get())));
        prop_assert_eq!(x == y, a == b);
        prop_assert_eq!(hash_of(&x), hash_of(&x.get()));
    }

    /// Every non-nil UUID is accepted and comes back unchanged, through text too.
    #[test]
    fn round_trips(bits in 1..=u128::MAX) {
        let id = Uuid::from_u128(bits);
        let non_nil = NonNilUuid::new(id).unwrap();
        prop_assert_eq!(non_nil.get(), id);
        prop_assert_eq!(non_nil.to_string().parse::<NonNilUuid>().unwrap(), non_nil);
    }
}
