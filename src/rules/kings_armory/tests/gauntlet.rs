//! The Gauntlet under rules 2: revival at half the heal rate, and players
//! joining or dropping in its mini Between Waves phase.

use super::*;

/// The Gauntlet at level 1 with Bo's Ember healing `rate`, knocked out on
/// foes' round 1, at the end of foes' round 3 under `rules`: Ember's HP.
fn ember_after_three_rounds(rate: i64, rules: u32) -> (i64, Vec<String>) {
    let mut s = gauntlet(1);
    s.heroes[1].heal_rate = rate;
    let mut st = Rules::start_under(&s, rules);
    while st.cards_due > 0 {
        ok(&s, &mut st, Action::Reward { value: 50 });
    }
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, wound(Character::Hero(1), 16));
    foes_round_done(&s, &mut st);
    ok(&s, &mut st, Action::NextRound);
    foes_round_done(&s, &mut st);
    ok(&s, &mut st, Action::NextRound);
    let lines = foes_round_done(&s, &mut st);
    (st.heroes[1].hp, lines.iter().map(english).collect())
}

#[test]
fn a_gauntlet_revival_is_half_the_heal_rate_rounded_down_even_0() {
    // "At the end of every third Foes' Round ... defeated Heroes may be
    // revived at half the normal Healing Rate (Round down)" (H).
    assert_eq!(ember_after_three_rounds(5, 2).0, 2);
    let (hp, lines) = ember_after_three_rounds(1, 2);
    assert_eq!(hp, 0);
    assert!(
        lines.contains(
            &"Ember stays knocked out: half of a heal rate of 1, rounded down, is 0 HP (H, The Gauntlet)."
                .to_owned()
        ),
        "{lines:?}"
    );
    // Rules 1 stood Ember up with 1 HP.
    assert_eq!(ember_after_three_rounds(1, 1).0, 1);
}

#[test]
fn in_the_gauntlet_players_join_and_drop_in_the_mini_between_waves_phase() {
    // "In general, Players should only be added or removed Between Waves.
    // As this may often be unattainable, adjust the following as best as
    // possible given your situation." (D3); The Gauntlet's only pause is
    // "a mini Between Waves phase" at the end of each foes' round (H).
    let join = Action::AddHero {
        player: "Cy".into(),
        color: None,
        hero: "Felicity".into(),
        hp: 14,
        heal_rate: 5,
        role: None,
        resist: Resist::default(),
        dodge: None,
    };
    let (s, mut st) = gauntlet_on(3, 2);
    assert_eq!(
        refused::<Rules>(&s, &st, join.clone()),
        "rule-kings_armory-gauntlet-join"
    );
    foes_round_done(&s, &mut st);
    // "Max Hit Points minus the Wave Number about to begin": level 3.
    ok(&s, &mut st, join.clone());
    assert_eq!((st.heroes[2].hp, st.heroes[2].max), (11, 14));
    ok(
        &s,
        &mut st,
        Action::HeroLeaves {
            hero: 1,
            trades: Vec::new(),
        },
    );
    assert_eq!(Rules::players(&s, &st), vec!["Ana", "Cy"]);
    ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::HeroReturns { hero: 1 }),
        "rule-kings_armory-gauntlet-join"
    );
    foes_round_done(&s, &mut st);
    ok(&s, &mut st, Action::HeroReturns { hero: 1 });
    // Rules 1 never let them: The Gauntlet has no Between Waves Phase.
    let (s, mut st) = gauntlet_on(3, 1);
    foes_round_done(&s, &mut st);
    assert_eq!(
        refused::<Rules>(&s, &st, join),
        "rule-kings_armory-between-only"
    );
}
