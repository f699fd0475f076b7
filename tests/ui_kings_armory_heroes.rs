//! The King's Armory's rules-2 actions through the window, headless, as a
//! person plays them (issue #20, "Heroes as the rulebook has them" and
//! "Legal play refused"): a boss defeated at once when the card says it
//! affects bosses, a foe destroyed or refused with its rule, a summoned
//! monster beyond the round's foes, players dropping (asked first) and
//! returning in The Gauntlet, equipment worn, refused, traded and sold,
//! Felicity's Guardian, hireables sitting a wave out, Single Wave from
//! wave 2, and corrections that repeat while held.
#![cfg(feature = "gui")]

mod ui_common;

use iced::Point;
use iced::keyboard::key;
use iced_test::simulator::Simulator;
use tablekeeper::rules::kings_armory::{self, Action, Class, Defeat, Immunity, Mode, Resist};
use tablekeeper::rules::{AnyAction, AnySetup};
use tablekeeper::ui::{App, Message, WINDOW_SIZE};
use ui_common::kings_armory::{self as ka, enters, entries, state};
use ui_common::{bounds, click, click_id, english, feed, press, shows, sim, texts, type_in};

/// The last action in the log.
fn last(app: &App) -> Option<Action> {
    let entry = app.session().and_then(|s| s.entries().last().cloned());
    match entry.map(|e| e.action) {
        Some(AnyAction::KingsArmory(a)) => Some(a),
        _ => None,
    }
}

fn named(app: &mut App, k: key::Named) {
    press(app, Some(k), "", iced::keyboard::Modifiers::empty());
}

fn digit(app: &mut App, d: &str) {
    press(app, None, d, iced::keyboard::Modifiers::empty());
}

/// Whether some text on screen starts with `words`.
fn says(app: &App, words: &str) -> bool {
    texts(app).iter().any(|t| t.starts_with(words))
}

const PLAYERS: [(&str, &str, i64, i64); 4] = [
    ("Ana", "Valcor", 20, 4),
    ("Flo", "Felicity", 14, 5),
    ("Bo", "Ember", 16, 3),
    ("Cy", "Raphael", 18, 5),
];

/// An open English game for the first `n` heroes, after `actions`.
fn game(
    n: usize,
    edit: impl FnOnce(&mut kings_armory::Setup),
    actions: &[Action],
) -> (tempfile::TempDir, App) {
    ka::game("en", &PLAYERS[..n], edit, actions)
}

/// Where the side panel's page scrolls, and where a control scrolled to
/// comes to rest (the middle of the page at 1280×800).
const PANEL: Point = Point::new(780.0, 540.0);

/// A frame with the side panel's page scrolled down by `dy`.
fn scrolled(app: &App, dy: f32) -> Simulator<'_, Message> {
    let mut ui = sim(app, WINDOW_SIZE);
    ui.point_at(PANEL);
    let _ = ui.simulate(vec![iced::Event::Mouse(
        iced::mouse::Event::WheelScrolled {
            delta: iced::mouse::ScrollDelta::Pixels { x: 0.0, y: -dy },
        },
    )]);
    ui
}

/// How far the side panel's page scrolls to bring `id` to its middle, as
/// a person scrolls to a control before clicking it.
fn scroll_to(app: &App, id: &str) -> f32 {
    let b = sim(app, WINDOW_SIZE)
        .find(iced::widget::Id::from(id.to_owned()))
        .unwrap_or_else(|e| panic!("find #{id}: {e:?}"))
        .bounds();
    (b.center_y() - PANEL.y).max(0.0)
}

/// Scrolls the side panel's page to `id` and clicks it.
fn click_down(app: &mut App, id: &str) {
    let dy = scroll_to(app, id);
    let mut ui = scrolled(app, dy);
    ui.click(iced::widget::Id::from(id.to_owned()))
        .unwrap_or_else(|e| panic!("click #{id}: {e:?}"));
    let messages = ui.into_messages().collect();
    feed(app, messages);
}

/// The bounds of `id` with the side panel's page scrolled to it.
fn bounds_down(app: &App, id: &str) -> iced::Rectangle {
    let dy = scroll_to(app, id);
    scrolled(app, dy)
        .find(iced::widget::Id::from(id.to_owned()))
        .unwrap_or_else(|e| panic!("find #{id}: {e:?}"))
        .bounds()
}

/// Scrolls the side panel's page to `id` and types into it.
fn type_down(app: &mut App, id: &str, words: &str) {
    for ch in words.chars() {
        let dy = scroll_to(app, id);
        let mut ui = scrolled(app, dy);
        ui.click(iced::widget::Id::from(id.to_owned()))
            .unwrap_or_else(|e| panic!("focus #{id}: {e:?}"));
        let _ = ui.typewrite(&ch.to_string());
        let messages = ui.into_messages().collect();
        feed(app, messages);
    }
}

/// Four waves played through and the fifth, the final one, started with
/// an Orc on the board; its boss on foes' round 2, when it is due.
fn final_wave_with_its_boss() -> Vec<Action> {
    let mut actions = Vec::new();
    for wave in 0..4u32 {
        actions.extend([
            Action::StartWave,
            enters(1, "Goblin", 3),
            Action::instakill(wave + 1),
            Action::EndWave,
            Action::HealStep,
        ]);
    }
    actions.extend([
        Action::StartWave,
        enters(2, "Orc", 9),
        Action::NextRound,
        Action::NextRound,
        Action::MonsterEnters {
            level: None,
            boss: true,
            name: Some("Ogre King".into()),
            hp: 30,
            resist: Resist::default(),
            immune: Vec::new(),
            siege: false,
            summoned: false,
        },
    ]);
    actions
}

#[test]
fn a_boss_falls_at_once_only_when_the_card_says_it_affects_bosses() {
    let (_dir, mut app) = game(2, |_| {}, &final_wave_with_its_boss());
    let boss = state(&app).monsters.iter().find(|m| m.boss).unwrap().id;
    click_id(&mut app, &format!("ka-monster-{boss}"));
    // The choices are folded beside the button; shown, the refusal is
    // under them, and the button does nothing.
    click_down(&mut app, "ka-instant-options");
    assert!(
        says(
            &app,
            "Bosses are immune to Instakill, Destruction and Removal"
        ),
        "the rule under the choices: {:?}",
        texts(&app)
    );
    let logged = entries(&app);
    click_id(&mut app, "ka-instant");
    assert_eq!(entries(&app), logged, "refused: nothing logged");
    assert!(state(&app).monster_index(boss).is_some());
    // The card says it affects bosses: the boss falls.
    click_down(&mut app, "ka-instant-bosses");
    assert!(!says(&app, "Bosses are immune"), "{:?}", texts(&app));
    click_id(&mut app, "ka-instant");
    assert!(
        state(&app).monster_index(boss).is_none(),
        "{:?}",
        app.banners()
    );
    assert_eq!(
        last(&app),
        Some(Action::InstantDefeat {
            monster: boss,
            how: Defeat::Instakill,
            kind: None,
            affects_bosses: true,
        })
    );
    // The card was played once: the next foe gets a plain Instakill.
    click_id(&mut app, "ka-monster-5");
    click_id(&mut app, "ka-instant");
    assert_eq!(last(&app), Some(Action::instakill(5)));
}

#[test]
fn destroying_a_living_foe_is_refused_with_its_rule_and_siege_equipment_is_destroyed() {
    let siege = Action::MonsterEnters {
        level: Some(3),
        boss: false,
        name: Some("Battering Ram".into()),
        hp: 12,
        resist: Resist::default(),
        immune: Vec::new(),
        siege: true,
        summoned: false,
    };
    let drake = Action::MonsterEnters {
        level: Some(4),
        boss: false,
        name: Some("Wind Drake".into()),
        hp: 14,
        resist: Resist::default(),
        immune: vec![Immunity::Ranged],
        siege: false,
        summoned: false,
    };
    let (_dir, mut app) = game(
        2,
        |_| {},
        &[Action::StartWave, enters(1, "Goblin", 4), siege, drake],
    );
    let logged = entries(&app);
    click_id(&mut app, "ka-monster-1");
    click_down(&mut app, "ka-instant-options");
    click_down(&mut app, "ka-instant-destroyed");
    assert!(
        shows(
            &app,
            "Destroying only works against siege equipment, not regular foes (Goblin #1; E, Destroyed)."
        ),
        "{:?}",
        texts(&app)
    );
    click_id(&mut app, "ka-instant");
    assert_eq!(entries(&app), logged, "refused: nothing logged");
    // Another target: the choices fold back to a plain Instakill, which
    // siege equipment is immune to; Destroyed takes the ram.
    click_id(&mut app, "ka-monster-2");
    click_down(&mut app, "ka-instant-options");
    assert!(says(&app, "Siege equipment is immune to Instakill"));
    click_down(&mut app, "ka-instant-destroyed");
    click_id(&mut app, "ka-instant");
    assert!(state(&app).monster_index(2).is_none());
    assert_eq!(
        last(&app),
        Some(Action::InstantDefeat {
            monster: 2,
            how: Defeat::Destroyed,
            kind: None,
            affects_bosses: false,
        })
    );
    // Ember's Head Shot on a Wind Drake: immune to ranged, so to its
    // instakill too (E, Immune); by no attack type it falls.
    click_id(&mut app, "ka-monster-3");
    click_down(&mut app, "ka-instant-options");
    click_down(&mut app, "ka-instant-by-ranged");
    assert!(says(&app, "Wind Drake #3"), "{:?}", texts(&app));
    let logged = entries(&app);
    click_id(&mut app, "ka-instant");
    assert_eq!(entries(&app), logged);
    click_down(&mut app, "ka-instant-by-none");
    click_id(&mut app, "ka-instant");
    assert!(state(&app).monster_index(3).is_none());
}

#[test]
fn a_summoned_monster_enters_beyond_the_foes_of_the_round() {
    // The Gauntlet, level 1: three foes on the first foes' round (H-3).
    let (_dir, mut app) = game(
        2,
        |s| {
            s.mode = Mode::Gauntlet;
            s.wave = Some(1);
            s.towers = None;
        },
        &[
            Action::Reward { value: 100 },
            Action::Reward { value: 100 },
            Action::Reward { value: 50 },
            Action::StartWave,
            enters(1, "Goblin", 3),
            enters(1, "Goblin", 3),
            enters(1, "Goblin", 3),
        ],
    );
    click_id(&mut app, "ka-tab-enter");
    type_in(&mut app, "ka-enter-hp", "5");
    let logged = entries(&app);
    click_id(&mut app, "ka-enter");
    assert_eq!(entries(&app), logged, "a fourth foe of the roll: refused");
    // Brought by a boss card: summoned, it enters.
    click_id(&mut app, "ka-summoned");
    click_id(&mut app, "ka-enter");
    assert_eq!(state(&app).monsters.len(), 4, "{:?}", app.banners());
    assert!(matches!(
        last(&app),
        Some(Action::MonsterEnters {
            summoned: true,
            hp: 5,
            ..
        })
    ));
    // The form starts again: not summoned, so the next is refused.
    type_in(&mut app, "ka-enter-hp", "5");
    click_id(&mut app, "ka-enter");
    assert_eq!(state(&app).monsters.len(), 4);
}

/// The Gauntlet at level 1 with three heroes, its first foes' round
/// played; the players' round (its mini Between Waves phase) if `players`.
fn gauntlet(players: bool) -> (tempfile::TempDir, App) {
    let mut actions = vec![
        Action::Reward { value: 100 },
        Action::Reward { value: 100 },
        Action::Reward { value: 50 },
        Action::StartWave,
        enters(1, "Goblin", 3),
        enters(1, "Goblin", 3),
        enters(1, "Goblin", 3),
    ];
    if players {
        actions.push(Action::NextRound);
    }
    game(
        3,
        |s| {
            s.mode = Mode::Gauntlet;
            s.wave = Some(1);
            s.towers = None;
        },
        &actions,
    )
}

#[test]
fn in_the_gauntlet_players_drop_after_asking_and_return_in_the_players_round() {
    // The foes' round: the buttons are there, disabled, and say why.
    let (_dir, mut app) = gauntlet(false);
    click_id(&mut app, "ka-tab-allies");
    click_down(&mut app, "ka-leave-1");
    assert!(!state(&app).heroes[1].left);
    let mut ui = scrolled(&app, scroll_to(&app, "ka-leave-1"));
    assert!(
        ui.find("Yes").is_err(),
        "no question: leaving is refused now"
    );
    drop(ui);
    assert!(
        says(&app, "In The Gauntlet"),
        "the reason under the list: {:?}",
        texts(&app)
    );
    // The players' round: dropping asks first; a double click on Leaves
    // does not confirm (its second click lands on No).
    let (_dir, mut app) = gauntlet(true);
    click_id(&mut app, "ka-tab-allies");
    let returns = bounds(&app, WINDOW_SIZE, "ka-return-1");
    let leaves = bounds_down(&app, "ka-leave-1");
    let mut ui = scrolled(&app, scroll_to(&app, "ka-leave-1"));
    for _ in 0..2 {
        ui.point_at(leaves.center());
        let _ = ui.simulate(iced_test::simulator::click());
    }
    let messages = ui.into_messages().collect();
    feed(&mut app, messages);
    assert!(!state(&app).heroes[1].left, "a double click asks, no more");
    click_down(&mut app, "ka-leave-1");
    assert!(!state(&app).heroes[1].left, "asking changes nothing");
    let mut ui = scrolled(&app, scroll_to(&app, "ka-leave-1"));
    ui.click("Yes").unwrap_or_else(|e| panic!("Yes: {e:?}"));
    let messages = ui.into_messages().collect();
    feed(&mut app, messages);
    assert!(state(&app).heroes[1].left, "Yes: Felicity's player drops");
    // Returns did not move, and brings her back with the HP she had.
    assert_eq!(
        bounds(&app, WINDOW_SIZE, "ka-return-1"),
        returns,
        "Returns stays where it was"
    );
    click_down(&mut app, "ka-return-1");
    let s = state(&app);
    assert!(!s.heroes[1].left, "{:?}", app.banners());
    assert_eq!(s.heroes[1].hp, 14);
    // A new player joins in the players' round: max HP less the level.
    for (field, words) in [
        ("ka-join-player", "Di"),
        ("ka-join-hero", "Midnight"),
        ("ka-join-hp", "15"),
        ("ka-join-heal", "3"),
    ] {
        type_down(&mut app, field, words);
    }
    click_down(&mut app, "ka-join");
    let s = state(&app);
    assert_eq!(s.heroes.len(), 4, "{:?}", app.banners());
    assert_eq!(s.heroes[3].hp, 14, "15 less the level");
}

/// Between waves 1 and 2 with 750 gold: Valcor has unlocked both his
/// pieces (0 and 1), which put new equipment on sale, and a new piece
/// (4) was bought.
fn equipment_between_waves() -> Vec<Action> {
    vec![
        Action::StartWave,
        enters(1, "Goblin", 3),
        Action::instakill(1),
        Action::EndWave,
        Action::HealStep,
        Action::Reward { value: 250 },
        Action::Reward { value: 250 },
        Action::Reward { value: 250 },
        Action::UnlockEquipment { hero: 0 },
        Action::UnlockEquipment { hero: 0 },
        Action::BuyEquipment,
    ]
}

#[test]
fn a_hero_wears_two_pieces_a_third_is_refused_and_pieces_are_traded_and_sold() {
    let (_dir, mut app) = game(2, |_| {}, &equipment_between_waves());
    click_id(&mut app, "ka-tab-shop");
    // Valcor wears his two pieces.
    for piece in ["ka-piece-0", "ka-piece-1"] {
        click_down(&mut app, piece);
        click_down(&mut app, "ka-wear-0");
    }
    let s = state(&app);
    assert!(
        s.gear[0].equipped && s.gear[1].equipped,
        "{:?}",
        app.banners()
    );
    assert!(shows(&app, "Equipment: 2 worn"), "Valcor's tile says so");
    // The new piece is extra; Valcor may not hold a third: disabled, and
    // the rule under the buttons.
    click_down(&mut app, "ka-piece-4");
    let logged = entries(&app);
    click_down(&mut app, "ka-wear-0");
    assert_eq!(entries(&app), logged, "a third piece is refused");
    assert!(
        says(&app, "Valcor already holds 2 pieces of equipment"),
        "{:?}",
        texts(&app)
    );
    // Felicity's pieces are locked: a locked one cannot be worn.
    click_down(&mut app, "ka-piece-2");
    assert!(says(&app, "Equipment 2 is locked"), "{:?}", texts(&app));
    // Trade 1-for-1: Valcor's piece 1 for the extra piece 4.
    click_down(&mut app, "ka-piece-1");
    let at = bounds(&app, WINDOW_SIZE, "ka-trade-4");
    click_down(&mut app, "ka-trade-4");
    let s = state(&app);
    assert_eq!((s.gear[1].hero, s.gear[4].hero), (None, Some(0)));
    assert_eq!(
        bounds(&app, WINDOW_SIZE, "ka-trade-4"),
        at,
        "the piece traded for keeps its place"
    );
    // Valcor wears the piece he traded for; piece 1, now extra, is sold by
    // name.
    click_down(&mut app, "ka-piece-4");
    click_down(&mut app, "ka-wear-0");
    assert!(state(&app).gear[4].equipped);
    let gold = state(&app).gold;
    click_down(&mut app, "ka-piece-1");
    click_down(&mut app, "ka-sell-equipment");
    let s = state(&app);
    assert!(s.gear[1].gone);
    assert_eq!(s.gold, gold + 50);
    assert_eq!(last(&app), Some(Action::SellEquipment { piece: Some(1) }));
    // Felicity unlocks one of hers.
    click_down(&mut app, "ka-unlock-1");
    assert!(!state(&app).gear[2].locked);
    // Wearing showed the group is at step 5 of the between-waves
    // sequence, which names each hero's pieces.
    assert!(shows(&app, "Step 5/7: Equip heroes"), "{:?}", texts(&app));
    assert!(
        says(&app, "Step 5 (B5)")
            && texts(&app)
                .iter()
                .any(|t| t.contains("Valcor: #0 worn, #4 worn; Felicity: #2 unlocked, #3 locked")),
        "{:?}",
        texts(&app)
    );
}

#[test]
fn felicity_s_guardian_takes_damage_cannot_be_healed_and_leaves_when_she_falls() {
    let (_dir, mut app) = game(
        2,
        |_| {},
        &[
            Action::StartWave,
            enters(1, "Goblin Slinger", 3),
            Action::NextRound,
        ],
    );
    // Valcor cannot summon it: no Guardian part on his page.
    click_id(&mut app, "seat-0");
    assert!(!shows(&app, "Felicity's Guardian"));
    // Felicity's page: its HP and ranged resistance from her card.
    click_id(&mut app, "seat-1");
    type_in(&mut app, "ka-guardian-hp", "6");
    type_in(&mut app, "ka-guardian-ranged", "1");
    click_id(&mut app, "ka-summon-guardian");
    let g = state(&app)
        .guardian
        .clone()
        .expect("the Guardian is summoned");
    assert_eq!((g.name.as_str(), g.hp, g.resist.ranged), ("Guardian", 6, 1));
    // Once a wave: Summon is disabled now (a second click does nothing).
    click_id(&mut app, "ka-summon-guardian");
    assert_eq!(state(&app).guardian, Some(g.clone()));
    // Its tile, the third, with its own HP; the arrow keys reach it.
    ui_common::seats_fit(&app, WINDOW_SIZE, 3).unwrap();
    named(&mut app, key::Named::Escape);
    for _ in 0..3 {
        named(&mut app, key::Named::ArrowDown);
    }
    assert!(shows(&app, "Guardian: 6/6 HP"), "{:?}", texts(&app));
    // Damage: 2 off its HP by its tile's −.
    digit(&mut app, "2");
    click_id(&mut app, "ka-less-2");
    assert_eq!(state(&app).guardian.as_ref().map(|g| g.hp), Some(4));
    // It cannot be healed: + and Heal do nothing.
    click_id(&mut app, "ka-more-2");
    click_id(&mut app, "ka-heal");
    assert_eq!(state(&app).guardian.as_ref().map(|g| g.hp), Some(4));
    // A ranged hit of 3 on Felicity with the Guardian beside her: it
    // takes 3 less its ranged resistance.
    click_id(&mut app, "seat-1");
    digit(&mut app, "3");
    assert!(shows(&app, "Shields Felicity −2"));
    // A double click: two presses on the same spot, a frame apart.
    let at = bounds(&app, WINDOW_SIZE, "ka-guardian-shields").center();
    ui_common::double_click_at(&mut app, at);
    assert_eq!(
        state(&app).guardian.as_ref().map(|g| g.hp),
        Some(2),
        "one hit for a double click"
    );
    assert_eq!(state(&app).heroes[1].hp, 14, "Felicity takes nothing");
    // Felicity falls: the Guardian leaves; its tile stays, gone, until
    // the round passes, so nothing moves under the pointer.
    let seats: Vec<_> = (0..3)
        .map(|i| bounds(&app, WINDOW_SIZE, &format!("seat-{i}")))
        .collect();
    digit(&mut app, "1");
    digit(&mut app, "4");
    click_id(&mut app, "ka-less-1");
    let s = state(&app);
    assert!(s.heroes[1].knocked_out());
    assert!(s.guardian.is_none(), "it leaves when she falls");
    assert!(shows(&app, "Gone this round"));
    for (i, b) in seats.iter().enumerate() {
        assert_eq!(bounds(&app, WINDOW_SIZE, &format!("seat-{i}")), *b);
    }
    click_id(&mut app, "ka-next-round");
    assert!(
        sim(&app, WINDOW_SIZE)
            .find(iced::widget::Id::from("seat-2".to_owned()))
            .is_err()
    );
}

#[test]
fn a_hireable_the_towers_cannot_host_sits_the_wave_out_on_its_tile() {
    // One tower and the parapets host five (B5, step 6): four heroes and
    // a hireable; the second hireable, the last hired, sits out.
    let (_dir, mut app) = game(
        4,
        |s| s.towers = Some(1),
        &[
            Action::StartWave,
            enters(1, "Goblin", 3),
            Action::instakill(1),
            Action::EndWave,
            Action::HealStep,
            Action::Reward { value: 250 },
            Action::Hire {
                class: Class::Archer,
                name: "Robin".into(),
                hp: 6,
                heal_rate: 2,
                cost: 100,
                resist: Resist::default(),
                heals: false,
            },
            Action::Hire {
                class: Class::Cleric,
                name: "Mira".into(),
                hp: 6,
                heal_rate: 2,
                cost: 100,
                resist: Resist::default(),
                heals: false,
            },
            Action::StartWave,
        ],
    );
    let s = state(&app);
    assert_eq!(
        s.hireables.iter().map(|h| h.sits_out).collect::<Vec<_>>(),
        vec![false, true],
        "{:?}",
        s.hireables
    );
    assert!(shows(&app, "sits out this wave"), "{:?}", texts(&app));
    // Not a target: a click on its tile and the arrow keys pass it by.
    click_id(&mut app, "seat-5");
    assert!(!shows(&app, "Mira: 6/6 HP"));
    for _ in 0..6 {
        named(&mut app, key::Named::ArrowDown);
        assert!(!shows(&app, "Mira: 6/6 HP"));
    }
}

#[test]
fn single_wave_offers_waves_two_to_seven_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "The King's Armory");
    for (i, (hp, heal)) in [("20", "4"), ("16", "3")].iter().enumerate() {
        type_in(&mut app, &format!("ka-setup-hp-{i}"), hp);
        type_in(&mut app, &format!("ka-setup-heal-{i}"), heal);
        // The default names are no base heroes: say the role.
        click_id(&mut app, &format!("ka-setup-role-{i}"));
    }
    let at = Point::new(400.0, 400.0);
    let click_setup = |app: &mut App, id: &str| {
        let mut ui = sim(app, WINDOW_SIZE);
        ui.point_at(at);
        let _ = ui.simulate(vec![iced::Event::Mouse(
            iced::mouse::Event::WheelScrolled {
                delta: iced::mouse::ScrollDelta::Pixels { x: 0.0, y: -2000.0 },
            },
        )]);
        ui.click(iced::widget::Id::from(id.to_owned()))
            .unwrap_or_else(|e| panic!("click #{id}: {e:?}"));
        let messages = ui.into_messages().collect();
        feed(app, messages);
    };
    // The Gauntlet may start at level 1; Single Wave then moves to wave 2,
    // and its wave 1 is there but does nothing.
    click_setup(&mut app, "ka-setup-mode-gauntlet");
    click_setup(&mut app, "ka-setup-wave-1");
    click_setup(&mut app, "ka-setup-mode-single-wave");
    click_setup(&mut app, "ka-setup-wave-1");
    click(&mut app, "Start the game");
    let setup = match app.session().map(|s| s.setup().clone()) {
        Some(AnySetup::KingsArmory(setup)) => setup,
        _ => panic!("the game started: {:?}", app.banners()),
    };
    assert_eq!((setup.mode, setup.wave), (Mode::SingleWave, Some(2)));
}

#[test]
fn holding_minus_repeats_the_damage_and_a_click_deals_it_once() {
    let (_dir, mut app) = game(2, |_| {}, &[Action::StartWave, enters(1, "Goblin", 3)]);
    ui_common::hold(&mut app, "ka-less-0", &[100, 300]);
    assert_eq!(state(&app).heroes[0].hp, 19, "a click: once");
    ui_common::hold(&mut app, "ka-less-0", &[100, 600, 730, 860]);
    assert_eq!(
        state(&app).heroes[0].hp,
        16,
        "held: three repeats, and the release adds none"
    );
    // A status token the same way, up to its cap.
    click_id(&mut app, "seat-0");
    ui_common::hold(&mut app, "ka-status-more-bleed", &[600, 730, 860, 990]);
    assert_eq!(state(&app).heroes[0].tokens.bleed, 3, "Bleed stops at 3");
}

/// Scrolls the side panel's page to `id` and clicks it twice, as a double
/// click does (one frame, the second press on the same spot).
fn double_down(app: &mut App, id: &str) {
    let dy = scroll_to(app, id);
    let mut ui = scrolled(app, dy);
    for _ in 0..2 {
        ui.click(iced::widget::Id::from(id.to_owned()))
            .unwrap_or_else(|e| panic!("click #{id}: {e:?}"));
    }
    let messages = ui.into_messages().collect();
    feed(app, messages);
}

#[test]
fn a_double_click_on_the_new_buttons_acts_once() {
    // Spending: unlock, buy, sell, each once for a double click.
    let (_dir, mut app) = game(2, |_| {}, &equipment_between_waves());
    click_id(&mut app, "ka-tab-shop");
    for id in ["ka-unlock-1", "ka-buy-equipment"] {
        let (logged, gold) = (entries(&app), state(&app).gold);
        double_down(&mut app, id);
        assert_eq!(entries(&app), logged + 1, "{id}: {:?}", app.banners());
        assert!(state(&app).gold < gold, "{id} spent");
    }
    click_down(&mut app, "ka-piece-4");
    let logged = entries(&app);
    double_down(&mut app, "ka-sell-equipment");
    assert_eq!(entries(&app), logged + 1, "one piece sold");
    // An instant defeat: one foe falls, not the next one too.
    let (_dir, mut app) = game(
        2,
        |_| {},
        &[
            Action::StartWave,
            enters(1, "Goblin", 3),
            enters(1, "Goblin", 3),
        ],
    );
    click_id(&mut app, "ka-monster-1");
    let logged = entries(&app);
    double_down(&mut app, "ka-instant");
    assert_eq!(entries(&app), logged + 1, "{:?}", app.banners());
    assert_eq!(state(&app).monsters.len(), 1, "the second goblin stands");
}
