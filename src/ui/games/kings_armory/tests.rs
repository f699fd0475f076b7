//! The page reads the rules' answers worked out when the game or the page
//! changed: every button a part asks about is in them, whatever the tab,
//! the target or the piece picked.

use iced::Size;

use super::body::{Body, Msg, Tab};
use super::look::{V, take_asked};
use super::picks::Pick;
use crate::rules::Game;
use crate::rules::kings_armory::{Action, Ask, Character, Kind, Rules, Setup, State};
use crate::ui::games::Room;

/// Ana plays Valcor, Bo plays Felicity; in wave 1, players' round 1, with
/// monster #1 on the board and a hireable hired before.
fn in_wave() -> (Setup, State) {
    let setup = Setup::new(&[("Ana", "Valcor", 20, 4), ("Bo", "Felicity", 14, 5)], 3);
    let mut state = Rules::start(&setup);
    for action in [
        Action::StartWave,
        Action::MonsterEnters {
            level: Some(2),
            boss: false,
            name: None,
            hp: 9,
            resist: Default::default(),
            immune: Vec::new(),
            siege: false,
            summoned: false,
        },
        Action::NextRound,
    ] {
        if let Err(e) = Rules::apply_lines(&setup, &mut state, &action) {
            panic!("{action:?}: {e}");
        }
    }
    (setup, state)
}

/// What the page draws from, for `body` at scale 1 in English, live.
fn view<'a>(body: &'a Body, setup: &'a Setup, state: &'a State) -> V<'a> {
    V {
        body,
        setup,
        state,
        i18n: crate::i18n::english(),
        live: true,
        s: 1.0,
        panel: 320.0,
    }
}

/// Every part of the page drawn for `body` at the size of a window, with
/// the buttons they asked about.
fn draw_all(body: &Body, setup: &Setup, state: &State) -> Vec<Ask> {
    take_asked();
    let v = view(body, setup, state);
    let space = Size::new(600.0, 300.0);
    let _ = super::strip::strip(v, &super::strip::lines(v, 1200.0), 1200.0);
    let _ = super::cards::allies(v);
    let _ = super::foes::board(v, space);
    let _ = super::between::sequence(v, space);
    let _ = super::panel::panel(v);
    take_asked()
}

fn send(body: &mut Body, setup: &Setup, state: &State, msg: Msg) {
    if let Err(e) = Room::update(body, setup, state, msg) {
        panic!("{e:?}");
    }
}

#[test]
fn every_button_the_page_shows_is_worked_out_before_it_is_drawn() {
    let (setup, state) = in_wave();
    let mut body = Body::default();
    Room::changed(&mut body, &setup, &state);
    let mut seen = 0;
    let targets = [
        None,
        Some(Character::Monster(1)),
        Some(Character::Hero(0)),
        Some(Character::Hero(1)),
        Some(Character::Guardian(1)),
    ];
    for target in targets {
        if let Some(c) = target {
            send(&mut body, &setup, &state, Msg::Select(c));
        }
        send(&mut body, &setup, &state, Msg::Pick(Pick::Piece(0)));
        for tab in [Tab::Target, Tab::Enter, Tab::Shop, Tab::Allies, Tab::Card] {
            send(&mut body, &setup, &state, Msg::Tab(tab));
            for ask in draw_all(&body, &setup, &state) {
                assert!(body.legal().knows(ask), "{ask:?} ({tab:?}, {target:?})");
                seen += 1;
            }
        }
    }
    assert!(seen > 100, "only {seen} buttons asked");
}

#[test]
fn the_answers_follow_the_page_s_choices_and_the_game() {
    let (setup, mut state) = in_wave();
    let mut body = Body::default();
    Room::changed(&mut body, &setup, &state);
    let monster = Character::Monster(1);
    send(&mut body, &setup, &state, Msg::Select(monster));
    assert!(body.legal().knows(Ask::Upkeep(1)), "the target's buttons");
    assert_eq!(body.legal().why(Ask::Hit(monster, Kind::Melee)), None);
    // An amount of 0 typed: the hit is refused before it is pressed.
    send(&mut body, &setup, &state, Msg::Digit('0'));
    assert!(body.legal().why(Ask::Hit(monster, Kind::Melee)).is_some());
    send(&mut body, &setup, &state, Msg::Backspace);
    // Felicity may summon her Guardian in the players' round only: once
    // the game moves on to the foes' round, the answer changes when the
    // play screen says the session changed, not before.
    let felicity = Character::Hero(1);
    send(&mut body, &setup, &state, Msg::Select(felicity));
    assert_eq!(body.legal().why(Ask::Summon(1)), None);
    if let Err(e) = Rules::apply_lines(&setup, &mut state, &Action::NextRound) {
        panic!("{e}");
    }
    assert_eq!(body.legal().why(Ask::Summon(1)), None, "read, not asked");
    Room::changed(&mut body, &setup, &state);
    assert_eq!(
        body.legal().why(Ask::Summon(1)).and_then(|t| t.key()),
        Some("rule-kings_armory-guardian-turn")
    );
}

/// Whether the panel drawn for `body` has a widget with the id `id`.
fn panel_has(body: &Body, setup: &Setup, state: &State, id: &str) -> bool {
    let v = view(body, setup, state);
    let mut ui = iced_test::simulator::Simulator::with_size(
        iced::Settings::default(),
        Size::new(360.0, 4000.0),
        super::panel::panel(v),
    );
    ui.find(iced::widget::Id::from(id.to_owned())).is_ok()
}

#[test]
fn every_control_the_keyboard_may_light_is_drawn_under_its_id() {
    let (setup, state) = in_wave();
    let mut body = Body::default();
    Room::changed(&mut body, &setup, &state);
    send(&mut body, &setup, &state, Msg::Pick(Pick::Piece(0)));
    let mut seen = 0;
    for target in [Character::Monster(1), Character::Hero(1)] {
        send(&mut body, &setup, &state, Msg::Select(target));
        if target == Character::Monster(1) {
            // The instant defeat's choices shown, to be lit too.
            send(&mut body, &setup, &state, Msg::Pick(Pick::Options));
        }
        for tab in [Tab::Target, Tab::Enter, Tab::Shop, Tab::Allies, Tab::Card] {
            send(&mut body, &setup, &state, Msg::Tab(tab));
            let items = body.items(&setup, &state);
            assert!(!items.is_empty(), "{tab:?}: nothing to light");
            for (at, item) in items.iter().enumerate() {
                assert!(
                    panel_has(&body, &setup, &state, &item.id),
                    "{tab:?}, {target:?}: #{} not drawn",
                    item.id
                );
                // ↓ lights each in turn, and the view is told which.
                send(&mut body, &setup, &state, Msg::Cursor(1));
                assert_eq!(body.lit(), Some(item.id.as_str()), "{tab:?} #{at}");
                seen += 1;
            }
            send(&mut body, &setup, &state, Msg::Unlight);
            assert_eq!(body.lit(), None);
        }
    }
    assert!(seen > 80, "only {seen} controls lit");
}

#[test]
fn the_light_stays_on_its_control_as_others_come_before_it() {
    let (setup, state) = in_wave();
    let mut body = Body::default();
    Room::changed(&mut body, &setup, &state);
    send(
        &mut body,
        &setup,
        &state,
        Msg::Select(Character::Monster(1)),
    );
    for _ in 0..40 {
        if body.lit() == Some("ka-status-more-bleed") {
            break;
        }
        send(&mut body, &setup, &state, Msg::Cursor(1));
    }
    assert_eq!(body.lit(), Some("ka-status-more-bleed"));
    // The instant defeat's choices open above the status tokens.
    send(&mut body, &setup, &state, Msg::Pick(Pick::Options));
    assert_eq!(body.lit(), Some("ka-status-more-bleed"));
    send(&mut body, &setup, &state, Msg::Cursor(-1));
    assert_eq!(body.lit(), Some("ka-instant-bosses"), "the last choice");
    // Another target: the light goes out.
    send(&mut body, &setup, &state, Msg::Select(Character::Hero(0)));
    assert_eq!(body.lit(), None);
}
