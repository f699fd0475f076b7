//! The keys of The King's Armory page: arrows pick a monster or an ally,
//! digits type the amount, Enter and − / + act on the target, Esc drops it,
//! and Alt+letter shortcuts (the between-waves step, the pages, the
//! entering monster's level); a letter alone does nothing.

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
        match key {
            Key::Named(Named::ArrowRight) => {
                step(&monsters(setup, state), target, 1).map(Msg::Select)
            }
            Key::Named(Named::ArrowLeft) => {
                step(&monsters(setup, state), target, -1).map(Msg::Select)
            }
            Key::Named(Named::ArrowDown) => step(&allies(state), target, 1).map(Msg::Select),
            Key::Named(Named::ArrowUp) => step(&allies(state), target, -1).map(Msg::Select),
            Key::Named(Named::Escape) => Some(Msg::Cancel),
            Key::Named(Named::Enter) => target.map(|_| Msg::HitTarget),
            Key::Named(Named::Backspace) => Some(Msg::Backspace),
            // Tab moves between the typed fields (text fields let it by).
            Key::Named(Named::Tab) => {
                Some(Msg::Card(super::card::Msg::NextField(modifiers.shift())))
            }
            Key::Character(c) if modifiers.alt() && !modifiers.command() => {
                let letter = c.chars().flat_map(char::to_lowercase).next()?;
                self.alt_keys(setup, state)
                    .into_iter()
                    .find(|(k, _)| *k == letter)
                    .map(|(_, m)| m)
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
