//! End-to-end (issue #33): the clock counts only the time the real window
//! had the game open. A Koth battle is opened in the real binary in Xvfb,
//! killed with SIGKILL, left closed for a while, opened again, ended with
//! SIGTERM, left again, opened again, and its window destroyed by another
//! program (`xdotool windowclose`, no close asked): each time away is
//! recorded as not open (a few seconds at most are added), and the
//! destroyed window ends the program, which saves first and lets go of the
//! session's lock. Required when `CI` is set; skipped with a loud line when
//! Xvfb is missing.
#![cfg(all(unix, feature = "gui"))]

mod xvfb;

use std::path::Path;
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

use chrono::{DateTime, TimeDelta, Utc};
use tablekeeper::rules::AnySetup;
use tablekeeper::rules::koth::Setup;
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use xvfb::Display;

/// How long the game is left closed after each kill: what the clock would
/// wrongly add.
const AWAY: Duration = Duration::from_secs(20);

/// Whether the lock file `path` can be taken (no process holds it).
fn lock_free(path: &Path) -> bool {
    std::fs::File::options()
        .read(true)
        .write(true)
        .open(path)
        .is_ok_and(|f| f.try_lock().is_ok())
}

/// The heartbeat in the lock file `path`, if there is one.
fn heartbeat(path: &Path) -> Option<DateTime<Utc>> {
    let words = std::fs::read_to_string(path).ok()?;
    DateTime::parse_from_rfc3339(words.trim())
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

/// Waits up to a minute for `child` to end: whether it did.
fn ended(child: &mut std::process::Child) -> Option<std::process::ExitStatus> {
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status);
        }
        sleep(Duration::from_millis(100));
    }
    None
}

#[test]
fn kills_add_seconds_not_the_time_away_and_a_destroyed_window_ends_the_program() {
    if xvfb::skipped(&["Xvfb", "xdotool", "import", "xdpyinfo"]) {
        return;
    }
    let display = Display::start();
    let data = tempfile::tempdir().unwrap();
    let store = Store::open(data.path()).unwrap();
    let setup = AnySetup::Koth(Setup::new(["Ames", "Sina"]));
    let mut session = Session::new("k".into(), setup, Utc::now()).unwrap();
    session.set_turn_timer(Some(60)).unwrap();
    store.save(&session).unwrap();
    let lock = store.sessions_dir().join("k.lock");
    let open = [("TABLEKEEPER_OPEN", "k")];
    // The time the app ran, from before it started to after it ended,
    // measured from here: the game was open for less than this.
    let mut ran = Duration::ZERO;

    // 1. Killed with SIGKILL once its heartbeat is in the lock.
    let began = Instant::now();
    let (app, _) = display.app_with(data.path(), "clock-kill", &open);
    let deadline = Instant::now() + Duration::from_secs(60);
    while heartbeat(&lock).is_none() {
        assert!(Instant::now() < deadline, "no heartbeat within 60 s");
        sleep(Duration::from_millis(200));
    }
    assert!(!lock_free(&lock), "the window holds the session's lock");
    drop(app); // SIGKILL, waited for
    ran += began.elapsed();
    sleep(AWAY);

    // 2. Ended with SIGTERM.
    let began = Instant::now();
    let (mut app, _) = display.app_with(data.path(), "clock-term", &open);
    sleep(Duration::from_secs(2));
    let pid = app.0.id().to_string();
    let term = Command::new("kill").args(["-TERM", &pid]).status();
    assert!(term.is_ok_and(|s| s.success()), "kill -TERM {pid}");
    assert!(ended(&mut app.0).is_some(), "SIGTERM ends it");
    ran += began.elapsed();
    sleep(AWAY);

    // 3. Its window destroyed by another program, no close asked.
    let began = Instant::now();
    let (mut app, window) = display.app_with(data.path(), "clock-destroyed", &open);
    sleep(Duration::from_secs(2));
    display.xdotool(&["windowclose", &window]);
    let status = ended(&mut app.0);
    ran += began.elapsed();
    assert!(
        status.is_some_and(|s| s.success()),
        "the program ends with its window: {status:?}"
    );
    assert!(lock_free(&lock), "and lets go of the session's lock");

    // What the window showed last, as the file says it: the game was
    // left (saved first), each time away is not open, and the clock
    // counted the time the window had the game open, a few seconds at
    // most added by the kills.
    let saved = store.load("k").unwrap().session;
    assert!(saved.paused_by_leaving(), "saved as the window went");
    let pauses = saved.pauses();
    let closed_at = pauses.last().map(|p| p.from).unwrap_or_else(Utc::now);
    let away = TimeDelta::from_std(AWAY).unwrap_or_default();
    let not_open = pauses
        .iter()
        .filter(|p| p.left && p.to.is_some_and(|to| to - p.from >= away))
        .count();
    let shown = tablekeeper::clock::played(&saved).at(closed_at);
    let ran = TimeDelta::from_std(ran).unwrap_or_default();
    eprintln!("e2e_clock: played {shown} while the app ran {ran}, {AWAY:?} away twice");
    assert_eq!(not_open, 2, "each time away is not open: {pauses:?}");
    assert!(
        shown <= ran + TimeDelta::seconds(5),
        "played {shown} while the app ran {ran} of which {} away: {pauses:?}",
        away * 2
    );
    assert!(shown > TimeDelta::zero(), "the time open counts");
}
