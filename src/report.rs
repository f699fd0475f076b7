//! Session reports for people and programs: the text `show` prints, and the
//! JSON, CSV and Markdown exports. Built from the session alone.

use chrono::{DateTime, Utc};
use serde_json::{Value, json};

use crate::i18n::I18n;
use crate::rules::{Outcome, Text};
use crate::session::Session;

fn time(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M:%S UTC").to_string()
}

fn outcome_line(i18n: &I18n, outcome: &Outcome) -> String {
    match outcome {
        Outcome::InProgress => i18n.tr("report-in-progress"),
        Outcome::Finished { winners, reason } if winners.is_empty() => i18n.tr_args(
            "report-finished-no-winner",
            &[("reason", i18n.text(reason).into())],
        ),
        Outcome::Finished { winners, reason } => i18n.tr_args(
            "report-finished",
            &[
                ("winners", winners.join(", ").into()),
                ("reason", i18n.text(reason).into()),
            ],
        ),
    }
}

/// "Started … · n entries applied · m undone", and on a second line the
/// entry the rules refuse, if any (the session is then read-only).
fn header(i18n: &I18n, session: &Session) -> String {
    let mut head = counts(i18n, session);
    if let Some(r) = session.refused() {
        head.push('\n');
        head.push_str(&i18n.text(&r.text()));
    }
    head
}

fn counts(i18n: &I18n, session: &Session) -> String {
    i18n.tr_args(
        "report-header",
        &[
            ("created", time(session.created()).into()),
            ("applied", session.cursor().into()),
            (
                "undone",
                (session.entries().len() - session.cursor()).into(),
            ),
        ],
    )
}

/// The whole session as one JSON document (the `--json` output and the
/// JSON export). `with_log` adds every entry.
pub fn json(i18n: &I18n, session: &Session, with_log: bool) -> Value {
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
        Outcome::Finished { winners, reason } => {
            json!({"status": "finished", "winners": winners, "reason": i18n.text(&reason)})
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
        "setup": serde_json::to_value(session.setup()).unwrap_or(Value::Null),
        "standings": standings,
        "details": session.setup().details(session.state()).iter().map(|l| i18n.text(l)).collect::<Vec<_>>(),
        "outcome": outcome,
        "rules_version": session.rules(),
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
                    "action": e.action.to_json().unwrap_or(Value::Null),
                    "change": lines.get(i).map(|l| i18n.text(l)),
                    "note": e.note,
                })
            })
            .collect();
        doc["log"] = Value::Array(log);
    }
    doc
}

/// The standings as aligned text rows.
fn standings_text(i18n: &I18n, session: &Session) -> String {
    let rows = session.standings();
    let width = rows
        .iter()
        .map(|s| s.name.chars().count())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for s in &rows {
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
        out.push_str(&format!(
            "  {:width$}  {}{remark}\n",
            s.name,
            values.join(" · ")
        ));
    }
    out
}

fn log_line(i18n: &I18n, session: &Session, i: usize) -> String {
    let entry = &session.entries()[i];
    let change = session
        .lines()
        .get(i)
        .map(|l| i18n.text(l))
        .unwrap_or_else(|| i18n.tr("report-undone"));
    let note = if entry.note.is_empty() {
        String::new()
    } else {
        format!("  — {}", entry.note)
    };
    format!("{:>4}. {}  {change}{note}", i + 1, time(entry.at))
}

/// What `show` prints: header, standings, outcome and (optionally) the log.
pub fn text(i18n: &I18n, session: &Session, with_log: bool) -> String {
    let game = i18n.tr(&session.setup().kind().title_key());
    let mut out = format!("{} — {game}\n", session.id());
    out.push_str(&header(i18n, session));
    out.push('\n');
    if !session.note().is_empty() {
        out.push_str(&format!("{}\n", session.note()));
    }
    out.push('\n');
    out.push_str(&standings_text(i18n, session));
    for line in session.setup().details(session.state()) {
        out.push_str(&format!("  {}\n", i18n.text(&line)));
    }
    out.push('\n');
    out.push_str(&outcome_line(i18n, &session.outcome()));
    out.push('\n');
    if with_log && !session.entries().is_empty() {
        out.push('\n');
        out.push_str(&i18n.tr("report-log"));
        out.push('\n');
        for i in 0..session.entries().len() {
            out.push_str(&log_line(i18n, session, i));
            out.push('\n');
        }
    }
    out
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_owned()
    }
}

/// The log as CSV: one row per entry (entry, time, applied, change, note).
pub fn csv(i18n: &I18n, session: &Session) -> String {
    let mut out = String::from("entry,time,applied,change,note\n");
    for (i, e) in session.entries().iter().enumerate() {
        let change = session
            .lines()
            .get(i)
            .map(|l| i18n.text(l))
            .unwrap_or_default();
        out.push_str(&format!(
            "{},{},{},{},{}\n",
            i + 1,
            e.at.to_rfc3339(),
            i < session.cursor(),
            csv_field(&change),
            csv_field(&e.note)
        ));
    }
    out
}

fn md_cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// A Markdown report: title, standings table, outcome, log.
pub fn markdown(i18n: &I18n, session: &Session) -> String {
    let game = i18n.tr(&session.setup().kind().title_key());
    let mut out = format!("# {game} — {}\n\n", session.id());
    out.push_str(&header(i18n, session));
    out.push_str("\n\n");
    if !session.note().is_empty() {
        out.push_str(&format!("> {}\n\n", md_cell(session.note())));
    }
    let rows = session.standings();
    if let Some(first) = rows.first() {
        let labels: Vec<String> = first
            .values
            .iter()
            .map(|(l, _)| md_cell(&i18n.text(l)))
            .collect();
        out.push_str(&format!(
            "| {} | {} |\n",
            i18n.tr("report-name"),
            labels.join(" | ")
        ));
        out.push_str(&format!("|---|{}\n", "---:|".repeat(labels.len())));
        for s in &rows {
            let values: Vec<String> = s.values.iter().map(|(_, v)| v.to_string()).collect();
            let remark = s
                .remark
                .as_ref()
                .map(|r| format!(" ({})", i18n.text(r)))
                .unwrap_or_default();
            out.push_str(&format!(
                "| {}{remark} | {} |\n",
                md_cell(&s.name),
                values.join(" | ")
            ));
        }
        out.push('\n');
    }
    out.push_str(&format!(
        "**{}**\n",
        md_cell(&outcome_line(i18n, &session.outcome()))
    ));
    if !session.entries().is_empty() {
        out.push_str(&format!("\n## {}\n\n", i18n.tr("report-log")));
        for i in 0..session.entries().len() {
            out.push_str(&format!(
                "- {}\n",
                md_cell(log_line(i18n, session, i).trim_start())
            ));
        }
    }
    out
}

/// A one-line reason text, for lists.
pub fn reason(i18n: &I18n, reason: Option<&Text>) -> String {
    reason.map(|r| i18n.text(r)).unwrap_or_default()
}
