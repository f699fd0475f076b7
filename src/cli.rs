//! The command line of the same binary: list, show, replay and export
//! sessions. Errors print one line (what and where) and exit with code 2.

mod args;
mod event;
mod output;
mod players;
mod say;
mod serve;

/// Why an export's file name would not travel, in the given words.
pub use output::refused_name;
/// Writes an export file the way `export -o` does (the window's export too).
pub use output::write as write_output;

use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use serde::Serialize;
use serde_json::json;

use crate::i18n::I18n;
use crate::locale::Formats;
use crate::report;
use crate::session::Session;
use crate::store::{self, Store};
use crate::terminal::{self, Lines};
use say::{path_arg, say, say_args};

pub use args::{AFTER_HELP, command, help, parse, parse_os};

/// What the command line asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// No subcommand: open the window.
    Window {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
    },
    /// `--help`: the help text to print (the command's own, for
    /// `tablekeeper export --help`).
    Help(String),
    /// `--version`.
    Version,
    /// `list [--json | --ids] [--utc]`.
    List {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
        /// Print JSON.
        json: bool,
        /// Print only the ids, one a line.
        ids: bool,
        /// Times in UTC (ISO 8601), not local.
        utc: bool,
    },
    /// `show <id|file> [--json] [--utc]`.
    Show {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
        /// A session id or a file path.
        target: String,
        /// Print JSON.
        json: bool,
        /// Times in UTC (ISO 8601), not local.
        utc: bool,
    },
    /// `replay <file> [--json]`.
    Replay {
        /// The session file.
        file: PathBuf,
        /// Print JSON.
        json: bool,
    },
    /// `import <file>...`.
    Import {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
        /// The session files.
        files: Vec<PathBuf>,
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
    /// `serve [--session ID] [--bind ADDR:PORT] [--seats]`.
    Serve {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
        /// The session to show; the one changed last if none.
        session: Option<String>,
        /// Where to listen.
        bind: std::net::SocketAddr,
        /// A link per seat, whose phone changes that seat's numbers.
        seats: bool,
    },
    /// `stats [--json] [--game G] [--player NAME [--against NAME]]`.
    Stats {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
        /// Print JSON.
        json: bool,
        /// Only this game.
        game: Option<crate::rules::GameKind>,
        /// Only sessions with this player.
        player: Option<String>,
        /// Head to head with this player.
        against: Option<String>,
    },
    /// `players [list [--json] | rename OLD NEW | merge NAME INTO | split
    /// SPELLING]`.
    Players {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
        /// What to do.
        action: PlayersAction,
    },
    /// `event new | pair | result | drop | standings | list`.
    Event {
        /// `--data-dir`, if given.
        data_dir: Option<PathBuf>,
        /// What to do.
        action: EventAction,
    },
}

/// What `event` does (see [`crate::event`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EventAction {
    /// Creates an event.
    New {
        /// Its name.
        name: String,
        /// Its games.
        games: Vec<crate::rules::GameKind>,
        /// Tables of two or pods; from the games if none.
        kind: Option<crate::event::Kind>,
        /// Its players.
        players: Vec<String>,
    },
    /// Pairs the next round.
    Pair {
        /// The event.
        name: String,
        /// Print JSON.
        json: bool,
    },
    /// Records a table's result.
    Result {
        /// The event.
        name: String,
        /// The round, from 1.
        round: usize,
        /// The table, from 1.
        table: usize,
        /// How it ended; none: clear it.
        result: Option<crate::event::TableResult>,
    },
    /// Drops a player.
    Drop {
        /// The event.
        name: String,
        /// The player.
        player: String,
    },
    /// Enters a player late.
    Enter {
        /// The event.
        name: String,
        /// The player.
        player: String,
    },
    /// Brings a dropped player back.
    Return {
        /// The event.
        name: String,
        /// The player.
        player: String,
    },
    /// Prints the standings.
    Standings {
        /// The event.
        name: String,
        /// Print JSON.
        json: bool,
        /// Print the printable sheet (HTML) instead.
        html: bool,
    },
    /// Lists the events.
    List {
        /// Print JSON.
        json: bool,
    },
}

/// What `players` does with the roster (see [`crate::roster`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayersAction {
    /// Every player, most games first.
    List {
        /// Print JSON.
        json: bool,
    },
    /// Gives the player `old` the name `new`.
    Rename {
        /// The player's name, or any spelling of it.
        old: String,
        /// The new name.
        new: String,
    },
    /// Makes `name` a spelling of `into`.
    Merge {
        /// The player to merge.
        name: String,
        /// The player they are.
        into: String,
    },
    /// Makes `spelling` someone of their own again.
    Split {
        /// One of a player's other spellings.
        spelling: String,
    },
}

/// Export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    /// The full JSON report.
    Json,
    /// The log as CSV.
    Csv,
    /// One CSV row per entry with every seat's numbers (`--series`).
    CsvSeries,
    /// A Markdown report.
    Markdown,
}

/// Prints one error line and returns exit code 2. Control characters in
/// the message are escaped, so it stays one line whatever it quotes, and
/// the line is cut at [`terminal::ERROR_LINE`] characters.
pub fn fail(error: &str) -> ExitCode {
    warn(error);
    ExitCode::from(2)
}

/// Prints one line on standard error, escaped and cut as [`fail`] does.
/// A standard error that cannot be written to is let be (never a panic).
fn warn(message: &str) {
    let escaped = terminal::escape(message);
    let _ = writeln!(
        io::stderr().lock(),
        "tablekeeper: {}",
        terminal::capped(&escaped, terminal::ERROR_LINE)
    );
}

/// Runs a command; prints its output or one error line. When whoever reads
/// standard output stops reading (`tablekeeper list | head -1`), the
/// command ends there, quietly, with exit status 0, as it has said all
/// that was wanted of it.
pub fn run(command: Command) -> ExitCode {
    let mut stdout = PipeWatch::new(io::stdout().lock());
    match execute(command, &mut stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) if stdout.closed => ExitCode::SUCCESS,
        Err(error) => fail(&error),
    }
}

/// A writer that notes when its reader has gone (a closed pipe).
struct PipeWatch<W> {
    inner: W,
    closed: bool,
}

impl<W: Write> PipeWatch<W> {
    fn new(inner: W) -> Self {
        PipeWatch {
            inner,
            closed: false,
        }
    }

    fn noted<T>(&mut self, result: io::Result<T>) -> io::Result<T> {
        if let Err(e) = &result
            && e.kind() == io::ErrorKind::BrokenPipe
        {
            self.closed = true;
        }
        result
    }
}

impl<W: Write> Write for PipeWatch<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let written = self.inner.write(buf);
        self.noted(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        let flushed = self.inner.flush();
        self.noted(flushed)
    }
}

/// The data folder in force (see [`store::data_dir`]), and whether it was
/// chosen (`--data-dir` or `TABLEKEEPER_DATA_DIR`) rather than a default
/// (the platform's, or a portable copy's).
fn data_root(data_dir: Option<PathBuf>) -> Result<(PathBuf, bool), String> {
    let found = store::data_dir(data_dir).ok_or_else(|| say("cli-no-data-folder"))?;
    let chosen = found.chosen();
    Ok((found.path, chosen))
}

/// The store, for commands that only read it: nothing is created. A chosen
/// folder that is not there is an error; the platform's default folder not
/// there yet (nothing was ever saved) gives `None`.
fn reading_store(data_dir: Option<PathBuf>) -> Result<Option<Store>, String> {
    let (root, chosen) = data_root(data_dir)?;
    let sessions = root.join("sessions");
    for (folder, missing) in [
        (&root, "cli-no-such-data-folder"),
        (&sessions, "cli-not-a-data-folder"),
    ] {
        match fs::metadata(folder) {
            Ok(meta) if meta.is_dir() => {}
            Ok(_) => return Err(say_args("cli-not-a-folder", &[("path", path_arg(folder))])),
            Err(e) if e.kind() == io::ErrorKind::NotFound && chosen => {
                return Err(say_args(missing, &[("path", path_arg(&root))]));
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(io_error(folder, &e)),
        }
    }
    // A command that only reads leaves everything as it is, leftovers of
    // cut-off saves included (those are for writers to remove).
    Store::open(root)
        .map(Some)
        .map_err(|e| say::store_error(&e))
}

/// The store at `root`, with what cut-off saves left behind removed (and
/// said, one line each; see [`store::leftovers`]).
fn opened(root: PathBuf) -> Result<Store, String> {
    let store = Store::open(root).map_err(|e| say::store_error(&e))?;
    for path in store.clean_leftovers() {
        warn(&say_args(
            "cli-leftover-removed",
            &[("path", path_arg(&path))],
        ));
    }
    Ok(store)
}

fn load(data_dir: Option<PathBuf>, target: &str) -> Result<Session, String> {
    if target.trim().is_empty() {
        return Err(say("cli-empty-target"));
    }
    let path = Path::new(target);
    if path.is_file() || !(store::valid_id(target) || store::conflict_id(target).is_some()) {
        return store::read_file(path).map_err(|e| say::store_error(&e));
    }
    if store::conflict_id(target).is_some() {
        // A conflict copy's file name in the data folder's sessions/.
        let Some(store) = reading_store(data_dir)? else {
            return Err(say_args("cli-no-such-file", &[("path", target.into())]));
        };
        return store
            .load_conflict(target)
            .map(|loaded| loaded.session)
            .map_err(|e| say::store_error(&e));
    }
    let Some(store) = reading_store(data_dir)? else {
        return Err(say::store_error(&store::StoreError::NotFound(
            target.to_owned(),
        )));
    };
    let loaded = store.load(target).map_err(|e| say::store_error(&e))?;
    if let Some(q) = loaded.recovered {
        warn(&say_args(
            "cli-recovered",
            &[
                ("file", path_arg(&q.from)),
                ("reason", q.reason.clone().into()),
                ("moved", path_arg(&q.to)),
            ],
        ));
    }
    // Read from a backup, an id inside that is not the file's name, fields
    // nothing reads: said, as `list` says them.
    for w in &loaded.warnings {
        warn(&session_warning(target, &w.to_string()));
    }
    Ok(loaded.session)
}

/// The JSON `replay --json` prints when it fails.
#[derive(Serialize)]
struct ReplayError<'a> {
    error: &'a str,
    entry: Option<usize>,
    rule: Option<String>,
}

/// Runs a command, writing its output to `out`; `Err` is the error line.
pub fn execute(command: Command, out: &mut dyn Write) -> Result<(), String> {
    let mut out = BufWriter::new(out);
    let result = output_of(command, &mut out);
    let flushed = out.flush().map_err(stdout_error);
    result.and(flushed)
}

fn stdout_error(e: io::Error) -> String {
    say_args("cli-stdout", &[("error", e.to_string().into())])
}

/// "PATH: why", the why as the system says it.
fn io_error(path: &Path, e: &io::Error) -> String {
    say_args(
        "cli-path-error",
        &[("path", path_arg(path)), ("error", e.to_string().into())],
    )
}

/// What reading session `id` noticed, as a warning line.
fn session_warning(id: &str, warning: &str) -> String {
    say_args(
        "cli-session-warning",
        &[("id", id.into()), ("warning", warning.into())],
    )
}

fn output_of(command: Command, out: &mut dyn Write) -> Result<(), String> {
    // The user's words, dates, times and numbers (local, or UTC with
    // --utc: see crate::locale); English for what programs read (--json,
    // export files).
    let utc = matches!(
        command,
        Command::List { utc: true, .. } | Command::Show { utc: true, .. }
    );
    let formats = Formats::of_env().in_utc(utc);
    let english = I18n::with_formats("en", Some(formats));
    let en = &english;
    let words = say::user_words(formats);
    let tr = &words;
    match command {
        Command::Window { .. } => Err(say("cli-no-window")),
        Command::Help(text) => out.write_all(text.as_bytes()).map_err(stdout_error),
        Command::Version => {
            writeln!(out, "tablekeeper {}", env!("CARGO_PKG_VERSION")).map_err(stdout_error)
        }
        Command::List {
            data_dir,
            json,
            ids,
            ..
        } => {
            let store = reading_store(data_dir)?;
            list(out, (tr, en), store.as_ref(), json, ids).map_err(stdout_error)
        }
        Command::Serve {
            data_dir,
            session,
            bind,
            seats,
        } => serve::serve(out, tr, data_dir, session, bind, seats),
        Command::Stats {
            data_dir,
            json,
            game,
            player,
            against,
        } => {
            let store = reading_store(data_dir)?;
            let listing = store.as_ref().map(Store::list).unwrap_or_default();
            tell_what_was_skipped(&listing);
            let roster = store.as_ref().map(read_roster).unwrap_or_default();
            let asked = Asked {
                game,
                player,
                against,
            };
            stats(out, tr, &listing.sessions, &roster, json, asked).map_err(stdout_error)
        }
        Command::Players { data_dir, action } => players::run(out, tr, data_dir, action),
        Command::Event { data_dir, action } => event::run(out, tr, data_dir, action),
        Command::Show {
            data_dir,
            target,
            json,
            ..
        } => {
            let session = load(data_dir, &target)?;
            render(out, (tr, en), &session, json, true).map_err(stdout_error)
        }
        Command::Replay { file, json } => {
            let refused = match store::check_file(&file) {
                Ok(session) => {
                    return render(out, (tr, en), &session, json, false).map_err(stdout_error);
                }
                Err(refused) => refused,
            };
            if json {
                let report = ReplayError {
                    error: &terminal::escape(&refused.message),
                    entry: refused.entry,
                    rule: refused.rule.clone(),
                };
                serde_json::to_writer_pretty(&mut *out, &report)
                    .map_err(io::Error::from)
                    .and_then(|()| out.write_all(b"\n"))
                    .map_err(stdout_error)?;
            }
            Err(file_refusal(tr, &refused))
        }
        Command::Import { data_dir, files } => import(out, tr, data_dir, &files),
        Command::Export {
            data_dir,
            target,
            format,
            output,
        } => {
            let session = load(data_dir.clone(), &target)?;
            let write = |w: &mut dyn Write| match format {
                ExportFormat::Json => report::write_json(w, en, &session, true),
                ExportFormat::Csv => report::write_csv(w, en, &session),
                ExportFormat::CsvSeries => report::write_csv_series(w, en, &session),
                ExportFormat::Markdown => report::write_markdown(w, en, &session),
            };
            match output {
                // `-o -`: standard output, as most tools read it.
                Some(path) if path.as_os_str() == "-" => write(out).map_err(stdout_error),
                Some(path) => {
                    let sessions = data_root(data_dir)
                        .ok()
                        .map(|(root, _)| root.join("sessions"));
                    output::write(&path, sessions.as_deref(), say::words(), write)
                }
                None => write(out).map_err(stdout_error),
            }
        }
    }
}

/// `import`: each argument a file or a folder of `.json` files; each file
/// checked as `replay` checks it and saved into the data folder (created
/// if needed), or skipped when the data folder already has that session;
/// one line per file. An argument that names nothing (empty, missing, a
/// folder without `.json` files) or a refused file gets an error line, the
/// others are still imported, and the command fails if any was refused.
fn import(
    out: &mut dyn Write,
    tr: &I18n,
    data_dir: Option<PathBuf>,
    args: &[PathBuf],
) -> Result<(), String> {
    let (root, _) = data_root(data_dir)?;
    let store = opened(root)?;
    let mut importer = store.importer();
    let mut lines = Lines::new(out);
    let (mut refused, mut total) = (0usize, 0usize);
    for arg in args {
        let files = match store::files_to_import(arg) {
            Ok(files) => files,
            Err(why) => {
                (refused, total) = (refused + 1, total + 1);
                warn(&file_refusal(tr, &why));
                continue;
            }
        };
        for file in files {
            total += 1;
            let imported = match importer.import(&file) {
                Ok(imported) => imported,
                Err(why) => {
                    refused += 1;
                    warn(&file_refusal(tr, &why));
                    continue;
                }
            };
            let mut args = vec![
                ("file", file.display().to_string().into()),
                ("id", imported.id().to_owned().into()),
            ];
            let key = match imported {
                store::Imported::Added {
                    renamed_from: Some(old),
                    ..
                } => {
                    let reserved = store::names::unportable(&old).is_some();
                    args.push(("old", old.into()));
                    if reserved {
                        "import-renamed-reserved"
                    } else {
                        "import-renamed"
                    }
                }
                store::Imported::Added { .. } => "import-done",
                store::Imported::Already { further: false, .. } => "import-already",
                store::Imported::Already { further: true, .. } => "import-already-further",
            };
            lines
                .line(format_args!("{}", tr.tr_args(key, &args)))
                .map_err(stdout_error)?;
        }
    }
    match refused {
        0 => Ok(()),
        n => Err(tr.tr_args(
            "import-refused",
            &[("count", n.into()), ("total", total.into())],
        )),
    }
}

/// Why a session file was refused, in `i18n`'s words where the refusal
/// has them (a rule's, a missing file...), else as the store said it.
fn file_refusal(i18n: &I18n, refused: &store::FileRefusal) -> String {
    match &refused.text {
        Some(text) => i18n.text(text),
        None => refused.message.clone(),
    }
}

/// A session: as text in the user's words (`tr`), or as JSON in English.
fn render(
    out: &mut dyn Write,
    (tr, en): (&I18n, &I18n),
    session: &Session,
    json: bool,
    with_log: bool,
) -> io::Result<()> {
    if json {
        report::write_json(out, en, session, with_log)
    } else {
        report::write_text(out, tr, session, with_log)
    }
}

/// What `stats` was asked for.
struct Asked {
    game: Option<crate::rules::GameKind>,
    player: Option<String>,
    against: Option<String>,
}

/// The roster of `store`, with what reading it noticed said.
fn read_roster(store: &Store) -> crate::roster::Roster {
    let read = store.roster();
    if let Some((path, why)) = &read.unreadable {
        warn(&say_args(
            "cli-path-error",
            &[("path", path_arg(path)), ("error", why.clone().into())],
        ));
    }
    if !read.unknown_fields.is_empty() {
        let why = store::unknown_fields_warning(&read.unknown_fields);
        let path = store.root().join("roster.json");
        warn(&say_args(
            "cli-path-error",
            &[("path", path_arg(&path)), ("error", why.into())],
        ));
    }
    read.roster
}

/// `stats`: per player, per game, and head to head, from the index, each
/// person as the roster names them.
fn stats(
    out: &mut dyn Write,
    tr: &I18n,
    sessions: &[crate::summary::Summary],
    roster: &crate::roster::Roster,
    as_json: bool,
    asked: Asked,
) -> io::Result<()> {
    let Asked {
        game,
        player,
        against,
    } = asked;
    let all = crate::stats::compute(sessions, game, player.as_deref(), roster);
    let versus = player
        .as_deref()
        .zip(against.as_deref())
        .map(|(a, b)| crate::stats::head_to_head(sessions, a, b, roster));
    if as_json {
        let doc = json!({"stats": all, "head_to_head": versus});
        serde_json::to_writer_pretty(&mut *out, &doc).map_err(io::Error::from)?;
        return out.write_all(b"\n");
    }
    let mut lines = terminal::Lines::new(out);
    lines.line(format_args!(
        "{}",
        tr.tr_args("stats-sessions", &[("count", all.sessions.into())])
    ))?;
    for p in &all.players {
        lines.line(format_args!("  {}", crate::stats::player_line(tr, p)))?;
        if let Some(thinking) = crate::stats::thinking_line(tr, p) {
            lines.line(format_args!("    {thinking}"))?;
        }
    }
    for (name, g) in &all.games {
        lines.line(format_args!("  {}", crate::stats::game_line(tr, name, g)))?;
    }
    if let Some(h) = versus {
        lines.line(format_args!("  {}", crate::stats::versus_line(tr, &h)))?;
    }
    Ok(())
}

/// Says on standard error, one line each, what reading the history
/// skipped or noticed: the same lines for `list` and `stats`.
fn tell_what_was_skipped(listing: &store::Listing) {
    for (id, w) in listing.warnings() {
        warn(&session_warning(id, w));
    }
    for (path, why) in &listing.skipped {
        warn(&say_args(
            "cli-skipped",
            &[("path", path_arg(path)), ("why", why.to_string().into())],
        ));
    }
}

/// `list`: a line per session in the user's words (`tr`), the ids, or
/// JSON with English names.
fn list(
    out: &mut dyn Write,
    (tr, en): (&I18n, &I18n),
    store: Option<&Store>,
    as_json: bool,
    ids: bool,
) -> io::Result<()> {
    let listing = store.map(Store::list).unwrap_or_default();
    tell_what_was_skipped(&listing);
    if ids {
        // What `show` and `export` take: the sessions' ids, then the
        // conflict copies' file names (the shell completions read this).
        let mut lines = Lines::new(out);
        for s in &listing.sessions {
            lines.line(format_args!("{}", s.id))?;
        }
        for c in &listing.conflicts {
            lines.line(format_args!("{}", c.file))?;
        }
        return Ok(());
    }
    let row = |s: &crate::summary::Summary| {
        json!({
            "id": s.id,
            "game": s.game.name(),
            "mode": s.mode,
            "mode_name": s.mode_key().map(|key| en.tr(key)),
            "players": s.players,
            "created": s.created,
            "updated": s.updated,
            "entries": s.entries,
            "finished": s.finished,
            "winners": s.winners,
            "reason": report::reason(en, s.reason.as_deref()),
        })
    };
    if as_json {
        // Sessions, then conflict copies: {"id", "conflict": FILE,
        // "error"} and, when the copy reads, what it holds.
        let mut rows: Vec<_> = listing.sessions.iter().map(row).collect();
        rows.extend(listing.conflicts.iter().map(|c| {
            let mut r = c.summary.as_ref().map_or_else(|| json!({}), row);
            r["id"] = json!(c.id);
            r["conflict"] = json!(c.file);
            r["error"] = json!(c.error);
            r
        }));
        serde_json::to_writer_pretty(&mut *out, &rows)?;
        return out.write_all(b"\n");
    }
    let mut lines = Lines::new(out);
    for s in &listing.sessions {
        // In the window's words (Home, History, Review), with the names
        // as the session holds them, as the players column has them.
        let status = crate::verdict_words::status(tr, s, &crate::roster::Roster::default());
        let game = tr.tr(&s.game.title_key());
        let game = match s.mode_key() {
            Some(mode) => tr.tr_args(
                "list-game-mode",
                &[("game", game.into()), ("mode", tr.tr(mode).into())],
            ),
            None => game,
        };
        lines.line(format_args!(
            "{}  {}  {}  {}  {}",
            s.id,
            tr.formats().moment(s.updated),
            game,
            s.players.join(", "),
            status
        ))?;
    }
    if listing.sessions.is_empty() {
        lines.line(format_args!("{}", tr.tr("list-empty")))?;
    }
    for c in &listing.conflicts {
        let args = [("id", c.id.clone().into()), ("file", c.file.clone().into())];
        lines.line(format_args!("{}", tr.tr_args("list-conflict", &args)))?;
        if let Some(error) = &c.error {
            warn(&say_args(
                "cli-conflict-unreadable",
                &[
                    ("file", c.file.clone().into()),
                    ("error", error.clone().into()),
                ],
            ));
        }
    }
    Ok(())
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
                json: true,
                ids: false,
                utc: false,
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
        assert_eq!(parse(&args("x --help")), Ok(Command::Help(help())));
    }

    #[test]
    fn options_go_before_or_after_the_command() {
        assert_eq!(
            parse(&args("--json list")),
            Ok(Command::List {
                data_dir: None,
                json: true,
                ids: false,
                utc: false,
            })
        );
        assert_eq!(
            parse(&args("-o r.csv --format=csv export s1 --data-dir d")),
            Ok(Command::Export {
                data_dir: Some("d".into()),
                target: "s1".into(),
                format: ExportFormat::Csv,
                output: Some("r.csv".into())
            })
        );
        assert_eq!(
            parse(&args("show s1 --json --data-dir d")),
            parse(&args("--data-dir d --json show s1"))
        );
        assert_eq!(
            parse(&args("export s1 --format markdown")),
            parse(&args("export s1 --format md"))
        );
    }

    #[test]
    fn help_and_version_anywhere() {
        let Ok(Command::Help(top)) = parse(&args("--help")) else {
            panic!("--help is help");
        };
        assert_eq!(top, help());
        for command in ["list", "show", "replay", "export"] {
            assert!(top.contains(&format!("tablekeeper {command}")), "{top}");
        }
        let Ok(Command::Help(export)) = parse(&args("export --help")) else {
            panic!("export --help is help");
        };
        assert!(export.contains("--output <FILE>"), "{export}");
        assert!(!export.contains("--json"), "{export}");
        assert_eq!(parse(&args("-h")), parse(&args("frob -h")));
        assert_eq!(parse(&args("list -V")), Ok(Command::Version));
        assert_eq!(parse(&args("show --format pdf -V")), Ok(Command::Version));
    }

    #[test]
    fn every_error_is_one_line() {
        let refused = [
            (
                "show a b",
                "show: too many arguments (expected one session id or file)",
            ),
            ("list x", "list: takes no arguments"),
            ("replay", "replay: missing session file"),
            ("export", "export: missing --format json|csv|md"),
            ("export s --format", "--format: missing value"),
            (
                "export s --format pdf",
                "--format: `pdf` is not one of json, csv, md",
            ),
            ("export s --format=", "--format: empty value"),
            ("list --json=yes", "--json: takes no value"),
            ("--data-dir a list --data-dir b", "--data-dir: given twice"),
            (
                "--data-dir a replay f",
                "--data-dir does not apply to replay (see --help)",
            ),
            ("-o x", "-o: needs a command (see --help)"),
            ("help frob", "frob: unknown command (see --help)"),
            ("list --json --ids", "list: --json or --ids, not both"),
            ("-- list", "list: unknown command (see --help)"),
        ];
        for (line, error) in refused {
            assert_eq!(parse(&args(line)), Err(error.to_owned()), "{line}");
        }
    }

    #[test]
    fn refuses_options_that_do_not_apply() {
        let refused = [
            ("show s1 -o r.md", "-o does not apply to show (see --help)"),
            (
                "list --format csv",
                "--format does not apply to list (see --help)",
            ),
            (
                "replay f --data-dir d",
                "--data-dir does not apply to replay (see --help)",
            ),
            (
                "export s1 --format csv --json",
                "--json does not apply to export (see --help)",
            ),
            ("--json", "--json: needs a command (see --help)"),
            ("list --json --json", "--json: given twice"),
            (
                "export s1 --format csv --output a -o b",
                "--output: given twice",
            ),
            ("show s1 --data-dir", "--data-dir: missing value"),
        ];
        for (line, error) in refused {
            assert_eq!(parse(&args(line)), Err(error.to_owned()), "{line}");
        }
        assert_eq!(
            parse(&["list".to_owned(), "--data-dir".to_owned(), String::new()]),
            Err("--data-dir: empty value".to_owned())
        );
    }

    #[test]
    fn parses_event_and_its_commands() {
        use crate::event::{Kind, TableResult};
        use crate::rules::GameKind;
        assert_eq!(
            parse(&args(
                "event new Friday --game koth,karth --game kharnage --format pods --players A,B,C"
            )),
            Ok(Command::Event {
                data_dir: None,
                action: EventAction::New {
                    name: "Friday".into(),
                    games: vec![GameKind::Koth, GameKind::Karth, GameKind::Kharnage],
                    kind: Some(Kind::Pods),
                    players: vec!["A".into(), "B".into(), "C".into()],
                },
            })
        );
        assert_eq!(
            parse(&args(
                "--data-dir d event result F --round 2 --table 1 --places C,A,B"
            )),
            Ok(Command::Event {
                data_dir: Some("d".into()),
                action: EventAction::Result {
                    name: "F".into(),
                    round: 2,
                    table: 1,
                    result: Some(TableResult::Places(vec![
                        "C".into(),
                        "A".into(),
                        "B".into()
                    ])),
                },
            })
        );
        assert_eq!(
            parse(&args("event result F --round 1 --table 2 --clear")),
            Ok(Command::Event {
                data_dir: None,
                action: EventAction::Result {
                    name: "F".into(),
                    round: 1,
                    table: 2,
                    result: None,
                },
            })
        );
        assert_eq!(
            parse(&args("--json event standings F --data-dir d")),
            Ok(Command::Event {
                data_dir: Some("d".into()),
                action: EventAction::Standings {
                    name: "F".into(),
                    json: true,
                    html: false,
                },
            })
        );
        let event = |action| {
            Ok(Command::Event {
                data_dir: None,
                action,
            })
        };
        assert_eq!(
            parse(&args("event standings F --html")),
            event(EventAction::Standings {
                name: "F".into(),
                json: false,
                html: true,
            })
        );
        assert_eq!(
            parse(&args("event enter F Dee")),
            event(EventAction::Enter {
                name: "F".into(),
                player: "Dee".into(),
            })
        );
        assert_eq!(
            parse(&args("event return F Ben")),
            event(EventAction::Return {
                name: "F".into(),
                player: "Ben".into(),
            })
        );
        // Alone, it shows its help; with an option, what is missing.
        assert!(matches!(parse(&args("event")), Ok(Command::Help(_))));
        let refused = [
            ("event --json", "event: missing a command (see --help)"),
            ("event pair", "event pair: missing NAME"),
            (
                "event result F --round 1 --table 1",
                "event result: missing --winner or --draw or --places or --clear",
            ),
            (
                "event result F --round 1 --table 1 --draw --winner A",
                "--draw: not with --winner",
            ),
            (
                "--json event drop F A",
                "--json does not apply to event drop (see --help)",
            ),
            (
                "event standings F --html --json",
                "event standings: --html or --json, not both",
            ),
            (
                "--json event standings F --html",
                "event standings: --html or --json, not both",
            ),
            ("event enter F", "event enter: missing PLAYER"),
            (
                "event return F A B",
                "event return: too many arguments (expected NAME PLAYER)",
            ),
            (
                "--json event enter F A",
                "--json does not apply to event enter (see --help)",
            ),
            (
                "event --data-dir a standings F --data-dir b",
                "--data-dir: given twice",
            ),
        ];
        for (line, error) in refused {
            assert_eq!(parse(&args(line)), Err(error.to_owned()), "{line}");
        }
    }

    #[test]
    fn parses_players_and_its_commands() {
        let list = |json| Command::Players {
            data_dir: Some("d".into()),
            action: PlayersAction::List { json },
        };
        assert_eq!(parse(&args("players --data-dir d")), Ok(list(false)));
        assert_eq!(
            parse(&args("--json players list --data-dir d")),
            Ok(list(true))
        );
        assert_eq!(parse(&args("--data-dir d players --json")), Ok(list(true)));
        assert_eq!(
            parse(&args("players merge Anna Ana --data-dir d")),
            Ok(Command::Players {
                data_dir: Some("d".into()),
                action: PlayersAction::Merge {
                    name: "Anna".into(),
                    into: "Ana".into()
                },
            })
        );
        let refused = [
            ("players rename Ana", "players rename: missing NEW"),
            ("players merge", "players merge: missing NAME INTO"),
            (
                "players split a b",
                "players split: too many arguments (expected SPELLING)",
            ),
            ("players list x", "players list: takes no arguments"),
            ("players frob", "players frob: unknown command (see --help)"),
            (
                "players split a --json",
                "--json does not apply to players split (see --help)",
            ),
            (
                "players --data-dir a split x --data-dir b",
                "--data-dir: given twice",
            ),
        ];
        for (line, error) in refused {
            assert_eq!(parse(&args(line)), Err(error.to_owned()), "{line}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn names_an_argument_that_is_not_utf8() {
        use std::ffi::OsString;
        use std::os::unix::ffi::OsStringExt;
        let os = |s: &str| OsString::from(s);
        assert_eq!(
            parse_os(&[os("show"), os("friday"), os("--json")]),
            parse(&args("show friday --json"))
        );
        assert_eq!(
            parse_os(&[os("show"), OsString::from_vec(b"a\xff\n".to_vec())]),
            Err("argument 2 is not valid UTF-8: `a\\xff\\n`".to_owned())
        );
    }
}
