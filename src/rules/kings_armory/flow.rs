//! The flow of the game: a wave starts (with Jump Start's requirements
//! checked), rounds alternate (with The Gauntlet's mini Between Waves phase
//! after every foes' round), a wave ends (with 3 Stars' reward cards), and
//! the heal step between waves (B5, step 1).

use super::phase::{between, boss_owed, boss_round, err, in_wave, log, msg};
use super::setup::Entry;
use super::state::{End, Phase, Side, State};
use super::tokens::Tokens;
use super::{Mode, Setup, arrivals, guardian, hosting, wave_card};
use crate::rules::{RuleError, Text};

/// "All starting Rewards must be spent before the start of your first
/// Wave, save for a maximum of 200g that may be held over" (H, Jump Start).
pub const JUMP_START_HOLD: i64 = 200;

/// Checks Jump Start's first-wave requirements (H-2).
fn jump_start_ready(setup: &Setup, state: &State) -> Result<(), RuleError> {
    let Some(row) = setup.jump_row() else {
        return Ok(());
    };
    let extra = state.towers - setup.starting_towers();
    let hireables = state.living_hireables().count() as i64;
    let unmet = [
        ("towers", row.extra_towers, extra),
        ("equipment", row.unlocked_equipment, state.equipment),
        ("hireables", row.hireables, hireables),
    ];
    for (what, need, have) in unmet {
        if have < need {
            return Err(err("jump-requires")
                .arg("what", what)
                .arg("need", need)
                .arg("have", have)
                .arg("wave", setup.first_wave()));
        }
    }
    if state.gold > JUMP_START_HOLD {
        return Err(err("jump-hold")
            .arg("gold", state.gold)
            .arg("hold", JUMP_START_HOLD));
    }
    Ok(())
}

/// The next wave begins with the foes' first round.
pub(super) fn start_wave(setup: &Setup, state: &mut State) -> Result<Vec<Text>, RuleError> {
    match state.phase {
        Phase::Wave => return Err(err("wave-on")),
        Phase::Between if !state.healed => return Err(err("heal-first")),
        Phase::Prepare => {
            if state.cards_due > 0 {
                return Err(err("cards-due").arg("cards", state.cards_due));
            }
            jump_start_ready(setup, state)?;
        }
        Phase::Between => wave_card::ready(state)?,
    }
    let out = hosting::sitting_out(setup, state)?;
    state.phase = Phase::Wave;
    state.round = 1;
    state.side = Side::Foes;
    state.entered = 0;
    state.bosses_entered = 0;
    state.opening = 0;
    state.arrivals = 0;
    state.guardian = None;
    state.guardian_used = false;
    state.upkept.clear();
    state.wave_gate_damage = 0;
    state.wave_ally_damage = false;
    state.star_cards = 0;
    state.healed = false;
    state.step = 0;
    wave_card::wave_starts(state);
    let mut lines = vec![
        log("wave-starts")
            .arg("wave", state.wave)
            .arg("waves", i64::from(setup.final_wave().unwrap_or(0)))
            .arg("gauntlet", i64::from(setup.mode == Mode::Gauntlet)),
    ];
    lines.extend(hosting::sit_out(state, &out));
    lines.extend(round_reminders(setup, state));
    Ok(lines)
}

/// The round passes.
pub(super) fn next_round(setup: &Setup, state: &mut State) -> Result<Vec<Text>, RuleError> {
    in_wave(state)?;
    if state.side == Side::Foes {
        arrivals::round_filled(setup, state)?;
        wave_card::round_quota(setup, state)?;
    }
    if state.v2() && boss_owed(setup, state) {
        // "on the Foes' 2nd Round, after all other Monsters have taken
        // their Turns, but before the Players begin their 2nd Round, the
        // Boss arrives!" (B7).
        return Err(err("boss-waits").arg("round", state.round));
    }
    let mut lines = Vec::new();
    match state.side {
        Side::Foes => {
            state.side = Side::Players;
            state.foe_rounds = state.foe_rounds.saturating_add(1);
            lines.push(log("players-round").arg("round", state.round));
            // "Blessing Tokens are removed at the start of the Players' Round."
            unbless(state, &mut lines);
            if setup.mode == Mode::Gauntlet {
                state.guardian_used = false;
                mini_between(setup, state, &mut lines);
            }
        }
        Side::Players => {
            state.side = Side::Foes;
            state.round = state.round.saturating_add(1);
            state.arrivals = 0;
            state.upkept.clear();
            lines.extend(guardian::players_round_ends(state));
            if setup.mode == Mode::Gauntlet {
                state.bosses_entered = 0;
            }
            lines.push(log("foes-round").arg("round", state.round));
            lines.extend(round_reminders(setup, state));
        }
    }
    Ok(lines)
}

fn unbless(state: &mut State, lines: &mut Vec<Text>) {
    let mut who = Vec::new();
    for m in state.monsters.iter_mut().filter(|m| m.tokens.bless > 0) {
        m.tokens.bless = 0;
        who.push(m.label());
    }
    for h in state.heroes.iter_mut().filter(|h| h.tokens.bless > 0) {
        h.tokens.bless = 0;
        who.push(h.name.clone());
    }
    for h in state.hireables.iter_mut().filter(|h| h.tokens.bless > 0) {
        h.tokens.bless = 0;
        who.push(h.name.clone());
    }
    // Rules 4: the Guardian's too ("can be affected by Slow, Burn, and
    // Bless", E, Summon Guardian); under 3 it kept its Bless.
    let v4 = state.v4();
    if let Some(g) = state.guardian.as_mut().filter(|g| v4 && g.tokens.bless > 0) {
        g.tokens.bless = 0;
        who.push(g.name.clone());
    }
    lines.extend(who.into_iter().map(|w| log("unbless").arg("who", w)));
}

/// The Gauntlet: "At the end of each Foes' Round, a mini Between Waves
/// phase occurs where no Rewards are gained, but Allies Heal with the
/// listed bonus (yes, every Round!)"; "At the end of every third Foes'
/// Round, the Players get are granted a very small amount of Reward Cards
/// ... At this time defeated Heroes may be revived at half the normal
/// Healing Rate (Round down)".
fn mini_between(setup: &Setup, state: &mut State, lines: &mut Vec<Text>) {
    let Some(row) = setup.gauntlet() else {
        return;
    };
    heal_all(state, row.heal_mod, lines);
    if state.foe_rounds.is_multiple_of(3) {
        state.cards_due = state.cards_due.saturating_add(row.rewards);
        lines.push(
            log("gauntlet-rewards")
                .arg("cards", row.rewards)
                .arg("round", state.foe_rounds),
        );
        let v2 = state.v2();
        for h in state
            .heroes
            .iter_mut()
            .filter(|h| !h.left && h.knocked_out())
        {
            // Half the heal rate, rounded down. Rules 1 stood a revived
            // hero up with at least 1 HP; rules 2 take the rulebook's
            // number, so a heal rate of 1 revives with 0: still down.
            let half = h.heal_rate / 2;
            let hp = if v2 { half } else { half.max(1) };
            h.hp = hp.min(h.max).max(0);
            if h.hp > 0 {
                lines.push(log("revived").arg("who", h.name.clone()).arg("hp", h.hp));
            } else {
                lines.push(
                    log("stays-down")
                        .arg("who", h.name.clone())
                        .arg("rate", h.heal_rate),
                );
            }
        }
    }
}

/// Every standing ally heals its heal rate plus `bonus`, never above its
/// maximum; one line per ally whose HP changed.
fn heal_all(state: &mut State, bonus: i64, lines: &mut Vec<Text>) {
    let mut heal = |who: &str, hp: &mut i64, max: i64, rate: i64| {
        let new = hp
            .saturating_add(rate.saturating_add(bonus).max(0))
            .min(max);
        if new > *hp {
            lines.push(
                log("healed")
                    .arg("who", who)
                    .arg("old", *hp)
                    .arg("new", new),
            );
            *hp = new;
        }
    };
    for h in state.heroes.iter_mut().filter(|h| h.standing()) {
        heal(&h.name, &mut h.hp, h.max, h.heal_rate);
    }
    for h in state
        .hireables
        .iter_mut()
        .filter(|h| !h.defeated && !h.sits_out)
    {
        heal(&h.name, &mut h.hp, h.max, h.heal_rate);
    }
}

/// Between Waves, step 1: "All Allies heal a number of Hit Points equal to
/// their Heal Rate. If a Hero has been knocked out during the previous
/// Wave, they are revived with a number of Hit Points equal to their Heal
/// Rate."
pub(super) fn heal_step(state: &mut State) -> Result<Vec<Text>, RuleError> {
    between(state)?;
    if state.healed {
        return Err(err("healed"));
    }
    // Standing allies heal first; knocked-out heroes then come back with
    // their heal rate (not healed twice).
    let mut lines = Vec::new();
    heal_all(state, 0, &mut lines);
    let healed = lines.len();
    let mut revived = 0usize;
    for h in state
        .heroes
        .iter_mut()
        .filter(|h| !h.left && h.knocked_out())
    {
        h.hp = h.heal_rate.max(1).min(h.max);
        revived += 1;
        lines.push(log("revived").arg("who", h.name.clone()).arg("hp", h.hp));
    }
    state.healed = true;
    let mut out = vec![
        log("heal-step")
            .arg("healed", healed)
            .arg("revived", revived),
    ];
    out.extend(lines);
    Ok(out)
}

/// "All Foes are defeated ... the Wave has ended" (B4). The final wave's
/// end is the victory.
pub(super) fn end_wave(setup: &Setup, state: &mut State) -> Result<Vec<Text>, RuleError> {
    in_wave(state)?;
    if setup.mode == Mode::Gauntlet {
        return Err(err("gauntlet-endless"));
    }
    if !state.monsters.is_empty() {
        return Err(err("foes-standing").arg("count", state.monsters.len()));
    }
    if state.entered == 0 {
        return Err(err("no-foes-yet"));
    }
    arrivals::wave_filled(setup, state)?;
    let due = setup.bosses_in(state.wave);
    if state.bosses_entered < due {
        return Err(err("boss-to-come")
            .arg("due", due)
            .arg("entered", state.bosses_entered));
    }
    let wave = state.wave;
    let mut lines = vec![log("wave-ends").arg("wave", wave)];
    lines.extend(guardian::dismiss(state, "wave"));
    // "All Status Effects ... on Allies are removed at the end of the
    // current Wave" (C2, Affected Allies).
    for h in state.heroes.iter_mut() {
        h.tokens = Tokens::default();
    }
    for h in state.hireables.iter_mut() {
        h.tokens = Tokens::default();
        h.sits_out = false;
    }
    state.completed = state.completed.saturating_add(1);
    if setup.final_wave() == Some(wave) {
        state.end = Some(End::Victory);
        lines.push(log("victory").arg("gate", state.gate));
        return Ok(lines);
    }
    state.phase = Phase::Between;
    state.wave = wave.saturating_add(1);
    state.round = 0;
    state.side = Side::Foes;
    state.healed = false;
    state.step = 0;
    if setup.three_stars {
        lines.extend(three_stars(state));
    }
    if setup.mini_boss && wave == 5 {
        lines.push(log("mini-boss-cards"));
    }
    lines.extend(wave_card::wave_ended(setup, state, wave));
    Ok(lines)
}

/// 3 Stars (H): "+1 Reward Card" for a wave without Castle damage, "+1"
/// for one without Hero or Hireable damage, and "lose 1 Reward Card for
/// every 3 damage, or portion thereof" the gate took. One line per reason.
pub fn star_cards(gate_damage: i64, ally_damage: bool) -> (i64, i64, i64) {
    let gate = i64::from(gate_damage == 0);
    let allies = i64::from(!ally_damage);
    let lost = if gate_damage > 0 {
        (gate_damage + 2) / 3
    } else {
        0
    };
    (gate, allies, lost)
}

fn three_stars(state: &mut State) -> Vec<Text> {
    let (gate, allies, lost) = star_cards(state.wave_gate_damage, state.wave_ally_damage);
    let mut lines = Vec::new();
    if gate > 0 {
        lines.push(log("star-gate"));
    }
    if allies > 0 {
        lines.push(log("star-allies"));
    }
    if lost > 0 {
        lines.push(
            log("star-lost")
                .arg("cards", lost)
                .arg("damage", state.wave_gate_damage),
        );
    }
    state.star_cards = gate + allies - lost;
    state.star_total = state.star_total.saturating_add(state.star_cards);
    lines.push(log("star-total").arg("cards", state.star_cards));
    lines
}

/// What is due at the start of a foes' round: a boss, Delayed Monster
/// Entry's second half, The Gauntlet's foes and bosses.
pub fn round_reminders(setup: &Setup, state: &State) -> Vec<Text> {
    let mut lines = Vec::new();
    if state.phase != Phase::Wave || state.side != Side::Foes {
        return lines;
    }
    if let Some(row) = setup.gauntlet() {
        let foes = if state.round <= 1 {
            row.first_foes
        } else {
            row.later_foes
        };
        lines.push(msg("reminder", "gauntlet-foes").arg("foes", foes));
        if i64::from(state.round) % row.boss_every.max(1) == 0 && state.bosses_entered == 0 {
            lines.push(msg("reminder", "boss-now"));
        }
        return lines;
    }
    if setup.entry == Entry::Delayed && state.round == 2 {
        lines.push(msg("reminder", "delayed-rest"));
    }
    lines.extend(wave_card::round_reminders(setup, state));
    let due = setup.bosses_in(state.wave);
    for n in state.bosses_entered..due {
        if boss_round(setup.entry, n) == state.round {
            lines.push(msg("reminder", "boss-now"));
        }
    }
    lines
}
