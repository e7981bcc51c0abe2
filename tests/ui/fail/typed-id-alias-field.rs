use uuid_runtime::TypedId;

type Id = uuid_runtime::Uuid;

#[derive(TypedId)]
struct UserId(Id);

fn main() {}
