//! Helpers for the headless screen tests: click, type and look, through the
//! real view and update of the app.
#![allow(dead_code)]

pub mod kings_armory;
pub mod walk;

use iced::keyboard::{self, Key, Modifiers, key};
use iced_test::simulator::Simulator;
use tablekeeper::store::{Settings, Store};
use tablekeeper::ui::{App, Message, WINDOW_SIZE};

/// The simulator's settings: the embedded font.
pub fn settings() -> iced::Settings {
    iced::Settings {
        default_font: iced::Font::with_name("Fira Sans"),
        ..iced::Settings::default()
    }
}

fn simulator(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(settings(), WINDOW_SIZE, app.view())
}

/// A simulator with the widget `id` brought into view as a person would:
/// where it is below the window's edge (a play screen with larger text
/// scrolls), the wheel over the page's own scrollbar scrolls it up to the
/// middle.
fn reaching<'a>(app: &'a App, id: &str) -> Simulator<'a, Message> {
    let mut ui = simulator(app);
    let hidden = ui
        .find(iced::widget::Id::from(id.to_owned()))
        .ok()
        .filter(|t| t.visible_bounds().is_none())
        .map(|t| t.bounds());
    if let Some(b) = hidden {
        ui.point_at(iced::Point::new(
            WINDOW_SIZE.width - 30.0,
            WINDOW_SIZE.height / 2.0,
        ));
        let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::WheelScrolled {
            delta: iced::mouse::ScrollDelta::Pixels {
                x: 0.0,
                y: -(b.y + b.height / 2.0 - WINDOW_SIZE.height / 2.0),
            },
        })]);
    }
    ui
}

/// Hands `messages` to the app, and runs what they ask for as the window
/// would (see [`go`]).
pub fn feed(app: &mut App, messages: Vec<Message>) {
    // Each gesture comes a moment after the last, as a person's do: never
    // the second click of a double click.
    app.pass_time(std::time::Duration::from_secs(1));
    for m in messages {
        deliver(app, m);
    }
}

/// Hands `message` to the app a moment after the last gesture, as a
/// person's next press comes (never the second click of a double click),
/// and runs the task it returns (see [`deliver`]).
pub fn go(app: &mut App, message: Message) {
    app.pass_time(std::time::Duration::from_secs(1));
    deliver(app, message);
}

/// Hands `message` to the app a moment after the last gesture, as
/// [`go`], but drops the task it returns, as a bare `update` does.
pub fn later(app: &mut App, message: Message) {
    app.pass_time(std::time::Duration::from_secs(1));
    let _ = app.update(message);
}

/// Hands `message` to the app at once and runs the task it returns as the
/// window's runtime would: what the task brings back (a read of the data
/// folder) is handed to the app in turn. Window and widget operations
/// (focus, full screen, dialogs) have no window here and are dropped.
pub fn deliver(app: &mut App, message: Message) {
    let task = app.update(message);
    run(app, task);
}

/// Runs `task` to its end, handing each message it brings to the app.
pub fn run(app: &mut App, task: iced::Task<Message>) {
    use iced::futures::StreamExt;
    use iced_test::runtime::{Action, task::into_stream};
    let Some(stream) = into_stream(task) else {
        return;
    };
    let messages: Vec<Message> = iced::futures::executor::block_on(
        stream
            .filter_map(|action| async move {
                match action {
                    Action::Output(m) => Some(m),
                    _ => None,
                }
            })
            .collect(),
    );
    for m in messages {
        deliver(app, m);
    }
}

/// Clicks the widget showing `label` and feeds the messages to the app.
pub fn click(app: &mut App, label: &str) {
    let mut ui = simulator(app);
    ui.click(label)
        .unwrap_or_else(|e| panic!("click {label:?}: {e:?}"));
    let messages = ui.into_messages().collect();
    feed(app, messages);
}

/// Double-clicks the widget showing `label`: two clicks at once.
pub fn double_click(app: &mut App, label: &str) {
    let mut ui = simulator(app);
    for _ in 0..2 {
        ui.click(label)
            .unwrap_or_else(|e| panic!("click {label:?}: {e:?}"));
    }
    let messages = ui.into_messages().collect();
    feed(app, messages);
}

/// Clicks the widget with the id `id`.
pub fn click_id(app: &mut App, id: &str) {
    let mut ui = reaching(app, id);
    ui.click(iced::widget::Id::from(id.to_owned()))
        .unwrap_or_else(|e| panic!("click #{id}: {e:?}"));
    let messages = ui.into_messages().collect();
    feed(app, messages);
}

/// Clicks the text input `id` at its right end, as a person who goes on
/// typing would: the cursor goes after the text, however long it is (a
/// click in its middle would put it inside a long text).
fn focus_end(ui: &mut Simulator<'_, Message>, id: &str) {
    let field = ui
        .find(iced::widget::Id::from(id.to_owned()))
        .unwrap_or_else(|e| panic!("find #{id}: {e:?}"));
    let b = field.bounds();
    ui.point_at(iced::Point::new(b.x + b.width - 2.0, b.y + b.height / 2.0));
    let _ = ui.simulate(iced_test::simulator::click());
}

/// Types `words` into the text input `id`, one character per frame as a
/// person would, then presses Enter.
pub fn type_into(app: &mut App, id: &str, words: &str) {
    for ch in words.chars() {
        let mut ui = reaching(app, id);
        focus_end(&mut ui, id);
        let _ = ui.typewrite(&ch.to_string());
        let messages = ui.into_messages().collect();
        feed(app, messages);
    }
    let mut ui = reaching(app, id);
    focus_end(&mut ui, id);
    let _ = ui.tap_key(key::Named::Enter);
    let messages = ui.into_messages().collect();
    feed(app, messages);
}

/// Whether some widget shows exactly `label`.
pub fn shows(app: &App, label: &str) -> bool {
    simulator(app).find(label).is_ok()
}

/// A key press the window's keyboard subscription would deliver.
pub fn press(app: &mut App, named: Option<key::Named>, text: &str, modifiers: Modifiers) {
    let key = match named {
        Some(n) => Key::Named(n),
        None => Key::Character(text.into()),
    };
    let event = keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
        location: keyboard::Location::Standard,
        modifiers,
        text: (named.is_none() && !modifiers.command()).then(|| text.into()),
        repeat: false,
    };
    app.pass_time(std::time::Duration::from_secs(1));
    let _ = app.update(Message::Key(event));
}

/// The app on a store in `dir`, in English.
pub fn english(dir: &std::path::Path) -> App {
    in_language(dir, "en").1
}

/// The store in `dir` and the app on it, in the language `code`.
pub fn in_language(dir: &std::path::Path, code: &str) -> (Store, App) {
    in_settings(
        dir,
        Settings {
            language: Some(code.into()),
            ..Settings::default()
        },
    )
}

/// A store in `dir` with `settings` saved, and the app on it as
/// [`in_language`] makes it.
#[allow(dead_code)]
pub fn in_settings(dir: &std::path::Path, settings: Settings) -> (Store, App) {
    let store = Store::open(dir).unwrap_or_else(|e| panic!("{e}"));
    store
        .save_settings(&settings)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut app = App::new(store.clone());
    // The window's clock moves only as the test says (each gesture a
    // second after the last; see `feed`), so double clicks and quick
    // presses that fold are the same on a slow machine as on a fast one.
    app.stop_clock();
    app.open_no_programs();
    (store, app)
}

/// Empties the text input `id` with Backspace, one key a frame, then types
/// `words` and Enter.
pub fn retype(app: &mut App, id: &str, words: &str) {
    for _ in 0..value_of(app, id).chars().count() {
        let mut ui = simulator(app);
        focus_end(&mut ui, id);
        let _ = ui.tap_key(key::Named::Backspace);
        let messages = ui.into_messages().collect();
        feed(app, messages);
    }
    type_into(app, id, words);
}

/// Checks that the widgets with ids `seat-0` … `seat-<n-1>` are wholly on
/// screen in a window of `size`: inside the window and not clipped by a
/// scrollable. Returns what is not, for the assertion message.
pub fn seats_fit(app: &App, size: iced::Size, n: usize) -> Result<(), String> {
    ids_fit(
        app,
        size,
        &(0..n).map(|i| format!("seat-{i}")).collect::<Vec<_>>(),
    )
}

/// As [`seats_fit`], for any widget ids.
pub fn ids_fit(app: &App, size: iced::Size, ids: &[String]) -> Result<(), String> {
    let mut ui = Simulator::with_size(settings(), size, app.view());
    let window = iced::Rectangle::new(iced::Point::ORIGIN, size);
    for id in ids {
        let target = ui
            .find(iced::widget::Id::from(id.clone()))
            .map_err(|e| format!("#{id} not found: {e:?}"))?;
        let bounds = target.bounds();
        let visible = target.visible_bounds();
        let inside = bounds.x >= window.x - 0.5
            && bounds.y >= window.y - 0.5
            && bounds.x + bounds.width <= window.width + 0.5
            && bounds.y + bounds.height <= window.height + 0.5;
        let unclipped = visible.is_some_and(|v| {
            (v.x - bounds.x).abs() < 0.5
                && (v.y - bounds.y).abs() < 0.5
                && (v.width - bounds.width).abs() < 0.5
                && (v.height - bounds.height).abs() < 0.5
        });
        if !inside || !unclipped || bounds.width < 1.0 || bounds.height < 1.0 {
            return Err(format!(
                "#{id} at {bounds:?} (visible {visible:?}) is not wholly inside the {}×{} window",
                size.width, size.height
            ));
        }
    }
    Ok(())
}

/// A simulator of the app's window at `size`.
pub fn sim(app: &App, size: iced::Size) -> Simulator<'_, Message> {
    Simulator::with_size(settings(), size, app.view())
}

/// The bounds of the widget `id` in a window of `size`.
pub fn bounds(app: &App, size: iced::Size, id: &str) -> iced::Rectangle {
    sim(app, size)
        .find(iced::widget::Id::from(id.to_owned()))
        .unwrap_or_else(|e| panic!("find #{id}: {e:?}"))
        .bounds()
}

/// Every text the window shows.
pub fn texts(app: &App) -> Vec<String> {
    let mut ui = sim(app, WINDOW_SIZE);
    let mut seen = Vec::new();
    let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
        if let iced_test::selector::Candidate::Text { content, .. } = c {
            seen.push(content.to_owned());
        }
        None::<()>
    });
    seen
}

/// What the text input `id` shows: what was typed, else its placeholder.
pub fn value_of(app: &App, id: &str) -> String {
    match sim(app, WINDOW_SIZE).find(iced::widget::Id::from(id.to_owned())) {
        Ok(iced_test::selector::Target::TextInput { content, .. }) => content,
        other => panic!("#{id} is not a text input: {other:?}"),
    }
}

/// Clicks the middle of `at`, as a pointer that does not move would.
pub fn click_at(app: &mut App, at: iced::Point) {
    let mut ui = sim(app, WINDOW_SIZE);
    ui.point_at(at);
    let _ = ui.simulate(iced_test::simulator::click());
    let messages = ui.into_messages().collect();
    feed(app, messages);
}

/// A double click on the middle of `at`: two presses on the same spot,
/// the second a frame later (the screen drawn again in between) and well
/// within the double-click interval, as a person's hand gives them.
pub fn double_click_at(app: &mut App, at: iced::Point) {
    click_at(app, at);
    app.pass_time(std::time::Duration::from_millis(150));
    let mut ui = sim(app, WINDOW_SIZE);
    ui.point_at(at);
    let _ = ui.simulate(iced_test::simulator::click());
    let messages: Vec<Message> = ui.into_messages().collect();
    for m in messages {
        let _ = app.update(m);
    }
}

/// Types `words` into the field `id` (no Enter), one character a frame.
pub fn type_in(app: &mut App, id: &str, words: &str) {
    for ch in words.chars() {
        let mut ui = sim(app, WINDOW_SIZE);
        focus_end(&mut ui, id);
        let _ = ui.typewrite(&ch.to_string());
        let messages = ui.into_messages().collect();
        feed(app, messages);
    }
}

/// Types `words` with no field focused: what no widget takes goes to the
/// window's keyboard subscription, as `keyboard::listen` delivers it.
pub fn type_unfocused(app: &mut App, words: &str) {
    for ch in words.chars() {
        let c = ch.to_string();
        let events: Vec<iced::Event> = iced_test::simulator::tap_key(
            keyboard::Key::Character(c.as_str().into()),
            Some(c.as_str().into()),
        )
        .collect();
        let mut ui = sim(app, WINDOW_SIZE);
        let statuses = ui.simulate(events.clone());
        let mut messages: Vec<Message> = ui.into_messages().collect();
        for (event, status) in events.into_iter().zip(statuses) {
            if let (iced::Event::Keyboard(k), iced::event::Status::Ignored) = (event, status) {
                messages.push(Message::Key(k));
            }
        }
        feed(app, messages);
    }
}

/// Alt+`letter`, as the window delivers it: Alt, then the letter with Alt held.
pub fn alt(app: &mut App, letter: &str) {
    press(app, Some(key::Named::Alt), "", Modifiers::ALT);
    press(app, None, letter, Modifiers::ALT);
}

/// Checks the result view of a decided game: `who` won (or lost) and why,
/// the final standings, the time played (the clock's), and where to go
/// next.
pub fn result_shown(app: &App, who: &str) {
    let all = texts(app);
    let has = |t: &str| all.iter().any(|s| s == t);
    let mut ui = sim(app, WINDOW_SIZE);
    assert!(
        ui.find(iced::widget::Id::from("result")).is_ok(),
        "the result view is on screen: {all:?}"
    );
    assert!(has(who), "{who:?} in {all:?}");
    for t in [
        "Final standings",
        "Undo",
        "Show the board",
        "Review",
        "Rematch",
        "Home",
    ] {
        assert!(has(t), "{t:?} in {all:?}");
    }
    // The time played, as the clock says it (it stopped with the game).
    let played = app
        .session()
        .map(|s| tablekeeper::clock::hms(tablekeeper::clock::played(s).total))
        .unwrap_or_default();
    assert!(
        has(&format!("Played {played}")),
        "the time played, {played}, in {all:?}"
    );
    for name in app.session().map(|s| s.standings()).unwrap_or_default() {
        let short = name.name.chars().take(20).collect::<String>();
        assert!(
            all.iter().any(|s| s.starts_with(&short)),
            "{} in {all:?}",
            name.name
        );
    }
}

/// The app, in English, on a data folder in `dir` holding a lost game of
/// The Gauntlet (a fixture) as the session `gauntlet`.
pub fn with_lost_gauntlet(dir: &std::path::Path) -> App {
    let store = Store::open(dir).unwrap_or_else(|e| panic!("{e}"));
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/v2/kings_armory-gauntlet.json");
    std::fs::copy(&fixture, store.sessions_dir().join("gauntlet.json"))
        .unwrap_or_else(|e| panic!("{e}"));
    english(dir)
}

/// The bounds of every text showing exactly `label`, in a window of `size`.
pub fn text_bounds(app: &App, size: iced::Size, label: &str) -> Vec<iced::Rectangle> {
    let mut ui = sim(app, size);
    let mut found = Vec::new();
    let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
        if let iced_test::selector::Candidate::Text {
            content, bounds, ..
        } = c
            && content == label
        {
            found.push(bounds);
        }
        None::<()>
    });
    found
}

/// Presses the widget `id`, holds it through redraws at `ticks` ms after
/// the press (the clock the window would tick), and lets go.
pub fn hold(app: &mut App, id: &str, ticks: &[u64]) {
    use iced::{Event, mouse, window};
    let mut ui = sim(app, tablekeeper::ui::WINDOW_SIZE);
    let b = ui
        .find(iced::widget::Id::from(id.to_owned()))
        .unwrap_or_else(|e| panic!("find #{id}: {e:?}"))
        .bounds();
    ui.point_at(b.center());
    let pressed = std::time::Instant::now();
    let mut events = vec![Event::Mouse(mouse::Event::ButtonPressed(
        mouse::Button::Left,
    ))];
    events.extend(ticks.iter().map(|ms| {
        Event::Window(window::Event::RedrawRequested(
            pressed + std::time::Duration::from_millis(*ms),
        ))
    }));
    events.push(Event::Mouse(mouse::Event::ButtonReleased(
        mouse::Button::Left,
    )));
    let _ = ui.simulate(events);
    let messages = ui.into_messages().collect();
    feed(app, messages);
}

/// The initials on the seats' badges of the setup form on screen, worked
/// out from the names in its fields (the players', and The King's
/// Armory's heroes'), as a text to count as the players' own words.
#[allow(dead_code)]
pub fn form_initials(app: &App) -> String {
    let mut ui = sim(app, WINDOW_SIZE);
    let mut typed = |prefix: &str| -> Vec<String> {
        (0..12)
            .filter_map(|i| {
                let id = iced::widget::Id::from(format!("{prefix}{i}"));
                match ui.find(id) {
                    Ok(iced_test::selector::Target::TextInput { content, .. }) => Some(content),
                    _ => None,
                }
            })
            .collect()
    };
    let players = tablekeeper::rules::palette::initials(&typed("player-name-"));
    let heroes = tablekeeper::rules::palette::initials(&typed("ka-setup-hero-"));
    format!("{players:?} {heroes:?}")
}
