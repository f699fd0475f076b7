//! Kharnage: 2 to 4 armies fight over a hill for four rounds; each round's
//! domination skulls go by cards destroyed, and Kharnage tokens add a skull.

mod state;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::common::{self, Player};
use super::{Game, Outcome, RuleError, Standing, Text};

pub use state::{Decision, Round, State, TieBreak, domination_tokens};

/// The armies of the base game, offered when setting up.
pub const SUGGESTED_ARMIES: [&str; 4] = ["Dwarf", "Goblin", "Human", "Orc"];
/// The fewest armies at the table.
pub const MIN_ARMIES: usize = 2;
/// The most armies at the table.
pub const MAX_ARMIES: usize = 4;
/// Rounds in a standard game.
pub const DEFAULT_ROUNDS: u32 = 4;
/// The most rounds a special event may set.
pub const MAX_ROUNDS: u32 = 10;
/// The domination tokens, best first: 5, 3 and 1 skulls.
pub const DOMINATION: [i64; 3] = [5, 3, 1];

fn default_rounds() -> u32 {
    DEFAULT_ROUNDS
}

/// The choices made before play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The armies (one per player), in seat order.
    pub armies: Vec<Player>,
    /// Who plays each army, in the armies' order, where someone is named:
    /// the people the roster, Stats and events count (an army is never
    /// one). Empty in a game that names no one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub played_by: Vec<Option<String>>,
    /// How many rounds the game lasts (4 unless a special event says).
    #[serde(default = "default_rounds")]
    pub rounds: u32,
    /// The optional "YEAH!" rule: an army that does not shout "YEAH!" when
    /// another commits Kharnage loses one Kharnage token, if it has one.
    #[serde(default)]
    pub yeah_rule: bool,
}

impl Setup {
    /// The person named as playing army `a`, if any.
    pub fn player_of(&self, a: usize) -> Option<&str> {
        self.played_by
            .get(a)
            .and_then(|p| p.as_deref())
            .map(str::trim)
            .filter(|p| !p.is_empty())
    }

    /// A standard game (four rounds, no "YEAH!" rule) with these armies.
    pub fn new<S: Into<String>>(armies: impl IntoIterator<Item = S>) -> Self {
        Setup {
            armies: armies
                .into_iter()
                .enumerate()
                .map(|(n, name)| Player::new(name, n))
                .collect(),
            played_by: Vec::new(),
            rounds: DEFAULT_ROUNDS,
            yeah_rule: false,
        }
    }
}

/// One change at the table. Armies are numbered from 0 in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// An army reveals (or corrects) the initiative of the strategy card it
    /// plays this round.
    Initiative {
        /// Army index.
        army: usize,
        /// The card's initiative; lower plays first and wins ties.
        initiative: i64,
    },
    /// Adds cards an army destroyed this round (every card of a large unit
    /// counts); a negative number corrects a mistake.
    Destroyed {
        /// Army index.
        army: usize,
        /// How many cards to add.
        cards: i64,
    },
    /// An army destroyed the last unit of another army: one Kharnage token.
    Kharnage {
        /// The army that committed Kharnage.
        army: usize,
        /// The army it wiped out, if the players say (for the log).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        victim: Option<usize>,
    },
    /// With the "YEAH!" rule: an army did not shout "YEAH!" after another
    /// army's Kharnage and loses one Kharnage token.
    NoYeah {
        /// Army index.
        army: usize,
    },
    /// Ends the round in play and awards the domination tokens.
    CloseRound,
    /// After the last round: the number of units in each army, in seat
    /// order, to break a tie on skulls.
    FinalArmies {
        /// Units per army.
        units: Vec<i64>,
    },
}

/// The rules of Kharnage.
pub struct Rules;

impl Game for Rules {
    type Setup = Setup;
    type Action = Action;
    type State = State;

    fn seat_controls(setup: &Setup, state: &State, seat: usize) -> Vec<super::SeatControl> {
        super::seats::kharnage::controls(setup, state, seat)
    }

    fn seat_action(
        setup: &Setup,
        state: &State,
        seat: usize,
        control: &str,
        step: i64,
    ) -> Option<Action> {
        super::seats::kharnage::action(setup, state, seat, control, step)
    }

    fn seat_of(_setup: &Setup, _state: &State, action: &Action) -> Option<usize> {
        super::seats::kharnage::seat_of(action)
    }

    /// A game ends with a winner: the tie-breaks (largest army, most
    /// Kharnage tokens, lowest initiative in the last round) settle level
    /// skulls.
    const DRAWS: bool = false;
    const SEATS: Option<(usize, usize)> = Some((MIN_ARMIES, MAX_ARMIES));

    fn moves_on(action: &Action) -> bool {
        matches!(action, Action::CloseRound | Action::FinalArmies { .. })
    }

    fn validate(setup: &Setup) -> Result<(), RuleError> {
        common::check_players(&setup.armies, MIN_ARMIES, MAX_ARMIES)?;
        if !setup.played_by.is_empty() && setup.played_by.len() != setup.armies.len() {
            return Err(RuleError::new("rule-kharnage-played-by")
                .arg("armies", setup.armies.len())
                .arg("players", setup.played_by.len()));
        }
        common::check_names(setup.played_by.iter().flatten().map(String::as_str))?;
        if setup.rounds < 1 || setup.rounds > MAX_ROUNDS {
            return Err(RuleError::new("rule-kharnage-round-count")
                .arg("max", MAX_ROUNDS)
                .arg("rounds", setup.rounds));
        }
        Ok(())
    }

    fn start(setup: &Setup) -> State {
        State::new(setup.armies.len())
    }

    fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
        if let Action::FinalArmies { units } = action {
            return final_armies(setup, state, units);
        }
        let number = state.current_round().ok_or_else(|| {
            RuleError::new("rule-kharnage-rounds-over").arg("rounds", setup.rounds)
        })?;
        match *action {
            Action::Initiative { army, initiative } => {
                set_initiative(setup, open_round(state)?, number, army, initiative)
            }
            Action::Destroyed { army, cards } => {
                destroyed(setup, open_round(state)?, number, army, cards)
            }
            Action::Kharnage { army, victim } => {
                let name = army_name(setup, army)?;
                if victim == Some(army) {
                    return Err(RuleError::new("rule-kharnage-own-army").arg("army", name));
                }
                let victim = victim.map(|v| army_name(setup, v)).transpose()?;
                let old = state.kharnage_tokens(army);
                let new = common::add(old, 1)?;
                let gained = counter(open_round(state)?, army, |r| &mut r.kharnage)?;
                *gained = common::add(*gained, 1)?;
                Ok(match victim {
                    Some(v) => Text::msg("log-kharnage-kharnage").arg("victim", v),
                    None => Text::msg("log-kharnage-kharnage-no-victim"),
                }
                .arg("round", number)
                .arg("army", name)
                .arg("old", old)
                .arg("new", new))
            }
            Action::NoYeah { army } => {
                let name = army_name(setup, army)?;
                if !setup.yeah_rule {
                    return Err(RuleError::new("rule-kharnage-yeah-off"));
                }
                let old = state.kharnage_tokens(army);
                let round = open_round(state)?;
                let others: i64 = round
                    .kharnage
                    .iter()
                    .enumerate()
                    .filter(|(a, _)| *a != army)
                    .map(|(_, k)| *k)
                    .sum();
                let lost = round.lost.get(army).copied().unwrap_or(0);
                if lost >= others {
                    return Err(RuleError::new("rule-kharnage-yeah-no-kharnage")
                        .arg("army", name)
                        .arg("round", number));
                }
                if old <= 0 {
                    return Err(RuleError::new("rule-kharnage-yeah-no-token").arg("army", name));
                }
                let slot = counter(round, army, |r| &mut r.lost)?;
                *slot = common::add(*slot, 1)?;
                Ok(Text::msg("log-kharnage-no-yeah")
                    .arg("round", number)
                    .arg("army", name)
                    .arg("old", old)
                    .arg("new", old - 1))
            }
            Action::CloseRound => close_round(setup, state, number),
            Action::FinalArmies { ref units } => final_armies(setup, state, units),
        }
    }

    fn outcome(setup: &Setup, state: &State) -> Outcome {
        let Decision::Won {
            winners,
            skulls,
            by,
        } = state.decision(setup)
        else {
            return Outcome::InProgress;
        };
        let names: Vec<String> = winners
            .iter()
            .filter_map(|&a| setup.armies.get(a))
            .map(|p| p.name.clone())
            .collect();
        // Who won: the people who played the winning armies, where named
        // (the reason names the army).
        let who: Vec<String> = winners
            .iter()
            .filter_map(|&a| {
                let army = setup.armies.get(a)?;
                Some(setup.player_of(a).unwrap_or(&army.name).to_owned())
            })
            .collect();
        let first = winners.first().copied().unwrap_or(0);
        let army = names.first().cloned().unwrap_or_default();
        let reason = match by {
            TieBreak::None => Text::msg("win-kharnage-skulls"),
            TieBreak::LargestArmy => Text::msg("win-kharnage-largest-army").arg(
                "units",
                state
                    .final_units
                    .as_ref()
                    .and_then(|u| u.get(first).copied())
                    .unwrap_or(0),
            ),
            TieBreak::MostTokens => {
                Text::msg("win-kharnage-most-tokens").arg("tokens", state.kharnage_tokens(first))
            }
            TieBreak::LastInitiative => Text::msg("win-kharnage-initiative")
                .arg("initiative", state.last_initiative(first).unwrap_or(0)),
            TieBreak::Shared => Text::msg("win-kharnage-shared").arg("armies", names.join(", ")),
        }
        .arg("army", army)
        .arg("skulls", skulls);
        // Armies that share the win all won (the rulebook's last tie-break
        // can leave several at the top).
        Outcome::won(who, reason)
    }

    /// The people named as playing the armies, each once, in seat order:
    /// never the armies.
    fn people(setup: &Setup, _state: &State) -> Vec<String> {
        let mut people: Vec<String> = Vec::new();
        for a in 0..setup.armies.len() {
            if let Some(p) = setup.player_of(a)
                && !people.iter().any(|q| q.eq_ignore_ascii_case(p))
            {
                people.push(p.to_owned());
            }
        }
        people
    }

    /// The person who played the army named `seat`, if one is named.
    fn person(setup: &Setup, seat: &str) -> Option<String> {
        let a = setup.armies.iter().position(|p| p.name == seat)?;
        setup.player_of(a).map(str::to_owned)
    }

    fn standings(setup: &Setup, state: &State) -> Vec<Standing> {
        let decision = state.decision(setup);
        let shown = state.last_round();
        setup
            .armies
            .iter()
            .enumerate()
            .map(|(a, p)| {
                let mut values = vec![
                    (Text::msg("label-kharnage-skulls"), state.skulls(a)),
                    (Text::msg("label-kharnage-domination"), state.domination(a)),
                    (Text::msg("label-kharnage-tokens"), state.kharnage_tokens(a)),
                ];
                if let Some(r) = shown {
                    values.push((
                        Text::msg("label-kharnage-destroyed"),
                        r.destroyed.get(a).copied().unwrap_or(0),
                    ));
                    if let Some(i) = r.initiative.get(a).copied().flatten() {
                        values.push((Text::msg("label-kharnage-initiative"), i));
                    }
                }
                if let Some(u) = state.final_units.as_ref().and_then(|u| u.get(a)) {
                    values.push((Text::msg("label-kharnage-units"), *u));
                }
                let remark = match &decision {
                    Decision::Won { winners, .. } if winners.contains(&a) => {
                        Some(Text::msg("remark-kharnage-winner"))
                    }
                    Decision::NeedsArmies { tied, .. } if tied.contains(&a) => {
                        Some(Text::msg("remark-kharnage-tied"))
                    }
                    _ => None,
                };
                Standing {
                    name: p.name.clone(),
                    color: p.color,
                    values,
                    remark,
                }
            })
            .collect()
    }
}

/// An amount typed by a player, within [`common::MAX_VALUE`].
/// (`common::check_amount` would overflow on `i64::MIN`, so that value is
/// refused here first.)
fn amount(value: i64) -> Result<i64, RuleError> {
    if value == i64::MIN {
        return Err(RuleError::new("rule-number-too-large").arg("max", common::MAX_VALUE));
    }
    common::check_amount(value)
}

/// The name of army `army`, or a refusal if there is none.
fn army_name(setup: &Setup, army: usize) -> Result<String, RuleError> {
    common::player(&setup.armies, army).map(|p| p.name.clone())
}

/// The round in play, or a refusal once every round is closed.
fn open_round(state: &mut State) -> Result<&mut Round, RuleError> {
    state
        .rounds
        .last_mut()
        .filter(|r| !r.is_closed())
        .ok_or_else(|| RuleError::new("rule-kharnage-rounds-over"))
}

/// The counter `field` of `army` in `round`, checked.
fn counter(
    round: &mut Round,
    army: usize,
    field: impl Fn(&mut Round) -> &mut Vec<i64>,
) -> Result<&mut i64, RuleError> {
    field(round)
        .get_mut(army)
        .ok_or_else(|| RuleError::new("rule-unknown-player").arg("index", army))
}

fn set_initiative(
    setup: &Setup,
    round: &mut Round,
    number: usize,
    army: usize,
    initiative: i64,
) -> Result<Text, RuleError> {
    let name = army_name(setup, army)?;
    let initiative = amount(initiative)?;
    if initiative < 0 {
        return Err(RuleError::new("rule-kharnage-initiative-negative").arg("army", name));
    }
    if let Some(other) = round
        .initiative
        .iter()
        .enumerate()
        .find(|(a, i)| *a != army && **i == Some(initiative))
        .and_then(|(a, _)| setup.armies.get(a))
    {
        return Err(RuleError::new("rule-kharnage-initiative-taken")
            .arg("army", name)
            .arg("other", &other.name)
            .arg("initiative", initiative));
    }
    let slot = round
        .initiative
        .get_mut(army)
        .ok_or_else(|| RuleError::new("rule-unknown-player").arg("index", army))?;
    let old = *slot;
    if old == Some(initiative) {
        return Err(RuleError::new("rule-kharnage-nothing-changes"));
    }
    *slot = Some(initiative);
    Ok(match old {
        None => Text::msg("log-kharnage-initiative"),
        Some(old) => Text::msg("log-kharnage-initiative-changed").arg("old", old),
    }
    .arg("round", number)
    .arg("army", name)
    .arg("initiative", initiative))
}

fn destroyed(
    setup: &Setup,
    round: &mut Round,
    number: usize,
    army: usize,
    cards: i64,
) -> Result<Text, RuleError> {
    let name = army_name(setup, army)?;
    let cards = amount(cards)?;
    if cards == 0 {
        return Err(RuleError::new("rule-kharnage-nothing-changes"));
    }
    let slot = round
        .destroyed
        .get_mut(army)
        .ok_or_else(|| RuleError::new("rule-unknown-player").arg("index", army))?;
    let old = *slot;
    let new = common::add(old, cards)?;
    if new < 0 {
        return Err(RuleError::new("rule-kharnage-destroyed-negative")
            .arg("army", name)
            .arg("old", old));
    }
    *slot = new;
    Ok(Text::msg("log-kharnage-destroyed")
        .arg("round", number)
        .arg("army", name)
        .arg("old", old)
        .arg("new", new))
}

fn close_round(setup: &Setup, state: &mut State, number: usize) -> Result<Text, RuleError> {
    let armies = setup.armies.len();
    let Some(round) = state.rounds.last() else {
        return Err(RuleError::new("rule-kharnage-rounds-over").arg("rounds", setup.rounds));
    };
    if let Some(missing) = round
        .initiative
        .iter()
        .position(Option::is_none)
        .and_then(|a| setup.armies.get(a))
    {
        return Err(RuleError::new("rule-kharnage-initiative-missing")
            .arg("army", &missing.name)
            .arg("round", number));
    }
    let awards = round.award_preview();
    let ranking = round.ranking();
    let ties = round.ties_broken();
    let place = |i: usize| -> (String, i64) {
        ranking
            .get(i)
            .map(|&a| {
                (
                    setup
                        .armies
                        .get(a)
                        .map(|p| p.name.clone())
                        .unwrap_or_default(),
                    round.destroyed.get(a).copied().unwrap_or(0),
                )
            })
            .unwrap_or_default()
    };
    let (first, first_cards) = place(0);
    let (second, second_cards) = place(1);
    let (third, third_cards) = place(2);
    let line = if armies <= 2 {
        Text::msg("log-kharnage-close-round-two")
    } else {
        Text::msg("log-kharnage-close-round")
            .arg("third", third)
            .arg("third_cards", third_cards)
    }
    .arg("round", number)
    .arg("first", first)
    .arg("first_cards", first_cards)
    .arg("second", second)
    .arg("second_cards", second_cards)
    .arg("ties", ties);
    let more = u32::try_from(number).is_ok_and(|n| n < setup.rounds);
    if let Some(open) = state.rounds.last_mut() {
        open.awards = Some(awards);
    }
    if more {
        state.rounds.push(Round::new(armies));
    }
    Ok(line)
}

fn final_armies(setup: &Setup, state: &mut State, units: &[i64]) -> Result<Text, RuleError> {
    match state.decision(setup) {
        Decision::Playing => {
            return Err(
                RuleError::new("rule-kharnage-armies-too-early").arg("rounds", setup.rounds)
            );
        }
        Decision::Won { .. } => return Err(RuleError::new("rule-kharnage-game-over")),
        Decision::NeedsArmies { .. } => {}
    }
    if units.len() != setup.armies.len() {
        return Err(RuleError::new("rule-kharnage-final-armies-count")
            .arg("armies", setup.armies.len())
            .arg("count", units.len()));
    }
    let mut sizes = Vec::with_capacity(units.len());
    for (p, &u) in setup.armies.iter().zip(units) {
        let u = amount(u)?;
        if u < 0 {
            return Err(RuleError::new("rule-kharnage-units-negative").arg("army", &p.name));
        }
        sizes.push(format!("{} {u}", p.name));
    }
    state.final_units = Some(units.to_vec());
    Ok(Text::msg("log-kharnage-final-armies").arg("sizes", sizes.join(", ")))
}
