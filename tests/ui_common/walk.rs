//! Walking every button of a screen: the buttons are found by pressing the
//! middle of every widget the window shows and seeing what it sends, so a
//! new button is covered without a list to keep. A screen is reached by
//! gestures recorded once ([`Rec`]) and replayed on a copy of its data
//! folder for each button ([`Scene::fresh`]), so every button is pressed
//! on the screen as it first was.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::Path;
use std::rc::Rc;
use std::time::Duration;

use iced::{Point, Rectangle, Size};
use iced_test::selector::Candidate;
use iced_test::simulator::{self, Simulator};
use tablekeeper::store::{Settings, Store};
use tablekeeper::ui::{App, Message};

use super::{deliver, feed, settings};

/// The window's size for the walk: tall, so that long forms and lists
/// show their buttons without scrolling.
pub const SIZE: Size = Size::new(1600.0, 1400.0);

/// The seed of every draw (dice, who goes first) in a walk.
const SEED: u64 = 33;

/// What the window's own bar sends, the same on every screen.
const BAR: [&str; 6] = [
    "Home",
    "History",
    "Stats",
    "Events",
    "Settings",
    "TableMode",
];

thread_local! {
    /// Whether this test walked the window's bar already.
    static BAR_WALKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// A button as the walk found it: where to press it, what it sends (the
/// message's words, to tell buttons apart) and the words on it.
#[derive(Debug, Clone)]
pub struct Button {
    /// The middle of the smallest widget that sends it.
    pub at: Point,
    /// What a press sends, in the message's debug words.
    pub sends: String,
    /// The words shown on it (empty for a swatch or a tile).
    pub label: String,
    /// What a press sends.
    pub messages: Vec<Message>,
}

impl Button {
    /// Whether its words say it is a stepper, whose every press counts:
    /// a ± ("+", "−", "−1", "+5"), or the review's ◀ and ▶. Read from the
    /// screen, not from the app's own list.
    pub fn is_stepper(&self) -> bool {
        let words = self.label.trim();
        let rest = words.trim_start_matches(['+', '−', '-']);
        (rest.len() < words.len() && rest.chars().all(|c| c.is_ascii_digit()))
            || words == "◀"
            || words == "▶"
    }
}

/// The debug words of each message, as a walk compares them.
pub fn words(messages: &[Message]) -> String {
    messages
        .iter()
        .map(|m| format!("{m:?}"))
        .collect::<Vec<_>>()
        .join(" | ")
}

/// A simulator of `app` in a window of `size` whose messages are also
/// written down, as they come, in `log`.
fn logged<'a>(app: &'a App, log: &Rc<RefCell<Vec<Message>>>) -> Simulator<'a, Message> {
    let log = log.clone();
    let view = app.view().map(move |m: Message| {
        log.borrow_mut().push(m.clone());
        m
    });
    Simulator::with_size(settings(), SIZE, view)
}

/// A message's words with every number made `#`: the same control in
/// another row or seat (each log entry's Delete, each seat's −) has the
/// same shape.
fn shape(words: &str) -> String {
    let mut out = String::with_capacity(words.len());
    for c in words.chars() {
        if c.is_ascii_digit() {
            if !out.ends_with('#') {
                out.push('#');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Every button `app` shows: each widget's middle pressed in turn, those
/// that send something kept, one per kind of message (see [`shape`]).
pub fn buttons(app: &App) -> Vec<Button> {
    let log = Rc::new(RefCell::new(Vec::new()));
    let mut ui = logged(app, &log);
    let mut spots: Vec<(Rectangle, Option<String>)> = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        match c {
            Candidate::Container {
                visible_bounds: Some(v),
                ..
            }
            | Candidate::Focusable {
                visible_bounds: Some(v),
                ..
            }
            | Candidate::Custom {
                visible_bounds: Some(v),
                ..
            } => spots.push((v, None)),
            Candidate::Text {
                visible_bounds: Some(v),
                content,
                ..
            } => spots.push((v, Some(content.to_owned()))),
            _ => {}
        }
        None::<()>
    });
    let mut found: BTreeMap<String, (Button, f32)> = BTreeMap::new();
    let mut order: Vec<String> = Vec::new();
    for (spot, text) in spots {
        if spot.width < 1.0 || spot.height < 1.0 {
            continue;
        }
        let before = log.borrow().len();
        ui.point_at(spot.center());
        let statuses = ui.simulate(simulator::click());
        let sent: Vec<Message> = log.borrow()[before..].to_vec();
        if sent.is_empty() {
            if statuses.contains(&iced::event::Status::Captured) {
                // A list opened, or a field took the focus: start again
                // from the screen as it is.
                ui = logged(app, &log);
            }
            continue;
        }
        let sends = words(&sent);
        let area = spot.width * spot.height;
        let entry = found.entry(sends.clone()).or_insert_with(|| {
            order.push(sends.clone());
            (
                Button {
                    at: spot.center(),
                    sends,
                    label: String::new(),
                    messages: sent,
                },
                area,
            )
        });
        if area < entry.1 {
            entry.0.at = spot.center();
            entry.1 = area;
        }
        if let Some(words) = text
            && !entry.0.label.split(" / ").any(|w| w == words)
        {
            if !entry.0.label.is_empty() {
                entry.0.label.push_str(" / ");
            }
            entry.0.label.push_str(&words);
        }
    }
    let mut shapes = std::collections::BTreeSet::new();
    order
        .into_iter()
        .filter_map(|k| found.remove(&k).map(|(b, _)| b))
        .filter(|b| shapes.insert((shape(&b.sends), b.is_stepper())))
        .collect()
}

/// Every text `ui` shows.
fn texts_of(ui: &mut Simulator<'_, Message>) -> Vec<String> {
    let mut texts = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text { content, .. } = c {
            texts.push(content.to_owned());
        }
        None::<()>
    });
    texts
}

/// The second click of a double click at `at`: `wait` after the first,
/// on the screen the first left, handed to the app at once. Returns what
/// the screen showed just before it, and the words of what it sent.
fn second_click(app: &mut App, dir: &Path, at: Point, wait: Duration) -> (Seen, String) {
    app.pass_time(wait);
    let mut ui = Simulator::with_size(settings(), SIZE, app.view());
    let texts = texts_of(&mut ui);
    ui.point_at(at);
    let _ = ui.simulate(simulator::click());
    let messages: Vec<Message> = ui.into_messages().collect();
    let before = Seen {
        files: files(dir),
        banners: app.banners(),
        texts,
    };
    let sent = words(&messages);
    for m in messages {
        deliver(app, m);
    }
    (before, sent)
}

/// What a press may change: every file in the data folder (but the locks),
/// the banners, and every word the window shows.
#[derive(Debug, Clone, PartialEq)]
pub struct Seen {
    /// Each file's path under the data folder and its bytes.
    pub files: BTreeMap<String, Vec<u8>>,
    /// The banners.
    pub banners: Vec<String>,
    /// Every text on screen.
    pub texts: Vec<String>,
}

impl Seen {
    /// What the app and its data folder `dir` show now.
    pub fn of(app: &App, dir: &Path) -> Self {
        let mut ui = Simulator::with_size(settings(), SIZE, app.view());
        Seen {
            files: files(dir),
            banners: app.banners(),
            texts: texts_of(&mut ui),
        }
    }

    /// What differs between `self` and `later`, in a few words.
    pub fn diff(&self, later: &Seen) -> String {
        let mut out = Vec::new();
        for (path, bytes) in &later.files {
            match self.files.get(path) {
                None => out.push(format!("new file {path}")),
                Some(b) if b != bytes => out.push(format!("{path} written again")),
                _ => {}
            }
        }
        for path in self.files.keys() {
            if !later.files.contains_key(path) {
                out.push(format!("{path} gone"));
            }
        }
        if self.banners != later.banners {
            out.push(format!("banners {:?} → {:?}", self.banners, later.banners));
        }
        if self.texts != later.texts {
            let gone: Vec<_> = self
                .texts
                .iter()
                .filter(|t| !later.texts.contains(t))
                .collect();
            let new: Vec<_> = later
                .texts
                .iter()
                .filter(|t| !self.texts.contains(t))
                .collect();
            out.push(format!("words {gone:?} → {new:?}"));
        }
        out.join("; ")
    }
}

/// Every file in the data folder `dir` (but the locks) and its bytes.
pub fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    read_all(dir, dir, &mut files);
    files
}

fn read_all(root: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            read_all(root, &path, out);
            continue;
        }
        let name = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .display()
            .to_string();
        if name.ends_with(".lock") {
            continue;
        }
        if let Ok(bytes) = std::fs::read(&path) {
            out.insert(name, bytes);
        }
    }
}

fn copy_all(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let path = entry.path();
        let target = to.join(entry.file_name());
        if path.is_dir() {
            std::fs::create_dir_all(&target).unwrap();
            copy_all(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}

/// The app as every walk opens it, on the data folder in `dir`: English,
/// its clock moved only by the test, known draws, no programs started and
/// paths typed instead of dialogs.
fn app_on(dir: &Path) -> App {
    let store = Store::open(dir).unwrap_or_else(|e| panic!("{e}"));
    let mut app = App::new(store);
    app.stop_clock();
    app.open_no_programs();
    app.use_path_field();
    app.seed_random(SEED);
    app
}

/// Records the gestures that lead to a screen, as the app takes them.
pub struct Rec {
    /// The app, on the screen the gestures led to so far.
    pub app: App,
    /// The data folder as it was before any gesture.
    template: tempfile::TempDir,
    /// The data folder the app writes to.
    dir: tempfile::TempDir,
    gestures: Vec<Vec<Message>>,
}

/// A screen reached by recorded gestures from a data folder.
pub struct Scene {
    /// What the screen is, for messages.
    pub name: String,
    template: tempfile::TempDir,
    gestures: Vec<Vec<Message>>,
    /// The app as the recording left it, and its data folder.
    pub app: App,
    _dir: tempfile::TempDir,
}

impl Rec {
    /// A data folder in English, filled by `prepare`, and the app on a copy
    /// of it, on the home screen.
    pub fn new(prepare: impl FnOnce(&Store)) -> Self {
        let template = tempfile::tempdir().unwrap();
        let store = Store::open(template.path()).unwrap();
        store
            .save_settings(&Settings {
                language: Some("en".into()),
                ..Settings::default()
            })
            .unwrap();
        prepare(&store);
        let dir = tempfile::tempdir().unwrap();
        copy_all(template.path(), dir.path());
        let app = app_on(dir.path());
        Rec {
            app,
            template,
            dir,
            gestures: Vec::new(),
        }
    }

    /// Clicks the widget showing `label`.
    pub fn click(&mut self, label: &str) {
        let mut ui = Simulator::with_size(settings(), SIZE, self.app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("click {label:?}: {e:?}"));
        // The simulator borrows the app: take its messages first.
        let messages: Vec<Message> = ui.into_messages().collect();
        self.gestures.push(messages.clone());
        feed(&mut self.app, messages);
    }

    /// Clicks the widget with the id `id`.
    pub fn click_id(&mut self, id: &str) {
        let mut ui = Simulator::with_size(settings(), SIZE, self.app.view());
        ui.click(iced::widget::Id::from(id.to_owned()))
            .unwrap_or_else(|e| panic!("click #{id}: {e:?}"));
        let messages: Vec<Message> = ui.into_messages().collect();
        self.gestures.push(messages.clone());
        feed(&mut self.app, messages);
    }

    /// Types `words` into the field `id`, one character a gesture.
    pub fn type_in(&mut self, id: &str, words: &str) {
        for ch in words.chars() {
            let mut ui = Simulator::with_size(settings(), SIZE, self.app.view());
            let field = ui
                .find(iced::widget::Id::from(id.to_owned()))
                .unwrap_or_else(|e| panic!("find #{id}: {e:?}"));
            let b = field.bounds();
            ui.point_at(Point::new(b.x + b.width - 2.0, b.y + b.height / 2.0));
            let _ = ui.simulate(simulator::click());
            let _ = ui.typewrite(&ch.to_string());
            let messages: Vec<Message> = ui.into_messages().collect();
            self.gestures.push(messages.clone());
            feed(&mut self.app, messages);
        }
    }

    /// Sends `message` as a press of its own.
    pub fn send(&mut self, message: Message) {
        self.gestures.push(vec![message.clone()]);
        feed(&mut self.app, vec![message]);
    }

    /// The screen reached, named `name`.
    pub fn done(self, name: &str) -> Scene {
        Scene {
            name: name.to_owned(),
            template: self.template,
            gestures: self.gestures,
            app: self.app,
            _dir: self.dir,
        }
    }
}

impl Scene {
    /// The screen again, from a copy of its data folder: the app and the
    /// folder it writes to.
    pub fn fresh(&self) -> (tempfile::TempDir, App) {
        let dir = tempfile::tempdir().unwrap();
        copy_all(self.template.path(), dir.path());
        let mut app = app_on(dir.path());
        for g in &self.gestures {
            feed(&mut app, g.clone());
        }
        (dir, app)
    }

    /// Double-clicks every button of the screen, each on a fresh copy of
    /// it, and checks what a person at the table expects: a one-shot
    /// control acts once and its second click (or whatever took its place)
    /// does and says nothing; a stepper counts both clicks. The window's
    /// own bar (Home, History, Stats, Events, Settings, Table mode), the
    /// same on every screen, is walked on the first screen of each test.
    /// Returns what went wrong, one line a button.
    pub fn double_click_every_button(&self) -> Vec<String> {
        let mut wrong = Vec::new();
        let mut all = buttons(&self.app);
        assert!(!all.is_empty(), "{}: no button found", self.name);
        if BAR_WALKED.with(|walked| walked.replace(true)) {
            all.retain(|b| !BAR.contains(&b.sends.as_str()));
        }
        let labels: Vec<String> = all
            .iter()
            .map(|b| match b.label.split(" / ").next() {
                Some(l) if !l.is_empty() => l.to_owned(),
                _ => short(&b.sends).chars().take(40).collect(),
            })
            .collect();
        eprintln!(
            "{}: {} buttons: {}",
            self.name,
            all.len(),
            labels.join(", ")
        );
        for b in all {
            let (dir, mut app) = self.fresh();
            let start = files(dir.path());
            // The first click: what the button sent on the recorded screen,
            // the same screen again.
            feed(&mut app, b.messages.clone());
            // The second click of a double click: the same spot, a frame
            // later, well within the interval.
            let (once, again) =
                second_click(&mut app, dir.path(), b.at, Duration::from_millis(150));
            let twice = Seen::of(&app, dir.path());
            let what = format!("{}: {:?} ({})", self.name, b.label, short(&b.sends));
            if b.is_stepper() {
                // A step the rules took is taken again, or refused in
                // words (its limit reached); a stepper gone or disabled
                // under the pointer sends nothing more.
                let silent = twice.files == once.files && twice.banners == once.banners;
                if again == b.sends && once.files != start && silent {
                    wrong.push(format!("{what}: a stepper counted one click of two"));
                }
                if once.files == start && twice.banners != once.banners {
                    wrong.push(format!("{what}: {}", once.diff(&twice)));
                }
            } else if twice != once {
                wrong.push(format!(
                    "{what}: the second click did {}",
                    once.diff(&twice)
                ));
            }
        }
        wrong
    }
}

fn short(words: &str) -> String {
    words.chars().take(90).collect()
}
