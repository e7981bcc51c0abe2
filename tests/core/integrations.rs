//! The byte-level, property-testing and fake-data integrations, each through the real
//! crate: `bytemuck`, `zerocopy`, `borsh`, `arbitrary`, `proptest` and `fake`, for
//! `Uuid`, `NonNilUuid` and typed IDs. Under Miri only bytemuck's and zerocopy's, the
//! ones that reach `unsafe` code.
#![cfg_attr(miri, allow(unused))]

use uuid_runtime::{NonNilUuid, RandomSource, TypedId, Uuid, Variant};

// Only its random source: the clock is for the generator tests.
use generators::SplitMix;
use uuid_test_support::generators;

/// A typed ID of every version the derive accepts, and one without a version.
mod ids {
    use uuid_runtime::{TypedId, Uuid};

    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    #[typed_id(version = 1)]
    pub struct V1(Uuid);
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    #[typed_id(version = 3, namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8")]
    pub struct V3(Uuid);
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    #[typed_id(prefix = "token", version = 4)]
    pub struct V4(Uuid);
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    #[typed_id(namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8")]
    pub struct V5(Uuid);
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    #[typed_id(version = 6)]
    pub struct V6(Uuid);
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    #[typed_id(prefix = "user", version = 7)]
    pub struct UserId(Uuid);
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    #[typed_id(version = 8, namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8")]
    pub struct V8(Uuid);
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    pub struct AnyVersion(Uuid);

    /// No `Debug`: turning on the `proptest` feature (whose `Arbitrary` needs `Debug`)
    /// must not break it. This compiling is the test.
    #[derive(TypedId)]
    #[typed_id(version = 4)]
    pub struct WithoutDebug(Uuid);
}

use ids::{AnyVersion, UserId, V1, V3, V4, V5, V6, V8, WithoutDebug};

/// Deterministic "random" bytes, so the tests see the same input each run.
fn random_bytes(seed: u64, len: usize) -> Vec<u8> {
    let bits = SplitMix::seeded(seed);
    (0..len.div_ceil(8))
        .flat_map(|_| bits.next_u64().to_le_bytes())
        .take(len)
        .collect()
}

mod bytemuck_casts {
    use super::*;

    #[test]
    fn a_slice_of_uuids_is_a_slice_of_bytes() {
        let ids = [Uuid::NAMESPACE_DNS, Uuid::MAX, Uuid::NIL];
        let bytes: &[u8] = bytemuck::cast_slice(&ids);
        assert_eq!(bytes.len(), 48);
        for (chunk, id) in bytes.chunks(16).zip(&ids) {
            assert_eq!(chunk, id.as_bytes());
        }
        let back: &[Uuid] = bytemuck::cast_slice(bytes);
        assert_eq!(back, ids);
        assert_eq!(
            bytemuck::bytes_of(&Uuid::NAMESPACE_URL),
            Uuid::NAMESPACE_URL.as_bytes()
        );
    }

    #[test]
    fn any_bytes_at_any_offset_are_uuids() {
        let buffer = random_bytes(1, 16 * 4 + 1);
        // An odd offset: `Uuid` has alignment 1, so this cannot fail.
        let ids: &[Uuid] = bytemuck::try_cast_slice(&buffer[1..]).unwrap();
        assert_eq!(ids.len(), 4);
        assert_eq!(ids[0].as_bytes(), &buffer[1..17]);
        let read: Uuid = bytemuck::pod_read_unaligned(&buffer[1..17]);
        assert_eq!(read, ids[0]);
        // A length that is not a multiple of 16 is refused.
        assert!(bytemuck::try_cast_slice::<u8, Uuid>(&buffer[..20]).is_err());
    }

    #[test]
    fn zeroed_is_nil_and_arrays_wrap() {
        use bytemuck::{TransparentWrapper, Zeroable};

        assert_eq!(Uuid::zeroed(), Uuid::NIL);
        let octets = [[0x11; 16], [0xff; 16]];
        let wrapped: &[Uuid] = Uuid::wrap_slice(&octets);
        assert_eq!(wrapped, [Uuid::from_bytes([0x11; 16]), Uuid::MAX]);
        assert_eq!(Uuid::peel_slice(wrapped), octets);
    }
}

mod zerocopy_reads {
    use zerocopy::{FromBytes, FromZeros, IntoBytes};

    use super::*;

    #[test]
    fn a_uuid_reads_from_a_byte_buffer() {
        // A message: a 3-byte header, two UUIDs, a trailer; nothing aligned.
        let mut message = vec![0xaa, 0xbb, 0xcc];
        message.extend_from_slice(Uuid::NAMESPACE_DNS.as_bytes());
        message.extend_from_slice(Uuid::MAX.as_bytes());
        message.push(0xdd);

        let (first, rest) = Uuid::ref_from_prefix(&message[3..]).unwrap();
        assert_eq!(*first, Uuid::NAMESPACE_DNS);
        let (second, trailer) = Uuid::read_from_prefix(rest).unwrap();
        assert_eq!(second, Uuid::MAX);
        assert_eq!(trailer, [0xdd]);

        // A slice of UUIDs in place (`KnownLayout`), and a length that does not fit.
        let both = <[Uuid]>::ref_from_bytes(&message[3..35]).unwrap();
        assert_eq!(both, [Uuid::NAMESPACE_DNS, Uuid::MAX]);
        assert!(Uuid::read_from_bytes(&message[3..18]).is_err());
    }

    #[test]
    fn a_uuid_writes_its_octets() {
        let mut buffer = [0u8; 20];
        Uuid::NAMESPACE_URL.write_to(&mut buffer[2..18]).unwrap();
        assert_eq!(&buffer[2..18], Uuid::NAMESPACE_URL.as_bytes());
        assert_eq!(IntoBytes::as_bytes(&Uuid::MAX), &[0xff; 16]);
        assert_eq!(Uuid::new_zeroed(), Uuid::NIL);

        let mut ids = [Uuid::NIL; 2];
        ids.as_mut_bytes()[16..].copy_from_slice(Uuid::NAMESPACE_OID.as_bytes());
        assert_eq!(ids, [Uuid::NIL, Uuid::NAMESPACE_OID]);
    }
}

#[cfg(not(miri))]
mod borsh_round_trips {
    use super::*;

    #[test]
    fn a_uuid_is_its_16_octets() {
        for id in [Uuid::NIL, Uuid::MAX, Uuid::NAMESPACE_DNS, Uuid::now_v7()] {
            let bytes = borsh::to_vec(&id).unwrap();
            assert_eq!(bytes, id.as_bytes());
            assert_eq!(borsh::from_slice::<Uuid>(&bytes).unwrap(), id);
        }
        // Too short, and too long (borsh requires all input to be read).
        assert!(borsh::from_slice::<Uuid>(&[0; 15]).is_err());
        assert!(borsh::from_slice::<Uuid>(&[0; 17]).is_err());
    }

    #[test]
    fn in_a_record_with_non_nil_and_typed_ids() {
        let user = UserId::from_uuid(Uuid::now_v7());
        let owner = NonNilUuid::new(Uuid::new_v4()).unwrap();
        let record = (7u8, vec![Uuid::NAMESPACE_URL, Uuid::MAX], user, Some(owner));
        let bytes = borsh::to_vec(&record).unwrap();
        // 1 + (4 + 32) + 16 + (1 + 16)
        assert_eq!(bytes.len(), 70);
        assert_eq!(&bytes[37..53], user.as_uuid().as_bytes());
        let back: (u8, Vec<Uuid>, UserId, Option<NonNilUuid>) = borsh::from_slice(&bytes).unwrap();
        assert_eq!(back, record);
    }

    #[test]
    fn broken_promises_are_invalid_data() {
        let err = borsh::from_slice::<NonNilUuid>(&[0; 16]).unwrap_err();
        assert_eq!(err.kind(), borsh::io::ErrorKind::InvalidData);
        assert_eq!(
            err.to_string(),
            "unexpected nil UUID: expected a non-nil UUID"
        );

        let v4 = borsh::to_vec(&Uuid::new_v4()).unwrap();
        let err = borsh::from_slice::<UserId>(&v4).unwrap_err();
        assert_eq!(err.kind(), borsh::io::ErrorKind::InvalidData);
        assert_eq!(err.to_string(), "wrong UUID version: expected 7, found 4");
        assert!(borsh::from_slice::<AnyVersion>(&v4).is_ok());
    }
}

#[cfg(not(miri))]
mod arbitrary_inputs {
    use arbitrary::{Arbitrary, Unstructured};

    use super::*;

    /// Draws `T`s from `input` until it runs out.
    fn draw_all<'a, T: Arbitrary<'a>>(input: &'a [u8]) -> Vec<arbitrary::Result<T>> {
        let mut u = Unstructured::new(input);
        let mut values = Vec::new();
        while !u.is_empty() {
            values.push(T::arbitrary(&mut u));
        }
        values
    }

    /// Every value of a typed ID with `version = N` has version N and the RFC variant.
    fn only_version<'a, T: Arbitrary<'a> + TypedId>(input: &'a [u8], version: u8) {
        let values = draw_all::<T>(input);
        assert_eq!(values.len(), input.len() / 16);
        for value in values {
            let id = value.unwrap().into_uuid();
            assert_eq!(
                (id.get_version_num(), id.get_variant()),
                (usize::from(version), Variant::RFC4122),
                "{id}"
            );
        }
    }

    #[test]
    fn typed_ids_only_get_their_version() {
        let input = random_bytes(2, 16 * 512);
        only_version::<V1>(&input, 1);
        only_version::<V3>(&input, 3);
        only_version::<V4>(&input, 4);
        only_version::<V5>(&input, 5);
        only_version::<V6>(&input, 6);
        only_version::<UserId>(&input, 7);
        only_version::<V8>(&input, 8);
        only_version::<WithoutDebug>(&input, 4);
    }

    #[test]
    fn a_uuid_is_the_input_as_it_is() {
        let input = random_bytes(3, 16 * 512);
        let ids: Vec<Uuid> = draw_all::<Uuid>(&input)
            .into_iter()
            .map(Result::unwrap)
            .collect();
        for (id, chunk) in ids.iter().zip(input.chunks(16)) {
            assert_eq!(id.as_bytes(), chunk);
        }
        // So a fuzzer reaches every variant, not only RFC 9562 v4 as with `uuid`.
        for variant in [
            Variant::NCS,
            Variant::RFC4122,
            Variant::Microsoft,
            Variant::Future,
        ] {
            assert!(
                ids.iter().any(|id| id.get_variant() == variant),
                "{variant:?}"
            );
        }
        // A typed ID without a version takes the input unchanged too.
        let any: Vec<AnyVersion> = draw_all(&input).into_iter().map(Result::unwrap).collect();
        assert!(
            any.iter()
                .zip(&ids)
                .all(|(typed, id)| typed.as_uuid() == id)
        );
    }

    #[test]
    fn short_input_is_padded_and_nil_is_refused() {
        // Fewer than 16 bytes: the rest are zeros, as for integers.
        let id = Uuid::arbitrary(&mut Unstructured::new(&[0xff; 4])).unwrap();
        assert_eq!(id.as_u128(), 0xffff_ffff << 96);
        assert_eq!(
            Uuid::arbitrary(&mut Unstructured::new(&[])).unwrap(),
            Uuid::NIL
        );
        // A typed ID is valid even from no input at all.
        let user = UserId::arbitrary(&mut Unstructured::new(&[])).unwrap();
        assert_eq!(
            user.as_uuid().to_string(),
            "00000000-0000-7000-8000-000000000000"
        );

        assert!(NonNilUuid::arbitrary(&mut Unstructured::new(&[])).is_err());
        assert!(NonNilUuid::arbitrary(&mut Unstructured::new(&[0; 16])).is_err());
        let input = random_bytes(4, 16 * 64);
        for value in draw_all::<NonNilUuid>(&input) {
            assert!(!value.unwrap().get().is_nil());
        }
        assert_eq!(<Uuid as Arbitrary>::size_hint(0), (16, Some(16)));
        assert_eq!(<UserId as Arbitrary>::size_hint(0), (16, Some(16)));
    }
}

#[cfg(not(miri))]
mod proptest_strategies {
    use proptest::prelude::*;
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, TestError, TestRunner};
    use uuid_runtime::integrations::proptest::uuid_v;

    use super::*;

    fn runner() -> TestRunner {
        TestRunner::new(Config {
            cases: 512,
            failure_persistence: None,
            ..Config::default()
        })
    }

    /// Runs `strategy` and checks `promise` holds for every value.
    fn yields_only<S: Strategy>(strategy: S, promise: impl Fn(&S::Value) -> bool)
    where
        S::Value: std::fmt::Debug,
    {
        runner()
            .run(&strategy, |value| {
                prop_assert!(promise(&value), "{value:?}");
                Ok(())
            })
            .unwrap();
    }

    fn rfc_version(version: u8) -> impl Fn(&Uuid) -> bool {
        move |id| {
            id.get_version_num() == usize::from(version) && id.get_variant() == Variant::RFC4122
        }
    }

    #[test]
    fn uuid_v_yields_only_its_version() {
        for version in 0..=15 {
            yields_only(uuid_v(version), rfc_version(version));
        }
    }

    #[test]
    #[should_panic(expected = "a UUID version has 4 bits: 0 to 15")]
    fn uuid_v_refuses_a_version_above_15() {
        let _ = uuid_v(16);
    }

    #[test]
    fn typed_ids_yield_only_their_version() {
        yields_only(any::<V1>(), |id| rfc_version(1)(id.as_uuid()));
        yields_only(any::<V3>(), |id| rfc_version(3)(id.as_uuid()));
        yields_only(any::<V4>(), |id| rfc_version(4)(id.as_uuid()));
        yields_only(any::<V5>(), |id| rfc_version(5)(id.as_uuid()));
        yields_only(any::<V6>(), |id| rfc_version(6)(id.as_uuid()));
        yields_only(any::<UserId>(), |id| rfc_version(7)(id.as_uuid()));
        yields_only(any::<V8>(), |id| rfc_version(8)(id.as_uuid()));
    }

    #[test]
    fn non_nil_yields_no_nil() {
        yields_only(any::<NonNilUuid>(), |id| !id.get().is_nil());
    }

    #[test]
    fn any_uuid_yields_every_variant_and_version() {
        // `any::<Uuid>()` promises any value: over many cases it is not held to one
        // version or variant (as `any::<AnyVersion>()` is not).
        let mut runner = runner();
        let mut variants = std::collections::BTreeSet::new();
        let mut versions = std::collections::BTreeSet::new();
        for _ in 0..2048 {
            let id = any::<Uuid>().new_tree(&mut runner).unwrap().current();
            let typed = any::<AnyVersion>().new_tree(&mut runner).unwrap().current();
            variants.extend([id.get_variant(), typed.as_uuid().get_variant()]);
            versions.extend([id.get_version_num(), typed.as_uuid().get_version_num()]);
        }
        assert_eq!(variants.len(), 4);
        assert_eq!(versions.len(), 16);
    }

    #[test]
    fn failures_shrink_within_the_promise() {
        // A property that always fails shrinks to the smallest value the strategy can
        // give: zero bits, with the version and variant still set.
        let result = runner().run(&any::<UserId>(), |_| Err(TestCaseError::fail("no")));
        let Err(TestError::Fail(_, minimal)) = result else {
            panic!("the property cannot pass")
        };
        assert_eq!(
            minimal.as_uuid().to_string(),
            "00000000-0000-7000-8000-000000000000"
        );

        let result = runner().run(&any::<NonNilUuid>(), |_| Err(TestCaseError::fail("no")));
        let Err(TestError::Fail(_, minimal)) = result else {
            panic!("the property cannot pass")
        };
        assert_eq!(minimal.get().as_u128(), 1);
    }

    proptest! {
        /// A property test over typed IDs, the way a user writes one.
        #[test]
        fn typed_ids_round_trip_through_text(user in any::<UserId>(), token in any::<V4>()) {
            prop_assert_eq!(user.to_string().parse::<UserId>().unwrap(), user);
            prop_assert!(user.to_string().starts_with("user_"));
            prop_assert_eq!(token.to_string().parse::<V4>().unwrap(), token);
        }
    }
}

#[cfg(not(miri))]
mod fake_data {
    use fake::rand::rngs::StdRng;
    use fake::rand::{RngCore, SeedableRng};
    use fake::{Dummy, Fake, Faker};

    use super::ids::{AnyVersion, UserId, V1, V3, V4, V5, V6, V8};
    use super::*;

    /// `count` values of `T` from one seeded generator.
    fn draws<T: Dummy<Faker>>(count: usize) -> Vec<T> {
        let mut rng = StdRng::seed_from_u64(0x5eed);
        (0..count).map(|_| Faker.fake_with_rng(&mut rng)).collect()
    }

    /// Each version number and variant that `uuids` hold.
    fn versions_and_variants(uuids: impl IntoIterator<Item = Uuid>) -> (Vec<usize>, Vec<Variant>) {
        let (mut versions, mut variants) = (Vec::new(), Vec::new());
        for uuid in uuids {
            if !versions.contains(&uuid.get_version_num()) {
                versions.push(uuid.get_version_num());
            }
            if !variants.contains(&uuid.get_variant()) {
                variants.push(uuid.get_variant());
            }
        }
        versions.sort_unstable();
        (versions, variants)
    }

    #[test]
    fn a_typed_id_with_a_version_is_always_of_that_version() {
        fn check<T: TypedId + Dummy<Faker>>(version: u8) {
            let (versions, variants) =
                versions_and_variants(draws::<T>(500).into_iter().map(T::into_uuid));
            assert_eq!(
                (versions, variants),
                (vec![usize::from(version)], vec![Variant::RFC4122])
            );
        }
        check::<V1>(1);
        check::<V3>(3);
        check::<V4>(4);
        check::<V5>(5);
        check::<V6>(6);
        check::<UserId>(7);
        check::<V8>(8);
    }

    #[test]
    fn uuid_and_a_typed_id_without_a_version_are_any_128_bits() {
        // As fake's own `uuid` feature makes `uuid::Uuid`: every version number and
        // variant turn up in 500 draws (each of 16 numbers misses them all once in 10^14).
        let (versions, variants) = versions_and_variants(draws::<Uuid>(500));
        assert_eq!(versions, (0..16).collect::<Vec<usize>>());
        assert_eq!(variants.len(), 4);
        let (versions, _) =
            versions_and_variants(draws::<AnyVersion>(500).iter().map(|id| *id.as_uuid()));
        assert_eq!(versions.len(), 16);
    }

    #[test]
    fn the_same_seed_gives_the_same_values() {
        assert_eq!(draws::<UserId>(20), draws::<UserId>(20));
        assert_eq!(draws::<NonNilUuid>(20), draws::<NonNilUuid>(20));
        let mut other = StdRng::seed_from_u64(1);
        assert_ne!(
            draws::<Uuid>(1)[0],
            Faker.fake_with_rng::<Uuid, _>(&mut other)
        );
    }

    /// A generator whose first 128 bits are zero, then counts up.
    struct ZerosFirst(u64);

    impl RngCore for ZerosFirst {
        fn next_u32(&mut self) -> u32 {
            self.next_u64() as u32
        }

        fn next_u64(&mut self) -> u64 {
            self.0 += 1;
            if self.0 <= 2 { 0 } else { self.0 }
        }

        fn fill_bytes(&mut self, dest: &mut [u8]) {
            for chunk in dest.chunks_mut(8) {
                let bytes = self.next_u64().to_le_bytes();
                chunk.copy_from_slice(&bytes[..chunk.len()]);
            }
        }
    }

    #[test]
    fn a_non_nil_uuid_draws_again_where_a_uuid_takes_the_nil() {
        assert_eq!(
            Faker.fake_with_rng::<Uuid, _>(&mut ZerosFirst(0)),
            Uuid::NIL
        );
        let key: NonNilUuid = Faker.fake_with_rng(&mut ZerosFirst(0));
        assert_ne!(key.get(), Uuid::NIL);
        // The draw after the nil one.
        assert_eq!(
            key.get(),
            Faker.fake_with_rng::<Uuid, _>(&mut ZerosFirst(2))
        );
    }

    #[test]
    fn a_struct_deriving_dummy_gets_its_ids() {
        #[derive(Debug, Dummy)]
        struct Order {
            user: UserId,
            token: V4,
            key: NonNilUuid,
            parent: Option<Uuid>,
        }
        let order: Order = Faker.fake();
        assert_eq!(order.user.as_uuid().get_version_num(), 7);
        assert_eq!(order.token.as_uuid().get_version_num(), 4);
        assert!(!order.key.get().is_nil());
        // `Option`'s `Dummy` is fake's own: either, through ours.
        let _ = order.parent;
    }
}

/// Typed IDs over `NonNilUuid` through the light integrations: never nil however they
/// are made, the same bytes and text as a typed ID over `Uuid`, and a nil refused
/// wherever one is read.
#[cfg(not(miri))]
mod never_nil {
    use arbitrary::{Arbitrary, Unstructured};
    use fake::rand::SeedableRng;
    use fake::rand::rngs::StdRng;
    use fake::{Fake, Faker};
    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestRunner};
    use rkyv::rancor::Error;
    use uuid_runtime::{NonNilUuid, TypedId, TypedIdErrorKind, Uuid};

    use super::UserId;

    /// Version 7, never nil: what a `UserId` is, in 16 bytes as an `Option`.
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    #[typed_id(prefix = "user", version = 7)]
    struct MemberId(NonNilUuid);

    /// Any version, never nil: only the nil check stands between any 16 bytes and it.
    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
    struct AnyNonNil(NonNilUuid);

    #[test]
    fn arbitrary_never_makes_a_nil() {
        let input = super::random_bytes(44, 16 * 512);
        let mut u = Unstructured::new(&input);
        while !u.is_empty() {
            let id = MemberId::arbitrary(&mut u).unwrap();
            assert_eq!(id.into_uuid().get_version_num(), 7);
        }
        // Zeros are refused as `NonNilUuid`'s are; other bytes are taken as they are.
        assert!(AnyNonNil::arbitrary(&mut Unstructured::new(&[0; 16])).is_err());
        let id = AnyNonNil::arbitrary(&mut Unstructured::new(&[0xff; 16])).unwrap();
        assert_eq!(id.into_uuid(), Uuid::MAX);
        // A version is set on the zeros, which makes them no nil.
        let id = MemberId::arbitrary(&mut Unstructured::new(&[0; 16])).unwrap();
        assert_eq!(id.into_uuid().get_version_num(), 7);
    }

    #[test]
    fn proptest_and_fake_never_make_a_nil() {
        let mut runner = TestRunner::new(Config {
            cases: 512,
            failure_persistence: None,
            ..Config::default()
        });
        runner
            .run(&(any::<MemberId>(), any::<AnyNonNil>()), |(member, any)| {
                prop_assert_eq!(member.into_uuid().get_version_num(), 7);
                prop_assert!(!any.into_uuid().is_nil());
                Ok(())
            })
            .unwrap();
        let mut rng = StdRng::seed_from_u64(0x5eed);
        for _ in 0..500 {
            let member: MemberId = Faker.fake_with_rng(&mut rng);
            let any: AnyNonNil = Faker.fake_with_rng(&mut rng);
            assert_eq!(member.into_uuid().get_version_num(), 7);
            assert!(!any.into_uuid().is_nil());
        }
    }

    #[test]
    fn borsh_writes_the_octets_and_refuses_a_nil() {
        let member = MemberId::new();
        let bytes = borsh::to_vec(&member).unwrap();
        assert_eq!(
            bytes,
            borsh::to_vec(&UserId::from_uuid(member.into_uuid())).unwrap()
        );
        assert_eq!(borsh::from_slice::<MemberId>(&bytes).unwrap(), member);
        let err = borsh::from_slice::<AnyNonNil>(&[0; 16]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "unexpected nil UUID: expected a non-nil UUID"
        );
        // `Option<MemberId>` is one tag byte and the octets, as for a `UserId`.
        let some = borsh::to_vec(&Some(member)).unwrap();
        assert_eq!(
            borsh::from_slice::<Option<MemberId>>(&some).unwrap(),
            Some(member)
        );
    }

    #[test]
    fn serde_writes_what_a_typed_id_over_uuid_writes_and_refuses_a_nil() {
        let member = MemberId::new();
        let user = UserId::from_uuid(member.into_uuid());
        let json = serde_json::to_string(&member).unwrap();
        assert_eq!(json, serde_json::to_string(&user).unwrap());
        assert_eq!(serde_json::from_str::<MemberId>(&json).unwrap(), member);
        let binary = postcard::to_allocvec(&member).unwrap();
        assert_eq!(binary, postcard::to_allocvec(&user).unwrap());
        assert_eq!(postcard::from_bytes::<MemberId>(&binary).unwrap(), member);
        let err =
            serde_json::from_str::<MemberId>("\"user_00000000000000000000000000\"").unwrap_err();
        assert!(err.to_string().contains("unexpected nil UUID"), "{err}");
        let err = serde_json::from_str::<AnyNonNil>("\"00000000-0000-0000-0000-000000000000\"")
            .unwrap_err();
        assert!(err.to_string().contains("unexpected nil UUID"), "{err}");
        let nil = postcard::to_allocvec(&Uuid::NIL).unwrap();
        // postcard's errors keep no message, only that deserializing failed.
        assert!(postcard::from_bytes::<AnyNonNil>(&nil).is_err());
        assert!(postcard::from_bytes::<Uuid>(&nil).is_ok());
        assert_eq!(
            AnyNonNil::try_from_uuid(Uuid::NIL).unwrap_err().kind(),
            TypedIdErrorKind::Nil
        );
    }

    #[test]
    fn rkyv_archives_the_octets_and_checked_access_refuses_a_nil() {
        let members = vec![MemberId::new(), MemberId::new()];
        let bytes = rkyv::to_bytes::<Error>(&members).unwrap();
        let users: Vec<UserId> = members
            .iter()
            .map(|m| UserId::from_uuid(m.into_uuid()))
            .collect();
        assert_eq!(
            bytes.as_slice(),
            rkyv::to_bytes::<Error>(&users).unwrap().as_slice()
        );
        let archived = rkyv::access::<rkyv::Archived<Vec<MemberId>>, Error>(&bytes).unwrap();
        assert_eq!(
            rkyv::deserialize::<Vec<MemberId>, Error>(archived).unwrap(),
            members
        );
        let nils = rkyv::to_bytes::<Error>(&vec![Uuid::NIL]).unwrap();
        let err = rkyv::access::<rkyv::Archived<Vec<AnyNonNil>>, Error>(&nils).unwrap_err();
        assert!(err.to_string().contains("nil UUID"), "{err}");
    }
}

/// `NonNilUuid`'s checked casts, bytemuck's (run under Miri with the other
/// `integrations::bytemuck` tests) and zerocopy's: its bytes are the UUID's octets, and 16
/// zero bytes are refused.
mod bytemuck_non_nil {
    use uuid_runtime::{NonNilUuid, Uuid};
    use zerocopy::{IntoBytes, TryFromBytes};

    fn ids() -> [NonNilUuid; 3] {
        [Uuid::MAX, Uuid::NAMESPACE_DNS, Uuid::now_v7()].map(|id| NonNilUuid::new(id).unwrap())
    }

    #[test]
    fn bytemuck_reads_non_nil_uuids_and_refuses_zeros() {
        let ids = ids();
        let bytes: &[u8] = bytemuck::cast_slice(&ids);
        for (id, octets) in ids.iter().zip(bytes.chunks(16)) {
            assert_eq!(octets, id.get().as_bytes());
        }
        let back: &[NonNilUuid] = bytemuck::checked::try_cast_slice(bytes).unwrap();
        assert_eq!(back, ids);
        let mut with_zeros = ids.map(NonNilUuid::get);
        with_zeros[1] = Uuid::NIL;
        let bytes = with_zeros.as_bytes();
        assert!(bytemuck::checked::try_pod_read_unaligned::<NonNilUuid>(&bytes[16..32]).is_err());
        assert!(bytemuck::checked::try_pod_read_unaligned::<NonNilUuid>(&bytes[..16]).is_ok());
    }

    #[test]
    fn zerocopy_reads_non_nil_uuids_and_refuses_zeros() {
        let ids = ids();
        let bytes = ids.as_bytes();
        let back = <[NonNilUuid]>::try_ref_from_bytes(bytes).unwrap();
        assert_eq!(back, ids);
        for (id, octets) in ids.iter().zip(bytes.chunks(16)) {
            assert_eq!(NonNilUuid::try_read_from_bytes(octets).unwrap(), *id);
        }
        assert!(NonNilUuid::try_read_from_bytes(&[0; 16]).is_err());
        assert!(NonNilUuid::try_read_from_bytes(&[0; 15]).is_err());
    }
}
