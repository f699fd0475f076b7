//! The Koth play body on screen: the game's status with the deck-out and
//! next-game buttons, the two players' tiles (CP, games won, wins in a
//! row), the five columns, and the card form with End turn. Every part
//! has a fixed place sized from the space the body has, so all of it is on
//! screen at 1024×600 and nothing moves when a game ends.

use iced::widget::{
    Column, Row, button, column, container, responsive, row, scrollable, text, text_input,
};
use iced::{Alignment, Border, Element, Length, Size, Theme};

use crate::i18n::I18n;
use crate::rules::koth::{COLUMNS, End, Race, Setup, State, end_key};

use super::body::{Body, Msg};
use crate::ui::{theme, widget};

/// The space the body is designed for at scale 1: the play frame's body at
/// 1024×600 with the log open.
const DESIGN: Size = Size::new(656.0, 400.0);
/// Heights at scale 1: the status row, the players' strip, the card form,
/// the smallest column and the gap between rows.
const STATUS_H: f32 = 62.0;
const STRIP_H: f32 = 92.0;
const FORM_H: f32 = 63.0;
const COLUMN_H: f32 = 150.0;
const GAP: f32 = 8.0;
/// The widest the deck-out and next-game buttons grow, at scale 1.
const BUTTON_MAX: f32 = 200.0;
/// The help lines show when this much room is left under the columns.
const HELP_MIN: f32 = 48.0;

/// Everything a part of the view needs.
#[derive(Clone, Copy)]
struct View<'a> {
    body: &'a Body,
    setup: &'a Setup,
    state: &'a State,
    i18n: &'a I18n,
    /// Whether controls may act (an editable session, a game in play).
    playing: bool,
    editable: bool,
    /// Sizes are multiplied by this.
    s: f32,
    /// Words' sizes (already grown with Settings → Text size) are
    /// multiplied by this: `s` without the text size.
    t: f32,
}

impl<'a> View<'a> {
    fn on(&self, m: Msg) -> Option<Msg> {
        self.playing.then_some(m)
    }

    fn name(&self, p: usize) -> String {
        self.setup
            .players
            .get(p)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }

    fn target(&self) -> f32 {
        widget::TARGET * self.s
    }
}

/// The least height of the body at the text size in force: the design's,
/// grown with the text (and the players' strip a third taller, for their
/// lines of words).
pub fn least_height() -> f32 {
    let grow = theme::text_scale();
    if grow > 1.0 {
        (DESIGN.height + STRIP_H * STRIP_MORE) * grow
    } else {
        DESIGN.height
    }
}

/// How much taller the players' strip is with larger text.
const STRIP_MORE: f32 = 0.3;

/// The players' strip's height.
fn strip_h(v: View<'_>) -> f32 {
    if v.s > v.t {
        STRIP_H * v.s * (1.0 + STRIP_MORE)
    } else {
        STRIP_H * v.s
    }
}

/// The body; `editable` is false for read-only and decided sessions.
pub fn view<'a>(
    body: &'a Body,
    setup: &'a Setup,
    state: &'a State,
    i18n: &'a I18n,
    editable: bool,
) -> Element<'a, Msg> {
    responsive(move |space| {
        // Larger text grows every part by as much: the body is laid out
        // as if its space were that much smaller (the play screen makes
        // it taller then; see `least_height`).
        let grow = theme::text_scale();
        let t = (space.width / grow / DESIGN.width)
            .min(space.height / grow / DESIGN.height)
            .clamp(1.0, 2.0);
        let s = t * grow;
        let v = View {
            body,
            setup,
            state,
            i18n,
            playing: editable && state.game.over.is_none(),
            editable,
            s,
            t,
        };
        let fixed = (STATUS_H + FORM_H + 3.0 * GAP) * s + strip_h(v);
        let room = space.height - fixed - COLUMN_H * s - GAP * s;
        let mut page = column![
            status(v),
            container(seats(v)).height(strip_h(v)).width(Length::Fill),
        ]
        .spacing(GAP * s);
        if room >= HELP_MIN * s {
            page = page
                .push(columns(v).height(COLUMN_H * s))
                .push(card_form(v))
                .push(help(v));
        } else {
            page = page
                .push(columns(v).height(Length::Fill))
                .push(card_form(v));
        }
        page.height(Length::Fill).into()
    })
    .into()
}

/// Whose turn, or how the game ended; the deck; the deck-out and
/// next-game buttons, always in their place.
fn status(v: View<'_>) -> Element<'_, Msg> {
    let (g, i18n, s) = (&v.state.game, v.i18n, v.s);
    let short = |p: usize| widget::short(&v.name(p), 16);
    // How a game was won is the winner's remark, on their tile.
    let words = match g.over {
        Some((Some(w), _)) => i18n.tr_args(
            "ui-koth-game-won",
            &[("game", g.number.into()), ("player", short(w).into())],
        ),
        Some((None, _)) => i18n.tr_args("ui-koth-game-drawn", &[("game", g.number.into())]),
        None => i18n.tr_args(
            "ui-koth-game",
            &[
                ("game", g.number.into()),
                ("round", g.round.into()),
                ("player", short(g.active).into()),
            ],
        ),
    };
    let deck = g.deck_left(v.setup);
    let next = v.editable && g.over.is_some() && v.state.battle_winner().is_none();
    // The buttons take at most a share of the row, their words on two
    // lines if need be, so the status keeps room for its lines.
    let big = |key: &str, id: &'static str, on: Option<Msg>| {
        container(
            button(
                container(
                    text(i18n.tr(key))
                        .size(theme::body() * v.t)
                        .wrapping(text::Wrapping::Word)
                        .center(),
                )
                .center_y(Length::Fill),
            )
            .height(v.target())
            .padding([0.0, 10.0 * s])
            .style(widget::primary)
            .on_press_maybe(on),
        )
        .id(id)
        .max_width(BUTTON_MAX * s)
    };
    row![
        container(
            column![
                text(words).size(theme::body() * v.t),
                text(i18n.tr_args("ui-koth-deck-left", &[("left", deck.into())]))
                    .size(theme::small() * v.t),
            ]
            .spacing(2)
        )
        .width(Length::Fill)
        .height(STATUS_H * s)
        .center_y(STATUS_H * s)
        .clip(true),
        big(
            "ui-koth-deck-out",
            "koth-deck-out",
            v.on(Msg::DeckOut).filter(|_| deck == 0)
        ),
        big(
            "ui-koth-next-game",
            "koth-next-game",
            next.then_some(Msg::NextGame)
        ),
    ]
    .spacing(GAP * s)
    .height(STATUS_H * s)
    .align_y(Alignment::Center)
    .into()
}

/// The two players' tiles: CP left (−1 spends one), games won and wins in
/// a row.
fn seats(v: View<'_>) -> Element<'_, Msg> {
    if v.s > v.t {
        // With larger text the strip has its own height (the grid would
        // make the seats scroll): the two tiles side by side.
        return Row::with_children(
            (0..v.setup.players.len())
                .map(|p| container(seat(v, p)).width(Length::FillPortion(1)).into()),
        )
        .spacing(10)
        .height(Length::Fill)
        .into();
    }
    widget::grid(v.setup.players.len(), move |p, _| seat(v, p))
}

fn seat(v: View<'_>, p: usize) -> Element<'_, Msg> {
    let (g, i18n, s) = (&v.state.game, v.i18n, v.s);
    let Some(player) = v.setup.players.get(p) else {
        return text("").into();
    };
    let active = g.over.is_none() && g.active == p;
    let cp = if g.active == p { g.cp_left } else { v.setup.cp };
    let remark = match g.over {
        Some((Some(w), end)) if w == p => {
            Some(i18n.tr_args(end_key(end), &[("game", g.number.into())]))
        }
        Some((None, End::Draw)) => {
            Some(i18n.tr_args("remark-koth-draw", &[("game", g.number.into())]))
        }
        None if active => Some(i18n.tr("remark-koth-to-play")),
        _ => None,
    };
    let spend = v.on(Msg::SpendOne).filter(|_| active && g.cp_left >= 1);
    let content = row![
        container(widget::square("−1", s, spend)).id(format!("koth-spend-{p}")),
        row![
            text(cp.to_string()).size(theme::heading() * 1.2 * v.t),
            text(i18n.tr_args("ui-koth-cp-left", &[("cp", cp.into())])).size(theme::small() * v.t),
        ]
        .spacing(6)
        .align_y(Alignment::Center)
        .width(Length::Fill),
        column![
            text(i18n.tr_args(
                "ui-koth-games-won",
                &[("games", (v.state.wins(p) as i64).into())]
            ))
            .size(theme::small() * v.t),
            text(i18n.tr_args(
                "ui-koth-streak",
                &[("wins", (v.state.streak(p) as i64).into())]
            ))
            .size(theme::small() * v.t),
        ]
        .align_x(Alignment::End)
        .width(if v.s > v.t {
            Length::Fill
        } else {
            Length::Shrink
        }),
    ]
    .spacing(10.0 * s)
    .height(if v.s > v.t {
        Length::Shrink
    } else {
        Length::Fixed(v.target())
    })
    .align_y(Alignment::Center);
    widget::tile(
        widget::Seat {
            index: p,
            mark: widget::mark(
                v.setup.players.iter().map(|q| (q.name.as_str(), q.color)),
                p,
            ),
            name: player.name.clone(),
            remark,
            active,
            out: false,
        },
        v.t,
        content.into(),
    )
}

/// The five columns: flank ← →, the holder's strength, name and race, Take.
fn columns(v: View<'_>) -> Row<'_, Msg> {
    let mut line = row![].spacing(GAP * v.s);
    for c in 0..COLUMNS {
        line = line.push(the_column(v, c));
    }
    line.width(Length::Fill)
}

fn the_column(v: View<'_>, c: usize) -> Element<'_, Msg> {
    let (g, i18n, s) = (&v.state.game, v.i18n, v.s);
    let held = g.columns[c];
    let mine = |i: usize| {
        g.columns
            .get(i)
            .copied()
            .flatten()
            .is_some_and(|h| h.holder == g.active)
    };
    let flank = |to: Option<usize>| {
        to.filter(|&t| t < COLUMNS && mine(c) && !mine(t))
            .and_then(|t| v.on(Msg::Flank(c, t)))
    };
    let head = row![
        container(widget::square("←", s, flank(c.checked_sub(1))))
            .id(format!("koth-flank-{c}-left")),
        container(text((c + 1).to_string()).size(theme::heading() * v.t)).center_x(Length::Fill),
        container(widget::square("→", s, flank(Some(c + 1)))).id(format!("koth-flank-{c}-right")),
    ]
    .align_y(Alignment::Center);
    let mark = held.map(|h| {
        widget::mark(
            v.setup.players.iter().map(|q| (q.name.as_str(), q.color)),
            h.holder,
        )
    });
    let holder: Element<'_, Msg> = match held {
        Some(h) => {
            let race = match h.race {
                Race::Orc => i18n.tr("ui-koth-orc"),
                Race::Human => i18n.tr("ui-koth-human"),
            };
            let badge = mark.as_ref().map(|m| widget::badge(m, 20.0 * s.min(1.6)));
            row![
                badge,
                text(h.strength.to_string()).size(theme::heading() * 1.4 * v.t),
                column![
                    text(widget::short(&v.name(h.holder), 10)).size(theme::small() * v.t),
                    text(race).size(theme::small() * v.t),
                ],
            ]
            .spacing(6)
            .align_y(Alignment::Center)
            .into()
        }
        None => text(i18n.tr("ui-koth-empty"))
            .size(theme::small() * v.t)
            .into(),
    };
    // Rules 2: a card goes to an empty column or one the opponent holds.
    let take = v.on(Msg::Take(c)).filter(|_| v.state.rules < 2 || !mine(c));
    let body = column![
        head,
        container(holder)
            .center_x(Length::Fill)
            .center_y(Length::Fill),
        container(
            button(
                container(text(i18n.tr("ui-koth-take")).size(theme::body() * v.t))
                    .center_x(Length::Fill)
                    .center_y(Length::Fill)
            )
            .width(Length::Fill)
            .height(v.target())
            .style(widget::primary)
            .on_press_maybe(take)
        )
        .id(format!("koth-take-{c}")),
    ]
    .spacing(4.0 * s);
    let color = mark.map(|m| m.color);
    // The column the keys act on wears the focus colour.
    let picked = v.playing && v.body.column == c;
    container(body)
        .id(format!("koth-column-{c}"))
        .padding(6.0 * s)
        .width(Length::FillPortion(1))
        .height(Length::Fill)
        .clip(true)
        .style(move |t: &Theme| {
            let palette = t.extended_palette();
            let mut style = match color {
                Some(col) => container::Style {
                    background: Some(theme::tint(col, 0.14).into()),
                    border: Border {
                        color: theme::color(col),
                        width: 2.0,
                        radius: 10.0.into(),
                    },
                    ..container::Style::default()
                },
                None => container::Style {
                    border: Border {
                        color: palette.background.strong.color,
                        width: 1.0,
                        radius: 10.0.into(),
                    },
                    ..container::Style::default()
                },
            };
            if picked {
                style.border.color = palette.primary.strong.color;
                style.border.width = 3.0;
            }
            style
        })
        .into()
}

/// The card being played: attack, defense, rage, support, race, RALLY;
/// then End turn. The field the keys type into wears the focus colour.
fn card_form(v: View<'_>) -> Element<'_, Msg> {
    let (card, i18n, s) = (v.body, v.i18n, v.s);
    let live = card.live(&v.state.game);
    let shown = |w: &'_ str| if live { w.to_owned() } else { String::new() };
    let pad = ((v.target() - theme::body() * v.t * 1.3) / 2.0).max(4.0);
    let field = |i: usize, key: &str, value: &str| {
        column![
            text(i18n.tr(key)).size(theme::small() * v.t),
            text_input("0", &shown(value))
                .id(super::keys::field_id(i))
                .style(move |t: &Theme, status| {
                    // The field the keys type into wears the focus colour.
                    let mut style = text_input::default(t, status);
                    if v.playing && card.field == i {
                        style.border.color = t.extended_palette().primary.strong.color;
                        style.border.width = 2.0;
                    }
                    style
                })
                .on_input_maybe(v.playing.then_some(move |w| Msg::Field(i, w)))
                .size(theme::body() * v.t)
                .padding(pad)
                .width(64.0 * s),
        ]
        .spacing(2)
    };
    let race = if live { card.race } else { Race::Orc };
    let rally = live && card.rally;
    let toggle = |label: String, on: bool, msg: Msg| {
        button(container(text(label).size(theme::body() * v.t)).center_y(Length::Fill))
            .height(v.target())
            .style(if on {
                widget::primary
            } else {
                widget::secondary
            })
            .on_press_maybe(v.on(msg))
    };
    row![
        field(0, "ui-koth-attack", &card.attack),
        field(1, "ui-koth-defense", &card.defense),
        field(2, "ui-koth-rage", &card.rage),
        field(3, "ui-koth-support", &card.support),
        toggle(
            i18n.tr("ui-koth-orc"),
            race == Race::Orc,
            Msg::Race(Race::Orc)
        ),
        toggle(
            i18n.tr("ui-koth-human"),
            race == Race::Human,
            Msg::Race(Race::Human)
        ),
        toggle(i18n.tr("ui-koth-rally"), rally, Msg::Rally(!rally)),
        container(text("")).width(Length::Fill),
        container(
            button(
                container(text(i18n.tr("ui-koth-end-turn")).size(theme::body() * v.t))
                    .center_y(Length::Fill)
            )
            .height(v.target())
            .padding([0.0, 14.0 * s])
            .style(widget::primary)
            .on_press_maybe(v.on(Msg::EndTurn))
        )
        .id("koth-end-turn"),
    ]
    .spacing(6.0 * s)
    .height(FORM_H * s)
    .align_y(Alignment::End)
    .into()
}

/// How a game and the battle end, when there is room for it.
fn help(v: View<'_>) -> Element<'_, Msg> {
    let size = theme::small() * v.t.min(1.3);
    let lines: Column<'_, Msg> = column![
        text(v.i18n.tr("help-koth-flank")).size(size),
        text(v.i18n.tr("help-koth-end")).size(size),
        text(v.i18n.tr("help-koth-battle")).size(size),
    ]
    .spacing(4)
    .padding(iced::Padding::ZERO.right(14));
    scrollable(lines).height(Length::Fill).into()
}
