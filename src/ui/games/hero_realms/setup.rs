//! The form that sets up a Hero Realms game: the format, the players in
//! clockwise seating order, and starting health (character packs change it).

use iced::widget::{button, column, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::RuleError;
use crate::rules::hero_realms::{Format, Setup};

use crate::ui::games::players_form::{self, PlayersForm};
use crate::ui::{theme, widget};

/// Every format, in menu order, with its name key.
pub const FORMATS: [(Format, &str); 5] = [
    (Format::FreeForAll, "ui-hr-free-for-all"),
    (Format::HunterFirstBlood, "ui-hr-first-blood"),
    (Format::HunterLastOneStanding, "ui-hr-last-one-standing"),
    (Format::Hydra, "ui-hr-hydra"),
    (Format::Emperor, "ui-hr-emperor"),
];

/// The form's state.
#[derive(Debug, Clone)]
pub struct Form {
    format: Format,
    players: PlayersForm,
    health: String,
    team_health: String,
}

/// What the form reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// A format was picked.
    Format(Format),
    /// The players part.
    Players(players_form::Msg),
    /// Starting health per player was typed.
    Health(String),
    /// Hydra team health was typed.
    TeamHealth(String),
}

fn number(field: &str, words: &str) -> Result<i64, RuleError> {
    words.trim().parse::<i64>().map_err(|_| {
        RuleError::new("ui-not-a-number")
            .arg("field", field)
            .arg("value", words)
    })
}

impl Form {
    /// Free-for-all with two players.
    pub fn new(i18n: &I18n) -> Self {
        let name = |n: usize| i18n.tr_args("ui-player-n", &[("n", n.into())]);
        Form {
            format: Format::FreeForAll,
            players: PlayersForm::new(
                (1..=2).map(name).collect(),
                2,
                6,
                "ui-hr-seating",
                "ui-player-n",
            ),
            health: String::new(),
            team_health: String::new(),
        }
    }

    /// Applies one edit; picking a team format fills the seats it needs.
    pub fn update(&mut self, msg: Msg, i18n: &I18n) {
        match msg {
            Msg::Format(format) => {
                self.format = format;
                let want = match format {
                    Format::Hydra => 4,
                    Format::Emperor => 6,
                    Format::HunterFirstBlood | Format::HunterLastOneStanding => 3,
                    Format::FreeForAll => 2,
                };
                while self.players.players.len() < want {
                    self.players.update(players_form::Msg::Add, i18n);
                }
            }
            Msg::Players(m) => self.players.update(m, i18n),
            Msg::Health(h) => self.health = h,
            Msg::TeamHealth(h) => self.team_health = h,
        }
    }

    /// The setup the form describes, or what is wrong with it.
    pub fn build(&self) -> Result<Setup, RuleError> {
        let health = if self.health.trim().is_empty() {
            Vec::new()
        } else {
            self.health
                .split(',')
                .map(|h| number("health", h))
                .collect::<Result<Vec<i64>, RuleError>>()?
        };
        let team_health = if self.team_health.trim().is_empty() {
            None
        } else {
            Some(number("team health", &self.team_health)?)
        };
        Ok(Setup {
            format: self.format,
            players: self.players.players(),
            health,
            team_health,
        })
    }

    /// The form.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut formats = row![].spacing(8);
        for (format, key) in FORMATS {
            let style = if format == self.format {
                button::primary
            } else {
                button::secondary
            };
            formats = formats.push(
                button(text(i18n.tr(key)))
                    .style(style)
                    .on_press(Msg::Format(format)),
            );
        }
        let help = match self.format {
            Format::FreeForAll => "ui-hr-help-free-for-all",
            Format::HunterFirstBlood => "ui-hr-help-first-blood",
            Format::HunterLastOneStanding => "ui-hr-help-last-one-standing",
            Format::Hydra => "ui-hr-help-hydra",
            Format::Emperor => "ui-hr-help-emperor",
        };
        let mut health = column![
            widget::heading(i18n.tr("ui-hr-health")),
            row![
                text(i18n.tr("ui-hr-health-per-player")),
                text_input("50, 50", &self.health)
                    .on_input(Msg::Health)
                    .width(Length::Fixed(240.0)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        ]
        .spacing(8);
        if self.format == Format::Hydra {
            health = health.push(
                row![
                    text(i18n.tr("ui-hr-team-health")),
                    text_input("75", &self.team_health)
                        .on_input(Msg::TeamHealth)
                        .width(Length::Fixed(100.0)),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        }
        column![
            column![
                widget::heading(i18n.tr("ui-hr-format")),
                formats,
                text(i18n.tr(help)).size(theme::SMALL)
            ]
            .spacing(8),
            self.players.view(i18n).map(Msg::Players),
            health,
        ]
        .spacing(24)
        .into()
    }
}
