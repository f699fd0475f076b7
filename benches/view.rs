//! How long the busiest screens take: building the view of a Custom
//! session with a 10,000-entry log (the log panel renders only its newest
//! page) and of a Heroes of Karth table with 4 players and 24 units; a full
//! frame (view, layout, draw and tiny-skia's rasterising of every pixel) at
//! 1920×1080 of The King's Armory with four heroes and ten monsters and of
//! Hero Realms' Emperor with six players, drawn into a kept buffer as the
//! window does ("frame") and as a screenshot ("screenshot"), each beside
//! the bare window's one line; opening the review of a 10,000-entry
//! session, and a frame's view of it once open; and a frame's view of the
//! history of 5,000 sessions.

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

/// The app on `store` with the screen session `name` (tests/screens) open,
/// after `more` further actions.
fn screen(store: &Store, name: &str, more: &[AnyAction]) -> App {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/screens")
        .join(format!("{name}.json"));
    std::fs::copy(&file, store.sessions_dir().join(format!("{name}.json")))
        .unwrap_or_else(|e| panic!("{e}"));
    let mut session = store.load(name).unwrap_or_else(|e| panic!("{e}")).session;
    for a in more {
        session
            .apply(a.clone(), DateTime::UNIX_EPOCH)
            .unwrap_or_else(|e| panic!("{e}"));
    }
    open(store, &session)
}

/// Where a frame is drawn: a screenshot (a fresh 1920×1080 buffer read
/// back into RGBA, as `iced_test` does: most of the bare window's cost), or
/// the window's own buffer, kept from frame to frame, as the tiny-skia
/// compositor presents into (the copy to the X server aside).
enum Target {
    Screenshot,
    Window {
        pixels: Vec<u8>,
        mask: tiny_skia::Mask,
    },
}

impl Target {
    fn window() -> Self {
        Target::Window {
            pixels: vec![0; 1920 * 1080 * 4],
            mask: tiny_skia::Mask::new(1920, 1080).unwrap_or_else(|| panic!("a clip mask")),
        }
    }
}

/// One full frame of `app` at 1920×1080, scale 1, as the window draws it
/// after a change: the view built and laid out (with the widget tree of
/// the frame before, as the window keeps it), drawn, and every pixel
/// rasterised by tiny-skia (no damage tracking: the worst case).
fn frame(
    view: iced::Element<'_, Message>,
    renderer: &mut iced::Renderer,
    theme: &iced::Theme,
    cache: &mut iced_test::runtime::user_interface::Cache,
    target: &mut Target,
) -> usize {
    use iced_test::core::renderer::{Headless, Style};
    use iced_test::runtime::user_interface::UserInterface;
    let size = iced::Size::new(1920.0, 1080.0);
    let mut ui = UserInterface::build(view, size, std::mem::take(cache), renderer);
    let palette = theme.palette();
    ui.draw(
        renderer,
        theme,
        &Style {
            text_color: palette.text,
        },
        iced::mouse::Cursor::Unavailable,
    );
    *cache = ui.into_cache();
    match target {
        Target::Screenshot => renderer
            .screenshot(iced::Size::new(1920, 1080), 1.0, palette.background)
            .len(),
        Target::Window { pixels, mask } => {
            let viewport = iced::advanced::graphics::Viewport::with_physical_size(
                iced::Size::new(1920, 1080),
                1.0,
            );
            let mut pixmap = tiny_skia::PixmapMut::from_bytes(pixels, 1920, 1080)
                .unwrap_or_else(|| panic!("a pixmap"));
            renderer.draw(
                &mut pixmap,
                mask,
                &viewport,
                &[iced::Rectangle::with_size(size)],
                palette.background,
            );
            pixels.len()
        }
    }
}

fn frames(c: &mut Criterion) {
    use iced_test::core::renderer::Headless;
    use tablekeeper::rules::kings_armory::{Action, Resist};
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let store = Store::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
    let mut renderer =
        iced_test::futures::futures::executor::block_on(<iced::Renderer as Headless>::new(
            iced::Font::with_name("Fira Sans"),
            iced::Pixels(16.0),
            Some("tiny-skia"),
        ))
        .unwrap_or_else(|| panic!("a tiny-skia renderer"));
    let theme = iced::Theme::Dark;
    // The screen session has nine monsters and a hireable: a tenth comes.
    let tenth = AnyAction::KingsArmory(Action::MonsterEnters {
        level: Some(2),
        boss: false,
        name: Some("Orc Brute".into()),
        hp: 9,
        resist: Resist::default(),
        immune: Vec::new(),
        siege: false,
        summoned: false,
    });
    let armory = screen(&store, "kings_armory", std::slice::from_ref(&tenth));
    let emperor = screen(&store, "hero_realms", &[]);
    // The same board with the largest text: the page's top, its strip on
    // two lines and the allies grown.
    let large_dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let large = Store::open(large_dir.path()).unwrap_or_else(|e| panic!("{e}"));
    large
        .save_settings(&tablekeeper::store::Settings {
            text_size: tablekeeper::store::TEXT_MAX,
            ..tablekeeper::store::Settings::default()
        })
        .unwrap_or_else(|e| panic!("{e}"));
    let armory_large = screen(&large, "kings_armory", &[tenth]);
    for (path, name) in [
        (Target::window as fn() -> Target, "frame 1920x1080"),
        (|| Target::Screenshot, "screenshot 1920x1080"),
    ] {
        for (app, what) in [
            (&armory, "the king's armory, 4 heroes, 10 monsters"),
            (&armory_large, "the king's armory at 200 % text"),
            (&emperor, "hero realms emperor, 6 players"),
        ] {
            c.bench_function(&format!("{name}: {what}"), |b| {
                let (mut cache, mut target) = (Default::default(), path());
                b.iter(|| {
                    black_box(frame(
                        app.view(),
                        &mut renderer,
                        &theme,
                        &mut cache,
                        &mut target,
                    ))
                })
            });
        }
        // The yardstick: what the same path costs for the bare window's
        // one line (examples/bare_window.rs); as a screenshot, most of it
        // is clearing and reading back two million pixels.
        c.bench_function(&format!("{name}: the bare window's one line"), |b| {
            let (mut cache, mut target) = (Default::default(), path());
            b.iter(|| {
                let line = iced::widget::text("Tablekeeper yardstick").size(40);
                black_box(frame(
                    line.into(),
                    &mut renderer,
                    &theme,
                    &mut cache,
                    &mut target,
                ))
            })
        });
    }
}

fn review(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let store = Store::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
    let t = DateTime::UNIX_EPOCH;
    let setup = AnySetup::Custom(custom::Setup {
        players: players(4),
        counters: vec![Counter::new("Life", 40), Counter::new("Gold", 0)],
        win: None,
    });
    let mut long = Session::new("long".into(), setup, t).unwrap_or_else(|e| panic!("{e}"));
    for i in 0..10_000 {
        let action = custom::Action::Add {
            player: i % 4,
            counter: i % 2,
            amount: 1,
        };
        long.apply(AnyAction::Custom(action), t)
            .unwrap_or_else(|e| panic!("{e}"));
    }
    store.save(&long).unwrap_or_else(|e| panic!("{e}"));
    let mut app = App::new(store.clone());
    c.bench_function("open the review of a 10,000-entry session", |b| {
        b.iter(|| {
            let _ = app.update(Message::Review("long".into()));
            black_box(app.view());
        })
    });
}

/// A frame's view of screens whose lists are long: the review of a
/// 10,000-entry session once open, and the
/// history of 5,000 sessions.
fn long_lists(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let store = Store::open(dir.path()).unwrap_or_else(|e| panic!("{e}"));
    let t = DateTime::UNIX_EPOCH;
    let setup = AnySetup::Custom(custom::Setup {
        players: players(4),
        counters: vec![Counter::new("Life", 40), Counter::new("Gold", 0)],
        win: None,
    });
    let mut long = Session::new("long".into(), setup, t).unwrap_or_else(|e| panic!("{e}"));
    for i in 0..10_000 {
        let action = custom::Action::Add {
            player: i % 4,
            counter: i % 2,
            amount: 1,
        };
        long.apply(AnyAction::Custom(action), t)
            .unwrap_or_else(|e| panic!("{e}"));
    }
    store.save(&long).unwrap_or_else(|e| panic!("{e}"));
    // 5,000 sessions: copies of a played one, each under its own id.
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/screens/koth.json");
    let words = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{e}"));
    let mut doc: serde_json::Value = serde_json::from_str(&words).unwrap_or_else(|e| panic!("{e}"));
    for i in 0..5_000 {
        let id = format!("s{i:05}");
        doc["id"] = serde_json::Value::String(id.clone());
        let path = store.sessions_dir().join(format!("{id}.json"));
        std::fs::write(path, doc.to_string()).unwrap_or_else(|e| panic!("{e}"));
    }
    let mut app = App::new(store.clone());
    let _ = app.update(Message::Review("long".into()));
    c.bench_function(
        "view: the review of a 10,000-entry session, once open",
        |b| b.iter(|| black_box(app.view())),
    );
    let mut app = App::new(store.clone());
    let _ = app.update(Message::History);
    c.bench_function("view: the history of 5,000 sessions", |b| {
        b.iter(|| black_box(app.view()))
    });
}

criterion_group!(benches, views, frames, review, long_lists);
criterion_main!(benches);
