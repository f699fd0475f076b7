//! Opens a file in the program the desktop keeps for its kind: the
//! browser for a page of standings to print.

use std::io;
use std::path::Path;
use std::process::{Command, Stdio};

/// Starts the desktop's program for `path` and returns at once; a thread
/// waits for the starter to end, so it leaves nothing behind. `Err` when
/// it could not be started (no desktop, say).
pub fn open(path: &Path) -> io::Result<()> {
    let mut command = if cfg!(windows) {
        // Explorer opens a file with its default program.
        let mut c = Command::new("explorer");
        c.arg(path);
        c
    } else if cfg!(target_os = "macos") {
        let mut c = Command::new("open");
        c.arg(path);
        c
    } else {
        let mut c = Command::new("xdg-open");
        c.arg(path);
        c
    };
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()?;
    std::thread::spawn(move || child.wait());
    Ok(())
}
