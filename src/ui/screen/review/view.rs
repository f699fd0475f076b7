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
    let mut buttons = row![text(i18n.tr("ui-export")).size(theme::body())]
        .spacing(8)
        .align_y(Alignment::Center);
    for kind in Kind::ALL {
        buttons = buttons.push(
            button(text(i18n.tr(kind.label_key())).size(theme::body()))
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
        let title = row![
            text(&self.title).size(theme::heading()).width(Length::Fill),
            button(text(i18n.tr("ui-reopen")).size(theme::body()))
                .style(widget::primary)
                .height(widget::button_height(theme::body(), 6.0))
                .on_press_maybe(self.copy.is_none().then_some(Msg::Reopen)),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        let top = column![
            title,
            text(crate::report::played_words(i18n, &self.played)).size(theme::small()),
            self.result_view(i18n),
            timeline,
        ]
        .spacing(10);
        let chart_pick = row![
            text(i18n.tr("ui-review-chart")).size(theme::body()),
            value_pick
        ]
        .spacing(10)
        .align_y(Alignment::Center)
        .wrap();
        let mut log_head = column![
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
            .spacing(8)
            .wrap()
            .vertical_spacing(8),
        ]
        .spacing(8);
        if let Some(file) = &self.copy {
            log_head = log_head.push(
                text(format!("{file}: {}", i18n.tr("ui-conflict-review-note"))).size(theme::body()),
            );
        }
        if !s.note().is_empty() {
            log_head = log_head.push(text(format!("✎ {}", s.note())).size(theme::body()));
        }
        if theme::text_scale() > 1.0 {
            return self.stacked(i18n, top, chart_pick, chart, log_head);
        }
        let left = column![
            top,
            // However much a game has to say at a moment, the chart and
            // the export buttons stay on screen.
            container(scrollable(container(self.standings_view(i18n)).padding(
                iced::Padding::new(8.0).right(8.0 + widget::SCROLLBAR_ROOM)
            )))
            .height(Length::FillPortion(2)),
            chart_pick,
            container(chart)
                .id(transfer::CHART)
                .height(Length::FillPortion(3)),
            export_row(i18n),
        ]
        .spacing(10)
        .width(Length::FillPortion(3));
        let right = column![log_head, self.log_view()]
            .spacing(8)
            .width(Length::FillPortion(2));
        row![left, right].spacing(16).into()
    }

    /// The screen with larger text (Settings → Text size): one column that
    /// scrolls, each part as wide as the window and as tall as its words
    /// need; the chart and the log each about a window high.
    fn stacked<'a>(
        &'a self,
        i18n: &'a I18n,
        top: Column<'a, Msg>,
        chart_pick: iced::widget::row::Wrapping<'a, Msg>,
        chart: Element<'a, Msg>,
        log_head: Column<'a, Msg>,
    ) -> Element<'a, Msg> {
        let page = column![
            top,
            self.standings_view(i18n),
            chart_pick,
            container(chart)
                .id(transfer::CHART)
                .height(Length::Fixed(STACKED_CHART * theme::text_scale())),
            export_row(i18n),
            log_head,
            container(self.log_view()).height(Length::Fixed(STACKED_LOG)),
        ]
        .spacing(10);
        scrollable(container(page).padding(iced::Padding::ZERO.right(widget::SCROLLBAR_ROOM)))
            .height(Length::Fill)
            .into()
    }
}

/// The chart's height with larger text, at 100 %: it grows with the text.
const STACKED_CHART: f32 = 300.0;
/// The log's height with larger text: about the window's below the bar.
const STACKED_LOG: f32 = 560.0;
