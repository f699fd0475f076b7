//! The game contract every game fulfils, and the game-agnostic wrappers
//! (`AnySetup`, `AnyAction`, `AnyState`) that sessions, the store, the CLI and
//! the window use. Pure and deterministic: no I/O, no clock, no UI.

pub mod common;
pub mod custom;
pub mod hero_realms;
pub mod karth;
pub mod kharnage;
pub mod kings_armory;
pub mod koth;
pub mod palette;
#[macro_use]
pub mod seats;
pub mod text;
pub mod vision;
pub mod words;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

pub use common::{Color, Player};
pub use seats::SeatControl;

/// Helpers the games' unit tests share: play a list of actions, and check
/// that a refusal names its rule and leaves the state as it was.
#[cfg(test)]
pub(crate) mod testing;
pub use text::{Arg, RuleError, Text};

/// How a decided game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Someone won: the winners are named (a cooperative table that beat
    /// the game names every player).
    #[default]
    Won,
    /// A cooperative table lost to the game: nobody won.
    Lost,
    /// Nothing separated the players: nobody won.
    Draw,
}

/// How a game stands: still being played, or decided.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum Outcome {
    /// Nobody has won yet.
    InProgress,
    /// The game is decided.
    Finished {
        /// Names of the winning players or teams (empty unless `result` is
        /// [`Verdict::Won`]).
        winners: Vec<String>,
        /// Why: the condition that decided it, in words.
        reason: Text,
        /// Won, lost by the table, or drawn.
        #[serde(default)]
        result: Verdict,
        /// A score where the game keeps one (foe rounds survived in The
        /// Gauntlet, stars in 3 Stars).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        score: Option<i64>,
    },
}

impl Outcome {
    /// True once the game is decided.
    pub fn is_finished(&self) -> bool {
        matches!(self, Outcome::Finished { .. })
    }

    /// `winners` won, because of `reason`.
    pub fn won(winners: Vec<String>, reason: Text) -> Self {
        Outcome::Finished {
            winners,
            reason,
            result: Verdict::Won,
            score: None,
        }
    }

    /// Nobody won: nothing separated the players.
    pub fn draw(reason: Text) -> Self {
        Outcome::Finished {
            winners: Vec::new(),
            reason,
            result: Verdict::Draw,
            score: None,
        }
    }

    /// The table lost to the game (cooperative games).
    pub fn lost(reason: Text) -> Self {
        Outcome::Finished {
            winners: Vec::new(),
            reason,
            result: Verdict::Lost,
            score: None,
        }
    }

    /// The same outcome with a score.
    #[must_use]
    pub fn with_score(mut self, value: i64) -> Self {
        if let Outcome::Finished { score, .. } = &mut self {
            *score = Some(value);
        }
        self
    }
}

/// One row of the standings: a player, team or army and its numbers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// Player, team or army name.
    pub name: String,
    /// Its colour.
    pub color: Color,
    /// Labelled numbers, in the game's order (gold, KP, health...).
    pub values: Vec<(Text, i64)>,
    /// A remark such as "eliminated", if any.
    pub remark: Option<Text>,
}

/// A thing on the table with numbers of its own: a unit, a monster, a
/// hireable, a column. Games list them so reports and screens need not
/// parse text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Piece {
    /// What kind of piece it is ("Monster", "Unit"), as a message.
    pub kind: Text,
    /// Its name.
    pub name: String,
    /// Whose it is, if anyone's.
    pub owner: Option<String>,
    /// Labelled numbers (HP, max HP, bleed...).
    pub values: Vec<(Text, i64)>,
    /// A remark such as "defeated" or "stunned".
    pub remark: Option<Text>,
}

/// What each game supplies. `apply` must either change the state and say
/// what changed, or refuse with the rule and leave the state as it was.
pub trait Game {
    /// The validated choices made before play.
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One change at the table.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Everything derived from the setup and the accepted actions.
    type State: Clone + Debug + PartialEq;

    /// The newest version of this game's rules. A rule change that would
    /// refuse or change an old log bumps it; sessions record the version
    /// they were played under and replay under it (see [`Game::start_under`]).
    const RULES: u32 = 1;

    /// Whether a game can end with nobody winning, a draw. An event
    /// offers a draw only for a game that has one.
    const DRAWS: bool;

    /// How many players a competitive game of it seats, fewest and most;
    /// `None` for a cooperative game, which an event cannot pair.
    const SEATS: Option<(usize, usize)>;

    /// Checks a setup before play starts.
    fn validate(setup: &Self::Setup) -> Result<(), RuleError>;
    /// Checks a setup under rules version `rules` (1 to [`Game::RULES`]):
    /// a saved session is checked under the version it was played with,
    /// so a setup check added later never hides an old session. By
    /// default the newest check.
    fn validate_under(setup: &Self::Setup, _rules: u32) -> Result<(), RuleError> {
        Self::validate(setup)
    }
    /// The state before the first action, under the newest rules.
    fn start(setup: &Self::Setup) -> Self::State;
    /// The state before the first action under rules version `rules`
    /// (1 to [`Game::RULES`]); games with one version need not say more.
    fn start_under(setup: &Self::Setup, _rules: u32) -> Self::State {
        Self::start(setup)
    }
    /// Applies one action and returns the log line (who, what, old -> new),
    /// or refuses it naming the rule; a refusal leaves `state` untouched.
    fn apply(
        setup: &Self::Setup,
        state: &mut Self::State,
        action: &Self::Action,
    ) -> Result<Text, RuleError>;
    /// The win check, run after every change.
    fn outcome(setup: &Self::Setup, state: &Self::State) -> Outcome;
    /// The numbers to show and export, one row per player, team or army.
    fn standings(setup: &Self::Setup, state: &Self::State) -> Vec<Standing>;
    /// Further lines for reports: the win condition in force, units or
    /// columns on the table. None by default.
    fn details(_setup: &Self::Setup, _state: &Self::State) -> Vec<Text> {
        Vec::new()
    }
    /// The people playing now, in seat order (a hero who joined between
    /// waves is one; the Castle Gate is not). By default the standings'
    /// names.
    fn players(setup: &Self::Setup, state: &Self::State) -> Vec<String> {
        Self::standings(setup, state)
            .into_iter()
            .map(|s| s.name)
            .collect()
    }
    /// The people behind the players, in seat order: whom the roster,
    /// Stats and events count. By default the players themselves; a game
    /// whose seats are not people (Kharnage's armies) names those who
    /// played them, and leaves out a seat no one is named for.
    fn people(setup: &Self::Setup, state: &Self::State) -> Vec<String> {
        Self::players(setup, state)
    }
    /// The person who played the standing named `seat`, if any (see
    /// [`Game::people`]): by default the seat itself.
    fn person(_setup: &Self::Setup, seat: &str) -> Option<String> {
        Some(seat.to_owned())
    }
    /// Numbers that belong to the whole table rather than a player (the
    /// gate, the shared gold, wave n of N). None by default.
    fn table(_setup: &Self::Setup, _state: &Self::State) -> Vec<(Text, i64)> {
        Vec::new()
    }
    /// The pieces on the table with numbers of their own. None by default.
    fn pieces(_setup: &Self::Setup, _state: &Self::State) -> Vec<Piece> {
        Vec::new()
    }
    /// Win thresholds on standings values, by the value's label (40 gold,
    /// 25 KP), for charts. None by default.
    fn goals(_setup: &Self::Setup) -> Vec<(Text, i64)> {
        Vec::new()
    }
    /// The game's modes: each one's stable id (kept in the history's index
    /// and the stats' output, never renamed: Karth's `classic`, Hero
    /// Realms' `hydra`) and the translation key naming it. Empty for a
    /// game without modes.
    const MODES: &'static [(&'static str, &'static str)] = &[];
    /// The stable id of the mode the setup plays (one of [`Game::MODES`]),
    /// for the history, its filters and the stats; none for a game without
    /// modes.
    fn mode(_setup: &Self::Setup) -> Option<&'static str> {
        None
    }
    /// Whether an action moves the game on (ends a turn or a round,
    /// spends a pool, deals a hit): the window acts on it once per
    /// deliberate press, so a double click never does it twice. A manual
    /// correction (a ± step) is not one. None by default.
    fn moves_on(_action: &Self::Action) -> bool {
        false
    }
    /// `prev` and then `next` as one action, where they are the same
    /// change made twice (a ± step pressed again): the window folds such
    /// presses into one log entry. The session keeps the fold only if it
    /// leaves the game exactly as the two did. None by default.
    fn fold(_prev: &Self::Action, _next: &Self::Action) -> Option<Self::Action> {
        None
    }
    /// Who plays now (a player, or a team that takes its turns together),
    /// in a game played in turns; none in a game that is not, or when it
    /// is over. None by default.
    fn turn(_setup: &Self::Setup, _state: &Self::State) -> Option<String> {
        None
    }
    /// The seats a phone can hold, in the order the seats' controls
    /// number them (the index `seat` below): by default the players.
    fn seats(setup: &Self::Setup, state: &Self::State) -> Vec<String> {
        Self::players(setup, state)
    }
    /// What seat `seat`'s player changes from their phone (see
    /// [`SeatControl`]). None by default.
    fn seat_controls(_setup: &Self::Setup, _state: &Self::State, _seat: usize) -> Vec<SeatControl> {
        Vec::new()
    }
    /// The action seat `seat`'s tap on `control` by `step` means; none for
    /// a control that seat does not have or a step it does not offer.
    /// `apply` still checks the action as it checks a click.
    fn seat_action(
        _setup: &Self::Setup,
        _state: &Self::State,
        _seat: usize,
        _control: &str,
        _step: i64,
    ) -> Option<Self::Action> {
        None
    }
    /// The seat whose action `action` (applied to `state`) is; none for
    /// the table's (an end of turn) or by default.
    fn seat_of(
        _setup: &Self::Setup,
        _state: &Self::State,
        _action: &Self::Action,
    ) -> Option<usize> {
        None
    }
}

/// [`Game::fold`] for actions that differ only in an amount: `prev` and
/// `next` with the amounts added, when `amount` finds one in both and
/// everything else about them is the same.
pub fn fold_amounts<A: Clone + PartialEq>(
    prev: &A,
    next: &A,
    amount: impl Fn(&mut A) -> Option<&mut i64>,
) -> Option<A> {
    let (mut a, mut b) = (prev.clone(), next.clone());
    let sum = {
        let (x, y) = (amount(&mut a)?, amount(&mut b)?);
        let sum = x.checked_add(*y)?;
        (*x, *y) = (0, 0);
        sum
    };
    if a != b {
        return None;
    }
    *amount(&mut a)? = sum;
    Some(a)
}

macro_rules! games {
    ($($variant:ident => $module:ident, $name:literal, $title:literal;)*) => {
        /// Which game a session plays.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum GameKind {
            $(
                #[doc = $title]
                #[serde(rename = $name)]
                $variant,
            )*
        }

        impl GameKind {
            /// Every game, in menu order.
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant),*];

            /// The stable name used in files and on the command line.
            pub fn name(self) -> &'static str {
                match self { $(GameKind::$variant => $name,)* }
            }

            /// The game from its stable name.
            pub fn from_name(name: &str) -> Option<Self> {
                match name { $($name => Some(GameKind::$variant),)* _ => None }
            }

            /// The newest version of this game's rules; see [`Game::RULES`].
            pub fn rules(self) -> u32 {
                match self { $(GameKind::$variant => <$module::Rules as Game>::RULES,)* }
            }

            /// Whether the game can end in a draw: see [`Game::DRAWS`].
            pub fn draws(self) -> bool {
                match self { $(GameKind::$variant => <$module::Rules as Game>::DRAWS,)* }
            }

            /// The players a competitive game seats: see [`Game::SEATS`].
            pub fn seats(self) -> Option<(usize, usize)> {
                match self { $(GameKind::$variant => <$module::Rules as Game>::SEATS,)* }
            }

            /// The translation key naming the mode with the stable id
            /// `mode` (see [`Game::MODES`]); none for an id this game
            /// does not have.
            pub fn mode_key(self, mode: &str) -> Option<&'static str> {
                let modes = match self { $(GameKind::$variant => <$module::Rules as Game>::MODES,)* };
                modes.iter().find(|(id, _)| *id == mode).map(|(_, key)| *key)
            }

            /// The translation key of the game's title.
            pub fn title_key(self) -> String {
                format!("game-{}", self.name().replace('_', "-"))
            }
        }

        /// The setup of any game; in files, `"game"` says which.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game")]
        pub enum AnySetup {
            $(
                #[doc = $title]
                #[serde(rename = $name)]
                $variant($module::Setup),
            )*
        }

        /// An action of any game.
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyAction {
            $(
                #[doc = $title]
                $variant($module::Action),
            )*
        }

        /// The state of any game.
        #[derive(Debug, Clone, PartialEq)]
        pub enum AnyState {
            $(
                #[doc = $title]
                $variant(<$module::Rules as Game>::State),
            )*
        }

        impl AnySetup {
            /// Which game this sets up.
            pub fn kind(&self) -> GameKind {
                match self { $(AnySetup::$variant(_) => GameKind::$variant,)* }
            }

            /// Checks the setup before play.
            pub fn validate(&self) -> Result<(), RuleError> {
                match self { $(AnySetup::$variant(s) => $module::Rules::validate(s),)* }
            }

            /// Checks the setup under rules version `rules`; see
            /// [`Game::validate_under`].
            pub fn validate_under(&self, rules: u32) -> Result<(), RuleError> {
                match self { $(AnySetup::$variant(s) => $module::Rules::validate_under(s, rules),)* }
            }

            /// The state before the first action, under the newest rules.
            pub fn start(&self) -> AnyState {
                match self { $(AnySetup::$variant(s) => AnyState::$variant($module::Rules::start(s)),)* }
            }

            /// The state before the first action under rules version
            /// `rules`, which must lie in `1..=self.rules()`.
            pub fn start_under(&self, rules: u32) -> AnyState {
                match self { $(AnySetup::$variant(s) => AnyState::$variant($module::Rules::start_under(s, rules)),)* }
            }

            /// Applies an action of this game; see [`Game::apply`].
            pub fn apply(&self, state: &mut AnyState, action: &AnyAction) -> Result<Text, RuleError> {
                match (self, state, action) {
                    $((AnySetup::$variant(s), AnyState::$variant(st), AnyAction::$variant(a)) => {
                        $module::Rules::apply(s, st, a)
                    })*
                    #[allow(unreachable_patterns)]
                    _ => Err(RuleError::new("rule-wrong-game").arg("game", self.kind().name())),
                }
            }

            /// The win check; see [`Game::outcome`].
            pub fn outcome(&self, state: &AnyState) -> Outcome {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::outcome(s, st),)*
                    #[allow(unreachable_patterns)]
                    _ => Outcome::InProgress,
                }
            }

            /// Who plays now; see [`Game::turn`].
            pub fn turn(&self, state: &AnyState) -> Option<String> {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::turn(s, st),)*
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// Report lines; see [`Game::details`].
            pub fn details(&self, state: &AnyState) -> Vec<Text> {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::details(s, st),)*
                    #[allow(unreachable_patterns)]
                    _ => Vec::new(),
                }
            }

            /// The players now; see [`Game::players`].
            pub fn players(&self, state: &AnyState) -> Vec<String> {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::players(s, st),)*
                    #[allow(unreachable_patterns)]
                    _ => Vec::new(),
                }
            }

            /// The people behind the players; see [`Game::people`].
            pub fn people(&self, state: &AnyState) -> Vec<String> {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::people(s, st),)*
                    #[allow(unreachable_patterns)]
                    _ => Vec::new(),
                }
            }

            /// The person who played the standing `seat`; see
            /// [`Game::person`].
            pub fn person(&self, seat: &str) -> Option<String> {
                match self { $(AnySetup::$variant(s) => $module::Rules::person(s, seat),)* }
            }

            /// The table's own numbers; see [`Game::table`].
            pub fn table(&self, state: &AnyState) -> Vec<(Text, i64)> {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::table(s, st),)*
                    #[allow(unreachable_patterns)]
                    _ => Vec::new(),
                }
            }

            /// The pieces on the table; see [`Game::pieces`].
            pub fn pieces(&self, state: &AnyState) -> Vec<Piece> {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::pieces(s, st),)*
                    #[allow(unreachable_patterns)]
                    _ => Vec::new(),
                }
            }

            /// The mode's translation key; see [`Game::mode`].
            pub fn mode(&self) -> Option<&'static str> {
                match self { $(AnySetup::$variant(s) => $module::Rules::mode(s),)* }
            }

            /// The win thresholds; see [`Game::goals`].
            pub fn goals(&self) -> Vec<(Text, i64)> {
                match self { $(AnySetup::$variant(s) => $module::Rules::goals(s),)* }
            }

            /// The standings; see [`Game::standings`].
            pub fn standings(&self, state: &AnyState) -> Vec<Standing> {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::standings(s, st),)*
                    #[allow(unreachable_patterns)]
                    _ => Vec::new(),
                }
            }
        }

        impl AnyAction {
            /// Which game this action belongs to.
            pub fn kind(&self) -> GameKind {
                match self { $(AnyAction::$variant(_) => GameKind::$variant,)* }
            }

            /// This action and then `next` as one; see [`Game::fold`].
            pub fn fold(&self, next: &AnyAction) -> Option<AnyAction> {
                match (self, next) {
                    $((AnyAction::$variant(a), AnyAction::$variant(b)) => $module::Rules::fold(a, b).map(AnyAction::$variant),)*
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// Whether it moves the game on; see [`Game::moves_on`].
            pub fn moves_on(&self) -> bool {
                match self { $(AnyAction::$variant(a) => $module::Rules::moves_on(a),)* }
            }

            /// The action as it is written in files: `{"type": ..., ...}`.
            pub fn to_json(&self) -> Result<serde_json::Value, serde_json::Error> {
                match self { $(AnyAction::$variant(a) => serde_json::to_value(a),)* }
            }

            /// Reads an action of game `kind` as it is written in files.
            pub fn from_json(kind: GameKind, value: serde_json::Value) -> Result<Self, serde_json::Error> {
                match kind { $(GameKind::$variant => serde_json::from_value(value).map(AnyAction::$variant),)* }
            }

            /// Reads an action of game `kind` from a borrowed JSON value.
            pub fn from_value(kind: GameKind, value: &serde_json::Value) -> Result<Self, serde_json::Error> {
                match kind { $(GameKind::$variant => <$module::Action as Deserialize>::deserialize(value).map(AnyAction::$variant),)* }
            }

            /// Reads an action of game `kind` from its JSON text.
            pub fn from_json_str(kind: GameKind, text: &str) -> Result<Self, serde_json::Error> {
                match kind { $(GameKind::$variant => serde_json::from_str(text).map(AnyAction::$variant),)* }
            }
        }

        seat_dispatch! { $($variant => $module),* }

        /// Written as the game's own action, `{"type": ..., ...}`.
        impl Serialize for AnyAction {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                match self { $(AnyAction::$variant(a) => a.serialize(serializer),)* }
            }
        }
    };
}

games! {
    Custom => custom, "custom", "Custom counters: any players, any named counters.";
    Karth => karth, "karth", "Heroes of Karth: Deathmatch: gold, spiritual energy, kill points and unit HP.";
    Kharnage => kharnage, "kharnage", "Kharnage: domination skulls over four rounds.";
    HeroRealms => hero_realms, "hero_realms", "Hero Realms: health, team pools, per-turn gold and combat.";
    Koth => koth, "koth", "Koth: command points, five columns, best-of battles.";
    KingsArmory => kings_armory, "kings_armory", "The King's Armory: castle gate, waves of monsters, heroes and hireables, shared gold.";
}

impl AnySetup {
    /// The names of the players (or armies) in seat order, for titles and lists.
    pub fn player_names(&self) -> Vec<String> {
        self.standings(&self.start())
            .into_iter()
            .map(|s| s.name)
            .collect()
    }
}
