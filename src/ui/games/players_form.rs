//! The players part of every setup form: names, colours (click the swatch
//! for the next one), add and remove within the game's limits.

use iced::widget::{button, column, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::common::{PALETTE, Player};

use crate::ui::{theme, widget};

/// Players being set up.
#[derive(Debug, Clone)]
pub struct PlayersForm {
    /// The players so far, in seat order.
    pub players: Vec<Player>,
    min: usize,
    max: usize,
    heading: &'static str,
    fallback: &'static str,
}

/// What the players part reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// A name was typed.
    Name(usize, String),
    /// The next colour was picked.
    Color(usize),
    /// A player was added.
    Add,
    /// A player was removed.
    Remove(usize),
}

impl PlayersForm {
    /// A form with these starting names, `min..=max` players; `heading` is
    /// the section's key and `fallback` the key (with `$n`) of a new name.
    pub fn new(
        names: Vec<String>,
        min: usize,
        max: usize,
        heading: &'static str,
        fallback: &'static str,
    ) -> Self {
        PlayersForm {
            players: names
                .into_iter()
                .enumerate()
                .map(|(n, name)| Player::new(name, n))
                .collect(),
            min,
            max,
            heading,
            fallback,
        }
    }

    /// Applies one edit.
    pub fn update(&mut self, msg: Msg, i18n: &I18n) {
        match msg {
            Msg::Name(i, name) => {
                if let Some(p) = self.players.get_mut(i) {
                    p.name = name;
                }
            }
            Msg::Color(i) => {
                if let Some(p) = self.players.get_mut(i) {
                    let at = PALETTE.iter().position(|c| *c == p.color).unwrap_or(0);
                    p.color = PALETTE[(at + 1) % PALETTE.len()];
                }
            }
            Msg::Add if self.players.len() < self.max => {
                let n = self.players.len();
                let name = i18n.tr_args(self.fallback, &[("n", (n + 1).into())]);
                self.players.push(Player::new(name, n));
            }
            Msg::Remove(i) if self.players.len() > self.min && i < self.players.len() => {
                self.players.remove(i);
            }
            Msg::Add | Msg::Remove(_) => {}
        }
    }

    /// The players with their names trimmed.
    pub fn players(&self) -> Vec<Player> {
        self.players
            .iter()
            .map(|p| Player {
                name: p.name.trim().to_owned(),
                color: p.color,
            })
            .collect()
    }

    /// The section.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut list = column![widget::heading(i18n.tr(self.heading))].spacing(8);
        for (i, p) in self.players.iter().enumerate() {
            list = list.push(
                row![
                    button(widget::swatch(p.color, 22.0))
                        .on_press(Msg::Color(i))
                        .style(button::text),
                    text_input(&i18n.tr("ui-name"), &p.name)
                        .on_input(move |s| Msg::Name(i, s))
                        .size(theme::BODY)
                        .width(Length::Fixed(260.0)),
                    button(text(i18n.tr("ui-remove")))
                        .on_press_maybe((self.players.len() > self.min).then_some(Msg::Remove(i)))
                        .style(button::secondary),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        }
        list.push(
            button(text(i18n.tr("ui-add-player")))
                .on_press_maybe((self.players.len() < self.max).then_some(Msg::Add)),
        )
        .into()
    }
}
