//! The storage contract, written once and run through every client of every database:
//! a UUID is stored as its 16 octets, read back equal, NULL is `None`, typed IDs are
//! stored as their UUID and look up by `=` and `IN`, a typed ID of the wrong version is
//! a decode error carrying the `TypedIdError`, the client's own `uuid::Uuid` impls
//! read and write the same values, and a time window of v7 IDs is a range scan.
//!
//! A client is a [`Client`] (run SQL with parameters, hand over rows) that [`Stores`]
//! each value type the contract uses; what differs between databases is a [`Dialect`].
//! [`contract_tests!`] writes the contract's tests for one client, as sqlx's own
//! `test_type!` writes one check for every database.

use std::error::Error;

use uuid_runtime::{NonNilUuid, Uuid};

use crate::errors::{error_chain, wrong_version};
use crate::ids::{
    MemberId, NODE, OrderId, SessionId, TokenId, UserId, V4, V7, accounts, samples, to_uuid_crate,
};
use crate::windows;

/// Any error a client reports, boxed, for its message and its chain.
pub type BoxError = Box<dyn Error + Send + Sync>;

/// What SQL differs between databases.
#[derive(Debug)]
pub struct Dialect {
    /// Parameters are `$1`, `$2`, ... (PostgreSQL), not `?`.
    pub numbered_parameters: bool,
    /// How a temporary table is created: `CREATE TEMP TABLE`.
    pub create_temporary: &'static str,
    /// The type of a column holding a UUID.
    pub uuid_column: &'static str,
    /// A parameter read as a UUID in a `SELECT` without a table: `?` with its cast.
    pub uuid_parameter: &'static str,
    /// A NULL of the UUID column's type.
    pub null_uuid: &'static str,
    /// The octets stored for the UUID column `{}`.
    pub octets: &'static str,
    /// Their uppercase hexadecimal.
    pub hex: &'static str,
    /// The database's name of the stored type of column `{}`, and what it is.
    pub type_of: Option<(&'static str, &'static str)>,
    /// SQL expressions of values that are not UUIDs, and what reading one says (for
    /// `contract_tests!(@text ...)`).
    pub not_uuids: &'static [(&'static str, &'static str)],
}

impl Dialect {
    /// `sql` with its `?` parameters numbered where the database wants that.
    pub fn sql(&self, sql: &str) -> String {
        if !self.numbered_parameters {
            return sql.to_owned();
        }
        let mut parts = sql.split('?');
        let mut numbered = parts.next().unwrap_or_default().to_owned();
        for (n, part) in parts.enumerate() {
            numbered = format!("{numbered}${}{part}", n + 1);
        }
        numbered
    }

    /// `CREATE TEMP TABLE name (columns)`, each `{}` in `columns` the UUID column type.
    pub fn create(&self, name: &str, columns: &str) -> String {
        let columns = columns.replace("{}", self.uuid_column);
        format!("{} {name} ({columns})", self.create_temporary)
    }
}

/// What a client's decode errors say.
#[derive(Debug)]
pub enum Errors {
    /// Our message, carrying our error (a `TypedIdError` can be downcast); reading NULL
    /// into a plain `Uuid` says the fragment `null` of the client's own message.
    Describe { null: &'static str },
    /// Nothing but the value read (`mysql_common`'s `FromValueError`): see
    /// [`Client::holds_value`].
    HoldTheValue,
}

/// A database client under test.
pub trait Client: Sized + 'static {
    /// The database it talks to.
    const DIALECT: &'static Dialect;
    /// What its decode errors say.
    const ERRORS: Errors;
    /// Parameters being bound.
    type Params: Default;
    /// A row as the client hands it over.
    type Row<'r>;

    /// Runs `sql` (parameters already numbered) with `params`, handing each row to `read`;
    /// without parameters, on the plain text protocol where the client reads rows from
    /// it (sqlx, `mysql`, `mysql_async`).
    fn run(
        &mut self,
        sql: &str,
        params: Self::Params,
        read: &mut dyn FnMut(&Self::Row<'_>) -> Result<(), BoxError>,
    ) -> Result<(), BoxError>;

    /// For a client of [`Errors::HoldTheValue`]: whether `error`, from reading the first
    /// column of `row`, is its decode error holding that column's value as it was.
    fn holds_value(error: &(dyn Error + 'static), row: &Self::Row<'_>) -> bool {
        let _ = (error, row);
        false
    }
}

/// A client that binds and reads values of type `T`.
pub trait Stores<T>: Client {
    /// Adds `value` to `params`.
    fn bind(params: &mut Self::Params, value: T);
    /// Column `index` of `row`.
    fn read(row: &Self::Row<'_>, index: usize) -> Result<T, BoxError>;
}

/// A tuple of values to bind.
pub trait Params<C: Client> {
    /// The client's parameters.
    fn into_params(self) -> C::Params;
}

/// A tuple of values to read from a row's first columns.
pub trait Columns<C: Client>: Sized {
    /// The values of `row`.
    fn read(row: &C::Row<'_>) -> Result<Self, BoxError>;
}

macro_rules! tuples {
    ($($t:ident $i:tt),*) => {
        impl<C: Client $(+ Stores<$t>)*, $($t),*> Params<C> for ($($t,)*) {
            #[allow(unused_mut)]
            fn into_params(self) -> C::Params {
                let mut params = C::Params::default();
                $(<C as Stores<$t>>::bind(&mut params, self.$i);)*
                params
            }
        }

        impl<C: Client $(+ Stores<$t>)*, $($t),*> Columns<C> for ($($t,)*) {
            #[allow(unused_variables)]
            fn read(row: &C::Row<'_>) -> Result<Self, BoxError> {
                Ok(($(<C as Stores<$t>>::read(row, $i)?,)*))
            }
        }
    };
}

tuples!();
tuples!(T0 0);
tuples!(T0 0, T1 1);
tuples!(T0 0, T1 1, T2 2);
tuples!(T0 0, T1 1, T2 2, T3 3);

/// The rows `sql` returns with `params`, each read as `R`, or the first error.
pub fn query<C: Client, R: Columns<C>>(
    db: &mut C,
    sql: &str,
    params: impl Params<C>,
) -> Result<Vec<R>, BoxError> {
    let mut rows = Vec::new();
    db.run(&C::DIALECT.sql(sql), params.into_params(), &mut |row| {
        rows.push(R::read(row)?);
        Ok(())
    })?;
    Ok(rows)
}

/// The first column of every row `sql` returns with `params`, read as `T`.
pub fn column<C: Stores<T>, T>(
    db: &mut C,
    sql: &str,
    params: impl Params<C>,
) -> Result<Vec<T>, BoxError> {
    Ok(query::<C, (T,)>(db, sql, params)?
        .into_iter()
        .map(|(value,)| value)
        .collect())
}

/// The one value `sql` returns with `params`, read as `T`.
pub fn value<C: Stores<T>, T>(
    db: &mut C,
    sql: &str,
    params: impl Params<C>,
) -> Result<T, BoxError> {
    let mut values = column(db, sql, params)?;
    assert_eq!(values.len(), 1, "{sql}: one row");
    Ok(values.remove(0))
}

/// Runs `sql` without parameters, for its effect.
///
/// # Panics
///
/// If it fails.
pub fn execute<C: Client>(db: &mut C, sql: &str) {
    query::<C, ()>(db, sql, ()).unwrap_or_else(|err| panic!("{sql}: {}", error_chain(&*err)));
}

/// Asserts that the one value `sql` returns with `params`, read as `T`, is a decode
/// error saying `message`; or, for a client of [`Errors::HoldTheValue`], holding the
/// value selected. A query that fails, or returns no such column, is no such error.
#[track_caller]
pub fn assert_error<C: Stores<T>, T: std::fmt::Debug>(
    db: &mut C,
    sql: &str,
    params: impl Params<C>,
    message: &str,
) {
    assert_decode_error::<C, T>(db, sql, params, &|err| {
        let text = error_chain(err);
        assert!(
            text.contains(message),
            "{sql}: expected `{message}` in: {text}"
        );
    });
}

/// Asserts that the one value `sql` returns with `params`, read as `T`, is the decode
/// error of a typed ID expecting version `expected` given a UUID of version `found`,
/// carrying the `TypedIdError`; or, for a client of [`Errors::HoldTheValue`], holding
/// the value selected.
#[track_caller]
pub fn assert_wrong_version<C: Stores<T>, T: std::fmt::Debug>(
    db: &mut C,
    sql: &str,
    params: impl Params<C>,
    expected: u8,
    found: u8,
) {
    let message = format!("wrong UUID version: expected {expected}, found {found}");
    assert_decode_error::<C, T>(db, sql, params, &|err| {
        let text = error_chain(err);
        assert!(text.contains(&message), "{sql}: {text}");
        assert_eq!(wrong_version(err), Some((expected, found)), "{sql}: {text}");
    });
}

/// Reads the one value `sql` returns with `params` as `T`, asserting that it is a
/// decode error that `describes` accepts, or that holds the value selected.
#[track_caller]
fn assert_decode_error<C: Stores<T>, T: std::fmt::Debug>(
    db: &mut C,
    sql: &str,
    params: impl Params<C>,
    describes: &dyn Fn(&(dyn Error + 'static)),
) {
    let mut rows = 0;
    db.run(&C::DIALECT.sql(sql), params.into_params(), &mut |row| {
        rows += 1;
        let err = match <C as Stores<T>>::read(row, 0) {
            Ok(value) => panic!("{sql}: expected a decode error, found {value:?}"),
            Err(err) => err,
        };
        match C::ERRORS {
            Errors::Describe { .. } => describes(&*err),
            Errors::HoldTheValue => assert!(
                C::holds_value(&*err, row),
                "{sql}: expected the error to hold the value selected, found: {}",
                error_chain(&*err)
            ),
        }
        Ok(())
    })
    .unwrap_or_else(|err| panic!("{sql}: {}", error_chain(&*err)));
    assert_eq!(rows, 1, "{sql}: one row");
}

/// Every client the contract runs through stores these.
pub trait Contract:
    Stores<Uuid>
    + Stores<Option<Uuid>>
    + Stores<NonNilUuid>
    + Stores<Option<NonNilUuid>>
    + Stores<UserId>
    + Stores<Option<UserId>>
    + Stores<MemberId>
    + Stores<Option<MemberId>>
    + Stores<OrderId>
    + Stores<TokenId>
    + Stores<Option<SessionId>>
    + Stores<uuid::Uuid>
    + Stores<Vec<u8>>
    + Stores<String>
{
}

impl<C> Contract for C where
    C: Stores<Uuid>
        + Stores<Option<Uuid>>
        + Stores<NonNilUuid>
        + Stores<Option<NonNilUuid>>
        + Stores<UserId>
        + Stores<Option<UserId>>
        + Stores<MemberId>
        + Stores<Option<MemberId>>
        + Stores<OrderId>
        + Stores<TokenId>
        + Stores<Option<SessionId>>
        + Stores<uuid::Uuid>
        + Stores<Vec<u8>>
        + Stores<String>
{
}

/// `Uuid` is stored as its 16 octets and read back, `None` as NULL; NULL read as a
/// plain `Uuid` is an error.
pub fn uuid_round_trips_with_null<C: Contract>(db: &mut C) {
    let dialect = C::DIALECT;
    execute(db, &dialect.create("ids", "id {} PRIMARY KEY, other {}"));
    let octets = dialect.octets.replace("{}", "id");
    let hex = dialect.hex.replace("{}", "id");
    let ids = samples();
    for &id in &ids {
        query::<C, ()>(db, "INSERT INTO ids VALUES (?, ?)", (id, None::<Uuid>)).unwrap();
        let found: Vec<(Uuid, Option<Uuid>, Vec<u8>, String)> = query(
            db,
            &format!("SELECT id, other, {octets}, {hex} FROM ids WHERE id = ?"),
            (id,),
        )
        .unwrap();
        let expected = (
            id,
            None,
            id.as_bytes().to_vec(),
            format!("{:X}", id.simple()),
        );
        assert_eq!(found, [expected]);
        if let Some((type_of, stored)) = dialect.type_of {
            let sql = format!(
                "SELECT {} FROM ids WHERE id = ?",
                type_of.replace("{}", "id")
            );
            assert_eq!(value::<C, String>(db, &sql, (id,)).unwrap(), stored);
        }
    }
    let mut all: Vec<Uuid> = column(db, "SELECT id FROM ids", ()).unwrap();
    all.sort();
    let mut expected = ids;
    expected.sort();
    assert_eq!(all, expected);

    let null = format!("SELECT {}", dialect.null_uuid);
    assert_eq!(value::<C, Option<Uuid>>(db, &null, ()).unwrap(), None);
    assert_eq!(value::<C, Option<UserId>>(db, &null, ()).unwrap(), None);
    // What the client's own error says; one holding the value holds the NULL.
    let null_error = match C::ERRORS {
        Errors::Describe { null } => null,
        Errors::HoldTheValue => "",
    };
    assert_error::<C, Uuid>(db, &null, (), null_error);
    let some = format!("SELECT {}", dialect.uuid_parameter);
    let user = value::<C, Option<UserId>>(db, &some, (Some(V7),)).unwrap();
    assert_eq!(user, Some(UserId::from_uuid(V7)));
}

/// `NonNilUuid` is stored as its UUID's 16 octets and read back, in a key column and a
/// nullable one (`None` as NULL); a nil read into it is a decode error that says so.
pub fn a_non_nil_uuid_round_trips_and_a_nil_is_a_decode_error<C: Contract>(db: &mut C) {
    let dialect = C::DIALECT;
    execute(
        db,
        &dialect.create("non_nil", "id {} PRIMARY KEY, parent {}"),
    );
    let octets = dialect.octets.replace("{}", "id");
    let select = format!("SELECT id, parent, {octets} FROM non_nil WHERE id = ?");
    let ids: Vec<NonNilUuid> = samples().into_iter().filter_map(NonNilUuid::new).collect();
    let mut parent = None;
    for &id in &ids {
        query::<C, ()>(db, "INSERT INTO non_nil VALUES (?, ?)", (id, parent)).unwrap();
        let found: Vec<(NonNilUuid, Option<NonNilUuid>, Vec<u8>)> =
            query(db, &select, (id,)).unwrap();
        assert_eq!(found, [(id, parent, id.get().as_bytes().to_vec())]);
        // The same value as a plain `Uuid`, either way.
        let plain: Uuid = value(db, "SELECT id FROM non_nil WHERE id = ?", (id,)).unwrap();
        assert_eq!(plain, id.get());
        let back: NonNilUuid =
            value(db, "SELECT id FROM non_nil WHERE id = ?", (id.get(),)).unwrap();
        assert_eq!(back, id);
        parent = Some(id);
    }
    let null = format!("SELECT {}", dialect.null_uuid);
    assert_eq!(value::<C, Option<NonNilUuid>>(db, &null, ()).unwrap(), None);
    let nil = format!("SELECT {}", dialect.uuid_parameter);
    assert_error::<C, NonNilUuid>(db, &nil, (Uuid::NIL,), "nil UUID");
    assert_error::<C, Option<NonNilUuid>>(db, &nil, (Uuid::NIL,), "nil UUID");
}

/// A typed ID over `NonNilUuid` is stored as a typed ID over `Uuid` is, its UUID's 16
/// octets (in a key column and a nullable one), reads what one of those wrote, and a
/// nil, or a UUID of the wrong version, read into it is a decode error that says so.
pub fn a_never_nil_typed_id_round_trips_and_a_nil_is_a_decode_error<C: Contract>(db: &mut C) {
    let dialect = C::DIALECT;
    execute(
        db,
        &dialect.create("members", "id {} PRIMARY KEY, sponsor {}"),
    );
    let octets = dialect.octets.replace("{}", "id");
    let select = format!("SELECT id, sponsor, {octets} FROM members WHERE id = ?");
    let mut sponsor = None;
    for _ in 0..10 {
        let member = MemberId::new();
        query::<C, ()>(db, "INSERT INTO members VALUES (?, ?)", (member, sponsor)).unwrap();
        let found: Vec<(MemberId, Option<MemberId>, Vec<u8>)> =
            query(db, &select, (member,)).unwrap();
        assert_eq!(
            found,
            [(member, sponsor, member.into_uuid().as_bytes().to_vec())]
        );
        // What a `UserId` of the same UUID wrote and reads.
        let user = UserId::from_uuid(member.into_uuid());
        let as_user: UserId = value(db, "SELECT id FROM members WHERE id = ?", (member,)).unwrap();
        assert_eq!(as_user, user);
        let as_member: MemberId =
            value(db, "SELECT id FROM members WHERE id = ?", (user,)).unwrap();
        assert_eq!(as_member, member);
        sponsor = Some(member);
    }
    let null = format!("SELECT {}", dialect.null_uuid);
    assert_eq!(value::<C, Option<MemberId>>(db, &null, ()).unwrap(), None);
    let one = format!("SELECT {}", dialect.uuid_parameter);
    assert_error::<C, MemberId>(db, &one, (Uuid::NIL,), "nil UUID");
    assert_error::<C, Option<MemberId>>(db, &one, (Uuid::NIL,), "nil UUID");
    assert_wrong_version::<C, MemberId>(db, &one, (V4,), 7, 4);
}

/// Typed IDs of every kind, a nullable one included, are stored as their UUIDs, read
/// back, and looked up by `=` and `IN`.
pub fn typed_ids_round_trip_and_look_up<C: Contract>(db: &mut C) {
    let dialect = C::DIALECT;
    let columns = "user_id {} PRIMARY KEY, order_id {} NOT NULL, token {} NOT NULL, session {}";
    execute(db, &dialect.create("accounts", columns));
    let rows = accounts(20);
    for &row in &rows {
        query::<C, ()>(db, "INSERT INTO accounts VALUES (?, ?, ?, ?)", row).unwrap();
    }
    let octets = format!(
        "SELECT {} FROM accounts WHERE token = ?",
        dialect.octets.replace("{}", "user_id")
    );
    for &(user, order, token, session) in &rows {
        let found: Vec<(UserId, OrderId, TokenId, Option<SessionId>)> =
            query(db, "SELECT * FROM accounts WHERE user_id = ?", (user,)).unwrap();
        assert_eq!(found, [(user, order, token, session)]);
        let by_order: UserId = value(
            db,
            "SELECT user_id FROM accounts WHERE order_id = ?",
            (order,),
        )
        .unwrap();
        assert_eq!(by_order, user);
        // Stored as the UUID's octets, never as TypeID text.
        let stored: Vec<u8> = value(db, &octets, (token,)).unwrap();
        assert_eq!(stored, user.as_uuid().as_bytes());
    }
    let mut wanted = [rows[0].0, rows[5].0, rows[17].0];
    let found: Vec<UserId> = column(
        db,
        "SELECT user_id FROM accounts WHERE user_id IN (?, ?, ?) ORDER BY user_id",
        (wanted[0], wanted[1], wanted[2]),
    )
    .unwrap();
    wanted.sort();
    assert_eq!(found, wanted);
    let sessions: Vec<Option<SessionId>> =
        column(db, "SELECT session FROM accounts ORDER BY user_id", ()).unwrap();
    let mut by_user = rows;
    by_user.sort();
    assert_eq!(
        sessions,
        by_user.iter().map(|row| row.3).collect::<Vec<_>>()
    );
}

/// A typed ID without a version holds a UUID of any version, and sorts as it.
pub fn a_prefixed_id_of_any_version_round_trips<C: Contract>(db: &mut C) {
    execute(db, &C::DIALECT.create("orders", "id {} PRIMARY KEY"));
    let orders =
        [V4, V7, Uuid::NAMESPACE_DNS, Uuid::now_v6(&NODE), Uuid::MAX].map(OrderId::from_uuid);
    for order in orders {
        query::<C, ()>(db, "INSERT INTO orders VALUES (?)", (order,)).unwrap();
        let found: OrderId = value(db, "SELECT id FROM orders WHERE id = ?", (order,)).unwrap();
        assert_eq!(found, order);
    }
    let all: Vec<OrderId> = column(db, "SELECT id FROM orders ORDER BY id", ()).unwrap();
    let mut expected = orders;
    expected.sort();
    assert_eq!(all, expected);
}

/// A typed ID with `version = N` read from a UUID of another version is a decode error
/// carrying the `TypedIdError`.
pub fn a_typed_id_of_the_wrong_version_is_a_decode_error<C: Contract>(db: &mut C) {
    let sql = format!("SELECT {}", C::DIALECT.uuid_parameter);
    assert_wrong_version::<C, UserId>(db, &sql, (V4,), 7, 4);
    assert_eq!(
        value::<C, TokenId>(db, &sql, (V4,)).unwrap(),
        TokenId::from_uuid(V4)
    );
    assert_wrong_version::<C, TokenId>(db, &sql, (V7,), 4, 7);
    assert_eq!(
        value::<C, UserId>(db, &sql, (V7,)).unwrap(),
        UserId::from_uuid(V7)
    );
}

/// The UUID every entry of [`TEXT_FORMS`] spells.
pub const TEXT_UUID: Uuid = V4;

/// SQL literals of text in the four forms (and both cases), read as [`TEXT_UUID`].
pub const TEXT_FORMS: [&str; 6] = [
    "'67e55044-10b1-426f-9247-bb680e5fe0c8'",
    "'67E55044-10B1-426F-9247-BB680E5FE0C8'",
    "'67e5504410b1426f9247bb680e5fe0c8'",
    "'{67e55044-10b1-426f-9247-bb680e5fe0c8}'",
    "'urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8'",
    "'URN:UUID:67E55044-10B1-426F-9247-BB680E5FE0C8'",
];

/// Text in any of the four forms is read, as `Uuid` and as a typed ID, whose version
/// is checked as for octets; as a column and as a text parameter.
pub fn text_in_the_four_forms_is_read<C: Contract>(db: &mut C) {
    for form in TEXT_FORMS {
        let sql = format!("SELECT {form}, {form}");
        let found: Vec<(Uuid, OrderId)> = query(db, &sql, ()).unwrap();
        assert_eq!(
            found,
            [(TEXT_UUID, OrderId::from_uuid(TEXT_UUID))],
            "{form}"
        );
        assert_wrong_version::<C, UserId>(db, &sql, (), 7, 4);
        let text = form.trim_matches('\'').to_owned();
        let sql = format!("SELECT {}", C::DIALECT.uuid_parameter);
        let token = value::<C, TokenId>(db, &sql, (text.clone(),)).unwrap();
        assert_eq!(
            token,
            TokenId::from_uuid(TEXT_UUID),
            "{form} as a parameter"
        );
        assert_wrong_version::<C, UserId>(db, &sql, (text,), 7, 4);
    }
}

/// A stored value that is not a UUID is a decode error that says what it found, never
/// a panic or a wrong value.
pub fn other_values_are_decode_errors_that_say_what_was_found<C: Contract>(db: &mut C) {
    for (expression, message) in C::DIALECT.not_uuids {
        let sql = format!("SELECT {expression}");
        assert_error::<C, Uuid>(db, &sql, (), message);
        assert_error::<C, UserId>(db, &sql, (), message);
    }
}

/// Values written through ours are read through the client's own `uuid::Uuid` impl and
/// the other way round, octet for octet.
pub fn interoperates_with_the_clients_own_uuid_impls_both_ways<C: Contract>(db: &mut C) {
    execute(db, &C::DIALECT.create("mixed", "id {}"));
    let octets = C::DIALECT.octets.replace("{}", "id");
    let sql = format!("SELECT id, id, {octets} FROM mixed WHERE id = ?");
    for ours in samples() {
        let theirs = to_uuid_crate(ours);
        query::<C, ()>(db, "INSERT INTO mixed VALUES (?), (?)", (ours, theirs)).unwrap();
        let rows: Vec<(Uuid, uuid::Uuid, Vec<u8>)> = query(db, &sql, (theirs,)).unwrap();
        assert_eq!(rows, vec![(ours, theirs, ours.as_bytes().to_vec()); 2]);
        let rows: Vec<(uuid::Uuid, Uuid)> =
            query(db, "SELECT id, id FROM mixed WHERE id = ?", (ours,)).unwrap();
        assert_eq!(rows, vec![(theirs, ours); 2]);
    }
}

/// A time window of v7 typed IDs is the range scan `id >= ? AND id < ?` bound to the
/// typed range's ends: thousands of IDs made with `new_v7` over four weeks, and each of
/// the random windows returns exactly its IDs (`uuid_test_support::windows`), in `Ord`'s
/// order under `ORDER BY id`.
pub fn v7_windows_are_range_scans<C: Contract>(db: &mut C) {
    v7_windows_are_range_scans_in(db, C::DIALECT.uuid_column);
}

/// [`v7_windows_are_range_scans`] with the key in a column of type `key_type` (MariaDB's
/// `UUID`, beside the dialect's `BINARY(16)`).
pub fn v7_windows_are_range_scans_in<C: Contract>(db: &mut C, key_type: &str) {
    let data = windows::time_windows(0x5eed);
    execute(
        db,
        &format!(
            "{} windows (id {key_type} PRIMARY KEY)",
            C::DIALECT.create_temporary
        ),
    );
    for chunk in data.ids.chunks(4) {
        match *chunk {
            [a, b, c, d] => query::<C, ()>(
                db,
                "INSERT INTO windows VALUES (?), (?), (?), (?)",
                (a, b, c, d),
            ),
            _ => chunk
                .iter()
                .try_for_each(|&id| {
                    query::<C, ()>(db, "INSERT INTO windows VALUES (?)", (id,)).map(drop)
                })
                .map(|()| Vec::new()),
        }
        .unwrap();
    }
    let sql = "SELECT id FROM windows WHERE id >= ? AND id < ? ORDER BY id";
    for window in &data.windows {
        let range = window.range();
        let found: Vec<UserId> = column(db, sql, (range.start, range.end)).unwrap();
        windows::check(window, &found).unwrap_or_else(|err| panic!("{key_type}: {err}"));
        assert_eq!(
            found, window.expected,
            "{key_type}: ORDER BY id is Ord's order"
        );
    }
}

/// The contract's tests for the client `connect` returns (an `Option`: `None` when the
/// test is skipped); `contract_tests!(@text connect)` adds those of a database that
/// reads text as UUIDs and other values as decode errors (MySQL and SQLite, not
/// PostgreSQL, whose clients read only its `uuid` type);
/// `contract_tests!(@each module; connect; tests...)` writes a test for each of the
/// functions named in `module`, a sibling of the module that calls it.
macro_rules! contract_tests {
    ($connect:expr) => {
        $crate::contract::contract_tests!(@shared $connect;
            uuid_round_trips_with_null,
            a_non_nil_uuid_round_trips_and_a_nil_is_a_decode_error,
            a_never_nil_typed_id_round_trips_and_a_nil_is_a_decode_error,
            typed_ids_round_trip_and_look_up,
            a_prefixed_id_of_any_version_round_trips,
            a_typed_id_of_the_wrong_version_is_a_decode_error,
            interoperates_with_the_clients_own_uuid_impls_both_ways,
            v7_windows_are_range_scans,
        );
    };
    (@text $connect:expr) => {
        $crate::contract::contract_tests!(@shared $connect;
            text_in_the_four_forms_is_read,
            other_values_are_decode_errors_that_say_what_was_found,
        );
    };
    (@shared $connect:expr; $($test:ident,)*) => {
        $(
            #[test]
            fn $test() {
                if let Some(mut db) = $connect {
                    $crate::contract::$test(&mut db);
                }
            }
        )*
    };
    (@each $module:ident; $connect:expr; $($test:ident,)*) => {
        $(
            #[test]
            fn $test() {
                if let Some(mut db) = $connect {
                    super::$module::$test(&mut db);
                }
            }
        )*
    };
}
pub(crate) use contract_tests;
