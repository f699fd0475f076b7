//! The sharing server: a thread running a one-threaded tokio runtime with
//! axum, started by [`Sharing::start`] and stopped when the [`Sharing`]
//! is dropped. The window (or `tablekeeper serve`) hands it each new
//! state of the session with [`Sharing::update`], and the standings of its
//! event (if it was started from an event's table) with
//! [`Sharing::set_event`]; every open page gets them within moments,
//! rendered once per language.

use std::collections::HashMap;
use std::convert::Infallible;
use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use tokio::sync::{oneshot, watch};

use super::limits::{Limited, Peer, Rate};
use super::snapshot::Board;
use super::{page, snapshot};
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

/// What the request handlers share.
struct Shared {
    token: String,
    feed: watch::Receiver<Feed>,
    rate: Rate,
    /// The page's JSON per language, for the version it was made for.
    rendered: Mutex<HashMap<&'static str, (u64, Arc<str>)>>,
}

impl Shared {
    /// The JSON of the feed's current session in `i18n`'s language, made
    /// once per change and language.
    fn render(&self, i18n: &I18n, feed: &watch::Receiver<Feed>) -> Arc<str> {
        let (version, session, event) = {
            let f = feed.borrow();
            (f.version, f.session.clone(), f.event.clone())
        };
        let mut cache = self.rendered.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((v, json)) = cache.get(i18n.code())
            && *v == version
        {
            return json.clone();
        }
        let json: Arc<str> = snapshot::render(i18n, version, &session, event.as_deref()).into();
        cache.insert(i18n.code(), (version, json.clone()));
        json
    }
}

/// A running share: its address, and the way to feed it.
pub struct Sharing {
    addr: SocketAddr,
    token: String,
    feed: watch::Sender<Feed>,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl std::fmt::Debug for Sharing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sharing").field("addr", &self.addr).finish()
    }
}

impl Sharing {
    /// Starts serving `session` on `bind` (port 0: any free one). Fails
    /// if the address cannot be bound or no random token can be drawn.
    pub fn start(bind: SocketAddr, session: &Session) -> io::Result<Sharing> {
        let token = token()?;
        let listener = std::net::TcpListener::bind(bind)?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let (feed, rx) = watch::channel(Feed {
            version: 1,
            session: Arc::new(session.clone()),
            event: None,
        });
        let shared = Arc::new(Shared {
            token: token.clone(),
            feed: rx,
            rate: Rate::default(),
            rendered: Mutex::new(HashMap::new()),
        });
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()?;
        let (stop, stopped) = oneshot::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("tablekeeper-share".into())
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        return;
                    };
                    let app = Router::new().fallback(answer).with_state(shared);
                    let serve = axum::serve(
                        Limited::new(listener),
                        app.into_make_service_with_connect_info::<Peer>(),
                    );
                    let serve = std::pin::pin!(serve.into_future());
                    // Until stopped; then the runtime, and every
                    // connection with it, is dropped.
                    let _ = futures_util::future::select(serve, stopped).await;
                });
            })?;
        Ok(Sharing {
            addr,
            token,
            feed,
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

/// Every request: the token first (404 without it), then the method
/// (reading only), the rate, and the file.
async fn answer(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(Peer(ip)): ConnectInfo<Peer>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let path = uri.path().strip_prefix('/').unwrap_or("");
    let (given, file) = path.split_once('/').unwrap_or((path, ""));
    let reply = if !same(given, &shared.token) {
        plain(StatusCode::NOT_FOUND)
    } else if method != Method::GET && method != Method::HEAD {
        let mut r = plain(StatusCode::METHOD_NOT_ALLOWED);
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        r
    } else if !shared.rate.allow(ip, Instant::now()) {
        let mut r = plain(StatusCode::TOO_MANY_REQUESTS);
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
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
            "" => {
                let title = i18n.tr(&shared.feed.borrow().session.setup().kind().title_key());
                typed(page::html(i18n, &title), "text/html; charset=utf-8")
            }
            "page.js" => typed(page::SCRIPT, "text/javascript; charset=utf-8"),
            "page.css" => typed(page::STYLE, "text/css; charset=utf-8"),
            "state" => typed(
                shared.render(i18n, &shared.feed).to_string(),
                "application/json",
            ),
            "events" => events(shared.clone(), i18n),
            _ => plain(StatusCode::NOT_FOUND),
        }
    };
    secure(reply)
}

/// The stream of changes: the session now, then each change as it comes.
fn events(shared: Arc<Shared>, i18n: &'static I18n) -> Response {
    let feed = shared.feed.clone();
    let stream = futures_util::stream::unfold(
        (feed, true, shared),
        move |(mut feed, first, shared)| async move {
            if !first && feed.changed().await.is_err() {
                return None;
            }
            feed.mark_unchanged();
            let json = shared.render(i18n, &feed);
            let event = Event::default().event("change").data(&*json);
            Some((Ok::<Event, Infallible>(event), (feed, false, shared)))
        },
    );
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
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
