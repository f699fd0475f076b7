//! The Wave Card at the table (B1, Diagram B1-1). Before a wave the group
//! reads its numbers off the card: the foe quantity of the Monster
//! Selection Grid (#2), the Hero Scaling Grid's additional monsters (#7)
//! and d12 modifier (#8) for the number of heroes, the reward cards (#4)
//! and the grid's reward bonus (#9); one wave at a time, or every wave
//! once, as a table. With them the rules know how many foes each foes'
//! round brings (all on the first, B1 and D2-2 Standard; half rounded up
//! then the rest on the second, D2-2 Delayed), refuse a round or a wave
//! that ends with foes still due, and count the reward cards due after the
//! wave (B5 step 2 and E, Reward Cards: base ± the grid's bonus; ± 3 Stars,
//! H; +2 for a mini boss, D2-2). Raise the Bar's quota (D2-2) is checked
//! with or without the card. Where the group skips the card, the checks
//! that need it are off, and old logs (which never have it) replay as
//! they were.

use serde::Serialize;

use super::phase::{err, log, msg};
use super::records::Rewards;
use super::records::WaveNumbers;
use super::setup::Entry;
use super::state::{Phase, Side, State};
use super::{Mode, Setup};
use crate::rules::common;
use crate::rules::{RuleError, Text};

/// Reward cards for beating the mini boss: "your team may draw +2 Reward
/// Cards after Wave 5" (D2-2, Extra-Boss Modes).
pub const MINI_BOSS_CARDS: i64 = 2;
/// Raise the Bar in a wave: "a minimum number of Monsters of the Highest
/// Level possible for that Wave must arrive" (D2-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Quota {
    /// The wave's highest level.
    pub level: u32,
    /// How many must arrive (never more than the Wave Card's foes).
    pub min: u32,
    /// How many of that level (or higher) arrived so far.
    pub entered: u32,
}

impl Quota {
    /// How many more must still arrive.
    pub fn missing(&self) -> u32 {
        self.min.saturating_sub(self.entered)
    }
}

/// The foes of the wave being played, as the Wave Card and the rules tell
/// them; see [`foes`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct WaveFoes {
    /// The wave's foes by the Wave Card.
    pub total: u32,
    /// Of them, entered so far this wave (bosses and summoned monsters
    /// apart).
    pub entered: u32,
    /// Still due on the foes' round being played (0 in a players' round).
    pub now: u32,
    /// Still to come on later foes' rounds.
    pub later: u32,
    /// Raise the Bar's quota, when the variant is played.
    pub quota: Option<Quota>,
}

/// The Wave Card's numbers for `wave`, if the group entered them.
pub fn numbers(state: &State, wave: u32) -> Option<&WaveNumbers> {
    state.card.iter().find(|n| n.wave == wave)
}

/// The wave die's modifier for the wave being played (or next): "every
/// d12 roll for Monster Selection is modified by the amount listed on the
/// Hero Scaling Grid" (E, Roll Modifier (d12); B1 #8). In The Gauntlet the
/// grid is ignored and table H-3's row gives it; else the Wave Card's for
/// this wave; 0 where the card was skipped. The net result may lie below 1
/// or above 12 (the lowest or highest level of the wave, the side from the
/// net result); a boss's odd/even route roll is never modified.
pub fn d12_mod(setup: &Setup, state: &State) -> i64 {
    if setup.mode == Mode::Gauntlet {
        return setup.gauntlet().map_or(0, |r| r.d12_mod);
    }
    numbers(state, state.wave).map_or(0, |n| n.d12_mod)
}

/// Whether the Wave Card is in use for the wave being played (or next).
pub fn in_use(state: &State) -> bool {
    numbers(state, state.wave).is_some()
}

/// Raise the Bar's level and minimum for `wave` (D2-2): none at wave 1
/// ("Not applicable"), X of the wave's level at waves 2–5, X+1 and X+2 of
/// level 5 at waves 6 and 7; none without the variant or in The Gauntlet.
pub fn bar(setup: &Setup, wave: u32) -> Option<(u32, u32)> {
    let x = setup.raise_the_bar?;
    if setup.mode == Mode::Gauntlet {
        return None;
    }
    match wave {
        0 | 1 => None,
        2..=5 => Some((wave, x)),
        w => Some((5, x.saturating_add(w.min(7) - 5))),
    }
}

/// Raise the Bar in the wave being played, capped by the Wave Card's foes
/// where it was entered.
pub fn quota(setup: &Setup, state: &State) -> Option<Quota> {
    let (level, min) = bar(setup, state.wave)?;
    let min = numbers(state, state.wave).map_or(min, |n| min.min(n.total()));
    // Before the wave, none of it has arrived yet.
    let entered = if state.phase == Phase::Wave {
        state.top_level
    } else {
        0
    };
    Some(Quota {
        level,
        min,
        entered,
    })
}

/// The foes of the wave being played; none outside a wave, in The
/// Gauntlet (table H-3 brings them: [`super::Rules::foes_due`]), or
/// where the Wave Card was skipped.
pub fn foes(setup: &Setup, state: &State) -> Option<WaveFoes> {
    if state.phase != Phase::Wave || setup.mode == Mode::Gauntlet {
        return None;
    }
    let n = numbers(state, state.wave)?;
    let total = n.total();
    let entered = state.rolled.min(total);
    // Due by the end of this foes' round, less what arrived: in a
    // players' round nothing is due now.
    let by_now = n.on_round(setup.entry, 1)
        + if state.round >= 2 {
            n.on_round(setup.entry, 2)
        } else {
            0
        };
    let now = if state.side == Side::Foes {
        by_now.saturating_sub(entered)
    } else {
        0
    };
    let later = total.saturating_sub(entered).saturating_sub(now);
    Some(WaveFoes {
        total,
        entered,
        now,
        later,
        quota: quota(setup, state),
    })
}

/// The foes of the wave's roll still to come at one level, as far as the
/// rules know: the wave die picks each one's level, so only a range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LevelToCome {
    /// The level, 1–5.
    pub level: u32,
    /// At least this many (Raise the Bar's quota still missing).
    pub min: u32,
    /// At most this many (the Wave Card's foes still to come, less the
    /// quota's places kept for a higher level).
    pub max: u32,
}

/// The highest level of monster possible in `wave`: the wave's number up
/// to level 5 (D2-2, Raise the Bar: "Wave 2 - Minimum of X Level 2
/// Monsters" ... "Wave 7 - ... Level 5").
fn top_level(wave: u32) -> u32 {
    wave.clamp(1, 5)
}

/// The foes still to come in the wave being played, level by level, from
/// the Wave Card's numbers (the foe quantity and the Hero Scaling Grid's
/// extra monsters, less those entered) and Raise the Bar's minimum of the
/// wave's highest level: each level from 1 to that highest one that may
/// still come. Empty when none is left; none where [`foes`] is none
/// (outside a wave, The Gauntlet, the card skipped). Bosses and summoned
/// monsters apart.
pub fn to_come(setup: &Setup, state: &State) -> Option<Vec<LevelToCome>> {
    let f = foes(setup, state)?;
    let left = f.total.saturating_sub(f.entered);
    let kept = f.quota.map_or(0, |q| q.missing().min(left));
    let quota_level = f.quota.map(|q| q.level);
    Some(
        (1..=top_level(state.wave))
            .map(|level| {
                if quota_level.is_some_and(|q| level >= q) {
                    LevelToCome {
                        level,
                        min: kept,
                        max: left,
                    }
                } else {
                    LevelToCome {
                        level,
                        min: 0,
                        max: left - kept,
                    }
                }
            })
            .filter(|l| l.max > 0)
            .collect(),
    )
}

/// The foes of the wave's roll the Wave Card brings on the foes' round
/// being played; none without the card or in The Gauntlet.
pub(super) fn due_on_round(setup: &Setup, state: &State) -> Option<u32> {
    if setup.mode == Mode::Gauntlet {
        return None;
    }
    numbers(state, state.wave).map(|n| n.on_round(setup.entry, state.round))
}

/// A monster of the wave's roll entered: counted, and of the wave's
/// highest level for Raise the Bar.
pub(super) fn count(setup: &Setup, state: &mut State, level: Option<u32>) {
    state.rolled = state.rolled.saturating_add(1);
    let top = bar(setup, state.wave).map_or(u32::MAX, |(l, _)| l);
    if level.is_some_and(|l| l >= top) {
        state.top_level = state.top_level.saturating_add(1);
    }
}

/// The count of a new wave starts from nothing; the last wave's reward
/// cards are behind.
pub(super) fn wave_starts(state: &mut State) {
    state.rolled = 0;
    state.top_level = 0;
    state.rewards = None;
}

/// Raise the Bar: "always roll for Monster Entry first, and then sub in
/// the mandatory Monsters last if the quota isn't met" (D2-2). With the
/// Wave Card the app knows when the last foes come: a monster below the
/// wave's highest level is refused where it would leave too few places
/// for the quota.
pub(super) fn room_for_quota(
    setup: &Setup,
    state: &State,
    level: Option<u32>,
) -> Result<(), RuleError> {
    let (Some(q), Some(n)) = (quota(setup, state), numbers(state, state.wave)) else {
        return Ok(());
    };
    if level.is_some_and(|l| l >= q.level) {
        return Ok(());
    }
    let places = n.total().saturating_sub(state.rolled);
    if q.missing() > 0 && places <= q.missing() {
        return Err(bar_err(state, q).arg("places", places));
    }
    Ok(())
}

fn bar_err(state: &State, q: Quota) -> RuleError {
    err("raise-bar")
        .arg("wave", state.wave)
        .arg("min", q.min)
        .arg("level", q.level)
        .arg("entered", q.entered)
}

/// The last foes' round that brings the wave's roll: the first, or the
/// second with Delayed Monster Entry (D2-2).
fn last_arrival_round(entry: Entry) -> u32 {
    if entry == Entry::Delayed { 2 } else { 1 }
}

/// Raise the Bar: the foes' round that brings the last of the wave's roll
/// ends only once the quota has arrived.
pub(super) fn round_quota(setup: &Setup, state: &State) -> Result<(), RuleError> {
    if state.phase != Phase::Wave || state.side != Side::Foes {
        return Ok(());
    }
    match quota(setup, state) {
        Some(q) if q.missing() > 0 && state.round >= last_arrival_round(setup.entry) => {
            Err(bar_err(state, q).arg("places", 0))
        }
        _ => Ok(()),
    }
}

/// The wave ends only once every foe the Wave Card brings has entered
/// (B1, B4: "having defeated every last Foe"), and Raise the Bar's quota
/// with them.
pub(super) fn wave_filled(setup: &Setup, state: &State) -> Result<(), RuleError> {
    if let Some(f) = foes(setup, state) {
        let missing = f.total.saturating_sub(f.entered);
        if missing > 0 {
            let n = numbers(state, state.wave).copied();
            return Err(err("wave-card-due")
                .arg("due", missing)
                .arg("total", f.total)
                .arg("wave", state.wave)
                .arg("foes", n.map_or(0, |n| n.foes))
                .arg("extra", n.map_or(0, |n| n.extra_foes))
                .arg("entry", entry_name(setup.entry)));
        }
    }
    match quota(setup, state) {
        Some(q) if q.missing() > 0 => Err(bar_err(state, q).arg("places", 0)),
        _ => Ok(()),
    }
}

/// The refusal of a monster beyond what the Wave Card brings this round.
pub(super) fn over(setup: &Setup, state: &State, max: u32) -> RuleError {
    let total = numbers(state, state.wave).map_or(0, WaveNumbers::total);
    err("wave-card-over")
        .arg("max", max)
        .arg("round", state.round)
        .arg("total", total)
        .arg("entry", entry_name(setup.entry))
}

/// The refusal of a foes' round that ends with foes of the Wave Card due.
pub(super) fn round_due(setup: &Setup, state: &State, due: u32) -> RuleError {
    let total = numbers(state, state.wave).map_or(0, WaveNumbers::total);
    err("wave-card-round-due")
        .arg("due", due)
        .arg("round", state.round)
        .arg("total", total)
        .arg("entry", entry_name(setup.entry))
}

fn entry_name(entry: Entry) -> &'static str {
    match entry {
        Entry::Standard => "standard",
        Entry::Delayed => "delayed",
        Entry::HighSpeed => "high_speed",
    }
}

/// The reward cards after `wave`, by the Wave Card; none where it was
/// skipped for that wave. "The number of Reward Cards earned is equal to
/// the base amount listed on the Monster Selection grid plus or minus any
/// indicated modifier on the Hero Scaling Grid" (E, Reward Cards); 3 Stars
/// adds or takes its cards (H); the mini boss beaten is +2 (D2-2).
pub fn rewards(setup: &Setup, state: &State, wave: u32) -> Option<Rewards> {
    let n = numbers(state, wave)?;
    let stars = if setup.three_stars {
        state.star_cards
    } else {
        0
    };
    let mini_boss = if setup.mini_boss && wave == 5 {
        MINI_BOSS_CARDS
    } else {
        0
    };
    let sum = n
        .reward_cards
        .saturating_add(n.extra_cards)
        .saturating_add(stars)
        .saturating_add(mini_boss);
    Some(Rewards {
        wave,
        base: n.reward_cards,
        scaling: n.extra_cards,
        stars,
        mini_boss,
        total: sum.max(0),
    })
}

/// At the end of `wave` (not the final one): the reward cards the Wave
/// Card gives become due, with their log line.
pub(super) fn wave_ended(setup: &Setup, state: &mut State, wave: u32) -> Vec<Text> {
    let Some(r) = rewards(setup, state, wave) else {
        return Vec::new();
    };
    state.rewards = Some(r);
    state.cards_due = state.cards_due.saturating_add(r.total);
    vec![
        log("wave-card-rewards")
            .arg("wave", wave)
            .arg("cards", r.total)
            .arg("base", r.base)
            .arg("scaling", r.scaling)
            .arg("stars", r.stars)
            .arg("mini_boss", r.mini_boss),
    ]
}

/// Between waves, the next wave starts only once the reward cards the
/// Wave Card gave are entered ("Step 2: Get the Gold!" before "Step 7:
/// Start the Next Wave!", B5).
pub(super) fn ready(state: &State) -> Result<(), RuleError> {
    match state.rewards {
        Some(r) if state.phase == Phase::Between && state.cards_due > 0 => {
            Err(err("wave-card-cards")
                .arg("cards", state.cards_due)
                .arg("wave", r.wave))
        }
        _ => Ok(()),
    }
}

/// The reminder of what the Wave Card brings at the start of a foes'
/// round: its foes due, and Raise the Bar's quota on the first round.
pub(super) fn round_reminders(setup: &Setup, state: &State) -> Vec<Text> {
    let mut lines = Vec::new();
    if let Some(n) = due_on_round(setup, state).filter(|n| *n > 0) {
        lines.push(msg("reminder", "wave-card-foes").arg("foes", n));
    }
    if state.round == 1
        && let Some(q) = quota(setup, state)
    {
        lines.push(
            msg("reminder", "raise-bar")
                .arg("min", q.min)
                .arg("level", q.level),
        );
    }
    lines
}

/// Checks and records the Wave Card's numbers: before a wave starts (not
/// during one), for this wave or a later one of the game, not in The
/// Gauntlet (its table H-3 gives the numbers and the Hero Scaling Grid is
/// ignored, H). A wave entered again takes the new numbers.
pub(super) fn apply(
    setup: &Setup,
    state: &mut State,
    waves: &[WaveNumbers],
) -> Result<Vec<Text>, RuleError> {
    if setup.mode == Mode::Gauntlet {
        return Err(err("wave-card-gauntlet"));
    }
    if state.phase == Phase::Wave {
        return Err(err("wave-card-when").arg("wave", state.wave));
    }
    if waves.is_empty() {
        return Err(err("wave-card-empty"));
    }
    let first = state.wave;
    let last = setup.final_wave().unwrap_or(first).max(first);
    for (i, n) in waves.iter().enumerate() {
        if !(first..=last).contains(&n.wave) {
            return Err(err("wave-card-wave")
                .arg("wave", n.wave)
                .arg("first", first)
                .arg("last", last));
        }
        if waves[..i].iter().any(|m| m.wave == n.wave) {
            return Err(err("wave-card-twice").arg("wave", n.wave));
        }
        check(n)?;
    }
    let mut lines = vec![log("wave-card").arg("waves", waves.len())];
    for n in waves {
        lines.push(
            log("wave-card-wave")
                .arg("wave", n.wave)
                .arg("foes", n.foes)
                .arg("extra", n.extra_foes)
                .arg("total", n.total())
                .arg("d12", n.d12_mod)
                .arg("cards", n.reward_cards)
                .arg("extra_cards", n.extra_cards),
        );
        match state.card.iter_mut().find(|m| m.wave == n.wave) {
            Some(m) => *m = *n,
            None => state.card.push(*n),
        }
    }
    state.card.sort_by_key(|n| n.wave);
    state.card_entries = state.card_entries.saturating_add(1);
    if lines.len() == 2 {
        // One wave: its line says it all.
        lines.remove(0);
    }
    Ok(lines)
}

/// One wave's numbers: each within the app's bounds, the d12 modifier
/// within a die's reach, no negative quantity or cards, and at least one
/// foe once scaled (a wave "begins when a set of Foes enters", E Waves).
fn check(n: &WaveNumbers) -> Result<(), RuleError> {
    for v in [n.foes, n.extra_foes, n.reward_cards, n.extra_cards] {
        common::check_amount(v)?;
    }
    let number = |field: &str, value: i64, min: i64, max: i64| {
        if (min..=max).contains(&value) {
            Ok(())
        } else {
            Err(err("wave-card-number")
                .arg("wave", n.wave)
                .arg("field", field)
                .arg("min", min)
                .arg("max", max)
                .arg("value", value))
        }
    };
    number("foes", n.foes, 0, common::MAX_VALUE)?;
    number("d12_mod", n.d12_mod, -12, 12)?;
    number("reward_cards", n.reward_cards, 0, common::MAX_VALUE)?;
    if n.foes.saturating_add(n.extra_foes) < 1 {
        return Err(err("wave-card-no-foes")
            .arg("wave", n.wave)
            .arg("foes", n.foes)
            .arg("extra", n.extra_foes));
    }
    Ok(())
}
