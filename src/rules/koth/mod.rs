//! Koth: two players fight over five columns with 10 Command Points a
//! round; a game is won by holding all five columns, or by the most columns
//! when the deck runs out; a battle is won by two game wins in a row.

mod apply;

use serde::{Deserialize, Serialize};

use super::common::{self, Player};
use super::{Game, Outcome, RuleError, Standing, Text};

/// Columns on the battlefield.
pub const COLUMNS: usize = 5;

/// The two races of Koth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Race {
    /// Red cards.
    Orc,
    /// Blue cards.
    Human,
}

/// The choices made before play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The two players (Ames and Sina in the rulebook).
    pub players: Vec<Player>,
    /// Who goes first in the first game (0 or 1); games alternate after.
    #[serde(default)]
    pub first: usize,
    /// Cards in the deck.
    #[serde(default = "deck")]
    pub deck: u32,
    /// Cards in each opening hand.
    #[serde(default = "hand")]
    pub hand: u32,
    /// Command Points per player per round.
    #[serde(default = "cp")]
    pub cp: i64,
}

fn deck() -> u32 {
    52
}
fn hand() -> u32 {
    3
}
fn cp() -> i64 {
    10
}

impl Setup {
    /// Ames and Sina, Ames first, the rulebook's deck, hands and CP.
    pub fn new(names: [&str; 2]) -> Self {
        Setup {
            players: vec![Player::new(names[0], 0), Player::new(names[1], 1)],
            first: 0,
            deck: deck(),
            hand: hand(),
            cp: cp(),
        }
    }
}

/// One change at the table, made by the player whose turn it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Command a unit (or a BAND of units) onto a column.
    Play {
        /// Column 0 to 4, left to right.
        column: usize,
        /// The unit's attack, which is also its cost in CP (a band: the sum).
        attack: i64,
        /// Extra CP spent with RAGE, added to the attack on entry.
        #[serde(default)]
        rage: i64,
        /// The defense of the card left on top: the column's strength.
        defense: i64,
        /// The top card's race.
        race: Race,
        /// SUPPORT: the face value added to this turn's CP.
        #[serde(default)]
        support: i64,
        /// RALLY: the player draws a card.
        #[serde(default)]
        rally: bool,
    },
    /// FLANK: move a unit to the next column, leaving its own empty.
    Flank {
        /// The column it leaves.
        from: usize,
        /// The next column, left or right.
        to: usize,
        /// The unit's attack: the CP it costs, and its strength against a holder.
        attack: i64,
    },
    /// Spend CP on anything else.
    Spend {
        /// CP spent.
        amount: i64,
    },
    /// End the turn: the other player renews their CP and draws a card.
    EndTurn,
    /// The deck is empty and both players confirm neither can play: the
    /// game ends on columns, then strength, then race.
    DeckOut,
    /// Start the next game of the battle.
    NextGame,
}

/// A held column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Column {
    /// The player holding it.
    pub holder: usize,
    /// The defense of its top card.
    pub strength: i64,
    /// The race of its top card.
    pub race: Race,
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// A player held all five columns.
    AllColumns,
    /// The deck ran out: the most columns.
    MostColumns,
    /// Equal columns: the greater total strength.
    Strength,
    /// Equal columns and strength: all held columns of one race.
    Race,
    /// Nothing separated the players.
    Draw,
}

/// One game of the battle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameState {
    /// Its number in the battle, from 1.
    pub number: usize,
    /// Who went first.
    pub first: usize,
    /// Whose turn it is.
    pub active: usize,
    /// The round, from 1 (both players play once a round).
    pub round: u32,
    /// CP left to the active player this turn.
    pub cp_left: i64,
    /// Cards drawn from the deck so far (opening hands included).
    pub drawn: u32,
    /// The columns, left to right.
    pub columns: [Option<Column>; COLUMNS],
    /// The result, once the game is over: winner (none for a draw) and how.
    pub over: Option<(Option<usize>, End)>,
}

/// The battle so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The game being played (or just ended).
    pub game: GameState,
    /// Winners of the finished games, oldest first (none: a draw).
    pub results: Vec<Option<usize>>,
    /// The rules version played under (see [`Rules`]).
    pub rules: u32,
}

impl GameState {
    fn new(setup: &Setup, number: usize, first: usize) -> Self {
        GameState {
            number,
            first,
            active: first,
            round: 1,
            cp_left: setup.cp,
            drawn: (2 * setup.hand + 1).min(setup.deck),
            columns: [None; COLUMNS],
            over: None,
        }
    }

    /// Columns held by `player`.
    pub fn columns_of(&self, player: usize) -> usize {
        self.columns
            .iter()
            .flatten()
            .filter(|c| c.holder == player)
            .count()
    }

    /// Total strength of the columns `player` holds.
    pub fn strength_of(&self, player: usize) -> i64 {
        self.columns
            .iter()
            .flatten()
            .filter(|c| c.holder == player)
            .map(|c| c.strength)
            .sum()
    }

    /// Whether every column `player` holds is of one race (and they hold one).
    pub fn one_race(&self, player: usize) -> bool {
        let mut races = self
            .columns
            .iter()
            .flatten()
            .filter(|c| c.holder == player)
            .map(|c| c.race);
        match races.next() {
            Some(first) => races.all(|r| r == first),
            None => false,
        }
    }

    /// Cards left in the deck.
    pub fn deck_left(&self, setup: &Setup) -> u32 {
        setup.deck.saturating_sub(self.drawn)
    }
}

impl State {
    /// The player who won the battle (two games in a row), if any.
    pub fn battle_winner(&self) -> Option<usize> {
        self.results.windows(2).find_map(|w| match w {
            [Some(a), Some(b)] if a == b => Some(*a),
            _ => None,
        })
    }

    /// Games won by `player`.
    pub fn wins(&self, player: usize) -> usize {
        self.results.iter().filter(|r| **r == Some(player)).count()
    }

    /// How many of the latest games in a row `player` has won: the streak
    /// that decides the battle at two.
    pub fn streak(&self, player: usize) -> usize {
        self.results
            .iter()
            .rev()
            .take_while(|r| **r == Some(player))
            .count()
    }
}

/// The rules of Koth.
///
/// Versions: 1, the first release; 2 refuses a card on a column the player
/// already holds ("dominate an empty column or attack one of the columns
/// currently held by the first player") and keeps CP within the bound; 3
/// keeps each player's total strength within the bound too.
pub struct Rules;

fn name(setup: &Setup, player: usize) -> &str {
    setup.players.get(player).map_or("", |p| p.name.as_str())
}

impl Game for Rules {
    type Setup = Setup;
    type Action = Action;
    type State = State;

    fn seat_controls(setup: &Setup, state: &State, seat: usize) -> Vec<super::SeatControl> {
        super::seats::koth::controls(setup, state, seat)
    }

    fn seat_action(
        setup: &Setup,
        state: &State,
        seat: usize,
        control: &str,
        step: i64,
    ) -> Option<Action> {
        super::seats::koth::action(setup, state, seat, control, step)
    }

    fn seat_of(_setup: &Setup, state: &State, action: &Action) -> Option<usize> {
        super::seats::koth::seat_of(state, action)
    }

    const RULES: u32 = 3;
    /// A deck run out with columns and strength level and the races
    /// mixed is a draw (the digest's reading of the tie-break).
    const DRAWS: bool = true;
    const SEATS: Option<(usize, usize)> = Some((2, 2));

    fn moves_on(action: &Action) -> bool {
        let _ = action;
        true
    }

    fn turn(setup: &Setup, state: &State) -> Option<String> {
        if state.game.over.is_some() {
            return None;
        }
        setup.players.get(state.game.active).map(|p| p.name.clone())
    }

    fn validate(setup: &Setup) -> Result<(), RuleError> {
        common::check_players(&setup.players, 2, 2)?;
        if setup.first > 1 {
            return Err(RuleError::new("rule-koth-first"));
        }
        if setup.deck == 0
            || setup.deck > 500
            || u64::from(setup.hand) * 2 + 1 > u64::from(setup.deck)
        {
            return Err(RuleError::new("rule-koth-deck")
                .arg("deck", setup.deck)
                .arg("hand", setup.hand));
        }
        if setup.cp < 1 || setup.cp > 1000 {
            return Err(RuleError::new("rule-koth-cp"));
        }
        Ok(())
    }

    fn start(setup: &Setup) -> State {
        Self::start_under(setup, Self::RULES)
    }

    fn start_under(setup: &Setup, rules: u32) -> State {
        State {
            game: GameState::new(setup, 1, setup.first.min(1)),
            results: Vec::new(),
            rules,
        }
    }

    fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
        apply::apply(setup, state, action)
    }

    fn outcome(setup: &Setup, state: &State) -> Outcome {
        let Some(w) = state.battle_winner() else {
            return Outcome::InProgress;
        };
        let last = state.results.len();
        Outcome::won(
            vec![name(setup, w).to_owned()],
            Text::msg("win-koth-battle")
                .arg("player", name(setup, w))
                .arg("first", last.saturating_sub(1))
                .arg("second", last),
        )
    }

    fn pieces(setup: &Setup, state: &State) -> Vec<super::Piece> {
        state
            .game
            .columns
            .iter()
            .enumerate()
            .filter_map(|(c, column)| {
                let h = column.as_ref()?;
                Some(super::Piece {
                    kind: Text::msg("piece-koth-column").arg("column", c + 1),
                    name: String::from(if h.race == Race::Orc { "orc" } else { "human" }),
                    owner: Some(name(setup, h.holder).to_owned()),
                    values: vec![(Text::msg("label-koth-strength"), h.strength)],
                    remark: None,
                })
            })
            .collect()
    }

    fn details(setup: &Setup, state: &State) -> Vec<Text> {
        let g = &state.game;
        let mut lines = vec![
            Text::msg("detail-koth-game")
                .arg("game", g.number)
                .arg("round", g.round)
                .arg("deck", g.deck_left(setup)),
        ];
        for (c, column) in g.columns.iter().enumerate() {
            lines.push(match column {
                Some(h) => Text::msg("detail-koth-column")
                    .arg("column", c + 1)
                    .arg("player", name(setup, h.holder))
                    .arg("strength", h.strength)
                    .arg("race", if h.race == Race::Orc { "orc" } else { "human" }),
                None => Text::msg("detail-koth-empty").arg("column", c + 1),
            });
        }
        lines
    }

    fn standings(setup: &Setup, state: &State) -> Vec<Standing> {
        let g = &state.game;
        setup
            .players
            .iter()
            .enumerate()
            .map(|(p, player)| Standing {
                name: player.name.clone(),
                color: player.color,
                values: vec![
                    (Text::msg("label-koth-wins"), state.wins(p) as i64),
                    (Text::msg("label-koth-streak"), state.streak(p) as i64),
                    (Text::msg("label-koth-columns"), g.columns_of(p) as i64),
                    (Text::msg("label-koth-strength"), g.strength_of(p)),
                    (
                        Text::msg("label-koth-cp"),
                        if g.active == p { g.cp_left } else { setup.cp },
                    ),
                ],
                remark: match g.over {
                    Some((Some(w), end)) if w == p => {
                        Some(Text::msg(end_key(end)).arg("game", g.number))
                    }
                    None if g.active == p => Some(Text::msg("remark-koth-to-play")),
                    _ => None,
                },
            })
            .collect()
    }
}

/// The message key saying how a game was won.
pub fn end_key(end: End) -> &'static str {
    match end {
        End::AllColumns => "remark-koth-all-columns",
        End::MostColumns => "remark-koth-most-columns",
        End::Strength => "remark-koth-strength",
        End::Race => "remark-koth-race",
        End::Draw => "remark-koth-draw",
    }
}

#[cfg(test)]
mod tests;
