//! `apply`: every action checked first, then the state changed at once.

use super::{Action, Champion, Format, MAX_CHAMPIONS, Setup, State, outcome};
use crate::rules::common;
use crate::rules::{RuleError, Text};

/// Rules 2: a gain that would take the gold or combat a Hydra team shows
/// (its players' pools added up) past the bound is refused.
fn team_within_bound(
    setup: &Setup,
    state: &State,
    player: usize,
    amount: i64,
    pool: impl Fn(usize) -> i64,
) -> Result<(), RuleError> {
    if state.rules < 2 {
        return Ok(());
    }
    let team = setup
        .members(setup.track_of(player))
        .into_iter()
        .try_fold(amount, |total, p| common::add(total, pool(p)));
    team.map(|_| ())
}

/// Applies one action; see [`crate::rules::Game::apply`].
pub(super) fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
    if outcome::outcome(setup, state).is_finished() {
        return Err(RuleError::new("rule-hero_realms-game-over"));
    }
    match action {
        Action::GainGold { player, amount } => gain(setup, state, *player, *amount, Pool::Gold),
        Action::SpendGold { player, amount } => spend_gold(setup, state, *player, *amount),
        Action::GainCombat { player, amount } => gain(setup, state, *player, *amount, Pool::Combat),
        Action::Attack {
            player,
            target,
            champion,
            amount,
        } => attack(setup, state, *player, *target, *champion, *amount),
        Action::GainHealth { player, amount } => {
            let p = subject(setup, state, *player)?;
            let amount = positive(*amount)?;
            let plan = plan_health(setup, state, p, amount)?;
            Ok(commit(setup, state, &plan, "log-hero_realms-gain-health").arg("amount", amount))
        }
        Action::LoseHealth { player, amount } => {
            let p = subject(setup, state, Some(*player))?;
            let amount = positive(*amount)?;
            let plan = plan_health(setup, state, p, -amount)?;
            Ok(commit(setup, state, &plan, "log-hero_realms-lose-health").arg("amount", amount))
        }
        Action::PlayChampion {
            player,
            name,
            defense,
            guard,
        } => play_champion(setup, state, *player, name, *defense, *guard),
        Action::ExpendChampion { player, champion } => {
            expend_champion(setup, state, *player, *champion)
        }
        Action::StunChampion {
            player,
            target,
            champion,
        } => stun_champion(setup, state, *player, *target, *champion),
        Action::RemoveChampion { player, champion } => {
            common::player(&setup.players, *player)?;
            let name = find_champion(setup, state, *player, *champion)?
                .name
                .clone();
            remove(state, *player, *champion);
            Ok(line("log-hero_realms-remove", state)
                .arg("owner", setup.name(*player))
                .arg("champion", name))
        }
        Action::EndTurn => end_turn(setup, state),
    }
}

/// The pools a player gains into during a turn.
#[derive(Clone, Copy)]
enum Pool {
    Gold,
    Combat,
}

/// GainGold or GainCombat: the acting player's pool grows by `amount`
/// (rules 2: a Hydra team's total stays within the bound).
fn gain(
    setup: &Setup,
    state: &mut State,
    player: Option<usize>,
    amount: i64,
    pool: Pool,
) -> Result<Text, RuleError> {
    let of = |state: &State, p: usize| match pool {
        Pool::Gold => state.gold_of(p),
        Pool::Combat => state.combat_of(p),
    };
    let p = actor(setup, state, player)?;
    let amount = positive(amount)?;
    let old = of(state, p);
    let new = common::add(old, amount)?;
    team_within_bound(setup, state, p, amount, |p| of(state, p))?;
    let (values, key) = match pool {
        Pool::Gold => (&mut state.gold, "log-hero_realms-gain-gold"),
        Pool::Combat => (&mut state.combat, "log-hero_realms-gain-combat"),
    };
    set(values, p, new);
    Ok(pool_line(key, setup, state, p, amount, old, new))
}

/// SpendGold: the acting player spends gold, never more than they have.
fn spend_gold(
    setup: &Setup,
    state: &mut State,
    player: Option<usize>,
    amount: i64,
) -> Result<Text, RuleError> {
    let p = actor(setup, state, player)?;
    let amount = positive(amount)?;
    let old = state.gold_of(p);
    if amount > old {
        return Err(RuleError::new("rule-hero_realms-not-enough-gold")
            .arg("player", setup.name(p))
            .arg("gold", old)
            .arg("amount", amount));
    }
    let new = old - amount;
    set(&mut state.gold, p, new);
    Ok(pool_line(
        "log-hero_realms-spend-gold",
        setup,
        state,
        p,
        amount,
        old,
        new,
    ))
}

/// Attack: the acting player spends combat on `target` or, with
/// `champion`, on one of their champions.
fn attack(
    setup: &Setup,
    state: &mut State,
    player: Option<usize>,
    target: usize,
    champion: Option<usize>,
    amount: i64,
) -> Result<Text, RuleError> {
    let a = actor(setup, state, player)?;
    let amount = positive(amount)?;
    check_target(setup, state, a, target, champion)?;
    let have = state.combat_of(a);
    if amount > have {
        return Err(RuleError::new("rule-hero_realms-not-enough-combat")
            .arg("player", setup.name(a))
            .arg("combat", have)
            .arg("amount", amount));
    }
    match champion {
        None => {
            let plan = plan_health(setup, state, target, -amount)?;
            set(&mut state.combat, a, have - amount);
            let line = commit(setup, state, &plan, "log-hero_realms-attack");
            Ok(line.arg("attacker", setup.name(a)).arg("amount", amount))
        }
        Some(c) => attack_champion(setup, state, a, target, c, amount, have),
    }
}

/// PlayChampion: the acting player puts a champion (or a guard) in play,
/// up to the most a player may have.
fn play_champion(
    setup: &Setup,
    state: &mut State,
    player: Option<usize>,
    name: &str,
    defense: i64,
    guard: bool,
) -> Result<Text, RuleError> {
    let p = actor(setup, state, player)?;
    common::check_names(std::iter::once(name))?;
    common::check_amount(defense)?;
    if defense <= 0 {
        return Err(RuleError::new("rule-hero_realms-defense-positive").arg("defense", defense));
    }
    if state.champions_of(p).len() >= MAX_CHAMPIONS {
        return Err(RuleError::new("rule-hero_realms-too-many-champions")
            .arg("player", setup.name(p))
            .arg("max", MAX_CHAMPIONS));
    }
    let champion = Champion {
        name: name.trim().to_owned(),
        defense,
        guard,
        damage: 0,
        expended: false,
    };
    let key = if guard {
        "log-hero_realms-play-guard"
    } else {
        "log-hero_realms-play-champion"
    };
    let line = line(key, state)
        .arg("player", setup.name(p))
        .arg("champion", &champion.name)
        .arg("defense", defense);
    if let Some(list) = state.champions.get_mut(p) {
        list.push(champion);
    }
    Ok(line)
}

/// ExpendChampion: the acting player expends one of their champions; it
/// stays expended until their turn ends.
fn expend_champion(
    setup: &Setup,
    state: &mut State,
    player: Option<usize>,
    champion: usize,
) -> Result<Text, RuleError> {
    let p = actor(setup, state, player)?;
    let c = find_champion(setup, state, p, champion)?;
    if c.expended {
        return Err(RuleError::new("rule-hero_realms-already-expended").arg("champion", &c.name));
    }
    let line = line("log-hero_realms-expend", state)
        .arg("player", setup.name(p))
        .arg("champion", &c.name);
    if let Some(c) = state.champions.get_mut(p).and_then(|l| l.get_mut(champion)) {
        c.expended = true;
    }
    Ok(line)
}

/// StunChampion: the acting player stuns (removes) a champion of a player
/// they may target.
fn stun_champion(
    setup: &Setup,
    state: &mut State,
    player: Option<usize>,
    target: usize,
    champion: usize,
) -> Result<Text, RuleError> {
    let a = actor(setup, state, player)?;
    check_target(setup, state, a, target, Some(champion))?;
    let name = find_champion(setup, state, target, champion)?.name.clone();
    remove(state, target, champion);
    Ok(line("log-hero_realms-stun", state)
        .arg("player", setup.name(a))
        .arg("owner", setup.name(target))
        .arg("champion", name))
}

/// Whether `attacker` may attack `target` (or its champion `champion`) under
/// the format's targeting rules and the guard rule.
pub(super) fn check_target(
    setup: &Setup,
    state: &State,
    attacker: usize,
    target: usize,
    champion: Option<usize>,
) -> Result<(), RuleError> {
    common::player(&setup.players, target)?;
    if target == attacker {
        return Err(RuleError::new("rule-hero_realms-own-target"));
    }
    if setup.teammates(attacker, target) {
        return Err(RuleError::new("rule-hero_realms-teammate").arg("target", setup.name(target)));
    }
    if state.is_out(target) {
        return Err(RuleError::new("rule-hero_realms-target-out").arg("target", setup.name(target)));
    }
    let champ = match champion {
        Some(c) => Some(find_champion(setup, state, target, c)?),
        None => None,
    };
    match setup.format {
        Format::HunterFirstBlood | Format::HunterLastOneStanding => {
            let left = state.left_of(attacker);
            let right = state.right_of(attacker);
            let left_name = left.map_or("", |l| setup.name(l));
            if champ.is_none() && left != Some(target) {
                return Err(RuleError::new("rule-hero_realms-hunter-left-only")
                    .arg("player", setup.name(attacker))
                    .arg("left", left_name));
            }
            if champ.is_some() && left != Some(target) && right != Some(target) {
                return Err(RuleError::new("rule-hero_realms-hunter-neighbours-only")
                    .arg("player", setup.name(attacker))
                    .arg("left", left_name)
                    .arg("right", right.map_or("", |r| setup.name(r))));
            }
        }
        Format::Emperor if !setup.is_emperor(attacker) => {
            let allowed = match setup.opposite(attacker) {
                Some(o) if state.is_out(o) => setup.enemy_emperor(attacker),
                other => other,
            };
            if allowed != Some(target) {
                return Err(RuleError::new("rule-hero_realms-commander-target")
                    .arg("player", setup.name(attacker))
                    .arg("allowed", allowed.map_or("", |a| setup.name(a))));
            }
        }
        _ => {}
    }
    match champ {
        None if state.guarded(setup, target) => {
            Err(RuleError::new("rule-hero_realms-guarded").arg("target", setup.name(target)))
        }
        Some(c) if !c.guard && state.guarded(setup, target) => {
            Err(RuleError::new("rule-hero_realms-champion-guarded")
                .arg("champion", &c.name)
                .arg("target", setup.name(target)))
        }
        _ => Ok(()),
    }
}

fn attack_champion(
    setup: &Setup,
    state: &mut State,
    attacker: usize,
    owner: usize,
    index: usize,
    amount: i64,
    have: i64,
) -> Result<Text, RuleError> {
    let c = find_champion(setup, state, owner, index)?;
    let old = c.damage;
    let new = common::add(old, amount)?;
    let stunned = new >= c.defense;
    let key = if stunned {
        "log-hero_realms-attack-champion-stunned"
    } else {
        "log-hero_realms-attack-champion"
    };
    let line = line(key, state)
        .arg("attacker", setup.name(attacker))
        .arg("owner", setup.name(owner))
        .arg("champion", &c.name)
        .arg("amount", amount)
        .arg("old", old)
        .arg("new", new)
        .arg("defense", c.defense);
    set(&mut state.combat, attacker, have - amount);
    if stunned {
        remove(state, owner, index);
    } else if let Some(c) = state
        .champions
        .get_mut(owner)
        .and_then(|l| l.get_mut(index))
    {
        c.damage = new;
    }
    Ok(line)
}

/// A health change worked out before anything is changed.
struct HealthPlan {
    track: usize,
    player: usize,
    old: i64,
    new: i64,
    out: bool,
    /// Hunter — Last One Standing: who gains the bonus, old and new health.
    bonus: Option<(usize, i64, i64)>,
}

fn plan_health(
    setup: &Setup,
    state: &State,
    player: usize,
    change: i64,
) -> Result<HealthPlan, RuleError> {
    let track = setup.track_of(player);
    let old = state.health.get(track).copied().unwrap_or(0);
    let new = common::add(old, change)?;
    let out = new <= 0;
    let mut bonus = None;
    if out
        && setup.format == Format::HunterLastOneStanding
        && let Some(r) = state.right_of(player)
    {
        let before = state.health_of(setup, r);
        bonus = Some((r, before, common::add(before, super::HUNTER_BONUS)?));
    }
    Ok(HealthPlan {
        track,
        player,
        old,
        new,
        out,
        bonus,
    })
}

/// Applies a planned health change and returns the log line `base` (with
/// `-out`, `-out-bonus` or `-out-commander` when the track is eliminated).
fn commit(setup: &Setup, state: &mut State, plan: &HealthPlan, base: &str) -> Text {
    set(&mut state.health, plan.track, plan.new);
    let key = if !plan.out {
        base.to_owned()
    } else if plan.bonus.is_some() {
        format!("{base}-out-bonus")
    } else if setup.format == Format::Emperor && !setup.is_emperor(plan.player) {
        format!("{base}-out-commander")
    } else {
        format!("{base}-out")
    };
    let mut line = line(&key, state)
        .arg("player", setup.track_name(plan.track))
        .arg("members", setup.members(plan.track).len())
        .arg("old", plan.old)
        .arg("new", plan.new);
    if plan.out {
        for p in setup.members(plan.track) {
            set_out(state, p);
        }
        if state.first_out.is_none() {
            state.first_out = Some(plan.player);
        }
        if let Some(e) = setup.own_emperor(plan.player) {
            line = line.arg("emperor", setup.name(e));
        }
    }
    if let Some((r, before, after)) = plan.bonus {
        set(&mut state.health, setup.track_of(r), after);
        line = line
            .arg("bonus", setup.name(r))
            .arg("bonus_old", before)
            .arg("bonus_new", after);
    }
    line
}

fn set_out(state: &mut State, player: usize) {
    if let Some(e) = state.eliminated.get_mut(player) {
        *e = Some(state.turn);
    }
    if let Some(list) = state.champions.get_mut(player) {
        list.clear();
    }
    set(&mut state.gold, player, 0);
    set(&mut state.combat, player, 0);
}

fn end_turn(setup: &Setup, state: &mut State) -> Result<Text, RuleError> {
    let count = setup.track_count();
    let ending = state.active;
    let next = (1..=count)
        .map(|k| (ending + k) % count)
        .find(|&t| setup.members(t).iter().any(|&p| !state.is_out(p)))
        .ok_or_else(|| RuleError::new("rule-hero_realms-game-over"))?;
    let next_turn = state
        .turn
        .checked_add(1)
        .ok_or_else(|| RuleError::new("rule-number-too-large").arg("max", u32::MAX))?;
    let members = setup.members(ending);
    let gold: i64 = members.iter().map(|&p| state.gold_of(p)).sum();
    let combat: i64 = members.iter().map(|&p| state.combat_of(p)).sum();
    let line = line("log-hero_realms-end-turn", state)
        .arg("player", setup.track_name(ending))
        .arg("members", members.len())
        .arg("gold", gold)
        .arg("combat", combat)
        .arg("next_turn", next_turn)
        .arg("next", setup.track_name(next));
    for &p in &members {
        set(&mut state.gold, p, 0);
        set(&mut state.combat, p, 0);
        if let Some(list) = state.champions.get_mut(p) {
            for c in list {
                c.expended = false;
            }
        }
    }
    for c in state.champions.iter_mut().flatten() {
        c.damage = 0;
    }
    state.active = next;
    state.turn = next_turn;
    Ok(line)
}

/// The acting player: given, or the active player; it must be their turn.
fn actor(setup: &Setup, state: &State, player: Option<usize>) -> Result<usize, RuleError> {
    let p = subject(setup, state, player)?;
    if !state.is_active(setup, p) {
        return Err(RuleError::new("rule-hero_realms-not-your-turn")
            .arg("player", setup.name(p))
            .arg("active", setup.track_name(state.active)));
    }
    Ok(p)
}

/// The player an action is about: given, or the active player; still in.
fn subject(setup: &Setup, state: &State, player: Option<usize>) -> Result<usize, RuleError> {
    let p = match player {
        Some(p) => p,
        None if setup.format == Format::Hydra => {
            return Err(RuleError::new("rule-hero_realms-say-who"));
        }
        None => state.active,
    };
    common::player(&setup.players, p)?;
    if state.is_out(p) {
        return Err(RuleError::new("rule-hero_realms-player-out").arg("player", setup.name(p)));
    }
    Ok(p)
}

fn find_champion<'a>(
    setup: &Setup,
    state: &'a State,
    owner: usize,
    index: usize,
) -> Result<&'a Champion, RuleError> {
    state.champions_of(owner).get(index).ok_or_else(|| {
        RuleError::new("rule-hero_realms-unknown-champion")
            .arg("player", setup.name(owner))
            .arg("index", index)
    })
}

fn remove(state: &mut State, owner: usize, index: usize) {
    if let Some(list) = state.champions.get_mut(owner)
        && index < list.len()
    {
        list.remove(index);
    }
}

fn positive(amount: i64) -> Result<i64, RuleError> {
    common::check_amount(amount)?;
    if amount <= 0 {
        return Err(RuleError::new("rule-hero_realms-amount-positive").arg("amount", amount));
    }
    Ok(amount)
}

fn set(values: &mut [i64], index: usize, value: i64) {
    if let Some(v) = values.get_mut(index) {
        *v = value;
    }
}

fn line(key: &str, state: &State) -> Text {
    Text::msg(key).arg("turn", state.turn)
}

fn pool_line(
    key: &str,
    setup: &Setup,
    state: &State,
    player: usize,
    amount: i64,
    old: i64,
    new: i64,
) -> Text {
    line(key, state)
        .arg("player", setup.name(player))
        .arg("amount", amount)
        .arg("old", old)
        .arg("new", new)
}
