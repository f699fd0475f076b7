//! The Kharnage play body on screen: the round and its Close button, then
//! one tile per army in a fixed grid with the army's skulls (big, scaled
//! with the tile), the round's form (initiative, cards destroyed − +,
//! KHARNAGE!, no “YEAH!”) and its rounds so far. After the last round the
//! initiative field becomes the army's units in the same place.

use iced::widget::{Row, button, column, container, responsive, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::kharnage::{Decision, Setup, State};

use super::body::{Body, Msg};
use crate::ui::{theme, widget};

/// The height of the row above the armies.
const STATUS_H: f32 = 62.0;
/// The armies' tiles at scale 1, as `widget::grid` designs them.
const TILE: (f32, f32) = (300.0, 210.0);
/// The help lines show when the body is at least this tall.
const HELP_FROM: f32 = 680.0;

/// Everything a part of the view needs.
#[derive(Clone, Copy)]
struct View<'a> {
    body: &'a Body,
    setup: &'a Setup,
    state: &'a State,
    i18n: &'a I18n,
    editable: bool,
}

/// The body; `editable` is false for read-only and decided sessions.
pub fn view<'a>(
    body: &'a Body,
    setup: &'a Setup,
    state: &'a State,
    i18n: &'a I18n,
    editable: bool,
) -> Element<'a, Msg> {
    let v = View {
        body,
        setup,
        state,
        i18n,
        editable,
    };
    responsive(move |space| {
        let armies = widget::grid(v.setup.armies.len(), move |a, scale| army(v, a, scale));
        // The row above the armies grows with the space, like the tiles.
        let s = (space.width / 656.0)
            .min(space.height / 400.0)
            .clamp(1.0, 2.0);
        let mut page = column![status(v, s)].spacing(8);
        if space.height >= HELP_FROM {
            page = page
                .push(container(armies).height(Length::FillPortion(6)))
                .push(help(v));
        } else {
            page = page.push(container(armies).height(Length::Fill));
        }
        page.height(Length::Fill).into()
    })
    .into()
}

/// The round (or the tie to break) with Close round and Break the tie,
/// both always in their place.
fn status(v: View<'_>, s: f32) -> Element<'_, Msg> {
    let i18n = v.i18n;
    let decision = v.state.decision(v.setup);
    let (title, note) = match (v.state.current_round(), &decision) {
        (Some(number), _) => (
            i18n.tr_args(
                "ui-kharnage-round",
                &[("round", number.into()), ("rounds", v.setup.rounds.into())],
            ),
            i18n.tr("ui-kharnage-table-help"),
        ),
        (None, Decision::NeedsArmies { tied, skulls }) => {
            let names: Vec<String> = tied
                .iter()
                .filter_map(|&a| v.setup.armies.get(a))
                .map(|p| widget::short(&p.name, 16))
                .collect();
            (
                i18n.tr("ui-kharnage-final-armies"),
                i18n.tr_args(
                    "ui-kharnage-tied",
                    &[
                        ("armies", names.join(", ").into()),
                        ("skulls", (*skulls).into()),
                    ],
                ),
            )
        }
        (None, _) => (
            i18n.tr("ui-kharnage-done"),
            i18n.tr("ui-kharnage-table-help"),
        ),
    };
    let open = v.state.current_round();
    let number = open.unwrap_or(v.setup.rounds as usize);
    let tie = matches!(decision, Decision::NeedsArmies { .. });
    let action = |words: String, id: &'static str, on: Option<Msg>| {
        container(
            button(container(text(words).size(theme::body() * s)).center_y(Length::Fill))
                .height(widget::TARGET * s)
                .padding([0.0, 16.0 * s])
                .style(widget::primary)
                .on_press_maybe(on),
        )
        .id(id)
    };
    // With larger text (Settings → Text size) the words have the line
    // to themselves, the buttons a line under them.
    let grow = theme::text_scale();
    let words = container(
        column![
            text(title).size(theme::body() * 1.25 * s),
            text(note).size(theme::small() * s),
        ]
        .spacing(2),
    )
    .width(Length::Fill)
    .height(STATUS_H * s * grow)
    .center_y(STATUS_H * s * grow)
    .clip(true);
    let close = action(
        i18n.tr_args("ui-kharnage-close-round", &[("round", number.into())]),
        "kharnage-close",
        (v.editable && open.is_some()).then_some(Msg::CloseRound),
    );
    let break_tie = action(
        i18n.tr("ui-kharnage-count-armies"),
        "kharnage-break-tie",
        (v.editable && tie).then_some(Msg::SubmitUnits),
    );
    if grow > 1.0 {
        return column![words, row![close, break_tie].spacing(10.0 * s)]
            .spacing(6)
            .into();
    }
    row![words, close, break_tie,]
        .spacing(10.0 * s)
        .height(STATUS_H * s)
        .align_y(Alignment::Center)
        .into()
}

/// The sizes of an army's tile at a scale: `grid` gives each tile at
/// least the design's box at `scale`; the tile's head and padding come off
/// first.
#[derive(Clone, Copy)]
struct Sizes {
    scale: f32,
    /// A button's height.
    target: f32,
    /// Small words.
    small: f32,
    /// Between the lines and the parts of a line.
    gap: f32,
    /// The first line's height: the skulls and the cards destroyed.
    top: f32,
    /// The skulls' number.
    skulls: f32,
}

impl Sizes {
    fn at(scale: f32) -> Self {
        // Larger text (Settings → Text size) grows the tile by as much
        // (widget::grid), and a button to hold its words.
        let grow = theme::text_scale();
        let small = theme::small() * scale.clamp(1.0, 2.0);
        let target = (widget::TARGET * scale.clamp(1.0, 2.0))
            .max(theme::body() * scale.clamp(1.0, 2.0) * 1.3 + 10.0);
        let gap = 4.0 * scale.max(1.0);
        let content = TILE.1 * scale * grow
            - 2.0 * 10.0 * scale.min(1.5)
            - theme::body() * scale.clamp(1.0, 2.0) * 1.3
            - 6.0 * scale.min(2.0);
        // The skulls' word goes under their number, so a long one
        // (Totenköpfe) has the width of the cell, not what the number
        // leaves of it.
        let skulls = (((content - target - small * 1.3 - 2.0 * gap).max(target) - small * 1.3)
            / 1.3)
            .min(TILE.0 * scale * grow * 0.3)
            .max(theme::heading());
        let top = (content - target - small * 1.3 - 2.0 * gap)
            .max(target)
            .max((skulls + small) * 1.3 + 2.0);
        Sizes {
            scale,
            target,
            small,
            gap,
            top,
            skulls,
        }
    }

    /// Words on a button or in a field.
    fn body(&self) -> f32 {
        theme::body() * self.scale.clamp(1.0, 2.0)
    }
}

/// Army `a`'s tile at `scale`: skulls, the round's form, the rounds so far.
fn army(v: View<'_>, a: usize, scale: f32) -> Element<'_, Msg> {
    let (setup, state, i18n) = (v.setup, v.state, v.i18n);
    let Some(player) = setup.armies.get(a) else {
        return text("").into();
    };
    let decision = state.decision(setup);
    let round = state.open_round();
    let remark = match &decision {
        Decision::Won { winners, .. } if winners.contains(&a) => {
            Some(i18n.tr("remark-kharnage-winner"))
        }
        Decision::NeedsArmies { tied, .. } if tied.contains(&a) => {
            Some(i18n.tr("ui-kharnage-tied-short"))
        }
        _ => round.map(|r| {
            let award = r.award_preview().get(a).copied().unwrap_or(0);
            i18n.tr_args("ui-kharnage-would-take", &[("skulls", award.into())])
        }),
    };
    let tie = v.editable && matches!(decision, Decision::NeedsArmies { .. });
    let z = Sizes::at(scale);
    widget::tile(
        widget::Seat {
            index: a,
            mark: widget::mark(setup.armies.iter().map(|p| (p.name.as_str(), p.color)), a),
            // The army, and who plays it where someone else is named.
            name: match setup.player_of(a) {
                Some(who) if who != player.name.trim() => format!("{} · {who}", player.name),
                _ => player.name.clone(),
            },
            remark,
            // The army the keys act on.
            active: v.editable && v.body.selected == a,
            out: false,
        },
        scale,
        column![
            skulls_line(v, a, z),
            form_line(v, a, z, tie),
            history(v, a, z).wrap()
        ]
        .spacing(z.gap)
        .into(),
    )
}

/// The army's skulls, big, and the cards it destroyed this round with
/// − and +.
fn skulls_line(v: View<'_>, a: usize, z: Sizes) -> Element<'_, Msg> {
    let (state, i18n, scale) = (v.state, v.i18n, z.scale);
    let round = state.open_round();
    let open = v.editable && round.is_some();
    let skulls = state.skulls(a);
    let destroyed = round.and_then(|r| r.destroyed.get(a).copied()).unwrap_or(0);
    row![
        column![
            text(skulls.to_string())
                .size(z.skulls)
                .wrapping(text::Wrapping::None),
            text(i18n.tr_args("ui-kharnage-skulls", &[("skulls", skulls.into())]))
                .size(z.small)
                .wrapping(text::Wrapping::Word),
        ]
        .align_x(Alignment::Center)
        .width(Length::Fill),
        container(widget::step(
            "−",
            scale,
            (open && destroyed > 0).then_some(Msg::Destroyed(a, -1))
        ))
        .id(format!("kharnage-less-{a}")),
        column![
            text(destroyed.to_string()).size(theme::heading() * scale.clamp(0.8, 2.0)),
            text(i18n.tr_args("ui-kharnage-cards", &[("cards", destroyed.into())])).size(z.small),
        ]
        .align_x(Alignment::Center),
        container(widget::step(
            "+",
            scale,
            open.then_some(Msg::Destroyed(a, 1))
        ))
        .id(format!("kharnage-more-{a}")),
    ]
    .spacing(z.gap)
    .height(z.top)
    .align_y(Alignment::Center)
    .into()
}

/// The round's form: the initiative (after the last round, the units
/// left, when a tie asks for them), KHARNAGE! and no “YEAH!”.
fn form_line(v: View<'_>, a: usize, z: Sizes, tie: bool) -> Element<'_, Msg> {
    let (setup, state, i18n) = (v.setup, v.state, v.i18n);
    let round = state.open_round();
    let open = v.editable && round.is_some();
    let button_text =
        |key: &str| container(text(i18n.tr(key)).size(z.body())).center_y(Length::Fill);
    let mut second = row![
        number_field(v, a, z, tie),
        container(
            button(button_text("ui-kharnage-kharnage"))
                .height(z.target)
                .style(widget::primary)
                .on_press_maybe(open.then_some(Msg::Kharnage(a)))
        )
        .id(format!("kharnage-token-{a}")),
    ]
    .spacing(z.gap)
    .height(z.target)
    .align_y(Alignment::Center);
    if setup.yeah_rule {
        let can = round.is_some_and(|r| {
            let others: i64 = r
                .kharnage
                .iter()
                .enumerate()
                .filter(|(o, _)| *o != a)
                .map(|(_, k)| *k)
                .sum();
            r.lost.get(a).copied().unwrap_or(0) < others && state.kharnage_tokens(a) > 0
        });
        second = second.push(
            container(
                button(button_text("ui-kharnage-no-yeah"))
                    .height(z.target)
                    .style(widget::secondary)
                    .on_press_maybe((open && can).then_some(Msg::NoYeah(a))),
            )
            .id(format!("kharnage-no-yeah-{a}")),
        );
    }
    second.into()
}

/// The initiative's field, or after the last round the units left.
fn number_field(v: View<'_>, a: usize, z: Sizes, tie: bool) -> Element<'_, Msg> {
    let (state, i18n) = (v.state, v.i18n);
    let round = state.open_round();
    let open = v.editable && round.is_some();
    let pad = ((z.target - z.body() * 1.3) / 2.0).max(4.0);
    // As wide as the wider of its two hints needs: it keeps its width
    // when the initiative gives way to the units.
    let width = ["label-kharnage-units", "label-kharnage-initiative"]
        .iter()
        .map(|key| widget::field_width(&i18n.tr(key), z.body(), pad, 0.0))
        .fold(96.0 * z.scale.max(1.0), f32::max);
    if state.current_round().is_none() {
        let typed = v.body.units.get(a).map_or("", String::as_str);
        return text_input(&i18n.tr("label-kharnage-units"), typed)
            .id(format!("kharnage-units-{a}"))
            .on_input_maybe(tie.then_some(move |w| Msg::UnitsInput(a, w)))
            .on_submit(Msg::SubmitUnits)
            .size(z.body())
            .padding(pad)
            .width(width)
            .into();
    }
    let saved = round
        .and_then(|r| r.initiative.get(a).copied().flatten())
        .map(|i| i.to_string());
    let plain = saved.is_some();
    let shown = saved.unwrap_or_else(|| i18n.tr("label-kharnage-initiative"));
    // An initiative already entered reads as plainly as a typed one (not
    // greyed like a hint); typing replaces it.
    text_input(&shown, v.body.initiative_shown(state, a))
        .id(format!("kharnage-initiative-{a}"))
        .style(move |t: &iced::Theme, status| {
            let mut style = text_input::default(t, status);
            if plain {
                style.placeholder = style.value;
            }
            style
        })
        .on_input_maybe(open.then_some(move |w| Msg::InitiativeInput(a, w)))
        .on_submit(Msg::InitiativeSubmit(a))
        .size(z.body())
        .padding(pad)
        .width(width)
        .into()
}

/// The army's KHARNAGE! tokens and its rounds so far.
fn history(v: View<'_>, a: usize, z: Sizes) -> Row<'_, Msg> {
    let (state, i18n) = (v.state, v.i18n);
    let mut history: Row<'_, Msg> = row![
        text(i18n.tr_args(
            "ui-kharnage-tokens",
            &[("tokens", state.kharnage_tokens(a).into())]
        ))
        .size(z.small)
    ]
    .spacing(10.0 * z.scale.max(1.0));
    for (r, done) in state.rounds.iter().enumerate() {
        let cards = done.destroyed.get(a).copied().unwrap_or(0);
        let words = match &done.awards {
            Some(awards) => i18n.tr_args(
                "ui-kharnage-round-taken",
                &[
                    ("round", (r + 1).into()),
                    ("skulls", awards.get(a).copied().unwrap_or(0).into()),
                    ("cards", cards.into()),
                ],
            ),
            None => i18n.tr_args(
                "ui-kharnage-round-open",
                &[("round", (r + 1).into()), ("cards", cards.into())],
            ),
        };
        history = history.push(text(words).size(z.small));
    }
    history
}

/// How a round is scored and the game decided, when there is room.
fn help(v: View<'_>) -> Element<'_, Msg> {
    let mut keys = vec![
        "help-kharnage-history",
        "help-kharnage-round",
        "help-kharnage-zero",
        "help-kharnage-end",
    ];
    if v.setup.yeah_rule {
        keys.push("help-kharnage-yeah");
    }
    let mut lines = column![].spacing(4).padding(iced::Padding::ZERO.right(14));
    for key in keys {
        lines = lines.push(text(v.i18n.tr(key)).size(theme::small()));
    }
    scrollable(lines).height(Length::FillPortion(1)).into()
}
