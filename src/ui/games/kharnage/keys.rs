//! Kharnage's keys: every control of the board from the keyboard. ↑↓ (or
//! Tab, which also enters what was typed) pick the army; digits type its
//! initiative (after the last round, its units) and Enter enters it; + −
//! count its cards destroyed; Alt+K, Alt+Y, Alt+C and Alt+B press
//! KHARNAGE!, no “YEAH!”, Close round and Break the tie; Esc clears what
//! was typed.

use iced::Task;
use iced::keyboard::{Key, Modifiers, key::Named};

use crate::rules::kharnage::{Setup, State};

use super::body::{Body, Msg};

/// The message a key press means on the Kharnage board, if any (no text
/// field has focus). A letter alone does nothing, so a word typed with no
/// field focused changes nothing.
pub(super) fn key(
    body: &Body,
    setup: &Setup,
    state: &State,
    key: &Key,
    text: Option<&str>,
    modifiers: Modifiers,
) -> Option<Msg> {
    let n = setup.armies.len().max(1);
    let a = body.selected.min(n - 1);
    let (next, previous) = ((a + 1) % n, (a + n - 1) % n);
    let units = state.current_round().is_none();
    match key {
        Key::Named(Named::Tab) => Some(Msg::Tab {
            to: if modifiers.shift() { previous } else { next },
            units,
        }),
        Key::Named(Named::ArrowDown) => Some(Msg::Select(next)),
        Key::Named(Named::ArrowUp) => Some(Msg::Select(previous)),
        Key::Named(Named::Enter) if units => Some(Msg::SubmitUnits),
        Key::Named(Named::Enter) => Some(Msg::InitiativeSubmit(a)),
        Key::Named(Named::Escape) => Some(Msg::Clear(a)),
        Key::Named(Named::Backspace) => {
            let mut words = typed(body, state, a);
            words.pop()?;
            Some(input(a, units, words))
        }
        Key::Character(c) if modifiers.alt() && !modifiers.command() => {
            match c.chars().flat_map(char::to_lowercase).next()? {
                'k' => Some(Msg::Kharnage(a)),
                'y' if setup.yeah_rule => Some(Msg::NoYeah(a)),
                'c' => Some(Msg::CloseRound),
                'b' => Some(Msg::SubmitUnits),
                _ => None,
            }
        }
        _ => match text {
            Some(d) if d.len() == 1 && d.bytes().all(|b| b.is_ascii_digit()) => {
                Some(input(a, units, format!("{}{d}", typed(body, state, a))))
            }
            Some("+") | Some("=") => state.open_round().map(|_| Msg::Destroyed(a, 1)),
            // − at zero would only be refused (the button is disabled).
            Some("-") | Some("−") => {
                let destroyed = state
                    .open_round()
                    .and_then(|r| r.destroyed.get(a).copied())
                    .unwrap_or(0);
                (destroyed > 0).then_some(Msg::Destroyed(a, -1))
            }
            _ => None,
        },
    }
}

/// What army `a`'s field holds now: its initiative being typed, or once
/// the rounds are over its units.
fn typed(body: &Body, state: &State, a: usize) -> String {
    if state.current_round().is_none() {
        body.units.get(a).cloned().unwrap_or_default()
    } else {
        body.initiative_shown(state, a).to_owned()
    }
}

/// The message that types `words` into army `a`'s field.
fn input(a: usize, units: bool, words: String) -> Msg {
    if units {
        Msg::UnitsInput(a, words)
    } else {
        Msg::InitiativeInput(a, words)
    }
}

/// The cursor goes to the field of the army Tab picked, so what is typed
/// next goes in there in the window too.
pub(super) fn after(msg: &Msg) -> Option<Task<Msg>> {
    match *msg {
        Msg::Tab { to, units } => {
            let field = if units { "units" } else { "initiative" };
            Some(iced::widget::operation::focus(format!(
                "kharnage-{field}-{to}"
            )))
        }
        _ => None,
    }
}
