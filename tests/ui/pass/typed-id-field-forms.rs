// A tuple struct and a struct with a named field, with the field's type written as
// `Uuid`, `uuid_runtime::Uuid` or `::uuid_runtime::Uuid`.
use uuid_runtime::{TypedId, Uuid};

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "user")]
struct TupleId(Uuid);

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "user")]
struct NamedId {
    id: uuid_runtime::Uuid,
}

#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
pub struct AbsoluteId(pub ::uuid_runtime::Uuid);

fn main() {
    let uuid = Uuid::from_u128(0x0189_0a5d_ac96_774b_bcce_b302_099a_8057);
    let tuple = TupleId::from_uuid(uuid);
    let named = NamedId::from_uuid(uuid);
    assert_eq!(tuple.to_string(), named.to_string());
    assert_eq!(named.id, uuid);
    assert_eq!(tuple.0, uuid);
    assert_eq!(AbsoluteId::from(uuid).into_uuid(), uuid);
    assert_eq!(<NamedId as TypedId>::PREFIX, "user");
}
