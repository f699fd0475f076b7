//! The state of a Heroes of Karth game and how each action changes it:
//! every check first, then the change, so a refusal changes nothing.

use super::{Action, Mode, Resource, Setup, damage};
use crate::rules::common::{self, MAX_NAME};
use crate::rules::{RuleError, Text};

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

    fn remember(&mut self, template: Template) {
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
    fn new_turn(&mut self, next: usize) {
        self.active = next;
        self.collected.iter_mut().for_each(|c| *c = false);
        self.acted.iter_mut().for_each(|a| *a = false);
    }
}

fn fold(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Rules 3: the gold and KP `p`'s side would hold after gaining `gold` and
/// `kp` (a 2v2 team's totals, shown beside each player's own) stay within
/// the bound every number keeps, else `rule-number-too-large`.
fn side_total_within_bound(
    setup: &Setup,
    state: &State,
    p: usize,
    gold: i64,
    kp: i64,
) -> Result<(), RuleError> {
    if state.rules >= 3 {
        let side = setup.side(p);
        common::add(state.side_gold(setup, side), gold)?;
        common::add(state.side_kp(setup, side), kp)?;
    }
    Ok(())
}

fn player_in(setup: &Setup, state: &State, p: usize) -> Result<String, RuleError> {
    let who = common::player(&setup.players, p)?.name.clone();
    if state.out[p].is_some() {
        return Err(RuleError::new("rule-karth-player-out").arg("player", who));
    }
    Ok(who)
}

fn positive(amount: i64) -> Result<i64, RuleError> {
    let amount = common::check_amount(amount)?;
    if amount < 1 {
        Err(RuleError::new("rule-karth-positive"))
    } else {
        Ok(amount)
    }
}

fn not_negative(amount: i64) -> Result<i64, RuleError> {
    let amount = common::check_amount(amount)?;
    if amount < 0 {
        Err(RuleError::new("rule-karth-negative"))
    } else {
        Ok(amount)
    }
}

fn unit_index(state: &State, id: u32) -> Result<usize, RuleError> {
    state
        .units
        .binary_search_by_key(&id, |u| u.id)
        .map_err(|_| RuleError::new("rule-karth-no-unit").arg("unit", i64::from(id)))
}

/// Who an action is done by, for the collect-first rule; a correction
/// is nobody's move.
fn actor(action: &Action) -> Option<usize> {
    match action {
        Action::Gain {
            correction: true, ..
        }
        | Action::Spend {
            correction: true, ..
        } => None,
        Action::Gain { player, .. }
        | Action::Spend { player, .. }
        | Action::AddUnit { player, .. }
        | Action::BuyBack { player, .. } => Some(*player),
        Action::Damage { by, .. } | Action::Hit { by, .. } => *by,
        _ => None,
    }
}

/// The resource's name in files and in message selectors.
fn resource_key(r: Resource) -> &'static str {
    match r {
        Resource::Gold => "gold",
        Resource::Se => "se",
        Resource::Kp => "kp",
    }
}

fn pool(state: &mut State, r: Resource) -> &mut Vec<i64> {
    match r {
        Resource::Gold => &mut state.gold,
        Resource::Se => &mut state.se,
        Resource::Kp => &mut state.kp,
    }
}

fn line(key: &str, turn: u32) -> Text {
    Text::msg(key).arg("turn", turn)
}

/// Applies one action; see [`crate::rules::Game::apply`].
pub fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
    let line = change(setup, state, action)?;
    if let Some(p) = actor(action)
        && let Some(acted) = state.acted.get_mut(p)
    {
        *acted = true;
    }
    Ok(line)
}

fn change(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
    let turn = state.turn;
    match action {
        Action::Gain {
            player,
            resource,
            amount,
            ..
        }
        | Action::Spend {
            player,
            resource,
            amount,
            ..
        } => {
            let p = *player;
            let who = player_in(setup, state, p)?;
            let amount = positive(*amount)?;
            let spend = matches!(action, Action::Spend { .. });
            let old = pool(state, *resource)[p];
            let new = if spend {
                if amount > old {
                    return Err(RuleError::new("rule-karth-overspend")
                        .arg("player", who)
                        .arg("resource", resource_key(*resource))
                        .arg("have", old)
                        .arg("amount", amount));
                }
                old - amount
            } else {
                match resource {
                    Resource::Gold => side_total_within_bound(setup, state, p, amount, 0)?,
                    Resource::Kp => side_total_within_bound(setup, state, p, 0, amount)?,
                    Resource::Se => {}
                }
                common::add(old, amount)?
            };
            pool(state, *resource)[p] = new;
            Ok(line("log-karth-resource", turn)
                .arg("player", who)
                .arg("resource", resource_key(*resource))
                .arg("old", old)
                .arg("new", new))
        }
        Action::Collect { player, decline } => {
            let p = *player;
            let who = player_in(setup, state, p)?;
            if !state.is_active(setup, p) {
                return Err(RuleError::new("rule-karth-not-your-turn").arg("player", who));
            }
            if state.collected[p] {
                return Err(RuleError::new("rule-karth-collected").arg("player", who));
            }
            // Rules 2 (p.7, "1 - Collect Gold, Cards & Spiritual Energy"):
            // collecting comes before anything else the player does.
            if state.rules >= 2 && state.acted[p] {
                return Err(RuleError::new("rule-karth-collect-first").arg("player", who));
            }
            for id in decline {
                let u = state.unit(*id).ok_or_else(|| {
                    RuleError::new("rule-karth-no-unit").arg("unit", i64::from(*id))
                })?;
                if u.owner != p || !u.hidden || !u.coffers {
                    return Err(RuleError::new("rule-karth-decline").arg("unit", u.name.clone()));
                }
            }
            let (gold, se) = state.collection(p, decline);
            side_total_within_bound(setup, state, p, gold, 0)?;
            let new_gold = common::add(state.gold[p], gold)?;
            let new_se = common::add(state.se[p], se)?;
            let (old_gold, old_se) = (state.gold[p], state.se[p]);
            state.gold[p] = new_gold;
            state.se[p] = new_se;
            state.collected[p] = true;
            for u in state.units.iter_mut().filter(|u| u.owner == p) {
                u.new_spawn = false;
            }
            Ok(line("log-karth-collect", turn)
                .arg("player", who)
                .arg("gold_old", old_gold)
                .arg("gold_new", new_gold)
                .arg("se_old", old_se)
                .arg("se_new", new_se))
        }
        Action::EndTurn => {
            let sides = setup.sides();
            let next = (1..=sides)
                .map(|k| (state.active + k) % sides)
                .find(|&s| !state.side_out(setup, s))
                .ok_or_else(|| RuleError::new("rule-karth-nobody-left"))?;
            let (ended, members) = (
                setup.side_name(state.active),
                setup.members(state.active).len(),
            );
            state.new_turn(next);
            state.turn += 1;
            Ok(line("log-karth-end-turn", turn)
                .arg("side", ended)
                .arg("members", members)
                .arg("next", setup.side_name(next))
                .arg("next_members", setup.members(next).len()))
        }
        Action::AddUnit {
            player,
            name,
            hp,
            se,
            coffers,
            kp,
            bounty,
            cost,
        } => {
            let p = *player;
            let who = player_in(setup, state, p)?;
            let name = name.trim();
            if name.is_empty() || name.chars().count() > MAX_NAME {
                return Err(RuleError::new("rule-name-empty"));
            }
            let known = state.template(name).cloned();
            let need = |v: Option<i64>, t: Option<i64>| {
                v.or(t)
                    .ok_or_else(|| RuleError::new("rule-karth-unit-unknown").arg("unit", name))
            };
            let t = known.as_ref();
            let hp = positive(need(*hp, t.map(|t| t.hp))?)?;
            let se = not_negative(need(*se, t.map(|t| t.se))?)?;
            let kp = not_negative(need(*kp, t.map(|t| t.kp))?)?;
            let bounty = not_negative(need(*bounty, t.map(|t| t.bounty))?)?;
            let coffers = coffers.or(t.map(|t| t.coffers)).unwrap_or(false);
            // "as long as … the gold exists to pay for them": a cost given
            // (or remembered with the card) is paid at once.
            let cost = not_negative(cost.or(t.map(|t| t.cost)).unwrap_or(0))?;
            let old_gold = state.gold[p];
            if cost > old_gold {
                return Err(RuleError::new("rule-karth-overspend")
                    .arg("player", who)
                    .arg("resource", "gold")
                    .arg("have", old_gold)
                    .arg("amount", cost));
            }
            let id = state.next_id;
            state.next_id += 1;
            state.gold[p] = old_gold - cost;
            let template = Template {
                cost,
                name: name.to_owned(),
                hp,
                se,
                coffers,
                kp,
                bounty,
            };
            state.remember(template);
            state.units.push(Unit {
                id,
                owner: p,
                name: name.to_owned(),
                hp,
                damage: 0,
                se,
                coffers,
                kp,
                bounty,
                hidden: false,
                stunned: false,
                new_spawn: true,
            });
            Ok(line("log-karth-add-unit", turn)
                .arg("player", who)
                .arg("unit", name)
                .arg("hp", hp)
                .arg("cost", cost)
                .arg("old", old_gold)
                .arg("new", state.gold[p]))
        }
        Action::Damage { unit, amount, by } => {
            let amount = positive(*amount)?;
            wound(
                setup,
                state,
                *unit,
                amount,
                *by,
                line("log-karth-damage", turn),
            )
        }
        Action::Hit {
            unit,
            base,
            bonus,
            kind,
            resistance,
            percent,
            by,
        } => {
            for v in [*base, *bonus, *resistance, *percent] {
                common::check_amount(v)?;
            }
            if *percent < 0 || *base < 0 {
                return Err(RuleError::new("rule-karth-negative"));
            }
            let amount = damage(*base, *bonus, *resistance, *percent);
            let head = line("log-karth-hit", turn)
                .arg("base", *base)
                .arg("bonus", *bonus)
                .arg("kind", kind.name())
                .arg("resistance", *resistance)
                .arg("percent", *percent);
            wound(setup, state, *unit, amount, *by, head)
        }
        Action::Heal { unit, amount } => {
            let amount = positive(*amount)?;
            let i = unit_index(state, *unit)?;
            let u = &mut state.units[i];
            let old = u.hp_left();
            u.damage = (u.damage - amount).max(0);
            Ok(line("log-karth-heal", turn)
                .arg("unit", u.name.clone())
                .arg("old", old)
                .arg("new", u.hp_left()))
        }
        Action::Mark {
            unit,
            hidden,
            stunned,
            new_spawn,
        } => {
            let i = unit_index(state, *unit)?;
            let u = &mut state.units[i];
            if let Some(h) = hidden {
                u.hidden = *h;
            }
            if let Some(s) = stunned {
                u.stunned = *s;
            }
            if let Some(n) = new_spawn {
                u.new_spawn = *n;
            }
            Ok(line("log-karth-mark", turn)
                .arg("unit", u.name.clone())
                .arg("hidden", i64::from(u.hidden))
                .arg("stunned", i64::from(u.stunned))
                .arg("new", i64::from(u.new_spawn)))
        }
        Action::RemoveUnit { unit } => {
            let i = unit_index(state, *unit)?;
            let u = state.units.remove(i);
            Ok(line("log-karth-remove", turn)
                .arg("unit", u.name)
                .arg("player", setup.players[u.owner].name.clone()))
        }
        Action::BuyBack { player, item, cost } => {
            let p = *player;
            let who = player_in(setup, state, p)?;
            let cost = not_negative(*cost)?;
            if cost > state.gold[p] {
                return Err(RuleError::new("rule-karth-overspend")
                    .arg("player", who)
                    .arg("resource", "gold")
                    .arg("have", state.gold[p])
                    .arg("amount", cost));
            }
            let old = state.gold[p];
            state.gold[p] -= cost;
            Ok(line("log-karth-buy-back", turn)
                .arg("player", who)
                .arg("item", item.trim())
                .arg("old", old)
                .arg("new", state.gold[p]))
        }
        Action::KnockOut { player } | Action::Concede { player } => {
            let p = *player;
            let who = player_in(setup, state, p)?;
            let why = if matches!(action, Action::KnockOut { .. }) {
                Out::KnockedOut
            } else {
                Out::Conceded
            };
            let leaving: Vec<usize> = if why == Out::Conceded && setup.mode == Mode::TwoVTwo {
                setup.members(setup.side(p))
            } else {
                vec![p]
            };
            for q in &leaving {
                state.out[*q] = Some(why);
            }
            state.last_out = Some((p, why));
            state.units.retain(|u| !leaving.contains(&u.owner));
            let key = if why == Out::KnockedOut {
                "log-karth-knock-out"
            } else {
                "log-karth-concede"
            };
            let line = line(key, turn).arg("player", who);
            // The turn moves on if the side to play has just left.
            if state.side_out(setup, state.active) {
                let sides = setup.sides();
                if let Some(next) = (1..=sides)
                    .map(|k| (state.active + k) % sides)
                    .find(|&s| !state.side_out(setup, s))
                {
                    state.new_turn(next);
                }
            }
            Ok(line)
        }
    }
}

fn wound(
    setup: &Setup,
    state: &mut State,
    id: u32,
    amount: i64,
    by: Option<usize>,
    head: Text,
) -> Result<Text, RuleError> {
    let i = unit_index(state, id)?;
    let unit = state.units[i].clone();
    let owner = setup.players[unit.owner].name.clone();
    let lethal = amount >= unit.hp_left();
    let head = head
        .arg("unit", unit.name.clone())
        .arg("owner", owner)
        .arg("amount", amount)
        .arg("old", unit.hp_left());
    if !lethal {
        state.units[i].damage += amount;
        return Ok(head.arg("new", state.units[i].hp_left()).arg("killed", 0));
    }
    let Some(killer) = by else {
        return Err(RuleError::new("rule-karth-who-killed").arg("unit", unit.name));
    };
    let killer_name = player_in(setup, state, killer)?;
    if killer == unit.owner {
        return Err(RuleError::new("rule-karth-own-kill").arg("unit", unit.name));
    }
    // Rules 2 (FAQ, Earthshaker): "If allied units die, the opponent profits
    // from kills and bounty": a teammate never takes the kill.
    if state.rules >= 2 && setup.side(killer) == setup.side(unit.owner) {
        return Err(RuleError::new("rule-karth-ally-kill")
            .arg("unit", unit.name)
            .arg("killer", killer_name));
    }
    side_total_within_bound(setup, state, killer, unit.bounty, unit.kp)?;
    let gold = common::add(state.gold[killer], unit.bounty)?;
    let kp = common::add(state.kp[killer], unit.kp)?;
    state.gold[killer] = gold;
    state.kp[killer] = kp;
    state.units.remove(i);
    state.cemetery[unit.owner].push(unit.name.clone());
    Ok(head
        .arg("new", 0)
        .arg("killed", 1)
        .arg("killer", killer_name)
        .arg("kp", unit.kp)
        .arg("bounty", unit.bounty))
}
