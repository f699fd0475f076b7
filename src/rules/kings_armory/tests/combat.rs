//! Monsters, damage and resistance, immunity, status tokens and their
//! caps, upkeep, and damage at the Castle Gate.

use super::*;

fn with_resist(melee: i64, ranged: i64, supernatural: i64, immune: Vec<Immunity>) -> Action {
    Action::MonsterEnters {
        level: Some(4),
        boss: false,
        name: Some("Bridge Troll".into()),
        hp: 12,
        resist: Resist {
            melee,
            ranged,
            supernatural,
        },
        immune,
        siege: false,
        summoned: false,
    }
}

fn status(id: u32, status: Status, count: i64) -> Action {
    Action::AddStatus {
        character: Character::Monster(id),
        status,
        count,
        kind: None,
    }
}

fn hp(state: &State, id: u32) -> i64 {
    state.monsters[state.monster_index(id).unwrap()].hp
}

fn tokens(state: &State, id: u32) -> Tokens {
    state.monsters[state.monster_index(id).unwrap()].tokens
}

#[test]
fn damage_is_reduced_by_the_matching_resistance_to_at_least_1() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, with_resist(3, 3, 1, Vec::new()));
    // "In this case, the 2 Damage was reduced to a minimum of 1 Damage."
    // (the Archer's 2 ranged damage against the Bridge Troll's 3).
    ok(&s, &mut st, hit(1, 2, Kind::Ranged));
    assert_eq!(hp(&st, 1), 11);
    // Valcor's crit: "8 Damage Dealt ... After subtracting its 3 Melee
    // Resistance, it results in 5 net Damage Taken by the Troll."
    let lines = ok(&s, &mut st, hit(1, 8, Kind::Melee));
    assert_eq!(hp(&st, 1), 6);
    assert_eq!(
        english(&lines[0]),
        "Bridge Troll #1 takes 8 melee damage, 5 after resistance: HP 11 → 6."
    );
    ok(&s, &mut st, hit(1, 3, Kind::Supernatural));
    assert_eq!(hp(&st, 1), 4);
    // "Damage of this Type cannot be resisted in any way."
    ok(&s, &mut st, hit(1, 3, Kind::NonResistible));
    assert_eq!(hp(&st, 1), 1);
    // At 0 HP the monster is defeated and leaves the board.
    let lines = ok(&s, &mut st, hit(1, 1, Kind::Melee));
    assert!(st.monsters.is_empty());
    assert_eq!(english(&lines[1]), "Bridge Troll #1 is defeated.");
    assert_eq!(
        refused::<Rules>(&s, &st, hit(1, 1, Kind::Melee)),
        "rule-kings_armory-no-monster"
    );
}

#[test]
fn the_damage_helper_follows_c2() {
    let r = Resist {
        melee: 3,
        ranged: 0,
        supernatural: 9,
    };
    assert_eq!(damage_taken(2, Kind::Melee, &r, false, &[]), 1);
    assert_eq!(damage_taken(5, Kind::Melee, &r, false, &[]), 2);
    // "A Blessed Character receives a +1 bonus to all 3 Damage Resistance
    // Types".
    assert_eq!(damage_taken(5, Kind::Melee, &r, true, &[]), 1);
    assert_eq!(damage_taken(5, Kind::Ranged, &r, true, &[]), 4);
    assert_eq!(damage_taken(5, Kind::NonResistible, &r, true, &[]), 5);
    // "Completely Immune to all damage of the Type ... resulting in 0
    // damage always".
    let ranged = [Immunity::Ranged];
    assert_eq!(damage_taken(4, Kind::Ranged, &r, false, &ranged), 0);
    assert_eq!(damage_taken(4, Kind::Melee, &r, false, &ranged), 1);
    assert_eq!(damage_taken(4, Kind::NonResistible, &r, false, &ranged), 4);
    // "Characters that are Indestructible or Immune to everything are not
    // effected by Non-Resistible Damage."
    let all = [Immunity::Everything];
    assert_eq!(damage_taken(4, Kind::NonResistible, &r, false, &all), 0);
    // Nothing dealt, nothing taken.
    assert_eq!(damage_taken(0, Kind::Melee, &r, false, &[]), 0);
}

#[test]
fn immune_monsters_refuse_the_damage_and_its_effects() {
    let s = two();
    let mut st = in_wave_one(&s);
    // The Wind Drake: "Immune to Ranged attacks".
    ok(&s, &mut st, with_resist(0, 0, 0, vec![Immunity::Ranged]));
    assert_eq!(
        refused::<Rules>(&s, &st, hit(1, 4, Kind::Ranged)),
        "rule-kings_armory-immune"
    );
    let bleed_from_arrow = Action::AddStatus {
        character: Character::Monster(1),
        status: Status::Bleed,
        count: 1,
        kind: Some(Kind::Ranged),
    };
    assert_eq!(
        refused::<Rules>(&s, &st, bleed_from_arrow),
        "rule-kings_armory-status-immune"
    );
    ok(
        &s,
        &mut st,
        with_resist(0, 0, 0, vec![Immunity::Everything]),
    );
    assert_eq!(
        refused::<Rules>(&s, &st, hit(2, 4, Kind::NonResistible)),
        "rule-kings_armory-immune"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, status(2, Status::Slow, 1)),
        "rule-kings_armory-status-immune"
    );
}

#[test]
fn status_caps_bleed_3_burn_2_slow_2_stun_1_bless_1() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, monster(3, 20));
    // "Any given Character Token may have up to 3 Bleed Tokens at a time."
    ok(&s, &mut st, status(1, Status::Bleed, 5));
    assert_eq!(tokens(&st, 1).bleed, 3);
    assert_eq!(
        refused::<Rules>(&s, &st, status(1, Status::Bleed, 1)),
        "rule-kings_armory-status-cap"
    );
    // Slow "(max 2)".
    ok(&s, &mut st, status(1, Status::Slow, 2));
    assert_eq!(
        refused::<Rules>(&s, &st, status(1, Status::Slow, 1)),
        "rule-kings_armory-status-cap"
    );
    // "Only 1 Stun Token may be on any given Target at a time".
    ok(&s, &mut st, status(1, Status::Stun, 1));
    assert_eq!(
        refused::<Rules>(&s, &st, status(1, Status::Stun, 1)),
        "rule-kings_armory-status-cap"
    );
    // "Only 1 Bless Token may be on any given Target at a time".
    ok(&s, &mut st, status(1, Status::Bless, 1));
    assert_eq!(
        refused::<Rules>(&s, &st, status(1, Status::Bless, 1)),
        "rule-kings_armory-status-cap"
    );
    // Burn: "a maximum of 2 Burn Tokens at a time".
    ok(&s, &mut st, monster(3, 20));
    ok(&s, &mut st, status(2, Status::Burn, 3));
    assert_eq!(tokens(&st, 2).burn, 2);
    // Counts below 1 are refused.
    assert_eq!(
        refused::<Rules>(&s, &st, status(2, Status::Slow, 0)),
        "rule-kings_armory-positive"
    );
}

#[test]
fn bleed_and_burn_together_at_most_4_the_new_one_removes_the_other() {
    // "There can only be a combined total of 4 Bleed and Burn Tokens ...;
    // at that point, the addition of one type will remove one of the
    // others, as added bleeding will snuff out the fire, while added fire
    // will cauterize a wound."
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, monster(3, 20));
    ok(&s, &mut st, status(1, Status::Bleed, 2));
    ok(&s, &mut st, status(1, Status::Burn, 2));
    let t = tokens(&st, 1);
    assert_eq!((t.bleed, t.burn), (2, 2));
    let lines = ok(&s, &mut st, status(1, Status::Bleed, 1));
    let t = tokens(&st, 1);
    assert_eq!((t.bleed, t.burn), (3, 1));
    assert_eq!(
        english(&lines[1]),
        "#1: the new Bleed removes one Burn (1 left)."
    );
    ok(&s, &mut st, status(1, Status::Burn, 1));
    let t = tokens(&st, 1);
    assert_eq!((t.bleed, t.burn), (2, 2));
    ok(&s, &mut st, status(1, Status::Bleed, 2));
    let t = tokens(&st, 1);
    assert_eq!((t.bleed, t.burn), (3, 1));
    // Bleed at its own cap of 3: nothing to add, even with burn to spare.
    assert_eq!(
        refused::<Rules>(&s, &st, status(1, Status::Bleed, 1)),
        "rule-kings_armory-status-cap"
    );
    let mut tk = Tokens {
        burn: 2,
        bleed: 2,
        ..Tokens::default()
    };
    assert_eq!(tk.add_one(Status::Burn), None);
}

#[test]
fn bosses_and_siege_equipment_shrug_off_some_statuses() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(
        &s,
        &mut st,
        Action::MonsterEnters {
            level: Some(3),
            boss: false,
            name: Some("Battering Ram".into()),
            hp: 10,
            resist: Resist::default(),
            immune: Vec::new(),
            siege: true,
            summoned: false,
        },
    );
    // Siege Equipment: "Immune to Instakill, Stun, and Bleed".
    for st_ in [Status::Bleed, Status::Stun] {
        assert_eq!(
            refused::<Rules>(&s, &st, status(1, st_, 1)),
            "rule-kings_armory-status-immune"
        );
    }
    ok(&s, &mut st, status(1, Status::Burn, 1));
}

#[test]
fn upkeep_deals_bleed_and_burn_non_resistible_then_removes_stun() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, with_resist(9, 9, 9, Vec::new()));
    ok(&s, &mut st, status(1, Status::Bleed, 2));
    ok(&s, &mut st, status(1, Status::Burn, 1));
    ok(&s, &mut st, status(1, Status::Stun, 1));
    let lines = ok(&s, &mut st, Action::Upkeep { monster: 1 });
    assert_eq!(hp(&st, 1), 9);
    let t = tokens(&st, 1);
    assert_eq!((t.bleed, t.burn, t.stun), (2, 1, 0));
    assert_eq!(
        english(&lines[0]),
        "Upkeep of Bridge Troll #1: 2 Bleed + 1 Burn = 3 non-resistible damage, HP 12 → 9."
    );
    assert_eq!(
        english(&lines[1]),
        "Bridge Troll #1 loses its Stun token and skips the rest of its turn."
    );
    // Once per foes' round; again on the next.
    assert_eq!(
        refused::<Rules>(&s, &st, Action::Upkeep { monster: 1 }),
        "rule-kings_armory-upkeep-done"
    );
    ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::Upkeep { monster: 1 }),
        "rule-kings_armory-foes-round-only"
    );
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::Upkeep { monster: 1 });
    assert_eq!(hp(&st, 1), 6);
    // Nothing to resolve: refused.
    ok(&s, &mut st, summoned(1, 3));
    assert_eq!(
        refused::<Rules>(&s, &st, Action::Upkeep { monster: 2 }),
        "rule-kings_armory-upkeep-nothing"
    );
}

#[test]
fn burn_does_not_hurt_a_monster_immune_to_supernatural() {
    // "Characters Immune to Supernatural Damage will not take Burn Damage."
    let s = two();
    let mut st = in_wave_one(&s);
    ok(
        &s,
        &mut st,
        with_resist(0, 0, 0, vec![Immunity::Supernatural]),
    );
    ok(&s, &mut st, status(1, Status::Burn, 2));
    ok(&s, &mut st, status(1, Status::Bleed, 1));
    let lines = ok(&s, &mut st, Action::Upkeep { monster: 1 });
    assert_eq!(hp(&st, 1), 11);
    assert_eq!(lines.len(), 2);
    // Upkeep can defeat.
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, status(2, Status::Bleed, 1));
    let lines = ok(&s, &mut st, Action::Upkeep { monster: 2 });
    assert_eq!(st.monsters.len(), 1);
    assert_eq!(english(&lines[1]), "#2 is defeated.");
}

#[test]
fn the_gate_takes_full_damage_plus_both_numbers_x_once_per_two_rolls() {
    let gate = |d, p, r| gate_damage(d, p, r);
    assert_eq!(gate(3, None, None), 3);
    // "Monsters with '+' Damage Types always Deal both Damages if they
    // reach the Castle Gate."
    assert_eq!(gate(3, Some(2), None), 5);
    // "Against the Castle Gate, Monsters with 'x' Hitroll types only deal
    // damage once per 2 Hitrolls they normally get (round down)."
    assert_eq!(gate(3, None, Some(2)), 3);
    assert_eq!(gate(3, None, Some(3)), 3);
    assert_eq!(gate(3, None, Some(4)), 6);
    assert_eq!(gate(2, Some(1), Some(5)), 6);

    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, with_resist(9, 9, 9, Vec::new()));
    let lines = ok(
        &s,
        &mut st,
        Action::ReachGate {
            monster: 1,
            damage: 3,
            plus: Some(2),
            rolls: None,
        },
    );
    // No resistance on the gate, and the monster is removed.
    assert_eq!(st.gate, 15);
    assert!(st.monsters.is_empty());
    assert_eq!(
        english(&lines[0]),
        "Bridge Troll #1 reaches the Castle Gate: 3 + 2 damage, gate 20 → 15; the Armory's defenders finish it."
    );
    ok(&s, &mut st, monster(2, 5));
    let x = Action::ReachGate {
        monster: 2,
        damage: 2,
        plus: None,
        rolls: Some(1),
    };
    assert_eq!(refused::<Rules>(&s, &st, x), "rule-kings_armory-rolls");
    ok(
        &s,
        &mut st,
        Action::AttackGate {
            monster: 2,
            damage: 2,
            plus: None,
            rolls: Some(3),
        },
    );
    assert_eq!(st.gate, 13);
    assert_eq!(st.monsters.len(), 1, "a ranged attack from afar: it stays");
    assert_eq!(st.wave_gate_damage, 7);
}

#[test]
fn bosses_and_siege_never_enter_the_gate_and_take_no_instakill() {
    let mut s = two();
    s.waves = 5;
    let mut st = in_wave_one(&s);
    ok(
        &s,
        &mut st,
        Action::MonsterEnters {
            level: Some(5),
            boss: false,
            name: Some("Catapult".into()),
            hp: 10,
            resist: Resist::default(),
            immune: Vec::new(),
            siege: true,
            summoned: false,
        },
    );
    let reach = Action::ReachGate {
        monster: 1,
        damage: 4,
        plus: None,
        rolls: None,
    };
    assert_eq!(
        refused::<Rules>(&s, &st, reach),
        "rule-kings_armory-never-enters"
    );
    // "Since only the living can be killed, Siege Equipment are immune to
    // this effect. See: Destroyed." (E, Instakill).
    assert_eq!(
        refused::<Rules>(&s, &st, Action::instakill(1)),
        "rule-kings_armory-instakill-siege"
    );
    ok(&s, &mut st, instant(1, Defeat::Destroyed, None, false));
    assert!(st.monsters.is_empty());
}

fn instant(monster: u32, how: Defeat, kind: Option<Kind>, affects_bosses: bool) -> Action {
    Action::InstantDefeat {
        monster,
        how,
        kind,
        affects_bosses,
    }
}

fn foe(name: &str, immune: Vec<Immunity>, siege: bool) -> Action {
    Action::MonsterEnters {
        level: Some(4),
        boss: false,
        name: Some(name.into()),
        hp: 12,
        resist: Resist::default(),
        immune,
        siege,
        summoned: false,
    }
}

#[test]
fn instant_defeat_respects_immunities() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(
        &s,
        &mut st,
        foe("Wind Drake", vec![Immunity::Ranged], false),
    );
    ok(
        &s,
        &mut st,
        foe("Spectre", vec![Immunity::Everything], false),
    );
    ok(&s, &mut st, foe("Catapult", Vec::new(), true));
    ok(&s, &mut st, foe("Ettin", Vec::new(), false));
    // "Ember the Ranger fires a Head Shot Attack at a Wind Drake. Rolling
    // a natural 20, she deals 4 damage, and Instakills it. ...except that
    // Wind Drakes are Immune to Ranged attacks; resulting in no damage,
    // and no Instakill." (E, Immune).
    let head_shot = instant(1, Defeat::Instakill, Some(Kind::Ranged), false);
    assert_eq!(
        refused::<Rules>(&s, &st, head_shot.clone()),
        "rule-kings_armory-instant-immune"
    );
    let mut copy = st.clone();
    let e = Rules::apply(&s, &mut copy, &head_shot).unwrap_err();
    assert_eq!(
        e.to_string(),
        "Wind Drake #1 is immune to ranged attacks and to all their effects, an instant defeat included (E, Immune)."
    );
    // "Characters that are “Immune to everything” ... cannot, in any way,
    // be affected by the Allies unless specifically stated."
    for how in [Defeat::Instakill, Defeat::Destroyed, Defeat::Removal] {
        assert_eq!(
            refused::<Rules>(&s, &st, instant(2, how, None, false)),
            "rule-kings_armory-instant-immune"
        );
    }
    // Destroyed "only works against Siege Equipment, not regular Foes".
    assert_eq!(
        refused::<Rules>(&s, &st, instant(4, Defeat::Destroyed, None, false)),
        "rule-kings_armory-destroyed-living"
    );
    // Removal "bypasses immunities to such".
    ok(&s, &mut st, instant(3, Defeat::Removal, None, false));
    ok(
        &s,
        &mut st,
        instant(1, Defeat::Instakill, Some(Kind::Melee), false),
    );
    ok(&s, &mut st, Action::instakill(4));
    assert_eq!(st.monsters.len(), 1);
}

#[test]
fn a_boss_is_defeated_at_once_only_when_the_card_says_it_affects_bosses() {
    // Bosses "are also Immune to Instakill, Destruction, Removal, & Stun,
    // unless an action or card specifically states that it will effect a
    // Boss." (E, Bosses).
    let s = two();
    let mut st = final_wave_boss_round(&s);
    ok(&s, &mut st, boss(30));
    for how in [Defeat::Instakill, Defeat::Destroyed, Defeat::Removal] {
        assert_eq!(
            refused::<Rules>(&s, &st, instant(6, how, None, false)),
            "rule-kings_armory-instant-boss"
        );
    }
    let mut old = st.clone();
    old.rules = 1;
    assert_eq!(
        refused::<Rules>(&s, &old, instant(6, Defeat::Instakill, None, true)),
        "rule-kings_armory-boss-instant"
    );
    ok(&s, &mut st, instant(6, Defeat::Instakill, None, true));
    assert_eq!(st.monsters.len(), 1);
}

#[test]
fn instant_defeat_is_written_as_before_when_it_is_a_plain_instakill() {
    let plain = serde_json::json!({"type": "instant_defeat", "monster": 2});
    assert_eq!(serde_json::to_value(Action::instakill(2)).unwrap(), plain);
    assert_eq!(
        serde_json::from_value::<Action>(plain).unwrap(),
        Action::instakill(2)
    );
    let full = serde_json::json!({"type": "instant_defeat", "monster": 6,
        "how": "removal", "kind": "supernatural", "affects_bosses": true});
    let a = instant(6, Defeat::Removal, Some(Kind::Supernatural), true);
    assert_eq!(serde_json::to_value(&a).unwrap(), full);
    assert_eq!(serde_json::from_value::<Action>(full).unwrap(), a);
}

#[test]
fn rules_1_instakilled_whatever_was_not_a_boss() {
    let s = two();
    let mut st = Rules::start_under(&s, 1);
    ok(&s, &mut st, Action::StartWave);
    ok(
        &s,
        &mut st,
        foe("Wind Drake", vec![Immunity::Everything], false),
    );
    ok(&s, &mut st, foe("Catapult", Vec::new(), true));
    ok(
        &s,
        &mut st,
        instant(1, Defeat::Instakill, Some(Kind::Ranged), false),
    );
    ok(&s, &mut st, Action::instakill(2));
    assert!(st.monsters.is_empty());
}

#[test]
fn monsters_enter_in_the_foes_round_with_a_level_1_to_5_or_as_boss() {
    let s = two();
    let st = Rules::start(&s);
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 4)),
        "rule-kings_armory-not-in-wave"
    );
    let mut st = in_wave_one(&s);
    assert_eq!(
        refused::<Rules>(&s, &st, monster(6, 4)),
        "rule-kings_armory-level"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 0)),
        "rule-kings_armory-positive"
    );
    let mut no_level = monster(1, 4);
    if let Action::MonsterEnters { level, .. } = &mut no_level {
        *level = None;
    }
    assert_eq!(
        refused::<Rules>(&s, &st, no_level),
        "rule-kings_armory-level-missing"
    );
    // Wave 1 of 5 brings no boss.
    assert_eq!(
        refused::<Rules>(&s, &st, boss(40)),
        "rule-kings_armory-no-boss"
    );
    let lines = ok(&s, &mut st, monster(1, 4));
    assert_eq!(english(&lines[0]), "#1 enters (level 1, 4 HP).");
    ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 4)),
        "rule-kings_armory-foes-round-only"
    );
}

#[test]
fn healing_never_exceeds_the_maximum() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, monster(2, 6));
    let heal = |amount| Action::Heal {
        character: Character::Monster(1),
        amount,
    };
    assert_eq!(
        refused::<Rules>(&s, &st, heal(2)),
        "rule-kings_armory-full-hp"
    );
    ok(&s, &mut st, hit(1, 4, Kind::Melee));
    ok(&s, &mut st, heal(10));
    assert_eq!(hp(&st, 1), 6);
}

#[test]
fn bless_comes_off_at_the_start_of_the_players_round() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, with_resist(2, 0, 0, Vec::new()));
    ok(&s, &mut st, status(1, Status::Bless, 1));
    ok(&s, &mut st, hit(1, 4, Kind::Melee));
    assert_eq!(hp(&st, 1), 11, "blessed: resistance 3");
    let lines = ok(&s, &mut st, Action::NextRound);
    assert_eq!(tokens(&st, 1).bless, 0);
    assert_eq!(
        english(&lines[1]),
        "Bridge Troll #1's Bless token is removed."
    );
    ok(&s, &mut st, hit(1, 4, Kind::Melee));
    assert_eq!(hp(&st, 1), 9);
    let unbless = Action::RemoveStatus {
        character: Character::Monster(1),
        status: Status::Bless,
        count: 1,
    };
    assert_eq!(
        refused::<Rules>(&s, &st, unbless),
        "rule-kings_armory-no-status"
    );
}
