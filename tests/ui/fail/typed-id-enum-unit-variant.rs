use uuid_runtime::{TypedId, TypedIdEnum, Uuid};

#[derive(TypedId)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

#[derive(TypedId)]
#[typed_id(prefix = "org")]
struct OrgId(Uuid);

#[derive(TypedIdEnum)]
enum Subject {
    User(UserId),
    Org(OrgId),
    Nobody,
}

// Code that uses the enum adds no errors of its own.
fn main() {
    let subject: Subject = "org_01h455vb4pex5vsknk084sn02q".parse().unwrap();
    println!("{subject} {}", subject.prefix());
}
