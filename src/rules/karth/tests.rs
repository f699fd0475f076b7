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
    }
}

fn winners(s: &Setup, state: &State) -> Option<(Vec<String>, String)> {
    match Rules::outcome(s, state) {
        Outcome::Finished { winners, reason } => {
            Some((winners, reason.key().unwrap_or("").to_owned()))
        }
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
                amount: 6
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
                amount: 1
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
    let state = run(
        &s,
        &[
            base[0].clone(),
            base[1].clone(),
            Action::Collect {
                player: 0,
                decline: vec![],
            },
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
                amount: 9
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
        Some((vec!["Bo".to_owned()], "win-karth-last-standing".to_owned()))
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
