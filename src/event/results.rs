//! Results from sessions: the tables of an event whose result a session
//! started from them decided, as the history lists the sessions. Pure.
//!
//! How a finished session's winners become a table's result: one winner
//! is [`TableResult::Winner`]; no winner, or several at a table of two,
//! is a [`TableResult::Draw`]. Several winners at a pod of three or more
//! are left for the host to enter by hand (a session names who won, not
//! the order of the others, and a draw would give the losers a draw too).

use std::collections::HashMap;

use super::key;
use crate::session::SessionId;
use crate::summary::Summary;

use super::{Event, TableResult};

/// A result a session gave: round, table (both from 1), the result and the
/// session's id.
pub type Found = (usize, usize, TableResult, SessionId);

/// For each table of `event` without a result, the result of a session
/// among `sessions` started from it: finished, not abandoned, tagged with
/// this event's name (in any case and spacing), round and table, and
/// played by that table's players. The latest such session counts; the
/// one the table notes (its `session`, with no result: the host cleared
/// the result it gave) does not.
pub fn found(event: &Event, sessions: &[Summary]) -> Vec<Found> {
    let name = key(&event.name);
    // The sessions of this event by round and table, in the order listed.
    let mut at_table: HashMap<(usize, usize), Vec<&Summary>> = HashMap::new();
    for s in sessions.iter().filter(|s| s.finished && !s.abandoned) {
        if let Some(tag) = s.event.as_deref()
            && key(&tag.name) == name
        {
            at_table.entry((tag.round, tag.table)).or_default().push(s);
        }
    }
    let mut out = Vec::new();
    if at_table.is_empty() {
        return out;
    }
    for (r, round) in event.rounds.iter().enumerate() {
        for table in round.tables.iter().filter(|t| t.result.is_none()) {
            let Some(candidates) = at_table.get(&(r + 1, table.number)) else {
                continue;
            };
            let seated = keys(table.players.iter().map(String::as_str));
            // A session whose result the host cleared gives it no more.
            let cleared = table.session.as_deref();
            let from_table = candidates
                .iter()
                .filter(|s| Some(s.id.as_str()) != cleared)
                .filter(|s| Some(s.game) == event.game_at(r + 1, table.number))
                .filter(|s| keys(s.players.iter().map(|p| &**p)) == seated)
                .max_by_key(|s| s.updated);
            let Some(session) = from_table else {
                continue;
            };
            let result = match session.winners.as_slice() {
                [one] => TableResult::Winner(one.to_string()),
                [] => TableResult::Draw,
                _ if table.players.len() == 2 => TableResult::Draw,
                _ => continue,
            };
            out.push((r + 1, table.number, result, session.id.clone()));
        }
    }
    out
}

/// `event` with the results [`found`] in `sessions` recorded, and each
/// such table's session noted. Results entered by hand
/// stay as they are; a session's result the event refuses (a winner not
/// seated there) is left out.
pub fn fill(event: &Event, sessions: &[Summary]) -> Event {
    let mut filled = event.clone();
    for (round, table, result, id) in found(event, sessions) {
        if filled.record(round, table, result).is_ok() {
            // The table exists: it was just recorded.
            let _ = filled.set_session(round, table, &id);
        }
    }
    filled
}

/// The keys of `names`, sorted.
fn keys<'a>(names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut keys: Vec<String> = names.map(key).collect();
    keys.sort();
    keys
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{DateTime, Utc};

    use super::*;
    use crate::event::{EventTag, Kind};
    use crate::rules::GameKind;
    use crate::summary::Name;

    fn event(kind: Kind, players: &[&str]) -> Event {
        let game = match kind {
            Kind::TwoPlayer => GameKind::Koth,
            Kind::Pods => GameKind::Kharnage,
        };
        let mut e = Event::new("Friday Koth", vec![game], kind, players, 3)
            .unwrap_or_else(|e| panic!("{e:?}"));
        e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
        e
    }

    fn at(minute: i64) -> DateTime<Utc> {
        DateTime::UNIX_EPOCH + chrono::Duration::minutes(minute)
    }

    fn session(
        id: &str,
        tag: (&str, usize, usize),
        players: &[String],
        winners: &[&str],
    ) -> Summary {
        let names = |n: &[&str]| n.iter().map(|p| Name::from(*p)).collect::<Vec<_>>();
        let players: Vec<&str> = players.iter().map(String::as_str).collect();
        Summary {
            id: id.into(),
            game: GameKind::Koth,
            mode: None,
            players: Arc::from(names(&players)),
            created: at(0),
            updated: at(10),
            entries: 3,
            finished: true,
            abandoned: false,
            winners: names(winners),
            reason: None,
            refused: None,
            warnings: Vec::new(),
            thinking: Box::default(),
            played: 0,
            event: Some(Box::new(EventTag {
                name: tag.0.into(),
                round: tag.1,
                table: tag.2,
            })),
            stamp: (0, 0),
        }
    }

    #[test]
    fn a_finished_session_gives_its_tables_result() {
        let e = event(Kind::TwoPlayer, &["Ana", "Ben", "Cy", "Dee"]);
        let t1 = e.rounds[0].tables[0].players.clone();
        let t2 = e.rounds[0].tables[1].players.clone();
        let winner = t1[1].to_uppercase();
        let sessions = [
            session("s1", ("friday  KOTH", 1, 1), &t1, &[&winner]),
            session("s2", ("Friday Koth", 1, 2), &t2, &[&t2[0], &t2[1]]),
        ];
        let filled = fill(&e, &sessions);
        let tables = &filled.rounds[0].tables;
        assert_eq!(tables[0].result, Some(TableResult::Winner(t1[1].clone())));
        assert_eq!(tables[0].session.as_deref(), Some("s1"));
        assert_eq!(
            tables[1].result,
            Some(TableResult::Draw),
            "both won: a draw"
        );
        assert_eq!(filled.standings()[0].points, 3);
    }

    #[test]
    fn other_sessions_count_nothing() {
        let e = event(Kind::TwoPlayer, &["Ana", "Ben", "Cy", "Dee"]);
        let t1 = e.rounds[0].tables[0].players.clone();
        let t2 = e.rounds[0].tables[1].players.clone();
        let mut abandoned = session("a", ("Friday Koth", 1, 1), &t1, &[&t1[0]]);
        abandoned.abandoned = true;
        let mut unfinished = session("u", ("Friday Koth", 1, 1), &t1, &[]);
        unfinished.finished = false;
        let mut untagged = session("n", ("Friday Koth", 1, 1), &t1, &[&t1[0]]);
        untagged.event = None;
        let sessions = [
            abandoned,
            unfinished,
            untagged,
            session("o", ("Saturday", 1, 1), &t1, &[&t1[0]]),
            session("r", ("Friday Koth", 2, 1), &t1, &[&t1[0]]),
            session("t", ("Friday Koth", 1, 1), &t2, &[&t2[0]]),
        ];
        assert_eq!(found(&e, &sessions), Vec::new());
        assert_eq!(fill(&e, &sessions), e);
    }

    #[test]
    fn a_hand_result_wins_and_the_latest_session_counts() {
        let mut e = event(Kind::TwoPlayer, &["Ana", "Ben", "Cy", "Dee"]);
        let t1 = e.rounds[0].tables[0].players.clone();
        let t2 = e.rounds[0].tables[1].players.clone();
        e.record(1, 1, TableResult::Draw)
            .unwrap_or_else(|e| panic!("{e:?}"));
        let mut later = session("late", ("Friday Koth", 1, 2), &t2, &[&t2[1]]);
        later.updated = at(20);
        let sessions = [
            session("s1", ("Friday Koth", 1, 1), &t1, &[&t1[0]]),
            session("early", ("Friday Koth", 1, 2), &t2, &[&t2[0]]),
            later,
        ];
        let filled = fill(&e, &sessions);
        assert_eq!(filled.rounds[0].tables[0].result, Some(TableResult::Draw));
        assert_eq!(filled.rounds[0].tables[0].session, None);
        assert_eq!(
            filled.rounds[0].tables[1].result,
            Some(TableResult::Winner(t2[1].clone()))
        );
    }

    #[test]
    fn a_cleared_sessions_result_counts_no_more_and_a_later_session_does() {
        let e = event(Kind::TwoPlayer, &["Ana", "Ben", "Cy", "Dee"]);
        let t1 = e.rounds[0].tables[0].players.clone();
        let first = session("s1", ("Friday Koth", 1, 1), &t1, &[&t1[0]]);
        let mut filled = fill(&e, std::slice::from_ref(&first));
        assert_eq!(filled.clear(1, 1), Ok(TableResult::Winner(t1[0].clone())));
        assert_eq!(filled.rounds[0].tables[0].session.as_deref(), Some("s1"));
        let again = fill(&filled, std::slice::from_ref(&first));
        assert_eq!(
            again.rounds[0].tables[0].result, None,
            "cleared stays cleared"
        );
        let mut replay = session("s2", ("Friday Koth", 1, 1), &t1, &[&t1[1]]);
        replay.updated = at(30);
        let again = fill(&filled, &[first, replay]);
        assert_eq!(
            again.rounds[0].tables[0].result,
            Some(TableResult::Winner(t1[1].clone()))
        );
        assert_eq!(again.rounds[0].tables[0].session.as_deref(), Some("s2"));
    }

    #[test]
    fn at_a_pod_one_winner_counts_and_several_wait_for_the_host() {
        let e = event(
            Kind::Pods,
            &["Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus"],
        );
        let t1 = e.rounds[0].tables[0].players.clone();
        let t2 = e.rounds[0].tables[1].players.clone();
        let mut sessions = [
            session("s1", ("Friday Koth", 1, 1), &t1, &[&t1[2]]),
            session("s2", ("Friday Koth", 1, 2), &t2, &[&t2[0], &t2[1]]),
        ];
        assert_eq!(
            found(&e, &sessions),
            Vec::new(),
            "a Koth session is not the result of a Kharnage table"
        );
        for s in &mut sessions {
            s.game = GameKind::Kharnage;
        }
        let found = found(&e, &sessions);
        assert_eq!(
            found,
            [(1, 1, TableResult::Winner(t1[2].clone()), "s1".into())]
        );
    }
}
