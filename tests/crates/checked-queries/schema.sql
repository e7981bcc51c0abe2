-- The tables the queries in `main.rs` are checked against: `tests/postgres` creates
-- them before it builds the crate.
CREATE TABLE users (
    id uuid PRIMARY KEY,
    name text NOT NULL,
    session uuid
);
CREATE TABLE orders (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id),
    note text
);
