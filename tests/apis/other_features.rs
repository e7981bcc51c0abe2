//! `tests/crates/apis-other-features`, a user crate built with utoipa 6 (the workspace has
//! 5) and its own `uuid` feature, and async-graphql's `boxed-trait`, run: utoipa's derive
//! writes our `Uuid` in place as a UUID string without asking our impl (the same schema),
//! typed IDs are still named schemas, and with `OutputType` an `async_trait` the scalars
//! read and write IDs as they do without it.

use serde_json::{Value, json};
use uuid_test_support::test_crate;

#[test]
fn the_api_crates_other_features_give_the_same_schemas_and_scalars() {
    let output = test_crate("apis-other-features", "run")
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "the crate failed:\n{stderr}");
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let schemas = &report["openapi"]["components"]["schemas"];
    assert_eq!(
        schemas["Account"]["properties"],
        json!({
            "key": {"type": "string", "format": "uuid"},
            "id": {"$ref": "#/components/schemas/UserId"},
        })
    );
    assert_eq!(schemas.get("Uuid"), None, "{schemas:#}");
    assert_eq!(
        schemas["UserId"]["pattern"],
        "^user_[0-7][0-9a-hjkmnp-tv-z]{9}[ef][0-9a-hjkmnp-tv-z]{15}$"
    );
    // utoipa 6 carries what generators read, as 5 does.
    assert_eq!(schemas["UserId"]["format"], "typeid");
    assert_eq!(
        schemas["UserId"]["example"],
        "user_01fwhe4ydgfk1shh6w1g60eecf"
    );
    assert_eq!(schemas["UserId"]["x-typeid"], json!({"prefix": "user"}));
    let sdl = report["sdl"].as_str().unwrap();
    assert!(sdl.contains("\tuser(id: UserId!): UserId!\n"), "{sdl}");
    assert!(
        sdl.contains("holding a version 7 UUID.\n\"\"\"\nscalar UserId\n"),
        "{sdl}"
    );
    assert!(sdl.contains("\nscalar UUID\n"), "{sdl}");
    assert_eq!(
        report["good"],
        json!({"data": {
            "user": "user_01h455vb4pex5vsknk084sn02q",
            "key": "01890a5d-ac96-774b-bcce-b302099a8057",
        }})
    );
    assert_eq!(
        report["bad"]["errors"][0]["message"],
        "Failed to parse \"UserId\": wrong prefix: expected `user`, found `order`"
    );
}
