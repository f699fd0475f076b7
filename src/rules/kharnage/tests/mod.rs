//! Kharnage's rules, tested: rounds, skulls, tokens and ties; `people`:
//! who plays each army.

mod people;

use super::*;
use crate::rules::{AnyAction, AnySetup, GameKind};

fn four() -> Setup {
    Setup::new(["John", "Larry", "Mike", "Ray"])
}

fn init(army: usize, initiative: i64) -> Action {
    Action::Initiative { army, initiative }
}

fn cards(army: usize, cards: i64) -> Action {
    Action::Destroyed { army, cards }
}

fn kh(army: usize, victim: usize) -> Action {
    Action::Kharnage {
        army,
        victim: Some(victim),
    }
}

/// Applies every action, panicking on a refusal; returns the log lines.
fn play(setup: &Setup, state: &mut State, actions: &[Action]) -> Vec<Text> {
    actions
        .iter()
        .map(|a| Rules::apply(setup, state, a).unwrap_or_else(|e| panic!("{a:?}: {e:?}")))
        .collect()
}

/// Asserts that `action` is refused by `rule` and changes nothing.
fn refused(setup: &Setup, state: &mut State, action: Action, rule: &str) {
    let before = state.clone();
    let err = Rules::apply(setup, state, &action).unwrap_err();
    assert_eq!(err.rule(), rule, "{action:?}");
    assert_eq!(*state, before, "{action:?} changed the state");
}

fn english(text: &Text) -> String {
    crate::i18n::english().text(text)
}

fn winners(setup: &Setup, state: &State) -> (Vec<String>, Text) {
    match Rules::outcome(setup, state) {
        Outcome::Finished {
            winners, reason, ..
        } => (winners, reason),
        Outcome::InProgress => panic!("the game should be decided"),
    }
}

/// The rulebook's example end of round: John (400) 9 cards -> 5 skulls;
/// Larry (100) and Mike (160) 5 cards each, Larry's lower initiative -> 3,
/// Mike -> 1; Ray (380) 3 cards -> nothing.
#[test]
fn rulebook_end_of_round_example() {
    let s = four();
    let mut st = Rules::start(&s);
    play(
        &s,
        &mut st,
        &[
            init(0, 400),
            init(1, 100),
            init(2, 160),
            init(3, 380),
            cards(0, 9),
            cards(2, 5),
            cards(1, 5),
            cards(3, 3),
        ],
    );
    assert_eq!(st.open_round().unwrap().ranking(), vec![0, 1, 2, 3]);
    let line = Rules::apply(&s, &mut st, &Action::CloseRound).unwrap();
    assert_eq!(st.round(1).unwrap().awards, Some(vec![5, 3, 1, 0]));
    assert_eq!(
        (0..4).map(|a| st.domination(a)).collect::<Vec<_>>(),
        vec![5, 3, 1, 0]
    );
    assert_eq!(
        line,
        Text::msg("log-kharnage-close-round")
            .arg("third", "Mike")
            .arg("third_cards", 5)
            .arg("round", 1usize)
            .arg("first", "John")
            .arg("first_cards", 9)
            .arg("second", "Larry")
            .arg("second_cards", 5)
            .arg("ties", 1usize)
    );
    assert_eq!(
        english(&line),
        "Round 1 closed: John takes the 5-skull token (9 cards), Larry the 3-skull (5 cards), \
         Mike the 1-skull (5 cards). Ties on cards were broken by the lower initiative."
    );
    assert_eq!(st.current_round(), Some(2));
}

/// The rulebook's example of a round: play order Dwarf (160), Goblin (220),
/// Human (320), Orc (420); the Dwarf destroys 2 + 4 + 2 = 8 cards and
/// commits Kharnage on the Goblin and on the Orc.
#[test]
fn rulebook_example_of_a_round() {
    let s = Setup::new(SUGGESTED_ARMIES);
    let mut st = Rules::start(&s);
    play(&s, &mut st, &[init(3, 420), init(1, 220), init(2, 320)]);
    assert_eq!(st.turn_order(), vec![1, 2, 3, 0], "unrevealed armies last");
    play(&s, &mut st, &[init(0, 160)]);
    assert_eq!(st.turn_order(), vec![0, 1, 2, 3]);
    let lines = play(
        &s,
        &mut st,
        &[cards(0, 2), cards(0, 4), kh(0, 1), cards(0, 2), kh(0, 3)],
    );
    assert_eq!(st.open_round().unwrap().destroyed[0], 8);
    assert_eq!(st.kharnage_tokens(0), 2);
    assert_eq!(st.skulls(0), 2);
    assert_eq!(english(&lines[3]), "Round 1: Dwarf cards destroyed 6 → 8.");
    assert_eq!(
        english(&lines[4]),
        "Round 1: Dwarf commits KHARNAGE on Orc! Kharnage tokens 1 → 2."
    );
}

#[test]
fn two_armies_do_not_use_the_one_skull_token() {
    let s = Setup::new(["Dwarf", "Orc"]);
    let mut st = Rules::start(&s);
    play(&s, &mut st, &[init(0, 160), init(1, 220), cards(1, 2)]);
    let line = Rules::apply(&s, &mut st, &Action::CloseRound).unwrap();
    assert_eq!(st.round(1).unwrap().awards, Some(vec![3, 5]));
    assert_eq!(line.key(), Some("log-kharnage-close-round-two"));
    assert_eq!(
        english(&line),
        "Round 1 closed: Orc takes the 5-skull token (2 cards), Dwarf the 3-skull (0 cards)."
    );
    assert_eq!(domination_tokens(2), &[5, 3]);
    assert_eq!(domination_tokens(3), &[5, 3, 1]);
}

#[test]
fn three_armies_use_all_three_tokens() {
    let s = Setup::new(["Dwarf", "Human", "Orc"]);
    let mut st = Rules::start(&s);
    play(
        &s,
        &mut st,
        &[
            init(0, 160),
            init(1, 320),
            init(2, 420),
            cards(0, 1),
            cards(1, 3),
            cards(2, 2),
            Action::CloseRound,
        ],
    );
    assert_eq!(st.round(1).unwrap().awards, Some(vec![1, 5, 3]));
}

#[test]
fn with_no_cards_destroyed_the_lowest_initiative_ranks_first() {
    let s = four();
    let mut st = Rules::start(&s);
    play(
        &s,
        &mut st,
        &[
            init(0, 400),
            init(1, 100),
            init(2, 160),
            init(3, 380),
            Action::CloseRound,
        ],
    );
    assert_eq!(st.round(1).unwrap().awards, Some(vec![0, 5, 3, 1]));
    assert_eq!(st.round(1).unwrap().ties_broken(), 3);
}

#[test]
fn a_round_closes_only_when_every_initiative_is_revealed() {
    let s = four();
    let mut st = Rules::start(&s);
    play(&s, &mut st, &[init(0, 400), init(1, 100), init(3, 380)]);
    refused(
        &s,
        &mut st,
        Action::CloseRound,
        "rule-kharnage-initiative-missing",
    );
    let err = Rules::apply(&s, &mut st, &Action::CloseRound).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Round 1 cannot close: Mike has not revealed its initiative."
    );
}

#[test]
fn initiatives_are_checked_and_can_be_corrected() {
    let s = four();
    let mut st = Rules::start(&s);
    play(&s, &mut st, &[init(0, 400)]);
    refused(
        &s,
        &mut st,
        init(1, -5),
        "rule-kharnage-initiative-negative",
    );
    refused(&s, &mut st, init(1, 400), "rule-kharnage-initiative-taken");
    refused(&s, &mut st, init(0, 400), "rule-kharnage-nothing-changes");
    refused(&s, &mut st, init(4, 100), "rule-unknown-player");
    refused(&s, &mut st, init(1, i64::MAX), "rule-number-too-large");
    refused(&s, &mut st, init(1, i64::MIN), "rule-number-too-large");
    let line = Rules::apply(&s, &mut st, &init(0, 410)).unwrap();
    assert_eq!(english(&line), "Round 1: John's initiative 400 → 410.");
    assert_eq!(st.last_initiative(0), Some(410));
    // The freed number may now be played by another army.
    let line = Rules::apply(&s, &mut st, &init(1, 400)).unwrap();
    assert_eq!(english(&line), "Round 1: Larry plays initiative 400.");
}

#[test]
fn cards_destroyed_add_up_and_never_go_below_zero() {
    let s = four();
    let mut st = Rules::start(&s);
    play(&s, &mut st, &[cards(2, 3), cards(2, -1)]);
    assert_eq!(st.open_round().unwrap().destroyed, vec![0, 0, 2, 0]);
    refused(
        &s,
        &mut st,
        cards(2, -3),
        "rule-kharnage-destroyed-negative",
    );
    refused(&s, &mut st, cards(2, 0), "rule-kharnage-nothing-changes");
    refused(&s, &mut st, cards(9, 1), "rule-unknown-player");
    refused(&s, &mut st, cards(2, i64::MIN), "rule-number-too-large");
    refused(
        &s,
        &mut st,
        cards(2, common::MAX_VALUE),
        "rule-number-too-large",
    );
}

#[test]
fn kharnage_gains_one_token() {
    let s = four();
    let mut st = Rules::start(&s);
    refused(&s, &mut st, kh(1, 1), "rule-kharnage-own-army");
    refused(&s, &mut st, kh(1, 7), "rule-unknown-player");
    refused(&s, &mut st, kh(7, 1), "rule-unknown-player");
    let line = Rules::apply(
        &s,
        &mut st,
        &Action::Kharnage {
            army: 1,
            victim: None,
        },
    )
    .unwrap();
    assert_eq!(
        english(&line),
        "Round 1: Larry commits KHARNAGE! Kharnage tokens 0 → 1."
    );
    assert_eq!(st.kharnage_tokens(1), 1);
    assert_eq!(st.open_round().unwrap().kharnage, vec![0, 1, 0, 0]);
}

#[test]
fn the_yeah_rule_takes_a_token_only_when_it_applies() {
    let mut s = four();
    let mut st = Rules::start(&s);
    play(&s, &mut st, &[kh(0, 3), kh(2, 3)]);
    refused(
        &s,
        &mut st,
        Action::NoYeah { army: 2 },
        "rule-kharnage-yeah-off",
    );
    s.yeah_rule = true;
    refused(
        &s,
        &mut st,
        Action::NoYeah { army: 1 },
        "rule-kharnage-yeah-no-token",
    );
    refused(
        &s,
        &mut st,
        Action::NoYeah { army: 9 },
        "rule-unknown-player",
    );
    let line = Rules::apply(&s, &mut st, &Action::NoYeah { army: 2 }).unwrap();
    assert_eq!(
        english(&line),
        "Round 1: Mike did not shout “YEAH!”. Kharnage tokens 1 → 0."
    );
    assert_eq!(st.kharnage_tokens(2), 0);
    // John's own Kharnage is no reason for him to shout: one other Kharnage
    // (Mike's) this round, so one missed "YEAH!" at most.
    play(&s, &mut st, &[kh(0, 1), Action::NoYeah { army: 0 }]);
    assert_eq!(st.kharnage_tokens(0), 1);
    refused(
        &s,
        &mut st,
        Action::NoYeah { army: 0 },
        "rule-kharnage-yeah-no-kharnage",
    );
    // A new round: earlier Kharnages no longer count.
    play(
        &s,
        &mut st,
        &[
            init(0, 1),
            init(1, 2),
            init(2, 3),
            init(3, 4),
            Action::CloseRound,
        ],
    );
    refused(
        &s,
        &mut st,
        Action::NoYeah { army: 0 },
        "rule-kharnage-yeah-no-kharnage",
    );
}

fn close_with(s: &Setup, st: &mut State, inits: &[i64], destroyed: &[i64]) {
    for (a, i) in inits.iter().enumerate() {
        Rules::apply(s, st, &init(a, *i)).unwrap();
    }
    for (a, c) in destroyed.iter().enumerate() {
        if *c != 0 {
            Rules::apply(s, st, &cards(a, *c)).unwrap();
        }
    }
    Rules::apply(s, st, &Action::CloseRound).unwrap();
}

#[test]
fn after_the_last_round_only_army_sizes_are_taken() {
    let s = Setup {
        rounds: 2,
        ..Setup::new(["Dwarf", "Orc"])
    };
    let mut st = Rules::start(&s);
    refused(
        &s,
        &mut st,
        Action::FinalArmies { units: vec![1, 2] },
        "rule-kharnage-armies-too-early",
    );
    close_with(&s, &mut st, &[100, 200], &[3, 1]);
    assert_eq!(st.current_round(), Some(2));
    assert_eq!(Rules::outcome(&s, &st), Outcome::InProgress);
    close_with(&s, &mut st, &[300, 150], &[0, 2]);
    assert_eq!(st.current_round(), None);
    assert_eq!(st.rounds.len(), 2);
    assert_eq!(st.rounds_closed(), 2);
    assert!(st.turn_order().is_empty());
    // Dwarf 5 + 3, Orc 3 + 5: tied, the sizes are needed.
    assert!(st.needs_final_armies(&s));
    assert_eq!(Rules::outcome(&s, &st), Outcome::InProgress);
    for action in [init(0, 10), cards(0, 1), kh(0, 1), Action::CloseRound] {
        refused(&s, &mut st, action, "rule-kharnage-rounds-over");
    }
    refused(
        &s,
        &mut st,
        Action::FinalArmies { units: vec![1] },
        "rule-kharnage-final-armies-count",
    );
    refused(
        &s,
        &mut st,
        Action::FinalArmies { units: vec![1, -1] },
        "rule-kharnage-units-negative",
    );
    refused(
        &s,
        &mut st,
        Action::FinalArmies {
            units: vec![1, i64::MAX],
        },
        "rule-number-too-large",
    );
    refused(
        &s,
        &mut st,
        Action::FinalArmies {
            units: vec![i64::MIN, 1],
        },
        "rule-number-too-large",
    );
    let line = Rules::apply(&s, &mut st, &Action::FinalArmies { units: vec![2, 2] }).unwrap();
    assert_eq!(english(&line), "Final army sizes (units): Dwarf 2, Orc 2.");
    // Same size, no tokens: Orc played 150 in the last round, Dwarf 300.
    let (w, reason) = winners(&s, &st);
    assert_eq!(w, vec!["Orc".to_owned()]);
    assert_eq!(
        english(&reason),
        "Orc wins: tied at 8 skulls, on army size and on Kharnage tokens, \
         decided by the lowest initiative in the last round (150)."
    );
    refused(
        &s,
        &mut st,
        Action::FinalArmies { units: vec![3, 2] },
        "rule-kharnage-game-over",
    );
}

#[test]
fn the_most_skulls_wins_without_army_sizes() {
    let s = Setup {
        rounds: 1,
        ..four()
    };
    let mut st = Rules::start(&s);
    play(&s, &mut st, &[kh(3, 0), kh(3, 1)]);
    close_with(&s, &mut st, &[400, 100, 160, 380], &[9, 5, 5, 3]);
    // John 5, Larry 3, Mike 1, Ray 0 + 2 tokens.
    assert_eq!(
        (0..4).map(|a| st.skulls(a)).collect::<Vec<_>>(),
        vec![5, 3, 1, 2]
    );
    assert!(!st.needs_final_armies(&s));
    let (w, reason) = winners(&s, &st);
    assert_eq!(w, vec!["John".to_owned()]);
    assert_eq!(english(&reason), "John wins with the most skulls: 5.");
    refused(
        &s,
        &mut st,
        Action::FinalArmies {
            units: vec![1, 1, 1, 1],
        },
        "rule-kharnage-game-over",
    );
}

/// One round, Dwarf 5 skulls; Orc 3 + 2 Kharnage tokens = 5: tied.
fn tied_on_skulls() -> (Setup, State) {
    let s = Setup {
        rounds: 1,
        ..Setup::new(["Dwarf", "Orc"])
    };
    let mut st = Rules::start(&s);
    play(&s, &mut st, &[kh(1, 0), kh(1, 0)]);
    close_with(&s, &mut st, &[100, 200], &[4, 3]);
    assert_eq!((st.skulls(0), st.skulls(1)), (5, 5));
    (s, st)
}

#[test]
fn a_tie_on_skulls_goes_to_the_largest_army() {
    let (s, mut st) = tied_on_skulls();
    let remarks: Vec<_> = Rules::standings(&s, &st)
        .into_iter()
        .map(|r| r.remark)
        .collect();
    assert_eq!(remarks, vec![Some(Text::msg("remark-kharnage-tied")); 2]);
    play(&s, &mut st, &[Action::FinalArmies { units: vec![5, 4] }]);
    let (w, reason) = winners(&s, &st);
    assert_eq!(w, vec!["Dwarf".to_owned()]);
    assert_eq!(
        english(&reason),
        "Dwarf wins: tied at 5 skulls, decided by the largest army (5 units)."
    );
}

#[test]
fn then_to_the_most_kharnage_tokens() {
    let (s, mut st) = tied_on_skulls();
    play(&s, &mut st, &[Action::FinalArmies { units: vec![4, 4] }]);
    let (w, reason) = winners(&s, &st);
    assert_eq!(w, vec!["Orc".to_owned()]);
    assert_eq!(
        english(&reason),
        "Orc wins: tied at 5 skulls and on army size, decided by the most Kharnage tokens (2)."
    );
}

#[test]
fn only_the_tied_armies_take_part_in_the_tie_breaks() {
    // Three armies, one round: A 5, B 3 + 2 tokens = 5, C 1 + 4 tokens = 5?
    // No: C 1 + 3 tokens = 4 stays out even with the largest army.
    let s = Setup {
        rounds: 1,
        ..Setup::new(["A", "B", "C"])
    };
    let mut st = Rules::start(&s);
    play(
        &s,
        &mut st,
        &[kh(1, 0), kh(1, 2), kh(2, 0), kh(2, 1), kh(2, 0)],
    );
    close_with(&s, &mut st, &[100, 200, 300], &[5, 4, 3]);
    assert_eq!(
        (0..3).map(|a| st.skulls(a)).collect::<Vec<_>>(),
        vec![5, 5, 4]
    );
    play(
        &s,
        &mut st,
        &[Action::FinalArmies {
            units: vec![3, 2, 9],
        }],
    );
    let (w, reason) = winners(&s, &st);
    assert_eq!(w, vec!["A".to_owned()]);
    assert_eq!(reason.key(), Some("win-kharnage-largest-army"));
}

#[test]
fn a_tie_that_survives_every_break_is_shared() {
    // Only a hand-built state can get here: equal initiatives are refused.
    let s = Setup {
        rounds: 1,
        ..Setup::new(["Dwarf", "Orc"])
    };
    let st = State {
        rounds: vec![Round {
            initiative: vec![Some(100), Some(100)],
            destroyed: vec![1, 1],
            kharnage: vec![0, 0],
            lost: vec![0, 0],
            awards: Some(vec![4, 4]),
        }],
        final_units: Some(vec![2, 2]),
    };
    let (w, reason) = winners(&s, &st);
    assert_eq!(w, vec!["Dwarf".to_owned(), "Orc".to_owned()]);
    assert_eq!(
        english(&reason),
        "Dwarf, Orc share the win: tied at 4 skulls and on every tie-break."
    );
}

#[test]
fn standings_show_skulls_tokens_and_the_round() {
    let s = four();
    let mut st = Rules::start(&s);
    play(&s, &mut st, &[kh(1, 0)]);
    close_with(&s, &mut st, &[400, 100, 160, 380], &[9, 5, 5, 3]);
    play(&s, &mut st, &[init(1, 220), cards(1, 2)]);
    let rows = Rules::standings(&s, &st);
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[1].name, "Larry");
    assert_eq!(
        rows[1].values,
        vec![
            (Text::msg("label-kharnage-skulls"), 4),
            (Text::msg("label-kharnage-domination"), 3),
            (Text::msg("label-kharnage-tokens"), 1),
            (Text::msg("label-kharnage-destroyed"), 2),
            (Text::msg("label-kharnage-initiative"), 220),
        ]
    );
    assert_eq!(
        rows[0].values,
        vec![
            (Text::msg("label-kharnage-skulls"), 5),
            (Text::msg("label-kharnage-domination"), 5),
            (Text::msg("label-kharnage-tokens"), 0),
            (Text::msg("label-kharnage-destroyed"), 0),
        ]
    );
    assert!(rows.iter().all(|r| r.remark.is_none()));
}

#[test]
fn setups_are_checked() {
    assert!(Rules::validate(&four()).is_ok());
    assert_eq!(
        Rules::validate(&Setup::new(["Orc"])).unwrap_err().rule(),
        "rule-player-count"
    );
    assert_eq!(
        Rules::validate(&Setup::new(["A", "B", "C", "D", "E"]))
            .unwrap_err()
            .rule(),
        "rule-player-count"
    );
    assert_eq!(
        Rules::validate(&Setup::new(["Orc", "orc"]))
            .unwrap_err()
            .rule(),
        "rule-name-repeated"
    );
    for rounds in [0, MAX_ROUNDS + 1] {
        let s = Setup { rounds, ..four() };
        assert_eq!(
            Rules::validate(&s).unwrap_err().rule(),
            "rule-kharnage-round-count"
        );
    }
    let s = Setup {
        rounds: MAX_ROUNDS,
        ..four()
    };
    assert!(Rules::validate(&s).is_ok());
}

#[test]
fn files_use_readable_names_and_defaults() {
    let setup: AnySetup = serde_json::from_value(serde_json::json!({
        "game": "kharnage",
        "armies": [{"name": "Dwarf", "color": "#d62728"}, {"name": "Orc", "color": "#2ca02c"}]
    }))
    .unwrap();
    let AnySetup::Kharnage(s) = setup else {
        panic!("not a Kharnage setup")
    };
    assert_eq!(s.rounds, 4);
    assert!(!s.yeah_rule);
    let read = |v| match AnyAction::from_json(GameKind::Kharnage, v).unwrap() {
        AnyAction::Kharnage(a) => a,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        read(serde_json::json!({"type": "initiative", "army": 1, "initiative": 160})),
        init(1, 160)
    );
    assert_eq!(
        read(serde_json::json!({"type": "kharnage", "army": 0})),
        Action::Kharnage {
            army: 0,
            victim: None
        }
    );
    assert_eq!(
        read(serde_json::json!({"type": "close_round"})),
        Action::CloseRound
    );
    assert_eq!(
        serde_json::to_value(Action::NoYeah { army: 2 }).unwrap(),
        serde_json::json!({"type": "no_yeah", "army": 2})
    );
    assert_eq!(
        serde_json::to_value(Action::FinalArmies { units: vec![1, 2] }).unwrap(),
        serde_json::json!({"type": "final_armies", "units": [1, 2]})
    );
    assert!(AnyAction::from_json(GameKind::Kharnage, serde_json::json!({"type": "roll"})).is_err());
}

/// Every ```json session block of the docs replays to the outcome it claims.
#[test]
fn docs_examples_replay_to_their_outcome() {
    use crate::session::{Entry, replay};
    let doc = include_str!("../../../../docs/games/kharnage.md");
    let mut blocks = 0;
    let mut rest = doc;
    while let Some(start) = rest.find("```json session") {
        let after = &rest[start + "```json session".len()..];
        let (info, body) = after.split_once('\n').unwrap();
        let end = body.find("\n```").unwrap();
        let json = &body[..end];
        rest = &body[end + 4..];
        blocks += 1;

        let v: serde_json::Value = serde_json::from_str(json).unwrap();
        let setup: AnySetup = serde_json::from_value(v["setup"].clone()).unwrap();
        setup.validate().unwrap();
        let entries: Vec<Entry> = v["log"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| Entry {
                at: e["at"]
                    .as_str()
                    .map(|t| t.parse().unwrap())
                    .unwrap_or_default(),
                action: AnyAction::from_json(GameKind::Kharnage, e["action"].clone()).unwrap(),
                note: e["note"].as_str().unwrap_or("").to_owned(),
                from: None,
            })
            .collect();
        let (state, lines) = replay(&setup, &entries).unwrap();
        assert_eq!(lines.len(), entries.len());
        let outcome = setup.outcome(&state);
        let info = info.trim();
        if info == "in-progress" {
            assert_eq!(outcome, Outcome::InProgress, "block {blocks}");
        } else {
            let want: Vec<String> = info
                .strip_prefix("winners=")
                .unwrap()
                .split(',')
                .filter(|w| !w.is_empty())
                .map(str::to_owned)
                .collect();
            match outcome {
                Outcome::Finished { winners, .. } => assert_eq!(winners, want, "block {blocks}"),
                Outcome::InProgress => panic!("block {blocks} is not decided"),
            }
        }
    }
    assert_eq!(blocks, 3);
}

/// The full example game of the docs: the tie is decided by initiative.
#[test]
fn the_docs_full_game_is_decided_by_initiative() {
    let doc = include_str!("../../../../docs/games/kharnage.md");
    let start = doc.find("```json session winners=Goblin").unwrap();
    let body = &doc[start..];
    let body = &body[body.find('\n').unwrap()..];
    let json = &body[..body.find("\n```").unwrap()];
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    let AnySetup::Kharnage(s) = serde_json::from_value(v["setup"].clone()).unwrap() else {
        panic!("not Kharnage")
    };
    let mut st = Rules::start(&s);
    for e in v["log"].as_array().unwrap() {
        let a: Action = serde_json::from_value(e["action"].clone()).unwrap();
        Rules::apply(&s, &mut st, &a).unwrap();
    }
    assert_eq!(
        (0..4).map(|a| st.skulls(a)).collect::<Vec<_>>(),
        vec![8, 12, 8, 12]
    );
    assert_eq!(
        (0..4).map(|a| st.kharnage_tokens(a)).collect::<Vec<_>>(),
        vec![1, 1, 1, 1]
    );
    let (w, reason) = winners(&s, &st);
    assert_eq!(w, vec!["Goblin".to_owned()]);
    assert_eq!(
        english(&reason),
        "Goblin wins: tied at 12 skulls, on army size and on Kharnage tokens, \
         decided by the lowest initiative in the last round (130)."
    );
}

#[test]
fn turkish_renders_the_log() {
    let tr = crate::i18n::I18n::new("tr");
    let line = Text::msg("log-kharnage-close-round-two")
        .arg("round", 2)
        .arg("first", "Ork")
        .arg("first_cards", 4)
        .arg("second", "Cüce")
        .arg("second_cards", 4)
        .arg("ties", 1);
    assert_eq!(
        tr.text(&line),
        "2. tur kapandı: 5 kafatasılı jeton Ork ordusuna (4 kart), 3 kafatasılı Cüce ordusuna \
         (4 kart). Kart eşitliği düşük inisiyatifle bozuldu."
    );
}

#[test]
fn a_session_undoes_a_closed_round_and_closes_when_decided() {
    use crate::rules::AnyState;
    use crate::session::Session;
    let s = Setup {
        rounds: 1,
        ..Setup::new(["Dwarf", "Orc"])
    };
    let now = chrono::DateTime::<chrono::Utc>::default();
    let mut session = Session::new("k".into(), AnySetup::Kharnage(s), now).unwrap();
    for a in [init(0, 160), init(1, 220), cards(1, 2), Action::CloseRound] {
        session.apply(AnyAction::Kharnage(a), now).unwrap();
    }
    assert!(session.is_closed());
    assert!(session.undo().is_err(), "a decided game is closed");
    session.reopen();
    session.undo().unwrap();
    let AnyState::Kharnage(st) = session.state() else {
        panic!("not Kharnage")
    };
    assert_eq!(st.current_round(), Some(1));
    assert_eq!(st.domination(1), 0);
    assert!(!session.is_closed());
}
