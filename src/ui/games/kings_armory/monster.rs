//! A monster's part of the target page: its upkeep, the gate, and defeating it at once, with that button's choices (how: Instakill, Destroyed, Removal, E; the attack's damage type; whether the card affects bosses) and under them why the rules would refuse it.

use iced::widget::{Row, button, checkbox, column, container, row, text};
use iced::{Element, Length};

use super::body::Msg;
use super::controls::act_fill;
use super::look::{INSTANT_KINDS, V, kind_name, ring, tip};
use super::picks::Pick;
use crate::rules::kings_armory::{Ask, Defeat, Tokens};
use crate::ui::{theme, widget};

/// A small choice among several (the chosen one stands out), with an id.
pub fn small_choice<'a>(
    v: V<'a>,
    label: String,
    on: bool,
    msg: Option<Msg>,
    id: String,
) -> Element<'a, Msg> {
    ring(
        v,
        &id,
        container(v.choice(label, on, msg, None)).id(id.clone()),
    )
}

/// The square beside "Defeated at once" that shows its choices (or folds
/// them away); it stands out while they are shown or differ from a plain
/// Instakill.
pub fn toggle<'a>(v: V<'a>) -> Element<'a, Msg> {
    let picks = &v.body.picks;
    let on = picks.open || picks.how != Defeat::Instakill || picks.affects_bosses || picks.attack;
    tip(
        ring(
            v,
            "ka-instant-options",
            container(
                button(
                    container(text("…").size(theme::ordinary::body() * v.s))
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
        ),
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
    for kind in INSTANT_KINDS {
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
    let bosses = ring(
        v,
        "ka-instant-bosses",
        container(
            checkbox(picks.affects_bosses)
                .label(v.i18n.tr("ui-ka-instant-bosses"))
                .text_size(theme::ordinary::small() * 1.1 * v.s)
                .on_toggle_maybe(v.live.then_some(|_| Msg::Pick(Pick::AffectsBosses))),
        )
        .id("ka-instant-bosses"),
    );
    let why = v
        .why(Ask::Instant(id))
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

/// A monster's upkeep, instant defeat, and the gate (the amount is the
/// damage the gate takes), two by two.
pub fn part<'a>(v: V<'a>, id: u32, tokens: &Tokens) -> Element<'a, Msg> {
    let upkeep = act_fill(
        v,
        v.i18n.tr_args(
            "ui-ka-upkeep",
            &[
                ("bleed", i64::from(tokens.bleed).into()),
                ("burn", i64::from(tokens.burn).into()),
                ("stun", i64::from(tokens.stun).into()),
            ],
        ),
        Ask::Upkeep(id),
        Msg::Upkeep(id),
        "ka-upkeep",
    );
    let instant = act_fill(
        v,
        v.i18n.tr("ui-ka-instant"),
        Ask::Instant(id),
        Msg::Instant(id),
        "ka-instant",
    );
    let amount = v.body.amount().unwrap_or(1).max(1);
    let reach = act_fill(
        v,
        v.i18n
            .tr_args("ui-ka-reach-gate", &[("damage", amount.into())]),
        Ask::Gate(id, true),
        Msg::Gate(id, true),
        "ka-reach-gate",
    );
    let attack = act_fill(
        v,
        v.i18n
            .tr_args("ui-ka-attack-gate", &[("damage", amount.into())]),
        Ask::Gate(id, false),
        Msg::Gate(id, false),
        "ka-attack-gate",
    );
    // Defeated at once, with its choices (how, the attack's type, a card
    // that affects bosses) folded beside it: shown under the grid.
    let instant = row![instant, toggle(v)].spacing(4);
    let grid = tip(
        column![
            row![upkeep, instant].spacing(6),
            row![reach, attack].spacing(6)
        ]
        .spacing(6),
        Some(v.i18n.tr("ui-ka-gate-help")),
    );
    if v.body.picks.open {
        column![grid, options(v, id)].spacing(6).into()
    } else {
        grid
    }
}
