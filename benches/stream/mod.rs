//! The live page's event stream as the load benchmarks read it: a GET of
//! `<path>events` on a connection of its own, each version it receives
//! handed on as it comes.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;

/// Opens the event stream of the page at `path` on `addr` (sent as its
/// Host) and calls `each` with every version received, until the stream
/// ends or `each` says to stop (false).
pub fn versions(addr: &str, path: &str, mut each: impl FnMut(u64) -> bool) {
    let mut conn = TcpStream::connect(addr).unwrap_or_else(|e| panic!("{e}"));
    let _ = write!(
        conn,
        "GET {path}events HTTP/1.1\r\nHost: {addr}\r\nAccept-Language: en\r\n\r\n"
    );
    for line in BufReader::new(conn).lines() {
        let Ok(line) = line else { break };
        let Some(json) = line.strip_prefix("data: ") else {
            continue;
        };
        let version = json
            .split_once("\"version\":")
            .and_then(|(_, v)| v.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok())
            .unwrap_or(0);
        if !each(version) {
            break;
        }
    }
}
