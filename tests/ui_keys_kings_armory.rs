//! The King's Armory by keys: a whole wave played with key presses only,
//! from a wave begun with its foes on the board (typing a monster's HP
//! needs its field focused, which a headless test cannot do): the foes hit
//! and defeated, a hero hurt, the round passed, the wave ended, every
//! between-waves step by Alt+B and the next wave started; and a key held
//! down that never runs on from one step to the next.
#![cfg(feature = "gui")]

#[path = "ui_common/held.rs"]
mod held;
mod ui_common;

use iced::keyboard::{Modifiers, key};
use tablekeeper::rules::kings_armory::{Action, Phase};
use tablekeeper::ui::App;
use ui_common::kings_armory::{enters, game, state};
use ui_common::{alt, press, shows};

fn named(app: &mut App, k: key::Named) {
    press(app, Some(k), "", Modifiers::empty());
}

fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, None, &c.to_string(), Modifiers::empty());
    }
}

/// Alt+`letter` held down: the system repeats it at once.
fn held_alt(app: &mut App, letter: &str) {
    held::at_once(app, None, letter, Modifiers::ALT);
}

#[test]
fn a_whole_wave_and_the_steps_between_by_keys() {
    let players = [("Ana", "Valcor", 20, 4), ("Bo", "Midnight", 15, 3)];
    let begun = [
        Action::StartWave,
        enters(1, "Goblin Peon", 4),
        enters(2, "Orc Brute", 6),
    ];
    let (_dir, mut app) = game("en", &players, |_| {}, &begun);
    assert_eq!(state(&app).wave, 1);
    // → the Goblin (level 1 first); 4 typed, Enter: it falls.
    named(&mut app, key::Named::ArrowRight);
    typed(&mut app, "4");
    named(&mut app, key::Named::Enter);
    assert_eq!(state(&app).monsters.len(), 1, "{:?}", app.banners());
    // → the Orc; 3 by Alt+R (ranged).
    named(&mut app, key::Named::ArrowRight);
    typed(&mut app, "3");
    alt(&mut app, "r");
    assert_eq!(state(&app).monsters[0].hp, 3);
    // Alt+E: the foes' round; the Orc hits Ana for 2 (↓, 2, −).
    alt(&mut app, "e");
    named(&mut app, key::Named::ArrowDown);
    typed(&mut app, "2");
    typed(&mut app, "-");
    assert_eq!(state(&app).heroes[0].hp, 18);
    // Alt+1 and Alt+V change only the Monsters page's form: no action.
    let before = app.session().map(|s| s.entries().len());
    alt(&mut app, "1");
    alt(&mut app, "v");
    alt(&mut app, "v");
    assert_eq!(app.session().map(|s| s.entries().len()), before);
    // ←: the Orc again; 3 more, Enter (melee) defeats it.
    named(&mut app, key::Named::ArrowLeft);
    typed(&mut app, "3");
    named(&mut app, key::Named::Enter);
    assert!(state(&app).monsters.is_empty(), "{:?}", app.banners());
    // Alt+W ends the wave; held, it starts no next one.
    alt(&mut app, "w");
    held_alt(&mut app, "w");
    assert_eq!((state(&app).phase, state(&app).wave), (Phase::Between, 2));
    assert!(shows(&app, "Step 1/7: Heal"));
    // Alt+B: the heal step (Ana heals 4 of her 2 lost); held, no more.
    alt(&mut app, "b");
    held_alt(&mut app, "b");
    held_alt(&mut app, "b");
    assert!(state(&app).healed);
    assert_eq!(state(&app).heroes[0].hp, 20);
    assert!(
        ui_common::texts(&app)
            .iter()
            .any(|t| t.starts_with("Step 2/7")),
        "one step only: {:?}",
        ui_common::texts(&app)
            .iter()
            .filter(|t| t.starts_with("Step"))
            .collect::<Vec<_>>()
    );
    // Alt+O and Alt+L show the shop and the allies' pages.
    alt(&mut app, "o");
    assert!(shows(&app, "Shop"));
    alt(&mut app, "l");
    // Steps 2 to 6 done one Alt+B each, then the next wave starts.
    for _ in 2..=6 {
        alt(&mut app, "b");
    }
    assert!(
        ui_common::texts(&app)
            .iter()
            .any(|t| t.starts_with("Step 7/7"))
    );
    alt(&mut app, "b");
    assert_eq!((state(&app).phase, state(&app).wave), (Phase::Wave, 2));
    assert_eq!(app.banners(), Vec::<String>::new());
}
