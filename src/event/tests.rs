//! Tests of events: names, pairing rounds, results, drops and late
//! entries, the file's round trip, and game nights.

use super::*;

fn koth(names: &[&str]) -> Result<Event, RuleError> {
    Event::new("Friday", vec![GameKind::Koth], Kind::TwoPlayer, names, 42)
}

pub(super) fn refused<T: std::fmt::Debug>(r: Result<T, RuleError>) -> String {
    match r {
        Ok(x) => panic!("not refused: {x:?}"),
        Err(e) => e.rule().to_owned(),
    }
}

#[test]
fn names_are_tidied_and_checked() {
    let e = koth(&["  Ana  Lee ", "Ben"]).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(e.players, ["Ana Lee", "Ben"]);
    assert_eq!(e.player("ana   LEE"), Some("Ana Lee"));
    assert_eq!(
        refused(koth(&["Ana", " ana "])),
        "rule-event-player-repeated"
    );
    assert_eq!(refused(koth(&["Ana", "  "])), "rule-event-player-empty");
    assert_eq!(refused(koth(&["Ana"])), "rule-event-too-few");
    let long = "x".repeat(41);
    assert_eq!(refused(koth(&["Ana", &long])), "rule-event-player-too-long");
    let none = Event::new("Friday", vec![], Kind::TwoPlayer, ["A", "B"], 1);
    assert_eq!(refused(none), "rule-event-no-game");
    let unnamed = Event::new(" ", vec![GameKind::Koth], Kind::TwoPlayer, ["A", "B"], 1);
    assert_eq!(refused(unnamed), "rule-event-name-empty");
}

#[test]
fn a_round_is_paired_once_its_results_are_in() {
    let mut e = koth(&["A", "B", "C", "D", "E"]).unwrap_or_else(|e| panic!("{e:?}"));
    let r = e.pair_next().unwrap_or_else(|e| panic!("{e:?}")).clone();
    assert_eq!(r.tables.len(), 2);
    assert!(r.bye.is_some());
    assert_eq!(refused(e.pair_next()), "rule-event-round-open");
    let [a, b] = [&r.tables[0].players[0], &r.tables[0].players[1]];
    e.record(1, 1, TableResult::Winner(a.to_lowercase()))
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(
        e.rounds[0].tables[0].result,
        Some(TableResult::Winner(a.clone()))
    );
    // A result may be corrected; places at a table of two are a winner.
    e.record(1, 1, TableResult::Places(vec![b.clone(), a.clone()]))
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(
        e.rounds[0].tables[0].result,
        Some(TableResult::Winner(b.clone()))
    );
    assert_eq!(refused(e.pair_next()), "rule-event-round-open");
    e.record(1, 2, TableResult::Draw)
        .unwrap_or_else(|e| panic!("{e:?}"));
    e.set_session(1, 2, "s-1")
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(e.rounds[0].tables[1].session.as_deref(), Some("s-1"));
    let second = e.pair_next().unwrap_or_else(|e| panic!("{e:?}")).clone();
    assert_ne!(second.bye, r.bye, "no second bye while others have none");
    e.unpair().unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(e.rounds.len(), 1);
    e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(e.rounds[1], second, "the same event pairs the same way");
    e.record(2, 1, TableResult::Draw)
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(refused(e.unpair()), "rule-event-round-played");
}

#[test]
fn results_name_the_tables_players() {
    let mut e = koth(&["A", "B", "C", "D"]).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(
        refused(e.record(1, 1, TableResult::Draw)),
        "rule-event-no-round"
    );
    e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(
        refused(e.record(1, 3, TableResult::Draw)),
        "rule-event-no-table"
    );
    assert_eq!(
        refused(e.record(0, 1, TableResult::Draw)),
        "rule-event-no-round"
    );
    let other = e.rounds[0].tables[1].players[0].clone();
    let win = TableResult::Winner(other.clone());
    assert_eq!(refused(e.record(1, 1, win)), "rule-event-not-at-table");
    let seated = e.rounds[0].tables[0].players.clone();
    let twice = TableResult::Places(vec![seated[0].clone(), seated[0].clone()]);
    assert_eq!(refused(e.record(1, 1, twice)), "rule-event-places");
    let short = TableResult::Places(vec![seated[0].clone()]);
    assert_eq!(refused(e.record(1, 1, short)), "rule-event-places");
    assert!(
        e.rounds[0].tables[0].result.is_none(),
        "refusals change nothing"
    );
}

#[test]
fn dropped_players_sit_out_and_too_few_cannot_pair() {
    let mut e = koth(&["A", "B", "C"]).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(refused(e.drop_player("Zed")), "rule-event-unknown-player");
    e.drop_player(" c ").unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(e.dropped, ["C"]);
    assert_eq!(refused(e.drop_player("C")), "rule-event-already-dropped");
    let r = e.pair_next().unwrap_or_else(|e| panic!("{e:?}")).clone();
    assert_eq!(r.bye, None);
    assert!(r.tables[0].players.iter().all(|p| p != "C"));
    e.record(1, 1, TableResult::Draw)
        .unwrap_or_else(|e| panic!("{e:?}"));
    e.drop_player("A").unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(refused(e.pair_next()), "rule-event-too-few");
    assert_eq!(e.standings().len(), 3, "dropped players keep their line");
}

/// The hand-worked example of the standings: after round 3 (Finn had
/// the bye, Dan dropped), round 4's bye goes to the lowest-ranked
/// active player without one (Ben), and nobody meets anyone again.
#[test]
fn the_example_pairs_round_four_fairly() {
    let mut e = standings::tests::example();
    let r = e.pair_next().unwrap_or_else(|e| panic!("{e:?}")).clone();
    assert_eq!(r.bye.as_deref(), Some("Ben"));
    let seated: Vec<&String> = r.tables.iter().flat_map(|t| &t.players).collect();
    assert_eq!(seated.len(), 6);
    assert!(!seated.iter().any(|p| *p == "Dan" || *p == "Ben"));
    let before = Event {
        rounds: e.rounds[..3].to_vec(),
        ..e.clone()
    };
    for t in &r.tables {
        let names: Vec<&str> = t.players.iter().map(String::as_str).collect();
        assert_eq!(
            before.meetings(&names).count(0, 1),
            0,
            "a rematch: {names:?}"
        );
    }
}

#[test]
fn the_file_round_trips_and_is_checked() {
    let mut e = koth(&["A", "B", "C"]).unwrap_or_else(|e| panic!("{e:?}"));
    let json = serde_json::to_string(&e).unwrap_or_default();
    assert_eq!(
        json,
        r#"{"format":1,"name":"Friday","games":["koth"],"kind":"two_player","seed":42,"players":["A","B","C"]}"#
    );
    e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
    e.record(1, 1, TableResult::Draw)
        .unwrap_or_else(|e| panic!("{e:?}"));
    e.drop_player("B").unwrap_or_else(|e| panic!("{e:?}"));
    let json = serde_json::to_string(&e).unwrap_or_default();
    let back: Event = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back, e);
    assert_eq!(back.check(), Ok(()));
    let mut bad = e.clone();
    bad.rounds[0].tables[0].players[1] = bad.rounds[0].tables[0].players[0].clone();
    assert_eq!(refused(bad.check()), "rule-event-seated-twice");
    let mut bad = e.clone();
    bad.format = 2;
    assert_eq!(refused(bad.check()), "rule-event-format");
    let mut bad = e;
    bad.dropped.push("Zed".into());
    assert_eq!(refused(bad.check()), "rule-event-unknown-player");
}

fn ok<T>(r: Result<T, RuleError>) -> T {
    r.unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn a_game_nights_games_go_round_the_tables() {
    let games = vec![GameKind::Koth, GameKind::Karth];
    let names = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let mut e = ok(Event::new("Night", games, Kind::TwoPlayer, names, 7));
    let one: Vec<_> = ok(e.pair_next()).tables.iter().map(|t| t.game).collect();
    let k = Some(GameKind::Koth);
    let h = Some(GameKind::Karth);
    assert_eq!(one, [k, h, k, h]);
    for t in 1..=4 {
        let first = e.rounds[0].tables[t - 1].players[0].clone();
        ok(e.record(1, t, TableResult::Winner(first)));
    }
    let two: Vec<_> = ok(e.pair_next()).tables.iter().map(|t| t.game).collect();
    assert_eq!(two, [h, k, h, k], "each table moves on a game");
    assert_eq!(e.game_at(2, 1), Some(GameKind::Karth));
    // A table written before game nights plays the first game.
    e.rounds[1].tables[0].game = None;
    assert_eq!(e.game_at(2, 1), Some(GameKind::Koth));
    assert_eq!(e.game_at(9, 1), None, "no such table");
}

#[test]
fn a_draw_only_where_the_game_has_one() {
    let names = ["A", "B", "C", "D"];
    let mut pods = ok(Event::new(
        "Skulls",
        vec![GameKind::Kharnage],
        Kind::Pods,
        names,
        1,
    ));
    ok(pods.pair_next());
    let refusal = pods.record(1, 1, TableResult::Draw);
    assert_eq!(refused(refusal), "rule-event-no-draw");
    assert_eq!(pods.rounds[0].tables[0].result, None, "nothing changed");
    let order: Vec<String> = pods.rounds[0].tables[0]
        .players
        .iter()
        .rev()
        .cloned()
        .collect();
    ok(pods.record(1, 1, TableResult::Places(order.clone())));
    assert_eq!(
        pods.rounds[0].tables[0].result,
        Some(TableResult::Places(order))
    );
    let mut koth = ok(Event::new(
        "Koth",
        vec![GameKind::Koth],
        Kind::TwoPlayer,
        names,
        1,
    ));
    ok(koth.pair_next());
    ok(koth.record(1, 1, TableResult::Draw));
}

#[test]
fn games_an_event_cannot_pair_are_refused() {
    let names = ["A", "B", "C"];
    let coop = Event::new(
        "Siege",
        vec![GameKind::KingsArmory],
        Kind::TwoPlayer,
        names,
        1,
    );
    assert_eq!(refused(coop), "rule-event-coop");
    let pods = Event::new(
        "Mix",
        vec![GameKind::Kharnage, GameKind::Koth],
        Kind::Pods,
        names,
        1,
    );
    assert_eq!(refused(pods), "rule-event-no-pods");
    for game in [GameKind::Karth, GameKind::HeroRealms, GameKind::Kharnage] {
        ok(Event::new("Pods", vec![game], Kind::Pods, names, 1));
    }
}

#[test]
fn a_late_entry_and_a_return_are_paired_next_round() {
    let mut e = ok(Event::new(
        "Late",
        vec![GameKind::Koth],
        Kind::TwoPlayer,
        ["A", "B", "C", "D"],
        5,
    ));
    ok(e.pair_next());
    assert_eq!(refused(e.enter(" a ")), "rule-event-player-repeated");
    assert_eq!(refused(e.enter("  ")), "rule-event-player-empty");
    ok(e.enter("  Dee "));
    assert_eq!(e.players.len(), 5);
    assert_eq!(e.player("dee"), Some("Dee"));
    ok(e.drop_player("B"));
    assert_eq!(refused(e.undrop("C")), "rule-event-not-dropped");
    for t in 1..=2 {
        let first = e.rounds[0].tables[t - 1].players[0].clone();
        ok(e.record(1, t, TableResult::Winner(first)));
    }
    let seated: Vec<String> = ok(e.pair_next())
        .tables
        .iter()
        .flat_map(|t| t.players.clone())
        .collect();
    assert!(seated.contains(&"Dee".to_owned()), "{seated:?}");
    assert!(!seated.contains(&"B".to_owned()), "{seated:?}");
    let standing = e.standings().into_iter().find(|s| s.name == "Dee");
    assert_eq!(
        standing.map(|s| s.points),
        Some(0),
        "no points for the missed round"
    );
    ok(e.unpair());
    ok(e.undrop(" b"));
    assert!(!e.is_dropped("B"));
    let round = ok(e.pair_next()).clone();
    let seated: Vec<String> = round
        .tables
        .iter()
        .flat_map(|t| t.players.clone())
        .chain(round.bye)
        .collect();
    assert_eq!(seated.len(), 5, "all five paired again: {seated:?}");
}

#[test]
fn the_quick_key_is_the_rosters() {
    let names = [
        "Ana",
        "ANA lee",
        " Ana",
        "Ana ",
        "Ana  Lee",
        "",
        " ",
        "a\tb",
        "a\nb",
        "a\u{b}b",
        "a\u{c}b",
        "a\rb",
        "a\u{1c}b",
        "a\u{85}b",
        "a\u{a0}b",
        "Çağrı",
        "İZMİR",
        "ΟΔΟΣ",
        "x\u{3000}y",
        "Player 12",
        "Z",
    ];
    for name in names {
        assert_eq!(key(name), crate::roster::key(name), "{name:?}");
    }
}
