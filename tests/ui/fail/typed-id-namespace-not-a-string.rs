use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
#[typed_id(namespace = DNS)]
struct UserId(Uuid);

fn main() {}
