//! Combat during a wave: monsters entering, damage after resistance and
//! immunity (C2, fourth), healing, the BBSSB status tokens and their caps
//! (C2, seventh), a monster's upkeep, and monsters at the Castle Gate (B3).

use super::phase::{err, foes_round, in_wave, log, monster_here, positive};
use super::setup::Resist;
use super::state::{Immunity, Kind, State};
use super::tokens::{Status, Tokens};
use super::{Action, Character};
use crate::rules::common;
use crate::rules::{RuleError, Text};

/// Damage taken from `dealt` damage of `kind`: "The minimum net Damage
/// Taken on any successful attack that Deals at least 1 point of Damage is
/// always 1 ... unless the Target is stated to be Immune to that Damage
/// Type" (C2). Non-resistible damage "cannot be resisted in any way", but
/// a character "Immune to everything" is not affected by it (E). A Bless
/// token adds 1 to every resistance.
pub fn damage_taken(
    dealt: i64,
    kind: Kind,
    resist: &Resist,
    blessed: bool,
    immune: &[Immunity],
) -> i64 {
    if dealt < 1 || immune.contains(&Immunity::Everything) {
        return 0;
    }
    let (res, immunity) = match kind {
        Kind::NonResistible => return dealt,
        Kind::Melee => (resist.melee, Immunity::Melee),
        Kind::Ranged => (resist.ranged, Immunity::Ranged),
        Kind::Supernatural => (resist.supernatural, Immunity::Supernatural),
    };
    if immune.contains(&immunity) {
        return 0;
    }
    let res = res.saturating_add(i64::from(blessed));
    dealt.saturating_sub(res).max(1)
}

/// What the gate takes from a monster: its full damage, both numbers of
/// "+" damage, and for an "x" monster "damage once per 2 Hitrolls they
/// normally get (round down)" (E, Special Attack Symbols).
pub fn gate_damage(damage: i64, plus: Option<i64>, rolls: Option<i64>) -> i64 {
    let once = damage.saturating_add(plus.unwrap_or(0));
    let times = rolls.map_or(1, |r| r / 2);
    once.saturating_mul(times)
}

/// The tokens, name, resistances and HP of a character, for the checks.
struct Target {
    label: String,
    hp: i64,
    max: i64,
    resist: Resist,
    tokens: Tokens,
    immune: Vec<Immunity>,
    boss: bool,
    siege: bool,
    /// A hero or hireable: its damage costs 3 Stars' card.
    ally: bool,
    guardian: bool,
}

fn target(state: &State, c: Character) -> Result<Target, RuleError> {
    match c {
        Character::Monster(id) => {
            let m = &state.monsters[monster_here(state, id)?];
            Ok(Target {
                label: m.label(),
                hp: m.hp,
                max: m.max,
                resist: m.resist,
                tokens: m.tokens,
                immune: m.immune.clone(),
                boss: m.boss,
                siege: m.siege,
                ally: false,
                guardian: false,
            })
        }
        Character::Hero(i) => {
            let h = &state.heroes[super::phase::hero_here(state, i)?];
            if h.knocked_out() {
                return Err(err("knocked-out").arg("hero", h.name.clone()));
            }
            Ok(Target {
                label: h.name.clone(),
                hp: h.hp,
                max: h.max,
                resist: h.resist,
                tokens: h.tokens,
                immune: Vec::new(),
                boss: false,
                siege: false,
                ally: true,
                guardian: false,
            })
        }
        Character::Hireable(i) => {
            let h = &state.hireables[super::phase::hireable_here(state, i)?];
            Ok(Target {
                label: h.name.clone(),
                hp: h.hp,
                max: h.max,
                resist: h.resist,
                tokens: h.tokens,
                immune: Vec::new(),
                boss: false,
                siege: false,
                ally: true,
                guardian: false,
            })
        }
        Character::Guardian(i) => {
            let g = state
                .guardian
                .as_ref()
                .filter(|g| g.hero == i)
                .ok_or_else(|| err("no-guardian").arg("hero", i))?;
            Ok(Target {
                label: g.name.clone(),
                hp: g.hp,
                max: g.max,
                resist: g.resist,
                tokens: g.tokens,
                immune: Vec::new(),
                boss: false,
                siege: false,
                // 3 Stars counts "Hero or Hireable Damage" (H) only.
                ally: false,
                guardian: true,
            })
        }
    }
}

/// Sets a character's HP and tokens; a monster or hireable at 0 HP is
/// defeated and leaves the board. Returns whether it was defeated.
fn write(state: &mut State, c: Character, hp: i64, tokens: Tokens) -> bool {
    match c {
        Character::Monster(id) => {
            if let Some(i) = state.monster_index(id) {
                if hp <= 0 {
                    state.monsters.remove(i);
                    state.upkept.retain(|u| *u != id);
                    return true;
                }
                state.monsters[i].hp = hp;
                state.monsters[i].tokens = tokens;
            }
            false
        }
        Character::Hero(i) => {
            if let Some(h) = state.heroes.get_mut(i) {
                h.hp = hp.max(0);
                h.tokens = if hp <= 0 { Tokens::default() } else { tokens };
            }
            hp <= 0
        }
        Character::Hireable(i) => {
            if let Some(h) = state.hireables.get_mut(i) {
                h.hp = hp.max(0);
                h.defeated = hp <= 0;
                h.tokens = if hp <= 0 { Tokens::default() } else { tokens };
            }
            hp <= 0
        }
        Character::Guardian(_) => {
            if hp <= 0 {
                state.guardian = None;
            } else if let Some(g) = state.guardian.as_mut() {
                g.hp = hp;
                g.tokens = tokens;
            }
            hp <= 0
        }
    }
}

fn fallen(c: Character, label: &str) -> Text {
    let kind = match c {
        Character::Monster(_) => "monster",
        Character::Hero(_) => "hero",
        Character::Hireable(_) => "hireable",
        Character::Guardian(_) => return log("guardian-gone").arg("guardian", label),
    };
    log("defeated").arg("who", label).arg("kind", kind)
}

/// `dealt` damage of `kind` to a character: its lines, and its fall.
fn hurt(
    state: &mut State,
    character: Character,
    dealt: i64,
    kind: Kind,
) -> Result<Vec<Text>, RuleError> {
    let t = target(state, character)?;
    let taken = damage_taken(dealt, kind, &t.resist, t.tokens.bless > 0, &t.immune);
    if taken == 0 {
        return Err(err("immune").arg("who", t.label).arg("kind", kind.name()));
    }
    let new = (t.hp - taken).max(0);
    if t.ally {
        state.wave_ally_damage = true;
    }
    let gone = write(state, character, new, t.tokens);
    let mut lines = vec![
        log("damage")
            .arg("who", t.label.clone())
            .arg("dealt", dealt)
            .arg("kind", kind.name())
            .arg("taken", taken)
            .arg("old", t.hp)
            .arg("new", new),
    ];
    if gone {
        lines.push(fallen(character, &t.label));
        // "If Felicity is ever defeated, the Guardian is to be removed from
        // the board immediately."
        if let Character::Hero(i) = character
            && state.guardian.as_ref().is_some_and(|g| g.hero == i)
        {
            lines.extend(super::guardian::dismiss(state, "felicity"));
        }
    }
    Ok(lines)
}

/// Applies a combat action.
pub(super) fn apply(state: &mut State, action: &Action) -> Result<Vec<Text>, RuleError> {
    match action {
        Action::Damage {
            character,
            amount,
            kind,
        } => {
            in_wave(state)?;
            hurt(state, *character, positive(*amount)?, *kind)
        }
        Action::GuardianShields { hero, amount } => {
            // "If the Guardian is adjacent to Felicity when she is affected
            // by a Ranged Type attack or effect, the Guardian will take the
            // effect's Damage" (E, Summon Guardian).
            in_wave(state)?;
            let dealt = positive(*amount)?;
            let who = target(state, Character::Hero(*hero))?.label;
            let guardian = target(state, Character::Guardian(*hero))?.label;
            let mut lines = vec![
                log("guardian-shields")
                    .arg("who", who)
                    .arg("guardian", guardian),
            ];
            lines.extend(hurt(
                state,
                Character::Guardian(*hero),
                dealt,
                Kind::Ranged,
            )?);
            Ok(lines)
        }
        Action::Heal { character, amount } => {
            in_wave(state)?;
            let amount = positive(*amount)?;
            let t = target(state, *character)?;
            // "The Guardian can't be healed" (E, Summon Guardian).
            if t.guardian {
                return Err(err("guardian-heal").arg("guardian", t.label));
            }
            if t.hp >= t.max {
                return Err(err("full-hp").arg("who", t.label));
            }
            let new = t.hp.saturating_add(amount).min(t.max);
            write(state, *character, new, t.tokens);
            Ok(vec![
                log("heal")
                    .arg("who", t.label)
                    .arg("old", t.hp)
                    .arg("new", new),
            ])
        }
        Action::AddStatus {
            character,
            status,
            count,
            kind,
        } => add_status(state, *character, *status, *count, *kind),
        Action::RemoveStatus {
            character,
            status,
            count,
        } => {
            in_wave(state)?;
            let count = positive(*count)?;
            let t = target(state, *character)?;
            let have = t.tokens.get(*status);
            if have == 0 {
                return Err(err("no-status")
                    .arg("who", t.label)
                    .arg("status", status.name()));
            }
            let mut tokens = t.tokens;
            let new = i64::from(have).saturating_sub(count).max(0);
            *tokens.get_mut(*status) = u8::try_from(new).unwrap_or(0);
            write(state, *character, t.hp, tokens);
            Ok(vec![
                log("status-off")
                    .arg("who", t.label)
                    .arg("status", status.name())
                    .arg("old", i64::from(have))
                    .arg("new", new),
            ])
        }
        Action::Upkeep { monster } => upkeep(state, *monster),
        Action::ReachGate {
            monster,
            damage,
            plus,
            rolls,
        }
        | Action::AttackGate {
            monster,
            damage,
            plus,
            rolls,
        } => {
            let enters = matches!(action, Action::ReachGate { .. });
            at_gate(state, *monster, *damage, *plus, *rolls, enters)
        }
        Action::InstantDefeat {
            monster,
            how,
            kind,
            affects_bosses,
        } => super::defeat::instant(state, *monster, *how, *kind, *affects_bosses),
        _ => Ok(Vec::new()),
    }
}

fn add_status(
    state: &mut State,
    c: Character,
    status: Status,
    count: i64,
    kind: Option<Kind>,
) -> Result<Vec<Text>, RuleError> {
    in_wave(state)?;
    let count = positive(count)?;
    let t = target(state, c)?;
    let immune_to = |i: Immunity| t.immune.contains(&Immunity::Everything) || t.immune.contains(&i);
    let negative = status != Status::Bless;
    let by_kind = match kind {
        Some(Kind::Melee) => immune_to(Immunity::Melee),
        Some(Kind::Ranged) => immune_to(Immunity::Ranged),
        Some(Kind::Supernatural) => immune_to(Immunity::Supernatural),
        _ => false,
    };
    // "Immune to all effects caused by an attack of a Type which they are
    // immune to"; bosses are immune to Stun; siege equipment to Bleed and
    // Stun; the "Immune to everything" take no status effects.
    let immune = by_kind
        || (negative && t.immune.contains(&Immunity::Everything))
        || (status == Status::Stun && (t.boss || t.siege || t.guardian))
        || (status == Status::Bleed && (t.siege || t.guardian));
    if immune {
        return Err(err("status-immune")
            .arg("who", t.label)
            .arg("status", status.name()));
    }
    let mut tokens = t.tokens;
    let mut added = 0i64;
    let mut swapped = 0i64;
    for _ in 0..count.min(i64::from(Status::Bleed.cap()) + 1) {
        match tokens.add_one(status) {
            Some(removed) => {
                added += 1;
                swapped += i64::from(removed.is_some());
            }
            None => break,
        }
    }
    if added == 0 {
        return Err(err("status-cap")
            .arg("who", t.label)
            .arg("status", status.name())
            .arg("cap", i64::from(status.cap())));
    }
    write(state, c, t.hp, tokens);
    let mut lines = vec![
        log("status-on")
            .arg("who", t.label.clone())
            .arg("status", status.name())
            .arg("old", i64::from(t.tokens.get(status)))
            .arg("new", i64::from(tokens.get(status))),
    ];
    if swapped > 0 {
        let other = if status == Status::Bleed {
            Status::Burn
        } else {
            Status::Bleed
        };
        lines.push(
            log("status-swap")
                .arg("who", t.label)
                .arg("status", status.name())
                .arg("other", other.name())
                .arg("old", i64::from(t.tokens.get(other)))
                .arg("new", i64::from(tokens.get(other))),
        );
    }
    Ok(lines)
}

/// "At the start of each Foe's individual Turn, during their upkeep phase,
/// it will take a number of points of Bleed Damage equal to the number of
/// Bleed Tokens on it. This Damage is Non-Resistible." Burn works the same,
/// except on a monster immune to supernatural damage. Then a Stun token is
/// removed and the rest of the turn skipped.
fn upkeep(state: &mut State, id: u32) -> Result<Vec<Text>, RuleError> {
    foes_round(state)?;
    let i = monster_here(state, id)?;
    let m = &state.monsters[i];
    if state.upkept.contains(&id) {
        return Err(err("upkeep-done").arg("who", m.label()));
    }
    let t = m.tokens;
    if t.bleed == 0 && t.burn == 0 && t.stun == 0 {
        return Err(err("upkeep-nothing").arg("who", m.label()));
    }
    let everything = m.immune.contains(&Immunity::Everything);
    let burn_hurts = !m.immune_to(Immunity::Supernatural);
    let bleed = if everything { 0 } else { i64::from(t.bleed) };
    let burn = if burn_hurts { i64::from(t.burn) } else { 0 };
    let total = bleed + burn;
    let label = m.label();
    let old = m.hp;
    let new = (old - total).max(0);
    let mut lines = vec![
        log("upkeep")
            .arg("who", label.clone())
            .arg("bleed", bleed)
            .arg("burn", burn)
            .arg("damage", total)
            .arg("old", old)
            .arg("new", new),
    ];
    if t.burn > 0 && !burn_hurts {
        lines.push(log("burn-immune").arg("who", label.clone()));
    }
    let mut tokens = t;
    tokens.stun = 0;
    state.upkept.push(id);
    let gone = write(state, Character::Monster(id), new, tokens);
    if gone {
        lines.push(fallen(Character::Monster(id), &label));
    } else if t.stun > 0 {
        lines.push(log("stun-skips").arg("who", label));
    }
    Ok(lines)
}

fn at_gate(
    state: &mut State,
    id: u32,
    damage: i64,
    plus: Option<i64>,
    rolls: Option<i64>,
    enters: bool,
) -> Result<Vec<Text>, RuleError> {
    foes_round(state)?;
    let i = monster_here(state, id)?;
    let damage = positive(damage)?;
    let plus = plus.map(positive).transpose()?;
    if let Some(r) = rolls {
        common::check_amount(r)?;
        if r < 2 {
            return Err(err("rolls").arg("rolls", r));
        }
    }
    let m = &state.monsters[i];
    let label = m.label();
    // "Siege Equipment and Bosses will never move into the Castle Gate".
    if enters && (m.boss || m.siege) {
        return Err(err("never-enters").arg("who", label));
    }
    let total = gate_damage(damage, plus, rolls);
    let old = state.gate;
    let new = (old - total).max(0);
    let key = if enters { "reach-gate" } else { "attack-gate" };
    let line = log(key)
        .arg("who", label.clone())
        .arg("damage", damage)
        .arg("plus", plus.unwrap_or(0))
        .arg("rolls", rolls.unwrap_or(0))
        .arg("times", rolls.map_or(1, |r| r / 2))
        .arg("total", total)
        .arg("old", old)
        .arg("new", new);
    state.gate = new;
    state.wave_gate_damage = state.wave_gate_damage.saturating_add(old - new);
    if enters {
        state.monsters.remove(i);
        state.upkept.retain(|u| *u != id);
    }
    Ok(vec![line])
}
