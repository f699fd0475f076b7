//! Saving that survives a pulled plug: write a temp file in the same folder,
//! fsync it, keep the old file as a backup, rename the temp file over the
//! old one, fsync the folder. A reader sees the old or the new file, whole.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

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
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let result = (|| {
        let mut file = File::create(&tmp)?;
        file.write_all(bytes)?;
        if sync == Sync::Yes {
            file.sync_all()?;
        }
        drop(file);
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
        fs::rename(&tmp, path)?;
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
}
