//! Speed of the product's truth: one action plus the win check, replaying a
//! 10,000-entry log, saving and loading a 10,000-entry session (with and
//! without fsync), and opening a history of 10,000 sessions.

use std::hint::black_box;

use chrono::{DateTime, Utc};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use tablekeeper::rules::custom::{self, Counter, WinRule};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::{self, Session};
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
    group.finish();

    let history = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let many = Store::open(history.path()).unwrap_or_else(|e| panic!("{e}"));
    let mut s = session(12);
    for i in 0..10_000 {
        s = Session::restore(session::Saved {
            id: format!("s{i:05}"),
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

criterion_group!(benches, rules, storage);
criterion_main!(benches);
