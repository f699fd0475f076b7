//! Gold and what it buys (B5, steps 2 and 3): reward cards, towers,
//! equipment, reinforcement and Armory cards, with the manual's prices and
//! limits; overspending is refused.

use super::phase::{err, heal_done, hero_here, in_wave, log, pay, shop_open};
use super::state::{Phase, State};
use super::{Action, Mode, Setup, gear};
use crate::rules::common;
use crate::rules::{RuleError, Text};

/// "Reward Cards come in values of 50, 100, 150, or 250 Gold".
pub const REWARD_VALUES: [i64; 4] = [50, 100, 150, 250];
/// "Building new Towers (100g)".
pub const TOWER: i64 = 100;
/// "Selling unwanted Towers (+50g)".
pub const TOWER_SALE: i64 = 50;
/// "Unlocking your Heroes' Equipment (150g)".
pub const UNLOCK: i64 = 150;
/// "Buying new Equipment Cards (100g)".
pub const NEW_EQUIPMENT: i64 = 100;
/// "Selling unwanted (unlocked) Equipment (+50g)".
pub const EQUIPMENT_SALE: i64 = 50;
/// "Recruiting Reinforcement Cards (200g)".
pub const REINFORCEMENT: i64 = 200;
/// "The team of Players may have up to a maximum of 3 Reinforcement Cards
/// at a time".
pub const MAX_REINFORCEMENTS: i64 = 3;
/// The Gauntlet: "Maximum 2 pre-game Reinforcement Cards".
pub const GAUNTLET_PREGAME_REINFORCEMENTS: i64 = 2;
/// "You may have only one Armory Card in hand at a time".
pub const MAX_ARMORY: i64 = 1;
/// Each hero starts with two pieces of equipment to unlock.
pub const STARTING_EQUIPMENT: u8 = 2;

/// The most reinforcement cards the team may hold now: 3; Jump Start's
/// "Max Reinforcement Cards" until the first wave is played through; 2
/// before The Gauntlet's first foes' round.
pub fn reinforcement_cap(setup: &Setup, state: &State) -> i64 {
    if let Some(row) = setup.jump_row()
        && state.completed == 0
    {
        return row.max_reinforcements.min(MAX_REINFORCEMENTS);
    }
    if setup.mode == Mode::Gauntlet && state.phase == Phase::Prepare {
        return GAUNTLET_PREGAME_REINFORCEMENTS;
    }
    MAX_REINFORCEMENTS
}

/// Whether a reward card may be entered now: between waves; otherwise only
/// cards the rules granted (Jump Start's and The Gauntlet's).
fn reward_open(state: &State) -> Result<(), RuleError> {
    heal_done(state, "reward")?;
    if state.phase == Phase::Between || state.cards_due > 0 {
        Ok(())
    } else {
        Err(err("no-reward-due"))
    }
}

fn gold_line(key: &str, old: i64, new: i64) -> Text {
    log(key).arg("old", old).arg("new", new)
}

/// Applies a shop action.
pub(super) fn apply(
    setup: &Setup,
    state: &mut State,
    action: &Action,
) -> Result<Vec<Text>, RuleError> {
    let line = match action {
        Action::Reward { value } => reward(state, *value)?,
        Action::BuildTower => {
            shop_open(setup, state)?;
            let (old, new) = pay(state, TOWER, "tower")?;
            state.gold = new;
            state.towers += 1;
            gold_line("build-tower", old, new).arg("towers", state.towers)
        }
        Action::SellTower => {
            shop_open(setup, state)?;
            if state.towers < 1 {
                return Err(err("no-tower"));
            }
            let new = common::add(state.gold, TOWER_SALE)?;
            let old = state.gold;
            state.gold = new;
            state.towers -= 1;
            gold_line("sell-tower", old, new).arg("towers", state.towers)
        }
        Action::TowerDestroyed => {
            in_wave(state)?;
            if state.towers < 1 {
                return Err(err("no-tower"));
            }
            state.towers -= 1;
            log("tower-destroyed").arg("towers", state.towers)
        }
        Action::UnlockEquipment { hero } => unlock_equipment(setup, state, *hero)?,
        Action::BuyEquipment => buy_equipment(setup, state)?,
        Action::SellEquipment { piece } => sell_equipment(setup, state, *piece)?,
        Action::BuyReinforcement => buy_reinforcement(setup, state)?,
        Action::PlayReinforcement => {
            if state.reinforcements < 1 {
                return Err(err("no-reinforcement"));
            }
            state.reinforcements -= 1;
            log("play-reinforcement").arg("held", state.reinforcements)
        }
        Action::BuyArmory => buy_armory(setup, state)?,
        Action::PlayArmory => {
            if state.armory < 1 {
                return Err(err("no-armory"));
            }
            state.armory -= 1;
            log("play-armory")
        }
        _ => return Ok(Vec::new()),
    };
    Ok(vec![line])
}

/// Reward: a reward card of one of the manual's values adds its gold.
fn reward(state: &mut State, value: i64) -> Result<Text, RuleError> {
    reward_open(state)?;
    if !REWARD_VALUES.contains(&value) {
        return Err(err("reward-value").arg("value", common::check_amount(value)?));
    }
    let new = common::add(state.gold, value)?;
    let old = state.gold;
    state.gold = new;
    state.cards_due = (state.cards_due - 1).max(0);
    Ok(gold_line("reward", old, new)
        .arg("value", value)
        .arg("due", state.cards_due))
}

/// UnlockEquipment: the team pays to unlock one of a hero's locked pieces;
/// a hero with both starting pieces unlocked opens new equipment.
fn unlock_equipment(setup: &Setup, state: &mut State, hero: usize) -> Result<Text, RuleError> {
    shop_open(setup, state)?;
    let i = hero_here(state, hero)?;
    let h = &state.heroes[i];
    let none_locked = state
        .gear
        .iter()
        .all(|g| g.gone || !g.locked || g.hero != Some(i));
    let done = if state.v2() {
        none_locked
    } else {
        h.unlocked >= STARTING_EQUIPMENT
    };
    if done {
        return Err(err("unlocked-both").arg("who", h.name.clone()));
    }
    let (old, new) = pay(state, UNLOCK, "unlock")?;
    let name = h.name.clone();
    state.gold = new;
    state.equipment += 1;
    gear::unlock(state, i);
    let h = &mut state.heroes[i];
    h.unlocked = h.unlocked.saturating_add(1);
    let both = h.unlocked >= STARTING_EQUIPMENT;
    let opens = both && !state.new_equipment;
    state.new_equipment |= both;
    Ok(gold_line("unlock", old, new)
        .arg("who", name)
        .arg("unlocked", i64::from(state.heroes[i].unlocked))
        .arg("opens", i64::from(opens)))
}

/// BuyEquipment: a new equipment card, once new equipment is open.
fn buy_equipment(setup: &Setup, state: &mut State) -> Result<Text, RuleError> {
    shop_open(setup, state)?;
    // "New Equipment cannot be bought by the team of Players until
    // at least 1 Player has unlocked both of his starting pieces".
    if !state.new_equipment {
        return Err(err("equipment-locked"));
    }
    let (old, new) = pay(state, NEW_EQUIPMENT, "equipment")?;
    state.gold = new;
    state.equipment += 1;
    gear::buy(state);
    Ok(gold_line("buy-equipment", old, new))
}

/// SellEquipment: a piece is sold for [`EQUIPMENT_SALE`] gold.
fn sell_equipment(
    setup: &Setup,
    state: &mut State,
    piece: Option<usize>,
) -> Result<Text, RuleError> {
    shop_open(setup, state)?;
    if state.equipment < 1 {
        return Err(err("no-equipment"));
    }
    let sold = gear::check_sale(state, piece)?;
    let new = common::add(state.gold, EQUIPMENT_SALE)?;
    let old = state.gold;
    state.gold = new;
    state.equipment -= 1;
    gear::sold(state, sold);
    Ok(gold_line("sell-equipment", old, new))
}

/// BuyReinforcement: a reinforcement card, up to the cap of the moment.
fn buy_reinforcement(setup: &Setup, state: &mut State) -> Result<Text, RuleError> {
    // "Can be bought at any time, even in the middle of a Wave".
    let cap = reinforcement_cap(setup, state);
    if state.reinforcements >= cap {
        return Err(err("reinforcement-cap").arg("cap", cap));
    }
    let (old, new) = pay(state, REINFORCEMENT, "reinforcement")?;
    state.gold = new;
    state.reinforcements += 1;
    Ok(gold_line("buy-reinforcement", old, new).arg("held", state.reinforcements))
}

/// BuyArmory: an Armory card at the game's price, one in hand at a time.
fn buy_armory(setup: &Setup, state: &mut State) -> Result<Text, RuleError> {
    shop_open(setup, state)?;
    // Jump Start: "No Armory Cards may be purchased until 1 entire
    // Wave has been successfully played through."
    if setup.jump_rules() && state.completed == 0 {
        return Err(err("armory-jump"));
    }
    if state.armory >= MAX_ARMORY {
        return Err(err("armory-held"));
    }
    let price = setup.armory_price();
    let (old, new) = pay(state, price, "armory")?;
    state.gold = new;
    state.armory += 1;
    Ok(gold_line("buy-armory", old, new).arg("price", price))
}
