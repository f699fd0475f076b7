//! A window for the keys-alone tests of the screens: the app's widgets
//! keep their state from frame to frame (the focus), the keys no widget
//! takes go to the app as its keyboard subscription hands them on, and the
//! focus moves the app asks for run on the widgets as the runtime runs
//! them. Included by a test with `#[path = "ui_common/window.rs"] mod window;`.
#![allow(dead_code)]
use iced::advanced::widget::Id;
use iced::advanced::widget::operation::{Focusable, Operation, Outcome};
use iced::futures::StreamExt;
use iced::keyboard::{self, Key, Modifiers, key::Named};
use iced::{Event, Rectangle, Theme, mouse};
use iced_test::core::renderer::Headless;
use iced_test::runtime::user_interface::{Cache, UserInterface};
use iced_test::runtime::{Action, task::into_stream};
use tablekeeper::ui::{App, Message, WINDOW_SIZE};

type Renderer = iced_test::renderer::Renderer;

/// A window: the app's widgets' state between frames, and a renderer.
pub struct Window {
    cache: Option<Cache>,
    renderer: Renderer,
}

/// The widget with the focus: where it is, its id, and the words on it.
#[derive(Debug, Clone)]
pub struct Focused {
    pub bounds: Rectangle,
    pub id: Option<Id>,
    pub label: String,
}

/// Looks for the focused widget and every text, with their bounds.
#[derive(Default)]
struct Spy {
    focused: Option<(Rectangle, Option<Id>)>,
    texts: Vec<(Rectangle, String)>,
    stops: usize,
    /// How far each scrollable is scrolled, down.
    scrolled: Vec<f32>,
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

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        _bounds: Rectangle,
        _content: Rectangle,
        translation: iced::Vector,
        _state: &mut dyn iced::advanced::widget::operation::Scrollable,
    ) {
        self.scrolled.push(translation.y);
    }

    fn text(&mut self, _id: Option<&Id>, bounds: Rectangle, text: &str) {
        self.texts.push((bounds, text.to_owned()));
    }
}

impl Window {
    pub fn new() -> Self {
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
    pub fn ui<'a>(&mut self, app: &'a App) -> UserInterface<'a, Message, Theme, Renderer> {
        let cache = self.cache.take().unwrap_or_default();
        UserInterface::build(app.view(), WINDOW_SIZE, cache, &mut self.renderer)
    }

    /// One frame: `events` go to the widgets; what they send, and the
    /// keys no widget took (as the keyboard subscription hands them on),
    /// go to the app, and what those ask for runs.
    pub fn frame(&mut self, app: &mut App, events: Vec<Event>) {
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
    pub fn deliver(&mut self, app: &mut App, message: Message) {
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
    pub fn operate(&mut self, app: &App, operation: Box<dyn Operation>) {
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
    pub fn focused(&mut self, app: &App) -> Option<Focused> {
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

    /// How far each scrollable on screen is scrolled down, outermost
    /// first.
    pub fn scrolled(&mut self, app: &App) -> Vec<f32> {
        let mut spy = Spy::default();
        let mut ui = self.ui(app);
        ui.operate(&self.renderer, &mut spy);
        self.cache = Some(ui.into_cache());
        spy.scrolled
    }

    /// Every text on screen.
    pub fn texts(&mut self, app: &App) -> Vec<String> {
        let mut spy = Spy::default();
        let mut ui = self.ui(app);
        ui.operate(&self.renderer, &mut spy);
        self.cache = Some(ui.into_cache());
        spy.texts.into_iter().map(|(_, t)| t).collect()
    }

    /// A key pressed and let go, one frame each, a moment after the last
    /// gesture; `repeat`: the system's repeat of a key held down.
    pub fn key(&mut self, app: &mut App, key: Key, modifiers: Modifiers, repeat: bool) {
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

    pub fn named(&mut self, app: &mut App, named: Named) {
        self.key(app, Key::Named(named), Modifiers::empty(), false);
    }

    /// `named` with `modifiers` held, pressed and let go.
    pub fn named_with(&mut self, app: &mut App, named: Named, modifiers: Modifiers) {
        self.key(app, Key::Named(named), modifiers, false);
    }

    /// Types `words` into the field with the focus.
    pub fn type_words(&mut self, app: &mut App, words: &str) {
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
    pub fn tab_to(&mut self, app: &mut App, want: &str, back: bool) -> Focused {
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
    pub fn snapshot(&mut self, app: &App, theme: &Theme) -> Vec<u8> {
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
    pub fn ring_drawn(&mut self, app: &mut App, f: &Focused) {
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
    pub fn no_ring(&mut self, app: &mut App, f: &Focused) {
        let theme = app.theme().unwrap_or(Theme::Light);
        let ring = theme.extended_palette().primary.strong.color.into_rgba8();
        let pixel = beside(&self.snapshot(app, &theme), f.bounds);
        assert!(!close(pixel, ring), "{:?}: no ring, {pixel:?}", f.label);
    }

    /// The focus on no widget, as a click on an empty spot leaves it.
    pub fn click_nowhere(&mut self, app: &mut App) {
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
pub fn beside(pixels: &[u8], bounds: Rectangle) -> [u8; 4] {
    let x = ((bounds.x - 1.0) * 2.0).round() as usize;
    let y = ((bounds.y + bounds.height / 2.0) * 2.0).round() as usize;
    let i = (y * (WINDOW_SIZE.width as usize * 2) + x) * 4;
    [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]]
}

/// Whether two colours are the same, but for rounding.
pub fn close(a: [u8; 4], b: [u8; 4]) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 8)
}

/// Whether the screen shows exactly `words` somewhere.
pub fn shows(w: &mut Window, app: &App, words: &str) -> bool {
    w.texts(app).iter().any(|t| t == words)
}
