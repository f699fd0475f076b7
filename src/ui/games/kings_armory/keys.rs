//! The keys of The King's Armory page: arrows pick a monster or an ally,
//! digits type the amount, Enter and − / + act on the target, Esc drops it,
//! and Alt+letter shortcuts (the between-waves step, the pages, the
//! entering monster's level); ↑↓ move the highlight through the side
//! panel's page (see `cursor`), Enter presses what is lit, and a lit field
//! takes what is typed. A letter alone does nothing otherwise.

use iced::keyboard::{Key, Modifiers, key::Named};

use super::body::{Body, Msg, Tab};
use super::foes::Group;
use super::step::Step;
use crate::rules::kings_armory::{Action, Character, Kind, Phase, Setup, State};

impl Body {
    /// The message a key press means here, if any: arrows pick a monster
    /// (left, right) or an ally (up, down), digits type the amount, Enter
    /// and − / + act on the target, Esc drops it, Alt+letter is a
    /// shortcut. A letter alone does nothing, so typing a word with no
    /// field focused changes nothing.
    pub(super) fn key_message(
        &self,
        setup: &Setup,
        state: &State,
        key: &Key,
        typed: Option<&str>,
        modifiers: Modifiers,
    ) -> Option<Msg> {
        let target = self.target(state);
        let lit = self.lit_item(setup, state);
        match key {
            Key::Named(Named::ArrowRight) => {
                step(&monsters(setup, state), target, 1).map(Msg::Select)
            }
            Key::Named(Named::ArrowLeft) => {
                step(&monsters(setup, state), target, -1).map(Msg::Select)
            }
            Key::Named(n @ (Named::ArrowDown | Named::ArrowUp)) => {
                let by = if *n == Named::ArrowDown { 1 } else { -1 };
                // The highlight: on every page but the target's, where ↑↓
                // pick an ally until Alt+↑↓ lit a control.
                if self.tab != Tab::Target || lit.is_some() || modifiers.alt() {
                    Some(Msg::Cursor(by))
                } else {
                    step(&allies(state), target, by).map(Msg::Select)
                }
            }
            Key::Named(Named::Escape) if lit.is_some() => Some(Msg::Unlight),
            Key::Named(Named::Escape) => Some(Msg::Cancel),
            Key::Named(Named::Enter) => match lit {
                Some(item) => Some(item.msg),
                None => target.map(|_| Msg::HitTarget),
            },
            Key::Named(Named::Backspace) => Some(Msg::Backspace),
            // Tab moves between the typed fields (text fields let it by).
            Key::Named(Named::Tab) => {
                Some(Msg::Card(super::card::Msg::NextField(modifiers.shift())))
            }
            Key::Character(c) if modifiers.alt() && !modifiers.command() => {
                let letter = c.chars().flat_map(char::to_lowercase).next()?;
                let shifted = if modifiers.shift() {
                    self.shift_keys(state)
                } else {
                    Vec::new()
                };
                shifted
                    .into_iter()
                    .chain(self.alt_keys(setup, state))
                    .find(|(k, _)| *k == letter)
                    .map(|(_, m)| m)
            }
            // A lit field takes what is typed, as a focused one would.
            _ if lit.as_ref().is_some_and(|i| i.typed.is_some()) && !modifiers.command() => {
                let mut chars = typed?.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) if !c.is_control() => Some(Msg::Type(c)),
                    _ => None,
                }
            }
            _ => match typed {
                Some("+") | Some("=") => target.map(|c| self.plus(setup, c)),
                Some("-") | Some("−") => target.map(|c| self.minus(setup, c)),
                Some(d) if d.len() == 1 && d.chars().all(|c| c.is_ascii_digit()) => {
                    d.chars().next().map(Msg::Digit)
                }
                _ => None,
            },
        }
    }

    /// The Alt+Shift+letter shortcuts: the other way of an Alt+letter
    /// (Alt+Shift+G a monster attacks the gate without entering it,
    /// Alt+Shift+B back one step between waves).
    fn shift_keys(&self, state: &State) -> Vec<(char, Msg)> {
        let mut keys = Vec::new();
        if let Some(Character::Monster(id)) = self.target(state) {
            keys.push(('g', Msg::Gate(id, false)));
        }
        // Back a step: after the heal, to step 2 at the earliest (the heal
        // is done once; a click on an earlier step's name does the same).
        if let Some(step) = super::step::current(state)
            && state.healed
            && step.previous() != Step::Heal
        {
            keys.push(('b', Msg::Step(step.previous())));
        }
        keys
    }

    /// The Alt+letter shortcuts of the page.
    pub fn alt_keys(&self, _setup: &Setup, state: &State) -> Vec<(char, Msg)> {
        let mut keys = Vec::new();
        if let Some(c) = self.target(state) {
            for (k, kind) in [
                ('m', Kind::Melee),
                ('r', Kind::Ranged),
                ('s', Kind::Supernatural),
                ('n', Kind::NonResistible),
            ] {
                keys.push((k, Msg::Hit(c, kind)));
            }
            keys.push(('h', Msg::Heal(c)));
            if let Character::Monster(id) = c {
                keys.push(('u', Msg::Upkeep(id)));
                keys.push(('g', Msg::Gate(id, true)));
                keys.push(('i', Msg::Instant(id)));
            }
        }
        // Between waves: the current step's button (the heal step, step
        // done, the next wave's start).
        if let Some(step) = super::step::current(state) {
            keys.push(('b', between_button(step)));
        }
        keys.push(('o', Msg::Tab(Tab::Shop)));
        keys.push(('l', Msg::Tab(Tab::Allies)));
        // The monster entering: its level (0 a boss), siege equipment.
        for level in 0..=5u32 {
            if let Some(digit) = char::from_digit(level, 10) {
                keys.push((digit, Msg::Level(level)));
            }
        }
        keys.push(('v', Msg::Siege));
        // The wave die's modifier.
        keys.push(('-', Msg::Modifier(-1)));
        keys.push(('+', Msg::Modifier(1)));
        keys.push(('=', Msg::Modifier(1)));
        keys.push(('e', Msg::Act(Action::NextRound)));
        let wave = if state.phase == Phase::Wave {
            Action::EndWave
        } else {
            Action::StartWave
        };
        keys.push(('w', Msg::Act(wave)));
        keys.push(('a', Msg::Focus(Tab::Enter)));
        keys.push(('d', Msg::RollWave));
        keys.push(('t', Msg::RollD20));
        keys.push(('c', Msg::Card(super::card::Msg::Open(state.wave))));
        keys
    }
}

/// What the current between-waves step's button sends: the heal step and
/// the next wave's start are the rules' actions; steps 2 to 6 are marked
/// done, which moves the group on to the next.
fn between_button(step: Step) -> Msg {
    match step {
        Step::Heal => Msg::Act(Action::HealStep),
        Step::Start => Msg::Act(Action::StartWave),
        other => Msg::Step(other.next()),
    }
}

/// The monsters on the board, as targets, in the board's order: by group
/// (level, mini-boss, boss), then by entry.
pub fn monsters(setup: &Setup, state: &State) -> Vec<Character> {
    let mut list: Vec<_> = state
        .monsters
        .iter()
        .map(|m| (Group::of(setup, state, m), m.id))
        .collect();
    list.sort();
    list.into_iter()
        .map(|(_, id)| Character::Monster(id))
        .collect()
}

/// The heroes standing at the table, the hireables not defeated nor
/// sitting the wave out, and Felicity's Guardian, as targets (a
/// knocked-out hero waits for the heal step).
pub fn allies(state: &State) -> Vec<Character> {
    let heroes = state
        .heroes
        .iter()
        .enumerate()
        .filter(|(_, h)| h.standing())
        .map(|(i, _)| Character::Hero(i));
    let hireables = state
        .hireables
        .iter()
        .enumerate()
        .filter(|(_, h)| !h.defeated && !h.sits_out)
        .map(|(i, _)| Character::Hireable(i));
    let guardian = state.guardian.iter().map(|g| Character::Guardian(g.hero));
    heroes.chain(hireables).chain(guardian).collect()
}

/// The character `by` places after (or before) `from` in `list`, round
/// the end; the first (or last) when `from` is not in it.
fn step(list: &[Character], from: Option<Character>, by: isize) -> Option<Character> {
    if list.is_empty() {
        return None;
    }
    let n = list.len() as isize;
    let at = from.and_then(|c| list.iter().position(|x| *x == c));
    let i = match at {
        Some(i) => (i as isize + by).rem_euclid(n),
        None if by > 0 => 0,
        None => n - 1,
    };
    list.get(i as usize).copied()
}
