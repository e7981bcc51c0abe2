//! `--demo`: a few real HTTP requests to the running service, over a plain `TcpStream`
//! (HTTP/1.1, one request per connection), each printed with the response.

use std::error::Error;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};

use serde_json::{Value, json};
use uuid_runtime::Uuid;

use crate::ids::{OrderId, UserId};

type Result<T> = std::result::Result<T, Box<dyn Error + Send + Sync>>;

/// Sends the requests to the service at `address`; returns the first user's ID.
pub fn run(address: SocketAddr) -> Result<UserId> {
    let client = Client { address };
    println!("service at http://{address}\n");

    let ada = client.send("POST", "/users", Some(json!({"name": "ada"})))?;
    let ada: UserId = text(&ada["id"])?.parse()?;
    client.send("POST", "/users", Some(json!({"name": "grace"})))?;
    client.send("GET", &format!("/users/{ada}"), None)?;
    let order = client.send(
        "POST",
        "/orders",
        Some(json!({"user_id": ada.to_string(), "item": "keyboard"})),
    )?;
    let order: OrderId = text(&order["id"])?.parse()?;
    client.send(
        "POST",
        "/orders",
        Some(json!({"user_id": ada.to_string(), "item": "lamp"})),
    )?;
    client.send("GET", &format!("/users/{ada}/orders"), None)?;
    client.send("GET", &format!("/orders/{order}"), None)?;

    println!("IDs of the wrong kind, or of a user that does not exist:\n");
    client.send("GET", &format!("/users/{order}"), None)?;
    client.send(
        "POST",
        "/orders",
        Some(json!({"user_id": order.to_string(), "item": "mouse"})),
    )?;
    let v4 = format!("user_{}", Uuid::new_v4().typeid_suffix());
    client.send("GET", &format!("/users/{v4}"), None)?;
    client.send("GET", &format!("/users/{}", UserId::new()), None)?;

    println!("GraphQL:\n");
    let query = format!(r#"{{ user(id: "{ada}") {{ id name orders {{ id item }} }} }}"#);
    client.send("POST", "/graphql", Some(json!({"query": query})))?;
    let query = format!(r#"{{ user(id: "{order}") {{ name }} }}"#);
    client.send("POST", "/graphql", Some(json!({"query": query})))?;
    let node = "{ node(id: \"ID\") { ... on User { id name } ... on Order { id item } } }";
    for id in [ada.to_string(), order.to_string()] {
        let query = node.replace("ID", &id);
        client.send("POST", "/graphql", Some(json!({"query": query})))?;
    }
    let team = format!("team_{}", Uuid::now_v7().typeid_suffix());
    let query = node.replace("ID", &team);
    client.send("POST", "/graphql", Some(json!({"query": query})))?;

    println!("OpenAPI:\n");
    let document = client.get_quietly("/openapi.json")?;
    println!(
        "GET /openapi.json\n  components.schemas.UserId: {}\n  GET /users/{{id}} takes: {}",
        document["components"]["schemas"]["UserId"],
        document["paths"]["/users/{id}"]["get"]["parameters"][0]["schema"],
    );
    Ok(ada)
}

/// `value` as a string.
fn text(value: &Value) -> Result<&str> {
    value
        .as_str()
        .ok_or_else(|| format!("expected a string, found {value}").into())
}

struct Client {
    address: SocketAddr,
}

impl Client {
    /// Sends a request, prints it and the response, and returns the response's JSON.
    fn send(&self, method: &str, path: &str, body: Option<Value>) -> Result<Value> {
        let body = body.map(|body| body.to_string());
        match &body {
            Some(body) => println!("{method} {path} {body}"),
            None => println!("{method} {path}"),
        }
        let (status, response) = self.exchange(method, path, body.as_deref())?;
        println!("  {status} {response}\n");
        Ok(response)
    }

    /// `GET path`, printing nothing.
    fn get_quietly(&self, path: &str) -> Result<Value> {
        let (status, response) = self.exchange("GET", path, None)?;
        if !status.starts_with("200 ") {
            return Err(format!("GET {path}: {status} {response}").into());
        }
        Ok(response)
    }

    /// The status line's code and reason, and the JSON body, of the response to one
    /// request on a connection of its own.
    fn exchange(&self, method: &str, path: &str, body: Option<&str>) -> Result<(String, Value)> {
        let mut stream = TcpStream::connect(self.address)?;
        let body = body.unwrap_or("");
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.address,
            body.len(),
        )?;
        let mut response = String::new();
        stream.read_to_string(&mut response)?;
        let (head, body) = response
            .split_once("\r\n\r\n")
            .ok_or("a response without a blank line after its head")?;
        let status = head
            .lines()
            .next()
            .and_then(|line| line.strip_prefix("HTTP/1.1 "))
            .ok_or_else(|| format!("not an HTTP/1.1 status line: {head}"))?;
        Ok((status.to_owned(), serde_json::from_str(body)?))
    }
}
