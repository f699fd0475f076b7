//! Home: start a new game, resume one in progress, or look at recent
//! finished ones.

use crate::ui::widget::button;
use iced::widget::{column, container, row, text};
use iced::{Alignment, Border, Element, Length, Theme};

use crate::i18n::I18n;
use crate::roster::Roster;
use crate::rules::GameKind;
use crate::session::SessionId;
use crate::summary::Summary;

use crate::ui::games;
use crate::ui::icon::{self, Resource};
use crate::ui::{theme, widget};

/// The games the window has a room for, in menu order.
pub fn playable() -> impl Iterator<Item = GameKind> {
    GameKind::ALL
        .iter()
        .copied()
        .filter(|k| games::Body::new(*k).is_some())
}

/// A game's card: its icon, its name, what it tracks and for how many.
fn game_card<'a, M: Clone + 'a>(kind: GameKind, i18n: &I18n, new: M) -> Element<'a, M> {
    let key = kind.title_key();
    let body = row![
        icon::resource(Resource::of_game(kind), 44.0),
        column![
            text(i18n.tr(&key)).size(theme::body() * 1.25),
            text(i18n.tr(&format!("{key}-about"))).size(theme::small()),
            text(i18n.tr(&format!("{key}-seats"))).size(theme::small()),
        ]
        .spacing(3)
        .width(Length::Fill),
    ]
    .spacing(12)
    .align_y(Alignment::Center);
    // Room for a description over five lines and the seats over two
    // (French and Turkish need them), growing with the text.
    let grow = theme::text_scale();
    button(body)
        .width(Length::Fixed(300.0 * grow))
        .height(Length::Fixed(176.0 * grow))
        .padding(12)
        .style(|t: &Theme, status| {
            let palette = t.extended_palette();
            let background = match status {
                button::Status::Hovered | button::Status::Pressed => palette.background.strong,
                _ => palette.background.weak,
            };
            button::Style {
                background: Some(background.color.into()),
                text_color: background.text,
                border: Border {
                    color: palette.background.strong.color,
                    width: 1.0,
                    radius: 10.0.into(),
                },
                ..button::Style::default()
            }
        })
        .on_press(new)
        .into()
}

/// How many finished sessions home lists (History has them all).
const RECENT: usize = 5;

/// A session's line: game, players, date, and an Open button.
pub fn session_row<'a, M: Clone + 'a>(
    s: &'a Summary,
    i18n: &'a I18n,
    roster: &Roster,
    now: &chrono::DateTime<chrono::Local>,
    open: M,
) -> Element<'a, M> {
    let status = crate::verdict_words::status(i18n, s, roster);
    let when = i18n.when(s.updated, now);
    row![
        column![
            text(super::history::title_of(s, i18n, roster)).size(theme::body()),
            text(format!("{when} · {status}")).size(theme::small()),
        ]
        .width(Length::Fill),
        button(text(i18n.tr("ui-open"))).on_press(open),
    ]
    .spacing(12)
    .align_y(Alignment::Center)
    .into()
}

/// The home screen. `new` starts a game, `open` opens a session by id.
pub fn view<'a, M: Clone + 'a>(
    sessions: &'a [Summary],
    roster: &Roster,
    i18n: &'a I18n,
    new: impl Fn(GameKind) -> M,
    open: impl Fn(SessionId) -> M,
) -> Element<'a, M> {
    let mut games = row![].spacing(12);
    for kind in playable() {
        games = games.push(container(game_card(kind, i18n, new(kind))).id(kind.name().to_owned()));
    }
    // One "now" for every row: they agree on what today is.
    let now = chrono::Local::now();
    let mut going = column![widget::heading(i18n.tr("ui-in-progress-games"))].spacing(8);
    // A few rows only: History pages through them all.
    let in_progress: Vec<&Summary> = sessions
        .iter()
        .filter(|s| !s.finished && !s.abandoned)
        .take(2 * RECENT)
        .collect();
    if in_progress.is_empty() {
        going = going.push(text(i18n.tr("ui-none-yet")));
    }
    for s in in_progress {
        going = going.push(session_row(s, i18n, roster, &now, open(s.id.clone())));
    }
    let mut done = column![widget::heading(i18n.tr("ui-recent-finished"))].spacing(8);
    let finished: Vec<&Summary> = sessions
        .iter()
        .filter(|s| s.finished)
        .take(RECENT)
        .collect();
    if finished.is_empty() {
        done = done.push(text(i18n.tr("ui-none-yet")));
    }
    for s in finished {
        done = done.push(session_row(s, i18n, roster, &now, open(s.id.clone())));
    }
    column![
        column![
            widget::heading(i18n.tr("ui-new-game")),
            games.wrap().vertical_spacing(12)
        ]
        .spacing(8),
        going,
        done
    ]
    .spacing(28)
    .padding(iced::Padding::ZERO.right(crate::ui::widget::SCROLLBAR_ROOM))
    .into()
}
