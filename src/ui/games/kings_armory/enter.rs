//! The King's Armory's page for a monster entering: level or boss, HP and
//! name, resistances, immunities, siege, summoned; Enter; the wave die's
//! modifier and where it comes from.

use iced::widget::{Row, checkbox, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::body::{Field, Msg};
use super::controls::{act, choice, input};
use super::look::{V, ring, tip};
use super::picks::Pick;
use crate::rules::kings_armory::{Ask, Mode, Rules};
use crate::ui::{theme, widget};

/// The page.
pub fn page<'a>(v: V<'a>) -> Element<'a, Msg> {
    let b = v.body;
    // Tried as chosen (a boss may enter where a level-1 foe may not, a
    // summoned foe where one of the wave's roll may not).
    let (enter, _) = act(
        v,
        v.i18n.tr("ui-ka-enter"),
        Ask::Enter,
        Msg::Enter,
        "ka-enter".into(),
    );
    let tr = |key| v.i18n.tr(key);
    column![
        levels(v).wrap().vertical_spacing(4),
        row![
            input(v, Field::EnterHp, tr("ui-ka-hp"), 64.0, Msg::Enter),
            input(
                v,
                Field::EnterName,
                tr("ui-ka-name-optional"),
                150.0,
                Msg::Enter
            ),
        ]
        .spacing(6),
        tip(
            row![
                input(v, Field::EnterMelee, tr("ui-ka-melee"), 72.0, Msg::Enter),
                input(v, Field::EnterRanged, tr("ui-ka-ranged"), 72.0, Msg::Enter),
                input(
                    v,
                    Field::EnterSupernatural,
                    tr("ui-ka-supernatural"),
                    72.0,
                    Msg::Enter
                ),
            ]
            .spacing(6)
            // Each field as wide as its word: a long language's go on
            // the next line.
            .wrap()
            .vertical_spacing(6),
            Some(tr("ui-ka-resistances")),
        ),
        row![
            text(tr("ui-ka-immune")).size(theme::ordinary::small() * v.s),
            immunities(v).wrap().vertical_spacing(4)
        ]
        .spacing(6)
        .align_y(Alignment::Center),
        // Siege and summoned each on a line of their own, so a long
        // language's words have the page's width.
        ring(
            v,
            "ka-siege",
            container(
                checkbox(b.siege())
                    .label(tr("ui-ka-siege"))
                    .text_size(theme::ordinary::body() * v.s)
                    .on_toggle_maybe(v.live.then_some(|_| Msg::Siege)),
            )
            .id("ka-siege"),
        ),
        tip(
            ring(
                v,
                "ka-summoned",
                container(
                    checkbox(b.summoned())
                        .label(tr("ui-ka-summoned"))
                        .text_size(theme::ordinary::body() * v.s)
                        .on_toggle_maybe(v.live.then_some(|_| Msg::Pick(Pick::Summoned))),
                )
                .id("ka-summoned"),
            ),
            Some(tr("ui-ka-summoned-help")),
        ),
        enter,
        modifier(v),
        modifier_source(v),
    ]
    .spacing(6)
    .into()
}

/// The levels 1 to 5 and Boss (disabled, with the reason, when no boss
/// may enter now).
fn levels<'a>(v: V<'a>) -> Row<'a, Msg> {
    let b = v.body;
    let mut levels = Row::new().spacing(4);
    for l in 1..=5u32 {
        let id = format!("ka-level-{l}");
        levels = levels.push(ring(
            v,
            &id,
            container(choice(
                v,
                l.to_string(),
                !b.boss() && b.level() == l,
                v.on(Msg::Level(l)),
            ))
            .id(id.clone()),
        ));
    }
    let boss_why = v.why(Ask::Boss).map(|w| v.i18n.text(&w));
    levels.push(tip(
        ring(
            v,
            "ka-level-boss",
            container(choice(
                v,
                v.i18n.tr("ui-ka-boss"),
                b.boss(),
                v.on(Msg::Level(0))
                    .filter(|_| boss_why.is_none() || b.boss()),
            ))
            .id("ka-level-boss"),
        ),
        boss_why,
    ))
}

/// The immunities the entering monster may have.
fn immunities<'a>(v: V<'a>) -> Row<'a, Msg> {
    let mut immunities = Row::new().spacing(4);
    for (i, key) in super::look::IMMUNITIES {
        immunities = immunities.push(super::monster::small_choice(
            v,
            v.i18n
                .tr_args("ui-ka-immunity", &[("immunity", key.into())]),
            v.body.immune(i),
            v.on(Msg::Immune(i)),
            format!("ka-immune-{key}"),
        ));
    }
    immunities
}

/// The wave die's modifier with − and +.
fn modifier<'a>(v: V<'a>) -> Element<'a, Msg> {
    let modifier = v.body.modifier(v.setup, v.state);
    tip(
        row![
            // The words take what the squares leave (on two lines where a
            // long language needs it), never the squares' room.
            text(v.i18n.tr("ui-ka-modifier"))
                .size(theme::ordinary::small() * 1.15 * v.s)
                .width(Length::Fill),
            ring(
                v,
                "ka-modifier-less",
                container(widget::step("−", v.s, Some(Msg::Modifier(-1)))).id("ka-modifier-less")
            ),
            text(format!("{modifier:+}")).size(theme::ordinary::body() * 1.2 * v.s),
            ring(
                v,
                "ka-modifier-more",
                container(widget::step("+", v.s, Some(Msg::Modifier(1)))).id("ka-modifier-more")
            ),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
        Some(v.i18n.tr("ui-ka-modifier-help")),
    )
}

/// Where the wave die's modifier comes from: the Wave Card's for this wave
/// (B1 #8), The Gauntlet's table row, or nothing entered; with the number
/// it gives (the ± beside it may set another for this wave).
fn modifier_source<'a>(v: V<'a>) -> Element<'a, Msg> {
    let source = if v.setup.mode == Mode::Gauntlet {
        "gauntlet"
    } else if Rules::wave_card(v.state, v.state.wave).is_some() {
        "card"
    } else {
        "none"
    };
    let given = Rules::wave_die_mod(v.setup, v.state);
    container(
        text(v.i18n.tr_args(
            "ui-ka-modifier-source",
            &[
                ("source", source.into()),
                ("wave", v.state.wave.into()),
                ("signed", format!("{given:+}").into()),
            ],
        ))
        .size(theme::ordinary::small() * v.s),
    )
    .id("ka-modifier-source")
    .into()
}
