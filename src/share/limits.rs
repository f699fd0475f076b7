//! The server's limits: how many connections at once (more are answered
//! 503 and closed), and how many requests per second one address may make
//! (a token bucket; more are answered 429).

use std::collections::HashMap;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Connections served at once: the 200 viewers of the benchmark and room
/// to spare.
pub const MAX_CONNECTIONS: usize = 512;
/// Requests one address may make in a burst, then per second. A page
/// load is four requests; one computer may hold many tabs (the benchmark's
/// 200 viewers share one address).
const BURST: f64 = 600.0;
const PER_SECOND: f64 = 50.0;
/// Addresses remembered before the oldest are forgotten.
const ADDRESSES: usize = 4096;

/// A listener that serves at most [`MAX_CONNECTIONS`] connections at once.
pub struct Limited {
    inner: TcpListener,
    permits: Arc<Semaphore>,
}

impl Limited {
    pub fn new(inner: TcpListener) -> Self {
        Limited {
            inner,
            permits: Arc::new(Semaphore::new(MAX_CONNECTIONS)),
        }
    }
}

/// A connection holding its place among the [`MAX_CONNECTIONS`].
pub struct Counted {
    stream: TcpStream,
    _permit: OwnedSemaphorePermit,
}

impl Listener for Limited {
    type Io = Counted;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Counted, SocketAddr) {
        loop {
            let (stream, addr) = Listener::accept(&mut self.inner).await;
            match self.permits.clone().try_acquire_owned() {
                Ok(permit) => {
                    return (
                        Counted {
                            stream,
                            _permit: permit,
                        },
                        addr,
                    );
                }
                Err(_) => {
                    tokio::spawn(refuse(stream));
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.inner.local_addr()
    }
}

/// Answers a connection over the limit: 503, then closed.
async fn refuse(mut stream: TcpStream) {
    let answer = b"HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\nconnection: close\r\nretry-after: 5\r\n\r\n";
    let _ = tokio::time::timeout(Duration::from_secs(1), stream.write_all(answer)).await;
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// The address a request came from.
#[derive(Debug, Clone, Copy)]
pub struct Peer(pub IpAddr);

impl Connected<IncomingStream<'_, Limited>> for Peer {
    fn connect_info(stream: IncomingStream<'_, Limited>) -> Self {
        Peer(stream.remote_addr().ip())
    }
}

/// Requests per address: a token bucket each.
#[derive(Default)]
pub struct Rate {
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl Rate {
    /// Whether `ip` may make a request at `now` (and counts it).
    pub fn allow(&self, ip: IpAddr, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(PoisonError::into_inner);
        if buckets.len() >= ADDRESSES && !buckets.contains_key(&ip) {
            buckets.retain(|_, (_, at)| now.duration_since(*at) < Duration::from_secs(60));
            if buckets.len() >= ADDRESSES {
                return false;
            }
        }
        let (tokens, at) = buckets.entry(ip).or_insert((BURST, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * PER_SECOND).min(BURST);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_burst_then_its_rate() {
        let rate = Rate::default();
        let ip: IpAddr = [192, 168, 1, 9].into();
        let other: IpAddr = [192, 168, 1, 10].into();
        let t = Instant::now();
        let allowed = (0..1000).filter(|_| rate.allow(ip, t)).count();
        assert_eq!(allowed, BURST as usize);
        assert!(rate.allow(other, t), "another address has its own");
        assert!(!rate.allow(ip, t));
        assert!(
            rate.allow(ip, t + Duration::from_millis(100)),
            "5 more in 0.1 s"
        );
    }
}
