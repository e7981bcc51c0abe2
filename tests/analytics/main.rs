//! `Uuid`, `NonNilUuid` and typed IDs as Arrow columns (feature `arrow`): what
//! `uuid_runtime::integrations::arrow` writes and reads, every error it reports, round
//! trips of 100,000 v7 typed IDs through Arrow IPC (file and stream) and Parquet (arrow-rs's
//! `ArrowWriter` and reader), Parquet files read and written by pyarrow and DuckDB, time
//! windows of v7 IDs as range scans in DuckDB, and `Timestamp`'s RFC 3339 against
//! Python's `datetime`.

use uuid_test_support::ids;

mod clickhouse;
mod columns;
mod coverage;
mod errors;
mod interop;
mod ipc;
mod parquet;
mod rfc3339;
mod windows;

use std::sync::Arc;

use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::Schema;
use uuid_runtime::Uuid;
use uuid_runtime::integrations::arrow;

use ids::{OrderId, UserId};

/// The node of the v1 and v6 UUIDs made here.
const NODE: [u8; 6] = [0x02, 0x42, 0xac, 0x11, 0x00, 0x02];

/// How many rows the round trips write.
const ROWS: usize = 100_000;

/// `count` fresh `UserId`s, made in one batch.
fn user_ids(count: usize) -> Vec<UserId> {
    let mut uuids = vec![Uuid::NIL; count];
    Uuid::fill_v7(&mut uuids);
    uuids.into_iter().map(UserId::from_uuid).collect()
}

/// A nullable column for `users`: each user's `OrderId` (of another version than v7, as
/// an `OrderId` takes any), null for every third.
fn parents(users: &[UserId]) -> Vec<Option<OrderId>> {
    (0..users.len())
        .map(|row| (row % 3 != 1).then(|| OrderId::from_uuid(Uuid::new_v4())))
        .collect()
}

/// The table the round trips write: `id` (`UserId`, not null) and `parent`
/// (`Option<OrderId>`), each field saying which typed ID it holds.
fn batch(users: &[UserId], parents: &[Option<OrderId>]) -> RecordBatch {
    let schema = Schema::new(vec![
        arrow::field_for::<UserId>("id", false),
        arrow::field_for::<OrderId>("parent", true),
    ]);
    let columns: Vec<ArrayRef> = vec![
        Arc::new(arrow::to_array(users.iter().copied())),
        Arc::new(arrow::to_array_nullable(parents.iter().copied())),
    ];
    RecordBatch::try_new(Arc::new(schema), columns).expect("columns that fit the schema")
}

/// [`batch`]es of `rows` rows (the last may have fewer) over `users` and `parents`.
fn batches<'a>(
    users: &'a [UserId],
    parents: &'a [Option<OrderId>],
    rows: usize,
) -> impl Iterator<Item = RecordBatch> + 'a {
    users
        .chunks(rows)
        .zip(parents.chunks(rows))
        .map(|(users, parents)| batch(users, parents))
}

/// Checks, without printing 100,000 values on failure, that what was read back is what
/// was written.
fn assert_read_back(
    read: &(Vec<UserId>, Vec<Option<OrderId>>),
    users: &[UserId],
    parents: &[Option<OrderId>],
) {
    assert_eq!((read.0.len(), read.1.len()), (users.len(), parents.len()));
    let first_difference =
        |differs: &dyn Fn(usize) -> bool| (0..users.len()).find(|&row| differs(row));
    assert_eq!(
        first_difference(&|row| read.0[row] != users[row]),
        None,
        "a user differs"
    );
    assert_eq!(
        first_difference(&|row| read.1[row] != parents[row]),
        None,
        "a parent differs"
    );
}

/// The two columns of `batches` (as a reader hands them over), read back and joined.
fn read_back(
    batches: impl IntoIterator<Item = RecordBatch>,
) -> (Vec<UserId>, Vec<Option<OrderId>>) {
    let mut users = Vec::new();
    let mut parents = Vec::new();
    for batch in batches {
        users.extend(arrow::from_array::<UserId>(batch.column(0)).unwrap());
        parents.extend(arrow::from_array_nullable::<OrderId>(batch.column(1)).unwrap());
    }
    (users, parents)
}

/// Checks that a schema read back is the one [`batch`] wrote: the extension, the typed
/// IDs' metadata and the nullability of each field.
fn assert_schema_written(schema: &Schema) {
    assert_eq!(schema.fields().len(), 2);
    assert_eq!(schema.field(0), &arrow::field_for::<UserId>("id", false));
    assert_eq!(
        schema.field(1),
        &arrow::field_for::<OrderId>("parent", true)
    );
}
