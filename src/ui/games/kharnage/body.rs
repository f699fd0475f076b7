//! The play body of Kharnage: the round-by-round score table, and this
//! round's entry form (initiative, cards destroyed, Kharnage tokens) with
//! the awards it would give, then the army count when skulls are tied.

use iced::widget::{Column, button, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::kharnage::{Action, Decision, Setup, State};
use crate::rules::{AnyAction, Text};

use crate::ui::{theme, widget};

/// What is being typed on this screen.
#[derive(Debug, Clone, Default)]
pub struct Entry {
    initiative: Vec<String>,
    units: Vec<String>,
}

/// What the body reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// An initiative was typed for an army.
    InitiativeInput(usize, String),
    /// Enter on an army's initiative.
    InitiativeSubmit(usize),
    /// Cards destroyed: + or − one for an army.
    Destroyed(usize, i64),
    /// An army committed Kharnage.
    Kharnage(usize),
    /// An army did not shout "YEAH!".
    NoYeah(usize),
    /// Close the round.
    CloseRound,
    /// Units left were typed for an army.
    UnitsInput(usize, String),
    /// Enter the army sizes.
    SubmitUnits,
}

impl Entry {
    /// Handles a message: the action to apply, none, or what is wrong.
    pub fn update(&mut self, setup: &Setup, msg: Msg) -> Result<Option<AnyAction>, Text> {
        let armies = setup.armies.len();
        self.initiative.resize(armies, String::new());
        self.units.resize(armies, String::new());
        let action = match msg {
            Msg::InitiativeInput(a, words) => {
                if let Some(slot) = self.initiative.get_mut(a) {
                    *slot = words;
                }
                return Ok(None);
            }
            Msg::InitiativeSubmit(a) => {
                let words = self.initiative.get(a).cloned().unwrap_or_default();
                let initiative = widget::number("label-kharnage-initiative", &words, None)?;
                if let Some(slot) = self.initiative.get_mut(a) {
                    slot.clear();
                }
                Action::Initiative {
                    army: a,
                    initiative,
                }
            }
            Msg::Destroyed(army, cards) => Action::Destroyed { army, cards },
            Msg::Kharnage(army) => Action::Kharnage { army, victim: None },
            Msg::NoYeah(army) => Action::NoYeah { army },
            Msg::CloseRound => Action::CloseRound,
            Msg::UnitsInput(a, words) => {
                if let Some(slot) = self.units.get_mut(a) {
                    *slot = words;
                }
                return Ok(None);
            }
            Msg::SubmitUnits => Action::FinalArmies {
                units: self
                    .units
                    .iter()
                    .map(|u| widget::number("label-kharnage-units", u, None))
                    .collect::<Result<Vec<i64>, Text>>()?,
            },
        };
        Ok(Some(AnyAction::Kharnage(action)))
    }

    /// The score table and the round's form; `editable` is false for
    /// read-only and decided sessions.
    pub fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> Element<'a, Msg> {
        let mut page = column![].spacing(18);
        if let Some(round) = state.open_round() {
            let number = state.current_round().unwrap_or(0);
            let preview = round.award_preview();
            let mut form = column![widget::heading(i18n.tr_args(
                "ui-kharnage-round",
                &[("round", number.into()), ("rounds", setup.rounds.into())]
            ))]
            .spacing(10);
            for (a, army) in setup.armies.iter().enumerate() {
                let typed = self.initiative.get(a).map(String::as_str).unwrap_or("");
                let shown = round
                    .initiative
                    .get(a)
                    .copied()
                    .flatten()
                    .map(|i| i.to_string())
                    .unwrap_or_default();
                let destroyed = round.destroyed.get(a).copied().unwrap_or(0);
                let mut line = row![
                    widget::swatch(army.color, 18.0),
                    text(army.name.clone())
                        .size(theme::HEADING)
                        .width(Length::Fixed(150.0)),
                    text(i18n.tr("label-kharnage-initiative")).size(theme::SMALL),
                    text_input(&shown, typed)
                        .id(format!("kharnage-initiative-{a}"))
                        .on_input_maybe(editable.then_some(move |w| Msg::InitiativeInput(a, w)))
                        .on_submit(Msg::InitiativeSubmit(a))
                        .width(Length::Fixed(80.0)),
                    text(i18n.tr("ui-kharnage-destroyed")).size(theme::SMALL),
                    container(
                        button(text("−").size(theme::HEADING))
                            .on_press_maybe(editable.then_some(Msg::Destroyed(a, -1)))
                    )
                    .id(format!("kharnage-less-{a}")),
                    text(destroyed.to_string())
                        .size(theme::BIG)
                        .width(Length::Fixed(70.0))
                        .align_x(Alignment::Center),
                    container(
                        button(text("+").size(theme::HEADING))
                            .on_press_maybe(editable.then_some(Msg::Destroyed(a, 1)))
                    )
                    .id(format!("kharnage-more-{a}")),
                    container(
                        button(text(i18n.tr("ui-kharnage-kharnage")))
                            .on_press_maybe(editable.then_some(Msg::Kharnage(a)))
                    )
                    .id(format!("kharnage-token-{a}")),
                ]
                .spacing(10)
                .align_y(Alignment::Center);
                if setup.yeah_rule {
                    line = line.push(
                        button(text(i18n.tr("ui-kharnage-no-yeah")))
                            .style(button::secondary)
                            .on_press_maybe(editable.then_some(Msg::NoYeah(a))),
                    );
                }
                let award = preview.get(a).copied().unwrap_or(0);
                line = line.push(
                    text(i18n.tr_args("ui-kharnage-would-take", &[("skulls", award.into())]))
                        .size(theme::SMALL),
                );
                form = form.push(line);
            }
            form = form.push(
                button(
                    text(i18n.tr_args("ui-kharnage-close-round", &[("round", number.into())]))
                        .size(theme::HEADING),
                )
                .padding([8, 18])
                .on_press_maybe(editable.then_some(Msg::CloseRound)),
            );
            page = page.push(form);
        } else if let Decision::NeedsArmies { tied, skulls } = state.decision(setup) {
            let names: Vec<String> = tied
                .iter()
                .filter_map(|&a| setup.armies.get(a))
                .map(|p| p.name.clone())
                .collect();
            let mut form = column![
                widget::heading(i18n.tr("ui-kharnage-final-armies")),
                text(i18n.tr_args(
                    "ui-kharnage-tied",
                    &[
                        ("armies", names.join(", ").into()),
                        ("skulls", skulls.into())
                    ]
                )),
            ]
            .spacing(10);
            for (a, army) in setup.armies.iter().enumerate() {
                let typed = self.units.get(a).map(String::as_str).unwrap_or("");
                form = form.push(
                    row![
                        text(army.name.clone()).width(Length::Fixed(150.0)),
                        text_input("0", typed)
                            .on_input_maybe(editable.then_some(move |w| Msg::UnitsInput(a, w)))
                            .on_submit(Msg::SubmitUnits)
                            .width(Length::Fixed(80.0)),
                    ]
                    .spacing(10)
                    .align_y(Alignment::Center),
                );
            }
            form = form.push(
                button(text(i18n.tr("ui-kharnage-count-armies")))
                    .on_press_maybe(editable.then_some(Msg::SubmitUnits)),
            );
            page = page.push(form);
        }
        page.push(table(setup, state, i18n)).into()
    }
}

/// Rounds as columns, armies as rows: skulls taken (cards destroyed),
/// tokens, and the running total.
fn table<'a>(setup: &'a Setup, state: &'a State, i18n: &'a I18n) -> Element<'a, Msg> {
    let cell = |words: String| text(words).size(theme::BODY).width(Length::Fixed(90.0));
    let mut header = row![text(i18n.tr("ui-kharnage-army")).width(Length::Fixed(150.0))].spacing(6);
    for r in 1..=setup.rounds {
        header = header.push(cell(
            i18n.tr_args("ui-kharnage-round-short", &[("round", r.into())]),
        ));
    }
    header = header
        .push(cell(i18n.tr("label-kharnage-tokens")))
        .push(cell(i18n.tr("label-kharnage-skulls")));
    let mut rows: Column<'a, Msg> = column![header].spacing(6);
    for (a, army) in setup.armies.iter().enumerate() {
        let mut line = row![
            row![widget::swatch(army.color, 14.0), text(army.name.clone())]
                .spacing(6)
                .align_y(Alignment::Center)
                .width(Length::Fixed(150.0))
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        for r in 1..=setup.rounds as usize {
            let words = match state.round(r) {
                Some(round) => match &round.awards {
                    Some(awards) => format!(
                        "{} ({})",
                        awards.get(a).copied().unwrap_or(0),
                        round.destroyed.get(a).copied().unwrap_or(0)
                    ),
                    None => format!("… ({})", round.destroyed.get(a).copied().unwrap_or(0)),
                },
                None => String::new(),
            };
            line = line.push(cell(words));
        }
        line = line
            .push(cell(state.kharnage_tokens(a).to_string()))
            .push(text(state.skulls(a).to_string()).size(theme::HEADING));
        rows = rows.push(line);
    }
    rows = rows.push(text(i18n.tr("ui-kharnage-table-help")).size(theme::SMALL));
    let mut help = vec![
        "help-kharnage-round",
        "help-kharnage-zero",
        "help-kharnage-end",
    ];
    if setup.yeah_rule {
        help.push("help-kharnage-yeah");
    }
    for key in help {
        rows = rows.push(text(i18n.tr(key)).size(theme::SMALL));
    }
    rows.into()
}
