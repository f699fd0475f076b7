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
use std::sync::{Arc, Mutex, PoisonError, RwLock};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Extension, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::Response;
use futures_util::StreamExt;
use tokio::sync::{oneshot, watch};

use super::act::{self, Desk};
use super::conn::{self, Caller, Places};
use super::limits::{Limits, Rate, local_host};
use super::seats::{self, Links};
use super::snapshot::Board;
use super::{page, seat_view, snapshot, view};
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
pub(super) struct Feed {
    pub(super) version: u64,
    pub(super) session: Arc<Session>,
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
pub(super) struct Shared {
    token: String,
    /// The seats' links (none while seats are off).
    links: RwLock<Links>,
    /// Where the seats' acts go.
    pub(super) desk: Arc<Desk>,
    feed: watch::Receiver<Feed>,
    rate: Rate,
    limits: Limits,
    /// The page's files of the session per language (and seat, for a
    /// seat's page), for the version they were made for: made once per
    /// change, language and seat, and the same bytes sent to every viewer
    /// (never a copy each).
    rendered: Mutex<HashMap<(&'static str, Option<usize>), Rendered>>,
}

/// Whose link a request came by.
#[derive(Clone, Copy, PartialEq)]
enum Who {
    Viewer,
    Seat(usize),
}

impl Who {
    fn seat(self) -> Option<usize> {
        match self {
            Who::Viewer => None,
            Who::Seat(seat) => Some(seat),
        }
    }
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

impl Rendered {
    /// The viewer's page of `session` (the feed's change `version`) in
    /// `i18n`'s language, with `event`'s standings if given.
    fn new(i18n: &I18n, version: u64, session: &Session, event: Option<&Board>) -> Rendered {
        let snapshot = snapshot::build(i18n, version, session, event);
        let json = snapshot::json(&snapshot);
        let mut frame = Vec::with_capacity(FRAME_HEAD.len() + json.len() + FRAME_TAIL.len());
        frame.extend_from_slice(FRAME_HEAD);
        frame.extend_from_slice(json.as_bytes());
        frame.extend_from_slice(FRAME_TAIL);
        Rendered {
            version,
            frame: Bytes::from(frame),
            html: Bytes::from(view::page(&snapshot)),
            colours: Bytes::from(view::colours(&snapshot)),
        }
    }
}

impl Shared {
    /// The page's files for the feed's current session in `i18n`'s
    /// language, for `who`; the feed marks it seen. A seat's are the
    /// viewer's with the seat's part added to the JSON, so the whole page
    /// (its chart replays the log) is made once per change and language.
    fn rendered(&self, i18n: &I18n, who: Who, feed: &mut watch::Receiver<Feed>) -> Rendered {
        let (version, session, event) = {
            let f = feed.borrow_and_update();
            (f.version, f.session.clone(), f.event.clone())
        };
        let mut cache = self.rendered.lock().unwrap_or_else(PoisonError::into_inner);
        let key = (i18n.code(), who.seat());
        if let Some(r) = cache.get(&key)
            && r.version == version
        {
            return r.clone();
        }
        let base = match cache.get(&(i18n.code(), None)) {
            Some(r) if r.version == version => r.clone(),
            _ => {
                let made = Rendered::new(i18n, version, &session, event.as_deref());
                cache.insert((i18n.code(), None), made.clone());
                made
            }
        };
        let Some(seat) = who.seat() else {
            return base;
        };
        let json = &base.frame[FRAME_HEAD.len()..base.frame.len() - FRAME_TAIL.len()];
        let mine = seats::part(i18n, &session, seat);
        let part = seats::json(&mine);
        let mut frame = Vec::with_capacity(base.frame.len() + part.len() + 1);
        frame.extend_from_slice(FRAME_HEAD);
        frame.extend_from_slice(json.strip_suffix(b"}").unwrap_or(json));
        if json.len() > 2 {
            frame.push(b',');
        }
        frame.extend_from_slice(part.as_bytes());
        frame.push(b'}');
        frame.extend_from_slice(FRAME_TAIL);
        // The page's HTML with the seat's controls in their place.
        let html = String::from_utf8_lossy(&base.html).replacen(
            seat_view::MINE_EMPTY,
            &seat_view::mine(&page::Words::new(i18n), &mine),
            1,
        );
        let made = Rendered {
            frame: Bytes::from(frame),
            html: Bytes::from(html),
            ..base
        };
        cache.insert(key, made.clone());
        made
    }

    /// The event stream's message for the feed's current session in
    /// `i18n`'s language, for `who` (the JSON between [`FRAME_HEAD`] and
    /// [`FRAME_TAIL`]); the feed marks it seen.
    fn frame(&self, i18n: &I18n, who: Who, feed: &mut watch::Receiver<Feed>) -> Bytes {
        self.rendered(i18n, who, feed).frame
    }

    /// The page's files now, in `i18n`'s language, for `who`.
    fn now(&self, i18n: &I18n, who: Who) -> Rendered {
        self.rendered(i18n, who, &mut self.feed.clone())
    }

    /// The page's JSON now, in `i18n`'s language, for `who` (the frame's
    /// middle).
    fn json(&self, i18n: &I18n, who: Who) -> Bytes {
        let frame = self.now(i18n, who).frame;
        frame.slice(FRAME_HEAD.len()..frame.len() - FRAME_TAIL.len())
    }

    /// The seats' links, to read.
    pub(super) fn links(&self) -> std::sync::RwLockReadGuard<'_, Links> {
        self.links.read().unwrap_or_else(PoisonError::into_inner)
    }

    /// The seats' links, to change.
    pub(super) fn links_mut(&self) -> std::sync::RwLockWriteGuard<'_, Links> {
        self.links.write().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whose token `given` is: the viewer's, a seat's, or nobody's.
    fn who(&self, given: &str) -> Option<Who> {
        let seat = self.links().find(given);
        if same(given, &self.token) {
            Some(Who::Viewer)
        } else {
            seat.map(Who::Seat)
        }
    }

    /// Whether a stream of seat `seat`'s page, opened on `streams`, is
    /// still of a working link.
    fn still_linked(&self, seat: usize, streams: &Arc<AtomicUsize>) -> bool {
        self.links()
            .get(seat)
            .is_some_and(|l| Arc::ptr_eq(&l.streams, streams))
    }
}

/// A running share: its address, and the way to feed it.
pub struct Sharing {
    addr: SocketAddr,
    token: String,
    pub(super) shared: Arc<Shared>,
    pub(super) feed: watch::Sender<Feed>,
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
            links: RwLock::new(Links::default()),
            desk: Arc::new(Desk::new(limits.reply)),
            feed: rx,
            rate: Rate::new(&limits),
            limits,
            rendered: Mutex::new(HashMap::new()),
        });
        let kept = shared.clone();
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
            shared: kept,
            feed,
            places,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// Shares the session as it is now; the share's new version (what an
    /// act's [`act::Reply::Applied`] names). With seats on, a seat that
    /// joined (a hero between waves) gets a link.
    pub fn update(&self, session: &Session) -> u64 {
        let seats = session.setup().seats(session.state()).len();
        // A seat without a link yet only waits for the next change.
        let _ = self.shared.links_mut().grow(seats);
        let mut version = 0;
        self.feed.send_modify(|f| {
            f.version += 1;
            f.session = Arc::new(session.clone());
            version = f.version;
        });
        version
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
        self.address(host, &self.token)
    }

    /// The address of the page of `token` on `host` (see [`Sharing::url`]).
    pub(super) fn address(&self, host: Option<IpAddr>, token: &str) -> String {
        let ip = match (host, self.addr.ip()) {
            (Some(h), _) => h,
            (None, ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
            (None, ip) => ip,
        };
        let at = SocketAddr::new(ip, self.addr.port());
        format!("http://{at}/{token}/")
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
pub(super) fn token() -> io::Result<String> {
    let mut bits = [0u8; 16];
    getrandom::fill(&mut bits).map_err(|e| io::Error::other(e.to_string()))?;
    Ok(bits.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `given` is `token`, compared without stopping at the first
/// difference (the time taken says nothing of how much was right).
pub(super) fn same(given: &str, token: &str) -> bool {
    given.len() == token.len()
        && given
            .bytes()
            .zip(token.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// Every request: counted against its address's rate (429 over it),
/// then its host (421 unless an address or `localhost`), the token (404
/// without the viewer's or a seat's), the method (reading only, but a
/// `POST` of a seat's `act`), and the file.
async fn answer(
    State(shared): State<Arc<Shared>>,
    Extension(caller): Extension<Caller>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let path = uri.path().strip_prefix('/').unwrap_or("");
    let (given, file) = path.split_once('/').unwrap_or((path, ""));
    let who = shared.who(given);
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let reply = if !shared.rate.allow(caller.ip, Instant::now()) {
        let mut r = plain(StatusCode::TOO_MANY_REQUESTS);
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        r
    } else if !addressed_here(&uri, &headers) {
        plain(StatusCode::MISDIRECTED_REQUEST)
    } else if let Some(who) = who.filter(|_| path.contains('/')) {
        let i18n = page::language(accept);
        match (who, file) {
            // A viewer has nothing to act on.
            (Who::Viewer, "act") => plain(StatusCode::NOT_FOUND),
            (Who::Seat(seat), "act") if method == Method::POST => {
                let (desk, within) = (shared.desk.clone(), shared.limits.header_read);
                act::post(desk, seat, i18n, &headers, body, within).await
            }
            (Who::Seat(_), "act") => not_allowed("POST"),
            _ if method != Method::GET && method != Method::HEAD => not_allowed("GET, HEAD"),
            _ => read(&shared, who, file, i18n, &caller),
        }
    } else if who.is_none() {
        plain(StatusCode::NOT_FOUND)
    } else if method != Method::GET && method != Method::HEAD {
        not_allowed("GET, HEAD")
    } else {
        // The token without its slash: the page is one below.
        let mut r = plain(StatusCode::PERMANENT_REDIRECT);
        if let Ok(to) = HeaderValue::from_str(&format!("/{given}/")) {
            r.headers_mut().insert(header::LOCATION, to);
        }
        r
    };
    secure(reply)
}

/// The page's file `file` for `who`, in `i18n`'s language.
fn read(
    shared: &Arc<Shared>,
    who: Who,
    file: &str,
    i18n: &'static I18n,
    caller: &Caller,
) -> Response {
    match file {
        "" => typed(shared.now(i18n, who).html, "text/html; charset=utf-8"),
        "page.js" => typed(page::SCRIPT, "text/javascript; charset=utf-8"),
        "page.css" => typed(page::STYLE, "text/css; charset=utf-8"),
        "seats.css" => typed(shared.now(i18n, who).colours, "text/css; charset=utf-8"),
        "state" => typed(shared.json(i18n, who), "application/json"),
        "events" => events(shared.clone(), i18n, who, caller.streams.clone()),
        _ => plain(StatusCode::NOT_FOUND),
    }
}

/// 405, naming the methods `allow`ed.
fn not_allowed(allow: &'static str) -> Response {
    let mut r = plain(StatusCode::METHOD_NOT_ALLOWED);
    r.headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static(allow));
    r
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
/// comment every [`PING`]. A seat's stream counts as its phone connected,
/// and ends when its link is renewed or turned off.
fn events(
    shared: Arc<Shared>,
    i18n: &'static I18n,
    who: Who,
    streams: Arc<AtomicUsize>,
) -> Response {
    let seat_streams = who
        .seat()
        .and_then(|seat| shared.links().get(seat).map(|l| l.streams.clone()));
    let open = (
        Streaming::new(streams),
        seat_streams.clone().map(Streaming::new),
    );
    let feed = shared.feed.clone();
    let changes = futures_util::stream::unfold(
        (feed, true, shared, open),
        move |(mut feed, first, shared, open)| {
            let seat_streams = seat_streams.clone();
            async move {
                if !first && feed.changed().await.is_err() {
                    return None;
                }
                if let (Some(seat), Some(streams)) = (who.seat(), &seat_streams)
                    && !shared.still_linked(seat, streams)
                {
                    return None;
                }
                let frame = shared.frame(i18n, who, &mut feed);
                Some((frame, (feed, false, shared, open)))
            }
        },
    );
    let pings = futures_util::stream::unfold((), |()| async {
        tokio::time::sleep(PING).await;
        Some((Bytes::from_static(b":\n\n"), ()))
    });
    // The pings stop with the changes (a seat's link renewed).
    let changes = changes
        .map(Some)
        .chain(futures_util::stream::once(async { None }));
    let stream = futures_util::stream::select(changes, pings.map(Some))
        .take_while(|item| std::future::ready(item.is_some()))
        .map(|item| Ok::<Bytes, Infallible>(item.unwrap_or_default()));
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
