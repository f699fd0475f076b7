//! Kharnage: 2 to 4 armies over four rounds. Each round records every
//! army's initiative, cards destroyed and Kharnage tokens; closing a round
//! hands out the 5-, 3- and 1-skull domination tokens; the end of the game
//! counts skulls and breaks ties by army size, tokens, then initiative.

use serde::{Deserialize, Serialize};

use super::common::{self, Player};
use super::{Game, Outcome, RuleError, Standing, Text};

/// The choices made before play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The armies (Dwarf, Goblin, Human, Orc, or any name), 2 to 4.
    pub armies: Vec<Player>,
    /// How many rounds (4 in the rulebook; special events may change it).
    #[serde(default = "four")]
    pub rounds: u32,
    /// The "YEAH!" table rule: an army that did not shout loses a token.
    #[serde(default)]
    pub yeah_rule: bool,
}

fn four() -> u32 {
    4
}

/// One change at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// The initiative of the strategy card an army played this round.
    Initiative {
        /// Army index, from 0.
        army: usize,
        /// The card's initiative (lower plays first and wins ties).
        value: i64,
    },
    /// Cards an army destroyed this round (negative corrects a mistake).
    Destroyed {
        /// Army index.
        army: usize,
        /// How many cards to add (a large unit counts each of its cards).
        cards: i64,
    },
    /// An army destroyed another army's last unit: one Kharnage token.
    Kharnage {
        /// Army index.
        army: usize,
    },
    /// "YEAH!" rule: an army did not shout and loses one Kharnage token.
    NoYeah {
        /// Army index.
        army: usize,
    },
    /// Ends the round and awards the domination tokens.
    CloseRound,
    /// After the last round: how many units an army has left (tie-break).
    ArmySize {
        /// Army index.
        army: usize,
        /// Units in the army.
        units: i64,
    },
}

/// A closed round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundResult {
    /// Each army's initiative.
    pub initiative: Vec<i64>,
    /// Each army's destroyed cards.
    pub destroyed: Vec<i64>,
    /// Each army's domination skulls from this round (5, 3, 1 or 0).
    pub skulls: Vec<i64>,
}

/// The game so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The closed rounds, oldest first.
    pub closed: Vec<RoundResult>,
    /// This round's initiative per army, once entered.
    pub initiative: Vec<Option<i64>>,
    /// This round's destroyed cards per army.
    pub destroyed: Vec<i64>,
    /// Kharnage tokens held per army.
    pub tokens: Vec<i64>,
    /// Units left per army, entered after the last round.
    pub army_size: Vec<Option<i64>>,
}

impl State {
    /// The round being played, from 1 (rounds + 1 once all are closed).
    pub fn round(&self) -> usize {
        self.closed.len() + 1
    }

    /// Domination skulls per army so far.
    pub fn domination(&self) -> Vec<i64> {
        let mut total = vec![0; self.tokens.len()];
        for r in &self.closed {
            for (t, s) in total.iter_mut().zip(&r.skulls) {
                *t += s;
            }
        }
        total
    }

    /// Skulls per army: domination plus Kharnage tokens.
    pub fn skulls(&self) -> Vec<i64> {
        self.domination()
            .iter()
            .zip(&self.tokens)
            .map(|(d, t)| d + t)
            .collect()
    }
}

/// The rules of Kharnage.
pub struct Rules;

/// The domination tokens of a round, best first.
pub fn awards(armies: usize) -> &'static [i64] {
    if armies == 2 { &[5, 3] } else { &[5, 3, 1] }
}

/// Ranks armies by destroyed cards, ties to the lower initiative; returns
/// each army's skulls for the round.
pub fn rank_round(destroyed: &[i64], initiative: &[i64]) -> Vec<i64> {
    let mut order: Vec<usize> = (0..destroyed.len()).collect();
    order.sort_by(|&a, &b| {
        destroyed[b]
            .cmp(&destroyed[a])
            .then(initiative[a].cmp(&initiative[b]))
    });
    let mut skulls = vec![0; destroyed.len()];
    for (place, army) in order.into_iter().enumerate() {
        skulls[army] = awards(destroyed.len()).get(place).copied().unwrap_or(0);
    }
    skulls
}

fn army(setup: &Setup, index: usize) -> Result<&Player, RuleError> {
    setup
        .armies
        .get(index)
        .ok_or_else(|| RuleError::new("rule-kharnage-unknown-army").arg("index", index))
}

fn round_open(setup: &Setup, state: &State) -> Result<(), RuleError> {
    if state.closed.len() >= setup.rounds as usize {
        Err(RuleError::new("rule-kharnage-game-over").arg("rounds", setup.rounds))
    } else {
        Ok(())
    }
}

impl Game for Rules {
    type Setup = Setup;
    type Action = Action;
    type State = State;

    fn validate(setup: &Setup) -> Result<(), RuleError> {
        common::check_players(&setup.armies, 2, 4)?;
        if !(1..=12).contains(&setup.rounds) {
            return Err(RuleError::new("rule-kharnage-rounds").arg("max", 12));
        }
        Ok(())
    }

    fn start(setup: &Setup) -> State {
        let n = setup.armies.len();
        State {
            closed: Vec::new(),
            initiative: vec![None; n],
            destroyed: vec![0; n],
            tokens: vec![0; n],
            army_size: vec![None; n],
        }
    }

    fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
        let round = state.round();
        match *action {
            Action::Initiative { army: a, value } => {
                let who = army(setup, a)?;
                round_open(setup, state)?;
                if value <= 0 || common::check_amount(value).is_err() {
                    return Err(RuleError::new("rule-kharnage-initiative-positive"));
                }
                if let Some(other) =
                    (0..setup.armies.len()).find(|&o| o != a && state.initiative[o] == Some(value))
                {
                    return Err(RuleError::new("rule-kharnage-same-initiative")
                        .arg("army", &setup.armies[other].name)
                        .arg("value", value));
                }
                let old = state.initiative[a].replace(value);
                Ok(Text::msg("log-kharnage-initiative")
                    .arg("round", round)
                    .arg("army", &who.name)
                    .arg("old", old.map_or_else(|| "—".to_owned(), |o| o.to_string()))
                    .arg("new", value))
            }
            Action::Destroyed { army: a, cards } => {
                let who = army(setup, a)?;
                round_open(setup, state)?;
                let new = common::add(state.destroyed[a], cards)?;
                if new < 0 {
                    return Err(
                        RuleError::new("rule-kharnage-negative-cards").arg("army", &who.name)
                    );
                }
                let old = std::mem::replace(&mut state.destroyed[a], new);
                Ok(Text::msg("log-kharnage-destroyed")
                    .arg("round", round)
                    .arg("army", &who.name)
                    .arg("old", old)
                    .arg("new", new))
            }
            Action::Kharnage { army: a } => {
                let who = army(setup, a)?;
                round_open(setup, state)?;
                let new = common::add(state.tokens[a], 1)?;
                let old = std::mem::replace(&mut state.tokens[a], new);
                Ok(Text::msg("log-kharnage-kharnage")
                    .arg("round", round)
                    .arg("army", &who.name)
                    .arg("old", old)
                    .arg("new", new))
            }
            Action::NoYeah { army: a } => {
                let who = army(setup, a)?;
                round_open(setup, state)?;
                if !setup.yeah_rule {
                    return Err(RuleError::new("rule-kharnage-yeah-off"));
                }
                if state.tokens[a] == 0 {
                    return Err(RuleError::new("rule-kharnage-no-token").arg("army", &who.name));
                }
                state.tokens[a] -= 1;
                Ok(Text::msg("log-kharnage-no-yeah")
                    .arg("round", round)
                    .arg("army", &who.name)
                    .arg("old", state.tokens[a] + 1)
                    .arg("new", state.tokens[a]))
            }
            Action::CloseRound => {
                round_open(setup, state)?;
                let initiative: Vec<i64> = match state
                    .initiative
                    .iter()
                    .copied()
                    .collect::<Option<Vec<i64>>>()
                {
                    Some(all) => all,
                    None => {
                        let missing = state
                            .initiative
                            .iter()
                            .position(Option::is_none)
                            .unwrap_or(0);
                        return Err(RuleError::new("rule-kharnage-initiative-missing")
                            .arg("army", &setup.armies[missing].name)
                            .arg("round", round));
                    }
                };
                let skulls = rank_round(&state.destroyed, &initiative);
                let mut awarded: Vec<(i64, &str)> = skulls
                    .iter()
                    .zip(&setup.armies)
                    .filter(|(s, _)| **s > 0)
                    .map(|(s, a)| (*s, a.name.as_str()))
                    .collect();
                awarded.sort_by_key(|a| std::cmp::Reverse(a.0));
                let list = awarded
                    .iter()
                    .map(|(s, n)| format!("{n} {s}"))
                    .collect::<Vec<_>>()
                    .join(", ");
                state.closed.push(RoundResult {
                    initiative,
                    destroyed: std::mem::replace(&mut state.destroyed, vec![0; setup.armies.len()]),
                    skulls,
                });
                state.initiative = vec![None; setup.armies.len()];
                Ok(Text::msg("log-kharnage-close")
                    .arg("round", round)
                    .arg("awards", list))
            }
            Action::ArmySize { army: a, units } => {
                let who = army(setup, a)?;
                if state.closed.len() < setup.rounds as usize {
                    return Err(
                        RuleError::new("rule-kharnage-size-too-early").arg("rounds", setup.rounds)
                    );
                }
                if units < 0 || common::check_amount(units).is_err() {
                    return Err(RuleError::new("rule-kharnage-negative-size"));
                }
                state.army_size[a] = Some(units);
                Ok(Text::msg("log-kharnage-army-size")
                    .arg("army", &who.name)
                    .arg("units", units))
            }
        }
    }

    fn outcome(setup: &Setup, state: &State) -> Outcome {
        if state.closed.len() < setup.rounds as usize {
            return Outcome::InProgress;
        }
        let skulls = state.skulls();
        let best = skulls.iter().copied().max().unwrap_or(0);
        let mut tied: Vec<usize> = (0..skulls.len()).filter(|&a| skulls[a] == best).collect();
        let name = |a: usize| setup.armies[a].name.clone();
        let won = |a: usize, key: &str| Outcome::Finished {
            winners: vec![name(a)],
            reason: Text::msg(key).arg("army", name(a)).arg("skulls", best),
        };
        if let [a] = tied[..] {
            return won(a, "win-kharnage-skulls");
        }
        // Ties: the largest army; that needs every tied army's size.
        let Some(sizes) = tied
            .iter()
            .map(|&a| state.army_size[a])
            .collect::<Option<Vec<i64>>>()
        else {
            return Outcome::InProgress;
        };
        let largest = sizes.iter().copied().max().unwrap_or(0);
        tied = tied
            .into_iter()
            .zip(sizes)
            .filter(|(_, s)| *s == largest)
            .map(|(a, _)| a)
            .collect();
        if let [a] = tied[..] {
            return won(a, "win-kharnage-largest-army");
        }
        let most = tied.iter().map(|&a| state.tokens[a]).max().unwrap_or(0);
        tied.retain(|&a| state.tokens[a] == most);
        if let [a] = tied[..] {
            return won(a, "win-kharnage-most-tokens");
        }
        let last = state
            .closed
            .last()
            .map(|r| r.initiative.clone())
            .unwrap_or_default();
        let lowest = tied.iter().filter_map(|&a| last.get(a).copied()).min();
        tied.retain(|&a| last.get(a).copied() == lowest);
        match tied[..] {
            [a] => won(a, "win-kharnage-lowest-initiative"),
            _ => Outcome::Finished {
                winners: tied.iter().map(|&a| name(a)).collect(),
                reason: Text::msg("win-kharnage-shared").arg("skulls", best),
            },
        }
    }

    fn standings(setup: &Setup, state: &State) -> Vec<Standing> {
        let domination = state.domination();
        setup
            .armies
            .iter()
            .enumerate()
            .map(|(a, army)| {
                let mut values = vec![
                    (
                        Text::msg("label-kharnage-skulls"),
                        domination[a] + state.tokens[a],
                    ),
                    (Text::msg("label-kharnage-domination"), domination[a]),
                    (Text::msg("label-kharnage-tokens"), state.tokens[a]),
                    (Text::msg("label-kharnage-destroyed"), state.destroyed[a]),
                ];
                if let Some(i) = state.initiative[a] {
                    values.push((Text::msg("label-kharnage-initiative"), i));
                }
                if let Some(units) = state.army_size[a] {
                    values.push((Text::msg("label-kharnage-army-size"), units));
                }
                Standing {
                    name: army.name.clone(),
                    color: army.color,
                    values,
                    remark: None,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::AnySetup;

    fn setup(names: &[&str]) -> Setup {
        Setup {
            armies: names
                .iter()
                .enumerate()
                .map(|(i, n)| Player::new(*n, i))
                .collect(),
            rounds: 4,
            yeah_rule: true,
        }
    }

    fn play(setup: &Setup, actions: &[Action]) -> State {
        let mut state = Rules::start(setup);
        for a in actions {
            Rules::apply(setup, &mut state, a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
        }
        state
    }

    fn round(inits: &[i64], destroyed: &[i64]) -> Vec<Action> {
        let mut out = Vec::new();
        for (army, (&value, &cards)) in inits.iter().zip(destroyed).enumerate() {
            out.push(Action::Initiative { army, value });
            out.push(Action::Destroyed { army, cards });
        }
        out.push(Action::CloseRound);
        out
    }

    #[test]
    fn the_rulebook_example_round() {
        // John 9 cards (400) -> 5; Larry 5 (100) -> 3; Mike 5 (160) -> 1; Ray 3 (380) -> 0.
        let s = setup(&["John", "Larry", "Mike", "Ray"]);
        let state = play(&s, &round(&[400, 100, 160, 380], &[9, 5, 5, 3]));
        assert_eq!(state.closed[0].skulls, vec![5, 3, 1, 0]);
        assert_eq!(state.round(), 2);
        assert_eq!(
            state.destroyed,
            vec![0; 4],
            "the next round starts from nothing"
        );
    }

    #[test]
    fn two_players_get_no_one_skull_token() {
        assert_eq!(rank_round(&[1, 4], &[300, 200]), vec![3, 5]);
        assert_eq!(
            rank_round(&[2, 2], &[300, 200]),
            vec![3, 5],
            "tie to the lower initiative"
        );
        assert_eq!(rank_round(&[0, 0, 0], &[3, 1, 2]), vec![1, 5, 3]);
    }

    #[test]
    fn closing_needs_every_initiative_and_they_differ() {
        let s = setup(&["Dwarf", "Orc"]);
        let mut state = Rules::start(&s);
        Rules::apply(
            &s,
            &mut state,
            &Action::Initiative {
                army: 0,
                value: 160,
            },
        )
        .unwrap();
        let before = state.clone();
        let err = Rules::apply(&s, &mut state, &Action::CloseRound).unwrap_err();
        assert_eq!(err.rule(), "rule-kharnage-initiative-missing");
        let err = Rules::apply(
            &s,
            &mut state,
            &Action::Initiative {
                army: 1,
                value: 160,
            },
        )
        .unwrap_err();
        assert_eq!(err.rule(), "rule-kharnage-same-initiative");
        assert_eq!(state, before);
    }

    #[test]
    fn yeah_rule_takes_a_token_only_if_there_is_one() {
        let s = setup(&["Dwarf", "Orc"]);
        let mut state = play(&s, &[Action::Kharnage { army: 1 }]);
        assert_eq!(
            Rules::apply(&s, &mut state, &Action::NoYeah { army: 0 })
                .unwrap_err()
                .rule(),
            "rule-kharnage-no-token"
        );
        Rules::apply(&s, &mut state, &Action::NoYeah { army: 1 }).unwrap();
        assert_eq!(state.tokens, vec![0, 0]);
        let off = Setup {
            yeah_rule: false,
            ..s
        };
        let mut state = play(&off, &[Action::Kharnage { army: 1 }]);
        assert_eq!(
            Rules::apply(&off, &mut state, &Action::NoYeah { army: 1 })
                .unwrap_err()
                .rule(),
            "rule-kharnage-yeah-off"
        );
        assert_eq!(
            Rules::apply(&off, &mut state, &Action::Destroyed { army: 0, cards: -1 })
                .unwrap_err()
                .rule(),
            "rule-kharnage-negative-cards"
        );
    }

    fn four_rounds(s: &Setup, rounds: [(&[i64], &[i64]); 4], first: &[Action]) -> State {
        let mut actions = first.to_vec();
        for (inits, destroyed) in rounds {
            actions.extend(round(inits, destroyed));
        }
        play(s, &actions)
    }

    fn winner(s: &Setup, state: &State) -> (Vec<String>, String) {
        match Rules::outcome(s, state) {
            Outcome::Finished { winners, reason } => {
                (winners, reason.key().unwrap_or("").to_owned())
            }
            Outcome::InProgress => panic!("not decided"),
        }
    }

    #[test]
    fn most_skulls_wins_after_four_rounds() {
        let s = setup(&["Dwarf", "Goblin", "Human"]);
        let state = four_rounds(
            &s,
            [
                (&[1, 2, 3], &[5, 1, 0]),
                (&[1, 2, 3], &[5, 1, 0]),
                (&[1, 2, 3], &[0, 1, 5]),
                (&[1, 2, 3], &[0, 0, 0]),
            ],
            &[Action::Kharnage { army: 2 }],
        );
        // Round 4: nobody destroyed anything, so initiative alone ranks them.
        assert_eq!(
            state.domination(),
            vec![5 + 5 + 1 + 5, 3 + 3 + 3 + 3, 1 + 1 + 5 + 1]
        );
        assert_eq!(
            winner(&s, &state),
            (vec!["Dwarf".to_owned()], "win-kharnage-skulls".to_owned())
        );
        let mut done = state.clone();
        assert_eq!(
            Rules::apply(&s, &mut done, &Action::CloseRound)
                .unwrap_err()
                .rule(),
            "rule-kharnage-game-over"
        );
    }

    #[test]
    fn ties_go_to_the_largest_army_then_tokens_then_initiative() {
        let s = Setup {
            rounds: 2,
            ..setup(&["Dwarf", "Orc"])
        };
        // Dwarf 5 + 3 = 8; Orc 3 + 5 = 8.
        let tied = four_rounds_two(&s, &[]);
        assert_eq!(
            Rules::outcome(&s, &tied),
            Outcome::InProgress,
            "needs the army sizes"
        );
        let sized = four_rounds_two(
            &s,
            &[
                Action::ArmySize { army: 0, units: 4 },
                Action::ArmySize { army: 1, units: 6 },
            ],
        );
        assert_eq!(
            winner(&s, &sized),
            (
                vec!["Orc".to_owned()],
                "win-kharnage-largest-army".to_owned()
            )
        );
        let even = four_rounds_two(
            &s,
            &[
                Action::ArmySize { army: 0, units: 5 },
                Action::ArmySize { army: 1, units: 5 },
            ],
        );
        // Last round: Dwarf initiative 300, Orc 200.
        assert_eq!(
            winner(&s, &even),
            (
                vec!["Orc".to_owned()],
                "win-kharnage-lowest-initiative".to_owned()
            )
        );
    }

    fn four_rounds_two(s: &Setup, extra: &[Action]) -> State {
        let mut actions = round(&[100, 200], &[4, 2]);
        actions.extend(round(&[300, 200], &[1, 3]));
        actions.extend_from_slice(extra);
        play(s, &actions)
    }

    #[test]
    fn kharnage_tokens_break_a_tie_of_equal_armies() {
        let s = Setup {
            rounds: 2,
            ..setup(&["Dwarf", "Orc", "Human"])
        };
        let mut actions = vec![Action::Kharnage { army: 0 }; 4];
        actions.extend(round(&[100, 200, 300], &[4, 6, 1])); // Orc 5, Dwarf 3, Human 1
        actions.extend(round(&[100, 200, 300], &[0, 3, 5])); // Human 5, Orc 3, Dwarf 1
        for army in 0..3 {
            actions.push(Action::ArmySize { army, units: 3 });
        }
        let state = play(&s, &actions);
        assert_eq!(state.skulls(), vec![4 + 4, 8, 6]);
        assert_eq!(
            winner(&s, &state),
            (
                vec!["Dwarf".to_owned()],
                "win-kharnage-most-tokens".to_owned()
            )
        );
    }

    #[test]
    fn setups_are_checked_and_serialise_by_name() {
        assert_eq!(
            Rules::validate(&setup(&["Solo"])).unwrap_err().rule(),
            "rule-player-count"
        );
        assert_eq!(
            Rules::validate(&Setup {
                rounds: 0,
                ..setup(&["A", "B"])
            })
            .unwrap_err()
            .rule(),
            "rule-kharnage-rounds"
        );
        let any: AnySetup = serde_json::from_str(
            r##"{"game": "kharnage", "armies": [{"name": "Dwarf", "color": "#d62728"}, {"name": "Orc", "color": "#1f77b4"}]}"##,
        )
        .unwrap();
        assert_eq!(
            any,
            AnySetup::Kharnage(Setup {
                rounds: 4,
                yeah_rule: false,
                ..setup(&["Dwarf", "Orc"])
            })
        );
    }
}
