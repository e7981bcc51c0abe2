// A long name through a namespace the compiler evaluates: 100 KiB of SHA-1 in const
// evaluation, which rustc's `long_running_const_eval` lint would otherwise stop.
use uuid_runtime::{uuid, uuid_v5, Uuid};

const APP: Uuid = uuid!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11");
const LONG: &[u8; 102_400] = &[b'a'; 102_400];

const ID: Uuid = uuid_v5!(APP, LONG);

fn main() {
    assert_eq!(ID, Uuid::new_v5(&APP, &[b'a'; 102_400]));
}
