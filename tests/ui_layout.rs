//! Nothing clipped, nothing covered: every screen (Home, History, Settings,
//! Stats, a player's page, each game's setup form and each game's play
//! screen with its largest table; a new Karth game as the window starts
//! it, its Damage tab with and without a unit targeted and its player
//! tab; the turn banner after a turn ends; The King's Armory's board with
//! four heroes and ten monsters, its dice rolled, and its seven
//! between-waves steps; the result of a Koth battle played to its end and
//! of a lost Gauntlet) laid out at 1024×768, 1280×800 and 1920×1080 in
//! English, German, French, Turkish and the pseudo-language (about 40%
//! longer), and again in high contrast with the largest text (200 %) at
//! 1024×768 in those and Spanish, and its texts and fields checked
//! (tests/layout):
//!
//! - every widget lies wholly inside the window, and is clipped by a
//!   scrollable only along the direction it scrolls (what is scrolled out
//!   of view is not hidden);
//! - no two texts or fields overlap;
//! - no text or field lies under a scrollable's scrollbar;
//! - no text overflows its own box: iced clamps a text's box to the room it
//!   is given, so a word wider than the room, or more lines than fit, still
//!   draws outside the box. The text is measured again at the box's width
//!   with the font size its height implies; a box that cannot hold it is
//!   an overflow;
//! - no field's words (what was typed, or its placeholder while it is
//!   empty) are wider than the field: they would be cut at its edge;
//! - in the Koth result, each number is on one line with its label ("CP
//!   10", never "CP" on one line and "10" on the next);
//! - The King's Armory's dice show their roll whole under their name.
#![cfg(feature = "gui")]

mod layout;
mod ui_common;

use iced::Size;
use layout::{Measure, problems};
use tablekeeper::ui::{App, Message};

const SIZES: &[(f32, f32)] = &[(1024.0, 768.0), (1280.0, 800.0), (1920.0, 1080.0)];

/// The window the largest text must fit: the smallest we support.
const SMALLEST: &[(f32, f32)] = &[(1024.0, 768.0)];

/// How the window is set for a walk: its sizes, its text size in percent
/// and whether it is in high contrast.
#[derive(Clone, Copy)]
struct Setting {
    sizes: &'static [(f32, f32)],
    text_size: u16,
    high_contrast: bool,
}

/// The ordinary walk: every size, ordinary text and colours.
const ORDINARY: Setting = Setting {
    sizes: SIZES,
    text_size: 100,
    high_contrast: false,
};

/// High contrast and the largest text, in the smallest window.
const LARGE: Setting = Setting {
    sizes: SMALLEST,
    text_size: tablekeeper::store::TEXT_MAX,
    high_contrast: true,
};

const GAMES: &[&str] = &[
    "custom",
    "karth",
    "hero_realms",
    "kharnage",
    "koth",
    "kings_armory",
    "kings_armory_board",
];

/// The King's Armory board's session cut before its first heal step: the
/// Between Waves Phase, walked through its seven steps.
const BETWEEN: &str = "kings_armory_between";
/// How many entries of the board's log come before that heal step.
const BEFORE_HEAL: usize = 7;
/// The King's Armory board's session in the players' round of its second
/// wave, its fourth hero Felicity with her Guardian summoned.
const GUARDIAN: &str = "kings_armory_guardian";
/// How many entries of the board's log come before that players' round ends.
const PLAYERS_ROUND: usize = 23;

/// The sessions the screenshots use, each game's largest table, and Custom
/// with all twelve players.
fn sessions(store: &tablekeeper::store::Store) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/screens");
    for game in GAMES {
        let mut json: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(root.join(format!("{game}.json"))).unwrap(),
        )
        .unwrap();
        if *game == "custom" {
            let players = json["setup"]["players"].as_array_mut().unwrap();
            let names = [
                ("Ivan", "#17becf"),
                ("Ivo", "#bcbd22"),
                ("Jo", "#7f7f7f"),
                ("Kit", "#aec7e8"),
            ];
            for (i, (name, color)) in names.iter().enumerate() {
                if players.len() >= tablekeeper::rules::custom::MAX_PLAYERS {
                    break;
                }
                let mut p = players[i].clone();
                p["name"] = (*name).into();
                p["color"] = (*color).into();
                players.push(p);
            }
        }
        std::fs::write(
            store.sessions_dir().join(format!("{game}.json")),
            serde_json::to_string(&json).unwrap(),
        )
        .unwrap();
        if *game == "kings_armory_board" {
            let mut between = json.clone();
            between["id"] = BETWEEN.into();
            between["log"].as_array_mut().unwrap().truncate(BEFORE_HEAL);
            std::fs::write(
                store.sessions_dir().join(format!("{BETWEEN}.json")),
                serde_json::to_string(&between).unwrap(),
            )
            .unwrap();
            let mut guardian = json.clone();
            guardian["id"] = GUARDIAN.into();
            guardian["setup"]["heroes"][3]["hero"] = "Felicity".into();
            let log = guardian["log"].as_array_mut().unwrap();
            log.truncate(PLAYERS_ROUND);
            log.push(
                serde_json::json!({"action": {"type": "summon_guardian", "hero": 3,
                "name": "Guardian", "hp": 6, "resist": {"ranged": 1}}}),
            );
            std::fs::write(
                store.sessions_dir().join(format!("{GUARDIAN}.json")),
                serde_json::to_string(&guardian).unwrap(),
            )
            .unwrap();
        }
        // Enough games that Home's and History's lists scroll.
        for copy in 2..5 {
            json["id"] = format!("{game}-{copy}").into();
            std::fs::write(
                store.sessions_dir().join(format!("{game}-{copy}.json")),
                serde_json::to_string(&json).unwrap(),
            )
            .unwrap();
        }
    }
}

/// Screens left out, with what is wrong on them; each is a bug to fix,
/// not a layout that is fine. A screen is left out in every language and
/// size, so the rest of its game's screens are still checked.
const KNOWN: &[(&str, &str)] = &[];

/// The looks taken in one language, and what they found.
struct Looks {
    language: String,
    setting: Setting,
    measure: Measure,
    found: Vec<String>,
}

impl Looks {
    /// Checks the screen `app` shows, called `screen`, at every size.
    fn look(&mut self, app: &App, screen: &str) {
        if KNOWN.iter().any(|(known, _)| *known == screen) {
            return;
        }
        // TABLEKEEPER_LAYOUT_ONLY=<words>: only the screens whose names
        // hold them ("play"), to look again at a few quickly.
        if let Some(only) = std::env::var_os("TABLEKEEPER_LAYOUT_ONLY")
            && !screen.contains(only.to_string_lossy().as_ref())
        {
            return;
        }
        // TABLEKEEPER_LAYOUT_SHOTS=<an empty folder>: a picture of each
        // screen at 1024×768, to see what a problem found looks like.
        if let Some(folder) = std::env::var_os("TABLEKEEPER_LAYOUT_SHOTS") {
            let large = if self.setting.high_contrast {
                "-large"
            } else {
                ""
            };
            let name: String = format!("{}{large}-{screen}", self.language)
                .chars()
                .map(|c| if c.is_alphanumeric() { c } else { '-' })
                .collect();
            let shot = ui_common::sim(app, Size::new(1024.0, 768.0))
                .snapshot(&app.theme().unwrap_or(iced::Theme::Light))
                .unwrap();
            shot.matches_image(std::path::Path::new(&folder).join(name))
                .unwrap();
        }
        for &(w, h) in self.setting.sizes {
            for p in problems(app, Size::new(w, h), &mut self.measure) {
                self.found
                    .push(format!("{screen}, {w}×{h}, {}: {p}", self.language));
            }
        }
    }
}

/// Every screen in `language`, at every size of `setting`.
fn walk(language: &str, setting: Setting) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let settings = tablekeeper::store::Settings {
        language: Some(language.into()),
        text_size: setting.text_size,
        contrast: if setting.high_contrast {
            tablekeeper::store::Contrast::High
        } else {
            tablekeeper::store::Contrast::Normal
        },
        ..tablekeeper::store::Settings::default()
    };
    let (store, mut app) = ui_common::in_settings(dir.path(), settings);
    sessions(&store);
    let mut looks = Looks {
        setting,
        language: language.to_owned(),
        measure: Measure::new(),
        found: Vec::new(),
    };
    // History reads the sessions; Home lists them after.
    ui_common::go(&mut app, Message::History);
    looks.look(&app, "history");
    ui_common::go(&mut app, Message::Home);
    looks.look(&app, "home");
    ui_common::go(&mut app, Message::Stats);
    looks.look(&app, "stats");
    ui_common::later(&mut app, Message::Settings);
    looks.look(&app, "settings");
    for kind in tablekeeper::rules::GameKind::ALL {
        ui_common::later(&mut app, Message::NewGame(*kind));
        looks.look(&app, &format!("setup {}", kind.name()));
    }
    for game in GAMES {
        ui_common::later(&mut app, Message::Open((*game).into()));
        assert!(
            app.session().is_some(),
            "{game} opened: {:?}",
            app.banners()
        );
        looks.look(&app, &format!("play {game}"));
        ui_common::later(&mut app, Message::Review((*game).into()));
        looks.look(&app, &format!("review {game}"));
    }
    kings_armory(&mut app, &mut looks, &store);
    karth(&mut app, &mut looks);
    turns(&mut app, &mut looks, &store);
    looks.found
}

/// The King's Armory: the seven steps between waves, the board's side
/// panel, Felicity's Guardian, the dice rolled and a lost game's result.
fn kings_armory(app: &mut App, looks: &mut Looks, store: &tablekeeper::store::Store) {
    // The King's Armory between waves: each of the seven steps (the
    // heal, then Done on each of steps 2 to 6), with what each says.
    ui_common::later(app, Message::Open(BETWEEN.into()));
    looks.look(app, "between kings_armory, step 1");
    ui_common::click_id(app, "ka-step-heal");
    looks.look(app, "between kings_armory, step 2");
    for step in 2..=6 {
        ui_common::click_id(app, &format!("ka-step-done-{step}"));
        looks.look(app, &format!("between kings_armory, step {}", step + 1));
    }
    // Its Shop page between waves: the equipment per hero.
    ui_common::click_id(app, "ka-tab-shop");
    looks.look(app, "between kings_armory, shop");
    // The board's side panel: a monster's page with the instant defeat's
    // choices shown, the Monsters, Shop and Allies pages.
    ui_common::later(app, Message::Open("kings_armory_board".into()));
    ui_common::click_id(app, "ka-monster-3");
    ui_common::click_id(app, "ka-instant-options");
    looks.look(app, "play kings_armory_board, instant defeat");
    for tab in ["enter", "shop", "allies"] {
        ui_common::click_id(app, &format!("ka-tab-{tab}"));
        looks.look(app, &format!("play kings_armory_board, {tab}"));
    }
    // Felicity's page with her Guardian, and its tile.
    ui_common::later(app, Message::Open(GUARDIAN.into()));
    assert!(app.banners().is_empty(), "{:?}", app.banners());
    ui_common::click_id(app, "seat-3");
    looks.look(app, "play kings_armory, Felicity and her Guardian");
    // The play screen with both dice rolled: the wave die's result and
    // the d20's number in their boxes.
    ui_common::later(app, Message::Open("kings_armory".into()));
    app.seed_random(20);
    ui_common::click_id(app, "ka-roll-wave");
    ui_common::click_id(app, "ka-roll-d20");
    looks.look(app, "play kings_armory, dice rolled");
    for &(w, h) in looks.setting.sizes {
        for p in dice_cut(app, Size::new(w, h)) {
            looks
                .found
                .push(format!("dice, {w}×{h}, {}: {p}", looks.language));
        }
    }
    // The end of a game: the result of a lost game of The Gauntlet (a
    // fixture), the four-hero table that lost it.
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/v2/kings_armory-gauntlet.json");
    let id = "kings_armory-gauntlet";
    std::fs::copy(&fixture, store.sessions_dir().join(format!("{id}.json"))).unwrap();
    ui_common::later(app, Message::Open(id.into()));
    assert!(app.banners().is_empty(), "{:?}", app.banners());
    looks.look(app, "result kings_armory");
}

/// Karth: the Damage tab with no unit targeted (its hint) and with one,
/// the player tab, and a new game as the window starts it (its players'
/// default names in the turn line, its empty unit form's placeholders).
fn karth(app: &mut App, looks: &mut Looks) {
    // The panel's tabs by their keys (Alt+D, Alt+B): with larger text the
    // panel is a scroll below the seats.
    ui_common::later(app, Message::Open("karth".into()));
    ui_common::alt(app, "d");
    looks.look(app, "play karth, damage, no target");
    ui_common::click_id(app, "karth-target-1");
    looks.look(app, "play karth, damage, a unit targeted");
    ui_common::alt(app, "b");
    looks.look(app, "play karth, player");
    ui_common::later(app, Message::NewGame(tablekeeper::rules::GameKind::Karth));
    ui_common::go(app, Message::Start);
    assert!(app.session().is_some(), "{:?}", app.banners());
    looks.look(app, "play karth, new game");
    ui_common::alt(app, "d");
    looks.look(app, "play karth, new game, damage");
}

/// The turn banner after a turn ends (Hero Realms), and a Koth battle
/// played to its end through the window: its result's standings.
fn turns(app: &mut App, looks: &mut Looks, store: &tablekeeper::store::Store) {
    use tablekeeper::rules::GameKind;
    ui_common::later(app, Message::NewGame(GameKind::HeroRealms));
    ui_common::go(app, Message::Start);
    ui_common::click_id(app, "hr-end-turn");
    looks.look(app, "play hero_realms, a turn ended");
    ui_common::later(app, Message::NewGame(GameKind::Koth));
    ui_common::go(app, Message::Start);
    let take_all_five = |app: &mut App| {
        for c in 0..5 {
            ui_common::type_into(app, "koth-field-0", "2");
            ui_common::type_into(app, "koth-field-1", "2");
            ui_common::click_id(app, &format!("koth-take-{c}"));
        }
    };
    take_all_five(app);
    looks.look(app, "play koth, a game won");
    ui_common::click_id(app, "koth-next-game");
    take_all_five(app);
    ui_common::click_id(app, "koth-next-game");
    ui_common::click_id(app, "koth-end-turn");
    take_all_five(app);
    assert!(
        app.session().is_some_and(|s| s.outcome().is_finished()),
        "two wins in a row decide the battle"
    );
    looks.look(app, "result koth");
    let text = f32::from(looks.setting.text_size) / 100.0;
    for &(w, h) in looks.setting.sizes {
        for p in pairs_split(app, Size::new(w, h), text) {
            looks
                .found
                .push(format!("result koth, {w}×{h}, {}: {p}", looks.language));
        }
    }
    // The first player's page, reached from Stats as a person does, with
    // enough games that it scrolls.
    let session = app.session().unwrap();
    let player = session.standings()[0].name.clone();
    let file = store.sessions_dir().join(format!("{}.json", session.id()));
    for copy in 0..tablekeeper::stats::RECENT {
        let mut json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        // Another game: the stats count a copy of one once.
        json["id"] = format!("koth-battle-{copy}").into();
        json["created"] = format!("2026-11-{:02}T10:00:00Z", copy + 1).into();
        std::fs::write(
            store
                .sessions_dir()
                .join(format!("koth-battle-{copy}.json")),
            serde_json::to_string(&json).unwrap(),
        )
        .unwrap();
    }
    ui_common::go(app, Message::Stats);
    ui_common::click_id(app, &format!("player-page-{player}"));
    looks.look(app, "a player's page");
}

/// The King's Armory's dice in a window of `size`: each die's roll is
/// drawn at 1.2 times the body size under its name at the small size
/// (strip.rs), so its box is as tall as the name's times 16 × 1.2 / 13; a
/// lower one is cut at the button's bottom.
fn dice_cut(app: &App, size: Size) -> Vec<String> {
    let mut found = Vec::new();
    for id in ["ka-roll-wave", "ka-roll-d20"] {
        let die = ui_common::bounds(app, size, id);
        let mut ui = ui_common::sim(app, size);
        let mut lines = Vec::new();
        let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
            if let iced_test::selector::Candidate::Text {
                content, bounds, ..
            } = c
                && die.contains(bounds.center())
            {
                lines.push((content.to_owned(), bounds.height));
            }
            None::<()>
        });
        match lines.as_slice() {
            [(_, name), (_, roll)] if *roll + 0.5 >= name * 16.0 * 1.2 / 13.0 => {}
            _ => found.push(format!("#{id} cuts its roll: {lines:?}")),
        }
    }
    found
}

/// Each of the result's numbers with its label ("CP 10"), in a window of
/// `size`: what is not shown on one line (the label on one, the number on
/// the next).
fn pairs_split(app: &App, size: Size, text: f32) -> Vec<String> {
    let session = app.session().unwrap();
    let result = ui_common::bounds(app, size, "result");
    let mut found = Vec::new();
    for standing in session.standings() {
        for (label, value) in &standing.values {
            let pair = format!("{} {value}", app.i18n().text(label));
            let mut ui = ui_common::sim(app, size);
            let mut lines = Vec::new();
            let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
                if let iced_test::selector::Candidate::Text {
                    content, bounds, ..
                } = c
                    && content.contains(&pair)
                    && result.contains(bounds.center())
                {
                    lines.push(bounds.height);
                }
                None::<()>
            });
            // One line of the body's text, 16 px at 100 %.
            if lines.is_empty() || lines.iter().any(|h| *h > 16.0 * text * 1.3 + 1.0) {
                found.push(format!("{pair:?} is not on one line: {lines:?}"));
            }
        }
    }
    found
}

fn check(language: &str) {
    check_in(language, ORDINARY);
}

fn check_in(language: &str, setting: Setting) {
    let started = std::time::Instant::now();
    let found = walk(language, setting);
    eprintln!("{language}: {:?}", started.elapsed());
    assert!(
        found.is_empty(),
        "{} problems:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn english_fits() {
    check("en");
}

#[test]
fn english_fits_in_high_contrast_with_the_largest_text() {
    check_in("en", LARGE);
}

#[test]
fn german_fits_in_high_contrast_with_the_largest_text() {
    check_in("de", LARGE);
}

#[test]
fn german_fits() {
    check("de");
}

#[test]
fn french_fits() {
    check("fr");
}

#[test]
fn turkish_fits() {
    check("tr");
}

// The pseudo-language's brackets (⟦⟧) are not in the embedded Fira Sans:
// they are measured in a system font. Wine's prefix has no fonts (real
// Windows has Segoe UI Symbol), so the widths measured there say nothing.
#[cfg_attr(
    windows,
    ignore = "⟦⟧ are measured in a system font, and Wine's prefix has none"
)]
#[test]
fn the_pseudo_language_fits() {
    check(tablekeeper::i18n::PSEUDO);
}

#[test]
fn french_fits_in_high_contrast_with_the_largest_text() {
    check_in("fr", LARGE);
}

#[test]
fn turkish_fits_in_high_contrast_with_the_largest_text() {
    check_in("tr", LARGE);
}

#[test]
fn spanish_fits_in_high_contrast_with_the_largest_text() {
    check_in("es", LARGE);
}

#[cfg_attr(
    windows,
    ignore = "⟦⟧ are measured in a system font, and Wine's prefix has none"
)]
#[test]
fn the_pseudo_language_fits_in_high_contrast_with_the_largest_text() {
    check_in(tablekeeper::i18n::PSEUDO, LARGE);
}
