//! Values stored in the server and read back: the octets, the places a typed ID goes,
//! the text forms, and what is refused.

use std::collections::{HashMap, HashSet};

use redis::streams::StreamRangeReply;
use redis::{Commands, Connection};
use uuid_runtime::{NonNilUuid, Uuid};

use super::{connect, server_or_skip};
use uuid_test_support::ids::{
    NODE, OrderId, SessionId, TokenId, UserId, V4, V7, samples, to_uuid_crate,
};

/// What reading the key `key` as `T` says, when it fails.
fn read_error<T: redis::FromRedisValue + std::fmt::Debug>(
    db: &mut Connection,
    key: &str,
) -> String {
    db.get::<_, T>(key).unwrap_err().to_string()
}

#[test]
fn the_octets_are_what_the_redis_crates_uuid_feature_stores() {
    let server = server_or_skip!();
    let mut db = connect(server);
    for (i, uuid) in samples().into_iter().enumerate() {
        let (ours, theirs) = (format!("octets:ours:{i}"), format!("octets:theirs:{i}"));
        let _: () = db.set(&ours, uuid).unwrap();
        let _: () = db.set(&theirs, to_uuid_crate(uuid)).unwrap();
        for key in [&ours, &theirs] {
            let stored: Vec<u8> = db.get(key).unwrap();
            assert_eq!(stored, uuid.as_bytes(), "{uuid}");
            assert_eq!(db.get::<_, Uuid>(key).unwrap(), uuid);
            assert_eq!(db.get::<_, uuid::Uuid>(key).unwrap(), to_uuid_crate(uuid));
            assert_eq!(db.get::<_, SessionId>(key).unwrap().into_uuid(), uuid);
        }
        if let Some(id) = NonNilUuid::new(uuid) {
            let key = format!("octets:non-nil:{i}");
            let _: () = db.set(&key, id).unwrap();
            assert_eq!(db.get::<_, Vec<u8>>(&key).unwrap(), uuid.as_bytes());
            assert_eq!(db.get::<_, NonNilUuid>(&ours).unwrap(), id);
        }
    }
    let user = UserId::new();
    let _: () = db.set("octets:user", user).unwrap();
    assert_eq!(
        db.get::<_, Vec<u8>>("octets:user").unwrap(),
        user.as_uuid().as_bytes()
    );
    assert_eq!(
        db.get::<_, uuid::Uuid>("octets:user").unwrap(),
        to_uuid_crate(*user.as_uuid())
    );
}

#[test]
fn typed_ids_are_keys_values_members_items_and_fields() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let users: Vec<UserId> = (0..5).map(|_| UserId::new()).collect();
    let orders: Vec<OrderId> = (0..5)
        .map(|_| OrderId::from_uuid(Uuid::now_v6(&NODE)))
        .collect();

    // Keys and values.
    for (user, order) in users.iter().zip(&orders) {
        let _: () = db.set(user, order).unwrap();
    }
    for (user, order) in users.iter().zip(&orders) {
        assert_eq!(db.get::<_, OrderId>(user).unwrap(), *order);
        assert!(db.exists::<_, bool>(user).unwrap());
    }
    let many: Vec<OrderId> = db.mget(&users).unwrap();
    assert_eq!(many, orders);

    // Set members, both ways into a collection.
    let _: () = db.sadd("places:set", &users).unwrap();
    let mut members: Vec<UserId> = db.smembers("places:set").unwrap();
    members.sort();
    let mut sorted = users.clone();
    sorted.sort();
    assert_eq!(members, sorted);
    let members: HashSet<UserId> = db.smembers("places:set").unwrap();
    assert_eq!(members, users.iter().copied().collect::<HashSet<_>>());
    assert!(db.sismember::<_, _, bool>("places:set", users[2]).unwrap());
    assert!(
        !db.sismember::<_, _, bool>("places:set", UserId::new())
            .unwrap()
    );

    // List items, in order.
    let _: () = db.rpush("places:list", &users).unwrap();
    let items: Vec<UserId> = db.lrange("places:list", 0, -1).unwrap();
    assert_eq!(items, users);
    assert_eq!(db.lindex::<_, UserId>("places:list", 3).unwrap(), users[3]);

    // Hash fields and their values.
    for (user, order) in users.iter().zip(&orders) {
        let _: () = db.hset("places:hash", user, order).unwrap();
    }
    let hash: HashMap<UserId, OrderId> = db.hgetall("places:hash").unwrap();
    assert_eq!(
        hash,
        users
            .iter()
            .copied()
            .zip(orders.iter().copied())
            .collect::<HashMap<_, _>>()
    );
    assert_eq!(
        db.hget::<_, _, OrderId>("places:hash", users[1]).unwrap(),
        orders[1]
    );
    let fields: Vec<UserId> = db.hkeys("places:hash").unwrap();
    assert_eq!(fields.len(), users.len());

    // Stream entries: typed IDs as values of named fields, read through the `redis`
    // crate's stream reply (whose field names are `String`s)...
    for (user, order) in users.iter().zip(&orders) {
        let _: String = redis::cmd("XADD")
            .arg("places:stream")
            .arg("*")
            .arg("user")
            .arg(user)
            .arg("order")
            .arg(order)
            .query(&mut db)
            .unwrap();
    }
    let reply: StreamRangeReply = db.xrange_all("places:stream").unwrap();
    let read: Vec<(UserId, OrderId)> = reply
        .ids
        .iter()
        .map(|entry| (entry.get("user").unwrap(), entry.get("order").unwrap()))
        .collect();
    assert_eq!(
        read,
        users
            .iter()
            .copied()
            .zip(orders.iter().copied())
            .collect::<Vec<_>>()
    );
    // ... and as field names, read as pairs (they are not text).
    let _: String = db
        .xadd(
            "places:stream-fields",
            "*",
            &[(users[0], orders[0]), (users[1], orders[1])],
        )
        .unwrap();
    let entries: Vec<(String, Vec<(UserId, OrderId)>)> = redis::cmd("XRANGE")
        .arg("places:stream-fields")
        .arg("-")
        .arg("+")
        .query(&mut db)
        .unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].1, [(users[0], orders[0]), (users[1], orders[1])]);
}

#[test]
fn text_is_read_in_every_form_where_the_redis_crates_uuid_refuses_it() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let uuid = V7;
    let forms = [
        uuid.hyphenated().to_string(),
        uuid.simple().to_string(),
        uuid.braced().to_string(),
        uuid.urn().to_string(),
        uuid.hyphenated().to_string().to_uppercase(),
    ];
    for (i, text) in forms.iter().enumerate() {
        let key = format!("text:{i}");
        let _: () = db.set(&key, text).unwrap();
        assert_eq!(db.get::<_, Uuid>(&key).unwrap(), uuid, "{text}");
        assert_eq!(db.get::<_, NonNilUuid>(&key).unwrap().get(), uuid, "{text}");
        // A prefixed typed ID takes a UUID's text as well as its own.
        assert_eq!(
            db.get::<_, UserId>(&key).unwrap().into_uuid(),
            uuid,
            "{text}"
        );
        assert_eq!(
            db.get::<_, SessionId>(&key).unwrap().into_uuid(),
            uuid,
            "{text}"
        );
        let theirs = db.get::<_, uuid::Uuid>(&key).unwrap_err().to_string();
        assert!(theirs.contains("not a valid UUID"), "{theirs}");
    }
    let user = UserId::from_uuid(uuid);
    let _: () = db.set("text:typeid", user.to_string()).unwrap();
    assert_eq!(db.get::<_, UserId>("text:typeid").unwrap(), user);
    // A typed ID without a prefix writes the hyphenated form.
    let token = TokenId::new();
    let _: () = db.set("text:token", token.to_string()).unwrap();
    assert_eq!(db.get::<_, TokenId>("text:token").unwrap(), token);
}

#[test]
fn bad_values_are_errors_that_say_what_was_found() {
    let server = server_or_skip!();
    let mut db = connect(server);
    let _: () = db.set("bad:short", &V4.as_bytes()[..15]).unwrap();
    assert_eq!(
        read_error::<Uuid>(&mut db, "bad:short"),
        "Incompatible type - invalid UUID: expected 16 bytes or UUID text, found 15 bytes"
    );
    let _: () = db.set("bad:v4", V4).unwrap();
    assert_eq!(
        read_error::<UserId>(&mut db, "bad:v4"),
        "Incompatible type - wrong UUID version: expected 7, found 4"
    );
    let _: () = db.set("bad:nil", Uuid::NIL).unwrap();
    assert_eq!(
        read_error::<NonNilUuid>(&mut db, "bad:nil"),
        "Incompatible type - unexpected nil UUID: expected a non-nil UUID"
    );
    // A missing key is a nil: an error, or `None`.
    assert_eq!(
        read_error::<UserId>(&mut db, "bad:missing"),
        "Incompatible type - invalid UUID: expected 16 bytes or UUID text, found nil"
    );
    assert_eq!(db.get::<_, Option<UserId>>("bad:missing").unwrap(), None);
    let counted = redis::cmd("INCR")
        .arg("bad:counter")
        .query::<UserId>(&mut db);
    assert_eq!(
        counted.unwrap_err().to_string(),
        "Incompatible type - invalid UUID: expected 16 bytes or UUID text, found the integer 1"
    );
    // Stored by `INCR`, read back as the text `1`.
    assert_eq!(
        read_error::<Uuid>(&mut db, "bad:counter"),
        "Incompatible type - invalid UUID text `1`: invalid length: expected 32, 36, 38 or 45 \
         characters, found 1"
    );
    let order = OrderId::from_uuid(V7);
    let _: () = db.set("bad:order", order.to_string()).unwrap();
    assert_eq!(
        read_error::<UserId>(&mut db, "bad:order"),
        format!(
            "Incompatible type - invalid TypeID `{order}`: wrong prefix: expected `user`, found \
             `order`"
        )
    );
    let _: () = db.set("bad:binary", [0xff_u8; 20].as_slice()).unwrap();
    assert_eq!(
        read_error::<UserId>(&mut db, "bad:binary"),
        "Incompatible type - invalid UUID: expected 16 bytes or UUID text, found 20 bytes"
    );
    // One bad member spoils the collection, with the member's error.
    let _: () = db
        .rpush("bad:list", &[UserId::new().into_uuid(), V4])
        .unwrap();
    let err = db.lrange::<_, Vec<UserId>>("bad:list", 0, -1).unwrap_err();
    assert!(
        err.to_string()
            .contains("wrong UUID version: expected 7, found 4"),
        "{err}"
    );
}

#[test]
fn a_never_nil_typed_id_is_stored_as_its_octets_and_a_nil_is_refused() {
    use uuid_test_support::ids::MemberId;
    let server = server_or_skip!();
    let mut db = connect(server);
    let member = MemberId::new();
    let _: () = db.set("never-nil:member", member).unwrap();
    assert_eq!(
        db.get::<_, Vec<u8>>("never-nil:member").unwrap(),
        member.into_uuid().as_bytes()
    );
    assert_eq!(db.get::<_, MemberId>("never-nil:member").unwrap(), member);
    assert_eq!(
        db.get::<_, UserId>("never-nil:member").unwrap().into_uuid(),
        member.into_uuid()
    );
    let _: () = db.sadd("never-nil:set", member).unwrap();
    let members: HashSet<MemberId> = db.smembers("never-nil:set").unwrap();
    assert_eq!(members, HashSet::from([member]));
    let _: () = db.set("never-nil:nil", Uuid::NIL).unwrap();
    let err = read_error::<MemberId>(&mut db, "never-nil:nil");
    assert!(err.contains("unexpected nil UUID"), "{err}");
    let _: () = db.set("never-nil:v4", V4).unwrap();
    let err = read_error::<MemberId>(&mut db, "never-nil:v4");
    assert!(
        err.contains("wrong UUID version: expected 7, found 4"),
        "{err}"
    );
}
