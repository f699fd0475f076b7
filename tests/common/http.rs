//! A browser's requests in the smallest form: one HTTP/1.1 request on its
//! own connection, read to its end, or many one after another on one kept
//! alive (the live page's tests).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// One request; the status line's code, the headers (lower-cased names)
/// and the body.
pub fn get(addr: SocketAddr, request: &str) -> (u16, Vec<(String, String)>, String) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    let mut lines = head.lines();
    let code = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    (code, headers, body.to_owned())
}

/// A German browser's GET of `path` on the address it was given
/// (`Host: 127.0.0.1`), its connection closed after.
pub fn request(path: &str) -> String {
    request_to(path, "127.0.0.1")
}

/// [`request`] naming `host` in its `Host` header.
pub fn request_to(path: &str, host: &str) -> String {
    format!(
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept-Language: de-DE,de;q=0.9\r\nConnection: close\r\n\r\n"
    )
}

/// A connection kept alive: requests go one after another on it.
pub struct KeptAlive {
    reader: BufReader<TcpStream>,
}

impl KeptAlive {
    pub fn open(addr: SocketAddr) -> KeptAlive {
        let stream = TcpStream::connect(addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        KeptAlive {
            reader: BufReader::new(stream),
        }
    }

    /// GETs `path` and reads the answer (by its `content-length`): its
    /// status code, 0 when the connection ended first.
    pub fn get(&mut self, path: &str) -> u16 {
        let ask = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        if self.reader.get_mut().write_all(ask.as_bytes()).is_err() {
            return 0;
        }
        let mut code = 0;
        let mut length = 0;
        loop {
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(0) | Err(_) => return 0,
                Ok(_) => {}
            }
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if code == 0 {
                code = line
                    .split(' ')
                    .nth(1)
                    .and_then(|c| c.parse().ok())
                    .unwrap_or(0);
            } else if let Some((name, value)) = line.split_once(':')
                && name.eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse().unwrap();
            }
        }
        let mut body = vec![0; length];
        if self.reader.read_exact(&mut body).is_err() {
            return 0;
        }
        code
    }

    /// Whether the server closed the connection (a read ends) within
    /// `within`, nothing having been asked.
    pub fn closed_within(&mut self, within: Duration) -> bool {
        self.reader
            .get_ref()
            .set_read_timeout(Some(within))
            .unwrap();
        closed(&mut self.reader, within)
    }
}

/// Whether `stream` ends (EOF or reset, after whatever it still held)
/// within `within`; false when a read waits that long.
pub fn closed(stream: &mut impl Read, within: Duration) -> bool {
    let started = std::time::Instant::now();
    let mut chunk = [0u8; 64 * 1024];
    loop {
        match stream.read(&mut chunk) {
            Ok(0) => return true,
            Ok(_) if started.elapsed() < within => {}
            Ok(_) => return false,
            Err(e) => {
                return !matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                );
            }
        }
    }
}

pub fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}
