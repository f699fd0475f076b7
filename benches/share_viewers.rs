//! The live page under load (issue #22): 200 viewers on loopback hold its
//! event stream open while the session changes 100 times. Measures the
//! time from each change to the last viewer's copy of it (every change
//! must reach all 200), the serving process's memory and CPU with them
//! attached, and its idle CPU with sharing on and nobody watching
//! (target: 0). Then, against a large page (a 10 MB note, which must not
//! be served, and an event of 3,000 players), the server's peak memory
//! with 600 connections that send nothing and with 600 clients that open
//! the event stream and never read it (issue #32; target: under 100 MB),
//! its memory after they leave, and whether a viewer is served meanwhile.
//! The server runs in a process of its own (this program, started again
//! with `--server`), so its figures are its own.
//! Run: cargo bench --bench share_viewers (Linux: it reads /proc).

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use chrono::Utc;
use tablekeeper::event::{Event, Kind};
use tablekeeper::rules::GameKind;
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::share::{Board, Sharing};

mod stream;

const VIEWERS: usize = 200;
const CHANGES: u64 = 100;
/// The hostile clients, and the large page's note and event.
const HOSTILE: usize = 600;
const NOTE_BYTES: usize = 10 << 20;
const EVENT_PLAYERS: usize = 3000;

/// Eight players, two counters, 300 changes already made.
fn game() -> Session {
    let setup = AnySetup::Custom(custom::Setup {
        players: (0..8)
            .map(|i| Player::new(format!("Player {i}"), i))
            .collect(),
        counters: vec![Counter::new("Life", 40), Counter::new("Poison", 0)],
        win: None,
    });
    let mut s = Session::new("bench".into(), setup, Utc::now()).unwrap_or_else(|e| panic!("{e}"));
    for i in 0..300 {
        change(&mut s, i);
    }
    s
}

fn change(s: &mut Session, i: u64) {
    let add = custom::Action::Add {
        player: (i % 8) as usize,
        counter: (i % 2) as usize,
        amount: if i.is_multiple_of(3) { 1 } else { -1 },
    };
    s.apply(AnyAction::Custom(add), Utc::now())
        .unwrap_or_else(|e| panic!("{e}"));
}

/// The server: shares the game (with `--large`, its note and event's
/// standings large), prints its address, and makes a change for every
/// line read.
fn server(large: bool) {
    let mut s = game();
    if large {
        s.set_note("x".repeat(NOTE_BYTES))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let sharing = Sharing::start(([127, 0, 0, 1], 0).into(), &s).unwrap_or_else(|e| panic!("{e}"));
    if large {
        let names = (0..EVENT_PLAYERS).map(|i| format!("Player {i:05} with a rather long name"));
        let event = Event::new("Big", vec![GameKind::Custom], Kind::TwoPlayer, names, 1)
            .unwrap_or_else(|e| panic!("{e}"));
        sharing.set_event(Some(Board::new(&event, None)));
    }
    println!("{}", sharing.url(None));
    for (i, line) in (300..).zip(std::io::stdin().lines()) {
        if line.is_err() {
            break;
        }
        change(&mut s, i);
        sharing.update(&s);
    }
}

/// (user + system CPU ticks, resident kB) of process `pid`.
fn usage(pid: u32) -> (u64, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = fields
        .get(11)
        .and_then(|u| u.parse::<u64>().ok())
        .unwrap_or(0)
        + fields
            .get(12)
            .and_then(|s| s.parse::<u64>().ok())
            .unwrap_or(0);
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0);
    (ticks, rss)
}

/// CPU use of `pid` over `span`, in % of one core (100 ticks a second).
fn cpu_over(pid: u32, span: Duration) -> f64 {
    let (before, _) = usage(pid);
    std::thread::sleep(span);
    let (after, _) = usage(pid);
    (after - before) as f64 / span.as_secs_f64()
}

/// The server started in a process of its own: the process, its address
/// and the page's path.
fn spawn_server(large: bool) -> (Child, String, String) {
    let mut command = Command::new(std::env::current_exe().unwrap_or_else(|e| panic!("{e}")));
    command.arg("--server");
    if large {
        command.arg("--large");
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    let mut url = String::new();
    let mut out = BufReader::new(child.stdout.take().unwrap_or_else(|| panic!("stdout")));
    out.read_line(&mut url).unwrap_or_else(|e| panic!("{e}"));
    let rest = url
        .trim()
        .strip_prefix("http://")
        .unwrap_or_else(|| panic!("{url}"));
    let (addr, path) = rest.split_at(rest.find('/').unwrap_or(0));
    (child, addr.to_owned(), path.to_owned())
}

fn main() {
    if std::env::args().any(|a| a == "--server") {
        return server(std::env::args().any(|a| a == "--large"));
    }
    viewers();
    hostile();
}

/// 200 viewers and 100 changes.
fn viewers() {
    let (mut child, addr, path) = spawn_server(false);
    let pid = child.id();
    std::thread::sleep(Duration::from_millis(500));
    let idle = cpu_over(pid, Duration::from_secs(5));
    let (_, rss_alone) = usage(pid);

    let (tx, rx) = mpsc::channel::<(u64, Instant)>();
    for _ in 0..VIEWERS {
        let (tx, addr, path) = (tx.clone(), addr.clone(), path.clone());
        std::thread::spawn(move || {
            stream::versions(&addr, &path, |version| {
                tx.send((version, Instant::now())).is_ok()
            });
        });
    }
    for _ in 0..VIEWERS {
        rx.recv_timeout(Duration::from_secs(30))
            .unwrap_or_else(|e| panic!("a viewer never got the page: {e}"));
    }
    std::thread::sleep(Duration::from_millis(500));
    let (_, rss_watched) = usage(pid);
    let watched_idle = cpu_over(pid, Duration::from_secs(5));

    let mut stdin = child.stdin.take().unwrap_or_else(|| panic!("stdin"));
    let mut latencies = Vec::new();
    let (busy_before, _) = usage(pid);
    let started = Instant::now();
    for change in 0..CHANGES {
        let version = change + 2;
        let at = Instant::now();
        let _ = writeln!(stdin);
        let _ = stdin.flush();
        let mut got = 0;
        let mut last = at;
        while got < VIEWERS {
            let (v, when) = rx
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|e| panic!("change {version} not delivered to all: {e}"));
            if v == version {
                got += 1;
                last = last.max(when);
            }
        }
        latencies.push(last - at);
        std::thread::sleep(Duration::from_millis(100));
    }
    let (busy_after, rss_end) = usage(pid);
    let busy = (busy_after - busy_before) as f64 / started.elapsed().as_secs_f64();
    drop(stdin);
    let _ = child.kill();
    let _ = child.wait();

    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() as f64 - 1.0) * q).round() as usize];
    println!("share_viewers: {VIEWERS} viewers, {CHANGES} changes, every change delivered to all");
    println!(
        "  to the last viewer: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms (target: p99 < 1000 ms)",
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3
    );
    println!(
        "  server memory: {:.1} MB alone, {:.1} MB with {VIEWERS} viewers, {:.1} MB after the changes",
        rss_alone as f64 / 1024.0,
        rss_watched as f64 / 1024.0,
        rss_end as f64 / 1024.0
    );
    println!(
        "  server CPU (% of a core): {idle:.1} sharing with nobody watching (target 0), {watched_idle:.1} with {VIEWERS} watching and no change, {busy:.1} during the changes (10 a second)"
    );
}

/// The largest resident size (kB) of `pid` over `span`, read every 50 ms.
fn peak_over(pid: u32, span: Duration) -> u64 {
    let started = Instant::now();
    let mut peak = 0;
    while started.elapsed() < span {
        peak = peak.max(usage(pid).1);
        std::thread::sleep(Duration::from_millis(50));
    }
    peak
}

/// A token holder's GET of `path`, its connection closed after: the
/// status code (0: no answer) and the bytes of the answer.
fn ask(addr: &str, path: &str) -> (u16, usize) {
    let Ok(mut stream) = TcpStream::connect(addr) else {
        return (0, 0);
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(30)));
    let _ = write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    );
    let mut answer = Vec::new();
    let _ = std::io::Read::read_to_end(&mut stream, &mut answer);
    let code = answer
        .get(9..12)
        .and_then(|c| std::str::from_utf8(c).ok()?.parse().ok())
        .unwrap_or(0);
    (code, answer.len())
}

/// 600 connections that send nothing, then 600 clients that open the
/// event stream and never read it (`SHARE_DEAF` of them if set: the
/// server before issue #32 took some 12 MB for each), against the large
/// page.
fn hostile() {
    let deaf_count = std::env::var("SHARE_DEAF")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(HOSTILE);
    let (mut child, addr, path) = spawn_server(true);
    let pid = child.id();
    let (_, state_bytes) = ask(&addr, &format!("{path}state"));
    std::thread::sleep(Duration::from_millis(500));
    let (_, rss_alone) = usage(pid);

    let idle: Vec<TcpStream> = (0..HOSTILE)
        .filter_map(|_| TcpStream::connect(&addr).ok())
        .collect();
    std::thread::sleep(Duration::from_millis(200));
    let (idle_page, _) = ask(&addr, &path);
    let idle_peak = peak_over(pid, Duration::from_secs(3));
    drop(idle);
    std::thread::sleep(Duration::from_secs(1));

    let deaf: Vec<TcpStream> = (0..deaf_count)
        .filter_map(|_| {
            let mut s = TcpStream::connect(&addr).ok()?;
            write!(s, "GET {path}events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").ok()?;
            Some(s)
        })
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    let (deaf_state, _) = ask(&addr, &format!("{path}state"));
    // Longer than the server lets a write wait (10 s).
    let deaf_peak = peak_over(pid, Duration::from_secs(12));
    let (deaf_later, _) = ask(&addr, &format!("{path}state"));
    let deaf_peak = deaf_peak.max(peak_over(pid, Duration::from_secs(3)));
    drop(deaf);
    std::thread::sleep(Duration::from_secs(3));
    let (_, rss_after) = usage(pid);
    let _ = child.kill();
    let _ = child.wait();

    let mb = |kb: u64| kb as f64 / 1024.0;
    println!(
        "share_viewers, hostile: a page of {:.1} MB (state), server {:.1} MB alone",
        state_bytes as f64 / 1048576.0,
        mb(rss_alone)
    );
    println!(
        "  {HOSTILE} connections sending nothing: peak {:.1} MB, a viewer's page meanwhile: {idle_page}",
        mb(idle_peak)
    );
    println!(
        "  {deaf_count} event streams never read: peak {:.1} MB (target < 100), a viewer's state meanwhile: {deaf_state}, 12 s on: {deaf_later}; {:.1} MB 3 s after they left",
        mb(deaf_peak),
        mb(rss_after)
    );
}
