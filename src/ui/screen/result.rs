//! The end of a game on the play screen: who won (or that the table lost)
//! and why, the final standings and how long the game lasted, with Undo,
//! Review, Rematch, Home and a way back to the board.

use iced::widget::{Row, button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length, Theme};

use crate::clock::{Played, hms};
use crate::i18n::I18n;
use crate::rules::Standing;
use crate::rules::palette;
use crate::session::Session;
use crate::ui::{theme, widget};

/// Where the result view leads: the window acts on these.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leave {
    /// The review of this session.
    Review,
    /// A new session with the same players and setup.
    Rematch,
    /// The home screen.
    Home,
}

/// What the result view's buttons send.
pub struct Msgs<M> {
    /// Take back the winning change.
    pub undo: Option<M>,
    /// Leave for the review, a rematch or home.
    pub leave: fn(Leave) -> M,
    /// Hide the view and show the board as it ended.
    pub board: M,
    /// Reopen the game for changes (asks first); none when read-only.
    pub reopen: Option<widget::Confirm<M>>,
}

/// The standings as rows: colour, name, the numbers, a remark.
pub fn standings<'a, M: 'a>(standings: &[Standing], i18n: &I18n) -> Element<'a, M> {
    let mut rows = column![].spacing(6);
    let marks = palette::marks(standings.iter().map(|s| (s.name.as_str(), s.color)));
    for (s, mark) in standings.iter().zip(&marks) {
        // Each number with its label, never parted by a line's end ("CP"
        // on one line, "10" on the next): the pairs wrap whole.
        let last = s.values.len().saturating_sub(1);
        let values = s
            .values
            .iter()
            .enumerate()
            .fold(Row::new().spacing(6), |line, (i, (label, v))| {
                let sep = if i < last { " ·" } else { "" };
                line.push(
                    text(format!("{} {v}{sep}", i18n.text(label)))
                        .size(theme::body())
                        .wrapping(text::Wrapping::None),
                )
            })
            .width(Length::FillPortion(5))
            .wrap()
            .vertical_spacing(2);
        let remark = s.remark.as_ref().map(|r| i18n.text(r)).unwrap_or_default();
        rows = rows.push(
            row![
                widget::badge(mark, 20.0),
                text(widget::short(&s.name, 24))
                    .size(theme::body())
                    .width(Length::FillPortion(2)),
                values,
                text(remark)
                    .size(theme::small())
                    .width(Length::FillPortion(2)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
    }
    rows.into()
}

/// How long the game was played, as the clock says it everywhere (the
/// play screen, the review, the exports): "Played 4:05". The clock stopped
/// with the change that decided the game.
pub fn duration(played: &Played, i18n: &I18n) -> String {
    i18n.tr_args("ui-clock", &[("time", hms(played.total).into())])
}

/// The view, for a decided game; none while it is played.
pub fn view<'a, M: Clone + 'a>(
    session: &'a Session,
    played: &Played,
    i18n: &'a I18n,
    msgs: Msgs<M>,
) -> Option<Element<'a, M>> {
    let (who, why) = crate::verdict_words::result(i18n, &session.outcome())?;
    let go = |label: &str, m: Option<M>| {
        button(text(i18n.tr(label)).size(theme::body()))
            .height(widget::button_height(theme::body(), 10.0))
            .padding([10, 18])
            .style(widget::primary)
            .on_press_maybe(m)
    };
    let buttons = row![
        go("ui-undo", msgs.undo).style(widget::secondary),
        go("ui-result-board", Some(msgs.board)).style(widget::secondary),
        go("ui-result-review", Some((msgs.leave)(Leave::Review))),
        go("ui-result-rematch", Some((msgs.leave)(Leave::Rematch))),
        go("ui-home", Some((msgs.leave)(Leave::Home))),
    ]
    .spacing(10)
    .align_y(Alignment::Center)
    .wrap()
    .vertical_spacing(10);
    let card = column![
        text(who).size(theme::heading() * 1.4),
        text(why).size(theme::body()),
        text(duration(played, i18n)).size(theme::small()),
        widget::heading(i18n.tr("ui-result-standings")),
        // With larger text the page scrolls, so the standings need not.
        if theme::text_scale() > 1.0 {
            standings(&session.standings(), i18n)
        } else {
            scrollable(standings(&session.standings(), i18n))
                .height(Length::Shrink)
                .into()
        },
        buttons,
    ]
    .spacing(12)
    .max_width(820);
    // On a line of its own, so its question moves nothing when it asks.
    let card = match msgs.reopen {
        Some(reopen) => card.push(widget::confirm(reopen)),
        None => card,
    };
    Some(
        container(container(card).id("result").padding(24).style(|t: &Theme| {
            let p = t.extended_palette();
            container::Style {
                background: Some(p.background.weak.color.into()),
                text_color: Some(p.background.weak.text),
                border: iced::Border::default().rounded(12),
                ..container::Style::default()
            }
        }))
        .center_x(Length::Fill)
        .padding([16, 0])
        .into(),
    )
}
