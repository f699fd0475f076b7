//! The Between Waves Phase as a guided sequence in the rulebook's order (B5, steps 1–7): where the group is, and the tiles that lead it through the steps.

use iced::widget::text::Wrapping;
use iced::widget::{Column, Row, column, container, mouse_area, row, scrollable, text};
use iced::{Alignment, Border, Element, Length, Size, Theme};

use super::body::Msg;
use super::controls::fill_button;
use super::look::{GAP, V};
use super::step::{Step, current, reward_cards_due};
use crate::rules::kings_armory::{Action, Ask};
use crate::ui::{theme, widget};

/// The height of a step's tile at scale 1: a finger-wide button and its
/// border.
const TILE: f32 = widget::TARGET + 8.0;
/// The narrowest a column of tiles gets at scale 1.
const TILE_W: f32 = 250.0;
/// The width of a tile's button at scale 1.
const SLOT: f32 = 104.0;

/// The seven steps as tiles in the rulebook's order (down the first
/// column, then the second), earlier ones ticked, the current one
/// standing out with its button, and under them what the current step
/// asks, with what the state knows. Each tile keeps its place whatever
/// the step, and a step's button is in its own tile: the second click of
/// a double click on Done lands on a tick, never on the next step's Done.
pub fn sequence<'a>(v: V<'a>, space: Size) -> Element<'a, Msg> {
    let Some(now) = current(v.state) else {
        return container(v.dim(v.i18n.tr("ui-ka-no-monsters")))
            .center_x(Length::Fill)
            .center_y(Length::Fill)
            .into();
    };
    let cols = if space.width >= 2.0 * TILE_W * v.s + GAP + widget::SCROLLBAR_ROOM {
        2
    } else {
        1
    };
    let per = Step::ALL.len().div_ceil(cols);
    let mut grid = Row::new().spacing(GAP);
    for part in Step::ALL.chunks(per) {
        let mut col = Column::new().spacing(4).width(Length::FillPortion(1));
        for step in part {
            col = col.push(tile(v, *step, now));
        }
        grid = grid.push(col);
    }
    let hint = v.i18n.tr_args(
        "ui-ka-step-hint",
        &[("step", now.name().into()), ("number", now.number().into())],
    );
    // It scrolls inside its panel where the seven steps do not fit (one
    // column in a narrow window).
    scrollable(
        column![
            grid,
            container(v.note(format!("{hint} {}", facts(v, now))))
                .id("ka-step-hint")
                .width(Length::Fill),
        ]
        .spacing(6)
        .padding(iced::Padding::ZERO.right(widget::SCROLLBAR_ROOM)),
    )
    .id("ka-steps")
    .width(Length::Fill)
    .height(Length::Fill)
    .into()
}

/// What the state knows that the current step needs.
fn facts(v: V<'_>, step: Step) -> String {
    let st = v.state;
    match step {
        Step::Heal | Step::Start => String::new(),
        Step::Gold => match reward_cards_due(st) {
            Some(cards) => v
                .i18n
                .tr_args("ui-ka-step-cards-due", &[("cards", cards.into())]),
            None => v.i18n.tr("ui-ka-step-cards-card"),
        },
        Step::Spend => v
            .i18n
            .tr_args("ui-ka-step-gold", &[("gold", st.gold.into())]),
        Step::Change => {
            let (hundreds, fifty, rest) = (st.gold / 100, (st.gold % 100) / 50, st.gold % 50);
            v.i18n.tr_args(
                "ui-ka-step-change",
                &[
                    ("gold", st.gold.into()),
                    ("hundreds", hundreds.into()),
                    ("fifty", fifty.into()),
                    ("rest", rest.into()),
                ],
            )
        }
        Step::Equip => super::gear::step_words(v),
        Step::Reposition => {
            let allies = st.present().count() + st.living_hireables().count();
            v.i18n.tr_args(
                "ui-ka-step-towers",
                &[("allies", allies.into()), ("towers", st.towers.into())],
            )
        }
    }
}

/// A step's tile: a tick or its number; its name; and, for the
/// current step, its button (Heal, Done or Start wave). A click on an
/// earlier or later step's name (after the heal) goes back or on to it.
fn tile<'a>(v: V<'a>, step: Step, now: Step) -> Element<'a, Msg> {
    let s = v.s;
    let done = step < now;
    let here = step == now;
    let marker = if done {
        "✓".to_owned()
    } else {
        step.number().to_string()
    };
    let name = v
        .i18n
        .tr_args("ui-ka-step-name", &[("step", step.name().into())]);
    let words = row![
        container(text(marker).size(theme::ordinary::body() * s))
            .width(Length::Fixed(22.0 * s))
            .center_x(Length::Fixed(22.0 * s)),
        text(name)
            .size(theme::ordinary::small() * 1.1 * s)
            .width(Length::Fill),
    ]
    .spacing(4)
    .align_y(Alignment::Center)
    .width(Length::Fill);
    // Steps 2 to 6 are the group's to mark: after the heal, a click on a
    // step's name goes to it; the heal and the wave's start are actions.
    let movable = !here && v.state.healed && step != Step::Heal;
    let words: Element<'a, Msg> = match v.on(Msg::Step(step)).filter(|_| movable) {
        Some(msg) => mouse_area(words).on_press(msg).into(),
        None => words.into(),
    };
    // Only the current step has a button; a done step's place is empty,
    // so the second click of a double click on Done does nothing.
    let slot: Element<'a, Msg> = if here {
        button(v, step)
    } else {
        text("").into()
    };
    let tile = row![
        words,
        container(slot)
            .width(Length::Fixed(SLOT * s))
            .center_y(Length::Fill),
    ]
    .spacing(4)
    .align_y(Alignment::Center);
    container(tile)
        .id(format!("ka-step-{}", step.number()))
        .padding([2.0, 6.0])
        .width(Length::Fill)
        .height(Length::Fixed(TILE * s))
        .clip(true)
        .style(move |t: &Theme| {
            let palette = t.extended_palette();
            let (background, edge, width) = if here {
                (
                    palette.primary.weak.color,
                    palette.primary.strong.color,
                    3.0,
                )
            } else if done {
                (
                    palette.background.weak.color,
                    palette.background.strong.color,
                    1.0,
                )
            } else {
                (
                    palette.background.base.color,
                    palette.background.strong.color,
                    1.0,
                )
            };
            container::Style {
                background: Some(background.into()),
                text_color: here.then_some(palette.primary.weak.text),
                border: Border {
                    color: edge,
                    width,
                    radius: 8.0.into(),
                },
                ..container::Style::default()
            }
        })
        .into()
}

/// The current step's button: the heal step and the wave's start are the
/// rules' actions (disabled with the reason when refused); steps 2 to 6
/// are marked done, which moves the group on to the next.
fn button<'a>(v: V<'a>, step: Step) -> Element<'a, Msg> {
    let (label, action, id) = match step {
        Step::Heal => (
            v.i18n.tr("ui-ka-heal-step"),
            Some((Ask::HealStep, Action::HealStep)),
            "ka-step-heal".to_owned(),
        ),
        Step::Start => (
            v.i18n.tr_args(
                "ui-ka-start-wave",
                &[("wave", v.state.wave.into()), ("gauntlet", 0.into())],
            ),
            Some((Ask::StartWave, Action::StartWave)),
            "ka-step-start".to_owned(),
        ),
        _ => (
            v.i18n.tr("ui-ka-step-next"),
            None,
            format!("ka-step-done-{}", step.number()),
        ),
    };
    let (on, why) = match action {
        Some((ask, action)) => v.allowed(ask, Msg::Act(action)),
        None => (v.on(Msg::Step(step.next())), None),
    };
    fill_button(v, label, on, why, id, Wrapping::WordOrGlyph)
}
