//! The form that sets up a Custom counters game: players with names and
//! colours, the counters, and the win rule. The rules validate it.

use crate::ui::widget::button;
use iced::widget::{column, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::RuleError;
use crate::rules::custom::{self, Counter, WinRule};
use crate::ui::games::SetupForm;

use crate::ui::games::players_form::{self, PlayersForm};
use crate::ui::widget::Press;
use crate::ui::{theme, widget};

/// A counter as typed: numbers stay text until the game starts.
#[derive(Debug, Clone)]
pub struct CounterForm {
    name: String,
    start: String,
    min: String,
    max: String,
    step: String,
}

/// The win rule choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinKind {
    /// The players decide.
    None,
    /// First to reach a target.
    Reach,
    /// Last above zero.
    LastAbove,
}

/// The form's state.
#[derive(Debug, Clone)]
pub struct Form {
    players: PlayersForm,
    counters: Vec<CounterForm>,
    win: WinKind,
    win_counter: usize,
    target: String,
    /// The word "target" in the form's language, for refusals.
    target_word: String,
}

/// What the form reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// The players part.
    Players(players_form::Msg),
    /// A counter field was typed: (counter, field 0..5, text).
    CounterField(usize, usize, String),
    /// A counter was added.
    AddCounter,
    /// A counter was removed.
    RemoveCounter(usize),
    /// The win rule was picked.
    Win(Choice<WinKind>),
    /// The counter of the win rule was picked.
    WinCounter(Choice<usize>),
    /// The target was typed.
    Target(String),
}

/// An option of a pick list with its translated label.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice<T> {
    /// The value.
    pub value: T,
    /// What the list shows.
    pub label: String,
}

impl<T> std::fmt::Display for Choice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

impl SetupForm for Form {
    type Setup = custom::Setup;
    type Msg = Msg;

    /// Two players and one counter, in the given language.
    fn new(i18n: &I18n) -> Self {
        let name = |n: usize| i18n.tr_args("ui-player-n", &[("n", n.into())]);
        Form {
            players: PlayersForm::new(
                vec![name(1), name(2)],
                1,
                custom::MAX_PLAYERS,
                "ui-players",
                "ui-player-n",
            )
            .with_random_first(),
            counters: vec![CounterForm {
                name: i18n.tr("ui-default-counter"),
                start: "0".into(),
                min: String::new(),
                max: String::new(),
                step: "1".into(),
            }],
            win: WinKind::None,
            win_counter: 0,
            target: "10".into(),
            target_word: i18n.tr("ui-target"),
        }
    }

    /// Applies one edit.
    fn update(&mut self, msg: Msg, i18n: &I18n) {
        match msg {
            Msg::Players(m) => self.players.update(m, i18n),
            Msg::CounterField(i, field, value) => {
                if let Some(c) = self.counters.get_mut(i) {
                    match field {
                        0 => c.name = value,
                        1 => c.start = value,
                        2 => c.min = value,
                        3 => c.max = value,
                        _ => c.step = value,
                    }
                }
            }
            Msg::AddCounter if self.counters.len() < custom::MAX_COUNTERS => {
                let n = self.counters.len() + 1;
                self.counters.push(CounterForm {
                    name: i18n.tr_args("ui-counter-n", &[("n", n.into())]),
                    start: "0".into(),
                    min: String::new(),
                    max: String::new(),
                    step: "1".into(),
                });
            }
            Msg::RemoveCounter(i) if self.counters.len() > 1 && i < self.counters.len() => {
                self.counters.remove(i);
                self.win_counter = self.win_counter.min(self.counters.len() - 1);
            }
            Msg::Win(choice) => self.win = choice.value,
            Msg::WinCounter(choice) => self.win_counter = choice.value,
            Msg::Target(t) => self.target = t,
            Msg::AddCounter | Msg::RemoveCounter(_) => {}
        }
    }

    /// The setup the form describes, or what is wrong with it.
    fn players_mut(&mut self) -> Option<&mut PlayersForm> {
        Some(&mut self.players)
    }

    fn press(msg: &Msg) -> Press {
        match msg {
            Msg::Players(m) => m.press(),
            Msg::AddCounter | Msg::RemoveCounter(_) | Msg::Win(_) | Msg::WinCounter(_) => {
                Press::Once
            }
            Msg::CounterField(..) | Msg::Target(_) => Press::Not,
        }
    }

    fn build(&self) -> Result<custom::Setup, RuleError> {
        let number = |field: &str, words: &str| -> Result<i64, RuleError> {
            words.trim().parse::<i64>().map_err(|_| {
                RuleError::new("ui-not-a-number")
                    .arg("field", field)
                    .arg("value", words)
            })
        };
        let optional = |field: &str, words: &str| -> Result<Option<i64>, RuleError> {
            if words.trim().is_empty() {
                Ok(None)
            } else {
                number(field, words).map(Some)
            }
        };
        let counters = self
            .counters
            .iter()
            .map(|c| {
                Ok(Counter {
                    name: c.name.trim().to_owned(),
                    start: number(&c.name, &c.start)?,
                    min: optional(&c.name, &c.min)?,
                    max: optional(&c.name, &c.max)?,
                    step: number(&c.name, &c.step)?,
                })
            })
            .collect::<Result<Vec<_>, RuleError>>()?;
        let win = match self.win {
            WinKind::None => None,
            WinKind::Reach => Some(WinRule::Reach {
                counter: self.win_counter,
                target: number(&self.target_word, &self.target)?,
            }),
            WinKind::LastAbove => Some(WinRule::LastAbove {
                counter: self.win_counter,
                above: 0,
            }),
        };
        let players = self.players.players();
        Ok(custom::Setup {
            players,
            counters,
            win,
        })
    }

    /// The form.
    fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let players = self.players.view(i18n).map(Msg::Players);

        let field = |i: usize, f: usize, hint: &str, value: &'a str, width: f32| {
            text_input(hint, value)
                .id(format!("counter-{i}-{f}"))
                .on_input(move |s| Msg::CounterField(i, f, s))
                .width(Length::Fixed(width))
        };
        let mut counters = column![
            widget::heading(i18n.tr("ui-counters")),
            text(i18n.tr("ui-counter-fields")).size(theme::small()),
        ]
        .spacing(8);
        for (i, c) in self.counters.iter().enumerate() {
            counters = counters.push(
                row![
                    field(i, 0, &i18n.tr("ui-name"), &c.name, 200.0),
                    field(i, 1, &i18n.tr("ui-start-value"), &c.start, 80.0),
                    field(i, 2, &i18n.tr("ui-min"), &c.min, 80.0),
                    field(i, 3, &i18n.tr("ui-max"), &c.max, 80.0),
                    field(i, 4, &i18n.tr("ui-step"), &c.step, 80.0),
                    button(text(i18n.tr("ui-remove")))
                        .on_press_maybe((self.counters.len() > 1).then_some(Msg::RemoveCounter(i)))
                        .style(button::secondary),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        }
        counters = counters.push(button(text(i18n.tr("ui-add-counter"))).on_press(Msg::AddCounter));

        let kinds = [WinKind::None, WinKind::Reach, WinKind::LastAbove].map(|k| Choice {
            value: k,
            label: i18n.tr(match k {
                WinKind::None => "ui-win-none",
                WinKind::Reach => "ui-win-reach",
                WinKind::LastAbove => "ui-win-last-above",
            }),
        });
        let selected = kinds.iter().find(|c| c.value == self.win).cloned();
        let counter_choices: Vec<Choice<usize>> = self
            .counters
            .iter()
            .enumerate()
            .map(|(i, c)| Choice {
                value: i,
                label: c.name.clone(),
            })
            .collect();
        let selected_counter = counter_choices.get(self.win_counter).cloned();
        let win_list = pick_list(kinds.to_vec(), selected.clone(), Msg::Win);
        let mut win = row![widget::stepped(
            win_list,
            &kinds,
            selected.as_ref(),
            Msg::Win
        )]
        .spacing(8)
        .align_y(Alignment::Center);
        if self.win != WinKind::None {
            win = win.push(text(i18n.tr("ui-on-counter")));
            let list = pick_list(
                counter_choices.clone(),
                selected_counter.clone(),
                Msg::WinCounter,
            );
            win = win.push(widget::stepped(
                list,
                &counter_choices,
                selected_counter.as_ref(),
                Msg::WinCounter,
            ));
        }
        if self.win == WinKind::Reach {
            win = win.push(text(i18n.tr("ui-target")));
            win = win.push(
                text_input("10", &self.target)
                    .on_input(Msg::Target)
                    .width(Length::Fixed(100.0)),
            );
        }
        column![
            players,
            counters,
            column![widget::heading(i18n.tr("ui-win-rule")), win].spacing(8)
        ]
        .spacing(24)
        .into()
    }
}
