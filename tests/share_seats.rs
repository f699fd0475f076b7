//! The seats' write path over HTTP (issue #37): a seat's link changes
//! only its seat, through the session's owner; a viewer's link, no link, a
//! page elsewhere, a wrong method, type or size change nothing; one id is
//! applied once however often it is sent; two phones tapping at once are
//! both counted, in order; new links stop the old ones; and `tablekeeper
//! serve --seats` as a process, saving a phone's act to the session file.

mod common;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use chrono::Utc;
use common::http::{get, request};
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::share::{Act, Limits, Reply, Sharing, apply_act};

fn game() -> Session {
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Life", 20)],
        win: None,
    });
    Session::new("seats".into(), setup, Utc::now()).unwrap()
}

/// A share of `session` with the seats' links on: the share, its address
/// and the path of the viewer's page and of each seat's.
fn start(session: &Session) -> (Sharing, SocketAddr, String, Vec<String>) {
    start_within(session, Limits::default())
}

/// [`start`] within `limits`.
fn start_within(session: &Session, limits: Limits) -> (Sharing, SocketAddr, String, Vec<String>) {
    let sharing = Sharing::start_with("127.0.0.1:0".parse().unwrap(), session, limits).unwrap();
    sharing.new_links().unwrap();
    let addr = sharing.addr();
    let path = |url: String| url.split_once(&addr.to_string()).unwrap().1.to_owned();
    let viewer = path(sharing.url(None));
    let seats = (0..2)
        .map(|seat| path(sharing.seat_url(seat, None).unwrap()))
        .collect();
    (sharing, addr, viewer, seats)
}

/// Plays the session's owner until `stop`: each act applied, shared and
/// answered, as the window and `serve --seats` do.
fn own(sharing: &Sharing, session: &Mutex<Session>, acts: &Receiver<Act>, stop: &AtomicBool) {
    while !stop.load(Ordering::Relaxed) {
        let Ok(act) = acts.recv_timeout(Duration::from_millis(20)) else {
            continue;
        };
        let mut s = session.lock().unwrap_or_else(PoisonError::into_inner);
        match apply_act(&mut s, act.seat, &act.request, Utc::now()) {
            Ok(()) => {
                let version = sharing.update(&s);
                act.answer(Reply::Applied(version));
            }
            Err(rule) => act.answer(Reply::Refused(rule)),
        }
    }
}

/// Runs `test` against a share of a fresh game with its owner at work;
/// the session as the owner left it.
fn with_owner(test: impl FnOnce(&Sharing, SocketAddr, &str, &[String])) -> Session {
    with_owner_within(Limits::default(), test)
}

/// [`with_owner`] within `limits`.
fn with_owner_within(
    limits: Limits,
    test: impl FnOnce(&Sharing, SocketAddr, &str, &[String]),
) -> Session {
    let session = game();
    let (sharing, addr, viewer, seats) = start_within(&session, limits);
    let acts = sharing.acts().unwrap();
    assert!(sharing.acts().is_none(), "given once");
    let session = Mutex::new(session);
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (sharing, session, stop) = (&sharing, &session, &stop);
        scope.spawn(move || own(sharing, session, &acts, stop));
        test(sharing, addr, &viewer, &seats);
        stop.store(true, Ordering::Relaxed);
    });
    session.into_inner().unwrap()
}

/// A phone's POST of `body` to `path`, from a page of this server in
/// German: the code and the body.
fn post(addr: SocketAddr, path: &str, body: &str) -> (u16, String) {
    let headers = format!("Content-Type: application/json\r\nOrigin: http://{addr}\r\n");
    send(addr, "POST", path, &headers, body)
}

fn send(addr: SocketAddr, method: &str, path: &str, headers: &str, body: &str) -> (u16, String) {
    let ask = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nAccept-Language: de\r\n{headers}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let (code, _, body) = get(addr, &ask);
    (code, body)
}

fn tap(id: &str, control: &str, step: i64) -> String {
    format!(r#"{{"id":"{id}","control":"{control}","step":{step}}}"#)
}

fn lives(s: &Session) -> Vec<i64> {
    s.standings().iter().map(|r| r.values[0].1).collect()
}

fn state(addr: SocketAddr, path: &str) -> serde_json::Value {
    let (code, _, body) = get(addr, &request(&format!("{path}state")));
    assert_eq!(code, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

#[test]
fn a_seat_s_link_changes_only_its_seat_and_shows_only_its_controls() {
    let s = with_owner(|_, addr, viewer, seats| {
        let (code, body) = post(
            addr,
            &format!("{}act", seats[1]),
            &tap("t1", "counter-0", -5),
        );
        assert_eq!(code, 200, "{body}");
        let answer: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(answer["ok"], true);
        // Bo's page: his controls, his value, in German; the viewer's none.
        let bo = state(addr, &seats[1]);
        assert!(bo["version"].as_u64() >= answer["version"].as_u64());
        assert_eq!(bo["seat"]["name"], "Bo");
        assert_eq!(bo["seat"]["undo"], true);
        assert_eq!(bo["controls"][0]["id"], "counter-0");
        assert_eq!(bo["controls"][0]["label"], "Life");
        assert_eq!(bo["controls"][0]["value"], 15);
        assert_eq!(
            bo["controls"][0]["steps"],
            serde_json::json!([-5, -1, 1, 5])
        );
        assert!(bo["log"][0]["text"].as_str().unwrap().contains("Handy"));
        let ana = state(addr, &seats[0]);
        assert_eq!(ana["controls"][0]["value"], 20);
        assert_eq!(ana["seat"]["undo"], false);
        let seen = state(addr, viewer);
        assert!(seen.get("controls").is_none() && seen.get("seat").is_none());
        // The same page, at the seat's address.
        let (code, _, html) = get(addr, &request(&seats[0]));
        assert_eq!(code, 200);
        assert!(html.contains("Ana"));
        // A step not offered: refused, in the phone's language.
        let (code, body) = post(
            addr,
            &format!("{}act", seats[0]),
            &tap("t2", "counter-0", 3),
        );
        assert_eq!(code, 409, "{body}");
        assert!(
            body.contains("\"ok\":false") && body.contains("Handy"),
            "{body}"
        );
        // Undo on Ana's phone: not hers; on Bo's: his.
        let undo = |id: &str| format!(r#"{{"id":"{id}","undo":true}}"#);
        let (code, body) = post(addr, &format!("{}act", seats[0]), &undo("u1"));
        assert_eq!(code, 409, "{body}");
        let (code, body) = post(addr, &format!("{}act", seats[1]), &undo("u2"));
        assert_eq!(code, 200, "{body}");
        let (code, _) = post(
            addr,
            &format!("{}act", seats[1]),
            &tap("t3", "counter-0", 1),
        );
        assert_eq!(code, 200);
    });
    assert_eq!(lives(&s), [20, 21]);
    assert_eq!(s.cursor(), 1);
    assert_eq!(s.entries()[0].from, Some(1));
}

#[test]
fn a_viewer_s_link_no_link_and_bad_requests_change_nothing() {
    let s = with_owner(|_, addr, viewer, seats| {
        let good = tap("x1", "counter-0", 1);
        let act = format!("{}act", seats[0]);
        let json = "Content-Type: application/json\r\n";
        let origin = format!("Origin: http://{addr}\r\n");
        let both = format!("{json}{origin}");
        let cases: Vec<(&str, String, String, String, u16)> = vec![
            (
                "POST",
                format!("{viewer}act"),
                both.clone(),
                good.clone(),
                404,
            ),
            (
                "POST",
                format!("/{}/act", "0".repeat(32)),
                both.clone(),
                good.clone(),
                404,
            ),
            ("POST", "/act".into(), both.clone(), good.clone(), 404),
            ("GET", act.clone(), both.clone(), String::new(), 405),
            ("PUT", act.clone(), both.clone(), good.clone(), 405),
            (
                "POST",
                format!("{}state", seats[0]),
                both.clone(),
                good.clone(),
                405,
            ),
            (
                "POST",
                format!("{viewer}state"),
                both.clone(),
                good.clone(),
                405,
            ),
            ("POST", act.clone(), json.into(), good.clone(), 403),
            (
                "POST",
                act.clone(),
                format!("{json}Origin: http://evil.example\r\n"),
                good.clone(),
                403,
            ),
            ("POST", act.clone(), origin.clone(), good.clone(), 415),
            (
                "POST",
                act.clone(),
                format!("{origin}Content-Type: text/plain\r\n"),
                good.clone(),
                415,
            ),
            (
                "POST",
                act.clone(),
                both.clone(),
                format!(
                    r#"{{"id":"x2","control":"counter-0","step":1,"pad":"{}"}}"#,
                    "a".repeat(1100)
                ),
                413,
            ),
            ("POST", act.clone(), both.clone(), "{\"id\":".into(), 400),
            (
                "POST",
                act.clone(),
                both.clone(),
                r#"{"id":"x 3","undo":true}"#.into(),
                400,
            ),
        ];
        for (method, path, headers, body, code) in cases {
            let (got, answer) = send(addr, method, &path, &headers, &body);
            assert_eq!(got, code, "{method} {path} {headers:?}: {answer}");
        }
    });
    assert!(s.entries().is_empty(), "{:?}", s.entries());
}

#[test]
fn one_id_is_applied_once_however_often_it_is_sent() {
    let s = with_owner(|_, addr, _, seats| {
        let act = format!("{}act", seats[0]);
        let once = tap("same-id", "counter-0", 1);
        // Five at once and five after, all with one id: one entry.
        std::thread::scope(|scope| {
            for _ in 0..5 {
                scope.spawn(|| assert_eq!(post(addr, &act, &once).0, 200));
            }
        });
        for _ in 0..5 {
            let (code, body) = post(addr, &act, &once);
            assert_eq!(code, 200, "{body}");
        }
        let (code, _) = post(addr, &act, &tap("other-id", "counter-0", 1));
        assert_eq!(code, 200);
    });
    assert_eq!(s.entries().len(), 2);
    assert_eq!(lives(&s), [22, 20]);
}

#[test]
fn two_phones_tapping_at_once_are_both_counted_in_order() {
    let taps = 15;
    let s = with_owner(|_, addr, _, seats| {
        std::thread::scope(|scope| {
            for (seat, path) in seats.iter().enumerate() {
                scope.spawn(move || {
                    for n in 1..=taps {
                        let body = tap(&format!("s{seat}-{n}"), "counter-0", n);
                        let steps = [-5, -1, 1, 5];
                        let step = steps[(n as usize) % 4];
                        let body =
                            body.replace(&format!("\"step\":{n}"), &format!("\"step\":{step}"));
                        let (code, answer) = post(addr, &format!("{path}act"), &body);
                        assert_eq!(code, 200, "{answer}");
                    }
                });
            }
        });
    });
    assert_eq!(s.entries().len(), 2 * taps as usize);
    for seat in 0..2 {
        let mine: Vec<i64> = s
            .entries()
            .iter()
            .filter(|e| e.from == Some(seat))
            .map(|e| match &e.action {
                AnyAction::Custom(custom::Action::Add { player, amount, .. }) => {
                    assert_eq!(*player, seat);
                    *amount
                }
                other => panic!("{other:?}"),
            })
            .collect();
        let sent: Vec<i64> = (1..=taps)
            .map(|n| [-5, -1, 1, 5][(n as usize) % 4])
            .collect();
        assert_eq!(mine, sent, "seat {seat}: every tap, in the order sent");
    }
}

#[test]
fn new_links_stop_the_old_ones_at_once() {
    let s = with_owner(|sharing, addr, viewer, seats| {
        let old = seats[0].clone();
        sharing.new_links().unwrap();
        let (code, _) = post(addr, &format!("{old}act"), &tap("n1", "counter-0", 1));
        assert_eq!(code, 404);
        let (code, _, _) = get(addr, &request(&format!("{old}state")));
        assert_eq!(code, 404);
        let fresh = sharing.seat_url(0, None).unwrap();
        assert_ne!(fresh, sharing.url(None));
        let fresh = fresh.split_once(&addr.to_string()).unwrap().1.to_owned();
        assert_ne!(fresh, old);
        let (code, _) = post(addr, &format!("{fresh}act"), &tap("n2", "counter-0", 1));
        assert_eq!(code, 200);
        // The viewer's link is the same as before.
        assert_eq!(get(addr, &request(&format!("{viewer}state"))).0, 200);
        sharing.seats_off();
        assert!(sharing.seat_url(0, None).is_none());
        let (code, _) = post(addr, &format!("{fresh}act"), &tap("n3", "counter-0", 1));
        assert_eq!(code, 404);
    });
    assert_eq!(s.entries().len(), 1);
}

#[test]
fn without_an_owner_a_phone_gets_503_and_nothing_changes() {
    let session = game();
    let limits = Limits {
        reply: Duration::from_millis(200),
        ..Default::default()
    };
    let sharing = Sharing::start_with("127.0.0.1:0".parse().unwrap(), &session, limits).unwrap();
    sharing.new_links().unwrap();
    let addr = sharing.addr();
    let seat = sharing.seat_url(0, None).unwrap();
    let path = seat.split_once(&addr.to_string()).unwrap().1;
    // Nobody takes the acts: no answer in time.
    let (code, _) = post(addr, &format!("{path}act"), &tap("w1", "counter-0", 1));
    assert_eq!(code, 503);
    // Taken now and dropped unanswered: a retry of the id is handed on
    // again, and answered.
    let acts = sharing.acts().unwrap();
    let first = acts.recv_timeout(Duration::from_secs(5)).unwrap();
    drop(first);
    std::thread::scope(|scope| {
        let retry = scope.spawn(|| post(addr, &format!("{path}act"), &tap("w1", "counter-0", 1)));
        let again = acts.recv_timeout(Duration::from_secs(5)).unwrap();
        assert_eq!(again.seat, 0);
        again.answer(Reply::Applied(7));
        let (code, body) = retry.join().unwrap();
        assert_eq!(code, 200, "{body}");
        assert!(body.contains("\"version\":7"), "{body}");
    });
}

/// A child process killed when dropped, even by a failing assertion.
struct Killed(std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn serve_with_seats_prints_a_link_per_seat_and_saves_a_phone_s_act() {
    use std::io::{BufRead, BufReader};
    let data = tempfile::tempdir().unwrap();
    let store = tablekeeper::store::Store::open(data.path()).unwrap();
    store.save(&game()).unwrap();
    let mut command = common::tablekeeper(data.path());
    command
        .args(["serve", "--seats", "--session", "seats"])
        .stdout(std::process::Stdio::piped());
    let mut child = Killed(command.spawn().unwrap());
    let mut out = BufReader::new(child.0.stdout.take().unwrap());
    let mut lines = Vec::new();
    for _ in 0..3 {
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        lines.push(line);
    }
    assert!(lines[1].starts_with("Seat 1, Ana: http://"), "{lines:?}");
    assert!(lines[2].starts_with("Seat 2, Bo: http://"), "{lines:?}");
    let url = |line: &str| {
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("{line}"));
        let rest = url.strip_prefix("http://").unwrap();
        let (addr, path) = rest.split_at(rest.find('/').unwrap());
        (addr.parse::<SocketAddr>().unwrap(), path.to_owned())
    };
    let (addr, viewer) = url(&lines[0]);
    let (_, bo) = url(&lines[2]);
    assert_ne!(viewer, bo);
    let (code, body) = post(addr, &format!("{bo}act"), &tap("p1", "counter-0", -5));
    assert_eq!(code, 200, "{body}");
    // Saved before the phone heard back: on disk now, with its seat.
    let file = std::fs::read_to_string(store.session_path("seats").unwrap()).unwrap();
    let saved: serde_json::Value = serde_json::from_str(&file).unwrap();
    assert_eq!(saved["log"][0]["from"], 1, "{file}");
    assert_eq!(saved["log"][0]["action"]["amount"], -5, "{file}");
    // A refusal saves nothing.
    let (code, _) = post(addr, &format!("{bo}act"), &tap("p2", "counter-0", 2));
    assert_eq!(code, 409);
    let again: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(store.session_path("seats").unwrap()).unwrap(),
    )
    .unwrap();
    assert_eq!(again["log"].as_array().map(Vec::len), Some(1));
    // And the viewer's page shows it.
    assert_eq!(state(addr, &viewer)["seats"][1]["values"][0]["value"], 15);
}

#[test]
fn a_seat_s_open_page_shows_it_connected_and_ends_when_its_link_is_renewed() {
    use std::io::{BufRead, BufReader, Write};
    let session = game();
    let (sharing, addr, _, seats) = start(&session);
    assert_eq!(sharing.seats_connected(), [false, false]);
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let ask = format!("GET {}events HTTP/1.1\r\nHost: {addr}\r\n\r\n", seats[1]);
    stream.write_all(ask.as_bytes()).unwrap();
    let mut reader = BufReader::new(stream);
    let first = loop {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "the stream ended");
        if let Some(json) = line.strip_prefix("data: ") {
            break serde_json::from_str::<serde_json::Value>(json).unwrap();
        }
    };
    assert_eq!(first["seat"]["name"], "Bo");
    assert_eq!(first["controls"][0]["value"], 20);
    assert_eq!(sharing.seats_connected(), [false, true]);
    // New links: the old link's stream ends (its chunked body's last,
    // empty chunk), and the seat is no longer connected.
    sharing.new_links().unwrap();
    let mut rest = String::new();
    loop {
        let mut line = String::new();
        let read = reader.read_line(&mut line).unwrap();
        rest.push_str(&line);
        assert!(!line.starts_with("data: "), "nothing more after: {rest}");
        if read == 0 || rest.ends_with("\r\n0\r\n\r\n") {
            break;
        }
    }
    assert_eq!(sharing.seats_connected(), [false, false]);
}

#[test]
fn a_body_that_never_comes_and_acts_over_the_rate_change_nothing() {
    use std::io::{Read, Write};
    // Two requests and no more from this address: no refill.
    let limits = Limits {
        burst: 2,
        per_second: 0,
        header_read: Duration::from_secs(1),
        ..Limits::default()
    };
    let s = with_owner_within(limits, |_, addr, _, seats| {
        let act = format!("{}act", seats[0]);
        // Headers that promise a body, then nothing: 408 once the time
        // to read it is up.
        let mut slow = std::net::TcpStream::connect(addr).unwrap();
        slow.set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let head = format!(
            "POST {act} HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{{\"id\":"
        );
        slow.write_all(head.as_bytes()).unwrap();
        let mut answer = [0u8; 12];
        slow.read_exact(&mut answer).unwrap();
        assert_eq!(
            &answer,
            b"HTTP/1.1 408",
            "{}",
            String::from_utf8_lossy(&answer)
        );
        assert_eq!(post(addr, &act, &tap("r1", "counter-0", 1)).0, 200);
        assert_eq!(post(addr, &act, &tap("r2", "counter-0", 1)).0, 429);
    });
    assert_eq!(s.entries().len(), 1);
}
