//! Custom counters in the window: any players with named counters.

pub mod body;
pub mod setup;

use iced::keyboard::{Key, Modifiers};
use iced::{Element, Task};

use crate::rules::custom::{Setup, State};
use crate::rules::{AnyAction, Text};

use super::Ctx;

/// The Custom counters room.
pub struct Room;

impl super::Room for Room {
    type Setup = Setup;
    type State = State;
    type Body = body::Selection;
    type Msg = body::Msg;
    type Form = setup::Form;

    fn update(
        body: &mut body::Selection,
        setup: &Setup,
        _state: &State,
        msg: body::Msg,
    ) -> Result<Option<AnyAction>, Text> {
        body.update(setup, msg)
    }
    fn key(
        body: &body::Selection,
        setup: &Setup,
        _state: &State,
        key: &Key,
        text: Option<&str>,
        _modifiers: Modifiers,
    ) -> Option<body::Msg> {
        body.key(setup, key, text)
    }
    fn after(msg: &body::Msg) -> Option<Task<body::Msg>> {
        matches!(msg, body::Msg::Type(..)).then(|| iced::widget::operation::focus(body::INPUT))
    }
    fn view<'a>(
        body: &'a body::Selection,
        setup: &'a Setup,
        state: &'a State,
        ctx: Ctx<'a>,
    ) -> Element<'a, body::Msg> {
        body.view(setup, state, ctx.standings, ctx.i18n, ctx.editable)
    }
}
