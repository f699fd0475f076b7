//! The state of a Heroes of Karth game and what can be read from it; how
//! each action changes it is in `apply.rs`.

use super::Setup;

/// Why a player left the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Out {
    /// All their spawners are controlled by opponents.
    KnockedOut,
    /// They conceded.
    Conceded,
}

/// A unit on the battlefield.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unit {
    /// Its id, stable for the whole game.
    pub id: u32,
    /// Its owner.
    pub owner: usize,
    /// The card's name.
    pub name: String,
    /// Hit points when healthy.
    pub hp: i64,
    /// Damage taken.
    pub damage: i64,
    /// SE (level) value, collected each turn.
    pub se: i64,
    /// Golden Coffers: one more gold each turn.
    pub coffers: bool,
    /// Kill Points for killing it.
    pub kp: i64,
    /// Gold for killing it.
    pub bounty: i64,
    /// Hidden.
    pub hidden: bool,
    /// Stunned.
    pub stunned: bool,
    /// Newly spawned: not ready until its owner's next turn.
    pub new_spawn: bool,
}

impl Unit {
    /// Hit points left.
    pub fn hp_left(&self) -> i64 {
        self.hp - self.damage
    }
}

/// A card remembered from the last time it entered, for one-click adding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Template {
    /// Gold paid to hire it (0 when none was given).
    pub cost: i64,
    /// The card's name.
    pub name: String,
    /// Hit points.
    pub hp: i64,
    /// SE value.
    pub se: i64,
    /// Golden Coffers.
    pub coffers: bool,
    /// Kill Points.
    pub kp: i64,
    /// Bounty.
    pub bounty: i64,
}

/// The game so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// Gold per player (starts at 5).
    pub gold: Vec<i64>,
    /// Spiritual Energy per player.
    pub se: Vec<i64>,
    /// Kill Points per player (2v2 wins on the team's total).
    pub kp: Vec<i64>,
    /// Units on the battlefield.
    pub units: Vec<Unit>,
    /// Each player's dead units, by name.
    pub cemetery: Vec<Vec<String>>,
    /// Cards seen so far, by name.
    pub templates: Vec<Template>,
    /// Who is out, and why.
    pub out: Vec<Option<Out>>,
    /// The side whose turn it is (a player; a team in 2v2).
    pub active: usize,
    /// The turn number, from 1.
    pub turn: u32,
    /// Who has collected gold and SE this turn.
    pub collected: Vec<bool>,
    /// Who has done something else this turn (rules 2: collecting is the
    /// first step of a turn, so it is refused after that).
    pub acted: Vec<bool>,
    /// The next unit id.
    pub next_id: u32,
    /// The last player to go out and why, for the win reason.
    pub last_out: Option<(usize, Out)>,
    /// The rules version played under (see [`super::Rules`]).
    pub rules: u32,
    /// Templates by folded name, so adding a unit never scans.
    template_index: std::collections::HashMap<String, usize>,
}

impl State {
    /// The state before the first turn under rules version `rules`.
    pub fn new(setup: &Setup, rules: u32) -> Self {
        let n = setup.players.len();
        State {
            gold: vec![5; n],
            se: vec![0; n],
            kp: vec![0; n],
            units: Vec::new(),
            cemetery: vec![Vec::new(); n],
            templates: Vec::new(),
            out: vec![None; n],
            active: setup.side(setup.first.min(n.saturating_sub(1))),
            turn: 1,
            collected: vec![false; n],
            acted: vec![false; n],
            next_id: 1,
            last_out: None,
            rules,
            template_index: std::collections::HashMap::new(),
        }
    }

    /// A player's units on the battlefield.
    pub fn units_of(&self, player: usize) -> impl Iterator<Item = &Unit> {
        self.units.iter().filter(move |u| u.owner == player)
    }

    /// A unit by id. Units stay in id order (ids only grow and removal
    /// keeps the order), so this is a binary search.
    pub fn unit(&self, id: u32) -> Option<&Unit> {
        self.units
            .binary_search_by_key(&id, |u| u.id)
            .ok()
            .map(|i| &self.units[i])
    }

    /// Whether it is this player's (or their team's) turn.
    pub fn is_active(&self, setup: &Setup, player: usize) -> bool {
        setup.side(player) == self.active
    }

    /// Whether every player of a side is out.
    pub fn side_out(&self, setup: &Setup, side: usize) -> bool {
        setup
            .members(side)
            .iter()
            .all(|&p| self.out.get(p).copied().flatten().is_some())
    }

    /// A side's unspent gold (a team's combined gold in 2v2).
    pub fn side_gold(&self, setup: &Setup, side: usize) -> i64 {
        setup.members(side).iter().map(|&p| self.gold[p]).sum()
    }

    /// A side's Kill Points (a team's total in 2v2).
    pub fn side_kp(&self, setup: &Setup, side: usize) -> i64 {
        setup.members(side).iter().map(|&p| self.kp[p]).sum()
    }

    /// What collecting would give `player` now: (gold, SE).
    pub fn collection(&self, player: usize, decline: &[u32]) -> (i64, i64) {
        let coffers = self
            .units_of(player)
            .filter(|u| u.coffers && !decline.contains(&u.id))
            .count() as i64;
        let se = self.units_of(player).map(|u| u.se).sum();
        (1 + coffers, se)
    }

    /// The card remembered under this name (case and outer spaces aside).
    pub fn template(&self, name: &str) -> Option<&Template> {
        self.template_index
            .get(&fold(name))
            .and_then(|&i| self.templates.get(i))
    }

    /// Remembers a card for the next time a unit of that name enters.
    pub(super) fn remember(&mut self, template: Template) {
        let key = fold(&template.name);
        match self.template_index.get(&key) {
            Some(&i) => self.templates[i] = template,
            None => {
                self.template_index.insert(key, self.templates.len());
                self.templates.push(template);
            }
        }
    }

    /// Starts the next side's turn: nobody has collected or acted yet.
    pub(super) fn new_turn(&mut self, next: usize) {
        self.active = next;
        self.collected.iter_mut().for_each(|c| *c = false);
        self.acted.iter_mut().for_each(|a| *a = false);
    }
}

fn fold(name: &str) -> String {
    name.trim().to_lowercase()
}
