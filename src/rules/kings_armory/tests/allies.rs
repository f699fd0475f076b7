//! Heroes and hireables: damage, knock-outs, healing caps, hiring limits,
//! levels, and heroes joining, leaving and returning between waves.

use super::*;

const VALCOR: Character = Character::Hero(0);
const EMBER: Character = Character::Hero(1);

#[test]
fn heroes_take_damage_after_resistance_and_are_knocked_out_at_0() {
    let mut s = two();
    s.heroes[0].resist.melee = 2;
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, wound(VALCOR, 5));
    assert_eq!(st.heroes[0].hp, 17);
    assert!(st.wave_ally_damage);
    let lines = ok(&s, &mut st, wound(VALCOR, 30));
    assert_eq!(st.heroes[0].hp, 0);
    assert_eq!(english(&lines[1]), "Valcor is knocked out.");
    // "KO'd Heroes cannot be revived during combat with healing".
    let heal = Action::Heal {
        character: VALCOR,
        amount: 3,
    };
    assert_eq!(
        refused::<Rules>(&s, &st, heal),
        "rule-kings_armory-knocked-out"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, wound(VALCOR, 1)),
        "rule-kings_armory-knocked-out"
    );
    assert_eq!(Rules::result(&s, &st), None, "Ember still stands");
}

#[test]
fn ally_healing_never_exceeds_max_hp() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, wound(EMBER, 4));
    ok(
        &s,
        &mut st,
        Action::Heal {
            character: EMBER,
            amount: 9,
        },
    );
    assert_eq!(st.heroes[1].hp, 16);
}

#[test]
fn hireables_are_capped_per_class_over_the_whole_game() {
    // "3 Foot Soldiers, 3 Archers, 2 Sorcerers, 2 Psionicists, and 2
    // Clerics".
    let caps = [
        (Class::FootSoldier, 3),
        (Class::Archer, 3),
        (Class::Sorcerer, 2),
        (Class::Psionicist, 2),
        (Class::Cleric, 2),
    ];
    let s = two();
    let mut st = after_wave_one(&s, 0);
    for (class, cap) in caps {
        assert_eq!(class.cap(), cap);
        for n in 0..cap {
            ok(
                &s,
                &mut st,
                hire(class, &format!("{} {n}", class.name()), 0),
            );
        }
        assert_eq!(
            refused::<Rules>(&s, &st, hire(class, "One more", 0)),
            "rule-kings_armory-hire-cap"
        );
    }
    assert_eq!(st.hireables.len(), 12);
    assert_eq!(st.hireables[0].level, 1);
}

#[test]
fn a_defeated_hireable_is_gone_and_its_slot_is_not_freed() {
    let s = two();
    let mut st = after_wave_one(&s, 0);
    ok(&s, &mut st, hire(Class::Cleric, "Mira", 0));
    ok(&s, &mut st, hire(Class::Cleric, "Lune", 0));
    ok(&s, &mut st, Action::StartWave);
    let lines = ok(&s, &mut st, wound(Character::Hireable(0), 9));
    assert!(st.hireables[0].defeated);
    assert_eq!(
        english(&lines[1]),
        "Mira is defeated and gone for the game."
    );
    assert_eq!(
        refused::<Rules>(&s, &st, wound(Character::Hireable(0), 1)),
        "rule-kings_armory-hireable-gone"
    );
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, hit(2, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    // "If a Hireable has been defeated during a Wave they do not revive
    // and cannot be re-hired this game."
    ok(&s, &mut st, Action::HealStep);
    assert_eq!(st.hireables[0].hp, 0);
    assert_eq!(
        refused::<Rules>(&s, &st, hire(Class::Cleric, "Mira", 0)),
        "rule-name-repeated"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, hire(Class::Cleric, "Sola", 0)),
        "rule-kings_armory-hire-cap"
    );
}

#[test]
fn hiring_pays_the_cards_cost_and_refuses_overspending() {
    let s = two();
    let mut st = after_wave_one(&s, 100);
    assert_eq!(
        refused::<Rules>(&s, &st, hire(Class::Archer, "Wren", 150)),
        "rule-kings_armory-gold"
    );
    let lines = ok(&s, &mut st, hire(Class::Archer, "Wren", 100));
    assert_eq!(st.gold, 0);
    assert_eq!(
        english(&lines[0]),
        "Wren the Archer is hired (5 HP) for 100 gold: gold 100 → 0."
    );
    // Hireables are hired between waves, not during one.
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(
        refused::<Rules>(&s, &st, hire(Class::Archer, "Fen", 0)),
        "rule-kings_armory-shop-closed"
    );
}

#[test]
fn a_level_up_costs_the_card_heals_the_heal_rate_and_stops_at_3() {
    let s = two();
    let mut st = after_wave_one(&s, 500);
    ok(&s, &mut st, hire(Class::FootSoldier, "Bram", 0));
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, wound(Character::Hireable(0), 4));
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, hit(2, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    // "Step 1: Heal!" first: Bram, 1 of 5, heals 2.
    ok(&s, &mut st, Action::HealStep);
    assert_eq!(st.hireables[0].hp, 3);
    let up = |cost, hp| Action::LevelUp {
        hireable: 0,
        cost,
        hp,
        heal_rate: Some(3),
    };
    // "Upon leveling up Hireables will heal their Heal Rate. Hireables may
    // be upgraded twice in a row, and this will result in a net two
    // additional healings".
    ok(&s, &mut st, up(150, Some(8)));
    let h = &st.hireables[0];
    assert_eq!((h.level, h.hp, h.max, h.heal_rate), (2, 6, 8, 3));
    assert_eq!(st.gold, 350);
    ok(&s, &mut st, up(200, None));
    let h = &st.hireables[0];
    assert_eq!((h.level, h.hp), (3, 8));
    assert_eq!(
        refused::<Rules>(&s, &st, up(0, None)),
        "rule-kings_armory-max-level"
    );
}

#[test]
fn a_hero_joining_between_waves_starts_at_max_hp_minus_the_wave_to_begin() {
    let s = two();
    let mut st = wave_one_won(&s);
    let join = cy_joins();
    // "officially added precisely between Step 2 & Step 3".
    assert_eq!(
        refused::<Rules>(&s, &st, join.clone()),
        "rule-kings_armory-heal-first"
    );
    ok(&s, &mut st, Action::HealStep);
    let lines = ok(&s, &mut st, join.clone());
    // "Hit Point Tokens equal to the chosen Hero's Max Hit Points minus the
    // Wave Number about to begin": 14 − 2.
    assert_eq!(st.heroes[2].hp, 12);
    assert_eq!(st.heroes[2].max, 14);
    assert_eq!(st.heroes[2].role, Some(Role::Offensive));
    assert_eq!(
        english(&lines[0]),
        "Cy joins with Midnight: 12 of 14 HP (wave 2 is about to begin)."
    );
    assert_eq!(
        refused::<Rules>(&s, &st, join),
        "rule-kings_armory-hero-played"
    );
    assert_eq!(Rules::players(&s, &st), vec!["Ana", "Bo", "Cy"]);
    // Not during a wave.
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(
        refused::<Rules>(
            &s,
            &st,
            Action::HeroLeaves {
                hero: 2,
                trades: Vec::new()
            }
        ),
        "rule-kings_armory-between-only"
    );
}

#[test]
fn a_joining_hero_draws_two_locked_pieces_and_the_towers_stay() {
    // "He then draws the top 2 Equipment Cards, placing them locked in his
    // play area" (D3, Adding Players); "When adding or removing Players,
    // never increase or decrease the number of "Starting Towers"" (D3).
    let s = two();
    let mut st = wave_one_won(&s);
    ok(&s, &mut st, Action::HealStep);
    let towers = st.towers;
    let pieces = st.gear.len();
    ok(&s, &mut st, cy_joins());
    let cy: Vec<(Option<usize>, bool)> = st.gear[pieces..]
        .iter()
        .map(|g| (g.hero, g.locked))
        .collect();
    assert_eq!(cy, [(Some(2), true), (Some(2), true)]);
    assert_eq!(st.towers, towers, "a player joining adds no tower");
    ok(
        &s,
        &mut st,
        Action::HeroLeaves {
            hero: 2,
            trades: Vec::new(),
        },
    );
    assert_eq!(st.towers, towers, "nor does one leaving take one away");
}

#[test]
fn a_hero_may_leave_between_waves_and_come_back_with_the_same_hp() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, wound(EMBER, 10));
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, hit(1, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    ok(&s, &mut st, Action::HealStep);
    assert_eq!(st.heroes[1].hp, 9);
    ok(
        &s,
        &mut st,
        Action::HeroLeaves {
            hero: 1,
            trades: Vec::new(),
        },
    );
    assert!(st.heroes[1].left);
    assert_eq!(Rules::players(&s, &st), vec!["Ana"]);
    assert_eq!(
        refused::<Rules>(
            &s,
            &st,
            Action::HeroLeaves {
                hero: 0,
                trades: Vec::new()
            }
        ),
        "rule-kings_armory-last-hero"
    );
    // A wave later: "that Hero must rejoin the fight with the amount of Hit
    // Points it had when the Player left (no bonus healing ...)".
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(
        refused::<Rules>(&s, &st, wound(EMBER, 1)),
        "rule-kings_armory-hero-left"
    );
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, hit(2, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    ok(&s, &mut st, Action::HealStep);
    assert_eq!(st.heroes[1].hp, 9);
    ok(&s, &mut st, Action::HeroReturns { hero: 1 });
    assert!(!st.heroes[1].left);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::HeroReturns { hero: 1 }),
        "rule-kings_armory-hero-here"
    );
    // The standings keep one row per hero, the gate stays out of them.
    let rows = Rules::standings(&s, &st);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[1].name, "Bo");
    assert_eq!(rows[1].values[0].1, 9);
}

#[test]
fn allies_lose_their_statuses_at_the_end_of_the_wave() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(
        &s,
        &mut st,
        Action::AddStatus {
            character: VALCOR,
            status: Status::Slow,
            count: 1,
            kind: None,
        },
    );
    assert_eq!(st.heroes[0].tokens.slow, 1);
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, hit(1, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    assert_eq!(st.heroes[0].tokens, Tokens::default());
}
