//! The same with the default features: a fresh typed ID, its text and back. Prints
//! what it made; panics if anything is not what the README promises.

use first_use::{ADMIN, ID, OWNER, Owner, PAGE, UserId};
use uuid_runtime::{TypedIdEnum, Uuid};

fn main() {
    assert_eq!(PAGE.to_string(), "2ed6657d-e927-568b-95e1-2665a8aea6a2");
    assert_eq!(PAGE, Uuid::new_v5(&Uuid::NAMESPACE_DNS, b"www.example.com"));
    assert_eq!(ID.get_version_num(), 4);
    assert_eq!(ADMIN.to_string(), "user_01fwhe4ydgfk1shh6w1g60eecf");

    let user = UserId::new();
    let text = user.to_string();
    assert_eq!(text.parse::<UserId>(), Ok(user));
    assert!(text.starts_with("user_") && user.as_uuid().get_version_num() == 7);
    let err = "order_01fwhe4yd0fz1sh16w1g63e7cf"
        .parse::<UserId>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "wrong prefix: expected `user`, found `order`"
    );

    assert_eq!(OWNER, Owner::User(ADMIN));
    let owner = Owner::from(user);
    assert_eq!(owner.to_string().parse::<Owner>(), Ok(owner));
    assert_eq!(owner.prefix(), "user");
    let err = "team_01fwhe4yd0fz1sh16w1g63e7cf"
        .parse::<Owner>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "expected one of the prefixes user, org; found team"
    );

    println!("uuid!:         {ID}");
    println!("uuid_v5!:      {PAGE}");
    println!("TypedId:       {ADMIN}");
    println!("UserId::new(): {user}");
    println!("TypedIdEnum:   {OWNER}");
}
