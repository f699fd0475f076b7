//! Koth in the window: the five columns, command points, the card form and
//! the battle's series of games.

pub mod body;
pub mod setup;
mod view;

use iced::Element;

use crate::i18n::I18n;
use crate::rules::koth::{Setup, State};
use crate::rules::{AnyAction, RuleError, Text};

use super::Ctx;

/// The Koth room.
pub struct Room;

impl super::Room for Room {
    type Setup = Setup;
    type State = State;
    type Body = body::Card;
    type Msg = body::Msg;
    type Form = setup::Form;
    type FormMsg = setup::Msg;

    fn form(_i18n: &I18n) -> setup::Form {
        setup::Form::new()
    }
    fn form_update(form: &mut setup::Form, msg: setup::Msg, i18n: &I18n) {
        form.update(msg, i18n);
    }
    fn form_build(form: &setup::Form) -> Result<Setup, RuleError> {
        form.build()
    }
    fn form_view<'a>(form: &'a setup::Form, i18n: &'a I18n) -> Element<'a, setup::Msg> {
        form.view(i18n)
    }
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
