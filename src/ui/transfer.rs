//! Files in and out of the window: the session under review exported as
//! JSON, CSV or Markdown and its chart as PNG, and session files imported.
//! Native dialogs (rfd) run off the window's thread, so the window keeps
//! drawing; where none can be shown, a path field asks instead.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use iced::widget::{button, column, container, row, text, text_input};
use iced::window::Screenshot;
use iced::{Alignment, Element, Length, Rectangle, Task, Theme};

use crate::i18n::I18n;
use crate::report;
use crate::rules::Arg;
use crate::session::Session;
use crate::store::{FileRefusal, Store};
use crate::ui::{theme, widget};

/// The id of the path field.
const PATH_FIELD: &str = "transfer-path";

/// The id of the review's chart, whose picture is saved as PNG.
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
    /// The chart on screen, as a PNG picture.
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

/// What the transfer reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Ask where: a dialog, or the path field.
    Start(Goal),
    /// A dialog's answer (none: cancelled).
    Picked(Goal, Option<Vec<PathBuf>>),
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
    dialogs: bool,
    asking: Option<(Goal, String)>,
    /// A picture of the chart is being taken: nothing may cover it.
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
            dialogs,
            asking: None,
            capturing: false,
        }
    }

    /// Whether the path field is open.
    #[cfg(test)]
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
            Msg::Start(goal) if self.dialogs => Done::task(dialog(goal, i18n)),
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
            Msg::Picked(_, None) => Done::nothing(),
            Msg::Picked(goal, Some(paths)) => act(goal, paths, store, i18n),
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
                    .and_then(|png| write_to(&path, store, |w| w.write_all(&png)));
                saved(written, Kind::ChartPng, &path, i18n)
            }
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
            text(i18n.tr("ui-no-dialog")).size(theme::SMALL),
            text(prompt).size(theme::BODY),
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

/// The native dialog for `goal`, run off the window's thread.
fn dialog(goal: Goal, i18n: &I18n) -> Task<Msg> {
    match goal {
        Goal::Import => {
            let picker = rfd::AsyncFileDialog::new()
                .set_title(i18n.tr("ui-import-title"))
                .add_filter(i18n.tr("ui-file-sessions"), &["json"]);
            Task::perform(picker.pick_files(), |files| {
                Msg::Picked(
                    Goal::Import,
                    files.map(|f| f.into_iter().map(|h| h.path().to_path_buf()).collect()),
                )
            })
        }
        Goal::Export(kind, session) => {
            let picker = rfd::AsyncFileDialog::new()
                .set_title(i18n.tr("ui-export-title"))
                .set_file_name(kind.file_name(session.id()))
                .add_filter(i18n.tr(kind.label_key()), &[kind.extension()]);
            Task::perform(picker.save_file(), move |file| {
                Msg::Picked(
                    Goal::Export(kind, session.clone()),
                    file.map(|h| vec![h.path().to_path_buf()]),
                )
            })
        }
    }
}

/// Exports to or imports from the paths chosen.
fn act(goal: Goal, paths: Vec<PathBuf>, store: &Store, i18n: &I18n) -> Done {
    match goal {
        Goal::Export(kind, session) => {
            let Some(path) = paths.into_iter().next() else {
                return Done::nothing();
            };
            if kind == Kind::ChartPng {
                // The chart is cut from the window's picture where it is,
                // with nothing over it.
                let find = iced::widget::selector::find(iced::widget::selector::id(CHART));
                return Done {
                    capture: true,
                    ..Done::task(find.map(move |target| {
                        Msg::ChartAt(path.clone(), target.and_then(|t| t.visible_bounds()))
                    }))
                };
            }
            let written = write_to(&path, store, |w| match kind {
                Kind::Session => crate::store::format::to_bytes(&session)
                    .map_err(std::io::Error::from)
                    .and_then(|bytes| w.write_all(&bytes)),
                Kind::Json => report::write_json(w, i18n, &session, true),
                Kind::Csv => report::write_csv(w, i18n, &session),
                Kind::CsvSeries => report::write_csv_series(w, i18n, &session),
                Kind::Markdown | Kind::ChartPng => report::write_markdown(w, i18n, &session),
            });
            saved(written, kind, &path, i18n)
        }
        Goal::Import => {
            let mut done = Done::nothing();
            for path in files_in(paths) {
                let file = shown(&path);
                let words = match store.import(&path) {
                    Ok(imported) => {
                        done.imported = true;
                        match imported.renamed_from {
                            None => i18n.tr_args(
                                "ui-imported",
                                &[("file", file), ("id", imported.id.into())],
                            ),
                            Some(old) => i18n.tr_args(
                                "ui-imported-renamed",
                                &[
                                    ("file", file),
                                    ("id", imported.id.into()),
                                    ("old", old.into()),
                                ],
                            ),
                        }
                    }
                    Err(refused) => {
                        done.notices.push(Notice {
                            words: refusal(&refused, file, i18n),
                            error: true,
                        });
                        continue;
                    }
                };
                done.notices.push(Notice {
                    words,
                    error: false,
                });
            }
            done
        }
    }
}

/// The files named: a folder stands for the `.json` files in it.
fn files_in(paths: Vec<PathBuf>) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for path in paths {
        match std::fs::read_dir(&path) {
            Ok(entries) => {
                let mut inside: Vec<PathBuf> = entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "json") && p.is_file())
                    .collect();
                inside.sort();
                files.extend(inside);
            }
            Err(_) => files.push(path),
        }
    }
    files
}

/// Why a file was not imported, in the window's language.
fn refusal(refused: &FileRefusal, file: Arg, i18n: &I18n) -> String {
    match (refused.entry, &refused.rule) {
        (Some(entry), Some(rule)) => i18n.tr_args(
            "ui-import-refused-entry",
            &[
                ("file", file),
                ("entry", entry.into()),
                ("rule", rule.clone().into()),
            ],
        ),
        _ => i18n.tr_args(
            "ui-import-refused",
            &[("file", file), ("why", refused.message.clone().into())],
        ),
    }
}

fn shown(path: &Path) -> Arg {
    path.display().to_string().into()
}

/// Where the path field suggests saving `file`: the documents folder, else
/// the home folder.
fn suggested_path(file: &str) -> String {
    directories::UserDirs::new()
        .map(|dirs| {
            dirs.document_dir()
                .unwrap_or_else(|| dirs.home_dir())
                .join(file)
                .display()
                .to_string()
        })
        .unwrap_or_else(|| file.to_owned())
}

/// Writes an export where the person asked, never over a session file or
/// into the data folder's `sessions/`.
fn write_to(
    path: &Path,
    store: &Store,
    fill: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> Result<(), String> {
    crate::cli::write_output(path, Some(&store.sessions_dir()), fill)
}

fn saved(written: Result<(), String>, kind: Kind, path: &Path, i18n: &I18n) -> Done {
    match written {
        Ok(()) => Done::notice(
            i18n.tr_args(
                "ui-exported",
                &[
                    ("what", i18n.tr(kind.label_key()).into()),
                    ("path", shown(path)),
                ],
            ),
            false,
        ),
        Err(error) => Done::notice(
            i18n.tr_args(
                "ui-export-failed",
                &[("path", shown(path)), ("error", error.into())],
            ),
            true,
        ),
    }
}

/// The part of the window's picture inside `bounds` (logical pixels), as
/// PNG bytes.
pub fn chart_png(shot: &Screenshot, bounds: Rectangle) -> Result<Vec<u8>, String> {
    let scale = shot.scale_factor;
    let (width, height) = (shot.size.width, shot.size.height);
    let x = ((bounds.x * scale).max(0.0) as u32).min(width);
    let y = ((bounds.y * scale).max(0.0) as u32).min(height);
    let region = Rectangle {
        x,
        y,
        width: ((bounds.width * scale).max(0.0) as u32).min(width - x),
        height: ((bounds.height * scale).max(0.0) as u32).min(height - y),
    };
    if region.width == 0 || region.height == 0 {
        return Err(String::from("the chart has no size on screen"));
    }
    let part = shot.crop(region).map_err(|e| format!("{e:?}"))?;
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, part.size.width, part.size.height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer
        .write_image_data(&part.rgba)
        .map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())?;
    Ok(out)
}

/// Whether a native dialog can be shown here: zenity is installed, or a
/// desktop portal with a file chooser can be reached on the session bus.
/// `TABLEKEEPER_FILE_DIALOG=path` (or `native`) decides instead.
pub fn dialogs_available() -> bool {
    match std::env::var("TABLEKEEPER_FILE_DIALOG").as_deref() {
        Ok("path") => return false,
        Ok("native") => return true,
        _ => {}
    }
    on_path("zenity") || (session_bus() && file_chooser_portal())
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

fn session_bus() -> bool {
    std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty())
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|dir| Path::new(&dir).join("bus").exists())
}

/// A portal back end that offers the file chooser (GTK, KDE, GNOME...).
fn file_chooser_portal() -> bool {
    let dirs = std::env::var("XDG_DATA_DIRS")
        .ok()
        .filter(|d| !d.is_empty())
        .unwrap_or_else(|| String::from("/usr/local/share:/usr/share"));
    dirs.split(':').any(|dir| {
        std::fs::read_dir(Path::new(dir).join("xdg-desktop-portal/portals"))
            .into_iter()
            .flatten()
            .flatten()
            .any(|e| {
                std::fs::read_to_string(e.path())
                    .is_ok_and(|s| s.contains("org.freedesktop.impl.portal.FileChooser"))
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shot(width: u32, height: u32, scale: f32) -> Screenshot {
        let mut rgba = Vec::new();
        for y in 0..height {
            for x in 0..width {
                rgba.extend([x as u8, y as u8, 0, 255]);
            }
        }
        Screenshot::new(rgba, iced::Size::new(width, height), scale)
    }

    #[test]
    fn the_chart_is_cut_from_the_window_at_its_scale() {
        let png = chart_png(
            &shot(40, 30, 2.0),
            Rectangle {
                x: 5.0,
                y: 3.0,
                width: 10.0,
                height: 6.0,
            },
        )
        .unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        assert_eq!((info.width, info.height), (20, 12));
        // The first pixel is the window's (10, 6).
        assert_eq!(&pixels[..4], &[10, 6, 0, 255]);
    }

    #[test]
    fn a_chart_off_screen_or_without_size_is_refused() {
        let off = Rectangle {
            x: 100.0,
            y: 100.0,
            width: 10.0,
            height: 10.0,
        };
        assert!(chart_png(&shot(40, 30, 1.0), off).is_err());
        // Partly off: cut to what is shown.
        let half = Rectangle {
            x: 30.0,
            y: 20.0,
            width: 20.0,
            height: 20.0,
        };
        assert!(chart_png(&shot(40, 30, 1.0), half).is_ok());
    }

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
}
