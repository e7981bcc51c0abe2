//! The service, run with `--demo` as the README says: it starts on a free port,
//! sends itself real requests and prints each with the response. The IDs it prints are
//! TypeIDs of the right kind, match the OpenAPI document's pattern, and an ID of the wrong
//! kind is refused with the typed ID's message in every place one is taken.

use std::process::{Command, Output};
use std::sync::OnceLock;

use regex::Regex;
use serde_json::Value;
use uuid_runtime::typeid::TypeId;

/// One request the demo printed, and the response: its status line and JSON body.
struct Exchange<'a> {
    request: &'a str,
    status: &'a str,
    body: Value,
}

/// The exchanges in the demo's output: a request line, then the response line, indented.
fn exchanges(stdout: &str) -> Vec<Exchange<'_>> {
    let lines: Vec<&str> = stdout.lines().collect();
    lines
        .windows(2)
        .filter_map(|pair| {
            let response = pair[1].strip_prefix("  ")?;
            let (code, rest) = response.split_once(' ')?;
            code.parse::<u16>().ok()?;
            let start = rest.find(['{', '['])?;
            Some(Exchange {
                request: pair[0],
                status: response[..code.len() + 1 + start].trim_end(),
                body: serde_json::from_str(&rest[start..]).ok()?,
            })
        })
        .collect()
}

/// The one exchange of the request line `request`.
fn exchange<'a>(all: &'a [Exchange<'a>], request: &str) -> &'a Exchange<'a> {
    let found: Vec<_> = all.iter().filter(|e| e.request == request).collect();
    assert_eq!(found.len(), 1, "one request `{request}`");
    found[0]
}

/// The TypeIDs with `prefix` among the words of `text` (quotes and punctuation aside).
fn typeids<'a>(text: &'a str, prefix: &'a str) -> Vec<&'a str> {
    text.split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .filter(|word| TypeId::parse_str(word).is_ok_and(|id| id.prefix() == prefix))
        .collect()
}

/// The demo's output, from one run.
fn stdout() -> &'static str {
    static STDOUT: OnceLock<String> = OnceLock::new();
    STDOUT.get_or_init(|| {
        let Output {
            status,
            stdout,
            stderr,
        } = Command::new(env!("CARGO_BIN_EXE_service"))
            .arg("--demo")
            .output()
            .unwrap();
        let stdout = String::from_utf8(stdout).unwrap();
        assert!(
            status.success(),
            "{}\n{stdout}",
            String::from_utf8_lossy(&stderr)
        );
        stdout
    })
}

/// The demo's exchanges; there are 16.
fn all() -> Vec<Exchange<'static>> {
    let all = exchanges(stdout());
    assert_eq!(all.len(), 16, "{}", stdout());
    all
}

/// The first user's ID, and the orders the demo read back.
fn user_and_orders(all: &[Exchange<'_>]) -> (String, Vec<Value>) {
    let ada = exchange(all, "POST /users {\"name\":\"ada\"}");
    assert_eq!(ada.status, "201 Created");
    let user = ada.body["id"].as_str().unwrap().to_owned();
    let orders = exchange(all, &format!("GET /users/{user}/orders"));
    assert_eq!(orders.status, "200 OK");
    (user, orders.body.as_array().unwrap().clone())
}

/// What a wrong prefix says.
const WRONG_PREFIX: &str = "wrong prefix: expected `user`, found `order`";

#[test]
fn the_demo_stores_and_reads_ids_as_typeids() {
    let all = all();
    let (user, orders) = user_and_orders(&all);
    assert_eq!(typeids(&user, "user"), [user.as_str()]);
    let read = exchange(&all, &format!("GET /users/{user}"));
    assert_eq!(read.status, "200 OK");
    assert_eq!(read.body["id"], user);
    assert_eq!(orders.len(), 2, "{}", stdout());
    for order in &orders {
        assert_eq!(order["user_id"], user);
        let id = order["id"].as_str().unwrap();
        assert_eq!(typeids(id, "order"), [id]);
    }
    let first = orders[0]["id"].as_str().unwrap();
    let read = exchange(&all, &format!("GET /orders/{first}"));
    assert_eq!((read.status, &read.body), ("200 OK", &orders[0]));
    // SeaORM stored the key as its 16 octets.
    assert!(
        stdout().contains(&format!(
            "in SQLite, the key of {user} is a blob of 16 bytes"
        )),
        "{}",
        stdout()
    );
}

#[test]
fn an_id_of_the_wrong_kind_is_refused_with_the_typed_ids_message() {
    let all = all();
    let (_, orders) = user_and_orders(&all);
    let order = orders[0]["id"].as_str().unwrap();
    let in_path = exchange(&all, &format!("GET /users/{order}"));
    assert_eq!(in_path.status, "400 Bad Request");
    assert_eq!(
        in_path.body["error"],
        format!("Invalid URL: Cannot parse `id` with value `{order}`: {WRONG_PREFIX}")
    );
    let request = format!("POST /orders {{\"item\":\"mouse\",\"user_id\":\"{order}\"}}");
    let in_body = exchange(&all, &request);
    assert_eq!(in_body.status, "422 Unprocessable Entity");
    let message = in_body.body["error"].as_str().unwrap();
    assert!(
        message.contains(&format!("user_id: {WRONG_PREFIX}")),
        "{message}"
    );
    let version = wrong_version(&all);
    assert_eq!(version.status, "400 Bad Request");
    let message = version.body["error"].as_str().unwrap();
    assert!(
        message.ends_with(": wrong UUID version: expected 7, found 4"),
        "{message}"
    );
    let missing = all
        .iter()
        .find(|e| e.status == "404 Not Found")
        .expect("a 404");
    let absent = missing.request.strip_prefix("GET /users/").unwrap();
    assert_eq!(missing.body["error"], format!("no user {absent}"));
}

/// The request for a user ID of the wrong version.
fn wrong_version<'a>(all: &'a [Exchange<'a>]) -> &'a Exchange<'a> {
    all.iter()
        .find(|e| {
            e.body["error"]
                .as_str()
                .is_some_and(|m| m.contains("version"))
        })
        .expect("a wrong version")
}

#[test]
fn graphql_returns_the_ids_and_refuses_the_wrong_kind() {
    let all = all();
    let (user, orders) = user_and_orders(&all);
    let graphql: Vec<_> = all
        .iter()
        .filter(|e| e.request.starts_with("POST /graphql"))
        .collect();
    assert_eq!(graphql.len(), 5);
    let data = &graphql[0].body["data"]["user"];
    assert_eq!(data["id"], user);
    assert_eq!(data["orders"][0]["id"], orders[0]["id"]);
    assert_eq!(
        graphql[1].body["errors"][0]["message"],
        format!("Failed to parse \"UserId\": {WRONG_PREFIX}")
    );
    // Relay's `node(id: ID!)`: a user, then an order, from one ID each.
    let node = &graphql[2].body["data"]["node"];
    assert_eq!(node["id"], user);
    assert_eq!(node["name"], "ada");
    let node = &graphql[3].body["data"]["node"];
    assert_eq!(node["id"], orders[0]["id"]);
    assert_eq!(node["item"], "keyboard");
    assert_eq!(
        graphql[4].body["errors"][0]["message"],
        "expected one of the prefixes user, order; found team"
    );
}

#[test]
fn the_openapi_pattern_matches_every_user_id_of_the_right_version() {
    let schema = stdout()
        .lines()
        .find_map(|line| line.strip_prefix("  components.schemas.UserId: "))
        .expect("the UserId schema");
    let schema: Value = serde_json::from_str(schema).unwrap();
    let pattern = Regex::new(schema["pattern"].as_str().unwrap()).unwrap();
    let users = typeids(stdout(), "user");
    assert!(users.len() > 10, "{}", stdout());
    let all = all();
    let v4 = wrong_version(&all)
        .request
        .strip_prefix("GET /users/")
        .unwrap();
    for id in users {
        assert_eq!(pattern.is_match(id), id != v4, "{id}");
    }
    assert!(
        stdout().contains("  GET /users/{id} takes: {\"$ref\":\"#/components/schemas/UserId\"}"),
        "{}",
        stdout()
    );
}
