// `crate = "..."` points the generated code at a renamed dependency.
extern crate uuid_runtime as my_ids;

use my_ids::{TypedId, Uuid};

#[derive(TypedId, Debug, PartialEq)]
#[typed_id(crate = "my_ids", prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(TypedId, Debug, PartialEq)]
#[typed_id(crate = "::my_ids", namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8")]
struct PageId(my_ids::Uuid);

mod uuid_runtime {}

fn main() {
    let id = UserId::new();
    assert_eq!(id.to_string().parse::<UserId>(), Ok(id));
    assert_eq!(
        *PageId::from_name(b"https://example.com/").as_uuid(),
        Uuid::new_v5(&Uuid::NAMESPACE_URL, b"https://example.com/")
    );
}
