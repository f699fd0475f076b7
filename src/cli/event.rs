//! `event`: events for hosts from the command line (new, pair, result,
//! drop, enter, return, standings, list). Only `events/` is written, never
//! a session.

use std::io::{self, Write};
use std::path::PathBuf;

use serde_json::json;

use super::say::{self, path_arg, say, say_args};
use super::{
    EventAction, data_root, opened, reading_store, stdout_error, tell_what_was_skipped, warn,
};
use crate::event::{Event, Kind, Round, TableResult, results, sheet};
use crate::i18n::I18n;
use crate::rules::{GameKind, RuleError};
use crate::store::Store;
use crate::store::events::{Changed, EventError};
use crate::terminal::Lines;

/// Runs `event`: changes an event and says what changed, or prints.
pub(super) fn run(
    out: &mut dyn Write,
    en: &I18n,
    data_dir: Option<PathBuf>,
    action: EventAction,
) -> Result<(), String> {
    let words = words(&action);
    let refused = |e: EventError| refusal(words, &e);
    match action {
        EventAction::List { json } => list_events(out, en, data_dir, json),
        EventAction::Standings { name, json, html } => {
            print_standings(out, en, data_dir, (&name, json, html), &refused)
        }
        EventAction::New {
            name,
            games,
            kind,
            players,
        } => new(out, en, data_dir, (&name, games, kind, &players), &refused),
        EventAction::Pair { name, json } => pair(out, en, data_dir, (&name, json), &refused),
        EventAction::Result {
            name,
            round,
            table,
            result,
        } => record(out, data_dir, (&name, round, table, result), &refused),
        EventAction::Drop { name, player } => {
            let said = |who: &str, event: &str, _| seated("cli-event-dropped-out", who, event, 0);
            let change = Event::drop_player;
            seat(out, data_dir, (&name, &player), change, &refused, said)
        }
        EventAction::Enter { name, player } => {
            let said = |who: &str, event: &str, next| seated("cli-event-entered", who, event, next);
            let change = Event::enter;
            seat(out, data_dir, (&name, &player), change, &refused, said)
        }
        EventAction::Return { name, player } => {
            let said =
                |who: &str, event: &str, next| seated("cli-event-returned", who, event, next);
            let change = Event::undrop;
            seat(out, data_dir, (&name, &player), change, &refused, said)
        }
    }
}

/// A player dropped, entered or brought back, in the user's words.
fn seated(key: &str, who: &str, event: &str, next: usize) -> String {
    say_args(
        key,
        &[
            ("player", who.into()),
            ("event", event.into()),
            ("round", next.into()),
        ],
    )
}

/// Why `command` (`event pair`) could not be done, in the user's words: a
/// rule's refusal with its id, or what the events folder said.
fn refusal(command: &str, e: &EventError) -> String {
    let why = match e {
        EventError::Refused(rule) => return say::refused_by_rule(command, rule),
        EventError::NotFound(name) => say_args("ui-event-missing", &[("name", name.into())]),
        EventError::Taken(name, path) => say_args(
            "cli-event-taken",
            &[("name", name.into()), ("file", path_arg(path))],
        ),
        EventError::File(path, why) => say_args(
            "cli-path-error",
            &[("path", path_arg(path)), ("error", why.into())],
        ),
        EventError::Store(e) => say::store_error(e),
    };
    say_args(
        "cli-command-error",
        &[("command", command.into()), ("error", why.into())],
    )
}

/// `event list`: a line per event, or JSON.
fn list_events(
    out: &mut dyn Write,
    en: &I18n,
    data_dir: Option<PathBuf>,
    json: bool,
) -> Result<(), String> {
    let store = reading_store(data_dir)?;
    let events = store.as_ref().map(Store::events).unwrap_or_default();
    let events: Vec<Event> = events
        .into_iter()
        .filter_map(|read| {
            read.map_err(|(path, why)| {
                warn(&say_args(
                    "cli-path-error",
                    &[("path", path_arg(&path)), ("error", why.into())],
                ));
            })
            .ok()
        })
        .collect();
    list(out, en, &events, json).map_err(stdout_error)
}

/// `event standings`: the standings with the sessions' results, as lines,
/// JSON or the printable sheet.
fn print_standings(
    out: &mut dyn Write,
    en: &I18n,
    data_dir: Option<PathBuf>,
    (name, json, html): (&str, bool, bool),
    refused: &dyn Fn(EventError) -> String,
) -> Result<(), String> {
    let store = reading_store(data_dir)?.ok_or_else(|| say("cli-event-no-folder"))?;
    let event = store.event(name).map_err(refused)?;
    let listing = store.list();
    tell_what_was_skipped(&listing);
    let filled = results::fill(&event, &listing.sessions);
    if html {
        sheet::write_html(out, en, &filled, chrono::Utc::now()).map_err(stdout_error)
    } else {
        standings(out, en, &filled, json).map_err(stdout_error)
    }
}

/// `event new`: makes the event and says where, what and who.
fn new(
    out: &mut dyn Write,
    en: &I18n,
    data_dir: Option<PathBuf>,
    (name, games, kind, players): (&str, Vec<GameKind>, Option<Kind>, &[String]),
    refused: &dyn Fn(EventError) -> String,
) -> Result<(), String> {
    let kind = kind.unwrap_or(match games.as_slice() {
        [GameKind::Kharnage, ..] => Kind::Pods,
        _ => Kind::TwoPlayer,
    });
    let event = Event::new(name, games, kind, players, seed())
        .map_err(|e| refused(EventError::Refused(e)))?;
    let store = writing_store(data_dir)?;
    let path = store.new_event(&event).map_err(refused)?;
    let titles: Vec<String> = event.games.iter().map(|g| title(en, *g)).collect();
    let mut lines = Lines::new(out);
    let kind = match event.kind {
        Kind::TwoPlayer => "cli-event-kind-two",
        Kind::Pods => "cli-event-kind-pods",
    };
    let games = en.tr_args(
        "cli-event-games",
        &[
            ("games", titles.join(", ").into()),
            ("kind", en.tr(kind).into()),
        ],
    );
    let players = en.tr_args(
        "cli-event-players",
        &[
            ("count", event.players.len().into()),
            ("players", event.players.join(", ").into()),
        ],
    );
    lines
        .line(format_args!("{}: {}", event.name, path.display()))
        .and_then(|()| lines.line(format_args!("{games}")))
        .and_then(|()| lines.line(format_args!("{players}")))
        .map_err(stdout_error)
}

/// `event pair`: the sessions' results kept, the next round paired and
/// printed.
fn pair(
    out: &mut dyn Write,
    en: &I18n,
    data_dir: Option<PathBuf>,
    (name, json): (&str, bool),
    refused: &dyn Fn(EventError) -> String,
) -> Result<(), String> {
    let store = writing_store(data_dir)?;
    // The results sessions gave are kept with the pairing.
    let listing = store.list();
    tell_what_was_skipped(&listing);
    let (event, round) = said_aside(
        store
            .change_event(name, |e| {
                *e = results::fill(e, &listing.sessions);
                e.pair_next().cloned()
            })
            .map_err(refused)?,
    );
    pairing(out, en, &event, &round, json).map_err(stdout_error)
}

/// `event result`: records (or clears, for no `result`) a table's result,
/// the sessions' results filled in first, and says it and what it
/// replaced, in one line.
fn record(
    out: &mut dyn Write,
    data_dir: Option<PathBuf>,
    (name, round, table, result): (&str, usize, usize, Option<TableResult>),
    refused: &dyn Fn(EventError) -> String,
) -> Result<(), String> {
    let store = writing_store(data_dir)?;
    let listing = store.list();
    tell_what_was_skipped(&listing);
    let (event, was) = said_aside(
        store
            .change_event(name, |e| {
                *e = results::fill(e, &listing.sessions);
                match result {
                    Some(result) => e.record(round, table, result),
                    None => e.clear(round, table).map(Some),
                }
            })
            .map_err(refused)?,
    );
    let now = event
        .table(round, table)
        .ok()
        .and_then(|t| t.result.as_ref());
    let said = match now {
        None => say("cli-event-cleared"),
        Some(now) => in_words(now),
    };
    let mut args = vec![
        ("event", event.name.as_str().into()),
        ("round", round.into()),
        ("table", table.into()),
        ("result", said.into()),
    ];
    let key = match was.as_ref().filter(|&w| Some(w) != now) {
        Some(was) => {
            args.push(("was", in_words(was).into()));
            "cli-event-result-replaced"
        }
        None => "cli-event-result",
    };
    Lines::new(out)
        .line(format_args!("{}", say_args(key, &args)))
        .map_err(stdout_error)
}

/// A table's result in words: "Ana won", "a draw", "places: A, B, C".
fn in_words(result: &TableResult) -> String {
    match result {
        TableResult::Winner(w) => say_args("ui-event-won", &[("name", w.into())]),
        TableResult::Draw => say("cli-event-draw"),
        TableResult::Places(order) => {
            say_args("cli-event-places", &[("places", order.join(", ").into())])
        }
    }
}

/// The command line's words for `action` (`event pair`).
pub(super) fn words(action: &EventAction) -> &'static str {
    match action {
        EventAction::New { .. } => "event new",
        EventAction::Pair { .. } => "event pair",
        EventAction::Result { .. } => "event result",
        EventAction::Drop { .. } => "event drop",
        EventAction::Enter { .. } => "event enter",
        EventAction::Return { .. } => "event return",
        EventAction::Standings { .. } => "event standings",
        EventAction::List { .. } => "event list",
    }
}

/// Drops, enters or brings back `player` of the event `name` with
/// `change`, and says so: `said(who, event, next round)`, the player and
/// the event as the event spells them.
fn seat(
    out: &mut dyn Write,
    data_dir: Option<PathBuf>,
    (name, player): (&str, &str),
    change: fn(&mut Event, &str) -> Result<(), RuleError>,
    refused: &dyn Fn(EventError) -> String,
    said: fn(&str, &str, usize) -> String,
) -> Result<(), String> {
    let store = writing_store(data_dir)?;
    let (event, ()) = said_aside(
        store
            .change_event(name, |e| change(e, player))
            .map_err(refused)?,
    );
    let who = event.player(player).unwrap_or(player);
    let line = said(who, &event.name, event.rounds.len() + 1);
    Lines::new(out)
        .line(format_args!("{line}"))
        .map_err(stdout_error)
}

/// The event after a change and what the change gave, with the event's
/// broken file said, when the change set it aside.
fn said_aside<T>(changed: Changed<T>) -> (Event, T) {
    if let Some(q) = &changed.set_aside {
        warn(&say::quarantined(q));
    }
    (changed.event, changed.out)
}

/// The data folder, created if need be (as `import` does).
fn writing_store(data_dir: Option<PathBuf>) -> Result<Store, String> {
    let (root, _) = data_root(data_dir)?;
    opened(root)
}

/// A seed for a new event's first round: from the system's randomness,
/// else the clock.
fn seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_ok() {
        return u64::from_le_bytes(bytes);
    }
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    now.map_or(0, |d| d.as_nanos() as u64)
}

fn title(en: &I18n, game: GameKind) -> String {
    en.tr(&game.title_key())
}

/// "Round R", each table (with its game, at a game night) and the bye;
/// or the round as JSON. `round` is `event`'s last.
fn pairing(
    out: &mut dyn Write,
    en: &I18n,
    event: &Event,
    round: &Round,
    json: bool,
) -> io::Result<()> {
    let number = event.rounds.len();
    if json {
        let value = json!({"round": number, "tables": round.tables, "bye": round.bye});
        serde_json::to_writer_pretty(&mut *out, &value)?;
        return out.write_all(b"\n");
    }
    let mut lines = Lines::new(out);
    let round_line = en.tr_args("ui-event-round", &[("round", number.into())]);
    lines.line(format_args!("{round_line}"))?;
    for table in &round.tables {
        let seats = match table.players.as_slice() {
            [a, b] => en.tr_args("cli-event-versus", &[("a", a.into()), ("b", b.into())]),
            all => all.join(", "),
        };
        let mut args = vec![("table", table.number.into()), ("players", seats.into())];
        let key = match event.game_at(number, table.number) {
            Some(game) if event.games.len() > 1 => {
                args.push(("game", title(en, game).into()));
                "ui-event-table-game"
            }
            _ => "ui-event-table",
        };
        lines.line(format_args!("{}", en.tr_args(key, &args)))?;
    }
    if let Some(bye) = &round.bye {
        let bye = en.tr_args("ui-event-bye", &[("name", bye.into())]);
        lines.line(format_args!("{bye}"))?;
    }
    Ok(())
}

/// The standings: a line each, or the list as JSON.
fn standings(out: &mut dyn Write, en: &I18n, event: &Event, json: bool) -> io::Result<()> {
    let rows = event.standings();
    if json {
        serde_json::to_writer_pretty(&mut *out, &rows)?;
        return out.write_all(b"\n");
    }
    // Rounds with every result in, byes and all; a paired round waiting
    // for some is under way (its results so far count, its bye once the
    // round is complete).
    let after = crate::event::standings::after(event);
    let played = after.rounds;
    let mut args = vec![
        ("event", event.name.as_str().into()),
        ("played", played.into()),
    ];
    let key = match after.under_way {
        Some(round) if event.round(round).is_ok_and(|r| r.bye.is_some()) => {
            args.push(("round", round.into()));
            "cli-event-after-under-way-bye"
        }
        Some(round) => {
            args.push(("round", round.into()));
            "cli-event-after-under-way"
        }
        None => "cli-event-after",
    };
    let heading = |key: &str| en.tr(key);
    let (name, points, byes) = (
        heading("ui-name"),
        heading("sheet-points"),
        heading("sheet-byes"),
    );
    let width = rows
        .iter()
        .map(|s| s.name.chars().count())
        .max()
        .unwrap_or(4)
        .max(name.chars().count());
    let mut lines = Lines::new(out);
    lines.line(format_args!("{}", en.tr_args(key, &args)))?;
    lines.line(format_args!(
        "{:>4}  {:<width$}  {:>6}  {:>8}  {:>4}  {:>6}  {:>6}  {:>6}",
        "#", name, points, "W-D-L", byes, "OMW", "GW", "OGW"
    ))?;
    let dropped_mark = format!("  {}", en.tr("ui-event-dropped"));
    let pct = |x: f64| format!("{:.1}%", x * 100.0);
    for s in &rows {
        let wdl = format!("{}-{}-{}", s.wins, s.draws, s.losses);
        let dropped = if s.dropped { dropped_mark.as_str() } else { "" };
        lines.line(format_args!(
            "{:>4}  {:<width$}  {:>6}  {:>8}  {:>4}  {:>6}  {:>6}  {:>6}{dropped}",
            s.rank,
            s.name,
            s.points,
            wdl,
            s.byes,
            pct(s.omw),
            pct(s.gw),
            pct(s.ogw)
        ))?;
    }
    Ok(())
}

/// A line per event: name, games, players, rounds played; or JSON.
fn list(out: &mut dyn Write, en: &I18n, events: &[Event], json: bool) -> io::Result<()> {
    if json {
        let rows: Vec<_> = events
            .iter()
            .map(|e| {
                json!({
                    "name": e.name,
                    "games": e.games,
                    "kind": e.kind,
                    "players": e.players.len(),
                    "dropped": e.dropped.len(),
                    "rounds": e.rounds.len(),
                })
            })
            .collect();
        serde_json::to_writer_pretty(&mut *out, &rows)?;
        return out.write_all(b"\n");
    }
    let mut lines = Lines::new(out);
    for e in events {
        let games: Vec<String> = e.games.iter().map(|g| title(en, *g)).collect();
        let args = [
            ("event", e.name.as_str().into()),
            ("games", games.join(", ").into()),
            ("players", e.players.len().into()),
            ("rounds", e.rounds.len().into()),
        ];
        lines.line(format_args!("{}", en.tr_args("cli-event-line", &args)))?;
    }
    Ok(())
}
