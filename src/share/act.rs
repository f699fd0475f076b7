//! The server's write path (issue #37): `POST /<seat-token>/act` with a
//! JSON body, `{"id": "…", "control": "gold", "step": 5}` or
//! `{"id": "…", "undo": true}`. The server never applies anything itself:
//! it hands each act to the session's owner (the window, or
//! `tablekeeper serve --seats`) through a bounded channel
//! ([`super::Sharing::acts`]) and answers the phone with the owner's
//! reply: 200 `{"ok":true,"version":N}` or 409 `{"ok":false,"rule":"…"}`
//! in the phone's language. Each seat's last [`REMEMBERED`] ids keep their
//! reply: an id sent again (a double tap, a retry) gets it and is never
//! handed on twice, also while the first is still waiting for the owner.

use std::collections::{HashMap, VecDeque};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;
use serde::Deserialize;
use tokio::sync::{oneshot, watch};

use super::seats::Request;
use crate::i18n::I18n;
use crate::rules::Text;

/// The largest body an act may have.
pub const MAX_BODY: usize = 1024;
/// The ids (with their replies) remembered per seat.
pub const REMEMBERED: usize = 64;
/// Acts waiting for the owner at once, for all seats.
const QUEUE: usize = 64;
/// How long an act handed on may wait for its reply before it is
/// forgotten (a retry of its id is then handed on again).
const FORGET: Duration = Duration::from_secs(60);

/// A phone's act, for the session's owner to apply (with
/// [`super::apply_act`]) and answer with [`Act::answer`].
#[derive(Debug)]
pub struct Act {
    /// The seat whose phone sent it.
    pub seat: usize,
    /// What it asks.
    pub request: Request,
    reply: oneshot::Sender<Reply>,
}

impl Act {
    /// An act of seat `seat`, and where its reply arrives (for owners'
    /// tests: the server makes its own).
    pub fn new(seat: usize, request: Request) -> (Act, oneshot::Receiver<Reply>) {
        let (reply, answer) = oneshot::channel();
        (
            Act {
                seat,
                request,
                reply,
            },
            answer,
        )
    }

    /// Answers the phone. An act dropped unanswered is taken as never
    /// applied: a retry of its id is handed on again.
    pub fn answer(self, reply: Reply) {
        let _ = self.reply.send(reply);
    }
}

/// The owner's answer to an act.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// Applied and saved; the share's version that shows it (see
    /// [`super::Sharing::update`]).
    Applied(u64),
    /// Refused, changing nothing: the rule, shown on the phone in its
    /// language.
    Refused(Text),
}

/// What became of an act handed on.
#[derive(Clone)]
enum Outcome {
    Reply(Reply),
    /// The owner dropped it unanswered, or never answered.
    Lost,
}

/// One seat's remembered ids, oldest first, and their outcomes (none
/// while waiting).
#[derive(Default)]
struct Memory {
    order: VecDeque<String>,
    outcomes: HashMap<String, watch::Receiver<Option<Outcome>>>,
}

/// Where acts go: the channel to the owner and every seat's memory.
pub(super) struct Desk {
    sender: SyncSender<Act>,
    receiver: Mutex<Option<Receiver<Act>>>,
    memory: Mutex<Vec<Memory>>,
    /// How long a phone waits for the owner's reply (then 503).
    wait: Duration,
}

/// A body as phones send it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Sent {
    id: String,
    #[serde(default)]
    control: Option<String>,
    #[serde(default)]
    step: Option<i64>,
    #[serde(default)]
    undo: Option<bool>,
}

impl Desk {
    /// A desk whose phones wait `wait` for a reply.
    pub(super) fn new(wait: Duration) -> Self {
        let (sender, receiver) = std::sync::mpsc::sync_channel(QUEUE);
        Desk {
            sender,
            receiver: Mutex::new(Some(receiver)),
            memory: Mutex::new(Vec::new()),
            wait,
        }
    }

    /// The acts' receiving end, once.
    pub(super) fn take(&self) -> Option<Receiver<Act>> {
        self.receiver
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }

    fn memory(&self) -> std::sync::MutexGuard<'_, Vec<Memory>> {
        self.memory.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Forgets id `id` of seat `seat` (its act was never applied).
    fn forget(&self, seat: usize, id: &str) {
        if let Some(m) = self.memory().get_mut(seat) {
            m.outcomes.remove(id);
            m.order.retain(|i| i != id);
        }
    }

    /// The outcome of seat `seat`'s act `id`: the one remembered, else
    /// `request` handed on now. None when the owner takes no acts now.
    fn outcome(
        self: &Arc<Self>,
        seat: usize,
        id: &str,
        request: Request,
    ) -> Option<watch::Receiver<Option<Outcome>>> {
        let mut memory = self.memory();
        if memory.len() <= seat {
            memory.resize_with(seat + 1, Memory::default);
        }
        let m = &mut memory[seat];
        if let Some(known) = m.outcomes.get(id) {
            return Some(known.clone());
        }
        let (act, answer) = Act::new(seat, request);
        if let Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) =
            self.sender.try_send(act)
        {
            return None;
        }
        let (done, outcome) = watch::channel(None);
        m.outcomes.insert(id.to_owned(), outcome.clone());
        m.order.push_back(id.to_owned());
        while m.order.len() > REMEMBERED {
            if let Some(old) = m.order.pop_front() {
                m.outcomes.remove(&old);
            }
        }
        drop(memory);
        let desk = self.clone();
        let id = id.to_owned();
        // Waits for the owner whether or not the phone still does.
        tokio::spawn(async move {
            let outcome = match tokio::time::timeout(FORGET, answer).await {
                Ok(Ok(reply)) => Outcome::Reply(reply),
                _ => Outcome::Lost,
            };
            if matches!(outcome, Outcome::Lost) {
                desk.forget(seat, &id);
            }
            let _ = done.send(Some(outcome));
        });
        Some(outcome)
    }
}

/// An act of seat `seat` whose method, token and host are checked: its
/// origin (403 unless `http://<Host>`), type (415 unless JSON), size (413
/// over [`MAX_BODY`]) and body (400 unless one of the two forms, with an
/// id of 1 to 64 letters, digits and dashes) are, then it is handed on
/// (503 when the owner takes none or does not answer in time).
pub(super) async fn post(
    desk: Arc<Desk>,
    seat: usize,
    i18n: &I18n,
    headers: &HeaderMap,
    body: Body,
    read_within: Duration,
) -> Response {
    if !same_origin(headers) {
        return status(StatusCode::FORBIDDEN);
    }
    if !json_type(headers) {
        return status(StatusCode::UNSUPPORTED_MEDIA_TYPE);
    }
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if length.is_some_and(|l| l > MAX_BODY as u64) {
        return status(StatusCode::PAYLOAD_TOO_LARGE);
    }
    let bytes = match tokio::time::timeout(read_within, axum::body::to_bytes(body, MAX_BODY)).await
    {
        Err(_) => return status(StatusCode::REQUEST_TIMEOUT),
        Ok(Err(_)) => return status(StatusCode::PAYLOAD_TOO_LARGE),
        Ok(Ok(bytes)) => bytes,
    };
    let Some((id, request)) = read(&bytes) else {
        return status(StatusCode::BAD_REQUEST);
    };
    let mut outcome = None;
    // Once more if the act waited on was dropped unanswered (never
    // applied): this request hands it on again.
    for _ in 0..2 {
        let Some(mut waiting) = desk.outcome(seat, &id, request.clone()) else {
            return status(StatusCode::SERVICE_UNAVAILABLE);
        };
        let waited = tokio::time::timeout(desk.wait, waiting.wait_for(Option::is_some)).await;
        outcome = match waited {
            Ok(Ok(seen)) => seen.clone(),
            _ => None,
        };
        if !matches!(outcome, Some(Outcome::Lost)) {
            break;
        }
    }
    match outcome {
        Some(Outcome::Reply(Reply::Applied(version))) => answer(
            StatusCode::OK,
            &serde_json::json!({"ok": true, "version": version}),
        ),
        Some(Outcome::Reply(Reply::Refused(rule))) => answer(
            StatusCode::CONFLICT,
            &serde_json::json!({"ok": false, "rule": crate::terminal::escape(&i18n.text(&rule))}),
        ),
        Some(Outcome::Lost) | None => status(StatusCode::SERVICE_UNAVAILABLE),
    }
}

/// The id and the request of a body; none unless it is one of the two
/// forms with a good id.
fn read(bytes: &[u8]) -> Option<(String, Request)> {
    let sent: Sent = serde_json::from_slice(bytes).ok()?;
    let good_id = (1..=64).contains(&sent.id.len())
        && sent
            .id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-');
    if !good_id {
        return None;
    }
    let request = match (sent.control, sent.step, sent.undo) {
        (Some(control), Some(step), None | Some(false)) if control.len() <= 64 => {
            Request::Tap { control, step }
        }
        (None, None, Some(true)) => Request::Undo,
        _ => return None,
    };
    Some((sent.id, request))
}

/// Whether the request's one `Origin` is `http://` and its one `Host`: a
/// page of this server, not a page elsewhere posting to it.
fn same_origin(headers: &HeaderMap) -> bool {
    let one = |name: header::HeaderName| {
        let mut all = headers.get_all(name).iter();
        match (all.next(), all.next()) {
            (Some(v), None) => v.to_str().ok(),
            _ => None,
        }
    };
    match (one(header::ORIGIN), one(header::HOST)) {
        (Some(origin), Some(host)) => origin
            .strip_prefix("http://")
            .is_some_and(|o| o.eq_ignore_ascii_case(host)),
        _ => false,
    }
}

/// Whether the body is said to be JSON (`application/json`, with or
/// without parameters such as `charset=utf-8`).
fn json_type(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"))
}

fn answer(code: StatusCode, json: &serde_json::Value) -> Response {
    let mut r = Response::new(Body::from(json.to_string()));
    *r.status_mut() = code;
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    r
}

fn status(code: StatusCode) -> Response {
    let mut r = Response::new(Body::from(code.canonical_reason().unwrap_or("").to_owned()));
    *r.status_mut() = code;
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_two_forms_with_a_good_id_are_read() {
        let tap = Request::Tap {
            control: "gold".into(),
            step: 5,
        };
        assert_eq!(
            read(br#"{"id":"a-1","control":"gold","step":5}"#),
            Some(("a-1".into(), tap))
        );
        assert_eq!(
            read(br#"{"id":"Z9","undo":true}"#),
            Some(("Z9".into(), Request::Undo))
        );
        for bad in [
            r#"{"id":"","undo":true}"#,
            r#"{"id":"a b","undo":true}"#,
            r#"{"id":"a_b","undo":true}"#,
            r#"{"undo":true}"#,
            r#"{"id":"a","undo":false}"#,
            r#"{"id":"a","control":"gold"}"#,
            r#"{"id":"a","control":"gold","step":1,"undo":true}"#,
            r#"{"id":"a","control":"gold","step":1.5}"#,
            r#"{"id":"a","control":"gold","step":1,"more":1}"#,
            r#"[1]"#,
            "not json",
        ] {
            assert_eq!(read(bad.as_bytes()), None, "{bad}");
        }
        let long = format!(r#"{{"id":"{}","undo":true}}"#, "a".repeat(65));
        assert_eq!(read(long.as_bytes()), None);
    }

    #[test]
    fn the_origin_must_be_this_host() {
        let headers = |pairs: &[(&'static str, &'static str)]| {
            let mut h = HeaderMap::new();
            for (n, v) in pairs {
                h.append(*n, HeaderValue::from_static(v));
            }
            h
        };
        let host = ("host", "192.168.1.5:8080");
        assert!(same_origin(&headers(&[
            host,
            ("origin", "http://192.168.1.5:8080")
        ])));
        for bad in [
            vec![host],
            vec![host, ("origin", "https://192.168.1.5:8080")],
            vec![host, ("origin", "http://evil.example")],
            vec![host, ("origin", "null")],
            vec![
                host,
                ("origin", "http://192.168.1.5:8080"),
                ("origin", "http://evil.example"),
            ],
        ] {
            assert!(!same_origin(&headers(&bad)), "{bad:?}");
        }
        assert!(json_type(&headers(&[(
            "content-type",
            "application/json; charset=utf-8"
        )])));
        assert!(!json_type(&headers(&[("content-type", "text/plain")])));
        assert!(!json_type(&headers(&[])));
    }
}
