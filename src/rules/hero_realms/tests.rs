use super::*;
use crate::rules::{AnyAction, AnySetup, GameKind};

fn setup(format: Format, names: &[&str]) -> Setup {
    let s = Setup::new(format, names);
    Rules::validate(&s).unwrap();
    s
}

fn ffa(n: usize) -> Setup {
    setup(
        Format::FreeForAll,
        &["Ana", "Bo", "Cy", "Di", "Ed", "Fay"][..n],
    )
}

fn ok(s: &Setup, st: &mut State, a: Action) -> Text {
    Rules::apply(s, st, &a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
}

/// Asserts the action is refused by `rule` and that nothing changed.
fn refused(s: &Setup, st: &mut State, a: Action, rule: &str) {
    let before = st.clone();
    let err = Rules::apply(s, st, &a).expect_err("should be refused");
    assert_eq!(err.rule(), rule, "{a:?}");
    assert_eq!(*st, before, "a refusal changed the state");
}

fn gold(amount: i64) -> Action {
    Action::GainGold {
        player: None,
        amount,
    }
}

fn combat(amount: i64) -> Action {
    Action::GainCombat {
        player: None,
        amount,
    }
}

fn combat_by(player: usize, amount: i64) -> Action {
    Action::GainCombat {
        player: Some(player),
        amount,
    }
}

fn hit(target: usize, amount: i64) -> Action {
    Action::Attack {
        player: None,
        target,
        champion: None,
        amount,
    }
}

fn hit_by(player: usize, target: usize, amount: i64) -> Action {
    Action::Attack {
        player: Some(player),
        target,
        champion: None,
        amount,
    }
}

fn hit_champion(target: usize, champion: usize, amount: i64) -> Action {
    Action::Attack {
        player: None,
        target,
        champion: Some(champion),
        amount,
    }
}

fn champion(name: &str, defense: i64, guard: bool) -> Action {
    Action::PlayChampion {
        player: None,
        name: name.into(),
        defense,
        guard,
    }
}

fn lose(player: usize, amount: i64) -> Action {
    Action::LoseHealth { player, amount }
}

fn winners(s: &Setup, st: &State) -> Option<(Vec<String>, Text)> {
    match Rules::outcome(s, st) {
        Outcome::Finished {
            winners, reason, ..
        } => Some((winners, reason)),
        Outcome::InProgress => None,
    }
}

fn en(t: &Text) -> String {
    crate::i18n::english().text(t)
}

/// Plays a turn for the active player: gain combat and attack `target`.
fn turn_attack(s: &Setup, st: &mut State, target: usize, amount: i64) {
    ok(s, st, combat(amount));
    ok(s, st, hit(target, amount));
    ok(s, st, Action::EndTurn);
}

// ---- setup ----

#[test]
fn player_counts_are_checked_per_format() {
    let names = ["A", "B", "C", "D", "E", "F", "G", "H", "I"];
    let count = |f: Format, n: usize| {
        Rules::validate(&Setup::new(f, &names[..n])).map_err(|e| e.rule().to_owned())
    };
    assert!(count(Format::FreeForAll, 2).is_ok());
    assert!(count(Format::FreeForAll, 8).is_ok());
    assert_eq!(
        count(Format::FreeForAll, 1).unwrap_err(),
        "rule-player-count"
    );
    assert_eq!(
        count(Format::FreeForAll, 9).unwrap_err(),
        "rule-player-count"
    );
    assert_eq!(
        count(Format::HunterFirstBlood, 2).unwrap_err(),
        "rule-player-count"
    );
    assert!(count(Format::HunterFirstBlood, 3).is_ok());
    assert_eq!(
        count(Format::HunterLastOneStanding, 2).unwrap_err(),
        "rule-player-count"
    );
    assert!(count(Format::HunterLastOneStanding, 5).is_ok());
    assert!(count(Format::Hydra, 4).is_ok());
    assert!(count(Format::Hydra, 6).is_ok());
    assert_eq!(
        count(Format::Hydra, 5).unwrap_err(),
        "rule-hero_realms-hydra-teams"
    );
    assert_eq!(count(Format::Hydra, 3).unwrap_err(), "rule-player-count");
    assert_eq!(count(Format::Hydra, 8).unwrap_err(), "rule-player-count");
    assert!(count(Format::Emperor, 6).is_ok());
    assert_eq!(count(Format::Emperor, 5).unwrap_err(), "rule-player-count");
    let mut s = Setup::new(Format::FreeForAll, &["Ana", "ana"]);
    assert_eq!(
        Rules::validate(&s).unwrap_err().rule(),
        "rule-name-repeated"
    );
    s.players[1].name = " ".into();
    assert_eq!(Rules::validate(&s).unwrap_err().rule(), "rule-name-empty");
}

#[test]
fn health_settings_are_checked() {
    let mut s = ffa(3);
    s.health = vec![50, 45];
    assert_eq!(
        Rules::validate(&s).unwrap_err().rule(),
        "rule-hero_realms-health-count"
    );
    s.health = vec![50, 0, 40];
    assert_eq!(
        Rules::validate(&s).unwrap_err().rule(),
        "rule-hero_realms-health-positive"
    );
    s.health = vec![50, 2_000_000_000, 40];
    assert_eq!(
        Rules::validate(&s).unwrap_err().rule(),
        "rule-number-too-large"
    );
    s.health = vec![50, 55, 40];
    assert!(Rules::validate(&s).is_ok());
    s.team_health = Some(80);
    assert_eq!(
        Rules::validate(&s).unwrap_err().rule(),
        "rule-hero_realms-team-health-hydra-only"
    );
    let mut h = Setup::new(Format::Hydra, &["A", "B", "C", "D"]);
    h.health = vec![50; 4];
    assert_eq!(
        Rules::validate(&h).unwrap_err().rule(),
        "rule-hero_realms-hydra-player-health"
    );
    h.health.clear();
    h.team_health = Some(-1);
    assert_eq!(
        Rules::validate(&h).unwrap_err().rule(),
        "rule-hero_realms-health-positive"
    );
    h.team_health = Some(90);
    assert!(Rules::validate(&h).is_ok());
    assert_eq!(Rules::start(&h).health, vec![90, 90]);
}

#[test]
fn starting_health_follows_the_format_and_the_per_player_setting() {
    assert_eq!(Rules::start(&ffa(3)).health, vec![50, 50, 50]);
    let mut s = ffa(3);
    s.health = vec![50, 55, 40];
    assert_eq!(Rules::start(&s).health, vec![50, 55, 40]);
    let h4 = setup(Format::Hydra, &["A", "B", "C", "D"]);
    assert_eq!(Rules::start(&h4).health, vec![75, 75]);
    let h6 = setup(Format::Hydra, &["A", "B", "C", "D", "E", "F"]);
    assert_eq!(Rules::start(&h6).health, vec![100, 100]);
    let e = setup(Format::Emperor, &["A", "B", "C", "D", "E", "F"]);
    assert_eq!(Rules::start(&e).health, vec![50, 60, 50, 50, 60, 50]);
    let st = Rules::start(&e);
    assert_eq!(st.turn(), 1);
    assert_eq!(st.active_players(&e), vec![0]);
}

#[test]
fn opening_hands_follow_the_rulebook() {
    let hands =
        |s: &Setup| -> Vec<u32> { (0..s.players.len()).map(|p| s.opening_hand(p)).collect() };
    assert_eq!(hands(&ffa(2)), vec![3, 5]);
    assert_eq!(hands(&ffa(3)), vec![3, 4, 5]);
    assert_eq!(hands(&ffa(5)), vec![3, 4, 5, 5, 5]);
    let hunter = setup(Format::HunterFirstBlood, &["A", "B", "C", "D"]);
    assert_eq!(hands(&hunter), vec![3, 4, 5, 5]);
    let hydra = setup(Format::Hydra, &["A", "B", "C", "D"]);
    assert_eq!(hands(&hydra), vec![3, 3, 5, 5]);
    let emperor = setup(Format::Emperor, &["A", "B", "C", "D", "E", "F"]);
    assert_eq!(hands(&emperor), vec![3, 3, 3, 5, 5, 5]);
}

#[test]
fn seats_give_teams_tracks_and_emperor_opposites() {
    let h = setup(Format::Hydra, &["A", "B", "C", "D"]);
    assert_eq!(h.members(0), vec![0, 1]);
    assert_eq!(h.members(1), vec![2, 3]);
    assert_eq!(h.track_name(1), "C & D");
    assert!(h.teammates(2, 3));
    assert!(!h.teammates(1, 2));
    let e = setup(Format::Emperor, &["A", "B", "C", "D", "E", "F"]);
    assert_eq!(
        (0..6).map(|p| e.opposite(p).unwrap()).collect::<Vec<_>>(),
        vec![5, 4, 3, 2, 1, 0]
    );
    assert!(e.is_emperor(1) && e.is_emperor(4) && !e.is_emperor(0));
    assert_eq!(e.enemy_emperor(0), Some(4));
    assert_eq!(e.own_emperor(5), Some(4));
    assert!(!ffa(3).teammates(0, 1));
}

// ---- pools and turns ----

#[test]
fn gold_pool_fills_and_spends_with_log_lines() {
    let s = ffa(2);
    let mut st = Rules::start(&s);
    let line = ok(&s, &mut st, gold(3));
    assert_eq!(
        line,
        Text::msg("log-hero_realms-gain-gold")
            .arg("turn", 1u32)
            .arg("player", "Ana")
            .arg("amount", 3)
            .arg("old", 0)
            .arg("new", 3)
    );
    assert_eq!(en(&line), "Turn 1: Ana gains 3 gold (gold 0 → 3).");
    let line = ok(
        &s,
        &mut st,
        Action::SpendGold {
            player: Some(0),
            amount: 2,
        },
    );
    assert_eq!(en(&line), "Turn 1: Ana spends 2 gold (gold 3 → 1).");
    assert_eq!(st.gold_of(0), 1);
    refused(
        &s,
        &mut st,
        Action::SpendGold {
            player: None,
            amount: 2,
        },
        "rule-hero_realms-not-enough-gold",
    );
    refused(&s, &mut st, gold(0), "rule-hero_realms-amount-positive");
    refused(&s, &mut st, gold(-2), "rule-hero_realms-amount-positive");
    refused(
        &s,
        &mut st,
        gold(common::MAX_VALUE + 1),
        "rule-number-too-large",
    );
    refused(
        &s,
        &mut st,
        Action::GainGold {
            player: Some(1),
            amount: 1,
        },
        "rule-hero_realms-not-your-turn",
    );
    refused(
        &s,
        &mut st,
        Action::GainGold {
            player: Some(7),
            amount: 1,
        },
        "rule-unknown-player",
    );
}

#[test]
fn end_of_turn_empties_the_pools_and_passes_clockwise() {
    let s = ffa(3);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, gold(4));
    ok(&s, &mut st, combat(2));
    let line = ok(&s, &mut st, Action::EndTurn);
    assert_eq!(
        en(&line),
        "Turn 1: Ana ends the turn (4 gold and 2 combat unspent are lost). Turn 2: Bo."
    );
    assert_eq!((st.gold_of(0), st.combat_of(0)), (0, 0));
    assert_eq!((st.active, st.turn()), (1, 2));
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, Action::EndTurn);
    assert_eq!((st.active, st.turn()), (0, 4));
}

#[test]
fn eliminated_players_are_skipped_and_cannot_act_or_be_attacked() {
    let s = ffa(3);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, lose(1, 50));
    assert!(st.is_out(1));
    ok(&s, &mut st, Action::EndTurn);
    assert_eq!(st.active, 2, "Bo is out, so Cy plays");
    refused(&s, &mut st, hit(1, 1), "rule-hero_realms-target-out");
    refused(
        &s,
        &mut st,
        Action::GainHealth {
            player: Some(1),
            amount: 5,
        },
        "rule-hero_realms-player-out",
    );
    refused(&s, &mut st, lose(1, 1), "rule-hero_realms-player-out");
}

#[test]
fn rulebook_example_thirty_health_minus_three_is_twenty_seven() {
    let mut s = ffa(2);
    s.health = vec![50, 30];
    let mut st = Rules::start(&s);
    ok(&s, &mut st, combat(3));
    let line = ok(&s, &mut st, hit(1, 3));
    assert_eq!(st.health_of(&s, 1), 27);
    assert_eq!(st.combat_of(0), 0);
    assert_eq!(en(&line), "Turn 1: Ana attacks Bo for 3 (health 30 → 27).");
}

#[test]
fn health_has_no_upper_cap() {
    let s = ffa(2);
    let mut st = Rules::start(&s);
    let line = ok(
        &s,
        &mut st,
        Action::GainHealth {
            player: None,
            amount: 7,
        },
    );
    assert_eq!(st.health_of(&s, 0), 57);
    assert_eq!(en(&line), "Turn 1: Ana gains 7 health (50 → 57).");
    refused(
        &s,
        &mut st,
        Action::GainHealth {
            player: None,
            amount: common::MAX_VALUE,
        },
        "rule-number-too-large",
    );
}

#[test]
fn attacks_need_combat_and_another_living_player() {
    let s = ffa(3);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, combat(4));
    refused(&s, &mut st, hit(1, 5), "rule-hero_realms-not-enough-combat");
    refused(&s, &mut st, hit(0, 1), "rule-hero_realms-own-target");
    refused(&s, &mut st, hit(9, 1), "rule-unknown-player");
    refused(&s, &mut st, hit(1, 0), "rule-hero_realms-amount-positive");
    refused(
        &s,
        &mut st,
        hit_by(1, 2, 1),
        "rule-hero_realms-not-your-turn",
    );
    ok(&s, &mut st, hit(1, 1));
    ok(&s, &mut st, hit(2, 3));
    assert_eq!(st.health, vec![50, 49, 47]);
    assert_eq!(st.combat_of(0), 0);
}

#[test]
fn zero_health_is_out_and_the_last_player_standing_wins() {
    let s = ffa(3);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, combat(60));
    let line = ok(&s, &mut st, hit(1, 50));
    assert_eq!(
        en(&line),
        "Turn 1: Ana attacks Bo for 50 (health 50 → 0): Bo is out."
    );
    assert_eq!(st.eliminated[1], Some(1));
    assert_eq!(winners(&s, &st), None);
    ok(&s, &mut st, hit(2, 10));
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, lose(2, 45));
    assert_eq!(st.health_of(&s, 2), -5);
    let (w, reason) = winners(&s, &st).expect("decided");
    assert_eq!(w, vec!["Ana".to_owned()]);
    assert_eq!(en(&reason), "Ana is the last player standing.");
    refused(&s, &mut st, Action::EndTurn, "rule-hero_realms-game-over");
    refused(&s, &mut st, gold(1), "rule-hero_realms-game-over");
}

// ---- champions and guards ----

#[test]
fn champion_damage_stuns_at_defense_within_one_turn_only() {
    let s = ffa(2);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, Action::EndTurn);
    let line = ok(&s, &mut st, champion("Orc Grunt", 3, false));
    assert_eq!(
        en(&line),
        "Turn 2: Bo puts Orc Grunt into play (defense 3)."
    );
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, combat(5));
    let line = ok(&s, &mut st, hit_champion(1, 0, 2));
    assert_eq!(
        en(&line),
        "Turn 3: Ana attacks Bo's Orc Grunt for 2 (damage 0 → 2 of 3)."
    );
    assert_eq!(st.champions_of(1)[0].damage, 2);
    ok(&s, &mut st, Action::EndTurn);
    assert_eq!(
        st.champions_of(1)[0].damage,
        0,
        "damage does not carry over"
    );
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, combat(5));
    ok(&s, &mut st, hit_champion(1, 0, 2));
    let line = ok(&s, &mut st, hit_champion(1, 0, 1));
    assert_eq!(
        en(&line),
        "Turn 5: Ana attacks Bo's Orc Grunt for 1 (damage 2 → 3 of 3): Orc Grunt is stunned."
    );
    assert!(st.champions_of(1).is_empty());
    assert_eq!(st.combat_of(0), 2);
    refused(
        &s,
        &mut st,
        hit_champion(1, 0, 1),
        "rule-hero_realms-unknown-champion",
    );
}

#[test]
fn champions_are_checked_when_played_and_expended() {
    let s = ffa(2);
    let mut st = Rules::start(&s);
    refused(
        &s,
        &mut st,
        champion("Dire Wolf", 0, false),
        "rule-hero_realms-defense-positive",
    );
    refused(&s, &mut st, champion("  ", 5, false), "rule-name-empty");
    refused(
        &s,
        &mut st,
        Action::PlayChampion {
            player: Some(1),
            name: "X".into(),
            defense: 2,
            guard: false,
        },
        "rule-hero_realms-not-your-turn",
    );
    ok(&s, &mut st, champion(" Dire Wolf ", 5, true));
    assert_eq!(st.champions_of(0)[0].name, "Dire Wolf");
    let line = ok(
        &s,
        &mut st,
        Action::ExpendChampion {
            player: None,
            champion: 0,
        },
    );
    assert_eq!(en(&line), "Turn 1: Ana expends Dire Wolf.");
    refused(
        &s,
        &mut st,
        Action::ExpendChampion {
            player: None,
            champion: 0,
        },
        "rule-hero_realms-already-expended",
    );
    refused(
        &s,
        &mut st,
        Action::ExpendChampion {
            player: None,
            champion: 1,
        },
        "rule-hero_realms-unknown-champion",
    );
    ok(&s, &mut st, Action::EndTurn);
    assert!(
        !st.champions_of(0)[0].expended,
        "champions prepare at the end of their owner's turn"
    );
    for i in 0..MAX_CHAMPIONS {
        ok(&s, &mut st, champion(&format!("C{i}"), 1, false));
    }
    refused(
        &s,
        &mut st,
        champion("One more", 1, false),
        "rule-hero_realms-too-many-champions",
    );
}

#[test]
fn a_prepared_guard_protects_its_player_and_their_other_champions() {
    let s = ffa(2);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, champion("Rasmus", 5, false));
    ok(&s, &mut st, champion("Man-at-Arms", 4, true));
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, combat(10));
    refused(&s, &mut st, hit(1, 3), "rule-hero_realms-guarded");
    refused(
        &s,
        &mut st,
        hit_champion(1, 0, 3),
        "rule-hero_realms-champion-guarded",
    );
    refused(
        &s,
        &mut st,
        Action::StunChampion {
            player: None,
            target: 1,
            champion: 0,
        },
        "rule-hero_realms-champion-guarded",
    );
    assert_eq!(
        st.may_attack_player(&s, 0, 1).unwrap_err().rule(),
        "rule-hero_realms-guarded"
    );
    assert!(st.may_target_champion(&s, 0, 1, 1).is_ok());
    ok(&s, &mut st, hit_champion(1, 1, 4));
    assert!(!st.guarded(&s, 1));
    ok(&s, &mut st, hit(1, 3));
    let line = ok(
        &s,
        &mut st,
        Action::StunChampion {
            player: None,
            target: 1,
            champion: 0,
        },
    );
    assert_eq!(en(&line), "Turn 3: Ana stuns Bo's Rasmus.");
    assert_eq!(st.health_of(&s, 1), 47);
    assert!(st.champions_of(1).is_empty());
}

#[test]
fn an_expended_guard_does_not_protect() {
    let s = ffa(2);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, champion("Borg", 6, true));
    assert!(st.guarded(&s, 0));
    ok(
        &s,
        &mut st,
        Action::ExpendChampion {
            player: None,
            champion: 0,
        },
    );
    assert!(!st.guarded(&s, 0));
    ok(&s, &mut st, Action::EndTurn);
    assert!(st.guarded(&s, 0));
}

#[test]
fn a_champion_can_leave_play_any_time() {
    let s = ffa(2);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, champion("Tithe Priest", 3, false));
    refused(
        &s,
        &mut st,
        Action::RemoveChampion {
            player: 1,
            champion: 0,
        },
        "rule-hero_realms-unknown-champion",
    );
    refused(
        &s,
        &mut st,
        Action::RemoveChampion {
            player: 4,
            champion: 0,
        },
        "rule-unknown-player",
    );
    let line = ok(
        &s,
        &mut st,
        Action::RemoveChampion {
            player: 0,
            champion: 0,
        },
    );
    assert_eq!(en(&line), "Turn 1: Ana's Tithe Priest leaves play.");
    assert!(st.champions_of(0).is_empty());
}

#[test]
fn an_eliminated_players_champions_leave_play() {
    let s = ffa(3);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, champion("Cult Priest", 4, false));
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, lose(0, 50));
    assert!(st.champions_of(0).is_empty());
}

// ---- Hunter ----

fn hunter(format: Format) -> Setup {
    setup(format, &["Ana", "Bo", "Cy", "Di"])
}

#[test]
fn hunter_attacks_only_the_left_neighbour_and_neighbours_champions() {
    let s = hunter(Format::HunterFirstBlood);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, Action::EndTurn); // Bo
    ok(&s, &mut st, champion("Grak", 7, false));
    ok(&s, &mut st, Action::EndTurn); // Cy
    ok(&s, &mut st, champion("Lys", 5, false));
    ok(&s, &mut st, Action::EndTurn); // Di
    ok(&s, &mut st, champion("Krythos", 6, false));
    ok(&s, &mut st, Action::EndTurn); // Ana
    assert_eq!(st.left_of(0), Some(1));
    assert_eq!(st.right_of(0), Some(3));
    ok(&s, &mut st, combat(10));
    refused(&s, &mut st, hit(2, 1), "rule-hero_realms-hunter-left-only");
    refused(&s, &mut st, hit(3, 1), "rule-hero_realms-hunter-left-only");
    refused(
        &s,
        &mut st,
        hit_champion(2, 0, 1),
        "rule-hero_realms-hunter-neighbours-only",
    );
    refused(
        &s,
        &mut st,
        Action::StunChampion {
            player: None,
            target: 2,
            champion: 0,
        },
        "rule-hero_realms-hunter-neighbours-only",
    );
    ok(&s, &mut st, hit(1, 2));
    ok(&s, &mut st, hit_champion(1, 0, 1));
    ok(&s, &mut st, hit_champion(3, 0, 1));
    let err = Rules::apply(&s, &mut st, &hit(2, 1)).unwrap_err();
    assert_eq!(
        en(&err.0),
        "Hunter: Ana may attack or target only the player to their left, Bo."
    );
}

#[test]
fn first_blood_ends_at_the_first_elimination_and_the_right_neighbour_wins() {
    let s = hunter(Format::HunterFirstBlood);
    let mut st = Rules::start(&s);
    turn_attack(&s, &mut st, 1, 10); // Ana -> Bo
    turn_attack(&s, &mut st, 2, 10); // Bo -> Cy
    turn_attack(&s, &mut st, 3, 10); // Cy -> Di
    ok(&s, &mut st, combat(50));
    let line = ok(&s, &mut st, hit(0, 50)); // Di eliminates Ana
    assert_eq!(
        en(&line),
        "Turn 4: Di attacks Ana for 50 (health 50 → 0): Ana is out."
    );
    let (w, reason) = winners(&s, &st).expect("decided");
    assert_eq!(w, vec!["Di".to_owned()], "Di is to Ana's right");
    assert_eq!(
        en(&reason),
        "First Blood: Ana was eliminated first, so Di, on their right, wins."
    );
}

#[test]
fn first_blood_winner_is_the_right_neighbour_even_if_someone_else_eliminated() {
    let s = hunter(Format::HunterFirstBlood);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, Action::EndTurn); // Bo's turn
    ok(&s, &mut st, lose(3, 50)); // Di falls to a card effect on Bo's turn
    let (w, _) = winners(&s, &st).expect("decided");
    assert_eq!(w, vec!["Cy".to_owned()]);
    assert_eq!(st.health, vec![50, 50, 50, 0], "no bonus in First Blood");
}

#[test]
fn last_one_standing_gives_ten_health_to_the_right_neighbour_and_plays_on() {
    let s = hunter(Format::HunterLastOneStanding);
    let mut st = Rules::start(&s);
    ok(&s, &mut st, combat(50));
    let line = ok(&s, &mut st, hit(1, 50)); // Ana eliminates Bo; Ana is to Bo's right
    assert_eq!(
        en(&line),
        "Turn 1: Ana attacks Bo for 50 (health 50 → 0): Bo is out; Ana gains 10 health (50 → 60) and draws a card."
    );
    assert_eq!(st.health, vec![60, 0, 50, 50]);
    assert_eq!(winners(&s, &st), None);
    assert_eq!(st.left_of(0), Some(2), "with Bo out, Cy is Ana's left");
    ok(&s, &mut st, Action::EndTurn);
    assert_eq!(st.active, 2, "Bo is skipped");
    // Cy's left is Di; Di falls to a card effect: Cy (to Di's right) gains 10.
    let line = ok(&s, &mut st, lose(3, 50));
    assert_eq!(
        en(&line),
        "Turn 2: Di loses 50 health (50 → 0) and is out; Cy gains 10 health (50 → 60) and draws a card."
    );
    assert_eq!(st.left_of(2), Some(0));
    ok(&s, &mut st, combat(60));
    ok(&s, &mut st, hit(0, 60));
    assert_eq!(st.health, vec![0, 0, 70, 0], "Cy, to Ana's right, gains 10");
    let (w, reason) = winners(&s, &st).expect("decided");
    assert_eq!(w, vec!["Cy".to_owned()]);
    assert_eq!(reason.key(), Some("win-hero_realms-last-standing"));
}

// ---- Hydra ----

fn hydra() -> Setup {
    setup(Format::Hydra, &["Ana", "Bo", "Cy", "Di"])
}

#[test]
fn hydra_teams_share_health_and_a_turn() {
    let s = hydra();
    let mut st = Rules::start(&s);
    assert_eq!(st.active_players(&s), vec![0, 1]);
    refused(&s, &mut st, combat(3), "rule-hero_realms-say-who");
    refused(
        &s,
        &mut st,
        combat_by(2, 3),
        "rule-hero_realms-not-your-turn",
    );
    ok(&s, &mut st, combat_by(0, 3));
    ok(&s, &mut st, combat_by(1, 4));
    refused(&s, &mut st, hit_by(0, 1, 1), "rule-hero_realms-teammate");
    let line = ok(&s, &mut st, hit_by(0, 2, 3));
    assert_eq!(
        en(&line),
        "Turn 1: Ana attacks Cy & Di for 3 (health 75 → 72)."
    );
    ok(&s, &mut st, hit_by(1, 3, 4));
    assert_eq!(st.health, vec![75, 68]);
    assert_eq!(st.health_of(&s, 2), 68);
    assert_eq!(st.health_of(&s, 3), 68);
    let line = ok(&s, &mut st, Action::EndTurn);
    assert_eq!(
        en(&line),
        "Turn 1: Ana & Bo end the turn (0 gold and 0 combat unspent are lost). Turn 2: Cy & Di."
    );
    assert_eq!(st.active_players(&s), vec![2, 3]);
    let line = ok(
        &s,
        &mut st,
        Action::GainHealth {
            player: Some(3),
            amount: 2,
        },
    );
    assert_eq!(en(&line), "Turn 2: Cy & Di gain 2 health (68 → 70).");
}

#[test]
fn hydra_teammates_combine_combat_on_a_champion() {
    let s = hydra();
    let mut st = Rules::start(&s);
    ok(&s, &mut st, Action::EndTurn);
    ok(
        &s,
        &mut st,
        Action::PlayChampion {
            player: Some(2),
            name: "Cron".into(),
            defense: 6,
            guard: false,
        },
    );
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, combat_by(0, 3));
    ok(&s, &mut st, combat_by(1, 3));
    ok(
        &s,
        &mut st,
        Action::Attack {
            player: Some(0),
            target: 2,
            champion: Some(0),
            amount: 3,
        },
    );
    assert_eq!(st.champions_of(2).len(), 1);
    ok(
        &s,
        &mut st,
        Action::Attack {
            player: Some(1),
            target: 2,
            champion: Some(0),
            amount: 3,
        },
    );
    assert!(st.champions_of(2).is_empty());
}

#[test]
fn hydra_guard_protects_the_whole_team() {
    let s = hydra();
    let mut st = Rules::start(&s);
    ok(&s, &mut st, Action::EndTurn);
    ok(
        &s,
        &mut st,
        Action::PlayChampion {
            player: Some(2),
            name: "Parov".into(),
            defense: 5,
            guard: true,
        },
    );
    ok(
        &s,
        &mut st,
        Action::PlayChampion {
            player: Some(3),
            name: "Lys".into(),
            defense: 5,
            guard: false,
        },
    );
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, combat_by(0, 20));
    refused(&s, &mut st, hit_by(0, 3, 1), "rule-hero_realms-guarded");
    refused(
        &s,
        &mut st,
        Action::Attack {
            player: Some(0),
            target: 3,
            champion: Some(0),
            amount: 1,
        },
        "rule-hero_realms-champion-guarded",
    );
    ok(
        &s,
        &mut st,
        Action::Attack {
            player: Some(0),
            target: 2,
            champion: Some(0),
            amount: 5,
        },
    );
    ok(&s, &mut st, hit_by(0, 3, 1));
}

#[test]
fn hydra_team_at_zero_loses() {
    let s = hydra();
    let mut st = Rules::start(&s);
    ok(&s, &mut st, combat_by(0, 75));
    let line = ok(&s, &mut st, hit_by(0, 3, 75));
    assert_eq!(
        en(&line),
        "Turn 1: Ana attacks Cy & Di for 75 (health 75 → 0): Cy & Di is out."
    );
    assert!(st.is_out(2) && st.is_out(3));
    let (w, reason) = winners(&s, &st).expect("decided");
    assert_eq!(w, vec!["Ana".to_owned(), "Bo".to_owned()]);
    assert_eq!(
        en(&reason),
        "Hydra: the shared health of Cy & Di fell to 0, so Ana & Bo win."
    );
}

#[test]
fn hydra_standings_are_per_team() {
    let s = hydra();
    let mut st = Rules::start(&s);
    ok(
        &s,
        &mut st,
        Action::GainGold {
            player: Some(0),
            amount: 2,
        },
    );
    ok(
        &s,
        &mut st,
        Action::GainGold {
            player: Some(1),
            amount: 3,
        },
    );
    let rows = Rules::standings(&s, &st);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].name, "Ana & Bo");
    assert_eq!(
        rows[0].values[0],
        (Text::msg("label-hero_realms-health"), 75)
    );
    assert_eq!(rows[0].values[1], (Text::msg("label-hero_realms-gold"), 5));
    assert_eq!(
        rows[0].remark,
        Some(Text::msg("remark-hero_realms-active").arg("turn", 1u32))
    );
    assert_eq!(rows[1].remark, None);
}

// ---- Emperor ----

fn emperor() -> Setup {
    // Team A: Ana (Commander), Bo (Emperor), Cy (Commander);
    // team B: Di (Commander), Ed (Emperor), Fay (Commander).
    setup(Format::Emperor, &["Ana", "Bo", "Cy", "Di", "Ed", "Fay"])
}

#[test]
fn commanders_target_only_the_commander_opposite_until_defeated_then_the_emperor() {
    let s = emperor();
    let mut st = Rules::start(&s);
    ok(&s, &mut st, combat(100));
    refused(&s, &mut st, hit(4, 1), "rule-hero_realms-commander-target");
    refused(&s, &mut st, hit(3, 1), "rule-hero_realms-commander-target");
    refused(&s, &mut st, hit(1, 1), "rule-hero_realms-teammate");
    let err = Rules::apply(&s, &mut st, &hit(4, 1)).unwrap_err();
    assert_eq!(
        en(&err.0),
        "Emperor: Ana is a Commander and may attack or target only Fay and their champions."
    );
    let line = ok(&s, &mut st, hit(5, 50));
    assert_eq!(
        en(&line),
        "Turn 1: Ana attacks Fay for 50 (health 50 → 0): Commander Fay is defeated and may put one card into Ed's discard pile."
    );
    refused(&s, &mut st, hit(3, 1), "rule-hero_realms-commander-target");
    ok(&s, &mut st, hit(4, 10));
    assert_eq!(st.health_of(&s, 4), 50);
}

#[test]
fn commanders_target_only_the_opposite_commanders_champions() {
    let s = emperor();
    let mut st = Rules::start(&s);
    for _ in 0..3 {
        ok(&s, &mut st, Action::EndTurn);
    }
    ok(&s, &mut st, champion("Torgen", 7, false)); // Di's
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, champion("Varrick", 3, false)); // Ed's
    for _ in 0..2 {
        ok(&s, &mut st, Action::EndTurn);
    }
    ok(&s, &mut st, combat(10)); // Ana
    refused(
        &s,
        &mut st,
        hit_champion(3, 0, 1),
        "rule-hero_realms-commander-target",
    );
    refused(
        &s,
        &mut st,
        hit_champion(4, 0, 1),
        "rule-hero_realms-commander-target",
    );
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, combat(10)); // Bo, the Emperor, targets anyone
    ok(&s, &mut st, hit_champion(4, 0, 3));
    ok(&s, &mut st, hit_champion(3, 0, 1));
    ok(&s, &mut st, hit(5, 1));
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, combat(10)); // Cy faces Di
    ok(&s, &mut st, hit_champion(3, 0, 1));
    refused(&s, &mut st, hit(5, 1), "rule-hero_realms-commander-target");
}

#[test]
fn the_team_whose_emperor_falls_loses() {
    let s = emperor();
    let mut st = Rules::start(&s);
    ok(&s, &mut st, Action::EndTurn);
    ok(&s, &mut st, combat(60)); // Bo, Emperor of team A
    let line = ok(&s, &mut st, hit(4, 60));
    assert_eq!(
        en(&line),
        "Turn 2: Bo attacks Ed for 60 (health 60 → 0): Ed is out."
    );
    let (w, reason) = winners(&s, &st).expect("decided");
    assert_eq!(w, vec!["Ana".to_owned(), "Bo".to_owned(), "Cy".to_owned()]);
    assert_eq!(
        en(&reason),
        "Emperor: Ed was defeated, so the team of Emperor Bo wins."
    );
}

#[test]
fn emperor_standings_show_roles_and_eliminations() {
    let s = emperor();
    let mut st = Rules::start(&s);
    ok(&s, &mut st, lose(3, 50));
    let rows = Rules::standings(&s, &st);
    assert_eq!(rows.len(), 6);
    assert_eq!(
        rows[1].remark,
        Some(Text::msg("remark-hero_realms-emperor"))
    );
    assert_eq!(
        rows[2].remark,
        Some(Text::msg("remark-hero_realms-commander"))
    );
    assert_eq!(
        rows[3].remark,
        Some(Text::msg("remark-hero_realms-out").arg("turn", 1u32))
    );
    assert_eq!(rows[4].values[0].1, 60);
    assert_eq!(
        en(&Text::msg("remark-hero_realms-out").arg("turn", 1u32)),
        "out on turn 1"
    );
}

// ---- files ----

#[test]
fn actions_read_as_people_write_them() {
    let a: Action = serde_json::from_str(r#"{"type":"attack","target":2,"amount":4}"#).unwrap();
    assert_eq!(a, hit(2, 4));
    let a: Action =
        serde_json::from_str(r#"{"type":"play_champion","name":"Borg","defence":6,"guard":true}"#)
            .unwrap();
    assert_eq!(a, champion("Borg", 6, true));
    let a: Action = serde_json::from_str(r#"{"type":"end_turn"}"#).unwrap();
    assert_eq!(a, Action::EndTurn);
    assert_eq!(
        serde_json::to_value(Action::GainGold {
            player: Some(1),
            amount: 2
        })
        .unwrap(),
        serde_json::json!({"type": "gain_gold", "player": 1, "amount": 2})
    );
    let s: Setup = serde_json::from_str(
        r##"{"players":[{"name":"Ana","color":"#d62728"},{"name":"Bo","color":"#1f77b4"}]}"##,
    )
    .unwrap();
    assert_eq!(s.format, Format::FreeForAll);
    assert!(s.health.is_empty() && s.team_health.is_none());
    let any: AnySetup = serde_json::from_value(serde_json::json!({
        "game": "hero_realms", "format": "hunter_last_one_standing",
        "players": [{"name":"A","color":"#000000"},{"name":"B","color":"#000000"},{"name":"C","color":"#000000"}]
    }))
    .unwrap();
    assert_eq!(any.kind(), GameKind::HeroRealms);
    assert!(any.validate().is_ok());
}

#[test]
fn a_hand_written_setup_that_was_never_validated_does_not_panic() {
    let s = Setup::new(Format::Emperor, &["A"]);
    let mut st = Rules::start(&s);
    for a in [
        hit(3, 1),
        Action::EndTurn,
        lose(0, 60),
        combat(1),
        Action::StunChampion {
            player: None,
            target: 5,
            champion: 0,
        },
    ] {
        let _ = Rules::apply(&s, &mut st, &a);
    }
    let _ = Rules::outcome(&s, &st);
    let _ = Rules::standings(&s, &st);
    let empty = Setup::new(Format::Hydra, &[]);
    let mut st = Rules::start(&empty);
    let _ = Rules::apply(&empty, &mut st, &Action::EndTurn);
    let _ = Rules::outcome(&empty, &st);
    let _ = Rules::standings(&empty, &st);
}

#[test]
fn every_key_the_rules_use_is_translated() {
    let keys = crate::i18n::keys_of(include_str!("../../../i18n/en/hero-realms.ftl")).unwrap();
    let source = [
        include_str!("mod.rs"),
        include_str!("apply.rs"),
        include_str!("outcome.rs"),
    ]
    .concat();
    for (i, _) in source.match_indices("\"rule-hero_realms-") {
        let rest = &source[i + 1..];
        let key = &rest[..rest.find('"').unwrap()];
        assert!(
            keys.iter().any(|k| k == key),
            "{key} is not in hero-realms.ftl"
        );
    }
    for base in ["log-hero_realms-attack", "log-hero_realms-lose-health"] {
        for suffix in ["", "-out", "-out-bonus", "-out-commander"] {
            let key = format!("{base}{suffix}");
            assert!(keys.contains(&key), "{key} is missing");
        }
    }
}

/// Replays every ```json session block of the docs and checks its winners.
#[test]
fn the_docs_examples_replay_to_their_stated_outcome() {
    let doc = include_str!("../../../docs/games/hero_realms.md");
    let mut blocks = 0;
    let mut rest = doc;
    while let Some(start) = rest.find("```json session") {
        let after = &rest[start + 3..];
        let info_end = after.find('\n').unwrap();
        let info = &after[..info_end];
        let body_end = after.find("\n```").unwrap();
        let body = &after[info_end + 1..body_end];
        rest = &after[body_end + 4..];
        blocks += 1;
        let v: serde_json::Value =
            serde_json::from_str(body).unwrap_or_else(|e| panic!("{info}: {e}"));
        let setup: AnySetup = serde_json::from_value(v["setup"].clone()).unwrap();
        setup.validate().unwrap();
        let entries: Vec<crate::session::Entry> = v["log"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| crate::session::Entry {
                at: chrono::DateTime::UNIX_EPOCH,
                action: AnyAction::from_json(GameKind::HeroRealms, e["action"].clone()).unwrap(),
                note: String::new(),
                from: None,
            })
            .collect();
        let (state, lines) =
            crate::session::replay(&setup, &entries).unwrap_or_else(|e| panic!("{info}: {e}"));
        assert_eq!(lines.len(), entries.len());
        let outcome = setup.outcome(&state);
        let info = info.trim_start_matches("json session").trim();
        if info == "in-progress" {
            assert_eq!(outcome, Outcome::InProgress, "{body}");
        } else {
            let want = info.strip_prefix("winners=").unwrap();
            let want: Vec<String> = want
                .split(',')
                .filter(|w| !w.is_empty())
                .map(str::to_owned)
                .collect();
            match outcome {
                Outcome::Finished { winners, .. } => assert_eq!(winners, want),
                Outcome::InProgress => panic!("{info}: not decided"),
            }
        }
    }
    assert_eq!(blocks, 5, "one example per format");
}

#[test]
fn a_hydra_team_s_gold_and_combat_stay_within_the_bound() {
    let s = setup(Format::Hydra, &["A", "B", "C", "D"]);
    let max = common::MAX_VALUE;
    let gain = |player: usize, gold: bool| {
        let (player, amount) = (Some(player), max / 2 + 1);
        if gold {
            Action::GainGold { player, amount }
        } else {
            Action::GainCombat { player, amount }
        }
    };
    let mut st = Rules::start(&s);
    let team = s.members(st.active);
    assert_eq!(team.len(), 2);
    for pool in [true, false] {
        ok(&s, &mut st, gain(team[0], pool));
        refused(&s, &mut st, gain(team[1], pool), "rule-number-too-large");
    }
    for row in Rules::standings(&s, &st) {
        for (_, value) in row.values {
            assert!(value.abs() <= max, "{value}");
        }
    }
    // Rules 1 replay as they were played.
    let mut old = Rules::start_under(&s, 1);
    for pool in [true, false] {
        ok(&s, &mut old, gain(team[0], pool));
        ok(&s, &mut old, gain(team[1], pool));
    }
}
