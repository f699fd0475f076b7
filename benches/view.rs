//! How long the busiest screen takes to build its view: a Custom session
//! with a 10,000-entry log (the log panel renders only its newest page),
//! and a Heroes of Karth table with 4 players and 24 units.

use std::hint::black_box;

use chrono::DateTime;
use criterion::{Criterion, criterion_group, criterion_main};
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::karth::{self, Mode};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use tablekeeper::ui::{App, Message};

fn players(n: usize) -> Vec<Player> {
    (0..n)
        .map(|i| Player::new(format!("Player {i}"), i))
        .collect()
}

fn open(store: &Store, session: &Session) -> App {
    store.save(session).unwrap_or_else(|e| panic!("{e}"));
    let mut app = App::new(store.clone());
    let _ = app.update(Message::Open(session.id().to_owned()));
    app
}

fn views(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let store = Store::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
    let t = DateTime::UNIX_EPOCH;

    let setup = AnySetup::Custom(custom::Setup {
        players: players(4),
        counters: vec![
            Counter::new("Life", 40),
            Counter::new("Gold", 0),
            Counter::new("Points", 0),
        ],
        win: None,
    });
    let mut long = Session::new("long".into(), setup, t).unwrap_or_else(|e| panic!("{e}"));
    for i in 0..10_000 {
        let action = custom::Action::Add {
            player: i % 4,
            counter: i % 3,
            amount: 1,
        };
        long.apply(AnyAction::Custom(action), t)
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let app = open(&store, &long);
    c.bench_function("view: custom, 4 players, 10,000-entry log", |b| {
        b.iter(|| black_box(app.view()))
    });

    let setup = AnySetup::Karth(karth::Setup {
        mode: Mode::TwoVTwo,
        players: players(4),
        factions: Vec::new(),
        first: 0,
        gold_to_win: None,
        kp_to_win: None,
    });
    let mut table = Session::new("karth".into(), setup, t).unwrap_or_else(|e| panic!("{e}"));
    for i in 0..24 {
        let action = karth::Action::AddUnit {
            player: i % 4,
            name: format!("Unit {i}"),
            hp: Some(10),
            se: Some(1),
            coffers: Some(i % 3 == 0),
            kp: Some(2),
            bounty: Some(1),
            cost: None,
        };
        table
            .apply(AnyAction::Karth(action), t)
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let app = open(&store, &table);
    c.bench_function("view: karth 2v2, 24 units", |b| {
        b.iter(|| black_box(app.view()))
    });
}

criterion_group!(benches, views);
criterion_main!(benches);
