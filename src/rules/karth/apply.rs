//! How each Heroes of Karth action changes the state: every check first,
//! then the change, so a refusal changes nothing. One function an action
//! (or a group of related actions), called from [`apply`].

use super::state::{Out, State, Template, Unit};
use super::{Action, DamageKind, Mode, Resource, Setup, damage};
use crate::rules::common::{self, MAX_NAME};
use crate::rules::{RuleError, Text};

/// Rules 3: the gold and KP `p`'s side would hold after gaining `gold` and
/// `kp` (a 2v2 team's totals, shown beside each player's own) stay within
/// the bound every number keeps, else `rule-number-too-large`.
fn side_total_within_bound(
    setup: &Setup,
    state: &State,
    p: usize,
    gold: i64,
    kp: i64,
) -> Result<(), RuleError> {
    if state.rules >= 3 {
        let side = setup.side(p);
        common::add(state.side_gold(setup, side), gold)?;
        common::add(state.side_kp(setup, side), kp)?;
    }
    Ok(())
}

fn player_in(setup: &Setup, state: &State, p: usize) -> Result<String, RuleError> {
    let who = common::player(&setup.players, p)?.name.clone();
    if state.out[p].is_some() {
        return Err(RuleError::new("rule-karth-player-out").arg("player", who));
    }
    Ok(who)
}

fn positive(amount: i64) -> Result<i64, RuleError> {
    let amount = common::check_amount(amount)?;
    if amount < 1 {
        Err(RuleError::new("rule-karth-positive"))
    } else {
        Ok(amount)
    }
}

fn not_negative(amount: i64) -> Result<i64, RuleError> {
    let amount = common::check_amount(amount)?;
    if amount < 0 {
        Err(RuleError::new("rule-karth-negative"))
    } else {
        Ok(amount)
    }
}

fn unit_index(state: &State, id: u32) -> Result<usize, RuleError> {
    state
        .units
        .binary_search_by_key(&id, |u| u.id)
        .map_err(|_| RuleError::new("rule-karth-no-unit").arg("unit", i64::from(id)))
}

/// Who an action is done by, for the collect-first rule; a correction
/// is nobody's move.
fn actor(action: &Action) -> Option<usize> {
    match action {
        Action::Gain {
            correction: true, ..
        }
        | Action::Spend {
            correction: true, ..
        } => None,
        Action::Gain { player, .. }
        | Action::Spend { player, .. }
        | Action::AddUnit { player, .. }
        | Action::BuyBack { player, .. } => Some(*player),
        Action::Damage { by, .. } | Action::Hit { by, .. } => *by,
        _ => None,
    }
}

/// The resource's name in files and in message selectors.
fn resource_key(r: Resource) -> &'static str {
    match r {
        Resource::Gold => "gold",
        Resource::Se => "se",
        Resource::Kp => "kp",
    }
}

fn pool(state: &mut State, r: Resource) -> &mut Vec<i64> {
    match r {
        Resource::Gold => &mut state.gold,
        Resource::Se => &mut state.se,
        Resource::Kp => &mut state.kp,
    }
}

fn line(key: &str, turn: u32) -> Text {
    Text::msg(key).arg("turn", turn)
}

/// Applies one action; see [`crate::rules::Game::apply`].
pub fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
    let line = change(setup, state, action)?;
    if let Some(p) = actor(action)
        && let Some(acted) = state.acted.get_mut(p)
    {
        *acted = true;
    }
    Ok(line)
}

/// Changes the state for one action (marking who acted aside): each
/// action's own function makes its checks, then its change.
fn change(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
    let turn = state.turn;
    match action {
        Action::Gain {
            player,
            resource,
            amount,
            ..
        } => change_resource(setup, state, *player, *resource, *amount, false),
        Action::Spend {
            player,
            resource,
            amount,
            ..
        } => change_resource(setup, state, *player, *resource, *amount, true),
        Action::Collect { player, decline } => collect(setup, state, *player, decline),
        Action::EndTurn => end_turn(setup, state),
        Action::AddUnit {
            player,
            name,
            hp,
            se,
            coffers,
            kp,
            bounty,
            cost,
        } => {
            let given = Given {
                hp: *hp,
                se: *se,
                coffers: *coffers,
                kp: *kp,
                bounty: *bounty,
                cost: *cost,
            };
            add_unit(setup, state, *player, name, given)
        }
        Action::Damage { unit, amount, by } => {
            let amount = positive(*amount)?;
            wound(
                setup,
                state,
                *unit,
                amount,
                *by,
                line("log-karth-damage", turn),
            )
        }
        Action::Hit {
            unit,
            base,
            bonus,
            kind,
            resistance,
            percent,
            by,
        } => {
            let (amount, head) = hit(turn, *base, *bonus, *kind, *resistance, *percent)?;
            // Rules 4: the damage worked out keeps within the bound too
            // (base and bonus may each be at it).
            if state.rules >= 4 {
                common::check_amount(amount)?;
            }
            wound(setup, state, *unit, amount, *by, head)
        }
        Action::Heal { unit, amount } => heal(state, *unit, *amount),
        Action::Mark {
            unit,
            hidden,
            stunned,
            new_spawn,
        } => mark(state, *unit, *hidden, *stunned, *new_spawn),
        Action::RemoveUnit { unit } => {
            let i = unit_index(state, *unit)?;
            let u = state.units.remove(i);
            Ok(line("log-karth-remove", turn)
                .arg("unit", u.name)
                .arg("player", setup.players[u.owner].name.clone()))
        }
        Action::BuyBack { player, item, cost } => buy_back(setup, state, *player, item, *cost),
        Action::KnockOut { player } => leave(setup, state, *player, Out::KnockedOut),
        Action::Concede { player } => leave(setup, state, *player, Out::Conceded),
    }
}

/// Gain or Spend: `p` gains `amount` of a resource, or spends it (never
/// more than they have).
fn change_resource(
    setup: &Setup,
    state: &mut State,
    p: usize,
    resource: Resource,
    amount: i64,
    spend: bool,
) -> Result<Text, RuleError> {
    let turn = state.turn;
    let who = player_in(setup, state, p)?;
    let amount = positive(amount)?;
    let old = pool(state, resource)[p];
    let new = if spend {
        if amount > old {
            return Err(RuleError::new("rule-karth-overspend")
                .arg("player", who)
                .arg("resource", resource_key(resource))
                .arg("have", old)
                .arg("amount", amount));
        }
        old - amount
    } else {
        match resource {
            Resource::Gold => side_total_within_bound(setup, state, p, amount, 0)?,
            Resource::Kp => side_total_within_bound(setup, state, p, 0, amount)?,
            Resource::Se => {}
        }
        common::add(old, amount)?
    };
    pool(state, resource)[p] = new;
    Ok(line("log-karth-resource", turn)
        .arg("player", who)
        .arg("resource", resource_key(resource))
        .arg("old", old)
        .arg("new", new))
}

/// Collect: on their turn, once, `p` collects gold and SE (the hidden
/// Golden Coffers in `decline` give none); their new spawns become ready.
fn collect(setup: &Setup, state: &mut State, p: usize, decline: &[u32]) -> Result<Text, RuleError> {
    let turn = state.turn;
    let who = player_in(setup, state, p)?;
    if !state.is_active(setup, p) {
        return Err(RuleError::new("rule-karth-not-your-turn").arg("player", who));
    }
    if state.collected[p] {
        return Err(RuleError::new("rule-karth-collected").arg("player", who));
    }
    // Rules 2 (p.7, "1 - Collect Gold, Cards & Spiritual Energy"):
    // collecting comes before anything else the player does.
    if state.rules >= 2 && state.acted[p] {
        return Err(RuleError::new("rule-karth-collect-first").arg("player", who));
    }
    for id in decline {
        let u = state
            .unit(*id)
            .ok_or_else(|| RuleError::new("rule-karth-no-unit").arg("unit", i64::from(*id)))?;
        if u.owner != p || !u.hidden || !u.coffers {
            return Err(RuleError::new("rule-karth-decline").arg("unit", u.name.clone()));
        }
    }
    let (gold, se) = state.collection(p, decline);
    side_total_within_bound(setup, state, p, gold, 0)?;
    let new_gold = common::add(state.gold[p], gold)?;
    let new_se = common::add(state.se[p], se)?;
    let (old_gold, old_se) = (state.gold[p], state.se[p]);
    state.gold[p] = new_gold;
    state.se[p] = new_se;
    state.collected[p] = true;
    for u in state.units.iter_mut().filter(|u| u.owner == p) {
        u.new_spawn = false;
    }
    Ok(line("log-karth-collect", turn)
        .arg("player", who)
        .arg("gold_old", old_gold)
        .arg("gold_new", new_gold)
        .arg("se_old", old_se)
        .arg("se_new", new_se))
}

/// EndTurn: the turn passes to the next side still in the game.
fn end_turn(setup: &Setup, state: &mut State) -> Result<Text, RuleError> {
    let turn = state.turn;
    let sides = setup.sides();
    let next = (1..=sides)
        .map(|k| (state.active + k) % sides)
        .find(|&s| !state.side_out(setup, s))
        .ok_or_else(|| RuleError::new("rule-karth-nobody-left"))?;
    let (ended, members) = (
        setup.side_name(state.active),
        setup.members(state.active).len(),
    );
    state.new_turn(next);
    state.turn += 1;
    Ok(line("log-karth-end-turn", turn)
        .arg("side", ended)
        .arg("members", members)
        .arg("next", setup.side_name(next))
        .arg("next_members", setup.members(next).len()))
}

/// A card's values as an AddUnit action gives them; those left out come
/// from the card remembered under its name.
struct Given {
    hp: Option<i64>,
    se: Option<i64>,
    coffers: Option<bool>,
    kp: Option<i64>,
    bounty: Option<i64>,
    cost: Option<i64>,
}

/// AddUnit: `p` hires a unit, paying its cost at once; the card is
/// remembered for the next time.
fn add_unit(
    setup: &Setup,
    state: &mut State,
    p: usize,
    name: &str,
    given: Given,
) -> Result<Text, RuleError> {
    let turn = state.turn;
    let who = player_in(setup, state, p)?;
    let name = name.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME {
        return Err(RuleError::new("rule-name-empty"));
    }
    let known = state.template(name).cloned();
    let need = |v: Option<i64>, t: Option<i64>| {
        v.or(t)
            .ok_or_else(|| RuleError::new("rule-karth-unit-unknown").arg("unit", name))
    };
    let t = known.as_ref();
    let hp = positive(need(given.hp, t.map(|t| t.hp))?)?;
    let se = not_negative(need(given.se, t.map(|t| t.se))?)?;
    let kp = not_negative(need(given.kp, t.map(|t| t.kp))?)?;
    let bounty = not_negative(need(given.bounty, t.map(|t| t.bounty))?)?;
    let coffers = given.coffers.or(t.map(|t| t.coffers)).unwrap_or(false);
    // "as long as … the gold exists to pay for them": a cost given
    // (or remembered with the card) is paid at once.
    let cost = not_negative(given.cost.or(t.map(|t| t.cost)).unwrap_or(0))?;
    let old_gold = state.gold[p];
    if cost > old_gold {
        return Err(RuleError::new("rule-karth-overspend")
            .arg("player", who)
            .arg("resource", "gold")
            .arg("have", old_gold)
            .arg("amount", cost));
    }
    let id = state.next_id;
    state.next_id += 1;
    state.gold[p] = old_gold - cost;
    let template = Template {
        cost,
        name: name.to_owned(),
        hp,
        se,
        coffers,
        kp,
        bounty,
    };
    state.remember(template);
    state.units.push(Unit {
        id,
        owner: p,
        name: name.to_owned(),
        hp,
        damage: 0,
        se,
        coffers,
        kp,
        bounty,
        hidden: false,
        stunned: false,
        new_spawn: true,
    });
    Ok(line("log-karth-add-unit", turn)
        .arg("player", who)
        .arg("unit", name)
        .arg("hp", hp)
        .arg("cost", cost)
        .arg("old", old_gold)
        .arg("new", state.gold[p]))
}

/// Hit: checks the attack's numbers and works out the damage it deals,
/// with the head of its log line (the wound itself is [`wound`]'s).
fn hit(
    turn: u32,
    base: i64,
    bonus: i64,
    kind: DamageKind,
    resistance: i64,
    percent: i64,
) -> Result<(i64, Text), RuleError> {
    for v in [base, bonus, resistance, percent] {
        common::check_amount(v)?;
    }
    if percent < 0 || base < 0 {
        return Err(RuleError::new("rule-karth-negative"));
    }
    let amount = damage(base, bonus, resistance, percent);
    let head = line("log-karth-hit", turn)
        .arg("base", base)
        .arg("bonus", bonus)
        .arg("kind", kind.name())
        .arg("resistance", resistance)
        .arg("percent", percent);
    Ok((amount, head))
}

/// Heal: a unit loses up to `amount` of its damage.
fn heal(state: &mut State, unit: u32, amount: i64) -> Result<Text, RuleError> {
    let turn = state.turn;
    let amount = positive(amount)?;
    let i = unit_index(state, unit)?;
    let u = &mut state.units[i];
    let old = u.hp_left();
    u.damage = (u.damage - amount).max(0);
    Ok(line("log-karth-heal", turn)
        .arg("unit", u.name.clone())
        .arg("old", old)
        .arg("new", u.hp_left()))
}

/// Mark: sets or clears a unit's hidden, stunned and new-spawn marks (those
/// given).
fn mark(
    state: &mut State,
    unit: u32,
    hidden: Option<bool>,
    stunned: Option<bool>,
    new_spawn: Option<bool>,
) -> Result<Text, RuleError> {
    let turn = state.turn;
    let i = unit_index(state, unit)?;
    let u = &mut state.units[i];
    if let Some(h) = hidden {
        u.hidden = h;
    }
    if let Some(s) = stunned {
        u.stunned = s;
    }
    if let Some(n) = new_spawn {
        u.new_spawn = n;
    }
    Ok(line("log-karth-mark", turn)
        .arg("unit", u.name.clone())
        .arg("hidden", i64::from(u.hidden))
        .arg("stunned", i64::from(u.stunned))
        .arg("new", i64::from(u.new_spawn)))
}

/// BuyBack: `p` pays `cost` gold to buy an item back.
fn buy_back(
    setup: &Setup,
    state: &mut State,
    p: usize,
    item: &str,
    cost: i64,
) -> Result<Text, RuleError> {
    let turn = state.turn;
    let who = player_in(setup, state, p)?;
    let cost = not_negative(cost)?;
    if cost > state.gold[p] {
        return Err(RuleError::new("rule-karth-overspend")
            .arg("player", who)
            .arg("resource", "gold")
            .arg("have", state.gold[p])
            .arg("amount", cost));
    }
    let old = state.gold[p];
    state.gold[p] -= cost;
    Ok(line("log-karth-buy-back", turn)
        .arg("player", who)
        .arg("item", item.trim())
        .arg("old", old)
        .arg("new", state.gold[p]))
}

/// KnockOut or Concede: `p` leaves the game (a conceding 2v2 player takes
/// their team along) with their units; the turn moves on if the side to
/// play has just left.
fn leave(setup: &Setup, state: &mut State, p: usize, why: Out) -> Result<Text, RuleError> {
    let turn = state.turn;
    let who = player_in(setup, state, p)?;
    let leaving: Vec<usize> = if why == Out::Conceded && setup.mode == Mode::TwoVTwo {
        setup.members(setup.side(p))
    } else {
        vec![p]
    };
    for q in &leaving {
        state.out[*q] = Some(why);
    }
    state.last_out = Some((p, why));
    state.units.retain(|u| !leaving.contains(&u.owner));
    let key = if why == Out::KnockedOut {
        "log-karth-knock-out"
    } else {
        "log-karth-concede"
    };
    let line = line(key, turn).arg("player", who);
    // The turn moves on if the side to play has just left.
    if state.side_out(setup, state.active) {
        let sides = setup.sides();
        if let Some(next) = (1..=sides)
            .map(|k| (state.active + k) % sides)
            .find(|&s| !state.side_out(setup, s))
        {
            state.new_turn(next);
        }
    }
    Ok(line)
}

/// Damage or Hit: a unit takes `amount` damage; a lethal wound needs the
/// killer (`by`), who gains the unit's bounty and KP.
fn wound(
    setup: &Setup,
    state: &mut State,
    id: u32,
    amount: i64,
    by: Option<usize>,
    head: Text,
) -> Result<Text, RuleError> {
    let i = unit_index(state, id)?;
    let unit = state.units[i].clone();
    let owner = setup.players[unit.owner].name.clone();
    let lethal = amount >= unit.hp_left();
    let head = head
        .arg("unit", unit.name.clone())
        .arg("owner", owner)
        .arg("amount", amount)
        .arg("old", unit.hp_left());
    if !lethal {
        state.units[i].damage += amount;
        return Ok(head.arg("new", state.units[i].hp_left()).arg("killed", 0));
    }
    let Some(killer) = by else {
        return Err(RuleError::new("rule-karth-who-killed").arg("unit", unit.name));
    };
    let killer_name = player_in(setup, state, killer)?;
    if killer == unit.owner {
        return Err(RuleError::new("rule-karth-own-kill").arg("unit", unit.name));
    }
    // Rules 2 (FAQ, Earthshaker): "If allied units die, the opponent profits
    // from kills and bounty": a teammate never takes the kill.
    if state.rules >= 2 && setup.side(killer) == setup.side(unit.owner) {
        return Err(RuleError::new("rule-karth-ally-kill")
            .arg("unit", unit.name)
            .arg("killer", killer_name));
    }
    side_total_within_bound(setup, state, killer, unit.bounty, unit.kp)?;
    let gold = common::add(state.gold[killer], unit.bounty)?;
    let kp = common::add(state.kp[killer], unit.kp)?;
    state.gold[killer] = gold;
    state.kp[killer] = kp;
    state.units.remove(i);
    state.cemetery[unit.owner].push(unit.name.clone());
    Ok(head
        .arg("new", 0)
        .arg("killed", 1)
        .arg("killer", killer_name)
        .arg("kp", unit.kp)
        .arg("bounty", unit.bounty))
}
