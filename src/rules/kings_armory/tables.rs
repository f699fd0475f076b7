//! The manual's variant tables as data: Jump Start (diagram H-2) and The
//! Gauntlet (diagram H-3), both printed for 2–4 heroes only. For 1 or 5–7
//! heroes the manual sends players to its website, so the setup carries the
//! row itself (see [`super::Setup::jump_start_row`] and
//! [`super::Setup::gauntlet_row`]).

use serde::{Deserialize, Serialize};

/// One column of the Jump Start table (H-2): what a game starting at a
/// later wave begins with and must have bought before its first wave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct JumpStartRow {
    /// "Starting Reward Cards".
    pub reward_cards: i64,
    /// "Castle Gate HP Mod" (negative: damage the gate starts with).
    pub gate_mod: i64,
    /// "Offensive Ally HP Mod".
    pub offensive_mod: i64,
    /// "Other Ally HP Mod".
    pub other_mod: i64,
    /// "Req. Extra Towers": towers beyond the starting ones.
    pub extra_towers: i64,
    /// "Req. Unlocked Equipment".
    pub unlocked_equipment: i64,
    /// "Req. Hireables".
    pub hireables: i64,
    /// "Hireable Max Level".
    pub hireable_max_level: i64,
    /// "Max Reinforcement Cards".
    pub max_reinforcements: i64,
}

/// One column of The Gauntlet table (H-3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GauntletRow {
    /// "Starting Reward Cards".
    pub reward_cards: i64,
    /// "Starting Towers".
    pub towers: i64,
    /// "Healing Rate Modifier", added to every ally's heal rate each round.
    pub heal_mod: i64,
    /// "Foes on Foes' 1st Round".
    pub first_foes: i64,
    /// "Foes on all other Rounds".
    pub later_foes: i64,
    /// "Monster Selection d12 Mod".
    pub d12_mod: i64,
    /// "Rewards Every 3 Rounds": reward cards after every third foes' round.
    pub rewards: i64,
    /// "Boss Every 'x' Rounds".
    pub boss_every: i64,
}

/// A column from its nine numbers, top to bottom as printed.
const fn js(v: [i64; 9]) -> JumpStartRow {
    JumpStartRow {
        reward_cards: v[0],
        gate_mod: v[1],
        offensive_mod: v[2],
        other_mod: v[3],
        extra_towers: v[4],
        unlocked_equipment: v[5],
        hireables: v[6],
        hireable_max_level: v[7],
        max_reinforcements: v[8],
    }
}

/// Diagram H-2, "Jump Start ~ 2-4 Heroes", waves 2 to 7 in order.
pub const JUMP_START: [JumpStartRow; 6] = [
    js([3, -1, -2, -1, 0, 0, 0, 1, 1]),
    js([5, -2, -3, -2, 0, 1, 1, 2, 2]),
    js([9, -4, -4, -3, 1, 2, 2, 3, 2]),
    js([14, -6, -6, -4, 1, 3, 2, 3, 2]),
    js([20, -8, -7, -5, 2, 4, 3, 3, 3]),
    js([27, -10, -8, -6, 2, 4, 3, 3, 3]),
];

const fn g(
    reward_cards: i64,
    towers: i64,
    heal_mod: i64,
    first_foes: i64,
    rewards: i64,
    boss_every: i64,
) -> GauntletRow {
    GauntletRow {
        reward_cards,
        towers,
        heal_mod,
        first_foes,
        later_foes: 7,
        d12_mod: 0,
        rewards,
        boss_every,
    }
}

/// Diagram H-3, "Gauntlet ~ 2-4 Heroes", waves 1 to 7 in order. "Foes on
/// all other Rounds" is 7 and the d12 modifier +0 in every column.
pub const GAUNTLET: [GauntletRow; 7] = [
    g(3, 2, 0, 3, 2, 7),
    g(4, 2, 0, 5, 2, 5),
    g(7, 2, 0, 7, 3, 5),
    g(11, 3, 0, 9, 3, 4),
    g(17, 3, 1, 11, 4, 4),
    g(23, 3, 1, 13, 4, 3),
    g(30, 4, 1, 15, 5, 3),
];

/// Whether the manual prints the tables for this many heroes.
pub fn printed_for(heroes: usize) -> bool {
    (2..=4).contains(&heroes)
}

/// The printed Jump Start column for `wave` (2–7) and 2–4 heroes.
pub fn jump_start(wave: u32, heroes: usize) -> Option<JumpStartRow> {
    if !printed_for(heroes) {
        return None;
    }
    let i = usize::try_from(wave.checked_sub(2)?).ok()?;
    JUMP_START.get(i).copied()
}

/// The printed Gauntlet column for `wave` (1–7) and 2–4 heroes.
pub fn gauntlet(wave: u32, heroes: usize) -> Option<GauntletRow> {
    if !printed_for(heroes) {
        return None;
    }
    let i = usize::try_from(wave.checked_sub(1)?).ok()?;
    GAUNTLET.get(i).copied()
}
