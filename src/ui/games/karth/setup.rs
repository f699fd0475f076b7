//! The form that sets up Heroes of Karth: the mode, the players with their
//! factions, who goes first, and the win thresholds (the rulebook's
//! defaults; 1v1 has none in the rulebook, which the form says).

use crate::ui::widget::button;
use iced::widget::{Row, column, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::RuleError;
use crate::rules::karth::{Faction, Mode, Setup};
use crate::ui::games::SetupForm;

use crate::ui::games::players_form::{self, PlayersForm};
use crate::ui::widget::Press;
use crate::ui::{theme, widget};

/// The form's state.
#[derive(Debug, Clone)]
pub struct Form {
    mode: Mode,
    players: PlayersForm,
    factions: Vec<Faction>,
    first: usize,
    gold: String,
    kp: String,
}

/// What the form reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// A mode was picked.
    Mode(Mode),
    /// The players part.
    Players(players_form::Msg),
    /// A player's faction was switched.
    Faction(usize),
    /// Who goes first.
    First(usize),
    /// The gold threshold was typed.
    Gold(String),
    /// The KP threshold was typed.
    Kp(String),
}

fn goals(mode: Mode) -> (String, String) {
    let s = Setup {
        mode,
        players: Vec::new(),
        factions: Vec::new(),
        first: 0,
        gold_to_win: None,
        kp_to_win: None,
    };
    (s.gold_goal().to_string(), s.kp_goal().to_string())
}

impl SetupForm for Form {
    type Setup = Setup;
    type Msg = Msg;

    /// 1v1 Classic with two players.
    fn new(i18n: &I18n) -> Self {
        let name = |n: usize| i18n.tr_args("ui-player-n", &[("n", n.into())]);
        let (gold, kp) = goals(Mode::Classic);
        Form {
            mode: Mode::Classic,
            players: PlayersForm::new(vec![name(1), name(2)], 2, 4, "ui-players", "ui-player-n")
                .with_random_first(),
            factions: vec![Faction::Allegiance, Faction::Shard],
            first: 0,
            gold,
            kp,
        }
    }

    /// Applies one edit; a mode brings its player count and thresholds.
    fn update(&mut self, msg: Msg, i18n: &I18n) {
        match msg {
            Msg::Mode(mode) => {
                self.mode = mode;
                let want = match mode {
                    Mode::Classic => 2,
                    Mode::TwoVTwo => 4,
                    Mode::FreeForAll => 3,
                };
                while self.players.players.len() < want {
                    self.players.update(players_form::Msg::Add, i18n);
                }
                while self.players.players.len() > want {
                    let last = self.players.players.len() - 1;
                    self.players.update(players_form::Msg::Remove(last), i18n);
                    if self.players.players.len() > last {
                        break;
                    }
                }
                (self.gold, self.kp) = goals(mode);
            }
            // Who goes first is a choice of its own here: the draw makes
            // it, the seats stay.
            Msg::Players(players_form::Msg::RandomFirst) => {
                self.first = self.players.draw_first();
            }
            Msg::Players(m) => self.players.update(m, i18n),
            Msg::Faction(p) => {
                self.factions
                    .resize(self.players.players.len().max(p + 1), Faction::Allegiance);
                if let Some(f) = self.factions.get_mut(p) {
                    *f = if *f == Faction::Allegiance {
                        Faction::Shard
                    } else {
                        Faction::Allegiance
                    };
                }
            }
            Msg::First(p) => self.first = p,
            Msg::Gold(g) => self.gold = g,
            Msg::Kp(k) => self.kp = k,
        }
    }

    /// The setup the form describes, or what is wrong with it.
    fn players_mut(&mut self) -> Option<&mut PlayersForm> {
        Some(&mut self.players)
    }

    /// Two players play 1v1 Classic; three or four, free-for-all.
    fn seat(&mut self, names: &[String], i18n: &I18n) {
        let mode = if names.len() > 2 {
            Mode::FreeForAll
        } else {
            Mode::Classic
        };
        self.update(Msg::Mode(mode), i18n);
        self.players.seat(names);
    }

    fn press(msg: &Msg) -> Press {
        match msg {
            Msg::Players(m) => m.press(),
            Msg::Mode(_) | Msg::Faction(_) | Msg::First(_) => Press::Once,
            Msg::Gold(_) | Msg::Kp(_) => Press::Not,
        }
    }

    fn build(&self) -> Result<Setup, RuleError> {
        // A refusal names the field as the form labels it.
        let number =
            |field: &str, words: &str| widget::number(field, words, None).map_err(RuleError);
        let players = self.players.players();
        let mut factions = self.factions.clone();
        factions.resize(players.len(), Faction::Allegiance);
        Ok(Setup {
            mode: self.mode,
            players,
            factions,
            first: self.first,
            gold_to_win: Some(number("ui-karth-gold-goal", &self.gold)?),
            kp_to_win: Some(number("ui-karth-kp-goal", &self.kp)?),
        })
    }

    /// The form.
    fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut modes = row![].spacing(8);
        for (mode, key) in [
            (Mode::Classic, "ui-karth-classic"),
            (Mode::TwoVTwo, "ui-karth-two-v-two"),
            (Mode::FreeForAll, "ui-karth-free-for-all"),
        ] {
            let style = if mode == self.mode {
                button::primary
            } else {
                button::secondary
            };
            modes = modes.push(
                button(text(i18n.tr(key)))
                    .style(style)
                    .on_press(Msg::Mode(mode)),
            );
        }
        let mut factions: Row<'a, Msg> =
            row![text(i18n.tr("ui-karth-factions")).width(Length::Fixed(160.0))]
                .spacing(8)
                .align_y(Alignment::Center);
        let mut first: Row<'a, Msg> =
            row![text(i18n.tr("ui-karth-first")).width(Length::Fixed(160.0))]
                .spacing(8)
                .align_y(Alignment::Center);
        for (p, player) in self.players.players.iter().enumerate() {
            let faction = match self.factions.get(p).copied().unwrap_or_default() {
                Faction::Allegiance => i18n.tr("ui-karth-allegiance"),
                Faction::Shard => i18n.tr("ui-karth-shard"),
            };
            factions = factions.push(
                button(text(format!("{}: {faction}", player.name)))
                    .style(button::secondary)
                    .on_press(Msg::Faction(p)),
            );
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
        let mut goals = column![
            widget::heading(i18n.tr("ui-karth-goals")),
            row![
                text(i18n.tr("ui-karth-gold-goal")).width(Length::Fixed(260.0)),
                text_input("40", &self.gold)
                    .on_input(Msg::Gold)
                    .width(Length::Fixed(80.0)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            row![
                text(i18n.tr("ui-karth-kp-goal")).width(Length::Fixed(260.0)),
                text_input("25", &self.kp)
                    .on_input(Msg::Kp)
                    .width(Length::Fixed(80.0)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        ]
        .spacing(8);
        if self.mode == Mode::Classic {
            goals = goals.push(text(i18n.tr("help-karth-1v1")).size(theme::small()));
        }
        if self.mode == Mode::TwoVTwo {
            goals = goals.push(text(i18n.tr("ui-karth-teams-help")).size(theme::small()));
        }
        column![
            column![widget::heading(i18n.tr("ui-karth-mode")), modes].spacing(8),
            self.players.view(i18n).map(Msg::Players),
            factions,
            first,
            goals,
        ]
        .spacing(20)
        .into()
    }
}
