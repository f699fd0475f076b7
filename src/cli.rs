//! The command line of the same binary: list, show, replay and export
//! sessions. Errors print one line (what and where) and exit with code 2.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use serde_json::json;

use crate::i18n::{self, I18n};
use crate::report;
use crate::session::Session;
use crate::store::{self, Store};

/// What the command line asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// No subcommand: open the window.
    Window {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
    },
    /// `--help`.
    Help,
    /// `--version`.
    Version,
    /// `list [--json]`.
    List {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
        /// Print JSON.
        json: bool,
    },
    /// `show <id|file> [--json]`.
    Show {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
        /// A session id or a file path.
        target: String,
        /// Print JSON.
        json: bool,
    },
    /// `replay <file> [--json]`.
    Replay {
        /// The session file.
        file: PathBuf,
        /// Print JSON.
        json: bool,
    },
    /// `export <id|file> --format json|csv|md [-o file]`.
    Export {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
        /// A session id or a file path.
        target: String,
        /// The format.
        format: ExportFormat,
        /// Where to write; standard output if none.
        output: Option<PathBuf>,
    },
}

/// Export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    /// The full JSON report.
    Json,
    /// The log as CSV.
    Csv,
    /// A Markdown report.
    Markdown,
}

/// The help text.
pub const HELP: &str = "\
Tablekeeper — tracks tabletop games instead of dice and paper.

Usage:
  tablekeeper [--data-dir DIR]                 open the window
  tablekeeper list [--json]                    list saved sessions, newest first
  tablekeeper show <ID|FILE> [--json]          setup, standings, outcome and log
  tablekeeper replay <FILE> [--json]           check a session file and print the result
  tablekeeper export <ID|FILE> --format json|csv|md [-o FILE]
  tablekeeper --help | --version

Options:
  --data-dir DIR   the data folder (default: $TABLEKEEPER_DATA_DIR, else the
                   platform's data folder)
  --json           machine-readable output
  -o, --output F   write the export to F instead of standard output

Errors print one line saying what and where, and exit with code 2.
";

/// Parses the arguments (without the program name).
pub fn parse(args: &[String]) -> Result<Command, String> {
    let mut data_dir = None;
    let mut json = false;
    let mut format = None;
    let mut output = None;
    let mut words: Vec<&str> = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(Command::Help),
            "-V" | "--version" => return Ok(Command::Version),
            "--json" => json = true,
            "--data-dir" => data_dir = Some(PathBuf::from(value(&mut it, "--data-dir")?)),
            "-o" | "--output" => output = Some(PathBuf::from(value(&mut it, "--output")?)),
            "--format" => {
                format = Some(match value(&mut it, "--format")? {
                    "json" => ExportFormat::Json,
                    "csv" => ExportFormat::Csv,
                    "md" | "markdown" => ExportFormat::Markdown,
                    other => {
                        return Err(format!("--format: `{other}` is not one of json, csv, md"));
                    }
                });
            }
            other if other.starts_with('-') && other.len() > 1 => {
                return Err(format!("{other}: unknown option (see --help)"));
            }
            other => words.push(other),
        }
    }
    let one = |words: &[&str], what: &str| -> Result<String, String> {
        match words {
            [_, target] => Ok((*target).to_owned()),
            [cmd] => Err(format!("{cmd}: missing {what}")),
            [cmd, ..] => Err(format!("{cmd}: too many arguments (expected one {what})")),
            [] => Err(String::from("missing command")),
        }
    };
    match words.first().copied() {
        None => Ok(Command::Window { data_dir }),
        Some("list") if words.len() == 1 => Ok(Command::List { data_dir, json }),
        Some("list") => Err(String::from("list: takes no arguments")),
        Some("show") => Ok(Command::Show {
            data_dir,
            target: one(&words, "session id or file")?,
            json,
        }),
        Some("replay") => Ok(Command::Replay {
            file: PathBuf::from(one(&words, "session file")?),
            json,
        }),
        Some("export") => Ok(Command::Export {
            data_dir,
            target: one(&words, "session id or file")?,
            format: format.ok_or("export: missing --format json|csv|md")?,
            output,
        }),
        Some(other) => Err(format!("{other}: unknown command (see --help)")),
    }
}

fn value<'a>(it: &mut std::slice::Iter<'a, String>, option: &str) -> Result<&'a str, String> {
    it.next()
        .map(String::as_str)
        .ok_or_else(|| format!("{option}: missing value"))
}

/// Prints one error line and returns exit code 2.
pub fn fail(error: &str) -> ExitCode {
    eprintln!("tablekeeper: {error}");
    ExitCode::from(2)
}

/// Runs a command; prints its output or one error line.
pub fn run(command: Command) -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    match execute(command, &mut stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => fail(&error),
    }
}

fn open_store(data_dir: Option<PathBuf>) -> Result<Store, String> {
    let root = data_dir
        .or_else(store::default_root)
        .ok_or("no data folder: set TABLEKEEPER_DATA_DIR or pass --data-dir")?;
    Store::open(root).map_err(|e| e.to_string())
}

fn load(data_dir: Option<PathBuf>, target: &str) -> Result<Session, String> {
    let path = Path::new(target);
    if !store::valid_id(target) || path.is_file() {
        return store::read_file(path).map_err(|e| e.to_string());
    }
    let store = open_store(data_dir)?;
    let loaded = store.load(target).map_err(|e| e.to_string())?;
    if let Some(q) = loaded.recovered {
        eprintln!(
            "tablekeeper: {}: unreadable ({}); moved to {}; the previous version was restored",
            q.from.display(),
            q.reason,
            q.to.display()
        );
    }
    Ok(loaded.session)
}

/// Runs a command, writing its output to `out`; `Err` is the error line.
pub fn execute(command: Command, out: &mut dyn Write) -> Result<(), String> {
    let en = i18n::english();
    let text = match command {
        Command::Window { .. } => return Err(String::from("no window from here")),
        Command::Help => HELP.to_owned(),
        Command::Version => format!("tablekeeper {}\n", env!("CARGO_PKG_VERSION")),
        Command::List { data_dir, json } => list(en, &open_store(data_dir)?, json),
        Command::Show {
            data_dir,
            target,
            json,
        } => {
            let session = load(data_dir, &target)?;
            render(en, &session, json, true)
        }
        Command::Replay { file, json } => {
            let session = store::read_file(&file).map_err(|e| e.to_string())?;
            if let Some(r) = session.refused() {
                return Err(format!("{}: {}", file.display(), refusal_line(en, r)));
            }
            render(en, &session, json, false)
        }
        Command::Export {
            data_dir,
            target,
            format,
            output,
        } => {
            let session = load(data_dir, &target)?;
            let body = match format {
                ExportFormat::Json => render(en, &session, true, true),
                ExportFormat::Csv => report::csv(en, &session),
                ExportFormat::Markdown => report::markdown(en, &session),
            };
            if let Some(path) = output {
                store::atomic::write(&path, body.as_bytes(), false, store::Sync::Yes)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                return Ok(());
            }
            body
        }
    };
    out.write_all(text.as_bytes())
        .map_err(|e| format!("standard output: {e}"))
}

/// "log entry N: why (rule R)", entries counted from 1 as in the log.
pub fn refusal_line(en: &I18n, r: &crate::session::Refusal) -> String {
    format!(
        "log entry {}: {} (rule {})",
        r.index + 1,
        en.text(&r.error.0),
        r.error.rule()
    )
}

fn render(en: &I18n, session: &Session, json: bool, with_log: bool) -> String {
    if json {
        let mut s =
            serde_json::to_string_pretty(&report::json(en, session, with_log)).unwrap_or_default();
        s.push('\n');
        s
    } else {
        report::text(en, session, with_log)
    }
}

fn list(en: &I18n, store: &Store, as_json: bool) -> String {
    let listing = store.list();
    for q in &listing.quarantined {
        eprintln!(
            "tablekeeper: {}: unreadable ({}); moved to {}",
            q.from.display(),
            q.reason,
            q.to.display()
        );
    }
    for (path, why) in &listing.skipped {
        eprintln!("tablekeeper: {}: skipped ({why})", path.display());
    }
    if as_json {
        let rows: Vec<_> = listing
            .sessions
            .iter()
            .map(|s| {
                json!({
                    "id": s.id,
                    "game": s.game.name(),
                    "players": s.players,
                    "created": s.created,
                    "updated": s.updated,
                    "entries": s.entries,
                    "finished": s.finished,
                    "winners": s.winners,
                    "reason": report::reason(en, s.reason.as_ref()),
                })
            })
            .collect();
        let mut s = serde_json::to_string_pretty(&rows).unwrap_or_default();
        s.push('\n');
        return s;
    }
    let mut out = String::new();
    for s in &listing.sessions {
        let status = if s.finished {
            en.tr_args("list-won-by", &[("winners", s.winners.join(", ").into())])
        } else {
            en.tr("list-in-progress")
        };
        out.push_str(&format!(
            "{}  {}  {}  {}  {}\n",
            s.id,
            s.updated.format("%Y-%m-%d %H:%M"),
            en.tr(&s.game.title_key()),
            s.players.join(", "),
            status
        ));
    }
    if listing.sessions.is_empty() {
        out.push_str(&en.tr("list-empty"));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn parses_commands_and_options() {
        assert_eq!(parse(&[]), Ok(Command::Window { data_dir: None }));
        assert_eq!(
            parse(&args("--data-dir /x list --json")),
            Ok(Command::List {
                data_dir: Some("/x".into()),
                json: true
            })
        );
        assert_eq!(
            parse(&args("export s1 --format md -o r.md")),
            Ok(Command::Export {
                data_dir: None,
                target: "s1".into(),
                format: ExportFormat::Markdown,
                output: Some("r.md".into())
            })
        );
        assert_eq!(
            parse(&args("show")),
            Err("show: missing session id or file".into())
        );
        assert_eq!(
            parse(&args("export s1")),
            Err("export: missing --format json|csv|md".into())
        );
        assert_eq!(
            parse(&args("frob")),
            Err("frob: unknown command (see --help)".into())
        );
        assert_eq!(
            parse(&args("list --frob")),
            Err("--frob: unknown option (see --help)".into())
        );
        assert_eq!(
            parse(&args("--data-dir")),
            Err("--data-dir: missing value".into())
        );
        assert_eq!(parse(&args("x --help")), Ok(Command::Help));
    }
}
