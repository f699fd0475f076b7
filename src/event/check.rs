//! Checking an event as read from a file: everything the file format's
//! documentation forbids is refused with a named rule. One pass over the
//! file, with the players indexed by [`key`] once, so a large event is
//! checked in time in proportion to its size. Pure.

use std::collections::HashMap;

use super::key;
use super::{Event, FORMAT, Kind, Round, TableResult, checked_result, fits, no_table};
use crate::roster::tidy;
use crate::rules::common::MAX_NAME;
use crate::rules::words;
use crate::rules::{Arg, GameKind, RuleError};

/// The players of an event by [`key`]: their place in `players`.
type Index = HashMap<String, usize>;

impl Event {
    /// Checks an event as read from a file: its version; its name and
    /// games; its players (named, not too long, no two alike); that no
    /// word holds a control character or a direction override (the
    /// sessions' `rule-control-character`); that the dropped are entered,
    /// once each; and that every round numbers its tables from 1, seats
    /// known players once each, at tables neither empty nor larger or
    /// smaller than their game and the event's seating allow, of one of
    /// the event's games, whose results name their players and are a draw
    /// only where the game has one.
    pub fn check(&self) -> Result<(), RuleError> {
        if self.format != FORMAT {
            return Err(RuleError::new("rule-event-format").arg("format", self.format));
        }
        if tidy(&self.name).is_empty() {
            return Err(RuleError::new("rule-event-name-empty"));
        }
        plain(&self.name, || "name".to_owned())?;
        if self.games.is_empty() {
            return Err(RuleError::new("rule-event-no-game"));
        }
        for &game in &self.games {
            fits(game, self.kind)?;
        }
        let index = self.index()?;
        let mut dropped = vec![false; self.players.len()];
        for (i, name) in self.dropped.iter().enumerate() {
            plain(name, || format!("dropped[{i}]"))?;
            let at = known(&index, name)?;
            if std::mem::replace(&mut dropped[at], true) {
                return Err(RuleError::new("rule-event-already-dropped").arg("name", tidy(name)));
            }
        }
        // The round each player was last seen seated in, from 1.
        let mut seated = vec![0usize; self.players.len()];
        for (r, round) in self.rounds.iter().enumerate() {
            self.check_round(r, round, &index, &mut seated)?;
        }
        Ok(())
    }

    /// The players by [`key`], refusing an empty, unsafe, too long or
    /// repeated name.
    fn index(&self) -> Result<Index, RuleError> {
        let mut index = Index::with_capacity(self.players.len());
        for (i, name) in self.players.iter().enumerate() {
            let k = key(name);
            if k.is_empty() {
                return Err(RuleError::new("rule-event-player-empty"));
            }
            plain(name, || format!("players[{i}]"))?;
            if name.chars().count() > MAX_NAME {
                return Err(RuleError::new("rule-event-player-too-long")
                    .arg("name", name.as_str())
                    .arg("max", MAX_NAME));
            }
            if index.insert(k, i).is_some() {
                return Err(RuleError::new("rule-event-player-repeated").arg("name", tidy(name)));
            }
        }
        Ok(index)
    }

    /// Checks round `r` (from 0); `seated` holds, for each player, the
    /// last round (from 1) they were seen seated in.
    fn check_round(
        &self,
        r: usize,
        round: &Round,
        index: &Index,
        seated: &mut [usize],
    ) -> Result<(), RuleError> {
        let number = r + 1;
        let mut seat = |name: &str, field: &dyn Fn() -> String| {
            plain(name, field)?;
            let at = known(index, name)?;
            if std::mem::replace(&mut seated[at], number) == number {
                return Err(RuleError::new("rule-event-seated-twice")
                    .arg("name", name)
                    .arg("round", number));
            }
            Ok(())
        };
        for (n, table) in round.tables.iter().enumerate() {
            let place = || format!("rounds[{r}].tables[{n}]");
            if table.number != n + 1 {
                return Err(no_table(number, n + 1));
            }
            let game = self.table_game(number, table.number, table.game)?;
            self.check_size(game, table.players.len(), number, table.number)?;
            for (s, name) in table.players.iter().enumerate() {
                seat(name, &|| format!("{}.players[{s}]", place()))?;
            }
            if let Some(id) = &table.session {
                plain(id, || format!("{}.session", place()))?;
            }
            let Some(result) = &table.result else {
                continue;
            };
            match result {
                TableResult::Winner(w) => plain(w, || format!("{}.result.winner", place()))?,
                TableResult::Places(order) => {
                    for (k, name) in order.iter().enumerate() {
                        plain(name, || format!("{}.result.places[{k}]", place()))?;
                    }
                }
                TableResult::Draw if !game.draws() => {
                    return Err(RuleError::new("rule-event-no-draw")
                        .arg("game", Arg::msg(&game.title_key()))
                        .arg("round", number)
                        .arg("table", table.number));
                }
                TableResult::Draw => {}
            }
            checked_result(&table.players, result.clone(), number, table.number)?;
        }
        if let Some(bye) = &round.bye {
            seat(bye, &|| format!("rounds[{r}].bye"))?;
        }
        Ok(())
    }

    /// The game of table `table` of round `round` (both from 1), `given`
    /// in the file or else the event's first; refused when not one of the
    /// event's games.
    fn table_game(
        &self,
        round: usize,
        table: usize,
        given: Option<GameKind>,
    ) -> Result<GameKind, RuleError> {
        let first = self.games.first().copied();
        match given.or(first) {
            Some(game) if self.games.contains(&game) => Ok(game),
            game => Err(RuleError::new("rule-event-table-game")
                .arg(
                    "game",
                    Arg::msg(&game.map(GameKind::title_key).unwrap_or_default()),
                )
                .arg("round", round)
                .arg("table", table)),
        }
    }

    /// Refuses a table of `count` players at `game` that is empty, or
    /// larger or smaller than the game seats and the event's kind allows
    /// (two at tables of two, two to four in pods).
    fn check_size(
        &self,
        game: GameKind,
        count: usize,
        round: usize,
        table: usize,
    ) -> Result<(), RuleError> {
        if count == 0 {
            return Err(RuleError::new("rule-event-empty-table")
                .arg("round", round)
                .arg("table", table));
        }
        let (fewest, most) = match self.kind {
            Kind::TwoPlayer => (2, 2),
            Kind::Pods => (2, 4),
        };
        let (least, largest) = game.seats().unwrap_or((fewest, most));
        if count < fewest.max(least) || count > most.min(largest) {
            return Err(RuleError::new("rule-event-table-size")
                .arg("round", round)
                .arg("table", table)
                .arg("count", count));
        }
        Ok(())
    }
}

/// Where `name` is among the players, or a refusal naming it.
fn known(index: &Index, name: &str) -> Result<usize, RuleError> {
    index
        .get(&key(name))
        .copied()
        .ok_or_else(|| RuleError::new("rule-event-unknown-player").arg("name", name))
}

/// Refuses `text` holding a character names refuse (see
/// [`words::refused`]), naming `field` (written only then).
fn plain(text: &str, field: impl FnOnce() -> String) -> Result<(), RuleError> {
    if words::unsafe_text(text) {
        return Err(RuleError::new("rule-control-character").arg("field", field()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::tests::refused;

    fn ok<T>(r: Result<T, RuleError>) -> T {
        r.unwrap_or_else(|e| panic!("{e:?}"))
    }

    /// A paired event of `game` seated as `kind`, its first round paired.
    fn paired(game: GameKind, kind: Kind, names: &[&str]) -> Event {
        let mut e = ok(Event::new("Friday", vec![game], kind, names, 3));
        ok(e.pair_next());
        e
    }

    /// The refusal of a control character in `field`.
    fn unsafe_in(field: &str) -> Result<(), RuleError> {
        Err(RuleError::new("rule-control-character").arg("field", field))
    }

    #[test]
    fn a_draw_only_at_a_game_that_has_one() {
        let mut e = paired(GameKind::Kharnage, Kind::Pods, &["A", "B", "C", "D"]);
        e.rounds[0].tables[0].result = Some(TableResult::Draw);
        assert_eq!(refused(e.check()), "rule-event-no-draw");
        let mut e = paired(GameKind::Karth, Kind::Pods, &["A", "B", "C", "D"]);
        e.rounds[0].tables[0].result = Some(TableResult::Draw);
        assert_eq!(e.check(), Ok(()));
        // At a game night, the table's own game decides.
        let games = vec![GameKind::Koth, GameKind::Kharnage];
        let mut e = ok(Event::new(
            "Night",
            games,
            Kind::TwoPlayer,
            ["A", "B", "C", "D"],
            1,
        ));
        ok(e.pair_next());
        e.rounds[0].tables[0].result = Some(TableResult::Draw);
        assert_eq!(e.check(), Ok(()), "table 1 plays Koth");
        e.rounds[0].tables[1].result = Some(TableResult::Draw);
        assert_eq!(refused(e.check()), "rule-event-no-draw");
    }

    #[test]
    fn a_table_plays_one_of_the_events_games() {
        let mut e = paired(GameKind::Koth, Kind::TwoPlayer, &["A", "B"]);
        e.rounds[0].tables[0].game = Some(GameKind::Karth);
        assert_eq!(refused(e.check()), "rule-event-table-game");
        e.rounds[0].tables[0].game = None;
        assert_eq!(e.check(), Ok(()), "none: the first game");
        e.rounds[0].tables[0].game = Some(GameKind::Koth);
        assert_eq!(e.check(), Ok(()));
    }

    #[test]
    fn tables_are_neither_empty_nor_of_a_size_the_event_does_not_seat() {
        let mut e = paired(GameKind::Koth, Kind::TwoPlayer, &["A", "B", "C", "D"]);
        e.rounds[0].tables[1].players.clear();
        assert_eq!(refused(e.check()), "rule-event-empty-table");
        let mut e = paired(GameKind::Karth, Kind::TwoPlayer, &["A", "B", "C", "D"]);
        let moved = e.rounds[0].tables[1].players.pop().unwrap_or_default();
        e.rounds[0].tables[0].players.push(moved);
        assert_eq!(
            refused(e.check()),
            "rule-event-table-size",
            "three at a table of two"
        );
        let names = ["A", "B", "C", "D", "E", "F"];
        let mut e = paired(GameKind::HeroRealms, Kind::Pods, &names);
        assert_eq!(e.check(), Ok(()), "pods of 3");
        let moved = e.rounds[0].tables[1].players.drain(..2).collect::<Vec<_>>();
        e.rounds[0].tables[0].players.extend(moved);
        assert_eq!(refused(e.check()), "rule-event-table-size", "a pod of 5");
        let mut e = paired(GameKind::Koth, Kind::TwoPlayer, &["A", "B", "C"]);
        e.kind = Kind::Pods;
        assert_eq!(refused(e.check()), "rule-event-no-pods");
        e.games = vec![GameKind::KingsArmory];
        assert_eq!(refused(e.check()), "rule-event-coop");
    }

    #[test]
    fn the_dropped_are_entered_once_each() {
        let mut e = paired(GameKind::Koth, Kind::TwoPlayer, &["A", "B", "C"]);
        e.dropped = vec!["B".into(), " b ".into()];
        assert_eq!(refused(e.check()), "rule-event-already-dropped");
        e.dropped = vec!["B".into(), "C".into()];
        assert_eq!(e.check(), Ok(()));
    }

    #[test]
    fn no_word_of_an_event_holds_a_control_character() {
        let names = ["Ana", "Ben", "Cy"];
        let new = |name: &str, names: &[&str]| {
            Event::new(name, vec![GameKind::Koth], Kind::TwoPlayer, names, 1).map(|_| ())
        };
        assert_eq!(new("Fri\u{202e}day", &names), unsafe_in("name"));
        assert_eq!(
            new("Friday", &["Ana", "B\u{1b}[31m"]),
            unsafe_in("players[1]")
        );
        // Line breaks and tabs are spaces in a name, tidied away.
        assert_eq!(new("Fri\nday", &["Ana\tLee", "Ben"]), Ok(()));
        let mut e = paired(GameKind::Koth, Kind::TwoPlayer, &names);
        assert_eq!(e.enter("Dee\u{2066}"), unsafe_in("players[3]"));
        assert_eq!(e.players.len(), 3, "refused: nothing changed");
        assert_eq!(e.check(), Ok(()));
        let checked = |change: &dyn Fn(&mut Event)| {
            let mut bad = e.clone();
            change(&mut bad);
            bad.check()
        };
        let seated = e.rounds[0].tables[0].players[1].clone();
        assert_eq!(
            checked(&|b| b.rounds[0].tables[0].players[1] = format!("{seated}\t")),
            unsafe_in("rounds[0].tables[0].players[1]")
        );
        let winner = TableResult::Winner(format!("{seated}\u{85}"));
        assert_eq!(
            checked(&|b| b.rounds[0].tables[0].result = Some(winner.clone())),
            unsafe_in("rounds[0].tables[0].result.winner")
        );
        let places = TableResult::Places(vec![format!("{seated}\u{202d}")]);
        assert_eq!(
            checked(&|b| b.rounds[0].tables[0].result = Some(places.clone())),
            unsafe_in("rounds[0].tables[0].result.places[0]")
        );
        assert_eq!(
            checked(&|b| b.rounds[0].tables[0].session = Some("s\u{7}".into())),
            unsafe_in("rounds[0].tables[0].session")
        );
        let bye = e.rounds[0].bye.clone().unwrap_or_default();
        assert_eq!(
            checked(&|b| b.rounds[0].bye = Some(format!(" {bye}\u{2028}"))),
            unsafe_in("rounds[0].bye")
        );
        assert_eq!(
            checked(&|b| b.dropped = vec![format!("{bye}\r")]),
            unsafe_in("dropped[0]")
        );
    }
}
