//! The play body of Heroes of Karth: what the page remembers (the player
//! picked this turn, the typed fields, the target and the killer, an armed
//! knock-out or concession) and what it reads from it. A click or a key
//! becomes an action in `update`; the seats are drawn in `seats`, the
//! forms under them in `panel`.

mod keys;
mod update;

use crate::rules::Text;
use crate::rules::karth::{DamageKind, Out, Resource, Setup, State, Unit};
use crate::ui::widget;

use super::fields::{BUY_FIELDS, FIELDS, HIT_FIELDS, UNIT_FIELDS};
pub use super::fields::{Field, Flag};

/// Gold, SE and KP, in the order the seats show them.
pub const RESOURCES: [Resource; 3] = [Resource::Gold, Resource::Se, Resource::Kp];

/// Which form the panel under the seats shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    /// A unit enters the battlefield.
    #[default]
    Unit,
    /// The damage helper for the targeted unit.
    Damage,
    /// The picked player: buy back an item, knocked out, concede.
    Player,
}

/// The two ways out of the game, both asked in place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leave {
    /// All the player's spawners were taken.
    KnockOut,
    /// The player (2v2: the team) concedes.
    Concede,
}

/// A turn, as the side playing it: (turn number, active side).
type TurnKey = (u32, usize);

fn turn_key(state: &State) -> TurnKey {
    (state.turn, state.active)
}

/// Every unit seen on the battlefield this turn, so a unit that dies or
/// leaves keeps its place (drawn empty) until the turn passes: the lines
/// under it never move up under the pointer.
#[derive(Debug, Clone, Default)]
struct SeenUnits {
    turn: TurnKey,
    units: Vec<Unit>,
}

/// What is picked and typed on this screen.
#[derive(Debug, Clone, Default)]
pub struct Body {
    /// The player picked during a turn; it follows the turn when it passes.
    pick: Option<(TurnKey, usize)>,
    /// The resource the keys change: 0 gold, 1 SE, 2 KP.
    pub(super) resource: usize,
    pub(super) target: Option<u32>,
    killer: Option<usize>,
    fields: [String; FIELDS],
    pub(super) coffers: bool,
    pub(super) kind: DamageKind,
    pub(super) tab: Tab,
    /// A knock-out or concession asking "Sure?".
    pub(super) armed: Option<(usize, Leave)>,
    seen: SeenUnits,
}

/// What the body reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Pick a player (for keys and forms).
    Select(usize),
    /// Pick a resource for the keys: 0 gold, 1 SE, 2 KP.
    Resource(usize),
    /// Pick a player and one of their resources (a cramped seat's values).
    Pick(usize, usize),
    /// +n or −n of a resource for a player.
    Change(usize, Resource, i64),
    /// Collect gold and SE.
    Collect(usize),
    /// Collect without the gold of the player's hidden coffer heroes.
    CollectDeclining(usize),
    /// End the turn.
    EndTurn,
    /// Show a form under the seats.
    Tab(Tab),
    /// Show a form and put the cursor in its first field.
    Focus(Tab),
    /// Tab (backwards with Shift): the cursor to the next typed field.
    NextField(bool),
    /// Esc: drop the target and any question.
    Cancel,
    /// A field was typed.
    Field(Field, String),
    /// The new unit has Golden Coffers.
    Coffers(bool),
    /// Add the typed unit for the picked player.
    AddUnit,
    /// Add a card seen before, by name, for the picked player.
    AddKnown(String),
    /// Pick a unit as the target of the damage helper (again: drop it).
    Target(u32),
    /// Pick who gets the kill.
    Killer(usize),
    /// The helper's damage type.
    Kind(DamageKind),
    /// Hit the target with the helper's numbers.
    Hit,
    /// The picked player buys back the typed item for the typed cost.
    BuyBack,
    /// One damage to a unit.
    Damage(u32),
    /// Heal one hit point.
    Heal(u32),
    /// Switch a unit's flag on or off.
    Flag {
        /// The unit.
        unit: u32,
        /// Which flag.
        flag: Flag,
        /// On (true) or off.
        on: bool,
    },
    /// A unit leaves without dying.
    Remove(u32),
    /// Ask whether a player leaves the game.
    Arm(usize, Leave),
    /// Not after all.
    Disarm,
    /// Yes: the player leaves the game.
    Leave(usize, Leave),
}

/// The body's one-shot controls (see [`crate::ui::games::Room::control`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// A player's Collect.
    Collect(usize),
    /// A player's Collect without the hidden coffers' gold.
    CollectDeclining(usize),
    /// End turn.
    EndTurn,
    /// Buy back the typed item.
    BuyBack,
    /// Yes to a player leaving the game.
    Leave(usize, Leave),
}

impl Body {
    /// The player the keys and the forms act for: the one picked this
    /// turn, else the first player of the side to play who is still in.
    pub fn player(&self, setup: &Setup, state: &State) -> usize {
        let standing = |p: &usize| state.out.get(*p).is_some_and(Option::is_none);
        self.pick
            .filter(|(turn, p)| *turn == turn_key(state) && standing(p))
            .map(|(_, p)| p)
            .or_else(|| setup.members(state.active).into_iter().find(standing))
            .or_else(|| (0..setup.players.len()).find(standing))
            .unwrap_or(0)
    }

    /// The targeted unit, if it is still on the battlefield.
    pub fn target<'s>(&self, state: &'s State) -> Option<&'s Unit> {
        self.target.and_then(|id| state.unit(id))
    }

    /// Whether unit `id` is the helper's target.
    pub fn is_target(&self, id: u32) -> bool {
        self.target == Some(id)
    }

    /// What field `f` shows.
    pub fn field(&self, f: Field) -> &str {
        &self.fields[f.index()]
    }

    /// The units to draw in `owner`'s seat, in the order they came, with
    /// `None` for one that was there earlier this turn and is gone.
    pub fn lines<'s>(&'s self, state: &'s State, owner: usize) -> Vec<(&'s Unit, bool)> {
        let mut lines: Vec<(&Unit, bool)> = state.units_of(owner).map(|u| (u, true)).collect();
        if self.seen.turn == turn_key(state) {
            for u in self.seen.units.iter().filter(|u| u.owner == owner) {
                if state.unit(u.id).is_none() {
                    lines.push((u, false));
                }
            }
        }
        lines.sort_by_key(|(u, _)| u.id);
        lines
    }

    /// Who may take the kill of `owner`'s unit: never the owner, never
    /// (rules 2) a teammate, never a player who is out.
    pub fn killers(setup: &Setup, state: &State, owner: usize) -> Vec<usize> {
        (0..setup.players.len())
            .filter(|&k| k != owner)
            .filter(|&k| state.rules < 2 || setup.side(k) != setup.side(owner))
            .filter(|&k| state.out.get(k).is_some_and(Option::is_none))
            .collect()
    }

    /// Who gets the kill of `unit`: the one picked if allowed, else an
    /// opponent of the owner, a player of the side to play first.
    pub fn killer_for(&self, setup: &Setup, state: &State, unit: u32) -> Option<usize> {
        let owner = state.unit(unit)?.owner;
        let allowed = Self::killers(setup, state, owner);
        let opponents = || {
            allowed
                .iter()
                .copied()
                .filter(|&k| setup.side(k) != setup.side(owner))
        };
        self.killer
            .filter(|k| allowed.contains(k))
            .or_else(|| opponents().find(|&k| state.is_active(setup, k)))
            .or_else(|| opponents().next())
            .or_else(|| allowed.first().copied())
    }

    /// Why `p` cannot collect now, if the rules would refuse it.
    pub fn why_not_collect(setup: &Setup, state: &State, p: usize) -> Option<Text> {
        let who = setup.players.get(p).map(|x| x.name.clone())?;
        if state.out.get(p).copied().flatten().is_some() {
            Some(Text::msg("rule-karth-player-out").arg("player", who))
        } else if !state.is_active(setup, p) {
            Some(Text::msg("rule-karth-not-your-turn").arg("player", who))
        } else if state.collected.get(p) == Some(&true) {
            Some(Text::msg("rule-karth-collected").arg("player", who))
        } else if state.rules >= 2 && state.acted.get(p) == Some(&true) {
            Some(Text::msg("rule-karth-collect-first").arg("player", who))
        } else {
            None
        }
    }

    /// Who Alt+C collects for: the picked player if they may, else the
    /// first player of the side to play who may.
    pub fn collector(&self, setup: &Setup, state: &State) -> usize {
        let p = self.player(setup, state);
        if Self::why_not_collect(setup, state, p).is_none() {
            return p;
        }
        setup
            .members(state.active)
            .into_iter()
            .find(|&q| Self::why_not_collect(setup, state, q).is_none())
            .unwrap_or(p)
    }

    /// Keeps the units seen this turn.
    fn keep_units(&mut self, state: &State) {
        if self.seen.turn != turn_key(state) {
            self.seen = SeenUnits {
                turn: turn_key(state),
                units: Vec::new(),
            };
        }
        for u in &state.units {
            if !self.seen.units.iter().any(|r| r.id == u.id) {
                self.seen.units.push(u.clone());
            }
        }
    }

    fn number(&self, f: Field, key: &str, blank: Option<i64>) -> Result<i64, Text> {
        widget::number(key, &self.fields[f.index()], blank)
    }
}

/// The remark for a player who is out.
pub fn out_key(why: Out) -> &'static str {
    match why {
        Out::KnockedOut => "remark-karth-knocked-out",
        Out::Conceded => "remark-karth-conceded",
    }
}
