//! A phone's tap to every page (issue #37): on loopback, a share of an
//! eight-player game with seats on, its owner a thread applying each act
//! with `apply_act` (nothing saved to disk, so the figures are the
//! server's and the pages'), 8 seats' pages and 50 viewers holding the
//! event stream open. Each of 200 taps is a phone's `POST …/act` (seat
//! after seat); measured from just before the POST is sent to when every
//! other page (the other 7 seats and the 50 viewers: 57 streams) has the
//! version it made, and to the phone's own answer. Target: p99 under
//! 200 ms. The client threads share the machine with the server.
//! Run: cargo bench --bench share_seats

use std::collections::HashSet;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use chrono::Utc;
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::share::{Reply, Sharing, apply_act};

mod stream;

const SEATS: usize = 8;
const VIEWERS: usize = 50;
const TAPS: usize = 200;

/// Eight players, two counters, 300 changes already made (as
/// share_viewers' game).
fn game() -> Session {
    let setup = AnySetup::Custom(custom::Setup {
        players: (0..SEATS)
            .map(|i| Player::new(format!("Player {i}"), i))
            .collect(),
        counters: vec![Counter::new("Life", 40), Counter::new("Poison", 0)],
        win: None,
    });
    let mut s = Session::new("bench".into(), setup, Utc::now()).unwrap_or_else(|e| panic!("{e}"));
    for i in 0..300u64 {
        let add = custom::Action::Add {
            player: (i % 8) as usize,
            counter: (i % 2) as usize,
            amount: if i.is_multiple_of(3) { 1 } else { -1 },
        };
        s.apply(AnyAction::Custom(add), Utc::now())
            .unwrap_or_else(|e| panic!("{e}"));
    }
    s
}

/// The path part of `url` (after the address).
fn path(url: &str, addr: SocketAddr) -> String {
    url.split_once(&addr.to_string())
        .map(|(_, p)| p.to_owned())
        .unwrap_or_else(|| panic!("{url}"))
}

/// A page's event stream on `path` (stream number `stream`): every
/// version it receives, with when, sent to `tx`.
fn listen(addr: SocketAddr, path: String, stream: usize, tx: mpsc::Sender<(usize, u64, Instant)>) {
    std::thread::spawn(move || {
        stream::versions(&addr.to_string(), &path, |version| {
            tx.send((stream, version, Instant::now())).is_ok()
        });
    });
}

/// A phone's tap: `POST <seat>act`, as the page sends it. The version
/// in its answer (none if refused or failed).
fn tap(addr: SocketAddr, seat: &str, id: usize) -> Option<u64> {
    let body = format!(r#"{{"id":"bench-{id}","control":"counter-0","step":1}}"#);
    let mut conn = TcpStream::connect(addr).ok()?;
    write!(
        conn,
        "POST {seat}act HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .ok()?;
    let mut answer = String::new();
    conn.read_to_string(&mut answer).ok()?;
    let (_, json) = answer.split_once("\r\n\r\n")?;
    let version = json.split_once("\"version\":")?.1;
    version
        .split(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

/// p50, p99 and max of `times`, in ms.
fn quantiles(times: &mut [Duration]) -> String {
    times.sort();
    let at = |q: f64| {
        let i = ((times.len() as f64 - 1.0) * q).round() as usize;
        times.get(i).map_or(0.0, |d| d.as_secs_f64() * 1e3)
    };
    format!(
        "p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        at(0.5),
        at(0.99),
        at(1.0)
    )
}

fn main() {
    let session = game();
    let sharing =
        Sharing::start(([127, 0, 0, 1], 0).into(), &session).unwrap_or_else(|e| panic!("{e}"));
    sharing.new_links().unwrap_or_else(|e| panic!("{e}"));
    let acts = sharing.acts().unwrap_or_else(|| panic!("the acts"));
    let addr = sharing.addr();
    let seats: Vec<String> = (0..SEATS)
        .map(|s| path(&sharing.seat_url(s, None).unwrap_or_default(), addr))
        .collect();
    let viewer = path(&sharing.url(None), addr);
    let stop = AtomicBool::new(false);
    let mut session = session;
    std::thread::scope(|scope| {
        let (sharing_ref, stop_ref) = (&sharing, &stop);
        // The owner: each act applied, shared and answered.
        scope.spawn(move || {
            while !stop_ref.load(Ordering::Relaxed) {
                let Ok(act) = acts.recv_timeout(Duration::from_millis(20)) else {
                    continue;
                };
                match apply_act(&mut session, act.seat, &act.request, Utc::now()) {
                    Ok(()) => {
                        let version = sharing_ref.update(&session);
                        act.answer(Reply::Applied(version));
                    }
                    Err(rule) => act.answer(Reply::Refused(rule)),
                }
            }
        });
        measure(addr, &seats, &viewer);
        stop.store(true, Ordering::Relaxed);
    });
}

/// The pages connected, then the taps, each measured.
fn measure(addr: SocketAddr, seats: &[String], viewer: &str) {
    let (tx, rx) = mpsc::channel();
    // Streams 0..8: the seats' pages; then the viewers'.
    for (i, seat) in seats.iter().enumerate() {
        listen(addr, seat.clone(), i, tx.clone());
    }
    for v in 0..VIEWERS {
        listen(addr, viewer.to_owned(), SEATS + v, tx.clone());
    }
    let streams = SEATS + VIEWERS;
    let mut opened = HashSet::new();
    while opened.len() < streams {
        let (s, _, _) = rx
            .recv_timeout(Duration::from_secs(30))
            .unwrap_or_else(|e| panic!("a page never got its state: {e}"));
        opened.insert(s);
    }
    std::thread::sleep(Duration::from_millis(500));
    while rx.try_recv().is_ok() {}

    let (mut to_all, mut answered) = (Vec::new(), Vec::new());
    for n in 0..TAPS {
        let seat = n % SEATS;
        let at = Instant::now();
        let version = tap(addr, &seats[seat], n).unwrap_or_else(|| panic!("tap {n} not applied"));
        answered.push(at.elapsed());
        // Every other page has it: the first time each stream shows a
        // version this new.
        let mut have = HashSet::new();
        let mut last = at;
        while have.len() < streams - 1 {
            let (s, v, when) = rx
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|e| panic!("version {version} not on every page: {e}"));
            if s != seat && v >= version && have.insert(s) {
                last = last.max(when);
            }
        }
        to_all.push(last - at);
        // Gently: a phone's taps, not a flood (and under the rate limit).
        std::thread::sleep(Duration::from_millis(40));
        while rx.try_recv().is_ok() {}
    }
    println!(
        "share_seats: {SEATS} seats' pages and {VIEWERS} viewers on loopback, {TAPS} taps, each on every page"
    );
    println!(
        "  tap to every other page ({} streams): {} (target: p99 < 200 ms)",
        SEATS + VIEWERS - 1,
        quantiles(&mut to_all)
    );
    println!("  tap to the phone's answer: {}", quantiles(&mut answered));
}
