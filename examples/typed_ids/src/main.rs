//! Typed IDs with `#[derive(TypedId)]`: a `UserId` cannot be passed where an `OrderId`
//! is expected, and each prints in its own text form.
//!
//! Run with `cargo run -p example-typed-ids`.

use serde::{Deserialize, Serialize};
use uuid_runtime::{TypedId, Uuid, uuid};

/// Users: version 7 (time-ordered), TypeID text `user_...`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[typed_id(prefix = "user", version = 7)]
pub struct UserId(Uuid);

/// Orders: any version, TypeID text `order_...`.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "order")]
pub struct OrderId(Uuid);

/// Sessions: no prefix, so the hyphenated text.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(version = 4)]
pub struct SessionId(Uuid);

/// Tenants: derived from their names (version 5), the same ID for the same name.
#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "tenant", namespace = "0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11")]
pub struct TenantId(Uuid);

/// The administrator, fixed at compile time; a UUID of another version would be a
/// compile error here.
const ADMIN: UserId = UserId::from_uuid(uuid!("01890a5d-ac96-774b-bcce-b302099a8057"));

/// A record that stores typed IDs; serde writes them in their text form.
#[derive(Serialize, Deserialize, Debug)]
struct Order {
    id: OrderId,
    customer: UserId,
    tenant: TenantId,
}

/// Takes only user IDs: `cancel_orders_of(order.id)` does not compile.
fn cancel_orders_of(user: UserId) -> String {
    format!("cancelling the orders of {user}")
}

/// Works with any typed ID.
fn describe<T: TypedId>(id: &T) -> String {
    let prefix = if T::PREFIX.is_empty() {
        "(none)"
    } else {
        T::PREFIX
    };
    format!(
        "{id}: prefix {prefix}, version {}",
        TypedId::as_uuid(id).get_version_num()
    )
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("admin:   {ADMIN} = {}", ADMIN.as_uuid());

    let user = UserId::new();
    let order = OrderId::new();
    let session = SessionId::new();
    let tenant = TenantId::from_name(b"acme");
    println!("user:    {}", describe(&user));
    println!("order:   {}", describe(&order));
    println!("session: {}", describe(&session));
    println!("tenant:  {}", describe(&tenant));
    println!("{}", cancel_orders_of(user));

    // Text round trips, and what a wrong text says.
    let parsed: UserId = user.to_string().parse()?;
    assert_eq!(parsed, user);
    for text in [
        "order_01h455vb4pex5vsknk084sn02q",
        "user_01h455vb4pex5vsknk084sn0",
        "user_01H455VB4PEX5VSKNK084SN02Q",
        "01h455vb4pex5vsknk084sn02q",
    ] {
        let err = text.parse::<UserId>().unwrap_err();
        println!("{text:>34} -> error: {err}");
    }
    let err = UserId::try_from(session.into_uuid()).unwrap_err();
    println!("a session UUID as a user ID -> error: {err}");

    let record = Order {
        id: order,
        customer: user,
        tenant,
    };
    let json = serde_json::to_string_pretty(&record)?;
    println!("as JSON:\n{json}");
    let back: Order = serde_json::from_str(&json)?;
    assert_eq!(back.customer, user);
    Ok(())
}
