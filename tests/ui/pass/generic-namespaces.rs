// A namespace that depends on a generic parameter (`Self::NS` in a generic impl or a
// trait's default method, `T::NS` in a generic function) is evaluated in an inline
// `const` block, once per type, still at compile time.
use uuid_runtime::{uuid, uuid_v5, Uuid};

trait Namespaced {
    const NS: Uuid;

    fn root() -> Uuid {
        uuid_v5!(Self::NS, "root")
    }
}

struct Users;

impl Namespaced for Users {
    const NS: Uuid = uuid!("0f2b4a4e-6b8b-4c38-9b7e-1b8f4a2d9c11");
}

struct Registry<T>(T);

impl<T: Namespaced> Registry<T> {
    const ROOT: Uuid = uuid_v5!(T::NS, "root");

    fn child(&self) -> Uuid {
        uuid_v5!(T::NS, "child")
    }
}

fn id_of<T: Namespaced>() -> Uuid {
    uuid_v5!(T::NS, "www.example.com")
}

fn main() {
    let ns = Users::NS;
    assert_eq!(Users::root(), Uuid::new_v5(&ns, b"root"));
    assert_eq!(Registry::<Users>::ROOT, Uuid::new_v5(&ns, b"root"));
    assert_eq!(Registry(Users).child(), Uuid::new_v5(&ns, b"child"));
    assert_eq!(id_of::<Users>(), Uuid::new_v5(&ns, b"www.example.com"));
}
