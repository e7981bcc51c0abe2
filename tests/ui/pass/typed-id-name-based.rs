// `namespace` alone means version 5; `NAMESPACE` and `from_name` are usable in
// constants.
use uuid_runtime::{TypedId, Uuid, uuid, uuid_v5};

#[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq)]
#[typed_id(prefix = "tenant", namespace = "0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11")]
struct TenantId(Uuid);

const ACME: TenantId = TenantId::from_name(b"acme");
const NAMESPACE: Uuid = TenantId::NAMESPACE;

fn main() {
    assert_eq!(NAMESPACE, uuid!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11"));
    assert_eq!(
        ACME.into_uuid(),
        uuid_v5!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11", "acme")
    );
    assert_eq!(TenantId::VERSION, Some(5));
    assert_eq!(ACME.to_string().parse::<TenantId>(), Ok(ACME));
}
