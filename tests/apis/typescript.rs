//! Feature `ts-rs`: the TypeScript types of `Uuid` and typed IDs, exported with a struct
//! that derives `TS`, and checked by TypeScript's own compiler: a file that uses them as
//! the JSON is written compiles, and one that passes an `OrderId` where a `UserId` is
//! expected does not, for that reason; a `TypedIdEnum` is the union of its variants'
//! types, which takes each of them and refuses another prefix.
//!
//! `tsc` is `UUID_TOOLKIT_TSC`, else `target/npm/node_modules/.bin/tsc`, where `.ci/run`
//! installs TypeScript from npm. Without it the compiler's tests print "skipped: <why>",
//! and fail instead when `UUID_TOOLKIT_REQUIRE_TSC` is set, as `.ci/run` sets it.

use uuid_test_support::ids;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::{env, fs};

use ids::{OrderId, SessionId, TokenId, UserId};
use ts_rs::{Config, TS};
use uuid_runtime::{NonNilUuid, TypedIdEnum, Uuid};

/// A user's or an order's ID.
#[derive(TypedIdEnum, Clone, Copy)]
#[allow(dead_code)]
enum Subject {
    User(UserId),
    Order(OrderId),
}

#[derive(TS)]
#[allow(dead_code)]
struct Audit {
    subject: Subject,
}

#[derive(TS)]
#[allow(dead_code)]
struct Order {
    id: OrderId,
    user: UserId,
    token: TokenId,
    session: Option<SessionId>,
    key: Uuid,
    owner: NonNilUuid,
}

#[derive(TS)]
#[allow(dead_code)]
struct User {
    id: UserId,
    orders: Vec<OrderId>,
}

/// A new directory for one test's files.
fn directory(name: &str) -> PathBuf {
    let dir = env::temp_dir().join(format!(
        "uuid-toolkit-typescript-{}-{name}",
        std::process::id()
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The bindings of `Order` and `User` (and so of the IDs they hold), in `dir`.
fn export(dir: &Path) -> Config {
    let config = Config::new().with_out_dir(dir);
    Order::export_all(&config).unwrap();
    User::export_all(&config).unwrap();
    Audit::export_all(&config).unwrap();
    config
}

#[test]
fn ids_are_types_of_their_own_and_uuids_strings() {
    let dir = directory("types");
    export(&dir);
    let file = |name: &str| fs::read_to_string(dir.join(name)).unwrap();
    assert!(file("UserId.ts").ends_with(
        "/**\n * A TypeID with the prefix `user`: `user_` and 26 lowercase base32 digits, \
         holding a version 7 UUID.\n */\nexport type UserId = `user_${string}`;\n"
    ));
    assert!(file("OrderId.ts").contains("\nexport type OrderId = `order_${string}`;\n"));
    assert!(file("TokenId.ts").contains("\nexport type TokenId = string;\n"));
    assert!(file("SessionId.ts").contains("\nexport type SessionId = string;\n"));
    let order = file("Order.ts");
    for import in [
        "import type { OrderId } from \"./OrderId\";\n",
        "import type { SessionId } from \"./SessionId\";\n",
        "import type { TokenId } from \"./TokenId\";\n",
        "import type { UserId } from \"./UserId\";\n",
    ] {
        assert!(order.contains(import), "{order}");
    }
    assert!(
        order.contains(
            "export type Order = { id: OrderId, user: UserId, token: TokenId, \
             session: SessionId | null, key: string, owner: string, };"
        ),
        "{order}"
    );
    assert!(file("User.ts").contains("orders: Array<OrderId>"));
    // A typed ID over `NonNilUuid` is the same type as one over `Uuid`.
    crate::ids::MemberId::export_all(&Config::new().with_out_dir(&dir)).unwrap();
    assert!(
        file("MemberId.ts").contains("\nexport type MemberId = `member_${string}`;\n"),
        "{}",
        file("MemberId.ts")
    );
    let subject = file("Subject.ts");
    assert!(
        subject.contains("\nexport type Subject = UserId | OrderId;\n"),
        "{subject}"
    );
    assert!(
        subject.contains("import type { UserId } from \"./UserId\";\n"),
        "{subject}"
    );
    assert!(
        subject.contains("import type { OrderId } from \"./OrderId\";\n"),
        "{subject}"
    );
    assert!(file("Audit.ts").contains("export type Audit = { subject: Subject, };"));
    fs::remove_dir_all(dir).unwrap();
}

/// TypeScript's compiler, or why there is none.
fn tsc() -> Result<PathBuf, String> {
    let tsc = env::var_os("UUID_TOOLKIT_TSC").map_or_else(
        || uuid_test_support::workspace_root().join("target/npm/node_modules/.bin/tsc"),
        PathBuf::from,
    );
    match Command::new(&tsc).arg("--version").output() {
        Ok(output) if output.status.success() => Ok(tsc),
        Ok(output) => Err(format!("{} --version failed: {output:?}", tsc.display())),
        Err(err) => Err(format!(
            "no TypeScript compiler at {} ({err}); `npm install --prefix target/npm \
             typescript` or set UUID_TOOLKIT_TSC",
            tsc.display()
        )),
    }
}

/// `tsc --noEmit --strict` on `source`, written as `name` beside the bindings.
fn compile(tsc: &Path, name: &str, source: &str) -> Output {
    let dir = directory(name);
    export(&dir);
    let file = dir.join(format!("{name}.ts"));
    fs::write(&file, source).unwrap();
    let output = Command::new(tsc)
        .args([
            "--noEmit", "--strict", "--target", "es2020", "--module", "es2020",
        ])
        .arg(&file)
        .output()
        .unwrap();
    fs::remove_dir_all(dir).unwrap();
    output
}

/// Uses the bindings as the JSON of the `serde` feature has them, then `extra`.
fn program(extra: &str) -> String {
    format!(
        r#"import type {{ Order }} from "./Order";
import type {{ User }} from "./User";
import type {{ UserId }} from "./UserId";
import type {{ OrderId }} from "./OrderId";
import type {{ Audit }} from "./Audit";

function ordersOf(user: UserId): OrderId[] {{
    return [];
}}

function audited(audit: Audit): Audit {{
    return audit;
}}

const user: User = {{ id: "user_01h455vb4pex5vsknk084sn02q", orders: [] }};
const order: Order = {{
    id: "order_01h455vb4pex5vsknk084sn02q",
    user: user.id,
    token: "67e55044-10b1-426f-9247-bb680e5fe0c8",
    session: null,
    key: "01890a5d-ac96-774b-bcce-b302099a8057",
    owner: "01890a5d-ac96-774b-bcce-b302099a8057",
}};
ordersOf(order.user);
audited({{ subject: user.id }});
audited({{ subject: order.id }});
{extra}
"#
    )
}

#[test]
fn typescript_accepts_ids_where_their_type_is_expected() {
    let tsc = tsc();
    let Some(tsc) = uuid_test_support::or_skip(&tsc, "TypeScript", "UUID_TOOLKIT_REQUIRE_TSC")
    else {
        return;
    };
    let output = compile(tsc, "good", &program(""));
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
}

#[test]
fn typescript_refuses_an_order_id_where_a_user_id_is_expected() {
    let tsc = tsc();
    let Some(tsc) = uuid_test_support::or_skip(&tsc, "TypeScript", "UUID_TOOLKIT_REQUIRE_TSC")
    else {
        return;
    };
    let mistake = "ordersOf(order.id);";
    let source = program(mistake);
    let line = source.lines().position(|line| line == mistake).unwrap() + 1;
    let output = compile(tsc, "bad", &source);
    let diagnostics = String::from_utf8_lossy(&output.stdout);
    assert!(!output.status.success(), "{diagnostics}");
    // One error, on that line, for that reason.
    assert_eq!(diagnostics.matches("error").count(), 1, "{diagnostics}");
    assert!(
        diagnostics.contains(&format!("bad.ts({line},10)")),
        "{diagnostics}"
    );
    assert!(
        diagnostics.contains(
            "error TS2345: Argument of type '`order_${string}`' is not assignable to \
             parameter of type '`user_${string}`'."
        ),
        "{diagnostics}"
    );
}

#[test]
fn typescript_refuses_another_prefix_where_a_typed_id_enum_is_expected() {
    let tsc = tsc();
    let Some(tsc) = uuid_test_support::or_skip(&tsc, "TypeScript", "UUID_TOOLKIT_REQUIRE_TSC")
    else {
        return;
    };
    let mistake = r#"audited({ subject: "team_01h455vb4pex5vsknk084sn02q" });"#;
    let source = program(mistake);
    let line = source.lines().position(|line| line == mistake).unwrap() + 1;
    let output = compile(tsc, "union", &source);
    let diagnostics = String::from_utf8_lossy(&output.stdout);
    assert!(!output.status.success(), "{diagnostics}");
    assert_eq!(diagnostics.matches("error").count(), 1, "{diagnostics}");
    assert!(
        diagnostics.contains(&format!("union.ts({line},")),
        "{diagnostics}"
    );
    assert!(
        diagnostics.contains(
            "error TS2322: Type '\"team_01h455vb4pex5vsknk084sn02q\"' is not assignable to \
             type 'Subject'."
        ),
        "{diagnostics}"
    );
}
