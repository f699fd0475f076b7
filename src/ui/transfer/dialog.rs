//! The native dialogs (rfd: the desktop portal, else zenity), and whether
//! this desktop can show one at all.

use std::path::Path;
use std::time::Instant;

use iced::Task;

use super::{Goal, Msg};
use crate::i18n::I18n;

/// The native dialog for `goal`, attached to the window (the portal and
/// zenity keep it above it, and the desktop treats it as the window's),
/// run off the window's thread.
pub(super) fn dialog(goal: Goal, i18n: &I18n) -> Task<Msg> {
    let picker = match &goal {
        Goal::Import => rfd::AsyncFileDialog::new()
            .set_title(i18n.tr("ui-import-title"))
            .add_filter(i18n.tr("ui-file-sessions"), &["json"]),
        Goal::Export(kind, session) => rfd::AsyncFileDialog::new()
            .set_title(i18n.tr("ui-export-title"))
            .set_file_name(kind.file_name(session.id()))
            .add_filter(i18n.tr(kind.label_key()), &[kind.extension()]),
    };
    iced::window::latest()
        .then(move |id| {
            let picker = picker.clone();
            match id {
                Some(id) => iced::window::run(id, move |window| picker.set_parent(window)),
                None => Task::done(picker),
            }
        })
        .then(move |picker| ask(goal.clone(), picker))
}

/// Shows `picker` for `goal`; the answer says how long it was open.
fn ask(goal: Goal, picker: rfd::AsyncFileDialog) -> Task<Msg> {
    let opened = Instant::now();
    match goal {
        Goal::Import => Task::perform(picker.pick_files(), move |files| {
            Msg::Picked(
                Goal::Import,
                files.map(|f| f.into_iter().map(|h| h.path().to_path_buf()).collect()),
                opened.elapsed(),
            )
        }),
        Goal::Export(kind, session) => Task::perform(picker.save_file(), move |file| {
            Msg::Picked(
                Goal::Export(kind, session.clone()),
                file.map(|h| vec![h.path().to_path_buf()]),
                opened.elapsed(),
            )
        }),
    }
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
