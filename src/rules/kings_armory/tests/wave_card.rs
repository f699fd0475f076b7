//! The Wave Card (B1, Diagram B1-1) entered at the table: the foes each
//! foes' round brings, the refusals of a round or wave that ends with foes
//! due, the reward cards after a wave, Raise the Bar (D2-2), and the card
//! skipped (the checks that need it are off).

use super::*;

/// One wave's numbers: `foes` on the card, `extra` for the number of
/// heroes, `cards` reward cards and `bonus` for the number of heroes.
fn numbers(wave: u32, foes: i64, extra: i64, cards: i64, bonus: i64) -> WaveNumbers {
    WaveNumbers {
        wave,
        foes,
        extra_foes: extra,
        d12_mod: 0,
        reward_cards: cards,
        extra_cards: bonus,
    }
}

fn card(rows: &[WaveNumbers]) -> Action {
    Action::WaveCard {
        waves: rows.to_vec(),
    }
}

/// The English of the refusal of `action`.
fn refusal(setup: &Setup, state: &State, action: Action) -> String {
    let mut copy = state.clone();
    Rules::apply(setup, &mut copy, &action)
        .unwrap_err()
        .to_string()
}

/// A standard 5-wave game for Ana and Bo with `entry`, the Wave Card
/// entered for wave 1, at its foes' first round.
fn wave_one_with(entry: Entry, row: WaveNumbers) -> (Setup, State) {
    let mut s = two();
    s.entry = entry;
    let mut st = Rules::start(&s);
    ok(&s, &mut st, card(&[row]));
    ok(&s, &mut st, Action::StartWave);
    (s, st)
}

#[test]
fn a_wave_brings_the_card_s_quantity_modified_by_the_hero_scaling_grid() {
    // "the base number of Monsters for any given Wave is indicated under
    // the Foe Quantity symbol ... This quantity is modified, up or down,
    // based on the Number of Heroes Played" (B1): 4 on the card, +1.
    let (s, mut st) = wave_one_with(Entry::Standard, numbers(1, 4, 1, 2, 0));
    assert_eq!(
        Rules::foes_due(&s, &st),
        Some(Due {
            arrived: 0,
            min: 5,
            max: Some(5)
        })
    );
    assert_eq!(
        Rules::wave_foes(&s, &st),
        Some(WaveFoes {
            total: 5,
            entered: 0,
            now: 5,
            later: 0,
            quota: None
        })
    );
    for _ in 0..4 {
        ok(&s, &mut st, monster(1, 1));
    }
    assert_eq!(
        refused::<Rules>(&s, &st, Action::NextRound),
        "rule-kings_armory-wave-card-round-due"
    );
    assert_eq!(
        refusal(&s, &st, Action::NextRound),
        "1 foe is still due on foes' round 1 of the 5 the Wave Card brings (B1): enter it first."
    );
    ok(&s, &mut st, monster(1, 1));
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 1)),
        "rule-kings_armory-wave-card-over"
    );
    // A summoned monster is not of the wave's roll (E, Summoning).
    ok(&s, &mut st, summoned(1, 1));
    assert_eq!(
        Rules::wave_foes(&s, &st).map(|f| (f.entered, f.now)),
        Some((5, 0))
    );
    ok(&s, &mut st, Action::NextRound);

    // Down as well: 3 on the card, −1 for the number of heroes.
    let (s, mut st) = wave_one_with(Entry::Standard, numbers(1, 3, -1, 2, 0));
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, monster(1, 1));
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 1)),
        "rule-kings_armory-wave-card-over"
    );
}

#[test]
fn delayed_entry_brings_half_rounded_up_then_the_rest_on_round_2() {
    // "only half of the Monsters (rounded up) will enter during the first
    // Foes' Round, while the remainder will enter on the Foes' 2nd Round"
    // (D2-2): a wave of 7 is 4, then 3.
    let (s, mut st) = wave_one_with(Entry::Delayed, numbers(1, 6, 1, 2, 0));
    assert_eq!(
        Rules::wave_foes(&s, &st).map(|f| (f.total, f.now, f.later)),
        Some((7, 4, 3))
    );
    for id in 1..=4 {
        ok(&s, &mut st, monster(1, 1));
        ok(&s, &mut st, hit(id, 1, Kind::Melee));
    }
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 1)),
        "rule-kings_armory-wave-card-over"
    );
    // Every foe on the board is down, yet three are still to come.
    assert_eq!(
        refused::<Rules>(&s, &st, Action::EndWave),
        "rule-kings_armory-wave-card-due"
    );
    assert_eq!(
        refusal(&s, &st, Action::EndWave),
        "3 of the 7 foes the Wave Card brings in wave 1 (6 on the card, 1 for the number of heroes) have not entered yet (B1; D2-2, Delayed Monster Entry): the wave ends once every one of them is defeated (B4)."
    );
    ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        Rules::wave_foes(&s, &st).map(|f| (f.now, f.later)),
        Some((0, 3)),
        "the players' round: the rest comes on foes' round 2"
    );
    ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        Rules::foes_due(&s, &st),
        Some(Due {
            arrived: 0,
            min: 3,
            max: Some(3)
        })
    );
    for id in 5..=6 {
        ok(&s, &mut st, monster(1, 1));
        ok(&s, &mut st, hit(id, 1, Kind::Melee));
    }
    assert_eq!(
        refused::<Rules>(&s, &st, Action::NextRound),
        "rule-kings_armory-wave-card-round-due"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::EndWave),
        "rule-kings_armory-wave-card-due"
    );
    ok(&s, &mut st, monster(1, 1));
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 1)),
        "rule-kings_armory-wave-card-over"
    );
    ok(&s, &mut st, hit(7, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    assert_eq!(st.phase, Phase::Between);

    // An odd half: 5 is 3, then 2.
    let w = numbers(1, 5, 0, 1, 0);
    assert_eq!(
        (w.on_round(Entry::Delayed, 1), w.on_round(Entry::Delayed, 2)),
        (3, 2)
    );
    assert_eq!(
        (
            w.on_round(Entry::Standard, 1),
            w.on_round(Entry::Standard, 2)
        ),
        (5, 0)
    );
    assert_eq!(w.on_round(Entry::HighSpeed, 1), 5);
}

#[test]
fn a_standard_wave_cannot_end_with_foes_still_due() {
    let (s, mut st) = wave_one_with(Entry::Standard, numbers(1, 5, 0, 2, 0));
    for id in 1..=3 {
        ok(&s, &mut st, monster(1, 1));
        ok(&s, &mut st, hit(id, 1, Kind::Melee));
    }
    assert_eq!(
        refused::<Rules>(&s, &st, Action::EndWave),
        "rule-kings_armory-wave-card-due"
    );
    assert!(refusal(&s, &st, Action::EndWave).contains("(B1)"));
    assert_eq!(
        refused::<Rules>(&s, &st, Action::NextRound),
        "rule-kings_armory-wave-card-round-due"
    );
    for id in 4..=5 {
        ok(&s, &mut st, monster(1, 1));
        ok(&s, &mut st, hit(id, 1, Kind::Melee));
    }
    ok(&s, &mut st, Action::EndWave);
}

#[test]
fn the_boss_comes_after_its_round_s_foes() {
    // High Speed Boss Entry: the boss "1 Foe Round earlier" (D2-2), so on
    // the first, "after all other Monsters have taken their Turns" (B7).
    let mut s = Setup::new(&[("Ana", "Valcor", 20, 4), ("Bo", "Ember", 16, 3)], 3);
    s.mode = Mode::SingleWave;
    s.wave = Some(2);
    s.entry = Entry::HighSpeed;
    Rules::validate(&s).unwrap();
    let mut st = Rules::start(&s);
    while st.cards_due > 0 {
        ok(&s, &mut st, Action::Reward { value: 50 });
    }
    ok(&s, &mut st, card(&[numbers(2, 2, 0, 0, 0)]));
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(
        refused::<Rules>(&s, &st, boss(20)),
        "rule-kings_armory-wave-card-round-due"
    );
    ok(&s, &mut st, monster(2, 1));
    ok(&s, &mut st, monster(2, 1));
    ok(&s, &mut st, boss(20));
}

/// A 7-wave game with the mini boss and 3 Stars for Ana and Bo, the whole
/// Wave Card entered once as a table before wave 1: `foes` and `cards` a
/// wave, 1 more card for the number of heroes.
fn mega(foes: i64, cards: i64) -> (Setup, State) {
    let mut s = two();
    s.waves = 7;
    s.mini_boss = true;
    s.three_stars = true;
    Rules::validate(&s).unwrap();
    let mut st = Rules::start(&s);
    let table: Vec<WaveNumbers> = (1..=7).map(|w| numbers(w, foes, 0, cards, 1)).collect();
    let lines = ok(&s, &mut st, card(&table));
    assert_eq!(lines.len(), 8, "one line for the card, one a wave");
    assert_eq!(english(&lines[0]), "The Wave Card is entered for 7 waves.");
    (s, st)
}

/// Plays the wave being played with its Wave Card's foes (of level `level`,
/// 1 HP each), none reaching the gate, and ends it.
fn clear_wave(s: &Setup, st: &mut State, level: u32) -> Vec<Text> {
    let total = Rules::wave_card(st, st.wave).map_or(1, WaveNumbers::total);
    for _ in 0..total {
        ok(s, st, monster(level, 1));
        let id = st.next_id - 1;
        ok(s, st, hit(id, 1, Kind::Melee));
    }
    ok(s, st, Action::EndWave)
}

/// The heal step, then every reward card due (100 gold each).
fn collect(s: &Setup, st: &mut State) {
    ok(s, st, Action::HealStep);
    while st.cards_due > 0 {
        ok(s, st, Action::Reward { value: 100 });
    }
}

#[test]
fn reward_cards_are_the_card_s_with_the_grid_3_stars_and_the_mini_boss() {
    // "The number of Reward Cards earned is equal to the base amount
    // listed on the Monster Selection grid plus or minus any indicated
    // modifier on the Hero Scaling Grid" (E, Reward Cards): 3 + 1. A wave
    // without castle or ally damage is "+1 Reward Card" twice (H, 3
    // Stars): 6.
    let (s, mut st) = mega(2, 3);
    ok(&s, &mut st, Action::StartWave);
    let lines = clear_wave(&s, &mut st, 1);
    assert_eq!(st.cards_due, 6);
    assert_eq!(
        st.rewards,
        Some(Rewards {
            wave: 1,
            base: 3,
            scaling: 1,
            stars: 2,
            mini_boss: 0,
            total: 6
        })
    );
    assert_eq!(
        lines.last().map(english).as_deref(),
        Some(
            "6 reward cards are due after wave 1: 3 on the Wave Card, 1 for the number of heroes, 2 for 3 Stars (B5, step 2)."
        )
    );
    // Only the 3 Stars lines' own reminder goes: the cards due say it all.
    let reminders: Vec<String> = Rules::reminders(&s, &st).iter().map(english).collect();
    assert!(
        reminders.iter().all(|r| !r.starts_with("3 Stars")),
        "{reminders:?}"
    );
    ok(&s, &mut st, Action::HealStep);
    for _ in 0..5 {
        ok(&s, &mut st, Action::Reward { value: 100 });
    }
    // "Step 2: Get the Gold!" comes before "Step 7: Start the Next Wave!".
    assert_eq!(
        refused::<Rules>(&s, &st, Action::StartWave),
        "rule-kings_armory-wave-card-cards"
    );
    assert_eq!(
        refusal(&s, &st, Action::StartWave),
        "Enter the 1 reward card of wave 1 first (B5, step 2: Get the Gold!)."
    );
    ok(&s, &mut st, Action::Reward { value: 100 });

    // Wave 2: the gate takes 4 ("lose 1 Reward Card for every 3 damage,
    // or portion thereof": 2) and no ally is hurt (+1): 3 + 1 − 1 = 3.
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, monster(2, 1));
    let id = st.next_id - 1;
    ok(
        &s,
        &mut st,
        Action::ReachGate {
            monster: id,
            damage: 4,
            plus: None,
            rolls: None,
        },
    );
    ok(&s, &mut st, monster(2, 1));
    let id = st.next_id - 1;
    ok(&s, &mut st, hit(id, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    assert_eq!(st.rewards.map(|r| (r.stars, r.total)), Some((-1, 3)));
    collect(&s, &mut st);

    // Waves 3 and 4 clean; wave 5 brings the mini boss: "If you survive
    // this Mini-Boss, your team may draw +2 Reward Cards after Wave 5"
    // (D2-2): 3 + 1 + 2 + 2 = 8.
    for level in 3..=4 {
        ok(&s, &mut st, Action::StartWave);
        clear_wave(&s, &mut st, level);
        assert_eq!(st.cards_due, 6);
        collect(&s, &mut st);
    }
    ok(&s, &mut st, Action::StartWave);
    for _ in 0..2 {
        ok(&s, &mut st, monster(5, 1));
        let id = st.next_id - 1;
        ok(&s, &mut st, hit(id, 1, Kind::Melee));
    }
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, boss(1));
    let id = st.next_id - 1;
    ok(&s, &mut st, hit(id, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    assert_eq!(
        st.rewards,
        Some(Rewards {
            wave: 5,
            base: 3,
            scaling: 1,
            stars: 2,
            mini_boss: 2,
            total: 8
        })
    );
    assert_eq!(st.cards_due, 8);
}

#[test]
fn reward_cards_never_go_below_none() {
    // One card on the Wave Card, −1 for the number of heroes, and 3 Stars
    // −2 (7 gate damage is 3 lost, +1 for no ally damage): none is due.
    let mut s = two();
    s.three_stars = true;
    let mut st = Rules::start(&s);
    ok(&s, &mut st, card(&[numbers(1, 1, 0, 1, -1)]));
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, monster(1, 1));
    ok(
        &s,
        &mut st,
        Action::ReachGate {
            monster: 1,
            damage: 7,
            plus: None,
            rolls: None,
        },
    );
    ok(&s, &mut st, Action::EndWave);
    assert_eq!(st.rewards.map(|r| (r.stars, r.total)), Some((-2, 0)));
    assert_eq!(st.cards_due, 0);
    ok(&s, &mut st, Action::HealStep);
    ok(&s, &mut st, Action::StartWave);
}

#[test]
fn raise_the_bar_needs_its_quota_of_the_wave_s_highest_level() {
    // "Wave 2 - Minimum of X Level 2 Monsters"; "The standard suggestion
    // ... is setting "X" at 2"; "always roll for Monster Entry first, and
    // then sub in the mandatory Monsters last if the quota isn't met"
    // (D2-2).
    let mut s = two();
    s.raise_the_bar = Some(2);
    Rules::validate(&s).unwrap();
    assert_eq!(
        super::super::wave_card::bar(&s, 1),
        None,
        "Wave 1 - Not applicable"
    );
    assert_eq!(super::super::wave_card::bar(&s, 4), Some((4, 2)));
    assert_eq!(super::super::wave_card::bar(&s, 6), Some((5, 3)), "X+1");
    assert_eq!(super::super::wave_card::bar(&s, 7), Some((5, 4)), "X+2");
    let mut st = Rules::start(&s);
    ok(
        &s,
        &mut st,
        card(&[numbers(1, 1, 0, 1, 0), numbers(2, 4, 0, 2, 0)]),
    );
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, hit(1, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    ok(&s, &mut st, Action::HealStep);
    ok(&s, &mut st, Action::Reward { value: 100 });
    ok(&s, &mut st, Action::StartWave);
    // Four foes, two of them of level 2: two of level 1 may come first.
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, monster(2, 1));
    assert_eq!(
        Rules::raise_the_bar(&s, &st),
        Some(Quota {
            level: 2,
            min: 2,
            entered: 1
        })
    );
    ok(&s, &mut st, monster(1, 1));
    // One place is left and one level 2 is missing: it is subbed in.
    assert_eq!(
        refused::<Rules>(&s, &st, monster(1, 1)),
        "rule-kings_armory-raise-bar"
    );
    assert_eq!(
        refusal(&s, &st, monster(1, 1)),
        "Raise the Bar: wave 2 brings at least 2 level 2 monsters, and 1 arrived (D2-2). Only 1 place is left in the wave: “sub in the mandatory Monsters last”, so this one is of level 2."
    );
    ok(&s, &mut st, summoned(1, 1));
    ok(&s, &mut st, monster(2, 1));
    ok(&s, &mut st, Action::NextRound);
}

#[test]
fn raise_the_bar_is_checked_without_the_card_too() {
    // Without the Wave Card the wave's size is unknown, but its quota is
    // not: the foes' round that brings the wave (the first in standard
    // entry) and the wave end only once it has arrived.
    let mut s = two();
    s.raise_the_bar = Some(2);
    s.mode = Mode::JumpStart;
    s.wave = Some(2);
    s.towers = Some(3);
    let mut st = Rules::start(&s);
    while st.cards_due > 0 {
        ok(&s, &mut st, Action::Reward { value: 50 });
    }
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, monster(2, 1));
    ok(&s, &mut st, hit(1, 1, Kind::Melee));
    assert_eq!(
        refused::<Rules>(&s, &st, Action::EndWave),
        "rule-kings_armory-raise-bar"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::NextRound),
        "rule-kings_armory-raise-bar"
    );
    assert!(Rules::wave_foes(&s, &st).is_none(), "the card was skipped");
    ok(&s, &mut st, monster(3, 1));
    ok(&s, &mut st, hit(2, 1, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);

    // Not in The Gauntlet: one endless wave, its own table.
    let mut g = gauntlet(2);
    g.raise_the_bar = Some(2);
    assert_eq!(
        Rules::validate(&g).unwrap_err().rule(),
        "rule-kings_armory-raise-bar-gauntlet"
    );
    let mut big = two();
    big.raise_the_bar = Some(6);
    assert_eq!(
        Rules::validate(&big).unwrap_err().rule(),
        "rule-kings_armory-setup-number"
    );
}

#[test]
fn the_card_is_entered_before_a_wave_for_a_wave_to_come() {
    let s = two();
    let mut st = Rules::start(&s);
    assert_eq!(
        refused::<Rules>(&s, &st, card(&[])),
        "rule-kings_armory-wave-card-empty"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, card(&[numbers(6, 1, 0, 1, 0)])),
        "rule-kings_armory-wave-card-wave"
    );
    assert_eq!(
        refused::<Rules>(
            &s,
            &st,
            card(&[numbers(2, 1, 0, 1, 0), numbers(2, 3, 0, 1, 0)])
        ),
        "rule-kings_armory-wave-card-twice"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, card(&[numbers(1, 1, -1, 1, 0)])),
        "rule-kings_armory-wave-card-no-foes"
    );
    let mut d12 = numbers(1, 3, 0, 1, 0);
    d12.d12_mod = 13;
    assert_eq!(
        refused::<Rules>(&s, &st, card(&[d12])),
        "rule-kings_armory-wave-card-number"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, card(&[numbers(1, 3, 0, -1, 0)])),
        "rule-kings_armory-wave-card-number"
    );
    let lines = ok(&s, &mut st, card(&[numbers(1, 3, 1, 2, 0)]));
    assert_eq!(
        lines.iter().map(english).collect::<Vec<_>>(),
        vec![
            "Wave 1 by the Wave Card: 4 foes (3 on the card, 1 for the number of heroes), d12 modifier 0, 2 reward cards and 0 for the number of heroes."
        ]
    );
    // Entered again (a player joined: "note any increase in the number of
    // Monsters", D3), the new numbers count.
    ok(&s, &mut st, card(&[numbers(1, 3, 2, 2, 0)]));
    assert_eq!(st.card.len(), 1);
    assert_eq!(Rules::wave_card(&st, 1).map(WaveNumbers::total), Some(5));
    assert_eq!(st.card_entries, 2);
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(
        refused::<Rules>(&s, &st, card(&[numbers(2, 3, 0, 2, 0)])),
        "rule-kings_armory-wave-card-when"
    );
    // Between waves, only waves to come.
    for id in 1..=5 {
        ok(&s, &mut st, monster(1, 1));
        ok(&s, &mut st, hit(id, 1, Kind::Melee));
    }
    ok(&s, &mut st, Action::EndWave);
    assert_eq!(
        refused::<Rules>(&s, &st, card(&[numbers(1, 3, 0, 2, 0)])),
        "rule-kings_armory-wave-card-wave"
    );
    ok(&s, &mut st, card(&[numbers(2, 3, 0, 2, 0)]));

    // The Gauntlet: "ignore the "Number of Heroes" section on the Hero
    // Scaling Grid" (H); its table gives the foes.
    let (g, gst) = gauntlet_on(1, 2);
    assert_eq!(
        refused::<Rules>(&g, &gst, card(&[numbers(1, 3, 0, 2, 0)])),
        "rule-kings_armory-wave-card-gauntlet"
    );
}

#[test]
fn skipped_the_checks_that_need_the_card_are_off() {
    // No card: a wave of one foe ends; nothing counts the reward cards.
    let s = two();
    let mut st = Rules::start(&s);
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(
        Rules::foes_due(&s, &st),
        Some(Due {
            arrived: 0,
            min: 1,
            max: None
        })
    );
    assert!(Rules::wave_foes(&s, &st).is_none());
    for _ in 0..9 {
        ok(&s, &mut st, monster(1, 1));
    }
    for id in 1..=9 {
        ok(&s, &mut st, hit(id, 1, Kind::Melee));
    }
    ok(&s, &mut st, Action::EndWave);
    assert_eq!((st.cards_due, st.rewards), (0, None));
    ok(&s, &mut st, Action::HealStep);
    ok(&s, &mut st, Action::StartWave);
}

#[test]
fn the_card_is_written_with_its_stable_name() {
    let a: Action = serde_json::from_str(
        r#"{"type": "wave_card", "waves": [{"wave": 2, "foes": 5, "extra_foes": -1, "reward_cards": 3}]}"#,
    )
    .unwrap();
    assert_eq!(a, card(&[numbers(2, 5, -1, 3, 0)]));
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        r#"{"type":"wave_card","waves":[{"wave":2,"foes":5,"extra_foes":-1,"reward_cards":3}]}"#
    );
}

#[test]
fn the_wave_die_takes_the_modifier_the_current_wave_s_card_states() {
    // "every d12 roll for Monster Selection is modified by the amount
    // listed on the Hero Scaling Grid on the Wave Card" (E, Roll Modifier
    // (d12); B1 #8): the card's modifier for the wave being played, and
    // the next wave's once it is the one to come.
    let s = two();
    let mut st = Rules::start(&s);
    assert_eq!(Rules::wave_die_mod(&s, &st), 0, "no card: unmodified");
    let mut one = numbers(1, 1, 0, 1, 0);
    one.d12_mod = 2;
    let mut two_ = numbers(2, 1, 0, 1, 0);
    two_.d12_mod = -1;
    ok(&s, &mut st, card(&[one, two_]));
    assert_eq!(Rules::wave_die_mod(&s, &st), 2, "before wave 1: wave 1's");
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(Rules::wave_die_mod(&s, &st), 2);
    clear_wave(&s, &mut st, 1);
    collect(&s, &mut st);
    assert_eq!(Rules::wave_die_mod(&s, &st), -1, "between: wave 2's");
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(Rules::wave_die_mod(&s, &st), -1);
    clear_wave(&s, &mut st, 1);
    collect(&s, &mut st);
    assert_eq!(Rules::wave_die_mod(&s, &st), 0, "wave 3 skipped: none");
}

#[test]
fn the_gauntlet_s_wave_die_takes_its_table_row() {
    // "ignore the 'Number of Heroes' section on the Hero Scaling Grid" (H):
    // The Gauntlet's row gives the modifier (+0 in every printed column).
    let (s, st) = gauntlet_on(1, Rules::RULES);
    assert_eq!(Rules::wave_die_mod(&s, &st), 0);
    let mut custom = gauntlet(1);
    let mut row = custom.gauntlet().unwrap();
    row.d12_mod = 3;
    custom.gauntlet_row = Some(row);
    let st = Rules::start(&custom);
    assert_eq!(Rules::wave_die_mod(&custom, &st), 3);
}

/// Level, at least and at most still to come.
fn to_come(s: &Setup, st: &State) -> Vec<(u32, u32, u32)> {
    Rules::to_come(s, st)
        .unwrap()
        .iter()
        .map(|l| (l.level, l.min, l.max))
        .collect()
}

#[test]
fn the_foes_to_come_are_counted_level_by_level() {
    // Wave 2 of Raise the Bar with X = 2: 4 foes on the card, 1 more for
    // the number of heroes; at least 2 of level 2 ("the Highest Level
    // possible for that Wave", D2-2), the rest of level 1 or 2 as the
    // wave die says.
    let mut s = two();
    s.raise_the_bar = Some(2);
    let mut st = Rules::start(&s);
    assert_eq!(Rules::to_come(&s, &st), None, "before a wave");
    ok(
        &s,
        &mut st,
        card(&[numbers(1, 2, 0, 1, 0), numbers(2, 4, 1, 2, 0)]),
    );
    ok(&s, &mut st, Action::StartWave);
    // Wave 1: no quota, level 1 only.
    assert_eq!(to_come(&s, &st), vec![(1, 0, 2)]);
    clear_wave(&s, &mut st, 1);
    collect(&s, &mut st);
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(to_come(&s, &st), vec![(1, 0, 3), (2, 2, 5)]);
    ok(&s, &mut st, monster(1, 1));
    assert_eq!(to_come(&s, &st), vec![(1, 0, 2), (2, 2, 4)]);
    ok(&s, &mut st, monster(2, 1));
    assert_eq!(to_come(&s, &st), vec![(1, 0, 2), (2, 1, 3)]);
    // A summoned foe is not of the wave's roll.
    ok(&s, &mut st, summoned(1, 1));
    assert_eq!(to_come(&s, &st), vec![(1, 0, 2), (2, 1, 3)]);
    ok(&s, &mut st, monster(1, 1));
    ok(&s, &mut st, monster(1, 1));
    assert_eq!(to_come(&s, &st), vec![(2, 1, 1)], "the last is the quota's");
    ok(&s, &mut st, monster(2, 1));
    assert_eq!(to_come(&s, &st), vec![], "all came");
}

#[test]
fn without_the_card_the_foes_to_come_are_not_known() {
    let s = two();
    let mut st = Rules::start(&s);
    ok(&s, &mut st, Action::StartWave);
    assert_eq!(Rules::to_come(&s, &st), None);
    let (g, st) = gauntlet_on(1, Rules::RULES);
    assert_eq!(Rules::to_come(&g, &st), None, "The Gauntlet: table H-3");
}
