//! Heroes of Karth: every rule, the rulebook's damage example, each mode's
//! thresholds, and the documented example session.

use super::*;
use crate::rules::testing;

fn setup(mode: Mode, names: &[&str]) -> Setup {
    Setup {
        mode,
        players: names
            .iter()
            .enumerate()
            .map(|(i, n)| Player::new(*n, i))
            .collect(),
        factions: Vec::new(),
        first: 0,
        gold_to_win: None,
        kp_to_win: None,
    }
}

fn run(s: &Setup, actions: &[Action]) -> State {
    testing::run::<Rules>(s, actions)
}

fn refused(s: &Setup, state: &State, action: Action) -> String {
    testing::refused::<Rules>(s, state, action)
}

fn gain(player: usize, resource: Resource, amount: i64) -> Action {
    Action::Gain {
        player,
        resource,
        amount,
        correction: false,
    }
}

fn unit(
    player: usize,
    name: &str,
    hp: i64,
    se: i64,
    coffers: bool,
    kp: i64,
    bounty: i64,
) -> Action {
    Action::AddUnit {
        player,
        name: name.into(),
        hp: Some(hp),
        se: Some(se),
        coffers: Some(coffers),
        kp: Some(kp),
        bounty: Some(bounty),
        cost: None,
    }
}

fn collect(player: usize) -> Action {
    Action::Collect {
        player,
        decline: vec![],
    }
}

/// The state after `actions` under rules version `rules`.
fn run_under(s: &Setup, rules: u32, actions: &[Action]) -> State {
    let mut state = Rules::start_under(s, rules);
    for a in actions {
        Rules::apply(s, &mut state, a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    state
}

fn winners(s: &Setup, state: &State) -> Option<(Vec<String>, String)> {
    match Rules::outcome(s, state) {
        Outcome::Finished {
            winners, reason, ..
        } => Some((winners, reason.key().unwrap_or("").to_owned())),
        Outcome::InProgress => None,
    }
}

#[test]
fn the_rulebook_damage_example_and_the_rounding_rules() {
    // p.9: 8 (base) + 2 (Rally) + 4 (Leaping Strike) − 1 (armor). The
    // rulebook prints "= 11", but the sum is 13: the helper adds as printed.
    assert_eq!(damage(8, 2 + 4, 1, 100), 13);
    assert_eq!(damage(8, 2, 1, 100), 9);
    assert_eq!(damage(2, 0, 5, 100), 1, "a hit always does at least 1");
    assert_eq!(damage(7, 0, 0, 50), 4, "fractions round up");
    assert_eq!(damage(0, 0, 0, 100), 1);
}

#[test]
fn players_start_with_five_gold_and_cannot_overspend() {
    let s = setup(Mode::Classic, &["Ana", "Bo"]);
    let state = run(&s, &[]);
    assert_eq!(
        (state.gold.clone(), state.se.clone(), state.kp.clone()),
        (vec![5, 5], vec![0, 0], vec![0, 0])
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Spend {
                player: 0,
                resource: Resource::Gold,
                amount: 6,
                correction: false,
            }
        ),
        "rule-karth-overspend"
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Spend {
                player: 1,
                resource: Resource::Se,
                amount: 1,
                correction: false,
            }
        ),
        "rule-karth-overspend"
    );
    assert_eq!(
        refused(&s, &state, gain(0, Resource::Gold, 0)),
        "rule-karth-positive"
    );
    let state = run(
        &s,
        &[Action::Spend {
            player: 0,
            resource: Resource::Gold,
            amount: 5,
            correction: false,
        }],
    );
    assert_eq!(state.gold[0], 0);
}

#[test]
fn collecting_gives_one_gold_plus_coffers_and_the_units_se() {
    let s = setup(Mode::Classic, &["Ana", "Bo"]);
    let base = [
        unit(0, "Elf Lord", 12, 3, true, 4, 2),
        unit(0, "Archer", 6, 1, false, 1, 1),
    ];
    // Hired on turn 1; Bo plays turn 2; Ana collects first on turn 3.
    let state = run(
        &s,
        &[
            base[0].clone(),
            base[1].clone(),
            Action::EndTurn,
            Action::EndTurn,
            collect(0),
        ],
    );
    assert_eq!((state.gold[0], state.se[0]), (5 + 1 + 1, 3 + 1));
    assert!(
        state.units.iter().all(|u| !u.new_spawn),
        "units are ready on their owner's turn"
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Collect {
                player: 0,
                decline: vec![]
            }
        ),
        "rule-karth-collected"
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Collect {
                player: 1,
                decline: vec![]
            }
        ),
        "rule-karth-not-your-turn"
    );
    // A hidden hero may decline its coffer gold; SE still comes.
    let mut hidden = base.to_vec();
    hidden.push(Action::Mark {
        unit: 1,
        hidden: Some(true),
        stunned: None,
        new_spawn: None,
    });
    hidden.extend([Action::EndTurn, Action::EndTurn]);
    let state = run(&s, &hidden);
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Collect {
                player: 0,
                decline: vec![2]
            }
        ),
        "rule-karth-decline"
    );
    let mut s2 = state.clone();
    Rules::apply(
        &s,
        &mut s2,
        &Action::Collect {
            player: 0,
            decline: vec![1],
        },
    )
    .unwrap();
    assert_eq!((s2.gold[0], s2.se[0]), (6, 4));
}

#[test]
fn a_kill_gives_the_killer_kp_and_bounty_and_fills_the_cemetery() {
    let s = setup(Mode::Classic, &["Ana", "Bo"]);
    let state = run(
        &s,
        &[
            unit(1, "Goblin Chieftain", 10, 2, true, 5, 3),
            Action::Damage {
                unit: 1,
                amount: 4,
                by: None,
            },
        ],
    );
    assert_eq!(state.units[0].hp_left(), 6);
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Damage {
                unit: 1,
                amount: 6,
                by: None
            }
        ),
        "rule-karth-who-killed"
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Damage {
                unit: 1,
                amount: 6,
                by: Some(1)
            }
        ),
        "rule-karth-own-kill"
    );
    let mut after = state.clone();
    Rules::apply(
        &s,
        &mut after,
        &Action::Hit {
            unit: 1,
            base: 8,
            bonus: 6,
            kind: DamageKind::Physical,
            resistance: 1,
            percent: 100,
            by: Some(0),
        },
    )
    .unwrap();
    assert!(after.units.is_empty());
    assert_eq!(after.cemetery[1], vec!["Goblin Chieftain".to_owned()]);
    assert_eq!((after.kp[0], after.gold[0]), (5, 5 + 3));
    // The owner buys back the equipped item.
    Rules::apply(
        &s,
        &mut after,
        &Action::BuyBack {
            player: 1,
            item: "Iron Axe".into(),
            cost: 4,
        },
    )
    .unwrap();
    assert_eq!(after.gold[1], 1);
    assert_eq!(
        refused(
            &s,
            &after,
            Action::BuyBack {
                player: 1,
                item: "Shield".into(),
                cost: 2
            }
        ),
        "rule-karth-overspend"
    );
}

#[test]
fn healing_never_goes_above_the_units_hit_points() {
    let s = setup(Mode::Classic, &["Ana", "Bo"]);
    let state = run(
        &s,
        &[
            unit(0, "Cleric", 8, 1, false, 1, 1),
            Action::Damage {
                unit: 1,
                amount: 3,
                by: None,
            },
            Action::Heal {
                unit: 1,
                amount: 10,
            },
        ],
    );
    assert_eq!(state.units[0].hp_left(), 8);
    assert_eq!(
        refused(&s, &state, Action::Heal { unit: 9, amount: 1 }),
        "rule-karth-no-unit"
    );
}

#[test]
fn a_card_seen_once_is_one_click_the_next_time() {
    let s = setup(Mode::Classic, &["Ana", "Bo"]);
    let again = Action::AddUnit {
        player: 1,
        name: "elf lord".into(),
        hp: None,
        se: None,
        coffers: None,
        kp: None,
        bounty: None,
        cost: None,
    };
    let state = run(&s, &[unit(0, "Elf Lord", 12, 3, true, 4, 2), again.clone()]);
    assert_eq!(state.units[1].hp, 12);
    assert!(state.units[1].coffers);
    let fresh = run(&s, &[]);
    assert_eq!(refused(&s, &fresh, again), "rule-karth-unit-unknown");
}

#[test]
fn free_for_all_ends_at_forty_unspent_gold_or_twenty_five_kp() {
    let s = setup(Mode::FreeForAll, &["Ana", "Bo", "Cy"]);
    let state = run(&s, &[gain(1, Resource::Gold, 34)]);
    assert_eq!(winners(&s, &state), None);
    let state = run(&s, &[gain(1, Resource::Gold, 35)]);
    assert_eq!(
        winners(&s, &state),
        Some((vec!["Bo".to_owned()], "win-karth-gold".to_owned()))
    );
    let state = run(&s, &[gain(2, Resource::Kp, 25)]);
    assert_eq!(
        winners(&s, &state),
        Some((vec!["Cy".to_owned()], "win-karth-kp".to_owned()))
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Spend {
                player: 0,
                resource: Resource::Gold,
                amount: 9,
                correction: false,
            }
        ),
        "rule-karth-overspend"
    );
}

#[test]
fn classic_defaults_to_forty_and_twenty_five_and_thresholds_are_settings() {
    let s = setup(Mode::Classic, &["Ana", "Bo"]);
    assert_eq!((s.gold_goal(), s.kp_goal()), (40, 25));
    let custom = Setup {
        gold_to_win: Some(30),
        kp_to_win: Some(10),
        ..s
    };
    let state = run(&custom, &[gain(0, Resource::Kp, 10)]);
    assert_eq!(
        winners(&custom, &state).map(|w| w.1),
        Some("win-karth-kp".to_owned())
    );
    assert_eq!(
        Rules::validate(&Setup {
            gold_to_win: Some(0),
            ..custom
        })
        .unwrap_err()
        .rule(),
        "rule-karth-goal"
    );
}

#[test]
fn two_v_two_wins_on_team_totals() {
    let s = setup(Mode::TwoVTwo, &["Ana", "Bo", "Cy", "Di"]);
    assert_eq!((s.gold_goal(), s.kp_goal()), (60, 35));
    // 30 + 29 gold: one short of 60 between them.
    let state = run(
        &s,
        &[gain(0, Resource::Gold, 25), gain(1, Resource::Gold, 24)],
    );
    assert_eq!(state.side_gold(&s, 0), 59);
    assert_eq!(winners(&s, &state), None);
    let state = run(
        &s,
        &[gain(0, Resource::Gold, 25), gain(1, Resource::Gold, 25)],
    );
    assert_eq!(
        winners(&s, &state),
        Some((
            vec!["Ana".to_owned(), "Bo".to_owned()],
            "win-karth-gold".to_owned()
        ))
    );
    let state = run(&s, &[gain(2, Resource::Kp, 20), gain(3, Resource::Kp, 15)]);
    assert_eq!(
        winners(&s, &state).map(|w| w.0),
        Some(vec!["Cy".to_owned(), "Di".to_owned()])
    );
}

#[test]
fn the_turn_passes_between_sides_and_skips_those_out() {
    let s = setup(Mode::FreeForAll, &["Ana", "Bo", "Cy", "Di"]);
    let state = run(
        &s,
        &[
            Action::EndTurn,
            Action::KnockOut { player: 2 },
            Action::EndTurn,
        ],
    );
    assert_eq!(
        (state.active, state.turn),
        (3, 3),
        "Cy is out, so Di plays after Bo"
    );
    let team = setup(Mode::TwoVTwo, &["Ana", "Bo", "Cy", "Di"]);
    let state = run(&team, &[Action::EndTurn]);
    assert_eq!(state.active, 1, "the other team");
    assert!(state.is_active(&team, 2) && state.is_active(&team, 3));
}

#[test]
fn the_last_player_or_team_standing_wins() {
    let s = setup(Mode::FreeForAll, &["Ana", "Bo", "Cy"]);
    let state = run(
        &s,
        &[
            unit(0, "Archer", 5, 1, false, 1, 1),
            Action::KnockOut { player: 0 },
            Action::Concede { player: 2 },
        ],
    );
    assert!(
        state.units.is_empty(),
        "a player who is out leaves the battlefield"
    );
    assert_eq!(
        winners(&s, &state),
        Some((vec!["Bo".to_owned()], "win-karth-last-after".to_owned()))
    );
    assert_eq!(
        refused(&s, &state, gain(0, Resource::Gold, 1)),
        "rule-karth-player-out"
    );
    let team = setup(Mode::TwoVTwo, &["Ana", "Bo", "Cy", "Di"]);
    let state = run(&team, &[Action::Concede { player: 3 }]);
    assert_eq!(
        winners(&team, &state).map(|w| w.0),
        Some(vec!["Ana".to_owned(), "Bo".to_owned()]),
        "a team concedes together"
    );
}

#[test]
fn setups_are_checked() {
    assert_eq!(
        Rules::validate(&setup(Mode::Classic, &["A", "B", "C"]))
            .unwrap_err()
            .rule(),
        "rule-player-count"
    );
    assert_eq!(
        Rules::validate(&setup(Mode::FreeForAll, &["A", "B"]))
            .unwrap_err()
            .rule(),
        "rule-player-count"
    );
    assert_eq!(
        Rules::validate(&setup(Mode::TwoVTwo, &["A", "B", "C"]))
            .unwrap_err()
            .rule(),
        "rule-player-count"
    );
    let s = Setup {
        factions: vec![Faction::Shard],
        ..setup(Mode::Classic, &["A", "B"])
    };
    assert_eq!(
        Rules::validate(&s).unwrap_err().rule(),
        "rule-karth-factions"
    );
    assert_eq!(
        Rules::validate(&Setup {
            first: 5,
            ..setup(Mode::Classic, &["A", "B"])
        })
        .unwrap_err()
        .rule(),
        "rule-unknown-player"
    );
}

#[test]
fn numbers_from_a_file_cannot_panic() {
    let s = setup(Mode::Classic, &["Ana", "Bo"]);
    let state = run(&s, &[unit(0, "Archer", 5, 1, false, 1, 1)]);
    assert_eq!(
        refused(&s, &state, gain(0, Resource::Gold, i64::MIN)),
        "rule-number-too-large"
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Hit {
                unit: 1,
                base: i64::MAX,
                bonus: 1,
                kind: DamageKind::Physical,
                resistance: 0,
                percent: 100,
                by: Some(1)
            }
        ),
        "rule-number-too-large"
    );
    assert_eq!(
        refused(&s, &state, gain(usize::MAX, Resource::Gold, 1)),
        "rule-unknown-player"
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Damage {
                unit: u32::MAX,
                amount: 1,
                by: None
            }
        ),
        "rule-karth-no-unit"
    );
}

// Rulebook p.7: "1 - Collect Gold, Cards & Spiritual Energy" is the first
// step of a turn, and new units "do not get a turn right away".
#[test]
fn collecting_is_the_first_step_of_a_turn() {
    let s = setup(Mode::Classic, &["Ana", "Bo"]);
    let lord = unit(0, "Elf Lord", 12, 3, true, 4, 2);
    // The docs' story told right: Ana collects 5 -> 6 and 0 -> 0, then hires.
    let state = run(&s, &[collect(0), lord.clone()]);
    assert_eq!((state.gold[0], state.se[0]), (6, 0));
    assert!(state.units[0].new_spawn, "the Lord is not ready this turn");
    // Hiring first and collecting after is refused under rules 2...
    let hired = run(&s, std::slice::from_ref(&lord));
    assert_eq!(refused(&s, &hired, collect(0)), "rule-karth-collect-first");
    let spent = run(
        &s,
        &[Action::Spend {
            player: 0,
            resource: Resource::Gold,
            amount: 1,
            correction: false,
        }],
    );
    assert_eq!(refused(&s, &spent, collect(0)), "rule-karth-collect-first");
    // ...and so is it after the player took a kill this turn.
    let killed = run(
        &s,
        &[
            unit(1, "Goblin", 1, 0, false, 1, 0),
            Action::Damage {
                unit: 1,
                amount: 1,
                by: Some(0),
            },
        ],
    );
    assert_eq!(refused(&s, &killed, collect(0)), "rule-karth-collect-first");
    // A correction (the ± steps) is not a move: Collect stays first.
    let corrected = run(
        &s,
        &[
            Action::Spend {
                player: 0,
                resource: Resource::Gold,
                amount: 1,
                correction: true,
            },
            Action::Gain {
                player: 0,
                resource: Resource::Se,
                amount: 2,
                correction: true,
            },
            collect(0),
        ],
    );
    assert_eq!((corrected.gold[0], corrected.se[0]), (5, 2), "5 - 1 + 1");
    // Another player's doings do not spoil the active player's collect.
    let other = run(&s, &[gain(1, Resource::Gold, 1), collect(0)]);
    assert_eq!(other.gold[0], 6);
    // Under rules 1 (sessions saved before the fix) it was accepted and
    // counted the unit hired the same turn: 5 -> 7 gold, 0 -> 3 SE.
    let old = run_under(&s, 1, &[lord, collect(0)]);
    assert_eq!((old.gold[0], old.se[0]), (7, 3));
}

#[test]
fn team_totals_stay_within_the_bound() {
    let s = setup(Mode::TwoVTwo, &["Ana", "Bo", "Cy", "Di"]);
    let max = common::MAX_VALUE;
    let team = |state: &State, key: &str| {
        Rules::standings(&s, state)[0]
            .values
            .iter()
            .find(|(label, _)| *label == Text::msg(key))
            .map(|v| v.1)
    };
    // Ana and Bo (one team, 5 gold each to start) reach the bound between
    // them, exactly.
    let mut actions = vec![
        gain(0, Resource::Gold, max - 15),
        gain(1, Resource::Gold, 5),
        gain(0, Resource::Kp, max - 1),
    ];
    let state = run(&s, &actions);
    assert_eq!(team(&state, "label-karth-team-gold"), Some(max));
    assert_eq!(
        refused(&s, &state, gain(1, Resource::Gold, 1)),
        "rule-number-too-large"
    );
    assert_eq!(
        refused(&s, &state, gain(1, Resource::Kp, 2)),
        "rule-number-too-large"
    );
    // The other team is not held back by this one.
    actions.push(gain(2, Resource::Gold, max - 10));
    let state = run(&s, &actions);
    assert_eq!(state.side_gold(&s, 1), max);
    // A bounty or a collection counts too.
    let kill = [
        gain(1, Resource::Kp, 1),
        unit(2, "Ogre", 4, 0, false, 0, 1),
        Action::Damage {
            unit: 1,
            amount: 4,
            by: Some(1),
        },
    ];
    let state = run(&s, &[&actions[..], &kill[..2]].concat());
    assert_eq!(team(&state, "label-karth-team-kp"), Some(max));
    assert_eq!(
        refused(&s, &state, kill[2].clone()),
        "rule-number-too-large"
    );
    let state = run(&s, &[gain(1, Resource::Gold, max - 10)]);
    assert_eq!(refused(&s, &state, collect(0)), "rule-number-too-large");
    for row in Rules::standings(&s, &run(&s, &actions)) {
        assert!(row.values.iter().all(|(_, v)| v.abs() <= max), "{row:?}");
    }
    // Rules 2 summed past the bound: old sessions replay as they were.
    let old = run_under(
        &s,
        2,
        &[
            gain(0, Resource::Gold, max - 5),
            gain(1, Resource::Gold, max - 5),
        ],
    );
    assert_eq!(old.side_gold(&s, 0), 2 * max);
}

// FAQ, Earthshaker: "If allied units die, the opponent profits from kills
// and bounty."
#[test]
fn a_teammate_cannot_take_the_kill_in_two_v_two() {
    let s = setup(Mode::TwoVTwo, &["Ana", "Bo", "Cy", "Di"]);
    let state = run(&s, &[unit(0, "Archer", 4, 1, false, 3, 2)]);
    let by = |killer| Action::Damage {
        unit: 1,
        amount: 4,
        by: Some(killer),
    };
    assert_eq!(refused(&s, &state, by(1)), "rule-karth-ally-kill");
    let after = run(&s, &[unit(0, "Archer", 4, 1, false, 3, 2), by(2)]);
    assert_eq!((after.kp[2], after.gold[2]), (3, 5 + 2));
    // Rules 1 credited the teammate: old sessions keep their result.
    let old = run_under(&s, 1, &[unit(0, "Archer", 4, 1, false, 3, 2), by(1)]);
    assert_eq!((old.kp[1], old.gold[1]), (3, 5 + 2));
}

// "as long as ... the gold exists to pay for them": hiring costs gold.
#[test]
fn hiring_pays_its_cost_at_once_and_remembers_it() {
    let s = setup(Mode::Classic, &["Ana", "Bo"]);
    let hire = |cost: Option<i64>| Action::AddUnit {
        player: 0,
        name: "Elf Lord".into(),
        hp: Some(12),
        se: Some(3),
        coffers: Some(true),
        kp: Some(4),
        bounty: Some(2),
        cost,
    };
    let state = run(&s, &[hire(Some(4))]);
    assert_eq!(state.gold[0], 1);
    assert_eq!(state.template("elf lord").map(|t| t.cost), Some(4));
    assert_eq!(refused(&s, &state, hire(Some(2))), "rule-karth-overspend");
    // A remembered card costs what it cost last time...
    let again = Action::AddUnit {
        player: 0,
        name: "Elf Lord".into(),
        hp: None,
        se: None,
        coffers: None,
        kp: None,
        bounty: None,
        cost: None,
    };
    let rich = run(
        &s,
        &[gain(0, Resource::Gold, 10), hire(Some(4)), again.clone()],
    );
    assert_eq!(rich.gold[0], 15 - 4 - 4);
    assert_eq!(refused(&s, &state, again), "rule-karth-overspend");
    // ...and no cost given means none paid (the old files' way).
    let free = run(&s, &[hire(None)]);
    assert_eq!(free.gold[0], 5);
    assert_eq!(refused(&s, &free, hire(Some(-1))), "rule-karth-negative");
}

#[test]
fn the_win_reason_names_a_concession_and_reads_plural_for_a_team() {
    let reason = |s: &Setup, state: &State| match Rules::outcome(s, state) {
        Outcome::Finished { reason, .. } => crate::i18n::english().text(&reason),
        Outcome::InProgress => panic!("decided"),
    };
    let s = setup(Mode::Classic, &["Ames", "Sina"]);
    let state = run(&s, &[Action::Concede { player: 1 }]);
    assert_eq!(
        reason(&s, &state),
        "Sina conceded; Ames is the last left standing."
    );
    let state = run(&s, &[Action::KnockOut { player: 0 }]);
    assert_eq!(
        reason(&s, &state),
        "Ames was knocked out; Sina is the last left standing."
    );
    let team = setup(Mode::TwoVTwo, &["Ana", "Ben", "Cy", "Di"]);
    let state = run(&team, &[Action::Concede { player: 2 }]);
    assert_eq!(
        reason(&team, &state),
        "Cy & Di conceded; Ana & Ben are the last left standing."
    );
}

#[test]
fn fifty_thousand_units_replay_in_linear_time() {
    // Unit and card look-ups are by binary search and map: a long game
    // with many distinct cards stays quick (the bench measures it).
    let s = setup(Mode::Classic, &["Ana", "Bo"]);
    let mut state = Rules::start(&s);
    for i in 0..50_000 {
        let add = unit(i % 2, &format!("Card {i}"), 5, 0, false, 0, 0);
        Rules::apply(&s, &mut state, &add).unwrap();
    }
    for id in (1..=50_000).step_by(997) {
        Rules::apply(
            &s,
            &mut state,
            &Action::Heal {
                unit: id,
                amount: 1,
            },
        )
        .unwrap();
    }
    assert_eq!(state.units.len(), 50_000);
    assert_eq!(state.template("card 49999").map(|t| t.hp), Some(5));
}

#[test]
fn a_hit_whose_damage_would_pass_the_bound_is_refused_from_rules_4() {
    let s = setup(Mode::FreeForAll, &["Ana", "Bo", "Cy"]);
    let max = common::MAX_VALUE;
    let troll = unit(1, "Troll", max, 0, false, 0, 0);
    let hit = |bonus| Action::Hit {
        unit: 1,
        base: 2,
        bonus,
        kind: DamageKind::Physical,
        resistance: 0,
        percent: 100,
        by: Some(0),
    };
    let state = run(&s, std::slice::from_ref(&troll));
    // Base and bonus are each within the bound; their sum is not.
    assert_eq!(refused(&s, &state, hit(max)), "rule-number-too-large");
    // At the bound exactly, it is dealt.
    let dealt = run(&s, &[troll.clone(), hit(max - 2)]);
    assert!(dealt.units.iter().all(|u| u.hp_left() <= max));
    // Sessions saved under rules 3 replay as they were played.
    let old = run_under(&s, 3, &[troll, hit(max)]);
    assert!(
        old.units.is_empty(),
        "accepted and the troll killed, as played"
    );
}
