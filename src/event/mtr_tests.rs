//! The tie-breakers against the Magic Tournament Rules, Appendix C: its
//! own worked examples (match points, game points, match-win %), the
//! three defects issue #38 found (a draw as half a game, a bye as one
//! game, a player with no game below the floor), and a bye counted once
//! its round is complete (issues #34 and #38).

use super::standings::{BYE_GAME_POINTS, BYE_GAMES, FLOOR, game_win, match_win};
use super::*;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

/// An event where "P" plays a new opponent each round, `results` saying
/// how P's table ended ('W', 'D', 'L'), or 'B' for P's bye; the
/// opponents play nobody else.
fn record_of(results: &str) -> Event {
    let n = results.len();
    let mut names = vec!["P".to_owned()];
    names.extend((1..=n).map(|i| format!("O{i}")));
    let mut e = Event::new("MTR", vec![GameKind::Karth], Kind::TwoPlayer, &names, 1)
        .unwrap_or_else(|e| panic!("{e:?}"));
    for (r, c) in results.chars().enumerate() {
        let opponent = format!("O{}", r + 1);
        let result = match c {
            'W' => Some(TableResult::Winner("P".into())),
            'D' => Some(TableResult::Draw),
            'L' => Some(TableResult::Winner(opponent.clone())),
            _ => None,
        };
        let round = match result {
            Some(result) => Round {
                tables: vec![Table {
                    number: 1,
                    players: vec!["P".into(), opponent],
                    result: Some(result),
                    session: None,
                    game: None,
                }],
                bye: None,
            },
            None => Round {
                tables: Vec::new(),
                bye: Some("P".into()),
            },
        };
        e.rounds.push(round);
    }
    e
}

fn of<'a>(standings: &'a [Standing], name: &str) -> &'a Standing {
    standings
        .iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("{name} not in {standings:?}"))
}

#[test]
fn match_points_as_the_mtr_counts_them() {
    // "A player's record is 6–2–0 … 18 match points"; "4–2–2 … 14".
    let s = record_of("WWWWWWLL").standings();
    assert_eq!(of(&s, "P").points, 18);
    let s = record_of("WWWWLLDD").standings();
    assert_eq!(of(&s, "P").points, 14);
    assert_eq!(
        [of(&s, "P").wins, of(&s, "P").draws, of(&s, "P").losses],
        [4, 2, 2]
    );
}

#[test]
fn game_points_as_the_mtr_counts_them() {
    // A match won 2–0–0: 6 game points of 6, the opponent 0; 2–1–0: 6
    // of 9 and 3 of 9; 2–0–1: 7 of 9 and 1 of 9 (below the floor).
    assert!(close(game_win(6.0, 2), 1.0));
    assert!(close(game_win(0.0, 2), FLOOR));
    assert!(close(game_win(6.0, 3), 6.0 / 9.0));
    assert!(close(game_win(3.0, 3), FLOOR));
    assert!(close(game_win(7.0, 3), 7.0 / 9.0));
    assert!(close(game_win(1.0, 3), FLOOR));
    // A bye is a 2–0 win.
    assert!(close(BYE_GAME_POINTS, 6.0) && BYE_GAMES == 2);
}

#[test]
fn match_win_percentages_of_the_mtr_examples() {
    // "5–2–1: 16 match points, 8 rounds, 16/(8*3) = 0.667".
    let s = record_of("WWWWWLLD").standings();
    let omw_of_o1 = of(&s, "O1").omw;
    assert!(close(omw_of_o1, 16.0 / 24.0), "{omw_of_o1}");
    assert!(close(match_win(16, 8), 16.0 / 24.0));
    // "1–3–0, then withdraws: 3/(4*3) = 0.25, so 0.33 is used".
    let s = record_of("WLLL").standings();
    assert!(close(of(&s, "O2").omw, FLOOR));
    assert!(close(match_win(3, 4), FLOOR));
    // "3–2–0, including a first-round bye, then withdraws: 9/(5*3) = 0.60".
    let s = record_of("BWWLL").standings();
    let p = of(&s, "P");
    assert_eq!(p.points, 9);
    assert_eq!([p.wins, p.draws, p.losses, p.byes], [3, 0, 2, 1]);
    assert!(close(of(&s, "O2").omw, 0.6), "{}", of(&s, "O2").omw);
}

#[test]
fn a_drawn_game_is_one_game_point_of_three() {
    // Issue #38, 1: a 1–2–0 player (a win, two draws) has GW 5/9
    // (55.56 %), not 2/3 (a draw as half a game).
    let s = record_of("WDD").standings();
    assert!(close(of(&s, "P").gw, 5.0 / 9.0), "{}", of(&s, "P").gw);
}

#[test]
fn a_bye_is_six_game_points_of_six() {
    // Issue #38, 2: a bye and a loss: GW (6 + 0) / (6 + 3) = 2/3, not 1/2.
    let s = record_of("BL").standings();
    assert!(close(of(&s, "P").gw, 2.0 / 3.0), "{}", of(&s, "P").gw);
    // The bye is no opponent: P's OMW is O2's MW alone (a win of one).
    assert!(close(of(&s, "P").omw, 1.0));
}

#[test]
fn no_game_played_is_the_floor_never_zero() {
    // Issue #38, 3: a player with a bye only has no opponent: OMW and
    // OGW are the floor, not 0; one who has not played at all is at the
    // floor everywhere.
    let s = record_of("B").standings();
    let p = of(&s, "P");
    assert!(close(p.omw, FLOOR) && close(p.ogw, FLOOR), "{p:?}");
    assert!(close(p.gw, 1.0));
    let o = of(&s, "O1");
    assert!(close(o.omw, FLOOR) && close(o.gw, FLOOR) && close(o.ogw, FLOOR));
    assert!(close(FLOOR, 1.0 / 3.0), "a third exactly");
}

#[test]
fn a_bye_counts_once_its_round_is_complete() {
    // Issues #34 and #38: round 2 paired with Cy's bye; before any of its
    // results Cy, who lost round 1, stays below the round-1 winners with
    // no points, and the standings say they are after round 1.
    let mut e = Event::new(
        "Bye",
        vec![GameKind::Koth],
        Kind::TwoPlayer,
        ["Ana", "Ben", "Cy", "Dee", "Eve"],
        3,
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    let round = |tables: &[(&str, &str)], bye: &str| Round {
        tables: tables
            .iter()
            .enumerate()
            .map(|(i, &(a, b))| Table {
                number: i + 1,
                players: vec![a.into(), b.into()],
                result: None,
                session: None,
                game: None,
            })
            .collect(),
        bye: Some(bye.into()),
    };
    e.rounds
        .push(round(&[("Ana", "Cy"), ("Ben", "Dee")], "Eve"));
    for t in 1..=2 {
        let winner = e.rounds[0].tables[t - 1].players[0].clone();
        e.record(1, t, TableResult::Winner(winner))
            .unwrap_or_else(|e| panic!("{e:?}"));
    }
    e.rounds
        .push(round(&[("Ana", "Ben"), ("Eve", "Dee")], "Cy"));
    let s = e.standings();
    let cy = of(&s, "Cy");
    assert_eq!((cy.points, cy.wins, cy.losses, cy.byes), (0, 0, 1, 0));
    assert!(of(&s, "Ana").rank < cy.rank && of(&s, "Ben").rank < cy.rank);
    assert_eq!(
        standings::after(&e),
        standings::After {
            rounds: 1,
            under_way: Some(2)
        }
    );
    e.record(2, 1, TableResult::Winner("Ana".into()))
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(of(&e.standings(), "Cy").points, 0, "one table still open");
    e.record(2, 2, TableResult::Winner("Eve".into()))
        .unwrap_or_else(|e| panic!("{e:?}"));
    let s = e.standings();
    let cy = of(&s, "Cy");
    assert_eq!((cy.points, cy.wins, cy.losses, cy.byes), (3, 1, 1, 1));
    assert_eq!(standings::after(&e).rounds, 2);
    assert_eq!(standings::after(&e).under_way, None);
}

#[test]
fn a_result_is_corrected_or_cleared_and_says_what_it_replaced() {
    let mut e = Event::new(
        "Fix",
        vec![GameKind::Koth],
        Kind::TwoPlayer,
        ["Ana", "Ben", "Cy", "Dee"],
        5,
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
    let [a, b] = [0, 1].map(|i| e.rounds[0].tables[0].players[i].clone());
    let was = e.record(1, 1, TableResult::Winner(a.clone()));
    assert_eq!(was, Ok(None));
    let was = e.record(1, 1, TableResult::Winner(b.to_lowercase()));
    assert_eq!(was, Ok(Some(TableResult::Winner(a.clone()))));
    assert_eq!(of(&e.standings(), &b).points, 3);
    assert_eq!(e.clear(1, 1), Ok(TableResult::Winner(b.clone())));
    assert_eq!(of(&e.standings(), &b).points, 0);
    assert_eq!(
        tests::refused(e.clear(1, 1)),
        "rule-event-no-result",
        "nothing to clear"
    );
    // Once round 2 is paired on them, round 1's results stand.
    e.record(1, 1, TableResult::Winner(a.clone()))
        .unwrap_or_else(|e| panic!("{e:?}"));
    let other = e.rounds[0].tables[1].players[0].clone();
    e.record(1, 2, TableResult::Winner(other))
        .unwrap_or_else(|e| panic!("{e:?}"));
    e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
    let before = e.clone();
    assert_eq!(
        tests::refused(e.record(1, 1, TableResult::Winner(b.clone()))),
        "rule-event-results-stand"
    );
    assert_eq!(tests::refused(e.clear(1, 1)), "rule-event-results-stand");
    assert_eq!(e, before, "a refusal changes nothing");
    assert_eq!(
        e.record(1, 1, TableResult::Winner(a.clone())),
        Ok(Some(TableResult::Winner(a))),
        "the same result again is no change"
    );
}
