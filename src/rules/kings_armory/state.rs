//! The state of a King's Armory game: the gate, the shared gold and cards,
//! the heroes (including those who joined or left), the hireables, the
//! monsters on the board, and where the game is (wave, round, phase).

use serde::{Deserialize, Serialize};

use super::records::{Gear, Guardian, MAX_HELD, Rewards, WaveNumbers};
use super::setup::{Resist, Role, Setup};
use super::tokens::Tokens;
use crate::rules::common::Color;

/// A kind of damage (C2, second; E "Non-Resistible").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Melee (M).
    #[default]
    Melee,
    /// Ranged (R).
    Ranged,
    /// Supernatural (SN).
    Supernatural,
    /// Non-resistible: no resistance applies.
    NonResistible,
}

impl Kind {
    /// The name used in files and message selectors.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Melee => "melee",
            Kind::Ranged => "ranged",
            Kind::Supernatural => "supernatural",
            Kind::NonResistible => "non_resistible",
        }
    }
}

/// An immunity printed on a monster token (grey X) or a boss card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Immunity {
    /// Melee damage and its effects.
    Melee,
    /// Ranged damage and its effects.
    Ranged,
    /// Supernatural damage and its effects (and Burn damage).
    Supernatural,
    /// "Immune to everything": no damage, not even non-resistible, and no
    /// status effects placed by allies.
    Everything,
}

/// A monster on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Monster {
    /// Its id, given in order of entry, never reused.
    pub id: u32,
    /// Its name, if given.
    pub name: Option<String>,
    /// Level 1–5; none for a boss.
    pub level: Option<u32>,
    /// A boss.
    pub boss: bool,
    /// Siege equipment (never enters the gate; immune to Bleed and Stun).
    pub siege: bool,
    /// Hit points left.
    pub hp: i64,
    /// Hit points it entered with.
    pub max: i64,
    /// Damage resistances.
    pub resist: Resist,
    /// Immunities.
    pub immune: Vec<Immunity>,
    /// Status tokens.
    pub tokens: Tokens,
}

impl Monster {
    /// How it is called in the log: its name and id, or its id.
    pub fn label(&self) -> String {
        match &self.name {
            Some(n) => format!("{n} #{}", self.id),
            None => format!("#{}", self.id),
        }
    }

    /// Whether it is immune to `kind`.
    pub fn immune_to(&self, kind: Immunity) -> bool {
        self.immune.contains(&Immunity::Everything) || self.immune.contains(&kind)
    }
}

/// A hero: at the table now, or who left between waves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hero {
    /// The player.
    pub player: String,
    /// The player's colour.
    pub color: Color,
    /// The hero's name.
    pub name: String,
    /// Hit points left (0: knocked out).
    pub hp: i64,
    /// Maximum hit points.
    pub max: i64,
    /// Heal rate.
    pub heal_rate: i64,
    /// Offensive or utility, if known.
    pub role: Option<Role>,
    /// Resistances.
    pub resist: Resist,
    /// Dodge, for the record.
    pub dodge: Option<i64>,
    /// Status tokens (removed at the end of each wave).
    pub tokens: Tokens,
    /// Starting equipment unlocked (0–2).
    pub unlocked: u8,
    /// Left the game between waves (may come back with these HP).
    pub left: bool,
}

impl Hero {
    /// Knocked out: at 0 HP until the next heal step.
    pub fn knocked_out(&self) -> bool {
        self.hp <= 0
    }

    /// At the table and standing.
    pub fn standing(&self) -> bool {
        !self.left && !self.knocked_out()
    }
}

/// A class of hireable (G2) with its Maximum Recruitment (E).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// Foot Soldier, at most 3.
    FootSoldier,
    /// Archer, at most 3.
    Archer,
    /// Sorcerer, at most 2.
    Sorcerer,
    /// Psionicist, at most 2.
    Psionicist,
    /// Cleric, at most 2.
    Cleric,
}

impl Class {
    /// Every class, in the order of the Maximum Recruitment list.
    pub const ALL: [Class; 5] = [
        Class::FootSoldier,
        Class::Archer,
        Class::Sorcerer,
        Class::Psionicist,
        Class::Cleric,
    ];

    /// "3 Foot Soldiers, 3 Archers, 2 Sorcerers, 2 Psionicists, and 2
    /// Clerics" over the course of a game.
    pub fn cap(self) -> usize {
        match self {
            Class::FootSoldier | Class::Archer => 3,
            _ => 2,
        }
    }

    /// The name used in files and message selectors.
    pub fn name(self) -> &'static str {
        match self {
            Class::FootSoldier => "foot_soldier",
            Class::Archer => "archer",
            Class::Sorcerer => "sorcerer",
            Class::Psionicist => "psionicist",
            Class::Cleric => "cleric",
        }
    }

    /// Offensive (Foot Soldiers, Archers, Sorcerers) or utility (D1).
    pub fn role(self) -> Role {
        match self {
            Class::FootSoldier | Class::Archer | Class::Sorcerer => Role::Offensive,
            Class::Psionicist | Class::Cleric => Role::Utility,
        }
    }
}

/// The most levels a hireable has.
pub const MAX_LEVEL: u32 = 3;

/// A hireable, hired between waves; defeated ones stay listed, gone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hireable {
    /// Its token's name.
    pub name: String,
    /// Its class.
    pub class: Class,
    /// Level 1–3.
    pub level: u32,
    /// Hit points left.
    pub hp: i64,
    /// Maximum hit points at its level.
    pub max: i64,
    /// Heal rate at its level.
    pub heal_rate: i64,
    /// Resistances.
    pub resist: Resist,
    /// Status tokens.
    pub tokens: Tokens,
    /// Defeated: gone for the game.
    pub defeated: bool,
    /// Sits out the wave being played: the towers could not host it (B5,
    /// step 6; rules 2).
    pub sits_out: bool,
}

/// Where the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Before the first wave (towers placed; Jump Start and Gauntlet
    /// purchases).
    Prepare,
    /// A wave is being played.
    Wave,
    /// The Between Waves Phase before `State::wave`.
    Between,
}

/// Whose round it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The foes' round.
    Foes,
    /// The players' round.
    Players,
}

/// How the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// Every foe of every wave defeated with the gate standing.
    Victory,
    /// The gate fell to 0.
    Gate,
    /// Every hero at the table knocked out at once.
    Heroes,
}

/// The game so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct State {
    /// The rules version played under (see [`super::Rules`]): 1 keeps
    /// the checks of the first release, so old sessions replay as they
    /// were played.
    pub rules: u32,
    /// Castle Gate hit points.
    pub gate: i64,
    /// Its maximum.
    pub gate_max: i64,
    /// The team's gold.
    pub gold: i64,
    /// Towers on the map.
    pub towers: i64,
    /// Reinforcement cards held.
    pub reinforcements: i64,
    /// Armory cards held (0 or 1).
    pub armory: i64,
    /// Unlocked equipment the team holds (unlocked, bought, not sold).
    pub equipment: i64,
    /// Some hero has unlocked both starting pieces: new equipment for sale.
    pub new_equipment: bool,
    /// Every piece of equipment in the game, each hero's two starting
    /// pieces first; a piece keeps its position.
    pub gear: Vec<Gear>,
    /// Heroes, in turn order; joined heroes are added at the end.
    pub heroes: Vec<Hero>,
    /// Hireables, in order of hiring.
    pub hireables: Vec<Hireable>,
    /// Monsters on the board.
    pub monsters: Vec<Monster>,
    /// Felicity's Guardian, while it is on the board.
    pub guardian: Option<Guardian>,
    /// The Guardian was summoned this wave (this round in The Gauntlet).
    pub guardian_used: bool,
    /// The id the next monster gets.
    pub next_id: u32,
    /// The wave being played, or the next one before and between waves.
    pub wave: u32,
    /// Waves completed.
    pub completed: u32,
    /// Before, during or between waves.
    pub phase: Phase,
    /// The round of the wave (0 before it starts).
    pub round: u32,
    /// Whose round.
    pub side: Side,
    /// Foes' rounds completed in The Gauntlet (its score).
    pub foe_rounds: u32,
    /// Monsters that entered this wave.
    pub entered: u32,
    /// Bosses that entered this wave (this round in The Gauntlet).
    pub bosses_entered: u32,
    /// Monsters of the wave's roll (not bosses, not summoned) that arrived
    /// on the foes' first round of this wave.
    pub opening: u32,
    /// Monsters of the wave's roll that arrived this foes' round.
    pub arrivals: u32,
    /// Monsters whose upkeep is done this foes' round.
    pub upkept: Vec<u32>,
    /// The heal step is done in this Between Waves Phase.
    pub healed: bool,
    /// The Between Waves step the group moved on to after the heal (2 to
    /// 7, B5); 0: none yet (see [`super::steps::current`]).
    pub step: u32,
    /// Reward cards granted and not yet entered (Jump Start, The Gauntlet).
    pub cards_due: i64,
    /// Gate damage taken this wave (3 Stars).
    pub wave_gate_damage: i64,
    /// An ally took damage this wave (3 Stars).
    pub wave_ally_damage: bool,
    /// 3 Stars: reward cards won (+) or lost (−) after the last wave.
    pub star_cards: i64,
    /// 3 Stars: the sum over the game.
    pub star_total: i64,
    /// How the game ended, once it has.
    pub end: Option<End>,
    /// The Wave Card's numbers the group entered, one per wave, in wave
    /// order (B1); empty: the card was skipped.
    pub card: Vec<WaveNumbers>,
    /// How many times the Wave Card was entered.
    pub card_entries: u32,
    /// Monsters of the wave's roll (not bosses, not summoned) that entered
    /// this wave.
    pub rolled: u32,
    /// Of them, those of the wave's highest level (Raise the Bar, D2-2).
    pub top_level: u32,
    /// The reward cards the Wave Card gave after the last wave, part by
    /// part; none where it was skipped.
    pub rewards: Option<Rewards>,
}

impl State {
    /// The state before the first wave, under rules version `rules`.
    pub fn new(setup: &Setup, rules: u32) -> Self {
        let jump = setup.jump_row();
        let gate_max = setup.gate_max();
        let gate = jump.map_or(gate_max, |r| gate_max.saturating_add(r.gate_mod).max(1));
        let cards_due = jump
            .map(|r| r.reward_cards)
            .or_else(|| setup.gauntlet().map(|r| r.reward_cards))
            .unwrap_or(0);
        State {
            rules,
            gate,
            gate_max,
            gold: if setup.solo_gold {
                super::setup::SOLO_GOLD
            } else {
                0
            },
            towers: setup.starting_towers(),
            reinforcements: 0,
            armory: 0,
            equipment: 0,
            new_equipment: false,
            gear: (0..setup.heroes.len())
                .flat_map(|i| [Gear::starting(i); MAX_HELD])
                .collect(),
            heroes: setup
                .heroes
                .iter()
                .enumerate()
                .map(|(i, c)| Hero {
                    player: c.player.trim().to_owned(),
                    color: setup.color(i),
                    name: c.hero.trim().to_owned(),
                    hp: setup.starting_hp(c),
                    max: c.hp,
                    heal_rate: c.heal_rate,
                    role: c.role(),
                    resist: c.resist,
                    dodge: c.dodge,
                    tokens: Tokens::default(),
                    unlocked: 0,
                    left: false,
                })
                .collect(),
            hireables: Vec::new(),
            monsters: Vec::new(),
            guardian: None,
            guardian_used: false,
            next_id: 1,
            wave: setup.first_wave(),
            completed: 0,
            phase: Phase::Prepare,
            round: 0,
            side: Side::Foes,
            foe_rounds: 0,
            entered: 0,
            bosses_entered: 0,
            opening: 0,
            arrivals: 0,
            upkept: Vec::new(),
            healed: false,
            step: 0,
            cards_due,
            wave_gate_damage: 0,
            wave_ally_damage: false,
            star_cards: 0,
            star_total: 0,
            end: None,
            card: Vec::new(),
            card_entries: 0,
            rolled: 0,
            top_level: 0,
            rewards: None,
        }
    }

    /// Whether the rules of version 2 apply (the rulebook to the letter,
    /// issue #20); version 1 keeps the first release's checks.
    pub fn v2(&self) -> bool {
        self.rules >= 2
    }

    /// Whether the rules of version 3 apply: Felicity's Guardian leaves the
    /// board when her player leaves The Gauntlet.
    pub fn v3(&self) -> bool {
        self.rules >= 3
    }

    /// Whether the rules of version 4 apply: the Guardian's Bless comes off
    /// at the start of the players' round as everyone's does, and a player
    /// who drops trades unlocked equipment for locked (D3).
    pub fn v4(&self) -> bool {
        self.rules >= 4
    }

    /// Heroes at the table (not those who left).
    pub fn present(&self) -> impl Iterator<Item = &Hero> {
        self.heroes.iter().filter(|h| !h.left)
    }

    /// Hireables still in the game.
    pub fn living_hireables(&self) -> impl Iterator<Item = &Hireable> {
        self.hireables.iter().filter(|h| !h.defeated)
    }

    /// How many of `class` were ever hired (defeated ones keep their slot).
    pub fn hired(&self, class: Class) -> usize {
        self.hireables.iter().filter(|h| h.class == class).count()
    }

    /// The monster with id `id`, by position.
    pub fn monster_index(&self, id: u32) -> Option<usize> {
        self.monsters.iter().position(|m| m.id == id)
    }
}
