//! After `fork()`, parent and child go on generating and never make the same UUID: the
//! child's random generator is reseeded (RFC 9562 §6.9) and its v1/v6 clock sequence
//! and node are drawn anew.
#![cfg(unix)]

use std::collections::HashSet;
use std::io::{Read, Write};
use std::os::unix::net::UnixStream;

use uuid_runtime::Uuid;

const EACH: usize = 256;

/// The same batch in parent and child: every generator after the fork.
fn generate_batch() -> Vec<Uuid> {
    let mut ids = Vec::with_capacity(4 * EACH);
    ids.extend((0..EACH).map(|_| Uuid::new_v4()));
    ids.extend((0..EACH).map(|_| Uuid::now_v7()));
    ids.extend((0..EACH).map(|_| Uuid::now_v1()));
    ids.extend((0..EACH).map(|_| Uuid::now_v6()));
    ids
}

#[allow(unsafe_code)]
fn fork() -> libc::pid_t {
    // SAFETY: the child only generates UUIDs (no locks are taken on that path, and the
    // allocator is fork-safe), writes them to a socket and leaves with `_exit`.
    unsafe { libc::fork() }
}

#[allow(unsafe_code)]
fn exit_child(code: i32) -> ! {
    // SAFETY: ends the child at once, without running the test harness's exit code.
    unsafe { libc::_exit(code) }
}

#[allow(unsafe_code)]
fn wait_for(child: libc::pid_t) -> i32 {
    let mut status = 0;
    // SAFETY: `child` is a child of this process and `status` is a valid pointer.
    let waited = unsafe { libc::waitpid(child, &raw mut status, 0) };
    assert_eq!(waited, child, "waitpid failed");
    status
}

#[test]
fn parent_and_child_share_no_value_after_fork() {
    // The parent has generated before the fork, so the child inherits seeded, part-used
    // generators and state: exactly what must not be replayed.
    let before: HashSet<Uuid> = generate_batch().into_iter().collect();

    let (mut from_child, mut to_parent) = UnixStream::pair().unwrap();
    let child = fork();
    assert!(child >= 0, "fork failed");
    if child == 0 {
        drop(from_child);
        let bytes: Vec<u8> = generate_batch()
            .iter()
            .flat_map(|id| *id.as_bytes())
            .collect();
        exit_child(i32::from(to_parent.write_all(&bytes).is_err()));
    }
    drop(to_parent);
    let in_parent = generate_batch();

    let mut bytes = Vec::new();
    from_child.read_to_end(&mut bytes).unwrap();
    assert_eq!(wait_for(child), 0, "the child failed");
    let in_child: Vec<Uuid> = bytes
        .chunks_exact(16)
        .map(|chunk| Uuid::from_bytes(chunk.try_into().unwrap()))
        .collect();
    assert_eq!(in_child.len(), in_parent.len());

    let parent_set: HashSet<Uuid> = in_parent.iter().copied().collect();
    let child_set: HashSet<Uuid> = in_child.iter().copied().collect();
    assert_eq!(parent_set.len(), 4 * EACH);
    assert_eq!(child_set.len(), 4 * EACH);
    assert!(
        parent_set.is_disjoint(&child_set),
        "parent and child made the same UUID"
    );
    assert!(before.is_disjoint(&child_set));

    // Not merely distinct by luck: the child's v1/v6 identity differs from the parent's.
    let (parent_v1, child_v1) = (in_parent[2 * EACH], in_child[2 * EACH]);
    assert_ne!(
        parent_v1.clock_seq(),
        child_v1.clock_seq(),
        "a new clock sequence in the child"
    );
    assert_ne!(
        parent_v1.node(),
        child_v1.node(),
        "a new random node in the child"
    );
    assert_eq!(
        child_v1.node(),
        in_child[3 * EACH].node(),
        "v1 and v6 share it"
    );
}
