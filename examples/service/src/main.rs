//! A small web service whose IDs are typed from the database to the API: SeaORM stores
//! them in an embedded SQLite database, axum routes take them in paths and JSON bodies,
//! and the service serves a GraphQL endpoint and an OpenAPI document that name them.
//! Everywhere outside the database an ID is its TypeID (`user_01h455vb4pex5vsknk084sn02q`),
//! and an ID of the wrong kind is refused with the parser's own words.
//!
//! ```text
//! cargo run -p example-service                # serve on 127.0.0.1:3000
//! cargo run -p example-service -- --demo      # start, send itself a few requests, print them, exit
//! cargo run -p example-service -- --openapi   # print the OpenAPI document and exit
//! ```
//!
//! Routes: `POST /users`, `GET /users/{id}`, `GET /users/{id}/orders`, `POST /orders`,
//! `GET /orders/{id}`, `POST /graphql`, `GET /openapi.json`.

mod api;
mod demo;
mod graphql;
mod ids;
mod rest;
mod store;

use std::error::Error;
use std::net::SocketAddr;
use std::process::ExitCode;

use clap::Parser;
use tokio::net::TcpListener;

use crate::graphql::ServiceSchema;
use crate::store::Store;

#[derive(Parser)]
#[command(about = "A web service whose routes, GraphQL and OpenAPI take typed IDs")]
struct Args {
    /// Start on a free port of 127.0.0.1, send a few requests, print them and exit.
    #[arg(long)]
    demo: bool,
    /// Print the OpenAPI document (what `GET /openapi.json` serves) and exit.
    #[arg(long, conflicts_with = "demo")]
    openapi: bool,
    /// Where to listen (without `--demo`).
    #[arg(long, default_value = "127.0.0.1:3000")]
    listen: SocketAddr,
    /// The SQLite database (`sqlite://service.db?mode=rwc` keeps a file).
    #[arg(long, default_value = "sqlite::memory:")]
    database: String,
}

/// What every route reaches.
#[derive(Clone)]
pub struct App {
    store: Store,
    schema: ServiceSchema,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if args.openapi {
        println!("{}", rest::document());
        return ExitCode::SUCCESS;
    }
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &Args) -> Result<(), Box<dyn Error + Send + Sync>> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let store = Store::open(&args.database).await?;
        let app = App {
            schema: graphql::schema(store.clone()),
            store: store.clone(),
        };
        let router = rest::router(app);
        let address = if args.demo {
            SocketAddr::from(([127, 0, 0, 1], 0))
        } else {
            args.listen
        };
        let listener = TcpListener::bind(address)
            .await
            .map_err(|error| format!("cannot listen on {address}: {error}"))?;
        let address = listener.local_addr()?;
        if !args.demo {
            println!("listening on http://{address}");
            axum::serve(listener, router).await?;
            return Ok(());
        }
        // The server runs on this thread's runtime while the demo's blocking client
        // talks to it from another.
        tokio::spawn(axum::serve(listener, router).into_future());
        let user = tokio::task::spawn_blocking(move || demo::run(address)).await??;
        if let Some((kind, size)) = store.stored_key(user).await? {
            println!("\nin SQLite, the key of {user} is a {kind} of {size} bytes");
        }
        Ok(())
    })
}
