//! *Show on phones* in the window, headless (iced_test): the button starts
//! the live page, a change made in the window reaches it, and *Stop
//! showing* (or leaving the game) closes it.
#![cfg(feature = "gui")]

mod common;
mod ui_common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::http::{get, request};
use tablekeeper::ui::App;
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
