//! Allies who join or leave: hireables hired and levelled up (E,
//! Hireables and Maximum Recruitment), and heroes added, dropped or
//! returning between waves (D3).

use super::drop;
use super::phase::{
    between, err, hero_here, hireable_here, log, not_negative, pay, positive, shop_open,
};
use super::records::DropTrade;
use super::setup::{HeroCard, MAX_HEROES, Resist, check_card, check_name, hp_mod};
use super::state::{Class, Hero, Hireable, MAX_LEVEL, Phase, Side, State};
use super::tokens::Tokens;
use super::{Action, Mode, Setup, gear};
use crate::rules::common::PALETTE;
use crate::rules::{RuleError, Text};

/// Whether `name` is taken by a hero or hireable (ignoring case).
fn name_taken(state: &State, name: &str) -> bool {
    let folded = name.to_lowercase();
    state.heroes.iter().any(|h| h.name.to_lowercase() == folded)
        || state
            .hireables
            .iter()
            .any(|h| h.name.to_lowercase() == folded)
}

/// Refuses unless the heal step of this Between Waves Phase is done:
/// players join and drop "precisely between Step 2 & Step 3" (D3). Rules
/// 2: The Gauntlet has no Between Waves Phase, so they join and drop in
/// its mini Between Waves phase, the players' round after each foes'
/// round, once its heal is done ("adjust the following as best as
/// possible given your situation", D3).
fn after_heal(setup: &Setup, state: &State) -> Result<(), RuleError> {
    if state.v2() && setup.mode == Mode::Gauntlet {
        if state.phase == Phase::Wave && state.side == Side::Players {
            return Ok(());
        }
        return Err(err("gauntlet-join"));
    }
    between(state)?;
    if state.healed {
        Ok(())
    } else {
        Err(err("heal-first"))
    }
}

/// Applies an ally action.
pub(super) fn apply(
    setup: &Setup,
    state: &mut State,
    action: &Action,
) -> Result<Vec<Text>, RuleError> {
    match action {
        Action::Hire {
            class,
            name,
            hp,
            heal_rate,
            cost,
            resist,
            heals,
        } => {
            let card = HireCard {
                class: *class,
                name,
                hp: *hp,
                heal_rate: *heal_rate,
                cost: *cost,
                resist: *resist,
                heals: *heals,
            };
            hire(setup, state, card)
        }
        Action::LevelUp {
            hireable,
            cost,
            hp,
            heal_rate,
        } => level_up(setup, state, *hireable, *cost, *hp, *heal_rate),
        Action::AddHero {
            player,
            color,
            hero,
            hp,
            heal_rate,
            role,
            resist,
            dodge,
        } => add_hero(
            setup,
            state,
            HeroCard {
                player: player.clone(),
                color: *color,
                hero: hero.clone(),
                hp: *hp,
                heal_rate: *heal_rate,
                role: *role,
                heals: false,
                resist: *resist,
                dodge: *dodge,
            },
        ),
        Action::HeroLeaves { hero, trades } => hero_leaves(setup, state, *hero, trades),
        Action::HeroReturns { hero } => hero_returns(setup, state, *hero),
        _ => Ok(Vec::new()),
    }
}

/// A hireable's card as a Hire action gives it.
struct HireCard<'a> {
    class: Class,
    name: &'a str,
    hp: i64,
    heal_rate: i64,
    cost: i64,
    resist: Resist,
    heals: bool,
}

/// Hire: the team pays for a hireable, up to its class's cap (E).
fn hire(setup: &Setup, state: &mut State, card: HireCard) -> Result<Vec<Text>, RuleError> {
    let class = card.class;
    shop_open(setup, state)?;
    let name = check_name(card.name)?;
    let max = positive(card.hp)?;
    let heal_rate = not_negative(card.heal_rate)?;
    let cost = not_negative(card.cost)?;
    card.resist.check()?;
    if name_taken(state, name) {
        return Err(RuleError::new("rule-name-repeated").arg("name", name));
    }
    // "Hireables do not revive between Waves, and cannot be
    // re-hired once defeated": defeated ones keep their place.
    let hired = state.hired(class);
    if hired >= class.cap() {
        return Err(err("hire-cap")
            .arg("class", class.name())
            .arg("cap", class.cap()));
    }
    let (old, new) = pay(state, cost, class.name())?;
    // Jump Start: allies start with the table's HP modifier.
    let hp = match setup.jump_row() {
        Some(row) if state.phase == Phase::Prepare => max
            .saturating_add(hp_mod(&row, class.role(), card.heals))
            .max(1),
        _ => max,
    };
    state.gold = new;
    state.hireables.push(Hireable {
        name: name.to_owned(),
        class,
        level: 1,
        hp,
        max,
        heal_rate,
        resist: card.resist,
        tokens: Tokens::default(),
        defeated: false,
        sits_out: false,
    });
    Ok(vec![
        log("hire")
            .arg("who", name)
            .arg("class", class.name())
            .arg("hp", hp)
            .arg("cost", cost)
            .arg("old", old)
            .arg("new", new),
    ])
}

/// LevelUp: a hireable goes up a level for `cost` and heals its heal rate;
/// `hp` and `heal_rate` are its new card's, when they change.
fn level_up(
    setup: &Setup,
    state: &mut State,
    hireable: usize,
    cost: i64,
    hp: Option<i64>,
    heal_rate: Option<i64>,
) -> Result<Vec<Text>, RuleError> {
    shop_open(setup, state)?;
    let i = hireable_here(state, hireable)?;
    let cost = not_negative(cost)?;
    let max = hp.map(positive).transpose()?;
    let rate = heal_rate.map(not_negative).transpose()?;
    let h = &state.hireables[i];
    if h.level >= MAX_LEVEL {
        return Err(err("max-level").arg("who", h.name.clone()));
    }
    let level = h.level + 1;
    if let Some(row) = setup.jump_row()
        && state.completed == 0
        && i64::from(level) > row.hireable_max_level
    {
        return Err(err("jump-level")
            .arg("who", h.name.clone())
            .arg("max", row.hireable_max_level));
    }
    let (old_gold, new_gold) = pay(state, cost, "level_up")?;
    let max = max.unwrap_or(h.max);
    let rate = rate.unwrap_or(h.heal_rate);
    // "Upon leveling up Hireables will heal their Heal Rate."
    let new_hp = h.hp.saturating_add(rate).min(max);
    let line = log("level-up")
        .arg("who", h.name.clone())
        .arg("level", level)
        .arg("old", h.hp)
        .arg("new", new_hp)
        .arg("cost", cost)
        .arg("gold_old", old_gold)
        .arg("gold_new", new_gold);
    state.gold = new_gold;
    let h = &mut state.hireables[i];
    h.level = level;
    h.max = max;
    h.heal_rate = rate;
    h.hp = new_hp;
    Ok(vec![line])
}

/// HeroLeaves: a hero leaves the table after the heal (D3), never the
/// last one; her Guardian goes with her (rules 3).
fn hero_leaves(
    setup: &Setup,
    state: &mut State,
    hero: usize,
    trades: &[DropTrade],
) -> Result<Vec<Text>, RuleError> {
    after_heal(setup, state)?;
    let i = hero_here(state, hero)?;
    if state.present().count() <= 1 {
        return Err(err("last-hero"));
    }
    // Rules 4: unlocked pieces traded for the others' locked ones (D3).
    if state.v4() {
        drop::check(state, i, trades)?;
    } else if !trades.is_empty() {
        return Err(err("drop-trade-rules").arg("rules", state.rules));
    }
    let h = &state.heroes[i];
    let mut lines = vec![
        log("hero-leaves")
            .arg("who", h.name.clone())
            .arg("player", h.player.clone())
            .arg("hp", h.hp),
    ];
    lines.extend(drop::trade(state, i, trades));
    if state.v2() {
        gear::hero_leaves(state, i);
    }
    state.heroes[i].left = true;
    // Her Guardian leaves the table with her, as when she falls
    // (rules 3; under 2 it stayed on the board).
    if state.v3() && state.guardian.as_ref().is_some_and(|g| g.hero == i) {
        lines.extend(super::guardian::dismiss(state, "left"));
    }
    Ok(lines)
}

/// HeroReturns: a hero who left comes back after the heal (D3), while
/// there is room at the table.
fn hero_returns(setup: &Setup, state: &mut State, hero: usize) -> Result<Vec<Text>, RuleError> {
    after_heal(setup, state)?;
    let h = state
        .heroes
        .get(hero)
        .ok_or_else(|| err("no-hero").arg("hero", hero))?;
    if !h.left {
        return Err(err("hero-here").arg("who", h.name.clone()));
    }
    if state.present().count() >= MAX_HEROES {
        return Err(err("hero-count")
            .arg("max", MAX_HEROES)
            .arg("count", MAX_HEROES + 1));
    }
    if state.v2() {
        // A player who comes back joins "in all of the same ways"
        // as a new one: two locked pieces (D3).
        gear::deal(state, hero);
        state.heroes[hero].unlocked = 0;
    }
    let h = &mut state.heroes[hero];
    h.left = false;
    Ok(vec![
        log("hero-returns")
            .arg("who", h.name.clone())
            .arg("player", h.player.clone())
            .arg("hp", h.hp),
    ])
}

/// "He then gathers Hit Point Tokens equal to the chosen Hero's Max Hit
/// Points minus the Wave Number about to begin" (D3); at least 1 HP.
fn add_hero(setup: &Setup, state: &mut State, card: HeroCard) -> Result<Vec<Text>, RuleError> {
    after_heal(setup, state)?;
    check_card(&card)?;
    let name = card.hero.trim().to_owned();
    // "the new Player chooses any previously unplayed Hero"; a hero who
    // left comes back with `hero_returns`.
    if name_taken(state, &name) {
        return Err(err("hero-played").arg("who", name));
    }
    if state.present().count() >= MAX_HEROES {
        return Err(err("hero-count")
            .arg("max", MAX_HEROES)
            .arg("count", MAX_HEROES + 1));
    }
    let hp = card.hp.saturating_sub(i64::from(state.wave)).max(1);
    let seat = state.heroes.len();
    let hero = Hero {
        player: card.player.trim().to_owned(),
        color: card.color.unwrap_or(PALETTE[seat % PALETTE.len()]),
        name: name.clone(),
        hp,
        max: card.hp,
        heal_rate: card.heal_rate,
        role: card.role(),
        resist: card.resist,
        dodge: card.dodge,
        tokens: Tokens::default(),
        unlocked: 0,
        left: false,
    };
    let line = log("hero-joins")
        .arg("who", name)
        .arg("player", hero.player.clone())
        .arg("hp", hp)
        .arg("max", card.hp)
        .arg("wave", state.wave);
    state.heroes.push(hero);
    gear::deal(state, seat);
    Ok(vec![line])
}
