//! The keys of the Heroes of Karth page: ↑↓ pick a player, ←→ a
//! resource, + − change it; Tab moves between the typed fields; digits
//! type the helper's base damage and Enter hits the target; Esc drops the
//! target and any question; Alt+letter names the buttons. A letter alone
//! does nothing, so a word typed with no field focused changes nothing.

use iced::keyboard::{Key, Modifiers, key::Named};

use super::{Body, Field, Flag, Leave, Msg, RESOURCES, Tab};
use crate::rules::karth::{DamageKind, Setup, State};

impl Body {
    /// The message a key press means here, if any (see the module's doc).
    pub(super) fn key_message(
        &self,
        setup: &Setup,
        state: &State,
        key: &Key,
        typed: Option<&str>,
        modifiers: Modifiers,
    ) -> Option<Msg> {
        let n = setup.players.len().max(1);
        let p = self.player(setup, state);
        let standing = |q: &usize| state.out.get(*q).is_some_and(Option::is_none);
        let resource = RESOURCES[self.resource % RESOURCES.len()];
        match key {
            Key::Named(Named::ArrowDown) => {
                (1..=n).map(|k| (p + k) % n).find(standing).map(Msg::Select)
            }
            Key::Named(Named::ArrowUp) => (1..=n)
                .map(|k| (p + n - k) % n)
                .find(standing)
                .map(Msg::Select),
            Key::Named(Named::ArrowRight) => {
                Some(Msg::Resource((self.resource + 1) % RESOURCES.len()))
            }
            Key::Named(Named::ArrowLeft) => Some(Msg::Resource(
                (self.resource + RESOURCES.len() - 1) % RESOURCES.len(),
            )),
            Key::Named(Named::Escape) => Some(Msg::Cancel),
            // Text fields let Tab by: it moves the cursor between them.
            Key::Named(Named::Tab) => Some(Msg::NextField(modifiers.shift())),
            Key::Named(Named::Enter) => self.target(state).map(|_| Msg::Hit),
            Key::Named(Named::Backspace) => {
                let mut base = self.field(Field::Base).to_owned();
                base.pop();
                Some(Msg::Field(Field::Base, base))
            }
            Key::Character(c) if modifiers.alt() && !modifiers.command() => {
                let letter = c.chars().flat_map(char::to_lowercase).next()?;
                self.alt_keys(setup, state, modifiers.shift())
                    .into_iter()
                    .find(|(k, _)| *k == letter)
                    .map(|(_, m)| m)
            }
            _ => match typed {
                Some("+") | Some("=") => Some(Msg::Change(p, resource, 1)),
                Some("-") | Some("−") => Some(Msg::Change(p, resource, -1)),
                Some(d)
                    if d.len() == 1
                        && d.bytes().all(|b| b.is_ascii_digit())
                        && self.target(state).is_some() =>
                {
                    Some(Msg::Field(
                        Field::Base,
                        format!("{}{d}", self.field(Field::Base)),
                    ))
                }
                _ => None,
            },
        }
    }

    /// The Alt+letter shortcuts of the page (`back`: Shift is held too).
    pub fn alt_keys(&self, setup: &Setup, state: &State, back: bool) -> Vec<(char, Msg)> {
        let p = self.player(setup, state);
        let mut keys = vec![
            ('c', Msg::Collect(self.collector(setup, state))),
            ('x', Msg::CollectDeclining(self.collector(setup, state))),
            ('e', Msg::EndTurn),
            ('n', Msg::Focus(Tab::Unit)),
            ('d', Msg::Focus(Tab::Damage)),
            ('b', Msg::Focus(Tab::Player)),
            ('g', Msg::Coffers(!self.coffers)),
            ('p', Msg::Kind(DamageKind::Physical)),
            ('m', Msg::Kind(DamageKind::Magic)),
            ('o', Msg::Kind(DamageKind::Poison)),
            ('k', self.leave(p, Leave::KnockOut)),
            ('q', self.leave(p, Leave::Concede)),
        ];
        if let Some(unit) = self.next_unit(state, back) {
            keys.push(('t', Msg::Target(unit)));
        }
        // A card seen before, by its place in the list: Alt+1 the first.
        for (i, t) in state.templates.iter().enumerate().take(9) {
            if let Some(digit) = char::from_digit(i as u32 + 1, 10) {
                keys.push((digit, Msg::AddKnown(t.name.clone())));
            }
        }
        if let Some(u) = self.target(state) {
            keys.push(('-', Msg::Damage(u.id)));
            keys.push(('+', Msg::Heal(u.id)));
            keys.push(('=', Msg::Heal(u.id)));
            keys.push(('r', Msg::Remove(u.id)));
            for (letter, flag, set) in [
                ('h', Flag::Hidden, u.hidden),
                ('s', Flag::Stunned, u.stunned),
                ('w', Flag::NewSpawn, u.new_spawn),
            ] {
                keys.push((
                    letter,
                    Msg::Flag {
                        unit: u.id,
                        flag,
                        on: !set,
                    },
                ));
            }
            let killers = Body::killers(setup, state, u.owner);
            let now = self.killer_for(setup, state, u.id);
            let at = now.and_then(|k| killers.iter().position(|&x| x == k));
            let next = at.map_or(0, |i| (i + 1) % killers.len().max(1));
            if let Some(&k) = killers.get(next) {
                keys.push(('i', Msg::Killer(k)));
            }
        }
        keys
    }

    /// The unit after (or before) the target on the battlefield, seat by
    /// seat in the order they came; the first (or last) with no target.
    fn next_unit(&self, state: &State, back: bool) -> Option<u32> {
        let mut ids: Vec<(usize, u32)> = state.units.iter().map(|u| (u.owner, u.id)).collect();
        ids.sort_unstable();
        let ids: Vec<u32> = ids.into_iter().map(|(_, id)| id).collect();
        if ids.is_empty() {
            return None;
        }
        let n = ids.len();
        let at = self
            .target(state)
            .and_then(|u| ids.iter().position(|&id| id == u.id));
        let i = match (at, back) {
            (None, false) => 0,
            (None, true) => n - 1,
            (Some(i), false) => (i + 1) % n,
            (Some(i), true) => (i + n - 1) % n,
        };
        ids.get(i).copied()
    }

    /// Alt+K or Alt+Q: asks whether the picked player leaves the game,
    /// and, asked, says yes.
    fn leave(&self, p: usize, leave: Leave) -> Msg {
        if self.armed == Some((p, leave)) {
            Msg::Leave(p, leave)
        } else {
            Msg::Arm(p, leave)
        }
    }
}
