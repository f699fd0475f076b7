//! Every game survives random actions as a hand-written file could hold
//! them: any type, any index, any number. Nothing panics, a refused action
//! changes nothing, and save-then-load gives the same session back.

use proptest::prelude::*;
use serde_json::{Value, json};
use tablekeeper::rules::{AnyAction, AnySetup};
use tablekeeper::session::Session;
use tablekeeper::store::format;

fn setups() -> Vec<AnySetup> {
    let players = |n: usize| -> Value {
        Value::Array(
            (0..n)
                .map(|i| json!({"name": format!("P{i}"), "color": "#d62728"}))
                .collect(),
        )
    };
    [
        json!({"game": "custom", "players": players(3), "counters": [{"name": "Life", "start": 20, "min": 0}], "win": {"rule": "last_above", "counter": 0}}),
        json!({"game": "karth", "mode": "free_for_all", "players": players(3)}),
        json!({"game": "karth", "mode": "two_v_two", "players": players(4)}),
        json!({"game": "hero_realms", "format": "hunter_last_one_standing", "players": players(4)}),
        json!({"game": "hero_realms", "format": "hydra", "players": players(4)}),
        json!({"game": "hero_realms", "format": "emperor", "players": players(6)}),
        json!({"game": "kharnage", "armies": players(3), "yeah_rule": true, "rounds": 2}),
        json!({"game": "koth", "players": players(2), "deck": 12}),
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
    "mark",
    "remove_unit",
    "buy_back",
    "knock_out",
    "concede",
    "gain_gold",
    "spend_gold",
    "gain_combat",
    "attack",
    "gain_health",
    "lose_health",
    "play_champion",
    "expend_champion",
    "stun_champion",
    "remove_champion",
    "initiative",
    "destroyed",
    "kharnage",
    "no_yeah",
    "close_round",
    "final_armies",
    "play",
    "flank",
    "deck_out",
    "next_game",
];

fn number() -> impl Strategy<Value = i64> {
    prop_oneof![6 => -3i64..30, 1 => any::<i64>()]
}

fn index() -> impl Strategy<Value = u64> {
    prop_oneof![8 => 0u64..7, 1 => any::<u64>()]
}

/// A random action: a type and every field any game uses, random values.
fn action() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(TYPES),
        (index(), index(), index(), index()),
        (number(), number(), number(), number()),
        (any::<bool>(), prop::sample::select(&["gold", "se", "kp", "orc", "human", "x"][..])),
        prop::collection::vec(number(), 0..5),
    )
        .prop_map(|(kind, (a, b, c, d), (n, m, k, l), (flag, word), list)| {
            json!({
                "type": kind,
                "player": a, "counter": b, "army": a, "unit": b, "target": c, "champion": d,
                "column": c, "from": a, "to": b, "by": d,
                "amount": n, "value": m, "cards": n, "initiative": m, "attack": n, "defense": m,
                "rage": k, "support": l, "hp": n, "se": m, "kp": k, "bounty": l, "base": n, "bonus": m,
                "resistance": k, "percent": l, "cost": n, "units": list,
                "resource": word, "race": word, "name": "Card", "item": "Axe",
                "coffers": flag, "guard": flag, "rally": flag, "hidden": flag, "stunned": flag, "new_spawn": flag,
                "decline": [],
            })
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_actions_never_panic_in_any_game(game in 0usize..8, actions in prop::collection::vec(action(), 0..120)) {
        let setup = setups()[game].clone();
        let mut session = Session::new("p".into(), setup.clone(), chrono::DateTime::UNIX_EPOCH).unwrap();
        for raw in actions {
            // Fields a game does not know are refused by serde, as in a file.
            let Ok(action) = AnyAction::from_json(setup.kind(), raw.clone()) else { continue };
            let before = session.clone();
            session.reopen();
            let reopened = session.clone();
            if session.apply(action, chrono::DateTime::UNIX_EPOCH).is_err() {
                prop_assert_eq!(&session, &reopened, "a refusal changed the session");
                session = before;
            }
            let _ = session.outcome();
            let _ = session.standings();
        }
        let bytes = format::to_bytes(&session).unwrap();
        prop_assert_eq!(format::from_bytes(&bytes, "p").unwrap(), session);
    }
}
