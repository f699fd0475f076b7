//! The play screen drawn: the header (title, turn timer, status, Undo
//! and Redo), the game's body or the result, the session note, and beside
//! them the clock, the live page's button, the game's side panel and the
//! log. It only reads what the screen keeps.

use iced::widget::{button, column, container, row, text, text_input};
use iced::{Alignment, Element, Length, Theme};

use super::super::result;
use super::super::{clock, log};
use super::{Msg, Play};
use crate::i18n::I18n;
use crate::rules::{Outcome, Verdict};
use crate::ui::games::Ctx;
use crate::ui::{theme, widget};

impl Play {
    /// The game's body, or the result of the decided game.
    fn body<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        if self.shows_result() {
            let writable = !self.read_only();
            let msgs = result::Msgs {
                undo: (writable && self.session.cursor() > 0).then_some(Msg::UndoWin),
                leave: Msg::Leave,
                board: Msg::Board,
                reopen: writable.then(|| widget::Confirm {
                    label: i18n.tr("ui-reopen"),
                    question: i18n.tr("ui-reopen-ask"),
                    yes: i18n.tr("ui-yes"),
                    no: i18n.tr("ui-no"),
                    armed: self.reopen_armed,
                    arm: Some(Msg::Reopen),
                    confirm: Msg::ReopenYes,
                    cancel: Msg::ReopenNo,
                    anchor: widget::Anchor::Start,
                    size: theme::body(),
                }),
            };
            if let Some(view) = result::view(&self.session, &self.played, i18n, msgs) {
                return view;
            }
        }
        let body = self
            .body
            .as_ref()
            .and_then(|b| b.view(self.session.setup(), self.session.state(), self.ctx(i18n)));
        match body {
            Some(body) => body.map(Msg::Body),
            None => text(i18n.tr_args(
                "ui-no-screen",
                &[(
                    "game",
                    i18n.tr(&self.session.setup().kind().title_key()).into(),
                )],
            ))
            .into(),
        }
    }

    /// The game's side panel (Custom's dice) above the log, if the game
    /// has one, the log is unfolded and the board (not the result) shows.
    fn side<'a>(&'a self, i18n: &'a I18n) -> Option<Element<'a, Msg>> {
        if self.log.folded || self.shows_result() {
            return None;
        }
        let side =
            self.body
                .as_ref()?
                .side(self.session.setup(), self.session.state(), self.ctx(i18n))?;
        Some(side.map(Msg::Body))
    }

    /// What the game's body is given to draw itself: controls work only in
    /// a writable, open session.
    fn ctx<'a>(&'a self, i18n: &'a I18n) -> Ctx<'a> {
        Ctx {
            i18n,
            editable: !self.read_only() && !self.session.is_closed(),
            standings: self.session.standings_ref(),
        }
    }

    /// The status slot of the header: who won and why (with a way back to
    /// the result view from the board), whose turn it now is after a turn
    /// ended, or nothing. It has a fixed height, so a win moves nothing.
    fn status<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let s = &self.session;
        let mut slot = row![].spacing(10).align_y(Alignment::Center);
        let outcome = s.outcome_ref();
        if let Some((who, why)) = crate::verdict_words::result(i18n, outcome) {
            // Who, in the header; why is said in full by the result view
            // (and here when the pointer rests on who).
            slot = slot.push(
                container(iced::widget::tooltip(
                    text(who).size(theme::body() * 1.25),
                    container(text(why).size(theme::small()))
                        .padding(6)
                        .max_width(420)
                        .style(container::rounded_box),
                    iced::widget::tooltip::Position::Bottom,
                ))
                .width(Length::Fill),
            );
            if s.is_closed() && self.board {
                slot = slot.push(
                    button(text(i18n.tr("ui-result-show")))
                        .style(widget::secondary)
                        .on_press(Msg::Result),
                );
            }
        }
        if let Some(name) = &self.turn
            && !outcome.is_finished()
        {
            // The header's Undo, beside it, takes the end of the turn back:
            // one Undo on screen.
            slot = slot.push(
                text(i18n.tr_args("ui-turn-now", &[("name", name.into())]))
                    .size(theme::body() * 1.25)
                    .width(Length::Fill),
            );
        }
        // Green for a win, red for the table's loss, grey for a draw.
        let decided = match outcome {
            Outcome::Finished { result, .. } => Some(*result),
            Outcome::InProgress => None,
        };
        // One line of its words, whatever the text size.
        let high = (theme::body() * 1.25 * 1.3 + 12.0).max(56.0);
        container(slot)
            .id("play-status")
            .padding([4, 12])
            .height(Length::Fixed(high))
            .width(Length::Fill)
            .center_y(Length::Fixed(high))
            .style(move |t: &Theme| {
                if let Some(result) = decided {
                    let palette = t.extended_palette();
                    let pair = match result {
                        Verdict::Won => palette.success.weak,
                        Verdict::Lost => palette.danger.weak,
                        Verdict::Draw => palette.background.strong,
                    };
                    container::Style {
                        background: Some(pair.color.into()),
                        text_color: Some(pair.text),
                        border: iced::Border::default().rounded(8),
                        ..container::Style::default()
                    }
                } else {
                    container::Style::default()
                }
            })
            .into()
    }

    /// The screen.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        if theme::text_scale() > 1.0 {
            return self.stacked(i18n);
        }
        let mut main = column![self.header(i18n)].spacing(12);
        if let Some(banner) = self.read_only_banner(i18n) {
            main = main.push(banner);
        }
        main = main.push(
            // The body fills the space between the header and the note: a
            // game lays its seats out in that space (widget::grid) and
            // scrolls inside a seat if it must, never the whole page.
            container(self.body(i18n))
                .width(Length::Fill)
                .height(Length::Fill),
        );
        main = main.push(self.note_field(i18n));
        let log = self
            .log
            .view(&self.session, i18n, self.read_only())
            .map(Msg::Log);
        let right: Element<'a, Msg> = if self.log.folded {
            log
        } else {
            // As wide as the log below: the clock's words wrap beside the
            // button.
            let top = row![
                self.share.button(i18n).map(Msg::Share),
                self.clock_words(i18n).width(Length::Fill)
            ]
            .spacing(10)
            .align_y(Alignment::Center)
            .width(Length::Fixed(log::WIDTH));
            let controls = container(self.clock_controls(i18n)).width(Length::Fixed(log::WIDTH));
            let mut right = column![top, controls].spacing(16).width(Length::Shrink);
            if let Some(details) = self.share.details(&self.session, i18n) {
                right = right.push(details.map(Msg::Share));
            }
            if let Some(side) = self.side(i18n) {
                right = right.push(side);
            }
            right.push(log).into()
        };
        row![main.width(Length::Fill), right].spacing(16).into()
    }

    /// The screen with larger text (Settings → Text size): one column
    /// that scrolls, the board as tall as the window at the top (taller
    /// where its room says so) and the whole width its own; under it the
    /// note, the clock, the live page's button, the game's side panel and
    /// the log, each as wide as the window, so their words have room (in
    /// table mode, the log's button alone).
    fn stacked<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        iced::widget::responsive(move |space| {
            let mut page = column![self.header(i18n)].spacing(12);
            if let Some(banner) = self.read_only_banner(i18n) {
                page = page.push(banner);
            }
            // The board fills the window below the header, as it does
            // with ordinary text; the rest is a scroll away.
            let room = (space.height - theme::heading() * 1.4 - 12.0).max(BOARD_LEAST);
            // A decided game's result is as tall as its card: the page
            // scrolls, not its standings.
            let board = if self.shows_result() {
                Length::Shrink
            } else {
                Length::Fixed(self.body.as_ref().map_or(room, |b| b.board_height(room)))
            };
            page = page.push(container(self.body(i18n)).width(Length::Fill).height(board));
            page = page.push(self.note_field(i18n));
            let log = self
                .log
                .view(&self.session, i18n, self.read_only())
                .map(Msg::Log);
            if self.log.folded {
                // Folded (table mode): the log's button alone, as beside
                // the board with ordinary text.
                page = page.push(log);
            } else {
                let mut below = row![
                    self.share.button(i18n).map(Msg::Share),
                    self.clock_words(i18n),
                    self.clock_controls(i18n)
                ]
                .spacing(16)
                .align_y(Alignment::Center);
                if let Some(side) = self.side(i18n) {
                    below = below.push(side);
                }
                page = page.push(below.wrap().vertical_spacing(8));
                if let Some(details) = self.share.details(&self.session, i18n) {
                    page = page.push(details.map(Msg::Share));
                }
                page = page.push(
                    container(log)
                        .width(Length::Fill)
                        .height(Length::Fixed(space.height.max(BOARD_LEAST))),
                );
            }
            iced::widget::scrollable(page.padding(iced::Padding::ZERO.right(14)))
                .id(STACKED)
                .height(Length::Fill)
                .into()
        })
        .into()
    }

    /// The header: the game's name, the turn timer's countdown, the
    /// status, Undo and Redo (on more lines with larger text).
    fn header<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let s = &self.session;
        let writable = !self.read_only();
        let can_undo = writable && s.undoable();
        let mut header = row![
            text(i18n.tr(&s.setup().kind().title_key()))
                .size(theme::heading())
                .width(Length::Shrink)
        ];
        // The turn timer's countdown, where the whole table sees it (the
        // log and the clock fold away in table mode; it does not).
        if let Some(countdown) = clock::countdown(&self.played, s, self.clock, i18n) {
            header = header.push(countdown);
        }
        let undo = button(text(i18n.tr("ui-undo")).size(theme::body()))
            .height(widget::button_height(theme::body(), 6.0))
            .style(widget::primary)
            .on_press_maybe(can_undo.then_some(Msg::Undo));
        let redo = button(text(i18n.tr("ui-redo")).size(theme::body()))
            .height(widget::button_height(theme::body(), 6.0))
            .style(widget::primary)
            .on_press_maybe((writable && !s.is_closed() && s.can_redo()).then_some(Msg::Redo));
        if theme::text_scale() > 1.0 {
            // The status on a line of its own, always there, so a win
            // appearing moves nothing.
            let top = header.extend([undo.into(), redo.into()]);
            return column![
                top.spacing(12)
                    .align_y(Alignment::Center)
                    .wrap()
                    .vertical_spacing(8),
                self.status(i18n)
            ]
            .spacing(4)
            .into();
        }
        header
            .extend([self.status(i18n), undo.into(), redo.into()])
            .spacing(12)
            .align_y(Alignment::Center)
            .into()
    }

    /// Why the session cannot be changed, if it cannot.
    fn read_only_banner<'a>(&'a self, i18n: &'a I18n) -> Option<Element<'a, Msg>> {
        self.read_only()
            .then(|| widget::banner(i18n.text(&self.read_only_text()), false, None))
    }

    /// The session's note.
    fn note_field<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        text_input(&i18n.tr("ui-session-note"), &self.note)
            .id(super::NOTE)
            .on_input_maybe((!self.read_only()).then_some(Msg::Note))
            .on_submit(Msg::SaveNote)
            .into()
    }

    /// The clock's words: played, and whose thinking time.
    fn clock_words<'a>(&'a self, i18n: &'a I18n) -> iced::widget::Text<'a> {
        text(clock::words(&self.played, &self.session, self.clock, i18n)).size(theme::small())
    }

    /// Pause, resume and the turn timer.
    fn clock_controls<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        clock::controls(&self.session, &self.played, !self.read_only(), i18n).map(Msg::Clock)
    }
}

/// The stacked screen's scrollable (larger text).
pub const STACKED: &str = "play-stacked";

/// The least height of the board with larger text, whatever the window.
const BOARD_LEAST: f32 = 320.0;
