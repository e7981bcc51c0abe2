//! The other byte layouts of the value type: slices, the four fields, the mixed-endian
//! GUID layout, `u64` halves and little-endian `u128`; checked against real GUIDs and,
//! for every value, against the `uuid` crate's functions of the same names.

use proptest::prelude::*;
use uuid_runtime::{Error, Uuid, UuidErrorKind};

/// `FOLDERID_Desktop`, as `KnownFolders.h` in the Windows SDK declares it:
/// `DEFINE_KNOWN_FOLDER(FOLDERID_Desktop, 0xB4BFCC3A, 0xDB2C, 0x424C, 0xB0, 0x29, 0x7F,
/// 0xE9, 0x9A, 0x87, 0xC6, 0x41)`.
const DESKTOP_FIELDS: (u32, u16, u16, [u8; 8]) = (
    0xB4BFCC3A,
    0xDB2C,
    0x424C,
    [0xB0, 0x29, 0x7F, 0xE9, 0x9A, 0x87, 0xC6, 0x41],
);
/// The same GUID in a `.reg` export, and the 16 bytes a `GUID` struct holding it
/// occupies in memory on Windows (x86 and ARM are little-endian).
const DESKTOP_REGISTRY: &str = "{B4BFCC3A-DB2C-424C-B029-7FE99A87C641}";
const DESKTOP_IN_MEMORY: [u8; 16] = [
    0x3A, 0xCC, 0xBF, 0xB4, 0x2C, 0xDB, 0x4C, 0x42, 0xB0, 0x29, 0x7F, 0xE9, 0x9A, 0x87, 0xC6, 0x41,
];

/// The EFI System Partition type GUID: the UEFI specification's text form, and the 16
/// bytes a GPT partition entry stores (the same mixed-endian layout).
const ESP_TEXT: &str = "C12A7328-F81F-11D2-BA4B-00A0C93EC93B";
const ESP_ON_DISK: [u8; 16] = [
    0x28, 0x73, 0x2A, 0xC1, 0x1F, 0xF8, 0xD2, 0x11, 0xBA, 0x4B, 0x00, 0xA0, 0xC9, 0x3E, 0xC9, 0x3B,
];

#[test]
fn a_guid_in_memory_reads_as_its_registry_text() {
    let from_memory = Uuid::from_bytes_le(DESKTOP_IN_MEMORY);
    assert_eq!(format!("{:X}", from_memory.braced()), DESKTOP_REGISTRY);
    assert_eq!(from_memory, Uuid::parse_str(DESKTOP_REGISTRY).unwrap());
    assert_eq!(from_memory.to_bytes_le(), DESKTOP_IN_MEMORY);
    assert_eq!(Uuid::from_slice_le(&DESKTOP_IN_MEMORY), Ok(from_memory));
    // The plain big-endian reading of the same bytes is another UUID.
    assert_ne!(Uuid::from_bytes(DESKTOP_IN_MEMORY), from_memory);

    let (d1, d2, d3, d4) = DESKTOP_FIELDS;
    assert_eq!(Uuid::from_fields(d1, d2, d3, &d4), from_memory);
    assert_eq!(from_memory.as_fields(), (d1, d2, d3, &d4));
}

#[test]
fn a_gpt_partition_type_reads_as_its_text() {
    let esp = Uuid::from_bytes_le(ESP_ON_DISK);
    assert_eq!(esp, Uuid::parse_str(ESP_TEXT).unwrap());
    assert_eq!(format!("{esp:X}"), ESP_TEXT);
    assert_eq!(esp.to_bytes_le(), ESP_ON_DISK);
    // The fields of the little-endian reading are those of the on-disk bytes read as
    // little-endian numbers.
    let disk_order = Uuid::from_bytes(ESP_ON_DISK);
    let (d1, d2, d3, d4) = disk_order.to_fields_le();
    assert_eq!((d1, d2, d3), (0xC12A7328, 0xF81F, 0x11D2));
    assert_eq!(d4, &ESP_ON_DISK[8..]);
    assert_eq!(Uuid::from_fields_le(d1, d2, d3, d4), disk_order);
}

#[test]
fn a_slice_of_another_length_is_an_error_naming_it() {
    let bytes = [0xab; 40];
    for len in (0..16).chain(17..40) {
        let err = Uuid::from_slice(&bytes[..len]).unwrap_err();
        assert_eq!(err.kind(), UuidErrorKind::InvalidLength { found: len });
        assert_eq!(
            err.to_string(),
            format!("invalid length: expected 16 bytes, found {len}")
        );
        assert_eq!(Uuid::from_slice_le(&bytes[..len]), Err(err));
        assert_eq!(Uuid::try_from(&bytes[..len]), Err(err));
    }
    assert_eq!(
        Uuid::from_slice(&bytes[..16]),
        Ok(Uuid::from_bytes([0xab; 16]))
    );
    let boxed: Box<dyn std::error::Error> = Box::new(Uuid::from_slice(&[]).unwrap_err());
    assert_eq!(
        boxed.to_string(),
        "invalid length: expected 16 bytes, found 0"
    );
}

#[test]
fn the_layouts_work_in_const_items() {
    const FROM_SLICE: Result<Uuid, Error> = Uuid::from_slice(&[1; 16]);
    const SHORT: Result<Uuid, Error> = Uuid::from_slice(&[1; 3]);
    const LE: Uuid = Uuid::from_bytes_le(ESP_ON_DISK);
    const FIELDS: (u32, u16, u16, &[u8; 8]) = LE.as_fields();
    const FIELDS_LE: (u32, u16, u16, &[u8; 8]) = LE.to_fields_le();
    const PAIR: (u64, u64) = LE.as_u64_pair();
    const U128_LE: u128 = LE.to_u128_le();
    const BACK: [u8; 16] = LE.to_bytes_le();
    assert_eq!(FROM_SLICE, Ok(Uuid::from_bytes([1; 16])));
    assert_eq!(
        SHORT.map_err(|err| err.kind()),
        Err(UuidErrorKind::InvalidLength { found: 3 })
    );
    assert_eq!(FIELDS.0, 0xC12A7328);
    assert_eq!(FIELDS_LE.0, 0x28732AC1);
    assert_eq!(Uuid::from_u64_pair(PAIR.0, PAIR.1), LE);
    assert_eq!(Uuid::from_u128_le(U128_LE), LE);
    assert_eq!(BACK, ESP_ON_DISK);
}

#[test]
fn u64_halves_and_little_endian_u128() {
    let id = Uuid::parse_str("a1a2a3a4-b1b2-c1c2-d1d2-d3d4d5d6d7d8").unwrap();
    assert_eq!(id.as_u64_pair(), (0xa1a2a3a4b1b2c1c2, 0xd1d2d3d4d5d6d7d8));
    assert_eq!(id.to_u128_le(), 0xd8d7d6d5d4d3d2d1c2c1b2b1a4a3a2a1);
    assert_eq!(Uuid::from_u128_le(0xd8d7d6d5d4d3d2d1c2c1b2b1a4a3a2a1), id);
    // The whole value reversed is not the three fields swapped.
    assert_ne!(id.to_u128_le().to_be_bytes(), id.to_bytes_le());
}

proptest! {
    /// Every layout gives what the `uuid` crate's function of the same name gives.
    #[test]
    fn every_layout_agrees_with_the_uuid_crate(bits in any::<u128>(), d4 in any::<[u8; 8]>(),
                                               d1 in any::<u32>(), d2 in any::<u16>(), d3 in any::<u16>()) {
        let ours = Uuid::from_u128(bits);
        let theirs = uuid::Uuid::from_u128(bits);
        let bytes = ours.into_bytes();

        prop_assert_eq!(ours.as_fields(), theirs.as_fields());
        prop_assert_eq!(ours.to_fields_le(), theirs.to_fields_le());
        prop_assert_eq!(ours.to_bytes_le(), theirs.to_bytes_le());
        prop_assert_eq!(ours.as_u64_pair(), theirs.as_u64_pair());
        prop_assert_eq!(ours.to_u128_le(), theirs.to_u128_le());

        prop_assert_eq!(Uuid::from_bytes_le(bytes).into_bytes(), uuid::Uuid::from_bytes_le(bytes).into_bytes());
        prop_assert_eq!(Uuid::from_slice(&bytes).unwrap().into_bytes(), uuid::Uuid::from_slice(&bytes).unwrap().into_bytes());
        prop_assert_eq!(Uuid::from_slice_le(&bytes).unwrap().into_bytes(), uuid::Uuid::from_slice_le(&bytes).unwrap().into_bytes());
        prop_assert_eq!(Uuid::from_u128_le(bits).into_bytes(), uuid::Uuid::from_u128_le(bits).into_bytes());
        let (high, low) = ((bits >> 64) as u64, bits as u64);
        prop_assert_eq!(Uuid::from_u64_pair(high, low).into_bytes(), uuid::Uuid::from_u64_pair(high, low).into_bytes());
        prop_assert_eq!(Uuid::from_fields(d1, d2, d3, &d4).into_bytes(), uuid::Uuid::from_fields(d1, d2, d3, &d4).into_bytes());
        prop_assert_eq!(Uuid::from_fields_le(d1, d2, d3, &d4).into_bytes(), uuid::Uuid::from_fields_le(d1, d2, d3, &d4).into_bytes());
    }

    /// Each pair of conversions are inverses.
    #[test]
    fn the_layouts_round_trip(bits in any::<u128>()) {
        let id = Uuid::from_u128(bits);
        prop_assert_eq!(Uuid::from_bytes_le(id.to_bytes_le()), id);
        let (d1, d2, d3, d4) = id.as_fields();
        prop_assert_eq!(Uuid::from_fields(d1, d2, d3, d4), id);
        let (d1, d2, d3, d4) = id.to_fields_le();
        prop_assert_eq!(Uuid::from_fields_le(d1, d2, d3, d4), id);
        let (high, low) = id.as_u64_pair();
        prop_assert_eq!(Uuid::from_u64_pair(high, low), id);
        prop_assert_eq!(Uuid::from_u128_le(id.to_u128_le()), id);
        prop_assert_eq!(Uuid::from_slice_le(&id.to_bytes_le()), Ok(id));
    }
}
