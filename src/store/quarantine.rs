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
}

/// Moves `file` into `folder` (created if needed) under a name that keeps
/// the original name and the time, and writes the reason beside it.
pub fn set_aside(folder: &Path, file: &Path, reason: &str) -> std::io::Result<Quarantined> {
    fs::create_dir_all(folder)?;
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    let stamp = Utc::now().format("%Y%m%dT%H%M%S%.3f");
    let mut to = folder.join(format!("{name}.{stamp}"));
    let mut n = 1;
    while to.exists() {
        to = folder.join(format!("{name}.{stamp}.{n}"));
        n += 1;
    }
    fs::rename(file, &to)?;
    let mut note = to.clone().into_os_string();
    note.push(".why.txt");
    let _ = fs::write(
        PathBuf::from(note),
        format!("{}\n{reason}\n", file.display()),
    );
    Ok(Quarantined {
        from: file.to_path_buf(),
        to,
        reason: reason.to_owned(),
    })
}
