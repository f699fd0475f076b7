//! Setup, validation, and the H-2 and H-3 tables applied at setup.

use super::*;

fn rule(setup: &Setup) -> String {
    Rules::validate(setup).unwrap_err().rule().to_owned()
}

#[test]
fn a_standard_game_starts_with_the_gate_at_20_and_heroes_at_full_hp() {
    let s = two();
    let st = Rules::start(&s);
    // "place the Castle Gate Token ... with 20 Hit Points worth of Hit
    // Point Tokens directly underneath it" (A1).
    assert_eq!((st.gate, st.gate_max), (20, 20));
    assert_eq!((st.gold, st.towers, st.wave), (0, 3, 1));
    assert_eq!(st.phase, Phase::Prepare);
    assert_eq!(st.heroes[0].hp, 20);
    assert_eq!(st.heroes[1].hp, 16);
    assert_eq!(st.heroes[0].role, Some(Role::Offensive));
    assert_eq!(Rules::players(&s, &st), vec!["Ana", "Bo"]);
}

#[test]
fn one_to_seven_heroes_with_unique_hero_names() {
    let mut s = two();
    s.heroes.clear();
    assert_eq!(rule(&s), "rule-kings_armory-hero-count");
    let card = two().heroes[0].clone();
    s.heroes = (0..8)
        .map(|i| HeroCard {
            hero: format!("Hero {i}"),
            ..card.clone()
        })
        .collect();
    assert_eq!(rule(&s), "rule-kings_armory-hero-count");
    s.heroes.truncate(7);
    // One player may play several heroes ("you may choose to play two or
    // more Heroes by yourself", H Solo Play).
    assert!(Rules::validate(&s).is_ok());
    s.heroes[1].hero = " hero 0 ".into();
    assert_eq!(rule(&s), "rule-name-repeated");
    s.heroes[1].hero = " ".into();
    assert_eq!(rule(&s), "rule-name-empty");
}

#[test]
fn hero_numbers_are_bounded() {
    let mut s = two();
    s.heroes[0].hp = 0;
    assert_eq!(rule(&s), "rule-kings_armory-setup-number");
    s.heroes[0].hp = i64::MAX;
    assert_eq!(rule(&s), "rule-kings_armory-setup-number");
    s.heroes[0].hp = 20;
    s.heroes[0].heal_rate = -1;
    assert_eq!(rule(&s), "rule-kings_armory-setup-number");
    s.heroes[0].heal_rate = 4;
    s.heroes[0].resist.melee = i64::MIN;
    assert_eq!(rule(&s), "rule-number-too-large");
}

#[test]
fn game_length_bosses_and_the_gate() {
    // "Game length - 5 or 7 Waves" (A1).
    let mut s = two();
    s.waves = 6;
    assert_eq!(rule(&s), "rule-kings_armory-waves");
    // "in a 7-Wave game you may decide to have two Bosses" (B7).
    s.waves = 5;
    s.bosses = 2;
    assert_eq!(rule(&s), "rule-kings_armory-bosses");
    s.waves = 7;
    assert!(Rules::validate(&s).is_ok());
    assert_eq!(s.bosses_in(7), 2);
    assert_eq!(s.bosses_in(5), 0);
    s.mini_boss = true;
    assert_eq!(s.bosses_in(5), 1);
    let mut five = two();
    five.mini_boss = true;
    assert_eq!(rule(&five), "rule-kings_armory-mini-boss");
    // "Start your Castle Gate with 15 Hit Points. How about 10? ... only
    // ONE!?!? ... Whatever amount ... will constitute its Maximum" (D2-3).
    let mut g = two();
    g.gate = Some(1);
    let st = Rules::start(&g);
    assert_eq!((st.gate, st.gate_max), (1, 1));
    g.gate = Some(0);
    assert_eq!(rule(&g), "rule-kings_armory-setup-number");
}

#[test]
fn towers_are_given_except_in_the_gauntlet() {
    let mut s = two();
    s.towers = None;
    assert_eq!(rule(&s), "rule-kings_armory-towers-missing");
    s.mode = Mode::Gauntlet;
    s.wave = Some(4);
    assert!(Rules::validate(&s).is_ok());
    // H-3 "Starting Towers" at wave 4: 3.
    assert_eq!(Rules::start(&s).towers, 3);
    s.towers = Some(2);
    assert_eq!(rule(&s), "rule-kings_armory-towers-from-table");
}

#[test]
fn the_modes_need_their_wave() {
    let mut s = two();
    s.wave = Some(2);
    assert_eq!(rule(&s), "rule-kings_armory-wave-standard");
    s.mode = Mode::JumpStart;
    s.wave = None;
    assert_eq!(rule(&s), "rule-kings_armory-wave-missing");
    // "Choose a starting point, Wave 2 or beyond" (Jump Start); waves 6
    // and 7 only exist in a 7-wave game.
    s.wave = Some(1);
    assert_eq!(rule(&s), "rule-kings_armory-setup-number");
    s.wave = Some(6);
    assert_eq!(rule(&s), "rule-kings_armory-setup-number");
    s.waves = 7;
    assert!(Rules::validate(&s).is_ok());
    s.mode = Mode::SingleWave;
    s.wave = Some(8);
    assert_eq!(rule(&s), "rule-kings_armory-setup-number");
    s.wave = Some(2);
    assert!(Rules::validate(&s).is_ok());
    s.three_stars = true;
    assert_eq!(rule(&s), "rule-kings_armory-three-stars-one-wave");
}

#[test]
fn single_wave_is_the_final_wave_with_one_or_two_bosses() {
    // "If playing Wave 2, 3, 4, or 5 there will be 1 Boss Monster. If
    // playing Wave 6 or 7 there will be 2 Boss Monsters."
    let mut s = two();
    s.mode = Mode::SingleWave;
    for (wave, bosses) in [(1, 1), (2, 1), (5, 1), (6, 2), (7, 2)] {
        s.wave = Some(wave);
        assert_eq!(s.final_wave(), Some(wave));
        assert_eq!(s.bosses_in(wave), bosses, "wave {wave}");
    }
    assert!(s.seven_wave_rules());
    s.wave = Some(3);
    assert!(!s.seven_wave_rules());
}

#[test]
fn a_single_wave_is_set_up_with_the_jump_start_table_from_wave_2() {
    // "Using the Jump Start Table above, set up any Wave; play it as your
    // only Wave, treating it as the Final Wave." (H): the table's columns
    // run from Wave 2 to Wave 7.
    let mut s = two();
    s.mode = Mode::SingleWave;
    s.wave = Some(1);
    assert_eq!(rule(&s), "rule-kings_armory-single-wave-one");
    assert!(
        Rules::validate(&s)
            .unwrap_err()
            .to_string()
            .contains("(H, Single Wave Play)")
    );
    // Rules 1 played it with one boss and no table.
    assert!(Rules::validate_under(&s, 1).is_ok());
    s.wave = Some(2);
    Rules::validate(&s).unwrap();
}

#[test]
fn the_jump_start_table_h2_is_the_manuals() {
    // Diagram H-2, "Jump Start ~ 2-4 Heroes", column by column.
    let rows = [
        (2, [3, -1, -2, -1, 0, 0, 0, 1, 1]),
        (3, [5, -2, -3, -2, 0, 1, 1, 2, 2]),
        (4, [9, -4, -4, -3, 1, 2, 2, 3, 2]),
        (5, [14, -6, -6, -4, 1, 3, 2, 3, 2]),
        (6, [20, -8, -7, -5, 2, 4, 3, 3, 3]),
        (7, [27, -10, -8, -6, 2, 4, 3, 3, 3]),
    ];
    for heroes in 2..=4 {
        for (wave, v) in rows {
            let r = tables::jump_start(wave, heroes).unwrap();
            let got = [
                r.reward_cards,
                r.gate_mod,
                r.offensive_mod,
                r.other_mod,
                r.extra_towers,
                r.unlocked_equipment,
                r.hireables,
                r.hireable_max_level,
                r.max_reinforcements,
            ];
            assert_eq!(got, v, "wave {wave}");
        }
    }
    assert_eq!(tables::jump_start(1, 3), None);
    assert_eq!(tables::jump_start(8, 3), None);
    // "For Jump Start, Single Wave Play, and Gauntlet charts for 1 Hero,
    // and for 5-7 Heroes, visit our website."
    assert_eq!(tables::jump_start(3, 1), None);
    assert_eq!(tables::jump_start(3, 5), None);
}

#[test]
fn the_gauntlet_table_h3_is_the_manuals() {
    // Diagram H-3, "Gauntlet ~ 2-4 Heroes", waves 1 to 7.
    let rows = [
        [3, 2, 0, 3, 7, 0, 2, 7],
        [4, 2, 0, 5, 7, 0, 2, 5],
        [7, 2, 0, 7, 7, 0, 3, 5],
        [11, 3, 0, 9, 7, 0, 3, 4],
        [17, 3, 1, 11, 7, 0, 4, 4],
        [23, 3, 1, 13, 7, 0, 4, 3],
        [30, 4, 1, 15, 7, 0, 5, 3],
    ];
    for (i, v) in rows.iter().enumerate() {
        let wave = u32::try_from(i).unwrap() + 1;
        let r = tables::gauntlet(wave, 2).unwrap();
        let got = [
            r.reward_cards,
            r.towers,
            r.heal_mod,
            r.first_foes,
            r.later_foes,
            r.d12_mod,
            r.rewards,
            r.boss_every,
        ];
        assert_eq!(&got, v, "wave {wave}");
    }
    assert_eq!(tables::gauntlet(0, 2), None);
    assert_eq!(tables::gauntlet(4, 6), None);
}

fn jump(wave: u32) -> Setup {
    let mut s = two();
    s.mode = Mode::JumpStart;
    s.waves = 7;
    s.wave = Some(wave);
    s
}

#[test]
fn jump_start_applies_gate_and_ally_hp_modifiers_and_reward_cards() {
    // Wave 4: "Castle Gate HP Mod -4", "Offensive Ally HP Mod -4", "Other
    // Ally HP Mod -3", "Starting Reward Cards 9".
    let mut s = jump(4);
    s.heroes[1].hero = "Felicity".into();
    Rules::validate(&s).unwrap();
    let st = Rules::start(&s);
    assert_eq!((st.gate, st.gate_max), (16, 20));
    assert_eq!(st.heroes[0].hp, 16);
    assert_eq!(st.heroes[1].hp, 13);
    assert_eq!(st.heroes[1].max, 16);
    assert_eq!(st.cards_due, 9);
    assert_eq!(st.wave, 4);
    // "Allies with the ability to Heal may start with 3 less Damage".
    s.heroes[1].heals = true;
    assert_eq!(Rules::start(&s).heroes[1].hp, 16);
    s.heroes[0].heals = true;
    assert_eq!(Rules::start(&s).heroes[0].hp, 19);
}

#[test]
fn jump_start_needs_every_heros_role_and_a_gate_that_survives_its_modifier() {
    let mut s = jump(3);
    s.heroes[1].hero = "Asphar".into();
    assert_eq!(rule(&s), "rule-kings_armory-role");
    s.heroes[1].role = Some(Role::Offensive);
    assert!(Rules::validate(&s).is_ok());
    s.gate = Some(2);
    assert_eq!(rule(&s), "rule-kings_armory-jump-gate");
    s.gate = Some(3);
    assert_eq!(Rules::start(&s).gate, 1);
}

#[test]
fn tables_for_1_or_5_to_7_heroes_come_from_the_setup() {
    let mut s = jump(3);
    s.heroes.truncate(1);
    assert_eq!(rule(&s), "rule-kings_armory-row-missing");
    let row = tables::JumpStartRow {
        reward_cards: 4,
        gate_mod: -2,
        offensive_mod: -5,
        other_mod: -2,
        extra_towers: 0,
        unlocked_equipment: 1,
        hireables: 2,
        hireable_max_level: 2,
        max_reinforcements: 2,
    };
    s.jump_start_row = Some(row);
    Rules::validate(&s).unwrap();
    let st = Rules::start(&s);
    assert_eq!((st.gate, st.cards_due, st.heroes[0].hp), (18, 4, 15));
    s.jump_start_row = Some(tables::JumpStartRow {
        hireable_max_level: 4,
        ..row
    });
    assert_eq!(rule(&s), "rule-kings_armory-setup-number");
    let mut std = two();
    std.jump_start_row = Some(row);
    assert_eq!(rule(&std), "rule-kings_armory-row-unused");
    let mut g = two();
    g.towers = None;
    g.mode = Mode::Gauntlet;
    g.wave = Some(1);
    g.heroes.truncate(1);
    assert_eq!(rule(&g), "rule-kings_armory-row-missing");
    g.gauntlet_row = Some(tables::GauntletRow {
        reward_cards: 2,
        towers: 1,
        heal_mod: 0,
        first_foes: 2,
        later_foes: 5,
        d12_mod: -1,
        rewards: 1,
        boss_every: 0,
    });
    assert_eq!(rule(&g), "rule-kings_armory-setup-number");
}

#[test]
fn a_row_typed_for_2_to_4_heroes_is_refused_the_printed_table_applies() {
    // The tables are printed as "Jump Start ~ 2-4 Heroes" and "Gauntlet ~
    // 2-4 Heroes"; "For Jump Start, Single Wave Play, and Gauntlet charts
    // for 1 Hero, and for 5-7 Heroes, visit our website." (H).
    let row = tables::JumpStartRow {
        reward_cards: 40,
        ..tables::JUMP_START[1]
    };
    let mut s = jump(3);
    s.jump_start_row = Some(row);
    assert_eq!(rule(&s), "rule-kings_armory-row-printed");
    let e = Rules::validate(&s).unwrap_err();
    assert!(e.to_string().ends_with("(H, H-2)."), "{e}");
    // Rules 1 took the typed row over the printed one.
    assert!(Rules::validate_under(&s, 1).is_ok());
    assert_eq!(Rules::start_under(&s, 1).cards_due, 40);
    s.jump_start_row = None;
    assert_eq!(Rules::start(&s).cards_due, 5);
    let mut g = two();
    g.towers = None;
    g.mode = Mode::Gauntlet;
    g.wave = Some(2);
    g.gauntlet_row = Some(tables::GauntletRow {
        first_foes: 8,
        ..tables::GAUNTLET[1]
    });
    assert_eq!(rule(&g), "rule-kings_armory-row-printed");
    assert!(Rules::validate_under(&g, 1).is_ok());
    // One hero: no printed row, so the typed one is needed and taken.
    g.heroes.truncate(1);
    Rules::validate(&g).unwrap();
    assert_eq!(g.gauntlet().map(|r| r.first_foes), Some(8));
}

#[test]
fn the_gauntlet_starts_with_its_row_and_a_gate_of_25() {
    let mut s = two();
    s.towers = None;
    s.mode = Mode::Gauntlet;
    s.wave = Some(5);
    let st = Rules::start(&s);
    // "The Castle Gate always starts with 25 Hit Points."
    assert_eq!((st.gate, st.gate_max), (25, 25));
    assert_eq!((st.cards_due, st.towers), (17, 3));
    assert_eq!(s.final_wave(), None);
    s.gate = Some(20);
    assert_eq!(rule(&s), "rule-kings_armory-gauntlet-gate");
    s.gate = Some(25);
    assert!(Rules::validate(&s).is_ok());
    // Waves 6 and 7: "all rules for a '7 Wave Game' apply, including
    // Armory Card costs".
    assert_eq!(s.armory_price(), 900);
    s.wave = Some(6);
    assert_eq!(s.armory_price(), 1200);
}

#[test]
fn solo_gold_is_150_for_one_hero_only() {
    // Solo play, option 1: "Start with 150g to spend before the 1st Wave".
    let mut s = two();
    s.solo_gold = true;
    assert_eq!(rule(&s), "rule-kings_armory-solo-gold");
    s.heroes.truncate(1);
    assert_eq!(Rules::start(&s).gold, 150);
}

#[test]
fn setups_read_from_json_with_defaults() {
    let s: AnySetup = serde_json::from_value(serde_json::json!({
        "game": "kings_armory",
        "towers": 3,
        "heroes": [{"player": "Ana", "hero": "Valcor", "hp": 20, "heal_rate": 4,
                    "resist": {"melee": 2}}],
    }))
    .unwrap();
    let AnySetup::KingsArmory(k) = &s else {
        panic!("wrong game")
    };
    assert_eq!((k.waves, k.bosses, k.gate_max()), (5, 1, 20));
    assert_eq!(k.heroes[0].resist.melee, 2);
    assert!(s.validate().is_ok());
    assert_eq!(s.player_names(), vec!["Ana"]);
}
