//! Files in and out of the window: the session under review exported (its
//! file, a JSON report, CSV or Markdown) and its chart as PNG, and session
//! files imported. Native dialogs (rfd) run off the window's thread, so the
//! window keeps drawing; where none can be shown, a path field asks instead.

mod act;
mod dialog;
mod picture;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::ui::widget::button;
use iced::widget::{column, container, row, text, text_input};
use iced::window::Screenshot;
use iced::{Alignment, Element, Length, Rectangle, Task, Theme};

use crate::i18n::I18n;
use crate::session::Session;
use crate::store::Store;
use crate::ui::{theme, widget};

use crate::ui::widget::Press;
use act::{act, saved, shown, suggested_path, write_to};
use dialog::dialog;
pub use dialog::dialogs_available;
pub use picture::chart_png;
/// The id of the path field.
const PATH_FIELD: &str = "transfer-path";

/// The id of the review's chart, and of the card printed in its place
/// while its picture is taken: that card is what is saved as PNG.
pub const CHART: &str = "review-chart";

/// What an export writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The session file itself, to import on another machine.
    Session,
    /// The whole session as JSON (standings and log).
    Json,
    /// The log as CSV, one text column per entry.
    Csv,
    /// One row per entry with every seat's numbers as columns.
    CsvSeries,
    /// A Markdown report.
    Markdown,
    /// The chart, printed on a card with title and legend, as a PNG
    /// picture.
    ChartPng,
}

impl Kind {
    /// Every kind, in the order the buttons show them.
    pub const ALL: [Kind; 6] = [
        Kind::Session,
        Kind::Json,
        Kind::Csv,
        Kind::CsvSeries,
        Kind::Markdown,
        Kind::ChartPng,
    ];

    /// The button's words (a message key).
    pub fn label_key(self) -> &'static str {
        match self {
            Kind::Session => "ui-export-session",
            Kind::Json => "ui-export-json",
            Kind::Csv => "ui-export-csv",
            Kind::CsvSeries => "ui-export-csv-series",
            Kind::Markdown => "ui-export-markdown",
            Kind::ChartPng => "ui-export-chart",
        }
    }

    fn extension(self) -> &'static str {
        match self {
            Kind::Session | Kind::Json => "json",
            Kind::Csv | Kind::CsvSeries => "csv",
            Kind::Markdown => "md",
            Kind::ChartPng => "png",
        }
    }

    /// The file name the dialog suggests.
    fn file_name(self, id: &str) -> String {
        match self {
            Kind::Json => format!("{id}-report.json"),
            Kind::CsvSeries => format!("{id}-series.csv"),
            Kind::ChartPng => format!("{id}-chart.png"),
            _ => format!("{id}.{}", self.extension()),
        }
    }
}

/// What a path is wanted for.
#[derive(Debug, Clone)]
pub enum Goal {
    /// Export this session.
    Export(Kind, Arc<Session>),
    /// Import session files.
    Import,
}

/// A dialog that answers sooner than this without a file was never shown:
/// nobody cancels a file dialog in a quarter of a second.
const NO_DIALOG: Duration = Duration::from_millis(250);

/// How the transfer asks where: the desktop's dialog, or the path field
/// because none can be shown here, or because the dialog failed to open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dialogs {
    Native,
    Unavailable,
    Failed,
}

/// What the transfer reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Ask where: a dialog, or the path field.
    Start(Goal),
    /// A dialog's answer (none: cancelled, or no dialog could be shown),
    /// and how long it was open.
    Picked(Goal, Option<Vec<PathBuf>>, Duration),
    /// The path field was typed in.
    Typed(String),
    /// Use the typed path.
    Confirm,
    /// Close the path field.
    Cancel,
    /// Where the chart is on screen (none: not shown), for its PNG.
    ChartAt(PathBuf, Option<Rectangle>),
    /// The window's picture, to cut the chart from.
    Shot(PathBuf, Rectangle, Screenshot),
}

impl Msg {
    /// How a press of its control counts (see [`Press`]): a dialog's
    /// answer and the window's picture come back by themselves.
    pub fn press(&self) -> Press {
        match self {
            Msg::Start(_) | Msg::Confirm | Msg::Cancel => Press::Once,
            Msg::Picked(..) | Msg::Typed(_) | Msg::ChartAt(..) | Msg::Shot(..) => Press::Not,
        }
    }
}

/// A line for the banners.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The words, translated.
    pub words: String,
    /// Whether something went wrong.
    pub error: bool,
}

/// What handling a message did.
pub struct Done {
    /// Work left to do (a dialog, a screenshot).
    pub task: Task<Msg>,
    /// Lines for the banners.
    pub notices: Vec<Notice>,
    /// Sessions were imported: the history must be read again.
    pub imported: bool,
    /// A picture of the chart is to be taken.
    capture: bool,
}

impl Done {
    fn nothing() -> Self {
        Done {
            task: Task::none(),
            notices: Vec::new(),
            imported: false,
            capture: false,
        }
    }

    fn task(task: Task<Msg>) -> Self {
        Done {
            task,
            ..Done::nothing()
        }
    }

    fn notice(words: String, error: bool) -> Self {
        Done {
            notices: vec![Notice { words, error }],
            ..Done::nothing()
        }
    }
}

/// Exports and imports: whether dialogs can be shown, and the path field
/// when they cannot.
#[derive(Debug)]
pub struct Transfer {
    dialogs: Dialogs,
    /// A native dialog is open: another press of Import or Export (the
    /// second click of a double click) opens no second one.
    picking: bool,
    asking: Option<(Goal, String)>,
    /// A picture of the chart is being taken: the review shows its print
    /// card, and nothing may cover it.
    capturing: bool,
}

impl Transfer {
    /// Dialogs if this desktop can show them (see [`dialogs_available`]).
    pub fn new() -> Self {
        Transfer::with_dialogs(dialogs_available())
    }

    /// With native dialogs or with the path field only.
    pub fn with_dialogs(dialogs: bool) -> Self {
        Transfer {
            dialogs: if dialogs {
                Dialogs::Native
            } else {
                Dialogs::Unavailable
            },
            picking: false,
            asking: None,
            capturing: false,
        }
    }

    /// Whether the path field is open.
    pub fn asking(&self) -> bool {
        self.asking.is_some()
    }

    /// Whether the chart's picture is being taken (banners and the path
    /// field must not cover it).
    pub fn capturing(&self) -> bool {
        self.capturing
    }

    /// Handles a message.
    pub fn update(&mut self, msg: Msg, store: &Store, i18n: &I18n) -> Done {
        let done = self.handle(msg, store, i18n);
        if done.capture {
            self.capturing = true;
        }
        done
    }

    fn handle(&mut self, msg: Msg, store: &Store, i18n: &I18n) -> Done {
        match msg {
            Msg::Start(_) if self.dialogs == Dialogs::Native && self.picking => Done::nothing(),
            Msg::Start(goal) if self.dialogs == Dialogs::Native => {
                self.picking = true;
                Done::task(dialog(goal, i18n))
            }
            Msg::Start(goal) => {
                let suggested = match &goal {
                    Goal::Export(kind, session) => suggested_path(&kind.file_name(session.id())),
                    Goal::Import => String::new(),
                };
                self.asking = Some((goal, suggested));
                // Typing goes straight into the field, all of it selected.
                Done::task(Task::batch([
                    iced::widget::operation::focus(PATH_FIELD),
                    iced::widget::operation::select_all(PATH_FIELD),
                ]))
            }
            // No answer sooner than a person can cancel: the dialog was
            // never shown (a desktop portal that failed). Ask with the path
            // field, which says so, now and from then on.
            Msg::Picked(goal, None, open) if open < NO_DIALOG => {
                self.picking = false;
                self.dialogs = Dialogs::Failed;
                self.handle(Msg::Start(goal), store, i18n)
            }
            Msg::Picked(_, None, _) => {
                self.picking = false;
                Done::nothing()
            }
            Msg::Picked(goal, Some(paths), _) => {
                self.picking = false;
                act(goal, paths, store, i18n)
            }
            Msg::Typed(words) => {
                if let Some((_, path)) = &mut self.asking {
                    *path = words;
                }
                Done::nothing()
            }
            Msg::Confirm => {
                let Some((goal, typed)) = self.asking.take() else {
                    return Done::nothing();
                };
                let typed = typed.trim();
                if typed.is_empty() {
                    self.asking = Some((goal, String::new()));
                    return Done::notice(i18n.tr("ui-path-empty"), true);
                }
                act(goal, vec![PathBuf::from(typed)], store, i18n)
            }
            Msg::Cancel => {
                self.asking = None;
                Done::nothing()
            }
            Msg::ChartAt(path, None) => {
                self.capturing = false;
                Done::notice(
                    i18n.tr_args("ui-chart-gone", &[("path", shown(&path))]),
                    true,
                )
            }
            Msg::ChartAt(path, Some(bounds)) => Done::task(
                iced::window::latest()
                    .and_then(iced::window::screenshot)
                    .map(move |shot| Msg::Shot(path.clone(), bounds, shot)),
            ),
            Msg::Shot(path, bounds, shot) => {
                self.capturing = false;
                let written = chart_png(&shot, bounds)
                    .and_then(|png| write_to(&path, store, i18n, |w| w.write_all(&png)));
                saved(written, Kind::ChartPng, &path, i18n)
            }
        }
    }

    /// Why the path field asks: the message key of its first line.
    pub fn why_no_dialog(&self) -> &'static str {
        match self.dialogs {
            Dialogs::Failed => "ui-dialog-failed",
            _ => "ui-no-dialog",
        }
    }

    /// The path field, shown over the window when no dialog can be.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Option<Element<'a, Msg>> {
        let (goal, path) = self.asking.as_ref()?;
        let (prompt, go) = match goal {
            Goal::Export(kind, _) => (
                i18n.tr_args(
                    "ui-path-export",
                    &[("what", i18n.tr(kind.label_key()).into())],
                ),
                i18n.tr("ui-path-save"),
            ),
            Goal::Import => (i18n.tr("ui-path-import"), i18n.tr("ui-import")),
        };
        let body = column![
            text(i18n.tr(self.why_no_dialog())).size(theme::small()),
            text(prompt).size(theme::body()),
            text_input(&i18n.tr("ui-path-placeholder"), path)
                .id(PATH_FIELD)
                .on_input(Msg::Typed)
                .on_submit(Msg::Confirm)
                .padding(8),
            row![
                button(text(go))
                    .style(widget::primary)
                    .on_press(Msg::Confirm),
                button(text(i18n.tr("ui-cancel")))
                    .style(widget::secondary)
                    .on_press(Msg::Cancel),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        ]
        .spacing(10);
        Some(
            container(body)
                .padding(16)
                .max_width(640)
                .width(Length::Fill)
                .style(|t: &Theme| container::bordered_box(t))
                .into(),
        )
    }
}

impl Default for Transfer {
    fn default() -> Self {
        Transfer::new()
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_field_asks_when_no_dialog_can_be_shown() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("sessions")).unwrap();
        let store = Store::open(dir.path()).unwrap();
        let i18n = I18n::new("en");
        let mut t = Transfer::with_dialogs(false);
        t.update(Msg::Start(Goal::Import), &store, &i18n);
        assert!(t.asking());
        let done = t.update(Msg::Confirm, &store, &i18n);
        assert!(done.notices[0].error, "an empty path is refused");
        assert!(t.asking(), "and the field stays open");
        t.update(Msg::Cancel, &store, &i18n);
        assert!(!t.asking());
    }

    #[test]
    fn a_dialog_that_could_not_be_shown_is_said_by_the_path_field_that_asks_instead() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("sessions")).unwrap();
        let store = Store::open(dir.path()).unwrap();
        let i18n = I18n::new("en");
        let mut t = Transfer::with_dialogs(true);
        // A double click on Import opens one dialog.
        assert!(
            t.update(Msg::Start(Goal::Import), &store, &i18n)
                .task
                .units()
                > 0
        );
        let again = t.update(Msg::Start(Goal::Import), &store, &i18n);
        assert_eq!(again.task.units(), 0, "no second dialog");
        // A person cancelled: nothing said, nothing asked.
        let done = t.update(
            Msg::Picked(Goal::Import, None, Duration::from_secs(3)),
            &store,
            &i18n,
        );
        assert!(done.notices.is_empty() && !t.asking());
        // The portal failed at once.
        let done = t.update(
            Msg::Picked(Goal::Import, None, Duration::from_millis(20)),
            &store,
            &i18n,
        );
        assert!(done.notices.is_empty(), "no banner over the window");
        assert!(t.asking(), "the path field asks instead");
        assert_eq!(t.why_no_dialog(), "ui-dialog-failed", "and says why");
        // And from then on, without trying the dialog again.
        t.update(Msg::Cancel, &store, &i18n);
        t.update(Msg::Start(Goal::Import), &store, &i18n);
        assert!(t.asking());
    }
}
