//! The King's Armory's longest refusals through the window, headless
//! (issue #34, item 2): the banner shows the whole message, never cut,
//! wrapped inside the window at its smallest supported size.
#![cfg(feature = "gui")]

mod ui_common;

use iced::Size;
use tablekeeper::rules::kings_armory::{self, Action, Character, Entry, Kind, WaveNumbers};
use tablekeeper::ui::{App, WINDOW_SIZE};
use ui_common::kings_armory::{self as ka, enters, entries, state};
use ui_common::{alt, bounds, click_id, text_bounds, type_into};

const PLAYERS: [(&str, &str, i64, i64); 2] = [("Ana", "Valcor", 20, 4), ("Bo", "Ember", 16, 3)];

/// The smallest window the app supports.
const SMALL: Size = Size::new(1024.0, 600.0);

/// The Wave Card's row for `wave`: `foes` on the card, `extra` for the
/// number of heroes, one reward card.
fn row(wave: u32, foes: i64, extra: i64) -> WaveNumbers {
    WaveNumbers {
        wave,
        foes,
        extra_foes: extra,
        d12_mod: 0,
        reward_cards: 1,
        extra_cards: 0,
    }
}

/// The banner shows `message` whole, as one text, and that text lies
/// inside the banner, which lies inside the window, at both sizes.
fn shown_whole(app: &App, message: &str) {
    assert_eq!(app.banners(), vec![message.to_owned()]);
    for size in [WINDOW_SIZE, SMALL] {
        let banner = bounds(app, size, "banner-0");
        let texts = text_bounds(app, size, message);
        assert_eq!(texts.len(), 1, "{size:?}: the message as one text");
        let t = texts[0];
        assert!(
            t.x >= banner.x
                && t.y >= banner.y
                && t.x + t.width <= banner.x + banner.width + 0.5
                && t.y + t.height <= banner.y + banner.height + 0.5,
            "{size:?}: the text {t:?} inside the banner {banner:?}"
        );
        assert!(
            banner.x >= 0.0
                && banner.y >= 0.0
                && banner.x + banner.width <= size.width
                && banner.y + banner.height <= size.height,
            "{size:?}: the banner {banner:?} inside the window"
        );
        // The banners are at most 760 wide: the message wraps onto more
        // than one line (a line of body text is about 21 high), so none of
        // it runs past the banner's edge.
        assert!(t.height >= 40.0, "{size:?}: a long message wraps ({t:?})");
    }
}

#[test]
fn the_wave_cards_longest_refusal_is_shown_whole() {
    // Delayed Monster Entry and the largest numbers the card takes: the
    // longest Wave Card refusal (the CLI cuts its line; the window must not).
    let big = tablekeeper::rules::common::MAX_VALUE;
    let card = Action::WaveCard {
        waves: vec![row(1, big, big - 1)],
    };
    let (_dir, mut app) = ka::game(
        "en",
        &PLAYERS,
        |s| s.entry = Entry::Delayed,
        &[
            card,
            Action::StartWave,
            enters(1, "Goblin Peon", 1),
            Action::Damage {
                character: Character::Monster(1),
                amount: 1,
                kind: Kind::Melee,
            },
        ],
    );
    let before = entries(&app);
    // One foe came and fell; Alt+W asks to end the wave with the others
    // still to come.
    alt(&mut app, "w");
    let message = "1,999,999,998 of the 1,999,999,999 foes the Wave Card brings in wave 1 \
(1,000,000,000 on the card, 999,999,999 for the number of heroes) have not entered yet \
(B1; D2-2, Delayed Monster Entry): the wave ends once every one of them is defeated (B4).";
    // As a CLI line it is past the cap, so the CLI shortens the message
    // (tests/cli_text.rs); the window shows it whole.
    let line = format!("replay: log entry 5: {message} (rule rule-kings_armory-wave-card-due)");
    assert!(line.chars().count() > tablekeeper::terminal::ERROR_LINE);
    shown_whole(&app, message);
    assert_eq!(entries(&app), before, "nothing was logged");
    assert_eq!(state(&app).phase, kings_armory::Phase::Wave);
}

#[test]
fn raise_the_bars_longest_refusal_is_shown_whole() {
    // Wave 2 of Raise the Bar (X = 2), 4 foes on the card: two of level 1
    // came first, so a third of level 1 would leave no place for the quota.
    let mut actions = vec![
        Action::WaveCard {
            waves: vec![row(1, 1, 0), row(2, 4, 0)],
        },
        Action::StartWave,
        enters(1, "Goblin Peon", 1),
        Action::Damage {
            character: Character::Monster(1),
            amount: 1,
            kind: Kind::Melee,
        },
        Action::EndWave,
        Action::HealStep,
        Action::Reward { value: 100 },
        Action::StartWave,
    ];
    actions.extend([enters(1, "Goblin Peon", 2), enters(1, "Goblin Peon", 2)]);
    let (_dir, mut app) = ka::game("en", &PLAYERS, |s| s.raise_the_bar = Some(2), &actions);
    let before = entries(&app);
    click_id(&mut app, "ka-tab-enter");
    click_id(&mut app, "ka-level-1");
    // The Enter button is disabled with the reason; Enter in the HP field
    // still asks, and the refusal is said in the banner.
    type_into(&mut app, "ka-enter-hp", "3");
    let message = "Raise the Bar: wave 2 brings at least 2 level 2 monsters, and 0 arrived \
(D2-2). Only 2 places are left in the wave: “sub in the mandatory Monsters last”, so this \
one is of level 2.";
    shown_whole(&app, message);
    assert_eq!(entries(&app), before, "nothing was logged");
    assert_eq!(state(&app).monsters.len(), 2);
}
