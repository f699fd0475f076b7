//! The room's buttons asked once ([`Legal`]): each answer is what the
//! rules say to the button's action as the page would send it, and asking
//! changes nothing.

use super::*;

/// Felicity's team in wave 1, players' round 1, monster #1 (level 2, 9
/// HP) on the board.
fn felicity_round() -> (Setup, State) {
    let s = Setup::new(&[("Ana", "Valcor", 20, 4), ("Bo", "Felicity", 14, 5)], 3);
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, monster(2, 9));
    ok(&s, &mut st, Action::NextRound);
    (s, st)
}

/// The page with the amount `amount`, melee chosen and `target` picked.
fn page(amount: i64, target: Option<Character>) -> Choices {
    Choices {
        amount,
        kind: Kind::Melee,
        target,
        guardian_hp: 1,
        ..Choices::default()
    }
}

/// The key of a refusal's message.
fn key(t: Option<&Text>) -> Option<String> {
    t.and_then(|t| t.key().map(str::to_owned))
}

#[test]
fn each_button_has_the_rules_answer_to_its_action_and_asking_changes_nothing() {
    let (s, st) = felicity_round();
    let before = st.clone();
    let monster = Character::Monster(1);
    let legal = Legal::of(&s, &st, &page(3, Some(monster)));
    assert_eq!(st, before, "the answers are tried on copies");
    // A wave is on: it cannot start again, and the refusal is the rules'.
    let again = legal.why(Ask::StartWave);
    assert!(again.is_some());
    assert_eq!(again, refusal(&s, &st, &Action::StartWave).as_ref());
    assert_eq!(legal.why(Ask::NextRound), None);
    // The monster may be hit for the amount typed, in the type chosen.
    assert_eq!(legal.why(Ask::Hit(monster, Kind::Melee)), None);
    // A status token on the target: Stun 1 is its cap, so a second one
    // is refused, as the rules refuse it.
    let mut stunned = st.clone();
    ok(
        &s,
        &mut stunned,
        Action::AddStatus {
            character: monster,
            status: Status::Stun,
            count: 1,
            kind: None,
        },
    );
    let legal = Legal::of(&s, &stunned, &page(3, Some(monster)));
    let more = Action::AddStatus {
        character: monster,
        status: Status::Stun,
        count: 1,
        kind: None,
    };
    assert!(
        legal
            .why(Ask::Status(monster, Status::Stun, true))
            .is_some()
    );
    assert_eq!(
        legal.why(Ask::Status(monster, Status::Stun, true)),
        refusal(&s, &stunned, &more).as_ref()
    );
    assert_eq!(legal.why(Ask::Status(monster, Status::Stun, false)), None);
    assert!(
        legal
            .why(Ask::Status(monster, Status::Bleed, false))
            .is_some()
    );
}

#[test]
fn the_amount_typed_is_the_one_tried_and_the_gate_takes_at_least_one() {
    let (s, st) = felicity_round();
    let monster = Character::Monster(1);
    let zero = Legal::of(&s, &st, &page(0, Some(monster)));
    let damage = Action::Damage {
        character: monster,
        amount: 0,
        kind: Kind::Melee,
    };
    let refused = zero.why(Ask::Hit(monster, Kind::Melee));
    assert!(refused.is_some(), "no damage of 0");
    assert_eq!(refused, refusal(&s, &st, &damage).as_ref());
    // The gate's buttons try at least 1 damage, as the page sends it.
    let reach = Action::ReachGate {
        monster: 1,
        damage: 1,
        plus: None,
        rolls: None,
    };
    assert_eq!(
        key(zero.why(Ask::Gate(1, true))),
        key(refusal(&s, &st, &reach).as_ref())
    );
    // The other damage types are asked for the target only.
    assert!(zero.knows(Ask::Hit(monster, Kind::Ranged)));
    assert!(!zero.knows(Ask::Hit(Character::Hero(0), Kind::Ranged)));
    assert!(zero.knows(Ask::Hit(Character::Hero(0), Kind::Melee)));
}

#[test]
fn the_target_s_own_buttons_are_asked_and_no_other_s() {
    let (s, st) = felicity_round();
    let felicity = Legal::of(&s, &st, &page(2, Some(Character::Hero(1))));
    // Felicity may summon her Guardian in the players' round; Ana, who is
    // not Felicity, may not (the rules' words).
    assert_eq!(felicity.why(Ask::Summon(1)), None);
    assert!(!felicity.knows(Ask::Summon(0)));
    let ana = Legal::of(&s, &st, &page(2, Some(Character::Hero(0))));
    assert_eq!(
        key(ana.why(Ask::Summon(0))),
        Some("rule-kings_armory-guardian-felicity".to_owned())
    );
    // The monster's controls are there for it as the target only.
    assert!(!ana.knows(Ask::Upkeep(1)));
    let monster = Legal::of(&s, &st, &page(2, Some(Character::Monster(1))));
    for ask in [
        Ask::Upkeep(1),
        Ask::Instant(1),
        Ask::Gate(1, true),
        Ask::Gate(1, false),
    ] {
        assert!(monster.knows(ask), "{ask:?}");
    }
}

#[test]
fn a_picked_piece_is_asked_for_every_hero_and_every_other_piece() {
    let s = two();
    let st = after_wave_one(&s, 300);
    let none = Legal::of(&s, &st, &page(1, None));
    assert!(!none.knows(Ask::Unequip(0)));
    let choices = Choices {
        piece: Some(0),
        ..page(1, None)
    };
    let legal = Legal::of(&s, &st, &choices);
    for hero in 0..st.heroes.len() {
        assert!(legal.knows(Ask::Equip(0, hero)));
        assert!(legal.knows(Ask::Unlock(hero)));
    }
    for q in 1..st.gear.len() {
        assert!(legal.knows(Ask::Trade(0, q)));
    }
    // A locked starting piece "may never be swapped or sold" (A2, B5).
    let sell = Action::SellEquipment { piece: Some(0) };
    assert!(legal.why(Ask::Sell(0)).is_some());
    assert_eq!(legal.why(Ask::Sell(0)), refusal(&s, &st, &sell).as_ref());
}
