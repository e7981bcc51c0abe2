"""Reads and writes Parquet UUID columns with engines other than arrow-rs, for
`tests/analytics/interop.rs` (through `tests/support/src/python.rs`).

    interop.py versions            the engines' versions, one a line
    interop.py read ENGINE FILE    FILE's columns as JSON (below) on standard output
    interop.py write ENGINE FILE   the columns read as JSON from standard input, to FILE

ENGINE is `pyarrow`, `duckdb` or `polars`. The JSON is a list of columns, each
`{"name": ..., "type": ..., "values": [...]}`: a value is a UUID in the hyphenated form
or null. Reading fills in `type`, the column's type as the engine sees it (pyarrow's
Arrow type, and the Parquet logical type as `logical_type`; DuckDB's SQL type; Polars'
data type); writing ignores it and writes each column as the engine's UUID type, in the
engine's default Parquet settings (Snappy), pyarrow with row groups of 4096 rows.
Polars has no UUID type: it writes the 16 octets as `Binary`, compressed with Snappy
rather than its default Zstandard, which the tests' `parquet` is built without.
"""

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


READERS = {"pyarrow": read_pyarrow, "duckdb": read_duckdb, "polars": read_polars}
WRITERS = {"pyarrow": write_pyarrow, "duckdb": write_duckdb, "polars": write_polars}


def main(args):
    if args == ["versions"]:
        print(f"pyarrow {pa.__version__}\nduckdb {duckdb.__version__}\npolars {pl.__version__}")
    elif len(args) == 3 and args[0] == "read" and args[1] in READERS:
        json.dump(READERS[args[1]](args[2]), sys.stdout)
    elif len(args) == 3 and args[0] == "write" and args[1] in WRITERS:
        WRITERS[args[1]](args[2], json.load(sys.stdin))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
