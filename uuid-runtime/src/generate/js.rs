//! The JavaScript host's clock, for `wasm32-unknown-unknown` (feature `js`), where
//! `SystemTime::now` panics. The random seed comes from the host too: getrandom's
//! `wasm_js` backend calls Web Crypto's `crypto.getRandomValues`.

use std::time::Duration;

use wasm_bindgen::prelude::wasm_bindgen;

// SAFETY: each signature is the JavaScript API's (numbers are `f64`; a global that a host
// may lack is an `Option`), and wasm-bindgen generates the glue that checks the values
// crossing over. Not under Miri (no JavaScript host): the wasm32 tests in Node run it.
#[wasm_bindgen]
unsafe extern "C" {
    /// `Date.now()`: whole milliseconds of the wall clock, in every JavaScript host.
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;

    type Performance;

    /// `performance` (browsers, workers, Node 16+, Deno, Bun), if the host has one.
    #[wasm_bindgen(thread_local_v2, js_namespace = globalThis, js_name = performance)]
    static PERFORMANCE: Option<Performance>;

    /// `performance.timeOrigin`: when `performance.now()` was 0, in Unix milliseconds.
    #[wasm_bindgen(thread_local_v2, js_namespace = ["globalThis", "performance"], js_name = timeOrigin)]
    static TIME_ORIGIN: Option<f64>;

    /// Milliseconds since `timeOrigin`, with a fraction: microseconds or finer in Node,
    /// 5 µs to 1 ms in browsers (which coarsen it).
    #[wasm_bindgen(method)]
    fn now(this: &Performance) -> f64;
}

/// The host's wall clock since the Unix epoch, or zero before it.
///
/// `performance.timeOrigin + performance.now()` where it agrees with `Date.now()` to
/// within a millisecond: it carries the fraction of the millisecond that `Date.now()`
/// drops. It follows a monotonic clock, though, which drifts from the wall clock over
/// time and may stop while the computer sleeps; once it is further off than that,
/// `Date.now()` alone.
pub(super) fn system_time_now() -> Duration {
    let wall = date_now();
    let precise = TIME_ORIGIN.with(|origin| *origin).and_then(|origin| {
        PERFORMANCE.with(|performance| Some(origin + performance.as_ref()?.now()))
    });
    match precise {
        Some(precise) if (precise - wall).abs() < 1.0 => from_millis(precise),
        _ => from_millis(wall),
    }
}

/// Unix milliseconds with a fraction as a duration: zero before 1970 (or for what is not
/// a number), saturating far in the future.
#[allow(clippy::cast_sign_loss)] // Not negative, and the casts saturate.
fn from_millis(millis: f64) -> Duration {
    if millis.is_nan() || millis < 0.0 {
        return Duration::ZERO;
    }
    let whole = millis.trunc();
    Duration::from_millis(whole as u64) + Duration::from_nanos(((millis - whole) * 1e6) as u64)
}
