//! Quick presses fold into one log entry: the same correction made again
//! within three seconds becomes one entry ("+3"), undone as one, and a fold
//! never leaves the game other than the presses one by one would.

use chrono::{DateTime, Duration, Utc};
use proptest::prelude::*;
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::karth::{self, Mode, Resource};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;

fn t(ms: i64) -> DateTime<Utc> {
    DateTime::UNIX_EPOCH + Duration::milliseconds(ms)
}

fn custom_game(min: Option<i64>, max: Option<i64>) -> Session {
    let mut counter = Counter::new("Points", 5);
    counter.min = min;
    counter.max = max;
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![counter, Counter::new("Gold", 0)],
        win: None,
    });
    Session::new("s".into(), setup, t(0)).unwrap()
}

fn add(player: usize, counter: usize, amount: i64) -> AnyAction {
    AnyAction::Custom(custom::Action::Add {
        player,
        counter,
        amount,
    })
}

#[test]
fn three_quick_presses_are_one_entry_undone_as_one() {
    let mut s = custom_game(None, None);
    for i in 0..3 {
        s.apply_folding(add(0, 0, 1), t(500 * i)).unwrap();
    }
    assert_eq!(s.cursor(), 1, "one entry");
    assert_eq!(s.entries()[0].action, add(0, 0, 3));
    assert_eq!(s.standings()[0].values[0].1, 8);
    s.undo().unwrap();
    assert_eq!(s.standings()[0].values[0].1, 5, "undone as one");
}

#[test]
fn what_differs_or_waits_makes_its_own_entry() {
    let mut s = custom_game(None, None);
    s.apply_folding(add(0, 0, 1), t(0)).unwrap();
    // Another seat, another counter: entries of their own.
    s.apply_folding(add(1, 0, 1), t(100)).unwrap();
    s.apply_folding(add(1, 1, 1), t(200)).unwrap();
    assert_eq!(s.cursor(), 3);
    // More than three seconds later: its own entry.
    s.apply_folding(add(1, 1, 1), t(3_300)).unwrap();
    assert_eq!(s.cursor(), 4);
    // A note on the last entry keeps it as it is.
    s.set_entry_note(3, "counted twice".into()).unwrap();
    s.apply_folding(add(1, 1, 1), t(3_400)).unwrap();
    assert_eq!(s.cursor(), 5);
    // With something to redo, the press makes a new entry.
    s.undo().unwrap();
    s.apply_folding(add(1, 1, 1), t(3_500)).unwrap();
    assert_eq!(s.cursor(), 5);
    assert_eq!(s.entries().len(), 5);
}

#[test]
fn a_press_refused_alone_is_refused_folded_and_the_first_stays() {
    // At the maximum the second +1 is refused one by one: it is refused
    // folded too, and the first press stays as it was.
    let mut s = custom_game(None, Some(6));
    s.apply_folding(add(0, 0, 1), t(0)).unwrap();
    assert!(s.apply_folding(add(0, 0, 1), t(100)).is_err());
    assert_eq!(s.cursor(), 1);
    assert_eq!(s.entries()[0].action, add(0, 0, 1));
}

#[test]
fn karth_folds_corrections_but_never_game_moves() {
    let setup = AnySetup::Karth(karth::Setup {
        mode: Mode::Classic,
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        factions: Vec::new(),
        first: 0,
        gold_to_win: None,
        kp_to_win: None,
    });
    let mut s = Session::new("k".into(), setup, t(0)).unwrap();
    let gain = |correction| {
        AnyAction::Karth(karth::Action::Gain {
            player: 0,
            resource: Resource::Gold,
            amount: 1,
            correction,
        })
    };
    s.apply_folding(gain(true), t(0)).unwrap();
    s.apply_folding(gain(true), t(100)).unwrap();
    assert_eq!(s.cursor(), 1, "two corrections, one entry");
    s.apply_folding(gain(false), t(200)).unwrap();
    s.apply_folding(gain(false), t(300)).unwrap();
    assert_eq!(s.cursor(), 3, "gains in play are each their own");
}

proptest! {
    /// Whatever the presses and their timing, folding ends where applying
    /// them one by one ends, with no more entries.
    #[test]
    fn folding_ends_where_one_by_one_ends(
        presses in prop::collection::vec((0usize..2, 0usize..2, -3i64..4, 0i64..5_000), 1..40),
        bounded in any::<bool>(),
    ) {
        let (min, max) = if bounded { (Some(0), Some(12)) } else { (None, None) };
        let mut folded = custom_game(min, max);
        let mut plain = custom_game(min, max);
        let mut now = 0;
        for (player, counter, amount, gap) in presses {
            now += gap;
            let a = add(player, counter, amount);
            let f = folded.apply_folding(a.clone(), t(now));
            let p = plain.apply(a, t(now));
            prop_assert_eq!(f.is_ok(), p.is_ok());
        }
        prop_assert_eq!(folded.state(), plain.state());
        prop_assert!(folded.cursor() <= plain.cursor());
        // And the folded log replays to the same game.
        let mut again = custom_game(min, max);
        for e in folded.entries() {
            again.apply(e.action.clone(), e.at).unwrap();
        }
        prop_assert_eq!(again.state(), plain.state());
    }
}
