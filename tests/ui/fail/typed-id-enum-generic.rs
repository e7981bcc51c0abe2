use uuid_runtime::{TypedId, TypedIdEnum, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(TypedId)]
#[typed_id(prefix = "org")]
struct OrgId(Uuid);

#[derive(TypedIdEnum)]
enum Subject<T> {
    User(UserId),
    Other(T),
}

fn main() {}
