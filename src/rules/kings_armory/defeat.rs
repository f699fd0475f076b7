//! Foes defeated at once (E: Instakill, Destroyed, Removal), with the
//! immunities that stop it under rules 2.

use super::action::Defeat;
use super::phase::{err, in_wave, log, monster_here};
use super::state::{Immunity, Kind, Monster, State};
use crate::rules::{RuleError, Text};

/// Rules 2: why `m` cannot be defeated `how` by an attack of `kind`.
/// "Immune to everything" foes "cannot, in any way, be affected by the
/// Allies"; a foe immune to the attack's type is "also Immune to all
/// effects caused by" it (the Wind Drake and Ember's Head Shot, E,
/// Immune); bosses are "Immune to Instakill, Destruction, Removal ...
/// unless an action or card specifically states that it will effect a
/// Boss" (E, Bosses); siege equipment is immune to Instakill and only
/// siege equipment can be Destroyed (E, Instakill, Destroyed).
fn check(m: &Monster, how: Defeat, kind: Option<Kind>, bosses: bool) -> Result<(), RuleError> {
    let who = || m.label();
    if m.immune.contains(&Immunity::Everything) {
        return Err(err("instant-immune")
            .arg("who", who())
            .arg("kind", "everything"));
    }
    let by_kind = match kind {
        Some(Kind::Melee) => Some(Immunity::Melee),
        Some(Kind::Ranged) => Some(Immunity::Ranged),
        Some(Kind::Supernatural) => Some(Immunity::Supernatural),
        Some(Kind::NonResistible) | None => None,
    };
    if let (Some(i), Some(k)) = (by_kind, kind)
        && m.immune_to(i)
    {
        return Err(err("instant-immune")
            .arg("who", who())
            .arg("kind", k.name()));
    }
    if m.boss {
        if !bosses {
            return Err(err("instant-boss").arg("who", who()).arg("how", how.name()));
        }
        return Ok(());
    }
    match how {
        Defeat::Instakill if m.siege => Err(err("instakill-siege").arg("who", who())),
        Defeat::Destroyed if !m.siege => Err(err("destroyed-living").arg("who", who())),
        _ => Ok(()),
    }
}

/// A monster defeated at once. Rules 1 refused bosses only.
pub(super) fn instant(
    state: &mut State,
    id: u32,
    how: Defeat,
    kind: Option<Kind>,
    affects_bosses: bool,
) -> Result<Vec<Text>, RuleError> {
    in_wave(state)?;
    let i = monster_here(state, id)?;
    let m = &state.monsters[i];
    if state.v2() {
        check(m, how, kind, affects_bosses)?;
    } else if m.boss {
        // "Bosses are immune to all forms of being instantly defeated,
        // unless an effect states that it affects Bosses" (E, Instakill).
        return Err(err("boss-instant").arg("who", m.label()));
    }
    let label = m.label();
    state.monsters.remove(i);
    state.upkept.retain(|u| *u != id);
    Ok(vec![log("instant-defeat").arg("who", label)])
}
