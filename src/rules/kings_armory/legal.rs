//! Which of a King's Armory room's buttons the rules would take now, and
//! why not: each button's action is tried on a copy of the state once,
//! when the game or the page's choices change, and every frame reads the
//! answers ([`Legal`], keyed by the button, [`Ask`]).

use std::collections::HashMap;

use super::action::{Action, Character, Defeat};
use super::apply::apply_lines;
use super::drop::suggest;
use super::records::WaveNumbers;
use super::setup::{Resist, Setup};
use super::shop::REWARD_VALUES;
use super::state::{Class, Kind, State};
use super::tokens::Status;
use crate::rules::Text;

/// A button of the room that asks the rules whether its action would be
/// taken now, by what it does (the amount, damage type and other choices
/// typed or picked on the page are in [`Choices`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ask {
    /// Damage of this type, the amount chosen, to a character.
    Hit(Character, Kind),
    /// Heal a character by the amount chosen.
    Heal(Character),
    /// One status token on (true) or off the target.
    Status(Character, Status, bool),
    /// The targeted monster's upkeep.
    Upkeep(u32),
    /// The targeted monster defeated at once, as chosen.
    Instant(u32),
    /// The targeted monster reaches (true) or attacks the gate, the amount
    /// chosen its damage.
    Gate(u32, bool),
    /// The monster chosen on the Enter page enters.
    Enter,
    /// A boss enters (the Enter page's Boss choice).
    Boss,
    /// Felicity (this hero) summons her Guardian.
    Summon(usize),
    /// Felicity's Guardian takes the amount, a ranged hit on her.
    Shields(usize),
    /// Unlock a hero's starting piece.
    Unlock(usize),
    /// Buy a new piece of equipment.
    BuyEquipment,
    /// Take the picked piece off.
    Unequip(usize),
    /// Set the picked piece aside.
    SetAside(usize),
    /// Sell the picked piece.
    Sell(usize),
    /// The picked piece (first) worn by a hero (second).
    Equip(usize, usize),
    /// The picked piece (first) traded for another (second).
    Trade(usize, usize),
    /// Hire the class chosen.
    Hire,
    /// Level up this hireable.
    LevelUp(usize),
    /// A player joins with a hero.
    Join,
    /// A hero's player returns.
    Returns(usize),
    /// A hero's player drops (with the trades D3 asks).
    Leaves(usize),
    /// Send the Wave Card's rows.
    WaveCard,
    /// Start the wave.
    StartWave,
    /// The next round.
    NextRound,
    /// End the wave.
    EndWave,
    /// The heal step between waves.
    HealStep,
    /// A reward card of this value.
    Reward(i64),
    /// Build a tower.
    BuildTower,
    /// Sell a tower.
    SellTower,
    /// A tower destroyed.
    TowerDestroyed,
    /// Buy a reinforcement.
    BuyReinforcement,
    /// Play a reinforcement.
    PlayReinforcement,
    /// Buy an armory card.
    BuyArmory,
    /// Play an armory card.
    PlayArmory,
}

/// What the page has chosen or typed that the buttons' actions carry.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Choices {
    /// The amount typed (1 when blank or not a number).
    pub amount: i64,
    /// The damage type chosen.
    pub kind: Kind,
    /// The target, if it may still be acted on.
    pub target: Option<Character>,
    /// The piece of equipment picked, by position.
    pub piece: Option<usize>,
    /// The entering monster's level (none for a boss).
    pub level: Option<u32>,
    /// The entering monster is a boss.
    pub boss: bool,
    /// The entering monster is summoned.
    pub summoned: bool,
    /// How a foe is defeated at once.
    pub how: Defeat,
    /// The type of the attack that defeats it at once; none: an effect.
    pub attack: Option<Kind>,
    /// The card that defeats it at once affects bosses.
    pub affects_bosses: bool,
    /// The Guardian's HP typed (1 when blank or not a number).
    pub guardian_hp: i64,
    /// The class to hire.
    pub class: Option<Class>,
    /// The Wave Card's rows typed, or the ones to try the button with.
    pub card: Vec<WaveNumbers>,
}

/// The rules' answer to each button the page shows: none where they
/// would take its action, else why not.
#[derive(Debug, Clone, Default)]
pub struct Legal {
    answers: HashMap<Ask, Option<Text>>,
}

impl Legal {
    /// Every button's answer for the game `state` with the page's
    /// `choices`: the characters' hits and heals, the target's controls,
    /// the picked piece's moves, the shop, the allies and the flow.
    pub fn of(setup: &Setup, state: &State, choices: &Choices) -> Legal {
        let mut legal = Legal::default();
        for ask in asks(state, choices) {
            legal
                .answers
                .entry(ask)
                .or_insert_with(|| refusal(setup, state, &trial(state, choices, ask)));
        }
        legal
    }

    /// Why the rules would refuse the button's action now; none if they
    /// would take it (or the button was not asked about).
    pub fn why(&self, ask: Ask) -> Option<&Text> {
        self.answers.get(&ask).and_then(Option::as_ref)
    }

    /// Whether the button was asked about (for tests: every button the
    /// page shows is).
    pub fn knows(&self, ask: Ask) -> bool {
        self.answers.contains_key(&ask)
    }
}

/// What the rules would say to `action` now: none if they would take it.
/// Tried on a copy of the state, which is left as it was.
pub fn refusal(setup: &Setup, state: &State, action: &Action) -> Option<Text> {
    let mut trial = state.clone();
    apply_lines(setup, &mut trial, action).err().map(|e| e.0)
}

/// The four damage types, as the target page offers them.
const KINDS: [Kind; 4] = [
    Kind::Melee,
    Kind::Ranged,
    Kind::Supernatural,
    Kind::NonResistible,
];

/// The five statuses.
const STATUSES: [Status; 5] = [
    Status::Bleed,
    Status::Burn,
    Status::Slow,
    Status::Stun,
    Status::Bless,
];

/// The buttons to ask about in `state`.
fn asks(state: &State, choices: &Choices) -> Vec<Ask> {
    let mut asks = vec![
        Ask::Enter,
        Ask::Boss,
        Ask::BuyEquipment,
        Ask::Hire,
        Ask::Join,
        Ask::WaveCard,
        Ask::StartWave,
        Ask::NextRound,
        Ask::EndWave,
        Ask::HealStep,
        Ask::BuildTower,
        Ask::SellTower,
        Ask::TowerDestroyed,
        Ask::BuyReinforcement,
        Ask::PlayReinforcement,
        Ask::BuyArmory,
        Ask::PlayArmory,
    ];
    asks.extend(REWARD_VALUES.map(Ask::Reward));
    // Every character's − and + (a Guardian's by its hero: one seen this
    // round keeps its tile).
    let heroes = state.heroes.len();
    let characters = (0..heroes)
        .flat_map(|i| [Character::Hero(i), Character::Guardian(i)])
        .chain((0..state.hireables.len()).map(Character::Hireable))
        .chain(state.monsters.iter().map(|m| Character::Monster(m.id)));
    for c in characters {
        asks.extend([Ask::Hit(c, choices.kind), Ask::Heal(c)]);
    }
    for i in 0..heroes {
        asks.extend([Ask::Unlock(i), Ask::Returns(i), Ask::Leaves(i)]);
    }
    if let Some(t) = choices.target {
        asks.extend(KINDS.map(|k| Ask::Hit(t, k)));
        asks.push(Ask::Heal(t));
        for s in STATUSES {
            asks.extend([Ask::Status(t, s, false), Ask::Status(t, s, true)]);
        }
        match t {
            Character::Monster(id) => asks.extend([
                Ask::Upkeep(id),
                Ask::Instant(id),
                Ask::Gate(id, true),
                Ask::Gate(id, false),
            ]),
            Character::Hero(i) | Character::Guardian(i) => {
                asks.extend([Ask::Summon(i), Ask::Shields(i)]);
            }
            Character::Hireable(h) => asks.push(Ask::LevelUp(h)),
        }
    }
    if let Some(p) = choices.piece {
        asks.extend([Ask::Unequip(p), Ask::SetAside(p), Ask::Sell(p)]);
        asks.extend((0..heroes).map(|h| Ask::Equip(p, h)));
        asks.extend(
            (0..state.gear.len())
                .filter(|&q| q != p)
                .map(|q| Ask::Trade(p, q)),
        );
    }
    asks
}

/// The action a button sends, as far as the rules need it to answer (a
/// name or number the page sends later is a placeholder no rule refuses).
fn trial(state: &State, choices: &Choices, ask: Ask) -> Action {
    let amount = choices.amount;
    let placeholder = || "\u{2063}".to_owned();
    match ask {
        Ask::Hit(character, kind) => Action::Damage {
            character,
            amount,
            kind,
        },
        Ask::Heal(character) => Action::Heal { character, amount },
        Ask::Status(character, status, false) => Action::RemoveStatus {
            character,
            status,
            count: 1,
        },
        Ask::Status(character, status, true) => Action::AddStatus {
            character,
            status,
            count: 1,
            kind: None,
        },
        Ask::Upkeep(monster) => Action::Upkeep { monster },
        Ask::Instant(monster) => Action::InstantDefeat {
            monster,
            how: choices.how,
            kind: choices.attack,
            affects_bosses: choices.affects_bosses,
        },
        Ask::Gate(monster, true) => Action::ReachGate {
            monster,
            damage: amount.max(1),
            plus: None,
            rolls: None,
        },
        Ask::Gate(monster, false) => Action::AttackGate {
            monster,
            damage: amount.max(1),
            plus: None,
            rolls: None,
        },
        Ask::Enter => enters(choices.level, choices.boss, choices.summoned),
        Ask::Boss => enters(None, true, false),
        Ask::Summon(hero) => Action::SummonGuardian {
            hero,
            name: placeholder(),
            hp: choices.guardian_hp,
            resist: Resist::default(),
        },
        Ask::Shields(hero) => Action::GuardianShields {
            hero,
            amount: amount.max(1),
        },
        Ask::Unlock(hero) => Action::UnlockEquipment { hero },
        Ask::BuyEquipment => Action::BuyEquipment,
        Ask::Unequip(piece) => Action::Unequip { piece },
        Ask::SetAside(piece) => Action::SetAsideEquipment { piece },
        Ask::Sell(piece) => Action::SellEquipment { piece: Some(piece) },
        Ask::Equip(piece, hero) => Action::Equip { piece, hero },
        Ask::Trade(piece, with) => Action::TradeEquipment { piece, with },
        Ask::Hire => Action::Hire {
            class: choices.class.unwrap_or(Class::FootSoldier),
            name: placeholder(),
            hp: 1,
            heal_rate: 0,
            cost: 0,
            resist: Resist::default(),
            heals: false,
        },
        Ask::LevelUp(hireable) => Action::LevelUp {
            hireable,
            cost: 0,
            hp: None,
            heal_rate: None,
        },
        Ask::Join => Action::AddHero {
            player: placeholder(),
            color: None,
            hero: placeholder(),
            hp: 1,
            heal_rate: 0,
            role: None,
            resist: Resist::default(),
            dodge: None,
        },
        Ask::Returns(hero) => Action::HeroReturns { hero },
        Ask::Leaves(hero) => Action::HeroLeaves {
            hero,
            trades: suggest(state, hero),
        },
        Ask::WaveCard => Action::WaveCard {
            waves: choices.card.clone(),
        },
        Ask::StartWave => Action::StartWave,
        Ask::NextRound => Action::NextRound,
        Ask::EndWave => Action::EndWave,
        Ask::HealStep => Action::HealStep,
        Ask::Reward(value) => Action::Reward { value },
        Ask::BuildTower => Action::BuildTower,
        Ask::SellTower => Action::SellTower,
        Ask::TowerDestroyed => Action::TowerDestroyed,
        Ask::BuyReinforcement => Action::BuyReinforcement,
        Ask::PlayReinforcement => Action::PlayReinforcement,
        Ask::BuyArmory => Action::BuyArmory,
        Ask::PlayArmory => Action::PlayArmory,
    }
}

/// A monster entering at `level` (a boss, summoned), with the least the
/// form needs to be tried: its name, HP and resistances do not change
/// whether it may enter.
fn enters(level: Option<u32>, boss: bool, summoned: bool) -> Action {
    Action::MonsterEnters {
        level,
        boss,
        name: None,
        hp: 1,
        resist: Resist::default(),
        immune: Vec::new(),
        siege: false,
        summoned,
    }
}
