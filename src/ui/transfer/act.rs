//! What an export or import does once the paths are known: write the
//! session (or its report) where asked, or import each file named.

use std::path::{Path, PathBuf};

use super::{CHART, Done, Goal, Kind, Msg, Notice};
use crate::i18n::I18n;
use crate::report;
use crate::rules::Arg;
use crate::store::{FileRefusal, Imported, Store};

/// Exports to or imports from the paths chosen.
pub(super) fn act(goal: Goal, paths: Vec<PathBuf>, store: &Store, i18n: &I18n) -> Done {
    match goal {
        Goal::Export(kind, session) => {
            let Some(path) = paths.into_iter().next() else {
                return Done::nothing();
            };
            // A name Windows could not hold (`CON.csv`, `game.`) is refused
            // here in the window's words, before anything is written.
            if let Some(why) = crate::cli::refused_name(&path, i18n) {
                return saved(Err(why), kind, &path, i18n);
            }
            if kind == Kind::ChartPng {
                // The chart's print card (the review shows it while this
                // capture lasts) is cut from the window's picture where it
                // is, with nothing over it.
                let find = iced::widget::selector::find(iced::widget::selector::id(CHART));
                return Done {
                    capture: true,
                    ..Done::task(find.map(move |target| {
                        Msg::ChartAt(path.clone(), target.and_then(|t| t.visible_bounds()))
                    }))
                };
            }
            let written = write_to(&path, store, i18n, |w| match kind {
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
            let mut importer = store.importer();
            for arg in paths {
                let files = match crate::store::files_to_import(&arg) {
                    Ok(files) => files,
                    Err(refused) => {
                        done.notices.push(Notice {
                            words: refusal(&refused, shown(&arg), i18n),
                            error: true,
                        });
                        continue;
                    }
                };
                for path in files {
                    let file = shown(&path);
                    let imported = match importer.import(&path) {
                        Ok(imported) => imported,
                        Err(refused) => {
                            done.notices.push(Notice {
                                words: refusal(&refused, file, i18n),
                                error: true,
                            });
                            continue;
                        }
                    };
                    done.imported |= matches!(imported, Imported::Added { .. });
                    let id = imported.id().to_owned().into();
                    let words = match imported {
                        Imported::Added {
                            renamed_from: None, ..
                        } => i18n.tr_args("ui-imported", &[("file", file), ("id", id)]),
                        Imported::Added {
                            renamed_from: Some(old),
                            ..
                        } => i18n.tr_args(
                            if crate::store::names::unportable(&old).is_some() {
                                "ui-imported-renamed-reserved"
                            } else {
                                "ui-imported-renamed"
                            },
                            &[("file", file), ("id", id), ("old", old.into())],
                        ),
                        Imported::Already { further, .. } => i18n.tr_args(
                            if further {
                                "ui-imported-already-further"
                            } else {
                                "ui-imported-already"
                            },
                            &[("file", file), ("id", id)],
                        ),
                    };
                    done.notices.push(Notice {
                        words,
                        error: false,
                    });
                }
            }
            done
        }
    }
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
        _ => {
            // Our own sentence first, then the detail (in English, as the
            // command line prints it) without the file's name again.
            let name = match &file {
                Arg::Text(name) => format!("{name}: "),
                _ => String::new(),
            };
            let detail = refused
                .message
                .strip_prefix(&name)
                .unwrap_or(&refused.message)
                .to_owned();
            i18n.tr_args(
                "ui-import-refused",
                &[
                    ("file", file),
                    ("why", i18n.tr(refused.why.key()).into()),
                    ("detail", detail.into()),
                ],
            )
        }
    }
}

pub(super) fn shown(path: &Path) -> Arg {
    path.display().to_string().into()
}

/// Where the path field suggests saving `file`: the documents folder, else
/// the home folder.
pub(super) fn suggested_path(file: &str) -> String {
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
pub(super) fn write_to(
    path: &Path,
    store: &Store,
    i18n: &I18n,
    fill: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> Result<(), String> {
    crate::cli::write_output(path, Some(&store.sessions_dir()), i18n, fill)
}

pub(super) fn saved(written: Result<(), String>, kind: Kind, path: &Path, i18n: &I18n) -> Done {
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
