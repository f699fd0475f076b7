//! The plain records the state keeps besides its characters: the pieces
//! of equipment, Felicity's Guardian, the Wave Card's rows and the reward
//! cards due, and the trades of a player who drops. Below the rules that
//! change them (`gear`, `guardian`, `wave_card`, `drop`) and the state
//! that holds them.

use serde::{Deserialize, Serialize};

use super::setup::{Entry, Resist};
use super::tokens::Tokens;

/// "Each Hero can possess and wear a max of 2 pieces of Equipment at a
/// time" (E); each starts with two locked pieces (A2).
pub const MAX_HELD: usize = 2;

/// A piece of equipment, by its position in [`State::gear`] (never reused).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Gear {
    /// The hero it is assigned to; none: extra equipment, which "belongs
    /// to no Player or Hero" (E).
    pub hero: Option<usize>,
    /// A starting piece not yet unlocked: it "does not yet belong to the
    /// Hero" and "may never be swapped or sold" (A2, B5).
    pub locked: bool,
    /// Worn by its hero.
    pub equipped: bool,
    /// Sold, or put back under the deck when its hero's player dropped.
    pub gone: bool,
}

impl Gear {
    /// A starting piece for `hero`, locked.
    pub fn starting(hero: usize) -> Self {
        Gear {
            hero: Some(hero),
            locked: true,
            equipped: false,
            gone: false,
        }
    }

    /// Not sold nor put back under the deck.
    pub fn in_play(&self) -> bool {
        !self.gone
    }
}

/// The Guardian on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Guardian {
    /// Felicity's position among the heroes.
    pub hero: usize,
    /// Its name as the table calls it.
    pub name: String,
    /// Hit points left.
    pub hp: i64,
    /// Hit points it was summoned with.
    pub max: i64,
    /// Its resistances.
    pub resist: Resist,
    /// Its status tokens (never Bleed or Stun).
    pub tokens: Tokens,
    /// The Gauntlet: players' rounds it has left; none elsewhere (it stays
    /// until the wave ends).
    pub rounds_left: Option<u8>,
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

/// One wave's numbers from the Wave Card, as the group reads them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaveNumbers {
    /// The wave (#1).
    pub wave: u32,
    /// The foe quantity on the Monster Selection Grid (#2).
    pub foes: i64,
    /// The Hero Scaling Grid's additional monsters for the number of
    /// heroes (#7); may be negative.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub extra_foes: i64,
    /// The Hero Scaling Grid's d12 roll modifier (#8), −12 to 12.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub d12_mod: i64,
    /// The reward cards after the wave (#4).
    pub reward_cards: i64,
    /// The Hero Scaling Grid's reward bonus (#9); may be negative.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub extra_cards: i64,
}

impl WaveNumbers {
    /// The wave's foes: the quantity "modified, up or down, based on the
    /// Number of Heroes Played" (B1).
    pub fn total(&self) -> u32 {
        u32::try_from(self.foes.saturating_add(self.extra_foes).max(0)).unwrap_or(u32::MAX)
    }

    /// How many of the wave's foes arrive on foes' round `round` (from 1):
    /// all on the first ("all Monsters enter at the start of the first
    /// Foes' Round", D2-2 Standard; High Speed Boss Entry moves only the
    /// boss), or with Delayed Monster Entry "half of the Monsters (rounded
    /// up)" first and "the remainder ... on the Foes' 2nd Round".
    pub fn on_round(&self, entry: Entry, round: u32) -> u32 {
        let total = self.total();
        let first = match entry {
            Entry::Delayed => total.div_ceil(2),
            Entry::Standard | Entry::HighSpeed => total,
        };
        match round {
            1 => first,
            2 => total - first,
            _ => 0,
        }
    }
}

/// The reward cards due after a wave, part by part (B5 step 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Rewards {
    /// The wave just ended.
    pub wave: u32,
    /// The Wave Card's reward cards (#4).
    pub base: i64,
    /// The Hero Scaling Grid's bonus (#9).
    pub scaling: i64,
    /// 3 Stars: won or lost (H).
    pub stars: i64,
    /// The mini boss beaten: 2 (D2-2).
    pub mini_boss: i64,
    /// The sum, never below 0.
    pub total: i64,
}

/// One trade as a player drops: the leaving hero's unlocked `piece` goes
/// to the hero who held the locked piece `with`, and `with` goes under the
/// deck with the leaving hero's other locked pieces. Pieces by their
/// position in [`State::gear`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DropTrade {
    /// The leaving hero's unlocked piece.
    pub piece: usize,
    /// Another hero's locked piece, taken in exchange.
    pub with: usize,
}
