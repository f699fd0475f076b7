//! The live page for phones over HTTP, as a browser and a prober meet it
//! (issue #22): the token (404 without, 200 with), the headers that keep
//! it private, a change reaching an open event stream, and bad requests
//! (wrong paths, `..`, other methods, huge headers, a thousand
//! connections) answered cleanly with the server still serving after; and
//! the standings of the event a session was started from. (Starving and
//! probing it: tests/share_limits.rs.)

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use chrono::Utc;
use common::http::{get, header, request};
use tablekeeper::event::{Event, EventTag, Kind, TableResult};
use tablekeeper::rules::GameKind;
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::share::{Board, Sharing};

fn game() -> Session {
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Life", 20)],
        win: None,
    });
    Session::new("live".into(), setup, Utc::now()).unwrap()
}

fn hit(s: &mut Session, player: usize, amount: i64) {
    let action = AnyAction::Custom(custom::Action::Add {
        player,
        counter: 0,
        amount,
    });
    s.apply(action, Utc::now()).unwrap();
}

fn start(session: &Session) -> (Sharing, SocketAddr, String) {
    let sharing = Sharing::start("127.0.0.1:0".parse().unwrap(), session).unwrap();
    let addr = sharing.addr();
    let url = sharing.url(None);
    let path = url.split_once(&addr.to_string()).unwrap().1.to_owned();
    (sharing, addr, path)
}

#[test]
fn only_the_token_opens_the_page_and_nothing_is_cached_or_passed_on() {
    let session = game();
    let (_sharing, addr, path) = start(&session);
    assert_eq!(path.len(), 34, "/ + 32 hex digits + /: {path}");
    let (code, headers, body) = get(addr, &request(&path));
    assert_eq!(code, 200);
    assert!(body.contains("<html lang=\"de\">"), "{body}");
    assert_eq!(header(&headers, "cache-control"), Some("no-store"));
    assert_eq!(header(&headers, "referrer-policy"), Some("no-referrer"));
    assert!(
        header(&headers, "content-security-policy")
            .unwrap()
            .contains("default-src 'none'")
    );
    let (code, _, body) = get(addr, &request(&format!("{path}state")));
    assert_eq!(code, 200);
    assert!(body.contains("\"name\":\"Ana\""), "{body}");
    assert!(body.contains("\"label\":\"Life\""), "{body}");
    for (file, kind) in [("page.js", "text/javascript"), ("page.css", "text/css")] {
        let (code, headers, _) = get(addr, &request(&format!("{path}{file}")));
        assert_eq!(code, 200, "{file}");
        assert!(header(&headers, "content-type").unwrap().starts_with(kind));
    }
    // Without the token, or with another, or a path around it: 404, with
    // the same private headers.
    let token = path.trim_matches('/');
    let wrong: String = token.chars().rev().collect();
    for bad in [
        "/".to_owned(),
        "/state".to_owned(),
        format!("/{wrong}/"),
        format!("/{wrong}/state"),
        format!("/{}/", &token[..31]),
        format!("{path}../{token}/state"),
        format!("{path}..%2fstate"),
        format!("{path}nothing"),
        format!("/x/{token}/"),
    ] {
        let (code, headers, _) = get(addr, &request(&bad));
        assert_eq!(code, 404, "{bad}");
        assert_eq!(header(&headers, "cache-control"), Some("no-store"), "{bad}");
    }
    // The token without its slash leads to the page.
    let (code, headers, _) = get(addr, &request(&format!("/{token}")));
    assert_eq!(
        (code, header(&headers, "location")),
        (308, Some(path.as_str()))
    );
}

#[test]
fn nothing_changes_anything() {
    let session = game();
    let (_sharing, addr, path) = start(&session);
    for method in ["POST", "PUT", "DELETE", "PATCH"] {
        let (code, headers, _) = get(
            addr,
            &format!(
                "{method} {path}state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{{}}"
            ),
        );
        assert_eq!(code, 405, "{method}");
        assert_eq!(header(&headers, "allow"), Some("GET, HEAD"));
        // Without the token, the same method gets 404.
        let (code, _, _) = get(
            addr,
            &format!("{method} /state HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
        );
        assert_eq!(code, 404, "{method}");
    }
}

#[test]
fn a_change_reaches_an_open_event_stream() {
    let mut session = game();
    let (sharing, addr, path) = start(&session);
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    stream
        .write_all(format!("GET {path}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").as_bytes())
        .unwrap();
    let mut reader = BufReader::new(stream);
    let mut data = || loop {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "the stream ended");
        if let Some(json) = line.strip_prefix("data: ") {
            return serde_json::from_str::<serde_json::Value>(json).unwrap();
        }
    };
    let first = data();
    assert_eq!(first["seats"][1]["values"][0]["value"], 20);
    assert_eq!(first["words"]["live"], "Live");
    hit(&mut session, 1, -3);
    sharing.update(&session);
    // (How soon is measured by benches/share_viewers.rs, not asserted.)
    let next = data();
    assert_eq!(next["seats"][1]["values"][0]["value"], 17);
    assert_eq!(next["version"], first["version"].as_u64().unwrap() + 1);
    assert!(
        next["log"][0]["text"]
            .as_str()
            .unwrap()
            .contains("Bo: Life 20 → 17")
    );
}

/// The page's JSON, in German (as [`request`] asks).
fn state(addr: SocketAddr, path: &str) -> serde_json::Value {
    let (code, _, body) = get(addr, &request(&format!("{path}state")));
    assert_eq!(code, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

#[test]
fn a_session_from_an_event_s_table_shows_the_event_s_standings_and_others_none() {
    let mut event = Event::new(
        "Freitag <Koth> & \"Co\"",
        vec![GameKind::Koth],
        Kind::TwoPlayer,
        ["Ana", "Bo", "Cy", "Di"],
        7,
    )
    .unwrap();
    event.pair_next().unwrap();
    let t1 = event.rounds[0].tables[0].players.clone();
    let t2 = event.rounds[0].tables[1].players.clone();
    event
        .record(1, 1, TableResult::Winner(t1[1].clone()))
        .unwrap();
    // A session with no table shows no standings.
    let untagged = game();
    let (_plain, addr, path) = start(&untagged);
    assert!(state(addr, &path)["event"].is_null());
    // The session of round 1's table 2, its event's standings given.
    let mut session = game();
    session.set_event_tag(Some(EventTag {
        name: event.name.clone(),
        round: 1,
        table: 2,
    }));
    let (sharing, addr, path) = start(&session);
    sharing.set_event(Some(Board::new(&event, session.event_tag())));
    let json = state(addr, &path);
    let standings = &json["event"];
    assert_eq!(standings["name"], "Freitag <Koth> & \"Co\"", "{json}");
    assert_eq!(standings["after"], "Tabelle: noch keine Runde beendet");
    assert_eq!(standings["words"]["record"], "S–U–N");
    let rows = standings["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[0]["name"], t1[1].as_str(), "the winner first");
    assert_eq!(
        (&rows[0]["points"], &rows[0]["record"]),
        (&3.into(), &"1–0–0".into())
    );
    let loser = rows.iter().find(|r| r["name"] == t1[0].as_str()).unwrap();
    assert_eq!(
        (&loser["points"], &loser["record"]),
        (&0.into(), &"0–0–1".into())
    );
    let marked: Vec<&str> = rows
        .iter()
        .filter(|r| r["here"] == true)
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    let mut seated: Vec<&str> = t2.iter().map(String::as_str).collect();
    seated.sort_unstable();
    let mut marked = marked;
    marked.sort_unstable();
    assert_eq!(marked, seated, "this session's table");
    // Table 2's result and a drop, given again: the page has them.
    event
        .record(1, 2, TableResult::Winner(t2[0].clone()))
        .unwrap();
    event.drop_player(&t2[1]).unwrap();
    sharing.set_event(Some(Board::new(&event, session.event_tag())));
    let json = state(addr, &path);
    assert_eq!(json["event"]["after"], "Tabelle nach Runde 1");
    let dropped: Vec<&serde_json::Value> = json["event"]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["dropped"] == true)
        .collect();
    assert_eq!(dropped.len(), 1);
    assert_eq!(dropped[0]["name"], t2[1].as_str());
    // And taken away again.
    sharing.set_event(None);
    assert!(state(addr, &path)["event"].is_null());
}

/// `tablekeeper serve` on a data folder holding `session`: the child,
/// the address and the page's path, as it printed them.
fn serve(data: &std::path::Path, session: &Session, args: &[&str]) -> (Child, SocketAddr, String) {
    tablekeeper::store::Store::open(data)
        .unwrap()
        .save(session)
        .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablekeeper"))
        .arg("serve")
        .args(args)
        .env("TABLEKEEPER_DATA_DIR", data)
        .env("LANGUAGE", "en")
        .env("LC_MESSAGES", "en_US.UTF-8")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("{line}"));
    let rest = url.strip_prefix("http://").unwrap();
    let (addr, path) = rest.split_at(rest.find('/').unwrap());
    (child, addr.parse().unwrap(), path.to_owned())
}

/// How many files this process may open (Linux), if known.
fn open_files() -> Option<usize> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// A child process killed when dropped, even by a failing assertion.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn huge_headers_and_a_thousand_connections_get_clean_answers_and_the_page_still_serves() {
    // The server in a process of its own (`tablekeeper serve`), so that
    // its thousand sockets and this test's are counted apart.
    let data = tempfile::tempdir().unwrap();
    let (child, addr, path) = serve(data.path(), &game(), &[]);
    let _child = Killed(child);
    let huge = format!(
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: {}\r\nConnection: close\r\n\r\n",
        "a".repeat(1 << 20)
    );
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    // The server may answer and close before it has read it all.
    let _ = stream.write_all(huge.as_bytes());
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer);
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 431"),
        "{}",
        &answer[..answer.len().min(200)]
    );
    // A thousand connections held open, sending nothing: the server keeps
    // 512, each new one over them closing the oldest (soon after, all of
    // them, for saying nothing); none hangs. (Fewer where this process may
    // not open a thousand files, still well over 512.)
    let count = open_files().map_or(1000, |n| n.saturating_sub(100).min(1000));
    assert!(count > 600, "{count}");
    let held: Vec<TcpStream> = (0..count)
        .map(|_| {
            let s = TcpStream::connect(addr).unwrap();
            s.set_nonblocking(true).unwrap();
            s
        })
        .collect();
    let started = Instant::now();
    let mut closed = 0;
    while closed < count - 512 && started.elapsed() < Duration::from_secs(20) {
        closed = held
            .iter()
            .filter(|s| {
                let mut first = [0u8; 12];
                match s.peek(&mut first) {
                    Ok(0) => true,
                    Ok(n) => panic!("answered: {:?}", String::from_utf8_lossy(&first[..n])),
                    Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
                }
            })
            .count();
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(
        closed >= count - 512,
        "the ones over the limit, closed: {closed} of {count}"
    );
    drop(held);
    // And then the page serves as before.
    let started = Instant::now();
    loop {
        let (code, _, _) = get(addr, &request(&path));
        if code == 200 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "not served again: {code}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    eprintln!("served again after {:?}", started.elapsed());
}

#[test]
fn serve_follows_the_session_file_as_it_changes() {
    let data = tempfile::tempdir().unwrap();
    let mut session = game();
    let (child, addr, path) = serve(data.path(), &session, &["--session", "live"]);
    let _child = Killed(child);
    let life = |addr| {
        let (code, _, body) = get(addr, &request(&format!("{path}state")));
        assert_eq!(code, 200);
        let json: serde_json::Value = serde_json::from_str(&body).unwrap();
        json["seats"][0]["values"][0]["value"].as_i64().unwrap()
    };
    assert_eq!(life(addr), 20);
    hit(&mut session, 0, -5);
    tablekeeper::store::Store::open(data.path())
        .unwrap()
        .save(&session)
        .unwrap();
    let started = Instant::now();
    while life(addr) != 15 {
        assert!(started.elapsed() < Duration::from_secs(5), "never shared");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn serve_refuses_a_bad_address_or_session_in_one_line() {
    let data = tempfile::tempdir().unwrap();
    tablekeeper::store::Store::open(data.path())
        .unwrap()
        .save(&game())
        .unwrap();
    for (args, says) in [
        (
            &["serve", "--bind", "phones"][..],
            "--bind: `phones` is not an address and port",
        ),
        (&["serve", "--session", "nothing"][..], "nothing"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_tablekeeper"))
            .args(args)
            .env("TABLEKEEPER_DATA_DIR", data.path())
            .env("LANGUAGE", "en")
            .env("LC_MESSAGES", "en_US.UTF-8")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(says), "{err}");
    }
}

#[test]
fn stopping_closes_the_port() {
    let session = game();
    let (sharing, addr, path) = start(&session);
    assert_eq!(get(addr, &request(&path)).0, 200);
    drop(sharing);
    assert!(TcpStream::connect(addr).is_err(), "nothing listens after");
}

#[test]
fn serve_shows_the_events_standings_and_reads_them_again_as_results_arrive() {
    let data = tempfile::tempdir().unwrap();
    let store = tablekeeper::store::Store::open(data.path()).unwrap();
    let mut event = Event::new(
        "Friday",
        vec![GameKind::Custom],
        Kind::TwoPlayer,
        ["Ana", "Bo", "Cy", "Di"],
        5,
    )
    .unwrap();
    event.pair_next().unwrap();
    store.new_event(&event).unwrap();
    let mut session = game();
    session.set_event_tag(Some(EventTag {
        name: "Friday".into(),
        round: 1,
        table: 1,
    }));
    let (child, addr, path) = serve(data.path(), &session, &["--bind", "127.0.0.1:0"]);
    let _child = Killed(child);
    let json = state(addr, &path);
    assert_eq!(json["event"]["name"], "Friday", "{json}");
    assert_eq!(json["event"]["rows"][0]["points"], 0);
    // The host enters table 2's result; serve reads the event again within
    // a few seconds (every five).
    let winner = event.rounds[0].tables[1].players[0].clone();
    store
        .change_event("Friday", |e| {
            e.record(1, 2, TableResult::Winner(winner.clone()))
        })
        .unwrap();
    let until = Instant::now() + Duration::from_secs(60);
    loop {
        let json = state(addr, &path);
        if json["event"]["rows"][0]["points"] == 3 {
            assert_eq!(json["event"]["rows"][0]["name"], winner.as_str());
            break;
        }
        assert!(Instant::now() < until, "never read again: {json}");
        std::thread::sleep(Duration::from_millis(200));
    }
}
