//! The review's chart: which numbers it can show (a seat's, the table's,
//! a kind of piece's) and the lines of the one chosen, step by step.

use super::Review;
use crate::rules::common::PALETTE;
use crate::rules::palette;
use crate::rules::{Color, Piece, Standing, Text};
use crate::ui::screen::chart::{Chart, Line};

/// The colour of a line for a number of the whole table (a gate, a team's
/// gold): not any player's.
const TABLE_COLOR: Color = Color::rgb(90, 90, 90);

/// The first number that moves during the game (a seat's, then the
/// table's), as [`Review::value`] counts them; 0 when none does: what the
/// chart shows first.
pub(super) fn first_moving(history: &[Vec<Standing>], tables: &[Vec<(Text, i64)>]) -> usize {
    let seat = history
        .first()
        .and_then(|r| r.first())
        .map_or(0, |s| s.values.len());
    let seat_moves = |v: usize| {
        let at = |h: &Vec<Standing>| -> Vec<i64> {
            h.iter()
                .map(|s| s.values.get(v).map_or(0, |x| x.1))
                .collect()
        };
        history.first().is_some_and(|first| {
            let first = at(first);
            history.iter().any(|h| at(h) != first)
        })
    };
    let table_moves = |t: usize| {
        let at = |row: &Vec<(Text, i64)>| row.get(t).map(|x| x.1);
        tables
            .first()
            .is_some_and(|first| tables.iter().any(|row| at(row) != at(first)))
    };
    (0..seat)
        .find(|&v| seat_moves(v))
        .or_else(|| {
            let n = tables.first().map_or(0, Vec::len);
            (0..n).find(|&t| table_moves(t)).map(|t| seat + t)
        })
        .unwrap_or(0)
}

/// Every (kind of piece, number) pair the pieces show over the game, in
/// order of first appearance.
pub(super) fn piece_series(pieces: &[Vec<Piece>]) -> Vec<(Text, Text)> {
    let mut series: Vec<(Text, Text)> = Vec::new();
    for p in pieces.iter().flatten() {
        for (label, _) in &p.values {
            if !series.iter().any(|(k, l)| *k == p.kind && l == label) {
                series.push((p.kind.clone(), label.clone()));
            }
        }
    }
    series
}

impl Review {
    /// The labels of the numbers a standing row holds.
    pub(super) fn seat_labels(&self) -> Vec<Text> {
        self.history
            .first()
            .and_then(|r| r.first())
            .map(|s| s.values.iter().map(|(l, _)| l.clone()).collect())
            .unwrap_or_default()
    }

    /// The chart of value `self.value`: a line for every row, one line for
    /// a number of the game's own table, or a line for every piece of a
    /// kind (each monster's HP, each ally's).
    pub(super) fn chart(&self) -> Chart {
        let seat = self.seat_labels().len();
        let table = self.tables.first().map_or(0, Vec::len);
        if let Some((kind, label)) = self
            .value
            .checked_sub(seat + table)
            .and_then(|i| self.piece_series.get(i))
        {
            return self.piece_chart(kind, label);
        }
        if self.value >= seat
            && let Some((label, _)) = self.tables.first().and_then(|t| t.get(self.value - seat))
        {
            let mut last = 0;
            let values = self
                .tables
                .iter()
                .map(|t| {
                    // By label: a number may come and go (a score).
                    if let Some((_, v)) = t.iter().find(|(l, _)| l == label) {
                        last = *v;
                    }
                    last
                })
                .collect();
            return Chart {
                lines: vec![Line {
                    color: TABLE_COLOR,
                    initials: String::new(),
                    name: label.clone(),
                    values,
                }],
                goal: self.goal(label),
                step: self.step,
                print: false,
            };
        }
        let rows = self.history.first().map_or(0, Vec::len);
        let label = self.seat_labels().get(self.value).cloned();
        let marks = palette::marks(
            self.history
                .first()
                .into_iter()
                .flatten()
                .map(|s| (s.name.as_str(), s.color)),
        );
        Chart {
            lines: (0..rows)
                .map(|r| Line {
                    color: marks.get(r).map_or(self.history[0][r].color, |m| m.color),
                    initials: marks.get(r).map(|m| m.initials.clone()).unwrap_or_default(),
                    name: Text::raw(self.history[0][r].name.clone()),
                    values: self
                        .history
                        .iter()
                        .map(|h| {
                            h.get(r)
                                .and_then(|s| s.values.get(self.value))
                                .map_or(0, |v| v.1)
                        })
                        .collect(),
                })
                .collect(),
            goal: label.and_then(|l| self.goal(&l)),
            step: self.step,
            print: false,
        }
    }

    /// A line per piece of `kind` (by name and owner, in order of first
    /// appearance) for its number `label`; 0 while it is not on the board.
    fn piece_chart(&self, kind: &Text, label: &Text) -> Chart {
        let mut who: Vec<(&str, Option<&str>)> = Vec::new();
        for p in self.pieces.iter().flatten().filter(|p| p.kind == *kind) {
            let id = (p.name.as_str(), p.owner.as_deref());
            if !who.contains(&id) {
                who.push(id);
            }
        }
        let initials = palette::initials(&who.iter().map(|w| w.0).collect::<Vec<_>>());
        let lines = who
            .iter()
            .enumerate()
            .map(|(i, (name, owner))| Line {
                color: PALETTE[i % PALETTE.len()],
                initials: initials.get(i).cloned().unwrap_or_default(),
                name: Text::raw(match owner {
                    Some(owner) => format!("{name} ({owner})"),
                    None => (*name).to_owned(),
                }),
                values: self
                    .pieces
                    .iter()
                    .map(|step| {
                        step.iter()
                            .find(|p| {
                                p.kind == *kind && p.name == *name && p.owner.as_deref() == *owner
                            })
                            .and_then(|p| p.values.iter().find(|(l, _)| l == label))
                            .map_or(0, |(_, v)| *v)
                    })
                    .collect(),
            })
            .collect();
        Chart {
            lines,
            goal: None,
            step: self.step,
            print: false,
        }
    }

    /// The game's win threshold on the number labelled `label`, if any.
    fn goal(&self, label: &Text) -> Option<i64> {
        self.session
            .setup()
            .goals()
            .into_iter()
            .find(|(g, _)| g == label)
            .map(|(_, v)| v)
    }
}
