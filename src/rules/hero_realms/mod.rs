//! Hero Realms: health (per player, or shared by a team in Hydra), the active
//! player's Gold and Combat pools, champions in play, and all five formats.

mod apply;
mod outcome;
mod state;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::common::{self, Player};
use super::{Game, Outcome, RuleError, Standing, Text};

pub use state::State;

/// Health every player starts with in the standard game.
pub const DEFAULT_HEALTH: i64 = 50;
/// Health of an Emperor (Emperor format).
pub const EMPEROR_HEALTH: i64 = 60;
/// Shared health of a Hydra team of two.
pub const HYDRA_HEALTH_TWO: i64 = 75;
/// Shared health of a Hydra team of three.
pub const HYDRA_HEALTH_THREE: i64 = 100;
/// Health the player to the right of an eliminated player gains in Hunter —
/// Last One Standing.
pub const HUNTER_BONUS: i64 = 10;
/// At most this many players at one table.
pub const MAX_PLAYERS: usize = 8;
/// At most this many champions in play for one player.
pub const MAX_CHAMPIONS: usize = 20;

/// The way the table plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// 2+ players, anyone attacks anyone, last player standing wins.
    #[default]
    FreeForAll,
    /// 3+ players, attack only your left neighbour; the first elimination
    /// ends the game and the eliminated player's right neighbour wins.
    HunterFirstBlood,
    /// As First Blood, but play goes on: the eliminated player's right
    /// neighbour gains 10 health; last player standing wins.
    HunterLastOneStanding,
    /// Two teams of 2 (or 3) sharing 75 (or 100) health and a turn.
    Hydra,
    /// Two teams of 3: an Emperor (60) flanked by two Commanders (50).
    Emperor,
}

/// The choices made before play.
///
/// Players are listed clockwise, starting with the one who goes first: the
/// next player in the list sits to a player's left. In Hydra the first half
/// of the list is the team that goes first; in Emperor seats 0–2 are the
/// first team (Commander, Emperor, Commander) and seats 3–5 the second.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The format; Free-for-all when omitted.
    #[serde(default)]
    pub format: Format,
    /// The players, clockwise from the first player.
    pub players: Vec<Player>,
    /// Starting health of each player (character packs change it); empty:
    /// the format's defaults. Not used in Hydra, where health is per team.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub health: Vec<i64>,
    /// Hydra only: each team's starting shared health; none: 75 for teams of
    /// two, 100 for teams of three.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team_health: Option<i64>,
}

impl Setup {
    /// A setup of `format` with default health for `names`, in seat order.
    pub fn new(format: Format, names: &[&str]) -> Self {
        Setup {
            format,
            players: names
                .iter()
                .enumerate()
                .map(|(i, n)| Player::new(*n, i))
                .collect(),
            health: Vec::new(),
            team_health: None,
        }
    }

    /// The team (0 = the team that goes first, 1) of a player in Hydra and
    /// Emperor; none in the other formats.
    pub fn team_of(&self, player: usize) -> Option<usize> {
        let n = self.players.len();
        match self.format {
            Format::Hydra => Some(usize::from(player >= n / 2)),
            Format::Emperor => Some(usize::from(player >= 3)),
            _ => None,
        }
    }

    /// Whether two different players are on the same team.
    pub fn teammates(&self, a: usize, b: usize) -> bool {
        a != b && self.team_of(a).is_some() && self.team_of(a) == self.team_of(b)
    }

    /// The health track a player's health lives on: the player, or the
    /// player's team in Hydra. Tracks are also the units that take turns.
    pub fn track_of(&self, player: usize) -> usize {
        match self.format {
            Format::Hydra => self.team_of(player).unwrap_or(0),
            _ => player,
        }
    }

    /// How many health tracks (and turn takers) there are.
    pub fn track_count(&self) -> usize {
        match self.format {
            Format::Hydra => 2,
            _ => self.players.len(),
        }
    }

    /// The players on a track, in seat order.
    pub fn members(&self, track: usize) -> Vec<usize> {
        (0..self.players.len())
            .filter(|&p| self.track_of(p) == track)
            .collect()
    }

    /// A player's name, or an empty string for an unknown index.
    pub fn name(&self, player: usize) -> &str {
        self.players.get(player).map_or("", |p| p.name.as_str())
    }

    /// A track's name: the player's, or a Hydra team's members joined by " & ".
    pub fn track_name(&self, track: usize) -> String {
        self.members(track)
            .iter()
            .map(|&p| self.name(p))
            .collect::<Vec<_>>()
            .join(" & ")
    }

    /// Whether the player is an Emperor (seats 1 and 4 in Emperor).
    pub fn is_emperor(&self, player: usize) -> bool {
        self.format == Format::Emperor && (player == 1 || player == 4)
    }

    /// In Emperor, the enemy seated opposite: seat `5 - seat` (Emperor faces
    /// Emperor; each Commander faces the enemy Commander across the table).
    pub fn opposite(&self, player: usize) -> Option<usize> {
        (self.format == Format::Emperor && player < 6).then(|| 5 - player)
    }

    /// The enemy Emperor of an Emperor-format player.
    pub fn enemy_emperor(&self, player: usize) -> Option<usize> {
        match self.team_of(player) {
            Some(0) if self.format == Format::Emperor => Some(4),
            Some(_) if self.format == Format::Emperor => Some(1),
            _ => None,
        }
    }

    /// The Emperor of an Emperor-format player's own team.
    pub fn own_emperor(&self, player: usize) -> Option<usize> {
        match self.team_of(player) {
            Some(0) if self.format == Format::Emperor => Some(1),
            Some(_) if self.format == Format::Emperor => Some(4),
            _ => None,
        }
    }

    /// The health a track starts with.
    pub fn starting_health(&self, track: usize) -> i64 {
        match self.format {
            Format::Hydra => self.team_health.unwrap_or(if self.players.len() >= 6 {
                HYDRA_HEALTH_THREE
            } else {
                HYDRA_HEALTH_TWO
            }),
            _ => match self.health.get(track) {
                Some(h) => *h,
                None if self.is_emperor(track) => EMPEROR_HEALTH,
                None => DEFAULT_HEALTH,
            },
        }
    }

    /// How many cards a player draws for the opening hand.
    pub fn opening_hand(&self, player: usize) -> u32 {
        match self.format {
            Format::Hydra | Format::Emperor => {
                if self.team_of(player) == Some(0) {
                    3
                } else {
                    5
                }
            }
            Format::FreeForAll if self.players.len() == 2 => {
                if player == 0 {
                    3
                } else {
                    5
                }
            }
            _ => match player {
                0 => 3,
                1 => 4,
                _ => 5,
            },
        }
    }
}

/// A champion in play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Champion {
    /// Its card name.
    pub name: String,
    /// The damage it must take in one turn to be stunned.
    pub defense: i64,
    /// Whether it is a guard.
    pub guard: bool,
    /// Damage taken this turn (cleared at every end of turn).
    pub damage: i64,
    /// Turned sideways after using its expend ability this turn.
    pub expended: bool,
}

impl Champion {
    /// Whether this champion protects its owner (a prepared guard).
    pub fn protects(&self) -> bool {
        self.guard && !self.expended
    }
}

/// One change at the table. `player` is the acting player and may be left
/// out for the active player (not in Hydra, where both teammates act).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Adds gold to the acting player's Gold pool.
    GainGold {
        /// Acting player; default the active player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<usize>,
        /// Gold gained, at least 1.
        amount: i64,
    },
    /// Spends gold from the pool (acquiring a card).
    SpendGold {
        /// Acting player; default the active player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<usize>,
        /// Gold spent, at least 1 and at most the pool.
        amount: i64,
    },
    /// Adds combat to the acting player's Combat pool.
    GainCombat {
        /// Acting player; default the active player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<usize>,
        /// Combat gained, at least 1.
        amount: i64,
    },
    /// Spends combat on a player or, with `champion`, on one of their
    /// champions.
    Attack {
        /// Attacking player; default the active player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<usize>,
        /// The attacked player (or the champion's owner).
        target: usize,
        /// Index of the target's champion in play, to attack it instead.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        champion: Option<usize>,
        /// Combat spent, at least 1 and at most the pool.
        amount: i64,
    },
    /// A player gains health (a card's health icon).
    GainHealth {
        /// Who gains; default the active player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<usize>,
        /// Health gained, at least 1.
        amount: i64,
    },
    /// A player loses health other than by an attack (a card effect, a
    /// correction); no targeting or guard rule applies.
    LoseHealth {
        /// Who loses health.
        player: usize,
        /// Health lost, at least 1.
        amount: i64,
    },
    /// The acting player puts a champion into play, prepared.
    PlayChampion {
        /// Acting player; default the active player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<usize>,
        /// The card's name.
        name: String,
        /// Its defense, at least 1.
        #[serde(alias = "defence")]
        defense: i64,
        /// Whether it is a guard.
        #[serde(default)]
        guard: bool,
    },
    /// The acting player expends (turns sideways) one of their champions.
    ExpendChampion {
        /// Acting player; default the active player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<usize>,
        /// Index of the champion among the player's champions in play.
        champion: usize,
    },
    /// "Stun target champion": stuns an opponent's champion without combat.
    StunChampion {
        /// Acting player; default the active player.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<usize>,
        /// The champion's owner.
        target: usize,
        /// Index of the champion among the owner's champions in play.
        champion: usize,
    },
    /// A champion leaves play for another reason (sacrificed, returned...).
    RemoveChampion {
        /// The champion's owner.
        player: usize,
        /// Index of the champion among the owner's champions in play.
        champion: usize,
    },
    /// Ends the turn: unspent gold and combat are lost, the player's
    /// champions are prepared, champion damage is cleared, and the next
    /// player (team in Hydra) still in the game takes the turn.
    EndTurn,
}

/// The rules of Hero Realms.
///
/// Versions: 1, the first release; 2 keeps a Hydra team's gold and combat,
/// which the standings add up, within the bound every number keeps.
pub struct Rules;

impl Game for Rules {
    type Setup = Setup;
    type Action = Action;
    type State = State;

    fn seats(setup: &Setup, _state: &State) -> Vec<String> {
        super::seats::hero_realms::seats(setup)
    }

    fn seat_controls(setup: &Setup, state: &State, seat: usize) -> Vec<super::SeatControl> {
        super::seats::hero_realms::controls(setup, state, seat)
    }

    fn seat_action(
        setup: &Setup,
        state: &State,
        seat: usize,
        control: &str,
        step: i64,
    ) -> Option<Action> {
        super::seats::hero_realms::action(setup, state, seat, control, step)
    }

    fn seat_of(setup: &Setup, state: &State, action: &Action) -> Option<usize> {
        super::seats::hero_realms::seat_of(setup, state, action)
    }

    fn fold(prev: &Action, next: &Action) -> Option<Action> {
        super::fold_amounts(prev, next, |a| match a {
            Action::GainGold { amount, .. }
            | Action::SpendGold { amount, .. }
            | Action::GainCombat { amount, .. }
            | Action::GainHealth { amount, .. }
            | Action::LoseHealth { amount, .. } => Some(amount),
            _ => None,
        })
    }

    const MODES: &'static [(&'static str, &'static str)] = &[
        ("free_for_all", "ui-hr-free-for-all"),
        ("hunter_first_blood", "ui-hr-first-blood"),
        ("hunter_last_one_standing", "ui-hr-last-one-standing"),
        ("hydra", "ui-hr-hydra"),
        ("emperor", "ui-hr-emperor"),
    ];

    fn mode(setup: &Setup) -> Option<&'static str> {
        Some(match setup.format {
            Format::FreeForAll => "free_for_all",
            Format::HunterFirstBlood => "hunter_first_blood",
            Format::HunterLastOneStanding => "hunter_last_one_standing",
            Format::Hydra => "hydra",
            Format::Emperor => "emperor",
        })
    }

    fn validate(setup: &Setup) -> Result<(), RuleError> {
        let n = setup.players.len();
        match setup.format {
            Format::FreeForAll => common::check_players(&setup.players, 2, MAX_PLAYERS)?,
            Format::HunterFirstBlood | Format::HunterLastOneStanding => {
                common::check_players(&setup.players, 3, MAX_PLAYERS)?;
            }
            Format::Hydra => {
                common::check_players(&setup.players, 4, 6)?;
                if !n.is_multiple_of(2) {
                    return Err(RuleError::new("rule-hero_realms-hydra-teams").arg("count", n));
                }
            }
            Format::Emperor => common::check_players(&setup.players, 6, 6)?,
        }
        if setup.format == Format::Hydra {
            if !setup.health.is_empty() {
                return Err(RuleError::new("rule-hero_realms-hydra-player-health"));
            }
            if let Some(h) = setup.team_health {
                check_health(h)?;
            }
        } else {
            if setup.team_health.is_some() {
                return Err(RuleError::new("rule-hero_realms-team-health-hydra-only"));
            }
            if !setup.health.is_empty() && setup.health.len() != n {
                return Err(RuleError::new("rule-hero_realms-health-count")
                    .arg("count", setup.health.len())
                    .arg("players", n));
            }
            for h in &setup.health {
                check_health(*h)?;
            }
        }
        Ok(())
    }

    const RULES: u32 = 2;
    /// Nobody left standing is a draw.
    const DRAWS: bool = true;
    const SEATS: Option<(usize, usize)> = Some((2, MAX_PLAYERS));

    fn moves_on(action: &Action) -> bool {
        matches!(action, Action::Attack { .. } | Action::EndTurn)
    }

    fn turn(setup: &Setup, state: &State) -> Option<String> {
        Some(setup.track_name(state.active))
    }

    fn start(setup: &Setup) -> State {
        Self::start_under(setup, Self::RULES)
    }

    fn start_under(setup: &Setup, rules: u32) -> State {
        let n = setup.players.len();
        State {
            health: (0..setup.track_count())
                .map(|t| setup.starting_health(t))
                .collect(),
            gold: vec![0; n],
            combat: vec![0; n],
            champions: vec![Vec::new(); n],
            eliminated: vec![None; n],
            active: 0,
            turn: 1,
            first_out: None,
            rules,
        }
    }

    fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
        apply::apply(setup, state, action)
    }

    fn outcome(setup: &Setup, state: &State) -> Outcome {
        outcome::outcome(setup, state)
    }

    fn standings(setup: &Setup, state: &State) -> Vec<Standing> {
        outcome::standings(setup, state)
    }
}

fn check_health(h: i64) -> Result<(), RuleError> {
    common::check_amount(h)?;
    if h <= 0 {
        return Err(RuleError::new("rule-hero_realms-health-positive").arg("health", h));
    }
    Ok(())
}
