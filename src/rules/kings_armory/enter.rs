//! Monsters entering the board (B1, B7, D2-2, H): their level, the
//! bosses each wave or Gauntlet round brings, and under rules 2 the foes
//! due each round.

use super::phase::{boss_on_time, err, foes_round, log, positive};
use super::setup::check_name;
use super::state::{Monster, State};
use super::tokens::Tokens;
use super::{Action, Mode, Setup, arrivals, wave_card};
use crate::rules::{RuleError, Text};

/// A monster enters with the next id.
pub(super) fn apply(
    setup: &Setup,
    state: &mut State,
    action: &Action,
) -> Result<Vec<Text>, RuleError> {
    let Action::MonsterEnters {
        level,
        boss,
        name,
        hp,
        resist,
        immune,
        siege,
        summoned,
    } = action
    else {
        return Ok(Vec::new());
    };
    let (level, boss) = (*level, *boss);
    foes_round(state)?;
    let hp = positive(*hp)?;
    resist.check()?;
    let name = name
        .as_deref()
        .map(check_name)
        .transpose()?
        .map(str::to_owned);
    match (boss, level) {
        (true, Some(_)) => return Err(err("boss-level")),
        (false, None) => return Err(err("level-missing")),
        (false, Some(l)) if !(1..=5).contains(&l) => {
            return Err(err("level").arg("level", i64::from(l)));
        }
        _ => {}
    }
    let rolled = !boss && !*summoned;
    if boss {
        boss_due(setup, state)?;
    } else if rolled {
        arrivals::may_arrive(setup, state)?;
        wave_card::room_for_quota(setup, state, level)?;
    }
    let id = state.next_id;
    let next = id.checked_add(1).ok_or_else(|| err("too-many-monsters"))?;
    let mut immune = immune.clone();
    immune.dedup();
    let m = Monster {
        id,
        name,
        level,
        boss,
        siege: *siege,
        hp,
        max: hp,
        resist: *resist,
        immune,
        tokens: Tokens::default(),
    };
    let line = log("enters")
        .arg("who", m.label())
        .arg("level", i64::from(level.unwrap_or(0)))
        .arg("hp", hp);
    state.next_id = next;
    state.entered = state.entered.saturating_add(1);
    if boss {
        state.bosses_entered = state.bosses_entered.saturating_add(1);
    }
    if rolled {
        wave_card::count(setup, state, level);
        state.arrivals = state.arrivals.saturating_add(1);
        if state.round == 1 {
            state.opening = state.opening.saturating_add(1);
        }
    }
    state.monsters.push(m);
    Ok(vec![line])
}

/// Refuses a boss no rule brings now: more bosses than the wave has, or in
/// The Gauntlet a boss outside its every-x-rounds foes' round, or a second
/// one that round ("there will only ever be one Boss arriving at a time").
/// Rules 2: a boss comes on its own round (B7, D2-2), and in The Gauntlet
/// after that round's other foes ("They will always enter after every
/// other Monster for that Round has entered", H).
fn boss_due(setup: &Setup, state: &State) -> Result<(), RuleError> {
    if setup.mode == Mode::Gauntlet {
        let every = setup.gauntlet().map_or(1, |r| r.boss_every.max(1));
        let round = i64::from(state.round);
        if round % every != 0 || state.bosses_entered > 0 {
            return Err(err("gauntlet-boss").arg("every", every));
        }
        return arrivals::round_filled(setup, state);
    }
    let due = setup.bosses_in(state.wave);
    if state.bosses_entered >= due {
        return Err(err("no-boss").arg("wave", state.wave).arg("bosses", due));
    }
    boss_on_time(setup, state)?;
    // With the Wave Card the round's foes are known: the boss comes
    // "after all other Monsters have taken their Turns" (B7).
    if wave_card::in_use(state) {
        arrivals::round_filled(setup, state)?;
    }
    Ok(())
}
