//! Every game keeps its numbers within ±1,000,000,000 when actions carry
//! amounts near that bound: nothing panics or wraps, a refusal changes
//! nothing, and no number shown (standings, totals, pieces, log) passes it.

use proptest::prelude::*;
use serde_json::{Value, json};
use tablekeeper::rules::common::MAX_VALUE;
use tablekeeper::rules::{AnyAction, AnySetup, Arg, Text};
use tablekeeper::session::Session;

fn setups() -> Vec<AnySetup> {
    let players = |n: usize| -> Value {
        Value::Array(
            (0..n)
                .map(|i| json!({"name": format!("P{i}"), "color": "#d62728"}))
                .collect(),
        )
    };
    [
        json!({"game": "custom", "players": players(2), "counters": [{"name": "Gold"}], "win": {"rule": "reach", "counter": 0, "target": 1_000_000_000}}),
        json!({"game": "karth", "mode": "two_v_two", "players": players(4), "gold_to_win": 1_000_000_000, "kp_to_win": 1_000_000_000}),
        json!({"game": "hero_realms", "format": "free_for_all", "players": players(3)}),
        json!({"game": "kharnage", "armies": players(3)}),
        json!({"game": "koth", "players": players(2)}),
    ]
    .into_iter()
    .map(|v| serde_json::from_value(v).unwrap_or_else(|e| panic!("{e}")))
    .collect()
}

const TYPES: &[&str] = &[
    "add",
    "set",
    "gain",
    "spend",
    "collect",
    "end_turn",
    "add_unit",
    "damage",
    "hit",
    "heal",
    "buy_back",
    "gain_gold",
    "spend_gold",
    "gain_combat",
    "attack",
    "gain_health",
    "lose_health",
    "play_champion",
    "initiative",
    "destroyed",
    "kharnage",
    "close_round",
    "play",
    "flank",
];

/// Amounts at, just inside and just past the bound, either way, and small.
fn near_bound() -> impl Strategy<Value = i64> {
    prop_oneof![
        4 => (MAX_VALUE - 3)..=(MAX_VALUE + 3),
        2 => (-MAX_VALUE - 3)..=(-MAX_VALUE + 3),
        2 => 0i64..4,
        1 => prop::sample::select(&[i64::MIN, i64::MAX, MAX_VALUE / 2][..]),
    ]
}

fn action() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(TYPES),
        (0u64..4, 0u64..4, 0u64..5),
        (near_bound(), near_bound(), near_bound(), near_bound()),
        prop::sample::select(&["gold", "se", "kp", "orc"][..]),
    )
        .prop_map(|(kind, (a, b, c), (n, m, k, l), word)| {
            json!({
                "type": kind, "player": a, "counter": 0, "army": a, "unit": b + 1,
                "target": b, "column": c, "from": c, "to": (c + 1) % 5, "by": b,
                "amount": n, "value": m, "cards": n.rem_euclid(1000), "initiative": a,
                "attack": 0, "defense": m, "rage": 0, "support": k, "hp": n, "se": m,
                "kp": k, "bounty": l, "base": n, "bonus": m, "resistance": k, "percent": 100,
                "cost": 0, "resource": word, "race": word, "name": "Card", "item": "Axe",
                "decline": [],
            })
        })
}

/// The numbers a text shows, its lines' and arguments' too.
fn numbers(text: &Text) -> Vec<i64> {
    match text {
        Text::Msg { args, .. } => args
            .iter()
            .filter_map(|(_, arg)| match arg {
                Arg::Num(n) => Some(*n),
                _ => None,
            })
            .collect(),
        Text::Raw(_) => Vec::new(),
        Text::Lines(lines) => lines.iter().flat_map(numbers).collect(),
    }
}

/// Applies `actions` (those that parse) to a new session of `setup` and
/// checks every number shown after each: within the bound, and a refusal
/// changes nothing.
fn numbers_within_the_bound(setup: &AnySetup, actions: Vec<Value>) -> Result<(), TestCaseError> {
    let mut session =
        Session::new("b".into(), setup.clone(), chrono::DateTime::UNIX_EPOCH).unwrap();
    for raw in actions {
        let Ok(action) = AnyAction::from_json(setup.kind(), raw) else {
            continue;
        };
        session.reopen();
        let before = session.clone();
        if session.apply(action, chrono::DateTime::UNIX_EPOCH).is_err() {
            prop_assert_eq!(&session, &before, "a refusal changed the session");
        }
        let state = session.state();
        let shown = session
            .standings()
            .into_iter()
            .flat_map(|row| row.values)
            .chain(setup.table(state))
            .chain(setup.pieces(state).into_iter().flat_map(|p| p.values));
        for (label, value) in shown {
            prop_assert!(value.abs() <= MAX_VALUE, "{label:?} = {value}");
        }
        for line in session.lines().iter().chain(&setup.details(state)) {
            for number in numbers(line) {
                prop_assert!(number.abs() <= MAX_VALUE, "{line:?}");
            }
        }
    }
    Ok(())
}

/// Koth's plays and Karth's gains of big amounts, and turns passing: what
/// drives a total (a player's strength, a team's gold) to the bound.
fn totals_action() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(&["play", "play", "gain", "gain", "end_turn"][..]),
        (0u64..4, 0u64..5),
        near_bound(),
        prop::sample::select(&["orc", "human"][..]),
        prop::sample::select(&["gold", "kp"][..]),
    )
        .prop_map(|(kind, (player, column), amount, race, resource)| {
            json!({
                "type": kind, "player": player, "column": column, "attack": 0,
                "defense": amount, "race": race, "amount": amount, "resource": resource,
            })
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn numbers_stay_within_the_bound_in_every_game(game in 0usize..5, actions in prop::collection::vec(action(), 1..80)) {
        numbers_within_the_bound(&setups()[game], actions)?;
    }

    #[test]
    fn totals_stay_within_the_bound(koth in any::<bool>(), actions in prop::collection::vec(totals_action(), 1..30)) {
        numbers_within_the_bound(&setups()[if koth { 4 } else { 1 }], actions)?;
    }
}
