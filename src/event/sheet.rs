//! The printable standings sheet: one self-contained HTML page (inline CSS,
//! no script, nothing loaded from elsewhere) with an event's standings and
//! its open round's tables, to print or pin on the wall. Pure.

use std::io::{self, Write};

use chrono::{DateTime, Utc};

use super::{Event, Round, Standing, Table, TableResult};
use crate::i18n::I18n;
use crate::rules::Arg;

/// The page's style: A4, black on white, rows never split across pages,
/// the header row repeated on each.
const STYLE: &str = "\
@page { size: A4; margin: 15mm }
html { background: #fff; color: #000 }
body { margin: 0; font: 12pt/1.4 \"Helvetica Neue\", Arial, \"Liberation Sans\", sans-serif }
h1 { font-size: 20pt; margin: 0 0 2mm }
h2 { font-size: 15pt; margin: 7mm 0 2mm; break-after: avoid; page-break-after: avoid }
p { margin: 0 0 2mm }
table { border-collapse: collapse; width: 100% }
thead { display: table-header-group }
tr { break-inside: avoid; page-break-inside: avoid }
th, td { padding: 1.2mm 2mm; border-bottom: 0.3mm solid #000; text-align: left; white-space: nowrap }
th { border-bottom-width: 0.7mm; font-weight: bold }
td.name { width: 100%; white-space: normal }
.num { text-align: right; font-variant-numeric: tabular-nums }
.mark { font-style: italic }
ul { list-style: none; margin: 0; padding: 0 }
li { padding: 1mm 0; break-inside: avoid; page-break-inside: avoid }
.legend { margin-top: 7mm; font-size: 11pt }
@media screen { body { max-width: 190mm; margin: 10mm auto; padding: 0 5mm } }
";

/// Writes `event`'s standings sheet, in `i18n`'s language, printed `at`:
/// the event's name, its games, the rounds played and the time; the
/// standings; and, while the last round has a table without a result,
/// that round's tables and bye (the pairings to post with them).
pub fn write_html(
    out: &mut dyn Write,
    i18n: &I18n,
    event: &Event,
    at: DateTime<Utc>,
) -> io::Result<()> {
    let name = escape(&event.name);
    writeln!(out, "<!DOCTYPE html>")?;
    writeln!(out, "<html lang=\"{}\">", escape(i18n.code()))?;
    writeln!(out, "<head>")?;
    writeln!(out, "<meta charset=\"utf-8\">")?;
    writeln!(
        out,
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">"
    )?;
    writeln!(
        out,
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    )?;
    writeln!(out, "<title>{name}</title>")?;
    writeln!(out, "<style>\n{STYLE}</style>")?;
    writeln!(out, "</head>")?;
    writeln!(out, "<body>")?;
    writeln!(out, "<h1>{name}</h1>")?;
    writeln!(
        out,
        "<p class=\"summary\">{}</p>",
        escape(&summary(i18n, event, at))
    )?;
    writeln!(out, "<h2>{}</h2>", escape(&i18n.tr("sheet-standings")))?;
    standings(out, i18n, &event.standings())?;
    if let Some(round) = event.rounds.last().filter(|r| is_open(r)) {
        pairings(out, i18n, event, event.rounds.len(), round)?;
    }
    writeln!(
        out,
        "<p class=\"legend\">{}</p>",
        escape(&i18n.tr("sheet-legend"))
    )?;
    writeln!(out, "</body>")?;
    writeln!(out, "</html>")
}

/// The line under the name: the games, the rounds played (those with every
/// result in) and when the sheet was printed.
fn summary(i18n: &I18n, event: &Event, at: DateTime<Utc>) -> String {
    let games: Vec<String> = event
        .games
        .iter()
        .map(|g| i18n.tr(&g.title_key()))
        .collect();
    let time = i18n.formats().stamp(at);
    // A round paired and waiting for results is under way: its results
    // so far are in the standings already, its bye once it is complete.
    let after = super::standings::after(event);
    let rounds = i18n.tr_args("sheet-after", &[("rounds", after.rounds.into())]);
    let rounds = match after.under_way {
        Some(round) => {
            let during = i18n.tr_args("sheet-during", &[("round", round.into())]);
            if after.rounds == 0 {
                during
            } else {
                format!("{rounds} · {during}")
            }
        }
        None => rounds,
    };
    [
        i18n.names(&games),
        rounds,
        i18n.tr_args("sheet-printed", &[("time", time.into())]),
    ]
    .join(" · ")
}

/// Whether a table of `round` still waits for its result.
fn is_open(round: &Round) -> bool {
    round.tables.iter().any(|t| t.result.is_none())
}

/// The standings table: a row a player, best first.
fn standings(out: &mut dyn Write, i18n: &I18n, rows: &[Standing]) -> io::Result<()> {
    writeln!(out, "<table>")?;
    write!(out, "<thead><tr>")?;
    let heads = [
        ("sheet-rank", true),
        ("sheet-player", false),
        ("sheet-points", true),
        ("sheet-record", true),
        ("sheet-byes", true),
        ("sheet-omw", true),
        ("sheet-gw", true),
        ("sheet-ogw", true),
    ];
    for (key, num) in heads {
        let class = if num { " class=\"num\"" } else { "" };
        write!(
            out,
            "<th scope=\"col\"{class}>{}</th>",
            escape(&i18n.tr(key))
        )?;
    }
    writeln!(out, "</tr></thead>")?;
    writeln!(out, "<tbody>")?;
    let percent = |x: f64| {
        let whole = (x * 100.0).round() as i64;
        escape(&i18n.tr_args("sheet-percent", &[("percent", whole.into())]))
    };
    for s in rows {
        let mark = if s.dropped {
            format!(
                " <em class=\"mark\">{}</em>",
                escape(&i18n.tr("sheet-dropped"))
            )
        } else {
            String::new()
        };
        writeln!(
            out,
            "<tr><td class=\"num\">{}</td><td class=\"name\">{}{mark}</td><td class=\"num\">{}</td>\
             <td class=\"num\">{}–{}–{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>\
             <td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            s.rank,
            escape(&s.name),
            s.points,
            s.wins,
            s.draws,
            s.losses,
            s.byes,
            percent(s.omw),
            percent(s.gw),
            percent(s.ogw),
        )?;
    }
    writeln!(out, "</tbody>")?;
    writeln!(out, "</table>")
}

/// Round `number`'s tables (each with its game, at a game night) and bye.
fn pairings(
    out: &mut dyn Write,
    i18n: &I18n,
    event: &Event,
    number: usize,
    round: &Round,
) -> io::Result<()> {
    let heading = i18n.tr_args("sheet-pairings", &[("round", number.into())]);
    writeln!(out, "<h2>{}</h2>", escape(&heading))?;
    writeln!(out, "<ul>")?;
    for table in &round.tables {
        let line = table_line(i18n, event, number, table);
        writeln!(out, "<li>{}</li>", escape(&line))?;
    }
    if let Some(bye) = &round.bye {
        let line = i18n.tr_args("sheet-bye", &[("name", bye.into())]);
        writeln!(out, "<li>{}</li>", escape(&line))?;
    }
    writeln!(out, "</ul>")
}

/// "Table 1 (Koth): Ana – Ben"; the game only when the event has several;
/// and the result, once in ("Table 2: Cy – Di · Cy won").
fn table_line(i18n: &I18n, event: &Event, round: usize, table: &Table) -> String {
    let line = table_seats(i18n, event, round, table);
    let result = match &table.result {
        None => return line,
        Some(TableResult::Winner(w)) => i18n.tr_args("ui-event-won", &[("name", w.into())]),
        Some(TableResult::Draw) => i18n.tr("ui-event-draw"),
        Some(TableResult::Places(order)) => order.join(" > "),
    };
    format!("{line} · {result}")
}

/// The table's number, game (when the event has several) and players.
fn table_seats(i18n: &I18n, event: &Event, round: usize, table: &Table) -> String {
    let players = match table.players.as_slice() {
        [a, b] => format!("{a} – {b}"),
        all => all.join(", "),
    };
    let mut args: Vec<(&str, Arg)> =
        vec![("table", table.number.into()), ("players", players.into())];
    match event.game_at(round, table.number) {
        Some(game) if event.games.len() > 1 => {
            args.push(("game", i18n.tr(&game.title_key()).into()));
            i18n.tr_args("sheet-table-game", &args)
        }
        _ => i18n.tr_args("sheet-table", &args),
    }
}

/// `text` safe anywhere in HTML: in text and in quoted attributes.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::{Kind, TableResult};
    use crate::rules::GameKind;

    fn at() -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default()
    }

    fn html(i18n: &I18n, event: &Event) -> String {
        let mut out = Vec::new();
        write_html(&mut out, i18n, event, at()).unwrap_or_else(|e| panic!("{e}"));
        String::from_utf8(out).unwrap_or_else(|e| panic!("{e}"))
    }

    fn event(names: &[&str], games: Vec<GameKind>) -> Event {
        Event::new("Friday Koth", games, Kind::TwoPlayer, names, 3)
            .unwrap_or_else(|e| panic!("{e:?}"))
    }

    /// Every table of the last round won by its first player.
    fn finish(e: &mut Event) {
        let round = e.rounds.len();
        let winners: Vec<(usize, String)> = e.rounds[round - 1]
            .tables
            .iter()
            .map(|t| (t.number, t.players[0].clone()))
            .collect();
        for (table, winner) in winners {
            e.record(round, table, TableResult::Winner(winner))
                .unwrap_or_else(|e| panic!("{e:?}"));
        }
    }

    fn at_of(page: &str, what: &str) -> usize {
        page.find(what)
            .unwrap_or_else(|| panic!("{what} not in {page}"))
    }

    #[test]
    fn names_are_escaped() {
        let sly = "<b>&\"x'";
        let mut e = event(&[sly, "Ben", "Cy"], vec![GameKind::Koth]);
        e.name = "<i>Fri & Sat</i>".into();
        e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
        let page = html(&I18n::new("en"), &e);
        assert!(page.contains("&lt;b&gt;&amp;&quot;x&#39;"), "{page}");
        assert!(!page.contains(sly), "{page}");
        assert!(!page.contains("<b>") && !page.contains("<i>"), "{page}");
        assert!(page.contains("<title>&lt;i&gt;Fri &amp; Sat&lt;/i&gt;</title>"));
        assert_eq!(escape("a&<>\"'b"), "a&amp;&lt;&gt;&quot;&#39;b");
    }

    #[test]
    fn the_standings_are_in_rank_order_and_dropped_players_marked() {
        let mut e = crate::event::standings::tests::example();
        let rows = e.standings();
        let page = html(&I18n::new("en"), &e);
        let order: Vec<usize> = rows
            .iter()
            .map(|s| at_of(&page, &format!("<td class=\"name\">{}", s.name)))
            .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{page}");
        assert_eq!(rows[0].name, "Ana");
        let dan = page
            .lines()
            .find(|l| l.contains(">Dan"))
            .unwrap_or_default();
        assert!(dan.contains("<em class=\"mark\">dropped</em>"), "{dan}");
        let ana = page
            .lines()
            .find(|l| l.contains(">Ana"))
            .unwrap_or_default();
        assert!(!ana.contains("dropped"), "{ana}");
        assert!(ana.contains("<td class=\"num\">2–1–0</td>"), "{ana}");
        assert!(page.contains("Koth · after 3 rounds · printed "), "{page}");
        assert!(!page.contains("Bye:"), "no open round: {page}");
        e.drop_player("Ana").unwrap_or_else(|e| panic!("{e:?}"));
        let page = html(&I18n::new("en"), &e);
        let ana = page
            .lines()
            .find(|l| l.contains(">Ana"))
            .unwrap_or_default();
        assert!(ana.contains("dropped"), "{ana}");
    }

    #[test]
    fn percents_are_whole() {
        let mut e = event(&["Ana", "Ben", "Cy"], vec![GameKind::Koth]);
        e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
        finish(&mut e);
        let page = html(&I18n::new("en"), &e);
        let loser = e.rounds[0].tables[0].players[1].clone();
        let line = page
            .lines()
            .find(|l| l.contains(&format!(">{loser}<")))
            .unwrap_or_default();
        // A loss: match-win and game-win floored at a third.
        assert!(line.contains(">33%<"), "{line}");
        assert!(line.contains(">0–0–1<"), "{line}");
    }

    #[test]
    fn the_open_rounds_tables_are_shown_until_its_results_are_in() {
        let games = vec![GameKind::Koth, GameKind::Karth];
        let mut e = event(&["Ana", "Ben", "Cy", "Dee", "Eve"], games);
        let en = I18n::new("en");
        let page = html(&en, &e);
        assert!(!page.contains("Round 1 pairings"), "nothing paired: {page}");
        assert!(page.contains("before the first round"), "{page}");
        let round = e.pair_next().unwrap_or_else(|e| panic!("{e:?}")).clone();
        let page = html(&en, &e);
        let heading = at_of(&page, "<h2>Round 1 pairings</h2>");
        assert!(heading > at_of(&page, "<table>"), "after the standings");
        let [a, b] = [&round.tables[0].players[0], &round.tables[0].players[1]];
        assert!(
            page.contains(&format!("<li>Table 1 (Koth): {a} – {b}</li>")),
            "{page}"
        );
        let [c, d] = [&round.tables[1].players[0], &round.tables[1].players[1]];
        let karth = en.tr(&GameKind::Karth.title_key());
        assert!(
            page.contains(&format!("<li>Table 2 ({karth}): {c} – {d}</li>")),
            "{page}"
        );
        let bye = round.bye.clone().unwrap_or_default();
        assert!(page.contains(&format!("<li>Bye: {bye}</li>")), "{page}");
        // One table in: still open, still shown, with that table's result;
        // the round is under way.
        e.record(1, 1, TableResult::Winner(a.clone()))
            .unwrap_or_else(|e| panic!("{e:?}"));
        let page = html(&en, &e);
        assert!(page.contains("Round 1 pairings"));
        assert!(
            page.contains(&format!("<li>Table 1 (Koth): {a} – {b} · {a} won</li>")),
            "{page}"
        );
        assert!(page.contains("round 1 under way ·"), "{page}");
        assert!(!page.contains("before the first round"), "{page}");
        finish(&mut e);
        let page = html(&en, &e);
        assert!(!page.contains("pairings"), "{page}");
        assert!(!page.contains("<li>"), "{page}");
        assert!(page.contains("after 1 round ·"), "{page}");
    }

    #[test]
    fn a_single_games_tables_do_not_name_it() {
        let mut e = event(&["Ana", "Ben"], vec![GameKind::Koth]);
        e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
        let page = html(&I18n::new("en"), &e);
        assert!(page.contains("<li>Table 1: "), "{page}");
    }

    #[test]
    fn the_page_is_printable_and_self_contained() {
        let e = event(&["Ana", "Ben"], vec![GameKind::Koth]);
        let page = html(&I18n::new("de"), &e);
        assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"de\">"));
        assert!(page.trim_end().ends_with("</html>"));
        for needed in [
            "@page { size: A4; margin: 15mm }",
            "tr { break-inside: avoid",
            "<thead>",
            "font: 12pt",
        ] {
            assert!(page.contains(needed), "{needed}: {page}");
        }
        for never in [
            "<script", "<link", "src=", "url(", "@import", "http:", "https:",
        ] {
            assert!(!page.contains(never), "{never}: {page}");
        }
        assert!(page.contains("<h2>Tabelle</h2>"), "{page}");
    }

    /// In the pseudo-language every word on the page is wrapped in ⟦ ⟧:
    /// none is typed in the code.
    #[test]
    fn every_word_comes_from_the_translations() {
        let mut e = crate::event::standings::tests::example();
        e.games.push(GameKind::Karth);
        e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
        let page = html(&I18n::new(crate::i18n::PSEUDO), &e);
        assert!(page.contains("<html lang=\"qps\">"), "{page}");
        let body = page.split("</style>").nth(1).unwrap_or_default();
        let mut text = String::new();
        let mut in_tag = false;
        for c in body.chars() {
            match c {
                '<' => in_tag = true,
                '>' => {
                    in_tag = false;
                    text.push(' ');
                }
                c if !in_tag => text.push(c),
                _ => {}
            }
        }
        // What stands outside ⟦ ⟧ (which nest: a message's arguments).
        let mut bare = String::new();
        let mut depth = 0usize;
        for c in text.chars() {
            match c {
                '⟦' => depth += 1,
                '⟧' => depth = depth.saturating_sub(1),
                c if depth == 0 => bare.push(c),
                _ => {}
            }
        }
        for name in &e.players {
            bare = bare.replace(name.as_str(), " ");
        }
        bare = bare.replace("Friday", " ");
        let left: String = bare.chars().filter(|c| c.is_alphabetic()).collect();
        assert!(
            left.is_empty(),
            "words not from the files: {left:?}\n{page}"
        );
        assert!(text.matches('⟦').count() > 20, "{text}");
    }
}
