//! Which paths a Tablekeeper data folder keeps for itself, so that
//! `export -o` never writes over one: everything in `sessions/`, `trash/`,
//! `events/` and `quarantine/`, and in the folder itself the roster, the
//! settings, the index (with their backups, conflict copies and temp
//! files), the lock files and the names of those folders. Files inside
//! `printed/` are the user's printouts and may be replaced.

use std::fs;
use std::path::{Path, PathBuf};

use crate::rules::Text;

/// The folders of a data folder whose every file is Tablekeeper's.
const KEPT_FOLDERS: [&str; 4] = ["sessions", "trash", "events", "quarantine"];

/// The files of a data folder that Tablekeeper writes, by their name, and
/// what each is.
const KEPT_FILES: [(&str, &str); 3] = [
    ("roster.json", "roster"),
    ("settings.json", "settings"),
    ("index.json", "index"),
];

/// What tells a data folder: besides `sessions/`, one of these, as every
/// data folder that was ever used has.
const MARKS: [&str; 5] = [
    "index.json",
    "settings.json",
    "roster.json",
    "trash",
    "quarantine",
];

/// Why writing `name` in the canonical folder `folder` would write over
/// something a data folder keeps, as a message still to be given the path
/// written (`path`): "PATH is in a Tablekeeper data folder's events/ (…),
/// …". `ours` is the data folder of this command, when known; any other
/// folder that looks like a data folder is protected as well.
pub(super) fn why_kept(folder: &Path, name: &str, ours: Option<&Path>) -> Option<Text> {
    let is_data = |dir: &Path| ours.is_some_and(|o| same_place(dir, o)) || looks_like_data(dir);
    if is_data(folder)
        && let Some(what) = kept_in_root(name)
    {
        return Some(
            Text::msg("cli-kept-in-data-folder")
                .arg("what", crate::rules::Arg::said(what))
                .arg("folder", folder.display().to_string()),
        );
    }
    folder
        .ancestors()
        .find(|dir| {
            let named = dir
                .file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| KEPT_FOLDERS.iter().any(|k| k.eq_ignore_ascii_case(n)));
            named && dir.parent().is_some_and(is_data)
        })
        .map(|part| {
            Text::msg("cli-kept-in-folder")
                .arg(
                    "name",
                    part.file_name()
                        .unwrap_or_default()
                        .to_string_lossy()
                        .into_owned(),
                )
                .arg("folder", part.display().to_string())
        })
}

/// What `name`, directly in a data folder, is to Tablekeeper, if anything
/// (names compared without case: on Windows, macOS and memory sticks
/// `Roster.json` is `roster.json`), in words of the translations.
fn kept_in_root(name: &str) -> Option<Text> {
    let lower = name.to_lowercase();
    let kept = |key: &str| Text::msg(key);
    if KEPT_FOLDERS.contains(&lower.as_str()) || lower == "printed" {
        return Some(kept("cli-kept-folder-name").arg("name", lower));
    }
    for (file, what) in KEPT_FILES {
        let of = |key: &str| kept(key).arg("what", what);
        if lower == file {
            return Some(of("cli-kept-file"));
        }
        if lower.starts_with(file) {
            return Some(of("cli-kept-work-file"));
        }
        let stem = file.trim_end_matches(".json");
        if lower.ends_with(".json")
            && lower.starts_with(stem)
            && lower[stem.len()..].starts_with([' ', '.', '(', '[', '~'])
        {
            return Some(of("cli-kept-sync-copy"));
        }
    }
    if lower.ends_with(".lock") {
        return Some(kept("cli-kept-lock"));
    }
    let hidden_work = [".tmp", ".bak", ".lock", ".json"];
    if lower.starts_with('.') && hidden_work.iter().any(|w| lower.contains(w)) {
        return Some(kept("cli-kept-being-written"));
    }
    None
}

/// Whether `dir` looks like a Tablekeeper data folder: it holds
/// `sessions/` and one of [`MARKS`].
fn looks_like_data(dir: &Path) -> bool {
    dir.join("sessions").is_dir()
        && MARKS
            .iter()
            .any(|m| fs::symlink_metadata(dir.join(m)).is_ok())
}

/// Whether two folders are one: the same file on Unix (through any
/// symlink or hard link), else the same canonical path without case.
pub(super) fn same_place(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (fs::metadata(a), fs::metadata(b)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        match (fs::canonicalize(a), fs::canonicalize(b)) {
            (Ok(a), Ok(b)) => a
                .to_string_lossy()
                .to_lowercase()
                .eq(&b.to_string_lossy().to_lowercase()),
            _ => false,
        }
    }
}

/// The kept file of the data folder `ours` that `file` is another name
/// of (a hard link), if any. Only files with more than one name are
/// looked for; sessions are told by their content instead.
#[cfg(unix)]
pub(super) fn hard_link_of(file: &Path, ours: &Path) -> Option<PathBuf> {
    use std::os::unix::fs::MetadataExt;
    let meta = fs::metadata(file).ok().filter(|m| m.nlink() > 1)?;
    let same = |p: &Path| {
        fs::symlink_metadata(p).is_ok_and(|m| m.dev() == meta.dev() && m.ino() == meta.ino())
    };
    let in_root = fs::read_dir(ours).ok()?.flatten().map(|e| e.path());
    let in_events = fs::read_dir(ours.join("events"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path());
    in_root.chain(in_events).find(|p| {
        let kept = p.parent() != Some(ours)
            || p.file_name()
                .and_then(|n| n.to_str())
                .and_then(kept_in_root)
                .is_some();
        kept && p.is_file() && same(p)
    })
}

/// No hard links are looked for where file identities are not at hand.
#[cfg(not(unix))]
pub(super) fn hard_link_of(_file: &Path, _ours: &Path) -> Option<PathBuf> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knows_the_files_a_data_folder_keeps() {
        for kept in [
            "roster.json",
            "Roster.JSON",
            "roster.json.bak",
            "roster.json.lock",
            "roster.sync-conflict-20261126-101500-ABCDEF7.json",
            "roster (conflicted copy 2026-11-26 101500).json",
            "settings.json",
            "index.json",
            "index.json.tmp-12-3",
            ".roster.json.tmp-4-0",
            ".index.json.bak-77",
            "roster.lock",
            "events",
            "printed",
            "Sessions",
        ] {
            assert!(kept_in_root(kept).is_some(), "{kept}");
        }
        for free in [
            "report.csv",
            "friday.md",
            "roster.csv",
            "rosters.json",
            ".notes",
        ] {
            assert_eq!(kept_in_root(free), None, "{free}");
        }
    }

    #[test]
    fn a_data_folder_protects_its_parts_and_only_them() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        for sub in ["sessions", "events", "printed"] {
            fs::create_dir_all(data.join(sub)).unwrap();
        }
        let data = fs::canonicalize(&data).unwrap();
        assert!(why_kept(&data, "roster.json", Some(&data)).is_some());
        assert!(why_kept(&data.join("events"), "x.json", Some(&data)).is_some());
        // Another data folder is told by its files.
        assert!(why_kept(&data.join("events"), "x.json", None).is_none());
        fs::write(data.join("roster.json"), "{}").unwrap();
        assert!(why_kept(&data.join("events"), "x.json", None).is_some());
        assert!(why_kept(&data.join("printed"), "x.md", Some(&data)).is_none());
        assert!(why_kept(&data, "report.csv", Some(&data)).is_none());
        let elsewhere = fs::canonicalize(dir.path()).unwrap();
        assert!(why_kept(&elsewhere, "roster.json", Some(&data)).is_none());
    }
}
