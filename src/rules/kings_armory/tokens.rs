//! Status tokens (C2): the five statuses with their caps, and the tokens a
//! character carries. At the bottom of the rules: it imports nothing of
//! them.

use serde::{Deserialize, Serialize};

/// A status effect (C2, seventh: BBSSB).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Bleed: non-resistible damage each upkeep; at most 3.
    Bleed,
    /// Burn: as Bleed; at most 2.
    Burn,
    /// Slow: −2 move rate each; at most 2.
    Slow,
    /// Stun: the next turn is skipped; at most 1.
    Stun,
    /// Bless: +1 to all three resistances; at most 1.
    Bless,
}

impl Status {
    /// The name used in files and message selectors.
    pub fn name(self) -> &'static str {
        match self {
            Status::Bleed => "bleed",
            Status::Burn => "burn",
            Status::Slow => "slow",
            Status::Stun => "stun",
            Status::Bless => "bless",
        }
    }

    /// The most tokens of this kind a character may carry (C2).
    pub fn cap(self) -> u8 {
        match self {
            Status::Bleed => 3,
            Status::Burn | Status::Slow => 2,
            Status::Stun | Status::Bless => 1,
        }
    }
}

/// "There can only be a combined total of 4 Bleed and Burn Tokens".
pub const BLEED_BURN_CAP: u8 = 4;

/// Status tokens on a character.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Tokens {
    /// Bleed tokens.
    pub bleed: u8,
    /// Burn tokens.
    pub burn: u8,
    /// Slow tokens.
    pub slow: u8,
    /// Stun token.
    pub stun: u8,
    /// Bless token.
    pub bless: u8,
}

impl Tokens {
    /// How many tokens of `status`.
    pub fn get(&self, status: Status) -> u8 {
        match status {
            Status::Bleed => self.bleed,
            Status::Burn => self.burn,
            Status::Slow => self.slow,
            Status::Stun => self.stun,
            Status::Bless => self.bless,
        }
    }

    /// The counter of `status`.
    pub fn get_mut(&mut self, status: Status) -> &mut u8 {
        match status {
            Status::Bleed => &mut self.bleed,
            Status::Burn => &mut self.burn,
            Status::Slow => &mut self.slow,
            Status::Stun => &mut self.stun,
            Status::Bless => &mut self.bless,
        }
    }

    /// Adds one token if the caps allow: at the bleed + burn cap, one of
    /// the other kind goes ("added bleeding will snuff out the fire, while
    /// added fire will cauterize a wound"). Returns the token removed, or
    /// `None` when nothing could be added (the kind is at its own cap).
    pub fn add_one(&mut self, status: Status) -> Option<Option<Status>> {
        if self.get(status) >= status.cap() {
            return None;
        }
        let other = match status {
            Status::Bleed => Some(Status::Burn),
            Status::Burn => Some(Status::Bleed),
            _ => None,
        };
        let mut removed = None;
        if let Some(o) = other
            && self.bleed + self.burn >= BLEED_BURN_CAP
        {
            let slot = self.get_mut(o);
            *slot = slot.saturating_sub(1);
            removed = Some(o);
        }
        *self.get_mut(status) += 1;
        Some(removed)
    }

    /// Whether any token is present.
    pub fn any(&self) -> bool {
        *self != Tokens::default()
    }
}
