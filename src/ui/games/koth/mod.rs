//! Koth in the window: the five columns, command points, the card form and
//! the battle's series of games.

pub mod body;
pub mod setup;
mod view;

use iced::Element;

use crate::rules::koth::{Setup, State};
use crate::rules::{AnyAction, Text};

use super::Ctx;

/// The Koth room.
pub struct Room;

impl super::Room for Room {
    type Setup = Setup;
    type State = State;
    type Body = body::Card;
    type Msg = body::Msg;
    type Form = setup::Form;

    fn update(
        body: &mut body::Card,
        _setup: &Setup,
        state: &State,
        msg: body::Msg,
    ) -> Result<Option<AnyAction>, Text> {
        body.update(state, msg)
    }
    fn view<'a>(
        body: &'a body::Card,
        setup: &'a Setup,
        state: &'a State,
        ctx: Ctx<'a>,
    ) -> Element<'a, body::Msg> {
        view::view(body, setup, state, ctx.i18n, ctx.editable)
    }
}
