//! Custom counters: any number of players, any number of named counters per
//! player, and an optional win rule. The generic tracker for any game.

use serde::{Deserialize, Serialize};

use super::common::{self, Player};
use super::{Game, Outcome, RuleError, Standing, Text};

/// One counter every player has (life, gold, points...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    /// Its name, shown on screen.
    pub name: String,
    /// The value every player starts with.
    #[serde(default)]
    pub start: i64,
    /// The lowest value allowed, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    /// The highest value allowed, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
    /// How much one click of + or − changes it.
    #[serde(default = "one")]
    pub step: i64,
}

fn one() -> i64 {
    1
}

impl Counter {
    /// A counter with no bounds and a step of one.
    pub fn new(name: impl Into<String>, start: i64) -> Self {
        Counter {
            name: name.into(),
            start,
            min: None,
            max: None,
            step: 1,
        }
    }
}

/// How a custom game is won, if the app should decide it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum WinRule {
    /// The first player whose counter reaches `target` wins.
    Reach {
        /// Index of the counter.
        counter: usize,
        /// The value to reach.
        target: i64,
    },
    /// The last player whose counter stays above `above` wins.
    LastAbove {
        /// Index of the counter.
        counter: usize,
        /// A player is out once the counter is at or below this (default 0).
        #[serde(default)]
        above: i64,
    },
}

/// The choices made before play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The players, in seat order.
    pub players: Vec<Player>,
    /// The counters each player has.
    pub counters: Vec<Counter>,
    /// How the game is won; none: the players decide.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<WinRule>,
}

/// One change at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Adds `amount` (negative to take away) to a player's counter.
    Add {
        /// Player index, from 0.
        player: usize,
        /// Counter index, from 0.
        counter: usize,
        /// How much to add.
        amount: i64,
    },
    /// Sets a player's counter to `value`.
    Set {
        /// Player index, from 0.
        player: usize,
        /// Counter index, from 0.
        counter: usize,
        /// The new value.
        value: i64,
    },
    /// Dice rolled at the table: `results.len()` dice of `sides` sides and
    /// what each showed. The window draws them; the rules only check and
    /// log them, so a replay shows the same roll. Changes no counter.
    Roll {
        /// Sides of each die: 2 to [`MAX_SIDES`].
        sides: u32,
        /// What each die showed, `1..=sides`; 1 to [`MAX_DICE`] dice.
        results: Vec<u32>,
    },
}

/// Every player's counters, and who reached a `Reach` target first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// `values[player][counter]`.
    pub values: Vec<Vec<i64>>,
    /// The first player to reach the target of a `Reach` rule.
    pub first_to_reach: Option<usize>,
    /// The last roll of the dice, as (sides, results), if any.
    pub last_roll: Option<(u32, Vec<u32>)>,
}

/// The rules of custom counters.
pub struct Rules;

/// At most this many players and counters, to keep the screen usable.
pub const MAX_PLAYERS: usize = 12;
/// At most this many counters per player.
pub const MAX_COUNTERS: usize = 12;
/// At most this many dice in one roll.
pub const MAX_DICE: usize = 10;
/// The fewest sides a die may have.
pub const MIN_SIDES: u32 = 2;
/// The most sides a die may have.
pub const MAX_SIDES: u32 = 1000;

impl Game for Rules {
    type Setup = Setup;
    type Action = Action;
    type State = State;

    fn seat_controls(setup: &Setup, state: &State, seat: usize) -> Vec<super::SeatControl> {
        super::seats::custom::controls(setup, state, seat)
    }

    fn seat_action(
        setup: &Setup,
        state: &State,
        seat: usize,
        control: &str,
        step: i64,
    ) -> Option<Action> {
        super::seats::custom::action(setup, state, seat, control, step)
    }

    fn seat_of(_setup: &Setup, _state: &State, action: &Action) -> Option<usize> {
        super::seats::custom::seat_of(action)
    }

    /// A game of one's own may end level.
    const DRAWS: bool = true;
    const SEATS: Option<(usize, usize)> = Some((2, MAX_PLAYERS));

    fn fold(prev: &Action, next: &Action) -> Option<Action> {
        super::fold_amounts(prev, next, |a| match a {
            Action::Add { amount, .. } => Some(amount),
            Action::Set { .. } | Action::Roll { .. } => None,
        })
    }

    /// A roll is one press, one roll: a double click rolls once.
    fn moves_on(action: &Action) -> bool {
        matches!(action, Action::Roll { .. })
    }

    fn validate(setup: &Setup) -> Result<(), RuleError> {
        common::check_players(&setup.players, 1, MAX_PLAYERS)?;
        if setup.counters.is_empty() || setup.counters.len() > MAX_COUNTERS {
            return Err(RuleError::new("rule-custom-counter-count").arg("max", MAX_COUNTERS));
        }
        common::check_names(setup.counters.iter().map(|c| c.name.as_str()))?;
        for c in &setup.counters {
            common::check_amount(c.start)?;
            if c.step <= 0 || common::check_amount(c.step).is_err() {
                return Err(RuleError::new("rule-custom-step").arg("counter", &c.name));
            }
            let low = c.min.unwrap_or(i64::MIN);
            let high = c.max.unwrap_or(i64::MAX);
            if low > high || c.start < low || c.start > high {
                return Err(
                    RuleError::new("rule-custom-start-out-of-range").arg("counter", &c.name)
                );
            }
        }
        match &setup.win {
            None => {}
            Some(WinRule::Reach { counter, target }) => {
                let c = counter_def(setup, *counter)?;
                common::check_amount(*target)?;
                if c.start >= *target {
                    return Err(RuleError::new("rule-custom-target-reached-at-start")
                        .arg("counter", &c.name)
                        .arg("target", *target));
                }
            }
            Some(WinRule::LastAbove { counter, above }) => {
                let c = counter_def(setup, *counter)?;
                common::check_amount(*above)?;
                if setup.players.len() < 2 {
                    return Err(RuleError::new("rule-custom-last-needs-two"));
                }
                if c.start <= *above {
                    return Err(RuleError::new("rule-custom-out-at-start")
                        .arg("counter", &c.name)
                        .arg("above", *above));
                }
            }
        }
        Ok(())
    }

    fn start(setup: &Setup) -> State {
        let row: Vec<i64> = setup.counters.iter().map(|c| c.start).collect();
        State {
            values: vec![row; setup.players.len()],
            first_to_reach: None,
            last_roll: None,
        }
    }

    fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
        let (player, counter, new) = match *action {
            Action::Roll { sides, ref results } => return roll(state, sides, results),
            Action::Add {
                player,
                counter,
                amount,
            } => {
                let old = value(setup, state, player, counter)?;
                (
                    player,
                    counter,
                    common::add(old, common::check_amount(amount)?)?,
                )
            }
            Action::Set {
                player,
                counter,
                value: v,
            } => {
                value(setup, state, player, counter)?;
                (player, counter, common::check_amount(v)?)
            }
        };
        let def = &setup.counters[counter];
        if let Some(min) = def.min.filter(|min| new < *min) {
            return Err(RuleError::new("rule-custom-below-min")
                .arg("counter", &def.name)
                .arg("min", min));
        }
        if let Some(max) = def.max.filter(|max| new > *max) {
            return Err(RuleError::new("rule-custom-above-max")
                .arg("counter", &def.name)
                .arg("max", max));
        }
        let slot = &mut state.values[player][counter];
        let old = std::mem::replace(slot, new);
        if let Some(WinRule::Reach { counter: c, target }) = setup.win
            && c == counter
            && new >= target
            && state.first_to_reach.is_none()
        {
            state.first_to_reach = Some(player);
        }
        Ok(Text::msg("log-custom-change")
            .arg("player", &setup.players[player].name)
            .arg("counter", &def.name)
            .arg("old", old)
            .arg("new", new))
    }

    fn outcome(setup: &Setup, state: &State) -> Outcome {
        match setup.win {
            None => Outcome::InProgress,
            Some(WinRule::Reach { counter, target }) => match state.first_to_reach {
                Some(p) => Outcome::won(
                    vec![setup.players[p].name.clone()],
                    Text::msg("win-custom-reach")
                        .arg("player", &setup.players[p].name)
                        .arg("counter", &setup.counters[counter].name)
                        .arg("target", target),
                ),
                None => Outcome::InProgress,
            },
            Some(WinRule::LastAbove { counter, above }) => {
                let alive: Vec<usize> = (0..setup.players.len())
                    .filter(|&p| state.values[p][counter] > above)
                    .collect();
                let name = &setup.counters[counter].name;
                match alive.as_slice() {
                    [] => Outcome::draw(
                        Text::msg("win-custom-nobody-left")
                            .arg("counter", name)
                            .arg("above", above),
                    ),
                    [p] => Outcome::won(
                        vec![setup.players[*p].name.clone()],
                        Text::msg("win-custom-last-above")
                            .arg("player", &setup.players[*p].name)
                            .arg("counter", name)
                            .arg("above", above),
                    ),
                    _ => Outcome::InProgress,
                }
            }
        }
    }

    fn goals(setup: &Setup) -> Vec<(Text, i64)> {
        match setup.win {
            Some(WinRule::Reach { counter, target }) => setup
                .counters
                .get(counter)
                .map(|c| vec![(Text::raw(&c.name), target)])
                .unwrap_or_default(),
            Some(WinRule::LastAbove { counter, above }) => setup
                .counters
                .get(counter)
                .map(|c| vec![(Text::raw(&c.name), above)])
                .unwrap_or_default(),
            None => Vec::new(),
        }
    }

    fn standings(setup: &Setup, state: &State) -> Vec<Standing> {
        setup
            .players
            .iter()
            .zip(&state.values)
            .map(|(p, values)| Standing {
                name: p.name.clone(),
                color: p.color,
                values: setup
                    .counters
                    .iter()
                    .zip(values)
                    .map(|(c, v)| (Text::raw(&c.name), *v))
                    .collect(),
                remark: match setup.win {
                    Some(WinRule::LastAbove { counter, above }) if values[counter] <= above => {
                        Some(Text::msg("remark-out"))
                    }
                    _ => None,
                },
            })
            .collect()
    }
}

/// Checks a roll and remembers it as the last one; the log line names
/// the dice, each result and, for several dice, the total.
fn roll(state: &mut State, sides: u32, results: &[u32]) -> Result<Text, RuleError> {
    if results.is_empty() || results.len() > MAX_DICE {
        return Err(RuleError::new("rule-custom-dice-count").arg("max", MAX_DICE));
    }
    if !(MIN_SIDES..=MAX_SIDES).contains(&sides) {
        return Err(RuleError::new("rule-custom-die-sides")
            .arg("min", MIN_SIDES)
            .arg("max", MAX_SIDES)
            .arg("sides", sides.to_string()));
    }
    if let Some(bad) = results.iter().find(|r| !(1..=sides).contains(*r)) {
        return Err(RuleError::new("rule-custom-die-result")
            .arg("result", *bad)
            .arg("sides", sides.to_string()));
    }
    let total: i64 = results.iter().map(|r| i64::from(*r)).sum();
    let shown = results
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    state.last_roll = Some((sides, results.to_vec()));
    Ok(Text::msg("log-custom-roll")
        .arg("count", results.len())
        .arg("sides", sides.to_string())
        .arg("results", shown)
        .arg("total", total))
}

fn counter_def(setup: &Setup, counter: usize) -> Result<&Counter, RuleError> {
    setup
        .counters
        .get(counter)
        .ok_or_else(|| RuleError::new("rule-custom-unknown-counter").arg("index", counter))
}

fn value(setup: &Setup, state: &State, player: usize, counter: usize) -> Result<i64, RuleError> {
    common::player(&setup.players, player)?;
    counter_def(setup, counter)?;
    Ok(state.values[player][counter])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(win: Option<WinRule>) -> Setup {
        Setup {
            players: vec![
                Player::new("Ana", 0),
                Player::new("Bo", 1),
                Player::new("Cy", 2),
            ],
            counters: vec![
                Counter::new("Life", 20),
                Counter {
                    min: Some(0),
                    max: Some(10),
                    ..Counter::new("Mana", 0)
                },
            ],
            win,
        }
    }

    fn add(player: usize, counter: usize, amount: i64) -> Action {
        Action::Add {
            player,
            counter,
            amount,
        }
    }

    #[test]
    fn adding_changes_one_counter_and_logs_old_and_new() {
        let s = setup(None);
        let mut st = Rules::start(&s);
        let line = Rules::apply(&s, &mut st, &add(1, 0, -3)).unwrap();
        assert_eq!(st.values[1], vec![17, 0]);
        assert_eq!(st.values[0], vec![20, 0]);
        assert_eq!(
            line,
            Text::msg("log-custom-change")
                .arg("player", "Bo")
                .arg("counter", "Life")
                .arg("old", 20)
                .arg("new", 17)
        );
    }

    #[test]
    fn bounds_refuse_and_change_nothing() {
        let s = setup(None);
        let mut st = Rules::start(&s);
        let before = st.clone();
        assert_eq!(
            Rules::apply(&s, &mut st, &add(0, 1, -1))
                .unwrap_err()
                .rule(),
            "rule-custom-below-min"
        );
        assert_eq!(
            Rules::apply(
                &s,
                &mut st,
                &Action::Set {
                    player: 0,
                    counter: 1,
                    value: 11
                }
            )
            .unwrap_err()
            .rule(),
            "rule-custom-above-max"
        );
        assert_eq!(
            Rules::apply(&s, &mut st, &add(5, 0, 1)).unwrap_err().rule(),
            "rule-unknown-player"
        );
        assert_eq!(
            Rules::apply(&s, &mut st, &add(0, 9, 1)).unwrap_err().rule(),
            "rule-custom-unknown-counter"
        );
        assert_eq!(
            Rules::apply(&s, &mut st, &add(0, 0, i64::MAX))
                .unwrap_err()
                .rule(),
            "rule-number-too-large"
        );
        assert_eq!(st, before);
    }

    #[test]
    fn first_to_reach_wins_and_keeps_the_win() {
        let s = setup(Some(WinRule::Reach {
            counter: 1,
            target: 5,
        }));
        let mut st = Rules::start(&s);
        Rules::apply(&s, &mut st, &add(2, 1, 5)).unwrap();
        Rules::apply(&s, &mut st, &add(0, 1, 6)).unwrap();
        match Rules::outcome(&s, &st) {
            Outcome::Finished {
                winners, reason, ..
            } => {
                assert_eq!(winners, vec!["Cy".to_owned()]);
                assert_eq!(reason.key(), Some("win-custom-reach"));
            }
            Outcome::InProgress => panic!("should be decided"),
        }
    }

    #[test]
    fn last_above_zero_wins() {
        let s = setup(Some(WinRule::LastAbove {
            counter: 0,
            above: 0,
        }));
        let mut st = Rules::start(&s);
        Rules::apply(&s, &mut st, &add(0, 0, -20)).unwrap();
        assert_eq!(Rules::outcome(&s, &st), Outcome::InProgress);
        Rules::apply(&s, &mut st, &add(2, 0, -25)).unwrap();
        let Outcome::Finished { winners, .. } = Rules::outcome(&s, &st) else {
            panic!("should be decided")
        };
        assert_eq!(winners, vec!["Bo".to_owned()]);
        assert_eq!(
            Rules::standings(&s, &st)[0].remark,
            Some(Text::msg("remark-out"))
        );
    }

    #[test]
    fn setups_are_checked() {
        let mut s = setup(Some(WinRule::Reach {
            counter: 0,
            target: 20,
        }));
        assert_eq!(
            Rules::validate(&s).unwrap_err().rule(),
            "rule-custom-target-reached-at-start"
        );
        s.win = Some(WinRule::Reach {
            counter: 7,
            target: 30,
        });
        assert_eq!(
            Rules::validate(&s).unwrap_err().rule(),
            "rule-custom-unknown-counter"
        );
        s.win = None;
        s.counters[1].step = 0;
        assert_eq!(Rules::validate(&s).unwrap_err().rule(), "rule-custom-step");
        s.counters[1].step = 1;
        s.counters[1].min = Some(3);
        assert_eq!(
            Rules::validate(&s).unwrap_err().rule(),
            "rule-custom-start-out-of-range"
        );
        s.counters[1].min = None;
        assert!(Rules::validate(&s).is_ok());
        s.counters.clear();
        assert_eq!(
            Rules::validate(&s).unwrap_err().rule(),
            "rule-custom-counter-count"
        );
    }

    fn roll(sides: u32, results: &[u32]) -> Action {
        Action::Roll {
            sides,
            results: results.to_vec(),
        }
    }

    #[test]
    fn a_roll_is_logged_remembered_and_changes_no_counter() {
        let s = setup(None);
        let mut st = Rules::start(&s);
        let line = Rules::apply(&s, &mut st, &roll(6, &[4, 2, 6])).unwrap();
        assert_eq!(
            line,
            Text::msg("log-custom-roll")
                .arg("count", 3)
                .arg("sides", "6")
                .arg("results", "4, 2, 6")
                .arg("total", 12)
        );
        assert_eq!(st.last_roll, Some((6, vec![4, 2, 6])));
        assert_eq!(st.values, Rules::start(&s).values);
        Rules::apply(&s, &mut st, &roll(1000, &[1000])).unwrap();
        assert_eq!(st.last_roll, Some((1000, vec![1000])));
        assert!(Rules::moves_on(&roll(6, &[1])));
        assert!(!Rules::moves_on(&add(0, 0, 1)));
        assert_eq!(Rules::fold(&roll(6, &[1]), &roll(6, &[2])), None);
    }

    #[test]
    fn impossible_rolls_are_refused_naming_the_rule() {
        use crate::rules::testing::refused;
        let s = setup(None);
        let st = crate::rules::testing::run::<Rules>(&s, &[roll(20, &[7])]);
        assert_eq!(
            refused::<Rules>(&s, &st, roll(6, &[])),
            "rule-custom-dice-count"
        );
        assert_eq!(
            refused::<Rules>(&s, &st, roll(6, &[1; MAX_DICE + 1])),
            "rule-custom-dice-count"
        );
        assert_eq!(
            refused::<Rules>(&s, &st, roll(1, &[1])),
            "rule-custom-die-sides"
        );
        assert_eq!(
            refused::<Rules>(&s, &st, roll(MAX_SIDES + 1, &[1])),
            "rule-custom-die-sides"
        );
        assert_eq!(
            refused::<Rules>(&s, &st, roll(6, &[3, 7])),
            "rule-custom-die-result"
        );
        assert_eq!(
            refused::<Rules>(&s, &st, roll(6, &[0])),
            "rule-custom-die-result"
        );
        // The largest roll allowed is accepted.
        let mut big = st.clone();
        Rules::apply(&s, &mut big, &roll(MAX_SIDES, &[MAX_SIDES; MAX_DICE])).unwrap();
    }

    #[test]
    fn a_roll_is_written_as_its_dice() {
        let json = serde_json::to_value(roll(6, &[4, 2])).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"type": "roll", "sides": 6, "results": [4, 2]})
        );
        let back: Action = serde_json::from_value(json).unwrap();
        assert_eq!(back, roll(6, &[4, 2]));
    }
}
