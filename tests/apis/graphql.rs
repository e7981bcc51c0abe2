//! Feature `async-graphql`, through a real schema: its SDL, a query returning IDs, and IDs
//! given as variables and as inline arguments, good and bad; and the two ways to meet a
//! scalar name that two types claim.

use async_graphql::{
    EmptyMutation, EmptySubscription, NewType, Object, ObjectType, Request, SDLExportOptions,
    Schema, SimpleObject, Variables,
};
use serde_json::{Value, json};
use uuid_runtime::{NonNilUuid, TypedId, TypedIdEnum, Uuid};

use crate::ids::{OrderId, SessionId, TokenId, UserId, V4, V7};

#[derive(SimpleObject)]
struct User {
    id: UserId,
    key: Uuid,
    token: TokenId,
    session: Option<SessionId>,
    orders: Vec<OrderId>,
}

struct Query;

#[Object]
impl Query {
    /// The user `id`, with fixed values in the other fields.
    async fn user(&self, id: UserId) -> User {
        User {
            id,
            key: V4,
            token: TokenId::from_uuid(V4),
            session: None,
            orders: vec![OrderId::from_uuid(Uuid::MAX), OrderId::from_uuid(Uuid::NIL)],
        }
    }

    /// The IDs given, in order.
    async fn orders(&self, ids: Vec<OrderId>) -> Vec<OrderId> {
        ids
    }

    /// The key given.
    async fn key(&self, key: Uuid) -> Uuid {
        key
    }

    /// The token given, if any.
    async fn token(&self, token: Option<TokenId>) -> Option<TokenId> {
        token
    }

    /// The parent given.
    async fn parent(&self, id: NonNilUuid) -> NonNilUuid {
        id
    }

    /// The session given.
    async fn session(&self, id: SessionId) -> SessionId {
        id
    }

    /// The subject given, if it is an order's.
    async fn subject(&self, id: Subject) -> Option<Subject> {
        (id.prefix() == "order").then_some(id)
    }
}

/// A user's or an order's ID.
#[derive(TypedIdEnum, Clone, Copy, Debug, PartialEq)]
enum Subject {
    User(UserId),
    Order(OrderId),
}

fn schema() -> Schema<Query, EmptyMutation, EmptySubscription> {
    Schema::new(Query, EmptyMutation, EmptySubscription)
}

/// The response of `schema` to `query` with `variables`, as JSON.
fn execute<Q: ObjectType + 'static>(
    schema: &Schema<Q, EmptyMutation, EmptySubscription>,
    query: &str,
    variables: Value,
) -> Value {
    let request = Request::new(query).variables(Variables::from_json(variables));
    let response = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap()
        .block_on(schema.execute(request));
    serde_json::to_value(response).unwrap()
}

fn run(query: &str, variables: Value) -> Value {
    execute(&schema(), query, variables)
}

/// `text` as a GraphQL string literal (JSON's escapes are GraphQL's).
fn literal(text: &str) -> String {
    serde_json::to_string(text).unwrap()
}

/// The `UserId` of the RFC's v7 example, and its text.
const USER: &str = "user_01h455vb4pex5vsknk084sn02q";
const USER_UUID: Uuid = uuid_runtime::uuid!("01890a5d-ac96-774b-bcce-b302099a8057");

#[test]
fn the_sdl_declares_each_id_as_a_described_scalar() {
    let sdl = schema().sdl();
    for declaration in [
        "\"\"\"\nA TypeID with the prefix `user`: `user_` and 26 lowercase base32 digits, \
         holding a version 7 UUID.\n\"\"\"\nscalar UserId\n",
        "\"\"\"\nA TypeID with the prefix `order`: `order_` and 26 lowercase base32 \
         digits.\n\"\"\"\nscalar OrderId\n",
        "\"\"\"\nA version 4 UUID in the hyphenated form.\n\"\"\"\nscalar TokenId\n",
        "\"\"\"\nA UUID in the hyphenated form.\n\"\"\"\nscalar SessionId\n",
        "\"\"\"\nA UUID (RFC 9562), written in the hyphenated form; input may also be in \
         the simple, braced or URN form.\n\"\"\"\nscalar UUID\n",
        "\tuser(id: UserId!): User!\n",
        "\torders(ids: [OrderId!]!): [OrderId!]!\n",
        "\tkey(key: UUID!): UUID!\n",
        "\ttoken(token: TokenId): TokenId\n",
        "type User {\n\tid: UserId!\n\tkey: UUID!\n\ttoken: TokenId!\n\tsession: SessionId\n\
         \torders: [OrderId!]!\n}\n",
    ] {
        assert!(sdl.contains(declaration), "no {declaration:?} in\n{sdl}");
    }
    let sdl = schema().sdl_with_options(SDLExportOptions::new().include_specified_by());
    let typeid = "https://github.com/jetify-com/typeid/tree/main/spec";
    let rfc = "https://www.rfc-editor.org/rfc/rfc9562";
    for (scalar, url) in [
        ("UserId", typeid),
        ("OrderId", typeid),
        ("TokenId", rfc),
        ("SessionId", rfc),
        ("UUID", rfc),
    ] {
        let declaration = format!("scalar {scalar} @specifiedBy(url: \"{url}\")\n");
        assert!(sdl.contains(&declaration), "no {declaration:?} in\n{sdl}");
    }
}

#[test]
fn introspection_names_and_describes_the_scalars() {
    let response = run(
        r#"{ __type(name: "UserId") { kind name description specifiedByURL } }"#,
        json!({}),
    );
    assert_eq!(
        response["data"]["__type"],
        json!({
            "kind": "SCALAR",
            "name": "UserId",
            "description": "A TypeID with the prefix `user`: `user_` and 26 lowercase base32 \
                            digits, holding a version 7 UUID.",
            "specifiedByURL": "https://github.com/jetify-com/typeid/tree/main/spec",
        }),
        "{response}"
    );
}

#[test]
fn a_query_returns_ids_as_their_text() {
    let response = run(
        &format!(
            "{{ user(id: {}) {{ id key token session orders }} }}",
            literal(USER)
        ),
        json!({}),
    );
    assert_eq!(
        response,
        json!({"data": {"user": {
            "id": USER,
            "key": "67e55044-10b1-426f-9247-bb680e5fe0c8",
            "token": "67e55044-10b1-426f-9247-bb680e5fe0c8",
            "session": null,
            "orders": ["order_7zzzzzzzzzzzzzzzzzzzzzzzzz", "order_00000000000000000000000000"],
        }}})
    );
    assert_eq!(USER.parse::<UserId>(), Ok(UserId::from_uuid(USER_UUID)));
}

#[test]
fn variables_and_inline_arguments_take_good_ids() {
    let user = UserId::new();
    let orders = [OrderId::from_uuid(V4), OrderId::from_uuid(V7)];
    let session = SessionId::new();
    let expected = json!({"data": {
        "user": {"id": user.to_string()},
        "orders": orders.map(|order| order.to_string()),
        "session": session.to_string(),
        "token": null,
    }});
    let inline = format!(
        "{{ user(id: {}) {{ id }} orders(ids: [{}, {}]) session(id: {}) token(token: null) }}",
        literal(&user.to_string()),
        literal(&orders[0].to_string()),
        literal(&orders[1].to_string()),
        literal(&session.to_string()),
    );
    assert_eq!(run(&inline, json!({})), expected);
    let with_variables = "query($user: UserId!, $orders: [OrderId!]!, $session: SessionId!, \
        $token: TokenId) { user(id: $user) { id } orders(ids: $orders) session(id: $session) \
        token(token: $token) }";
    let variables = json!({
        "user": user.to_string(),
        "orders": orders.map(|order| order.to_string()),
        // A typed ID without a prefix reads every text form; it writes the hyphenated one.
        "session": session.as_uuid().braced().to_string(),
    });
    assert_eq!(run(with_variables, variables), expected);
    // `UUID` reads the four text forms too.
    for text in [
        "67e55044-10b1-426f-9247-bb680e5fe0c8",
        "67E5504410B1426F9247BB680E5FE0C8",
        "{67e55044-10b1-426f-9247-bb680e5fe0c8}",
        "urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
    ] {
        let expected = json!({"data": {"key": "67e55044-10b1-426f-9247-bb680e5fe0c8"}});
        assert_eq!(
            run(&format!("{{ key(key: {}) }}", literal(text)), json!({})),
            expected
        );
        let response = run(
            "query($key: UUID!) { key(key: $key) }",
            json!({"key": text}),
        );
        assert_eq!(response, expected);
    }
}

/// Checks that `response` is the one error `message` at the field `field`, with no data.
fn assert_input_error(response: &Value, field: &str, message: &str) {
    assert_eq!(response["data"], Value::Null, "{response}");
    let errors = response["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 1, "{response}");
    assert_eq!(errors[0]["message"], message, "{response}");
    assert_eq!(errors[0]["path"], json!([field]), "{response}");
}

#[test]
fn a_bad_id_is_an_input_error_with_the_typed_id_errors_message() {
    let suffix = &USER["user_".len()..];
    let bad = [
        format!("order_{suffix}"),              // a wrong prefix
        suffix.to_owned(),                      // none
        format!("user_{}", V4.typeid_suffix()), // a wrong version
        format!("user_{}", &suffix[1..]),       // a short suffix
        format!("user_8{}", &suffix[1..]),      // more than 128 bits
        format!("user_{}u", &suffix[..25]),     // not a base32 digit
        USER_UUID.to_string(),                  // a UUID, not a TypeID
        String::new(),
    ];
    for text in &bad {
        let error = text.parse::<UserId>().unwrap_err();
        let message = format!("Failed to parse \"UserId\": {error}");
        let inline = run(
            &format!("{{ user(id: {}) {{ id }} }}", literal(text)),
            json!({}),
        );
        assert_input_error(&inline, "user", &message);
        let query = "query($id: UserId!) { user(id: $id) { id } }";
        assert_input_error(&run(query, json!({"id": text})), "user", &message);
    }
    // Without a prefix, the UUID parser's message.
    let text = "67e55044-10b1-426f-9247-bb680e5fe0cg";
    let error = text.parse::<SessionId>().unwrap_err();
    let response = run(
        "query($id: SessionId!) { session(id: $id) }",
        json!({"id": text}),
    );
    assert_input_error(
        &response,
        "session",
        &format!("Failed to parse \"SessionId\": {error}"),
    );
    assert_eq!(
        error.to_string(),
        "invalid character `g` at position 35: expected a hex digit"
    );
    let error = V7.to_string().parse::<TokenId>().unwrap_err();
    let response = run(
        &format!("{{ token(token: {}) }}", literal(&V7.to_string())),
        json!({}),
    );
    assert_input_error(
        &response,
        "token",
        &format!("Failed to parse \"TokenId\": {error}"),
    );
    // `UUID`: the parser's message.
    let response = run(r#"{ key(key: "nope") }"#, json!({}));
    assert_input_error(
        &response,
        "key",
        "Failed to parse \"UUID\": not a UUID: expected 32, 36, 38 or 45 characters of hex \
         digits and hyphens, found 4 characters",
    );
}

#[test]
fn a_non_nil_uuid_is_a_scalar_of_its_own_that_refuses_the_nil() {
    let sdl = schema().sdl();
    assert!(sdl.contains("scalar NonNilUuid"), "{sdl}");
    let id = Uuid::NAMESPACE_DNS.to_string();
    let response = run(
        "query($id: NonNilUuid!) { parent(id: $id) }",
        json!({ "id": id }),
    );
    assert_eq!(response["data"]["parent"], json!(id), "{response}");
    let response = run(
        &format!("{{ parent(id: {}) }}", literal(&Uuid::NIL.to_string())),
        json!({}),
    );
    let message = response["errors"][0]["message"]
        .as_str()
        .unwrap_or_default();
    assert!(message.contains("unexpected nil UUID"), "{response}");
}

#[test]
fn a_bad_id_in_a_list_names_the_list() {
    let ids = json!({"ids": [OrderId::new().to_string(), USER]});
    let response = run("query($ids: [OrderId!]!) { orders(ids: $ids) }", ids);
    assert_input_error(
        &response,
        "orders",
        "Failed to parse \"OrderId\": wrong prefix: expected `order`, found `user` \
         (occurred while parsing \"[OrderId!]\")",
    );
}

#[test]
fn a_value_that_is_not_a_string_is_refused_while_the_query_is_validated() {
    let message = "Invalid value for argument \"id\", expected type \"UserId\"";
    let response = run("{ user(id: 7) { id } }", json!({}));
    assert_eq!(response["errors"][0]["message"], message, "{response}");
    let response = run(
        "query($id: UserId!) { user(id: $id) { id } }",
        json!({"id": 7}),
    );
    assert_eq!(response["errors"][0]["message"], message, "{response}");
    let response = run(
        "query($key: UUID!) { key(key: $key) }",
        json!({"key": [1, 2]}),
    );
    assert_eq!(
        response["errors"][0]["message"],
        "Invalid value for argument \"key\", expected type \"UUID\"",
        "{response}"
    );
}

// A scalar's name is the type's: `UUID` for `uuid_runtime::Uuid` and for the `uuid`
// crate's (async-graphql's `uuid` feature), `AccountId` for typed IDs so named in two
// modules. async-graphql 7 does not check scalars for clashes, as it does objects: the
// types share one scalar, which the first type registered describes, and each still
// reads its own input.

struct BothUuids;

#[Object]
impl BothUuids {
    async fn ours(&self, id: Uuid) -> Uuid {
        id
    }

    async fn theirs(&self, id: uuid::Uuid) -> uuid::Uuid {
        id
    }
}

#[test]
fn our_uuid_and_the_uuid_crates_are_one_scalar_uuid() {
    let schema = Schema::new(BothUuids, EmptyMutation, EmptySubscription);
    let sdl = schema.sdl();
    assert_eq!(sdl.matches("scalar UUID").count(), 1, "{sdl}");
    assert!(
        sdl.contains("A UUID (RFC 9562), written in the hyphenated form"),
        "{sdl}"
    );
    // The same text in and out.
    let canonical = "67e55044-10b1-426f-9247-bb680e5fe0c8";
    for text in [
        canonical,
        "67E5504410B1426F9247BB680E5FE0C8",
        "{67e55044-10b1-426f-9247-bb680e5fe0c8}",
        "urn:uuid:67E55044-10B1-426F-9247-BB680E5FE0C8",
    ] {
        let response = execute(
            &schema,
            "query($id: UUID!) { ours(id: $id) theirs(id: $id) }",
            json!({"id": text}),
        );
        assert_eq!(
            response,
            json!({"data": {"ours": canonical, "theirs": canonical}})
        );
    }
    // Bad text: each parser's own message.
    let response = execute(&schema, r#"{ ours(id: "x") }"#, json!({}));
    let ours = Uuid::parse_str("x").unwrap_err();
    assert_input_error(
        &response,
        "ours",
        &format!("Failed to parse \"UUID\": {ours}"),
    );
    let response = execute(&schema, r#"{ theirs(id: "x") }"#, json!({}));
    let theirs = uuid::Uuid::parse_str("x").unwrap_err();
    assert_input_error(
        &response,
        "theirs",
        &format!("Failed to parse \"UUID\": {theirs}"),
    );
}

mod billing {
    use uuid_runtime::{TypedId, Uuid};

    #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
    #[typed_id(prefix = "invoice_account")]
    pub struct AccountId(Uuid);
}

mod auth {
    use uuid_runtime::{TypedId, Uuid};

    #[derive(TypedId, Clone, Copy, Debug, PartialEq)]
    #[typed_id(prefix = "login", version = 4)]
    pub struct AccountId(Uuid);
}

/// An invoice account: `invoice_account_` and 26 lowercase base32 digits.
#[derive(NewType)]
#[graphql(name = "BillingAccountId")]
struct BillingAccountId(billing::AccountId);

struct Accounts;

#[Object]
impl Accounts {
    async fn login(&self, id: auth::AccountId) -> auth::AccountId {
        id
    }

    async fn billing(&self, id: billing::AccountId) -> billing::AccountId {
        id
    }
}

struct RenamedAccounts;

#[Object]
impl RenamedAccounts {
    async fn login(&self, id: auth::AccountId) -> auth::AccountId {
        id
    }

    async fn billing(&self, id: BillingAccountId) -> BillingAccountId {
        id
    }
}

#[test]
fn typed_ids_of_one_name_are_one_scalar_until_a_new_type_renames_one() {
    let login = auth::AccountId::new().to_string();
    let invoice = billing::AccountId::new().to_string();
    // One scalar `AccountId`, described by `auth::AccountId` alone: the schema misleads.
    let schema = Schema::new(Accounts, EmptyMutation, EmptySubscription);
    let sdl = schema.sdl();
    assert_eq!(sdl.matches("scalar AccountId").count(), 1, "{sdl}");
    assert!(sdl.contains("billing(id: AccountId!): AccountId!"), "{sdl}");
    assert!(!sdl.contains("invoice_account"), "{sdl}");
    let response = execute(
        &schema,
        "query($id: AccountId!) { billing(id: $id) }",
        json!({"id": login}),
    );
    assert_input_error(
        &response,
        "billing",
        "Failed to parse \"AccountId\": wrong prefix: expected `invoice_account`, found `login`",
    );
    // Renamed by a new type, each has its own scalar and description.
    let schema = Schema::new(RenamedAccounts, EmptyMutation, EmptySubscription);
    let sdl = schema.sdl();
    assert!(
        sdl.contains("holding a version 4 UUID.\n\"\"\"\nscalar AccountId\n"),
        "{sdl}"
    );
    assert!(
        sdl.contains(
            "\"\"\"\nAn invoice account: `invoice_account_` and 26 lowercase base32 digits.\n\
             \"\"\"\nscalar BillingAccountId\n"
        ),
        "{sdl}"
    );
    let response = execute(
        &schema,
        "query($login: AccountId!, $invoice: BillingAccountId!) { \
         login(id: $login) billing(id: $invoice) }",
        json!({"login": login, "invoice": invoice}),
    );
    assert_eq!(
        response,
        json!({"data": {"login": login, "billing": invoice}})
    );
    // The wrapped type's message, naming the new type too.
    let response = execute(
        &schema,
        "query($invoice: BillingAccountId!) { billing(id: $invoice) }",
        json!({"invoice": login}),
    );
    assert_input_error(
        &response,
        "billing",
        "Failed to parse \"AccountId\": wrong prefix: expected `invoice_account`, found \
         `login` (occurred while parsing \"BillingAccountId\")",
    );
    assert_eq!(<billing::AccountId as TypedId>::PREFIX, "invoice_account");
}

/// A typed ID in base58, for the scalar's text form.
#[derive(TypedId, Clone, Copy, Debug, PartialEq)]
#[typed_id(prefix = "link", format = "base58")]
struct LinkId(Uuid);

struct LinkQuery;

#[Object]
impl LinkQuery {
    /// The link given.
    async fn link(&self, id: LinkId) -> LinkId {
        id
    }
}

#[test]
fn a_typed_ids_scalar_takes_and_gives_its_format() {
    let schema = Schema::new(LinkQuery, EmptyMutation, EmptySubscription);
    let text = LinkId::from_uuid(USER_UUID).to_string();
    assert_eq!(text, "link_1BzmjTFLHWXwiSK4y3H5iW");
    let response = execute(
        &schema,
        "query($id: LinkId!) { link(id: $id) }",
        json!({ "id": text }),
    );
    assert_eq!(response["data"], json!({ "link": text }));
    // The TypeID of the same UUID is another format: the parser's error.
    let response = execute(
        &schema,
        "query($id: LinkId!) { link(id: $id) }",
        json!({ "id": "link_01h455vb4pex5vsknk084sn02q" }),
    );
    let message = response["errors"][0]["message"].as_str().unwrap();
    assert!(
        message.contains("invalid length: expected 22 characters for a base58 UUID, found 26"),
        "{message}"
    );
    let sdl = schema.sdl_with_options(SDLExportOptions::new());
    assert!(
        sdl.contains("A base58 ID with the prefix `link`: `link_` and 22 base58 digits."),
        "{sdl}"
    );
    let response = execute(
        &schema,
        r#"{ __type(name: "LinkId") { specifiedByURL } }"#,
        json!({}),
    );
    assert_eq!(
        response["data"]["__type"]["specifiedByURL"],
        "https://datatracker.ietf.org/doc/html/draft-msporny-base58"
    );
}

#[test]
fn a_typed_id_enum_is_a_scalar_read_by_its_prefix() {
    let sdl = schema().sdl_with_options(SDLExportOptions::new());
    assert!(
        sdl.contains(
            "\"\"\"\nAn ID of one of the types UserId, OrderId, told apart by its prefix (user, \
             order): the text of that type's ID.\n\"\"\"\nscalar Subject\n"
        ),
        "{sdl}"
    );
    let order = OrderId::from_uuid(V7);
    let response = run(
        "query($id: Subject!) { subject(id: $id) }",
        json!({ "id": order.to_string() }),
    );
    assert_eq!(
        response["data"]["subject"],
        json!(order.to_string()),
        "{response}"
    );
    let response = run(
        r#"{ subject(id: "team_01h455vb4pex5vsknk084sn02q") }"#,
        json!({}),
    );
    assert_eq!(
        response["errors"][0]["message"],
        "Failed to parse \"Subject\": expected one of the prefixes user, order; found team",
        "{response}"
    );
}

/// A typed ID over `NonNilUuid` is a scalar of its own name, written as a typed ID over
/// `Uuid` is, and a nil given for it is refused with the parser's message.
#[test]
fn a_never_nil_typed_id_is_a_scalar_that_refuses_the_nil_uuid() {
    use crate::ids::MemberId;

    struct Members;

    #[Object]
    impl Members {
        /// The member given.
        async fn member(&self, id: MemberId) -> MemberId {
            id
        }
    }

    let schema = Schema::new(Members, EmptyMutation, EmptySubscription);
    let sdl = schema.sdl();
    assert!(sdl.contains("member(id: MemberId!): MemberId!"), "{sdl}");
    assert!(sdl.contains("scalar MemberId"), "{sdl}");
    let member = MemberId::new();
    let run = |text: &str| {
        let request = Request::new("query($id: MemberId!) { member(id: $id) }")
            .variables(Variables::from_json(json!({ "id": text })));
        let response = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap()
            .block_on(schema.execute(request));
        serde_json::to_value(response).unwrap()
    };
    let text = member.to_string();
    assert_eq!(
        text,
        UserId::from_uuid(member.into_uuid())
            .to_string()
            .replacen("user", "member", 1)
    );
    assert_eq!(run(&text)["data"]["member"], json!(text));
    let refused = run("member_00000000000000000000000000");
    let message = refused["errors"][0]["message"].as_str().unwrap();
    assert!(message.contains("unexpected nil UUID"), "{refused}");
}
