//! *Show on phones* in the window, headless (iced_test): the button starts
//! the live page, a change made in the window reaches it, and *Stop
//! showing* (or leaving the game) closes it; a table's game shows its
//! event's standings there, read again with the history.
#![cfg(feature = "gui")]

mod common;
mod ui_common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::http::{get, request};
use tablekeeper::event::{Event, EventTag, Kind, TableResult};
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::{AnySetup, GameKind, Player};
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use tablekeeper::ui::{App, Message};
use ui_common::{click, english, shows};

/// The page's address and path while on.
fn page(app: &App) -> (SocketAddr, String) {
    let url = app.share_url().expect("showing on phones");
    let rest = url.strip_prefix("http://").unwrap();
    let (addr, path) = rest.split_at(rest.find('/').unwrap());
    (addr.parse().unwrap(), path.to_owned())
}

fn first_value(addr: SocketAddr, path: &str) -> i64 {
    let (code, _, body) = get(addr, &request(&format!("{path}state")));
    assert_eq!(code, 200, "{body}");
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    json["seats"][0]["values"][0]["value"].as_i64().unwrap()
}

#[test]
fn show_on_phones_then_play_and_the_page_follows_then_stop() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Custom counters");
    click(&mut app, "Start the game");
    assert!(app.share_url().is_none(), "off until asked");
    let at = ui_common::bounds(&app, tablekeeper::ui::WINDOW_SIZE, "share-toggle");
    click(&mut app, "Show on phones");
    let (addr, path) = page(&app);
    assert!(addr.ip().is_loopback(), "this computer only, at first");
    assert!(shows(&app, "This computer only"));
    assert!(
        shows(&app, app.share_url().unwrap()),
        "the address is shown"
    );
    let now = ui_common::bounds(&app, tablekeeper::ui::WINDOW_SIZE, "share-toggle");
    assert!(
        now.contains(at.center()) && (now.x, now.y) == (at.x, at.y),
        "the button (now Stop showing) stays under the pointer: {at:?} {now:?}"
    );
    assert_eq!(first_value(addr, &path), 0);
    ui_common::click_id(&mut app, "custom-more-0-0");
    let started = Instant::now();
    while first_value(addr, &path) != 1 {
        assert!(started.elapsed() < Duration::from_secs(10), "never shared");
        std::thread::sleep(Duration::from_millis(20));
    }
    click(&mut app, "Stop showing");
    assert!(app.share_url().is_none());
    assert!(std::net::TcpStream::connect(addr).is_err(), "stopped");
    assert!(shows(&app, "Show on phones"));
}

#[test]
fn leaving_the_game_stops_showing_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Custom counters");
    click(&mut app, "Start the game");
    click(&mut app, "Show on phones");
    let (addr, path) = page(&app);
    assert_eq!(get(addr, &request(&path)).0, 200);
    click(&mut app, "Home");
    assert!(
        std::net::TcpStream::connect(addr).is_err(),
        "stopped with the game"
    );
}

#[test]
fn a_double_click_on_show_on_phones_starts_it_once_and_a_later_press_stops_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    app.stop_clock();
    click(&mut app, "Custom counters");
    click(&mut app, "Start the game");
    ui_common::double_click(&mut app, "Show on phones");
    let (addr, path) = page(&app);
    assert_eq!(get(addr, &request(&path)).0, 200, "still on");
    app.pass_time(Duration::from_secs(1));
    click(&mut app, "Stop showing");
    assert!(app.share_url().is_none(), "a deliberate press stops it");
}

/// The page's JSON, in German (as `request` asks).
fn state(addr: SocketAddr, path: &str) -> serde_json::Value {
    let (code, _, body) = get(addr, &request(&format!("{path}state")));
    assert_eq!(code, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

/// An event `name` of `game` for `players`, round 1 paired, in `store`;
/// and table 1's game as the table's laptop started it: a counter game of
/// its players (won by `win`, if given; the counter starts at 0), saved as
/// `table-1`, tagged with the event's name as typed in lower case. The
/// event and that setup.
fn table_one(
    store: &Store,
    name: &str,
    game: GameKind,
    players: &[&str],
    win: Option<custom::WinRule>,
) -> (Event, AnySetup) {
    let mut event = Event::new(name, vec![game], Kind::TwoPlayer, players, 7).unwrap();
    event.pair_next().unwrap();
    store.new_event(&event).unwrap();
    let setup = AnySetup::Custom(custom::Setup {
        players: event.rounds[0].tables[0]
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| Player::new(p, i))
            .collect(),
        counters: vec![Counter::new("Points", 0)],
        win,
    });
    let mut table = Session::new("table-1".into(), setup.clone(), chrono::Utc::now()).unwrap();
    table.set_event_tag(Some(EventTag {
        name: name.to_lowercase().into(),
        round: 1,
        table: 1,
    }));
    store.save(&table).unwrap();
    (event, setup)
}

#[test]
fn a_tables_game_shows_its_events_standings_read_again_with_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    let store = Store::open(dir.path()).unwrap();
    let players = ["Ana", "Bo", "Cy", "Di"];
    let (event, setup) = table_one(&store, "Friday Koth", GameKind::Koth, &players, None);
    let seated = event.rounds[0].tables[0].players.clone();
    let other = Session::new("other".into(), setup, chrono::Utc::now()).unwrap();
    store.save(&other).unwrap();
    // A game of no event: no standings.
    ui_common::later(&mut app, Message::Open("other".into()));
    click(&mut app, "Show on phones");
    let (addr, path) = page(&app);
    assert!(state(addr, &path)["event"].is_null());
    click(&mut app, "Home");
    // The table's game: its event's standings, already there when
    // showing starts.
    ui_common::later(&mut app, Message::Open("table-1".into()));
    click(&mut app, "Show on phones");
    let (addr, path) = page(&app);
    let json = state(addr, &path);
    assert_eq!(json["event"]["name"], "Friday Koth", "{json}");
    assert_eq!(json["event"]["after"], "Tabelle: noch keine Runde beendet");
    let rows = json["event"]["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows.iter().filter(|r| r["here"] == true).count(), 2);
    // The host enters round 1's results meanwhile; the history read again
    // (as after a game) brings them.
    let t2 = event.rounds[0].tables[1].players.clone();
    store
        .change_event("Friday Koth", |e| {
            e.record(1, 1, TableResult::Winner(seated[0].clone()))?;
            e.record(1, 2, TableResult::Winner(t2[1].clone()))
        })
        .unwrap();
    assert_eq!(
        state(addr, &path)["event"]["after"],
        "Tabelle: noch keine Runde beendet",
        "the event is read when the game opens, not per change"
    );
    ui_common::go(&mut app, Message::Refresh);
    let json = state(addr, &path);
    assert_eq!(json["event"]["after"], "Tabelle nach Runde 1", "{json}");
    let first = &json["event"]["rows"][0];
    assert_eq!(first["points"], 3);
    assert!([seated[0].as_str(), t2[1].as_str()].contains(&first["name"].as_str().unwrap()));
}

#[test]
fn the_tables_own_result_reaches_the_page_when_its_game_is_decided() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    let store = Store::open(dir.path()).unwrap();
    let win = custom::WinRule::Reach {
        counter: 0,
        target: 1,
    };
    let (event, _) = table_one(
        &store,
        "Counters",
        GameKind::Custom,
        &["Ana", "Bo"],
        Some(win),
    );
    let seated = event.rounds[0].tables[0].players.clone();
    ui_common::later(&mut app, Message::Open("table-1".into()));
    click(&mut app, "Show on phones");
    let (addr, path) = page(&app);
    assert_eq!(state(addr, &path)["event"]["rows"][0]["points"], 0);
    // The first player reaches 1 point: the game is decided, and the page
    // has the table's result at once, before any history is read.
    ui_common::click_id(&mut app, "custom-more-0-0");
    assert!(app.session().is_some_and(|s| s.is_closed()));
    let json = state(addr, &path);
    assert_eq!(json["event"]["after"], "Tabelle nach Runde 1", "{json}");
    assert_eq!(json["event"]["rows"][0]["name"], seated[0].as_str());
    assert_eq!(json["event"]["rows"][0]["points"], 3);
    // Undone, the result goes again.
    ui_common::press(&mut app, None, "z", iced::keyboard::Modifiers::CTRL);
    assert!(app.session().is_some_and(|s| !s.is_closed()));
    let json = state(addr, &path);
    assert_eq!(json["event"]["rows"][0]["points"], 0, "{json}");
}

/// What *Open in browser* asked to open (the tests open no browser) of
/// the page whose address ends in `path`.
fn opened(path: &str) -> Vec<String> {
    tablekeeper::ui::not_opened()
        .into_iter()
        .filter(|u| u.ends_with(path))
        .collect()
}

#[test]
fn open_in_browser_opens_the_page_on_this_computer_once_per_press() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Custom counters");
    click(&mut app, "Start the game");
    assert!(!shows(&app, "Open in browser"), "only while showing");
    click(&mut app, "Show on phones");
    let (addr, path) = page(&app);
    assert!(shows(&app, "Open in browser"));
    // A double click opens it once.
    ui_common::double_click(&mut app, "Open in browser");
    let url = format!("http://127.0.0.1:{}{path}", addr.port());
    assert_eq!(opened(&path), [url], "one press, one browser");
    assert_eq!(get(addr, &request(&path)).0, 200, "the page it opens");
    app.pass_time(Duration::from_secs(1));
    click(&mut app, "Open in browser");
    assert_eq!(opened(&path).len(), 2, "a later press opens it again");
    // For phones on the network too, the browser here opens it on
    // 127.0.0.1 (where it is reached without the network).
    app.pass_time(Duration::from_secs(1));
    click(&mut app, "Phones on this network");
    let (_, path) = page(&app);
    app.pass_time(Duration::from_secs(1));
    click(&mut app, "Open in browser");
    let opened = opened(&path);
    assert_eq!(opened.len(), 1, "{opened:?}");
    assert!(opened[0].starts_with("http://127.0.0.1:"), "{opened:?}");
    let (code, _, _) = get(
        opened[0]
            .trim_start_matches("http://")
            .split('/')
            .next()
            .unwrap()
            .parse()
            .unwrap(),
        &request(&path),
    );
    assert_eq!(code, 200);
}

/// A phone's tap on its seat's link: `POST <path>act` from a page of this
/// server, answered once the window has applied it (or refused it).
fn tap(addr: SocketAddr, path: &str, id: &str, control: &str, step: i64) -> (u16, String) {
    let body = format!(r#"{{"id":"{id}","control":"{control}","step":{step}}}"#);
    let ask = format!(
        "POST {path}act HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let (code, _, body) = get(addr, &ask);
    (code, body)
}

/// `tap` on another thread while the window looks for phones' acts, as
/// its tick does ten times a second, until the phone has its answer.
fn tap_while_looking(
    app: &mut App,
    addr: SocketAddr,
    path: &str,
    id: &str,
    step: i64,
) -> (u16, String) {
    let (path, id) = (path.to_owned(), id.to_owned());
    let phone = std::thread::spawn(move || tap(addr, &path, &id, "counter-0", step));
    let started = Instant::now();
    while !phone.is_finished() {
        assert!(started.elapsed() < Duration::from_secs(20), "no answer");
        ui_common::go(app, Message::Phones);
        std::thread::sleep(Duration::from_millis(20));
    }
    phone.join().unwrap()
}

fn split(url: &str) -> (SocketAddr, String) {
    let rest = url.strip_prefix("http://").unwrap();
    let (addr, path) = rest.split_at(rest.find('/').unwrap());
    (addr.parse().unwrap(), path.to_owned())
}

#[test]
fn each_phone_changes_its_own_seat_through_the_window_once_per_tap() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Custom counters");
    click(&mut app, "Start the game");
    click(&mut app, "Show on phones");
    assert!(app.seat_urls().is_empty(), "phones only look, at first");
    // A double click turns the seats' links on once, not on and off: the
    // second click, on the button as the first left it, within the
    // interval.
    app.stop_clock();
    app.pass_time(Duration::from_secs(1));
    for _ in 0..2 {
        let mut ui = ui_common::sim(&app, tablekeeper::ui::WINDOW_SIZE);
        ui.click("Each phone controls its own seat").unwrap();
        let messages: Vec<Message> = ui.into_messages().collect();
        for m in messages {
            ui_common::deliver(&mut app, m);
        }
    }
    assert!(!app.seat_urls().is_empty(), "still on after a double click");
    app.pass_time(Duration::from_secs(1));
    let links: Vec<String> = app.seat_urls().iter().map(|u| u.to_string()).collect();
    let names: Vec<String> = app
        .session()
        .unwrap()
        .standings()
        .into_iter()
        .map(|s| s.name)
        .collect();
    assert_eq!(links.len(), names.len(), "a link per seat");
    assert_ne!(links[0], links[1]);
    // The first seat's link and code are shown; the second's on a press.
    assert!(shows(&app, &links[0]), "the first seat's link is shown");
    assert!(shows(&app, &format!("{} (not yet)", names[1])));
    ui_common::click_id(&mut app, "phones-seat-1");
    assert!(shows(&app, &links[1]));
    // The seat's code and New links fit the smallest window.
    let small = iced::Size::new(1024.0, 768.0);
    let ids = ["phones-qr".to_owned(), "phones-new-links".to_owned()];
    if let Err(e) = ui_common::ids_fit(&app, small, &ids) {
        let shot = ui_common::sim(&app, small)
            .snapshot(&iced::Theme::Light)
            .unwrap();
        let _ = shot.matches_image(std::env::temp_dir().join("seats-small"));
        panic!("{e}");
    }
    // The second seat's phone taps +1 twice with one id (a retry), and
    // once more with another: two entries, both from its phone.
    let (addr, path) = split(&links[1]);
    let (code, body) = tap_while_looking(&mut app, addr, &path, "tap-1", 1);
    assert_eq!(code, 200, "{body}");
    assert!(body.contains(r#""ok":true"#), "{body}");
    let (code, _) = tap_while_looking(&mut app, addr, &path, "tap-1", 1);
    assert_eq!(code, 200, "the same id answered again");
    let (code, _) = tap_while_looking(&mut app, addr, &path, "tap-2", 1);
    assert_eq!(code, 200);
    let session = app.session().unwrap();
    let from: Vec<Option<usize>> = session.entries().iter().map(|e| e.from).collect();
    assert_eq!(from, vec![Some(1), Some(1)], "two taps, one retried");
    assert_eq!(session.standings()[1].values[0].1, 2, "Bo's counter");
    assert_eq!(session.standings()[0].values[0].1, 0, "Ana's untouched");
    // Saved as from the phone, and said so in the log.
    let file = Store::open(dir.path())
        .unwrap()
        .sessions_dir()
        .join(format!("{}.json", session.id()));
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    let saved_from: Vec<serde_json::Value> = saved["log"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["from"].clone())
        .collect();
    assert_eq!(saved_from, vec![serde_json::json!(1), serde_json::json!(1)]);
    assert!(
        ui_common::texts(&app)
            .iter()
            .any(|t| t.contains(&format!("(from {}’s phone)", names[1]))),
        "the log names the phone"
    );
    // The window can always undo; the phone's undo only its own last.
    click(&mut app, "Undo");
    assert_eq!(app.session().unwrap().entries().len(), 2);
    assert_eq!(app.session().unwrap().cursor(), 1);
    let phone = format!("(from {}’s phone)", names[1]);
    let named: Vec<String> = ui_common::texts(&app)
        .into_iter()
        .filter(|t| t.contains(&phone))
        .collect();
    assert_eq!(
        named.len(),
        2,
        "the undone entry names the phone too: {named:?}"
    );
    // Phones only look again: the seat's link changes nothing.
    click(&mut app, "Each phone controls its own seat");
    assert!(app.seat_urls().is_empty());
    let (code, _) = tap(addr, &path, "tap-3", "counter-0", 1);
    assert_eq!(code, 404, "an old seat link is gone");
}

/// The seats' part of the panel in German and in the pseudo-language
/// (longer words) at 1024×768: the toggle, each seat's button, the code
/// and New links wholly in the window, and the toggle's words within it.
#[test]
fn the_seats_links_fit_the_smallest_window_in_german_and_the_pseudo_language() {
    for code in ["de", tablekeeper::i18n::PSEUDO] {
        let dir = tempfile::tempdir().unwrap();
        let (_, mut app) = ui_common::in_language(dir.path(), code);
        ui_common::later(&mut app, Message::NewGame(GameKind::Custom));
        ui_common::go(&mut app, Message::Start);
        ui_common::click_id(&mut app, "share-toggle");
        ui_common::click_id(&mut app, "phones-toggle");
        assert_eq!(app.seat_urls().len(), 2, "{code}: {:?}", app.banners());
        ui_common::click_id(&mut app, "phones-seat-1");
        let small = iced::Size::new(1024.0, 768.0);
        let ids: Vec<String> = [
            "phones-toggle",
            "phones-seat-0",
            "phones-seat-1",
            "phones-qr",
            "phones-new-links",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        ui_common::ids_fit(&app, small, &ids).unwrap_or_else(|e| panic!("{code}: {e}"));
        let toggle = ui_common::bounds(&app, small, "phones-toggle");
        let words = app.i18n().tr("ui-share-seats");
        for line in ui_common::text_bounds(&app, small, &words) {
            assert!(
                line.x >= toggle.x && line.x + line.width <= toggle.x + toggle.width + 0.5,
                "{code}: {words:?} at {line:?} spills out of its button at {toggle:?}"
            );
        }
    }
}
