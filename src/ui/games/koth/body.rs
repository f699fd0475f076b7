//! The play body of Koth: the five columns across the screen with holder,
//! strength and race; the active player's CP; the card being played; the
//! deck count; the battle's series; end of turn, deck out, next game.

use iced::widget::{Row, button, checkbox, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::koth::{Action, COLUMNS, End, Race, Setup, State, end_key};
use crate::rules::{AnyAction, Text};

use crate::ui::{theme, widget};

/// The card being played, as typed.
#[derive(Debug, Clone)]
pub struct Card {
    attack: String,
    defense: String,
    rage: String,
    support: String,
    race: Race,
    rally: bool,
}

impl Default for Card {
    fn default() -> Self {
        Card {
            attack: String::new(),
            defense: String::new(),
            rage: String::new(),
            support: String::new(),
            race: Race::Orc,
            rally: false,
        }
    }
}

/// What the body reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// A card field was typed: 0 attack, 1 defense, 2 rage, 3 support.
    Field(usize, String),
    /// The card's race.
    Race(Race),
    /// The card has RALLY.
    Rally(bool),
    /// Play the card onto a column.
    Take(usize),
    /// Flank from a column to the next one.
    Flank(usize, usize),
    /// Spend one CP.
    SpendOne,
    /// End the turn.
    EndTurn,
    /// The deck is empty and nobody can play.
    DeckOut,
    /// Start the next game.
    NextGame,
}

impl Card {
    /// Handles a message: the action to apply, none, or what is wrong.
    pub fn update(&mut self, msg: Msg) -> Result<Option<AnyAction>, Text> {
        let action = match msg {
            Msg::Field(i, w) => {
                match i {
                    0 => self.attack = w,
                    1 => self.defense = w,
                    2 => self.rage = w,
                    _ => self.support = w,
                }
                return Ok(None);
            }
            Msg::Race(r) => {
                self.race = r;
                return Ok(None);
            }
            Msg::Rally(on) => {
                self.rally = on;
                return Ok(None);
            }
            Msg::Take(column) => {
                let action = Action::Play {
                    column,
                    attack: widget::number("ui-koth-attack", &self.attack, Some(0))?,
                    rage: widget::number("ui-koth-rage", &self.rage, Some(0))?,
                    defense: widget::number("ui-koth-defense", &self.defense, Some(0))?,
                    race: self.race,
                    support: widget::number("ui-koth-support", &self.support, Some(0))?,
                    rally: self.rally,
                };
                *self = Card {
                    race: self.race,
                    ..Card::default()
                };
                action
            }
            Msg::Flank(from, to) => Action::Flank {
                from,
                to,
                attack: widget::number("ui-koth-attack", &self.attack, Some(0))?,
            },
            Msg::SpendOne => Action::Spend { amount: 1 },
            Msg::EndTurn => Action::EndTurn,
            Msg::DeckOut => Action::DeckOut,
            Msg::NextGame => Action::NextGame,
        };
        Ok(Some(AnyAction::Koth(action)))
    }

    /// The screen body; `editable` is false for read-only and decided sessions.
    pub fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> Element<'a, Msg> {
        let g = &state.game;
        let playing = editable && g.over.is_none();
        let on = |m: Msg| playing.then_some(m);
        let name = |p: usize| {
            setup
                .players
                .get(p)
                .map(|p| p.name.clone())
                .unwrap_or_default()
        };
        let series: Vec<String> = state
            .results
            .iter()
            .enumerate()
            .map(|(i, r)| format!("{}: {}", i + 1, r.map_or_else(|| "—".to_owned(), name)))
            .collect();
        let mut head = column![
            text(i18n.tr_args(
                "ui-koth-game",
                &[
                    ("game", g.number.into()),
                    ("round", g.round.into()),
                    ("player", name(g.active).into())
                ]
            ))
            .size(theme::HEADING),
            row![
                column![
                    text(i18n.tr("ui-koth-cp-left")),
                    text(g.cp_left.to_string()).size(theme::BIG)
                ]
                .align_x(Alignment::Center),
                column![
                    text(i18n.tr_args("ui-koth-deck-left", &[("left", g.deck_left(setup).into())])),
                    text(i18n.tr_args("ui-koth-series", &[("series", series.join(" · ").into())])),
                    text(format!(
                        "{} {} – {} {}",
                        name(0),
                        state.wins(0),
                        state.wins(1),
                        name(1)
                    ))
                    .size(theme::HEADING),
                ]
                .spacing(4),
            ]
            .spacing(30)
            .align_y(Alignment::Center),
        ]
        .spacing(8);
        if let Some((winner, end)) = g.over {
            let words = match winner {
                Some(w) => format!(
                    "{} ({})",
                    i18n.tr_args(
                        "ui-koth-game-won",
                        &[("game", g.number.into()), ("player", name(w).into())]
                    ),
                    i18n.tr_args(end_key(end), &[("game", g.number.into())])
                ),
                None if end == End::Draw => {
                    i18n.tr_args("ui-koth-game-drawn", &[("game", g.number.into())])
                }
                None => String::new(),
            };
            head = head.push(text(words).size(theme::HEADING));
            if state.battle_winner().is_none() {
                head = head.push(
                    button(text(i18n.tr("ui-koth-next-game")).size(theme::HEADING))
                        .on_press_maybe(editable.then_some(Msg::NextGame)),
                );
            }
        }

        let mut columns: Row<'a, Msg> = row![].spacing(10);
        for c in 0..COLUMNS {
            let held = g.columns[c];
            let color = held
                .and_then(|h| setup.players.get(h.holder))
                .map(|p| p.color);
            let mut body = column![
                text(i18n.tr_args("ui-koth-column", &[("column", (c + 1).into())]))
                    .size(theme::BODY)
            ]
            .spacing(6)
            .align_x(Alignment::Center);
            match held {
                Some(h) => {
                    let race = match h.race {
                        Race::Orc => i18n.tr("ui-koth-orc"),
                        Race::Human => i18n.tr("ui-koth-human"),
                    };
                    body = body
                        .push(text(name(h.holder)).size(theme::BODY))
                        .push(text(h.strength.to_string()).size(theme::BIG))
                        .push(text(race).size(theme::BODY));
                }
                None => body = body.push(text(i18n.tr("ui-koth-empty")).size(theme::BODY)),
            }
            body = body.push(
                container(button(text(i18n.tr("ui-koth-take"))).on_press_maybe(on(Msg::Take(c))))
                    .id(format!("koth-take-{c}")),
            );
            if held.is_some_and(|h| h.holder == g.active) {
                let mut flank = row![].spacing(4);
                if c > 0 {
                    flank = flank.push(
                        button(text(i18n.tr("ui-koth-flank-left")).size(theme::SMALL))
                            .style(button::secondary)
                            .on_press_maybe(on(Msg::Flank(c, c - 1))),
                    );
                }
                if c + 1 < COLUMNS {
                    flank = flank.push(
                        button(text(i18n.tr("ui-koth-flank-right")).size(theme::SMALL))
                            .style(button::secondary)
                            .on_press_maybe(on(Msg::Flank(c, c + 1))),
                    );
                }
                body = body.push(flank);
            }
            let card: Element<'a, Msg> = match color {
                Some(col) => widget::card(body.width(Length::Fixed(130.0)), col, false),
                None => container(body.width(Length::Fixed(130.0)))
                    .padding(14)
                    .style(container::bordered_box)
                    .into(),
            };
            columns = columns.push(card);
        }

        let field = |i: usize, key: &str, value: &'a str| {
            column![
                text(i18n.tr(key)).size(theme::SMALL),
                text_input("0", value)
                    .id(format!("koth-field-{i}"))
                    .on_input_maybe(playing.then_some(move |w| Msg::Field(i, w)))
                    .width(Length::Fixed(70.0)),
            ]
            .spacing(2)
        };
        let race = |r: Race, key: &str| {
            let style = if self.race == r {
                button::primary
            } else {
                button::secondary
            };
            button(text(i18n.tr(key)))
                .style(style)
                .on_press_maybe(on(Msg::Race(r)))
        };
        let card_form = row![
            text(i18n.tr("ui-koth-card")),
            field(0, "ui-koth-attack", &self.attack),
            field(1, "ui-hr-defense", &self.defense),
            field(2, "ui-koth-rage", &self.rage),
            field(3, "ui-koth-support", &self.support),
            race(Race::Orc, "ui-koth-orc"),
            race(Race::Human, "ui-koth-human"),
            checkbox(self.rally)
                .label(i18n.tr("ui-koth-rally"))
                .on_toggle_maybe(playing.then_some(Msg::Rally)),
        ]
        .spacing(10)
        .align_y(Alignment::End);
        let turn = row![
            button(text(i18n.tr("ui-hr-end-turn")).size(theme::HEADING))
                .padding([8, 16])
                .on_press_maybe(on(Msg::EndTurn)),
            button(text("−1 CP"))
                .style(button::secondary)
                .on_press_maybe(on(Msg::SpendOne)),
            button(text(i18n.tr("ui-koth-deck-out")))
                .style(button::secondary)
                .on_press_maybe(on(Msg::DeckOut).filter(|_| g.deck_left(setup) == 0)),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        column![
            head,
            columns,
            card_form,
            turn,
            text(i18n.tr("help-koth-end")).size(theme::SMALL),
            text(i18n.tr("help-koth-battle")).size(theme::SMALL),
        ]
        .spacing(16)
        .into()
    }
}
