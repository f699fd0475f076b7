//! `players`: the roster from the command line (list, rename, merge,
//! split). Only `roster.json` is written; no session is ever rewritten.

use std::collections::HashSet;
use std::io::{self, Write};
use std::path::PathBuf;

use serde::Serialize;
use serde_json::json;

use super::say::{self, say_args};
use super::{PlayersAction, read_roster, reading_store, stdout_error, tell_what_was_skipped};
use crate::i18n::I18n;
use crate::roster::{self, Roster};
use crate::rules::common::Color;
use crate::store::Store;
use crate::store::roster::RosterError;
use crate::summary::Summary;
use crate::terminal::Lines;

/// Runs `players`: lists, or changes the roster and says what changed.
pub(super) fn run(
    out: &mut dyn Write,
    en: &I18n,
    data_dir: Option<PathBuf>,
    action: PlayersAction,
) -> Result<(), String> {
    if let PlayersAction::List { json } = action {
        return list_players(out, en, data_dir, json);
    }
    let words = words_of(&action);
    // Changes need the data folder: one that is not there has no players.
    let store = reading_store(data_dir)?
        .ok_or_else(|| say_args("cli-players-no-folder", &[("command", words.into())]))?;
    let listing = store.list();
    tell_what_was_skipped(&listing);
    let sessions = &listing.sessions;
    let before = read_roster(&store);
    let known = |name: &str| {
        let wanted = roster::key(name);
        before.person(name).is_some()
            || sessions
                .iter()
                .flat_map(|s| s.players.iter())
                .any(|p| roster::key(p) == wanted)
    };
    let unknown = |name: &str| {
        say_args(
            "cli-players-unknown",
            &[
                ("command", words.into()),
                ("name", roster::tidy(name).into()),
            ],
        )
    };
    let refused = |e: RosterError| match e {
        RosterError::Refused(rule) => say::refused_by_rule(words, &rule),
        RosterError::Store(e) => say_args(
            "cli-command-error",
            &[
                ("command", words.into()),
                ("error", say::store_error(&e).into()),
            ],
        ),
    };
    let said = match action {
        // Listed above.
        PlayersAction::List { .. } => return Ok(()),
        PlayersAction::Rename { old, new } => {
            if !known(&old) {
                return Err(unknown(&old));
            }
            let was = before.who(&old);
            let after = store
                .change_roster(|r| {
                    // A name only sessions hold is someone too, though the
                    // roster does not know them yet.
                    let seen = sessions.iter().flat_map(|s| s.players.iter().map(|p| &**p));
                    r.rename_among(&old, &new, seen)
                })
                .map_err(refused)?;
            tell_set_aside(&after);
            en.tr_args(
                "cli-players-renamed",
                &[("old", was.into()), ("new", after.roster.who(&new).into())],
            )
        }
        PlayersAction::Merge { name, into } => {
            if let Some(missing) = [&name, &into].into_iter().find(|n| !known(n)) {
                return Err(unknown(missing));
            }
            let counted = crate::stats::compute(sessions, None, None, &before).players;
            let games = |name: &str| {
                let wanted = before.key_of(name);
                counted
                    .iter()
                    .find(|p| before.key_of(&p.name) == wanted)
                    .map_or(0, |p| p.games)
            };
            let (a, b) = (games(&name), games(&into));
            let after = store
                .change_roster(|r| r.merge(&name, &into))
                .map_err(refused)?;
            tell_set_aside(&after);
            en.tr_args(
                "cli-players-merged",
                &[
                    ("name", before.who(&name).into()),
                    ("into", before.who(&into).into()),
                    ("person", after.roster.who(&into).into()),
                    ("a", a.into()),
                    ("b", b.into()),
                ],
            )
        }
        PlayersAction::Split { spelling } => {
            let was = before.who(&spelling);
            let after = store
                .change_roster(|r| r.split(&spelling))
                .map_err(refused)?;
            tell_set_aside(&after);
            en.tr_args(
                "cli-players-split",
                &[
                    ("spelling", after.roster.who(&spelling).into()),
                    ("was", was.into()),
                ],
            )
        }
    };
    Lines::new(out)
        .line(format_args!("{said}"))
        .map_err(stdout_error)
}

/// `players list`: every person the roster and the sessions know.
fn list_players(
    out: &mut dyn Write,
    en: &I18n,
    data_dir: Option<PathBuf>,
    json: bool,
) -> Result<(), String> {
    let store = reading_store(data_dir)?;
    let listing = store.as_ref().map(Store::list).unwrap_or_default();
    tell_what_was_skipped(&listing);
    let roster = store.as_ref().map(read_roster).unwrap_or_default();
    let rows = everyone(&listing.sessions, &roster);
    list(out, en, &rows, json).map_err(stdout_error)
}

/// The command line's words for `action` (`players rename`).
fn words_of(action: &PlayersAction) -> &'static str {
    match action {
        PlayersAction::List { .. } => "players list",
        PlayersAction::Rename { .. } => "players rename",
        PlayersAction::Merge { .. } => "players merge",
        PlayersAction::Split { .. } => "players split",
    }
}

/// Says where a broken roster file went, when a change set it aside.
fn tell_set_aside(changed: &crate::store::roster::Changed) {
    if let Some(q) = &changed.set_aside {
        super::warn(&say::quarantined(q));
    }
}

/// One player as `players` shows them.
#[derive(Debug, Serialize)]
struct Row {
    name: String,
    games: usize,
    wins: usize,
    win_rate: f64,
    also: Vec<String>,
    color: Option<String>,
}

/// Every person: those in the stats (decided games, spellings counted as
/// their person), then the roster's people and the sessions' names not
/// there yet, with no games; most games first.
fn everyone(sessions: &[Summary], roster: &Roster) -> Vec<Row> {
    let row = |name: &str, games: usize, wins: usize, win_rate: f64| Row {
        name: name.to_owned(),
        games,
        wins,
        win_rate,
        also: roster
            .person(name)
            .map(|p| p.also.clone())
            .unwrap_or_default(),
        color: roster.color(name).map(Color::to_hex),
    };
    let counted = crate::stats::compute(sessions, None, None, roster).players;
    let mut rows: Vec<Row> = counted
        .iter()
        .map(|p| row(&p.name, p.games, p.wins, p.win_rate))
        .collect();
    let mut seen: HashSet<String> = rows.iter().map(|r| roster.key_of(&r.name)).collect();
    let others = roster.people().iter().map(|p| p.name.clone()).chain(
        sessions
            .iter()
            .flat_map(|s| s.players.iter())
            .map(|n| roster.who(n)),
    );
    for name in others {
        if !name.is_empty() && seen.insert(roster.key_of(&name)) {
            rows.push(row(&name, 0, 0, 0.0));
        }
    }
    rows.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.name.cmp(&b.name)));
    rows
}

/// The players as lines in the user's words (`en`), or JSON.
fn list(out: &mut dyn Write, en: &I18n, rows: &[Row], as_json: bool) -> io::Result<()> {
    if as_json {
        let doc = json!({ "players": rows });
        serde_json::to_writer_pretty(&mut *out, &doc).map_err(io::Error::from)?;
        return out.write_all(b"\n");
    }
    let mut lines = Lines::new(out);
    if rows.is_empty() {
        return lines.line(format_args!("{}", en.tr("cli-players-none")));
    }
    for r in rows {
        let games = en.tr_args("cli-players-games", &[("count", r.games.into())]);
        let mut line = format!("{}  {games}", r.name);
        if r.games > 0 {
            let percent = (r.win_rate * 100.0).round() as i64;
            let won = en.tr_args(
                "cli-players-won",
                &[("wins", r.wins.into()), ("percent", percent.into())],
            );
            line.push_str(&format!(", {won}"));
        }
        if !r.also.is_empty() {
            let also = en.tr_args("cli-players-also", &[("names", r.also.join(", ").into())]);
            line.push_str(&format!("  {also}"));
        }
        if let Some(color) = &r.color {
            line.push_str(&format!("  {color}"));
        }
        lines.line(format_args!("{line}"))?;
    }
    Ok(())
}
