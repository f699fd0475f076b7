//! The form that sets up a Hero Realms game: the format, starting health
//! (character packs change it) and the players in clockwise seating order.
//! Every field keeps its place whatever the format: the Hydra team health
//! is disabled, not hidden, in the other formats.

use crate::ui::widget::button;
use iced::widget::{column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::hero_realms::{Format, Setup};
use crate::rules::{Arg, RuleError};
use crate::ui::games::SetupForm;

use crate::ui::games::players_form::{self, PlayersForm};
use crate::ui::widget::Press;
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

/// A whole number typed into the field named by message `field`.
fn number(field: &str, words: &str) -> Result<i64, RuleError> {
    words.trim().parse::<i64>().map_err(|_| {
        RuleError::new("ui-not-a-number")
            .arg("field", Arg::msg(field))
            .arg("value", words.trim())
    })
}

impl SetupForm for Form {
    type Setup = Setup;
    type Msg = Msg;

    /// Free-for-all with two players.
    fn new(i18n: &I18n) -> Self {
        let name = |n: usize| i18n.tr_args("ui-player-n", &[("n", n.into())]);
        Form {
            format: Format::FreeForAll,
            players: PlayersForm::new(
                (1..=2).map(name).collect(),
                2,
                6,
                "ui-hr-seating",
                "ui-player-n",
            )
            .with_random_first(),
            health: String::new(),
            team_health: String::new(),
        }
    }

    /// Applies one edit; picking a team format fills the seats it needs.
    fn update(&mut self, msg: Msg, i18n: &I18n) {
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
            // In Hydra and Emperor the halves of the list are the teams:
            // a draw picks the team that goes first.
            Msg::Players(players_form::Msg::RandomFirst)
                if matches!(self.format, Format::Hydra | Format::Emperor) =>
            {
                self.players.draw_team();
            }
            Msg::Players(m) => self.players.update(m, i18n),
            Msg::Health(h) => self.health = h,
            Msg::TeamHealth(h) => self.team_health = h,
        }
    }

    /// The setup the form describes, or what is wrong with it.
    fn players_mut(&mut self) -> Option<&mut PlayersForm> {
        Some(&mut self.players)
    }

    fn press(msg: &Msg) -> Press {
        match msg {
            Msg::Players(m) => m.press(),
            Msg::Format(_) => Press::Once,
            Msg::Health(_) | Msg::TeamHealth(_) => Press::Not,
        }
    }

    fn build(&self) -> Result<Setup, RuleError> {
        // A disabled field does not count: Hydra has team health only.
        let hydra = self.format == Format::Hydra;
        let health = if hydra || self.health.trim().is_empty() {
            Vec::new()
        } else {
            self.health
                .split(',')
                .map(|h| number("ui-hr-health", h))
                .collect::<Result<Vec<i64>, RuleError>>()?
        };
        let team_health = if !hydra || self.team_health.trim().is_empty() {
            None
        } else {
            Some(number("ui-hr-field-team-health", &self.team_health)?)
        };
        Ok(Setup {
            format: self.format,
            players: self.players.players(),
            health,
            team_health,
        })
    }

    /// The form.
    fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut formats = row![].spacing(8);
        for (format, key) in FORMATS {
            let style = if format == self.format {
                widget::primary
            } else {
                widget::secondary
            };
            formats = formats.push(
                button(container(text(i18n.tr(key)).size(theme::body())).center_y(Length::Fill))
                    .height(widget::button_height(theme::body(), 0.0))
                    .padding([0, 14])
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
        let hydra = self.format == Format::Hydra;
        let health = column![
            widget::heading(i18n.tr("ui-hr-health")),
            row![
                text(i18n.tr("ui-hr-health-per-player")).width(Length::Fill),
                text_input("50, 50", &self.health)
                    .id("hr-setup-health")
                    .on_input_maybe((!hydra).then_some(Msg::Health))
                    .padding(10)
                    .width(Length::Fixed(240.0)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            row![
                text(i18n.tr("ui-hr-team-health")).width(Length::Fill),
                text_input("75", &self.team_health)
                    .id("hr-setup-team-health")
                    .on_input_maybe(hydra.then_some(Msg::TeamHealth))
                    .padding(10)
                    .width(Length::Fixed(240.0)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        ]
        .spacing(8)
        .max_width(760);
        column![
            column![
                widget::heading(i18n.tr("ui-hr-format")),
                formats.wrap().vertical_spacing(8),
                // The help of every format fits this place, so the fields
                // below never move when another format is picked.
                container(text(i18n.tr(help)).size(theme::small()))
                    .height(Length::Fixed(theme::small() * 4.2))
                    .max_width(760),
            ]
            .spacing(8),
            health,
            self.players.view(i18n).map(Msg::Players),
            container(text(i18n.tr("help-hero_realms-guards")).size(theme::small())).max_width(760),
        ]
        .spacing(24)
        .into()
    }
}
