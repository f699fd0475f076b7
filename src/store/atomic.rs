//! Saving that survives a pulled plug: write a temp file in the same folder,
//! fsync it, keep the old file as a backup, rename the temp file over the
//! old one, fsync the folder. A reader sees the old or the new file, whole.

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Makes each temp file of this process a name of its own.
static WRITES: AtomicU64 = AtomicU64::new(0);

/// Whether to fsync (always, but for benchmarks that report both).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sync {
    /// fsync the file and its folder: the data is on disk when this returns.
    Yes,
    /// Leave flushing to the OS (benchmarks only).
    No,
}

/// The backup kept beside `path`: `<name>.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".bak");
    path.with_file_name(name)
}

/// Replaces `path` with `bytes` atomically. With `keep_backup`, the file
/// being replaced stays as [`backup_path`].
pub fn write(path: &Path, bytes: &[u8], keep_backup: bool, sync: Sync) -> io::Result<()> {
    write_with(path, keep_backup, sync, None, |file| file.write_all(bytes))
}

/// The folder a file named by `path` is in: `.` for a bare file name.
pub fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// Replaces `path` atomically with what `fill` writes (buffered), as
/// [`write`] does. With `like`, the new file takes that file's permissions
/// (and, where the system allows, its owner) from the start.
pub fn write_with(
    path: &Path,
    keep_backup: bool,
    sync: Sync,
    like: Option<&fs::Metadata>,
    fill: impl FnOnce(&mut BufWriter<File>) -> io::Result<()>,
) -> io::Result<()> {
    let dir = folder_of(path);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    // One name per write, so two threads saving at once never share one.
    let n = WRITES.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(".{name}.tmp-{}-{n}", std::process::id()));
    let result = (|| {
        // A stale temp file of a dead process may hold this name; never
        // write through whatever is there (it could be a symlink).
        let _ = fs::remove_file(&tmp);
        let file = create_new(&tmp, like)?;
        // Held until the rename: the sign of a live writer that
        // `leftovers` reads (the lock goes with the process).
        let _ = file.try_lock();
        let mut writer = BufWriter::new(file);
        fill(&mut writer)?;
        let file = writer
            .into_inner()
            .map_err(io::IntoInnerError::into_error)?;
        if sync == Sync::Yes {
            file.sync_all()?;
        }
        if keep_backup && path.exists() {
            let backup = backup_path(path);
            let link = dir.join(format!(".{name}.bak-{}", std::process::id()));
            let _ = fs::remove_file(&link);
            // A hard link is instant and atomic; fall back to a copy.
            if fs::hard_link(path, &link).is_err() {
                fs::copy(path, &link)?;
            }
            fs::rename(&link, &backup)?;
        }
        replace(&tmp, path)?;
        drop(file);
        if sync == Sync::Yes {
            sync_dir(dir)?;
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// `fs::rename(from, to)`, over `to` if it exists. On Windows a program
/// that holds `to` open without letting others delete it (a virus scanner,
/// a sync client, a preview pane: each for a moment) makes the rename fail
/// with "Access denied"; it is tried again every 100 ms for a second
/// before the error is given. Elsewhere a rename never waits for readers.
fn replace(from: &Path, to: &Path) -> io::Result<()> {
    #[cfg(windows)]
    for _ in 0..10 {
        match fs::rename(from, to) {
            Err(e) if e.kind() == io::ErrorKind::PermissionDenied => {
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            done => return done,
        }
    }
    fs::rename(from, to)
}

#[cfg(unix)]
fn create_new(path: &Path, like: Option<&fs::Metadata>) -> io::Result<File> {
    use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    let Some(like) = like else {
        return options.open(path);
    };
    let mode = like.mode() & 0o777;
    let file = options.mode(mode).open(path)?;
    // Best effort: only root may give a file away.
    let _ = std::os::unix::fs::fchown(&file, Some(like.uid()), Some(like.gid()));
    file.set_permissions(fs::Permissions::from_mode(mode))?;
    Ok(file)
}

#[cfg(not(unix))]
fn create_new(path: &Path, like: Option<&fs::Metadata>) -> io::Result<File> {
    let file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    if let Some(like) = like {
        file.set_permissions(like.permissions())?;
    }
    Ok(file)
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_and_keeps_the_previous_version() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.json");
        write(&path, b"one", true, Sync::Yes).unwrap();
        assert!(!backup_path(&path).exists());
        write(&path, b"two", true, Sync::Yes).unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"two");
        assert_eq!(fs::read(backup_path(&path)).unwrap(), b"one");
        write(&path, b"three", false, Sync::No).unwrap();
        assert_eq!(fs::read(backup_path(&path)).unwrap(), b"one");
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 2, "no temp files left: {names:?}");
    }

    #[test]
    fn a_bare_file_name_is_in_the_current_folder() {
        assert_eq!(folder_of(Path::new("out.csv")), Path::new("."));
        assert_eq!(folder_of(Path::new("a/out.csv")), Path::new("a"));
        assert_eq!(folder_of(Path::new("/out.csv")), Path::new("/"));
    }

    #[cfg(unix)]
    #[test]
    fn keeps_the_mode_of_the_file_it_replaces() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("private.txt");
        fs::write(&path, "old").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        let like = fs::metadata(&path).unwrap();
        write_with(&path, false, Sync::Yes, Some(&like), |w| {
            w.write_all(b"new")
        })
        .unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new");
        let mode = fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
}
