//! Victory and defeat (B9), the final wave's boss, Single Wave, The
//! Gauntlet's score, and the views for the screen.

use super::*;
use crate::rules::Outcome;

/// Plays a non-final wave: one monster, defeated; then heal.
fn clear_wave(s: &Setup, st: &mut State) {
    ok(s, st, Action::StartWave);
    ok(s, st, monster(1, 2));
    let id = st.next_id - 1;
    ok(s, st, hit(id, 2, Kind::Melee));
    ok(s, st, Action::EndWave);
    ok(s, st, Action::HealStep);
}

/// Enters the foes still due this foes' round (level 1, 1 HP each).
fn arrive_due(s: &Setup, st: &mut State) {
    let due = Rules::foes_due(s, st).unwrap();
    for _ in due.arrived..due.min {
        ok(s, st, monster(1, 1));
    }
}

fn reason(s: &Setup, st: &State) -> (Vec<String>, String) {
    match Rules::outcome(s, st) {
        Outcome::Finished {
            winners, reason, ..
        } => (winners, english(&reason)),
        Outcome::InProgress => panic!("not decided"),
    }
}

#[test]
fn five_waves_and_the_boss_defeated_with_the_gate_standing_is_victory() {
    let s = two();
    let mut st = Rules::start(&s);
    for _ in 1..5 {
        clear_wave(&s, &mut st);
    }
    let lines = ok(&s, &mut st, Action::StartWave);
    assert_eq!(english(&lines[0]), "Wave 5 of 5 begins: foes' round 1.");
    ok(&s, &mut st, monster(5, 3));
    // "on the Foes' 2nd Round, after all other Monsters have taken their
    // Turns, but before the Players begin their 2nd Round, the Boss
    // arrives!"
    let due = Rules::reminders(&s, &st);
    assert!(
        due.iter()
            .any(|t| english(t) == "The boss arrives on foes' round 2.")
    );
    ok(&s, &mut st, hit(5, 3, Kind::Melee));
    assert_eq!(
        refused::<Rules>(&s, &st, Action::EndWave),
        "rule-kings_armory-boss-to-come"
    );
    ok(&s, &mut st, Action::NextRound);
    let lines = ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        english(&lines[1]),
        "A boss arrives this foes' round, after the other monsters have taken their turns."
    );
    ok(&s, &mut st, boss(30));
    assert_eq!(
        refused::<Rules>(&s, &st, boss(30)),
        "rule-kings_armory-no-boss"
    );
    assert_eq!(
        refused::<Rules>(&s, &st, Action::EndWave),
        "rule-kings_armory-foes-standing"
    );
    ok(&s, &mut st, hit(6, 30, Kind::Supernatural));
    assert_eq!(Rules::outcome(&s, &st), Outcome::InProgress);
    ok(&s, &mut st, Action::EndWave);
    let (winners, why) = reason(&s, &st);
    assert_eq!(winners, ["Ana", "Bo"]);
    assert_eq!(
        why,
        "Every foe of 5 waves is defeated, the bosses too, and the Castle Gate stands at 20 of 20 HP."
    );
    assert_eq!(Rules::result(&s, &st), Some(GameResult::Won));
    assert_eq!(
        refused::<Rules>(&s, &st, Action::BuildTower),
        "rule-kings_armory-game-over"
    );
}

#[test]
fn a_player_with_two_heroes_is_named_once_among_the_winners() {
    let s = Setup::new(&[("Ana", "Valcor", 20, 4), ("Ana", "Ember", 16, 3)], 3);
    Rules::validate(&s).unwrap();
    assert_eq!(Rules::players(&s, &Rules::start(&s)), ["Ana"]);
}

#[test]
fn a_player_with_two_heroes_has_a_row_named_by_each_hero() {
    // "Alternately, you may choose to play two or more Heroes by yourself
    // (super fun!). Note that the Wave Card details the number of Heroes,
    // not the number of Players." (H, Solo Play).
    let s = Setup::new(
        &[
            ("Ana", "Valcor", 20, 4),
            ("Bo", "Ember", 16, 3),
            ("ana", "Felicity", 14, 5),
        ],
        3,
    );
    Rules::validate(&s).unwrap();
    let mut st = in_wave_one(&s);
    let names: Vec<String> = Rules::standings(&s, &st)
        .into_iter()
        .map(|r| r.name)
        .collect();
    assert_eq!(names, ["Ana (Valcor)", "Bo", "ana (Felicity)"]);
    // Every line about a hero names the hero.
    let lines = ok(&s, &mut st, wound(Character::Hero(2), 3));
    assert_eq!(
        english(&lines[0]),
        "Felicity takes 3 melee damage, 3 after resistance: HP 14 → 11."
    );
}

#[test]
fn the_gate_at_0_loses_the_game_for_everyone() {
    let mut s = two();
    s.gate = Some(5);
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, monster(3, 6));
    let lines = ok(
        &s,
        &mut st,
        Action::ReachGate {
            monster: 1,
            damage: 4,
            plus: Some(3),
            rolls: None,
        },
    );
    assert_eq!(st.gate, 0);
    assert_eq!(english(lines.last().unwrap()), "The Castle Gate falls.");
    let (winners, why) = reason(&s, &st);
    assert!(winners.is_empty());
    assert_eq!(why, "The Castle Gate was reduced to 0 HP in wave 1.");
    assert_eq!(Rules::result(&s, &st), Some(GameResult::Lost));
}

#[test]
fn every_hero_knocked_out_at_once_loses_the_game() {
    let s = two();
    let mut st = in_wave_one(&s);
    ok(&s, &mut st, monster(1, 3));
    ok(&s, &mut st, wound(Character::Hero(0), 20));
    assert_eq!(Rules::outcome(&s, &st), Outcome::InProgress);
    let lines = ok(&s, &mut st, wound(Character::Hero(1), 16));
    assert_eq!(english(lines.last().unwrap()), "Every hero is knocked out.");
    let (winners, why) = reason(&s, &st);
    assert!(winners.is_empty());
    assert_eq!(why, "Every hero was knocked out in wave 1.");
}

#[test]
fn seven_waves_with_two_bosses_the_second_on_round_3() {
    let mut s = two();
    s.waves = 7;
    s.bosses = 2;
    let mut st = Rules::start(&s);
    for _ in 1..7 {
        clear_wave(&s, &mut st);
    }
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, monster(5, 1));
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, boss(10));
    let due = Rules::reminders(&s, &st);
    assert!(
        due.iter()
            .any(|t| english(t) == "The boss arrives on foes' round 3.")
    );
    ok(&s, &mut st, Action::NextRound);
    let lines = ok(&s, &mut st, Action::NextRound);
    assert_eq!(lines.len(), 2, "a boss arrives on round 3");
    ok(&s, &mut st, boss(10));
    for id in [7, 8, 9] {
        ok(&s, &mut st, hit(id, 10, Kind::Melee));
    }
    ok(&s, &mut st, Action::EndWave);
    assert_eq!(Rules::result(&s, &st), Some(GameResult::Won));
}

#[test]
fn boss_timing_follows_the_entry_variant() {
    // D2-2: delayed, "The first Boss will not enter until the Foes' 3rd
    // Round ... the second Boss ... on the Foes' 4th Round"; high speed,
    // "1 Foe Round earlier".
    assert_eq!(boss_round(Entry::Standard, 0), 2);
    assert_eq!(boss_round(Entry::Standard, 1), 3);
    assert_eq!(boss_round(Entry::Delayed, 0), 3);
    assert_eq!(boss_round(Entry::Delayed, 1), 4);
    assert_eq!(boss_round(Entry::HighSpeed, 0), 1);
}

/// The final wave of a 5-wave game with `entry`, at its foes' round 1
/// with one monster (#5) on the board.
fn final_wave(entry: Entry, rules: u32) -> (Setup, State) {
    let mut s = two();
    s.entry = entry;
    let mut st = Rules::start_under(&s, rules);
    for _ in 1..5 {
        clear_wave(&s, &mut st);
    }
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, monster(5, 3));
    (s, st)
}

#[test]
fn the_boss_arrives_on_its_foes_round_not_before_nor_after() {
    // "on the Foes' 2nd Round, after all other Monsters have taken their
    // Turns, but before the Players begin their 2nd Round, the Boss
    // arrives!" (B7).
    let (s, mut st) = final_wave(Entry::Standard, 2);
    assert_eq!(
        refused::<Rules>(&s, &st, boss(30)),
        "rule-kings_armory-boss-round"
    );
    let mut copy = st.clone();
    let e = Rules::apply(&s, &mut copy, &boss(30)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "The boss arrives on foes' round 2, not before: this is round 1 (B7)."
    );
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::NextRound),
        "rule-kings_armory-boss-waits"
    );
    ok(&s, &mut st, boss(30));
    ok(&s, &mut st, Action::NextRound);

    // Delayed Monster Entry: "The first Boss will not enter until the
    // Foes' 3rd Round" (D2-2).
    let (s, mut st) = final_wave(Entry::Delayed, 2);
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::NextRound);
    assert_eq!(
        refused::<Rules>(&s, &st, boss(30)),
        "rule-kings_armory-boss-round"
    );
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, boss(30));

    // High Speed Boss Entry: "enter 1 Foe Round earlier" (D2-2).
    let (s, mut st) = final_wave(Entry::HighSpeed, 2);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::NextRound),
        "rule-kings_armory-boss-waits"
    );
    ok(&s, &mut st, boss(30));

    // Rules 1 took the boss on the foes' first round.
    let (s, mut st) = final_wave(Entry::Standard, 1);
    ok(&s, &mut st, boss(30));
}

#[test]
fn a_mini_boss_in_wave_5_of_7_and_delayed_entry_reminders() {
    let mut s = two();
    s.waves = 7;
    s.mini_boss = true;
    s.entry = Entry::Delayed;
    let mut st = Rules::start(&s);
    for _ in 1..5 {
        clear_wave(&s, &mut st);
    }
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, monster(5, 1));
    ok(&s, &mut st, Action::NextRound);
    let lines = ok(&s, &mut st, Action::NextRound);
    // Delayed Monster Entry: "the remainder will enter on the Foes' 2nd
    // Round"; "The first Boss will not enter until the Foes' 3rd Round".
    assert_eq!(
        english(&lines[1]),
        "Delayed entry: the rest of the wave's monsters enter now, after those on the board have taken their turns."
    );
    assert_eq!(lines.len(), 2);
    ok(&s, &mut st, Action::NextRound);
    let lines = ok(&s, &mut st, Action::NextRound);
    assert_eq!(lines.len(), 2, "the boss on round 3");
    ok(&s, &mut st, boss(5));
    ok(&s, &mut st, hit(5, 1, Kind::Melee));
    ok(&s, &mut st, hit(6, 5, Kind::Melee));
    let lines = ok(&s, &mut st, Action::EndWave);
    // "If you survive this Mini-Boss, your team may draw +2 Reward Cards
    // after Wave 5."
    assert_eq!(
        english(lines.last().unwrap()),
        "The mini boss is beaten: draw 2 more reward cards."
    );
    assert_eq!(Rules::result(&s, &st), None);
    assert_eq!(st.wave, 6);
}

#[test]
fn a_single_wave_is_the_final_wave() {
    let mut s = two();
    s.mode = Mode::SingleWave;
    s.wave = Some(2);
    Rules::validate(&s).unwrap();
    let mut st = Rules::start(&s);
    for _ in 0..3 {
        ok(&s, &mut st, Action::Reward { value: 50 });
    }
    ok(&s, &mut st, Action::StartWave);
    ok(&s, &mut st, monster(2, 1));
    ok(&s, &mut st, hit(1, 1, Kind::Melee));
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, boss(5));
    ok(&s, &mut st, hit(2, 5, Kind::Melee));
    ok(&s, &mut st, Action::EndWave);
    assert_eq!(Rules::result(&s, &st), Some(GameResult::Won));
}

#[test]
fn jump_start_allows_the_armory_card_after_one_whole_wave() {
    let mut s = two();
    s.mode = Mode::JumpStart;
    s.wave = Some(2);
    let mut st = Rules::start(&s);
    for _ in 0..3 {
        ok(&s, &mut st, Action::Reward { value: 50 });
    }
    clear_wave(&s, &mut st);
    for _ in 0..4 {
        ok(&s, &mut st, Action::Reward { value: 250 });
    }
    ok(&s, &mut st, Action::BuyArmory);
    assert_eq!(st.armory, 1);
    assert_eq!(st.wave, 3);
}

fn gauntlet(level: u32) -> Setup {
    let mut s = two();
    s.towers = None;
    s.mode = Mode::Gauntlet;
    s.wave = Some(level);
    Rules::validate(&s).unwrap();
    s
}

#[test]
fn the_gauntlet_heals_every_round_and_rewards_every_third() {
    // Level 5: heal +1 every round, 4 reward cards every 3 rounds, a boss
    // every 4 rounds, 11 foes first and 7 later.
    let s = gauntlet(5);
    let mut st = Rules::start(&s);
    assert_eq!(st.cards_due, 17);
    for _ in 0..17 {
        ok(&s, &mut st, Action::Reward { value: 100 });
    }
    // "Maximum 2 pre-game Reinforcement Cards".
    ok(&s, &mut st, Action::BuyReinforcement);
    ok(&s, &mut st, Action::BuyReinforcement);
    assert_eq!(
        refused::<Rules>(&s, &st, Action::BuyReinforcement),
        "rule-kings_armory-reinforcement-cap"
    );
    let lines = ok(&s, &mut st, Action::StartWave);
    let text: Vec<String> = lines.iter().map(english).collect();
    assert_eq!(
        text,
        [
            "The Gauntlet begins at wave 5: foes' round 1.",
            "11 monsters arrive this foes' round."
        ]
    );
    ok(&s, &mut st, monster(5, 40));
    ok(&s, &mut st, wound(Character::Hero(0), 10));
    ok(&s, &mut st, wound(Character::Hero(1), 16));
    arrive_due(&s, &mut st);
    // End of foes' round 1: heal rate + 1.
    let lines = ok(&s, &mut st, Action::NextRound);
    assert_eq!(st.heroes[0].hp, 15);
    assert_eq!(st.heroes[1].hp, 0, "knocked out until every third round");
    assert_eq!(english(&lines[1]), "Valcor heals: HP 10 → 15.");
    // Shopping is open in the mini Between Waves phase.
    ok(&s, &mut st, Action::BuyReinforcement);
    ok(&s, &mut st, Action::NextRound);
    arrive_due(&s, &mut st);
    ok(&s, &mut st, Action::NextRound);
    ok(&s, &mut st, Action::NextRound);
    arrive_due(&s, &mut st);
    let lines = ok(&s, &mut st, Action::NextRound);
    // End of foes' round 3: 4 reward cards; Ember revived at half her heal
    // rate of 3, rounded down: 1.
    assert_eq!(st.foe_rounds, 3);
    assert_eq!(st.cards_due, 4);
    assert_eq!(st.heroes[1].hp, 1);
    let text: Vec<String> = lines.iter().map(english).collect();
    assert!(text.contains(&"Foes' round 3 survived: draw 4 reward cards.".to_owned()));
    assert!(text.contains(&"Ember is back on their feet with 1 HP.".to_owned()));
    ok(&s, &mut st, Action::Reward { value: 250 });
    assert_eq!(
        refused::<Rules>(&s, &st, Action::EndWave),
        "rule-kings_armory-gauntlet-endless"
    );
    // A boss only on foes' round 4 (every 4 rounds).
    assert_eq!(
        refused::<Rules>(&s, &st, boss(50)),
        "rule-kings_armory-foes-round-only"
    );
    let lines = ok(&s, &mut st, Action::NextRound);
    assert_eq!(st.round, 4);
    assert_eq!(
        english(&lines[2]),
        "A boss arrives this foes' round, after the other monsters have taken their turns."
    );
    // "They will always enter after every other Monster for that Round has
    // entered."
    assert_eq!(
        refused::<Rules>(&s, &st, boss(50)),
        "rule-kings_armory-foes-due"
    );
    arrive_due(&s, &mut st);
    ok(&s, &mut st, boss(50));
    assert_eq!(
        refused::<Rules>(&s, &st, boss(50)),
        "rule-kings_armory-gauntlet-boss"
    );
}

#[test]
fn the_gauntlet_ends_in_defeat_and_scores_the_foes_rounds_survived() {
    let s = gauntlet(1);
    let mut st = Rules::start(&s);
    for _ in 0..3 {
        ok(&s, &mut st, Action::Reward { value: 50 });
    }
    ok(&s, &mut st, Action::StartWave);
    for _ in 0..2 {
        arrive_due(&s, &mut st);
        ok(&s, &mut st, Action::NextRound);
        ok(&s, &mut st, Action::NextRound);
    }
    assert_eq!(st.round, 3);
    ok(&s, &mut st, monster(1, 3));
    let id = st.next_id - 1;
    ok(
        &s,
        &mut st,
        Action::AttackGate {
            monster: id,
            damage: 25,
            plus: None,
            rolls: None,
        },
    );
    assert_eq!(Rules::score(&s, &st), Some(2));
    let (winners, why) = reason(&s, &st);
    assert!(winners.is_empty());
    assert_eq!(
        why,
        "The Castle Gate fell in foes' round 3 of The Gauntlet; the table survived 2 foes' rounds."
    );
}

#[test]
fn views_for_the_screen() {
    let s = two();
    let mut st = after_wave_one(&s, 300);
    ok(&s, &mut st, hire(Class::Psionicist, "Ori", 100));
    let values: Vec<(String, i64)> = Rules::table_values(&s, &st)
        .iter()
        .map(|(t, v)| (english(t), *v))
        .collect();
    assert_eq!(
        values[..6],
        [
            ("Castle Gate".to_owned(), 20),
            ("Gate max".to_owned(), 20),
            ("Gold".to_owned(), 200),
            ("Wave".to_owned(), 2),
            ("Waves".to_owned(), 5),
            ("Round".to_owned(), 0),
        ]
    );
    let allies = Rules::allies(&st);
    assert_eq!(allies.len(), 3);
    assert_eq!(allies[2].ally, Character::Hireable(0));
    assert_eq!(allies[2].class, Some((Class::Psionicist, 1)));
    assert!(Rules::monsters(&st).is_empty());
    let details: Vec<String> = Rules::details(&s, &st).iter().map(english).collect();
    assert_eq!(details[0], "Castle Gate: 20 of 20 HP.");
    assert_eq!(details[1], "The team's gold: 200.");
    assert_eq!(details[2], "Between waves, before wave 2.");
    assert!(details.contains(&"Ori, Psionicist level 1: 5 of 5 HP.".to_owned()));
    assert!(!details.contains(&"Between waves: start with the heal step.".to_owned()));
    let before_heal = wave_one_won(&s);
    let details: Vec<String> = Rules::details(&s, &before_heal)
        .iter()
        .map(english)
        .collect();
    assert!(details.contains(&"Between waves: start with the heal step.".to_owned()));
    let rows = Rules::standings(&s, &st);
    assert_eq!(english(rows[0].remark.as_ref().unwrap()), "Valcor");
}

/// Every message the rules produce exists in English and Turkish.
#[test]
fn every_message_is_translated() {
    let en = crate::i18n::I18n::new("en");
    let tr = crate::i18n::I18n::new("tr");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules/kings_armory");
    let mut keys = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap_or_default();
        for (kind, marker) in [("rule", "err(\""), ("log", "log(\"")] {
            for part in text.split(marker).skip(1) {
                let key = part.split('"').next().unwrap();
                keys.push(format!("{kind}-kings_armory-{key}"));
            }
        }
        for part in text.split("msg(\"").skip(1) {
            let Some((kind, rest)) = part.split_once('"') else {
                continue;
            };
            if let Some(rest) = rest.strip_prefix(", \"") {
                let key = rest.split('"').next().unwrap();
                keys.push(format!("{kind}-kings_armory-{key}"));
            }
        }
    }
    assert!(keys.len() > 100, "found {}", keys.len());
    for k in keys {
        assert!(en.has(&k), "English lacks {k}");
        assert!(tr.has(&k), "Turkish lacks {k}");
    }
}

#[test]
fn lines_read_in_turkish_too() {
    let tr = crate::i18n::I18n::new("tr");
    let s = two();
    let mut st = in_wave_one(&s);
    let lines = ok(&s, &mut st, monster(2, 5));
    assert_eq!(tr.text(&lines[0]), "#1 giriyor (2. seviye, 5 can).");
    let lines = ok(&s, &mut st, hit(1, 2, Kind::Ranged));
    assert_eq!(
        tr.text(&lines[0]),
        "#1 2 menzilli hasar alıyor, dirençten sonra 2: can 5 → 3."
    );
    let where_ = &Rules::details(&s, &st)[2];
    assert_eq!(tr.text(where_), "5 dalganın 1. dalgası, 1. düşman turu.");
}
