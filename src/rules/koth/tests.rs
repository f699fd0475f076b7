//! Koth rules: every check, the end of a game in each way, and the battle.

use super::*;
use crate::rules::testing;

fn setup() -> Setup {
    Setup::new(["Ames", "Sina"])
}

fn play(column: usize, attack: i64, defense: i64, race: Race) -> Action {
    Action::Play {
        column,
        attack,
        rage: 0,
        defense,
        race,
        support: 0,
        rally: false,
    }
}

fn run(s: &Setup, actions: &[Action]) -> State {
    testing::run::<Rules>(s, actions)
}

fn refused(s: &Setup, state: &State, action: Action) -> String {
    testing::refused::<Rules>(s, state, action)
}

#[test]
fn holding_all_five_columns_wins_the_game_at_once() {
    let s = setup();
    let state = run(
        &s,
        &(0..5).map(|c| play(c, 2, 3, Race::Orc)).collect::<Vec<_>>(),
    );
    assert_eq!(state.game.over, Some((Some(0), End::AllColumns)));
    assert_eq!(state.results, vec![Some(0)]);
    assert_eq!(state.game.cp_left, 0);
    assert_eq!(refused(&s, &state, Action::EndTurn), "rule-koth-game-over");
}

#[test]
fn command_points_limit_a_turn_and_renew_each_round() {
    let s = setup();
    let state = run(&s, &[play(0, 7, 2, Race::Human)]);
    assert_eq!(state.game.cp_left, 3);
    assert_eq!(
        refused(&s, &state, play(1, 4, 1, Race::Human)),
        "rule-koth-not-enough-cp"
    );
    assert_eq!(
        refused(&s, &state, Action::Spend { amount: 4 }),
        "rule-koth-not-enough-cp"
    );
    let state = run(&s, &[play(0, 7, 2, Race::Human), Action::EndTurn]);
    assert_eq!(
        (state.game.active, state.game.cp_left, state.game.round),
        (1, 10, 1)
    );
    let state = run(&s, &[Action::EndTurn, Action::EndTurn]);
    assert_eq!(
        (state.game.active, state.game.round),
        (0, 2),
        "a round is both players' turns"
    );
}

#[test]
fn support_adds_its_face_value_and_rage_adds_attack_and_cost() {
    let s = setup();
    let support = Action::Play {
        column: 0,
        attack: 3,
        rage: 0,
        defense: 2,
        race: Race::Human,
        support: 3,
        rally: false,
    };
    let state = run(&s, &[support]);
    assert_eq!(state.game.cp_left, 10, "paid 3, supported 3");
    let state = run(&s, &[play(2, 1, 6, Race::Orc), Action::EndTurn]);
    assert_eq!(
        refused(&s, &state, play(2, 5, 4, Race::Human)),
        "rule-koth-too-weak"
    );
    let rage = Action::Play {
        column: 2,
        attack: 5,
        rage: 1,
        defense: 4,
        race: Race::Human,
        support: 0,
        rally: false,
    };
    let state = run(&s, &[play(2, 1, 6, Race::Orc), Action::EndTurn, rage]);
    assert_eq!(
        state.game.columns[2],
        Some(Column {
            holder: 1,
            strength: 4,
            race: Race::Human
        })
    );
    assert_eq!(state.game.cp_left, 4);
}

#[test]
fn an_attack_equal_to_the_defense_takes_the_column() {
    let s = setup();
    let state = run(
        &s,
        &[
            play(1, 2, 5, Race::Orc),
            Action::EndTurn,
            play(1, 5, 1, Race::Human),
        ],
    );
    assert_eq!(state.game.columns[1].map(|c| c.holder), Some(1));
    assert_eq!(
        refused(&s, &state, play(5, 1, 1, Race::Human)),
        "rule-koth-no-column"
    );
}

#[test]
fn flank_moves_to_the_next_column_and_leaves_its_own_empty() {
    let s = setup();
    let base = [
        play(1, 2, 4, Race::Orc),
        Action::EndTurn,
        play(2, 1, 3, Race::Human),
        Action::EndTurn,
    ];
    let state = run(&s, &base);
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Flank {
                from: 1,
                to: 3,
                attack: 2
            }
        ),
        "rule-koth-flank-next"
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Flank {
                from: 2,
                to: 3,
                attack: 2
            }
        ),
        "rule-koth-flank-not-yours"
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Flank {
                from: 1,
                to: 2,
                attack: 2
            }
        ),
        "rule-koth-too-weak"
    );
    let mut moved = base.to_vec();
    moved.push(Action::Flank {
        from: 1,
        to: 0,
        attack: 2,
    });
    let state = run(&s, &moved);
    assert_eq!(state.game.columns[1], None);
    assert_eq!(
        state.game.columns[0],
        Some(Column {
            holder: 0,
            strength: 4,
            race: Race::Orc
        })
    );
    assert_eq!(state.game.cp_left, 8);
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Flank {
                from: 0,
                to: 1,
                attack: 20
            }
        ),
        "rule-koth-not-enough-cp"
    );
}

#[test]
fn the_deck_counts_opening_hands_turn_draws_and_rally() {
    let s = setup();
    let state = run(&s, &[]);
    assert_eq!(
        state.game.drawn, 7,
        "two hands of 3 and the first player's draw"
    );
    let rally = Action::Play {
        column: 0,
        attack: 1,
        rage: 0,
        defense: 1,
        race: Race::Orc,
        support: 0,
        rally: true,
    };
    let state = run(&s, &[rally, Action::EndTurn]);
    assert_eq!(state.game.deck_left(&s), 52 - 9);
    assert_eq!(
        refused(&s, &state, Action::DeckOut),
        "rule-koth-deck-not-empty"
    );
}

fn small() -> Setup {
    Setup { deck: 9, ..setup() }
}

fn deck_out(actions: &[Action]) -> State {
    let s = small();
    let mut all = vec![Action::EndTurn, Action::EndTurn];
    all.extend_from_slice(actions);
    all.push(Action::DeckOut);
    run(&s, &all)
}

#[test]
fn an_empty_deck_ends_on_columns_then_strength_then_race() {
    let most = deck_out(&[
        play(0, 1, 1, Race::Orc),
        play(1, 1, 1, Race::Orc),
        Action::EndTurn,
        play(4, 1, 9, Race::Human),
    ]);
    assert_eq!(most.game.over, Some((Some(0), End::MostColumns)));
    let strength = deck_out(&[
        play(0, 1, 2, Race::Orc),
        Action::EndTurn,
        play(4, 1, 3, Race::Human),
    ]);
    assert_eq!(strength.game.over, Some((Some(1), End::Strength)));
    let race = deck_out(&[
        play(0, 1, 2, Race::Orc),
        play(1, 1, 2, Race::Human),
        Action::EndTurn,
        play(3, 1, 2, Race::Human),
        play(4, 1, 2, Race::Human),
    ]);
    assert_eq!(race.game.over, Some((Some(1), End::Race)));
    let draw = deck_out(&[
        play(0, 1, 2, Race::Orc),
        Action::EndTurn,
        play(4, 1, 2, Race::Orc),
    ]);
    assert_eq!(draw.game.over, Some((None, End::Draw)));
    assert_eq!(draw.results, vec![None]);
}

fn win_game(first_to_act_wins: bool) -> Vec<Action> {
    let mut actions = Vec::new();
    if !first_to_act_wins {
        actions.push(Action::EndTurn);
    }
    actions.extend((0..5).map(|c| play(c, 2, 2, Race::Orc)));
    actions.push(Action::NextGame);
    actions
}

#[test]
fn a_battle_needs_two_wins_in_a_row() {
    let s = setup();
    // Game 1: Ames first and wins. Game 2: Sina first (games alternate) and wins.
    let mut actions = win_game(true);
    actions.extend(win_game(true));
    let state = run(&s, &actions);
    assert_eq!(state.results, vec![Some(0), Some(1)]);
    assert_eq!(state.game.number, 3);
    assert_eq!(state.game.first, 0);
    assert_eq!(Rules::outcome(&s, &state), Outcome::InProgress);
    // Game 3: Ames first, but Sina takes all five: two in a row for Sina.
    actions.extend((0..1).map(|_| Action::EndTurn));
    actions.extend((0..5).map(|c| play(c, 2, 2, Race::Human)));
    let state = run(&s, &actions);
    assert_eq!(state.results, vec![Some(0), Some(1), Some(1)]);
    match Rules::outcome(&s, &state) {
        Outcome::Finished {
            winners, reason, ..
        } => {
            assert_eq!(winners, vec!["Sina".to_owned()]);
            assert_eq!(
                reason,
                Text::msg("win-koth-battle")
                    .arg("player", "Sina")
                    .arg("first", 2usize)
                    .arg("second", 3usize)
            );
        }
        Outcome::InProgress => panic!("decided"),
    }
    assert_eq!(
        refused(&s, &state, Action::NextGame),
        "rule-koth-battle-over"
    );
}

#[test]
fn a_draw_breaks_a_streak_and_the_next_game_waits_for_the_end() {
    let s = small();
    let state = run(&s, &[]);
    assert_eq!(
        refused(&s, &state, Action::NextGame),
        "rule-koth-game-not-over"
    );
    let mut actions = win_game(true);
    actions.extend([
        Action::EndTurn,
        Action::EndTurn,
        Action::DeckOut,
        Action::NextGame,
    ]);
    actions.extend(win_game(true));
    let state = run(&s, &actions);
    assert_eq!(state.results, vec![Some(0), None, Some(0)]);
    assert_eq!(state.battle_winner(), None);
}

#[test]
fn setups_are_checked() {
    assert!(Rules::validate(&setup()).is_ok());
    assert_eq!(
        Rules::validate(&Setup {
            first: 2,
            ..setup()
        })
        .unwrap_err()
        .rule(),
        "rule-koth-first"
    );
    assert_eq!(
        Rules::validate(&Setup { deck: 6, ..setup() })
            .unwrap_err()
            .rule(),
        "rule-koth-deck"
    );
    assert_eq!(
        Rules::validate(&Setup { cp: 0, ..setup() })
            .unwrap_err()
            .rule(),
        "rule-koth-cp"
    );
    let three = Setup {
        players: vec![
            Player::new("A", 0),
            Player::new("B", 1),
            Player::new("C", 2),
        ],
        ..setup()
    };
    assert_eq!(
        Rules::validate(&three).unwrap_err().rule(),
        "rule-player-count"
    );
}

#[test]
fn numbers_from_a_file_cannot_panic() {
    let s = setup();
    let state = run(&s, &[]);
    assert_eq!(
        refused(&s, &state, play(0, i64::MIN, 1, Race::Orc)),
        "rule-number-too-large"
    );
    assert_eq!(
        refused(&s, &state, play(0, -1, 1, Race::Orc)),
        "rule-koth-negative"
    );
    assert_eq!(
        refused(
            &s,
            &state,
            Action::Flank {
                from: usize::MAX,
                to: 0,
                attack: 1
            }
        ),
        "rule-koth-no-column"
    );
}

// Rulebook: "She can either dominate an empty column or attack one of the
// columns currently held by the first player."
#[test]
fn a_card_goes_to_an_empty_column_or_one_the_opponent_holds() {
    let s = setup();
    let state = run(&s, &[play(0, 2, 3, Race::Orc)]);
    assert_eq!(
        refused(&s, &state, play(0, 3, 6, Race::Orc)),
        "rule-koth-own-column"
    );
    // Rules 1 let a player raise their own column: old sessions keep it.
    let mut old = Rules::start_under(&s, 1);
    for a in [play(0, 2, 3, Race::Orc), play(0, 3, 6, Race::Orc)] {
        Rules::apply(&s, &mut old, &a).unwrap();
    }
    assert_eq!(old.game.columns[0].map(|c| c.strength), Some(6));
}

#[test]
fn command_points_stay_within_the_bound() {
    let s = setup();
    let support = |column, support| Action::Play {
        column,
        attack: 0,
        rage: 0,
        defense: 1,
        race: Race::Orc,
        support,
        rally: false,
    };
    let state = run(&s, &[support(0, 999_999_990)]);
    assert_eq!(state.game.cp_left, 1_000_000_000);
    assert_eq!(refused(&s, &state, support(1, 1)), "rule-number-too-large");
}

#[test]
fn total_strength_stays_within_the_bound() {
    let s = setup();
    let strength = |state: &State, row: usize| {
        Rules::standings(&s, state)[row]
            .values
            .iter()
            .find(|(label, _)| *label == Text::msg("label-koth-strength"))
            .map(|v| v.1)
    };
    let big = |column, defense| play(column, 0, defense, Race::Orc);
    let mut actions = vec![big(0, 600_000_000), big(1, 399_999_999)];
    let state = run(&s, &actions);
    assert_eq!(strength(&state, 0), Some(999_999_999));
    // One more point reaches the bound exactly; two would pass it.
    let err = Rules::apply(&s, &mut state.clone(), &big(2, 2)).unwrap_err();
    assert_eq!(
        err,
        RuleError::new("rule-koth-strength-too-large")
            .arg("player", "Ames")
            .arg("column", 3usize)
            .arg("total", 1_000_000_001i64)
            .arg("max", common::MAX_VALUE)
    );
    assert_eq!(
        refused(&s, &state, big(2, common::MAX_VALUE)),
        "rule-koth-strength-too-large"
    );
    actions.push(big(2, 1));
    let state = run(&s, &actions);
    assert_eq!(strength(&state, 0), Some(common::MAX_VALUE));
    assert_eq!(
        refused(&s, &state, big(3, 1)),
        "rule-koth-strength-too-large"
    );
    // Taking a column counts its new defense for the taker; the loser's
    // total falls.
    actions.extend([Action::EndTurn, big(3, common::MAX_VALUE)]);
    let state = run(&s, &actions);
    assert_eq!(strength(&state, 1), Some(common::MAX_VALUE));
    assert_eq!(
        refused(&s, &state, play(2, 1, 5, Race::Human)),
        "rule-koth-strength-too-large"
    );
    actions.push(play(2, 1, 0, Race::Human));
    let state = run(&s, &actions);
    assert_eq!(strength(&state, 0), Some(common::MAX_VALUE - 1));
    assert_eq!(strength(&state, 1), Some(common::MAX_VALUE));
    // Every number shown stays within the bound, pieces included.
    for row in Rules::standings(&s, &state) {
        assert!(row.values.iter().all(|(_, v)| v.abs() <= common::MAX_VALUE));
    }
    for piece in Rules::pieces(&s, &state) {
        assert!(
            piece
                .values
                .iter()
                .all(|(_, v)| v.abs() <= common::MAX_VALUE)
        );
    }
    // Rules 2 summed past the bound: old sessions replay as they were.
    let mut old = Rules::start_under(&s, 2);
    for a in [big(0, common::MAX_VALUE), big(1, common::MAX_VALUE)] {
        Rules::apply(&s, &mut old, &a).unwrap();
    }
    assert_eq!(old.game.strength_of(0), 2 * common::MAX_VALUE);
}

#[test]
fn the_standings_show_the_streak_beside_the_games_won() {
    let s = setup();
    let value = |state: &State, row: usize, key: &str| {
        Rules::standings(&s, state)[row]
            .values
            .iter()
            .find(|(label, _)| *label == Text::msg(key))
            .map(|v| v.1)
    };
    // Ames wins game 1, Sina game 2, Ames game 3.
    let mut actions = win_game(true);
    actions.extend(win_game(true));
    let state = run(&s, &actions);
    assert_eq!(state.results, vec![Some(0), Some(1)]);
    assert_eq!(value(&state, 0, "label-koth-streak"), Some(0));
    assert_eq!(value(&state, 1, "label-koth-streak"), Some(1));
    actions.extend((0..5).map(|c| play(c, 2, 2, Race::Orc)));
    let state = run(&s, &actions);
    assert_eq!(state.results, vec![Some(0), Some(1), Some(0)]);
    assert_eq!(value(&state, 0, "label-koth-wins"), Some(2));
    assert_eq!(value(&state, 0, "label-koth-streak"), Some(1));
    assert_eq!(value(&state, 1, "label-koth-wins"), Some(1));
    assert_eq!(value(&state, 1, "label-koth-streak"), Some(0));
}
