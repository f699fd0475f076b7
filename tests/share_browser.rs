//! The live page in a real browser (issue #22): Debian's Chromium, driven
//! headless through chromedriver's WebDriver API, opens the page, shows
//! the session, and sees a change made through the session appear without
//! a reload, and an event's standings once given. Unix only: it runs
//! Debian's chromium and chromium-driver (the README's install line has
//! them). Required when `CI` is set; skipped with a loud line where they
//! are missing.
#![cfg(unix)]

mod browser;

use std::time::Duration;

use browser::Browser;
use chrono::Utc;
use serde_json::{Value, json};
use tablekeeper::event::{Event, Kind, TableResult};
use tablekeeper::rules::GameKind;
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::share::{Board, Sharing};

fn game() -> Session {
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Leben", 20)],
        win: None,
    });
    Session::new("browser".into(), setup, Utc::now()).unwrap()
}

#[test]
fn chromium_shows_the_page_and_a_change_appears_without_a_reload() {
    if !browser::present("the browser test of the live page") {
        return;
    }
    let mut session = game();
    let sharing = Sharing::start("127.0.0.1:0".parse().unwrap(), &session).unwrap();
    let b = Browser::open("de", 412, 900);
    b.go(&sharing.url(None));
    let read = |id: &str| b.text(id);
    let wait_for = |id: &str, words: &str, within: Duration| b.wait_for(id, words, within);
    wait_for("seats", "Bo", Duration::from_secs(20));
    assert!(read("seats").contains("20"));
    // Each seat is marked by more than its colour: its initial on a badge
    // of its colour, in black or white, whichever stands out more.
    let badges = b.run(
        "return Array.from(document.querySelectorAll('#seats .badge')).map(b => { const s = getComputedStyle(b); return [b.textContent, s.backgroundColor, s.color].join(' / '); });",
        json!([]),
    );
    assert_eq!(
        badges,
        json!([
            "A / rgb(213, 94, 0) / rgb(0, 0, 0)",
            "B / rgb(86, 180, 233) / rgb(0, 0, 0)"
        ]),
        "vermillion and sky blue, the first two seats' colours"
    );
    // In the browser's language, live.
    assert_eq!(read("changes-heading"), "Letzte Änderungen");
    wait_for("status", "Live", Duration::from_secs(5));
    // A change made through the session appears, without a reload.
    let add = custom::Action::Add {
        player: 1,
        counter: 0,
        amount: -6,
    };
    session.apply(AnyAction::Custom(add), Utc::now()).unwrap();
    sharing.update(&session);
    // (How soon is measured by benches/share_viewers.rs, not asserted.)
    wait_for("seats", "14", Duration::from_secs(10));
    assert!(read("log").contains("Bo: Leben 20 → 14"), "{}", read("log"));
    // The standings of the session's event, when it has one: names as
    // text, never as markup.
    let mut event = Event::new(
        "Freitag <b>Koth</b>",
        vec![GameKind::Koth],
        Kind::TwoPlayer,
        ["Ana", "Bo <i>", "Cy", "Di"],
        7,
    )
    .unwrap();
    event.pair_next().unwrap();
    let winner = event.rounds[0].tables[0].players[0].clone();
    event.record(1, 1, TableResult::Winner(winner)).unwrap();
    sharing.set_event(Some(Board::new(&event, None)));
    wait_for("event", "Freitag <b>Koth</b>", Duration::from_secs(10));
    let standings = read("event");
    assert!(
        standings.contains("Tabelle: noch keine Runde beendet"),
        "{standings}"
    );
    assert!(
        standings.contains("Bo <i>") && standings.contains("S–U–N"),
        "{standings}"
    );
}

/// axe-core run on the page now shown, in `scheme` (light or dark): its
/// version, the rules that passed, and each violation (id, impact, and
/// its nodes) in a line of its own.
fn axe(b: &Browser, script: &str, scheme: &str) -> (String, Vec<String>, Vec<String>) {
    b.cdp(
        "Emulation.setEmulatedMedia",
        json!({"features": [{"name": "prefers-color-scheme", "value": scheme}]}),
    );
    let dark = b.run(
        "return matchMedia('(prefers-color-scheme: dark)').matches;",
        json!([]),
    );
    assert_eq!(dark, json!(scheme == "dark"), "the scheme is emulated");
    b.run(&format!("{script}\nreturn true;"), json!([]));
    let found = b.run_async(
        "const done = arguments[arguments.length - 1];
         axe.run(document, { resultTypes: ['violations'] })
           .then((r) => done({ version: axe.version, passes: r.passes.map((p) => p.id),
             violations: r.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\\n` +
               v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.html}\\n      ${n.failureSummary}`).join('\\n')) }))
           .catch((e) => done({ error: String(e) }));",
        json!([]),
    );
    assert!(found.get("error").is_none(), "{found}");
    let strings = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap_or("").to_owned())
            .collect()
    };
    (
        found["version"].as_str().unwrap_or("?").to_owned(),
        strings(&found["passes"]),
        strings(&found["violations"]),
    )
}

#[test]
fn axe_core_finds_nothing_on_the_page_of_any_game_light_or_dark_decided_or_with_an_event() {
    if !browser::present("axe-core on the live page") {
        return;
    }
    let Some(script) = browser::axe_script() else {
        return;
    };
    let b = Browser::open("en", 390, 844);
    let mut pages: Vec<(String, Session, Option<Board>)> = browser::GAMES
        .iter()
        .map(|g| (g.to_string(), browser::screen(g), None))
        .collect();
    pages.push(("decided".into(), decided_game(), None));
    pages.push((
        "event".into(),
        browser::screen("koth"),
        Some(Board::new(&event(), None)),
    ));
    let mut failures = Vec::new();
    for (name, session, board) in pages {
        let sharing = Sharing::start("127.0.0.1:0".parse().unwrap(), &session).unwrap();
        let with_event = board.is_some();
        sharing.set_event(board);
        b.go(&sharing.url(None));
        b.wait_live();
        assert_eq!(
            b.run(
                "return !document.getElementById('event').hidden;",
                json!([])
            ),
            json!(with_event),
            "{name}"
        );
        for scheme in ["light", "dark"] {
            let (version, passed, violations) = axe(&b, &script, scheme);
            eprintln!(
                "axe-core {version} on {name}, {scheme}: {} violations, {} rules passed",
                violations.len(),
                passed.len()
            );
            // The rules today's page once failed, and the colours, did
            // look at it (an inapplicable rule passes nothing).
            for rule in [
                "region",
                "heading-order",
                "color-contrast",
                "scope-attr-valid",
                "th-has-data-cells",
            ] {
                assert!(
                    passed.iter().any(|p| p == rule),
                    "{name} {scheme}: {rule} not run: {passed:?}"
                );
            }
            for v in &violations {
                eprintln!("  {v}");
            }
            if !violations.is_empty() {
                failures.push(format!("{name} {scheme}: {}", violations.join("\n")));
            }
        }
    }
    assert!(failures.is_empty(), "axe-core:\n{}", failures.join("\n"));
    // And it does see a fault when there is one: a picture without words.
    b.run(
        "document.getElementById('game').append(document.createElement('img'));",
        json!([]),
    );
    let (_, _, violations) = axe(&b, &script, "light");
    assert!(
        violations.iter().any(|v| v.starts_with("image-alt ")),
        "{violations:?}"
    );
}

/// A counter game to 8 gold, won by Ana.
fn decided_game() -> Session {
    let mut s = gold_game();
    win(&mut s);
    assert!(s.is_closed());
    s
}

/// Ana's 3 gold that win [`gold_game`].
fn win(s: &mut Session) {
    let add = custom::Action::Add {
        player: 0,
        counter: 0,
        amount: 3,
    };
    s.apply(AnyAction::Custom(add), Utc::now()).unwrap();
}

/// A counter game to 8 gold, from 5.
fn gold_game() -> Session {
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Gold", 5), Counter::new("Life", 20)],
        win: Some(custom::WinRule::Reach {
            counter: 0,
            target: 8,
        }),
    });
    Session::new("decided".into(), setup, Utc::now()).unwrap()
}

/// An event of four, round 1 half played.
fn event() -> Event {
    let mut event = Event::new(
        "Friday Koth",
        vec![GameKind::Koth],
        Kind::TwoPlayer,
        ["Ana", "Bo", "Cy", "Di"],
        7,
    )
    .unwrap();
    event.pair_next().unwrap();
    let winner = event.rounds[0].tables[0].players[0].clone();
    event.record(1, 1, TableResult::Winner(winner)).unwrap();
    event
}

/// The live region's sentences so far, as a screen reader would hear
/// them (each text it was given), and how often the table was drawn.
fn heard(b: &Browser) -> (Vec<String>, u64) {
    let v = b.run("return [window.heard, window.drawn];", json!([]));
    let said = v[0]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_owned())
        .collect();
    (said, v[1].as_u64().unwrap())
}

/// Applies `action` to the Koth game `s`.
fn koth(s: &mut Session, action: tablekeeper::rules::koth::Action) {
    s.apply(AnyAction::Koth(action), Utc::now()).unwrap();
}

#[test]
fn each_change_is_said_once_in_words_in_the_page_s_language() {
    use tablekeeper::rules::koth::Action;
    if !browser::present("the live page's announcements") {
        return;
    }
    let mut session = browser::screen("koth");
    let sharing = Sharing::start("127.0.0.1:0".parse().unwrap(), &session).unwrap();
    let b = Browser::open("de", 412, 900);
    // Through a relay that can cut the page's connection.
    let relay = browser::Relay::start(sharing.addr());
    let url = sharing
        .url(None)
        .replace(&sharing.addr().to_string(), &relay.addr.to_string());
    b.go(&url);
    b.wait_live();
    // What a screen reader hears: each text the live region is given.
    b.run(
        "window.heard = []; window.drawn = 0;
         const said = document.getElementById('said');
         new MutationObserver(() => { if (said.textContent) window.heard.push(said.textContent); })
           .observe(said, { childList: true, characterData: true, subtree: true });
         new MutationObserver(() => { window.drawn++; })
           .observe(document.getElementById('seats-box'), { childList: true });",
        json!([]),
    );
    let region = b.run(
        "const s = document.getElementById('said'); const c = getComputedStyle(s);
         return [s.getAttribute('role'), s.getAttribute('aria-live'), c.display, s.getBoundingClientRect().width];",
        json!([]),
    );
    assert_eq!(
        region,
        json!(["status", "polite", "block", 1]),
        "polite, hidden from sight only"
    );
    let wait_heard = |count: usize| {
        b.wait(
            &format!("return window.heard.length >= {count};"),
            Duration::from_secs(10),
        );
        heard(&b)
    };
    // The first look says nothing (the page shows it); the same session
    // again (drawn again) says nothing either.
    assert_eq!(heard(&b), (vec![], 0));
    sharing.update(&session);
    b.wait("return window.drawn >= 1;", Duration::from_secs(10));
    assert_eq!(heard(&b).0, Vec::<String>::new(), "nothing changed");
    // One number: its label, its new value and the difference.
    koth(&mut session, Action::Spend { amount: 1 });
    sharing.update(&session);
    let (said, _) = wait_heard(1);
    assert_eq!(said, ["Sina: KP 6 (−1)."]);
    // The turn moves: the other side's new numbers and whose turn, in one
    // sentence.
    koth(&mut session, Action::EndTurn);
    sharing.update(&session);
    let (said, _) = wait_heard(2);
    assert_eq!(said[1], "Sina: KP 10 (+4). Ames ist am Zug.");
    // Two changes shared at once: one announcement of both.
    koth(&mut session, Action::Spend { amount: 1 });
    koth(&mut session, Action::Spend { amount: 1 });
    sharing.update(&session);
    let (said, drawn) = wait_heard(3);
    assert_eq!(said[2], "Ames: KP 8 (−2).");
    // Then nothing more, however often the same is shared again.
    sharing.set_event(None);
    b.wait(
        &format!("return window.drawn >= {};", drawn + 1),
        Duration::from_secs(10),
    );
    sharing.update(&session);
    b.wait(
        &format!("return window.drawn >= {};", drawn + 2),
        Duration::from_secs(10),
    );
    assert_eq!(heard(&b).0.len(), 3, "{:?}", heard(&b).0);
    // The connection lost and found again: the same change again (the
    // stream's first message), said no more.
    b.wait_for("status", "Live", Duration::from_secs(10));
    relay.cut();
    b.wait(
        "return document.getElementById('status').className === 'off';",
        Duration::from_secs(10),
    );
    b.wait_live();
    koth(&mut session, Action::Spend { amount: 1 });
    sharing.update(&session);
    let (said, _) = wait_heard(4);
    assert_eq!(said[3..], ["Ames: KP 7 (−1)."], "{said:?}");
    // A game decided: the number that decided it, then who won and why.
    let mut session = gold_game();
    let sharing = Sharing::start("127.0.0.1:0".parse().unwrap(), &session).unwrap();
    b.go(&sharing.url(None));
    b.wait_live();
    b.run(
        "window.heard = [];
         const said = document.getElementById('said');
         new MutationObserver(() => { if (said.textContent) window.heard.push(said.textContent); })
           .observe(said, { childList: true, subtree: true });",
        json!([]),
    );
    win(&mut session);
    sharing.update(&session);
    b.wait("return window.heard.length >= 1;", Duration::from_secs(10));
    let said: Value = b.run("return window.heard;", json!([]));
    assert_eq!(
        said,
        json!(["Ana: Gold 8 (+3). Ana hat gewonnen! Ana hat zuerst 8 Gold erreicht."])
    );
}
