// `uuid!` and the namespace and name of the name-based macros take any constant
// expression, as `uuid::uuid!` does: checked by const evaluation, usable in `const`
// and `static` items, and in patterns when they only name constants.
use uuid_runtime::{uuid, uuid_v3, uuid_v5, uuid_v8_sha256, Uuid};

const TEXT: &str = "67e55044-10b1-426f-9247-bb680e5fe0c8";
const NAMESPACE_TEXT: &str = "6ba7b810-9dad-11d1-80b4-00c04fd430c8";
const NAME: &str = "www.example.com";
const NAME_BYTES: &[u8] = b"www.example.com";

const FROM_CONSTANT: Uuid = uuid!(TEXT);
static FROM_CONCAT: Uuid = uuid!(concat!("67e55044-10b1-426f", "-9247-bb680e5fe0c8"));
// `ui.rs` sets `APP_ID` for the build.
const FROM_ENV: Uuid = uuid!(env!("APP_ID"));
const FROM_METHOD: Uuid = uuid!(TEXT.trim_ascii());

struct Ids;

impl Ids {
    const TEXT: &str = "67e55044-10b1-426f-9247-bb680e5fe0c8";
    const ID: Uuid = uuid!(Self::TEXT);
}

const EXAMPLE: Uuid = uuid_v5!(DNS, "www.example.com");

fn name(id: Uuid) -> &'static str {
    match id {
        // A constant's name or a macro call keeps the expansion a pattern.
        uuid!(TEXT) => "text",
        uuid_v5!(NAMESPACE_TEXT, NAME) => "example",
        uuid_v3!(DNS, concat!("www.", "example.com")) => "v3",
        _ => "other",
    }
}

fn main() {
    let expected = Uuid::parse_str(TEXT).unwrap();
    for id in [FROM_CONSTANT, FROM_CONCAT, FROM_ENV, FROM_METHOD, Ids::ID] {
        assert_eq!(id, expected);
    }
    assert_eq!(uuid!(include_str!("app-id.txt")), expected);

    assert_eq!(uuid_v5!(NAMESPACE_TEXT, "www.example.com"), EXAMPLE);
    assert_eq!(uuid_v5!(Uuid::NAMESPACE_DNS, NAME), EXAMPLE);
    assert_eq!(uuid_v5!(DNS, NAME_BYTES), EXAMPLE);
    assert_eq!(uuid_v5!(&Uuid::NAMESPACE_DNS, NAME.as_bytes()), EXAMPLE);
    assert_eq!(uuid_v5!(uuid!(NAMESPACE_TEXT), b"www.example.com"), EXAMPLE);
    assert_eq!(uuid_v5!(DNS, include_bytes!("app-id.txt")), Uuid::new_v5(&Uuid::NAMESPACE_DNS, TEXT.as_bytes()));
    assert_eq!(uuid_v8_sha256!(DNS, NAME), Uuid::new_v8_sha256(&Uuid::NAMESPACE_DNS, NAME.as_bytes()));

    assert_eq!(name(expected), "text");
    assert_eq!(name(EXAMPLE), "example");
    assert_eq!(name(Uuid::new_v3(&Uuid::NAMESPACE_DNS, NAME.as_bytes())), "v3");
    assert_eq!(name(Uuid::NIL), "other");
}
