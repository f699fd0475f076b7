//! Hero Realms in the window: health per player or team, the turn's pools,
//! champions and guards, and attacks by target.

pub mod body;
mod seats;
pub mod setup;
pub mod view;

use iced::Element;
use iced::keyboard::{Key, Modifiers};

use crate::rules::hero_realms::{Setup, State};
use crate::rules::{AnyAction, Text};

use super::Ctx;

/// The Hero Realms room.
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
    fn view<'a>(
        body: &'a body::Panel,
        setup: &'a Setup,
        state: &'a State,
        ctx: Ctx<'a>,
    ) -> Element<'a, body::Msg> {
        body.view(setup, state, ctx.i18n, ctx.editable)
    }
}
