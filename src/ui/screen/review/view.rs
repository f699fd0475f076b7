//! The review drawn: the timeline, the standings and board at the step,
//! the chart, the filtered log, the export buttons and the printable page.

use iced::widget::{Column, canvas, column, container, pick_list, row, scrollable, slider, text};
use iced::{Alignment, Element, Length};

use super::{Choice, Msg, Review};
use crate::i18n::I18n;
use crate::rules::palette::Mark;
use crate::ui::screen::chart::Chart;
use crate::ui::transfer::{self, Kind};
use crate::ui::widget::button;
use crate::ui::{theme, widget};

/// Export: one button per format, and the chart as a picture.
fn export_row(i18n: &I18n) -> Element<'_, Msg> {
    let mut buttons = row![text(i18n.tr("ui-export"))]
        .spacing(8)
        .align_y(Alignment::Center);
    for kind in Kind::ALL {
        buttons = buttons.push(
            button(text(i18n.tr(kind.label_key())))
                .style(widget::secondary)
                .on_press(Msg::Export(kind)),
        );
    }
    container(buttons.wrap()).id("review-export").into()
}

impl Review {
    fn standings_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut rows =
            column![crate::ui::screen::result::standings(self.standings(), i18n)].spacing(6);
        for (label, value) in self.session.setup().table(&self.at) {
            rows = rows.push(widget::resource_row(
                i18n.text(&label),
                value.to_string(),
                1.0,
            ));
        }
        for line in self.session.setup().details(&self.at) {
            rows = rows.push(text(i18n.text(&line)).size(theme::small()));
        }
        rows.into()
    }

    fn log_view(&self) -> Element<'_, Msg> {
        let s = &self.session;
        let mut list = Column::new().spacing(4);
        for &i in &self.shown {
            let line = &self.lines[i];
            let mut item = column![
                button(text(format!("{}. {line}", i + 1)).size(theme::body()))
                    .style(if i < self.step {
                        widget::secondary
                    } else {
                        button::text
                    })
                    .on_press(Msg::Step(i + 1))
            ];
            let note = &s.entries()[i].note;
            if !note.is_empty() {
                item = item.push(text(format!("✎ {note}")).size(theme::small()));
            }
            list = list.push(item);
        }
        scrollable(container(list).padding(iced::Padding::ZERO.right(widget::SCROLLBAR_ROOM)))
            .height(Length::Fill)
            .into()
    }

    /// How the game ended, as the play screen says it (winner or defeat,
    /// and why), or that it was not finished; always the session's end,
    /// whatever moment the timeline shows.
    fn result_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let words = match crate::verdict_words::result(i18n, &self.session.outcome()) {
            Some((who, why)) => format!("{who} {why}"),
            None if self.session.abandoned() => i18n.tr("ui-history-abandoned"),
            None => i18n.tr("ui-in-progress"),
        };
        text(words).size(theme::body()).into()
    }

    /// The names of the numbers the chart can show, in [`Review::value`]'s
    /// order: the seats' numbers, the game's own, then each kind of
    /// piece's.
    pub(super) fn number_labels(&self, i18n: &I18n) -> Vec<String> {
        self.seat_labels()
            .iter()
            .chain(self.tables.first().into_iter().flatten().map(|(l, _)| l))
            .map(|l| i18n.text(l))
            .chain(
                self.piece_series
                    .iter()
                    .map(|(kind, l)| format!("{}: {}", i18n.text(kind), i18n.text(l))),
            )
            .collect()
    }

    /// The chart as it is saved to PNG, in place of the screen while its
    /// picture is taken: a card on paper with a title (the game, the day
    /// it was played and the players), the chart with labelled axes and no
    /// marker, and a legend.
    pub fn print_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let s = &self.session;
        let chart = Chart {
            print: true,
            ..self.chart()
        };
        crate::ui::screen::print::card(crate::ui::screen::print::Card {
            game: i18n.tr(&s.setup().kind().title_key()),
            date: i18n
                .formats()
                .date(s.created().with_timezone(&chrono::Local).date_naive()),
            players: s.setup().players(s.state()),
            number: self
                .value_labels
                .get(self.value)
                .cloned()
                .unwrap_or_default(),
            entries: i18n.tr("ui-chart-entries"),
            legend: chart
                .lines
                .iter()
                .map(|l| {
                    let mark = Mark {
                        color: l.color,
                        initials: l.initials.clone(),
                    };
                    (mark, i18n.text(&l.name))
                })
                .collect(),
            goal: chart
                .goal
                .map(|goal| i18n.tr_args("ui-chart-goal", &[("value", goal.into())])),
            chart,
        })
    }

    /// The screen.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let s = &self.session;
        let last = self.history.len().saturating_sub(1);
        let timeline = row![
            widget::square("◀", 1.0, (self.step > 0).then_some(Msg::Back)),
            slider(0..=last.max(1) as u32, self.step as u32, |n| Msg::Step(
                n as usize
            ))
            .width(Length::Fill),
            widget::square("▶", 1.0, (self.step < last).then_some(Msg::On)),
            text(i18n.tr_args(
                "ui-review-step",
                &[("step", self.step.into()), ("last", last.into())]
            ))
            .width(Length::Fixed(140.0)),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        let labels: Vec<Choice> = self
            .value_labels
            .iter()
            .enumerate()
            .map(|(i, label)| Choice {
                value: Some(i.to_string()),
                label: label.clone(),
            })
            .collect();
        let picked = labels.get(self.value).cloned();
        let value = |c: Choice| Msg::Value(c.value.and_then(|v| v.parse().ok()).unwrap_or(0));
        let value_pick = widget::stepped(
            pick_list(labels.clone(), picked.clone(), value),
            &labels,
            picked.as_ref(),
            value,
        );
        let player = self
            .player_choices
            .iter()
            .find(|c| c.value == self.player)
            .or(self.player_choices.first())
            .cloned();
        let kind = self
            .kind_choices
            .iter()
            .find(|c| c.value == self.kind)
            .or(self.kind_choices.first())
            .cloned();
        let chart: Element<'a, Msg> = canvas(self.chart())
            .width(Length::Fill)
            .height(Length::Fill)
            .into();
        let left = column![
            row![
                text(&self.title).size(theme::heading()).width(Length::Fill),
                button(text(i18n.tr("ui-reopen")))
                    .style(widget::primary)
                    .height(widget::TARGET)
                    .on_press_maybe(self.copy.is_none().then_some(Msg::Reopen)),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
            text(crate::report::played_words(i18n, &self.played)).size(theme::small()),
            self.result_view(i18n),
            timeline,
            // However much a game has to say at a moment, the chart and
            // the export buttons stay on screen.
            container(scrollable(container(self.standings_view(i18n)).padding(
                iced::Padding::new(8.0).right(8.0 + widget::SCROLLBAR_ROOM)
            )))
            .height(Length::FillPortion(2)),
            row![text(i18n.tr("ui-review-chart")), value_pick]
                .spacing(10)
                .align_y(Alignment::Center),
            container(chart)
                .id(transfer::CHART)
                .height(Length::FillPortion(3)),
            export_row(i18n),
        ]
        .spacing(10)
        .width(Length::FillPortion(3));
        let mut right = column![
            text(i18n.tr("ui-log")).size(theme::heading()),
            row![
                widget::stepped(
                    pick_list(self.player_choices.as_slice(), player.clone(), Msg::Player),
                    &self.player_choices,
                    player.as_ref(),
                    Msg::Player,
                ),
                widget::stepped(
                    pick_list(self.kind_choices.as_slice(), kind.clone(), Msg::Kind),
                    &self.kind_choices,
                    kind.as_ref(),
                    Msg::Kind,
                ),
            ]
            .spacing(8),
        ]
        .spacing(8)
        .width(Length::FillPortion(2));
        if let Some(file) = &self.copy {
            right = right.push(
                text(format!("{file}: {}", i18n.tr("ui-conflict-review-note"))).size(theme::body()),
            );
        }
        if !s.note().is_empty() {
            right = right.push(text(format!("✎ {}", s.note())).size(theme::body()));
        }
        right = right.push(self.log_view());
        row![left, right].spacing(16).into()
    }
}
