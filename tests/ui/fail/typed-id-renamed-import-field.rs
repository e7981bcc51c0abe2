use uuid_runtime::TypedId;
use uuid_runtime::Uuid as Key;

#[derive(TypedId)]
struct UserId {
    key: Key,
}

fn main() {}
