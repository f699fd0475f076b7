//! The actions of a King's Armory game, as they are written in files.

use serde::{Deserialize, Serialize};

use super::records::DropTrade;
use super::setup::{Resist, Role};
use super::state::{Class, Immunity, Kind};
use super::tokens::Status;
use crate::rules::common::Color;

/// A character (E, "Character Terms"): a monster by id, a hero or a
/// hireable by position, Felicity's Guardian by hers. Written
/// `{"monster": 3}`, `{"hero": 0}`, `{"hireable": 1}`, `{"guardian": 2}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Character {
    /// A monster, by the id it got on entering.
    Monster(u32),
    /// A hero, by position (setup order, then heroes who joined).
    Hero(usize),
    /// A hireable, by position in order of hiring.
    Hireable(usize),
    /// Felicity's Guardian, by Felicity's position among the heroes.
    Guardian(usize),
}

/// A way of defeating a foe at once (E: Instakill, Destroyed, Removal).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Defeat {
    /// "Only effective against all normal (living) Foes": not siege
    /// equipment.
    #[default]
    Instakill,
    /// "Only works against Siege Equipment, not regular Foes."
    Destroyed,
    /// "Does not count as being Destroyed or Instakilled and thus bypasses
    /// immunities to such."
    Removal,
}

impl Defeat {
    /// The name used in files and message selectors.
    pub fn name(self) -> &'static str {
        match self {
            Defeat::Instakill => "instakill",
            Defeat::Destroyed => "destroyed",
            Defeat::Removal => "removal",
        }
    }

    fn is_instakill(&self) -> bool {
        *self == Defeat::Instakill
    }
}

/// One change at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// The next wave (or the first) begins with the foes' first round.
    StartWave,
    /// The round passes: foes' round → players' round (Bless tokens go) →
    /// the next foes' round. In The Gauntlet the end of each foes' round
    /// is a mini Between Waves phase.
    NextRound,
    /// Every foe of the wave is defeated: the wave ends (the final one
    /// wins the game).
    EndWave,
    /// A monster enters the board.
    MonsterEnters {
        /// Level 1–5; left out for a boss.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        level: Option<u32>,
        /// A boss.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        boss: bool,
        /// Its name (the bestiary, G3), if the table gives it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        /// Its hit points.
        hp: i64,
        /// Its resistances.
        #[serde(default)]
        resist: Resist,
        /// Its immunities.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        immune: Vec<Immunity>,
        /// Siege equipment.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        siege: bool,
        /// Brought by an effect (a summoning, a boss card's additional
        /// monsters: E, Summoning; B7), not by the wave's roll: it is not
        /// counted against the foes due this round.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        summoned: bool,
    },
    /// Damage dealt to a character: less the matching resistance (+1 when
    /// blessed), at least 1, none if immune; non-resistible ignores
    /// resistance.
    Damage {
        /// Who takes it.
        character: Character,
        /// Damage dealt, at least 1.
        amount: i64,
        /// Melee, ranged, supernatural or non-resistible.
        #[serde(default)]
        kind: Kind,
    },
    /// Healing, never above the maximum.
    Heal {
        /// Who is healed.
        character: Character,
        /// Hit points healed, at least 1.
        amount: i64,
    },
    /// Status tokens placed, within the caps.
    AddStatus {
        /// On whom.
        character: Character,
        /// Which status.
        status: Status,
        /// How many tokens (default 1).
        #[serde(default = "one")]
        count: i64,
        /// The type of the attack that caused it: an immune monster is
        /// immune to its effects too.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<Kind>,
    },
    /// Status tokens taken off.
    RemoveStatus {
        /// From whom.
        character: Character,
        /// Which status.
        status: Status,
        /// How many tokens (default 1).
        #[serde(default = "one")]
        count: i64,
    },
    /// A monster's upkeep at the start of its turn: its Bleed and Burn as
    /// non-resistible damage, then its Stun token goes (turn skipped).
    Upkeep {
        /// The monster's id.
        monster: u32,
    },
    /// A monster reaches the Castle Gate, deals its full damage and is
    /// removed (bosses and siege equipment never enter: `attack_gate`).
    ReachGate {
        /// The monster's id.
        monster: u32,
        /// Its damage.
        damage: i64,
        /// The second number of "+" damage.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plus: Option<i64>,
        /// The hitroll count of an "x" monster (x2, x3...).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rolls: Option<i64>,
    },
    /// A monster attacks the gate and stays (in range, or a boss or siege
    /// equipment sitting at the gate).
    AttackGate {
        /// The monster's id.
        monster: u32,
        /// Its damage.
        damage: i64,
        /// The second number of "+" damage.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plus: Option<i64>,
        /// The hitroll count of an "x" monster.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rolls: Option<i64>,
    },
    /// A monster is defeated at once (Instakill, Destroyed, Removal).
    InstantDefeat {
        /// The monster's id.
        monster: u32,
        /// Instakill (the default), Destroyed or Removal (E).
        #[serde(default, skip_serializing_if = "Defeat::is_instakill")]
        how: Defeat,
        /// The type of the attack that carried it, if any: a monster
        /// immune to that type is immune to its effects too (E, Immune).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<Kind>,
        /// The card or action says it affects bosses ("unless an action or
        /// card specifically states that it will effect a Boss", E,
        /// Bosses): only then may a boss be defeated at once.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        affects_bosses: bool,
    },
    /// A hireable is hired at level 1 for the cost on its card.
    Hire {
        /// Its class.
        class: Class,
        /// Its token's name.
        name: String,
        /// Level 1 hit points from the card.
        hp: i64,
        /// Level 1 heal rate from the card.
        heal_rate: i64,
        /// The price on the card.
        cost: i64,
        /// Its resistances.
        #[serde(default)]
        resist: Resist,
        /// Jump Start: it can heal (starts with 3 less damage).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        heals: bool,
    },
    /// A hireable goes up a level for the cost on its card and heals its
    /// heal rate.
    LevelUp {
        /// The hireable's position.
        hireable: usize,
        /// The price on the card.
        cost: i64,
        /// Hit points at the new level, if they change.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hp: Option<i64>,
        /// Heal rate at the new level, if it changes.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        heal_rate: Option<i64>,
    },
    /// A new player joins between waves with an unplayed hero (D3).
    AddHero {
        /// The player.
        player: String,
        /// The player's colour.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        color: Option<Color>,
        /// The hero's name.
        hero: String,
        /// The hero's maximum hit points.
        hp: i64,
        /// The hero's heal rate.
        heal_rate: i64,
        /// Offensive or utility.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        role: Option<Role>,
        /// Resistances.
        #[serde(default)]
        resist: Resist,
        /// Dodge.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dodge: Option<i64>,
    },
    /// A hero's player drops between waves; the hero keeps its HP.
    HeroLeaves {
        /// The hero's position.
        hero: usize,
        /// Rules 4: the hero's unlocked pieces traded for the other
        /// players' locked ones as the player drops (D3).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        trades: Vec<DropTrade>,
    },
    /// A hero who left comes back with the HP it had (D3).
    HeroReturns {
        /// The hero's position.
        hero: usize,
    },
    /// Felicity summons her Guardian (E, Summon Guardian) on her turn.
    SummonGuardian {
        /// Felicity's position.
        hero: usize,
        /// The Guardian's name as the table calls it.
        name: String,
        /// Its hit points, from Felicity's card.
        hp: i64,
        /// Its resistances.
        #[serde(default)]
        resist: Resist,
    },
    /// Felicity is hit by a ranged attack or effect with her Guardian
    /// adjacent (the table judges it): the Guardian takes the damage.
    GuardianShields {
        /// Felicity's position.
        hero: usize,
        /// The ranged damage dealt, at least 1.
        amount: i64,
    },
    /// Between Waves, step 1: every ally heals its heal rate; knocked-out
    /// heroes come back with their heal rate.
    HealStep,
    /// Between Waves, after the heal: the group moves on (or back) to
    /// this step, 2 to 7 (B5), so the session reopens at it.
    BetweenStep {
        /// The step's number in the rulebook.
        step: u32,
    },
    /// A reward card's gold (50, 100, 150 or 250) for the team.
    Reward {
        /// The card's value.
        value: i64,
    },
    /// A tower is built: 100 gold.
    BuildTower,
    /// A tower is sold: +50 gold.
    SellTower,
    /// A tower is destroyed during a wave.
    TowerDestroyed,
    /// A hero's starting equipment is unlocked: 150 gold.
    UnlockEquipment {
        /// The hero's position.
        hero: usize,
    },
    /// New equipment is bought: 100 gold, once a hero has unlocked both.
    BuyEquipment,
    /// Unlocked equipment is sold: +50 gold.
    SellEquipment {
        /// The piece (its position in the game's equipment); none: an
        /// extra piece, else the last unlocked piece nobody wears.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        piece: Option<usize>,
    },
    /// A hero puts on an unlocked piece it holds, or an extra piece (B5,
    /// step 5): at most two pieces a hero.
    Equip {
        /// The piece.
        piece: usize,
        /// The hero's position.
        hero: usize,
    },
    /// A hero takes a piece off; it keeps holding it.
    Unequip {
        /// The piece.
        piece: usize,
    },
    /// Two unlocked pieces change hands, 1-for-1 (between two heroes, or a
    /// hero's and an extra piece).
    TradeEquipment {
        /// One piece.
        piece: usize,
        /// The piece it is traded for.
        with: usize,
    },
    /// A hero sets an unlocked piece aside: it becomes extra equipment.
    SetAsideEquipment {
        /// The piece.
        piece: usize,
    },
    /// A reinforcement card: 200 gold, at most 3 held.
    BuyReinforcement,
    /// A reinforcement card is played.
    PlayReinforcement,
    /// The Armory Card: 900 gold (1,200 in a 7-wave game), at most 1 held.
    BuyArmory,
    /// The Armory Card is played.
    PlayArmory,
    /// The Wave Card's numbers (B1, Diagram B1-1), read off the card
    /// before a wave: one wave's, or every wave's at once as a table. A
    /// wave entered again takes the new numbers.
    WaveCard {
        /// One row per wave.
        waves: Vec<super::records::WaveNumbers>,
    },
}

impl Action {
    /// An Instakill of monster `monster` by an effect of no attack type
    /// that does not say it affects bosses.
    pub fn instakill(monster: u32) -> Self {
        Action::InstantDefeat {
            monster,
            how: Defeat::Instakill,
            kind: None,
            affects_bosses: false,
        }
    }
}

fn one() -> i64 {
    1
}
