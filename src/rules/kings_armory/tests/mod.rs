//! Unit tests of The King's Armory, one file per part of the rules; each
//! number is checked against the manual's words, quoted in the comments.

use super::*;
use crate::rules::AnySetup;
use crate::rules::testing::{refused, run};

mod allies;
mod arrivals;
mod between;
mod combat;
mod gauntlet;
mod gear;
mod guardian;
mod legal;
mod outcome;
mod setup;
mod wave_card;

/// Ana plays Valcor (20 HP, heals 4), Bo plays Ember (16 HP, heals 3);
/// a standard 5-wave game with 3 starting towers.
fn two() -> Setup {
    let s = Setup::new(&[("Ana", "Valcor", 20, 4), ("Bo", "Ember", 16, 3)], 3);
    Rules::validate(&s).unwrap();
    s
}

/// Applies `action`, which must be accepted; returns every log line.
fn ok(setup: &Setup, state: &mut State, action: Action) -> Vec<Text> {
    Rules::apply_lines(setup, state, &action).unwrap_or_else(|e| panic!("{action:?}: {e}"))
}

/// The English of a line.
fn english(text: &Text) -> String {
    crate::i18n::english().text(text)
}

/// A monster of `level` with `hp` and no resistances.
fn monster(level: u32, hp: i64) -> Action {
    Action::MonsterEnters {
        level: Some(level),
        boss: false,
        name: None,
        hp,
        resist: Resist::default(),
        immune: Vec::new(),
        siege: false,
        summoned: false,
    }
}

/// A monster of `level` with `hp` brought by a summoning, not the wave's
/// roll.
fn summoned(level: u32, hp: i64) -> Action {
    let mut a = monster(level, hp);
    if let Action::MonsterEnters { summoned, .. } = &mut a {
        *summoned = true;
    }
    a
}

/// A boss with `hp`.
fn boss(hp: i64) -> Action {
    Action::MonsterEnters {
        level: None,
        boss: true,
        name: Some("Goblin Golem".into()),
        hp,
        resist: Resist::default(),
        immune: Vec::new(),
        siege: false,
        summoned: false,
    }
}

/// `amount` damage of `kind` to monster `id`.
fn hit(id: u32, amount: i64, kind: Kind) -> Action {
    Action::Damage {
        character: Character::Monster(id),
        amount,
        kind,
    }
}

/// Wave 5 of 5 at the foes' round 2, with monster #5 (level 5, 3 HP) on
/// the board: the boss is due now (B7).
fn final_wave_boss_round(setup: &Setup) -> State {
    let mut st = Rules::start(setup);
    for _ in 1..5 {
        ok(setup, &mut st, Action::StartWave);
        ok(setup, &mut st, monster(1, 2));
        let id = st.next_id - 1;
        ok(setup, &mut st, hit(id, 2, Kind::Melee));
        ok(setup, &mut st, Action::EndWave);
        ok(setup, &mut st, Action::HealStep);
    }
    ok(setup, &mut st, Action::StartWave);
    ok(setup, &mut st, monster(5, 3));
    ok(setup, &mut st, Action::NextRound);
    ok(setup, &mut st, Action::NextRound);
    st
}

/// Wave 1 has started: the foes' first round.
fn in_wave_one(setup: &Setup) -> State {
    run::<Rules>(setup, &[Action::StartWave])
}

/// Wave 1 is won (one monster, defeated): the Between Waves Phase begins,
/// before its heal step.
fn wave_one_won(setup: &Setup) -> State {
    run::<Rules>(
        setup,
        &[
            Action::StartWave,
            monster(1, 1),
            hit(1, 1, Kind::Melee),
            Action::EndWave,
        ],
    )
}

/// Wave 1 is won (one monster, defeated) and its Between Waves Phase has
/// begun: the heal step is done ("Step 1: Heal!", B5) and `gold` in reward
/// cards of 250 and 50 is entered ("Step 2: Get the Gold!").
fn after_wave_one(setup: &Setup, gold: i64) -> State {
    let mut st = wave_one_won(setup);
    ok(setup, &mut st, Action::HealStep);
    let mut left = gold;
    while left >= 250 {
        ok(setup, &mut st, Action::Reward { value: 250 });
        left -= 250;
    }
    while left >= 50 {
        ok(setup, &mut st, Action::Reward { value: 50 });
        left -= 50;
    }
    st
}

/// Cy joins with Midnight (14 HP, heals 3).
fn cy_joins() -> Action {
    Action::AddHero {
        player: "Cy".into(),
        color: None,
        hero: "Midnight".into(),
        hp: 14,
        heal_rate: 3,
        role: None,
        resist: Resist::default(),
        dodge: None,
    }
}

/// Hires a level 1 hireable of `class` named `name` (5 HP, heals 2) for
/// `cost`.
fn hire(class: Class, name: &str, cost: i64) -> Action {
    Action::Hire {
        class,
        name: name.into(),
        hp: 5,
        heal_rate: 2,
        cost,
        resist: Resist::default(),
        heals: false,
    }
}

/// `amount` damage of `kind` to an ally.
fn wound(ally: Character, amount: i64) -> Action {
    Action::Damage {
        character: ally,
        amount,
        kind: Kind::Melee,
    }
}

/// The Gauntlet at `level` for Ana and Bo.
fn gauntlet(level: u32) -> Setup {
    let mut s = two();
    s.towers = None;
    s.mode = Mode::Gauntlet;
    s.wave = Some(level);
    s
}

/// The Gauntlet at `level` under `rules`, its starting cards entered, at
/// its foes' round 1.
fn gauntlet_on(level: u32, rules: u32) -> (Setup, State) {
    let s = gauntlet(level);
    let mut st = Rules::start_under(&s, rules);
    while st.cards_due > 0 {
        ok(&s, &mut st, Action::Reward { value: 50 });
    }
    ok(&s, &mut st, Action::StartWave);
    (s, st)
}

/// Enters the foes still due this foes' round (level 1, 1 HP each) and
/// ends the round: the players' round (The Gauntlet's mini Between Waves
/// phase) begins.
fn foes_round_done(s: &Setup, st: &mut State) -> Vec<Text> {
    if let Some(due) = Rules::foes_due(s, st) {
        for _ in due.arrived..due.min {
            ok(s, st, monster(1, 1));
        }
    }
    ok(s, st, Action::NextRound)
}
