//! Speed of the product's truth: one action plus the win check, replaying a
//! 10,000-entry log of every game and a 50,000-unit Karth log, saving and
//! loading a 10,000-entry session (with and without fsync), and opening a
//! history of 10,000 sessions.

use std::hint::black_box;

use chrono::{DateTime, Utc};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use serde_json::{Value, json};
use tablekeeper::rules::custom::{self, Counter, WinRule};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::{self, Entry, Session};
use tablekeeper::store::{Store, Sync, format};

fn t(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000 + s, 0).unwrap_or_default()
}

fn setup() -> AnySetup {
    AnySetup::Custom(custom::Setup {
        players: (0..4)
            .map(|i| Player::new(format!("Player {i}"), i))
            .collect(),
        counters: vec![
            Counter::new("Life", 40),
            Counter::new("Gold", 5),
            Counter::new("Points", 0),
        ],
        win: Some(WinRule::Reach {
            counter: 2,
            target: 1_000_000,
        }),
    })
}

fn action(i: usize) -> AnyAction {
    AnyAction::Custom(custom::Action::Add {
        player: i % 4,
        counter: i % 3,
        amount: if i.is_multiple_of(5) { -1 } else { 1 },
    })
}

fn session(entries: usize) -> Session {
    let mut s = Session::new("bench".into(), setup(), t(0)).unwrap_or_else(|e| panic!("{e}"));
    for i in 0..entries {
        s.apply(action(i), t(i as i64))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    s
}

fn rules(c: &mut Criterion) {
    let setup = setup();
    let state = setup.start();
    c.bench_function("custom: apply one action + win check, 4 players", |b| {
        b.iter_batched_ref(
            || state.clone(),
            |st| {
                let line = setup.apply(st, black_box(&action(7)));
                (line, setup.outcome(st))
            },
            BatchSize::SmallInput,
        )
    });
    let s = session(100);
    c.bench_function(
        "session: apply (clone, apply, log, win check), 4 players",
        |b| {
            b.iter_batched_ref(
                || s.clone(),
                |s| s.apply(action(3), t(0)),
                BatchSize::SmallInput,
            )
        },
    );
    let long = session(10_000);
    c.bench_function("session: replay a 10,000-entry log", |b| {
        b.iter(|| session::replay(long.setup(), black_box(long.entries())))
    });
}

fn players(n: usize) -> Value {
    Value::Array(
        (0..n)
            .map(|i| json!({"name": format!("Player {i}"), "color": "#1f77b4"}))
            .collect(),
    )
}

fn setup_of(value: Value) -> AnySetup {
    serde_json::from_value(value).unwrap_or_else(|e| panic!("{e}"))
}

/// A log of `n` entries made by `next(i)`, each accepted by the rules in
/// turn (checked here, on one state, so building it costs one replay) and
/// leaving the game undecided.
fn log(setup: &AnySetup, n: usize, next: impl Fn(usize) -> Value) -> Vec<Entry> {
    let mut state = setup.start();
    (0..n)
        .map(|i| {
            let action = AnyAction::from_json(setup.kind(), next(i))
                .unwrap_or_else(|e| panic!("entry {i}: {e}"));
            setup
                .apply(&mut state, &action)
                .unwrap_or_else(|e| panic!("entry {i}: {:?}", e.0));
            assert!(!setup.outcome(&state).is_finished(), "entry {i}: decided");
            Entry {
                at: t(i as i64),
                action,
                note: String::new(),
                from: None,
            }
        })
        .collect()
}

/// 10,000 entries of every game, made with the games' own actions.
fn every_game() -> Vec<(&'static str, AnySetup, Vec<Entry>)> {
    const N: usize = 10_000;
    let custom = setup();
    let custom_log = log(&custom, N, |i| action(i).to_json().unwrap_or_default());
    // Karth, 1v1: each turn collect, a unit enters, is hurt, healed and
    // leaves, the collected gold is spent, the turn ends.
    let karth = setup_of(json!({"game": "karth", "mode": "classic", "players": players(2)}));
    let karth_log = log(&karth, N, |i| {
        let (turn, step) = (i / 7, i % 7);
        let p = turn % 2;
        let unit = turn + 1;
        match step {
            0 => json!({"type": "collect", "player": p}),
            1 => json!({"type": "add_unit", "player": p, "name": format!("Card {}", turn % 20),
                        "hp": 3, "se": 1, "kp": 1, "bounty": 0}),
            2 => json!({"type": "damage", "unit": unit, "amount": 1}),
            3 => json!({"type": "heal", "unit": unit, "amount": 1}),
            4 => json!({"type": "remove_unit", "unit": unit}),
            5 => json!({"type": "spend", "player": p, "resource": "gold", "amount": 1}),
            _ => json!({"type": "end_turn"}),
        }
    });
    // Kharnage, 4 armies, 10 rounds of about 1,000 entries, 9 closed.
    let kharnage = setup_of(json!({"game": "kharnage", "armies": players(4), "rounds": 10}));
    let kharnage_log = log(&kharnage, N, |i| {
        let (round, step) = (i / 1000, i % 1000);
        match step {
            0..4 => json!({"type": "initiative", "army": step, "initiative": 100 * (step + 1)}),
            999 if round < 9 => json!({"type": "close_round"}),
            // Each army: +2 cards, then -1; now and then a Kharnage instead.
            _ if (step - 4) % 50 == 49 => {
                json!({"type": "kharnage", "army": step % 4, "victim": (step + 1) % 4})
            }
            _ => {
                let k = step - 4;
                json!({"type": "destroyed", "army": (k / 2) % 4,
                       "cards": if k % 2 == 0 { 2 } else { -1 }})
            }
        }
    });
    // Hero Realms, free-for-all of 2: each turn gold, combat, an attack
    // healed back, a champion played and removed, the turn ends.
    let hero_realms =
        setup_of(json!({"game": "hero_realms", "format": "free_for_all", "players": players(2)}));
    let hero_realms_log = log(&hero_realms, N, |i| {
        let (turn, step) = (i / 8, i % 8);
        let (p, q) = (turn % 2, 1 - turn % 2);
        match step {
            0 => json!({"type": "gain_gold", "amount": 3}),
            1 => json!({"type": "spend_gold", "amount": 2}),
            2 => json!({"type": "gain_combat", "amount": 2}),
            3 => json!({"type": "attack", "target": q, "amount": 2}),
            4 => json!({"type": "gain_health", "player": q, "amount": 2}),
            5 => json!({"type": "play_champion", "name": "Squire", "defense": 2}),
            6 => json!({"type": "remove_champion", "player": p, "champion": 0}),
            _ => json!({"type": "end_turn"}),
        }
    });
    // Koth: the players take column 0 from each other, turn after turn.
    let koth = setup_of(json!({"game": "koth", "players": players(2)}));
    let koth_log = log(&koth, N, |i| match i % 3 {
        0 => json!({"type": "play", "column": 0, "attack": 1, "defense": 1, "race": "orc"}),
        1 => json!({"type": "spend", "amount": 1}),
        _ => json!({"type": "end_turn"}),
    });
    vec![
        ("custom", custom, custom_log),
        ("karth", karth, karth_log),
        ("kharnage", kharnage, kharnage_log),
        ("hero_realms", hero_realms, hero_realms_log),
        ("koth", koth, koth_log),
    ]
}

fn replays(c: &mut Criterion) {
    let mut group = c.benchmark_group("replay");
    group.sample_size(20);
    for (game, setup, entries) in every_game() {
        group.bench_function(format!("{game}: 10,000 entries"), |b| {
            b.iter(|| session::replay(&setup, black_box(&entries)))
        });
    }
    // 50,000 units of distinct cards: unit and card look-ups must not
    // grow with the log.
    let karth = setup_of(json!({"game": "karth", "mode": "classic", "players": players(2)}));
    let units = log(&karth, 50_000, |i| {
        json!({"type": "add_unit", "player": i % 2, "name": format!("Card {i}"),
               "hp": 1 + i % 9, "se": i % 3, "kp": 1, "bounty": 0})
    });
    group.sample_size(10);
    group.bench_function("karth: 50,000 add_unit, distinct cards", |b| {
        b.iter(|| session::replay(&karth, black_box(&units)))
    });
    group.finish();
}

fn storage(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let store = Store::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
    let long = session(10_000);
    let mut group = c.benchmark_group("store");
    group.sample_size(20);
    group.bench_function("atomic save, 10,000 entries, fsync", |b| {
        b.iter(|| store.save_with(&long, Sync::Yes))
    });
    group.bench_function("atomic save, 10,000 entries, no fsync", |b| {
        b.iter(|| store.save_with(&long, Sync::No))
    });
    let bytes = format::to_bytes(&long).unwrap_or_default();
    group.bench_function("load (parse + replay), 10,000 entries", |b| {
        b.iter(|| format::from_bytes(black_box(&bytes), "x"))
    });
    // A hostile file: 100,000 fields nothing reads, in the setup (the
    // tagged-enum path that used to re-parse once per field).
    let mut doc: Value = serde_json::from_slice(&format::to_bytes(&session(3)).unwrap_or_default())
        .unwrap_or_default();
    for k in 0..100_000 {
        doc["setup"][format!("x{k:06}")] = json!(k);
    }
    let hostile = serde_json::to_vec(&doc).unwrap_or_default();
    group.bench_function("read a file with 100,000 unknown keys", |b| {
        b.iter(|| format::read(black_box(&hostile), "x").map(|(_, unknown)| unknown.len()))
    });
    group.finish();

    let history = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let many = Store::open(history.path()).unwrap_or_else(|e| panic!("{e}"));
    let mut s = session(12);
    for i in 0..10_000 {
        s = Session::restore(session::Saved {
            id: format!("s{i:05}").into(),
            created: t(i),
            setup: s.setup().clone(),
            rules: s.rules(),
            entries: s.entries().to_vec(),
            cursor: s.cursor(),
            note: String::new(),
            closed: None,
        })
        .unwrap_or_else(|e| panic!("{e}"));
        many.save_with(&s, Sync::No)
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let first = many.list();
    assert_eq!(first.sessions.len(), 10_000);
    let mut group = c.benchmark_group("history");
    group.sample_size(10);
    group.bench_function("open the list of 10,000 sessions (index warm)", |b| {
        b.iter(|| many.list())
    });
    group.finish();
}

/// Stats across 10,000 decided sessions of every game, 2 to 5 of 20
/// players each, as the history's index holds them.
fn stats(c: &mut Criterion) {
    use std::sync::Arc;
    use tablekeeper::rules::{GameKind, Text};
    use tablekeeper::summary::Summary;
    let names: Vec<Arc<str>> = (0..20).map(|i| Arc::from(format!("Player {i}"))).collect();
    let reason = Arc::new(Text::msg("win-custom-reach"));
    let sessions: Vec<Summary> = (0..10_000usize)
        .map(|i| {
            let seats = 2 + i % 4;
            let players: Arc<[Arc<str>]> = (0..seats)
                .map(|k| names[(i * 7 + k * 3) % names.len()].clone())
                .collect();
            Summary {
                id: format!("s{i:05}").into(),
                game: GameKind::ALL[i % GameKind::ALL.len()],
                mode: None,
                winners: vec![players[i % seats].clone()],
                players,
                created: t(i as i64),
                updated: t(i as i64 + 60 * (10 + (i % 50) as i64)),
                entries: 12,
                finished: true,
                abandoned: false,
                reason: Some(reason.clone()),
                refused: None,
                warnings: Vec::new(),
                thinking: Box::default(),
                played: 60 * (10 + (i % 50) as u32),
                event: None,
                stamp: Default::default(),
            }
        })
        .collect();
    let mut group = c.benchmark_group("stats");
    group.bench_function("10,000 decided sessions, 20 players", |b| {
        b.iter(|| tablekeeper::stats::compute(&sessions, None, None, &Default::default()))
    });
    group.bench_function("head to head over 10,000 sessions", |b| {
        b.iter(|| {
            tablekeeper::stats::head_to_head(&sessions, "player 1", "Player 4", &Default::default())
        })
    });
    group.finish();
}

criterion_group!(benches, rules, replays, storage, stats);
criterion_main!(benches);
