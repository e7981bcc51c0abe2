//! The user's guide's coverage table ("Which values each integration covers"): each
//! integration against `Uuid`, `NonNilUuid` and typed IDs. Each suite proves the cells of
//! its integrations with trait bounds and compares them with the table ([`assert_rows`]);
//! [`CHECKED_IN`] says which suite checks which row, so that none is left out.

/// A row: an integration's feature, and whether `Uuid`, `NonNilUuid`, typed IDs over
/// `Uuid` and typed IDs over `NonNilUuid` have its impls.
pub type Row = (&'static str, [bool; 4]);

/// The suite that checks each row of the table.
pub const CHECKED_IN: &[(&str, &str)] = &[
    ("serde", "core"),
    ("uuid", "core"),
    ("bytemuck", "core"),
    ("zerocopy", "core"),
    ("arbitrary", "core"),
    ("fake", "core"),
    ("proptest", "core"),
    ("borsh", "core"),
    ("rkyv", "core"),
    ("postgres", "storage"),
    ("sqlx-postgres", "storage"),
    ("sqlx-sqlite", "storage"),
    ("sqlx-mysql", "storage"),
    ("mysql", "storage"),
    ("diesel-postgres", "storage"),
    ("diesel-sqlite", "storage"),
    ("diesel-mysql", "storage"),
    ("rusqlite", "storage"),
    ("sea-orm", "storage"),
    ("bson", "stores"),
    ("redis", "stores"),
    ("scylla", "stores"),
    ("schemars", "apis"),
    ("async-graphql", "apis"),
    ("utoipa5", "apis"),
    ("utoipa6", "apis"),
    ("ts-rs", "apis"),
    ("arrow", "analytics"),
    ("clickhouse", "analytics"),
];

/// The table's rows, as the guide writes them.
///
/// # Panics
///
/// If the guide has no such table, or a cell says neither "yes" nor "no".
pub fn table() -> Vec<(String, [bool; 4])> {
    let guide = include_str!("../../../uuid-runtime/README.md");
    let section = guide
        .find("### Which values each integration covers")
        .expect("the guide's coverage table");
    guide[section..]
        .lines()
        .skip_while(|line| !line.starts_with("| feature |"))
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
            let yes = |cell: &str| match cell {
                "yes" => true,
                "no" => false,
                other => panic!("{line}: a cell says {other:?}, not yes or no"),
            };
            // The feature, linked to its page: "[`serde`][serde]".
            let feature = cells[0].split('`').nth(1).unwrap_or(cells[0]).to_owned();
            (
                feature,
                [yes(cells[1]), yes(cells[2]), yes(cells[3]), yes(cells[4])],
            )
        })
        .collect()
}

/// Asserts that the table says of each integration in `proven` what `proven` proves,
/// and that `proven` is every row `suite` checks ([`CHECKED_IN`]).
///
/// # Panics
///
/// If a row differs, or is missing from the table or from `proven`.
#[track_caller]
pub fn assert_rows(suite: &str, proven: &[Row]) {
    let table = table();
    for (feature, cells) in proven {
        let row = table
            .iter()
            .find(|(name, _)| name == feature)
            .unwrap_or_else(|| panic!("no row for `{feature}` in the guide's coverage table"));
        assert_eq!(
            row.1, *cells,
            "`{feature}`: the guide says (Uuid, NonNilUuid, typed IDs over each) = {:?}, the \
             impls are {cells:?}",
            row.1
        );
    }
    let mut mine: Vec<&str> = CHECKED_IN
        .iter()
        .filter(|(_, checked_in)| *checked_in == suite)
        .map(|(feature, _)| *feature)
        .collect();
    let mut checked: Vec<&str> = proven.iter().map(|(feature, _)| *feature).collect();
    mine.sort_unstable();
    checked.sort_unstable();
    assert_eq!(checked, mine, "the rows the {suite} suite checks");
}

/// `[true; 4]`, once the generic function `$check` (whose bounds are an integration's
/// traits) is called for `Uuid`, `NonNilUuid`, a typed ID over `Uuid` and one over
/// `NonNilUuid`: a row whose every cell compiles.
#[macro_export]
macro_rules! every_kind {
    ($check:ident) => {{
        $check::<::uuid_runtime::Uuid>();
        $check::<::uuid_runtime::NonNilUuid>();
        $check::<$crate::ids::UserId>();
        $check::<$crate::ids::MemberId>();
        [true; 4]
    }};
}
