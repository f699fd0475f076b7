//! The side panel of The King's Armory: the flow of the game (start and end
//! a wave, the next round, the heal step) always in the same place, the
//! tabs, and the shared pieces of its pages (buttons the rules may refuse,
//! choices, fields, titles). The pages are in `target` (damage by type,
//! heal, status tokens with their caps, upkeep, the gate), `enter` (a
//! monster entering) and `shop` (the shop and the allies). It scrolls
//! inside when long.

use iced::widget::text::Wrapping;
use iced::widget::{Row, button, column, container, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use super::body::{Field, Msg, Tab};
use super::view::{V, tip};
use crate::rules::Text;
use crate::rules::kings_armory::{Action, Mode, Phase, Side};
use crate::ui::{theme, widget};

/// The height of a control line.
pub const LINE: f32 = 40.0;

/// A button for `action`, disabled with the rules' reason (in a tooltip
/// and returned) when they would refuse it.
pub fn act<'a>(
    v: V<'a>,
    label: String,
    action: Action,
    msg: Msg,
    id: String,
) -> (Element<'a, Msg>, Option<String>) {
    let (on, why) = v.allowed(&action, msg);
    let why = why.map(|w| v.i18n.text(&w));
    let b = button(text(label).size(theme::BODY * v.s).wrapping(Wrapping::None))
        .height(Length::Fixed(LINE * v.s))
        .style(widget::primary)
        .on_press_maybe(on);
    (tip(container(b).id(id), why.clone()), why)
}

/// As [`act`], filling its share of a row, its words on up to two lines.
pub fn act_fill<'a>(
    v: V<'a>,
    label: String,
    action: Action,
    msg: Msg,
    id: &str,
) -> Element<'a, Msg> {
    let (on, why) = v.allowed(&action, msg);
    fill_button(v, label, on, why, id.to_owned(), Wrapping::Word)
}

/// A finger-high button filling its share of a row, its words centred and
/// wrapped by `wrapping`; disabled (with `why` in a tooltip) without `on`.
pub fn fill_button<'a>(
    v: V<'a>,
    label: String,
    on: Option<Msg>,
    why: Option<Text>,
    id: String,
    wrapping: Wrapping,
) -> Element<'a, Msg> {
    let b = button(
        container(
            text(label)
                .size(theme::SMALL * v.s)
                .wrapping(wrapping)
                .align_x(Alignment::Center),
        )
        .center_x(Length::Fill)
        .center_y(Length::Fill),
    )
    .padding([2, 4])
    .width(Length::Fill)
    .height(Length::Fixed(widget::TARGET * v.s))
    .style(widget::primary)
    .on_press_maybe(on);
    tip(
        container(b).id(id).width(Length::Fill),
        why.map(|w| v.i18n.text(&w)),
    )
}

/// Four controls two by two: each has half the panel for its words (on
/// two lines if need be), in every language.
fn four<'a>([a, b, c, d]: [Element<'a, Msg>; 4]) -> Element<'a, Msg> {
    column![row![a, b].spacing(6), row![c, d].spacing(6)]
        .spacing(6)
        .into()
}

/// A choice among several: the chosen one stands out.
pub fn choice<'a>(v: V<'a>, label: String, on: bool, msg: Option<Msg>) -> Element<'a, Msg> {
    button(text(label).size(theme::BODY * v.s).wrapping(Wrapping::None))
        .height(Length::Fixed(LINE * v.s))
        .style(if on {
            widget::primary
        } else {
            widget::secondary
        })
        .on_press_maybe(msg)
        .into()
}

/// A text field of the page, with its name as the hint: at least `width`
/// wide, and as wide as the hint needs.
pub fn input<'a>(v: V<'a>, f: Field, hint: String, width: f32, submit: Msg) -> Element<'a, Msg> {
    let size = theme::BODY * v.s;
    let pad = 8.0 * v.s;
    let width = widget::field_width(&hint, size, pad, width * v.s);
    text_input(&hint, v.body.field(f))
        .id(f.id())
        .on_input_maybe(v.live.then_some(move |w| Msg::Field(f, w)))
        .on_submit_maybe(v.on(submit))
        .size(size)
        .padding(pad)
        .width(Length::Fixed(width))
        .into()
}

/// A small heading inside the panel.
pub fn title<'a>(v: V<'a>, words: String) -> Element<'a, Msg> {
    text(words)
        .size(theme::BODY * 1.1 * v.s)
        .wrapping(Wrapping::None)
        .into()
}

/// The panel.
pub fn panel<'a>(v: V<'a>) -> Element<'a, Msg> {
    let mut tabs = Row::new().spacing(2);
    for (tab, key, id) in [
        (Tab::Target, "ui-ka-tab-target", "ka-tab-target"),
        (Tab::Enter, "ui-ka-tab-enter", "ka-tab-enter"),
        (Tab::Shop, "ui-ka-tab-shop", "ka-tab-shop"),
        (Tab::Allies, "ui-ka-tab-allies", "ka-tab-allies"),
    ] {
        let on = v.body.tab == tab;
        // Each tab as wide as its word needs, of the panel's width.
        let share = v.i18n.tr(key).chars().count().max(4) as u16 + 1;
        tabs = tabs.push(
            container(
                button(
                    container(
                        text(v.i18n.tr(key))
                            .size(theme::SMALL * v.s)
                            .wrapping(Wrapping::None),
                    )
                    .center_x(Length::Fill),
                )
                .padding([8, 1])
                .width(Length::Fill)
                .height(Length::Fixed(widget::TARGET * v.s))
                .style(if on {
                    widget::primary
                } else {
                    widget::secondary
                })
                .on_press(Msg::Tab(tab)),
            )
            .id(id)
            .width(Length::FillPortion(share))
            .clip(true),
        );
    }
    let page = match v.body.tab {
        Tab::Target => super::target::page(v),
        Tab::Enter => super::enter::page(v),
        Tab::Shop => super::shop::shop_page(v),
        Tab::Allies => super::shop::allies_page(v),
        Tab::Card => super::wave_card::page(v),
    };
    // The Wave Card's line heads the page, scrolling with it, so it takes
    // no fixed height from the pages under the tabs.
    column![
        flow(v),
        tabs,
        scrollable(container(column![super::wave_card::line(v), page].spacing(8)).padding([0, 12]))
            .width(Length::Fill)
            .height(Length::Fill),
    ]
    .spacing(8)
    .into()
}

/// Start wave, next round, end wave and the heal step, two by two, each
/// disabled with the reason when the rules would refuse it now.
fn flow<'a>(v: V<'a>) -> Element<'a, Msg> {
    let st = v.state;
    let gauntlet = i64::from(v.setup.mode == Mode::Gauntlet);
    let start = v.i18n.tr_args(
        "ui-ka-start-wave",
        &[("wave", st.wave.into()), ("gauntlet", gauntlet.into())],
    );
    let side = if st.phase != Phase::Wave {
        "none"
    } else if st.side == Side::Foes {
        "foes"
    } else {
        "players"
    };
    let next = v.i18n.tr_args(
        "ui-ka-next-round",
        &[("side", side.into()), ("round", st.round.into())],
    );
    let end = v
        .i18n
        .tr_args("ui-ka-end-wave", &[("wave", st.wave.into())]);
    let flow = |label: String, action: Action, id: &str| {
        act_fill(v, label, action.clone(), Msg::Act(action), id)
    };
    four([
        flow(start, Action::StartWave, "ka-start-wave"),
        flow(next, Action::NextRound, "ka-next-round"),
        flow(end, Action::EndWave, "ka-end-wave"),
        flow(
            v.i18n.tr("ui-ka-heal-step"),
            Action::HealStep,
            "ka-heal-step",
        ),
    ])
}
