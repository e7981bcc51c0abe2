//! Integrations with other crates: one module each, each behind the Cargo feature of the
//! same name, off by default. Each module's page is that integration's guide, with its
//! examples; the crate's front page has the table of what each covers. This page has what
//! several share: the storage contract of the databases, the stores and APIs, the time
//! libraries, and how the version ranges meet your lock file.
//!
//! # Databases and schemas
//!
//! `Uuid` and every `#[derive(TypedId)]` type are columns, bind parameters and schema
//! properties in the Rust database crates (PostgreSQL, SQLite, MySQL and MariaDB), with
//! nothing to write beyond the derive: the runtime's features decide which impls the
//! derive's output gets. Each feature is off by default, and each backend has its own, so
//! nobody links libpq, SQLite or a MySQL client library to use another.
//!
//! `NonNilUuid` is a column too, for a non-null key that is never the nil UUID, through
//! every feature below (and a `uuid` string saying so in `schemars`, utoipa's and
//! async-graphql's schemas): stored as a `Uuid` is, and a nil read into it is the
//! client's decode error carrying the `Error` (with `mysql`, whose errors hold only
//! the value, the `FromValueError`). `Option<NonNilUuid>` is a
//! nullable one, 16 bytes in memory.
//!
//! | feature | implements | for versions |
//! |---|---|---|
//! | `postgres` | postgres-types `ToSql`/`FromSql` (the `postgres` and `tokio-postgres` clients) | postgres-types 0.2 |
//! | `sqlx-postgres` | sqlx `Type`/`Encode`/`Decode`, `PgHasArrayType` | sqlx 0.9 |
//! | `sqlx-sqlite` | sqlx `Type`/`Encode`/`Decode` | sqlx 0.9 |
//! | `sqlx-mysql` | sqlx `Type`/`Encode`/`Decode` (MySQL and MariaDB) | sqlx 0.9 |
//! | `mysql` | `mysql_common` `From<_> for Value` and `FromValue` (the `mysql` and `mysql_async` clients) | `mysql_common` 0.37 (`mysql` 28, `mysql_async` 0.37) |
//! | `diesel-postgres` | diesel `ToSql`/`FromSql` for `sql_types::Uuid`, `AsExpression`, `FromSqlRow` | diesel 2.3 and later 2.x |
//! | `diesel-sqlite` | the same for `sql_types::Binary` (diesel has no SQLite `Uuid` type) | diesel 2.3 and later 2.x |
//! | `diesel-mysql` | the same for `sql_types::Binary` on `Mysql` (diesel has no MySQL `Uuid` type) | diesel 2.3 and later 2.x |
//! | `rusqlite` | rusqlite `ToSql`/`FromSql` | rusqlite 0.32 to 0.43 |
//! | `sea-orm` | SeaORM entity fields, keys and nullable fields: `From<_> for Value`, `TryGetable`, sea-query's `ValueType` and `Nullable`, `TryFromU64` (an error), `IntoActiveValue`; PostgreSQL arrays (`NotU8`, `TryGetableArray`). Turns on `uuid` | sea-orm 2.x (sea-query 1.x) |
//! | `schemars` | schemars `JsonSchema` | schemars 1.x |
//! | `clickhouse` | the serde `with` module `uuid_runtime::integrations::clickhouse::uuid` (`::option`, `::vec`) for `UUID`, `Nullable(UUID)` and `Array(UUID)` columns: the crate's RowBinary, validated against the table's schema | the `clickhouse` crate 0.15 (any serde 1) |
//!
//! The version ranges are what the impls compile against, so your own dependency unifies
//! with ours (see [version ranges](crate::integrations#version-ranges-and-your-lock-file) for how); the minimum
//! Rust of each is in [its own section](crate::guide::msrv).
//! The features pick no runtime, TLS or linking: your own `sqlx`, `diesel`, `rusqlite`,
//! `mysql` or `mysql_async` dependency does (for instance `bundled` SQLite). `mysql_common` is
//! only 0.37: each client release uses one minor version (0.38 exists, but no `mysql` or
//! `mysql_async` release uses it yet), and a wider range would let cargo pick another than
//! your client's, whose `Value` would then be another type; `mysql` brings flate2's
//! pure-Rust backend, without which `mysql_common` does not build on its own. diesel's MySQL
//! connection (your `diesel` dependency's `mysql` feature; `diesel-mysql` itself needs only
//! diesel's backend) links the client library through pkg-config: on Debian,
//! `libmariadb-dev` and `pkg-config` suffice; diesel-async's `AsyncMysqlConnection` and
//! `AsyncPgConnection` (on `mysql_async` and `tokio-postgres`) link nothing, and are what the
//! test suite runs diesel's MySQL and PostgreSQL tests through. sqlx-sqlite, diesel's SQLite backend
//! and rusqlite all link `libsqlite3-sys`, of which Cargo allows one version: with sqlx
//! 0.9 (libsqlite3-sys 0.37) that means rusqlite 0.39, with which the tests run; new
//! applications on rusqlite 0.32 and on 0.43, the ends of the range, are built and run
//! against the same impls in CI, and 0.41 and 0.42 have been too.
//!
//! The storage contract is the `uuid` crate's, byte for byte, so existing data and code
//! that mixes both crates keep working (tests write with one and read with the other):
//!
//! - **PostgreSQL**: the native `uuid` type, 16 octets on the binary protocol; `Option`
//!   is NULL and `Vec`/slices are `uuid[]` (so `WHERE id = ANY($1)` takes a `Vec<UserId>`).
//! - **SQLite**: a 16-byte BLOB. Reading also accepts TEXT in any of the four text forms.
//!   Any other value is a decode error that says what it found (`invalid UUID: expected a
//!   16-byte BLOB or UUID text, found a 15-byte BLOB`, `... found an INTEGER`, `invalid
//!   UUID text ...` with the parser's message), never a panic or a wrong value.
//! - **MySQL and MariaDB**: `BINARY(16)` in RFC 9562 byte order (big-endian), byte for
//!   byte what sqlx's and `mysql_common`'s own `uuid::Uuid` impls write. `ORDER BY` on such a
//!   column is `Uuid`'s order, and `HEX(id)` is the simple form in uppercase (tested on
//!   1,698 values: 100 of each of the 16 version numbers, `NIL`, `MAX`, and values at the
//!   edges of every octet). Reading also accepts text in any of the four forms:
//!   MariaDB's native `UUID` column (10.7 and later) arrives as 36 characters, and many
//!   schemas use `CHAR(36)`. Anything else is a decode error that says what it found
//!   (`invalid UUID: expected 16 bytes or UUID text, found 15 bytes`, `invalid UUID text
//!   ...` with the parser's message). sqlx says whether a value is text, so a `CHAR(16)` of
//!   16 characters is text there, and a binary string of another length than 16 is read
//!   as text only if it has a text form's length (else the error counts its bytes);
//!   `mysql_common` and diesel hand over bytes without saying, so with `mysql` and
//!   `diesel-mysql` 16 bytes are always octets, and other UTF-8 is read as text (diesel's
//!   own connection hands over a number as its text; diesel-async's says it is a number,
//!   which is then refused as one: ``found a value of type `INT` ``).
//! - **SeaORM** stores `Uuid` and typed IDs exactly as it stores the `uuid` crate's `Uuid`
//!   (a `Value::Uuid`; `ColumnType::Uuid`): PostgreSQL `uuid` (a `Vec<UserId>` field is a
//!   `uuid[]`), MySQL and MariaDB `BINARY(16)`, SQLite a 16-byte BLOB (in a column SeaORM
//!   declares `uuid_text`). It reads them as it reads that type (so MariaDB's own `UUID`
//!   type too), then checks a typed ID's version: a wrong one is `DbErr::TryIntoErr`
//!   (``Error converting `Uuid` into `UserId`: wrong UUID version: expected 7, found 4``)
//!   whose `source` is the `TypedIdError`.
//! - **Typed IDs** are stored as their UUID, never as TypeID text. With `version = N`,
//!   reading a UUID of another version is a decode error carrying the `TypedIdError`
//!   (`wrong UUID version: expected 7, found 4`), which can be downcast.
//!
//! # Document, key-value and wide-column stores
//!
//! `Uuid`, `NonNilUuid` and every `#[derive(TypedId)]` type are values in MongoDB (through
//! the bson crate), Redis and ScyllaDB or Cassandra, stored as each store's own UUID, with
//! nothing to write beyond the derive. Each feature is off by default.
//!
//! | feature | implements | for versions |
//! |---|---|---|
//! | `bson` | `From<_> for Bson`, `Binary` and `bson::Uuid`; `TryFrom<Bson>` and `TryFrom<Binary>` (and from references); `From`/`TryFrom<bson::Uuid>`; the serde helper `uuid_runtime::integrations::bson::binary`. Turns on `serde` | bson 3.x (the MongoDB driver 3.x with its `bson-3` feature) |
//! | `redis` | `ToRedisArgs`, `ToSingleRedisArg`, `FromRedisValue` | redis 1.x |
//! | `scylla` | `SerializeValue`, `DeserializeValue`, `Emptiable`; `From` both ways between `Uuid` and `CqlTimeuuid`, and `From`/`TryFrom` for a typed ID declared `version = 1` | scylla 1.x (scylla-cql-core 1.7 and later 1.x) |
//!
//! Each stores what the client crate stores for the `uuid` crate's `Uuid`, so existing data
//! and code that mixes both keep working. A typed ID is stored as its UUID, never as its
//! text, and reading checks what the type promises: a typed ID of another version, or a
//! nil `NonNilUuid`, is an error that says so (with the `TypedIdError` where the client's
//! error can carry one).
//!
//! # APIs
//!
//! `Uuid` and every `#[derive(TypedId)]` type are GraphQL scalars and OpenAPI schemas,
//! again with nothing to write beyond the derive. Each feature is off by default.
//!
//! | feature | implements | for versions |
//! |---|---|---|
//! | `async-graphql` | async-graphql `ScalarType`, `InputType`, `OutputType` | async-graphql 7.0.12 and later 7.x |
//! | `utoipa5` | utoipa `PartialSchema`, `ToSchema` | utoipa 5.x |
//! | `utoipa6` | the same | utoipa 6.x |
//! | `utoipa` | both of the above | utoipa 5.x and 6.x |
//!
//! The tests run async-graphql 7.2, and utoipa 5.5 and 6 (a user crate of the tests has
//! utoipa 6, with its `uuid` feature); CI also builds and runs new applications, resolved
//! afresh, on utoipa 5 with `utoipa` and on utoipa 6 with `utoipa6`. The lowest releases of
//! the ranges, async-graphql 7.0.12 and utoipa 5.0.0, have been built and run against the
//! same impls too. utoipa builds only with its `macros` feature (the derives), so the
//! features turn that on.
//!
//! The repository's `service` example puts it together: typed IDs stored through SeaORM,
//! taken in axum's paths and JSON bodies, served through GraphQL and described in OpenAPI.
//!
//! # Time libraries
//!
//! A v1, v6 or v7 UUID carries a time, which `Uuid::get_timestamp` reads as a `Timestamp`;
//! with the features `chrono` (chrono 0.4), `time` (time 0.3) and `jiff` (jiff 1.x) it
//! converts to and from those libraries' instants, and an instant is a generator's clock.
//!
//! | feature | `Timestamp` to the instant | the instant to `Timestamp` | `Clock` for |
//! |---|---|---|---|
//! | `chrono` | `TryFrom` for `DateTime<Utc>` | `From<DateTime<Utc>>` | `DateTime<Utc>` |
//! | `time` | `TryFrom` for `UtcDateTime`, `OffsetDateTime` (at UTC) | `From<UtcDateTime>`, `From<OffsetDateTime>` | `UtcDateTime`, `OffsetDateTime` |
//! | `jiff` | `TryFrom` for `jiff::Timestamp` | `From<jiff::Timestamp>` | `jiff::Timestamp` |
//!
//! - **To the library**, exactly to the nanosecond: a v1/v6 time in 100-ns steps, a v7
//!   time in milliseconds. jiff ends in 9999 (9999-12-30T22:00Z) and time with 9999
//!   (unless its `large-dates` feature is on), where a v7 time runs to 10889, and chrono in
//!   262142, where a `Timestamp` of `u64` Unix seconds runs further, so each is `TryFrom`
//!   (with the library's own error, or a `TimestampRangeError` for chrono, which has none).
//! - **From the library**, exactly: a `Timestamp` holds every instant each library does,
//!   so that is `From`. A UUID made of it keeps what its version holds: `Uuid::new_v1`
//!   and `new_v6` its 100-ns step, rounded toward the past as the generators round their
//!   clock (`Timestamp::to_gregorian` gives the count); `new_v7` its millisecond.
//! - **Clocks**: an instant is a `Clock` stopped there, so `V7Generator::new(instant,
//!   ThreadLocalRng)` makes v7s of that millisecond (and `GregorianGenerator` v1s and v6s
//!   of that 100 ns), for backfills and tests, with the generators' usual ordering: a
//!   frozen clock is one the counter copes with. An instant before 1970 reads as 1970, as
//!   the system clock does.
//!
//! ```rust
//! # #[cfg(all(feature = "chrono", feature = "jiff", feature = "time"))]
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use chrono::{DateTime, Utc};
//! use uuid_runtime::{ThreadLocalRng, Timestamp, Uuid, V7Generator};
//!
//! // Backfill: IDs for rows written on 2019-06-01 at 12:00:00.250 UTC.
//! let then = DateTime::<Utc>::from_timestamp(1_559_390_400, 250_000_000).unwrap();
//! let backfill = V7Generator::new(then, ThreadLocalRng);
//! let (first, second) = (backfill.generate(), backfill.generate());
//! assert!(first < second);
//!
//! // The time read back, in each library.
//! let ts = first.get_timestamp().unwrap();
//! assert_eq!(DateTime::<Utc>::try_from(ts)?, then);
//! assert_eq!(jiff::Timestamp::try_from(ts)?.to_string(), "2019-06-01T12:00:00.25Z");
//! assert_eq!(time::UtcDateTime::try_from(ts)?.millisecond(), 250);
//!
//! // And an instant as a v6 UUID's time: 100-ns steps, rounded toward the past.
//! let instant: jiff::Timestamp = "2022-02-22T19:22:22.12345678Z".parse()?;
//! let v6 = Uuid::new_v6(Timestamp::from(instant), &[0x9f, 0x6b, 0xde, 0xce, 0xd8, 0x46]);
//! assert_eq!(jiff::Timestamp::try_from(v6.get_timestamp().unwrap())?.to_string(), "2022-02-22T19:22:22.1234567Z");
//! # Ok(())
//! # }
//! # #[cfg(not(all(feature = "chrono", feature = "jiff", feature = "time")))]
//! # fn main() {}
//! ```
//!
//! The features need none of the libraries' own features: chrono, time and jiff are
//! `no_std` crates, and these conversions work without `std` (the clocks need it, as the
//! generators do). The tests check each way against each library's own calendar and
//! arithmetic at the ends of every range and at 100,000 random instants, and that a v7
//! made at a chrono instant is the same millisecond in jiff and time.
//!
//! # Every integration's feature
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `serde` | no | `Serialize`/`Deserialize` for `Uuid`, `NonNilUuid` (nil refused) and typed IDs: the hyphenated string (or the typed ID's text) in human-readable formats, 16 bytes in binary ones; deserializing accepts all four text forms and 16 bytes, with the parser's error text; `uuid_runtime::serde::{ulid, base64url, base58, base62}` for a field in a compact form |
//! | `uuid` | no | `From` both ways with the `uuid` crate's `Uuid`, and `const fn` `Uuid::from_uuid_crate` / `to_uuid_crate` |
//! | `bytemuck` | no | `Zeroable`, `Pod` and `TransparentWrapper<[u8; 16]>` for `Uuid`: `bytemuck::cast_slice` turns `&[Uuid]` into `&[u8]` and back for free |
//! | `zerocopy` | no | zerocopy 0.8's `FromBytes`, `IntoBytes`, `Immutable`, `KnownLayout` and `Unaligned` for `Uuid`: read UUIDs in place from any byte buffer, at any offset |
//! | `arbitrary` | no | `Arbitrary` for `Uuid` (any 16 bytes, so a fuzzer reaches every value), `NonNilUuid`, and typed IDs (a typed ID with `version = N` only gets version N with the RFC 9562 variant) |
//! | `proptest` | no | proptest's `Arbitrary` for `Uuid`, `NonNilUuid` and typed IDs (`any::<UserId>()` honours `version`), and `uuid_runtime::integrations::proptest::uuid_v(version)`, a strategy of UUIDs of that version with the RFC 9562 variant |
//! | `fake` | no | fake 4's `Dummy<Faker>` for `Uuid` (any 128 bits), `NonNilUuid` and typed IDs (of their version), for `Faker.fake()` and structs deriving fake's `Dummy` |
//! | `borsh` | no | `BorshSerialize`/`BorshDeserialize` for `Uuid`, `NonNilUuid` and typed IDs: the 16 octets; a nil `NonNilUuid` or a typed ID of the wrong version is an `InvalidData` error |
//! | `ts-rs` | no | ts-rs 12's `TS`: `Uuid` is `string`, a typed ID its own exported type, `` `user_${string}` `` with a prefix: see [TypeScript](https://docs.rs/uuid-runtime/latest/uuid_runtime/integrations/ts_rs/index.html) |
//! | `rkyv` | no | rkyv 0.8's `Archive`, `Serialize` and `Deserialize` for `Uuid`, `NonNilUuid` and typed IDs (16 octets, as rkyv's `uuid-1` writes), validated: see [Zero-copy archives](https://docs.rs/uuid-runtime/latest/uuid_runtime/integrations/rkyv/index.html) |
//! | `chrono`, `time`, `jiff` | no | `Timestamp` to and from chrono 0.4's `DateTime<Utc>`, time 0.3's `UtcDateTime` and `OffsetDateTime`, jiff 1's `Timestamp`, and those instants as generators' clocks: see [Time libraries](crate::integrations#time-libraries) |
//! | `postgres`, `sqlx-postgres`, `sqlx-sqlite`, `sqlx-mysql`, `mysql`, `diesel-postgres`, `diesel-sqlite`, `diesel-mysql`, `rusqlite`, `sea-orm`, `schemars` | no | `Uuid`, `NonNilUuid` and typed IDs as columns, parameters and schema properties of each database client, ORM or schema crate: see [Databases and schemas](crate::integrations#databases-and-schemas) |
//! | `bson`, `redis`, `scylla` | no | `Uuid`, `NonNilUuid` and typed IDs in MongoDB (BSON UUIDs), Redis and ScyllaDB or Cassandra: see [Document, key-value and wide-column stores](crate::integrations#document-key-value-and-wide-column-stores) |
//! | `async-graphql`, `utoipa5`, `utoipa6`, `utoipa` (both) | no | `Uuid`, `NonNilUuid` and typed IDs as GraphQL scalars and OpenAPI schemas: see [APIs](crate::integrations#apis) |
//! | `arrow` | no | `uuid_runtime::integrations::arrow`: `Uuid`, `NonNilUuid` and typed IDs as Arrow `arrow.uuid` columns, and Parquet `UUID` columns through `parquet`'s `ArrowWriter`: see [Arrow and Parquet](https://docs.rs/uuid-runtime/latest/uuid_runtime/integrations/arrow/index.html) |
//!
//! Which of them work without `std`: the front page's "Features and `no_std`".
//!
//! # Version ranges and your lock file
//!
//! Most features depend on one series of their crate (`diesel = "2.3"`: 2.3 or any later
//! 2.x), which Cargo resolves to the one your own dependency has. A requirement over
//! several semver-incompatible releases would be another matter: Cargo may resolve it to
//! one release for us and another for you, two crates side by side, and our impls would be
//! for the one you do not use. So:
//!
//! - **`rusqlite`** takes rusqlite 0.32 to 0.43 (`>=0.32, <0.44`), because rusqlite links
//!   SQLite (`links = "sqlite3"`, through libsqlite3-sys) and Cargo allows one such crate in
//!   a build: our requirement always resolves to your rusqlite, and one outside the range
//!   is a resolution error that names both requirements, never impls for another crate.
//!   CI resolves new applications on 0.32 and on 0.43 afresh and runs them.
//! - **utoipa** has one feature per major (`utoipa5`, `utoipa6`; `utoipa` is both), since
//!   nothing ties our utoipa to yours; CI resolves a new application on each afresh.
//! - **`mysql_common`** is held to 0.37 for the same reason (see
//!   [Databases and schemas](crate::integrations#databases-and-schemas)), and **arrow-rs** to 60 (see
//!   [Arrow and Parquet](https://docs.rs/uuid-runtime/latest/uuid_runtime/integrations/arrow/index.html)).

// Optional integrations with other crates, one file each, each behind the Cargo
// feature of the same name (off by default).
//
// An integration implements the other crate's traits for [`Uuid`](crate::Uuid), and
// for typed IDs through a `macro_rules!` macro defined in its file,
// `__impl_typed_id_<name>!(Type, version = [..])`. `#[derive(TypedId)]` emits one call,
// `impl_typed_id_integrations!(Type, version = [..])`, whatever the features; the table
// below defines that macro to call the macros of the integrations that are on, so the
// derive's output does not depend on the features: the runtime's decide which impls
// exist (the `cfg`s are evaluated here, not in the user's crate).
//
// Adding an integration `x` is one file and its lines here (checked by adding `fake`):
//
// - its file here, `x.rs`, which holds, in order: its users' page (`//!`, with a
//   runnable example); `#[doc(hidden)] pub use ::x;`, the crate its macro's expansion
//   names (`$crate::integrations::x::x::Trait`); the bodies the impls call, generic over
//   `UuidValue`; its macro `__impl_typed_id_x!`, which implements the traits for a typed
//   ID through those bodies; and the impls for `Uuid` and `NonNilUuid`, the same
//   macro's where they behave as a typed ID does (`crate::__impl_typed_id_x!(NonNilUuid,
//   version = []);`);
// - its `mod` line below, and its line in the table of macros: its `cfg` and its macros
//   for a typed ID and for a `TypedIdEnum`;
//
// and, as for any feature, the feature in `Cargo.toml` (`x = ["dep:x", ...]`, documented
// with `##`, with the internal feature of what it shares: `_alloc` if it allocates,
// `_storage` for a database, `_text-form` for a schema), its tests (a storage backend
// adds a client of `tests/storage/contract.rs`), its row in the front page's coverage
// table (`uuid-runtime/README.md`) and in `CHECKED_IN` (`tests/support/src/coverage.rs`),
// and a line in `CHANGELOG.md`. CI builds every feature on its own, read from
// `Cargo.toml`.

/// The table of the integrations' macros: each entry is `#[cfg(..)] step [typed-ID
/// macros] [TypedIdEnum macros];`. It defines `__impl_typed_id_integrations!` and
/// `__impl_typed_id_enum_integrations!` to call the macros of the entries whose `cfg`
/// holds, and no others (a user's build expands no macro of an integration that is off):
/// each entry's `step` is a macro of this file (a name of its own), defined twice under
/// the entry's `cfg` and its negation, that goes on to the next entry with its macros
/// added or not. (`$d` is a `$`, passed in: on stable Rust a macro cannot write one into
/// the macros it defines.) The modules are declared above it, not by it: a macro that a
/// macro's expansion defines cannot be named by a path in its own crate, and the
/// integrations' files name their macros so, for `Uuid` and `NonNilUuid`.
macro_rules! integrations {
    (@next $d:tt [$($typed_id:ident)*] [$($typed_id_enum:ident)*]) => {
        /// Every enabled integration's impls for a typed ID: the one call the derive
        /// emits, with the version every value has (`[]`: any), passed on as a token
        /// tree (a `literal` fragment would no longer match `1` in a macro's arm).
        #[doc(hidden)]
        #[macro_export]
        macro_rules! __impl_typed_id_integrations {
            ($d ty:ident, version = [$d ($d version:tt)?]) => {
                $( $d crate::$typed_id!($d ty, version = [$d ($d version)?]); )*
            };
        }

        /// The integrations of a `TypedIdEnum`: its text form only (serde, GraphQL,
        /// OpenAPI, JSON Schema, TypeScript); storage stays with the variants.
        #[doc(hidden)]
        #[macro_export]
        macro_rules! __impl_typed_id_enum_integrations {
            ($d ty:ident, [$d ($d vty:ty),+]) => {
                $( $d crate::$typed_id_enum!($d ty, [$d ($d vty),+]); )*
            };
        }
    };
    (
        @next $d:tt [$($typed_id:ident)*] [$($typed_id_enum:ident)*]
        #[cfg $cfg:tt] $step:ident [$($x:ident)*] [$($y:ident)*];
        $($rest:tt)*
    ) => {
        #[cfg $cfg]
        macro_rules! $step {
            ($d dollar:tt) => {
                integrations!(@next $d dollar [$($typed_id)* $($x)*] [$($typed_id_enum)* $($y)*] $($rest)*);
            };
        }

        #[cfg(not $cfg)]
        macro_rules! $step {
            ($d dollar:tt) => {
                integrations!(@next $d dollar [$($typed_id)*] [$($typed_id_enum)*] $($rest)*);
            };
        }

        $step!($d);
    };
    ($d:tt $($entries:tt)*) => {
        integrations!(@next $d [] [] $($entries)*);
    };
}

// What several integrations share: the storage contract's decoding and errors, diesel's
// expression impls and sqlx's typed-ID impls, what an ID's text form is in a schema, and
// what generic code that stores UUIDs takes.
#[cfg(feature = "_diesel")]
#[doc(hidden)]
pub mod diesel;
#[cfg(feature = "_sqlx")]
#[doc(hidden)]
pub mod sqlx;
#[cfg(feature = "_storage")]
mod storage;
#[cfg(feature = "_text-form")]
mod text_form;
pub(crate) mod uuid_value;

#[cfg(feature = "arbitrary")]
pub mod arbitrary;
#[cfg(feature = "arrow")]
pub mod arrow;
#[cfg(feature = "async-graphql")]
pub mod async_graphql;
#[cfg(feature = "borsh")]
pub mod borsh;
#[cfg(feature = "bson")]
pub mod bson;
#[cfg(feature = "bytemuck")]
pub mod bytemuck;
#[cfg(feature = "chrono")]
pub mod chrono;
#[cfg(feature = "clickhouse")]
pub mod clickhouse;
#[cfg(feature = "diesel-mysql")]
pub mod diesel_mysql;
#[cfg(feature = "diesel-postgres")]
pub mod diesel_postgres;
#[cfg(feature = "diesel-sqlite")]
pub mod diesel_sqlite;
#[cfg(feature = "fake")]
pub mod fake;
#[cfg(feature = "jiff")]
pub mod jiff;
#[cfg(feature = "mysql")]
pub mod mysql;
#[cfg(feature = "postgres")]
pub mod postgres;
#[cfg(feature = "proptest")]
pub mod proptest;
#[cfg(feature = "redis")]
pub mod redis;
#[cfg(feature = "rkyv")]
pub mod rkyv;
#[cfg(feature = "rusqlite")]
pub mod rusqlite;
#[cfg(feature = "schemars")]
pub mod schemars;
#[cfg(feature = "scylla")]
pub mod scylla;
#[cfg(feature = "sea-orm")]
pub mod sea_orm;
#[cfg(feature = "serde")]
pub mod serde;
#[cfg(feature = "sqlx-mysql")]
pub mod sqlx_mysql;
#[cfg(feature = "sqlx-postgres")]
pub mod sqlx_postgres;
#[cfg(feature = "sqlx-sqlite")]
pub mod sqlx_sqlite;
#[cfg(feature = "time")]
pub mod time;
#[cfg(feature = "ts-rs")]
pub mod ts_rs;
#[cfg(any(feature = "utoipa5", feature = "utoipa6"))]
pub mod utoipa;
#[cfg(feature = "uuid")]
pub mod uuid;
#[cfg(feature = "zerocopy")]
pub mod zerocopy;

// Each integration's macros for a typed ID and for a `TypedIdEnum` (see `integrations!`).
integrations! { $
    #[cfg(feature = "arbitrary")] arbitrary [__impl_typed_id_arbitrary] [];
    #[cfg(feature = "borsh")] borsh [__impl_typed_id_borsh] [];
    #[cfg(feature = "fake")] fake [__impl_typed_id_fake] [];
    #[cfg(feature = "proptest")] proptest [__impl_typed_id_proptest] [];
    #[cfg(feature = "rkyv")] rkyv [__impl_typed_id_rkyv] [];
    #[cfg(feature = "serde")] serde [__impl_typed_id_serde] [__impl_typed_id_enum_serde];
    #[cfg(feature = "diesel-mysql")] diesel_mysql [__impl_typed_id_diesel_mysql] [];
    #[cfg(feature = "diesel-postgres")] diesel_postgres [__impl_typed_id_diesel_postgres] [];
    #[cfg(feature = "diesel-sqlite")] diesel_sqlite [__impl_typed_id_diesel_sqlite] [];
    #[cfg(feature = "_diesel-binary")] diesel_binary [__impl_typed_id_diesel_binary] [];
    #[cfg(feature = "mysql")] mysql [__impl_typed_id_mysql] [];
    #[cfg(feature = "postgres")] postgres [__impl_typed_id_postgres] [];
    #[cfg(feature = "rusqlite")] rusqlite [__impl_typed_id_rusqlite] [];
    #[cfg(feature = "schemars")] schemars [__impl_typed_id_schemars] [__impl_typed_id_enum_schemars];
    #[cfg(feature = "sea-orm")] sea_orm [__impl_typed_id_sea_orm] [];
    #[cfg(feature = "sqlx-mysql")] sqlx_mysql [__impl_typed_id_sqlx_mysql] [];
    #[cfg(feature = "sqlx-postgres")] sqlx_postgres [__impl_typed_id_sqlx_postgres] [];
    #[cfg(feature = "sqlx-sqlite")] sqlx_sqlite [__impl_typed_id_sqlx_sqlite] [];
    #[cfg(feature = "bson")] bson [__impl_typed_id_bson] [];
    #[cfg(feature = "redis")] redis [__impl_typed_id_redis] [];
    #[cfg(feature = "scylla")] scylla [__impl_typed_id_scylla] [];
    #[cfg(feature = "async-graphql")] async_graphql [__impl_typed_id_async_graphql] [__impl_typed_id_enum_async_graphql];
    #[cfg(feature = "utoipa5")] utoipa5 [__impl_typed_id_utoipa5] [__impl_typed_id_enum_utoipa5];
    #[cfg(feature = "utoipa6")] utoipa6 [__impl_typed_id_utoipa6] [__impl_typed_id_enum_utoipa6];
    #[cfg(feature = "ts-rs")] ts_rs [__impl_typed_id_ts_rs] [__impl_typed_id_enum_ts_rs];
}

/// What the expansions of several integrations' macros name, as
/// `$crate::integrations::String` and so on.
#[cfg(feature = "_alloc")]
#[doc(hidden)]
pub use alloc::{borrow::Cow, string::String, vec::Vec};
