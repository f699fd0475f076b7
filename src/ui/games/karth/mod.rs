//! Heroes of Karth in the window: a fixed seat tile per player with Gold, SE
//! and KP, the units and their hit points; the forms (new unit, damage
//! helper, buy-back) and the turn in a panel under the seats.

pub mod body;
mod panel;
mod seats;
pub mod setup;

use iced::keyboard::{Key, Modifiers};
use iced::{Element, Task};

use crate::rules::karth::{Setup, State};
use crate::rules::{AnyAction, Text};

use super::Ctx;

/// The Heroes of Karth room.
pub struct Room;

impl super::Room for Room {
    type Setup = Setup;
    type State = State;
    type Body = body::Panel;
    type Msg = body::Msg;
    type Form = setup::Form;

    fn update(
        body: &mut body::Panel,
        setup: &Setup,
        state: &State,
        msg: body::Msg,
    ) -> Result<Option<AnyAction>, Text> {
        body.update(setup, state, msg)
    }
    fn key(
        body: &body::Panel,
        setup: &Setup,
        state: &State,
        key: &Key,
        text: Option<&str>,
        modifiers: Modifiers,
    ) -> Option<body::Msg> {
        body.key(setup, state, key, text, modifiers)
    }
    fn after(msg: &body::Msg) -> Option<Task<body::Msg>> {
        let field = match msg {
            body::Msg::Focus(body::Tab::Unit) => 0,
            body::Msg::Focus(body::Tab::Damage) => 5,
            body::Msg::Focus(body::Tab::Player) => 8,
            _ => return None,
        };
        Some(iced::widget::operation::focus(body::field_id(field)))
    }
    fn view<'a>(
        body: &'a body::Panel,
        setup: &'a Setup,
        state: &'a State,
        ctx: Ctx<'a>,
    ) -> Element<'a, body::Msg> {
        body.view(setup, state, ctx.i18n, ctx.editable)
    }
}
