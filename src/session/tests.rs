//! The session's own tests: undo and redo, edits and deletes, notes,
//! restoring a saved session.

use super::*;
use crate::rules::Player;
use crate::rules::custom::{self, Counter, WinRule};

fn t(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_700_000_000 + s, 0).unwrap()
}

fn game() -> Session {
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Points", 0)],
        win: Some(WinRule::Reach {
            counter: 0,
            target: 3,
        }),
    });
    Session::new("s1".into(), setup, t(0)).unwrap()
}

fn add(player: usize, amount: i64) -> AnyAction {
    AnyAction::Custom(custom::Action::Add {
        player,
        counter: 0,
        amount,
    })
}

fn points(s: &Session) -> Vec<i64> {
    s.standings().iter().map(|r| r.values[0].1).collect()
}

#[test]
fn undo_and_redo_move_through_the_log() {
    let mut s = game();
    s.apply(add(0, 1), t(1)).unwrap();
    s.apply(add(1, 2), t(2)).unwrap();
    s.undo().unwrap();
    assert_eq!(points(&s), vec![1, 0]);
    s.redo().unwrap();
    assert_eq!(points(&s), vec![1, 2]);
    s.go_to(0).unwrap();
    assert_eq!(points(&s), vec![0, 0]);
    assert_eq!(s.undo(), Err(SessionError::NothingToUndo));
    s.apply(add(1, 1), t(3)).unwrap();
    assert_eq!(s.entries().len(), 1, "a new action drops the redo tail");
    assert_eq!(s.redo(), Err(SessionError::NothingToRedo));
    assert_eq!(s.updated(), t(3));
}

#[test]
fn refused_actions_change_nothing() {
    let mut s = game();
    s.apply(add(0, 1), t(1)).unwrap();
    let before = s.clone();
    let err = s.apply(add(7, 1), t(2)).unwrap_err();
    assert_eq!(
        err,
        SessionError::Rule(RuleError::new("rule-unknown-player").arg("index", 7usize))
    );
    assert_eq!(s, before);
}

#[test]
fn a_decided_game_closes_until_reopened() {
    let mut s = game();
    s.apply(add(1, 3), t(1)).unwrap();
    assert!(s.is_closed());
    assert_eq!(s.apply(add(0, 1), t(2)), Err(SessionError::Closed));
    assert_eq!(s.undo(), Err(SessionError::Closed));
    s.reopen();
    s.undo().unwrap();
    assert!(!s.is_closed());
    assert_eq!(s.outcome(), Outcome::InProgress);
}

#[test]
fn editing_replays_and_refuses_what_breaks() {
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0)],
        counters: vec![Counter {
            min: Some(0),
            ..Counter::new("Gold", 0)
        }],
        win: None,
    });
    let mut s = Session::new("s2".into(), setup, t(0)).unwrap();
    s.apply(add(0, 5), t(1)).unwrap();
    s.apply(add(0, -4), t(2)).unwrap();
    let before = s.clone();
    let err = s.edit(0, add(0, 2)).unwrap_err();
    assert!(
        matches!(err, SessionError::Replay { index: 1, .. }),
        "{err:?}"
    );
    assert_eq!(s, before);
    s.edit(0, add(0, 6)).unwrap();
    assert_eq!(points(&s), vec![2]);
    assert_eq!(s.delete(1), Ok(()));
    assert_eq!(points(&s), vec![6]);
    assert_eq!(s.entries().len(), 1);
    assert_eq!(s.delete(0), Ok(()));
    assert_eq!(s.cursor(), 0);
    assert_eq!(s.delete(0), Err(SessionError::NoSuchEntry(0)));
}

#[test]
fn restore_replays_to_the_cursor() {
    let mut s = game();
    s.apply(add(0, 1), t(1)).unwrap();
    s.apply(add(0, 1), t(2)).unwrap();
    s.undo().unwrap();
    s.set_note("Friday".into()).unwrap();
    s.set_entry_note(1, "oops".into()).unwrap();
    let again = Session::restore(saved(&s)).unwrap();
    assert_eq!(again, s);
}

fn saved(s: &Session) -> Saved {
    Saved {
        id: s.id().to_owned(),
        created: s.created(),
        setup: s.setup().clone(),
        rules: s.rules(),
        entries: s.entries().to_vec(),
        cursor: s.cursor(),
        note: s.note().to_owned(),
        closed: Some(s.is_closed()),
    }
}

#[test]
fn a_refused_entry_opens_read_only_before_it() {
    let mut s = game();
    s.apply(add(0, 1), t(1)).unwrap();
    s.apply(add(1, 1), t(2)).unwrap();
    let mut file = saved(&s);
    file.entries[1].action = add(5, 1);
    let opened = Session::restore(file).unwrap();
    let refusal = opened.refused().unwrap().clone();
    assert_eq!(refusal.index, 1);
    assert_eq!(refusal.error.rule(), "rule-unknown-player");
    assert_eq!(opened.cursor(), 1);
    assert_eq!(opened.entries().len(), 2, "the refused entry is kept");
    assert_eq!(points(&opened), vec![1, 0]);
    let mut copy = opened.clone();
    assert_eq!(
        copy.apply(add(0, 1), t(3)),
        Err(SessionError::ReadOnly(refusal.clone()))
    );
    assert_eq!(copy.undo(), Err(SessionError::ReadOnly(refusal)));
    assert_eq!(copy, opened);
}

#[test]
fn control_characters_in_names_are_refused_when_a_game_starts() {
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo\nFAKE LINE", 1)],
        counters: vec![Counter::new("Points", 0)],
        win: None,
    });
    let err = Session::new("s".into(), setup, t(0)).unwrap_err();
    assert_eq!(err.rule(), "rule-control-character");
    assert_eq!(
        crate::i18n::english().text(&err.0),
        "setup.players[1].name holds a control character (a line break, tab, escape or direction override): names and notes are one plain line."
    );
}

#[test]
fn a_refused_entrys_reason_is_said_in_the_readers_language() {
    let refusal = Refusal {
        index: 2,
        error: RuleError::new("rule-control-character").arg("field", "note"),
    };
    let de = crate::i18n::I18n::new("de");
    let reason = de.text(&refusal.error.0);
    let said = de.text(&refusal.text());
    assert!(said.contains(&reason), "{said}");
    assert!(!said.contains("holds a control character"), "{said}");
    assert!(
        crate::i18n::english()
            .text(&refusal.text())
            .contains("holds a control character")
    );
}

#[test]
fn notes_refuse_what_names_refuse_naming_the_field() {
    let mut s = game();
    s.apply(add(0, 1), t(1)).unwrap();
    s.apply(add(1, 1), t(2)).unwrap();
    s.set_note("Friday, ünï — 8 pm".into()).unwrap();
    s.set_entry_note(1, "swamp".into()).unwrap();
    let before = s.clone();
    for bad in [
        "two\nlines",
        "tab\there",
        "bo\u{202e}gnp",
        "a\u{2028}b",
        "\u{2067}x",
    ] {
        let err = s.set_note(bad.into()).unwrap_err();
        assert_eq!(
            err,
            SessionError::Rule(RuleError::new("rule-control-character").arg("field", "note"))
        );
        let err = s.set_entry_note(1, bad.into()).unwrap_err();
        assert_eq!(
            crate::i18n::english().text(&err.text()),
            "log[1].note holds a control character (a line break, tab, escape or direction override): names and notes are one plain line."
        );
        assert_eq!(s, before, "a refused note changes nothing");
    }
    assert_eq!(s.control_character(), None);
    let mut file = saved(&s);
    file.entries[0].note = "x\u{202e}".into();
    file.note = "y\n".into();
    let old = Session::restore(file).unwrap();
    assert_eq!(old.control_character().as_deref(), Some("log[0].note"));
    let mut file = saved(&s);
    file.note = "y\u{2029}".into();
    let old = Session::restore(file).unwrap();
    assert_eq!(old.control_character().as_deref(), Some("note"));
}

#[test]
fn undo_takes_back_a_delete_and_redo_makes_it_again_in_turn_with_the_entries() {
    let mut s = game();
    s.apply(add(0, 1), t(1)).unwrap();
    s.apply(add(1, 2), t(2)).unwrap();
    let before = s.clone();
    s.delete(0).unwrap();
    assert_eq!(points(&s), vec![0, 2]);
    s.apply(add(0, 1), t(3)).unwrap();
    let after = s.clone();
    // Back: the entry added, then the delete, then the entries before it.
    s.undo().unwrap();
    assert_eq!((s.cursor(), points(&s)), (1, vec![0, 2]));
    s.undo().unwrap();
    assert_eq!(s.entries()[..2], before.entries()[..]);
    assert_eq!((s.cursor(), points(&s)), (2, vec![1, 2]));
    s.undo().unwrap();
    assert_eq!(points(&s), vec![1, 0]);
    // Forward again in the same order.
    s.redo().unwrap();
    s.redo().unwrap();
    assert_eq!((s.cursor(), points(&s)), (1, vec![0, 2]), "deleted again");
    s.redo().unwrap();
    assert_eq!(s, after);
    assert_eq!(s.redo(), Err(SessionError::NothingToRedo));
}

#[test]
fn an_edit_is_undone_and_a_new_change_drops_what_waits_to_be_redone() {
    let mut s = game();
    s.apply(add(0, 1), t(1)).unwrap();
    s.apply(add(1, 1), t(2)).unwrap();
    s.edit(0, add(0, 2)).unwrap();
    assert_eq!(points(&s), vec![2, 1]);
    assert!(s.can_undo());
    s.undo().unwrap();
    assert_eq!(points(&s), vec![1, 1]);
    assert!(s.can_redo());
    s.redo().unwrap();
    assert_eq!(points(&s), vec![2, 1]);
    s.undo().unwrap();
    s.apply(add(1, 1), t(3)).unwrap();
    assert!(!s.can_redo(), "the edit undone is gone with the new entry");
    assert_eq!(s.rewrites(), (&[][..], &[][..]));
    // A fold never lands on a delete Undo must find on top.
    s.delete(2).unwrap();
    s.apply_folding(add(1, 1), t(4)).unwrap();
    s.undo().unwrap();
    s.undo().unwrap();
    assert_eq!(points(&s), vec![1, 2], "the delete came back");
}

#[test]
fn a_refused_undo_of_a_rewrite_changes_nothing() {
    let mut s = game();
    s.apply(add(0, 1), t(1)).unwrap();
    s.apply(add(0, 1), t(2)).unwrap();
    s.delete(1).unwrap();
    s.reopen();
    // A hand-made history that no longer fits: refused, nothing changes.
    let mut broken = s.clone();
    let (done, undone) = broken.rewrites();
    let (mut done, undone) = (done.to_vec(), undone.to_vec());
    if let Some(Change::Deleted { entry, .. }) = done.last_mut().map(|r| &mut r.change) {
        entry.action = add(7, 1);
    }
    broken.set_rewrites(done, undone).unwrap();
    let before = broken.clone();
    assert!(broken.undo().is_err());
    assert_eq!(broken, before);
    let other = AnyAction::Koth(crate::rules::koth::Action::EndTurn);
    let wrong = vec![Rewrite {
        cursor: 1,
        change: Change::Edited {
            index: 0,
            action: other,
        },
    }];
    assert_eq!(s.set_rewrites(wrong, Vec::new()), Err("rewrites[0]".into()));
    let beyond = vec![Rewrite {
        cursor: 1,
        change: Change::Edited {
            index: 1,
            action: add(0, 1),
        },
    }];
    assert_eq!(
        s.set_rewrites(Vec::new(), beyond),
        Err("rewrites_undone[0]".into())
    );
}

#[test]
fn an_unknown_rules_version_is_refused() {
    let mut file = saved(&game());
    file.rules = file.setup.kind().rules() + 1;
    let err = Session::restore(file).unwrap_err();
    assert!(
        matches!(&err, SessionError::Rule(e) if e.rule() == "rule-unknown-rules-version"),
        "{err:?}"
    );
}

#[test]
fn a_phone_undoes_only_its_own_last_entry() {
    let mut s = game();
    s.apply_from(add(0, 1), t(1), Some(0)).unwrap();
    assert_eq!(s.entries()[0].from, Some(0));
    assert_eq!(s.undo_seat(1), Err(SessionError::NotSeats), "not Bo's");
    s.apply(add(1, 1), t(2)).unwrap();
    assert_eq!(
        s.undo_seat(0),
        Err(SessionError::NotSeats),
        "the window's came after"
    );
    assert_eq!(points(&s), [1, 1], "refusals change nothing");
    s.undo().unwrap();
    s.undo_seat(0).unwrap();
    assert_eq!((s.cursor(), points(&s)), (0, vec![0, 0]));
    assert_eq!(s.undo_seat(0), Err(SessionError::NothingToUndo));
    // Redone, it is still the phone's, and its line says so.
    s.redo().unwrap();
    assert_eq!(s.entries()[0].from, Some(0));
    assert_eq!(s.lines()[0].key(), Some("session-from-phone"));
    s.undo_seat(0).unwrap();
}

#[test]
fn a_phone_s_entry_is_never_folded_into_and_its_line_names_the_phone() {
    let mut s = game();
    s.apply_from(add(1, 1), t(1), Some(1)).unwrap();
    s.apply_folding(add(1, 1), t(2)).unwrap();
    assert_eq!(s.entries().len(), 2);
    let english = |s: &Session| {
        s.lines()
            .iter()
            .map(|l| crate::i18n::english().text(l))
            .collect::<Vec<_>>()
    };
    let lines = english(&s);
    assert!(
        lines[0].contains("Bo") && lines[0].contains("phone"),
        "{lines:?}"
    );
    assert!(!lines[1].contains("phone"), "{lines:?}");
    // The same line after a replay.
    let replayed = Session::restore(Saved {
        id: s.id().clone(),
        created: s.created(),
        setup: s.setup().clone(),
        rules: s.rules(),
        entries: s.entries().to_vec(),
        cursor: s.cursor(),
        note: String::new(),
        closed: None,
    })
    .unwrap();
    assert_eq!(english(&replayed), lines);
}
