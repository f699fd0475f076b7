//! The live page's HTML as the server sends it first: the standings as
//! real HTML (headings, a table of seats with its headers, the result as
//! a heading, the event's standings, the log), readable with no script at
//! all; and the seats' colours as a style sheet of their own (the page's
//! CSP allows no inline style). page.js keeps this same DOM up to date:
//! it builds every part below element for element, attribute for
//! attribute, in the same order, so the page has one shape, not two
//! (tests/share_browser.rs compares them).

use std::fmt::Write as _;

use super::page::{self, escape};
use super::seat_view::MINE_EMPTY;
use super::snapshot::{Chart, EventPart, Seat, Series, Snapshot};

/// The chart's drawing box: whole units, so that the script and the
/// server round every point alike.
const CHART_W: i64 = 1000;
const CHART_H: i64 = 400;
/// The gap kept above and below the lines in the chart's box.
const CHART_GAP: i64 = 16;

/// The chart lines' dash patterns, seat by seat (then again): with the
/// initials in the legend, each line is told apart by more than colour.
const DASHES: [&str; 8] = [
    "",
    "12 6",
    "3 5",
    "16 5 3 5",
    "7 7",
    "2 9",
    "22 7",
    "9 4 2 4 2 4",
];

/// The dash pattern of seat `seat`'s chart line.
pub(super) fn dash(seat: usize) -> &'static str {
    DASHES[seat % DASHES.len()]
}

/// The whole page of `snapshot`.
pub(super) fn page(snapshot: &Snapshot<'_>) -> String {
    let mut main = String::new();
    main.push_str(&said());
    main.push_str(&turn(snapshot.turn.as_deref()));
    main.push_str(&result(snapshot));
    main.push_str(MINE_EMPTY);
    main.push_str(&seats(snapshot));
    main.push_str(&chart(snapshot.chart.as_ref()));
    main.push_str(&event(snapshot.event.as_ref()));
    main.push_str(&log(snapshot));
    page::fill(snapshot.lang, &snapshot.title, &main)
}

/// The seats' colours: each seat's row (`seat-N`) gets its colour as
/// `--seat`, and as `--ink` black or white, whichever stands out more on
/// it.
pub(super) fn colours(snapshot: &Snapshot<'_>) -> String {
    let mut css = String::new();
    for (i, seat) in snapshot.seats.iter().enumerate() {
        // The colours are `#rrggbb` made by `Color::to_hex`; anything else
        // is left out rather than written into the sheet.
        if let Some(ink) = ink(&seat.color) {
            let _ = writeln!(css, ".seat-{i} {{ --seat: {}; --ink: {ink}; }}", seat.color);
        }
    }
    css
}

/// Black or white, whichever stands out more on the colour `hex`
/// (`#rrggbb`): WCAG's relative luminance, black above 0.179. `None` if
/// `hex` is no such colour.
fn ink(hex: &str) -> Option<&'static str> {
    let digits = hex.strip_prefix('#')?;
    if digits.len() != 6 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let lin = |i: usize| -> Option<f64> {
        let v = f64::from(u8::from_str_radix(digits.get(i..i + 2)?, 16).ok()?) / 255.0;
        Some(if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        })
    };
    let l = 0.2126 * lin(0)? + 0.7152 * lin(2)? + 0.0722 * lin(4)?;
    Some(if l > 0.179 { "#000" } else { "#fff" })
}

/// The element `tag` with `attrs` (in this order) around `inner`, which is
/// HTML already; every attribute's value escaped.
pub(super) fn el(tag: &str, attrs: &[(&str, &str)], inner: &str) -> String {
    let mut out = format!("<{tag}");
    for (name, value) in attrs {
        let _ = write!(out, " {name}=\"{}\"", escape(value));
    }
    let _ = write!(out, ">{inner}</{tag}>");
    out
}

/// `attrs`, and `hidden` after them when `hidden`.
fn maybe_hidden<'a>(attrs: &[(&'a str, &'a str)], hidden: bool) -> Vec<(&'a str, &'a str)> {
    let mut all = attrs.to_vec();
    if hidden {
        all.push(("hidden", ""));
    }
    all
}

/// The live region the script writes each change into, in words.
fn said() -> String {
    el(
        "div",
        &[
            ("id", "said"),
            ("class", "visually-hidden"),
            ("role", "status"),
            ("aria-live", "polite"),
            ("aria-atomic", "true"),
        ],
        "",
    )
}

fn turn(turn: Option<&str>) -> String {
    el(
        "p",
        &maybe_hidden(&[("id", "turn")], turn.is_none()),
        &escape(turn.unwrap_or("")),
    )
}

fn result(snapshot: &Snapshot<'_>) -> String {
    let (who, why) = snapshot
        .result
        .as_ref()
        .map_or(("", ""), |r| (r.who.as_str(), r.why.as_str()));
    let inner = el("h2", &[("id", "who")], &escape(who)) + &el("p", &[("id", "why")], &escape(why));
    el(
        "section",
        &maybe_hidden(
            &[("id", "result"), ("aria-labelledby", "who")],
            snapshot.result.is_none(),
        ),
        &inner,
    )
}

/// The numbers' labels, in the order the seats first name them.
fn labels(seats: &[Seat]) -> Vec<&str> {
    let mut all: Vec<&str> = Vec::new();
    for v in seats.iter().flat_map(|s| &s.values) {
        if !all.contains(&v.label.as_str()) {
            all.push(&v.label);
        }
    }
    all
}

/// The seats' table, in a box that scrolls sideways on its own when it
/// is wider than the screen.
fn seats(snapshot: &Snapshot<'_>) -> String {
    let words = &snapshot.words;
    let labels = labels(&snapshot.seats);
    let mut head = el("th", &[("scope", "col")], &escape(&words.player));
    for label in &labels {
        head.push_str(&el("th", &[("scope", "col")], &escape(label)));
    }
    let mut body = String::new();
    for (i, seat) in snapshot.seats.iter().enumerate() {
        let mut name = el(
            "span",
            &[("class", "badge"), ("aria-hidden", "true")],
            &escape(&seat.mark),
        );
        name.push_str(&escape(&seat.name));
        if let Some(remark) = &seat.remark {
            name.push_str(&el("small", &[("class", "remark")], &escape(remark)));
        }
        let mut row = el("th", &[("scope", "row")], &name);
        for label in &labels {
            let value = seat.values.iter().find(|v| v.label == *label);
            let text = value.map(|v| v.value.to_string()).unwrap_or_default();
            row.push_str(&el("td", &[], &text));
        }
        body.push_str(&el("tr", &[("class", &format!("seat-{i}"))], &row));
    }
    let table = el("caption", &[("id", "seats-caption")], &escape(&words.seats))
        + &el("thead", &[], &el("tr", &[], &head))
        + &el("tbody", &[], &body);
    el(
        "div",
        &[
            ("id", "seats-box"),
            ("class", "scroll"),
            ("role", "region"),
            ("aria-labelledby", "seats-caption"),
            ("tabindex", "0"),
        ],
        &el("table", &[("id", "seats")], &table),
    )
}

/// A box around `inner` (a table) that scrolls sideways on its own when
/// the table is wider than the screen: named by `label` (the table's
/// caption's id), and reachable by the keyboard to scroll it.
fn scroll(label: &str, inner: &str) -> String {
    el(
        "div",
        &[
            ("class", "scroll"),
            ("role", "region"),
            ("aria-labelledby", label),
            ("tabindex", "0"),
        ],
        inner,
    )
}

/// The chart's points for one series of `points`, between `lo` and `hi`,
/// `n` points across: whole units, rounded as the script rounds them
/// (`Math.round`: halves up; all are positive).
pub(super) fn polyline(points: &[i64], lo: i64, hi: i64, n: usize) -> String {
    let span = if hi == lo { 1.0 } else { (hi - lo) as f64 };
    let across = n.saturating_sub(1).max(1) as f64;
    let (w, h, gap) = (CHART_W as f64, CHART_H as f64, CHART_GAP as f64);
    points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let x = (i as f64 * w / across).round();
            let y = (h - gap - (p - lo) as f64 * (h - 2.0 * gap) / span).round();
            format!("{x},{y}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn chart(chart: Option<&Chart>) -> String {
    let drawn = chart.filter(|c| c.series.first().is_some_and(|s| s.points.len() >= 2));
    let mut inner = String::new();
    if let Some(c) = drawn {
        let all = c.series.iter().flat_map(|s| &s.points);
        let lo = all.clone().copied().min().unwrap_or(0);
        let hi = all.copied().max().unwrap_or(0);
        let n = c.series.first().map_or(0, |s| s.points.len());
        let mut lines = String::new();
        let mut legend = String::new();
        for (i, s) in c.series.iter().enumerate() {
            lines.push_str(&el(
                "polyline",
                &[
                    ("points", &polyline(&s.points, lo, hi, n)),
                    ("fill", "none"),
                    ("stroke", &s.color),
                    ("stroke-width", "2"),
                    ("stroke-dasharray", s.dash),
                    ("vector-effect", "non-scaling-stroke"),
                ],
                "",
            ));
            legend.push_str(&legend_item(i, s));
        }
        let view = format!("0 0 {CHART_W} {CHART_H}");
        inner = el("h2", &[("id", "chart-heading")], &escape(&c.label))
            + &el(
                "svg",
                &[
                    ("viewBox", &view),
                    ("preserveAspectRatio", "none"),
                    ("aria-hidden", "true"),
                ],
                &lines,
            )
            + &el(
                "ul",
                &[("class", "legend"), ("aria-hidden", "true")],
                &legend,
            );
    }
    el(
        "section",
        &maybe_hidden(
            &[("id", "chart"), ("aria-labelledby", "chart-heading")],
            drawn.is_none(),
        ),
        &inner,
    )
}

/// One line of the chart's legend: a sample of the seat's line (its
/// colour and dash), its initials on its badge, its name.
fn legend_item(seat: usize, series: &Series) -> String {
    let sample = el(
        "line",
        &[
            ("x1", "0"),
            ("y1", "5"),
            ("x2", "44"),
            ("y2", "5"),
            ("stroke", &series.color),
            ("stroke-width", "3"),
            ("stroke-dasharray", series.dash),
        ],
        "",
    );
    let svg = el(
        "svg",
        &[("viewBox", "0 0 44 10"), ("class", "sample")],
        &sample,
    );
    let badge = el("span", &[("class", "badge")], &escape(&series.mark));
    el(
        "li",
        &[("class", &format!("seat-{seat}"))],
        &(svg + &badge + &escape(&series.name)),
    )
}

/// The event's standings: its name as a heading, then a table of every
/// player, best first, after which round in its caption.
fn event(event: Option<&EventPart<'_>>) -> String {
    let mut inner = String::new();
    if let Some(e) = event {
        let w = &e.words;
        let mut head = String::new();
        for (text, kind) in [
            (&w.rank, "rank"),
            (&w.player, ""),
            (&w.points, "num"),
            (&w.record, "num rec"),
        ] {
            head.push_str(&th_col(text, kind));
        }
        let mut body = String::new();
        for r in e.rows {
            let mut name = escape(&r.name);
            for (on, word) in [(r.dropped, &w.dropped), (r.here, &w.here)] {
                if on {
                    name.push_str(&el("small", &[], &escape(word)));
                }
            }
            let row = el("td", &[("class", "rank")], &r.rank.to_string())
                + &el("th", &[("scope", "row"), ("class", "name")], &name)
                + &el("td", &[("class", "num")], &r.points.to_string())
                + &el("td", &[("class", "num rec")], &escape(&r.record));
            let kinds: Vec<&str> = [(r.here, "here"), (r.dropped, "dropped")]
                .into_iter()
                .filter_map(|(on, kind)| on.then_some(kind))
                .collect();
            let class = kinds.join(" ");
            let attrs: &[(&str, &str)] = if class.is_empty() {
                &[]
            } else {
                &[("class", &class)]
            };
            body.push_str(&el("tr", attrs, &row));
        }
        let table = el("caption", &[("id", "event-caption")], &escape(&e.after))
            + &el("thead", &[], &el("tr", &[], &head))
            + &el("tbody", &[], &body);
        inner = el("h2", &[("id", "event-name")], &escape(e.name))
            + &scroll("event-caption", &el("table", &[], &table));
    }
    el(
        "section",
        &maybe_hidden(
            &[("id", "event"), ("aria-labelledby", "event-name")],
            event.is_none(),
        ),
        &inner,
    )
}

/// A column's header, of the class `kind` if any.
fn th_col(text: &str, kind: &str) -> String {
    if kind.is_empty() {
        el("th", &[("scope", "col")], &escape(text))
    } else {
        el("th", &[("scope", "col"), ("class", kind)], &escape(text))
    }
}

fn log(snapshot: &Snapshot<'_>) -> String {
    let mut items = String::new();
    for l in &snapshot.log {
        let text = el("time", &[], &escape(&l.time)) + &escape(&l.text);
        items.push_str(&el("li", &[], &text));
    }
    if snapshot.log.is_empty() {
        items = el("li", &[], &escape(&snapshot.words.empty));
    }
    let inner = el(
        "h2",
        &[("id", "changes-heading")],
        &escape(&snapshot.words.log),
    ) + &el("ol", &[("id", "log")], &items);
    el(
        "section",
        &[("id", "changes"), ("aria-labelledby", "changes-heading")],
        &inner,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::custom::{self, Counter};
    use crate::rules::{AnyAction, AnySetup, Player};
    use crate::session::Session;

    fn game(names: [&str; 2]) -> Session {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new(names[0], 0), Player::new(names[1], 1)],
            counters: vec![Counter::new("Gold", 5), Counter::new("Life", 20)],
            win: Some(custom::WinRule::Reach {
                counter: 0,
                target: 8,
            }),
        });
        Session::new("x".into(), setup, chrono::Utc::now()).unwrap()
    }

    fn add(s: &mut Session, player: usize, counter: usize, amount: i64) {
        let add = custom::Action::Add {
            player,
            counter,
            amount,
        };
        s.apply(AnyAction::Custom(add), chrono::Utc::now()).unwrap();
    }

    fn html(s: &Session) -> String {
        let snapshot = super::super::snapshot::build(crate::i18n::english(), 1, s, None);
        page(&snapshot)
    }

    #[test]
    fn the_standings_are_a_table_with_headers_in_landmarks_and_headings_in_order() {
        let mut s = game(["Ana", "Bo"]);
        add(&mut s, 1, 1, -3);
        let page = html(&s);
        assert!(
            page.contains("<h1 id=\"title\">Custom counters</h1>"),
            "{page}"
        );
        assert!(page.contains("<caption id=\"seats-caption\">Scores</caption>"));
        assert!(page.contains(
            "<thead><tr><th scope=\"col\">Player</th><th scope=\"col\">Gold</th><th scope=\"col\">Life</th></tr></thead>"
        ), "{page}");
        assert!(page.contains(
            "<tr class=\"seat-1\"><th scope=\"row\"><span class=\"badge\" aria-hidden=\"true\">B</span>Bo</th><td>5</td><td>17</td></tr>"
        ), "{page}");
        assert!(page.contains("<li><time>"), "the log, as a list");
        assert!(page.contains("Bo: Life 20 → 17</li>"), "{page}");
        // Undecided: the result's heading is there but hidden; no chart
        // heading before two points; the headings go h1, h2.
        assert!(page.contains("<section id=\"result\" aria-labelledby=\"who\" hidden=\"\">"));
        assert!(!page.contains("<h3"));
        // Everything under the header is in <main>.
        let (before, after) = page.split_once("</header>").unwrap();
        assert!(before.contains("<h1"));
        let body = after.trim_start();
        assert!(body.starts_with("<main"), "{body}");
        assert!(
            body.trim_end().ends_with("</main>\n</body>\n</html>"),
            "{body}"
        );
        assert!(page.contains("role=\"status\" aria-live=\"polite\""));
    }

    #[test]
    fn a_decided_game_has_its_result_as_a_heading_and_no_turn() {
        let mut s = game(["Ana", "Bo"]);
        add(&mut s, 0, 0, 3);
        let page = html(&s);
        assert!(
            page.contains("<section id=\"result\" aria-labelledby=\"who\"><h2 id=\"who\">Ana"),
            "{page}"
        );
        assert!(page.contains("<p id=\"turn\" hidden=\"\"></p>"), "{page}");
        assert!(page.contains("<td>8</td>"));
    }

    #[test]
    fn names_are_text_in_the_html_never_markup() {
        let s = game(["<script>x</script>", "Bo &'"]);
        let page = html(&s);
        assert!(!page.contains("<script>x"), "{page}");
        assert!(page.contains("&lt;script&gt;x&lt;/script&gt;"));
        assert!(page.contains("Bo &amp;&#39;</th>"), "{page}");
    }

    #[test]
    fn each_seat_s_colour_comes_with_black_or_white_ink() {
        assert_eq!(ink("#ffffff"), Some("#000"));
        assert_eq!(ink("#000000"), Some("#fff"));
        assert_eq!(ink("#d55e00"), Some("#000"));
        assert_eq!(ink("#0072b2"), Some("#fff"));
        assert_eq!(ink("red"), None);
        assert_eq!(ink("#12345g"), None);
        let s = game(["Ana", "Bo"]);
        let snapshot = super::super::snapshot::build(crate::i18n::english(), 1, &s, None);
        let css = colours(&snapshot);
        assert_eq!(css.lines().count(), 2, "{css}");
        assert!(css.starts_with(".seat-0 { --seat: #"), "{css}");
    }

    #[test]
    fn the_chart_s_lines_differ_by_dash_and_the_legend_names_each_by_its_initials() {
        let mut s = game(["Ana", "Bo"]);
        add(&mut s, 0, 0, 2);
        add(&mut s, 1, 0, 1);
        let page = html(&s);
        let chart = page.split_once("<section id=\"chart\"").unwrap().1;
        let chart = chart.split_once("</section>").unwrap().0;
        // One line per seat, each with its own dash: the first solid.
        assert!(
            chart.contains("stroke-dasharray=\"\" vector-effect"),
            "{chart}"
        );
        assert!(chart.contains(&format!("stroke-dasharray=\"{}\" vector", dash(1))));
        assert_ne!(dash(0), dash(1));
        // The legend: each seat's sample in its dash, its initials, its name.
        assert!(chart.contains("<ul class=\"legend\" aria-hidden=\"true\"><li class=\"seat-0\">"));
        assert!(
            chart.contains("<span class=\"badge\">A</span>Ana</li><li class=\"seat-1\">"),
            "{chart}"
        );
        assert!(chart.contains("<span class=\"badge\">B</span>Bo</li></ul>"));
        // Eight seats, eight different dashes.
        let all: std::collections::HashSet<_> = (0..8).map(dash).collect();
        assert_eq!(all.len(), 8);
    }

    #[test]
    fn the_chart_s_points_are_whole_units_inside_the_box() {
        assert_eq!(polyline(&[20, 17, 17], 17, 20, 3), "0,16 500,384 1000,384");
        assert_eq!(polyline(&[5, 5], 5, 5, 2), "0,384 1000,384");
    }
}
