//! Home: start a new game, resume one in progress, or look at recent
//! finished ones.

use iced::widget::{button, column, row, text};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::GameKind;
use crate::store::Summary;

use super::super::{theme, widget};

/// The games the window can set up and play.
pub const PLAYABLE: &[GameKind] = &[
    GameKind::Custom,
    GameKind::Karth,
    GameKind::HeroRealms,
    GameKind::Kharnage,
    GameKind::Koth,
];

/// How many finished sessions home lists (History has them all).
const RECENT: usize = 5;

/// A session's line: game, players, date, and an Open button.
pub fn session_row<'a, M: Clone + 'a>(s: &'a Summary, i18n: &'a I18n, open: M) -> Element<'a, M> {
    let status = if s.refused.is_some() {
        i18n.tr("ui-refused-mark")
    } else if s.finished {
        if s.winners.is_empty() {
            i18n.tr("ui-nobody-won")
        } else {
            i18n.tr_args("ui-winner", &[("winners", s.winners.join(", ").into())])
        }
    } else {
        i18n.tr("ui-in-progress")
    };
    let when = s
        .updated
        .with_timezone(&chrono::Local)
        .format("%Y-%m-%d %H:%M")
        .to_string();
    row![
        column![
            text(format!(
                "{} · {}",
                i18n.tr(&s.game.title_key()),
                s.players.join(", ")
            ))
            .size(theme::BODY),
            text(format!("{when} · {status}")).size(theme::SMALL),
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
    i18n: &'a I18n,
    new: impl Fn(GameKind) -> M,
    open: impl Fn(String) -> M,
) -> Element<'a, M> {
    let mut games = row![].spacing(12);
    for kind in PLAYABLE {
        games = games.push(
            button(text(i18n.tr(&kind.title_key())).size(theme::HEADING))
                .padding([12, 20])
                .on_press(new(*kind)),
        );
    }
    let mut going = column![widget::heading(i18n.tr("ui-in-progress-games"))].spacing(8);
    let in_progress: Vec<&Summary> = sessions.iter().filter(|s| !s.finished).collect();
    if in_progress.is_empty() {
        going = going.push(text(i18n.tr("ui-none-yet")));
    }
    for s in in_progress {
        going = going.push(session_row(s, i18n, open(s.id.clone())));
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
        done = done.push(session_row(s, i18n, open(s.id.clone())));
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
    .into()
}
