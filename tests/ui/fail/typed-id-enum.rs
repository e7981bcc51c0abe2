use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId)]
enum UserId {
    Admin(Uuid),
}

fn main() {}
