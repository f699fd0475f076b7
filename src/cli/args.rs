//! The command line's definition (clap derive), the one source of `--help`,
//! the man page and the shell completions, and the parsing of arguments
//! into a [`Command`]. clap's errors (several lines, exit code 2 or 1) are
//! mapped to the one line Tablekeeper prints: what and where.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

mod help;

use super::say::{say, say_args, words};
use super::{Command, EventAction, ExportFormat, PlayersAction};
use crate::terminal;

/// The usage lines of `--help`, one per command, with every option (a
/// test checks them against the definition below).
const USAGE: &str = "\
tablekeeper [--data-dir DIR]
       tablekeeper list [--data-dir DIR] [--json | --ids] [--utc]
       tablekeeper show <ID|FILE> [--data-dir DIR] [--json] [--utc]
       tablekeeper replay <FILE> [--json]
       tablekeeper import <FILE|FOLDER>... [--data-dir DIR]
       tablekeeper export <ID|FILE> --format json|csv|md [--series] [--data-dir DIR] [-o FILE|-]
       tablekeeper stats [--game GAME] [--player NAME [--against NAME]] [--data-dir DIR] [--json]
       tablekeeper serve [--session ID] [--bind ADDR:PORT] [--seats] [--data-dir DIR]
       tablekeeper players [list] [--data-dir DIR] [--json]
       tablekeeper players rename <OLD> <NEW> | merge <NAME> <INTO> | split <SPELLING> [--data-dir DIR]
       tablekeeper event new <NAME> --game GAME... [--format two-player|pods] --players A,B,... [--data-dir DIR]
       tablekeeper event pair <NAME> | standings <NAME> | list [--data-dir DIR] [--json]
       tablekeeper event standings <NAME> --html [--data-dir DIR]
       tablekeeper event result <NAME> --round R --table T --winner PLAYER|--draw|--places A,B,... [--data-dir DIR]
       tablekeeper event drop|enter|return <NAME> <PLAYER> [--data-dir DIR]
       tablekeeper help [COMMAND]
       tablekeeper --help | --version";

/// What `--help` says after the options (the man page has it as sections).
pub const AFTER_HELP: &str = "\
Errors print one line saying what and where, and exit with code 2.";

/// Track tabletop games instead of dice and paper.
///
/// With no command it opens the window. The commands read the saved
/// sessions (or a session file) and print them, check them or export them.
#[derive(Debug, Parser)]
#[command(
    name = "tablekeeper",
    version,
    override_usage = USAGE,
    after_help = AFTER_HELP,
    disable_help_flag = true,
    propagate_version = true,
    help_expected = true
)]
struct Cli {
    /// Print help.
    #[arg(short = 'h', long, action = clap::ArgAction::HelpLong, global = true)]
    help: Option<bool>,
    /// The data folder (default: $TABLEKEEPER_DATA_DIR, else the
    /// platform's data folder); only import, event's changes and the window
    /// create it.
    #[arg(long, value_name = "DIR", value_hint = clap::ValueHint::DirPath, global = true)]
    data_dir: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Sub>,
}

#[derive(Debug, Subcommand)]
enum Sub {
    /// List saved sessions, newest first.
    List {
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// Print only the session ids, one a line (for scripts and shell
        /// completion).
        #[arg(long)]
        ids: bool,
        /// Print times in UTC (ISO 8601), not in local time as the locale
        /// writes them.
        #[arg(long)]
        utc: bool,
    },
    /// Print a session's setup, standings, outcome and log.
    Show {
        /// A session id in the data folder, a conflict copy's file name in
        /// its sessions/, or a session file.
        #[arg(value_name = "ID|FILE", value_hint = clap::ValueHint::FilePath)]
        target: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// Print times in UTC (ISO 8601), not in local time as the locale
        /// writes them.
        #[arg(long)]
        utc: bool,
    },
    /// Check a session file and print the result.
    ///
    /// Replays the file's log through the game's rules; a refused entry
    /// fails, naming the entry (from 1) and the rule.
    Replay {
        /// A session file.
        #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
        file: PathBuf,
        /// Print JSON; a failed replay prints {"error", "entry", "rule"}
        /// too.
        #[arg(long)]
        json: bool,
        // Taken (hidden) under the global `--data-dir`'s id, so that the
        // global one is not given to replay and `parse` refuses it in its
        // own words.
        #[arg(
            long = "data-dir",
            id = "data_dir",
            value_name = "DIR",
            hide = true,
            help = "Not for replay, which reads only the file it is given"
        )]
        refused_data_dir: Option<PathBuf>,
    },
    /// Import session files, or folders of them, into the data folder.
    ///
    /// Each file is checked as replay checks it; a refused file is named
    /// with its entry and rule and nothing of it is written. A session the
    /// data folder already has (the same game, under any id) is skipped. A
    /// session keeps its id unless that id is taken in the data folder (or
    /// its trash) or is a name Windows keeps for a device (con, nul…),
    /// then it gets a new one. Every argument is reported; fails if any
    /// was refused.
    Import {
        /// Session files, or folders of .json session files.
        #[arg(value_name = "FILE|FOLDER", required = true, num_args = 1.., value_hint = clap::ValueHint::AnyPath, value_parser = clap::builder::ValueParser::os_string())]
        files: Vec<std::ffi::OsString>,
    },
    /// Export a session as JSON, CSV or Markdown.
    Export {
        /// A session id in the data folder, a conflict copy's file name in
        /// its sessions/, or a session file.
        #[arg(value_name = "ID|FILE", value_hint = clap::ValueHint::FilePath)]
        target: String,
        /// The format.
        #[arg(long, value_enum, value_name = "FORMAT")]
        format: Format,
        /// Write to FILE instead of standard output (`-` is standard
        /// output); never over a session file or into the data folder's
        /// sessions/, nor to a name Windows keeps for a device (CON, NUL,
        /// COM1…) or one ending in a dot or a space, on any system.
        #[arg(short = 'o', long, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
        output: Option<PathBuf>,
        /// With --format csv: one row per entry and a column for every
        /// number of every seat, for a spreadsheet's chart.
        #[arg(long)]
        series: bool,
    },
    /// Show a session live on phones and other screens: a read-only web
    /// page, updated as the session's file changes (the window or another
    /// computer playing it), until stopped with Ctrl+C.
    ///
    /// Prints the page's address, which carries a random token; anything
    /// without the token gets 404. Loopback only unless --bind says
    /// otherwise (0.0.0.0:PORT: every network this computer is on).
    ///
    /// With --seats, also prints one link per seat, each with a token of
    /// its own: the phone that opens it changes that seat's own numbers
    /// and nothing else, checked by the game's rules and saved to the
    /// session's file (refused while a window has the session open).
    Serve {
        /// The session to show; the one changed last if none is given.
        #[arg(long, value_name = "ID")]
        session: Option<String>,
        /// The address and port to listen on.
        #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:0")]
        bind: String,
        /// Also print a link per seat, from which that seat's player
        /// changes their own numbers.
        #[arg(long)]
        seats: bool,
    },
    /// Numbers across saved sessions: per player, per game, head to head.
    Stats {
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// Only this game.
        #[arg(long, value_name = "GAME", value_parser = games())]
        game: Option<String>,
        /// Only sessions with this player (any case).
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
        /// With --player: how the two fared in the games they both played.
        #[arg(long, value_name = "NAME")]
        against: Option<String>,
    },
    /// The players known across sessions: list them, rename one, make two
    /// spellings one person, or split them again.
    ///
    /// With no command, lists them: every person and every name the saved
    /// sessions hold, most games first, with games, wins, other spellings
    /// and colour. rename OLD NEW gives a player another name; merge NAME
    /// INTO makes NAME and its spellings spellings of INTO; split SPELLING
    /// undoes a merge or rename. These are kept in the data folder's
    /// roster.json (the folder must exist): no session is rewritten, each
    /// keeps the names as written, and stats and the window count every
    /// spelling of a person as that person.
    #[command(disable_help_subcommand = true)]
    Players {
        #[command(subcommand)]
        action: Option<PlayersSub>,
        /// Print JSON (when listing).
        #[arg(long)]
        json: bool,
    },
    /// Events for hosts (a game night, league or tournament): create one,
    /// pair its rounds, enter results, drop players, print standings.
    ///
    /// new NAME --game GAME --players A,B,... creates one (--game again for
    /// a game night, whose games go round the tables; --format pods for
    /// pods of 3-4 balanced by points; the default is tables of two paired
    /// Swiss, pods for Kharnage); pair NAME pairs the next round; result
    /// NAME --round R --table T --winner PLAYER (or --draw, or --places
    /// A,B,...) enters a table's result; drop NAME PLAYER leaves a player
    /// out of later rounds, return NAME PLAYER brings them back, enter NAME
    /// PLAYER enters a latecomer; standings NAME (--html: the printable
    /// sheet) and list print. An event
    /// is kept in the data folder's events/NAME.json, written by the host
    /// alone. A session started from a table's pairing gives that table's
    /// result as soon as its file is in sessions/ (a synced folder); a
    /// result entered by hand wins over it.
    #[command(disable_help_subcommand = true, subcommand_required = true)]
    Event {
        #[command(subcommand)]
        action: EventSub,
        /// Print JSON (given before the command: `--json event list`).
        #[arg(long, hide = true)]
        json: bool,
    },
}

/// What `event` does.
#[derive(Debug, Subcommand)]
enum EventSub {
    /// Create an event and print its file and players.
    New {
        /// The event's name (its file is named after it).
        #[arg(value_name = "NAME")]
        name: String,
        /// The game played; several (repeated or comma-separated) for a
        /// game night.
        #[arg(long = "game", value_name = "GAME", required = true, value_delimiter = ',', value_parser = games())]
        games: Vec<String>,
        /// Tables of two paired Swiss, or pods of 3-4 (default: pods for
        /// Kharnage, tables of two for the others).
        #[arg(long, value_name = "FORMAT")]
        format: Option<EventFormat>,
        /// The players, comma-separated (at least two).
        #[arg(long, value_name = "A,B,...", required = true, value_delimiter = ',')]
        players: Vec<String>,
    },
    /// Pair the next round and print its tables and bye.
    ///
    /// Refused while a table of the last round has no result.
    Pair {
        /// The event's name (any case).
        #[arg(value_name = "NAME")]
        name: String,
        /// Print the round as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Enter, correct or clear a table's result by hand (says what it
    /// replaced).
    #[command(group(clap::ArgGroup::new("result").required(true).args(["winner", "draw", "places", "clear"])))]
    Result {
        /// The event's name (any case).
        #[arg(value_name = "NAME")]
        name: String,
        /// The round, from 1.
        #[arg(long, value_name = "R")]
        round: usize,
        /// The table, from 1.
        #[arg(long, value_name = "T")]
        table: usize,
        /// The player who won.
        #[arg(long, value_name = "PLAYER")]
        winner: Option<String>,
        /// Nobody won.
        #[arg(long)]
        draw: bool,
        /// Every player's place at a pod, first to last.
        #[arg(long, value_name = "A,B,...", value_delimiter = ',')]
        places: Vec<String>,
        /// Take the result back: the table has none (a session's result
        /// no longer counts).
        #[arg(long)]
        clear: bool,
    },
    /// Drop a player: paired no more, kept in the standings.
    Drop {
        /// The event's name (any case).
        #[arg(value_name = "NAME")]
        name: String,
        /// The player.
        #[arg(value_name = "PLAYER")]
        player: String,
    },
    /// Enter a player late: paired from the next round on, with no points
    /// for the rounds missed.
    Enter {
        /// The event's name (any case).
        #[arg(value_name = "NAME")]
        name: String,
        /// The new player (not an entered player's name).
        #[arg(value_name = "PLAYER")]
        player: String,
    },
    /// Bring a dropped player back: paired again from the next round on.
    Return {
        /// The event's name (any case).
        #[arg(value_name = "NAME")]
        name: String,
        /// The player who dropped.
        #[arg(value_name = "PLAYER")]
        player: String,
    },
    /// Print the standings: rank, points, W-D-L, byes, OMW, GW, OGW.
    Standings {
        /// The event's name (any case).
        #[arg(value_name = "NAME")]
        name: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// Print the printable standings sheet instead: one HTML page (A4,
        /// nothing loaded from elsewhere) with the open round's tables.
        #[arg(long)]
        html: bool,
    },
    /// List the events: name, games, players, rounds played.
    List {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// `event new --format`'s values.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum EventFormat {
    /// Tables of two, paired Swiss.
    TwoPlayer,
    /// Pods of 3-4, balanced by points.
    Pods,
}

/// What `players` does.
#[derive(Debug, Subcommand)]
enum PlayersSub {
    /// List every player, most games first (the default).
    List {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Give a player another name in every session's stats; the sessions
    /// keep their spelling, which becomes one of the player's.
    Rename {
        /// The player's name, or any spelling of it.
        #[arg(value_name = "OLD")]
        old: String,
        /// The new name: not someone else's.
        #[arg(value_name = "NEW")]
        new: String,
    },
    /// Make NAME and every spelling of theirs spellings of INTO: one
    /// person from now on.
    Merge {
        /// The player to merge.
        #[arg(value_name = "NAME")]
        name: String,
        /// The player they are.
        #[arg(value_name = "INTO")]
        into: String,
    },
    /// Make a spelling someone of their own again, undoing a merge or a
    /// rename.
    Split {
        /// One of a player's other spellings.
        #[arg(value_name = "SPELLING")]
        spelling: String,
    },
}

impl PlayersSub {
    /// The command line's words for it (`players rename`).
    fn words(&self) -> &'static str {
        match self {
            PlayersSub::List { .. } => "players list",
            PlayersSub::Rename { .. } => "players rename",
            PlayersSub::Merge { .. } => "players merge",
            PlayersSub::Split { .. } => "players split",
        }
    }
}

/// `--game`'s values: every game's stable name, with its title as help
/// (shown by `--help`, the man page and the completions).
fn games() -> clap::builder::PossibleValuesParser {
    let en = crate::i18n::english();
    clap::builder::PossibleValuesParser::new(
        crate::rules::GameKind::ALL
            .iter()
            .map(|g| clap::builder::PossibleValue::new(g.name()).help(en.tr(&g.title_key()))),
    )
}

/// `--format`'s values.
#[derive(Debug, Clone, Copy, ValueEnum)]
enum Format {
    /// The full JSON report.
    Json,
    /// The log as CSV (UTF-8 with a byte order mark and CRLF line ends,
    /// as Excel reads it).
    Csv,
    /// A Markdown report.
    #[value(alias = "markdown")]
    Md,
}

impl From<Format> for ExportFormat {
    fn from(format: Format) -> Self {
        match format {
            Format::Json => ExportFormat::Json,
            Format::Csv => ExportFormat::Csv,
            Format::Md => ExportFormat::Markdown,
        }
    }
}

/// The command line's definition: `--help`, the man page and the shell
/// completions are all made from it.
pub fn command() -> clap::Command {
    let mut command = Cli::command();
    // Built: with its --help and --version, every command's name, and the
    // global --data-dir given to every command but replay (which has its
    // own, hidden, to refuse it in its own words).
    command.build();
    command
}

/// The command line's definition with its help in the user's language
/// (see [`help::localized`]): what `--help` shows and what parses.
fn localized_command() -> clap::Command {
    help::localized(command(), words())
}

/// The text of `tablekeeper --help`, in the user's language.
pub fn help() -> String {
    localized_command().render_long_help().to_string()
}

/// Parses the arguments as the system gives them (without the program
/// name): an argument that is not UTF-8 is refused, naming it.
pub fn parse_os(args: &[OsString]) -> Result<Command, String> {
    let args = args
        .iter()
        .enumerate()
        .map(|(i, arg)| {
            arg.to_str().map(str::to_owned).ok_or_else(|| {
                say_args(
                    "cli-arg-not-utf8",
                    &[
                        ("n", (i + 1).into()),
                        ("arg", terminal::escape_os(arg).into()),
                    ],
                )
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    parse(&args)
}

/// Parses the arguments (without the program name).
pub fn parse(args: &[String]) -> Result<Command, String> {
    // No arguments: the window, without building the whole command line
    // (its parser's code and tables are most of what clap would touch at
    // every start from the desktop).
    if args.is_empty() {
        return Ok(Command::Window { data_dir: None });
    }
    let options = options();
    let ordered = options_after_command(&options, args);
    let all = std::iter::once("tablekeeper").chain(ordered.iter().map(String::as_str));
    let parsed = localized_command()
        .try_get_matches_from(all)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) => return from_error(&error, args),
    };
    let data_dir = cli.data_dir;
    let Some(sub) = cli.command else {
        return Ok(Command::Window { data_dir });
    };
    // `--data-dir` is global: clap takes it before the command or after
    // it, at any depth. Given twice, or to replay, it is refused.
    let given = times_given(&options, args, "--data-dir");
    if given > 1 {
        return Err(given_twice("--data-dir"));
    }
    if given > 0 && matches!(sub, Sub::Replay { .. }) {
        return Err(does_not_apply("--data-dir", "replay"));
    }
    to_command(sub, data_dir)
}

/// The command `sub` asks for, on the data folder `data_dir`.
fn to_command(sub: Sub, data_dir: Option<PathBuf>) -> Result<Command, String> {
    Ok(match sub {
        Sub::List {
            json: true,
            ids: true,
            ..
        } => {
            return Err(not_both("list", "--json", "--ids"));
        }
        Sub::List { json, ids, utc, .. } => Command::List {
            data_dir,
            json,
            ids,
            utc,
        },
        Sub::Show {
            target, json, utc, ..
        } => Command::Show {
            data_dir,
            target,
            json,
            utc,
        },
        Sub::Replay { file, json, .. } => Command::Replay { file, json },
        Sub::Serve {
            session,
            bind,
            seats,
            ..
        } => Command::Serve {
            data_dir,
            session,
            seats,
            bind: bind
                .parse()
                .map_err(|_| say_args("cli-arg-bind", &[("value", bind.as_str().into())]))?,
        },
        Sub::Import { files, .. } => Command::Import {
            data_dir,
            files: files.into_iter().map(PathBuf::from).collect(),
        },
        Sub::Export {
            target,
            format,
            output,
            series,
            ..
        } => Command::Export {
            data_dir,
            target,
            format: match (format, series) {
                (Format::Csv, true) => ExportFormat::CsvSeries,
                (_, true) => {
                    return Err(say("cli-arg-series"));
                }
                (format, false) => format.into(),
            },
            output,
        },
        Sub::Stats {
            json,
            game,
            player,
            against,
            ..
        } => {
            let game = match game {
                Some(name) => Some(
                    crate::rules::GameKind::from_name(&name).ok_or_else(|| not_a_game(&name))?,
                ),
                None => None,
            };
            if against.is_some() && player.is_none() {
                return Err(say("cli-arg-against"));
            }
            Command::Stats {
                data_dir,
                json,
                game,
                player,
                against,
            }
        }
        Sub::Players { action, json, .. } => Command::Players {
            data_dir,
            action: players_action(action, json)?,
        },
        Sub::Event { action, json, .. } => Command::Event {
            data_dir,
            action: event_command(action, json)?,
        },
    })
}

/// What `players` was asked, a `--json` given before its command passed on.
fn players_action(action: Option<PlayersSub>, json: bool) -> Result<PlayersAction, String> {
    let words = action.as_ref().map_or("players list", PlayersSub::words);
    let mut action = match action {
        None => PlayersAction::List { json: false },
        Some(PlayersSub::List { json, .. }) => PlayersAction::List { json },
        Some(PlayersSub::Rename { old, new, .. }) => PlayersAction::Rename { old, new },
        Some(PlayersSub::Merge { name, into, .. }) => PlayersAction::Merge { name, into },
        Some(PlayersSub::Split { spelling, .. }) => PlayersAction::Split { spelling },
    };
    let own = match &mut action {
        PlayersAction::List { json } => Some(json),
        _ => None,
    };
    json_before(json, own, words)?;
    Ok(action)
}

/// What `event` was asked, a `--json` given before its command passed on.
fn event_command(action: EventSub, json: bool) -> Result<EventAction, String> {
    let mut action = event_action(action)?;
    let words = super::event::words(&action);
    let own = match &mut action {
        EventAction::Pair { json, .. }
        | EventAction::Standings { json, .. }
        | EventAction::List { json } => Some(json),
        _ => None,
    };
    json_before(json, own, words)?;
    if let EventAction::Standings {
        json: true,
        html: true,
        ..
    } = action
    {
        return Err(not_both("event standings", "--html", "--json"));
    }
    Ok(action)
}

/// The `--json` given to `players` or `event` (`--json event list`)
/// passed on to its command (`words`): into `own`, the command's own
/// `--json`, or refused when it has none or was given it too.
fn json_before(given: bool, own: Option<&mut bool>, words: &str) -> Result<(), String> {
    match own {
        _ if !given => Ok(()),
        Some(own) if *own => Err(given_twice("--json")),
        Some(own) => {
            *own = true;
            Ok(())
        }
        None => Err(does_not_apply("--json", words)),
    }
}

/// The [`EventAction`] `event`'s command asks for.
fn event_action(sub: EventSub) -> Result<EventAction, String> {
    Ok(match sub {
        EventSub::New {
            name,
            games,
            format,
            players,
            ..
        } => EventAction::New {
            name,
            games: games
                .iter()
                .map(|g| crate::rules::GameKind::from_name(g).ok_or_else(|| not_a_game(g)))
                .collect::<Result<_, _>>()?,
            kind: format.map(|f| match f {
                EventFormat::TwoPlayer => crate::event::Kind::TwoPlayer,
                EventFormat::Pods => crate::event::Kind::Pods,
            }),
            players,
        },
        EventSub::Pair { name, json, .. } => EventAction::Pair { name, json },
        EventSub::Result {
            name,
            round,
            table,
            winner,
            draw,
            places,
            clear,
            ..
        } => {
            use crate::event::TableResult;
            let result = match (winner, draw, clear) {
                (_, _, true) => None,
                (Some(w), _, _) => Some(TableResult::Winner(w)),
                (None, true, _) => Some(TableResult::Draw),
                (None, false, _) => Some(TableResult::Places(places)),
            };
            EventAction::Result {
                name,
                round,
                table,
                result,
            }
        }
        EventSub::Drop { name, player, .. } => EventAction::Drop { name, player },
        EventSub::Enter { name, player, .. } => EventAction::Enter { name, player },
        EventSub::Return { name, player, .. } => EventAction::Return { name, player },
        EventSub::Standings {
            name, json, html, ..
        } => EventAction::Standings { name, json, html },
        EventSub::List { json, .. } => EventAction::List { json },
    })
}

/// Every spelling of an option (`-o`, `--output`).
fn spellings(arg: &clap::Arg) -> Vec<String> {
    let mut names: Vec<String> = arg
        .get_short_and_visible_aliases()
        .into_iter()
        .flatten()
        .map(|c| format!("-{c}"))
        .collect();
    names.extend(
        arg.get_long_and_visible_aliases()
            .into_iter()
            .flatten()
            .map(|l| format!("--{l}")),
    );
    names
}

/// Every option of every command (and of `players`' and `event`'s), with
/// every spelling of it.
fn options() -> Vec<(clap::Arg, Vec<String>)> {
    let root = command();
    let mut all: Vec<(clap::Arg, Vec<String>)> = Vec::new();
    let nested = root.get_subcommands().flat_map(|c| c.get_subcommands());
    for cmd in std::iter::once(&root)
        .chain(root.get_subcommands())
        .chain(nested)
    {
        for arg in cmd.get_arguments() {
            if !arg.is_positional() {
                all.push((arg.clone(), spellings(arg)));
            }
        }
    }
    all
}

/// The option an argument names (`--format=csv` names `--format`).
fn option_of<'a>(options: &'a [(clap::Arg, Vec<String>)], word: &str) -> Option<&'a clap::Arg> {
    let name = word.split_once('=').map_or(word, |(name, _)| name);
    options
        .iter()
        .find(|(_, names)| names.iter().any(|n| n == name))
        .map(|(arg, _)| arg)
}

/// Where the command word is in `args` (the first word that is neither an
/// option nor an option's value), if there is one.
fn command_index(options: &[(clap::Arg, Vec<String>)], args: &[String]) -> Option<usize> {
    let mut i = 0;
    while let Some(arg) = args.get(i) {
        if arg == "--" {
            return None;
        }
        if !(arg.starts_with('-') && arg.len() > 1) {
            return Some(i);
        }
        i += if takes_value(options, arg) { 2 } else { 1 };
    }
    None
}

/// Whether `arg` is an option whose value is the next argument.
fn takes_value(options: &[(clap::Arg, Vec<String>)], arg: &str) -> bool {
    !arg.contains('=') && option_of(options, arg).is_some_and(|o| o.get_action().takes_values())
}

/// The arguments with a command's options that were given before it
/// (`--json list`) moved after it, where clap looks for them: options go
/// anywhere, as they always did. `--data-dir`, `--help` and `--version`
/// stay where they are (the window takes them too).
fn options_after_command(options: &[(clap::Arg, Vec<String>)], args: &[String]) -> Vec<String> {
    let Some(at) = command_index(options, args) else {
        return args.to_vec();
    };
    let (head, rest) = args.split_at(at);
    let root = command();
    let top: Vec<String> = root.get_arguments().flat_map(spellings).collect();
    let (mut before, mut moved) = (Vec::new(), Vec::new());
    let mut it = head.iter();
    while let Some(arg) = it.next() {
        let mut chunk = vec![arg.clone()];
        if takes_value(options, arg) {
            chunk.extend(it.next().cloned());
        }
        let name = arg.split_once('=').map_or(arg.as_str(), |(n, _)| n);
        if top.iter().any(|t| t == name) {
            before.extend(chunk);
        } else {
            moved.extend(chunk);
        }
    }
    let mut rest = rest.iter().cloned();
    before.extend(rest.next());
    before.extend(moved);
    before.extend(rest);
    before
}

/// How many times `option` is given in `args`, anywhere before `--`
/// (clap takes a global option once per command level, and would keep one
/// of two given at two levels without a word).
fn times_given(options: &[(clap::Arg, Vec<String>)], args: &[String], option: &str) -> usize {
    let names = option_of(options, option)
        .map(spellings)
        .unwrap_or_default();
    let mut given = 0;
    let mut i = 0;
    while let Some(arg) = args.get(i) {
        if arg == "--" {
            break;
        }
        let name = arg.split_once('=').map_or(arg.as_str(), |(n, _)| n);
        if names.iter().any(|n| n == name) {
            given += 1;
        }
        i += if takes_value(options, arg) { 2 } else { 1 };
    }
    given
}

/// Whether `option` was given an empty value (`--data-dir ""`,
/// `--data-dir=`), rather than none at the end of the line.
fn given_empty(options: &[(clap::Arg, Vec<String>)], args: &[String], option: &str) -> bool {
    let names = option_of(options, option)
        .map(spellings)
        .unwrap_or_default();
    args.iter().enumerate().any(|(i, arg)| {
        names.iter().any(|n| {
            arg.strip_prefix(n.as_str()) == Some("=")
                || (arg == n && args.get(i + 1).is_some_and(String::is_empty))
        })
    })
}

/// A context value of a clap error, as text (the first of a list).
fn context(error: &clap::Error, kind: ContextKind) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => v.first().cloned(),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        other => Some(other.to_string()),
    }
}

/// The option a clap error names (`--output <FILE>` is `--output`).
fn named_option(error: &clap::Error) -> String {
    context(error, ContextKind::InvalidArg)
        .and_then(|a| a.split_whitespace().next().map(str::to_owned))
        .unwrap_or_default()
}

/// What a command's one argument is, for "missing ..." and "too many".
fn what(command: &str) -> &'static str {
    if command == "replay" || command == "import" {
        "file"
    } else {
        "target"
    }
}

/// "COMMAND: missing session file" (or "session id or file").
fn missing_what(command: &str) -> String {
    say_args(
        "cli-arg-missing-one",
        &[("command", command.into()), ("what", what(command).into())],
    )
}

/// "OPTION: given twice".
fn given_twice(option: &str) -> String {
    say_args("cli-arg-given-twice", &[("option", option.into())])
}

/// "OPTION does not apply to COMMAND (see --help)".
fn does_not_apply(option: &str, command: &str) -> String {
    say_args(
        "cli-arg-does-not-apply",
        &[("option", option.into()), ("command", command.into())],
    )
}

/// "COMMAND: A or B, not both".
fn not_both(command: &str, a: &str, b: &str) -> String {
    say_args(
        "cli-arg-not-both",
        &[
            ("command", command.into()),
            ("a", a.into()),
            ("b", b.into()),
        ],
    )
}

/// "--game: `NAME` is not a game".
fn not_a_game(name: &str) -> String {
    say_args("cli-arg-not-a-game", &[("value", name.into())])
}

/// "COMMAND: missing WHAT", what being syntax (`NEW`, `--format json|csv|md`).
fn missing(command: &str, what: &str) -> String {
    say_args(
        "cli-arg-missing",
        &[("command", command.into()), ("what", what.into())],
    )
}

/// "COMMAND: WORD: unknown command (see --help)", or without a command.
fn unknown_command(word: &str) -> String {
    say_args("cli-arg-unknown-command", &[("word", word.into())])
}

/// The command's words in `args`: `players rename` (`event pair`) for a
/// command of `players` (`event`), else the command word (or "").
fn command_words(options: &[(clap::Arg, Vec<String>)], args: &[String]) -> String {
    let Some(at) = command_index(options, args) else {
        return String::new();
    };
    let word = args[at].as_str();
    let rest = &args[at + 1..];
    let root = command();
    let sub = command_index(options, rest)
        .and_then(|i| rest.get(i))
        .filter(|sub| {
            root.find_subcommand(word)
                .and_then(|c| c.find_subcommand(sub.as_str()))
                .is_some()
        });
    match sub {
        Some(sub) => format!("{word} {sub}"),
        None => word.to_owned(),
    }
}

/// The values a command of `players` or `event` takes (`OLD`, `NEW`),
/// when `words` names one that takes any.
fn values_of(words: &str) -> Option<Vec<String>> {
    let (top, sub) = words.split_once(' ')?;
    let root = command();
    let sub = root.find_subcommand(top)?.find_subcommand(sub)?;
    let names: Vec<String> = sub
        .get_positionals()
        .map(|arg| {
            arg.get_value_names()
                .and_then(|v| v.first())
                .map_or_else(|| arg.get_id().to_string(), ToString::to_string)
        })
        .collect();
    (!names.is_empty()).then_some(names)
}

/// "missing ..." for a command of `players` or `event`: the values not
/// given.
fn missing_values(error: &clap::Error, words: &str) -> Option<String> {
    let values = values_of(words)?;
    let given: Vec<String> = match error.get(ContextKind::InvalidArg) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => Vec::new(),
    };
    let missing: Vec<&str> = given
        .iter()
        .map(|v| v.trim_start_matches('<').trim_end_matches('>'))
        .filter(|v| values.iter().any(|n| n == v))
        .collect();
    let missing = if missing.is_empty() {
        values.join(" ")
    } else {
        missing.join(" ")
    };
    Some(self::missing(words, &missing))
}

/// clap's error as Tablekeeper's one line, or the help or version it asked
/// for (`--help` anywhere shows the help, as before, even after an error).
fn from_error(error: &clap::Error, args: &[String]) -> Result<Command, String> {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return Ok(Command::Help(error.to_string()));
        }
        ErrorKind::DisplayVersion => return Ok(Command::Version),
        _ => {}
    }
    let options = options();
    for arg in args.iter().take_while(|a| *a != "--") {
        match arg.as_str() {
            "-h" | "--help" => return Ok(Command::Help(help())),
            "-V" | "--version" => return Ok(Command::Version),
            _ => {}
        }
    }
    let cmd = command_words(&options, args);
    let cmd = cmd.as_str();
    Err(match error.kind() {
        ErrorKind::InvalidSubcommand => {
            let word = context(error, ContextKind::InvalidSubcommand).unwrap_or_default();
            if cmd == "players" || cmd == "event" {
                unknown_command(&format!("{cmd} {word}"))
            } else {
                unknown_command(&word)
            }
        }
        ErrorKind::UnknownArgument => unknown_argument(error, &options, cmd),
        ErrorKind::ArgumentConflict => {
            // Given twice: named as first given. Or with one it excludes
            // (`event result --winner A --draw`).
            let named = named_option(error);
            let prior = context(error, ContextKind::PriorArg)
                .and_then(|a| a.split_whitespace().next().map(str::to_owned))
                .filter(|p| p.starts_with("--") && *p != named);
            if let Some(prior) = prior {
                return Err(say_args(
                    "cli-arg-not-with",
                    &[("option", named.into()), ("other", prior.into())],
                ));
            }
            let first = option_of(&options, &named).and_then(|arg| {
                let names = spellings(arg);
                args.iter()
                    .map(|a| a.split_once('=').map_or(a.as_str(), |(n, _)| n))
                    .find(|a| names.iter().any(|n| n == a))
            });
            given_twice(first.unwrap_or(&named))
        }
        ErrorKind::TooManyValues => say_args(
            "cli-arg-takes-no-value",
            &[("option", named_option(error).into())],
        ),
        ErrorKind::InvalidValue => invalid_value(error, &options, args, cmd),
        ErrorKind::MissingSubcommand => {
            say_args("cli-arg-missing-command", &[("command", cmd.into())])
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = context(error, ContextKind::InvalidArg).unwrap_or_default();
            if let Some(group) = missing.strip_prefix('<').filter(|m| m.starts_with("--")) {
                // One of a group (`event result`'s --winner, --draw, --places).
                let names: Vec<&str> = group
                    .split('|')
                    .filter_map(|a| a.split_whitespace().next())
                    .map(|a| a.trim_end_matches('>'))
                    .collect();
                let either = names
                    .iter()
                    .map(|n| (*n).to_owned())
                    .reduce(|a, b| say_args("cli-arg-or", &[("a", a.into()), ("b", b.into())]))
                    .unwrap_or_default();
                self::missing(cmd, &either)
            } else if missing.starts_with('<') || missing.is_empty() {
                missing_values(error, cmd).unwrap_or_else(|| missing_what(cmd))
            } else {
                let name = missing.split_whitespace().next().unwrap_or_default();
                let values: Vec<String> = option_of(&options, name)
                    .map(|arg| {
                        arg.get_possible_values()
                            .iter()
                            .filter(|v| !v.is_hide_set())
                            .map(|v| v.get_name().to_owned())
                            .collect()
                    })
                    .unwrap_or_default();
                self::missing(cmd, format!("{name} {}", values.join("|")).trim_end())
            }
        }
        _ => {
            let text = error.to_string();
            let first = text.lines().next().unwrap_or_default();
            say_args(
                "cli-arg-other",
                &[("error", first.trim_start_matches("error: ").into())],
            )
        }
    })
}

/// The line for a value clap would not take: a missing one, an empty one,
/// or one not among the valid ones.
fn invalid_value(
    error: &clap::Error,
    options: &[(clap::Arg, Vec<String>)],
    args: &[String],
    cmd: &str,
) -> String {
    let named = named_option(error);
    let value = context(error, ContextKind::InvalidValue).unwrap_or_default();
    let valid = match error.get(ContextKind::ValidValue) {
        Some(ContextValue::Strings(valid)) => valid.join(", "),
        _ => String::new(),
    };
    let option = [("option", named.clone().into())];
    if named.starts_with('<') {
        missing_values(error, cmd).unwrap_or_else(|| missing_what(cmd))
    } else if value.is_empty() && given_empty(options, args, &named) {
        say_args("cli-arg-empty-value", &option)
    } else if value.is_empty() {
        say_args("cli-arg-missing-value", &option)
    } else {
        say_args(
            "cli-arg-not-one-of",
            &[
                ("option", named.into()),
                ("value", value.into()),
                ("valid", valid.into()),
            ],
        )
    }
}

/// The line for an argument the command does not take (`error`'s), the
/// command being `cmd`.
fn unknown_argument(
    error: &clap::Error,
    options: &[(clap::Arg, Vec<String>)],
    cmd: &str,
) -> String {
    let word = context(error, ContextKind::InvalidArg).unwrap_or_default();
    if word.starts_with('-') && word.len() > 1 {
        let name = word.split_once('=').map_or(word.as_str(), |(n, _)| n);
        match option_of(options, &word) {
            Some(_) if cmd.is_empty() => {
                say_args("cli-arg-needs-command", &[("option", name.into())])
            }
            Some(_) => does_not_apply(name, cmd),
            None => say_args("cli-arg-unknown-option", &[("option", name.into())]),
        }
    } else if cmd.is_empty() {
        // After `--`: a word where the command would be.
        unknown_command(&word)
    } else if ["list", "players", "players list"].contains(&cmd) {
        say_args("cli-arg-takes-no-arguments", &[("command", cmd.into())])
    } else if let Some(values) = values_of(cmd) {
        say_args(
            "cli-arg-too-many",
            &[("command", cmd.into()), ("values", values.join(" ").into())],
        )
    } else {
        say_args(
            "cli-arg-too-many-one",
            &[("command", cmd.into()), ("what", what(cmd).into())],
        )
    }
}
