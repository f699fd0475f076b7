//! Kharnage in the window: one tile per army with its skulls, the round's
//! form and the award it would take, and the rounds so far.

pub mod body;
pub mod setup;
mod view;

use iced::Element;

use crate::rules::kharnage::{Setup, State};
use crate::rules::{AnyAction, Text};

use super::Ctx;

/// The Kharnage room.
pub struct Room;

impl super::Room for Room {
    type Setup = Setup;
    type State = State;
    type Body = body::Entry;
    type Msg = body::Msg;
    type Form = setup::Form;

    fn update(
        body: &mut body::Entry,
        setup: &Setup,
        state: &State,
        msg: body::Msg,
    ) -> Result<Option<AnyAction>, Text> {
        body.update(setup, state, msg)
    }
    fn view<'a>(
        body: &'a body::Entry,
        setup: &'a Setup,
        state: &'a State,
        ctx: Ctx<'a>,
    ) -> Element<'a, body::Msg> {
        view::view(body, setup, state, ctx.i18n, ctx.editable)
    }
}
