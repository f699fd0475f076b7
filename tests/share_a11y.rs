//! The live page for everyone (issue #36), in Debian's headless Chromium
//! (tests/browser): the server's HTML and the script's DOM are one shape;
//! the accessibility tree names every seat and every number; nothing is
//! cut off or scrolls sideways at 320 px or at 200 % zoom; more contrast
//! asked for gives AAA (7:1, axe-core's `color-contrast-enhanced`) in
//! light and dark, less motion none. Unix only; required when `CI` is set.
#![cfg(unix)]

mod browser;

use std::time::Duration;

use browser::Browser;
use serde_json::{Value, json};
use tablekeeper::session::Session;
use tablekeeper::share::Sharing;

/// Shows `session` in `b`, live; the sharing (the page lives with it).
fn show(b: &Browser, session: &Session) -> Sharing {
    let sharing = Sharing::start("127.0.0.1:0".parse().unwrap(), session).unwrap();
    b.go(&sharing.url(None));
    b.wait_live();
    sharing
}

/// The page's game as the server sent it (fetched again, parsed) and as
/// the script drew it from the same change.
fn sent_and_drawn(b: &Browser) -> (String, String) {
    let found = b.run_async(
        "const done = arguments[arguments.length - 1];
         fetch('./').then((r) => r.text()).then((html) => {
           const sent = new DOMParser().parseFromString(html, 'text/html');
           done([sent.getElementById('game').innerHTML, document.getElementById('game').innerHTML]);
         }).catch((e) => done(String(e)));",
        json!([]),
    );
    let text = |i: usize| {
        found[i]
            .as_str()
            .unwrap_or_else(|| panic!("{found}"))
            .to_owned()
    };
    (text(0), text(1))
}

#[test]
fn the_server_s_html_and_the_script_s_dom_are_one_shape() {
    if !browser::present("the live page's one shape") {
        return;
    }
    let b = Browser::open("en", 412, 900);
    let mut charts = 0;
    for game in browser::GAMES {
        let _sharing = show(&b, &browser::screen(game));
        // The page as the server sent it, parsed, beside the page as the
        // script drew it from the same change.
        let (sent, drawn) = sent_and_drawn(&b);
        assert!(sent.contains("<table id=\"seats\">"), "{game}: {sent}");
        assert_eq!(sent, drawn, "{game}: the server's, then the script's");
        // A chart's lines are told apart by dash and named in a legend.
        if sent.contains("<polyline") {
            charts += 1;
            assert!(sent.contains("<ul class=\"legend\""), "{game}: {sent}");
            assert!(sent.contains("stroke-dasharray"), "{game}: {sent}");
        }
    }
    assert!(charts > 0, "no game's page drew its chart");
}

/// The page's accessibility tree, as Chromium gives it to a screen reader:
/// per row of a table, its header's name and its cells' names.
fn rows(b: &Browser) -> Vec<(String, Vec<String>)> {
    b.cdp("Accessibility.enable", json!({}));
    let tree = b.cdp("Accessibility.getFullAXTree", json!({}));
    let nodes = tree["nodes"].as_array().unwrap();
    let by_id = |id: &Value| nodes.iter().find(|n| &n["nodeId"] == id);
    let role = |n: &Value| n["role"]["value"].as_str().unwrap_or("").to_owned();
    let name = |n: &Value| n["name"]["value"].as_str().unwrap_or("").trim().to_owned();
    // A node's descendants, in order, through ignored and generic nodes.
    fn below<'a>(
        n: &'a Value,
        by_id: &dyn Fn(&Value) -> Option<&'a Value>,
        out: &mut Vec<&'a Value>,
    ) {
        for id in n["childIds"].as_array().into_iter().flatten() {
            if let Some(c) = by_id(id) {
                out.push(c);
                below(c, by_id, out);
            }
        }
    }
    nodes
        .iter()
        .filter(|n| role(n) == "row")
        .map(|row| {
            let mut all = Vec::new();
            below(row, &by_id, &mut all);
            let header = all.iter().find(|c| role(c) == "rowheader").map(|c| name(c));
            let cells = all
                .iter()
                .filter(|c| role(c) == "cell")
                .map(|c| name(c))
                .collect();
            (header.unwrap_or_default(), cells)
        })
        .collect()
}

#[test]
fn the_accessibility_tree_names_every_seat_and_every_number_in_its_row() {
    if !browser::present("the live page's accessibility tree") {
        return;
    }
    let b = Browser::open("en", 412, 900);
    for game in browser::GAMES {
        let session = browser::screen(game);
        let _sharing = show(&b, &session);
        let state = b.run_async(
            "const done = arguments[arguments.length - 1];
             fetch('state').then((r) => r.json()).then(done).catch((e) => done(String(e)));",
            json!([]),
        );
        let rows = rows(&b);
        let seats = state["seats"].as_array().unwrap();
        assert!(seats.len() >= 2, "{game}: {state}");
        let mut labels: Vec<&Value> = Vec::new();
        for v in seats.iter().flat_map(|s| s["values"].as_array().unwrap()) {
            if !labels.contains(&&v["label"]) {
                labels.push(&v["label"]);
            }
        }
        for seat in seats {
            let seat_name = seat["name"].as_str().unwrap();
            let (header, cells) = rows
                .iter()
                .find(|(h, _)| h == seat_name || h.starts_with(&format!("{seat_name} ")))
                .unwrap_or_else(|| panic!("{game}: no row headed {seat_name:?}: {rows:?}"));
            // Each label's number, in the columns' order (a seat without
            // one of them has an empty cell there).
            let values: Vec<String> = labels
                .iter()
                .map(|l| {
                    seat["values"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .find(|v| &v["label"] == *l)
                        .map(|v| v["value"].as_i64().unwrap().to_string())
                        .unwrap_or_default()
                })
                .collect();
            assert!(values.iter().any(|v| !v.is_empty()), "{game}: {seat}");
            assert_eq!(cells, &values, "{game}: the row headed {header:?}");
        }
        // Every number's label is a column's header.
        let tree = b.cdp("Accessibility.getFullAXTree", json!({}));
        let headers: Vec<&str> = tree["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|n| n["role"]["value"] == "columnheader")
            .filter_map(|n| n["name"]["value"].as_str())
            .collect();
        for label in &labels {
            let label = label.as_str().unwrap();
            assert!(
                headers.contains(&label),
                "{game}: {label:?} not in {headers:?}"
            );
        }
    }
}

/// Whether the page (not a table's own box) is wider than the window.
const SIDEWAYS: &str = "
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) return 'the page: ' + root.scrollWidth + ' > ' + root.clientWidth;
    for (const e of document.querySelectorAll('main *, header *')) {
      if (e.closest('.scroll') && !e.matches('.scroll')) continue;
      const r = e.getBoundingClientRect();
      if (r.width && (r.right > root.clientWidth + 0.5 || r.left < -0.5)) return e.outerHTML.slice(0, 120);
    }
    return '';";

#[test]
fn nothing_is_cut_off_at_320_px_or_at_200_percent_zoom_and_the_tables_scroll_in_their_own_box() {
    if !browser::present("the live page at 320 px and 200 % zoom") {
        return;
    }
    let b = Browser::open("de", 412, 900);
    let session = browser::screen("custom");
    let sharing = show(&b, &session);
    // A long game's names and its event (the widest table).
    sharing.set_event(Some(tablekeeper::share::Board::new(&event(), None)));
    b.wait(
        "return !document.getElementById('event').hidden;",
        Duration::from_secs(10),
    );
    // 320 CSS px wide; 412 px at 200 % zoom (206 CSS px); and 320 px with
    // the text at 200 %.
    for (width, text) in [(320, "100%"), (206, "100%"), (320, "200%")] {
        b.cdp(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": 800, "deviceScaleFactor": 2, "mobile": true}),
        );
        b.run(
            "document.documentElement.style.fontSize = arguments[0];",
            json!([text]),
        );
        let wide = b.run(SIDEWAYS, json!([]));
        assert_eq!(
            wide,
            json!(""),
            "{width} px, text {text}: wider than the window"
        );
        // Each table's box is labelled by its caption, and reachable to
        // scroll it.
        let boxes = b.run(
            "return Array.from(document.querySelectorAll('.scroll')).map((s) =>
               [s.getAttribute('role'), document.getElementById(s.getAttribute('aria-labelledby')).tagName,
                s.tabIndex, getComputedStyle(s).overflowX]);",
            json!([]),
        );
        assert_eq!(
            boxes,
            json!([
                ["region", "CAPTION", 0, "auto"],
                ["region", "CAPTION", 0, "auto"]
            ]),
            "{width} px"
        );
    }
    // And the check sees something wider than the window.
    b.run(
        "const d = document.createElement('p'); d.textContent = 'x'; d.style.width = '900px';
         document.getElementById('game').append(d);",
        json!([]),
    );
    assert_ne!(b.run(SIDEWAYS, json!([])), json!(""));
}

/// An event of six, round 1 half played.
fn event() -> tablekeeper::event::Event {
    use tablekeeper::event::{Event, Kind, TableResult};
    let names = [
        "Bartholomew the Unready",
        "Ana",
        "Maximiliane-Josephine",
        "Cy",
        "Di",
        "Ed",
    ];
    let mut e = Event::new(
        "Friday Koth",
        vec![tablekeeper::rules::GameKind::Koth],
        Kind::TwoPlayer,
        names,
        7,
    )
    .unwrap();
    e.pair_next().unwrap();
    let winner = e.rounds[0].tables[0].players[0].clone();
    e.record(1, 1, TableResult::Winner(winner)).unwrap();
    e
}

#[test]
fn more_contrast_gives_aaa_light_and_dark_and_less_motion_none() {
    if !browser::present("the live page's contrast and motion") {
        return;
    }
    let Some(script) = browser::axe_script() else {
        return;
    };
    let b = Browser::open("en", 412, 900);
    for game in ["custom", "hero_realms"] {
        let _sharing = show(&b, &browser::screen(game));
        for scheme in ["light", "dark"] {
            b.cdp(
                "Emulation.setEmulatedMedia",
                json!({"features": [
                    {"name": "prefers-color-scheme", "value": scheme},
                    {"name": "prefers-contrast", "value": "more"},
                    {"name": "prefers-reduced-motion", "value": "reduce"},
                ]}),
            );
            let look = b.run(
                "const b = getComputedStyle(document.body), th = getComputedStyle(document.querySelector('#seats th'));
                 return [b.color, th.borderBottomWidth, th.transitionDuration, th.animationName,
                         matchMedia('(prefers-contrast: more)').matches];",
                json!([]),
            );
            let ink = if scheme == "dark" {
                "rgb(255, 255, 255)"
            } else {
                "rgb(0, 0, 0)"
            };
            assert_eq!(
                look,
                json!([ink, "2px", "0s", "none", true]),
                "{game} {scheme}"
            );
            b.run(&format!("{script}\nreturn true;"), json!([]));
            let found = b.run_async(
                "const done = arguments[arguments.length - 1];
                 axe.run(document, { runOnly: ['color-contrast-enhanced'] })
                   .then((r) => done([r.passes.length, r.violations.map((v) =>
                     v.nodes.map((n) => n.target.join(' ') + ': ' + n.failureSummary).join('\\n'))]))
                   .catch((e) => done(String(e)));",
                json!([]),
            );
            assert_eq!(
                found[0],
                json!(1),
                "{game} {scheme}: AAA contrast checked: {found}"
            );
            assert_eq!(found[1], json!([]), "{game} {scheme}: below 7:1");
        }
    }
}

/// Every button of a seat's controls smaller than 48×48 CSS px.
const SMALL: &str = "
    return Array.from(document.querySelectorAll('#mine button')).filter((b) => {
      const r = b.getBoundingClientRect(); return r.width < 48 || r.height < 48;
    }).map((b) => b.outerHTML);";

#[test]
fn a_seat_s_page_shows_its_controls_in_one_shape_big_enough_at_360_px_and_axe_finds_nothing() {
    if !browser::present("a seat's page") {
        return;
    }
    let axe = browser::axe_script();
    let b = Browser::open("en", 412, 900);
    b.cdp(
        "Emulation.setDeviceMetricsOverride",
        json!({"width": 360, "height": 640, "deviceScaleFactor": 2, "mobile": true}),
    );
    for game in browser::GAMES {
        let sharing =
            Sharing::start("127.0.0.1:0".parse().unwrap(), &browser::screen(game)).unwrap();
        // The viewer's page has none of it.
        b.go(&sharing.url(None));
        b.wait_live();
        let none = b.run(
            "const m = document.getElementById('mine'); return [m.hidden, m.children.length];",
            json!([]),
        );
        assert_eq!(none, json!([true, 0]), "{game}: a viewer's page");
        sharing.new_links().unwrap();
        // Both seats' pages (a seat may have no control now: Koth's
        // waiting player), the last one left open.
        let mut controls = 0;
        for seat in [1, 0] {
            b.go(&sharing.seat_url(seat, None).unwrap());
            b.wait_live();
            let (sent, drawn) = sent_and_drawn(&b);
            assert!(
                sent.contains("<section id=\"mine\" aria-labelledby=\"mine-heading\"><h2"),
                "{game}: {sent}"
            );
            assert_eq!(
                sent, drawn,
                "{game} seat {seat}: the server's, then the script's"
            );
            let buttons = b.run(
                "return document.querySelectorAll('#mine button[data-control]:not([disabled])').length;",
                json!([]),
            );
            controls += buttons.as_u64().unwrap();
            assert_eq!(b.run(SMALL, json!([])), json!([]), "{game}: under 48 px");
            assert_eq!(b.run(SIDEWAYS, json!([])), json!(""), "{game}: at 360 px");
        }
        assert!(controls >= 1, "{game}: no control to tap on either seat");
        let Some(script) = axe.as_deref() else {
            continue;
        };
        if !["custom", "hero_realms"].contains(&game) {
            continue;
        }
        for scheme in ["light", "dark"] {
            b.cdp(
                "Emulation.setEmulatedMedia",
                json!({"features": [{"name": "prefers-color-scheme", "value": scheme}]}),
            );
            b.run(&format!("{script}\nreturn true;"), json!([]));
            let found = b.run_async(
                "const done = arguments[arguments.length - 1];
                 axe.run(document, { resultTypes: ['violations'] })
                   .then((r) => done([r.passes.length, r.violations.map((v) => v.id + ': ' +
                     v.nodes.map((n) => n.target.join(' ') + ': ' + n.failureSummary).join('\\n'))]))
                   .catch((e) => done(String(e)));",
                json!([]),
            );
            assert!(
                found[0].as_u64().unwrap_or(0) > 10,
                "{game} {scheme}: {found}"
            );
            assert_eq!(
                found[1],
                json!([]),
                "{game} {scheme}: axe-core's violations"
            );
        }
    }
}
