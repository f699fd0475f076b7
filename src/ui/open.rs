//! Opens a file in the program the desktop keeps for its kind (the
//! browser for a page of standings to print), or an address in the
//! desktop's browser (the live page, for a screen reader).

use std::ffi::OsStr;
use std::io;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

/// Set by [`never`]: no program is started from now on.
static NEVER: AtomicBool = AtomicBool::new(false);
/// The addresses [`url`] was asked to open while [`NEVER`] was set.
static NOT_OPENED: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// Never starts a browser for [`url`] from now on, in this process: for
/// tests, which would otherwise open windows on the desktop. What would
/// have been opened is kept ([`not_opened`]).
pub fn never() {
    NEVER.store(true, Ordering::Relaxed);
}

/// The addresses [`url`] did not open since [`never`], oldest first.
pub fn not_opened() -> Vec<String> {
    NOT_OPENED
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clone()
}

/// Opens the web address `address` (`http://` or `https://` only) in the
/// desktop's browser and returns at once, as [`open`] does.
pub fn url(address: &str) -> io::Result<()> {
    if !(address.starts_with("http://") || address.starts_with("https://")) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a web address: {}", crate::terminal::escape(address)),
        ));
    }
    if NEVER.load(Ordering::Relaxed) {
        NOT_OPENED
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(address.to_owned());
        return Ok(());
    }
    start(OsStr::new(address))
}

/// Starts the desktop's program for `path` and returns at once; a thread
/// waits for the starter to end, so it leaves nothing behind. `Err` when
/// it could not be started (no desktop, say).
pub fn open(path: &Path) -> io::Result<()> {
    start(path.as_os_str())
}

/// Starts the desktop's program for `path` (a file's path or an address).
fn start(path: &OsStr) -> io::Result<()> {
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
