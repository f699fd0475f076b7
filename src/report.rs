//! Session reports for people and programs: the text `show` prints, and the
//! JSON, CSV and Markdown exports. Built from the session alone, and written
//! piece by piece to a writer, so a long log is never held twice in memory.

use std::io::{self, Write};

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde::ser::{SerializeSeq, Serializer};
use serde_json::Value;

use crate::i18n::I18n;
use crate::rules::{Outcome, Text, Verdict};
use crate::session::Session;
use crate::terminal::{Lines, escape};

/// A moment as the reader's locale writes it (see [`crate::locale`]).
fn time(i18n: &I18n, at: DateTime<Utc>) -> String {
    i18n.formats().stamp(at)
}

fn outcome_line(i18n: &I18n, outcome: &Outcome) -> String {
    match outcome {
        Outcome::InProgress => i18n.tr("report-in-progress"),
        Outcome::Finished {
            reason,
            result: Verdict::Lost,
            ..
        } => i18n.tr_args(
            "report-finished-lost",
            &[("reason", i18n.text(reason).into())],
        ),
        Outcome::Finished {
            winners, reason, ..
        } if winners.is_empty() => i18n.tr_args(
            "report-finished-no-winner",
            &[("reason", i18n.text(reason).into())],
        ),
        Outcome::Finished {
            winners, reason, ..
        } => i18n.tr_args(
            "report-finished",
            &[
                ("winners", i18n.names(winners).into()),
                ("reason", i18n.text(reason).into()),
            ],
        ),
    }
}

/// "Started … · n entries applied · m undone", then a line naming the entry
/// the rules refuse, if any (the session is then read-only).
fn header(lines: &mut Lines<'_>, i18n: &I18n, session: &Session) -> io::Result<()> {
    lines.line(format_args!("{}", counts(i18n, session)))?;
    lines.line(format_args!("{}", played_line(i18n, session)))?;
    if let Some(r) = session.refused() {
        lines.line(format_args!("{}", i18n.text(&r.text())))?;
    }
    Ok(())
}

/// The time played, and each seat's thinking time in a game of turns
/// (see [`crate::clock`]): "Played 1:02:05 · Ana 31:10 · Bo 30:55".
fn played_line(i18n: &I18n, session: &Session) -> String {
    played_words(i18n, &crate::clock::played(session))
}

/// [`played_line`] of times already read.
pub fn played_words(i18n: &I18n, played: &crate::clock::Played) -> String {
    let mut line = i18n.tr_args(
        "report-played",
        &[("time", crate::clock::hms(played.total).into())],
    );
    for (name, t) in &played.seats {
        line.push_str(&format!(" · {name} {}", crate::clock::hms(*t)));
    }
    // The players' pauses (not the times the game was left), those ended
    // (one going on has no length yet).
    let made: Vec<&crate::session::Pause> = played.pauses.iter().filter(|p| !p.left).collect();
    if !made.is_empty() {
        let ended: chrono::TimeDelta = made.iter().filter_map(|p| p.to.map(|to| to - p.from)).sum();
        line.push_str(" · ");
        line.push_str(&i18n.tr_args(
            "report-paused",
            &[
                ("count", made.len().into()),
                ("time", crate::clock::hms(ended).into()),
            ],
        ));
    }
    line
}

fn counts(i18n: &I18n, session: &Session) -> String {
    i18n.tr_args(
        if session.refused().is_some() {
            "report-header-refused"
        } else {
            "report-header"
        },
        &[
            ("created", time(i18n, session.created()).into()),
            ("applied", session.cursor().into()),
            (
                "undone",
                (session.entries().len() - session.cursor()).into(),
            ),
        ],
    )
}

/// The JSON report. Its fields are in alphabetical order, as every object
/// of the report has always been written.
#[derive(Serialize)]
struct Report<'a> {
    applied: usize,
    closed: bool,
    created: DateTime<Utc>,
    details: Vec<String>,
    entries: usize,
    game: &'static str,
    id: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    log: Option<Log<'a>>,
    note: &'a str,
    outcome: OutcomeJson,
    pieces: Vec<PieceJson>,
    played: PlayedJson,
    refused: Option<RefusedJson<'a>>,
    rules_version: u32,
    setup: Value,
    standings: Vec<StandingJson<'a>>,
    table: Vec<ValueJson>,
    updated: DateTime<Utc>,
}

/// The time played, in seconds, and each seat's thinking time in a game
/// of turns (see [`crate::clock`]).
#[derive(Serialize)]
struct PlayedJson {
    pauses: Vec<PauseJson>,
    seats: Vec<SeatTimeJson>,
    seconds: i64,
}

/// A time the clock was stopped: by the players, or while the session was
/// not open (`left`); `to` is null while it is stopped.
#[derive(Serialize)]
struct PauseJson {
    from: DateTime<Utc>,
    left: bool,
    to: Option<DateTime<Utc>>,
}

#[derive(Serialize)]
struct SeatTimeJson {
    name: String,
    seconds: i64,
}

/// A piece on the table (a unit, a monster, a column) and its numbers.
#[derive(Serialize)]
struct PieceJson {
    kind: String,
    name: String,
    owner: Option<String>,
    remark: Option<String>,
    values: Vec<ValueJson>,
}

fn values_json(i18n: &I18n, values: &[(Text, i64)]) -> Vec<ValueJson> {
    values
        .iter()
        .map(|(label, value)| ValueJson {
            label: i18n.text(label),
            value: *value,
        })
        .collect()
}

/// The saved entry the rules refuse, if any (the session is read-only).
#[derive(Serialize)]
struct RefusedJson<'a> {
    entry: usize,
    error: String,
    rule: &'a str,
}

#[derive(Serialize)]
struct StandingJson<'a> {
    color: String,
    name: &'a str,
    remark: Option<String>,
    values: Vec<ValueJson>,
}

#[derive(Serialize)]
struct ValueJson {
    label: String,
    value: i64,
}

#[derive(Serialize)]
struct OutcomeJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<Verdict>,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<i64>,
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    winners: Option<Vec<String>>,
}

/// The log, one entry at a time as it is written.
struct Log<'a> {
    i18n: &'a I18n,
    session: &'a Session,
}

#[derive(Serialize)]
struct LogEntry<'a> {
    /// As written in files; a `Value` so its fields come out sorted.
    action: Value,
    applied: bool,
    at: DateTime<Utc>,
    change: Option<String>,
    entry: usize,
    note: &'a str,
}

impl Serialize for Log<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let session = self.session;
        let lines = session.lines();
        let mut seq = serializer.serialize_seq(Some(session.entries().len()))?;
        for (i, e) in session.entries().iter().enumerate() {
            seq.serialize_element(&LogEntry {
                action: e.action.to_json().unwrap_or(Value::Null),
                applied: i < session.cursor(),
                at: e.at,
                change: lines.get(i).map(|l| self.i18n.text(l)),
                entry: i + 1,
                note: &e.note,
            })?;
        }
        seq.end()
    }
}

/// Writes the whole session as one pretty JSON document and a newline (the
/// `--json` output and the JSON export). `with_log` adds every entry.
pub fn write_json(
    out: &mut dyn Write,
    i18n: &I18n,
    session: &Session,
    with_log: bool,
) -> io::Result<()> {
    let rows = session.standings();
    let standings = rows
        .iter()
        .map(|s| StandingJson {
            color: s.color.to_hex(),
            name: &s.name,
            remark: s.remark.as_ref().map(|r| i18n.text(r)),
            values: s
                .values
                .iter()
                .map(|(label, value)| ValueJson {
                    label: i18n.text(label),
                    value: *value,
                })
                .collect(),
        })
        .collect();
    let outcome = match session.outcome() {
        Outcome::InProgress => OutcomeJson {
            reason: None,
            result: None,
            score: None,
            status: "in_progress",
            winners: None,
        },
        Outcome::Finished {
            winners,
            reason,
            result,
            score,
        } => OutcomeJson {
            reason: Some(i18n.text(&reason)),
            result: Some(result),
            score,
            status: "finished",
            winners: Some(winners),
        },
    };
    let report = Report {
        applied: session.cursor(),
        closed: session.is_closed(),
        created: session.created(),
        details: session
            .setup()
            .details(session.state())
            .iter()
            .map(|l| i18n.text(l))
            .collect(),
        entries: session.entries().len(),
        game: session.setup().kind().name(),
        id: session.id(),
        log: with_log.then_some(Log { i18n, session }),
        note: session.note(),
        outcome,
        pieces: session
            .setup()
            .pieces(session.state())
            .into_iter()
            .map(|p| PieceJson {
                kind: i18n.text(&p.kind),
                name: p.name,
                owner: p.owner,
                remark: p.remark.map(|r| i18n.text(&r)),
                values: values_json(i18n, &p.values),
            })
            .collect(),
        played: {
            let played = crate::clock::played(session);
            PlayedJson {
                pauses: session
                    .pauses()
                    .iter()
                    .map(|p| PauseJson {
                        from: p.from,
                        left: p.left,
                        to: p.to,
                    })
                    .collect(),
                seats: played
                    .seats
                    .into_iter()
                    .map(|(name, t)| SeatTimeJson {
                        name,
                        seconds: t.num_seconds(),
                    })
                    .collect(),
                seconds: played.total.num_seconds(),
            }
        },
        refused: session.refused().map(|r| RefusedJson {
            entry: r.index + 1,
            error: i18n.text(&r.error.0),
            rule: r.error.rule(),
        }),
        rules_version: session.rules(),
        setup: serde_json::to_value(session.setup()).unwrap_or(Value::Null),
        standings,
        table: values_json(i18n, &session.setup().table(session.state())),
        updated: session.updated(),
    };
    serde_json::to_writer_pretty(&mut *out, &report).map_err(io::Error::from)?;
    out.write_all(b"\n")
}

/// The standings as aligned text rows.
fn standings_text(lines: &mut Lines<'_>, i18n: &I18n, session: &Session) -> io::Result<()> {
    let rows = session.standings();
    let names: Vec<_> = rows.iter().map(|s| escape(&s.name)).collect();
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (s, name) in rows.iter().zip(&names) {
        let values: Vec<String> = s
            .values
            .iter()
            .map(|(label, v)| format!("{} {v}", i18n.text(label)))
            .collect();
        let remark = s
            .remark
            .as_ref()
            .map(|r| format!("  ({})", i18n.text(r)))
            .unwrap_or_default();
        lines.line(format_args!(
            "  {name:width$}  {}{remark}",
            values.join(" · ")
        ))?;
    }
    Ok(())
}

/// "Gate 18 · Gold 250".
fn value_list(i18n: &I18n, values: &[(Text, i64)]) -> String {
    values
        .iter()
        .map(|(label, v)| format!("{} {v}", i18n.text(label)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// An entry's change as one line: the sentences of an entry that changed
/// several things one after the other ("HP 4 → 0. Goblin #1 is
/// defeated."), phrases without a full stop joined by "; ", never both.
fn one_line(i18n: &I18n, text: &Text) -> String {
    let mut line = String::new();
    for one in text.lines() {
        let words = i18n.text(one);
        let words = words.trim();
        if words.is_empty() {
            continue;
        }
        if !line.is_empty() {
            let ended = line.ends_with(['.', '!', '?', '…', ';', ':']);
            line.push_str(if ended { " " } else { "; " });
        }
        line.push_str(words);
    }
    line
}

fn log_line(i18n: &I18n, session: &Session, i: usize) -> String {
    let Some(entry) = session.entries().get(i) else {
        return String::new();
    };
    let change = session
        .lines()
        .get(i)
        .map(|l| one_line(i18n, l))
        .unwrap_or_else(|| i18n.tr("report-undone"));
    let note = if entry.note.is_empty() {
        String::new()
    } else {
        format!("  — {}", entry.note)
    };
    format!("{:>4}. {}  {change}{note}", i + 1, time(i18n, entry.at))
}

/// Writes what `show` prints: header, standings, outcome and (optionally)
/// the log. Control characters in names and notes are escaped.
pub fn write_text(
    out: &mut dyn Write,
    i18n: &I18n,
    session: &Session,
    with_log: bool,
) -> io::Result<()> {
    let mut lines = Lines::new(out);
    let game = i18n.tr(&session.setup().kind().title_key());
    lines.line(format_args!("{} — {game}", session.id()))?;
    header(&mut lines, i18n, session)?;
    if !session.note().is_empty() {
        lines.line(format_args!("{}", session.note()))?;
    }
    lines.blank()?;
    standings_text(&mut lines, i18n, session)?;
    let table = session.setup().table(session.state());
    if !table.is_empty() {
        lines.line(format_args!("  {}", value_list(i18n, &table)))?;
    }
    for line in session.setup().details(session.state()) {
        lines.line(format_args!("  {}", i18n.text(&line)))?;
    }
    lines.blank()?;
    lines.line(format_args!("{}", outcome_line(i18n, &session.outcome())))?;
    if with_log && !session.entries().is_empty() {
        lines.blank()?;
        lines.line(format_args!("{}", i18n.tr("report-log")))?;
        for i in 0..session.entries().len() {
            lines.line(format_args!("{}", log_line(i18n, session, i)))?;
        }
    }
    Ok(())
}

/// A CSV text field: control characters escaped (so a row is one line),
/// a leading `'` when it begins with `=`, `+`, `-`, `@`, a tab or a carriage
/// return (so a spreadsheet reads text, never a formula), quoted when it
/// holds a comma or a quote. Numbers are written as they are, not here.
fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        std::borrow::Cow::Owned(format!("'{}", escape(s)))
    } else {
        escape(s)
    };
    if s.contains([',', '"']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.into_owned()
    }
}

/// What every CSV export starts with: UTF-8's byte order mark, without
/// which Excel reads the file in the system's old code page and garbles
/// every accent (`Ã¼` for `ü`). Rows end in CRLF ([`Lines::crlf`]). The
/// same bytes on every system, since files travel.
pub const CSV_BOM: &[u8] = b"\xEF\xBB\xBF";

/// Lines of CSV on `out`: the byte order mark written, rows ending in CRLF.
fn csv_lines(out: &mut dyn Write) -> io::Result<Lines<'_>> {
    out.write_all(CSV_BOM)?;
    Ok(Lines::crlf(out))
}

/// Writes the log as CSV: one row per entry (entry, time, applied, change,
/// note); UTF-8 with a byte order mark, CRLF line ends (see [`CSV_BOM`]).
pub fn write_csv(out: &mut dyn Write, i18n: &I18n, session: &Session) -> io::Result<()> {
    let mut lines = csv_lines(out)?;
    lines.line(format_args!("entry,time,applied,change,note"))?;
    for (i, e) in session.entries().iter().enumerate() {
        let change = session
            .lines()
            .get(i)
            .map(|l| one_line(i18n, l))
            .unwrap_or_default();
        lines.line(format_args!(
            "{},{},{},{},{}",
            i + 1,
            e.at.to_rfc3339(),
            i < session.cursor(),
            csv_field(&change),
            csv_field(&e.note)
        ))?;
    }
    Ok(())
}

/// Writes the game as a series for spreadsheets: one row per applied
/// entry (and one for the start), with the time and every standing value
/// of every seat in its own column ("Ana: Gold"), so a chart can be drawn
/// from it. Memory stays one state and one row. UTF-8 with a byte order
/// mark, CRLF line ends, as [`write_csv`].
pub fn write_csv_series(out: &mut dyn Write, i18n: &I18n, session: &Session) -> io::Result<()> {
    let mut lines = csv_lines(out)?;
    let setup = session.setup();
    let mut state = setup.start_under(session.rules());
    let header: Vec<String> = setup
        .standings(&state)
        .iter()
        .flat_map(|row| {
            row.values
                .iter()
                .map(|(label, _)| csv_field(&format!("{}: {}", row.name, i18n.text(label))))
                .collect::<Vec<_>>()
        })
        .collect();
    lines.line(format_args!("entry,time,{}", header.join(",")))?;
    let row = |state: &crate::rules::AnyState| -> String {
        setup
            .standings(state)
            .iter()
            .flat_map(|r| r.values.iter().map(|(_, v)| v.to_string()))
            .collect::<Vec<_>>()
            .join(",")
    };
    lines.line(format_args!(
        "0,{},{}",
        session.created().to_rfc3339(),
        row(&state)
    ))?;
    for (i, e) in session.entries()[..session.cursor()].iter().enumerate() {
        if setup.apply(&mut state, &e.action).is_err() {
            break;
        }
        lines.line(format_args!(
            "{},{},{}",
            i + 1,
            e.at.to_rfc3339(),
            row(&state)
        ))?;
    }
    Ok(())
}

/// A Markdown table cell or line: `|` escaped, line breaks made spaces
/// (other control characters are escaped as every line is written).
fn md_cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// Writes a Markdown report: title, standings table, outcome, log.
pub fn write_markdown(out: &mut dyn Write, i18n: &I18n, session: &Session) -> io::Result<()> {
    let mut lines = Lines::new(out);
    let game = i18n.tr(&session.setup().kind().title_key());
    lines.line(format_args!("# {game} — {}", session.id()))?;
    lines.blank()?;
    header(&mut lines, i18n, session)?;
    lines.blank()?;
    if !session.note().is_empty() {
        lines.line(format_args!("> {}", md_cell(session.note())))?;
        lines.blank()?;
    }
    let rows = session.standings();
    if let Some(first) = rows.first() {
        let labels: Vec<String> = first
            .values
            .iter()
            .map(|(l, _)| md_cell(&i18n.text(l)))
            .collect();
        lines.line(format_args!(
            "| {} | {} |",
            i18n.tr("report-name"),
            labels.join(" | ")
        ))?;
        lines.line(format_args!("|---|{}", "---:|".repeat(labels.len())))?;
        for s in &rows {
            let values: Vec<String> = s.values.iter().map(|(_, v)| v.to_string()).collect();
            let remark = s
                .remark
                .as_ref()
                .map(|r| format!(" ({})", i18n.text(r)))
                .unwrap_or_default();
            lines.line(format_args!(
                "| {}{remark} | {} |",
                md_cell(&s.name),
                values.join(" | ")
            ))?;
        }
        lines.blank()?;
    }
    lines.line(format_args!(
        "**{}**",
        md_cell(&outcome_line(i18n, &session.outcome()))
    ))?;
    if !session.entries().is_empty() {
        lines.blank()?;
        lines.line(format_args!("## {}", i18n.tr("report-log")))?;
        lines.blank()?;
        for i in 0..session.entries().len() {
            lines.line(format_args!(
                "- {}",
                md_cell(log_line(i18n, session, i).trim_start())
            ))?;
        }
    }
    Ok(())
}

/// A one-line reason text, for lists.
pub fn reason(i18n: &I18n, reason: Option<&Text>) -> String {
    reason.map(|r| i18n.text(r)).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::i18n;
    use crate::rules::custom::{self, Counter, WinRule};
    use crate::rules::{AnyAction, AnySetup, Player};
    use crate::session::Entry;

    #[test]
    fn an_entry_of_several_sentences_reads_as_one_line_without_doubled_punctuation() {
        let en = i18n::english();
        let raw = |s: &str| Text::Raw(s.to_owned());
        let cases = [
            (
                vec![raw("HP 4 → 0."), raw("Goblin #1 is defeated.")],
                "HP 4 → 0. Goblin #1 is defeated.",
            ),
            (vec![raw("Gold 5"), raw("Wave 2")], "Gold 5; Wave 2"),
            (vec![raw("Won!"), raw(""), raw("again")], "Won! again"),
            (vec![raw("one")], "one"),
        ];
        for (lines, expected) in cases {
            assert_eq!(one_line(en, &Text::Lines(lines)), expected);
        }
    }

    fn t(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap_or_default()
    }

    fn add(player: usize, amount: i64) -> AnyAction {
        AnyAction::Custom(custom::Action::Add {
            player,
            counter: 0,
            amount,
        })
    }

    /// A decided game with notes, an undone entry and awkward names.
    fn session(cursor: usize) -> Session {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![
                Player::new("Ana|\u{1b}[31m".to_owned(), 0),
                Player::new("Bo\nFAKE LINE".to_owned(), 1),
                Player::new("Cy, \"the\" third".to_owned(), 2),
            ],
            counters: vec![Counter::new("Life", 3)],
            win: Some(WinRule::LastAbove {
                counter: 0,
                above: 0,
            }),
        });
        let entries = [add(0, -3), add(1, -3), add(2, 1)]
            .into_iter()
            .enumerate()
            .map(|(i, action)| Entry {
                at: t(i as i64 + 1),
                action,
                note: if i == 1 {
                    "a\nnote, \"quoted\"\r".to_owned()
                } else {
                    String::new()
                },
                from: None,
            })
            .collect();
        let note = "line one\nline two".to_owned();
        Session::restore(crate::session::Saved {
            id: "t1".into(),
            created: t(0),
            rules: setup.kind().rules(),
            setup,
            entries,
            cursor,
            note,
            closed: None,
        })
        .unwrap()
    }

    /// The report as it was built before it was streamed: one JSON tree.
    fn tree(i18n: &I18n, session: &Session, with_log: bool) -> Value {
        let p = crate::clock::played(session);
        let played = json!({
            "pauses": session.pauses().iter().map(|p| json!({"from": p.from, "left": p.left, "to": p.to})).collect::<Vec<_>>(),
            "seconds": p.total.num_seconds(),
            "seats": p.seats.iter().map(|(n, t)| json!({"name": n, "seconds": t.num_seconds()})).collect::<Vec<_>>(),
        });
        let standings: Vec<Value> = session
            .standings()
            .iter()
            .map(|s| {
                json!({
                    "name": s.name,
                    "color": s.color.to_hex(),
                    "values": s.values.iter().map(|(label, v)| json!({"label": i18n.text(label), "value": v})).collect::<Vec<_>>(),
                    "remark": s.remark.as_ref().map(|r| i18n.text(r)),
                })
            })
            .collect();
        let outcome = match session.outcome() {
            Outcome::InProgress => json!({"status": "in_progress"}),
            Outcome::Finished {
                winners,
                reason,
                result,
                score,
            } => {
                let mut o = json!({"status": "finished", "winners": winners, "reason": i18n.text(&reason), "result": result});
                if let Some(score) = score {
                    o["score"] = json!(score);
                }
                o
            }
        };
        let mut doc = json!({
            "id": session.id(),
            "game": session.setup().kind().name(),
            "created": session.created(),
            "updated": session.updated(),
            "applied": session.cursor(),
            "entries": session.entries().len(),
            "closed": session.is_closed(),
            "note": session.note(),
            "setup": serde_json::to_value(session.setup()).unwrap(),
            "standings": standings,
            "details": session.setup().details(session.state()).iter().map(|l| i18n.text(l)).collect::<Vec<_>>(),
            "outcome": outcome,
            "rules_version": session.rules(),
            "pieces": session.setup().pieces(session.state()).iter().map(|p| json!({
                "kind": i18n.text(&p.kind), "name": p.name, "owner": p.owner,
                "remark": p.remark.as_ref().map(|r| i18n.text(r)),
                "values": p.values.iter().map(|(l, v)| json!({"label": i18n.text(l), "value": v})).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "table": session.setup().table(session.state()).iter().map(|(l, v)| json!({"label": i18n.text(l), "value": v})).collect::<Vec<_>>(),
            "played": played,
            "refused": session.refused().map(|r| json!({
                "entry": r.index + 1,
                "rule": r.error.rule(),
                "error": i18n.text(&r.error.0),
            })),
        });
        if with_log {
            let lines = session.lines();
            let log: Vec<Value> = session
                .entries()
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    json!({
                        "entry": i + 1,
                        "at": e.at,
                        "applied": i < session.cursor(),
                        "action": e.action.to_json().unwrap(),
                        "change": lines.get(i).map(|l| i18n.text(l)),
                        "note": e.note,
                    })
                })
                .collect();
            doc["log"] = Value::Array(log);
        }
        doc
    }

    #[test]
    fn the_csv_series_has_a_column_per_seat_and_value_and_a_row_per_entry() {
        let s = session(2);
        let mut out = Vec::new();
        write_csv_series(&mut out, crate::i18n::english(), &s).unwrap();
        let csv = csv_text(out);
        let rows: Vec<&str> = csv.lines().collect();
        assert_eq!(rows.len(), 1 + 1 + s.cursor(), "{csv}");
        assert!(
            rows[0].starts_with("entry,time,Ana|\\u{1b}[31m: Life,"),
            "{csv}"
        );
        assert_eq!(
            rows[1].matches(',').count(),
            4,
            "three seats, one value each: {csv}"
        );
        assert!(
            rows[1].starts_with("0,") && rows[1].ends_with(",3,3,3"),
            "{csv}"
        );
        assert!(rows[3].ends_with(",0,0,3"), "after two entries: {csv}");
    }

    #[test]
    fn streamed_json_is_byte_for_byte_the_former_tree() {
        let en = i18n::english();
        let s = session(2);
        assert!(s.outcome().is_finished());
        let in_progress = session(1);
        for s in [&s, &in_progress] {
            for with_log in [true, false] {
                let mut out = Vec::new();
                write_json(&mut out, en, s, with_log).unwrap();
                let mut want = serde_json::to_string_pretty(&tree(en, s, with_log)).unwrap();
                want.push('\n');
                assert_eq!(String::from_utf8(out).unwrap(), want);
            }
        }
    }

    fn written(write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> String {
        let mut out = Vec::new();
        write(&mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// A CSV export's text after its byte order mark, its CRLFs made
    /// `\n`; fails unless the mark comes first and every row ends in CRLF.
    fn csv_text(bytes: Vec<u8>) -> String {
        let text = String::from_utf8(bytes).unwrap();
        let Some(rows) = text.strip_prefix('\u{feff}') else {
            panic!("no byte order mark first: {text:?}");
        };
        assert!(rows.ends_with("\r\n"), "{rows:?}");
        assert_eq!(
            rows.matches('\n').count(),
            rows.matches("\r\n").count(),
            "a row not ended by CRLF: {rows:?}"
        );
        assert!(!rows.contains('\u{feff}'), "one mark, first: {rows:?}");
        rows.replace("\r\n", "\n")
    }

    fn csv_written(write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> String {
        let mut out = Vec::new();
        write(&mut out).unwrap();
        csv_text(out)
    }

    #[test]
    fn csv_exports_are_utf8_with_a_byte_order_mark_and_crlf_rows_for_excel() {
        let en = i18n::english();
        let s = session(2);
        for write in [write_csv, write_csv_series] {
            let mut out = Vec::new();
            write(&mut out, en, &s).unwrap();
            assert!(out.starts_with(CSV_BOM), "{out:?}");
            assert_eq!(&out[3..8], b"entry");
            let rows = csv_text(out);
            assert!(rows.lines().count() >= 3, "{rows}");
            // The mark is UTF-8's own: names keep their letters.
            assert_eq!(CSV_BOM, "\u{feff}".as_bytes());
        }
        // Markdown, text and JSON are not for Excel: no mark, plain `\n`.
        for out in [
            written(|w| write_markdown(w, en, &s)),
            written(|w| write_text(w, en, &s, true)),
            written(|w| write_json(w, en, &s, true)),
        ] {
            assert!(
                !out.starts_with('\u{feff}') && !out.contains("\r\n"),
                "{out}"
            );
        }
    }

    /// Ana, `=HYPERLINK(…)` and `-Bo` at Life 3, -3 and 0, and a note
    /// starting `@`.
    fn formulas() -> Session {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![
                Player::new("Ana", 0),
                Player::new("=HYPERLINK(\"http://x\",\"y\")", 1),
                Player::new("-Bo", 2),
            ],
            counters: vec![Counter::new("Life", 3)],
            win: None,
        });
        let mut s = Session::new("f".into(), setup, t(0)).unwrap();
        s.apply(add(1, -6), t(1)).unwrap();
        s.apply(add(2, -3), t(2)).unwrap();
        s.set_entry_note(0, "@SUM(1+1)".to_owned()).unwrap();
        s.set_entry_note(1, "+1, at the table".to_owned()).unwrap();
        s
    }

    #[test]
    fn csv_text_cells_never_start_a_formula_and_numbers_stay_numbers() {
        let en = i18n::english();
        let s = formulas();
        let csv = csv_written(|w| write_csv_series(w, en, &s));
        let rows: Vec<&str> = csv.lines().collect();
        assert_eq!(
            rows[0],
            "entry,time,Ana: Life,\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\"): Life\",'-Bo: Life",
            "{csv}"
        );
        assert!(rows[1].ends_with(",3,3,3"), "{csv}");
        assert!(rows[3].ends_with(",3,-3,0"), "numbers as numbers: {csv}");
        let csv = csv_written(|w| write_csv(w, en, &s));
        let rows: Vec<&str> = csv.lines().collect();
        assert!(rows[1].contains(",\"'=HYPERLINK("), "{csv}");
        assert!(rows[1].ends_with(",'@SUM(1+1)"), "{csv}");
        assert!(rows[2].contains(",'-Bo"), "{csv}");
        assert!(rows[2].ends_with(",\"'+1, at the table\""), "{csv}");
        for row in &rows[1..] {
            for cell in row.split(',') {
                assert!(!cell.starts_with(['=', '+', '-', '@']), "{cell} in {csv}");
            }
        }
        assert_eq!(
            csv_field("-3"),
            "'-3",
            "a text cell, even one like a number"
        );
        assert_eq!(csv_field("\tx"), "'\\tx");
        assert_eq!(csv_field("\r=1"), "'\\r=1");
        assert_eq!(csv_field("a=b"), "a=b");
    }

    #[test]
    fn csv_and_markdown_escape_direction_overrides() {
        let en = i18n::english();
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
            counters: vec![Counter::new("Life", 3)],
            win: None,
        });
        let mut s = Session::new("d".into(), setup, t(0)).unwrap();
        s.apply(add(1, -1), t(1)).unwrap();
        // An old file's note may hold what notes refuse today.
        let mut saved = crate::session::Saved {
            id: "d".into(),
            created: t(0),
            rules: s.rules(),
            setup: s.setup().clone(),
            entries: s.entries().to_vec(),
            cursor: 1,
            note: "fdp.\u{202e}exe\u{2066}x\u{2069}\u{2028}y".to_owned(),
            closed: None,
        };
        saved.entries[0].note = "\u{202d}-1\u{2029}".to_owned();
        let s = Session::restore(saved).unwrap();
        for out in [
            csv_written(|w| write_csv(w, en, &s)),
            written(|w| write_markdown(w, en, &s)),
            written(|w| write_text(w, en, &s, true)),
        ] {
            assert!(
                !out.contains([
                    '\u{202e}', '\u{202d}', '\u{2066}', '\u{2069}', '\u{2028}', '\u{2029}'
                ]),
                "{out}"
            );
            assert!(out.contains("\\u{202d}-1\\u{2029}"), "{out}");
        }
        let md = written(|w| write_markdown(w, en, &s));
        assert!(
            md.contains("> fdp.\\u{202e}exe\\u{2066}x\\u{2069}\\u{2028}y\n"),
            "{md}"
        );
    }

    #[test]
    fn text_csv_and_markdown_escape_what_players_typed() {
        let en = i18n::english();
        let s = session(2);
        let text = written(|w| write_text(w, en, &s, true));
        assert!(!text.contains('\u{1b}'), "{text}");
        assert!(text.lines().all(|l| !l.starts_with("FAKE")), "{text}");
        assert!(text.contains("Bo\\nFAKE LINE"), "{text}");
        assert!(text.contains("line one\\nline two"), "{text}");
        assert!(text.contains("\\u{1b}[31m"), "{text}");
        let csv = csv_written(|w| write_csv(w, en, &s));
        assert_eq!(csv.lines().count(), 1 + s.entries().len(), "{csv}");
        assert!(csv.contains(",\"a\\nnote, \"\"quoted\"\"\\r\"\n"), "{csv}");
        let md = written(|w| write_markdown(w, en, &s));
        assert!(!md.contains('\u{1b}') && !md.contains('\r'), "{md}");
        assert!(md.contains("| Ana\\|\\u{1b}[31m"), "{md}");
        assert!(md.contains("> line one line two\n"), "{md}");
    }
}
