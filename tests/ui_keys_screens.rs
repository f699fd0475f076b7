//! The screens outside the games by keys alone, headless, in a window
//! whose widgets keep their state from frame to frame (the focus) and
//! whose focus moves run as the window's runtime runs them: from Home, Tab
//! to a game's button and Enter opens its form; the names typed, Tab to
//! Start and Enter starts the game (a held Enter starts it once). Then
//! Home, History, a session's review and back with Esc, Settings and a
//! setting changed, and Esc home again. Each focused button is drawn with
//! its ring (a pixel of the snapshot in the theme's focus colour).
#![cfg(feature = "gui")]

mod ui_common;

use iced::advanced::widget::Id;
use iced::advanced::widget::operation::{Focusable, Operation, Outcome};
use iced::futures::StreamExt;
use iced::keyboard::{self, Key, Modifiers, key::Named};
use iced::{Event, Rectangle, Theme, mouse};
use iced_test::core::renderer::Headless;
use iced_test::runtime::user_interface::{Cache, UserInterface};
use iced_test::runtime::{Action, task::into_stream};
use tablekeeper::store::ThemeChoice;
use tablekeeper::ui::{App, Message, WINDOW_SIZE};

type Renderer = iced_test::renderer::Renderer;

/// A window: the app's widgets' state between frames, and a renderer.
struct Window {
    cache: Option<Cache>,
    renderer: Renderer,
}

/// The widget with the focus: where it is, its id, and the words on it.
#[derive(Debug, Clone)]
struct Focused {
    bounds: Rectangle,
    id: Option<Id>,
    label: String,
}

/// Looks for the focused widget and every text, with their bounds.
#[derive(Default)]
struct Spy {
    focused: Option<(Rectangle, Option<Id>)>,
    texts: Vec<(Rectangle, String)>,
    stops: usize,
}

impl Operation for Spy {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn focusable(&mut self, id: Option<&Id>, bounds: Rectangle, state: &mut dyn Focusable) {
        self.stops += 1;
        if state.is_focused() {
            self.focused = Some((bounds, id.cloned()));
        }
    }

    fn text(&mut self, _id: Option<&Id>, bounds: Rectangle, text: &str) {
        self.texts.push((bounds, text.to_owned()));
    }
}

impl Window {
    fn new() -> Self {
        let renderer = iced::futures::executor::block_on(<Renderer as Headless>::new(
            iced::Font::with_name("Fira Sans"),
            iced::Pixels(16.0),
            None,
        ))
        .expect("a headless renderer");
        Window {
            cache: None,
            renderer,
        }
    }

    /// The app's view, built on the widgets' state of the last frame.
    fn ui<'a>(&mut self, app: &'a App) -> UserInterface<'a, Message, Theme, Renderer> {
        let cache = self.cache.take().unwrap_or_default();
        UserInterface::build(app.view(), WINDOW_SIZE, cache, &mut self.renderer)
    }

    /// One frame: `events` go to the widgets; what they send, and the
    /// keys no widget took (as the keyboard subscription hands them on),
    /// go to the app, and what those ask for runs.
    fn frame(&mut self, app: &mut App, events: Vec<Event>) {
        let mut messages = Vec::new();
        let mut ui = self.ui(app);
        let (_, statuses) = ui.update(
            &events,
            mouse::Cursor::Unavailable,
            &mut self.renderer,
            &mut iced::advanced::clipboard::Null,
            &mut messages,
        );
        self.cache = Some(ui.into_cache());
        for (event, status) in events.into_iter().zip(statuses) {
            if let (Event::Keyboard(k), iced::event::Status::Ignored) = (event, status) {
                messages.push(Message::Key(k));
            }
        }
        for m in messages {
            self.deliver(app, m);
        }
    }

    /// Hands `message` to the app and runs the task it returns as the
    /// runtime would: messages back to the app, focus moves on the widgets.
    fn deliver(&mut self, app: &mut App, message: Message) {
        let task = app.update(message);
        let Some(mut stream) = into_stream(task) else {
            return;
        };
        while let Some(action) = iced::futures::executor::block_on(stream.next()) {
            match action {
                Action::Output(m) => self.deliver(app, m),
                Action::Widget(operation) => self.operate(app, operation),
                _ => {}
            }
        }
    }

    /// Runs a widget operation (and those it chains) on the window.
    fn operate(&mut self, app: &App, operation: Box<dyn Operation>) {
        let mut next = Some(operation);
        while let Some(mut operation) = next.take() {
            let mut ui = self.ui(app);
            ui.operate(&self.renderer, operation.as_mut());
            self.cache = Some(ui.into_cache());
            if let Outcome::Chain(then) = operation.finish() {
                next = Some(then);
            }
        }
    }

    /// What has the focus, if anything.
    fn focused(&mut self, app: &App) -> Option<Focused> {
        let mut spy = Spy::default();
        let mut ui = self.ui(app);
        ui.operate(&self.renderer, &mut spy);
        self.cache = Some(ui.into_cache());
        let (bounds, id) = spy.focused?;
        let label = spy
            .texts
            .iter()
            .filter(|(b, _)| bounds.contains(b.center()))
            .map(|(_, t)| t.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        Some(Focused { bounds, id, label })
    }

    /// Every text on screen.
    fn texts(&mut self, app: &App) -> Vec<String> {
        let mut spy = Spy::default();
        let mut ui = self.ui(app);
        ui.operate(&self.renderer, &mut spy);
        self.cache = Some(ui.into_cache());
        spy.texts.into_iter().map(|(_, t)| t).collect()
    }

    /// A key pressed and let go, one frame each, a moment after the last
    /// gesture; `repeat`: the system's repeat of a key held down.
    fn key(&mut self, app: &mut App, key: Key, modifiers: Modifiers, repeat: bool) {
        app.pass_time(std::time::Duration::from_secs(1));
        let text = match &key {
            Key::Character(c) => Some(c.clone()),
            Key::Named(Named::Space) => Some(" ".into()),
            _ => None,
        };
        let pressed = keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key.clone(),
            physical_key: keyboard::key::Physical::Unidentified(
                keyboard::key::NativeCode::Unidentified,
            ),
            location: keyboard::Location::Standard,
            modifiers,
            text,
            repeat,
        };
        self.frame(app, vec![Event::Keyboard(pressed)]);
        if !repeat {
            let released = keyboard::Event::KeyReleased {
                key: key.clone(),
                modified_key: key,
                physical_key: keyboard::key::Physical::Unidentified(
                    keyboard::key::NativeCode::Unidentified,
                ),
                location: keyboard::Location::Standard,
                modifiers,
            };
            self.frame(app, vec![Event::Keyboard(released)]);
        }
    }

    fn named(&mut self, app: &mut App, named: Named) {
        self.key(app, Key::Named(named), Modifiers::empty(), false);
    }

    /// Types `words` into the field with the focus.
    fn type_words(&mut self, app: &mut App, words: &str) {
        for ch in words.chars() {
            self.key(
                app,
                Key::Character(ch.to_string().into()),
                Modifiers::empty(),
                false,
            );
        }
    }

    /// Tabs (Shift+Tab if `back`) until the focus is on a button whose
    /// words are (or start with) `want`, or on the field whose id is
    /// `want`; panics with the stops seen if it never is.
    fn tab_to(&mut self, app: &mut App, want: &str, back: bool) -> Focused {
        let mut seen = Vec::new();
        for _ in 0..60 {
            let modifiers = if back {
                Modifiers::SHIFT
            } else {
                Modifiers::empty()
            };
            self.key(app, Key::Named(Named::Tab), modifiers, false);
            let Some(f) = self.focused(app) else {
                seen.push("(nothing)".to_owned());
                continue;
            };
            // A game's button: its name, then what it is.
            let named = f.label == want
                || f.label.starts_with(&format!("{want} "))
                || f.id
                    .as_ref()
                    .is_some_and(|id| *id == Id::from(want.to_owned()));
            if named {
                return f;
            }
            seen.push(f.label.clone());
        }
        panic!("Tab never reached {want:?}; the stops: {seen:?}");
    }

    /// The window drawn: its pixels (RGBA, 2 pixels a point).
    fn snapshot(&mut self, app: &App, theme: &Theme) -> Vec<u8> {
        let mut messages = Vec::new();
        let mut ui = self.ui(app);
        let _ = ui.update(
            &[Event::Window(iced::window::Event::RedrawRequested(
                iced::time::Instant::now(),
            ))],
            mouse::Cursor::Unavailable,
            &mut self.renderer,
            &mut iced::advanced::clipboard::Null,
            &mut messages,
        );
        let base = iced::theme::Base::base(theme);
        ui.draw(
            &mut self.renderer,
            theme,
            &iced::advanced::renderer::Style {
                text_color: base.text_color,
            },
            mouse::Cursor::Unavailable,
        );
        self.cache = Some(ui.into_cache());
        let size = iced::Size::new(
            (WINDOW_SIZE.width * 2.0) as u32,
            (WINDOW_SIZE.height * 2.0) as u32,
        );
        self.renderer.screenshot(size, 2.0, base.background_color)
    }

    /// Checks that the focused widget `f` is drawn with its ring: the
    /// pixel just outside its left edge, halfway down, is in the theme's
    /// focus colour, and is not without the focus.
    fn ring_drawn(&mut self, app: &mut App, f: &Focused) {
        let theme = app.theme().unwrap_or(Theme::Light);
        let ring = theme.extended_palette().primary.strong.color.into_rgba8();
        let with = beside(&self.snapshot(app, &theme), f.bounds);
        assert!(
            close(with, ring),
            "{:?}: the ring's colour {ring:?} beside it, not {with:?}",
            f.label
        );
    }

    /// Checks that the ring of `f`, no longer focused, is gone.
    fn no_ring(&mut self, app: &mut App, f: &Focused) {
        let theme = app.theme().unwrap_or(Theme::Light);
        let ring = theme.extended_palette().primary.strong.color.into_rgba8();
        let pixel = beside(&self.snapshot(app, &theme), f.bounds);
        assert!(!close(pixel, ring), "{:?}: no ring, {pixel:?}", f.label);
    }

    /// The focus on no widget, as a click on an empty spot leaves it.
    fn click_nowhere(&mut self, app: &mut App) {
        let mut messages = Vec::new();
        let mut ui = self.ui(app);
        let cursor = mouse::Cursor::Available(iced::Point::new(2.0, WINDOW_SIZE.height - 2.0));
        let _ = ui.update(
            &[
                Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)),
                Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)),
            ],
            cursor,
            &mut self.renderer,
            &mut iced::advanced::clipboard::Null,
            &mut messages,
        );
        self.cache = Some(ui.into_cache());
        for m in messages {
            self.deliver(app, m);
        }
    }
}

/// The pixel of a snapshot just left of `bounds`, halfway down.
fn beside(pixels: &[u8], bounds: Rectangle) -> [u8; 4] {
    let x = ((bounds.x - 1.0) * 2.0).round() as usize;
    let y = ((bounds.y + bounds.height / 2.0) * 2.0).round() as usize;
    let i = (y * (WINDOW_SIZE.width as usize * 2) + x) * 4;
    [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]]
}

/// Whether two colours are the same, but for rounding.
fn close(a: [u8; 4], b: [u8; 4]) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 8)
}

/// Whether the screen shows exactly `words` somewhere.
fn shows(w: &mut Window, app: &App, words: &str) -> bool {
    w.texts(app).iter().any(|t| t == words)
}

#[test]
fn home_a_game_history_a_review_and_settings_by_keys_alone() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = ui_common::in_language(dir.path(), "en");
    let mut w = Window::new();
    assert!(shows(&mut w, &app, "New game"), "{:?}", w.texts(&app));
    assert!(w.focused(&app).is_none(), "nothing has the focus at first");

    // Tab walks the buttons: to Koth, whose ring is drawn; Enter opens
    // its form.
    let koth = w.tab_to(&mut app, "Koth", false);
    w.ring_drawn(&mut app, &koth);
    w.named(&mut app, Named::Enter);
    assert!(shows(&mut w, &app, "Start the game"), "{:?}", w.texts(&app));
    assert!(w.focused(&app).is_none(), "the new screen starts unfocused");

    // The names typed, field by field, with Tab between them.
    w.tab_to(&mut app, "player-name-0", false);
    for _ in 0..8 {
        w.named(&mut app, Named::Backspace);
    }
    w.type_words(&mut app, "Ana");
    w.tab_to(&mut app, "player-name-1", false);
    for _ in 0..8 {
        w.named(&mut app, Named::Backspace);
    }
    w.type_words(&mut app, "Ben");

    // Tab on to Start; Enter held down starts the game once.
    let start = w.tab_to(&mut app, "Start the game", false);
    w.ring_drawn(&mut app, &start);
    app.pass_time(std::time::Duration::from_secs(1));
    w.key(
        &mut app,
        Key::Named(Named::Enter),
        Modifiers::empty(),
        false,
    );
    let session = app
        .session()
        .expect("Enter started the game")
        .id()
        .to_owned();
    let names: Vec<String> = app
        .session()
        .map(|s| s.standings().into_iter().map(|p| p.name).collect())
        .unwrap_or_default();
    assert_eq!(names, ["Ana", "Ben"]);
    // The repeats of the Enter still held reach the board, never a second
    // Start: there is one session in the data folder.
    for _ in 0..3 {
        w.key(&mut app, Key::Named(Named::Enter), Modifiers::empty(), true);
    }
    assert_eq!(app.session().map(|s| s.id().to_owned()), Some(session));

    // Home, by the navigation bar's button (the board's keys are the
    // game's: Home is clicked there), then History by keys.
    w.deliver(&mut app, Message::Home);
    assert!(shows(&mut w, &app, "New game"));
    let history = w.tab_to(&mut app, "History", false);
    w.ring_drawn(&mut app, &history);
    w.named(&mut app, Named::Enter);
    assert!(
        shows(&mut w, &app, "All sessions (1)"),
        "{:?}",
        w.texts(&app)
    );
    let sessions = std::fs::read_dir(store.sessions_dir())
        .map(|d| {
            d.filter_map(Result::ok)
                .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
                .count()
        })
        .unwrap_or(0);
    assert_eq!(sessions, 1, "a held Enter started one game");

    // The session's Open reviews it; Esc goes back to the history.
    w.tab_to(&mut app, "Open", false);
    w.named(&mut app, Named::Enter);
    assert!(app.help_lines().contains(&"ui-help-review"), "the review");
    w.named(&mut app, Named::Escape);
    assert!(
        shows(&mut w, &app, "All sessions (1)"),
        "back in the history"
    );

    // Enter held on Abandon gives the game up once: the repeats do not
    // take it up again (Take up again takes Abandon's place), a second
    // press does.
    let abandon = w.tab_to(&mut app, "Abandon", false);
    w.ring_drawn(&mut app, &abandon);
    w.named(&mut app, Named::Enter);
    let abandoned = |w: &mut Window, app: &App| shows(w, app, "Take up again");
    assert!(abandoned(&mut w, &app), "Enter gave the game up");
    for _ in 0..3 {
        w.key(&mut app, Key::Named(Named::Enter), Modifiers::empty(), true);
    }
    assert!(
        abandoned(&mut w, &app),
        "the repeats of Enter held pressed nothing"
    );
    let again = w
        .focused(&app)
        .expect("the focus stays on the row's button");
    assert_eq!(again.label, "Take up again");
    w.named(&mut app, Named::Enter);
    assert!(!abandoned(&mut w, &app), "a second press takes it up again");

    // A click elsewhere takes the focus away, and the ring with it.
    w.click_nowhere(&mut app);
    assert!(w.focused(&app).is_none(), "a click elsewhere unfocuses");
    w.no_ring(&mut app, &again);

    // Settings, by Shift+Tab back up to the bar; Dark picked by keys.
    let settings = w.tab_to(&mut app, "Settings", true);
    w.ring_drawn(&mut app, &settings);
    w.named(&mut app, Named::Enter);
    assert!(shows(&mut w, &app, "Theme"), "{:?}", w.texts(&app));
    let dark = w.tab_to(&mut app, "Dark", false);
    w.key(
        &mut app,
        Key::Named(Named::Space),
        Modifiers::empty(),
        false,
    );
    assert_eq!(
        store.settings().0.theme,
        ThemeChoice::Dark,
        "Space pressed {:?}",
        dark.label
    );
    assert!(shows(&mut w, &app, "✓ Dark"));
    // The ring is drawn in the dark theme's focus colour too.
    let picked = w.focused(&app).expect("the focus stays on the choice");
    w.ring_drawn(&mut app, &picked);

    // Esc: home.
    w.named(&mut app, Named::Escape);
    assert!(shows(&mut w, &app, "New game"), "{:?}", w.texts(&app));
}

/// A game of custom counters (the form's defaults), started and left, and
/// the app back home.
fn one_game(dir: &std::path::Path) -> (App, Window) {
    let (_store, mut app) = ui_common::in_language(dir, "en");
    let mut w = Window::new();
    for m in [
        Message::NewGame(tablekeeper::rules::GameKind::Custom),
        Message::Start,
        Message::Home,
    ] {
        // A moment apart, as a person's presses come.
        app.pass_time(std::time::Duration::from_secs(1));
        w.deliver(&mut app, m);
    }
    assert!(shows(&mut w, &app, "All sessions (1)") || shows(&mut w, &app, "New game"));
    (app, w)
}

#[test]
fn esc_closes_what_is_open_first_then_backs_out_of_each_screen() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, mut w) = one_game(dir.path());
    let home = |w: &mut Window, app: &App| shows(w, app, "New game");

    // Esc on Home, and while the list of keys is open, goes nowhere.
    w.named(&mut app, Named::Escape);
    assert!(home(&mut w, &app));
    app.pass_time(std::time::Duration::from_secs(1));
    w.deliver(&mut app, Message::History);
    w.named(&mut app, Named::F1);
    assert!(app.help_open());
    w.named(&mut app, Named::Escape);
    assert!(!app.help_open(), "Esc closed the list");
    assert!(shows(&mut w, &app, "All sessions (1)"), "and only the list");

    // History: the game filter is a Tab stop, ↓ picks the next game.
    let filter = w.tab_to(&mut app, "", false);
    w.ring_drawn(&mut app, &filter);
    let row = "Custom counters · Player 1, Player 2";
    assert!(shows(&mut w, &app, row), "{:?}", w.texts(&app));
    // Every game → Custom counters → Heroes of Karth: the row goes.
    w.named(&mut app, Named::ArrowDown);
    w.named(&mut app, Named::ArrowDown);
    assert!(
        !shows(&mut w, &app, row),
        "↓↓ picked the second game: {:?}",
        w.texts(&app)
    );
    w.named(&mut app, Named::ArrowUp);
    assert!(shows(&mut w, &app, row), "↑ picked Custom counters again");
    w.named(&mut app, Named::ArrowUp);
    assert!(shows(&mut w, &app, row), "and Every game");

    // Delete asks; Esc puts the question away, a second Esc goes home.
    w.tab_to(&mut app, "Delete", false);
    w.named(&mut app, Named::Enter);
    assert!(
        shows(&mut w, &app, "Yes"),
        "Delete asks: {:?}",
        w.texts(&app)
    );
    w.named(&mut app, Named::Escape);
    assert!(!shows(&mut w, &app, "Yes"), "Esc took the question back");
    assert!(
        shows(&mut w, &app, "All sessions (1)"),
        "still in the history"
    );
    w.named(&mut app, Named::Escape);
    assert!(home(&mut w, &app), "{:?}", w.texts(&app));

    // A setup form: the first Esc leaves the name field, the second the
    // form.
    w.tab_to(&mut app, "Hero Realms", false);
    w.named(&mut app, Named::Enter);
    w.tab_to(&mut app, "player-name-0", false);
    w.named(&mut app, Named::Escape);
    assert!(w.focused(&app).is_none(), "Esc left the field");
    assert!(shows(&mut w, &app, "Start the game"), "on the form still");
    w.named(&mut app, Named::Escape);
    assert!(home(&mut w, &app));

    // Events, Settings and Stats: Esc home.
    for screen in ["Events", "Settings", "Stats"] {
        w.tab_to(&mut app, screen, false);
        w.named(&mut app, Named::Enter);
        assert!(!home(&mut w, &app), "{screen} is shown");
        w.named(&mut app, Named::Escape);
        assert!(home(&mut w, &app), "Esc went home from {screen}");
    }
}

#[test]
fn esc_goes_from_a_players_page_to_stats_and_from_a_review_to_the_page() {
    let dir = tempfile::tempdir().unwrap();
    // A finished game (a lost Gauntlet): its heroes are in the stats.
    let mut app = ui_common::with_lost_gauntlet(dir.path());
    let mut w = Window::new();
    w.tab_to(&mut app, "Stats", false);
    w.named(&mut app, Named::Enter);
    w.tab_to(&mut app, "Player page", false);
    w.named(&mut app, Named::Enter);
    assert!(shows(&mut w, &app, "Back to stats"), "{:?}", w.texts(&app));
    // A session of theirs reviewed; Esc goes back to their page.
    w.tab_to(&mut app, "Review", false);
    w.named(&mut app, Named::Enter);
    assert!(app.help_lines().contains(&"ui-help-review"), "the review");
    w.named(&mut app, Named::Escape);
    assert!(shows(&mut w, &app, "Back to stats"), "back on the page");
    w.named(&mut app, Named::Escape);
    assert!(shows(&mut w, &app, "Player page"), "back in Stats");
    w.named(&mut app, Named::Escape);
    assert!(shows(&mut w, &app, "New game"), "{:?}", w.texts(&app));
}
