//! `#[derive(TypedIdEnum)]` with variants' types from another crate and another module,
//! prefixes that nest (`order` and `order_line`), one variant, the `crate` setting, in
//! `const` items, and lowercase constants in the user's scope named like the generated
//! code's parameters and bindings (which are `__`-prefixed, as no one names a constant).
#![allow(dead_code, non_upper_case_globals)]

use uuid_runtime::{TypedIdEnum, Uuid};
use uuid_test_support::ids::{OrderId, UserId};

mod lines {
    use uuid_runtime::{TypedId, Uuid};

    #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
    #[typed_id(prefix = "order_line", format = "base62")]
    pub struct LineId(Uuid);
}

const text: &str = "not the argument";
const id: u8 = 0;
const error: u8 = 0;
const value: u8 = 0;
const other: u8 = 0;
const index: u8 = 0;
const f: u8 = 0;

#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq)]
enum Item {
    Order(OrderId),
    Line(lines::LineId),
    User(UserId),
}

#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq)]
#[typed_id_enum(crate = "uuid_runtime")]
enum Only {
    User(UserId),
}

const ORDER: Item = Item::parse("order_01h455vb4pex5vsknk084sn02q");
const LINE: Result<Item, uuid_runtime::TypedIdError> =
    Item::try_parse("order_line_03550zAnyD1YLdt53jsj3u");

fn main() {
    assert_eq!(Item::PREFIXES, ["order", "order_line", "user"]);
    assert_eq!(ORDER.prefix(), "order");
    let line = LINE.unwrap();
    assert!(matches!(line, Item::Line(_)));
    assert_eq!(line.to_string(), "order_line_03550zAnyD1YLdt53jsj3u");
    assert_eq!(line.to_string().parse::<Item>().unwrap(), line);
    let user = UserId::new();
    let only = Only::from(user);
    assert_eq!(UserId::try_from(only).unwrap(), user);
    assert_eq!(*only.as_uuid(), user.into_uuid());
    assert!(matches!(Uuid::NIL.get_version_num(), 0));
}
