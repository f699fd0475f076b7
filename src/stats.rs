//! Numbers across sessions, from the history's index (no session file is
//! read): per player, per game, and head to head. Names are read through
//! the roster: two spellings of one person count as one, under the
//! person's name (and names match without case or stray spaces). Pure: the
//! CLI's `stats` and the window show what this computes.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::i18n::I18n;
use crate::roster::Roster;
use crate::rules::GameKind;
use crate::session::SessionId;
use crate::summary::Summary;

/// One player's record.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct PlayerStats {
    /// The person's name in the roster, else the name as first seen.
    pub name: String,
    /// Decided games played.
    pub games: usize,
    /// Of them, won (a shared or team win counts for each winner).
    pub wins: usize,
    /// Wins over games, 0 to 1.
    pub win_rate: f64,
    /// Games and wins per game.
    pub by_game: BTreeMap<String, Record>,
    /// Games and wins per game and mode: by the game's name, then by the
    /// mode's stable id (`"karth"` → `"classic"`). Only
    /// games with modes are here; a session saved before modes were
    /// recorded has none and counts in `by_game` only.
    pub by_mode: BTreeMap<String, BTreeMap<String, Record>>,
    /// How the wins came: the reason's message key ("win-karth-gold") and
    /// how often.
    pub how: BTreeMap<String, usize>,
    /// The average length of their decided games, in minutes.
    pub average_minutes: f64,
    /// Their thinking time over their decided games played in turns, in
    /// seconds (see [`crate::clock`]).
    pub thinking_seconds: i64,
    /// Those games.
    pub timed_games: usize,
}

/// Games and wins.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Record {
    /// Decided games.
    pub games: usize,
    /// Won.
    pub wins: usize,
}

/// One game's sessions.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct GameStats {
    /// Sessions of this game (decided or not).
    pub sessions: usize,
    /// Decided ones.
    pub finished: usize,
    /// Their average length, in minutes.
    pub average_minutes: f64,
    /// The longest, in minutes.
    pub longest_minutes: i64,
}

/// Two players who met.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct HeadToHead {
    /// The two names.
    pub players: [String; 2],
    /// Decided games both played.
    pub games: usize,
    /// Won by the first, by the second (both, when they won together).
    pub wins: [usize; 2],
}

/// Everything, for `stats --json`.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Stats {
    /// Sessions counted.
    pub sessions: usize,
    /// Per player, by name without case, most games first.
    pub players: Vec<PlayerStats>,
    /// Per game, by its file name.
    pub games: BTreeMap<String, GameStats>,
}

/// A game's length in minutes: the time played, as the clock says it
/// everywhere (pauses and the time it was not open left out).
fn minutes(s: &Summary) -> i64 {
    i64::from(s.played / 60)
}

/// Whether one of `names` is the person whose [`Roster::key_of`] is `wanted`.
fn has<S: AsRef<str>>(roster: &Roster, names: &[S], wanted: &str) -> bool {
    names.iter().any(|n| roster.key_of(n.as_ref()) == wanted)
}

/// `sessions` with each game once: two sessions of the same game, started
/// at the same moment by the same players, are one game (imported twice
/// before import knew better, or copied by hand), counted as the one
/// changed last.
fn distinct(sessions: &[Summary]) -> Vec<&Summary> {
    let mut order: Vec<(usize, &Summary)> = sessions.iter().enumerate().collect();
    order.sort_by(|(_, a), (_, b)| {
        (a.game.name(), a.created, &a.players)
            .cmp(&(b.game.name(), b.created, &b.players))
            .then_with(|| b.updated.cmp(&a.updated))
            .then_with(|| b.entries.cmp(&a.entries))
    });
    order.dedup_by(|(_, later), (_, kept)| {
        later.game == kept.game && later.created == kept.created && later.players == kept.players
    });
    // In the order given, so names are spelled as first seen.
    order.sort_unstable_by_key(|(at, _)| *at);
    order.into_iter().map(|(_, s)| s).collect()
}

/// The stats of `sessions`, of one game and of sessions with one player if
/// asked; a game held by two sessions counts once (see [`distinct`]).
pub fn compute(
    sessions: &[Summary],
    game: Option<GameKind>,
    player: Option<&str>,
    roster: &Roster,
) -> Stats {
    let wanted = player.map(|p| roster.key_of(p));
    let picked: Vec<&Summary> = distinct(sessions)
        .into_iter()
        .filter(|s| game.is_none_or(|g| g == s.game))
        .filter(|s| wanted.as_deref().is_none_or(|w| has(roster, &s.players, w)))
        .collect();
    let mut stats = Stats {
        sessions: picked.len(),
        ..Stats::default()
    };
    let mut players: BTreeMap<String, (PlayerStats, i64)> = BTreeMap::new();
    for s in &picked {
        let g = stats.games.entry(s.game.name().to_owned()).or_default();
        g.sessions += 1;
        if !s.finished {
            continue;
        }
        g.finished += 1;
        g.average_minutes += minutes(s) as f64;
        g.longest_minutes = g.longest_minutes.max(minutes(s));
        let how = s
            .reason
            .as_ref()
            .and_then(|r| r.key())
            .unwrap_or("")
            .to_owned();
        for name in s.players.iter() {
            let key = roster.key_of(name);
            let won = has(roster, &s.winners, &key);
            let thought = s
                .thinking
                .iter()
                .find(|(seat, _)| roster.key_of(seat) == key)
                .map(|(_, t)| *t);
            let (p, total) = players.entry(key).or_insert_with(|| {
                (
                    PlayerStats {
                        name: roster.who(name),
                        ..PlayerStats::default()
                    },
                    0,
                )
            });
            p.games += 1;
            *total += minutes(s);
            if let Some(t) = thought {
                p.thinking_seconds += t;
                p.timed_games += 1;
            }
            let r = p.by_game.entry(s.game.name().to_owned()).or_default();
            r.games += 1;
            let mut m = s.mode.as_ref().map(|mode| {
                p.by_mode
                    .entry(s.game.name().to_owned())
                    .or_default()
                    .entry(mode.clone())
                    .or_default()
            });
            if let Some(m) = m.as_deref_mut() {
                m.games += 1;
            }
            if won {
                p.wins += 1;
                r.wins += 1;
                if let Some(m) = m {
                    m.wins += 1;
                }
                *p.how.entry(how.clone()).or_default() += 1;
            }
        }
    }
    for g in stats.games.values_mut() {
        if g.finished > 0 {
            g.average_minutes /= g.finished as f64;
        }
    }
    stats.players = players
        .into_values()
        .map(|(mut p, total)| {
            if p.games > 0 {
                p.win_rate = p.wins as f64 / p.games as f64;
                p.average_minutes = total as f64 / p.games as f64;
            }
            p
        })
        .collect();
    stats
        .players
        .sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.name.cmp(&b.name)));
    stats
}

/// How two players fared in the decided games they both played.
pub fn head_to_head(sessions: &[Summary], a: &str, b: &str, roster: &Roster) -> HeadToHead {
    let (la, lb) = (roster.key_of(a), roster.key_of(b));
    // The person's name, else the name as the sessions spell it, else as
    // asked.
    let spelled = |key: &str, asked: &str| {
        if roster.person(asked).is_some() {
            return roster.who(asked);
        }
        sessions
            .iter()
            .flat_map(|s| s.players.iter())
            .find(|p| roster.key_of(p) == key)
            .map(|p| roster.who(p))
            .unwrap_or_else(|| roster.who(asked))
    };
    let mut h = HeadToHead {
        players: [spelled(&la, a), spelled(&lb, b)],
        ..HeadToHead::default()
    };
    for s in distinct(sessions)
        .into_iter()
        .filter(|s| s.finished && has(roster, &s.players, &la) && has(roster, &s.players, &lb))
    {
        h.games += 1;
        if has(roster, &s.winners, &la) {
            h.wins[0] += 1;
        }
        if has(roster, &s.winners, &lb) {
            h.wins[1] += 1;
        }
    }
    h
}

/// Recent games on a player's page.
pub const RECENT: usize = 10;

/// A player's page: their record, their last games, and how they fared
/// against each person they met.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Profile {
    /// Their record (none: no decided game yet).
    pub record: Option<PlayerStats>,
    /// Their last [`RECENT`] sessions' ids, the one changed last first.
    pub recent: Vec<SessionId>,
    /// Against each person met in a decided game, most games first.
    pub versus: Vec<HeadToHead>,
}

/// The page of the person `name` is (any spelling of theirs).
pub fn profile(sessions: &[Summary], name: &str, roster: &Roster) -> Profile {
    let key = roster.key_of(name);
    let theirs = compute(sessions, None, Some(name), roster);
    let mut mine: Vec<&Summary> = distinct(sessions)
        .into_iter()
        .filter(|s| has(roster, &s.players, &key))
        .collect();
    mine.sort_by_key(|s| std::cmp::Reverse(s.updated));
    let mut versus: Vec<HeadToHead> = theirs
        .players
        .iter()
        .filter(|p| roster.key_of(&p.name) != key)
        .map(|p| head_to_head(sessions, name, &p.name, roster))
        .filter(|h| h.games > 0)
        .collect();
    versus.sort_by(|a, b| {
        b.games
            .cmp(&a.games)
            .then_with(|| a.players[1].cmp(&b.players[1]))
    });
    Profile {
        record: theirs
            .players
            .into_iter()
            .find(|p| roster.key_of(&p.name) == key),
        recent: mine.iter().take(RECENT).map(|s| s.id.clone()).collect(),
        versus,
    }
}

/// A player's line: games, wins, win rate and average length.
pub fn player_line(i18n: &I18n, p: &PlayerStats) -> String {
    i18n.tr_args(
        "stats-player",
        &[
            ("player", p.name.clone().into()),
            ("games", p.games.into()),
            ("wins", p.wins.into()),
            ("percent", ((p.win_rate * 100.0).round() as i64).into()),
            ("minutes", (p.average_minutes.round() as i64).into()),
        ],
    )
}

/// A player's average thinking time a game, if they played games in turns.
pub fn thinking_line(i18n: &I18n, p: &PlayerStats) -> Option<String> {
    let games = i64::try_from(p.timed_games).ok().filter(|g| *g > 0)?;
    let average = chrono::TimeDelta::seconds(p.thinking_seconds / games);
    Some(i18n.tr_args(
        "stats-thinking",
        &[
            ("time", crate::clock::hms(average).into()),
            ("games", p.timed_games.into()),
        ],
    ))
}

/// A game's title from its file name (the name itself for one this build
/// does not know).
pub fn game_title(i18n: &I18n, name: &str) -> String {
    GameKind::from_name(name).map_or_else(|| name.to_owned(), |k| i18n.tr(&k.title_key()))
}

/// A game's line (`name` is its file name, as [`Stats::games`] keys it).
pub fn game_line(i18n: &I18n, name: &str, g: &GameStats) -> String {
    let title = game_title(i18n, name);
    i18n.tr_args(
        "stats-game",
        &[
            ("game", title.into()),
            ("sessions", g.sessions.into()),
            ("finished", g.finished.into()),
            ("average", (g.average_minutes.round() as i64).into()),
            ("longest", g.longest_minutes.into()),
        ],
    )
}

/// Two players' line: the games they both played and who won them.
pub fn versus_line(i18n: &I18n, h: &HeadToHead) -> String {
    i18n.tr_args(
        "stats-versus",
        &[
            ("a", h.players[0].clone().into()),
            ("b", h.players[1].clone().into()),
            ("games", h.games.into()),
            ("a_wins", h.wins[0].into()),
            ("b_wins", h.wins[1].into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Text;
    use chrono::TimeZone;

    fn s(game: GameKind, players: &[&str], winners: &[&str], minutes: i64, how: &str) -> Summary {
        let start = chrono::Utc.with_ymd_and_hms(2026, 11, 1, 20, 0, 0).unwrap()
            + chrono::Duration::seconds(minutes);
        Summary {
            id: format!("{game:?}{minutes}").into(),
            game,
            mode: (game == GameKind::Karth).then(|| "classic".to_owned()),
            players: players.iter().map(|p| (*p).into()).collect(),
            created: start,
            updated: start + chrono::Duration::minutes(minutes),
            entries: 5,
            finished: !how.is_empty(),
            winners: winners.iter().map(|p| (*p).into()).collect(),
            reason: (!how.is_empty()).then(|| Text::msg(how).into()),
            abandoned: false,
            refused: None,
            warnings: Vec::new(),
            thinking: Box::default(),
            played: u32::try_from(minutes * 60).unwrap(),
            event: None,
            stamp: (0, 0),
        }
    }

    /// Five sessions counted by hand: Ana plays four decided games and wins
    /// two (one by gold, one by KP); Bo plays three and wins one; one game
    /// is still going and counts only as a session. The Karth games are 1v1
    /// Classic but the second, a free-for-all; Koth has no modes.
    fn table() -> Vec<Summary> {
        let mut free_for_all = s(
            GameKind::Karth,
            &["ana", "Cy"],
            &["ana"],
            30,
            "win-karth-kp",
        );
        free_for_all.mode = Some("free_for_all".to_owned());
        vec![
            s(
                GameKind::Karth,
                &["Ana", "Bo"],
                &["Ana"],
                60,
                "win-karth-gold",
            ),
            free_for_all,
            s(
                GameKind::Koth,
                &["Ana", "Bo"],
                &["Bo"],
                20,
                "win-koth-battle",
            ),
            s(GameKind::Karth, &["Ana", "Bo"], &[], 90, "win-karth-nobody"),
            s(GameKind::Koth, &["Bo", "Cy"], &[], 10, ""),
        ]
    }

    #[test]
    fn players_games_and_wins_as_counted_by_hand() {
        let st = compute(&table(), None, None, &Roster::default());
        assert_eq!(st.sessions, 5);
        let ana = &st.players[0];
        assert_eq!((ana.name.as_str(), ana.games, ana.wins), ("Ana", 4, 2));
        assert!((ana.win_rate - 0.5).abs() < 1e-9);
        assert!((ana.average_minutes - 50.0).abs() < 1e-9, "(60+30+20+90)/4");
        assert_eq!(ana.by_game["karth"], Record { games: 3, wins: 2 });
        assert_eq!(ana.by_game["koth"], Record { games: 1, wins: 0 });
        assert_eq!(ana.how["win-karth-gold"], 1);
        assert_eq!(ana.how["win-karth-kp"], 1);
        let classic = "classic";
        let ffa = "free_for_all";
        assert_eq!(
            ana.by_mode["karth"][classic],
            Record { games: 2, wins: 1 },
            "the gold win and the game nobody won"
        );
        assert_eq!(ana.by_mode["karth"][ffa], Record { games: 1, wins: 1 });
        assert_eq!(ana.by_mode.len(), 1, "Koth has no modes");
        let bo = st.players.iter().find(|p| p.name == "Bo").unwrap();
        assert_eq!((bo.games, bo.wins), (3, 1));
        assert_eq!(bo.by_mode["karth"].len(), 1);
        assert_eq!(bo.by_mode["karth"][classic], Record { games: 2, wins: 0 });
        let cy = st.players.iter().find(|p| p.name == "Cy").unwrap();
        assert_eq!(cy.by_mode["karth"][ffa], Record { games: 1, wins: 0 });
        let karth = &st.games["karth"];
        assert_eq!(
            (karth.sessions, karth.finished, karth.longest_minutes),
            (3, 3, 90)
        );
        assert!((karth.average_minutes - 60.0).abs() < 1e-9);
        assert_eq!(st.games["koth"].sessions, 2);
        assert_eq!(st.games["koth"].finished, 1);
    }

    #[test]
    fn lengths_are_the_time_played_not_the_time_since_the_start() {
        // Started at 20:00, decided at 23:00, played for 20 minutes (the
        // rest paused or not open): 20 minutes, as the clock says.
        let mut game = s(
            GameKind::Koth,
            &["Ana", "Bo"],
            &["Ana"],
            180,
            "win-koth-battle",
        );
        game.played = 20 * 60;
        let st = compute(&[game], None, None, &Roster::default());
        assert!((st.players[0].average_minutes - 20.0).abs() < 1e-9);
        assert_eq!(st.games["koth"].longest_minutes, 20);
    }

    #[test]
    fn a_game_held_by_two_sessions_counts_once() {
        let mut twice = table();
        let mut copy = twice[0].clone();
        copy.id = "copy".into();
        twice.push(copy.clone());
        // The copy went further and was decided the other way.
        copy.id = "further".into();
        copy.updated += chrono::Duration::minutes(5);
        copy.winners = vec!["Bo".into()];
        twice.push(copy);
        let st = compute(&twice, None, None, &Roster::default());
        assert_eq!(st.sessions, 5);
        let ana = &st.players[0];
        assert_eq!(
            (ana.name.to_lowercase(), ana.games, ana.wins),
            ("ana".to_owned(), 4, 1)
        );
        let h = head_to_head(&twice, "ana", "bo", &Roster::default());
        assert_eq!((h.games, h.wins), (3, [0, 2]), "the later one counts");
    }

    #[test]
    fn filters_and_head_to_head() {
        let only = compute(
            &table(),
            Some(GameKind::Koth),
            Some("CY"),
            &Roster::default(),
        );
        assert_eq!(only.sessions, 1);
        assert!(
            only.players.is_empty(),
            "the one Koth game with Cy is not decided"
        );
        let h = head_to_head(&table(), "ana", "BO", &Roster::default());
        assert_eq!((h.games, h.wins), (3, [1, 1]));
    }

    #[test]
    fn spellings_of_one_person_count_as_one() {
        let mut sessions = table();
        sessions.push(s(
            GameKind::Koth,
            &["Anna", "Cy"],
            &["Anna"],
            40,
            "win-koth-battle",
        ));
        sessions.push(s(
            GameKind::Koth,
            &["ana ", "Cy"],
            &["ana "],
            50,
            "win-koth-battle",
        ));
        let apart = compute(&sessions, None, None, &Roster::default());
        let anna = apart.players.iter().find(|p| p.name == "Anna").unwrap();
        assert_eq!(
            (anna.games, anna.wins),
            (1, 1),
            "two people without the roster"
        );
        assert_eq!(
            apart.players[0].games, 5,
            "\"ana \" is Ana: spaces never count"
        );
        let mut roster = Roster::default();
        roster.merge("Anna", "Ana").unwrap();
        let one = compute(&sessions, None, None, &roster);
        assert_eq!(one.players.len(), 3, "Ana, Bo and Cy");
        let ana = &one.players[0];
        assert_eq!((ana.name.as_str(), ana.games, ana.wins), ("Ana", 6, 4));
        let only = compute(&sessions, None, Some("anna"), &roster);
        assert_eq!(only.sessions, 6, "every session of the person");
        let h = head_to_head(&sessions, "ANNA", "cy", &roster);
        assert_eq!(h.players[0], "Ana");
        assert_eq!((h.games, h.wins), (3, [3, 0]));
    }

    #[test]
    fn thinking_time_is_counted_per_person_over_their_timed_games() {
        let mut sessions = table();
        sessions[0].thinking = vec![("Ana".into(), 300), ("Bo".into(), 500)].into();
        sessions[2].thinking = vec![("Ana".into(), 100), ("Bo".into(), 40)].into();
        // Still being played: not counted.
        sessions[4].thinking = vec![("Bo".into(), 900), ("Cy".into(), 900)].into();
        let st = compute(&sessions, None, None, &Roster::default());
        let ana = &st.players[0];
        assert_eq!((ana.thinking_seconds, ana.timed_games), (400, 2));
        let en = I18n::new("en");
        assert_eq!(
            thinking_line(&en, ana).as_deref(),
            Some("3:20 thinking a game on average, over 2 games played in turns")
        );
        let cy = st.players.iter().find(|p| p.name == "Cy").unwrap();
        assert_eq!(cy.timed_games, 0);
        assert_eq!(thinking_line(&en, cy), None);
    }

    #[test]
    fn a_profile_has_the_record_the_last_games_and_every_opponent() {
        // "ana" and "Ana" are one name.
        let p = profile(&table(), "ANA", &Roster::default());
        let record = p.record.expect("Ana played");
        assert_eq!((record.games, record.wins), (4, 2));
        assert_eq!(p.recent.len(), 4, "her four sessions");
        assert_eq!(p.recent[0], "Karth90", "the one changed last first");
        let against: Vec<(&str, usize, [usize; 2])> = p
            .versus
            .iter()
            .map(|h| (h.players[1].as_str(), h.games, h.wins))
            .collect();
        assert_eq!(against, vec![("Bo", 3, [1, 1]), ("Cy", 1, [1, 0])]);
    }

    /// A decided game of Kharnage: Dwarf (Ana) won against Goblin, whom
    /// nobody is named for, and Orc (Bo).
    fn kharnage_won() -> Summary {
        use crate::rules::kharnage::{Action, Setup};
        use crate::rules::{AnyAction, AnySetup};
        let setup = Setup {
            rounds: 1,
            played_by: vec![Some("Ana".into()), None, Some("Bo".into())],
            ..Setup::new(["Dwarf", "Goblin", "Orc"])
        };
        let at = chrono::DateTime::UNIX_EPOCH;
        let mut s =
            crate::session::Session::new("k".into(), AnySetup::Kharnage(setup), at).unwrap();
        for (army, initiative, cards) in [(0, 100, 4), (1, 200, 2), (2, 300, 1)] {
            for a in [
                Action::Initiative { army, initiative },
                Action::Destroyed { army, cards },
            ] {
                s.apply(AnyAction::Kharnage(a), at).unwrap();
            }
        }
        s.apply(AnyAction::Kharnage(Action::CloseRound), at)
            .unwrap();
        Summary::of(&s, (0, 0))
    }

    #[test]
    fn kharnage_counts_the_players_of_the_armies_and_never_an_army() {
        let st = compute(&[kharnage_won()], None, None, &Roster::default());
        let counted: Vec<_> = st
            .players
            .iter()
            .map(|p| (p.name.as_str(), p.games, p.wins))
            .collect();
        assert_eq!(counted, [("Ana", 1, 1), ("Bo", 1, 0)]);
        let p = profile(&[kharnage_won()], "Dwarf", &Roster::default());
        assert!(p.record.is_none(), "an army has no record");
    }
}
