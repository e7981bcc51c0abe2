"""Reads and writes Parquet UUID columns with engines other than arrow-rs, for
`tests/analytics/interop.rs` (through `tests/support/src/python.rs`).

    interop.py versions            the engines' versions, one a line
    interop.py read ENGINE FILE    FILE's columns as JSON (below) on standard output
    interop.py write ENGINE FILE   the columns read as JSON from standard input, to FILE
    interop.py windows FILE        DuckDB's answers to time windows over FILE's `id`
    interop.py rfc3339             Python's `datetime` reading and writing RFC 3339

ENGINE is `pyarrow`, `duckdb` or `polars`. The JSON is a list of columns, each
`{"name": ..., "type": ..., "values": [...]}`: a value is a UUID in the hyphenated form
or null. Reading fills in `type`, the column's type as the engine sees it (pyarrow's
Arrow type, and the Parquet logical type as `logical_type`; DuckDB's SQL type; Polars'
data type); writing ignores it and writes each column as the engine's UUID type, in the
engine's default Parquet settings (Snappy), pyarrow with row groups of 4096 rows.
Polars has no UUID type: it writes the 16 octets as `Binary`, compressed with Snappy
rather than its default Zstandard, which the tests' `parquet` is built without.

`windows` loads FILE's `id` column into a DuckDB table (as its type `UUID`) and reads a
list of windows `[start, end]` (hyphenated UUIDs) from standard input; for each it runs
`SELECT id FROM ids WHERE id >= $1 AND id < $2 ORDER BY id` with the two bound as
UUIDs, and prints `{"type": ..., "windows": [[id, ...], ...]}`.

`rfc3339` reads `{"texts": [...], "instants": [[micros, offset_minutes], ...]}`: it
parses each text with `datetime.fromisoformat` (microseconds since 1970 in UTC, or null
if it refuses the text) and writes each instant with `isoformat` at the given offset,
and prints `{"parsed": [...], "written": [...]}`.
"""

import datetime
import json
import sys
import uuid

import duckdb
import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq


def text(value):
    """A value as the hyphenated form, whatever the engine handed over."""
    if value is None:
        return None
    if isinstance(value, (bytes, bytearray)):
        return str(uuid.UUID(bytes=bytes(value)))
    return str(uuid.UUID(str(value)))


def read_pyarrow(path):
    table = pq.read_table(path)
    schema = pq.ParquetFile(path).schema
    return [
        {
            "name": field.name,
            "type": str(field.type),
            "logical_type": str(schema.column(i).logical_type),
            "values": [text(value.as_py()) for value in table.column(i)],
        }
        for i, field in enumerate(table.schema)
    ]


def read_duckdb(path):
    relation = duckdb.read_parquet(path)
    rows = relation.fetchall()
    return [
        {
            "name": name,
            "type": str(kind),
            "values": [text(row[i]) for row in rows],
        }
        for i, (name, kind) in enumerate(zip(relation.columns, relation.types))
    ]


def read_polars(path):
    frame = pl.read_parquet(path)
    return [
        {
            "name": name,
            "type": str(kind),
            "values": [text(value) for value in frame.get_column(name).to_list()],
        }
        for name, kind in frame.schema.items()
    ]


def write_pyarrow(path, columns):
    arrays = []
    for column in columns:
        octets = [None if v is None else uuid.UUID(v).bytes for v in column["values"]]
        storage = pa.array(octets, type=pa.binary(16))
        arrays.append(pa.ExtensionArray.from_storage(pa.uuid(), storage))
    table = pa.table(arrays, names=[column["name"] for column in columns])
    pq.write_table(table, path, row_group_size=4096)


def write_duckdb(path, columns):
    connection = duckdb.connect()
    # Columns of text, zipped by `unnest` into rows and cast to DuckDB's UUID.
    selects = ", ".join(
        f"unnest(${i})::UUID AS {json.dumps(column['name'])}"
        for i, column in enumerate(columns, start=1)
    )
    connection.execute(
        f"CREATE TABLE ids AS SELECT {selects}",
        [column["values"] for column in columns],
    )
    quoted = path.replace("'", "''")
    connection.execute(f"COPY ids TO '{quoted}' (FORMAT parquet)")


def write_polars(path, columns):
    frame = pl.DataFrame(
        [
            pl.Series(
                column["name"],
                [None if v is None else uuid.UUID(v).bytes for v in column["values"]],
                dtype=pl.Binary,
            )
            for column in columns
        ]
    )
    frame.write_parquet(path, compression="snappy")


def windows(path, bounds):
    connection = duckdb.connect()
    quoted = path.replace("'", "''")
    connection.execute(f"CREATE TABLE ids AS SELECT id FROM read_parquet('{quoted}')")
    kind = str(connection.execute("SELECT typeof(id) FROM ids LIMIT 1").fetchone()[0])
    answers = []
    for start, end in bounds:
        rows = connection.execute(
            "SELECT id FROM ids WHERE id >= $1 AND id < $2 ORDER BY id",
            [uuid.UUID(start), uuid.UUID(end)],
        ).fetchall()
        answers.append([text(row[0]) for row in rows])
    return {"type": kind, "windows": answers}


EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
MICROSECOND = datetime.timedelta(microseconds=1)


def rfc3339(request):
    parsed = []
    for text_ in request["texts"]:
        try:
            moment = datetime.datetime.fromisoformat(text_)
        except ValueError:
            parsed.append(None)
            continue
        parsed.append((moment - EPOCH) // MICROSECOND)
    written = []
    for micros, offset in request["instants"]:
        zone = datetime.timezone(datetime.timedelta(minutes=offset))
        moment = EPOCH + micros * MICROSECOND
        written.append(moment.astimezone(zone).isoformat())
    return {"parsed": parsed, "written": written}


READERS = {"pyarrow": read_pyarrow, "duckdb": read_duckdb, "polars": read_polars}
WRITERS = {"pyarrow": write_pyarrow, "duckdb": write_duckdb, "polars": write_polars}


def main(args):
    if args == ["versions"]:
        print(f"pyarrow {pa.__version__}\nduckdb {duckdb.__version__}\npolars {pl.__version__}")
    elif len(args) == 3 and args[0] == "read" and args[1] in READERS:
        json.dump(READERS[args[1]](args[2]), sys.stdout)
    elif len(args) == 3 and args[0] == "write" and args[1] in WRITERS:
        WRITERS[args[1]](args[2], json.load(sys.stdin))
    elif len(args) == 2 and args[0] == "windows":
        json.dump(windows(args[1], json.load(sys.stdin)), sys.stdout)
    elif args == ["rfc3339"]:
        json.dump(rfc3339(json.load(sys.stdin)), sys.stdout)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
