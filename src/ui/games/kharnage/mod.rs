//! Kharnage in the window: one tile per army with its skulls, the round's
//! form and the award it would take, and the rounds so far.

pub mod body;
pub mod setup;
mod view;

use iced::Element;

use crate::i18n::I18n;
use crate::rules::kharnage::{Setup, State};
use crate::rules::{AnyAction, RuleError, Text};

use super::Ctx;

/// The Kharnage room.
pub struct Room;

impl super::Room for Room {
    type Setup = Setup;
    type State = State;
    type Body = body::Entry;
    type Msg = body::Msg;
    type Form = setup::Form;
    type FormMsg = setup::Msg;

    fn form(i18n: &I18n) -> setup::Form {
        setup::Form::new(i18n)
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
