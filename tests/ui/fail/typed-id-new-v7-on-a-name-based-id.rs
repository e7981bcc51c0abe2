use uuid_runtime::{TypedId, Uuid, timestamp};

#[derive(TypedId)]
#[typed_id(namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8")]
struct PageId(Uuid);

fn main() {
    let _ = PageId::new_v7(timestamp!("2026-05-01T00:00:00Z"));
}
