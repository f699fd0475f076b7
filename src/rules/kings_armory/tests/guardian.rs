//! Felicity's Guardian (E, Summon Guardian).

use super::*;

/// Ana plays Valcor, Bo plays Felicity (14 HP, heals 5); wave 1 has one
/// monster (#1, 9 HP) and is at the players' round 1.
fn felicity_in_wave() -> (Setup, State) {
    let s = Setup::new(&[("Ana", "Valcor", 20, 4), ("Bo", "Felicity", 14, 5)], 3);
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, monster(2, 9));
    ok(&s, &mut st, Action::NextRound);
    (s, st)
}

fn summon(hero: usize, hp: i64) -> Action {
    Action::SummonGuardian {
        hero,
        name: "Guardian".into(),
        hp,
        resist: Resist {
            melee: 1,
            ranged: 1,
            supernatural: 0,
        },
    }
}

const GUARDIAN: Character = Character::Guardian(1);

#[test]
fn felicity_summons_her_guardian_once_per_wave() {
    // "The Guardian can only be summoned once per Wave, and stays until it
    // is defeated, Felicity is defeated, or the Wave ends."
    let (s, mut st) = felicity_in_wave();
    assert_eq!(
        refused::<Rules>(&s, &st, summon(0, 6)),
        "rule-kings_armory-guardian-felicity"
    );
    let lines = ok(&s, &mut st, summon(1, 6));
    assert_eq!(english(&lines[0]), "Felicity summons Guardian with 6 HP.");
    assert_eq!(
        refused::<Rules>(&s, &st, summon(1, 6)),
        "rule-kings_armory-guardian-once"
    );
    let allies = Rules::allies(&st);
    assert_eq!(allies.last().map(|a| a.ally), Some(GUARDIAN));
    ok(&s, &mut st, wound(GUARDIAN, 7));
    assert!(st.guardian.is_none(), "defeated: 7 - 1 melee resistance");
    assert_eq!(
        refused::<Rules>(&s, &st, summon(1, 6)),
        "rule-kings_armory-guardian-once"
    );
    ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        refused::<Rules>(&s, &st, summon(1, 6)),
        "rule-kings_armory-guardian-turn"
    );
    ok(&s, &mut st, hit(1, 9, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    ok(&s, &mut st, Action::HealStep);
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, monster(2, 9));
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, summon(1, 6));
    ok(&s, &mut st, hit(2, 9, Kind::Melee));
    let lines = ok(&s, &mut st, Action::EndWave);
    assert!(st.guardian.is_none());
    assert_eq!(
        english(&lines[1]),
        "Guardian leaves the board: the wave has ended."
    );
}

#[test]
fn the_guardian_takes_ranged_damage_for_felicity_and_is_never_healed() {
    let (s, mut st) = felicity_in_wave();
    ok(&s, &mut st, summon(1, 6));
    // "If the Guardian is adjacent to Felicity when she is affected by a
    // Ranged Type attack or effect, the Guardian will take the effect's
    // Damage." Its ranged resistance of 1 applies.
    let lines = ok(&s, &mut st, Action::GuardianShields { hero: 1, amount: 4 });
    assert_eq!(st.heroes[1].hp, 14);
    assert_eq!(st.guardian.as_ref().map(|g| g.hp), Some(3));
    // 3 Stars: "without taking any Hero or Hireable Damage" still holds.
    assert!(!st.wave_ally_damage);
    assert_eq!(
        english(&lines[0]),
        "Guardian stands beside Felicity and takes the ranged damage for her (E, Summon Guardian)."
    );
    // "The Guardian can't be healed."
    assert_eq!(
        refused::<Rules>(
            &s,
            &st,
            Action::Heal {
                character: GUARDIAN,
                amount: 1
            }
        ),
        "rule-kings_armory-guardian-heal"
    );
    // "The Guardian is immune to Bleed and Stun; but can be affected by
    // Slow, Burn, and Bless."
    for (status, rule) in [
        (Status::Bleed, Some("rule-kings_armory-status-immune")),
        (Status::Stun, Some("rule-kings_armory-status-immune")),
        (Status::Slow, None),
        (Status::Burn, None),
        (Status::Bless, None),
    ] {
        let add = Action::AddStatus {
            character: GUARDIAN,
            status,
            count: 1,
            kind: None,
        };
        match rule {
            Some(r) => assert_eq!(refused::<Rules>(&s, &st, add), r),
            None => {
                ok(&s, &mut st, add);
            }
        }
    }
    // "If Felicity is ever defeated, the Guardian is to be removed from
    // the board immediately."
    let lines = ok(&s, &mut st, wound(Character::Hero(1), 14));
    assert!(st.guardian.is_none());
    assert_eq!(
        english(lines.last().unwrap()),
        "Guardian leaves the board: Felicity is defeated."
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::GuardianShields { hero: 1, amount: 1 }),
        "rule-kings_armory-knocked-out"
    );
}

#[test]
fn in_the_gauntlet_the_guardian_comes_every_round_and_stays_three() {
    // "Effects that last “until the end of the Wave” last until 3 Player
    // Rounds end ...; while effects that can be used a maximum of once per
    // Wave can now be used every Round." (H).
    let (mut s, _) = felicity_in_wave();
    s.towers = None;
    s.mode = Mode::Gauntlet;
    s.wave = Some(1);
    let mut st = Rules::start(&s);
    while st.cards_due > 0 {
        ok(&s, &mut st, Action::Reward { value: 50 });
    }
    ok(&s, &mut st, Action::StartWave);
    foes_round_done(&s, &mut st);
    ok(&s, &mut st, summon(1, 20));
    for _ in 0..2 {
        ok(&s, &mut st, Action::NextRound);
        foes_round_done(&s, &mut st);
        assert!(st.guardian.is_some());
    }
    let lines = ok(&s, &mut st, Action::NextRound);
    assert!(st.guardian.is_none());
    assert!(
        lines
            .iter()
            .any(|l| english(l).contains("three players' rounds have passed"))
    );
    foes_round_done(&s, &mut st);
    ok(&s, &mut st, summon(1, 20));
}

#[test]
fn the_guardian_is_written_by_felicitys_place() {
    assert_eq!(
        serde_json::to_value(GUARDIAN).unwrap(),
        serde_json::json!({"guardian": 1})
    );
}

#[test]
fn the_guardian_leaves_with_felicity_when_her_player_drops_out() {
    // The Gauntlet: Bo drops out in the players' round (D3); his Felicity
    // leaves the table, and her Guardian with her ("If Felicity is ever
    // defeated, the Guardian is to be removed": gone from the table alike).
    let (mut s, _) = felicity_in_wave();
    s.towers = None;
    s.mode = Mode::Gauntlet;
    s.wave = Some(1);
    let mut st = Rules::start(&s);
    while st.cards_due > 0 {
        ok(&s, &mut st, Action::Reward { value: 50 });
    }
    ok(&s, &mut st, Action::StartWave);
    foes_round_done(&s, &mut st);
    ok(&s, &mut st, summon(1, 20));
    // Valcor leaving takes nothing with him.
    let (_, mut other) = (s.clone(), st.clone());
    ok(
        &s,
        &mut other,
        Action::HeroLeaves {
            hero: 0,
            trades: Vec::new(),
        },
    );
    assert!(other.guardian.is_some());
    // Rules 2 (sessions saved before rules 3) kept the Guardian on the
    // board, its owner gone, and a hit on it counted: they replay so.
    let mut two = st.clone();
    two.rules = 2;
    ok(
        &s,
        &mut two,
        Action::HeroLeaves {
            hero: 1,
            trades: Vec::new(),
        },
    );
    ok(&s, &mut two, wound(GUARDIAN, 5));
    assert_eq!(two.guardian.as_ref().map(|g| g.hp), Some(16));
    assert!(st.rules >= 3);
    let lines = ok(
        &s,
        &mut st,
        Action::HeroLeaves {
            hero: 1,
            trades: Vec::new(),
        },
    );
    assert!(st.guardian.is_none());
    assert!(
        lines
            .iter()
            .any(|l| english(l).contains("Felicity's player has left the game")),
        "{:?}",
        lines.iter().map(english).collect::<Vec<_>>()
    );
    assert_eq!(
        refused::<Rules>(&s, &st, wound(GUARDIAN, 5)),
        "rule-kings_armory-no-guardian"
    );
}

/// Felicity's Guardian at 3 HP, blessed in the players' round 1, under
/// rules `version`; then the players' round 2 begins.
fn blessed_guardian_next_round(version: u32) -> (Setup, State) {
    let s = Setup::new(&[("Ana", "Valcor", 20, 4), ("Bo", "Felicity", 14, 5)], 3);
    let mut st = Rules::start_under(&s, version);
    for action in [
        Action::StartWave,
        monster(2, 9),
        Action::NextRound,
        summon(1, 6),
        Action::GuardianShields { hero: 1, amount: 4 },
        Action::AddStatus {
            character: GUARDIAN,
            status: Status::Bless,
            count: 1,
            kind: None,
        },
    ] {
        ok(&s, &mut st, action);
    }
    assert_eq!(
        st.guardian.as_ref().map(|g| (g.hp, g.tokens.bless)),
        Some((3, 1))
    );
    ok(&s, &mut st, Action::NextRound);
    let lines = ok(&s, &mut st, Action::NextRound);
    if version >= 4 {
        assert!(
            lines.iter().any(|l| english(l).contains("Guardian")),
            "the log says the Guardian's Bless went: {:?}",
            lines.iter().map(english).collect::<Vec<_>>()
        );
    }
    (s, st)
}

#[test]
fn the_guardians_bless_comes_off_at_the_start_of_the_players_round() {
    // C2: "Blessing Tokens are removed at the start of the Players'
    // Round." E, Summon Guardian: the Guardian "can be affected by Slow,
    // Burn, and Bless" — and so loses its Bless as everyone does.
    let (s, mut st) = blessed_guardian_next_round(Rules::RULES);
    assert_eq!(st.guardian.as_ref().map(|g| g.tokens.bless), Some(0));
    // A ranged 4 against ranged resistance 1 defeats it at 3 HP.
    ok(
        &s,
        &mut st,
        Action::Damage {
            character: GUARDIAN,
            amount: 4,
            kind: Kind::Ranged,
        },
    );
    assert!(st.guardian.is_none(), "defeated");
}

#[test]
fn under_rules_3_the_guardian_kept_its_bless() {
    let (s, mut st) = blessed_guardian_next_round(3);
    assert_eq!(st.guardian.as_ref().map(|g| g.tokens.bless), Some(1));
    ok(
        &s,
        &mut st,
        Action::Damage {
            character: GUARDIAN,
            amount: 4,
            kind: Kind::Ranged,
        },
    );
    assert_eq!(st.guardian.as_ref().map(|g| g.hp), Some(1), "+1 from Bless");
}
