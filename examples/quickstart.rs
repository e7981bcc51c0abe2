//! A tour of the toolkit in a few lines per capability, printing real values.
//!
//! Run with `cargo run --example quickstart`.

use uuid_runtime::fmt::{Base58, Ulid};
use uuid_runtime::typeid::TypeId;
use uuid_runtime::{
    GregorianGenerator, SystemClock, ThreadLocalRng, TypedId, Uuid, uuid, uuid_v3, uuid_v5,
    uuid_v8_sha256,
};

/// Checked at compile time: a typo here is a compile error that points at it.
const REQUEST_NAMESPACE: Uuid = uuid!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11");

/// Computed at compile time from a namespace and a name (RFC 9562 A.2, A.4, B.2).
const V3: Uuid = uuid_v3!(DNS, "www.example.com");
const V5: Uuid = uuid_v5!(DNS, "www.example.com");
const V8: Uuid = uuid_v8_sha256!(DNS, "www.example.com");
const HEALTH_CHECK: Uuid = uuid_v5!(REQUEST_NAMESPACE, "health-check");

/// A typed ID: a fresh one is a v7, its text form is a TypeID.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(Uuid);

/// A typed ID in base58 after its prefix, as short IDs in URLs are; one copied into the
/// code is read, and checked, at compile time.
#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "link", format = "base58")]
struct LinkId(Uuid);

const HOME: LinkId = LinkId::parse("link_1BzmjTFLHWXwiSK4y3H5iW");

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("== literals (uuid!)");
    println!("namespace     {REQUEST_NAMESPACE}");
    println!("as URN        {}", REQUEST_NAMESPACE.urn());
    println!("simple, upper {:X}", REQUEST_NAMESPACE.simple());

    println!("\n== name-based, computed at compile time");
    println!("v3 (MD5)      {V3}");
    println!("v5 (SHA-1)    {V5}");
    println!("v8 (SHA-256)  {V8}");
    println!("health check  {HEALTH_CHECK}");
    assert_eq!(V5, Uuid::new_v5(&Uuid::NAMESPACE_DNS, b"www.example.com"));

    println!("\n== generators");
    let (a, b) = (Uuid::now_v7(), Uuid::now_v7());
    println!("v7            {a}");
    println!("v7 (later)    {b}  (greater: {})", b > a);
    println!("v4            {}", Uuid::new_v4());
    // A random multicast node (RFC 9562 §6.10), not the machine's.
    let v1 = GregorianGenerator::new(SystemClock, ThreadLocalRng).generate_v1();
    println!(
        "v1            {v1}  as v6: {}",
        v1.to_v6().unwrap_or(Uuid::NIL)
    );
    let millis = a.get_timestamp().map_or(0, |ts| ts.to_unix_millis());
    println!("v7 time       {millis} ms since the Unix epoch");

    println!("\n== typed IDs and TypeID");
    let user = UserId::new();
    let text = user.to_string();
    let back: UserId = text.parse()?;
    println!("user          {text}  (uuid {})", user.as_uuid());
    println!("parsed back   {}", back == user);
    let id = TypeId::parse_str("prefix_01h455vb4pex5vsknk084sn02q")?;
    println!(
        "TypeID        prefix `{}`, uuid {}",
        id.prefix(),
        id.as_uuid()
    );

    println!("\n== text forms other systems exchange");
    println!("ULID          {}", a.ulid());
    println!("base64url     {}", a.base64url());
    println!("base58        {}", a.base58());
    println!("base62        {}", a.base62());
    println!(
        "read back     {}",
        Base58::try_parse(&a.base58().to_string())?.into_uuid() == a
    );
    println!("link          {HOME}  (uuid {})", HOME.as_uuid());

    println!("\n== errors say what is wrong and where");
    for text in [
        "67e55044-10b1-426f-9247-bb680e5fe0cg",
        "67e55044-10b1-426f-9247",
        "{67e55044-10b1-426f-9247-bb680e5fe0c8",
    ] {
        if let Err(err) = Uuid::parse_str(text) {
            println!("{text:40} {err}");
        }
    }
    if let Err(err) = "order_01h455vb4pex5vsknk084sn02q".parse::<UserId>() {
        println!("{:40} {err}", "order_01h455vb4pex5vsknk084sn02q");
    }
    let ulid = "01H455VB4PEX5VSKNK084SNO2Q";
    if let Err(err) = Ulid::try_parse(ulid) {
        let hint = err.suggestion().map(|c| format!(" (did you mean `{c}`?)"));
        println!("{ulid:40} {err}{}", hint.unwrap_or_default());
    }
    Ok(())
}
