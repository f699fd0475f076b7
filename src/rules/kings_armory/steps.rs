//! The Between Waves Phase's steps after the heal (B5, steps 2 to 7): the
//! step the group moved on to is in the log, so a session reopens at it.
//! Step 1 is the heal step's own action; a purchase, an equipment move or
//! a player joining or dropping shows the group has reached its step.

use super::Action;
use super::phase::{between, err, log};
use super::state::{Phase, State};
use crate::rules::{RuleError, Text};

/// Step 2: Get the Gold!, the first after the heal.
pub const GOLD: u32 = 2;
/// Step 3: Spend the Gold!
pub const SPEND: u32 = 3;
/// Step 5: Equip Heroes.
pub const EQUIP: u32 = 5;
/// Step 7: Start the Next Wave!, the last.
pub const START: u32 = 7;

/// The step the group is at between waves, 1 to 7; none outside that
/// phase or once the game is over. Step 1 until the heal step is done,
/// then the step the group moved on to, at least step 2.
pub fn current(state: &State) -> Option<u32> {
    if state.phase != Phase::Between || state.end.is_some() {
        return None;
    }
    if !state.healed {
        return Some(1);
    }
    Some(state.step.clamp(GOLD, START))
}

/// The group moves on (or back) to `step`, 2 to 7, after the heal step.
pub(super) fn apply(state: &mut State, step: u32) -> Result<Vec<Text>, RuleError> {
    between(state)?;
    if !state.healed {
        return Err(err("heal-first"));
    }
    if !(GOLD..=START).contains(&step) {
        return Err(err("step-range").arg("step", step));
    }
    if current(state) == Some(step) {
        return Err(err("step-same").arg("step", step));
    }
    state.step = step;
    Ok(vec![log("step").arg("step", step)])
}

/// The step an action shows the group has reached: a purchase or a hire
/// is step 3, Spend the Gold; an equipment move step 5, Equip Heroes. A
/// player joins, drops or returns "precisely between Step 2 & Step 3"
/// (D3): "The Players may then continue on to the 'Spend the Gold!' step".
fn reached(action: &Action) -> Option<u32> {
    match action {
        Action::AddHero { .. } | Action::HeroLeaves { .. } | Action::HeroReturns { .. } => {
            Some(SPEND)
        }
        Action::BuildTower
        | Action::SellTower
        | Action::Hire { .. }
        | Action::LevelUp { .. }
        | Action::UnlockEquipment { .. }
        | Action::BuyEquipment
        | Action::SellEquipment { .. }
        | Action::BuyReinforcement
        | Action::BuyArmory => Some(SPEND),
        Action::Equip { .. }
        | Action::Unequip { .. }
        | Action::TradeEquipment { .. }
        | Action::SetAsideEquipment { .. } => Some(EQUIP),
        _ => None,
    }
}

/// After an accepted action between waves: the group is at least at the
/// step it shows (never moved back).
pub(super) fn follow(state: &mut State, action: &Action) {
    if let (Some(now), Some(step)) = (current(state), reached(action))
        && now > 1
        && now < step
    {
        state.step = step;
    }
}
