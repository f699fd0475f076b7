//! The King's Armory through the window, headless: a game set up from Home
//! and played to victory by clicks and keys, refusals shown with the rule
//! and the typed form kept, every hero and monster on screen at 1280×800
//! (heroes at 1024×600), buttons disabled with the reason and the price,
//! cards that keep their place, letters alone that do nothing, the dice,
//! reverse HP tracking, and the missing Jump Start table asked for.
#![cfg(feature = "gui")]

mod ui_common;

use iced::keyboard::{Modifiers, key};
use iced::{Point, Rectangle, Size};
use iced_test::simulator::Simulator;
use tablekeeper::rules::kings_armory::{self, Action, Character, Kind, Resist, Status};
use tablekeeper::rules::{AnyAction, AnySetup, Outcome, Verdict};
use tablekeeper::ui::{App, Message, WINDOW_SIZE};
use ui_common::kings_armory::{self as ka, enters, entries, state};
use ui_common::{
    alt, bounds, click, click_at, click_id, english, feed, form_initials, ids_fit, in_language,
    press, seats_fit, shows, sim, type_in, type_unfocused, value_of,
};

const SMALL: Size = Size::new(1024.0, 600.0);

/// A frame with the pointer at `at` after the wheel scrolled down by `dy`
/// there (the setup form and the side panel's pages scroll).
fn scrolled(app: &App, at: Point, dy: f32) -> Simulator<'_, Message> {
    let mut ui = sim(app, WINDOW_SIZE);
    ui.point_at(at);
    let _ = ui.simulate(vec![iced::Event::Mouse(
        iced::mouse::Event::WheelScrolled {
            delta: iced::mouse::ScrollDelta::Pixels { x: 0.0, y: -dy },
        },
    )]);
    ui
}

/// Where the setup form scrolls.
const PAGE: Point = Point::new(400.0, 400.0);
/// Where the side panel's page scrolls.
const PANEL: Point = Point::new(780.0, 600.0);

/// Scrolls at `at` by `dy` and clicks `id`, in one frame.
fn click_scrolled(app: &mut App, at: Point, id: &str, dy: f32) {
    let mut ui = scrolled(app, at, dy);
    ui.click(iced::widget::Id::from(id.to_owned()))
        .unwrap_or_else(|e| panic!("click #{id}: {e:?}"));
    let messages = ui.into_messages().collect();
    feed(app, messages);
}

/// As [`click_scrolled`], then types `words` into the field `id`.
fn type_scrolled(app: &mut App, at: Point, id: &str, words: &str, dy: f32) {
    for ch in words.chars() {
        let mut ui = scrolled(app, at, dy);
        ui.click(iced::widget::Id::from(id.to_owned()))
            .unwrap_or_else(|e| panic!("focus #{id}: {e:?}"));
        let _ = ui.typewrite(&ch.to_string());
        let messages = ui.into_messages().collect();
        feed(app, messages);
    }
}

/// Scrolls the setup form down and clicks `id`.
fn click_down(app: &mut App, id: &str, dy: f32) {
    click_scrolled(app, PAGE, id, dy);
}

/// Scrolls the setup form down and types into `id`.
fn type_down(app: &mut App, id: &str, words: &str, dy: f32) {
    type_scrolled(app, PAGE, id, words, dy);
}

fn key(app: &mut App, text: &str) {
    press(app, None, text, Modifiers::empty());
}

fn named(app: &mut App, k: key::Named) {
    press(app, Some(k), "", Modifiers::empty());
}

const PLAYERS: [(&str, &str, i64, i64); 7] = [
    ("Ana", "Valcor", 20, 4),
    ("Bo", "Ember", 16, 3),
    ("Cy", "Raphael", 18, 5),
    ("Di", "Midnight", 15, 3),
    ("Ed", "Cyrus", 17, 4),
    ("Flo", "Felicity", 14, 5),
    ("Gus", "Boleslaw", 19, 3),
];

/// An open game for the first `n` heroes, after `actions`, in `language`.
fn game(
    language: &str,
    n: usize,
    edit: impl FnOnce(&mut kings_armory::Setup),
    actions: &[Action],
) -> (tempfile::TempDir, App) {
    ka::game(language, &PLAYERS[..n], edit, actions)
}

/// A wave with six monsters on the board.
fn six_monsters() -> Vec<Action> {
    let mut actions = vec![Action::StartWave];
    for (i, name) in [
        "Goblin Peon",
        "Orc Brute",
        "Dire Wolf",
        "Bridge Troll",
        "Dark Archer",
        "Goblin Shaman",
    ]
    .iter()
    .enumerate()
    {
        actions.push(enters(1 + (i as u32 % 3), name, 4 + i as i64));
    }
    actions
}

/// A monster enters through the Monsters page: its HP typed, Enter.
fn monster_by_form(app: &mut App, hp: &str) {
    click_id(app, "ka-tab-enter");
    type_in(app, "ka-enter-hp", hp);
    click_id(app, "ka-enter");
}

#[test]
fn a_five_wave_game_to_victory_by_clicks_and_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "The King's Armory");
    assert!(shows(&app, "Heroes"), "the setup form is open");
    for (i, (hp, heal)) in [("20", "4"), ("16", "3")].iter().enumerate() {
        type_in(&mut app, &format!("ka-setup-hp-{i}"), hp);
        type_in(&mut app, &format!("ka-setup-heal-{i}"), heal);
    }
    click(&mut app, "Start the game");
    assert!(shows(&app, "Before wave 1"), "{:?}", app.banners());
    let s = state(&app);
    assert_eq!((s.gate, s.heroes.len(), s.heroes[0].max), (20, 2, 20));
    for wave in 1..=5u32 {
        if wave % 2 == 1 {
            click_id(&mut app, "ka-start-wave");
        } else {
            alt(&mut app, "w");
        }
        assert_eq!(state(&app).wave, wave);
        assert!(shows(&app, &format!("Wave {wave} of 5")));
        monster_by_form(&mut app, "4");
        let id = state(&app).next_id - 1;
        // The monster is picked by the arrow key; 4 typed as digits with
        // no field focused; Enter hits it (melee).
        named(&mut app, key::Named::ArrowRight);
        key(&mut app, "4");
        named(&mut app, key::Named::Enter);
        assert!(
            state(&app).monster_index(id).is_none(),
            "wave {wave}: the monster fell ({:?})",
            app.banners()
        );
        if wave == 5 {
            // The final wave's boss: refused to end first, then it comes.
            alt(&mut app, "w");
            assert!(
                app.banners()
                    .iter()
                    .any(|b| b.contains("boss") && b.contains("entered")),
                "{:?}",
                app.banners()
            );
            click_id(&mut app, "ka-next-round");
            click_id(&mut app, "ka-next-round");
            click_id(&mut app, "ka-tab-enter");
            click_id(&mut app, "ka-level-boss");
            ui_common::type_into(&mut app, "ka-enter-hp", "9");
            let boss = state(&app).next_id - 1;
            assert!(
                state(&app).monsters[0].boss,
                "Enter in the HP field brings the boss"
            );
            // Melee 4, then Alt+N non-resistible 4, then − once more.
            click_id(&mut app, &format!("ka-monster-{boss}"));
            click_id(&mut app, "ka-hit-melee");
            alt(&mut app, "n");
            assert_eq!(state(&app).monsters[0].hp, 1);
            key(&mut app, "-");
            assert!(state(&app).monsters.is_empty());
        }
        click_id(&mut app, "ka-end-wave");
        if wave < 5 {
            assert!(shows(&app, "Between waves"));
            assert!(shows(&app, "Step 1/7: Heal"));
            click_id(&mut app, "ka-heal-step");
            assert!(state(&app).healed);
            click_id(&mut app, "ka-tab-shop");
            click_id(&mut app, "ka-reward-100");
        }
    }
    let session = app.session().unwrap();
    match session.outcome() {
        Outcome::Finished {
            result, winners, ..
        } => {
            assert!(matches!(result, Verdict::Won));
            assert_eq!(
                winners.to_vec(),
                vec!["Player 1".to_owned(), "Player 2".to_owned()]
            );
        }
        other => panic!("the table won: {other:?}"),
    }
    assert!(shows(&app, "Player 1 and Player 2 won!"));
    ui_common::result_shown(&app, "Player 1 and Player 2 won!");
    assert_eq!(state(&app).gold, 400);
}

#[test]
fn a_refusal_shows_the_rule_and_the_form_keeps_what_was_typed() {
    let (_dir, mut app) = game("en", 2, |_| {}, &[Action::StartWave]);
    click_id(&mut app, "ka-tab-enter");
    type_in(&mut app, "ka-enter-name", "Ogre");
    type_in(&mut app, "ka-enter-hp", "0");
    click_id(&mut app, "ka-enter");
    assert_eq!(
        app.banners(),
        vec!["The number must be at least 1 (it is 0).".to_owned()]
    );
    assert_eq!(entries(&app), 1, "nothing was logged");
    assert!(shows(&app, "Ogre"), "the name is still typed");
    assert!(shows(&app, "0"), "and the HP");
    // A field that is not a number is named.
    type_in(&mut app, "ka-enter-melee", "x");
    click_id(&mut app, "ka-enter");
    assert_eq!(
        app.banners(),
        vec!["Melee: “x” is not a whole number.".to_owned()]
    );
    // Put right, the monster enters and the form is empty again.
    ui_common::type_into(&mut app, "ka-enter-hp", "5");
    assert_eq!(
        app.banners(),
        vec!["Melee: “x” is not a whole number.".to_owned()]
    );
    let mut ui = sim(&app, WINDOW_SIZE);
    ui.click(iced::widget::Id::from("ka-enter-melee".to_owned()))
        .unwrap();
    let _ = ui.tap_key(key::Named::Backspace);
    let messages = ui.into_messages().collect();
    feed(&mut app, messages);
    click_id(&mut app, "ka-enter");
    assert!(app.banners().is_empty(), "{:?}", app.banners());
    let s = state(&app);
    assert_eq!(s.monsters[0].hp, 5, "the HP typed: 0 then 5");
    assert_eq!(s.monsters[0].name.as_deref(), Some("Ogre"));
    assert!(!shows(&app, "Ogre"), "the form is empty again");
    assert!(!shows(&app, "05"));
    // A key may ask for what the rules refuse: the banner says which rule.
    let immune = Action::MonsterEnters {
        level: Some(2),
        boss: false,
        name: Some("Wraith".into()),
        hp: 6,
        resist: Resist::default(),
        immune: vec![kings_armory::Immunity::Melee],
        siege: false,
        summoned: false,
    };
    let (_dir, mut app) = game("en", 2, |_| {}, &[Action::StartWave, immune]);
    click_id(&mut app, "ka-monster-1");
    named(&mut app, key::Named::Enter);
    assert_eq!(
        app.banners(),
        vec!["Wraith #1 is immune to melee damage.".to_owned()]
    );
}

#[test]
fn every_hero_and_monster_is_on_screen() {
    for (n, size) in [
        (4, WINDOW_SIZE),
        (7, WINDOW_SIZE),
        (1, SMALL),
        (2, SMALL),
        (3, SMALL),
        (4, SMALL),
    ] {
        let (_dir, app) = game("en", n, |_| {}, &six_monsters());
        seats_fit(&app, size, n).unwrap_or_else(|e| panic!("{n} heroes at {size:?}: {e}"));
        let mut ids: Vec<String> = ["ka-gate", "ka-start-wave", "ka-end-wave", "ka-next-round"]
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
        if size == WINDOW_SIZE && n == 4 {
            ids.extend((1..=6).map(|m| format!("ka-monster-{m}")));
        }
        ids_fit(&app, size, &ids).unwrap_or_else(|e| panic!("{n} heroes at {size:?}: {e}"));
    }
    // Four heroes and a hireable at 1280×800, the log folded or not.
    let mut actions = vec![
        Action::StartWave,
        enters(1, "Goblin", 3),
        Action::Damage {
            character: Character::Monster(1),
            amount: 3,
            kind: Kind::Melee,
        },
        Action::EndWave,
        Action::HealStep,
        Action::Reward { value: 250 },
        Action::Hire {
            class: kings_armory::Class::Archer,
            name: "Robin".into(),
            hp: 8,
            heal_rate: 2,
            cost: 100,
            resist: Resist::default(),
            heals: false,
        },
    ];
    actions.extend(six_monsters());
    let (_dir, mut app) = game("en", 4, |_| {}, &actions);
    seats_fit(&app, WINDOW_SIZE, 5).unwrap();
    let ids: Vec<String> = (2..=7).map(|m| format!("ka-monster-{m}")).collect();
    ids_fit(&app, WINDOW_SIZE, &ids).unwrap();
    let _ = app.update(Message::TableMode);
    seats_fit(&app, WINDOW_SIZE, 5).unwrap();
    ids_fit(&app, WINDOW_SIZE, &ids).unwrap();
}

#[test]
fn plus_and_minus_are_big_enough_for_a_finger() {
    let (_dir, app) = game("en", 4, |_| {}, &six_monsters());
    for size in [WINDOW_SIZE, SMALL] {
        for id in ["ka-less-0", "ka-more-3", "ka-hit-1", "ka-hit-6"] {
            let b = bounds(&app, size, id);
            let least = if size == SMALL { 35.0 } else { 44.0 };
            assert!(
                b.width >= least && b.height >= least,
                "{id} at {size:?} is {b:?}"
            );
        }
    }
}

#[test]
fn a_defeated_monster_keeps_its_place_until_the_round_passes() {
    let (_dir, mut app) = game("en", 2, |_| {}, &six_monsters());
    let before: Vec<Rectangle> = (1..=6)
        .map(|m| bounds(&app, WINDOW_SIZE, &format!("ka-monster-{m}")))
        .collect();
    // The Goblin Peon has 4 HP: type 4 and double-click its hit button.
    key(&mut app, "4");
    let at = bounds(&app, WINDOW_SIZE, "ka-hit-1").center();
    click_at(&mut app, at);
    click_at(&mut app, at);
    let s = state(&app);
    assert!(s.monster_index(1).is_none(), "the first click defeats it");
    assert_eq!(
        s.monsters[0].hp, s.monsters[0].max,
        "the second hits nothing"
    );
    assert_eq!(entries(&app), 8);
    assert!(shows(&app, "Gone this round"));
    for (m, b) in (1..=6).zip(&before) {
        assert_eq!(
            bounds(&app, WINDOW_SIZE, &format!("ka-monster-{m}")),
            *b,
            "card {m} stays put"
        );
    }
    let seats: Vec<Rectangle> = (0..2)
        .map(|i| bounds(&app, WINDOW_SIZE, &format!("seat-{i}")))
        .collect();
    click_id(&mut app, "ka-next-round");
    click_id(&mut app, "ka-next-round");
    // Level 1 holds the Goblin Peon (1) and the Bridge Troll (4): the
    // troll takes the gone goblin's place.
    assert_eq!(
        bounds(&app, WINDOW_SIZE, "ka-monster-4"),
        before[0],
        "a new round closes the gap"
    );
    for (i, b) in seats.iter().enumerate() {
        assert_eq!(bounds(&app, WINDOW_SIZE, &format!("seat-{i}")), *b);
    }
}

#[test]
fn typing_a_word_with_no_field_focused_changes_nothing() {
    let (_dir, mut app) = game("en", 2, |_| {}, &six_monsters());
    click_id(&mut app, "ka-monster-2");
    let before = state(&app);
    let logged = entries(&app);
    type_unfocused(&mut app, "Goblin Shaman wins");
    type_unfocused(&mut app, "MRSN hug");
    assert_eq!(state(&app), before, "letters alone do nothing");
    assert_eq!(entries(&app), logged);
    // Alt+R deals ranged damage to the target; Alt+E ends the round.
    alt(&mut app, "r");
    assert_eq!(state(&app).monsters[1].hp, before.monsters[1].hp - 1);
    alt(&mut app, "e");
    assert_eq!(state(&app).side, kings_armory::Side::Players);
}

#[test]
fn the_shop_shows_prices_and_why_a_purchase_is_refused() {
    let (_dir, mut app) = game("en", 2, |_| {}, &[]);
    click_id(&mut app, "ka-tab-shop");
    assert!(shows(&app, "Build · 100 gold"));
    assert!(shows(&app, "Buy · 200 gold"));
    assert!(shows(&app, "Buy · 900 gold"));
    assert!(shows(&app, "A tower costs 100 gold; the team has 0."));
    click_id(&mut app, "ka-build-tower");
    assert_eq!(entries(&app), 0, "a disabled button does nothing");
    // Between waves with 250 gold: the tower is bought.
    let (_dir, mut app) = game(
        "en",
        2,
        |_| {},
        &[
            Action::StartWave,
            enters(1, "Goblin", 3),
            Action::instakill(1),
            Action::EndWave,
            Action::HealStep,
            Action::Reward { value: 250 },
        ],
    );
    click_id(&mut app, "ka-tab-shop");
    click_id(&mut app, "ka-build-tower");
    let s = state(&app);
    assert_eq!((s.gold, s.towers), (150, 4));
    // The flow says why a wave cannot end: its tooltip and a disabled button.
    let (_dir, mut app) = game("en", 2, |_| {}, &six_monsters());
    click_id(&mut app, "ka-end-wave");
    assert_eq!(state(&app).phase, kings_armory::Phase::Wave);
    assert!(app.banners().is_empty());
}

#[test]
fn status_tokens_stop_at_their_caps_and_upkeep_deals_them() {
    let (_dir, mut app) = game("en", 2, |_| {}, &six_monsters());
    click_id(&mut app, "ka-monster-4");
    for _ in 0..4 {
        click_id(&mut app, "ka-status-more-bleed");
    }
    let troll = &state(&app).monsters[3];
    assert_eq!(troll.tokens.get(Status::Bleed), 3, "Bleed stops at 3");
    assert!(shows(&app, "3/3"), "the Bleed count shows its cap");
    click_id(&mut app, "ka-status-more-stun");
    click_id(&mut app, "ka-upkeep");
    let troll = &state(&app).monsters[3];
    assert_eq!((troll.hp, troll.tokens.stun), (troll.max - 3, 0));
    // The gate: a monster reaches it with the amount as its damage.
    click_id(&mut app, "ka-monster-1");
    key(&mut app, "3");
    click_id(&mut app, "ka-reach-gate");
    let s = state(&app);
    assert_eq!(s.gate, 17);
    assert!(s.monster_index(1).is_none());
    // A "+" monster's damage is typed as on its card: both numbers count.
    click_id(&mut app, "ka-monster-2");
    named(&mut app, key::Named::Backspace);
    type_in(&mut app, "ka-amount", "2+1");
    click_id(&mut app, "ka-reach-gate");
    assert_eq!(state(&app).gate, 14, "2+1 took 3 from the gate");
    // The amount was used: typed at its end, a digit starts a new one.
    click_id(&mut app, "ka-monster-4");
    assert_eq!(value_of(&app, "ka-amount"), "2+1", "still shown, to reuse");
    type_in(&mut app, "ka-amount", "1");
    assert_eq!(value_of(&app, "ka-amount"), "1", "not 2+11");
    let last = app.session().map(|s| s.entries().last().cloned());
    let action = last.flatten().map(|e| e.action);
    assert!(
        matches!(
            action,
            Some(AnyAction::KingsArmory(Action::ReachGate {
                damage: 2,
                plus: Some(1),
                rolls: None,
                ..
            }))
        ),
        "the parts are logged: {action:?}"
    );
}

#[test]
fn the_dice_roll_on_screen_and_are_not_logged() {
    let (_dir, mut app) = game("en", 2, |_| {}, &[Action::StartWave]);
    click_id(&mut app, "ka-roll-wave");
    alt(&mut app, "t");
    assert_eq!(entries(&app), 1, "only the wave's start is in the log");
    let odd = (1..=12).any(|n| shows(&app, &format!("{n} · odd")));
    let even = (1..=12).any(|n| shows(&app, &format!("{n} · even")));
    assert!(odd || even, "the wave die shows its roll and side");
    assert!((1..=20).any(|n| shows(&app, &n.to_string())));
    // The modifier moves the net result: 13 or more is possible now.
    click_id(&mut app, "ka-tab-enter");
    for _ in 0..12 {
        click_scrolled(&mut app, PANEL, "ka-modifier-more", 200.0);
    }
    assert!(shows(&app, "Wave die +12"));
    click_id(&mut app, "ka-roll-wave");
    assert!(
        (13..=24)
            .any(|n| shows(&app, &format!("{n} · odd")) || shows(&app, &format!("{n} · even")))
    );
}

/// One wave's Wave Card row: `foes` foes, the d12 modifier `d12_mod`, one
/// reward card.
fn card_row(wave: u32, foes: i64, d12_mod: i64) -> kings_armory::WaveNumbers {
    kings_armory::WaveNumbers {
        wave,
        foes,
        extra_foes: 0,
        d12_mod,
        reward_cards: 1,
        extra_cards: 0,
    }
}

/// The Wave Card for waves 1 and 2 (one foe each, one reward card), with
/// the Hero Scaling Grid's d12 modifiers `one` and `two`.
fn card_with_modifiers(one: i64, two: i64) -> Action {
    Action::WaveCard {
        waves: vec![card_row(1, 1, one), card_row(2, 1, two)],
    }
}

/// Wave 1 played: a goblin of 1 HP enters, falls, and the wave ends.
fn wave_one_played() -> [Action; 4] {
    [
        Action::StartWave,
        enters(1, "Goblin Peon", 1),
        Action::Damage {
            character: Character::Monster(1),
            amount: 1,
            kind: Kind::Melee,
        },
        Action::EndWave,
    ]
}

#[test]
fn the_wave_die_takes_the_wave_card_s_modifier() {
    // The card says −3 for wave 1: the die shows it and every roll is
    // modified by it (nets of −2 to 9), and the Monsters page says where
    // it comes from.
    let (_dir, mut app) = game(
        "en",
        2,
        |_| {},
        &[card_with_modifiers(-3, 2), Action::StartWave],
    );
    assert!(shows(&app, "Wave die -3"));
    click_id(&mut app, "ka-tab-enter");
    assert!(shows(&app, "Wave Card, wave 1: -3"));
    for _ in 0..20 {
        click_id(&mut app, "ka-roll-wave");
        assert!(
            (-2..=9)
                .any(|n| shows(&app, &format!("{n} · odd")) || shows(&app, &format!("{n} · even"))),
            "a net result of the roll less 3"
        );
        assert!(
            !(10..=12)
                .any(|n| shows(&app, &format!("{n} · even")) || shows(&app, &format!("{n} · odd")))
        );
    }
    // The players may still set another for this wave.
    for _ in 0..3 {
        click_scrolled(&mut app, PANEL, "ka-modifier-more", 200.0);
    }
    assert!(shows(&app, "Wave die") && !shows(&app, "Wave die -3"));
    assert!(
        shows(&app, "Wave Card, wave 1: -3"),
        "the card's still shown"
    );

    // Between waves, wave 2's is the one to come.
    let mut actions = vec![card_with_modifiers(-3, 2)];
    actions.extend(wave_one_played());
    let (_dir, mut app) = game("en", 2, |_| {}, &actions);
    assert!(shows(&app, "Wave die +2"));
    click_id(&mut app, "ka-tab-enter");
    assert!(shows(&app, "Wave Card, wave 2: +2"));
}

#[test]
fn each_level_says_how_many_foes_are_still_to_come() {
    // Wave 2 of Raise the Bar (X = 2) with 4 foes on the Wave Card: at
    // least 2 of level 2, the rest of level 1 or 2 as the die says.
    let mut actions = vec![Action::WaveCard {
        waves: vec![card_row(1, 1, 0), card_row(2, 4, 0)],
    }];
    actions.extend(wave_one_played());
    actions.extend([
        Action::HealStep,
        Action::Reward { value: 100 },
        Action::StartWave,
    ]);
    let (_dir, mut app) = game("en", 2, |s| s.raise_the_bar = Some(2), &actions);
    assert!(
        shows(&app, "2 to 4 to come"),
        "level 2, none on the board yet"
    );
    monster_by_form(&mut app, "3");
    assert!(app.banners().is_empty(), "{:?}", app.banners());
    assert!(shows(&app, "up to 1 to come"), "level 1: one place left");
    assert!(shows(&app, "2 to 3 to come"));
}

#[test]
fn reverse_hp_tracking_counts_damage_up() {
    let mut actions = six_monsters();
    actions.push(Action::Damage {
        character: Character::Hero(0),
        amount: 5,
        kind: Kind::NonResistible,
    });
    let (_dir, mut app) = game("en", 2, |s| s.reverse_hp = true, &actions);
    assert!(shows(&app, "Castle Gate damage"));
    assert!(shows(&app, "0/4 damage"), "the goblin has taken none");
    assert!(shows(&app, "5"), "Valcor has taken 5");
    // + counts damage up on a hero: it deals damage.
    click_id(&mut app, "ka-more-0");
    assert_eq!(state(&app).heroes[0].hp, 14);
    click_id(&mut app, "ka-less-0");
    assert_eq!(state(&app).heroes[0].hp, 15);
    // The file keeps HP: the state counts down whatever the screen shows.
    assert_eq!(state(&app).heroes[0].max - state(&app).heroes[0].hp, 5);
}

#[test]
fn five_heroes_in_jump_start_type_the_missing_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "The King's Armory");
    for _ in 0..3 {
        click_id(&mut app, "ka-setup-add");
    }
    for i in 0..5 {
        type_in(&mut app, &format!("ka-setup-hp-{i}"), "15");
        type_in(&mut app, &format!("ka-setup-heal-{i}"), "3");
        // The default names are no base heroes: say the role.
        click_id(&mut app, &format!("ka-setup-role-{i}"));
    }
    click_down(&mut app, "ka-setup-mode-jump-start", 2000.0);
    click_down(&mut app, "ka-setup-wave-2", 2000.0);
    assert!(shows(
        &app,
        "The manual prints table H-2 for 2 to 4 heroes only; with 5 heroes type its numbers here (from the publisher's website). The hints are the numbers for 2 to 4 heroes."
    ));
    click(&mut app, "Start the game");
    assert_eq!(
        app.banners(),
        vec!["Starting reward cards: type a whole number.".to_owned()]
    );
    assert!(app.session().is_none(), "the form stays");
    for (i, v) in ["3", "-1", "-2", "-1", "0", "0", "0", "1", "1"]
        .iter()
        .enumerate()
    {
        type_down(&mut app, &format!("ka-setup-row-{i}"), v, 2000.0);
    }
    click(&mut app, "Start the game");
    let s = state(&app);
    assert_eq!((s.gate, s.cards_due, s.heroes.len()), (19, 3, 5));
    assert_eq!(s.heroes[0].hp, 13, "offensive ally HP mod −2");
}

#[test]
fn the_turkish_window_has_no_english() {
    let (_dir, app) = game("tr", 4, |_| {}, &six_monsters());
    for word in [
        "HP",
        "Gold",
        "Wave",
        "Castle Gate",
        "Monsters",
        "Shop",
        "Level",
    ] {
        assert!(!shows(&app, word), "{word:?} on the Turkish screen");
    }
    assert!(shows(&app, "5 dalganın 1. dalgası"));
    assert!(shows(&app, "Düşman turunu bitir"));
}

/// Every text on screen.
#[derive(Clone, Default)]
struct Texts(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl iced_test::selector::Selector for Texts {
    type Output = ();

    fn select(&mut self, candidate: iced_test::selector::Candidate<'_>) -> Option<()> {
        if let iced_test::selector::Candidate::Text { content, .. } = candidate
            && let Ok(mut all) = self.0.lock()
        {
            all.push(content.to_owned());
        }
        None
    }

    fn description(&self) -> String {
        String::from("every text")
    }
}

/// Text on screen that did not come from the bundle: in the
/// pseudo-language every message is wrapped in ⟦ ⟧, so a word outside
/// them must be the players' own (in `data`).
fn stray(app: &App, size: Size, data: &str) -> Vec<String> {
    let texts = Texts::default();
    let _ = sim(app, size).find(texts.clone());
    let all = texts.0.lock().map(|t| t.clone()).unwrap_or_default();
    all.into_iter()
        .filter(|t| {
            !t.contains('⟦')
                && t.split(|c: char| !c.is_alphanumeric())
                    .any(|w| w.chars().any(char::is_alphabetic) && !data.contains(w))
        })
        .collect()
}

#[test]
fn every_page_speaks_only_from_the_bundle() {
    let pseudo = tablekeeper::i18n::PSEUDO;
    let mut actions = vec![
        Action::StartWave,
        enters(1, "Goblin", 3),
        Action::instakill(1),
        Action::EndWave,
        Action::HealStep,
        Action::Reward { value: 250 },
        Action::Hire {
            class: kings_armory::Class::Cleric,
            name: "Robin".into(),
            hp: 8,
            heal_rate: 2,
            cost: 100,
            resist: Resist::default(),
            heals: false,
        },
    ];
    actions.extend(six_monsters());
    actions.push(Action::AddStatus {
        character: Character::Monster(3),
        status: Status::Stun,
        count: 1,
        kind: None,
    });
    actions.push(Action::AddStatus {
        character: Character::Monster(4),
        status: Status::Bleed,
        count: 2,
        kind: None,
    });
    let data = format!("{PLAYERS:?} {actions:?}");
    let mut found = Vec::new();
    for reverse in [false, true] {
        let (_dir, mut app) = game(pseudo, 4, |s| s.reverse_hp = reverse, &actions);
        let mut look = |app: &App, page: &str| {
            for size in [WINDOW_SIZE, SMALL] {
                for t in stray(app, size, &data) {
                    found.push(format!("{page} at {size:?}: {t:?}"));
                }
            }
        };
        look(&app, "no target");
        click_id(&mut app, "ka-roll-wave");
        click_id(&mut app, "ka-roll-d20");
        click_id(&mut app, "ka-monster-4");
        look(&app, "a monster");
        click_id(&mut app, "seat-0");
        look(&app, "a hero");
        click_id(&mut app, "ka-tab-enter");
        look(&app, "monsters");
        click_id(&mut app, "ka-tab-shop");
        look(&app, "shop");
        click_id(&mut app, "ka-tab-allies");
        click_id(&mut app, "seat-4");
        look(&app, "allies");
    }
    // The setup form with the tables the manual leaves out.
    let dir = tempfile::tempdir().unwrap();
    let (_store, mut app) = in_language(dir.path(), pseudo);
    let _ = app.update(Message::NewGame(tablekeeper::rules::GameKind::KingsArmory));
    for _ in 0..3 {
        click_id(&mut app, "ka-setup-add");
    }
    for mode in ["jump-start", "gauntlet", "single-wave"] {
        click_down(&mut app, &format!("ka-setup-mode-{mode}"), 2000.0);
        // The heroes' badges: the initials of the names in their fields.
        let data = format!("{data} {}", form_initials(&app));
        for t in stray(&app, WINDOW_SIZE, &data) {
            found.push(format!("setup {mode}: {t:?}"));
        }
    }
    assert!(
        found.is_empty(),
        "text that is not from the bundle:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_gauntlet_starts_from_its_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "The King's Armory");
    for i in 0..2 {
        type_in(&mut app, &format!("ka-setup-hp-{i}"), "18");
        type_in(&mut app, &format!("ka-setup-heal-{i}"), "3");
    }
    click_down(&mut app, "ka-setup-mode-gauntlet", 2000.0);
    click_down(&mut app, "ka-setup-wave-3", 2000.0);
    click(&mut app, "Start the game");
    let s = state(&app);
    assert_eq!(
        (s.gate, s.towers, s.cards_due),
        (25, 2, 7),
        "table H-3, level 3"
    );
    assert!(shows(&app, "The Gauntlet, level 3"));
    assert!(shows(&app, "Start The Gauntlet"));
    // The starting reward cards come first; the wave start says why not.
    click_id(&mut app, "ka-start-wave");
    assert_eq!(state(&app).phase, kings_armory::Phase::Prepare);
    click_id(&mut app, "ka-tab-shop");
    for _ in 0..7 {
        click_id(&mut app, "ka-reward-50");
    }
    click_id(&mut app, "ka-start-wave");
    assert_eq!(state(&app).phase, kings_armory::Phase::Wave);
    assert!(shows(&app, "0 foes' rounds survived"));
}

#[test]
fn heroes_join_leave_and_return_between_waves() {
    let between = [
        Action::StartWave,
        enters(1, "Goblin", 3),
        Action::instakill(1),
        Action::EndWave,
    ];
    let (_dir, mut app) = game("en", 2, |_| {}, &between);
    click_id(&mut app, "ka-tab-allies");
    // Before the heal step the rules refuse: the button is disabled.
    click_scrolled(&mut app, PANEL, "ka-join", 2000.0);
    assert_eq!(state(&app).heroes.len(), 2);
    click_id(&mut app, "ka-heal-step");
    for (field, words) in [
        ("ka-join-player", "Cy"),
        ("ka-join-hero", "Raphael"),
        ("ka-join-hp", "18"),
        ("ka-join-heal", "5"),
    ] {
        // Scrolled to the join form, not to the page's end: the leaving
        // and returning rows under it are taller than the page's view.
        type_scrolled(&mut app, PANEL, field, words, 450.0);
    }
    click_scrolled(&mut app, PANEL, "ka-join", 450.0);
    let s = state(&app);
    assert_eq!(s.heroes.len(), 3);
    assert_eq!(s.heroes[2].hp, 16, "max HP less the wave about to begin");
    seats_fit(&app, WINDOW_SIZE, 3).unwrap();
    // Leaving asks in place; Yes takes the seat out, Returns brings it back.
    click_scrolled(&mut app, PANEL, "ka-leave-1", 2000.0);
    assert!(!state(&app).heroes[1].left, "asking changes nothing");
    let mut ui = scrolled(&app, PANEL, 2000.0);
    ui.click("Yes").unwrap_or_else(|e| panic!("Yes: {e:?}"));
    let messages = ui.into_messages().collect();
    feed(&mut app, messages);
    assert!(state(&app).heroes[1].left, "Yes: Ember's player leaves");
    click_scrolled(&mut app, PANEL, "ka-return-1", 2000.0);
    assert!(!state(&app).heroes[1].left, "and comes back");
}

/// A monster of `level` enters through the Monsters page: its level
/// picked, its HP typed, Enter.
fn monster_of_level(app: &mut App, level: u32, hp: &str) {
    click_id(app, "ka-tab-enter");
    click_id(app, &format!("ka-level-{level}"));
    type_in(app, "ka-enter-hp", hp);
    click_id(app, "ka-enter");
}

#[test]
fn the_board_reads_at_a_glance_and_between_waves_leads_step_by_step() {
    let (dir, mut app) = game("en", 4, |_| {}, &[]);
    assert!(shows(&app, "Before wave 1"));
    assert!(shows(&app, "Setting up: towers, purchases, cards"));
    click_id(&mut app, "ka-start-wave");
    // Ten monsters come in: three of level 1, four of level 2, two of
    // level 3 and one of level 4.
    for (level, hp) in [
        (1, "4"),
        (2, "7"),
        (1, "4"),
        (3, "12"),
        (2, "9"),
        (4, "18"),
        (2, "6"),
        (1, "5"),
        (3, "8"),
        (2, "9"),
    ] {
        monster_of_level(&mut app, level, hp);
    }
    assert_eq!(state(&app).monsters.len(), 10, "{:?}", app.banners());
    // The strip: the gate, the wave, whose round; the team's gold and
    // cards.
    for words in [
        "Castle Gate",
        "/ 20",
        "Wave 1 of 5",
        "Foes' round 1",
        "Gold",
        "Reinforcements 0/3",
        "Armory Card 0/1",
    ] {
        assert!(shows(&app, words), "{words:?} in the strip");
    }
    // The foes by level with their counts, every one on screen.
    for (group, count) in [
        ("Level 1", "3 on the board"),
        ("Level 2", "4 on the board"),
        ("Level 3", "2 on the board"),
        ("Level 4", "1 on the board"),
    ] {
        assert!(shows(&app, group) && shows(&app, count), "{group}: {count}");
    }
    let foes: Vec<String> = (1..=10).map(|m| format!("ka-monster-{m}")).collect();
    ids_fit(&app, WINDOW_SIZE, &foes).unwrap();
    seats_fit(&app, WINDOW_SIZE, 4).unwrap();
    // Level 1's foes come first, in order of entry: monsters 1, 3, 8.
    let first = bounds(&app, WINDOW_SIZE, "ka-monster-1");
    let second = bounds(&app, WINDOW_SIZE, "ka-monster-3");
    let level_2 = bounds(&app, WINDOW_SIZE, "ka-monster-2");
    assert!(second.x > first.x && (second.y - first.y).abs() < 1.0);
    assert!(level_2.y > first.y + first.height, "level 2 under level 1");
    // → picks the board's first foe, of level 1.
    named(&mut app, key::Named::ArrowRight);
    named(&mut app, key::Named::ArrowRight);
    assert!(shows(&app, "#3: 4/4 HP"), "the second of level 1");
    // A hero takes 3: its HP big in its tile, its bleed beside.
    named(&mut app, key::Named::Escape);
    key(&mut app, "3");
    click_id(&mut app, "ka-less-0");
    assert_eq!(state(&app).heroes[0].hp, 17);
    assert!(shows(&app, "17"));
    click_id(&mut app, "seat-0");
    click_id(&mut app, "ka-status-more-bleed");
    assert!(shows(&app, "Bleed 1"), "the status in the hero's tile");
    assert!(shows(&app, "Equipment: 2 locked"));
    // A foe's HP and status on its chip.
    click_id(&mut app, "ka-monster-4");
    click_id(&mut app, "ka-status-more-stun");
    key(&mut app, "5");
    click_id(&mut app, "ka-hit-melee");
    assert!(shows(&app, "7/12 · Stunned"), "the troll's chip");
    click_id(&mut app, "ka-next-round");
    assert!(shows(&app, "Players' round 1"));
    // Every foe falls; the wave ends.
    for m in 1..=10 {
        click_id(&mut app, &format!("ka-monster-{m}"));
        click_id(&mut app, "ka-instant");
    }
    click_id(&mut app, "ka-end-wave");
    assert!(shows(&app, "Between waves"), "{:?}", app.banners());
    // The seven steps in the rulebook's order; the heal is first.
    assert!(shows(&app, "Step 1/7: Heal"));
    for name in [
        "Heal!",
        "Get the Gold!",
        "Spend the Gold!",
        "Make Change & Shuffle the Deck",
        "Equip Heroes",
        "Reposition Allies",
        "Start the Next Wave!",
    ] {
        assert!(shows(&app, name), "{name:?} in the sequence");
    }
    let tops: Vec<f32> = (1..=4)
        .map(|n| bounds(&app, WINDOW_SIZE, &format!("ka-step-{n}")).y)
        .collect();
    assert!(
        tops.windows(2).all(|w| w[0] < w[1]),
        "1 to 4 down: {tops:?}"
    );
    assert!(bounds(&app, WINDOW_SIZE, "ka-step-5").x > bounds(&app, WINDOW_SIZE, "ka-step-1").x);
    click_id(&mut app, "ka-step-heal");
    assert!(state(&app).healed);
    assert!(shows(&app, "Step 2/7: Get the gold"));
    // The gold comes in; a purchase shows the group is spending it.
    click_id(&mut app, "ka-tab-shop");
    click_id(&mut app, "ka-reward-250");
    assert!(shows(&app, "Step 2/7: Get the gold"));
    click_id(&mut app, "ka-build-tower");
    assert_eq!(state(&app).towers, 4);
    assert!(shows(&app, "Step 3/7: Spend the gold"));
    let logged = entries(&app);
    // A double click on Done moves on one step: the second click lands
    // where nothing is.
    let tiles: Vec<Rectangle> = (1..=7)
        .map(|n| bounds(&app, WINDOW_SIZE, &format!("ka-step-{n}")))
        .collect();
    let at = bounds(&app, WINDOW_SIZE, "ka-step-done-3").center();
    ui_common::double_click_at(&mut app, at);
    assert!(shows(&app, "Step 4/7: Make change"));
    let said = ui_common::texts(&app);
    assert!(
        said.iter().any(
            |t| t.starts_with("Step 4 (B5): keep the gold as 100g cards")
                && t.ends_with("150 gold: 1 × 100g and 1 × 50g.")
        ),
        "what step 4 asks, with the change to make: {said:?}"
    );
    for (n, b) in (1..=7).zip(&tiles) {
        assert_eq!(bounds(&app, WINDOW_SIZE, &format!("ka-step-{n}")), *b);
    }
    assert_eq!(entries(&app), logged + 1, "the step is logged");
    // Reopened (the window closed and started again), the session is at
    // step 4 still.
    let (_store, mut again) = ui_common::in_language(dir.path(), "en");
    let _ = again.update(Message::Open("table".into()));
    assert!(shows(&again, "Step 4/7: Make change"));
    assert!(!shows(&again, "Step 2/7: Get the gold"));
    // Undone, the step is back to 3; redone by Done again.
    click(&mut app, "Undo");
    assert!(shows(&app, "Step 3/7: Spend the gold"));
    click_id(&mut app, "ka-step-done-3");
    assert!(shows(&app, "Step 4/7: Make change"));
    // Back to a step by its name, then on to the end.
    click(&mut app, "Spend the Gold!");
    assert!(shows(&app, "Step 3/7: Spend the gold"));
    for n in 3..=6 {
        click_id(&mut app, &format!("ka-step-done-{n}"));
    }
    assert!(shows(&app, "Step 7/7: Start the wave"));
    assert_eq!(entries(&app), logged + 6, "each step moved to is logged");
    click_id(&mut app, "ka-step-start");
    assert!(shows(&app, "Wave 2 of 5"));
    assert!(shows(&app, "Foes' round 1"));
}

#[test]
fn a_boss_to_come_is_counted_with_its_round() {
    let mut actions = Vec::new();
    for _ in 1..=4 {
        actions.extend([
            Action::StartWave,
            enters(1, "Goblin", 3),
            Action::instakill(actions.len() as u32 / 5 + 1),
            Action::EndWave,
            Action::HealStep,
        ]);
    }
    actions.extend([Action::StartWave, enters(2, "Orc", 9)]);
    let (_dir, mut app) = game("en", 4, |_| {}, &actions);
    assert!(shows(&app, "Wave 5 of 5"));
    for words in [
        "Level 2",
        "1 on the board",
        "Boss",
        "0 on the board",
        "1 to come",
        "on foes' round 2",
        "None on the board yet.",
    ] {
        assert!(shows(&app, words), "{words:?}");
    }
    click_id(&mut app, "ka-next-round");
    click_id(&mut app, "ka-next-round");
    click_id(&mut app, "ka-tab-enter");
    click_id(&mut app, "ka-level-boss");
    type_in(&mut app, "ka-enter-hp", "30");
    click_id(&mut app, "ka-enter");
    assert!(
        state(&app).monsters.iter().any(|m| m.boss),
        "{:?}",
        app.banners()
    );
    assert!(!shows(&app, "1 to come"), "the boss is here");
    assert!(!shows(&app, "0 on the board"));
    let boss = state(&app).next_id - 1;
    ids_fit(&app, WINDOW_SIZE, &[format!("ka-monster-{boss}")]).unwrap();
}

#[test]
fn nothing_moves_under_the_pointer_as_numbers_and_steps_change() {
    let mut actions = vec![Action::StartWave];
    for (i, level) in [1, 1, 2, 2, 2, 3, 3, 4, 1, 2].iter().enumerate() {
        actions.push(enters(*level, "Orc Brute", 12 + i as i64));
    }
    let (_dir, mut app) = game("en", 4, |_| {}, &actions);
    let watched: Vec<String> = [
        "ka-more-0",
        "ka-less-0",
        "ka-roll-wave",
        "ka-roll-d20",
        "ka-monster-1",
        "ka-hit-2",
        "ka-hit-10",
        "ka-hit-3",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    let places = |app: &App, n: usize| -> Vec<Rectangle> {
        watched[..n]
            .iter()
            .map(|id| bounds(app, WINDOW_SIZE, id))
            .collect()
    };
    let before = places(&app, watched.len());
    // Valcor loses a digit (20 → 9), a level 1 foe falls (its group's
    // count drops), another loses one (13 → 7), the dice roll: every
    // button stays where it was; the round passes: the dice and the
    // heroes' buttons too.
    key(&mut app, "1");
    key(&mut app, "1");
    click_id(&mut app, "ka-less-0");
    assert_eq!(state(&app).heroes[0].hp, 9);
    // The amount was used: the next digit starts a new one.
    key(&mut app, "3");
    for (hit, times) in [("ka-hit-1", 5), ("ka-hit-2", 2)] {
        let at = bounds(&app, WINDOW_SIZE, hit).center();
        for _ in 0..times {
            click_at(&mut app, at);
        }
    }
    assert!(state(&app).monster_index(1).is_none(), "the first foe fell");
    assert_eq!(state(&app).monsters[0].hp, 7, "13 less 6");
    click_id(&mut app, "ka-roll-wave");
    click_id(&mut app, "ka-roll-d20");
    assert_eq!(places(&app, watched.len()), before);
    click_id(&mut app, "ka-next-round");
    assert!(shows(&app, "Players' round 1"));
    assert_eq!(places(&app, 4), before[..4]);
}

/// With the largest text the play screen scrolls as one page, the side
/// panel under the board: as the game moves on between waves (the heal
/// step's reminder goes, the gold comes in, the steps move on), the
/// strip's dice, the steps, the help lines and the panel's tabs stay
/// where they were.
#[test]
fn with_the_largest_text_nothing_moves_as_the_game_moves_on() {
    let between = [
        Action::StartWave,
        enters(1, "Goblin", 3),
        Action::instakill(1),
        Action::EndWave,
    ];
    let settings = tablekeeper::store::Settings {
        language: Some("en".into()),
        text_size: tablekeeper::store::TEXT_MAX,
        ..tablekeeper::store::Settings::default()
    };
    let (_dir, mut app) = ka::game_in(settings, &PLAYERS[..4], |_| {}, &between);
    let watched = [
        "ka-roll-wave",
        "ka-step-1",
        "ka-step-2",
        "ka-help",
        "ka-panel",
        "ka-tab-target",
        "ka-tab-shop",
    ];
    let places = |app: &App| -> Vec<Rectangle> {
        watched
            .iter()
            .map(|id| bounds(app, WINDOW_SIZE, id))
            .collect()
    };
    let before = places(&app);
    // The panel is under the board, as wide as it.
    assert!(before[4].y > before[2].y + before[2].height);
    assert!(before[4].width > WINDOW_SIZE.width * 0.9, "{:?}", before[4]);
    let heal = "Between waves: start with the heal step.";
    assert!(shows(&app, heal));
    click_id(&mut app, "ka-step-heal");
    assert!(state(&app).healed);
    assert!(!shows(&app, heal));
    assert_eq!(places(&app), before);
    click_id(&mut app, "ka-tab-shop");
    click_id(&mut app, "ka-reward-250");
    click_id(&mut app, "ka-build-tower");
    assert!(shows(&app, "Step 3/7: Spend the gold"));
    assert_eq!(places(&app), before);
}

/// Types `words` into the Wave Card's field `id` and presses Enter there.
fn card_field(app: &mut App, id: &str, words: &str, enter: bool) {
    if enter {
        ui_common::type_into(app, id, words);
    } else {
        type_in(app, id, words);
    }
}

/// A monster of the wave enters through the Monsters page and is hit down
/// by its HP (picked by the arrow key, the amount typed, Enter).
fn enter_and_defeat(app: &mut App, hp: &str) {
    monster_by_form(app, hp);
    let id = state(app).next_id - 1;
    click_id(app, &format!("ka-monster-{id}"));
    key(app, hp);
    named(app, key::Named::Enter);
    assert!(
        state(app).monster_index(id).is_none(),
        "{:?}",
        app.banners()
    );
}

#[test]
fn the_wave_card_is_entered_and_counts_the_foes_due() {
    let (_dir, mut app) = game("en", 2, |_| {}, &[]);
    // Skipped, the screen says the counts are off.
    assert!(shows(
        &app,
        "Wave Card not entered: foe counts are not checked"
    ));
    let open = bounds(&app, WINDOW_SIZE, "ka-card-open");
    let tabs = bounds(&app, WINDOW_SIZE, "ka-tab-target");
    click_id(&mut app, "ka-card-open");
    assert!(shows(&app, "Enter the Wave Card"));
    // Wave 1: 4 foes on the card, 1 more for the number of heroes, 2
    // reward cards; Enter in the last field sends the row.
    card_field(&mut app, "ka-card-1-foes", "4", false);
    card_field(&mut app, "ka-card-1-extra-foes", "1", false);
    let before = entries(&app);
    card_field(&mut app, "ka-card-1-cards", "2", true);
    assert!(app.banners().is_empty(), "{:?}", app.banners());
    assert_eq!(entries(&app), before + 1);
    assert_eq!(
        state(&app).card,
        vec![kings_armory::WaveNumbers {
            wave: 1,
            foes: 4,
            extra_foes: 1,
            d12_mod: 0,
            reward_cards: 2,
            extra_cards: 0,
        }]
    );
    // The typed values are gone: what is typed now starts afresh (the
    // numbers entered show as the fields' hints).
    type_in(&mut app, "ka-card-1-foes", "5");
    assert_eq!(value_of(&app, "ka-card-1-foes"), "5");
    retype_card(&mut app, "ka-card-1-foes");
    assert!(shows(&app, "Wave 1: 5 foes, then 2 reward cards"));
    // Nothing moved under the pointer.
    assert_eq!(bounds(&app, WINDOW_SIZE, "ka-card-open"), open);
    assert_eq!(bounds(&app, WINDOW_SIZE, "ka-tab-target"), tabs);

    click_id(&mut app, "ka-start-wave");
    assert!(shows(&app, "5 foes due this round, 0 still to come"));
    assert!(shows(&app, "0 of 5 entered"));
    enter_and_defeat(&mut app, "3");
    enter_and_defeat(&mut app, "3");
    assert!(shows(&app, "3 foes due this round, 0 still to come"));
    assert!(shows(&app, "2 of 5 entered"));
    assert_eq!(bounds(&app, WINDOW_SIZE, "ka-card-open"), open);
    // Every foe on the board is down, but three never entered: the wave
    // cannot end (Alt+W asks; the banner gives the rule and the section).
    alt(&mut app, "w");
    assert_eq!(
        app.banners(),
        vec![
            "3 of the 5 foes the Wave Card brings in wave 1 (4 on the card, 1 for the number of heroes) have not entered yet (B1): the wave ends once every one of them is defeated (B4)."
                .to_owned()
        ]
    );
    assert_eq!(state(&app).phase, kings_armory::Phase::Wave);
    // Nor may the foes' round end.
    alt(&mut app, "e");
    assert!(
        app.banners()
            .iter()
            .any(|b| b.contains("3 foes are still due on foes' round 1")),
        "{:?}",
        app.banners()
    );
    for _ in 0..3 {
        enter_and_defeat(&mut app, "2");
    }
    assert!(shows(&app, "0 foes due this round, 0 still to come"));
    click_id(&mut app, "ka-end-wave");
    assert_eq!(state(&app).phase, kings_armory::Phase::Between);
    // Between waves: the card's 2 reward cards are due.
    assert!(shows(&app, "Wave 1: 2 reward cards, 2 still to enter"));
    assert!(shows(
        &app,
        "Wave Card not entered: foe counts are not checked"
    ));
    click_id(&mut app, "ka-heal-step");
    click_id(&mut app, "ka-tab-shop");
    click_id(&mut app, "ka-reward-100");
    assert!(shows(&app, "Wave 1: 2 reward cards, 1 still to enter"));
    alt(&mut app, "w");
    assert_eq!(
        app.banners(),
        vec!["Enter the 1 reward card of wave 1 first (B5, step 2: Get the Gold!).".to_owned()]
    );
    click_id(&mut app, "ka-reward-50");
    alt(&mut app, "w");
    assert_eq!(state(&app).wave, 2);
    assert!(app.banners().is_empty(), "{:?}", app.banners());
}

/// Empties the Wave Card's field `id` with Backspace (no Enter).
fn retype_card(app: &mut App, id: &str) {
    let typed = value_of(app, id).chars().count();
    for _ in 0..typed {
        let mut ui = sim(app, WINDOW_SIZE);
        let b = ui
            .find(iced::widget::Id::from(id.to_owned()))
            .unwrap()
            .bounds();
        ui.point_at(Point::new(b.x + b.width - 2.0, b.y + b.height / 2.0));
        let _ = ui.simulate(iced_test::simulator::click());
        let _ = ui.tap_key(key::Named::Backspace);
        let messages = ui.into_messages().collect();
        feed(app, messages);
    }
}

#[test]
fn the_whole_wave_card_goes_in_once_and_a_double_click_sends_it_once() {
    let (_dir, mut app) = game("en", 2, |_| {}, &[]);
    click_id(&mut app, "ka-card-open");
    for wave in 1..=5u32 {
        card_field(
            &mut app,
            &format!("ka-card-{wave}-foes"),
            &(wave + 1).to_string(),
            false,
        );
        card_field(
            &mut app,
            &format!("ka-card-{wave}-cards"),
            &wave.to_string(),
            false,
        );
    }
    card_field(&mut app, "ka-card-5-extra-cards", "1", false);
    let before = entries(&app);
    ui_common::double_click(&mut app, "Enter the Wave Card");
    assert_eq!(entries(&app), before + 1, "one press, one action");
    assert!(app.banners().is_empty(), "{:?}", app.banners());
    let st = state(&app);
    assert_eq!(st.card.len(), 5);
    assert_eq!(
        st.card
            .iter()
            .map(|n| (n.total(), n.reward_cards + n.extra_cards))
            .collect::<Vec<_>>(),
        vec![(2, 1), (3, 2), (4, 3), (5, 4), (6, 6)]
    );
    // Sent empty, the form says what to type.
    click_id(&mut app, "ka-card-send");
    assert_eq!(
        app.banners(),
        vec!["Type a wave's numbers first.".to_owned()]
    );
    // A word is named with its wave and field.
    type_in(&mut app, "ka-card-2-d12", "x");
    click_id(&mut app, "ka-card-send");
    assert_eq!(
        app.banners(),
        vec!["Wave 2, d12: “x” is not a whole number.".to_owned()]
    );
    // During the wave the card cannot be entered: the button says why.
    let (_dir, app) = game(
        "en",
        2,
        |_| {},
        &[
            Action::WaveCard {
                waves: vec![kings_armory::WaveNumbers {
                    wave: 1,
                    foes: 3,
                    extra_foes: 0,
                    d12_mod: 0,
                    reward_cards: 2,
                    extra_cards: 0,
                }],
            },
            Action::StartWave,
        ],
    );
    let mut app = app;
    click_id(&mut app, "ka-card-open");
    let before = entries(&app);
    click_id(&mut app, "ka-card-send");
    assert_eq!(entries(&app), before, "disabled during a wave");
    // Tab moves the cursor on: the key asks for a focus change.
    let tab = iced::keyboard::Event::KeyPressed {
        key: iced::keyboard::Key::Named(key::Named::Tab),
        modified_key: iced::keyboard::Key::Named(key::Named::Tab),
        physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
        location: iced::keyboard::Location::Standard,
        modifiers: Modifiers::empty(),
        text: None,
        repeat: false,
    };
    app.pass_time(std::time::Duration::from_secs(1));
    assert!(
        app.update(Message::Key(tab)).units() > 0,
        "Tab focuses the next field"
    );
    assert_eq!(entries(&app), before);
}

#[test]
fn raise_the_bar_is_chosen_at_setup_and_shown_with_the_foes_due() {
    let (_dir, mut app) = game(
        "en",
        2,
        |s| {
            s.mode = kings_armory::Mode::JumpStart;
            s.wave = Some(2);
            s.raise_the_bar = Some(2);
        },
        &[
            Action::Reward { value: 50 },
            Action::Reward { value: 50 },
            Action::Reward { value: 50 },
        ],
    );
    assert!(shows(
        &app,
        "Wave Card not entered: foe counts are not checked"
    ));
    assert!(shows(&app, "Raise the Bar: 0/2 of level 2"));
    click_id(&mut app, "ka-start-wave");
    assert!(shows(&app, "Raise the Bar: 0/2 of level 2"));
    // The setup form offers it, off by default.
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "The King's Armory");
    for (i, (hp, heal)) in [("20", "4"), ("16", "3")].iter().enumerate() {
        type_in(&mut app, &format!("ka-setup-hp-{i}"), hp);
        type_in(&mut app, &format!("ka-setup-heal-{i}"), heal);
    }
    click_id(&mut app, "ka-setup-bar-3");
    click(&mut app, "Start the game");
    match app.session().map(|s| s.setup()) {
        Some(AnySetup::KingsArmory(s)) => assert_eq!(s.raise_the_bar, Some(3)),
        other => panic!("{other:?}"),
    }
}
