//! The state of a Hero Realms game and the helpers a screen needs.

use super::{Champion, Format, Setup, apply};
use crate::rules::RuleError;

/// Everything derived from the setup and the accepted actions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// Health per track: per player, or per team in Hydra
    /// (see [`Setup::track_of`]).
    pub health: Vec<i64>,
    /// Gold pool per player (only the active players' can be above 0).
    pub gold: Vec<i64>,
    /// Combat pool per player (only the active players' can be above 0).
    pub combat: Vec<i64>,
    /// Champions in play per player, in the order they came into play.
    pub champions: Vec<Vec<Champion>>,
    /// Per player: the turn on which they were eliminated, if they were.
    pub eliminated: Vec<Option<u32>>,
    /// The track (player, or team in Hydra) whose turn it is.
    pub active: usize,
    /// The turn number, from 1; every end of turn adds one.
    pub turn: u32,
    /// The first player eliminated, if any (Hunter — First Blood's end).
    pub first_out: Option<usize>,
    /// The rules version the game is played under (see [`super::Rules`]).
    pub rules: u32,
}

impl State {
    /// Whether a player is out of the game (an unknown index counts as out).
    pub fn is_out(&self, player: usize) -> bool {
        self.eliminated.get(player).is_none_or(Option::is_some)
    }

    /// The players still in the game, in seat order.
    pub fn living(&self) -> Vec<usize> {
        (0..self.eliminated.len())
            .filter(|&p| !self.is_out(p))
            .collect()
    }

    /// The players whose turn it is (both teammates in Hydra).
    pub fn active_players(&self, setup: &Setup) -> Vec<usize> {
        setup.members(self.active)
    }

    /// Whether it is this player's turn.
    pub fn is_active(&self, setup: &Setup, player: usize) -> bool {
        player < setup.players.len() && setup.track_of(player) == self.active
    }

    /// The current turn number, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// A player's health (the team's shared health in Hydra).
    pub fn health_of(&self, setup: &Setup, player: usize) -> i64 {
        self.health
            .get(setup.track_of(player))
            .copied()
            .unwrap_or(0)
    }

    /// A player's Gold pool.
    pub fn gold_of(&self, player: usize) -> i64 {
        self.gold.get(player).copied().unwrap_or(0)
    }

    /// A player's Combat pool.
    pub fn combat_of(&self, player: usize) -> i64 {
        self.combat.get(player).copied().unwrap_or(0)
    }

    /// A player's champions in play.
    pub fn champions_of(&self, player: usize) -> &[Champion] {
        self.champions.get(player).map_or(&[], Vec::as_slice)
    }

    /// The next player still in the game clockwise: the one to the left.
    pub fn left_of(&self, player: usize) -> Option<usize> {
        let n = self.eliminated.len();
        (1..n).map(|k| (player + k) % n).find(|&q| !self.is_out(q))
    }

    /// The next player still in the game anticlockwise: the one to the right.
    pub fn right_of(&self, player: usize) -> Option<usize> {
        let n = self.eliminated.len();
        (1..n)
            .map(|k| (player + n - k) % n)
            .find(|&q| !self.is_out(q))
    }

    /// Whether a player is protected by a prepared guard: their own, or in
    /// Hydra any teammate's.
    pub fn guarded(&self, setup: &Setup, player: usize) -> bool {
        let protectors = match setup.format {
            Format::Hydra => setup.members(setup.track_of(player)),
            _ => vec![player],
        };
        protectors
            .iter()
            .any(|&p| self.champions_of(p).iter().any(Champion::protects))
    }

    /// Whether `attacker` may attack the player `target` now; the refusal
    /// names the rule. Pools are not checked.
    pub fn may_attack_player(
        &self,
        setup: &Setup,
        attacker: usize,
        target: usize,
    ) -> Result<(), RuleError> {
        apply::check_target(setup, self, attacker, target, None)
    }

    /// Whether `attacker` may attack or target champion `champion` of
    /// `owner` now; the refusal names the rule.
    pub fn may_target_champion(
        &self,
        setup: &Setup,
        attacker: usize,
        owner: usize,
        champion: usize,
    ) -> Result<(), RuleError> {
        apply::check_target(setup, self, attacker, owner, Some(champion))
    }
}
