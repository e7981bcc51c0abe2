use uuid_runtime::{TypedId, TypedIdEnum, Uuid};

mod admin {
    use uuid_runtime::{TypedId, Uuid};

    #[derive(TypedId)]
    #[typed_id(prefix = "user", format = "base58")]
    pub struct AdminId(Uuid);
}

#[derive(TypedId)]
#[typed_id(prefix = "org")]
struct OrgId(Uuid);

// `UserId` is another crate's, `AdminId` another module's: both have the prefix `user`.
#[derive(TypedIdEnum)]
enum Subject {
    User(uuid_test_support::ids::UserId),
    Org(OrgId),
    Admin(admin::AdminId),
}

// Code that uses the enum adds no errors of its own.
fn main() {
    let subject: Subject = "org_01h455vb4pex5vsknk084sn02q".parse().unwrap();
    println!("{subject} {}", subject.prefix());
}
