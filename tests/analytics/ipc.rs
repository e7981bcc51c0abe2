//! 100,000 v7 typed IDs, and a nullable column beside them, through Arrow IPC: the file
//! format and the stream format, in several record batches; the schema comes back with
//! the extension and the typed IDs' metadata, and the values as the same typed IDs.

use std::io::Cursor;

use arrow_ipc::reader::{FileReader, StreamReader};
use arrow_ipc::writer::{FileWriter, StreamWriter};

use crate::{
    ROWS, assert_read_back, assert_schema_written, batch, batches, parents, read_back, user_ids,
};

/// The rows of each record batch written.
const BATCH_ROWS: usize = 30_000;

#[test]
fn the_file_format_round_trips() {
    let users = user_ids(ROWS);
    let parents = parents(&users);
    let mut file = Vec::new();
    let mut writer = FileWriter::try_new(&mut file, &batch(&[], &[]).schema()).unwrap();
    for batch in batches(&users, &parents, BATCH_ROWS) {
        writer.write(&batch).unwrap();
    }
    writer.finish().unwrap();
    drop(writer);

    let reader = FileReader::try_new(Cursor::new(file), None).unwrap();
    assert_schema_written(&reader.schema());
    assert_eq!(reader.num_batches(), ROWS.div_ceil(BATCH_ROWS));
    assert_read_back(&read_back(reader.map(Result::unwrap)), &users, &parents);
}

#[test]
fn the_stream_format_round_trips() {
    let users = user_ids(ROWS);
    let parents = parents(&users);
    let mut stream = Vec::new();
    let mut writer = StreamWriter::try_new(&mut stream, &batch(&[], &[]).schema()).unwrap();
    for batch in batches(&users, &parents, BATCH_ROWS) {
        writer.write(&batch).unwrap();
    }
    writer.finish().unwrap();
    drop(writer);

    let reader = StreamReader::try_new(stream.as_slice(), None).unwrap();
    assert_schema_written(&reader.schema());
    let read: Vec<_> = reader.map(Result::unwrap).collect();
    assert_eq!(read.len(), ROWS.div_ceil(BATCH_ROWS));
    assert_read_back(&read_back(read), &users, &parents);
}
