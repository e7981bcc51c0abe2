//! `#[derive(TypedId)]` with every integration on (in the README's test command, which
//! builds every suite: Cargo unifies their features, the database ones too; alone, this
//! package turns on the light ones): names in the user's scope (`core`, `Ok`,
//! lowercase constants named like the parameters and bindings the expansions use) do
//! not change what any expansion means. `tests/ui/pass/typed-id-hygiene.rs` checks the
//! same with the features trybuild builds.
#![allow(dead_code, non_camel_case_types, non_upper_case_globals)]

mod core {}
mod std {}
struct Ok;
struct Err;
struct Some;
struct None;
const uuid: () = ();
const name: () = ();
const id: () = ();
const text: () = ();
const value: () = ();
const out: () = ();
const buf: () = ();
const raw: () = ();
const row: () = ();
const ty: () = ();
const version: () = ();
const error: () = ();
const u: () = ();
const writer: () = ();
const reader: () = ();
const registry: () = ();
const _field: () = ();

// Every kind of typed ID, in the same scope as those names.

#[derive(::uuid_runtime::TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "user", version = 7)]
struct UserId(::uuid_runtime::Uuid);

#[derive(::uuid_runtime::TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct SessionId {
    uuid: ::uuid_runtime::Uuid,
}

#[derive(::uuid_runtime::TypedId, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[typed_id(prefix = "page", namespace = "6ba7b811-9dad-11d1-80b4-00c04fd430c8")]
struct PageId(::uuid_runtime::Uuid);

#[test]
fn typed_ids_work_beside_hostile_names() {
    let user = UserId::new();
    assert_eq!(user.to_string().parse::<UserId>().unwrap(), user);
    let session = SessionId::from(::uuid_runtime::Uuid::MAX);
    assert_eq!(session.to_string().parse::<SessionId>().unwrap(), session);
    let page = PageId::from_name(b"https://example.com/");
    assert_eq!(page.as_uuid().get_version_num(), 5);
}
