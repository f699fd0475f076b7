//! Defeating a foe at once, on the target page: how (Instakill, Destroyed, Removal, E), the attack's damage type, whether the card affects bosses, and under them why the rules would refuse it.

use iced::widget::text::Wrapping;
use iced::widget::{Row, button, checkbox, column, container, text};
use iced::{Element, Length};

use super::body::Msg;
use super::picks::Pick;
use super::view::{V, kind_name, tip};
use crate::rules::kings_armory::{Defeat, Kind};
use crate::ui::{theme, widget};

/// A small choice among several (the chosen one stands out), with an id.
pub fn small_choice<'a>(
    v: V<'a>,
    label: String,
    on: bool,
    msg: Option<Msg>,
    id: String,
) -> Element<'a, Msg> {
    container(
        button(
            text(label)
                .size(theme::SMALL * v.s)
                .wrapping(Wrapping::None),
        )
        .padding([6, 6])
        .height(Length::Fixed(36.0 * v.s))
        .style(if on {
            widget::primary
        } else {
            widget::secondary
        })
        .on_press_maybe(msg),
    )
    .id(id)
    .into()
}

/// The square beside "Defeated at once" that shows its choices (or folds
/// them away); it stands out while they are shown or differ from a plain
/// Instakill.
pub fn toggle<'a>(v: V<'a>) -> Element<'a, Msg> {
    let picks = &v.body.picks;
    let on = picks.open || picks.how != Defeat::Instakill || picks.affects_bosses || picks.attack;
    tip(
        container(
            button(
                container(text("…").size(theme::BODY * v.s))
                    .center_x(Length::Fill)
                    .center_y(Length::Fill),
            )
            .padding(0)
            .width(Length::Fixed(36.0 * v.s))
            .height(Length::Fixed(widget::TARGET * v.s))
            .style(if on {
                widget::primary
            } else {
                widget::secondary
            })
            .on_press_maybe(v.on(Msg::Pick(Pick::Options))),
        )
        .id("ka-instant-options"),
        Some(v.i18n.tr("ui-ka-instant-options")),
    )
}

/// The choices of the "Defeated at once" button of monster `id`, and why
/// the rules would refuse it as chosen (the line is kept when empty).
pub fn options<'a>(v: V<'a>, id: u32) -> Element<'a, Msg> {
    let picks = &v.body.picks;
    let mut hows = Row::new().spacing(4);
    for how in [Defeat::Instakill, Defeat::Destroyed, Defeat::Removal] {
        hows = hows.push(small_choice(
            v,
            v.i18n
                .tr_args("ui-ka-instant-how", &[("how", how.name().into())]),
            picks.how == how,
            v.on(Msg::Pick(Pick::How(how))),
            format!("ka-instant-{}", how.name()),
        ));
    }
    let chosen = picks.attack_kind(v.body.kind);
    let mut kinds = Row::new().spacing(4);
    for kind in [
        None,
        Some(Kind::Melee),
        Some(Kind::Ranged),
        Some(Kind::Supernatural),
    ] {
        let name = kind.map_or("none", kind_name);
        kinds = kinds.push(small_choice(
            v,
            v.i18n
                .tr_args("ui-ka-instant-attack", &[("kind", name.into())]),
            chosen == kind,
            v.on(Msg::Pick(Pick::Attack(kind))),
            format!("ka-instant-by-{name}"),
        ));
    }
    let bosses = container(
        checkbox(picks.affects_bosses)
            .label(v.i18n.tr("ui-ka-instant-bosses"))
            .text_size(theme::SMALL * 1.1 * v.s)
            .on_toggle_maybe(v.live.then_some(|_| Msg::Pick(Pick::AffectsBosses))),
    )
    .id("ka-instant-bosses");
    let why = v
        .why(&picks.instant(id, v.body.kind))
        .map(|w| v.i18n.text(&w))
        .filter(|_| v.live)
        .unwrap_or_default();
    column![
        tip(
            column![
                hows.wrap().vertical_spacing(4),
                kinds.wrap().vertical_spacing(4),
                bosses
            ]
            .spacing(4),
            Some(v.i18n.tr("ui-ka-instant-help")),
        ),
        container(v.note(why)).id("ka-instant-why"),
    ]
    .spacing(4)
    .into()
}
