//! Connections to the live page: accepted here and served one by one with
//! hyper's HTTP/1 (axum's `serve` sets no timer, so no header timeout),
//! each holding a place among [`Limits::connections`]. A connection that
//! sends no headers in time, or sits idle after its answer, is closed by
//! hyper's header-read timeout; one whose answer waits on a client that
//! does not read is closed by [`Stalled`]; when every place is taken, a
//! new connection closes the oldest that has no event stream open, so a
//! viewer gets in while others hold connections and send nothing.

use std::collections::BTreeMap;
use std::future::Future;
use std::io;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::http::Request;
use futures_util::future::select;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tokio::sync::Notify;
use tower::ServiceExt;

use super::limits::Limits;

/// The most a connection's read buffer (so a request's headers) and its
/// buffered answer may take; a request with longer headers gets 431.
const BUFFER: usize = 16 * 1024;
/// The system's send buffer for each connection (Linux doubles it): small
/// enough that a client that stops reading soon leaves a write waiting
/// (and is dropped, see [`Stalled`]) and holds little of the system's
/// memory, large enough for a page on a slow network.
const SEND_BUFFER: u32 = 64 * 1024;
/// Connections the system may hold for us before they are accepted.
const BACKLOG: u32 = 1024;

/// Who a request came from, put on each request for the handler.
#[derive(Clone)]
pub struct Caller {
    /// The address it came from.
    pub ip: IpAddr,
    /// Its connection's open event streams: while one is, the connection
    /// is never closed to make room.
    pub streams: Arc<AtomicUsize>,
}

/// The places for connections, in the order they were taken.
pub struct Places {
    most: usize,
    taken: Mutex<Taken>,
}

#[derive(Default)]
struct Taken {
    next: u64,
    open: BTreeMap<u64, Held>,
}

struct Held {
    streams: Arc<AtomicUsize>,
    close: Arc<Notify>,
}

/// A connection's place, given back when dropped.
pub struct Place {
    id: u64,
    places: Arc<Places>,
    streams: Arc<AtomicUsize>,
    close: Arc<Notify>,
}

impl Places {
    /// Room for `most` connections.
    pub fn new(most: usize) -> Arc<Self> {
        Arc::new(Places {
            most,
            taken: Mutex::new(Taken::default()),
        })
    }

    /// Connections open now.
    pub fn open(&self) -> usize {
        self.lock().open.len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Taken> {
        self.taken.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A place for a new connection: a free one, else the oldest one
    /// without an open event stream, whose connection is told to close;
    /// none when every connection has a stream open.
    pub fn take(self: &Arc<Self>) -> Option<Place> {
        let mut taken = self.lock();
        if taken.open.len() >= self.most {
            let idle = taken
                .open
                .iter()
                .find(|(_, held)| held.streams.load(Ordering::Relaxed) == 0)
                .map(|(id, _)| *id)?;
            if let Some(held) = taken.open.remove(&idle) {
                held.close.notify_one();
            }
        }
        let id = taken.next;
        taken.next += 1;
        let held = Held {
            streams: Arc::new(AtomicUsize::new(0)),
            close: Arc::new(Notify::new()),
        };
        let place = Place {
            id,
            places: self.clone(),
            streams: held.streams.clone(),
            close: held.close.clone(),
        };
        taken.open.insert(id, held);
        Some(place)
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        self.places.lock().open.remove(&self.id);
    }
}

/// A listener on `bind` whose connections get [`SEND_BUFFER`] (they
/// inherit it). Called within the runtime that will serve it.
pub fn listen(bind: std::net::SocketAddr) -> io::Result<TcpListener> {
    let socket = if bind.is_ipv4() {
        TcpSocket::new_v4()?
    } else {
        TcpSocket::new_v6()?
    };
    // As std and tokio bind: a port just freed can be bound again at once
    // (Windows would let another program take it, so not there).
    #[cfg(not(windows))]
    socket.set_reuseaddr(true)?;
    socket.set_send_buffer_size(SEND_BUFFER)?;
    socket.bind(bind)?;
    socket.listen(BACKLOG)
}

/// Accepts connections on `listener` and serves `app` on each, within
/// `limits`, until the future is dropped.
pub async fn accept(listener: TcpListener, app: Router, places: Arc<Places>, limits: Limits) {
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(_) => {
                // Out of file descriptors, or a connection gone before
                // it was accepted: a moment, then on.
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        match places.take() {
            Some(place) => {
                tokio::spawn(serve(stream, place, app.clone(), limits));
            }
            None => {
                tokio::spawn(refuse(stream));
            }
        }
    }
}

/// Answers a connection over the limit: 503, then closed.
async fn refuse(mut stream: TcpStream) {
    let answer = b"HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\nconnection: close\r\nretry-after: 5\r\n\r\n";
    let _ = tokio::time::timeout(Duration::from_secs(1), stream.write_all(answer)).await;
}

/// Serves one connection until it ends, fails, times out or is told to
/// close (to make room).
async fn serve(stream: TcpStream, place: Place, app: Router, limits: Limits) {
    let Ok(peer) = stream.peer_addr() else {
        return;
    };
    let caller = Caller {
        ip: peer.ip(),
        streams: place.streams.clone(),
    };
    let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
        request.extensions_mut().insert(caller.clone());
        app.clone().oneshot(request.map(Body::new))
    });
    let io = TokioIo::new(Stalled::new(stream, limits.write_stall));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_read)
        .max_buf_size(BUFFER);
    let connection = http.serve_connection(io, service);
    let close = place.close.clone();
    let closed = close.notified();
    let _ = select(std::pin::pin!(connection), std::pin::pin!(closed)).await;
    drop(place);
}

/// A connection whose writes fail once one has waited longer than its
/// limit: the client stopped reading and the system's buffers are full.
/// Reading is not limited here (hyper times the headers).
pub struct Stalled {
    stream: TcpStream,
    limit: Duration,
    /// Running while a write waits.
    waiting: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl Stalled {
    /// `stream`, whose writes may wait at most `limit`.
    pub fn new(stream: TcpStream, limit: Duration) -> Self {
        Stalled {
            stream,
            limit,
            waiting: None,
        }
    }

    /// A write's outcome: on waiting, the time it has waited checked; on
    /// progress, the clock stopped.
    fn timed<T>(&mut self, cx: &mut Context<'_>, poll: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        if poll.is_ready() {
            self.waiting = None;
            return poll;
        }
        let limit = self.limit;
        let waiting = self
            .waiting
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(limit)));
        match waiting.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client read nothing",
            ))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl AsyncRead for Stalled {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Stalled {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.stream).poll_write(cx, buf);
        self.timed(cx, poll)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
        self.timed(cx, poll)
    }

    /// True, as for the socket: hyper then queues the answer's shared
    /// pieces instead of copying them into a buffer of each connection.
    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let poll = Pin::new(&mut self.stream).poll_flush(cx);
        self.timed(cx, poll)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_connection_takes_the_place_of_the_oldest_without_a_stream() {
        let places = Places::new(3);
        let a = places.take().unwrap();
        let b = places.take().unwrap();
        let c = places.take().unwrap();
        a.streams.fetch_add(1, Ordering::Relaxed);
        assert_eq!(places.open(), 3);
        // Full: the oldest without a stream (b) is told to close.
        let d = places.take().unwrap();
        assert_eq!(places.open(), 3);
        {
            let told = std::pin::pin!(b.close.notified());
            let mut cx = Context::from_waker(std::task::Waker::noop());
            assert!(told.poll(&mut cx).is_ready(), "b is told to close");
        }
        drop(b);
        assert_eq!(places.open(), 3, "b's place went to d already");
        // Every one streaming: no room.
        c.streams.fetch_add(1, Ordering::Relaxed);
        d.streams.fetch_add(1, Ordering::Relaxed);
        assert!(places.take().is_none());
        drop(c);
        assert_eq!(places.open(), 2);
        assert!(places.take().is_some());
        drop(a);
    }
}
