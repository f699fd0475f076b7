//! The keys of the Hero Realms page: Tab and ←→ pick the next allowed
//! target, ↑↓ pick a seat or a champion for the health and champion
//! shortcuts, digits type the amount, Enter deals it, + − change Gold, Esc
//! clears, and Alt+letter names the bar's buttons. A letter alone does
//! nothing, so a word typed with no field focused changes nothing.

use iced::keyboard::{Key, Modifiers, key::Named};

use super::body::{Body, CHAMPION_DEFENSE, CHAMPION_NAME, Msg, Target, legal_targets};
use crate::rules::hero_realms::{Setup, State};

/// Every seat still in the game (its first player) and every champion of
/// its players, in seat order: what ↑↓ walk through.
pub fn picks(setup: &Setup, state: &State) -> Vec<(usize, Option<usize>)> {
    let mut all = Vec::new();
    for track in 0..setup.track_count() {
        let members = setup.members(track);
        if members.iter().all(|&p| state.is_out(p)) {
            continue;
        }
        if let Some(&first) = members.first() {
            all.push((first, None));
        }
        for &p in &members {
            all.extend((0..state.champions_of(p).len()).map(|c| (p, Some(c))));
        }
    }
    all
}

/// `picked` found again now: its champion by place and name, else the
/// seat of its owner; none once the seat is out.
pub(super) fn resolve_pick(
    picked: &Target,
    setup: &Setup,
    state: &State,
) -> Option<(usize, Option<usize>)> {
    let all = picks(setup, state);
    let p = picked.player;
    if let Some((at, name)) = &picked.champion {
        let list = state.champions_of(p);
        let found = match list.get(*at) {
            Some(c) if &c.name == name => Some(*at),
            _ => list.iter().position(|c| &c.name == name),
        };
        if let Some(c) = found {
            return Some((p, Some(c)));
        }
    }
    let first = setup
        .members(setup.track_of(p))
        .first()
        .copied()
        .unwrap_or(p);
    all.contains(&(first, None)).then_some((first, None))
}

/// The entry `by` places after (or before) `from` in `list`, round the
/// end; the first (or last) when `from` is not in it.
fn step<T: Copy + PartialEq>(list: &[T], from: Option<T>, forward: bool) -> Option<T> {
    if list.is_empty() {
        return None;
    }
    let n = list.len();
    let at = from.and_then(|t| list.iter().position(|&o| o == t));
    let next = match (at, forward) {
        (None, true) => 0,
        (None, false) => n - 1,
        (Some(i), true) => (i + 1) % n,
        (Some(i), false) => (i + n - 1) % n,
    };
    list.get(next).copied()
}

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
        let me = self.actor(setup, state);
        let target = |forward: bool| {
            let all = legal_targets(setup, state, me);
            step(&all, self.target(setup, state), forward).map(|(p, c)| Msg::Target(p, c))
        };
        let pick = |forward: bool| {
            step(&picks(setup, state), self.pick(setup, state), forward)
                .map(|(p, c)| Msg::Pick(p, c))
        };
        match key {
            Key::Named(Named::Tab) => target(!modifiers.shift()),
            Key::Named(Named::ArrowRight) => target(true),
            Key::Named(Named::ArrowLeft) => target(false),
            Key::Named(Named::ArrowDown) => pick(true),
            Key::Named(Named::ArrowUp) => pick(false),
            Key::Named(Named::Enter) => Some(Msg::Deal),
            Key::Named(Named::Escape) => Some(Msg::Clear),
            Key::Named(Named::Backspace) => {
                let mut a = self.amount(state).to_owned();
                a.pop();
                Some(Msg::Amount(a))
            }
            Key::Character(c) if modifiers.alt() && !modifiers.command() => {
                let letter = c.chars().flat_map(char::to_lowercase).next()?;
                self.alt_keys(setup, state)
                    .into_iter()
                    .find(|(k, _)| *k == letter)
                    .map(|(_, m)| m)
            }
            Key::Character(_) => match typed {
                Some("+") | Some("=") => Some(Msg::Gold(1)),
                Some("-") | Some("−") => Some(Msg::Gold(-1)),
                Some(d) if d.len() == 1 && d.bytes().all(|b| b.is_ascii_digit()) => {
                    Some(Msg::Amount(format!("{}{d}", self.amount(state))))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The Alt+letter shortcuts of the page: the bar's buttons by their
    /// English word, and the picked seat's or champion's buttons.
    pub fn alt_keys(&self, setup: &Setup, state: &State) -> Vec<(char, Msg)> {
        let me = self.actor(setup, state);
        let (_, _, guard) = self.typed_champion(state);
        let mut keys = vec![
            ('e', Msg::EndTurn),
            ('c', Msg::Combat(1)),
            ('f', Msg::Combat(5)),
            ('n', Msg::Focus(CHAMPION_NAME)),
            ('d', Msg::Focus(CHAMPION_DEFENSE)),
            ('g', Msg::ChampionGuard(!guard)),
            ('p', Msg::PlayChampion),
        ];
        // Hydra: the next player of the team still in the game acts.
        let team: Vec<usize> = state
            .active_players(setup)
            .into_iter()
            .filter(|&p| !state.is_out(p))
            .collect();
        if team.len() > 1
            && let Some(next) = step(&team, Some(me), true)
        {
            keys.push(('a', Msg::Actor(next)));
        }
        // Health: the picked seat's (or the picked champion's owner's),
        // else the acting player's.
        let picked = self.pick(setup, state);
        let seat = picked.map_or(me, |(p, _)| p);
        keys.push(('h', Msg::Health(seat, 1)));
        keys.push(('l', Msg::Health(seat, -1)));
        if let Some((owner, Some(c))) = picked {
            let own_team = owner == me || setup.teammates(owner, me);
            if owner == me {
                keys.push(('x', Msg::Expend(c)));
            }
            if !own_team {
                keys.push(('s', Msg::Stun(owner, c)));
            }
            keys.push(('r', Msg::Remove(owner, c)));
        }
        keys
    }
}
