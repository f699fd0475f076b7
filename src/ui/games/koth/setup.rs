//! The form that sets up a Koth battle: the two players, who goes first,
//! the deck, the opening hand and the Command Points.

use crate::ui::widget::button;
use iced::widget::{column, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::koth::Setup;
use crate::rules::{Arg, RuleError};
use crate::ui::games::SetupForm;

use crate::ui::games::players_form::{self, PlayersForm};
use crate::ui::widget;
use crate::ui::widget::Press;

/// The form's state.
#[derive(Debug, Clone)]
pub struct Form {
    players: PlayersForm,
    first: usize,
    deck: String,
    hand: String,
    cp: String,
}

/// What the form reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// The players part.
    Players(players_form::Msg),
    /// Who plays first.
    First(usize),
    /// A number was typed: 0 deck, 1 hand, 2 CP.
    Number(usize, String),
}

/// The number typed into the field labelled by message `field`; the
/// refusal names the field in the window's language.
fn number<T: std::str::FromStr>(field: &str, words: &str) -> Result<T, RuleError> {
    words.trim().parse::<T>().map_err(|_| {
        RuleError::new("ui-not-a-number")
            .arg("field", Arg::msg(field))
            .arg("value", words)
    })
}

impl SetupForm for Form {
    type Setup = Setup;
    type Msg = Msg;

    /// Ames and Sina, Ames first, 52 cards, hands of 3, 10 CP.
    fn new(_i18n: &I18n) -> Self {
        let d = Setup::new(["Ames", "Sina"]);
        Form {
            players: PlayersForm::new(
                vec!["Ames".into(), "Sina".into()],
                2,
                2,
                "ui-players",
                "ui-player-n",
            )
            .with_random_first(),
            first: 0,
            deck: d.deck.to_string(),
            hand: d.hand.to_string(),
            cp: d.cp.to_string(),
        }
    }

    /// Applies one edit.
    fn update(&mut self, msg: Msg, i18n: &I18n) {
        match msg {
            // Who goes first is a choice of its own here: the draw makes
            // it, the seats stay.
            Msg::Players(players_form::Msg::RandomFirst) => {
                self.first = self.players.draw_first();
            }
            Msg::Players(m) => self.players.update(m, i18n),
            Msg::First(p) => self.first = p.min(1),
            Msg::Number(0, w) => self.deck = w,
            Msg::Number(1, w) => self.hand = w,
            Msg::Number(_, w) => self.cp = w,
        }
    }

    /// The setup the form describes, or what is wrong with it.
    fn players_mut(&mut self) -> Option<&mut PlayersForm> {
        Some(&mut self.players)
    }

    fn press(msg: &Msg) -> Press {
        match msg {
            Msg::Players(m) => m.press(),
            Msg::First(_) => Press::Once,
            Msg::Number(..) => Press::Not,
        }
    }

    fn build(&self) -> Result<Setup, RuleError> {
        Ok(Setup {
            players: self.players.players(),
            first: self.first,
            deck: number("ui-koth-deck", &self.deck)?,
            hand: number("ui-koth-hand", &self.hand)?,
            cp: number("ui-koth-cp", &self.cp)?,
        })
    }

    /// The form.
    fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut first = row![text(i18n.tr("ui-koth-first")).width(Length::Fixed(220.0))]
            .spacing(8)
            .align_y(Alignment::Center);
        for (p, player) in self.players.players.iter().enumerate() {
            let style = if p == self.first {
                button::primary
            } else {
                button::secondary
            };
            first = first.push(
                button(text(player.name.clone()))
                    .style(style)
                    .on_press(Msg::First(p)),
            );
        }
        let field = |i: usize, key: &str, value: &'a str, id: &'static str| {
            row![
                text(i18n.tr(key)).width(Length::Fixed(220.0)),
                text_input("", value)
                    .id(id)
                    .on_input(move |w| Msg::Number(i, w))
                    .width(Length::Fixed(80.0)),
            ]
            .spacing(8)
            .align_y(Alignment::Center)
        };
        column![
            self.players.view(i18n).map(Msg::Players),
            column![
                widget::heading(i18n.tr("ui-koth-rules")),
                first,
                field(0, "ui-koth-deck", &self.deck, "koth-setup-deck"),
                field(1, "ui-koth-hand", &self.hand, "koth-setup-hand"),
                field(2, "ui-koth-cp", &self.cp, "koth-setup-cp"),
            ]
            .spacing(10),
        ]
        .spacing(24)
        .into()
    }
}
