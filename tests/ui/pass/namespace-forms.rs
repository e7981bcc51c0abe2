// Every accepted namespace form gives the same UUID as the runtime function.
use uuid_runtime::{uuid, uuid_v5, Uuid};

const APP: Uuid = uuid!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11");

struct Ids;

impl Ids {
    const ROOT: Uuid = uuid!("6ba7b811-9dad-11d1-80b4-00c04fd430c8");
}

const fn namespace() -> Uuid {
    Uuid::NAMESPACE_OID
}

fn main() {
    let expected = Uuid::new_v5(&Uuid::NAMESPACE_URL, b"https://example.com/");
    assert_eq!(uuid_v5!(URL, "https://example.com/"), expected);
    assert_eq!(uuid_v5!(URL, b"https://example.com/"), expected);
    assert_eq!(uuid_v5!("6ba7b811-9dad-11d1-80b4-00c04fd430c8", "https://example.com/"), expected);
    assert_eq!(uuid_v5!("{6BA7B811-9DAD-11D1-80B4-00C04FD430C8}", "https://example.com/"), expected);
    assert_eq!(uuid_v5!(uuid!("6ba7b811-9dad-11d1-80b4-00c04fd430c8"), "https://example.com/"), expected);
    assert_eq!(uuid_v5!(uuid_runtime::uuid!("6ba7b8119dad11d180b400c04fd430c8",), "https://example.com/"), expected);
    assert_eq!(uuid_v5!(Uuid::NAMESPACE_URL, "https://example.com/"), expected);
    assert_eq!(uuid_v5!(Ids::ROOT, "https://example.com/"), expected);
    assert_eq!(uuid_v5!(APP, "root"), Uuid::new_v5(&APP, b"root"));
    assert_eq!(uuid_v5!(namespace(), "1.3.6.1"), Uuid::new_v5(&Uuid::NAMESPACE_OID, b"1.3.6.1"));
    assert_eq!(uuid_v5!(X500, "cn=Ada"), Uuid::new_v5(&Uuid::NAMESPACE_X500, b"cn=Ada"));
    assert_eq!(uuid_v5!(OID, ""), Uuid::new_v5(&Uuid::NAMESPACE_OID, b""));
    assert_eq!(uuid_v5!(DNS, "bücher.example"), Uuid::new_v5(&Uuid::NAMESPACE_DNS, "bücher.example".as_bytes()));
}
