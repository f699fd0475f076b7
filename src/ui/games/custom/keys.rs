//! Custom's keys: every control of the board from the keyboard. ↑↓ or Tab
//! pick the player and ←→ the counter; + − step it; digits then Enter set
//! it. For the dice, Alt+N and Alt+S pick how many and the sides (digits
//! then type them, Enter rolls), Alt+D goes to the next of the usual dice
//! and Alt+R rolls. Esc cancels what is typed and leaves the dice's field.

use iced::keyboard::{Key, Modifiers, key::Named};

use crate::rules::custom::Setup;

use super::body::{Body, Msg};
use super::dice::{DiceField, QUICK_DICE};

/// The message a key press means on the Custom board, if any (no text
/// field has focus). A letter alone does nothing.
pub(super) fn key(
    body: &Body,
    setup: &Setup,
    key: &Key,
    text: Option<&str>,
    modifiers: Modifiers,
) -> Option<Msg> {
    let players = setup.players.len().max(1);
    let counters = setup.counters.len().max(1);
    let (p, c) = (body.player.min(players - 1), body.counter.min(counters - 1));
    let dice = body.dice.picked.map(|(field, _)| field);
    match key {
        Key::Named(Named::ArrowDown) | Key::Named(Named::Tab) => {
            Some(Msg::Select((p + 1) % players, c))
        }
        Key::Named(Named::ArrowUp) => Some(Msg::Select((p + players - 1) % players, c)),
        Key::Named(Named::ArrowRight) => Some(Msg::Select(p, (c + 1) % counters)),
        Key::Named(Named::ArrowLeft) => Some(Msg::Select(p, (c + counters - 1) % counters)),
        Key::Named(Named::Enter) if dice.is_some() => Some(Msg::Roll),
        Key::Named(Named::Enter) if body.typing.is_some() => Some(Msg::Submit),
        Key::Named(Named::Escape) => Some(Msg::Cancel),
        Key::Named(Named::Backspace) => match dice {
            Some(field) => {
                let mut words = body.dice.text(field).to_owned();
                words.pop()?;
                Some(dice_input(field, words))
            }
            None => {
                let (_, _, t) = body.typing.as_ref()?;
                let mut t = t.clone();
                t.pop();
                Some(Msg::Typing(t))
            }
        },
        Key::Character(ch) if modifiers.alt() && !modifiers.command() => {
            alt(body, ch.chars().flat_map(char::to_lowercase).next()?)
        }
        _ => match text {
            Some(d) if d.len() == 1 && d.bytes().all(|b| b.is_ascii_digit()) => {
                Some(digit(body, d))
            }
            Some("+") | Some("=") => Some(Msg::Step(p, c, 1)),
            Some("-") | Some("−") => match &body.typing {
                Some((_, _, t)) if t.is_empty() => Some(Msg::Typing("-".into())),
                _ => Some(Msg::Step(p, c, -1)),
            },
            _ => None,
        },
    }
}

/// A digit typed: into the dice's field the keys picked (afresh, if it
/// was just picked), else into the selected counter's number.
fn digit(body: &Body, d: &str) -> Msg {
    if let Some((field, fresh)) = body.dice.picked {
        let words = if fresh {
            d.to_owned()
        } else {
            format!("{}{d}", body.dice.text(field))
        };
        return dice_input(field, words);
    }
    match &body.typing {
        Some((_, _, t)) => Msg::Typing(format!("{t}{d}")),
        // Typing starts on the selected counter with this digit.
        None => Msg::Typing(d.to_owned()),
    }
}

/// The message that types `words` into the dice's `field`.
fn dice_input(field: DiceField, words: String) -> Msg {
    match field {
        DiceField::Count => Msg::DiceCount(words),
        DiceField::Sides => Msg::DiceSides(words),
    }
}

/// The button or field Alt+`letter` stands for, if any.
fn alt(body: &Body, letter: char) -> Option<Msg> {
    Some(match letter {
        'n' => Msg::PickDice(Some(DiceField::Count)),
        's' => Msg::PickDice(Some(DiceField::Sides)),
        'r' => Msg::Roll,
        'd' => {
            // The next of the usual dice after the sides shown.
            let sides = body.dice.sides.trim().parse::<u32>().ok();
            let next = QUICK_DICE
                .iter()
                .position(|q| Some(*q) == sides)
                .map_or(0, |i| (i + 1) % QUICK_DICE.len());
            Msg::DiceSides(QUICK_DICE.get(next)?.to_string())
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::custom::Counter;
    use crate::rules::{Game, Player};
    use crate::ui::games::Room;

    fn setup() -> Setup {
        Setup {
            players: vec![Player::new("Ana", 0), Player::new("Ben", 1)],
            counters: vec![Counter::new("Points", 0)],
            win: None,
        }
    }

    fn send(body: &mut Body, setup: &Setup, k: Key, text: Option<&str>, m: Modifiers) {
        let state = crate::rules::custom::Rules::start(setup);
        if let Some(msg) = key(body, setup, &k, text, m) {
            let _ = body.update(setup, &state, msg);
        }
    }

    #[test]
    fn a_picked_dice_field_takes_the_digits_afresh_then_gives_them_back() {
        let s = setup();
        let mut body = Body::default();
        send(
            &mut body,
            &s,
            Key::Character("s".into()),
            None,
            Modifiers::ALT,
        );
        for d in ["2", "0"] {
            send(
                &mut body,
                &s,
                Key::Character(d.into()),
                Some(d),
                Modifiers::empty(),
            );
        }
        assert_eq!(body.dice.sides, "20", "the 6 was replaced");
        assert!(body.typing.is_none(), "no counter is being typed");
        send(
            &mut body,
            &s,
            Key::Named(Named::Escape),
            None,
            Modifiers::empty(),
        );
        send(
            &mut body,
            &s,
            Key::Character("7".into()),
            Some("7"),
            Modifiers::empty(),
        );
        assert_eq!(body.dice.sides, "20", "Esc left the dice's field");
        assert!(body.typing.is_some(), "the digit went to the counter");
        // Alt+D after d20: d100, then round to d4.
        send(
            &mut body,
            &s,
            Key::Character("d".into()),
            None,
            Modifiers::ALT,
        );
        assert_eq!(body.dice.sides, "100");
        send(
            &mut body,
            &s,
            Key::Character("d".into()),
            None,
            Modifiers::ALT,
        );
        assert_eq!(body.dice.sides, "4");
    }
}
