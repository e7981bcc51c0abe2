"""A ClickHouse HTTP interface in front of chdb (ClickHouse embedded, from PyPI), for the
`clickhouse` crate's `Client` in `tests/analytics/clickhouse.rs` (started by
`tests/support/src/clickhouse.rs`).

    clickhouse_front.py DIR

It keeps one chdb session in DIR/db, listens on 127.0.0.1 at a free port, writes
`listening on 127.0.0.1:PORT` and then every error to DIR/front.log, and serves until it
is killed. What it serves is what the crate sends (ClickHouse's HTTP interface, the
parts the tests use):

- `GET /ping`: `Ok.`
- `POST /?default_format=F&...`: the body is a query, answered in format F (ClickHouse's
  `TabSeparated` without one); or, with the `query` parameter, an `INSERT ... FORMAT F`
  whose rows are the body (chunked or not), run as `INSERT ... FROM INFILE` on a copy of
  them. Other settings are ignored.
- An error is status 500 with ClickHouse's own message (`Code: 62. DB::Exception: ...`)
  and its code in `X-ClickHouse-Exception-Code`, which the crate reports.
"""

import http.server
import os
import re
import sys
import tempfile
import threading
import urllib.parse

from chdb import session

INSERT = re.compile(r"^\s*(INSERT\s+INTO\s+.*?)\s+FORMAT\s+(\w+)\s*$", re.IGNORECASE | re.DOTALL)
CODE = re.compile(r"Code: (\d+)\.")


class Front(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Each reply in one segment, now: with Nagle's algorithm a request costs ~45 ms.
    disable_nagle_algorithm = True
    # Set in `main`: the session, the lock that serialises its use, the log.
    chdb = None
    lock = threading.Lock()
    log = None
    spool = None

    def log_message(self, format, *args):  # noqa: A002 (the base class's name)
        pass

    def reply(self, status, body, headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def body(self):
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            chunks = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip(), 16)
                if size == 0:
                    # Trailers, up to the empty line.
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass
                    return b"".join(chunks)
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
        return self.rfile.read(int(self.headers.get("Content-Length", "0")))

    def do_GET(self):  # noqa: N802 (the base class's name)
        if urllib.parse.urlsplit(self.path).path == "/ping":
            self.reply(200, b"Ok.\n")
        else:
            self.reply(404, b"only /ping and POST queries\n")

    def do_POST(self):  # noqa: N802
        params = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(self.path).query))
        body = self.body()
        fmt = params.get("default_format", "TabSeparated")
        try:
            if "multipart" in self.headers.get("Content-Type", ""):
                raise RuntimeError("Code: 48. DB::Exception: query parameters are not served here")
            if "query" in params:
                result = self.insert(params["query"], body)
            else:
                with self.lock:
                    result = self.chdb.query(body.decode(), fmt).bytes()
        except Exception as err:  # chdb raises its own error types, with ClickHouse's text
            text = str(err)
            print(f"error: {text}", file=self.log, flush=True)
            code = CODE.search(text)
            headers = [("X-ClickHouse-Exception-Code", code.group(1))] if code else []
            self.reply(500, text.encode() + b"\n", headers)
            return
        self.reply(200, result, [("X-ClickHouse-Format", fmt)])

    def insert(self, query, rows):
        match = INSERT.match(query)
        if match is None:
            raise RuntimeError(f"Code: 62. DB::Exception: not an INSERT ... FORMAT: {query}")
        with self.lock:
            path = os.path.join(self.spool, "rows.bin")
            with open(path, "wb") as file:
                file.write(rows)
            quoted = path.replace("'", "''")
            self.chdb.query(f"{match.group(1)} FROM INFILE '{quoted}' FORMAT {match.group(2)}")
        return b""


def main(args):
    if len(args) != 1:
        sys.exit(__doc__)
    directory = args[0]
    Front.log = open(os.path.join(directory, "front.log"), "a")
    Front.chdb = session.Session(os.path.join(directory, "db"))
    Front.spool = tempfile.mkdtemp(dir=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Front)
    host, port = server.server_address
    print(f"listening on {host}:{port}", file=Front.log, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main(sys.argv[1:])
