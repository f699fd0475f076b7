//! The sharing server: a thread running a one-threaded tokio runtime with
//! axum, started by [`Sharing::start`] and stopped when the [`Sharing`]
//! is dropped. The window (or `tablekeeper serve`) hands it each new
//! state of the session with [`Sharing::update`], and the standings of its
//! event (if it was started from an event's table) with
//! [`Sharing::set_event`]; every open page gets them within moments,
//! rendered once per language and change, the same bytes for every
//! viewer. Connections are accepted and limited in `conn`; each request is
//! counted (`Rate`), its host checked, then its token.

use std::collections::HashMap;
use std::convert::Infallible;
use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Extension, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::Response;
use futures_util::StreamExt;
use tokio::sync::{oneshot, watch};

use super::conn::{self, Caller, Places};
use super::limits::{Limits, Rate, local_host};
use super::snapshot::Board;
use super::{page, snapshot, view};
use crate::i18n::I18n;
use crate::session::Session;

/// Every answer's headers: nothing cached (the address is a secret, the
/// page changes), nothing from elsewhere, the address never sent on.
const HEADERS: [(&str, &str); 5] = [
    (
        "content-security-policy",
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ),
    ("cache-control", "no-store"),
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "no-referrer"),
    ("x-frame-options", "DENY"),
];

/// The session as the server has it: the `version`-th change shared.
struct Feed {
    version: u64,
    session: Arc<Session>,
    /// The standings of the session's event, if any.
    event: Option<Arc<Board>>,
}

/// An event stream's message before the page's JSON, and after it.
const FRAME_HEAD: &[u8] = b"event: change\ndata: ";
const FRAME_TAIL: &[u8] = b"\n\n";
/// How often an open event stream gets a comment, so that a connection
/// gone without a word is noticed and no proxy closes a quiet one.
const PING: Duration = Duration::from_secs(15);

/// What the request handlers share.
struct Shared {
    token: String,
    feed: watch::Receiver<Feed>,
    rate: Rate,
    /// The page's files of the session per language, for the version
    /// they were made for: made once per change and language, and the
    /// same bytes sent to every viewer (never a copy each).
    rendered: Mutex<HashMap<&'static str, Rendered>>,
}

/// What is made of one change of the session in one language.
#[derive(Clone)]
struct Rendered {
    version: u64,
    /// The event stream's message of the page's JSON.
    frame: Bytes,
    /// The page's HTML, the standings in it.
    html: Bytes,
    /// The seats' colours (`seats.css`).
    colours: Bytes,
}

impl Shared {
    /// The page's files for the feed's current session in `i18n`'s
    /// language; the feed marks it seen.
    fn rendered(&self, i18n: &I18n, feed: &mut watch::Receiver<Feed>) -> Rendered {
        let (version, session, event) = {
            let f = feed.borrow_and_update();
            (f.version, f.session.clone(), f.event.clone())
        };
        let mut cache = self.rendered.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(r) = cache.get(i18n.code())
            && r.version == version
        {
            return r.clone();
        }
        let snapshot = snapshot::build(i18n, version, &session, event.as_deref());
        let json = snapshot::json(&snapshot);
        let mut frame = Vec::with_capacity(FRAME_HEAD.len() + json.len() + FRAME_TAIL.len());
        frame.extend_from_slice(FRAME_HEAD);
        frame.extend_from_slice(json.as_bytes());
        frame.extend_from_slice(FRAME_TAIL);
        let made = Rendered {
            version,
            frame: Bytes::from(frame),
            html: Bytes::from(view::page(&snapshot)),
            colours: Bytes::from(view::colours(&snapshot)),
        };
        cache.insert(i18n.code(), made.clone());
        made
    }

    /// The event stream's message for the feed's current session in
    /// `i18n`'s language (the JSON between [`FRAME_HEAD`] and
    /// [`FRAME_TAIL`]); the feed marks it seen.
    fn frame(&self, i18n: &I18n, feed: &mut watch::Receiver<Feed>) -> Bytes {
        self.rendered(i18n, feed).frame
    }

    /// The page's files now, in `i18n`'s language.
    fn now(&self, i18n: &I18n) -> Rendered {
        self.rendered(i18n, &mut self.feed.clone())
    }

    /// The page's JSON now, in `i18n`'s language (the frame's middle).
    fn json(&self, i18n: &I18n) -> Bytes {
        let frame = self.now(i18n).frame;
        frame.slice(FRAME_HEAD.len()..frame.len() - FRAME_TAIL.len())
    }
}

/// A running share: its address, and the way to feed it.
pub struct Sharing {
    addr: SocketAddr,
    token: String,
    feed: watch::Sender<Feed>,
    places: Arc<Places>,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl std::fmt::Debug for Sharing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sharing").field("addr", &self.addr).finish()
    }
}

impl Sharing {
    /// Starts serving `session` on `bind` (port 0: any free one) within
    /// the default [`Limits`]. Fails if the address cannot be bound or no
    /// random token can be drawn.
    pub fn start(bind: SocketAddr, session: &Session) -> io::Result<Sharing> {
        Sharing::start_with(bind, session, Limits::default())
    }

    /// [`Sharing::start`] within `limits`.
    pub fn start_with(bind: SocketAddr, session: &Session, limits: Limits) -> io::Result<Sharing> {
        let token = token()?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()?;
        let listener = {
            let _within = runtime.enter();
            conn::listen(bind)?
        };
        let addr = listener.local_addr()?;
        let (feed, rx) = watch::channel(Feed {
            version: 1,
            session: Arc::new(session.clone()),
            event: None,
        });
        let shared = Arc::new(Shared {
            token: token.clone(),
            feed: rx,
            rate: Rate::new(&limits),
            rendered: Mutex::new(HashMap::new()),
        });
        let places = Places::new(limits.connections);
        let (stop, stopped) = oneshot::channel::<()>();
        let held = places.clone();
        let thread = std::thread::Builder::new()
            .name("tablekeeper-share".into())
            .spawn(move || {
                runtime.block_on(async move {
                    let app = Router::new().fallback(answer).with_state(shared);
                    let serve = std::pin::pin!(conn::accept(listener, app, held, limits));
                    // Until stopped; then the runtime, and every
                    // connection with it, is dropped.
                    let _ = futures_util::future::select(serve, stopped).await;
                });
            })?;
        Ok(Sharing {
            addr,
            token,
            feed,
            places,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// Shares the session as it is now.
    pub fn update(&self, session: &Session) {
        self.feed.send_modify(|f| {
            f.version += 1;
            f.session = Arc::new(session.clone());
        });
    }

    /// Shows `event`'s standings under the session from now on (none:
    /// none shown).
    pub fn set_event(&self, event: Option<Board>) {
        self.feed.send_modify(|f| {
            f.version += 1;
            f.event = event.map(Arc::new);
        });
    }

    /// Connections open now: viewers', and any others not yet closed.
    pub fn connections(&self) -> usize {
        self.places.open()
    }

    /// The address bound.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The page's address as a browser opens it: on `host` (the address a
    /// phone reaches this computer at), else the one bound.
    pub fn url(&self, host: Option<IpAddr>) -> String {
        let ip = match (host, self.addr.ip()) {
            (Some(h), _) => h,
            (None, ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
            (None, ip) => ip,
        };
        let at = SocketAddr::new(ip, self.addr.port());
        format!("http://{at}/{}/", self.token)
    }
}

impl Drop for Sharing {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The address other computers on the local network reach this one at, if
/// it has one: the one it would send from (nothing is sent).
pub fn lan_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

/// 128 random bits from the system, as 32 hexadecimal digits.
fn token() -> io::Result<String> {
    let mut bits = [0u8; 16];
    getrandom::fill(&mut bits).map_err(|e| io::Error::other(e.to_string()))?;
    Ok(bits.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `given` is `token`, compared without stopping at the first
/// difference (the time taken says nothing of how much was right).
fn same(given: &str, token: &str) -> bool {
    given.len() == token.len()
        && given
            .bytes()
            .zip(token.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// Every request: counted against its address's rate (429 over it),
/// then its host (421 unless an address or `localhost`), the token (404
/// without it), the method (reading only), and the file.
async fn answer(
    State(shared): State<Arc<Shared>>,
    Extension(caller): Extension<Caller>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let path = uri.path().strip_prefix('/').unwrap_or("");
    let (given, file) = path.split_once('/').unwrap_or((path, ""));
    let reply = if !shared.rate.allow(caller.ip, Instant::now()) {
        let mut r = plain(StatusCode::TOO_MANY_REQUESTS);
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        r
    } else if !addressed_here(&uri, &headers) {
        plain(StatusCode::MISDIRECTED_REQUEST)
    } else if !same(given, &shared.token) {
        plain(StatusCode::NOT_FOUND)
    } else if method != Method::GET && method != Method::HEAD {
        let mut r = plain(StatusCode::METHOD_NOT_ALLOWED);
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        r
    } else if !path.contains('/') {
        // The token without its slash: the page is one below.
        let mut r = plain(StatusCode::PERMANENT_REDIRECT);
        if let Ok(to) = HeaderValue::from_str(&format!("/{given}/")) {
            r.headers_mut().insert(header::LOCATION, to);
        }
        r
    } else {
        let accept = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok());
        let i18n = page::language(accept);
        match file {
            "" => typed(shared.now(i18n).html, "text/html; charset=utf-8"),
            "page.js" => typed(page::SCRIPT, "text/javascript; charset=utf-8"),
            "page.css" => typed(page::STYLE, "text/css; charset=utf-8"),
            "seats.css" => typed(shared.now(i18n).colours, "text/css; charset=utf-8"),
            "state" => typed(shared.json(i18n), "application/json"),
            "events" => events(shared.clone(), i18n, caller.streams),
            _ => plain(StatusCode::NOT_FOUND),
        }
    };
    secure(reply)
}

/// Whether the request names this computer by address or as `localhost`
/// (one `Host`, and the address's own authority if it has one): see
/// [`local_host`].
fn addressed_here(uri: &Uri, headers: &HeaderMap) -> bool {
    let mut hosts = headers.get_all(header::HOST).iter();
    let host = match (hosts.next(), hosts.next()) {
        (Some(host), None) => host.to_str().ok(),
        _ => None,
    };
    host.is_some_and(local_host) && uri.authority().is_none_or(|a| local_host(a.as_str()))
}

/// An open event stream, counted on its connection while it lasts.
struct Streaming(Arc<AtomicUsize>);

impl Streaming {
    fn new(count: Arc<AtomicUsize>) -> Self {
        count.fetch_add(1, Ordering::Relaxed);
        Streaming(count)
    }
}

impl Drop for Streaming {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The stream of changes: the session now, then each change as it comes
/// (a viewer that falls behind gets the newest, not every one), and a
/// comment every [`PING`].
fn events(shared: Arc<Shared>, i18n: &'static I18n, streams: Arc<AtomicUsize>) -> Response {
    let open = Streaming::new(streams);
    let feed = shared.feed.clone();
    let changes = futures_util::stream::unfold(
        (feed, true, shared, open),
        move |(mut feed, first, shared, open)| async move {
            if !first && feed.changed().await.is_err() {
                return None;
            }
            let frame = shared.frame(i18n, &mut feed);
            Some((frame, (feed, false, shared, open)))
        },
    );
    let pings = futures_util::stream::unfold((), |()| async {
        tokio::time::sleep(PING).await;
        Some((Bytes::from_static(b":\n\n"), ()))
    });
    let stream = futures_util::stream::select(changes, pings).map(Ok::<Bytes, Infallible>);
    typed(Body::from_stream(stream), "text/event-stream")
}

fn typed(body: impl Into<Body>, kind: &'static str) -> Response {
    let mut r = Response::new(body.into());
    r.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    r
}

fn plain(status: StatusCode) -> Response {
    let mut r = Response::new(Body::from(
        status.canonical_reason().unwrap_or("").to_owned(),
    ));
    *r.status_mut() = status;
    r
}

fn secure(mut r: Response) -> Response {
    for (name, value) in HEADERS {
        r.headers_mut()
            .insert(name, HeaderValue::from_static(value));
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_differ() {
        let (a, b) = (token().unwrap(), token().unwrap());
        assert_eq!(a.len(), 32);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert!(same(&a, &a.clone()) && !same(&a, &b) && !same("", &a));
    }
}
