//! The throwaway server itself: reachable on both its Unix socket and TCP port.

use std::io::Read;
use std::net::TcpStream;
use std::os::unix::net::UnixStream;

use crate::server_or_skip;

/// The server's first packet on a new connection (the protocol's initial handshake):
/// protocol version 10, then the server's version, NUL-terminated.
fn greeting(mut stream: impl Read) -> (u8, String) {
    let mut header = [0; 4];
    stream.read_exact(&mut header).unwrap();
    let length =
        usize::from(header[0]) | usize::from(header[1]) << 8 | usize::from(header[2]) << 16;
    let mut payload = vec![0; length];
    stream.read_exact(&mut payload).unwrap();
    let end = payload.iter().position(|&byte| byte == 0).unwrap();
    (
        payload[0],
        String::from_utf8(payload[1..end].to_vec()).unwrap(),
    )
}

#[test]
fn the_server_greets_on_its_socket_and_its_port() {
    let server = server_or_skip!();
    let number = server.version().split_whitespace().nth(2).unwrap();
    for (protocol, version) in [
        greeting(UnixStream::connect(server.socket()).unwrap()),
        greeting(TcpStream::connect((server.host(), server.port())).unwrap()),
    ] {
        assert_eq!(protocol, 10);
        // MariaDB prefixes `5.5.5-` for clients that read only the first number.
        assert!(version.ends_with(number), "{version}: {number}");
        assert!(version.contains("MariaDB"), "{version}");
    }
    assert!(
        server
            .url()
            .starts_with("mysql://toolkit:toolkit-password@127.0.0.1:")
    );
}
