//! Tablekeeper's entry point: no subcommand opens the window, a subcommand
//! runs the command line (see `tablekeeper --help`).
//!
//! On Windows the program is built for the window (no console window opens
//! beside it when it is started from the Start menu), so the command line
//! borrows the console it was started from: see `console`.

#![cfg_attr(all(windows, feature = "gui"), windows_subsystem = "windows")]

use std::process::ExitCode;

use tablekeeper::cli::{self, Command};

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let command = cli::parse_os(&args);
    if !matches!(command, Ok(Command::Window { .. })) {
        // Before anything is printed: see `console::attach`.
        console::attach();
    }
    match command {
        Ok(Command::Window { data_dir }) => window(data_dir),
        Ok(command) => cli::run(command),
        Err(error) => cli::fail(&error),
    }
}

#[cfg(feature = "gui")]
fn window(data_dir: Option<std::path::PathBuf>) -> ExitCode {
    match tablekeeper::ui::run(data_dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // A window that could not open says why where it was started.
            console::attach();
            cli::fail(&error)
        }
    }
}

#[cfg(not(feature = "gui"))]
fn window(_data_dir: Option<std::path::PathBuf>) -> ExitCode {
    cli::fail("this build has no window (built without the `gui` feature); try --help")
}

/// The console of a program built for the window on Windows.
///
/// Such a program (`windows_subsystem = "windows"`) gets no console: its
/// standard output and error lead nowhere unless whoever started it
/// redirected them (`tablekeeper list > sessions.txt`, a pipe). So the
/// command line attaches to the console of the shell that started it, and
/// keeps each standard handle that already led somewhere, as
/// `AttachConsole` would otherwise replace a redirection with the console.
///
/// Why printing works after this: Rust's standard library asks Windows for
/// the standard handle (`GetStdHandle`) at each write, never caching it
/// (`library/std/src/sys/stdio/windows.rs`: "Don't cache handles but get
/// them fresh for every read/write", rust-lang/rust#40490), so a handle
/// set by attaching or by `SetStdHandle` is the one the next line goes to;
/// and it writes to a console as UTF-16 (`WriteConsoleW`) unless the
/// console's code page is UTF-8, so accents come out whole. While there is
/// no handle, writes are dropped without an error (std's `handle_ebadf`);
/// attaching before the first line is printed loses nothing.
///
/// What the shell does is its own affair: cmd and PowerShell do not wait
/// for a program built for the window, so the output may come after the
/// next prompt, and the exit code, set all the same, is only read by a
/// shell that waits (a pipe in PowerShell, `start /wait` in cmd; see the
/// README).
///
/// `windows-sys` (Microsoft's declarations, already built for the window's
/// libraries on Windows) rather than hand-written `extern "system"` ones:
/// the four functions' signatures are then not ours to get wrong.
#[cfg(all(windows, feature = "gui"))]
mod console {
    use windows_sys::Win32::Foundation::{HANDLE, INVALID_HANDLE_VALUE};
    use windows_sys::Win32::Storage::FileSystem::{FILE_TYPE_UNKNOWN, GetFileType};
    use windows_sys::Win32::System::Console::{
        ATTACH_PARENT_PROCESS, AttachConsole, CONSOLE_MODE, GetConsoleMode, GetStdHandle,
        STD_ERROR_HANDLE, STD_HANDLE, STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, SetStdHandle,
    };

    /// Attaches to the console of the process that started this one, if
    /// it has one and standard output or error leads nowhere yet, or to a
    /// console (handles passed on by the console twin, `tablekeeper.com`,
    /// which a program not attached to that console cannot write to); the
    /// standard handles that led somewhere else (a file, a pipe, `NUL`)
    /// are kept as they were.
    pub fn attach() {
        const STANDARD: [STD_HANDLE; 3] = [STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, STD_ERROR_HANDLE];
        // SAFETY: these functions only read or set this process's table
        // of standard handles; the one pointer, `GetConsoleMode`'s, is to
        // a local it writes one u32 into. `GetFileType` and
        // `GetConsoleMode` are asked only about a handle that process
        // table holds; for one that is stale or not a file `GetFileType`
        // answers FILE_TYPE_UNKNOWN, which is then not kept, and
        // `GetConsoleMode` fails for anything but a console's handle. `SetStdHandle` puts back a handle the table held a
        // moment ago, which nothing has closed.
        unsafe {
            let leads_somewhere = |h: HANDLE| {
                let mut mode: CONSOLE_MODE = 0;
                !h.is_null()
                    && h != INVALID_HANDLE_VALUE
                    && GetFileType(h) != FILE_TYPE_UNKNOWN
                    // A console's own handle: attached to below.
                    && GetConsoleMode(h, &mut mode) == 0
            };
            let kept = STANDARD.map(|which| {
                let handle = GetStdHandle(which);
                leads_somewhere(handle).then_some(handle)
            });
            if kept[1].is_some() && kept[2].is_some() {
                // Output and errors both go somewhere already.
                return;
            }
            // Fails when the parent has no console (started from the
            // Start menu or Explorer): then nothing is printed, as before.
            if AttachConsole(ATTACH_PARENT_PROCESS) == 0 {
                return;
            }
            for (which, handle) in STANDARD.into_iter().zip(kept) {
                if let Some(handle) = handle {
                    SetStdHandle(which, handle);
                }
            }
        }
    }
}

/// Elsewhere (and in a build without the window, which Windows gives a
/// console of its own) there is nothing to attach to.
#[cfg(not(all(windows, feature = "gui")))]
mod console {
    pub fn attach() {}
}
