//! The live page under load (issue #22): 200 viewers on loopback hold its
//! event stream open while the session changes 100 times. Measures the
//! time from each change to the last viewer's copy of it (every change
//! must reach all 200), the serving process's memory and CPU with them
//! attached, and its idle CPU with sharing on and nobody watching
//! (target: 0). The server runs in a process of its own (this program,
//! started again with `--server`), so its figures are its own.
//! Run: cargo bench --bench share_viewers (Linux: it reads /proc).

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use chrono::Utc;
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::share::Sharing;

const VIEWERS: usize = 200;
const CHANGES: u64 = 100;

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

/// The server: shares the game, prints its address, and makes a change
/// for every line read.
fn server() {
    let mut s = game();
    let sharing = Sharing::start(([127, 0, 0, 1], 0).into(), &s).unwrap_or_else(|e| panic!("{e}"));
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

fn main() {
    if std::env::args().any(|a| a == "--server") {
        return server();
    }
    let mut child = Command::new(std::env::current_exe().unwrap_or_else(|e| panic!("{e}")))
        .arg("--server")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    let pid = child.id();
    let mut url = String::new();
    let mut out = BufReader::new(child.stdout.take().unwrap_or_else(|| panic!("stdout")));
    out.read_line(&mut url).unwrap_or_else(|e| panic!("{e}"));
    let rest = url
        .trim()
        .strip_prefix("http://")
        .unwrap_or_else(|| panic!("{url}"));
    let (addr, path) = rest.split_at(rest.find('/').unwrap_or(0));
    let (addr, path) = (addr.to_owned(), path.to_owned());
    std::thread::sleep(Duration::from_millis(500));
    let idle = cpu_over(pid, Duration::from_secs(5));
    let (_, rss_alone) = usage(pid);

    let (tx, rx) = mpsc::channel::<(u64, Instant)>();
    for _ in 0..VIEWERS {
        let (tx, addr, path) = (tx.clone(), addr.clone(), path.clone());
        std::thread::spawn(move || {
            let mut stream = TcpStream::connect(&addr).unwrap_or_else(|e| panic!("{e}"));
            let _ = write!(stream, "GET {path}events HTTP/1.1\r\nHost: x\r\n\r\n");
            for line in BufReader::new(stream).lines() {
                let Ok(line) = line else { break };
                let Some(json) = line.strip_prefix("data: ") else {
                    continue;
                };
                let version = json
                    .split_once("\"version\":")
                    .and_then(|(_, v)| v.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok())
                    .unwrap_or(0);
                if tx.send((version, Instant::now())).is_err() {
                    break;
                }
            }
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
