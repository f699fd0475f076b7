//! The dice the physical game rolls for every monster: the Monster
//! Selection d12 (the wave die, with the Hero Scaling Grid's modifier and
//! its odd/even entrance side) and the monster d20. Rolled on screen from
//! a small xorshift generator seeded from the clock; never logged.

use std::time::{SystemTime, UNIX_EPOCH};

/// A xorshift64* generator: plenty for dice at a table, no crate needed.
#[derive(Debug, Clone, Copy, Default)]
pub struct Dice {
    state: u64,
}

/// A roll of the wave die.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WaveRoll {
    /// The natural roll, 1–12.
    pub natural: i64,
    /// The modifier added to it.
    pub modifier: i64,
}

impl WaveRoll {
    /// The net result, which may lie below 1 or above 12 (the manual then
    /// takes the lowest or highest level, and the side from the result).
    pub fn net(&self) -> i64 {
        self.natural.saturating_add(self.modifier)
    }

    /// Whether the monster enters on the odd (left) side.
    pub fn odd(&self) -> bool {
        self.net().rem_euclid(2) == 1
    }

    /// Where the net result lies off the die: "less than one, or above
    /// twelve ... use the lowest or highest level Monster possible for that
    /// Wave respectively" (E, Roll Modifier (d12)); none on the die.
    pub fn beyond(&self) -> Option<&'static str> {
        match self.net() {
            ..=0 => Some("low"),
            13.. => Some("high"),
            _ => None,
        }
    }
}

impl Dice {
    /// The next number in `1..=sides`.
    pub fn roll(&mut self, sides: u64) -> i64 {
        if self.state == 0 {
            let nanos = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0x9e37_79b9_7f4a_7c15, |d| d.as_nanos() as u64);
            self.state = nanos | 1;
        }
        let mut x = self.state;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.state = x;
        let n = x.wrapping_mul(0x2545_f491_4f6c_dd1d);
        ((n >> 32) % sides.max(1)) as i64 + 1
    }

    /// The wave die with `modifier` added.
    pub fn wave(&mut self, modifier: i64) -> WaveRoll {
        WaveRoll {
            natural: self.roll(12),
            modifier,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_stay_on_the_die_and_sides_follow_the_net_result() {
        let mut dice = Dice::default();
        for _ in 0..500 {
            assert!((1..=12).contains(&dice.roll(12)));
            assert!((1..=20).contains(&dice.roll(20)));
        }
        let net_zero = WaveRoll {
            natural: 1,
            modifier: -1,
        };
        assert!(!net_zero.odd(), "a net 0 enters on the even side");
        let fifteen = WaveRoll {
            natural: 12,
            modifier: 3,
        };
        assert!(fifteen.odd(), "a net 15 enters on the odd side");
        assert_eq!(net_zero.beyond(), Some("low"), "the lowest level");
        assert_eq!(fifteen.beyond(), Some("high"), "the highest level");
        let twelve = WaveRoll {
            natural: 10,
            modifier: 2,
        };
        assert_eq!(twelve.beyond(), None);
    }
}
