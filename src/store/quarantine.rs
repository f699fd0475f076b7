//! Files that cannot be read are never overwritten: they are moved to the
//! `quarantine/` folder with a note of why, and the user is told where.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::Utc;

/// A file set aside.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quarantined {
    /// Where it was.
    pub from: PathBuf,
    /// Where it is now.
    pub to: PathBuf,
    /// Why it could not be read.
    pub reason: String,
    /// Set when the note of why (`<to>.why.txt`) could not be written: the
    /// file was moved all the same, and this says why the note is missing.
    pub note_error: Option<String>,
}

impl std::fmt::Display for Quarantined {
    /// "FROM: unreadable (REASON); moved to TO", and when the note beside
    /// it could not be written, that too.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: unreadable ({}); moved to {}",
            self.from.display(),
            self.reason,
            self.to.display()
        )?;
        if let Some(e) = &self.note_error {
            write!(f, "; the note of why could not be written beside it ({e})")?;
        }
        Ok(())
    }
}

/// The note written beside a file set aside at `to`.
pub fn note_path(to: &Path) -> PathBuf {
    let mut note = to.to_path_buf().into_os_string();
    note.push(".why.txt");
    PathBuf::from(note)
}

/// Moves `file` into `folder` (created if needed) under a name that keeps
/// the original name and the time, and writes the reason beside it. Fails
/// only when the file could not be moved; a note that could not be written
/// is reported in [`Quarantined::note_error`].
pub fn set_aside(folder: &Path, file: &Path, reason: &str) -> std::io::Result<Quarantined> {
    fs::create_dir_all(folder)?;
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    let stamp = Utc::now().format("%Y%m%dT%H%M%S%.3f");
    let mut to = folder.join(format!("{name}.{stamp}"));
    let mut n = 1;
    while fs::symlink_metadata(&to).is_ok() {
        to = folder.join(format!("{name}.{stamp}.{n}"));
        n += 1;
    }
    fs::rename(file, &to)?;
    let note_error = fs::write(note_path(&to), format!("{}\n{reason}\n", file.display()))
        .err()
        .map(|e| e.to_string());
    Ok(Quarantined {
        from: file.to_path_buf(),
        to,
        reason: reason.to_owned(),
        note_error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_note_says_where_from_and_why() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.json");
        fs::write(&file, b"x").unwrap();
        let q = set_aside(&dir.path().join("q"), &file, "line 1, column 1: oops").unwrap();
        assert_eq!(q.note_error, None);
        let note = fs::read_to_string(note_path(&q.to)).unwrap();
        assert_eq!(
            note,
            format!("{}\nline 1, column 1: oops\n", file.display())
        );
        assert!(!q.to_string().contains("note"), "{q}");
    }

    #[test]
    fn a_note_that_cannot_be_written_is_reported_and_the_move_still_named() {
        // The moved file's name fits in 255 bytes; with ".why.txt" it does not.
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("n".repeat(230));
        fs::write(&file, b"x").unwrap();
        let q = set_aside(&dir.path().join("q"), &file, "broken").unwrap();
        assert!(q.to.exists() && !file.exists());
        assert!(q.note_error.is_some(), "{q:?}");
        let text = q.to_string();
        assert!(
            text.contains(&format!("moved to {}", q.to.display()))
                && text.contains("the note of why could not be written"),
            "{text}"
        );
    }
}
