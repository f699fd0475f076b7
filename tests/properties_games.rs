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
    let heroes = |n: usize| -> Value {
        Value::Array(
            (0..n)
                .map(|i| json!({"player": format!("P{i}"), "hero": format!("H{i}"), "hp": 6, "heal_rate": 2, "role": "utility", "resist": {"melee": 1}}))
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
        json!({"game": "kings_armory", "towers": 1, "gate": 6, "raise_the_bar": 2, "heroes": heroes(2)}),
        json!({"game": "kings_armory", "mode": "gauntlet", "wave": 1, "heroes": heroes(3)}),
        json!({"game": "kings_armory", "mode": "jump_start", "wave": 2, "towers": 2, "three_stars": true, "solo_gold": true, "heroes": heroes(1),
               "jump_start_row": {"reward_cards": 2, "gate_mod": -1, "offensive_mod": -2, "other_mod": -1, "extra_towers": 0,
                                  "unlocked_equipment": 0, "hireables": 1, "hireable_max_level": 2, "max_reinforcements": 1}}),
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
    "start_wave",
    "next_round",
    "end_wave",
    "monster_enters",
    "add_status",
    "remove_status",
    "upkeep",
    "reach_gate",
    "attack_gate",
    "instant_defeat",
    "heal_step",
    "reward",
    "build_tower",
    "sell_tower",
    "tower_destroyed",
    "unlock_equipment",
    "buy_equipment",
    "sell_equipment",
    "buy_reinforcement",
    "play_reinforcement",
    "buy_armory",
    "play_armory",
    "hire",
    "level_up",
    "add_hero",
    "hero_leaves",
    "hero_returns",
];

/// The King's Armory's actions, for a run of its own that goes deeper.
const KINGS_ARMORY_TYPES: &[&str] = &[
    "start_wave",
    "next_round",
    "next_round",
    "end_wave",
    "monster_enters",
    "monster_enters",
    "damage",
    "damage",
    "damage",
    "heal",
    "add_status",
    "remove_status",
    "upkeep",
    "reach_gate",
    "attack_gate",
    "instant_defeat",
    "heal_step",
    "reward",
    "reward",
    "build_tower",
    "sell_tower",
    "tower_destroyed",
    "unlock_equipment",
    "buy_equipment",
    "sell_equipment",
    "buy_reinforcement",
    "play_reinforcement",
    "buy_armory",
    "play_armory",
    "hire",
    "level_up",
    "add_hero",
    "hero_leaves",
    "hero_returns",
    "equip",
    "unequip",
    "trade_equipment",
    "set_aside_equipment",
    "summon_guardian",
    "guardian_shields",
    "wave_card",
    "wave_card",
    "between_step",
    "between_step",
];

/// The King's Armory's words: a status, a damage kind, a hireable class.
const STATUSES: &[&str] = &["bleed", "burn", "slow", "stun", "bless", "x"];
const KINDS: &[&str] = &["melee", "ranged", "supernatural", "non_resistible", "x"];
const CLASSES: &[&str] = &[
    "foot_soldier",
    "archer",
    "sorcerer",
    "psionicist",
    "cleric",
    "x",
];

fn number() -> impl Strategy<Value = i64> {
    prop_oneof![6 => -3i64..30, 1 => any::<i64>()]
}

fn index() -> impl Strategy<Value = u64> {
    prop_oneof![8 => 0u64..7, 1 => any::<u64>()]
}

/// A random action: a type and every field any game uses, random values.
fn action() -> impl Strategy<Value = Value> {
    action_of(TYPES)
}

/// A random action of one of `types`.
fn action_of(types: &'static [&'static str]) -> impl Strategy<Value = Value> {
    (
        prop::sample::select(types),
        (index(), index(), index(), index()),
        (number(), number(), number(), number()),
        (any::<bool>(), prop::sample::select(&["gold", "se", "kp", "orc", "human", "x"][..])),
        prop::collection::vec(number(), 0..5),
        (
            prop::sample::select(STATUSES),
            prop::sample::select(KINDS),
            prop::sample::select(CLASSES),
            0usize..3,
            prop::sample::select(&[50i64, 100, 150, 250, 75][..]),
            any::<bool>(),
        ),
    )
        .prop_map(|(kind, (a, b, c, d), (n, m, k, l), (flag, word), list, (status, dmg, class, who, card, boss))| {
            let mut v = json!({
                "type": kind,
                "player": a, "counter": b, "army": a, "unit": b, "target": c, "champion": d,
                "column": c, "from": a, "to": b, "by": d,
                "amount": n, "value": m, "cards": n, "initiative": m, "attack": n, "defense": m,
                "rage": k, "support": l, "hp": n, "se": m, "kp": k, "bounty": l, "base": n, "bonus": m,
                "resistance": k, "percent": l, "cost": n, "units": list,
                "resource": word, "race": word, "name": "Card", "item": "Axe",
                "coffers": flag, "guard": flag, "rally": flag, "hidden": flag, "stunned": flag, "new_spawn": flag,
                "decline": [],
            });
            let character = match (who, flag) {
                (0, _) => json!({"monster": a}),
                (1, false) => json!({"hero": b}),
                (1, true) => json!({"guardian": b}),
                _ => json!({"hireable": c}),
            };
            let how = ["instakill", "destroyed", "removal"][who];
            let extra = json!({
                "monster": a, "hero": b, "hireable": c, "level": d, "boss": boss, "siege": flag, "heals": flag,
                "damage": m, "plus": k, "rolls": l, "heal_rate": k, "count": l,
                "status": status, "kind": dmg, "class": class, "immune": [dmg],
                "character": character, "piece": c, "with": d, "how": how,
                "affects_bosses": boss, "summoned": flag && boss, "step": d,
            });
            if let (Some(o), Value::Object(e)) = (v.as_object_mut(), extra) {
                o.extend(e);
            }
            // Actions whose fields differ in type from other games' fields.
            if kind == "reward" {
                v["value"] = json!(card);
            }
            if kind == "wave_card" {
                // One wave's row, or two (a table), of small numbers
                // mostly, as a group reads them off the card.
                let row = |wave: u64| json!({"wave": wave, "foes": n, "extra_foes": k % 3, "d12_mod": l % 13, "reward_cards": m, "extra_cards": k % 2});
                v["waves"] = if flag { json!([row(d), row(d.saturating_add(1))]) } else { json!([row(d)]) };
            }
            if kind == "add_hero" {
                v["player"] = json!(format!("New{a}"));
                v["hero"] = json!(format!("Hero{b}"));
            }
            if kind == "monster_enters" && boss
                && let Some(o) = v.as_object_mut()
            {
                o.remove("level");
            }
            v
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_actions_never_panic_in_any_game(game in 0usize..11, actions in prop::collection::vec(action(), 0..120)) {
        play_random(&setups()[game], actions)?;
    }
}

/// Plays `actions` on `setup`: nothing panics, a refusal changes nothing,
/// and save-then-load gives the same session back.
fn play_random(setup: &AnySetup, actions: Vec<Value>) -> Result<(), TestCaseError> {
    let mut session =
        Session::new("p".into(), setup.clone(), chrono::DateTime::UNIX_EPOCH).unwrap();
    for raw in actions {
        let Ok(action) = AnyAction::from_json(setup.kind(), raw.clone()) else {
            continue;
        };
        let before = session.clone();
        session.reopen();
        let reopened = session.clone();
        if session.apply(action, chrono::DateTime::UNIX_EPOCH).is_err() {
            prop_assert_eq!(&session, &reopened, "a refusal changed the session");
            session = before;
        }
        let _ = session.outcome();
        let _ = session.standings();
        let _ = session.setup().details(session.state());
    }
    let bytes = format::to_bytes(&session).unwrap();
    prop_assert_eq!(format::from_bytes(&bytes, "p").unwrap(), session);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// The King's Armory's own actions only, so that games reach waves,
    /// the shop, bosses and their end.
    #[test]
    fn random_kings_armory_actions_never_panic(game in 8usize..11, actions in prop::collection::vec(action_of(KINGS_ARMORY_TYPES), 0..300)) {
        play_random(&setups()[game], actions)?;
    }
}
