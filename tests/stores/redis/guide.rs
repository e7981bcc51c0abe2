//! The user's guide's Redis example, run against the server: the guide compiles it
//! (`no_run`, it needs a server), this runs the same code, and a test checks that the
//! two are the same, line for line.

use super::{connect, server_or_skip};

/// The guide's example, as it is there, in a function body.
#[allow(clippy::items_after_statements)]
fn example(db: &mut redis::Connection) -> redis::RedisResult<()> {
    use redis::Commands;
    use uuid_runtime::{TypedId, Uuid};

    #[derive(TypedId, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    #[typed_id(prefix = "user", version = 7)]
    struct UserId(Uuid);

    let ada = UserId::new();
    let bob = UserId::new();
    // Keys, values, hash fields and set members: the 16 octets of each UUID.
    let _: () = db.set(ada, "Ada Lovelace")?;
    let _: () = db.hset("invited_by", bob, ada)?;
    let _: () = db.sadd("team:red", &[ada, bob])?;

    let name: String = db.get(ada)?;
    let inviter: UserId = db.hget("invited_by", bob)?;
    let mut team: Vec<UserId> = db.smembers("team:red")?;
    team.sort();
    assert_eq!(name, "Ada Lovelace");
    assert_eq!(inviter, ada);
    assert_eq!(team, [ada, bob]);
    Ok(())
}

#[test]
fn the_users_guide_example_runs() {
    let server = server_or_skip!();
    example(&mut connect(server)).unwrap();
}

#[test]
fn the_users_guide_shows_this_code_verbatim() {
    let block = uuid_test_support::guide_block(
        "uuid-runtime/src/integrations/redis.rs",
        "Keys, values",
        "```rust,no_run\n",
    );
    // The lines the reader sees (rustdoc hides those starting with `# `), in a body.
    let shown = uuid_test_support::in_a_body(block.lines().filter(|line| !line.starts_with("# ")));
    let this = include_str!("guide.rs");
    assert!(this.contains(&shown), "not in guide.rs:\n{shown}");
}
