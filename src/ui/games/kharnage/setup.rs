//! The form that sets up a Kharnage game: 2 to 4 armies, each with who
//! plays it if named (the known players are offered there: an army is
//! never a person), the number of rounds, and the optional "YEAH!" rule.

use iced::widget::{checkbox, column, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::kharnage::{self, Setup};
use crate::rules::{Arg, RuleError};
use crate::ui::games::SetupForm;

use crate::ui::games::players_form::{self, PlayersForm};
use crate::ui::widget;
use crate::ui::widget::Press;

/// The form's state.
#[derive(Debug, Clone)]
pub struct Form {
    armies: PlayersForm,
    rounds: String,
    yeah: bool,
}

/// What the form reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// The armies part.
    Armies(players_form::Msg),
    /// The number of rounds was typed.
    Rounds(String),
    /// The "YEAH!" rule was switched.
    Yeah(bool),
}

impl SetupForm for Form {
    type Setup = Setup;
    type Msg = Msg;

    /// The four armies of the base game, named in the window's language,
    /// four rounds, no "YEAH!" rule.
    fn new(i18n: &I18n) -> Self {
        Form {
            armies: PlayersForm::new(
                kharnage::SUGGESTED_ARMIES
                    .iter()
                    .map(|s| i18n.tr(&format!("ui-kharnage-army-{}", s.to_lowercase())))
                    .collect(),
                kharnage::MIN_ARMIES,
                kharnage::MAX_ARMIES,
                "ui-kharnage-armies",
                "ui-kharnage-army-n",
            )
            .with_played_by("ui-kharnage-played-by"),
            rounds: kharnage::DEFAULT_ROUNDS.to_string(),
            yeah: false,
        }
    }

    /// Applies one edit.
    fn update(&mut self, msg: Msg, i18n: &I18n) {
        match msg {
            Msg::Armies(m) => self.armies.update(m, i18n),
            Msg::Rounds(r) => self.rounds = r,
            Msg::Yeah(on) => self.yeah = on,
        }
    }

    fn press(msg: &Msg) -> Press {
        match msg {
            Msg::Armies(m) => m.press(),
            Msg::Yeah(_) => Press::Once,
            Msg::Rounds(_) => Press::Not,
        }
    }

    /// An event's players play the armies, named for them.
    fn seat(&mut self, names: &[String], _i18n: &I18n) {
        self.armies.seat(names);
    }

    /// The setup the form describes, or what is wrong with it.
    fn build(&self) -> Result<Setup, RuleError> {
        let rounds = self.rounds.trim().parse::<u32>().map_err(|_| {
            RuleError::new("ui-not-a-number")
                .arg("field", Arg::msg("ui-kharnage-rounds"))
                .arg("value", &self.rounds)
        })?;
        // Who plays the armies: kept only where someone is named.
        let played_by = self.armies.played_by().unwrap_or_default();
        let named = played_by.iter().any(Option::is_some);
        Ok(Setup {
            armies: self.armies.players(),
            played_by: if named { played_by } else { Vec::new() },
            rounds,
            yeah_rule: self.yeah,
        })
    }

    /// The form.
    fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        column![
            self.armies.view(i18n).map(Msg::Armies),
            column![
                widget::heading(i18n.tr("ui-kharnage-rules")),
                row![
                    text(i18n.tr("ui-kharnage-rounds")),
                    text_input("4", &self.rounds)
                        .id("kharnage-setup-rounds")
                        .on_input(Msg::Rounds)
                        .width(Length::Fixed(80.0)),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
                widget::keyed(
                    checkbox(self.yeah)
                        .label(i18n.tr("ui-kharnage-yeah-rule"))
                        .on_toggle(Msg::Yeah),
                    Msg::Yeah(!self.yeah),
                ),
            ]
            .spacing(10),
        ]
        .spacing(24)
        .into()
    }
}
