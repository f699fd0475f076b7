//! Files of every format version ever written keep loading. Each fixture
//! under tests/fixtures/v<N>/ is checked here for what it must contain; the
//! decided games keep their recorded outcome under the rules version they
//! were played with (v1: Karth and Koth before rules 2; v2: a game of
//! every other kind, pinned so that a later rules change must bump its
//! version to replay them otherwise).

use std::path::Path;

use tablekeeper::rules::Outcome;
use tablekeeper::store::{self, format};

fn fixture(version: u32, name: &str) -> tablekeeper::session::Session {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(format!("v{version}"))
        .join(name);
    store::read_file(&path).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn v1_custom_last_above_loads_closed_with_its_redo_tail() {
    let s = fixture(1, "custom-last-above.json");
    assert_eq!(s.id(), "20261115-201500");
    assert_eq!(s.cursor(), 4);
    assert_eq!(s.entries().len(), 5);
    assert_eq!(s.entries()[1].note, "swamp");
    assert_eq!(s.note(), "Tuesday league");
    assert!(s.is_closed());
    match s.outcome() {
        Outcome::Finished { winners, .. } => assert_eq!(winners, vec!["Ana".to_owned()]),
        Outcome::InProgress => panic!("decided"),
    }
    let values: Vec<Vec<i64>> = s
        .standings()
        .iter()
        .map(|r| r.values.iter().map(|v| v.1).collect())
        .collect();
    assert_eq!(values, vec![vec![20, 3], vec![0, 0], vec![0, 0]]);
}

#[test]
fn every_fixture_loads_and_saves_back_the_same() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut count = 0;
    for version in std::fs::read_dir(&root).unwrap().flatten() {
        for file in std::fs::read_dir(version.path()).unwrap().flatten() {
            let session = store::read_file(&file.path()).unwrap_or_else(|e| panic!("{e}"));
            let again = format::from_bytes(&format::to_bytes(&session).unwrap(), "x").unwrap();
            assert_eq!(again, session, "{}", file.path().display());
            count += 1;
        }
    }
    assert!(count >= 1);
}

fn winners(s: &tablekeeper::session::Session) -> Vec<String> {
    match s.outcome() {
        Outcome::Finished { winners, .. } => winners,
        Outcome::InProgress => panic!("{}: decided when saved", s.id()),
    }
}

fn values(s: &tablekeeper::session::Session, row: usize) -> Vec<i64> {
    s.standings()[row].values.iter().map(|v| v.1).collect()
}

/// The same log under the newest rules stops at `entry` (from 0) with `rule`:
/// proof that the fixture relies on version 1.
fn refused_under_newest(s: &tablekeeper::session::Session, entry: usize, rule: &str) {
    let err = tablekeeper::session::replay(s.setup(), s.entries()).unwrap_err();
    match err {
        tablekeeper::session::SessionError::Replay { index, error } => {
            assert_eq!((index, error.rule()), (entry, rule), "{}", s.id());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn v1_karth_collect_after_hiring_keeps_its_result() {
    let s = fixture(1, "karth-collect-after-hire.json");
    assert_eq!((s.rules(), s.refused()), (1, None));
    assert_eq!(s.cursor(), 3);
    // Gold 5 -> 7 and SE 0 -> 3, as version 1 counted the Lord hired that turn.
    assert_eq!(values(&s, 0), vec![7, 3, 0, 1]);
    assert_eq!(winners(&s), vec!["Ana".to_owned()]);
    refused_under_newest(&s, 1, "rule-karth-collect-first");
}

#[test]
fn v1_karth_teammates_kill_keeps_its_result() {
    let s = fixture(1, "karth-teammate-kill.json");
    assert_eq!((s.rules(), s.refused()), (1, None));
    // Bo took his teammate's Archer: 35 KP and 2 gold, and the team won.
    assert_eq!(values(&s, 1), vec![7, 0, 35, 0, 12, 35]);
    assert_eq!(winners(&s), vec!["Ana".to_owned(), "Bo".to_owned()]);
    refused_under_newest(&s, 1, "rule-karth-ally-kill");
}

/// Karth under rules 3: a hit of base 2 and bonus 1,000,000,000 (each
/// within the bound, their sum past it) killed Bo's Troll and gave Ana the
/// 25 KP that won. Rules 4 refuse that hit; the file keeps its result.
#[test]
fn v2_karth_hit_past_the_bound_keeps_its_result_under_rules_3() {
    let s = fixture(2, "karth-hit-past-bound.json");
    assert_eq!((s.rules(), s.refused(), s.cursor()), (3, None, 2));
    assert_eq!(winners(&s), vec!["Ana".to_owned()]);
    assert_eq!(values(&s, 0)[2], 25, "Ana's KP");
    refused_under_newest(&s, 1, "rule-number-too-large");
}

#[test]
fn v1_koth_card_on_own_column_keeps_its_result() {
    let s = fixture(1, "koth-own-column.json");
    assert_eq!((s.rules(), s.refused()), (1, None));
    // Ames won both games: two in a row.
    assert_eq!(winners(&s), vec!["Ames".to_owned()]);
    assert_eq!(values(&s, 0)[..2], [2, 2]);
    refused_under_newest(&s, 1, "rule-koth-own-column");
}

/// A decided game pinned as recorded: rules version, entries applied,
/// winners, verdict, reason, score and every standing value. A change to a
/// game's rules that would replay it otherwise must bump that game's rules
/// version (and keep this file replaying under the old one).
fn pinned(
    name: &str,
    rules: u32,
    applied: usize,
    result: (Vec<&str>, tablekeeper::rules::Verdict, &str, Option<i64>),
    expected: &[&[i64]],
) {
    let s = fixture(2, name);
    assert_eq!(
        (s.rules(), s.cursor(), s.refused()),
        (rules, applied, None),
        "{name}"
    );
    let (winners, verdict, reason, score) = result;
    match s.outcome() {
        Outcome::Finished {
            winners: w,
            reason: r,
            result: v,
            score: sc,
        } => {
            assert_eq!(w, winners, "{name}");
            assert_eq!((v, r.key(), sc), (verdict, Some(reason), score), "{name}");
        }
        Outcome::InProgress => panic!("{name}: decided when saved"),
    }
    let rows: Vec<Vec<i64>> = (0..s.standings().len()).map(|r| values(&s, r)).collect();
    assert_eq!(rows, expected, "{name}");
}

#[test]
fn v2_hero_realms_hydra_keeps_its_result() {
    use tablekeeper::rules::Verdict;
    pinned(
        "hero_realms-hydra.json",
        1,
        13,
        (
            vec!["Ana", "Bo"],
            Verdict::Won,
            "win-hero_realms-hydra",
            None,
        ),
        &[&[13, 0, 2, 0], &[0, 0, 0, 0]],
    );
}

#[test]
fn v2_kharnage_tie_break_keeps_its_result() {
    use tablekeeper::rules::Verdict;
    pinned(
        "kharnage-tie-break.json",
        1,
        45,
        (
            vec!["Goblin"],
            Verdict::Won,
            "win-kharnage-initiative",
            None,
        ),
        &[
            &[8, 7, 1, 1, 400, 3],
            &[12, 11, 1, 7, 130, 4],
            &[8, 7, 1, 3, 330, 2],
            &[12, 11, 1, 9, 260, 4],
        ],
    );
}

#[test]
fn v2_kings_armory_victory_and_gauntlet_keep_their_results() {
    use tablekeeper::rules::Verdict;
    pinned(
        "kings_armory-victory.json",
        1,
        40,
        (
            vec!["Ana", "Bo"],
            Verdict::Won,
            "win-kings_armory-victory",
            None,
        ),
        &[&[12, 20, 4], &[16, 16, 3]],
    );
    pinned(
        "kings_armory-gauntlet.json",
        1,
        17,
        (Vec::new(), Verdict::Lost, "win-kings_armory-gate", Some(3)),
        &[&[20, 20, 4], &[16, 16, 3]],
    );
}

/// The King's Armory under rules version 1: a standard game that sells
/// both towers with three heroes, levels a hireable up and enters a reward
/// card before the heal step, instakills siege equipment, and brings the
/// boss on the final wave's first foes' round. It replays as it was played.
#[test]
fn v1_kings_armory_keeps_its_result() {
    use tablekeeper::rules::{AnyState, Verdict};
    pinned(
        "kings_armory-rules-1.json",
        1,
        32,
        (
            vec!["Ana", "Bo", "Cy"],
            Verdict::Won,
            "win-kings_armory-victory",
            None,
        ),
        &[&[20, 20, 4], &[16, 16, 3], &[14, 14, 5]],
    );
    let s = fixture(2, "kings_armory-rules-1.json");
    let AnyState::KingsArmory(st) = s.state() else {
        panic!("a King's Armory state");
    };
    // Mira (2 of 6 HP) levelled up to 8 HP / heals 3 before the heal step:
    // 2 + 3 = 5, then the heal step's 3 more: 8 of 8.
    assert_eq!((st.hireables[0].hp, st.hireables[0].max), (8, 8));
    assert_eq!((st.towers, st.gold), (0, 0));
    // Each of those entries, taken where rules 1 had the game, is refused
    // by rules 2.
    refused_under_newest(&s, 3, "rule-kings_armory-towers-heroes");
    for (entry, rule) in [
        (3, "rule-kings_armory-towers-heroes"),
        (8, "rule-kings_armory-heal-before"),
        (9, "rule-kings_armory-heal-before"),
        (13, "rule-kings_armory-instakill-siege"),
        (27, "rule-kings_armory-boss-round"),
    ] {
        ka_refused_under_2(&s, entry, rule);
    }
}

/// Entry `entry` (from 0) of a rules-1 King's Armory session, applied under
/// rules 2 to the game as rules 1 had it just before, is refused by `rule`.
fn ka_refused_under_2(s: &tablekeeper::session::Session, entry: usize, rule: &str) {
    use tablekeeper::rules::AnyState;
    let (mut state, _) =
        tablekeeper::session::replay_under(s.setup(), 1, &s.entries()[..entry]).unwrap();
    let AnyState::KingsArmory(st) = &mut state else {
        panic!("a King's Armory state");
    };
    st.rules = 2;
    let err = s
        .setup()
        .apply(&mut state, &s.entries()[entry].action)
        .unwrap_err();
    assert_eq!(err.rule(), rule, "entry {entry}");
}

/// The King's Armory under rules 2 with the Wave Card entered once as a
/// table, Delayed Monster Entry, Raise the Bar at 2 and 3 Stars: each
/// wave's foes arrive half first (rounded up) and the rest on round 2,
/// the quota of the wave's highest level among them, and the reward cards
/// due after each wave are the card's plus 3 Stars' (4, 2, 5, 4).
#[test]
fn v2_kings_armory_wave_card_keeps_its_result() {
    use tablekeeper::rules::{AnyState, Verdict};
    pinned(
        "kings_armory-wave-card.json",
        2,
        78,
        (
            vec!["Ana", "Bo"],
            Verdict::Won,
            "win-kings_armory-victory",
            Some(5),
        ),
        &[&[20, 20, 4], &[16, 16, 3]],
    );
    let s = fixture(2, "kings_armory-wave-card.json");
    let AnyState::KingsArmory(st) = s.state() else {
        panic!("a King's Armory state");
    };
    assert_eq!((st.gold, st.card.len(), st.card_entries), (1550, 5, 1));
}

/// Logs written before the Wave Card (every King's Armory fixture of
/// rules 1) replay with it skipped: no numbers, no reward cards counted,
/// nothing the card would check.
#[test]
fn kings_armory_logs_without_the_wave_card_replay_with_its_checks_off() {
    use tablekeeper::rules::AnyState;
    use tablekeeper::rules::kings_armory::Rules;
    for name in [
        "kings_armory-victory.json",
        "kings_armory-gauntlet.json",
        "kings_armory-rules-1.json",
    ] {
        let s = fixture(2, name);
        assert_eq!((s.rules(), s.refused()), (1, None), "{name}");
        let (AnyState::KingsArmory(st), tablekeeper::rules::AnySetup::KingsArmory(setup)) =
            (s.state(), s.setup())
        else {
            panic!("a King's Armory game");
        };
        assert!(st.card.is_empty() && st.rewards.is_none(), "{name}");
        assert_eq!(st.card_entries, 0, "{name}");
        assert!(Rules::wave_foes(setup, st).is_none(), "{name}");
        assert!(setup.raise_the_bar.is_none(), "{name}");
    }
}

/// The Gauntlet under rules 2: Felicity's player leaves with her Guardian
/// on the board, and the Guardian takes a hit afterwards. Rules 2 left it
/// there (20 HP, 5 melee less 1 resistance: 16); rules 3 takes it away with
/// her, so the same hit is refused there.
#[test]
fn v2_kings_armory_guardian_stays_when_felicity_leaves() {
    use tablekeeper::rules::AnyState;
    let s = fixture(2, "kings_armory-guardian-leaves.json");
    assert_eq!((s.rules(), s.refused(), s.cursor()), (2, None, 11));
    assert!(matches!(s.outcome(), Outcome::InProgress));
    let AnyState::KingsArmory(st) = s.state() else {
        panic!("a King's Armory state");
    };
    assert!(st.heroes[1].left);
    assert_eq!(st.guardian.as_ref().map(|g| (g.hero, g.hp)), Some((1, 16)));
    refused_under_newest(&s, 10, "rule-kings_armory-no-guardian");
}

/// Rules 3: Felicity's Guardian, blessed in one players' round, kept its
/// Bless into the next, and with it +1 ranged resistance: a ranged 4 left
/// it at 1 HP. The session replays so under the rules it was played with;
/// under rules 4 the Bless comes off at the start of the players' round
/// (C2) and the same hit defeats it.
#[test]
fn v2_kings_armory_guardian_kept_its_bless_under_rules_3() {
    use tablekeeper::rules::AnyState;
    let s = fixture(2, "kings_armory-guardian-bless.json");
    assert_eq!((s.rules(), s.refused(), s.cursor()), (3, None, 9));
    let AnyState::KingsArmory(st) = s.state() else {
        panic!("a King's Armory state");
    };
    assert_eq!(
        st.guardian.as_ref().map(|g| (g.hp, g.tokens.bless)),
        Some((1, 1))
    );
    let (newest, _) = tablekeeper::session::replay(s.setup(), s.entries()).unwrap();
    let AnyState::KingsArmory(st) = newest else {
        panic!("a King's Armory state");
    };
    assert!(st.guardian.is_none(), "defeated under the newest rules");
}

/// Rules 3: Bo drops with an unlocked piece on Ember; the piece stayed as
/// extra equipment and his locked one went under the deck (no trade could
/// be entered). The session replays so under the rules it was played
/// with; under rules 4 the same drop without the trade D3 asks for is
/// refused.
#[test]
fn v2_kings_armory_drop_kept_its_unlocked_piece_as_extra_under_rules_3() {
    use tablekeeper::rules::AnyState;
    let s = fixture(2, "kings_armory-drop-unlocked.json");
    assert_eq!((s.rules(), s.refused(), s.cursor()), (3, None, 11));
    let AnyState::KingsArmory(st) = s.state() else {
        panic!("a King's Armory state");
    };
    assert!(st.heroes[1].left);
    assert_eq!((st.gear[2].hero, st.gear[2].gone), (None, false));
    assert_eq!((st.gear[0].hero, st.gear[0].locked), (Some(0), true));
    refused_under_newest(&s, 10, "rule-kings_armory-drop-trade-due");
}
