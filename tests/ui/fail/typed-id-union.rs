use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
union UserId {
    uuid: Uuid,
}

fn main() {}
