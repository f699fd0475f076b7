//! Felicity's Guardian (E, Summon Guardian): a temporary ally with its
//! own HP, summoned once per wave (every round in The Gauntlet), that
//! takes ranged damage for Felicity when the group says it stands
//! adjacent; it cannot be healed, is immune to Bleed and Stun, and leaves
//! when it is defeated, when Felicity falls, or when the wave ends.

use super::phase::{err, hero_here, in_wave, log, positive};
use super::records::Guardian;
use super::setup::check_name;
use super::state::{Side, State};
use super::tokens::Tokens;
use super::{Action, Mode, Setup};
use crate::rules::{RuleError, Text};

/// "Effects that last 'until the end of the Wave' last until 3 Player
/// Rounds end" in The Gauntlet (H).
pub const GAUNTLET_ROUNDS: u8 = 3;

/// Whether a hero is Felicity (by the first word of its name), whose
/// Special Option this is.
pub fn is_felicity(name: &str) -> bool {
    name.split_whitespace()
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case("felicity"))
}

/// Felicity summons her Guardian on her turn in the players' round.
pub(super) fn summon(
    setup: &Setup,
    state: &mut State,
    action: &Action,
) -> Result<Vec<Text>, RuleError> {
    let Action::SummonGuardian {
        hero,
        name,
        hp,
        resist,
    } = action
    else {
        return Ok(Vec::new());
    };
    in_wave(state)?;
    if state.side != Side::Players {
        return Err(err("guardian-turn"));
    }
    let i = hero_here(state, *hero)?;
    let h = &state.heroes[i];
    if !is_felicity(&h.name) {
        return Err(err("guardian-felicity").arg("who", h.name.clone()));
    }
    if h.knocked_out() {
        return Err(err("knocked-out").arg("hero", h.name.clone()));
    }
    // "The Guardian can only be summoned once per Wave"; in The Gauntlet
    // "effects that can be used a maximum of once per Wave can now be used
    // every Round" (H).
    if state.guardian_used || state.guardian.is_some() {
        return Err(err("guardian-once").arg("gauntlet", i64::from(setup.mode == Mode::Gauntlet)));
    }
    let hp = positive(*hp)?;
    resist.check()?;
    let name = check_name(name)?.to_owned();
    let line = log("guardian-summoned")
        .arg("who", h.name.clone())
        .arg("guardian", name.clone())
        .arg("hp", hp);
    state.guardian = Some(Guardian {
        hero: i,
        name,
        hp,
        max: hp,
        resist: *resist,
        tokens: Tokens::default(),
        rounds_left: (setup.mode == Mode::Gauntlet).then_some(GAUNTLET_ROUNDS),
    });
    state.guardian_used = true;
    Ok(vec![line])
}

/// The Guardian leaves the board; one line saying why (`why`: "wave",
/// "felicity", "rounds").
pub(super) fn dismiss(state: &mut State, why: &str) -> Option<Text> {
    let g = state.guardian.take()?;
    Some(
        log("guardian-leaves")
            .arg("guardian", g.name)
            .arg("why", why),
    )
}

/// The Gauntlet, at the end of a players' round: one round fewer left.
pub(super) fn players_round_ends(state: &mut State) -> Option<Text> {
    let g = state.guardian.as_mut()?;
    let left = g.rounds_left.as_mut()?;
    *left = left.saturating_sub(1);
    if *left == 0 {
        dismiss(state, "rounds")
    } else {
        None
    }
}
