//! The new-game screen: the chosen game's setup form under its title; the
//! forms themselves live in each game's room (`ui::games`).

use iced::Element;
use iced::widget::column;

use crate::i18n::I18n;
use crate::ui::widget;

pub use crate::ui::games::{Form, FormMsg as Msg};

/// The screen: the game's name, then its form.
pub fn view<'a>(form: &'a Form, i18n: &'a I18n) -> Element<'a, Msg> {
    column![
        widget::heading(i18n.tr_args(
            "ui-setup-title",
            &[("game", i18n.tr(&form.kind().title_key()).into())]
        )),
        form.view(i18n),
    ]
    .spacing(12)
    .into()
}
