// The README is the crate's documentation, so its examples run as doc tests.
#![doc = include_str!("../README.md")]

mod columns;
mod docs;
mod generate;
mod inspect;
mod kind;
mod text;
mod time;
mod udf;

use std::sync::Arc;

use datafusion::execution::FunctionRegistry;
use datafusion::logical_expr::ScalarUDF;

use crate::kind::Kind;
use crate::udf::UuidFunction;

/// Every function of the crate, as DataFusion scalar UDFs: PostgreSQL 18's
/// (`gen_random_uuid`, `uuidv4`, `uuidv7`, `uuid_extract_timestamp`,
/// `uuid_extract_version`), uuid-ossp's (`uuid_generate_v1`, `uuid_generate_v3`,
/// `uuid_generate_v4`, `uuid_generate_v5`, `uuid_nil`, `uuid_ns_dns`, `uuid_ns_url`,
/// `uuid_ns_oid`, `uuid_ns_x500`) and ours (`uuidv7_at`, `uuidv7_min`, `uuidv7_max`,
/// `uuid_parse`, `try_uuid_parse`, `uuid_format`, `typeid_encode`, `typeid_decode`,
/// `typeid_prefix`).
///
/// For a context of your own, register them one by one (or all at once with
/// [`register_all`]):
///
/// ```
/// use datafusion::execution::FunctionRegistry;
/// use datafusion::prelude::SessionContext;
///
/// let ctx = SessionContext::new();
/// for function in uuid_runtime_datafusion::functions() {
///     ctx.register_udf(function.as_ref().clone());
/// }
/// assert!(ctx.udf("uuidv7").is_ok());
/// assert_eq!(uuid_runtime_datafusion::functions().len(), 23);
/// ```
pub fn functions() -> Vec<Arc<ScalarUDF>> {
    Kind::ALL
        .iter()
        .map(|&kind| Arc::new(ScalarUDF::from(UuidFunction::new(kind))))
        .collect()
}

/// Registers every function of [`functions`] in `registry`: a `SessionContext`'s state,
/// or a `SessionState` before a context is made of it (as Ballista's standalone
/// cluster needs; see the crate docs). A function of the same name already there is
/// replaced; DataFusion's own `uuid()` is kept, as no function here has its name.
///
/// ```
/// use datafusion::prelude::SessionContext;
///
/// # tokio::runtime::Runtime::new()?.block_on(async {
/// let mut ctx = SessionContext::new();
/// uuid_runtime_datafusion::register_all(&mut ctx)?;
/// let batches = ctx
///     .sql("SELECT uuid_format(uuid_generate_v5(uuid_ns_dns(), 'www.example.com')) AS id")
///     .await?
///     .collect()
///     .await?;
/// let ids = batches[0].column(0).as_any().downcast_ref::<datafusion::arrow::array::StringArray>().unwrap();
/// assert_eq!(ids.value(0), "2ed6657d-e927-568b-95e1-2665a8aea6a2");
/// # Ok::<(), datafusion::error::DataFusionError>(())
/// # })?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn register_all(registry: &mut dyn FunctionRegistry) -> datafusion::error::Result<()> {
    for function in functions() {
        registry.register_udf(function)?;
    }
    Ok(())
}

/// What the crate's tests reach into: not part of the API, and may change in any release.
#[doc(hidden)]
pub mod __private {
    /// `nanos` (since the Unix epoch) shifted by the interval (`months`, `days`,
    /// `interval_nanos`) as `uuidv7(interval)` shifts the clock: PostgreSQL 18's
    /// `timestamptz + interval` in UTC.
    pub fn shift_nanos(nanos: i128, months: i32, days: i32, interval_nanos: i64) -> i128 {
        crate::time::shifted(
            nanos,
            crate::time::Shift {
                months,
                days,
                nanos: interval_nanos,
            },
        )
    }
}
