//! Foes arriving round by round (rules 2): all on the first foes' round,
//! Delayed Monster Entry's two halves, and The Gauntlet's table H-3.

use super::*;

#[test]
fn the_gauntlet_brings_its_tables_foes_each_round() {
    // "On the first Foes' Round the listed number of Monsters arrive. At
    // the start of each subsequent Foes' Round, the listed number of
    // Monsters arrive." (H); level 1: "Foes on Foes' 1st Round 3", "Foes
    // on all other Rounds 7" (H-3).
    let (s, mut st) = gauntlet_on(1, 2);
    assert_eq!(
        Rules::foes_due(&s, &st),
        Some(Due {
            arrived: 0,
            min: 3,
            max: Some(3)
        })
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::NextRound),
        "rule-kings_armory-foes-due"
    );
    for _ in 0..3 {
        ok(&s, &mut st, monster(1, 2));
    }
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 2)),
        "rule-kings_armory-foes-over"
    );
    let mut copy = st.clone();
    let e = Rules::apply(&s, &mut copy, &monster(1, 2)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "The Gauntlet brings 3 foes on foes' round 1 (H-3). A monster brought by a summoning or a boss card enters as summoned."
    );
    // A summoned monster is not one of the round's arrivals.
    ok(&s, &mut st, summoned(1, 2));
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::NextRound);
    // None on round 2 is refused: seven are due.
    assert_eq!(
        refused::<Rules>(&s, &st, Action::NextRound),
        "rule-kings_armory-foes-due"
    );
    for _ in 0..7 {
        ok(&s, &mut st, monster(1, 2));
    }
    ok(&s, &mut st, Action::NextRound);

    // Rules 1 took eight on round 1 and none on round 2.
    let (s, mut st) = gauntlet_on(1, 1);
    for _ in 0..8 {
        ok(&s, &mut st, monster(1, 2));
    }
    for _ in 0..3 {
        ok(&s, &mut st, Action::NextRound);
    }
}

/// A standard 5-wave game with `entry`, at wave 1's foes' round 1.
fn wave_one(entry: Entry, rules: u32) -> (Setup, State) {
    let mut s = two();
    s.entry = entry;
    let mut st = Rules::start_under(&s, rules);
    ok(&s, &mut st, Action::StartWave);
    (s, st)
}

#[test]
fn delayed_entry_brings_the_rest_of_the_wave_on_round_2() {
    // "only half of the Monsters (rounded up) will enter during the first
    // Foes' Round, while the remainder will enter on the Foes' 2nd Round"
    // (D2-2): three first means a wave of 5 or 6, so 2 or 3 more.
    let (s, mut st) = wave_one(Entry::Delayed, 2);
    for id in 1..=3 {
        ok(&s, &mut st, monster(1, 1));
        ok(&s, &mut st, hit(id, 1, Kind::Melee));
    }
    assert_eq!(
        refused::<Rules>(&s, &st, Action::EndWave),
        "rule-kings_armory-foes-due"
    );
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        Rules::foes_due(&s, &st),
        Some(Due {
            arrived: 0,
            min: 2,
            max: Some(3)
        })
    );
    // Half the wave never entered: the wave cannot end.
    assert_eq!(
        refused::<Rules>(&s, &st, Action::EndWave),
        "rule-kings_armory-foes-due"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::NextRound),
        "rule-kings_armory-foes-due"
    );
    for id in 4..=6 {
        ok(&s, &mut st, monster(1, 1));
        ok(&s, &mut st, hit(id, 1, Kind::Melee));
    }
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 1)),
        "rule-kings_armory-foes-over"
    );
    ok(&s, &mut st, Action::EndWave);

    // Rules 1 ended the wave with the second half never entered.
    let (s, mut st) = wave_one(Entry::Delayed, 1);
    for id in 1..=3 {
        ok(&s, &mut st, monster(1, 1));
        ok(&s, &mut st, hit(id, 1, Kind::Melee));
    }
    ok(&s, &mut st, Action::EndWave);
}

#[test]
fn standard_entry_brings_every_monster_on_the_first_foes_round() {
    // "all Monsters enter at the start of the first Foes' Round" (D2-2);
    // "No new Monsters are rolled (unless Delayed Monster Entry is being
    // used)" (B3).
    let (s, mut st) = wave_one(Entry::Standard, 2);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::NextRound),
        "rule-kings_armory-foes-due"
    );
    ok(&s, &mut st, monster(2, 5));
    ok(&s, &mut st, monster(2, 5));
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 1)),
        "rule-kings_armory-foes-over"
    );
    // A monster summoned on its turn still enters (E, Summoning).
    ok(&s, &mut st, summoned(1, 1));
    assert_eq!(st.monsters.len(), 3);
}
