//! The side panel of The King's Armory: the flow of the game (start and end
//! a wave, the next round, the heal step) always in the same place, the
//! tabs, and the page shown (the pieces the pages share are in
//! `controls`). The pages are in `target` (damage by type,
//! heal, status tokens with their caps, upkeep, the gate), `enter` (a
//! monster entering) and `shop` (the shop and the allies). It scrolls
//! inside when long.

use iced::widget::text::Wrapping;
use iced::widget::{Row, button, column, container, row, scrollable, text};
use iced::{Element, Length};

use super::body::{Msg, Tab};
use super::controls::act_fill;
use super::look::V;
use crate::rules::kings_armory::{Action, Ask, Mode, Phase, Side};
use crate::ui::{theme, widget};

/// Four controls two by two: each has half the panel for its words (on
/// two lines if need be), in every language.
fn four<'a>([a, b, c, d]: [Element<'a, Msg>; 4]) -> Element<'a, Msg> {
    column![row![a, b].spacing(6), row![c, d].spacing(6)]
        .spacing(6)
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
                            .size(theme::ordinary::small() * v.s)
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
            .id(super::look::PAGE)
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
    let flow = |label: String, (ask, action): (Ask, Action), id: &str| {
        act_fill(v, label, ask, Msg::Act(action), id)
    };
    four([
        flow(start, (Ask::StartWave, Action::StartWave), "ka-start-wave"),
        flow(next, (Ask::NextRound, Action::NextRound), "ka-next-round"),
        flow(end, (Ask::EndWave, Action::EndWave), "ka-end-wave"),
        flow(
            v.i18n.tr("ui-ka-heal-step"),
            (Ask::HealStep, Action::HealStep),
            "ka-heal-step",
        ),
    ])
}
