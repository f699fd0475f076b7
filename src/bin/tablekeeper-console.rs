//! The console twin of `tablekeeper.exe` on Windows, installed beside it as
//! `tablekeeper.com`: cmd and PowerShell run it first when `tablekeeper`
//! is typed (`.COM` comes before `.EXE` in `PATHEXT`), and, as a console
//! program, the shell waits for it. It runs `tablekeeper.exe` with the same
//! arguments, its standard handles passed on, waits for it (the command
//! line's output comes before the next prompt) and ends with its exit code;
//! with no command (the window) it starts the window and returns at once.
//! Elsewhere it does the same with `tablekeeper` beside it; nothing ships it
//! there.

use std::process::{Command, ExitCode};

use tablekeeper::cli;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let program = if cfg!(windows) {
        "tablekeeper.exe"
    } else {
        "tablekeeper"
    };
    let exe = match std::env::current_exe() {
        Ok(me) => me.with_file_name(program),
        Err(e) => return cli::fail(&format!("where this program is: {e}")),
    };
    let mut child = Command::new(&exe);
    child.args(&args);
    if matches!(cli::parse_os(&args), Ok(cli::Command::Window { .. })) {
        // The window: started, not waited for.
        return match child.spawn() {
            Ok(_) => ExitCode::SUCCESS,
            Err(e) => cli::fail(&format!("{}: {e}", exe.display())),
        };
    }
    match child.status() {
        // The command line's own codes (0, 1, 2) are passed on.
        Ok(status) => ExitCode::from(
            status
                .code()
                .and_then(|c| u8::try_from(c).ok())
                .unwrap_or(2),
        ),
        Err(e) => cli::fail(&format!("{}: {e}", exe.display())),
    }
}
