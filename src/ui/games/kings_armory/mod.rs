//! The King's Armory in the window: the Castle Gate big and first, the
//! wave and round, the heroes and hireables in fixed seat tiles, the
//! monsters of the wave as cards, and a side panel for the target, the
//! monsters entering, the shop and the allies; the dice on screen.

pub mod body;
mod cards;
mod dice;
mod fields;
mod keys;
mod panel;
pub mod setup;
mod setup_view;
mod shop;
mod view;

use iced::keyboard::{Key, Modifiers};
use iced::{Element, Task};

use crate::rules::kings_armory::{Setup, State};
use crate::rules::{AnyAction, Text};

use super::Ctx;

/// The King's Armory room.
pub struct Room;

impl super::Room for Room {
    type Setup = Setup;
    type State = State;
    type Body = body::Body;
    type Msg = body::Msg;
    type Form = setup::Form;

    fn update(
        body: &mut body::Body,
        setup: &Setup,
        state: &State,
        msg: body::Msg,
    ) -> Result<Option<AnyAction>, Text> {
        body.update(setup, state, msg)
    }
    fn key(
        body: &body::Body,
        setup: &Setup,
        state: &State,
        key: &Key,
        text: Option<&str>,
        modifiers: Modifiers,
    ) -> Option<body::Msg> {
        body.key(setup, state, key, text, modifiers)
    }
    fn after(msg: &body::Msg) -> Option<Task<body::Msg>> {
        match msg {
            body::Msg::Focus(body::Tab::Enter) => {
                Some(iced::widget::operation::focus(body::Field::EnterHp.id()))
            }
            _ => None,
        }
    }
    fn view<'a>(
        body: &'a body::Body,
        setup: &'a Setup,
        state: &'a State,
        ctx: Ctx<'a>,
    ) -> Element<'a, body::Msg> {
        view::view(body, setup, state, ctx.i18n, ctx.editable)
    }
}
