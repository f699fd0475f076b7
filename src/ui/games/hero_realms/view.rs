//! How the Hero Realms body looks: the turn's bar (who plays, Gold and
//! Combat with ±, the target and the amount, the new champion, End turn)
//! and one tile per player (per team in Hydra) in a fixed grid, with big
//! health, the target button and the champions. Controls are disabled,
//! never removed, and every place has a fixed size, so nothing moves under
//! the pointer. Wide bodies put the bar on top; narrow ones beside.

use iced::widget::{
    Column, Space, button, checkbox, column, container, responsive, row, scrollable, text,
    text_input,
};
use iced::{Alignment, Element, Length, Size};

use crate::i18n::I18n;
use crate::rules::hero_realms::{Format, Setup, State};
use crate::ui::icon::{self, Resource};
use crate::ui::{theme, widget};

use super::body::{AMOUNT, Body, CHAMPION_DEFENSE, CHAMPION_NAME, Msg, legal_targets};

/// Below this width the bar goes beside the seats instead of above them.
const WIDE: f32 = 860.0;
/// The bar's width beside the seats.
const SIDE: f32 = 290.0;
/// The size of Gold and Combat in the bar above the seats, and beside.
fn wide_number() -> f32 {
    theme::big() * 0.75
}
fn narrow_number() -> f32 {
    theme::big() * 0.55
}

/// What every part of the view needs.
#[derive(Clone, Copy)]
pub(super) struct Look<'a> {
    pub setup: &'a Setup,
    pub state: &'a State,
    pub i18n: &'a I18n,
    /// False for read-only and decided sessions.
    pub editable: bool,
    /// The acting player.
    pub me: usize,
    /// The target as the rules allow it now.
    pub target: Option<(usize, Option<usize>)>,
    /// The seat or champion the keys picked (↑↓), marked ▸.
    pub pick: Option<(usize, Option<usize>)>,
}

impl Look<'_> {
    /// `m` if the session may be changed.
    pub fn on(&self, m: Msg) -> Option<Msg> {
        self.editable.then_some(m)
    }
}

/// The order of the seats in the grid: in Emperor the second team is
/// reversed, so with three columns each player sits above the one opposite
/// (Commander above Commander, Emperor above Emperor).
pub fn seat_order(setup: &Setup) -> Vec<usize> {
    match setup.format {
        Format::Emperor => vec![0, 1, 2, 5, 4, 3],
        _ => (0..setup.track_count()).collect(),
    }
}

impl Body {
    /// The screen body; `editable` is false for read-only and decided sessions.
    pub fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> Element<'a, Msg> {
        let look = Look {
            setup,
            state,
            i18n,
            editable,
            me: self.actor(setup, state),
            target: self.target(setup, state),
            pick: self.pick(setup, state),
        };
        responsive(move |space: Size| {
            let wide = space.width >= WIDE;
            let legal = legal_targets(setup, state, look.me);
            let order = seat_order(setup);
            let seats = widget::grid_sized(order.len(), move |slot, scale, tile| {
                let track = order.get(slot).copied().unwrap_or(slot);
                super::seats::seat(look, &legal, track, scale, tile)
            });
            let keys = text(i18n.tr("ui-hr-keys-hint")).size(theme::small());
            if wide {
                column![self.bar_wide(look), seats, keys].spacing(10).into()
            } else {
                column![
                    row![
                        // Beside the seats the bar scrolls if the window is short.
                        thin_scroll(self.bar_narrow(look)).width(Length::Fixed(SIDE)),
                        seats
                    ]
                    .spacing(10)
                    .height(Length::Fill),
                    keys
                ]
                .spacing(8)
                .into()
            }
        })
        .into()
    }

    fn bar_wide<'a>(&'a self, look: Look<'a>) -> Element<'a, Msg> {
        column![
            row![
                container(title(look)).width(Length::Fill),
                gold(look, wide_number()),
                combat(look, wide_number()),
                end_turn(look),
            ]
            .spacing(16)
            .align_y(Alignment::Center),
            row![
                container(self.attack(look)).width(Length::FillPortion(2)),
                container(self.champion_form(look, true)).width(Length::FillPortion(3)),
            ]
            .spacing(16)
            .align_y(Alignment::Center),
        ]
        .spacing(8)
        .into()
    }

    fn bar_narrow<'a>(&'a self, look: Look<'a>) -> Element<'a, Msg> {
        column![
            title(look),
            row![
                gold(look, narrow_number()),
                Space::new().width(Length::Fill),
                end_turn(look)
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            combat(look, narrow_number()),
            self.attack(look),
            self.champion_form(look, false),
        ]
        .spacing(6)
        .into()
    }

    /// "Target: …", the amount and Deal.
    fn attack<'a>(&'a self, look: Look<'a>) -> Element<'a, Msg> {
        let Look {
            setup, state, i18n, ..
        } = look;
        let words = match look.target {
            Some((p, None)) => setup.track_name(setup.track_of(p)),
            Some((p, Some(c))) => i18n.tr_args(
                "ui-hr-target-champion",
                &[
                    (
                        "champion",
                        state
                            .champions_of(p)
                            .get(c)
                            .map(|c| c.name.clone())
                            .unwrap_or_default()
                            .into(),
                    ),
                    ("player", setup.name(p).into()),
                ],
            ),
            None => i18n.tr("ui-hr-no-target"),
        };
        let all = state.combat_of(look.me);
        column![
            text(i18n.tr_args("ui-hr-target", &[("target", words.into())]))
                .size(theme::body())
                .wrapping(text::Wrapping::None),
            row![
                text_input(
                    &i18n.tr_args("ui-hr-all-combat", &[("combat", all.into())]),
                    self.amount(state)
                )
                .id(AMOUNT)
                .on_input_maybe(look.editable.then_some(Msg::Amount))
                .on_submit_maybe(look.on(Msg::Deal))
                .size(theme::body())
                .padding(11)
                .width(Length::Fill),
                container(tall(
                    i18n.tr("ui-hr-deal"),
                    theme::body(),
                    look.on(Msg::Deal)
                ))
                .id("hr-deal"),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        ]
        .spacing(4)
        .clip(true)
        .into()
    }

    /// The new champion: name, defense, guard, Play.
    fn champion_form<'a>(&'a self, look: Look<'a>, one_line: bool) -> Element<'a, Msg> {
        let Look {
            setup, state, i18n, ..
        } = look;
        let (name, defense, guard) = self.typed_champion(state);
        let label = text(i18n.tr_args(
            "ui-hr-new-champion",
            &[("player", widget::short(setup.name(look.me), 14).into())],
        ))
        .size(theme::small())
        .wrapping(text::Wrapping::None);
        let fields = row![
            text_input(&i18n.tr("ui-name"), name)
                .id(CHAMPION_NAME)
                .on_input_maybe(look.editable.then_some(Msg::ChampionName))
                .on_submit_maybe(look.on(Msg::PlayChampion))
                .padding(11)
                .size(theme::body())
                .width(Length::FillPortion(3)),
            text_input(&i18n.tr("ui-hr-defense"), defense)
                .id(CHAMPION_DEFENSE)
                .on_input_maybe(look.editable.then_some(Msg::ChampionDefense))
                .on_submit_maybe(look.on(Msg::PlayChampion))
                .padding(11)
                .size(theme::body())
                .width(Length::FillPortion(2)),
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        let finish = row![
            container(
                checkbox(guard)
                    .label(i18n.tr("ui-hr-guard"))
                    .size(22)
                    .text_size(theme::body())
                    .on_toggle_maybe(look.editable.then_some(Msg::ChampionGuard))
            )
            .id("hr-champion-guard")
            .height(widget::TARGET)
            .center_y(widget::TARGET),
            container(tall(
                i18n.tr("ui-hr-play-champion"),
                theme::body(),
                look.on(Msg::PlayChampion)
            ))
            .id("hr-play-champion"),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        // With larger text the fields take a line of their own.
        if one_line && theme::text_scale() <= 1.0 {
            column![
                label,
                row![container(fields).width(Length::Fill), finish]
                    .spacing(8)
                    .align_y(Alignment::Center)
            ]
            .spacing(4)
            .clip(true)
            .into()
        } else {
            column![label, fields, finish].spacing(4).clip(true).into()
        }
    }
}

/// A vertical scrollable whose thin bar sits beside the content, never
/// over a button.
pub(super) fn thin_scroll<'a>(
    content: impl Into<Element<'a, Msg>>,
) -> iced::widget::Scrollable<'a, Msg> {
    scrollable(content).direction(scrollable::Direction::Vertical(
        scrollable::Scrollbar::new()
            .width(5)
            .scroller_width(5)
            .spacing(4),
    ))
}

/// A button [`widget::TARGET`] high with its words in the middle.
fn tall<'a>(words: String, size: f32, on_press: Option<Msg>) -> iced::widget::Button<'a, Msg> {
    // Two lines fit the button's height: in a narrow bar "Zug beenden"
    // breaks rather than being cut at the button's edge.
    button(
        container(
            text(words)
                .size(size)
                .wrapping(text::Wrapping::Word)
                .align_x(iced::alignment::Horizontal::Center),
        )
        .center_y(Length::Fill)
        .center_x(Length::Shrink),
    )
    .height(widget::TARGET)
    .padding([0, 14])
    .style(widget::primary)
    .on_press_maybe(on_press)
}

/// "Turn 3: Ana", and in Hydra who of the team acts.
fn title<'a>(look: Look<'a>) -> Element<'a, Msg> {
    let Look {
        setup, state, i18n, ..
    } = look;
    let mut col: Column<'a, Msg> = column![
        text(i18n.tr_args(
            "ui-hr-turn",
            &[
                ("turn", state.turn().into()),
                ("player", setup.track_name(state.active).into())
            ]
        ))
        .size(theme::body() * 1.3)
        .wrapping(text::Wrapping::None)
    ]
    .spacing(4)
    .clip(true);
    if setup.format == Format::Hydra {
        let mut who = row![text(i18n.tr("ui-hr-acting")).size(theme::small())]
            .spacing(6)
            .align_y(Alignment::Center);
        // Every seat of the table has its button; only the active team's
        // are enabled, so they never move as the turn passes.
        for p in state.active_players(setup) {
            let style = if p == look.me {
                widget::primary
            } else {
                widget::secondary
            };
            who = who.push(
                container(
                    tall(
                        widget::short(setup.name(p), 10),
                        theme::small(),
                        look.on(Msg::Actor(p)),
                    )
                    .style(style),
                )
                .id(format!("hr-actor-{p}")),
            );
        }
        col = col.push(who);
    }
    col.into()
}

/// The acting player's Gold, with ±.
fn gold<'a>(look: Look<'a>, size: f32) -> Element<'a, Msg> {
    let gold = look.state.gold_of(look.me);
    plus_minus(
        "hr-gold",
        look.i18n.tr("label-hero_realms-gold"),
        Resource::Gold,
        gold,
        (1.0, size),
        look.on(Msg::Gold(-1)).filter(|_| gold > 0),
        look.on(Msg::Gold(1)),
    )
}

/// The acting player's Combat: spent by attacking, so − stays disabled;
/// + adds one, +5 five.
fn combat<'a>(look: Look<'a>, size: f32) -> Element<'a, Msg> {
    row![
        plus_minus(
            "hr-combat",
            look.i18n.tr("label-hero_realms-combat"),
            Resource::Kp,
            look.state.combat_of(look.me),
            (1.0, size),
            None,
            look.on(Msg::Combat(1)),
        ),
        // As high as the ± beside it: the label's line under it is empty.
        column![
            container(widget::square("+5", 1.0, look.on(Msg::Combat(5)))).id("hr-combat-5"),
            Space::new().height(theme::small() * 1.3),
        ],
    ]
    .spacing(4)
    .align_y(Alignment::Center)
    .into()
}

fn end_turn<'a>(look: Look<'a>) -> Element<'a, Msg> {
    container(tall(
        look.i18n.tr("ui-hr-end-turn"),
        theme::body(),
        look.on(Msg::EndTurn),
    ))
    .id("hr-end-turn")
    .into()
}

/// A number with − and + beside it (ids `<id>-minus`, `<id>-plus`) and its
/// icon and label under all three, where a long word has their width; the
/// number has a fixed width, so the + never moves.
pub(super) fn plus_minus<'a>(
    id: &str,
    label: String,
    resource: Resource,
    value: i64,
    (scale, size): (f32, f32),
    minus: Option<Msg>,
    plus: Option<Msg>,
) -> Element<'a, Msg> {
    let label_size = theme::small() * scale.clamp(1.0, 2.0);
    column![
        row![
            container(widget::step("−", scale, minus)).id(format!("{id}-minus")),
            container(
                text(value.to_string())
                    .size(size)
                    .wrapping(text::Wrapping::None)
            )
            .center_x(Length::Fixed((size * 1.6).max(label_size * 5.5)))
            .clip(true),
            container(widget::step("+", scale, plus)).id(format!("{id}-plus")),
        ]
        .spacing(4.0 * scale.min(2.0))
        .align_y(Alignment::Center),
        row![
            icon::resource(resource, label_size * 1.2),
            text(label).size(label_size).wrapping(text::Wrapping::Word)
        ]
        .spacing(3)
        .align_y(Alignment::Center),
    ]
    .align_x(Alignment::Center)
    .into()
}
