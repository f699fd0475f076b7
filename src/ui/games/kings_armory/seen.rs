//! The monsters seen this round: one defeated keeps its card's place
//! (drawn empty) until the round passes, so no card moves under the
//! pointer.

use crate::rules::kings_armory::{Monster, Phase, Side, State};

/// Where the game is, down to the round: monster cards keep their places
/// until it changes.
pub type RoundKey = (u32, u32, u8, u8);

/// The round being played, as a key.
pub fn round_key(state: &State) -> RoundKey {
    let phase = match state.phase {
        Phase::Prepare => 0,
        Phase::Wave => 1,
        Phase::Between => 2,
    };
    (
        state.wave,
        state.round,
        u8::from(state.side == Side::Players),
        phase,
    )
}

/// Every monster seen this round, so one defeated keeps its place (drawn
/// empty) until the round passes: no card moves under the pointer.
#[derive(Debug, Clone, Default)]
pub struct SeenFoes {
    key: RoundKey,
    monsters: Vec<Monster>,
}

impl SeenFoes {
    /// The monsters to draw, in order of entry, with `false` for one that
    /// was on the board earlier this round and is gone.
    pub fn cards<'s>(&'s self, state: &'s State) -> Vec<(&'s Monster, bool)> {
        let mut cards: Vec<(&Monster, bool)> = state.monsters.iter().map(|m| (m, true)).collect();
        if self.key == round_key(state) {
            for m in &self.monsters {
                if state.monster_index(m.id).is_none() {
                    cards.push((m, false));
                }
            }
        }
        cards.sort_by_key(|(m, _)| m.id);
        cards
    }

    /// Keeps every monster on the board now; a new round starts afresh.
    pub fn keep(&mut self, state: &State) {
        if self.key != round_key(state) {
            *self = SeenFoes {
                key: round_key(state),
                monsters: Vec::new(),
            };
        }
        for m in &state.monsters {
            match self.monsters.iter_mut().find(|r| r.id == m.id) {
                Some(r) => *r = m.clone(),
                None => self.monsters.push(m.clone()),
            }
        }
    }
}
