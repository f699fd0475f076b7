//! Koth's keys: every control of the board from the keyboard. Tab and
//! Shift+Tab pick the card's field and digits type into it; ← → pick the
//! column, Enter plays the card onto it and Shift+← → flank from it; −
//! spends one CP; Alt+letter presses a named button; Esc clears the card.

use iced::Task;
use iced::keyboard::{Key, Modifiers, key::Named};

use crate::rules::koth::{COLUMNS, Race, State};

use super::body::{Body, Msg};

/// The card's fields, in the order Tab walks them.
const FIELDS: usize = 4;

/// The id of card field `i`, to focus it.
pub(super) fn field_id(i: usize) -> String {
    format!("koth-field-{i}")
}

/// What field `i` holds now (nothing when the card typed belongs to a
/// turn that has passed).
fn typed(body: &Body, state: &State, i: usize) -> String {
    if !body.live(&state.game) {
        return String::new();
    }
    match i {
        0 => body.attack.clone(),
        1 => body.defense.clone(),
        2 => body.rage.clone(),
        _ => body.support.clone(),
    }
}

/// The message a key press means on the Koth board, if any (no text field
/// has focus). A letter alone does nothing, so a word typed with no field
/// focused changes nothing.
pub(super) fn key(
    body: &Body,
    state: &State,
    key: &Key,
    text: Option<&str>,
    modifiers: Modifiers,
) -> Option<Msg> {
    let (field, column) = (body.field % FIELDS, body.column.min(COLUMNS - 1));
    match key {
        Key::Named(Named::Tab) if modifiers.shift() => {
            Some(Msg::Pick((field + FIELDS - 1) % FIELDS))
        }
        Key::Named(Named::Tab) => Some(Msg::Pick((field + 1) % FIELDS)),
        Key::Named(Named::ArrowLeft) if modifiers.shift() => {
            column.checked_sub(1).map(|to| Msg::Flank(column, to))
        }
        Key::Named(Named::ArrowRight) if modifiers.shift() => {
            (column + 1 < COLUMNS).then_some(Msg::Flank(column, column + 1))
        }
        Key::Named(Named::ArrowLeft) => Some(Msg::Column((column + COLUMNS - 1) % COLUMNS)),
        Key::Named(Named::ArrowRight) => Some(Msg::Column((column + 1) % COLUMNS)),
        Key::Named(Named::Enter) => Some(Msg::Take(column)),
        Key::Named(Named::Escape) => Some(Msg::Clear),
        Key::Named(Named::Backspace) => {
            let mut words = typed(body, state, field);
            words.pop()?;
            Some(Msg::Field(field, words))
        }
        Key::Character(c) if modifiers.alt() && !modifiers.command() => {
            alt(body, c.chars().flat_map(char::to_lowercase).next()?)
        }
        _ => match text {
            Some(d) if d.len() == 1 && d.bytes().all(|b| b.is_ascii_digit()) => Some(Msg::Field(
                field,
                format!("{}{d}", typed(body, state, field)),
            )),
            Some("-") | Some("−") => Some(Msg::SpendOne),
            _ => None,
        },
    }
}

/// The named button Alt+`letter` presses, if any: the letters of its
/// English word.
fn alt(body: &Body, letter: char) -> Option<Msg> {
    Some(match letter {
        'o' => Msg::Race(Race::Orc),
        'h' => Msg::Race(Race::Human),
        'r' => Msg::Rally(!body.rally),
        'e' => Msg::EndTurn,
        'd' => Msg::DeckOut,
        'n' => Msg::NextGame,
        _ => return None,
    })
}

/// The cursor follows the field Tab picked, so what is typed next goes in
/// there in the window too.
pub(super) fn after(msg: &Msg) -> Option<Task<Msg>> {
    match msg {
        Msg::Pick(i) => Some(iced::widget::operation::focus(field_id(*i))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::koth::{Rules, Setup};
    use crate::ui::games::Room;

    fn plain(c: &str) -> (Key, Option<String>) {
        (Key::Character(c.into()), Some(c.into()))
    }

    fn press(body: &mut Body, setup: &Setup, state: &State, c: &str) {
        let (k, t) = plain(c);
        if let Some(m) = key(body, state, &k, t.as_deref(), Modifiers::empty()) {
            let _ = body.update(setup, state, m);
        }
    }

    #[test]
    fn digits_type_into_the_picked_field_and_backspace_takes_one_back() {
        let setup = Setup::new(["Ames", "Sina"]);
        let state = Rules::start(&setup);
        let mut body = Body::default();
        press(&mut body, &setup, &state, "1");
        press(&mut body, &setup, &state, "2");
        let tab = key(
            &body,
            &state,
            &Key::Named(Named::Tab),
            None,
            Modifiers::empty(),
        );
        assert!(matches!(tab, Some(Msg::Pick(1))), "{tab:?}");
        let _ = tab.map(|m| body.update(&setup, &state, m));
        press(&mut body, &setup, &state, "7");
        assert_eq!((body.attack.as_str(), body.defense.as_str()), ("12", "7"));
        let back = Key::Named(Named::Backspace);
        let m = key(&body, &state, &back, None, Modifiers::empty());
        let _ = m.map(|m| body.update(&setup, &state, m));
        assert_eq!(body.defense, "");
        assert!(key(&body, &state, &back, None, Modifiers::empty()).is_none());
        let shift_tab = key(
            &body,
            &state,
            &Key::Named(Named::Tab),
            None,
            Modifiers::SHIFT,
        );
        assert!(matches!(shift_tab, Some(Msg::Pick(0))), "{shift_tab:?}");
        // A letter alone is nothing.
        let (k, t) = plain("e");
        assert!(key(&body, &state, &k, t.as_deref(), Modifiers::empty()).is_none());
    }

    #[test]
    fn the_column_wraps_and_flanking_stays_on_the_board() {
        let state = Rules::start(&Setup::new(["Ames", "Sina"]));
        let body = Body::default();
        let left = Key::Named(Named::ArrowLeft);
        let right = Key::Named(Named::ArrowRight);
        let m = key(&body, &state, &left, None, Modifiers::empty());
        assert!(matches!(m, Some(Msg::Column(4))), "{m:?}");
        assert!(key(&body, &state, &left, None, Modifiers::SHIFT).is_none());
        let m = key(&body, &state, &right, None, Modifiers::SHIFT);
        assert!(matches!(m, Some(Msg::Flank(0, 1))), "{m:?}");
    }
}
