//! Tablekeeper's entry point: no subcommand opens the window, a subcommand
//! runs the command line (see `tablekeeper --help`).

use std::process::ExitCode;

use tablekeeper::cli::{self, Command};

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    match cli::parse_os(&args) {
        Ok(Command::Window { data_dir }) => window(data_dir),
        Ok(command) => cli::run(command),
        Err(error) => cli::fail(&error),
    }
}

#[cfg(feature = "gui")]
fn window(data_dir: Option<std::path::PathBuf>) -> ExitCode {
    match tablekeeper::ui::run(data_dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => cli::fail(&error),
    }
}

#[cfg(not(feature = "gui"))]
fn window(_data_dir: Option<std::path::PathBuf>) -> ExitCode {
    cli::fail("this build has no window (built without the `gui` feature); try --help")
}
