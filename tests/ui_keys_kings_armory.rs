//! The King's Armory by keys: a whole wave played with key presses only,
//! from a wave begun with its foes on the board: the foes hit and
//! defeated, a hero hurt, the round passed, the wave ended, every
//! between-waves step by Alt+B and the next wave started; and a key held
//! down that never runs on from one step to the next. Then a whole game
//! by keys alone, from a session just opened to its end (the gate falls in
//! the second wave): monsters typed in (one immune), a status token put on and
//! taken off, a monster attacking the gate without entering, the Wave
//! Card, a hero leaving and returning, a step back on the strip, a reward,
//! a purchase (held, it buys once), a piece of equipment unlocked and
//! worn, an ally hired — every control reached by the side panel's
//! highlight (↑↓, Enter) or an Alt+letter. And Felicity's Guardian
//! summoned and shielding her by keys, named in the table's language.
#![cfg(feature = "gui")]

#[path = "ui_common/held.rs"]
mod held;
mod ui_common;

use iced::keyboard::{Modifiers, key};
use tablekeeper::rules::kings_armory::{Action, Immunity, Phase, Rules};
use tablekeeper::rules::{Outcome, Verdict};
use tablekeeper::ui::App;
use ui_common::kings_armory::{enters, entries, game, state};
use ui_common::{alt, press, shows};

fn named(app: &mut App, k: key::Named) {
    press(app, Some(k), "", Modifiers::empty());
}

fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, None, &c.to_string(), Modifiers::empty());
    }
}

/// ↓ `n` times: the highlight moves on `n` controls.
fn down(app: &mut App, n: usize) {
    for _ in 0..n {
        named(app, key::Named::ArrowDown);
    }
}

/// Alt+Shift+`letter`, as the window delivers it.
fn alt_shift(app: &mut App, letter: &str) {
    let both = Modifiers::ALT | Modifiers::SHIFT;
    press(app, Some(key::Named::Alt), "", Modifiers::ALT);
    press(app, None, &letter.to_uppercase(), both);
}

/// Alt+`letter` held down: the system repeats it at once.
fn held_alt(app: &mut App, letter: &str) {
    held::at_once(app, None, letter, Modifiers::ALT);
}

/// The step the strip shows as current, "Step n/7: …".
fn step_shown(app: &App) -> Vec<String> {
    ui_common::texts(app)
        .into_iter()
        .filter(|t| t.starts_with("Step "))
        .collect()
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
        step_shown(&app).iter().any(|t| t.starts_with("Step 2/7")),
        "one step only: {:?}",
        step_shown(&app)
    );
    // Alt+O and Alt+L show the shop and the allies' pages.
    alt(&mut app, "o");
    assert!(shows(&app, "Shop"));
    alt(&mut app, "l");
    // Steps 2 to 6 done one Alt+B each, then the next wave starts.
    for _ in 2..=6 {
        alt(&mut app, "b");
    }
    assert!(step_shown(&app).iter().any(|t| t.starts_with("Step 7/7")));
    alt(&mut app, "b");
    assert_eq!((state(&app).phase, state(&app).wave), (Phase::Wave, 2));
    assert_eq!(app.banners(), Vec::<String>::new());
}

/// Wave 1 by keys: two monsters typed in (the second immune to ranged
/// damage), a status token on and off, a gate attacked, both defeated.
fn first_wave(app: &mut App) {
    // Alt+W starts the first wave.
    alt(app, "w");
    assert_eq!((state(app).phase, state(app).wave), (Phase::Wave, 1));
    // Alt+A: the Monsters page, its HP field lit; 5, Enter: it enters.
    alt(app, "a");
    typed(app, "5");
    named(app, key::Named::Enter);
    assert_eq!(state(app).monsters.len(), 1, "{:?}", app.banners());
    assert_eq!(state(app).monsters[0].hp, 5);
    // The next: HP 6, then ↓ to the immunities (name, three resistances,
    // melee, ranged): Enter makes it immune to ranged; ↓ to Enter.
    alt(app, "a");
    typed(app, "6");
    down(app, 6); // lit: ka-immune-ranged
    named(app, key::Named::Enter);
    down(app, 5); // lit: ka-enter
    named(app, key::Named::Enter);
    let monsters = state(app).monsters;
    assert_eq!(monsters.len(), 2, "{:?}", app.banners());
    assert_eq!(monsters[1].immune, vec![Immunity::Ranged]);
    // → the first; Alt+↓ lights Heal on the target page, ten more ↓ the
    // Bleed token's +: Enter puts one on, ↓ Enter takes it off.
    named(app, key::Named::ArrowRight);
    press(app, Some(key::Named::ArrowDown), "", Modifiers::ALT); // lit: ka-heal
    down(app, 10); // lit: ka-status-more-bleed
    named(app, key::Named::Enter);
    assert_eq!(
        state(app).monsters[0].tokens.bleed,
        1,
        "{:?}",
        app.banners()
    );
    down(app, 1);
    named(app, key::Named::Enter);
    assert_eq!(state(app).monsters[0].tokens.bleed, 0);
    // Esc puts the light out (the target stays).
    named(app, key::Named::Escape);
    // Still the foes' round: → the second monster; 3, Alt+Shift+G: it
    // attacks the gate without entering (it stays on the board).
    named(app, key::Named::ArrowRight);
    let gate = state(app).gate;
    typed(app, "3");
    alt_shift(app, "g");
    assert_eq!(state(app).gate, gate - 3, "{:?}", app.banners());
    assert_eq!(state(app).monsters.len(), 2);
    // Alt+E: the players' round. Both defeated: ←, 5, Enter; →, 6,
    // Enter (melee, not ranged).
    alt(app, "e");
    named(app, key::Named::ArrowLeft);
    typed(app, "5");
    named(app, key::Named::Enter);
    named(app, key::Named::ArrowRight);
    typed(app, "6");
    named(app, key::Named::Enter);
    assert!(state(app).monsters.is_empty(), "{:?}", app.banners());
    // Alt+W ends the wave; held, it starts no second one.
    alt(app, "w");
    held_alt(app, "w");
    held_alt(app, "w");
    assert_eq!((state(app).phase, state(app).wave), (Phase::Between, 2));
    assert!(!state(app).healed);
}

/// Between the waves by keys: the heal, the Wave Card, a hero leaving and
/// returning, a step back, a reward, a purchase held, a piece unlocked
/// and worn, an ally hired, and the next wave started.
fn between_waves(app: &mut App) {
    alt(app, "b");
    assert!(state(app).healed);
    // Alt+C: the Wave Card's page, wave 2's first cell lit: 1 foe; ↓ past
    // the grid's two cells (blank is 0), 2 reward cards; Enter sends it.
    alt(app, "c"); // lit: ka-card-2-foes
    typed(app, "1");
    down(app, 3);
    typed(app, "2");
    named(app, key::Named::Enter);
    let card = Rules::wave_card(&state(app), 2).copied();
    assert_eq!(
        card.map(|c| (c.foes, c.reward_cards)),
        Some((1, 2)),
        "{:?}",
        app.banners()
    );
    // Alt+L: the allies' page. Bo leaves (Enter asks, Enter is yes) and
    // returns (↑, Enter).
    alt(app, "l");
    // Five classes, Hire's four fields and button, Level up's three and
    // button, Join's four and button, Ana's Returns and Leaves, Bo's.
    let leave = 5 + 5 + 4 + 5 + 2 + 2;
    down(app, leave); // lit: ka-leave-1
    named(app, key::Named::Enter);
    let asked = ui_common::texts(app);
    assert!(
        asked.iter().any(|t| t.starts_with("Leaves the game?")),
        "asked"
    );
    named(app, key::Named::Enter);
    assert!(state(app).heroes[1].left, "{:?}", app.banners());
    named(app, key::Named::ArrowUp); // lit: ka-return-1
    named(app, key::Named::Enter);
    assert!(!state(app).heroes[1].left, "{:?}", app.banners());
    // That moved the group to step 3; Alt+Shift+B goes back to step 2.
    assert!(step_shown(app).iter().any(|t| t.starts_with("Step 3/7")));
    alt_shift(app, "b");
    assert!(
        step_shown(app).iter().any(|t| t.starts_with("Step 2/7")),
        "{:?} {:?}",
        step_shown(app),
        app.banners()
    );
    shop(app);
    // Hire: the first class lit (↓ from none), Enter; past the other four
    // classes, its name, HP, heal rate and price typed, Enter sends it.
    alt(app, "l");
    down(app, 1); // lit: ka-class-foot_soldier
    named(app, key::Named::Enter);
    down(app, 4);
    for words in ["Tom", "5", "1", "20"] {
        down(app, 1);
        typed(app, words);
    }
    let gold = state(app).gold;
    named(app, key::Named::Enter);
    let hired = state(app).hireables;
    assert_eq!(hired.len(), 1, "{:?}", app.banners());
    assert_eq!((hired[0].name.as_str(), hired[0].hp), ("Tom", 5));
    assert_eq!(state(app).gold, gold - 20);
    wear(app);
    // Alt+B to step 7, Alt+B the next wave.
    while state(app).phase == Phase::Between {
        let before = entries(app);
        alt(app, "b");
        assert_eq!(entries(app), before + 1, "{:?}", app.banners());
    }
    assert_eq!((state(app).phase, state(app).wave), (Phase::Wave, 2));
}

/// The shop by keys: two rewards of 250 (held, Enter takes no second
/// card), reinforcements bought (held, once, though the gold would pay
/// for more), Ana's first piece picked and unlocked (worn after the hire,
/// see [`wear`]).
fn shop(app: &mut App) {
    alt(app, "o");
    down(app, 4); // lit: ka-reward-250
    named(app, key::Named::Enter);
    held::at_once(app, Some(key::Named::Enter), "", Modifiers::empty());
    held::at_once(app, Some(key::Named::Enter), "", Modifiers::empty());
    assert_eq!(state(app).gold, 250, "{:?}", app.banners());
    named(app, key::Named::Enter);
    assert_eq!(state(app).gold, 500, "{:?}", app.banners());
    // Tower ×3, then Buy reinforcements; held, it buys no second.
    down(app, 4); // lit: ka-buy-reinforcement
    named(app, key::Named::Enter);
    held::at_once(app, Some(key::Named::Enter), "", Modifiers::empty());
    held::at_once(app, Some(key::Named::Enter), "", Modifiers::empty());
    assert_eq!(state(app).reinforcements, 1, "{:?}", app.banners());
    assert_eq!(state(app).gold, 300);
    // Ana's first piece (after Play, Buy and Play Armory), Enter picks
    // it; ↓↓ Unlock (150), Enter.
    down(app, 4); // lit: ka-piece-0
    named(app, key::Named::Enter);
    down(app, 2); // lit: ka-unlock-0
    named(app, key::Named::Enter);
    assert_eq!(state(app).gold, 150, "{:?}", app.banners());
    assert!(!state(app).gear[0].locked);
}

/// Ana wears the piece picked in the shop: on the Shop page, past the
/// rewards, towers, reinforcements, Armory cards, both heroes' pieces and
/// Unlock, Buy new, and Take off, Set aside and Sell, her name under
/// "Worn by", Enter.
fn wear(app: &mut App) {
    alt(app, "o");
    down(app, 4 + 3 + 2 + 2 + 3 + 3 + 1 + 3 + 1); // lit: ka-wear-0
    named(app, key::Named::Enter);
    let piece = state(app).gear[0];
    assert!(
        piece.equipped && piece.hero == Some(0),
        "{:?}",
        app.banners()
    );
    assert!(step_shown(app).iter().any(|t| t.starts_with("Step 5/7")));
}

#[test]
fn a_whole_game_by_keys_alone() {
    let players = [("Ana", "Valcor", 20, 4), ("Bo", "Midnight", 15, 3)];
    let (_dir, mut app) = game("en", &players, |_| {}, &[]);
    first_wave(&mut app);
    between_waves(&mut app);
    // Wave 2: its one foe typed in; in the same foes' round it reaches the
    // gate (Alt+G) with more damage than the gate has left: it falls.
    alt(&mut app, "a");
    typed(&mut app, "3");
    named(&mut app, key::Named::Enter);
    assert_eq!(state(&app).monsters.len(), 1, "{:?}", app.banners());
    named(&mut app, key::Named::ArrowRight);
    let gate = state(&app).gate;
    assert_eq!(gate, state(&app).gate_max - 3);
    typed(&mut app, &gate.to_string());
    alt(&mut app, "g");
    assert_eq!(state(&app).gate, 0, "{:?}", app.banners());
    match app.session().map(|s| s.outcome()) {
        Some(Outcome::Finished { result, .. }) => assert!(matches!(result, Verdict::Lost)),
        other => panic!("the gate fell: {other:?}"),
    }
}

#[test]
fn felicity_summons_her_guardian_and_it_shields_her_by_keys() {
    // In German: the Guardian is named in the table's language, as by a
    // click.
    let players = [("Ana", "Valcor", 20, 4), ("Bo", "Felicity", 14, 5)];
    let begun = [
        Action::StartWave,
        enters(1, "Goblin Peon", 4),
        Action::NextRound,
    ];
    let (_dir, mut app) = game("de", &players, |_| {}, &begun);
    // ↓↓ Felicity; Alt+↓ lights Heal, ↓ past the four hits: the Guardian's
    // HP; 6, Enter summons it.
    named(&mut app, key::Named::ArrowDown);
    named(&mut app, key::Named::ArrowDown);
    press(&mut app, Some(key::Named::ArrowDown), "", Modifiers::ALT);
    down(&mut app, 5); // lit: ka-guardian-hp
    assert!(shows(&app, "Felicitys Wächter"), "her part of the page");
    typed(&mut app, "6");
    named(&mut app, key::Named::Enter);
    let guardian = state(&app).guardian;
    assert_eq!(
        guardian.as_ref().map(|g| (g.name.as_str(), g.hp, g.hero)),
        Some(("Wächter", 6, 1)),
        "{:?}",
        app.banners()
    );
    // ↓ past its three resistances and Summon: it shields her; 2 typed
    // (a button lit: the amount), Enter: it takes the ranged hit.
    down(&mut app, 5); // lit: ka-guardian-shields
    typed(&mut app, "2");
    named(&mut app, key::Named::Enter);
    assert_eq!(
        state(&app).guardian.map(|g| g.hp),
        Some(4),
        "{:?}",
        app.banners()
    );
    assert_eq!(state(&app).heroes[1].hp, 14);
}
