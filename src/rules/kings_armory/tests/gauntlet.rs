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
