//! After a fork, parent, child and grandchild go on generating and never make the same
//! UUID: each one's random generator is reseeded (RFC 9562 §6.9) and its v1/v6 clock
//! sequence and node are drawn anew. Tested with the C library's `fork()`, which runs
//! `pthread_atfork` handlers, and on Linux with raw `fork` and `clone` system calls,
//! which do not.
#![cfg(unix)]

use std::io::{Read, Write};
use std::os::unix::net::UnixStream;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use uuid_runtime::{GregorianGenerator, RandomSource, SystemClock, ThreadLocalRng, Uuid};

/// Of each kind: `new_v4`, `fill_v4`, `now_v7`, `fill_v7`, `now_v1` and `now_v6` (the
/// process's generator, with a node given), v6 from a generator with a node of its own,
/// and v1 and v6 from a generator with a random node.
const EACH: usize = 100_000;
const KINDS: usize = 9;
const BATCH: usize = 1024;

/// The node given to `Uuid::now_v1` and `Uuid::now_v6`: only the process-wide
/// generator's clock sequence can tell processes apart.
const PROCESS_NODE: [u8; 6] = [2, 0, 0, 0, 0, 2];

/// A generator with a supplied node: only its clock sequence can tell processes apart.
static WITH_NODE: GregorianGenerator<SystemClock, ThreadLocalRng> =
    GregorianGenerator::new(SystemClock, ThreadLocalRng).with_node([2, 0, 0, 0, 0, 1]);

/// A generator with a random node, drawn anew in each process.
static RANDOM_NODE: GregorianGenerator<SystemClock, ThreadLocalRng> =
    GregorianGenerator::new(SystemClock, ThreadLocalRng);

/// The processes fork one at a time; no other test thread allocates meanwhile, which a
/// child of a raw `fork` system call (no C library fork handlers) relies on.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

#[derive(Clone, Copy, Debug)]
enum ForkWith {
    /// The C library's `fork()`: its `pthread_atfork` handlers run.
    Libc,
    /// `syscall(SYS_fork)`: no handler runs.
    #[cfg(all(target_os = "linux", target_arch = "x86_64"))]
    SyscallFork,
    /// `syscall(SYS_clone, SIGCHLD, 0, ...)`, a fork by another name: no handler runs.
    #[cfg(target_os = "linux")]
    SyscallClone,
}

#[allow(unsafe_code)]
fn fork(how: ForkWith) -> libc::pid_t {
    // SAFETY: the child only generates UUIDs into memory allocated before the fork,
    // writes them to a socket, waits for its own child and leaves with `_exit`.
    let pid = unsafe {
        match how {
            ForkWith::Libc => libc::fork(),
            #[cfg(all(target_os = "linux", target_arch = "x86_64"))]
            ForkWith::SyscallFork => libc::syscall(libc::SYS_fork) as libc::pid_t,
            #[cfg(target_os = "linux")]
            ForkWith::SyscallClone => libc::syscall(
                libc::SYS_clone,
                libc::c_long::from(libc::SIGCHLD),
                0_usize,
                0_usize,
                0_usize,
                0_usize,
            ) as libc::pid_t,
        }
    };
    assert!(pid >= 0, "{how:?} failed");
    pid
}

#[allow(unsafe_code)]
fn exit_now(code: i32) -> ! {
    // SAFETY: ends the process at once, without running the test harness's exit code.
    unsafe { libc::_exit(code) }
}

/// The exit status of `child`, or -1.
#[allow(unsafe_code)]
fn wait_for(child: libc::pid_t) -> i32 {
    let mut status = 0;
    // SAFETY: `child` is a child of this process and `status` is a valid pointer.
    let waited = unsafe { libc::waitpid(child, &raw mut status, 0) };
    if waited == child && libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    }
}

/// A few of each, so that every generator is seeded and part-used before a fork: the
/// state a child inherits and must not replay.
fn warm_up() {
    let mut batch = [Uuid::NIL; 40];
    for _ in 0..3 {
        std::hint::black_box((Uuid::new_v4(), Uuid::now_v7(), Uuid::now_v1(&PROCESS_NODE)));
        std::hint::black_box((Uuid::now_v6(&PROCESS_NODE), WITH_NODE.generate_v6()));
        std::hint::black_box((RANDOM_NODE.generate_v1(), RANDOM_NODE.generate_v6()));
        Uuid::fill_v4(&mut batch);
        Uuid::fill_v7(&mut batch);
    }
}

/// `EACH` of every kind into `ids`, whose capacity is already enough: no allocation.
fn generate_all(ids: &mut Vec<Uuid>) {
    ids.clear();
    ids.extend((0..EACH).map(|_| Uuid::new_v4()));
    in_batches(ids, Uuid::fill_v4);
    ids.extend((0..EACH).map(|_| Uuid::now_v7()));
    in_batches(ids, Uuid::fill_v7);
    ids.extend((0..EACH).map(|_| Uuid::now_v1(&PROCESS_NODE)));
    ids.extend((0..EACH).map(|_| Uuid::now_v6(&PROCESS_NODE)));
    ids.extend((0..EACH).map(|_| WITH_NODE.generate_v6()));
    ids.extend((0..EACH).map(|_| RANDOM_NODE.generate_v1()));
    ids.extend((0..EACH).map(|_| RANDOM_NODE.generate_v6()));
    assert_eq!(ids.len(), KINDS * EACH);
}

/// `EACH` from `fill`, in batches of `BATCH` and one smaller one.
fn in_batches(ids: &mut Vec<Uuid>, fill: fn(&mut [Uuid])) {
    let mut batch = [Uuid::NIL; BATCH];
    for size in std::iter::repeat_n(BATCH, EACH / BATCH).chain([EACH % BATCH]) {
        fill(&mut batch[..size]);
        ids.extend_from_slice(&batch[..size]);
    }
}

/// In a child: generate, send, and leave (after waiting for `own_child`, if any).
fn generate_and_send(ids: &mut Vec<Uuid>, mut to_parent: UnixStream, own_child: libc::pid_t) -> ! {
    generate_all(ids);
    let mut buffer = [0; 1024 * 16];
    let mut ok = ids.chunks(1024).all(|chunk| {
        for (bytes, id) in buffer.chunks_exact_mut(16).zip(chunk) {
            bytes.copy_from_slice(id.as_bytes());
        }
        to_parent.write_all(&buffer[..chunk.len() * 16]).is_ok()
    });
    drop(to_parent);
    if own_child > 0 {
        ok &= wait_for(own_child) == 0;
    }
    exit_now(i32::from(!ok))
}

fn receive(from: &mut UnixStream) -> Vec<Uuid> {
    let mut bytes = vec![0; KINDS * EACH * 16];
    from.read_exact(&mut bytes)
        .expect("a child sent all its UUIDs");
    bytes
        .chunks_exact(16)
        .map(|chunk| Uuid::from_bytes(chunk.try_into().unwrap()))
        .collect()
}

fn no_shared_value_across_three_generations(how: ForkWith) {
    let _alone = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // The parent has generated before the fork, so the child inherits seeded, part-used
    // generators and state: exactly what must not be replayed.
    warm_up();
    let mut ids = Vec::with_capacity(KINDS * EACH);
    let (mut from_child, child_end) = UnixStream::pair().unwrap();
    let (mut from_grandchild, grandchild_end) = UnixStream::pair().unwrap();

    let child = fork(how);
    if child == 0 {
        drop((from_child, from_grandchild));
        // A panic must not carry on running the test harness in a child.
        let _ = std::panic::catch_unwind(move || {
            // The child generates before it forks too, so the grandchild inherits state
            // seeded in the child.
            warm_up();
            let grandchild = fork(how);
            if grandchild == 0 {
                drop(child_end);
                generate_and_send(&mut ids, grandchild_end, 0);
            }
            drop(grandchild_end);
            generate_and_send(&mut ids, child_end, grandchild);
        });
        exit_now(3);
    }
    drop((child_end, grandchild_end));
    generate_all(&mut ids);
    let in_parent = ids;
    let in_child = receive(&mut from_child);
    let in_grandchild = receive(&mut from_grandchild);
    assert_eq!(
        wait_for(child),
        0,
        "{how:?}: the child or grandchild failed"
    );

    // Every value in all three processes, of every kind, is distinct.
    let mut all: Vec<Uuid> = [&in_parent, &in_child, &in_grandchild]
        .into_iter()
        .flatten()
        .copied()
        .collect();
    all.sort_unstable();
    let repeated = all.windows(2).filter(|pair| pair[0] == pair[1]).count();
    assert_eq!(repeated, 0, "{how:?}: {repeated} values made twice");

    // Not merely distinct by luck: each process has its own v1/v6 identity. A child's
    // clock sequence always differs from its parent's; random nodes differ too.
    let identity = |ids: &[Uuid], kind: usize| {
        let id = ids[kind * EACH];
        (id.get_clock_seq().unwrap(), id.get_node_id().unwrap())
    };
    let (process_v1, with_node, random_v1) = (4, 6, 7);
    let processes = [&in_parent, &in_child, &in_grandchild];
    for (older, younger) in [(0, 1), (1, 2)] {
        let (older, younger) = (processes[older], processes[younger]);
        for kind in [process_v1, with_node, random_v1] {
            assert_ne!(
                identity(older, kind).0,
                identity(younger, kind).0,
                "{how:?}: kind {kind}"
            );
        }
    }
    for (one, other) in [(0, 1), (1, 2), (0, 2)] {
        assert_ne!(
            identity(processes[one], random_v1).1,
            identity(processes[other], random_v1).1,
            "{how:?}: a new random node in each process"
        );
    }
    for ids in processes {
        assert_eq!(identity(ids, process_v1).1, PROCESS_NODE);
        assert_eq!(identity(ids, with_node).1, [2, 0, 0, 0, 0, 1]);
        assert_eq!(
            identity(ids, process_v1),
            identity(ids, 5),
            "v1 and v6 share it"
        );
        assert_eq!(
            identity(ids, random_v1),
            identity(ids, 8),
            "v1 and v6 share it"
        );
    }
}

#[test]
fn libc_fork_child_and_grandchild_share_no_value() {
    no_shared_value_across_three_generations(ForkWith::Libc);
}

#[test]
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
fn raw_fork_syscall_child_and_grandchild_share_no_value() {
    no_shared_value_across_three_generations(ForkWith::SyscallFork);
}

#[test]
#[cfg(target_os = "linux")]
fn raw_clone_syscall_child_and_grandchild_share_no_value() {
    no_shared_value_across_three_generations(ForkWith::SyscallClone);
}

/// Draws given in advance, in turn: the parent's clock sequence, then the child's step.
struct Scripted {
    draws: [u64; 2],
    next: AtomicUsize,
}

impl RandomSource for Scripted {
    fn next_u64(&self) -> u64 {
        self.draws[self.next.fetch_add(1, Ordering::Relaxed) % 2]
    }
}

/// The clock sequence is the low 14 bits of its draw, and a child's is its parent's
/// moved on by 1 to 2^14 − 1 (1 plus the step's draw modulo 2^14 − 1), modulo 2^14:
/// never the same, at both ends of the range of steps and of the clock sequence.
#[test]
fn a_childs_clock_sequence_moves_on_by_its_drawn_step() {
    let _alone = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // The parent's draw, the child's, and the child's clock sequence.
    for (parent, step, child_seq) in [
        (0, 16_382, 16_383),
        (16_383 | 1 << 40, 0, 0),
        (5, 16_383 * 7 + 9, 15),
    ] {
        let generator = GregorianGenerator::new(
            SystemClock,
            Scripted {
                draws: [parent, step],
                next: AtomicUsize::new(0),
            },
        )
        .with_node([2, 0, 0, 0, 0, 1]);
        let expected = Some(parent as u16 & 0x3fff);
        assert_eq!(generator.generate_v6().get_clock_seq(), expected);
        let child = fork(ForkWith::Libc);
        if child == 0 {
            let in_child = generator.generate_v6().get_clock_seq();
            exit_now(i32::from(in_child != Some(child_seq)));
        }
        assert_eq!(
            wait_for(child),
            0,
            "parent {parent}, step {step}: the child's clock sequence is not {child_seq}"
        );
    }
}

/// A source whose first draw waits until `release` is set: the thread drawing the
/// identity stays in the middle of it.
struct StallsOnce {
    draws: AtomicUsize,
    entered: AtomicBool,
    release: AtomicBool,
}

impl RandomSource for StallsOnce {
    fn next_u64(&self) -> u64 {
        if self.draws.fetch_add(1, Ordering::Relaxed) == 0 {
            self.entered.store(true, Ordering::Release);
            while !self.release.load(Ordering::Acquire) {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        0x5555
    }
}

/// The exit status of `child` if it ends within `limit`; otherwise it is killed, and
/// `None`.
#[allow(unsafe_code)]
fn wait_at_most(child: libc::pid_t, limit: Duration) -> Option<i32> {
    let started = Instant::now();
    while started.elapsed() < limit {
        let mut status = 0;
        // SAFETY: `child` is a child of this process and `status` is a valid pointer.
        if unsafe { libc::waitpid(child, &raw mut status, libc::WNOHANG) } == child {
            return Some(if libc::WIFEXITED(status) {
                libc::WEXITSTATUS(status)
            } else {
                -1
            });
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    // SAFETY: as above; the child is ended and reaped.
    unsafe {
        libc::kill(child, libc::SIGKILL);
        libc::waitpid(child, std::ptr::null_mut(), 0);
    }
    None
}

/// A fork while another thread is in the middle of drawing the v1/v6 identity: the
/// child, which does not have that thread, draws its own rather than waiting for it.
#[test]
fn a_child_forked_during_the_identity_draw_draws_its_own() {
    let _alone = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let source = StallsOnce {
        draws: AtomicUsize::new(0),
        entered: AtomicBool::new(false),
        release: AtomicBool::new(false),
    };
    let generator = GregorianGenerator::new(SystemClock, &source);
    std::thread::scope(|scope| {
        let drawing = scope.spawn(|| generator.generate_v6());
        while !source.entered.load(Ordering::Acquire) {
            std::thread::sleep(Duration::from_millis(1));
        }
        let child = fork(ForkWith::Libc);
        if child == 0 {
            exit_now(i32::from(generator.generate_v6().get_version_num() != 6));
        }
        let status = wait_at_most(child, Duration::from_secs(20));
        source.release.store(true, Ordering::Release);
        assert_eq!(drawing.join().unwrap().get_version_num(), 6);
        assert_eq!(
            status,
            Some(0),
            "the child waited for a draw no thread of its own makes"
        );
    });
}

/// What a thread-local's destructor sees when it runs after the random state's page was
/// given back: draws, a fork, and the draws of parent and child after it.
struct ForksWhileTheThreadEnds {
    to_parent: Option<UnixStream>,
    from_child: Option<UnixStream>,
    /// The parent's draws after the fork, and the child's.
    seen: std::sync::mpsc::Sender<([u64; 4], [u64; 4])>,
}

impl Drop for ForksWhileTheThreadEnds {
    fn drop(&mut self) {
        // Seeded, with words left over if this state buffers them.
        std::hint::black_box(ThreadLocalRng.next_u64());
        let child = fork(ForkWith::Libc);
        if child == 0 {
            let words: [u64; 4] = std::array::from_fn(|_| ThreadLocalRng.next_u64());
            let mut bytes = [0; 32];
            for (eight, word) in bytes.chunks_exact_mut(8).zip(words) {
                eight.copy_from_slice(&word.to_ne_bytes());
            }
            let sent = self.to_parent.take().unwrap().write_all(&bytes).is_ok();
            exit_now(i32::from(!sent));
        }
        let in_parent: [u64; 4] = std::array::from_fn(|_| ThreadLocalRng.next_u64());
        let mut bytes = [0; 32];
        let received = self
            .from_child
            .take()
            .unwrap()
            .read_exact(&mut bytes)
            .is_ok();
        let status = wait_for(child);
        assert!(received && status == 0, "the child did not send its draws");
        let in_child = std::array::from_fn(|i| {
            u64::from_ne_bytes(bytes[8 * i..8 * i + 8].try_into().unwrap())
        });
        self.seen.send((in_parent, in_child)).unwrap();
    }
}

thread_local! {
    static FORKS_WHILE_THE_THREAD_ENDS: std::cell::RefCell<Option<ForksWhileTheThreadEnds>> =
        const { std::cell::RefCell::new(None) };
}

/// Draws made while a thread ends, from other thread-locals' destructors after the
/// thread's wiped page was given back, are as safe across a fork as any: the child does
/// not repeat words the parent had buffered.
#[test]
fn a_child_forked_while_its_thread_ends_draws_its_own_words() {
    let _alone = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let (to_parent, from_child) = UnixStream::pair().unwrap();
    let (seen, results) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        // Registered before the random state's page, so destroyed after it.
        FORKS_WHILE_THE_THREAD_ENDS.with(|cell| {
            *cell.borrow_mut() = Some(ForksWhileTheThreadEnds {
                to_parent: Some(to_parent),
                from_child: Some(from_child),
                seen,
            });
        });
        std::hint::black_box(ThreadLocalRng.next_u64());
    })
    .join()
    .unwrap();
    let (in_parent, in_child) = results.recv().unwrap();
    for word in in_child {
        assert!(
            !in_parent.contains(&word),
            "the child drew {word:#x}, as the parent did"
        );
    }
}
