//! Leftovers of saves that were cut off (`kill -9`, a pulled plug): the
//! temporary files of [`super::atomic`] and [`super::claim`] and the
//! backup links of [`super::atomic`], named `.<file>.tmp-<pid>-<n>` and
//! `.<file>.bak-<pid>`. Removed when their writer is gone, never while a
//! live process writes one, and never taken for a session.

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::Store;

/// A temp file younger than this is left alone, however it looks: its
/// writer may be between creating and locking it.
const STALE_AFTER: Duration = Duration::from_secs(10);

/// The process id in a leftover's name, and whether it is a temp file
/// (locked by its writer) rather than a backup link.
fn leftover(name: &str) -> Option<(u32, bool)> {
    let rest = name.strip_prefix('.')?;
    let (tmp, tail) = match (rest.rfind(".tmp-"), rest.rfind(".bak-")) {
        (Some(t), _) => (true, &rest[t + 5..]),
        (None, Some(b)) => (false, &rest[b + 5..]),
        (None, None) => return None,
    };
    let pid = tail.split('-').next()?;
    pid.parse().ok().map(|pid| (pid, tmp))
}

/// Whether process `pid` is running, where the system can tell (Linux);
/// elsewhere it is taken to be.
fn alive(pid: u32) -> bool {
    if pid == std::process::id() {
        return true;
    }
    if cfg!(target_os = "linux") {
        return Path::new("/proc").join(pid.to_string()).exists();
    }
    true
}

/// Whether the leftover at `path` is old and its writer gone: a temp
/// file whose lock can be taken (its writer holds it until the rename), a
/// backup link whose process is not running.
fn stale(path: &Path, pid: u32, tmp: bool) -> bool {
    let Ok(meta) = fs::symlink_metadata(path) else {
        return false;
    };
    let old = meta
        .modified()
        .ok()
        .and_then(|m| SystemTime::now().duration_since(m).ok())
        .is_some_and(|age| age >= STALE_AFTER);
    if !meta.is_file() || !old {
        return false;
    }
    if !tmp {
        return !alive(pid);
    }
    // The lock is let go when `file` is dropped, after the removal.
    File::open(path).is_ok_and(|file| file.try_lock().is_ok())
}

/// Removes the stale leftovers in `dir`; returns what was removed.
pub fn clean(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some((pid, tmp)) = name.to_str().and_then(leftover) else {
            continue;
        };
        let path = entry.path();
        if stale(&path, pid, tmp) && fs::remove_file(&path).is_ok() {
            removed.push(path);
        }
    }
    removed
}

impl Store {
    /// Removes what saves cut off left behind in `sessions/`, `trash/` and
    /// the data folder (see the module's documentation); returns what was
    /// removed, so the caller may say so.
    pub fn clean_leftovers(&self) -> Vec<PathBuf> {
        let mut removed = clean(&self.sessions_dir());
        removed.extend(clean(&self.trash_dir()));
        removed.extend(clean(&self.root));
        removed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_leftovers() {
        assert_eq!(leftover(".friday.json.tmp-4242-7"), Some((4242, true)));
        assert_eq!(leftover(".friday.json.tmp-4242"), Some((4242, true)));
        assert_eq!(leftover(".friday.json.tmp-4242-claim3"), Some((4242, true)));
        assert_eq!(leftover(".index.json.bak-17"), Some((17, false)));
        assert_eq!(leftover("friday.json.tmp-4242"), None);
        assert_eq!(leftover("friday.json"), None);
        assert_eq!(leftover(".friday.json.tmp-x"), None);
    }
}
