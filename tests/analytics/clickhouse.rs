//! Feature `clickhouse`: `uuid_runtime::integrations::clickhouse::uuid` (and `::option`,
//! `::vec`) through the official `clickhouse` crate. Against the crate's mock server, our rows
//! are read as rows of its own `uuid::Uuid` module and the other way round, and a UUID
//! is its two halves; against a real ClickHouse (chdb, behind `clickhouse_front.py`, with
//! the crate's schema validation on), rows round trip, ClickHouse's own text of each
//! UUID is ours, a nil or a wrong version read back is an error that says so, and the
//! time windows of `uuid_test_support::windows` are exactly right with the query the
//! guide gives, where `id >= start AND id < end` is not.

use std::future::Future;

use clickhouse::test::{Mock, handlers};
use clickhouse::{Client, Row};
use serde::{Deserialize, Serialize};
use uuid_runtime::{NonNilUuid, Uuid};
use uuid_test_support::clickhouse::clickhouse;
use uuid_test_support::ids::{OrderId, UserId, V4, V7, samples};
use uuid_test_support::windows::{check, time_windows};

/// Runs `future` on a runtime of its own (the client and the mock need one).
fn block_on<F: Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(future)
}

/// A row of our values.
#[derive(Row, Serialize, Deserialize, Clone, Debug, PartialEq)]
struct Ours {
    #[serde(with = "uuid_runtime::integrations::clickhouse::uuid")]
    id: Uuid,
    #[serde(with = "uuid_runtime::integrations::clickhouse::uuid::option")]
    parent: Option<OrderId>,
    #[serde(with = "uuid_runtime::integrations::clickhouse::uuid::vec")]
    items: Vec<NonNilUuid>,
    #[serde(with = "uuid_runtime::integrations::clickhouse::uuid")]
    user: UserId,
}

/// The same row through the crate's own modules for `uuid::Uuid`.
#[derive(Row, Serialize, Deserialize, Clone, Debug, PartialEq)]
struct Theirs {
    #[serde(with = "clickhouse::serde::uuid")]
    id: uuid::Uuid,
    #[serde(with = "clickhouse::serde::uuid::option")]
    parent: Option<uuid::Uuid>,
    #[serde(with = "clickhouse::serde::uuid_vec")]
    items: Vec<uuid::Uuid>,
    #[serde(with = "clickhouse::serde::uuid")]
    user: uuid::Uuid,
}

/// A `UUID` column read as plain integers: its halves as RowBinary holds them.
#[derive(Row, Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
struct Halves {
    high: u64,
    low: u64,
}

/// A row of one UUID.
#[derive(Row, Serialize)]
struct One {
    #[serde(with = "uuid_runtime::integrations::clickhouse::uuid")]
    id: Uuid,
}

/// A row of one user.
#[derive(Row, Deserialize, Debug)]
struct User {
    #[serde(with = "uuid_runtime::integrations::clickhouse::uuid")]
    id: UserId,
}

/// A row of an array of UUIDs that are never nil.
#[derive(Row, Deserialize, Debug)]
struct Items {
    #[serde(with = "uuid_runtime::integrations::clickhouse::uuid::vec")]
    items: Vec<NonNilUuid>,
}

/// A row of the windows' table.
#[derive(Row, Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
struct Key {
    #[serde(with = "uuid_runtime::integrations::clickhouse::uuid")]
    id: UserId,
}

fn theirs(uuid: Uuid) -> uuid::Uuid {
    uuid::Uuid::from_bytes(uuid.into_bytes())
}

/// One row of ours for each sample, every other with a parent, with items, and the
/// same row as the crate's.
fn rows() -> Vec<(Ours, Theirs)> {
    let samples = samples();
    samples
        .iter()
        .enumerate()
        .map(|(i, &id)| {
            let parent = (i % 2 == 0).then(|| OrderId::from_uuid(samples[i / 2]));
            let items: Vec<NonNilUuid> = samples[..i % 5]
                .iter()
                .filter_map(|&item| NonNilUuid::new(item))
                .collect();
            let user = UserId::new();
            let ours = Ours {
                id,
                parent,
                items: items.clone(),
                user,
            };
            let theirs = Theirs {
                id: theirs(id),
                parent: parent.map(|parent| theirs(parent.into_uuid())),
                items: items.iter().map(|item| theirs(item.get())).collect(),
                user: theirs(user.into_uuid()),
            };
            (ours, theirs)
        })
        .collect()
}

#[test]
fn the_crates_mock_reads_our_rows_as_its_own_and_ours_read_its() {
    let rows = rows();
    block_on(async {
        let mock = Mock::new();
        let client = Client::default().with_mock(&mock);
        // Ours written, read as theirs.
        let recording = mock.add(handlers::record());
        let mut insert = client.insert::<Ours>("ids").await.unwrap();
        for (ours, _) in &rows {
            insert.write(ours).await.unwrap();
        }
        insert.end().await.unwrap();
        let read: Vec<Theirs> = recording.collect().await;
        assert_eq!(
            read,
            rows.iter().map(|row| row.1.clone()).collect::<Vec<_>>()
        );

        // Theirs written by the mock, read as ours.
        mock.add(handlers::provide(rows.iter().map(|row| row.1.clone())));
        let read: Vec<Ours> = client
            .query("SELECT ?fields FROM ids")
            .fetch_all()
            .await
            .unwrap();
        assert_eq!(
            read,
            rows.iter().map(|row| row.0.clone()).collect::<Vec<_>>()
        );

        // A UUID is its two halves, high then low, each as RowBinary writes a `UInt64`.
        let recording = mock.add(handlers::record::<Halves>());
        let mut insert = client.insert::<One>("ids").await.unwrap();
        for (ours, _) in &rows {
            insert.write(&One { id: ours.id }).await.unwrap();
        }
        insert.end().await.unwrap();
        let read: Vec<Halves> = recording.collect().await;
        let expected: Vec<Halves> = rows
            .iter()
            .map(|(ours, _)| {
                let (high, low) = ours.id.as_u64_pair();
                Halves { high, low }
            })
            .collect();
        assert_eq!(read, expected);
    });
}

/// In human-readable formats the modules write the hyphenated text, as the crate's do.
#[test]
fn json_is_the_hyphenated_text_as_the_crates() {
    for (ours, theirs) in rows() {
        let json = serde_json::to_string(&ours).unwrap();
        assert_eq!(json, serde_json::to_string(&theirs).unwrap());
        assert_eq!(serde_json::from_str::<Ours>(&json).unwrap(), ours);
    }
}

/// A value of another type says what the column holds.
#[test]
fn a_value_of_another_type_is_an_error_that_names_the_column_type() {
    let user = UserId::new().into_uuid();
    let row = |id: &str, items: &str| {
        format!(r#"{{"id":{id},"parent":null,"items":{items},"user":"{user}"}}"#)
    };
    for (json, expected) in [
        (
            row("5", "[]"),
            "invalid type: integer `5`, expected a ClickHouse UUID: two 64-bit halves, or \
             UUID text",
        ),
        (
            row(&format!("\"{user}\""), "7"),
            "invalid type: integer `7`, expected a ClickHouse Array(UUID)",
        ),
    ] {
        let error = serde_json::from_str::<Ours>(&json).unwrap_err().to_string();
        assert!(error.starts_with(expected), "{json}: {error}");
    }
}

/// The engine, with the crate's schema validation on (its default).
fn client() -> Option<Client> {
    let server = clickhouse()?;
    Some(Client::default().with_url(server.url()))
}

/// ClickHouse's text of a row's UUIDs.
#[derive(Row, Deserialize, Debug, PartialEq)]
struct Texts {
    id: String,
    parent: Option<String>,
    items: Vec<String>,
}

#[test]
fn rows_round_trip_through_clickhouse_and_its_text_is_ours() {
    let Some(client) = client() else { return };
    let rows = rows();
    block_on(async {
        client
            .query(
                "CREATE TABLE round_trip (id UUID, parent Nullable(UUID), items Array(UUID), \
                 user UUID) ENGINE = MergeTree ORDER BY tuple()",
            )
            .execute()
            .await
            .unwrap();
        let mut insert = client.insert::<Ours>("round_trip").await.unwrap();
        for (ours, _) in &rows {
            insert.write(ours).await.unwrap();
        }
        insert.end().await.unwrap();
        for (ours, _) in &rows {
            let text = ours.id.to_string();
            let found: Ours = client
                .query("SELECT ?fields FROM round_trip WHERE id = toUUID(?)")
                .bind(&text)
                .fetch_one()
                .await
                .unwrap();
            assert_eq!(&found, ours);
            // ClickHouse's own text of what we stored.
            let texts: Texts = client
                .query(
                    "SELECT toString(id) AS id, toString(parent) AS parent, \
                     arrayMap(x -> toString(x), items) AS items \
                     FROM round_trip WHERE round_trip.id = toUUID(?)",
                )
                .bind(&text)
                .fetch_one()
                .await
                .unwrap();
            let expected = Texts {
                id: text,
                parent: ours.parent.map(|parent| parent.as_uuid().to_string()),
                items: ours.items.iter().map(ToString::to_string).collect(),
            };
            assert_eq!(texts, expected);
        }
    });
}

#[test]
fn a_nil_or_a_wrong_version_read_back_is_an_error_that_says_so() {
    let Some(client) = client() else { return };
    block_on(async {
        let err = client
            .query("SELECT toUUID(?) AS id")
            .bind(V4.to_string())
            .fetch_one::<User>()
            .await
            .unwrap_err();
        assert!(
            err.to_string()
                .contains("wrong UUID version: expected 7, found 4"),
            "{err}"
        );
        let found: User = client
            .query("SELECT toUUID(?) AS id")
            .bind(V7.to_string())
            .fetch_one()
            .await
            .unwrap();
        assert_eq!(found.id, UserId::from_uuid(V7));
        let err = client
            .query("SELECT [toUUID(?), toUUID('00000000-0000-0000-0000-000000000000')] AS items")
            .bind(V4.to_string())
            .fetch_one::<Items>()
            .await
            .unwrap_err();
        assert!(err.to_string().contains("nil UUID"), "{err}");
        let found: Items = client
            .query("SELECT [toUUID(?)] AS items")
            .bind(V4.to_string())
            .fetch_one()
            .await
            .unwrap();
        assert_eq!(found.items, [NonNilUuid::new(V4).unwrap()]);
    });
}

/// ClickHouse's order of two UUIDs: the second half first (ClickHouse#51063).
fn clickhouse_key(id: &UserId) -> (u64, u64) {
    let (high, low) = id.as_uuid().as_u64_pair();
    (low, high)
}

#[test]
fn time_windows_are_exact_by_uuidv7_to_date_time_and_not_by_id() {
    let Some(client) = client() else { return };
    let data = time_windows(0xc1c);
    block_on(async {
        client
            .query(
                "CREATE TABLE windows (id UUID) ENGINE = MergeTree \
                 ORDER BY (UUIDv7ToDateTime(id), id)",
            )
            .execute()
            .await
            .unwrap();
        let mut insert = client.insert::<Key>("windows").await.unwrap();
        for &id in &data.ids {
            insert.write(&Key { id }).await.unwrap();
        }
        insert.end().await.unwrap();

        // `ORDER BY id` is ClickHouse's order, not the v7 keys'.
        let ordered: Vec<UserId> = client
            .query("SELECT ?fields FROM windows ORDER BY id")
            .fetch_all::<Key>()
            .await
            .unwrap()
            .into_iter()
            .map(|key| key.id)
            .collect();
        let mut expected = data.ids.clone();
        expected.sort_by_key(clickhouse_key);
        assert!(
            ordered == expected,
            "ORDER BY id is by the second half first"
        );
        let mut by_bytes = data.ids.clone();
        by_bytes.sort();
        assert!(ordered != by_bytes);

        let mut naive_differs = 0;
        for window in &data.windows {
            let range = window.range();
            let ends = (
                range.start.as_uuid().to_string(),
                range.end.as_uuid().to_string(),
            );
            // The guide's query: by the millisecond, the range's own ends.
            let found: Vec<UserId> = client
                .query(
                    "SELECT ?fields FROM windows \
                     WHERE UUIDv7ToDateTime(id) >= UUIDv7ToDateTime(toUUID(?)) \
                       AND UUIDv7ToDateTime(id) < UUIDv7ToDateTime(toUUID(?))",
                )
                .bind(&ends.0)
                .bind(&ends.1)
                .fetch_all::<Key>()
                .await
                .unwrap()
                .into_iter()
                .map(|key| key.id)
                .collect();
            check(window, &found).unwrap_or_else(|err| panic!("ClickHouse: {err}"));

            // `id >= start AND id < end` compares the second halves first.
            let naive: Vec<UserId> = client
                .query("SELECT ?fields FROM windows WHERE id >= toUUID(?) AND id < toUUID(?)")
                .bind(&ends.0)
                .bind(&ends.1)
                .fetch_all::<Key>()
                .await
                .unwrap()
                .into_iter()
                .map(|key| key.id)
                .collect();
            let (start, end) = (clickhouse_key(&range.start), clickhouse_key(&range.end));
            let mut expected: Vec<UserId> = data
                .ids
                .iter()
                .copied()
                .filter(|id| (start..end).contains(&clickhouse_key(id)))
                .collect();
            expected.sort();
            let mut naive_sorted = naive.clone();
            naive_sorted.sort();
            assert_eq!(naive_sorted, expected);
            naive_differs += usize::from(naive_sorted != window.expected);
        }
        // Every window with IDs of more than one millisecond's least UUID loses them.
        assert!(naive_differs >= data.windows.len() / 2, "{naive_differs}");
    });
}

/// A typed ID over `NonNilUuid` is written as one over `Uuid`, and a nil read back is an
/// error that says so.
#[test]
fn a_never_nil_typed_id_is_a_uuid_column_and_a_nil_is_refused() {
    use uuid_test_support::ids::MemberId;

    #[derive(Row, Serialize, Deserialize, Debug, PartialEq)]
    struct Member {
        #[serde(with = "uuid_runtime::integrations::clickhouse::uuid")]
        id: MemberId,
        #[serde(with = "uuid_runtime::integrations::clickhouse::uuid::option")]
        sponsor: Option<MemberId>,
    }

    block_on(async {
        let mock = Mock::new();
        let client = Client::default().with_mock(&mock);
        let member = Member {
            id: MemberId::new(),
            sponsor: None,
        };
        let recording = mock.add(handlers::record::<Halves>());
        let mut insert = client.insert::<One>("ids").await.unwrap();
        insert
            .write(&One {
                id: member.id.into_uuid(),
            })
            .await
            .unwrap();
        insert.end().await.unwrap();
        let (high, low) = member.id.into_uuid().as_u64_pair();
        assert_eq!(recording.collect::<Vec<_>>().await, [Halves { high, low }]);

        let recording = mock.add(handlers::record());
        let mut insert = client.insert::<Member>("members").await.unwrap();
        insert.write(&member).await.unwrap();
        insert.end().await.unwrap();
        assert_eq!(recording.collect::<Vec<Member>>().await, [member]);
    });
    let Some(client) = client() else { return };
    block_on(async {
        let err = client
            .query("SELECT toUUID('00000000-0000-0000-0000-000000000000') AS id, CAST(NULL AS Nullable(UUID)) AS sponsor")
            .fetch_one::<Member>()
            .await
            .unwrap_err();
        assert!(err.to_string().contains("unexpected nil UUID"), "{err}");
    });
}
