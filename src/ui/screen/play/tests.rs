//! The play screen's presses, message by message at known moments: one
//! press, one action for the controls that move the game on, every press
//! for the steppers.

use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};

use super::{Moment, Msg, Play};
use crate::rules::koth::{GameState, Setup};
use crate::rules::{AnySetup, AnyState};
use crate::session::Session;
use crate::store::Store;
use crate::ui::games;
use crate::ui::games::koth::body::Msg as KothMsg;

/// A Koth battle open on the play screen, writable, and the moment it
/// opened.
fn koth(dir: &std::path::Path) -> (Play, Moment) {
    let store = Store::open(dir).unwrap();
    let wall = DateTime::<Utc>::from_timestamp(1_800_000_000, 0).unwrap();
    let setup = AnySetup::Koth(Setup::new(["Ames", "Sina"]));
    let session = Session::new("k".into(), setup, wall).unwrap();
    store.save(&session).unwrap();
    let lock = store.lock("k").ok();
    assert!(lock.is_some(), "the test holds the session");
    let play = Play::new(store, session, lock);
    (
        play,
        Moment {
            at: Instant::now(),
            wall,
        },
    )
}

/// `start` plus `ms` milliseconds, on both clocks.
fn after(start: Moment, ms: u64) -> Moment {
    Moment {
        at: start.at + Duration::from_millis(ms),
        wall: start.wall + chrono::Duration::milliseconds(ms as i64),
    }
}

fn body(m: KothMsg) -> Msg {
    Msg::Body(games::Msg::Koth(m))
}

fn game(play: &Play) -> &GameState {
    match play.session().state() {
        AnyState::Koth(s) => &s.game,
        _ => panic!("a Koth battle is open"),
    }
}

#[test]
fn two_quick_presses_of_minus_one_in_koth_spend_two_cp() {
    let dir = tempfile::tempdir().unwrap();
    let (mut play, t0) = koth(dir.path());
    let cp = game(&play).cp_left;
    for ms in [0, 120] {
        assert!(play.update(body(KothMsg::SpendOne), after(t0, ms)).is_ok());
    }
    assert_eq!(game(&play).cp_left, cp - 2, "−1 counts every press");
    assert_eq!(play.session().cursor(), 2);
}

#[test]
fn a_double_click_on_end_turn_ends_one_turn_and_a_later_press_the_next() {
    let dir = tempfile::tempdir().unwrap();
    let (mut play, t0) = koth(dir.path());
    let active = game(&play).active;
    for ms in [0, 150] {
        assert!(play.update(body(KothMsg::EndTurn), after(t0, ms)).is_ok());
    }
    assert_eq!(play.session().cursor(), 1, "the second click does nothing");
    assert_ne!(game(&play).active, active);
    // A −1 between two presses of End turn: the second is deliberate.
    assert!(play.update(body(KothMsg::SpendOne), after(t0, 200)).is_ok());
    assert!(play.update(body(KothMsg::EndTurn), after(t0, 300)).is_ok());
    assert_eq!(play.session().cursor(), 3);
    assert!(play.update(body(KothMsg::EndTurn), after(t0, 900)).is_ok());
    assert_eq!(play.session().cursor(), 4, "after the interval it acts");
}

#[test]
fn a_held_key_does_not_repeat_end_turn_however_long_it_is_held() {
    let dir = tempfile::tempdir().unwrap();
    let (mut play, t0) = koth(dir.path());
    assert!(play.update(body(KothMsg::EndTurn), t0).is_ok());
    for ms in [600, 1200, 1800] {
        let held = Msg::Held(games::Msg::Koth(KothMsg::EndTurn));
        assert!(play.update(held, after(t0, ms)).is_ok());
    }
    assert_eq!(play.session().cursor(), 1);
    // Held −1 is a stepper's repeat: each counts.
    for ms in [2000, 2100] {
        let held = Msg::Held(games::Msg::Koth(KothMsg::SpendOne));
        assert!(play.update(held, after(t0, ms)).is_ok());
    }
    assert_eq!(play.session().cursor(), 3);
}
