//! Equipment per hero (A2, B5 steps 3 and 5, E "Equipment Cards"): each
//! hero's two starting pieces start locked; unlocked and new pieces are
//! equipped (at most two a hero), traded 1-for-1, set aside or sold.

use super::phase::{err, hero_here, log, shop_open};
use super::records::{Gear, MAX_HELD};
use super::state::{Phase, State};
use super::{Action, Setup};
use crate::rules::{RuleError, Text};

/// Pieces `hero` holds (locked or not).
pub fn held(state: &State, hero: usize) -> usize {
    state
        .gear
        .iter()
        .filter(|g| g.in_play() && g.hero == Some(hero))
        .count()
}

/// Unlocks one of `hero`'s locked pieces.
pub(super) fn unlock(state: &mut State, hero: usize) {
    if let Some(g) = state
        .gear
        .iter_mut()
        .find(|g| g.in_play() && g.locked && g.hero == Some(hero))
    {
        g.locked = false;
    }
}

/// A new piece, bought unlocked: extra equipment.
pub(super) fn buy(state: &mut State) {
    state.gear.push(Gear {
        hero: None,
        locked: false,
        equipped: false,
        gone: false,
    });
}

/// Two locked pieces for a hero who joined (D3: "He then draws the top 2
/// Equipment Cards, placing them locked in his play area").
pub(super) fn deal(state: &mut State, hero: usize) {
    for _ in 0..MAX_HELD {
        state.gear.push(Gear::starting(hero));
    }
}

/// Rules 2, a player drops (D3): the hero's unlocked pieces stay in the
/// players' armory as extra equipment, its locked ones go back under the
/// deck. A hero who returns draws two locked pieces again.
pub(super) fn hero_leaves(state: &mut State, hero: usize) {
    for g in state
        .gear
        .iter_mut()
        .filter(|g| g.in_play() && g.hero == Some(hero))
    {
        g.equipped = false;
        if g.locked {
            g.gone = true;
        } else {
            g.hero = None;
        }
    }
}

/// An unlocked piece in play, by position.
fn unlocked(state: &State, piece: usize) -> Result<Gear, RuleError> {
    let g = state
        .gear
        .get(piece)
        .filter(|g| g.in_play())
        .ok_or_else(|| err("no-gear").arg("piece", piece))?;
    if g.locked {
        return Err(err("gear-locked").arg("piece", piece));
    }
    Ok(*g)
}

/// The piece a sale takes: the one named, or else extra equipment first,
/// then the last unlocked piece nobody wears (any piece under rules 1).
fn to_sell(state: &State, piece: Option<usize>) -> Option<usize> {
    if let Some(p) = piece {
        return Some(p);
    }
    let free = |g: &Gear| g.in_play() && !g.locked;
    let gear = &state.gear;
    let extra = gear.iter().position(|g| free(g) && g.hero.is_none());
    let spare = || gear.iter().rposition(|g| free(g) && !g.equipped);
    let any = || gear.iter().rposition(free);
    extra
        .or_else(spare)
        .or_else(|| if state.v2() { None } else { any() })
}

/// Rules 2: which piece is sold, checked. "Unlocked Equipment that is no
/// longer wanted by the Players may be sold for +50g at this time between
/// Waves (and at this time only). Locked Equipment may never be swapped or
/// sold" (B5, step 3).
pub(super) fn check_sale(state: &State, piece: Option<usize>) -> Result<Option<usize>, RuleError> {
    if !state.v2() {
        return Ok(to_sell(state, piece));
    }
    if state.phase != Phase::Between {
        return Err(err("gear-sale-between"));
    }
    let p = to_sell(state, piece).ok_or_else(|| err("no-equipment"))?;
    let g = unlocked(state, p)?;
    if g.equipped {
        return Err(err("gear-worn").arg("piece", p));
    }
    Ok(Some(p))
}

/// Marks piece `p` sold.
pub(super) fn sold(state: &mut State, p: Option<usize>) {
    if let Some(g) = p.and_then(|p| state.gear.get_mut(p)) {
        g.gone = true;
        g.equipped = false;
    }
}

/// Applies an equipment action of step 5: equip, unequip, trade, set
/// aside. "Equipment may only be bought, equipped, unequipped, traded, or
/// sold during this Step" (B5, step 5); The Gauntlet trades in its mini
/// Between Waves phase (H).
pub(super) fn apply(
    setup: &Setup,
    state: &mut State,
    action: &Action,
) -> Result<Vec<Text>, RuleError> {
    shop_open(setup, state)?;
    let line = match *action {
        Action::Equip { piece, hero } => {
            let h = hero_here(state, hero)?;
            let g = unlocked(state, piece)?;
            match g.hero {
                Some(o) if o != h => {
                    return Err(err("gear-other")
                        .arg("piece", piece)
                        .arg("who", name(state, o)));
                }
                Some(_) if g.equipped => {
                    return Err(err("gear-equipped").arg("piece", piece));
                }
                None if held(state, h) >= MAX_HELD => {
                    return Err(err("gear-max")
                        .arg("who", name(state, h))
                        .arg("max", MAX_HELD));
                }
                _ => {}
            }
            state.gear[piece].hero = Some(h);
            state.gear[piece].equipped = true;
            log("equip").arg("who", name(state, h)).arg("piece", piece)
        }
        Action::Unequip { piece } => {
            let g = unlocked(state, piece)?;
            let (Some(h), true) = (g.hero, g.equipped) else {
                return Err(err("gear-not-worn").arg("piece", piece));
            };
            state.gear[piece].equipped = false;
            log("unequip")
                .arg("who", name(state, h))
                .arg("piece", piece)
        }
        Action::TradeEquipment { piece, with } => {
            // "Trading Equipment is always 1 for 1."
            let (a, b) = (unlocked(state, piece)?, unlocked(state, with)?);
            if a.hero == b.hero {
                return Err(err("gear-same-holder")
                    .arg("piece", piece)
                    .arg("with", with));
            }
            let (ha, hb) = (a.hero, b.hero);
            for (p, h) in [(piece, hb), (with, ha)] {
                state.gear[p].hero = h;
                state.gear[p].equipped = false;
            }
            log("trade-gear")
                .arg("piece", piece)
                .arg("with", with)
                .arg("a", ha.map_or_else(String::new, |h| name(state, h)))
                .arg("a_extra", i64::from(ha.is_none()))
                .arg("b", hb.map_or_else(String::new, |h| name(state, h)))
                .arg("b_extra", i64::from(hb.is_none()))
        }
        Action::SetAsideEquipment { piece } => {
            // "Extra unlocked Equipment may be set aside for future use".
            let g = unlocked(state, piece)?;
            let Some(h) = g.hero else {
                return Err(err("gear-extra").arg("piece", piece));
            };
            state.gear[piece].hero = None;
            state.gear[piece].equipped = false;
            log("set-aside")
                .arg("who", name(state, h))
                .arg("piece", piece)
        }
        _ => return Ok(Vec::new()),
    };
    Ok(vec![line])
}

fn name(state: &State, hero: usize) -> String {
    state
        .heroes
        .get(hero)
        .map_or_else(String::new, |h| h.name.clone())
}
