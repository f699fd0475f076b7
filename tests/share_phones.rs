//! Two phones at one table (issue #37), in Debian's headless Chromium
//! (tests/browser): `tablekeeper serve --seats` hosts a session; two
//! emulated phones at 390×844, each on its own seat's link, tap their own
//! controls only and play a short Hero Realms and a short Custom game to
//! a decided result, saved in the session file with each entry's seat; a
//! double tap counts once (Kharnage's one-tap KHARNAGE!, and a Hero Realms
//! step); a lost answer is sent again with the same id and counts once;
//! a lost stream says "Reconnecting…" with every control disabled; a
//! refused tap shows the rule. Also a picture of
//! a seat's controls in every game, kept in `TABLEKEEPER_SHOTS` when set.
//! Unix only; required when `CI` is set.
#![cfg(unix)]

mod browser;
mod common;

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::time::Duration;

use browser::Browser;
use serde_json::{Value, json};
use tablekeeper::rules::custom::{self, Counter, WinRule};
use tablekeeper::rules::hero_realms::{self, Format};
use tablekeeper::rules::kharnage;
use tablekeeper::rules::{AnySetup, Outcome, Player};
use tablekeeper::session::Session;
use tablekeeper::share::Sharing;
use tablekeeper::store::Store;

/// A child process killed when dropped, even by a failing assertion.
struct Killed(std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A table served by `tablekeeper serve --seats`: the process, its data
/// folder, and each seat's link.
struct Table {
    _serve: Killed,
    store: Store,
    _data: tempfile::TempDir,
    seats: Vec<String>,
}

/// `session` (its id `id`), saved in a data folder of its own and
/// served with seats.
fn serve(session: &Session, id: &str) -> Table {
    let data = tempfile::tempdir().unwrap();
    let store = Store::open(data.path()).unwrap();
    store.save(session).unwrap();
    let seats = session.setup().seats(session.state()).len();
    let mut command = common::tablekeeper(data.path());
    command
        .args(["serve", "--seats", "--session", id])
        .stdout(std::process::Stdio::piped());
    let mut child = Killed(command.spawn().unwrap());
    let mut out = BufReader::new(child.0.stdout.take().unwrap());
    // The viewer's link, then one line per seat: "Seat 1, Ana: http://…".
    let mut links = Vec::new();
    for _ in 0..=seats {
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("no link in {line:?}"));
        links.push(url.to_owned());
    }
    Table {
        _serve: child,
        store,
        _data: data,
        seats: links.split_off(1),
    }
}

/// A phone: a headless Chromium emulating one at 390×844.
fn phone() -> Browser {
    Browser::open("en", 390, 844)
}

/// `b` opens `url` as a phone of 390×844 CSS px, its page live.
fn open(b: &Browser, url: &str) {
    b.cdp(
        "Emulation.setDeviceMetricsOverride",
        json!({"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": true}),
    );
    b.cdp(
        "Emulation.setTouchEmulationEnabled",
        json!({"enabled": true, "maxTouchPoints": 5}),
    );
    b.go(url);
    b.wait_live();
}

/// The CSS selector of the button of `control`'s `step`.
fn button(control: &str, step: i64) -> String {
    format!("#mine button[data-control=\"{control}\"][data-step=\"{step}\"]")
}

/// The value the page shows of its seat's control `control`.
fn value(b: &Browser, control: &str) -> Option<i64> {
    let shown = b.run(
        "const c = Array.from(document.querySelectorAll('#mine .control'))
           .find((c) => c.querySelector(`button[data-control=\"${arguments[0]}\"]`));
         return c ? c.querySelector('.value').textContent : null;",
        json!([control]),
    );
    shown.as_str().and_then(|v| v.parse().ok())
}

/// Waits until `b`'s button of `control`'s `step` can be tapped.
fn ready(b: &Browser, control: &str, step: i64) {
    let sel = button(control, step);
    b.wait(
        &format!("const e = document.querySelector('{sel}'); return !!e && !e.disabled;"),
        Duration::from_secs(20),
    );
}

/// `b` taps its seat's `control` by `step` (a real click, through
/// WebDriver), and waits until its page shows the value `then`.
fn tap(b: &Browser, control: &str, step: i64, then: i64) {
    ready(b, control, step);
    let found = b.command(
        "element",
        json!({"using": "css selector", "value": button(control, step)}),
    );
    let element = found.as_object().unwrap().values().next().unwrap();
    let id = element.as_str().unwrap();
    b.command(&format!("element/{id}/click"), json!({}));
    shows(b, control, then);
}

/// Waits until `b`'s page shows the value `then` for `control`.
fn shows(b: &Browser, control: &str, then: i64) {
    let started = std::time::Instant::now();
    while value(b, control) != Some(then) {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{control} never showed {then}: {:?}",
            value(b, control)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Both phones say Ana won; the saved log holds `entries` (seat 0's,
/// seat 1's) from them, and names Ana the winner.
fn ana_won(table: &Table, id: &str, phones: [&Browser; 2], entries: (usize, usize)) {
    for b in phones {
        b.wait_for("who", "Ana", Duration::from_secs(20));
    }
    let log = log(table, id);
    assert_eq!((from(&log, 0), from(&log, 1)), entries, "{log:?}");
    assert_eq!(winners(table, id), ["Ana"]);
}

/// The session file as saved now: its log's entries.
fn log(table: &Table, id: &str) -> Vec<Value> {
    let path = table.store.session_path(id).unwrap();
    let saved: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    saved["log"].as_array().cloned().unwrap_or_default()
}

/// The entries of `log` from seat `seat`'s phone.
fn from(log: &[Value], seat: u64) -> usize {
    log.iter().filter(|e| e["from"] == json!(seat)).count()
}

/// The game's winners, read back from its saved file.
fn winners(table: &Table, id: &str) -> Vec<String> {
    match table.store.load(id).unwrap().session.outcome() {
        Outcome::Finished { winners, .. } => winners,
        Outcome::InProgress => panic!("{id}: not decided"),
    }
}

#[test]
fn two_phones_play_hero_realms_to_a_result_each_on_its_own_seat() {
    if !browser::present("two phones playing Hero Realms") {
        return;
    }
    let mut setup = hero_realms::Setup::new(Format::FreeForAll, &["Ana", "Bo"]);
    setup.health = vec![12, 12];
    let session = Session::new("hr".into(), AnySetup::HeroRealms(setup), common::t(0)).unwrap();
    let table = serve(&session, "hr");
    let (ana, bo) = (phone(), phone());
    open(&ana, &table.seats[0]);
    open(&bo, &table.seats[1]);
    assert!(ana.text("mine-heading").contains("Ana"));
    assert!(bo.text("mine-heading").contains("Bo"));
    // Ana's turn: her gold; Bo's gold is refused, with the rule, and
    // changes nothing.
    tap(&ana, "gold", 5, 5);
    ready(&bo, "gold", 1);
    bo.run(
        "document.querySelector(arguments[0]).click();",
        json!([button("gold", 1)]),
    );
    bo.wait(
        "return document.getElementById('refused').textContent !== '';",
        Duration::from_secs(20),
    );
    assert_eq!(value(&bo, "gold"), Some(0));
    assert_eq!(
        bo.run(
            "return document.getElementById('refused').getAttribute('role');",
            json!([])
        ),
        json!("alert")
    );
    // Each loses health on their own seat, Bo down to 0.
    tap(&ana, "health", -1, 11);
    tap(&bo, "health", -5, 7);
    tap(&bo, "health", -5, 2);
    // A double tap (two clicks at once) is one change.
    let before = log(&table, "hr").len();
    ready(&bo, "health", -1);
    bo.run(
        "const b = document.querySelector(arguments[0]); b.click(); b.click();",
        json!([button("health", -1)]),
    );
    shows(&bo, "health", 1);
    ready(&bo, "health", -1);
    assert_eq!(log(&table, "hr").len(), before + 1, "one entry per tap");
    tap(&bo, "health", -1, 0);
    // Decided, on both phones and in the file.
    ana_won(&table, "hr", [&ana, &bo], (2, 4));
}

#[test]
fn two_phones_play_custom_to_its_win_rule() {
    if !browser::present("two phones playing Custom") {
        return;
    }
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Gold", 5), Counter::new("Life", 20)],
        win: Some(WinRule::Reach {
            counter: 0,
            target: 8,
        }),
    });
    let session = Session::new("c".into(), setup, common::t(0)).unwrap();
    let table = serve(&session, "c");
    let (ana, bo) = (phone(), phone());
    open(&ana, &table.seats[0]);
    open(&bo, &table.seats[1]);
    tap(&bo, "counter-0", 1, 6);
    tap(&ana, "counter-0", 1, 6);
    tap(&bo, "counter-1", -5, 15);
    // Bo takes his Life change back: his own, the last.
    ready(&bo, "counter-1", -5);
    bo.run("document.getElementById('undo').click();", json!([]));
    shows(&bo, "counter-1", 20);
    tap(&ana, "counter-0", 1, 7);
    tap(&ana, "counter-0", 1, 8);
    ana_won(&table, "c", [&ana, &bo], (3, 1));
}

#[test]
fn a_double_tap_on_kharnage_is_one_kharnage() {
    if !browser::present("a double tap on a phone") {
        return;
    }
    let setup = kharnage::Setup {
        armies: vec![Player::new("Orcs", 0), Player::new("Elves", 1)],
        played_by: Vec::new(),
        rounds: 4,
        yeah_rule: false,
    };
    let session = Session::new("k".into(), AnySetup::Kharnage(setup), common::t(0)).unwrap();
    let table = serve(&session, "k");
    let orcs = phone();
    open(&orcs, &table.seats[0]);
    // The one-tap control's button says what it does.
    let said = orcs.run(
        "return document.querySelector(arguments[0]).textContent;",
        json!([button("kharnage", 1)]),
    );
    assert_eq!(said, json!("KHARNAGE!"));
    ready(&orcs, "kharnage", 1);
    // Two clicks at once: the second finds the button disabled.
    orcs.run(
        "const b = document.querySelector(arguments[0]); b.click(); b.click();",
        json!([button("kharnage", 1)]),
    );
    shows(&orcs, "kharnage", 1);
    // Its answer is in (the button usable again): one entry, the Orcs'.
    ready(&orcs, "kharnage", 1);
    let entries = log(&table, "k");
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert_eq!(from(&entries, 0), 1, "{entries:?}");
    assert_eq!(value(&orcs, "kharnage"), Some(1));
}

#[test]
fn a_lost_answer_is_asked_again_with_the_same_id_and_counts_once() {
    if !browser::present("a lost answer on a phone") {
        return;
    }
    let setup = kharnage::Setup {
        armies: vec![Player::new("Orcs", 0), Player::new("Elves", 1)],
        played_by: Vec::new(),
        rounds: 4,
        yeah_rule: false,
    };
    let session = Session::new("k".into(), AnySetup::Kharnage(setup), common::t(0)).unwrap();
    let table = serve(&session, "k");
    let elves = phone();
    open(&elves, &table.seats[1]);
    // The first answer lost on the way back (the act itself arrives),
    // as on a dropped Wi-Fi: the page sends it again.
    elves.run(
        "const real = window.fetch; window.sent = [];
         window.fetch = (url, init) => {
           window.sent.push(init.body);
           const asked = real(url, init);
           return window.sent.length === 1 ? asked.then(() => { throw new TypeError('lost'); }) : asked;
         };",
        json!([]),
    );
    tap(&elves, "destroyed", 5, 5);
    ready(&elves, "destroyed", 5);
    let sent = elves.run("return window.sent;", json!([]));
    let sent: Vec<Value> = sent
        .as_array()
        .unwrap()
        .iter()
        .map(|b| serde_json::from_str(b.as_str().unwrap()).unwrap())
        .collect();
    assert_eq!(sent.len(), 2, "sent again: {sent:?}");
    assert_eq!(sent[0], sent[1], "with the same id");
    let id = sent[0]["id"].as_str().unwrap();
    assert!(
        (1..=64).contains(&id.len()) && id.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-'),
        "{id}"
    );
    let entries = log(&table, "k");
    assert_eq!(entries.len(), 1, "applied once: {entries:?}");
    assert_eq!(from(&entries, 1), 1);
}

#[test]
fn while_the_stream_is_down_the_page_says_reconnecting_and_no_control_works() {
    if !browser::present("a phone's lost connection") {
        return;
    }
    let sharing =
        Sharing::start("127.0.0.1:0".parse().unwrap(), &browser::screen("custom")).unwrap();
    sharing.new_links().unwrap();
    let relay = browser::Relay::start(sharing.addr());
    let url = sharing
        .seat_url(0, None)
        .unwrap()
        .replace(&sharing.addr().to_string(), &relay.addr.to_string());
    let b = phone();
    open(&b, &url);
    ready(&b, "counter-0", 1);
    // What the page showed each time its status said it was off.
    b.run(
        "window.off = [];
         const st = document.getElementById('status');
         new MutationObserver(() => {
           if (st.className !== 'off') return;
           const all = Array.from(document.querySelectorAll('#mine button'));
           window.off.push([st.textContent, all.length > 0 && all.every((x) => x.disabled)]);
         }).observe(st, { attributes: true, childList: true, characterData: true, subtree: true });",
        json!([]),
    );
    relay.cut();
    b.wait("return window.off.length > 0;", Duration::from_secs(20));
    // Back, with a fresh state: the controls work again.
    b.wait_live();
    ready(&b, "counter-0", 1);
    let off = b.run("return window.off;", json!([]));
    for seen in off.as_array().unwrap() {
        assert_eq!(seen, &json!(["Reconnecting…", true]), "{off}");
    }
}

/// Standard base64 decoded (WebDriver's screenshots).
fn unbase64(text: &str) -> Vec<u8> {
    let digit = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let clean: Vec<u8> = text.bytes().filter(|c| *c != b'=' && *c != b'\n').collect();
    let mut out = Vec::with_capacity(clean.len() * 3 / 4);
    for chunk in clean.chunks(4) {
        let mut n = 0u32;
        for (i, c) in chunk.iter().enumerate() {
            n |= u32::from(digit(*c)) << (18 - 6 * i);
        }
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    out
}

#[test]
fn a_picture_of_a_seat_s_controls_in_every_game() {
    if !browser::present("pictures of a seat's controls") {
        return;
    }
    let shots = std::env::var_os("TABLEKEEPER_SHOTS").map(PathBuf::from);
    let b = phone();
    for game in browser::GAMES {
        let sharing =
            Sharing::start("127.0.0.1:0".parse().unwrap(), &browser::screen(game)).unwrap();
        sharing.new_links().unwrap();
        // The first seat with a control now (Koth's waiting player has
        // none).
        let seat = (0..4)
            .find(|&seat| {
                let Some(url) = sharing.seat_url(seat, None) else {
                    return false;
                };
                open(&b, &url);
                b.run(
                    "return document.querySelectorAll('#mine button[data-control]').length;",
                    json!([]),
                ) != json!(0)
            })
            .unwrap_or_else(|| panic!("{game}: no seat has a control"));
        let found = b.command(
            "element",
            json!({"using": "css selector", "value": "#mine"}),
        );
        let element = found.as_object().unwrap().values().next().unwrap();
        let png = b.driver.call(
            "GET",
            &format!(
                "/session/{}/element/{}/screenshot",
                b.id,
                element.as_str().unwrap()
            ),
            None,
        );
        let png = unbase64(png.as_str().unwrap());
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{game}: a PNG");
        if let Some(dir) = &shots {
            std::fs::create_dir_all(dir).unwrap();
            std::fs::write(dir.join(format!("phone-{game}-seat{}.png", seat + 1)), &png).unwrap();
        }
    }
}
