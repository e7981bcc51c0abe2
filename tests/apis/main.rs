//! `Uuid` and typed IDs in the application layer, through the real crates: a GraphQL
//! schema with async-graphql (feature `async-graphql`) and an OpenAPI document with utoipa
//! (feature `utoipa`), checked against the text the IDs write and parse; the same in a
//! user crate built with those crates' other features; JSON Schema (`schemars`), checked
//! by Python's `jsonschema`; and TypeScript (`ts-rs`), checked by TypeScript's compiler.

use uuid_test_support::ids;

/// The node of the v6 UUIDs made here.
const NODE: [u8; 6] = [0x02, 0x42, 0xac, 0x11, 0x00, 0x02];

mod coverage;
mod graphql;
mod json_schema;
mod openapi;
mod other_features;
mod schemars;
mod typescript;
