//! Properties of an event's pairings over random events (2 to 64 players,
//! random drops and results, up to 6 rounds): everyone active seated once,
//! no avoidable rematch, fair byes, dropped players never seated, the same
//! event paired the same way, pods of 3–4, and every event the program
//! writes accepted by its file's rules. And events of 16,000 players.

use std::collections::HashMap;

use proptest::prelude::*;
use tablekeeper::event::{Event, Kind, Met, Round, TableResult};
use tablekeeper::random::Rng;
use tablekeeper::roster::key;
use tablekeeper::rules::GameKind;
use tablekeeper::store::parse;

/// Whether `players` can all sit at tables of two with nobody they have
/// met (`met` indexed by position in `players`' source list).
fn perfect(players: &[usize], met: &Met) -> bool {
    let Some((&a, rest)) = players.split_first() else {
        return true;
    };
    rest.iter().any(|&b| {
        met.fresh(a, b) && {
            let others: Vec<usize> = rest.iter().copied().filter(|&x| x != b).collect();
            perfect(&others, met)
        }
    })
}

/// Byes each of `names` has had in `event`.
fn byes(event: &Event, names: &[&str]) -> Vec<u32> {
    names
        .iter()
        .map(|n| {
            let k = key(n);
            let had = event.rounds.iter().filter_map(|r| r.bye.as_deref());
            had.filter(|b| key(b) == k).count() as u32
        })
        .collect()
}

/// A random result for every table of the last round.
fn play(event: &mut Event, rng: &mut Rng) {
    let round = event.rounds.len();
    let tables: Vec<(usize, Vec<String>)> = event.rounds[round - 1]
        .tables
        .iter()
        .map(|t| (t.number, t.players.clone()))
        .collect();
    for (number, mut players) in tables {
        let result = match rng.index(10) {
            0 => TableResult::Draw,
            1..=4 if players.len() > 2 => {
                for i in (1..players.len()).rev() {
                    players.swap(i, rng.index(i + 1));
                }
                TableResult::Places(players)
            }
            _ => TableResult::Winner(players[rng.index(players.len())].clone()),
        };
        event.record(round, number, result).unwrap();
    }
}

/// Checks the round just paired against the event before it.
fn check_round(before: &Event, round: &Round) -> Result<(), TestCaseError> {
    let active = before.active();
    let mut seated: Vec<String> = round
        .tables
        .iter()
        .flat_map(|t| t.players.iter().map(|p| key(p)))
        .chain(round.bye.iter().map(|b| key(b)))
        .collect();
    seated.sort();
    let mut want: Vec<String> = active.iter().map(|p| key(p)).collect();
    want.sort();
    prop_assert_eq!(
        &seated,
        &want,
        "every active player seated once (or the bye)"
    );
    for d in &before.dropped {
        prop_assert!(!seated.contains(&key(d)), "{} dropped but seated", d);
    }
    let numbers: Vec<usize> = round.tables.iter().map(|t| t.number).collect();
    prop_assert_eq!(numbers, (1..=round.tables.len()).collect::<Vec<_>>());
    let sizes: Vec<usize> = round.tables.iter().map(|t| t.players.len()).collect();
    let n = active.len();
    match before.kind {
        Kind::Pods => {
            prop_assert!(round.bye.is_none());
            if n >= 6 {
                prop_assert!(sizes.iter().all(|&s| s == 3 || s == 4), "{:?}", sizes);
            } else {
                prop_assert!(sizes.iter().all(|&s| (2..=4).contains(&s)), "{:?}", sizes);
            }
            prop_assert_eq!(sizes.len(), tablekeeper::event::pods::sizes(n).len());
        }
        Kind::TwoPlayer => {
            prop_assert!(sizes.iter().all(|&s| s == 2), "{:?}", sizes);
            prop_assert_eq!(round.bye.is_some(), n % 2 == 1);
            let had = byes(before, &active);
            let fewest = had.iter().copied().min().unwrap_or(0);
            if let Some(bye) = &round.bye {
                let at = active.iter().position(|p| key(p) == key(bye)).unwrap();
                prop_assert_eq!(had[at], fewest, "{} has a bye too many", bye);
            }
            let met = before.meetings(&active);
            let at: HashMap<String, usize> = active
                .iter()
                .enumerate()
                .map(|(i, a)| (key(a), i))
                .collect();
            let index = |p: &String| at[&key(p)];
            let rematches = round
                .tables
                .iter()
                .filter(|t| met.count(index(&t.players[0]), index(&t.players[1])) > 0)
                .count();
            // Brute force for small events; from 16 players and within 6
            // rounds everyone has met fewer than half the others, and
            // Dirac's theorem promises a pairing with no rematch.
            let avoidable = if n <= 10 {
                let all: Vec<usize> = (0..n).collect();
                if n.is_multiple_of(2) {
                    perfect(&all, &met)
                } else {
                    (0..n).filter(|&b| had[b] == fewest).any(|b| {
                        let rest: Vec<usize> = all.iter().copied().filter(|&x| x != b).collect();
                        perfect(&rest, &met)
                    })
                }
            } else {
                n >= 16
            };
            if avoidable {
                prop_assert_eq!(rematches, 0, "an avoidable rematch in {:?}", round);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn pairings_seat_everyone_fairly(
        n in 2usize..=64,
        rounds in 1usize..=6,
        seed: u64,
        noise: u64,
        pods: bool,
    ) {
        let names: Vec<String> = (0..n).map(|i| format!("Player {i}")).collect();
        let kind = if pods { Kind::Pods } else { Kind::TwoPlayer };
        let mut event = Event::new("Prop", vec![GameKind::HeroRealms], kind, &names, seed).unwrap();
        let mut rng = Rng::new(noise);
        for _ in 0..rounds {
            let active = event.active().len();
            if active > 2 && rng.index(4) == 0 {
                let gone = event.active()[rng.index(active)].to_owned();
                event.drop_player(&gone).unwrap();
            }
            let before = event.clone();
            let round = event.pair_next().unwrap().clone();
            check_round(&before, &round)?;
            let mut again = before.clone();
            prop_assert_eq!(again.pair_next().unwrap(), &round, "the same event pairs the same way");
            play(&mut event, &mut rng);
            // What the program writes, its files' rules accept.
            prop_assert_eq!(event.check(), Ok(()));
        }
        let file = serde_json::to_vec_pretty(&event).unwrap();
        let read = parse::event(&file).unwrap();
        prop_assert_eq!(&read.value, &event);
        prop_assert!(read.unknown_fields.is_empty());
        let standings = event.standings();
        prop_assert_eq!(standings.len(), n);
        for s in &standings {
            prop_assert!((0.0..=1.0).contains(&s.omw) && (0.0..=1.0).contains(&s.gw));
            prop_assert!((0.0..=1.0).contains(&s.ogw));
        }
    }

    /// The smallest events, where rematches run out soonest: many rounds
    /// among 3 to 8 players.
    #[test]
    fn small_events_avoid_rematches_while_they_can(
        n in 3usize..=8,
        seed: u64,
        noise: u64,
    ) {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let mut event = Event::new("Small", vec![GameKind::Koth], Kind::TwoPlayer, &names, seed).unwrap();
        let mut rng = Rng::new(noise);
        for _ in 0..n + 2 {
            let before = event.clone();
            let round = event.pair_next().unwrap().clone();
            check_round(&before, &round)?;
            play(&mut event, &mut rng);
        }
    }
}

proptest! {
    /// The events' quick key is the roster's, for any text.
    #[test]
    fn names_compare_as_the_roster_compares_them(name in "[ a-zA-Z\t\n\r\u{b}\u{c}]{0,12}|\\PC{0,8}|.{0,8}") {
        prop_assert_eq!(tablekeeper::event::key(&name), key(&name));
    }
}

#[test]
fn round_one_depends_on_the_seed_only() {
    let names: Vec<String> = (0..16).map(|i| format!("P{i}")).collect();
    let new = |seed| Event::new("S", vec![GameKind::Koth], Kind::TwoPlayer, &names, seed).unwrap();
    let (mut a, mut b, mut c) = (new(5), new(5), new(6));
    let ra = a.pair_next().unwrap().clone();
    assert_eq!(&ra, b.pair_next().unwrap());
    assert_ne!(
        &ra,
        c.pair_next().unwrap(),
        "another seed, another first round"
    );
}

/// 16,000 players, Swiss and pods, two rounds: everyone seated once each
/// round, Swiss without a rematch, and the file reads back.
#[test]
fn sixteen_thousand_players_are_paired() {
    let names: Vec<String> = (0..16_000).map(|i| format!("Player {i}")).collect();
    for (kind, game) in [
        (Kind::TwoPlayer, GameKind::Koth),
        (Kind::Pods, GameKind::Karth),
    ] {
        let mut event = Event::new("Big", vec![game], kind, &names, 11).unwrap();
        let mut rng = Rng::new(3);
        for _ in 0..2 {
            let before = event.clone();
            let round = event.pair_next().unwrap().clone();
            check_round(&before, &round).unwrap();
            play(&mut event, &mut rng);
        }
        let file = serde_json::to_vec(&event).unwrap();
        assert_eq!(parse::event(&file).unwrap().value, event);
    }
}
