//! The chart card saved as PNG: the review's chart on paper (white, dark
//! words, whatever the theme) with a title naming the game, its day and its
//! players, the tracked number's name over the y axis and the entries'
//! under the x axis, and a legend of the lines and the win threshold. The
//! review shows it in place of itself only while its picture is taken.

use iced::widget::{Column, canvas, column, container, row, space, text};
use iced::{Alignment, Background, Element, Length, Theme};

use super::chart::{Chart, paper};
use crate::rules::palette::Mark;
use crate::ui::transfer::CHART;
use crate::ui::{theme, widget};

/// What the card shows, its words translated.
pub struct Card {
    /// The game's name.
    pub game: String,
    /// The day the game was played, in local time.
    pub date: String,
    /// The players' (teams', armies') names.
    pub players: Vec<String>,
    /// The name of the tracked number (the y axis).
    pub number: String,
    /// The name of the x axis (the entries of the log).
    pub entries: String,
    /// Each line's colour and initials, and its name, in the chart's order.
    pub legend: Vec<(Mark, String)>,
    /// The win threshold, in words, if the chart has one.
    pub goal: Option<String>,
    /// The chart, drawn for print.
    pub chart: Chart,
}

/// The legend's mark for the win threshold: a dashed line of its colour,
/// as the chart draws it.
fn goal_mark<'a, M: 'a>() -> Element<'a, M> {
    let dash = || {
        container(space())
            .width(7)
            .height(3)
            .style(|_: &Theme| container::Style {
                background: Some(Background::Color(paper::GOAL)),
                ..container::Style::default()
            })
    };
    row![dash(), dash()].spacing(3).into()
}

/// The card, with the id the picture is cut by ([`CHART`]).
pub fn card<'a, M: 'a>(card: Card) -> Element<'a, M> {
    let mut legend = row![].spacing(16).align_y(Alignment::Center);
    for (mark, name) in card.legend {
        legend = legend.push(
            row![widget::badge(&mark, 20.0), text(name).size(theme::body())]
                .spacing(6)
                .align_y(Alignment::Center),
        );
    }
    if let Some(goal) = card.goal {
        legend = legend.push(
            row![goal_mark(), text(goal).size(theme::body())]
                .spacing(6)
                .align_y(Alignment::Center),
        );
    }
    let body: Column<'a, M> = column![
        text(card.game).size(theme::heading()),
        text(format!("{} · {}", card.date, card.players.join(", ")))
            .size(theme::body())
            .color(paper::SOFT_INK),
        text(card.number).size(theme::small()),
        canvas(card.chart).width(Length::Fill).height(Length::Fill),
        row![space::horizontal(), text(card.entries).size(theme::small())],
        legend.wrap(),
    ]
    .spacing(6);
    container(body)
        .id(CHART)
        .padding(20)
        .width(Length::Fill)
        .height(Length::Fill)
        .style(|_: &Theme| container::Style {
            background: Some(Background::Color(paper::PAPER)),
            text_color: Some(paper::INK),
            ..container::Style::default()
        })
        .into()
}
