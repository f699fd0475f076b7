//! Between waves: the heal step, reward cards, the shop's prices and
//! limits, 3 Stars, and Jump Start's first-wave requirements.

use super::*;

#[test]
fn the_heal_step_heals_every_ally_and_revives_knocked_out_heroes() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, wound(Character::Hero(0), 3));
    ok(&s, &mut st, wound(Character::Hero(1), 16));
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, hit(1, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::StartWave),
        "rule-kings_armory-heal-first"
    );
    let lines = ok(&s, &mut st, Action::HealStep);
    // "All Allies heal a number of Hit Points equal to their Heal Rate"
    // (17 + 4, capped at 20); "If a Hero has been knocked out ..., they
    // are revived with a number of Hit Points equal to their Heal Rate".
    assert_eq!(st.heroes[0].hp, 20);
    assert_eq!(st.heroes[1].hp, 3);
    let text: Vec<String> = lines.iter().map(english).collect();
    assert_eq!(
        text,
        [
            "Between waves, step 1: heal (1 healed, 1 revived).",
            "Valcor heals: HP 17 → 20.",
            "Ember is back on their feet with 3 HP.",
        ]
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::HealStep),
        "rule-kings_armory-healed"
    );
}

#[test]
fn the_log_entry_holds_one_line_per_change() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, wound(Character::Hero(0), 3));
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, hit(1, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    let mut copy = st.clone();
    let all = ok(&s, &mut copy, Action::HealStep);
    let entry = Rules::apply(&s, &mut st, &Action::HealStep).unwrap();
    assert_eq!(entry, crate::rules::Text::Lines(all.clone()));
    assert_eq!(
        entry.lines().len(),
        2,
        "what the step did, and Valcor's heal"
    );
    assert_eq!(st, copy);
}

#[test]
fn reward_cards_are_worth_50_100_150_or_250_and_the_gold_is_shared() {
    let s = two();
    let mut st = after_wave_one(&s, 0);
    for v in REWARD_VALUES {
        ok(&s, &mut st, Action::Reward { value: v });
    }
    assert_eq!(st.gold, 550);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::Reward { value: 75 }),
        "rule-kings_armory-reward-value"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::Reward { value: i64::MIN }),
        "rule-number-too-large"
    );
    // During a wave no reward card is drawn.
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::Reward { value: 50 }),
        "rule-kings_armory-no-reward-due"
    );
}

#[test]
fn the_shops_prices() {
    let s = two();
    let mut st = after_wave_one(&s, 2000);
    let spend = |a: Action, gold: i64, st: &mut State| {
        ok(&s, st, a);
        assert_eq!(st.gold, gold);
    };
    // "Building new Towers (100g)", "Selling unwanted Towers (+50g)".
    spend(Action::BuildTower, 1900, &mut st);
    assert_eq!(st.towers, 4);
    spend(Action::SellTower, 1950, &mut st);
    assert_eq!(st.towers, 3);
    // "Unlocking your Heroes' Equipment (150g)".
    spend(Action::UnlockEquipment { hero: 1 }, 1800, &mut st);
    // "Recruiting Reinforcement Cards (200g)".
    spend(Action::BuyReinforcement, 1600, &mut st);
    // "the Armory Card (900g in a 5 Wave game - 1,200g in a 7 Wave game)".
    spend(Action::BuyArmory, 700, &mut st);
    // "Selling unwanted (unlocked) Equipment (+50g)".
    spend(Action::SellEquipment { piece: None }, 750, &mut st);
    assert_eq!(st.equipment, 0);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::SellEquipment { piece: None }),
        "rule-kings_armory-no-equipment"
    );
    let mut seven = two();
    seven.waves = 7;
    let mut st = after_wave_one(&seven, 1200);
    ok(&seven, &mut st, Action::BuyArmory);
    assert_eq!(st.gold, 0);
}

#[test]
fn new_equipment_only_once_a_hero_has_unlocked_both_pieces() {
    let s = two();
    let mut st = after_wave_one(&s, 1000);
    ok(&s, &mut st, Action::UnlockEquipment { hero: 0 });
    ok(&s, &mut st, Action::UnlockEquipment { hero: 1 });
    // "If any single Hero has already unlocked both pieces of their
    // starting Equipment, the Players as a team now have the option to buy
    // a new piece of Equipment".
    assert_eq!(
        refused::<Rules>(&s, &st, Action::BuyEquipment),
        "rule-kings_armory-equipment-locked"
    );
    let lines = ok(&s, &mut st, Action::UnlockEquipment { hero: 0 });
    assert!(english(&lines[0]).ends_with("New equipment is now for sale."));
    assert_eq!(
        refused::<Rules>(&s, &st, Action::UnlockEquipment { hero: 0 }),
        "rule-kings_armory-unlocked-both"
    );
    ok(&s, &mut st, Action::BuyEquipment);
    // 1000 − 3 × 150 − 100.
    assert_eq!(st.gold, 450);
    assert_eq!(st.equipment, 4);
}

#[test]
fn overspending_is_refused_everywhere() {
    let s = two();
    let st = after_wave_one(&s, 50);
    for a in [
        Action::BuildTower,
        Action::UnlockEquipment { hero: 0 },
        Action::BuyReinforcement,
        Action::BuyArmory,
    ] {
        assert_eq!(refused::<Rules>(&s, &st, a), "rule-kings_armory-gold");
    }
    let mut st = after_wave_one(&s, 50);
    ok(&s, &mut st, Action::SellTower);
    assert_eq!(st.gold, 100);
    ok(&s, &mut st, Action::BuildTower);
    assert_eq!(st.gold, 0);
}

#[test]
fn at_most_3_reinforcement_cards_bought_even_mid_wave_and_1_armory_card() {
    let s = two();
    let mut st = after_wave_one(&s, 2000);
    for _ in 0..3 {
        ok(&s, &mut st, Action::BuyReinforcement);
    }
    // "If you have 3 in hand, you must use one before you can purchase
    // another."
    assert_eq!(
        refused::<Rules>(&s, &st, Action::BuyReinforcement),
        "rule-kings_armory-reinforcement-cap"
    );
    ok(&s, &mut st, Action::BuyArmory);
    // "You may have only one Armory Card in hand at a time".
    assert_eq!(
        refused::<Rules>(&s, &st, Action::BuyArmory),
        "rule-kings_armory-armory-held"
    );
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, Action::PlayReinforcement);
    // "Can be bought at any time, even in the middle of a Wave".
    ok(&s, &mut st, Action::BuyReinforcement);
    ok(&s, &mut st, Action::PlayArmory);
    // The Armory Card is "Purchased between Waves only".
    assert_eq!(
        refused::<Rules>(&s, &st, Action::BuyArmory),
        "rule-kings_armory-shop-closed"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::PlayArmory),
        "rule-kings_armory-no-armory"
    );
    assert_eq!(st.gold, 2000 - 4 * 200 - 900);
}

#[test]
fn towers_can_be_destroyed_during_a_wave_but_not_below_none() {
    let mut s = two();
    s.towers = Some(1);
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, Action::TowerDestroyed);
    assert_eq!(st.towers, 0);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::TowerDestroyed),
        "rule-kings_armory-no-tower"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::SellTower),
        "rule-kings_armory-shop-closed"
    );
}

/// Wave 1 with `gate` gate damage and ally damage or not, then its end.
fn starred(gate: i64, ally: bool) -> (State, Vec<String>) {
    let mut s = two();
    s.three_stars = true;
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, monster(1, 1));
    if gate > 0 {
        ok(&s, &mut st, monster(1, 1));
        ok(
            &s,
            &mut st,
            Action::ReachGate {
                monster: 2,
                damage: gate,
                plus: None,
                rolls: None,
            },
        );
    }
    if ally {
        ok(&s, &mut st, wound(Character::Hero(0), 1));
    }
    ok(&s, &mut st, hit(1, 1, Kind::Melee));
    let lines = ok(&s, &mut st, Action::EndWave);
    (st, lines.iter().map(english).collect())
}

#[test]
fn three_stars_adds_and_takes_reward_cards_and_says_why() {
    // "+1 Reward Card" without Castle damage, "+1" without Hero or
    // Hireable damage, "lose 1 Reward Card for every 3 damage, or portion
    // thereof"; "There is no Reward Penalty for damaged Allies."
    assert_eq!(star_cards(0, false), (1, 1, 0));
    assert_eq!(star_cards(0, true), (1, 0, 0));
    assert_eq!(star_cards(1, false), (0, 1, 1));
    assert_eq!(star_cards(3, true), (0, 0, 1));
    assert_eq!(star_cards(4, true), (0, 0, 2));
    assert_eq!(star_cards(7, false), (0, 1, 3));

    let (st, lines) = starred(0, false);
    assert_eq!(st.star_cards, 2);
    assert_eq!(
        lines[1..],
        [
            "3 Stars: +1 reward card, the Castle Gate took no damage.",
            "3 Stars: +1 reward card, no hero or hireable took damage.",
            "3 Stars after this wave: 2 reward cards net.",
        ]
    );
    let (st, lines) = starred(4, true);
    assert_eq!(st.star_cards, -2);
    assert_eq!(
        lines[1],
        "3 Stars: −2 reward cards, the gate took 4 damage (one card per 3 or part of 3)."
    );
    assert_eq!(Rules::score(&two(), &st), None);
    let mut s = two();
    s.three_stars = true;
    assert_eq!(Rules::score(&s, &st), Some(-2));
}

fn jump(wave: u32) -> Setup {
    let mut s = two();
    s.mode = Mode::JumpStart;
    s.waves = 7;
    s.wave = Some(wave);
    Rules::validate(&s).unwrap();
    s
}

#[test]
fn jump_start_enters_its_reward_cards_and_meets_its_requirements_first() {
    // Wave 4: 9 starting cards; 1 extra tower, 2 unlocked equipment, 2
    // hireables up to level 3, at most 2 reinforcement cards.
    let s = jump(4);
    let mut st = Rules::start(&s);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::StartWave),
        "rule-kings_armory-cards-due"
    );
    for _ in 0..9 {
        ok(&s, &mut st, Action::Reward { value: 150 });
    }
    assert_eq!(
        refused::<Rules>(&s, &st, Action::Reward { value: 150 }),
        "rule-kings_armory-no-reward-due"
    );
    assert_eq!(st.gold, 1350);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::StartWave),
        "rule-kings_armory-jump-requires"
    );
    ok(&s, &mut st, Action::BuildTower);
    ok(&s, &mut st, Action::UnlockEquipment { hero: 0 });
    ok(&s, &mut st, Action::UnlockEquipment { hero: 1 });
    assert_eq!(
        refused::<Rules>(&s, &st, Action::StartWave),
        "rule-kings_armory-jump-requires"
    );
    // Hireables hired before the first wave take the Ally HP modifier:
    // an Archer is offensive (−4), a Cleric that heals other (−3 + 3).
    ok(&s, &mut st, hire(Class::Archer, "Wren", 100));
    let mut cleric = hire(Class::Cleric, "Mira", 100);
    if let Action::Hire { heals, hp, .. } = &mut cleric {
        *heals = true;
        *hp = 6;
    }
    ok(&s, &mut st, cleric);
    assert_eq!(st.hireables[0].hp, 1);
    assert_eq!(st.hireables[1].hp, 6);
    ok(&s, &mut st, Action::BuyReinforcement);
    ok(&s, &mut st, Action::BuyReinforcement);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::BuyReinforcement),
        "rule-kings_armory-reinforcement-cap"
    );
    // "No Armory Cards may be purchased until 1 entire Wave has been
    // successfully played through."
    assert_eq!(
        refused::<Rules>(&s, &st, Action::BuyArmory),
        "rule-kings_armory-armory-jump"
    );
    // 1350 − 100 (tower) − 300 (unlocks) − 200 (hires) − 400 (cards) =
    // 350: more than the 200 that may be held over.
    assert_eq!(st.gold, 350);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::StartWave),
        "rule-kings_armory-jump-hold"
    );
    ok(&s, &mut st, Action::UnlockEquipment { hero: 0 });
    assert_eq!(st.gold, 200);
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(st.wave, 4);
}

#[test]
fn jump_start_caps_hireable_levels_before_the_first_wave() {
    // Wave 3: "Hireable Max Level 2".
    let s = jump(3);
    let mut st = Rules::start(&s);
    for _ in 0..5 {
        ok(&s, &mut st, Action::Reward { value: 100 });
    }
    ok(&s, &mut st, hire(Class::Sorcerer, "Ash", 100));
    let up = Action::LevelUp {
        hireable: 0,
        cost: 100,
        hp: None,
        heal_rate: None,
    };
    ok(&s, &mut st, up.clone());
    assert_eq!(
        refused::<Rules>(&s, &st, up),
        "rule-kings_armory-jump-level"
    );
}

#[test]
fn a_standard_game_has_no_reward_cards_before_the_first_wave() {
    let s = two();
    let st = Rules::start(&s);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::Reward { value: 100 }),
        "rule-kings_armory-no-reward-due"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::HealStep),
        "rule-kings_armory-between-only"
    );
}

/// Mira the Cleric, 2 of 6 HP (heals 2) after wave 1, levels up to 8 HP
/// (heals 3) between waves, under rules version `rules`, with the level-up
/// entered before the heal step when `level_first`.
fn mira_levels_up(rules: u32, level_first: bool) -> Result<State, String> {
    let s = two();
    let mut st = Rules::start_under(&s, rules);
    let hire = Action::Hire {
        class: Class::Cleric,
        name: "Mira".into(),
        hp: 6,
        heal_rate: 2,
        cost: 0,
        resist: Resist::default(),
        heals: true,
    };
    let up = Action::LevelUp {
        hireable: 0,
        cost: 0,
        hp: Some(8),
        heal_rate: Some(3),
    };
    let mut plan = vec![
        hire,
        Action::StartWave,
        wound(Character::Hireable(0), 4),
        monster(1, 1),
        hit(1, 1, Kind::Melee),
        Action::EndWave,
    ];
    if level_first {
        plan.extend([up, Action::HealStep]);
    } else {
        plan.extend([Action::HealStep, up]);
    }
    for a in plan {
        Rules::apply(&s, &mut st, &a).map_err(|e| e.rule().to_owned())?;
    }
    Ok(st)
}

#[test]
fn between_waves_the_heal_comes_before_the_gold_and_the_spending() {
    // B5: "Step 1: Heal! All Allies heal a number of Hit Points equal to
    // their Heal Rate", then "Step 2: Get the Gold!", then "Step 3: Spend
    // the Gold!" (hiring and upgrading hireables among it); and "Upon
    // leveling up Hireables will heal their Heal Rate".
    let st = mira_levels_up(2, false).unwrap();
    // 2 + 2 = 4 of 6 at the heal step, then the level-up's 3: 7 of 8.
    assert_eq!((st.hireables[0].hp, st.hireables[0].max), (7, 8));
    assert_eq!(
        mira_levels_up(2, true).unwrap_err(),
        "rule-kings_armory-heal-before"
    );
    // Rules 1 took the level-up first and healed Mira twice at level 2.
    let old = mira_levels_up(1, true).unwrap();
    assert_eq!((old.hireables[0].hp, old.hireables[0].max), (8, 8));

    let s = two();
    let st = wave_one_won(&s);
    for early in [
        Action::Reward { value: 100 },
        Action::BuildTower,
        Action::SellTower,
        Action::UnlockEquipment { hero: 0 },
        Action::BuyArmory,
        hire(Class::Archer, "Wren", 0),
    ] {
        assert_eq!(
            refused::<Rules>(&s, &st, early.clone()),
            "rule-kings_armory-heal-before",
            "{early:?}"
        );
    }
    let mut copy = st.clone();
    let e = Rules::apply(&s, &mut copy, &Action::Reward { value: 100 }).unwrap_err();
    assert!(e.to_string().contains("(B5)"), "{e}");
    // Reinforcement cards "Can be bought at any time".
    let mut st = st;
    st.gold = 200;
    ok(&s, &mut st, Action::BuyReinforcement);
}

/// Ana, Bo and Cy with three heroes and two starting towers.
fn three() -> Setup {
    let s = Setup::new(
        &[
            ("Ana", "Valcor", 20, 4),
            ("Bo", "Ember", 16, 3),
            ("Cy", "Felicity", 14, 5),
        ],
        2,
    );
    Rules::validate(&s).unwrap();
    s
}

#[test]
fn a_wave_starts_only_with_a_tower_slot_for_every_hero() {
    // "You must have enough Towers to host all Allies in order to start
    // the new Wave ... Heroes may never sit out; if it occurs that this
    // seems necessary, go back to the “Spend the Gold!” step and fix it."
    // (B5, step 6); "Each Tower has 3 Hosting Slots" (A2); the parapets
    // "may host a maximum of one Ally each" (B3).
    let s = three();
    let mut st = Rules::start(&s);
    ok(&s, &mut st, Action::SellTower);
    ok(&s, &mut st, Action::SellTower);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::StartWave),
        "rule-kings_armory-towers-heroes"
    );
    let mut copy = st.clone();
    let e = Rules::apply(&s, &mut copy, &Action::StartWave).unwrap_err();
    assert_eq!(
        e.to_string(),
        "Heroes may never sit out: the 3 heroes need hosting, and 0 towers and the two parapets host 2 (B5, step 6). Build a tower before the wave starts."
    );
    ok(&s, &mut st, Action::BuildTower);
    ok(&s, &mut st, Action::StartWave);
    // Rules 1 let the wave start.
    let mut old = Rules::start_under(&s, 1);
    ok(&s, &mut old, Action::SellTower);
    ok(&s, &mut old, Action::SellTower);
    ok(&s, &mut old, Action::StartWave);
}

#[test]
fn the_most_recently_hired_hireables_sit_out_when_the_towers_are_full() {
    // "... or, starting with the most recently hired Hireable, you must
    // have them sit out of the next Wave, one by one, until you are down
    // to enough Allies for the number of Towers." (B5, step 6).
    let mut s = three();
    s.towers = Some(0);
    s.heroes.truncate(1);
    let mut st = Rules::start(&s);
    for name in ["Bram", "Wren", "Ori"] {
        ok(&s, &mut st, hire(Class::Archer, name, 0));
    }
    // One hero and room for 2: Bram goes, Ori and Wren sit out.
    let lines = ok(&s, &mut st, Action::StartWave);
    let text: Vec<String> = lines.iter().map(english).collect();
    assert_eq!(
        text[1..3],
        [
            "Ori sits out this wave: the towers and parapets host 2 allies (B5, step 6).",
            "Wren sits out this wave: the towers and parapets host 2 allies (B5, step 6).",
        ]
    );
    let out: Vec<bool> = st.hireables.iter().map(|h| h.sits_out).collect();
    assert_eq!(out, [false, true, true]);
    assert_eq!(
        refused::<Rules>(&s, &st, wound(Character::Hireable(1), 1)),
        "rule-kings_armory-sits-out"
    );
    ok(&s, &mut st, wound(Character::Hireable(0), 1));
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, hit(1, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    assert!(st.hireables.iter().all(|h| !h.sits_out));
}

fn step(n: u32) -> Action {
    Action::BetweenStep { step: n }
}

#[test]
fn the_steps_after_the_heal_are_kept_in_the_state() {
    // B5: "Step 1: Heal!" is its own action; the group moves through
    // steps 2 to 7, and the state (replayed from the log) keeps where.
    let s = two();
    let st = in_wave_one(&s);
    assert_eq!(
        refused::<Rules>(&s, &st, step(3)),
        "rule-kings_armory-between-only"
    );
    let mut st2 = wave_one_won(&s);
    assert_eq!(steps::current(&st2), Some(1));
    assert_eq!(
        refused::<Rules>(&s, &st2, step(3)),
        "rule-kings_armory-heal-first"
    );
    ok(&s, &mut st2, Action::HealStep);
    assert_eq!(
        steps::current(&st2),
        Some(2),
        "Get the Gold! after the heal"
    );
    let lines = ok(&s, &mut st2, step(4));
    assert_eq!(
        english(&lines[0]),
        "Between waves, step 4: Make Change & Shuffle the Deck"
    );
    assert_eq!(steps::current(&st2), Some(4));
    assert_eq!(
        refused::<Rules>(&s, &st2, step(4)),
        "rule-kings_armory-step-same"
    );
    for n in [0, 1, 8] {
        assert_eq!(
            refused::<Rules>(&s, &st2, step(n)),
            "rule-kings_armory-step-range"
        );
    }
    // Back to step 2 is allowed; a purchase shows step 3 (Spend the
    // Gold!), an equipment move step 5, and nothing moves the step back.
    ok(&s, &mut st2, step(2));
    ok(&s, &mut st2, Action::Reward { value: 250 });
    assert_eq!(steps::current(&st2), Some(2));
    ok(&s, &mut st2, Action::BuildTower);
    assert_eq!(steps::current(&st2), Some(3));
    ok(&s, &mut st2, step(6));
    ok(&s, &mut st2, Action::SellTower);
    assert_eq!(steps::current(&st2), Some(6));
    ok(&s, &mut st2, step(7));
    ok(&s, &mut st2, Action::StartWave);
    assert_eq!((steps::current(&st2), st2.step), (None, 0));
    // The next Between Waves Phase starts from step 1 again.
    ok(&s, &mut st2, monster(1, 1));
    let id = st2.next_id - 1;
    ok(&s, &mut st2, hit(id, 1, Kind::Melee));
    ok(&s, &mut st2, Action::EndWave);
    assert_eq!(steps::current(&st2), Some(1));
    ok(&s, &mut st2, Action::HealStep);
    assert_eq!(steps::current(&st2), Some(2));
    // Written with its stable name.
    let a: Action = serde_json::from_str(r#"{"type": "between_step", "step": 4}"#).unwrap();
    assert_eq!(a, step(4));
}

#[test]
fn a_player_joining_or_dropping_comes_between_step_2_and_step_3() {
    // "that Player is officially added precisely between Step 2 & Step 3
    // ... The Players may then continue on to the 'Spend the Gold!' step
    // normally" (D3); the same for one dropping.
    let s = two();
    let mut st = after_wave_one(&s, 100);
    assert_eq!(steps::current(&st), Some(2));
    ok(&s, &mut st, cy_joins());
    assert_eq!(steps::current(&st), Some(3), "on to Spend the Gold!");
    // Later, a player dropping leaves the group where it is.
    ok(&s, &mut st, step(6));
    ok(
        &s,
        &mut st,
        Action::HeroLeaves {
            hero: 2,
            trades: Vec::new(),
        },
    );
    assert_eq!(steps::current(&st), Some(6));
}
