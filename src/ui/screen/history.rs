//! History: every saved session, newest first, to open and review.

use iced::Element;
use iced::widget::{column, text};

use crate::i18n::I18n;
use crate::store::Summary;

use super::super::widget;
use super::home::session_row;

/// The history screen.
pub fn view<'a, M: Clone + 'a>(
    sessions: &'a [Summary],
    i18n: &'a I18n,
    open: impl Fn(String) -> M,
) -> Element<'a, M> {
    let mut list = column![widget::heading(
        i18n.tr_args("ui-history-count", &[("count", sessions.len().into())])
    )]
    .spacing(10);
    if sessions.is_empty() {
        list = list.push(text(i18n.tr("ui-none-yet")));
    }
    for s in sessions {
        list = list.push(session_row(s, i18n, open(s.id.clone())));
    }
    list.into()
}
