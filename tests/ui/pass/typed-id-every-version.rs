// Every accepted `version`, and none: `new()` exists for the generated versions and
// makes the required one; the name-based ones have `from_name`.
use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
struct AnyId(Uuid);

#[derive(TypedId)]
#[typed_id(version = 1)]
struct V1(Uuid);

#[derive(TypedId)]
#[typed_id(version = 3, namespace = "6ba7b810-9dad-11d1-80b4-00c04fd430c8")]
struct V3(Uuid);

#[derive(TypedId)]
#[typed_id(version = 4)]
struct V4(Uuid);

#[derive(TypedId)]
#[typed_id(version = 5, namespace = "6ba7b810-9dad-11d1-80b4-00c04fd430c8")]
struct V5(Uuid);

#[derive(TypedId)]
#[typed_id(version = 6)]
struct V6(Uuid);

#[derive(TypedId)]
#[typed_id(version = 7)]
struct V7(Uuid);

#[derive(TypedId)]
#[typed_id(version = 8, namespace = "6ba7b810-9dad-11d1-80b4-00c04fd430c8")]
struct V8(Uuid);

fn main() {
    assert_eq!(AnyId::new().as_uuid().get_version_num(), 7);
    assert_eq!(AnyId::VERSION, None);
    assert_eq!(V1::new().as_uuid().get_version_num(), 1);
    assert_eq!(V3::from_name(b"x").as_uuid().get_version_num(), 3);
    assert_eq!(V4::new().as_uuid().get_version_num(), 4);
    assert_eq!(V5::from_name(b"x").as_uuid().get_version_num(), 5);
    assert_eq!(V6::new().as_uuid().get_version_num(), 6);
    assert_eq!(V7::new().as_uuid().get_version_num(), 7);
    assert_eq!(V8::from_name(b"x").as_uuid().get_version_num(), 8);
    assert_eq!(
        [
            V1::VERSION,
            V3::VERSION,
            V4::VERSION,
            V5::VERSION,
            V6::VERSION,
            V7::VERSION,
            V8::VERSION
        ],
        [
            Some(1),
            Some(3),
            Some(4),
            Some(5),
            Some(6),
            Some(7),
            Some(8)
        ]
    );
}
