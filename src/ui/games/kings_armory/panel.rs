//! The side panel of The King's Armory: the flow of the game (start and end
//! a wave, the next round, the heal step) always in the same place, the
//! tabs, and the pages for the target (damage by type, heal, status tokens
//! with their caps, upkeep, the gate) and for a monster entering. The shop
//! and the allies' pages are in `shop`. It scrolls inside when long.

use iced::widget::text::Wrapping;
use iced::widget::{Row, button, checkbox, column, container, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use super::body::{Field, Msg, Tab};
use super::picks::Pick;
use super::view::{STATUSES, V, hp_words, kind_name, resist_words, text_width, tip};
use crate::rules::Text;
use crate::rules::kings_armory::{
    Action, Character, Immunity, Kind, Mode, Phase, Resist, Rules, Side, damage_taken, is_felicity,
};
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

/// A text field of the page, with its name as the hint.
pub fn input<'a>(v: V<'a>, f: Field, hint: String, width: f32, submit: Msg) -> Element<'a, Msg> {
    text_input(&hint, v.body.field(f))
        .id(f.id())
        .on_input_maybe(v.live.then_some(move |w| Msg::Field(f, w)))
        .on_submit_maybe(v.on(submit))
        .size(theme::BODY * v.s)
        .padding(8)
        .width(Length::Fixed(width * v.s))
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
        Tab::Target => target_page(v),
        Tab::Enter => enter_page(v),
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

/// The target: its HP, the amount with Heal, damage by type (what each
/// would take off), for a monster its upkeep, instant defeat and the gate,
/// and the status tokens with their caps. Compact, so it all shows at
/// 1280×800 without scrolling.
fn target_page<'a>(v: V<'a>) -> Element<'a, Msg> {
    let Some(who) = v.body.target(v.state) else {
        return column![
            title(v, v.i18n.tr("ui-ka-no-target")),
            v.note(v.i18n.tr("ui-ka-no-target-help")),
        ]
        .spacing(6)
        .into();
    };
    let st = v.state;
    let (name, hp, max, resist, immune, tokens): (String, i64, i64, Resist, &[Immunity], _) =
        match who {
            Character::Monster(id) => match st.monster_index(id).map(|i| &st.monsters[i]) {
                Some(m) => (m.label(), m.hp, m.max, m.resist, &m.immune[..], m.tokens),
                None => return column![].into(),
            },
            Character::Hero(i) => {
                let h = &st.heroes[i];
                (h.name.clone(), h.hp, h.max, h.resist, &[][..], h.tokens)
            }
            Character::Hireable(i) => {
                let h = &st.hireables[i];
                (h.name.clone(), h.hp, h.max, h.resist, &[][..], h.tokens)
            }
            Character::Guardian(_) => match &st.guardian {
                Some(g) => (g.name.clone(), g.hp, g.max, g.resist, &[][..], g.tokens),
                None => return column![].into(),
            },
        };
    let (value, label) = hp_words(v, hp, max);
    let head = tip(
        title(
            v,
            v.i18n.tr_args(
                "ui-ka-target",
                &[
                    ("who", widget::short(&name, 22).into()),
                    ("value", value.into()),
                    ("max", max.into()),
                    ("label", label.into()),
                ],
            ),
        ),
        Some(resist_words(v, &resist, immune)),
    );
    let amount = v.body.amount().unwrap_or(1);
    let (heal, _) = act(
        v,
        v.i18n.tr_args("ui-ka-heal", &[("amount", amount.into())]),
        Action::Heal {
            character: who,
            amount,
        },
        Msg::Heal(who),
        "ka-heal".into(),
    );
    let amount_row = row![
        text(v.i18n.tr("ui-ka-amount")).size(theme::BODY * v.s),
        input(v, Field::Amount, "1".into(), 64.0, Msg::HitTarget),
        heal,
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    let kind_button = |kind: Kind| -> Element<'a, Msg> {
        let taken = damage_taken(amount, kind, &resist, tokens.bless > 0, immune);
        let action = Action::Damage {
            character: who,
            amount,
            kind,
        };
        let (on, why) = v.allowed(&action, Msg::Hit(who, kind));
        let label = v.i18n.tr_args(
            "ui-ka-hit",
            &[("kind", kind_name(kind).into()), ("taken", taken.into())],
        );
        // On one line where it fits half the page, else on two, smaller.
        let inner = (v.page_width() - 6.0) / 2.0 - 8.0;
        let one = theme::SMALL * 1.15 * v.s;
        let (size, wrapping) = if text_width(&label, one) <= inner {
            (one, Wrapping::None)
        } else {
            (theme::SMALL * v.s, Wrapping::Word)
        };
        let b = button(
            container(text(label).size(size).wrapping(wrapping))
                .center_y(Length::Fill)
                .width(Length::Fill),
        )
        .padding([2, 4])
        .width(Length::Fill)
        .height(Length::Fixed(LINE * v.s))
        .style(if kind == v.body.kind {
            widget::primary
        } else {
            widget::secondary
        })
        .on_press_maybe(on);
        tip(
            container(b)
                .id(format!("ka-hit-{}", kind_name(kind)))
                .width(Length::Fill),
            why.map(|w| v.i18n.text(&w)),
        )
    };
    let kinds = column![
        row![kind_button(Kind::Melee), kind_button(Kind::Ranged)].spacing(6),
        row![
            kind_button(Kind::Supernatural),
            kind_button(Kind::NonResistible)
        ]
        .spacing(6),
    ]
    .spacing(6);
    let mut page = column![head, amount_row, kinds].spacing(6);
    match who {
        Character::Monster(id) => page = page.push(super::monster::part(v, id, &tokens)),
        // Felicity and her Guardian: summon it, and the ranged hits it
        // takes for her (E, Summon Guardian).
        Character::Hero(i) if st.heroes.get(i).is_some_and(|h| is_felicity(&h.name)) => {
            page = page.push(super::guardian::part(v, i));
        }
        Character::Guardian(i) => page = page.push(super::guardian::part(v, i)),
        _ => {}
    }
    let mut statuses = Row::new().spacing(2);
    for status in STATUSES {
        let n = tokens.get(status);
        let less = Action::RemoveStatus {
            character: who,
            status,
            count: 1,
        };
        let more = Action::AddStatus {
            character: who,
            status,
            count: 1,
            kind: None,
        };
        let (less_on, less_why) = v.allowed(&less, Msg::Status(who, status, false));
        let (more_on, more_why) = v.allowed(&more, Msg::Status(who, status, true));
        let status_name = v
            .i18n
            .tr_args("ui-ka-status", &[("status", status.name().into())]);
        // A fifth of the page for each status: its name smaller where a
        // long word needs it.
        let column = (v.page_width() - 4.0 * 2.0) / 5.0 - 2.0;
        let name_size = (theme::SMALL * 0.95 * v.s)
            .min(column / text_width(&status_name, 1.0).max(1.0))
            .max(8.0);
        statuses = statuses.push(
            column![
                tip(
                    container(widget::step("+", v.s, more_on))
                        .id(format!("ka-status-more-{}", status.name())),
                    more_why.map(|w| v.i18n.text(&w))
                ),
                container(text(status_name).size(name_size).wrapping(Wrapping::None))
                    .center_x(Length::Fill)
                    .clip(true),
                text(format!("{n}/{}", status.cap()))
                    .size(theme::SMALL * v.s)
                    .wrapping(Wrapping::None),
                tip(
                    container(widget::step("−", v.s, less_on))
                        .id(format!("ka-status-less-{}", status.name())),
                    less_why.map(|w| v.i18n.text(&w))
                ),
            ]
            .spacing(1)
            .align_x(Alignment::Center)
            .width(Length::FillPortion(1)),
        );
    }
    page.push(statuses).into()
}

/// A monster enters: level or boss, HP and name, resistances,
/// immunities, siege; the wave die's modifier.
fn enter_page<'a>(v: V<'a>) -> Element<'a, Msg> {
    let b = v.body;
    let mut levels = Row::new().spacing(4);
    for l in 1..=5u32 {
        levels = levels.push(
            container(choice(
                v,
                l.to_string(),
                !b.boss() && b.level() == l,
                v.on(Msg::Level(l)),
            ))
            .id(format!("ka-level-{l}")),
        );
    }
    let boss_try = Action::MonsterEnters {
        level: None,
        boss: true,
        name: None,
        hp: 1,
        resist: Resist::default(),
        immune: Vec::new(),
        siege: false,
        summoned: false,
    };
    let boss_why = v.why(&boss_try).map(|w| v.i18n.text(&w));
    levels = levels.push(tip(
        container(choice(
            v,
            v.i18n.tr("ui-ka-boss"),
            b.boss(),
            v.on(Msg::Level(0))
                .filter(|_| boss_why.is_none() || b.boss()),
        ))
        .id("ka-level-boss"),
        boss_why,
    ));
    let mut immunities = Row::new().spacing(4);
    for (i, key) in [
        (Immunity::Melee, "melee"),
        (Immunity::Ranged, "ranged"),
        (Immunity::Supernatural, "supernatural"),
        (Immunity::Everything, "everything"),
    ] {
        immunities = immunities.push(super::monster::small_choice(
            v,
            v.i18n
                .tr_args("ui-ka-immunity", &[("immunity", key.into())]),
            b.immune(i),
            v.on(Msg::Immune(i)),
            format!("ka-immune-{key}"),
        ));
    }
    // Tried as chosen (a boss may enter where a level-1 foe may not, a
    // summoned foe where one of the wave's roll may not).
    let try_enter = Action::MonsterEnters {
        level: (!b.boss).then_some(b.level()),
        boss: b.boss,
        name: None,
        hp: 1,
        resist: Resist::default(),
        immune: Vec::new(),
        siege: false,
        summoned: b.summoned(),
    };
    let (enter, _) = act(
        v,
        v.i18n.tr("ui-ka-enter"),
        try_enter,
        Msg::Enter,
        "ka-enter".into(),
    );
    let modifier = b.modifier(v.setup, v.state);
    column![
        levels.wrap().vertical_spacing(4),
        row![
            input(v, Field::EnterHp, v.i18n.tr("ui-ka-hp"), 64.0, Msg::Enter),
            input(
                v,
                Field::EnterName,
                v.i18n.tr("ui-ka-name-optional"),
                150.0,
                Msg::Enter
            ),
        ]
        .spacing(6),
        tip(
            row![
                input(
                    v,
                    Field::EnterMelee,
                    v.i18n.tr("ui-ka-melee"),
                    72.0,
                    Msg::Enter
                ),
                input(
                    v,
                    Field::EnterRanged,
                    v.i18n.tr("ui-ka-ranged"),
                    72.0,
                    Msg::Enter
                ),
                input(
                    v,
                    Field::EnterSupernatural,
                    v.i18n.tr("ui-ka-supernatural"),
                    72.0,
                    Msg::Enter
                ),
            ]
            .spacing(6),
            Some(v.i18n.tr("ui-ka-resistances")),
        ),
        row![
            text(v.i18n.tr("ui-ka-immune")).size(theme::SMALL * v.s),
            immunities.wrap().vertical_spacing(4)
        ]
        .spacing(6)
        .align_y(Alignment::Center),
        // Siege and summoned each on a line of their own, so a long
        // language's words have the page's width.
        checkbox(b.siege())
            .label(v.i18n.tr("ui-ka-siege"))
            .text_size(theme::BODY * v.s)
            .on_toggle_maybe(v.live.then_some(|_| Msg::Siege)),
        tip(
            container(
                checkbox(b.summoned())
                    .label(v.i18n.tr("ui-ka-summoned"))
                    .text_size(theme::BODY * v.s)
                    .on_toggle_maybe(v.live.then_some(|_| Msg::Pick(Pick::Summoned))),
            )
            .id("ka-summoned"),
            Some(v.i18n.tr("ui-ka-summoned-help")),
        ),
        enter,
        tip(
            row![
                // The words take what the squares leave (on two lines
                // where a long language needs it), never the squares' room.
                text(v.i18n.tr("ui-ka-modifier"))
                    .size(theme::SMALL * 1.15 * v.s)
                    .width(Length::Fill),
                container(widget::step("−", v.s, Some(Msg::Modifier(-1)))).id("ka-modifier-less"),
                text(format!("{modifier:+}")).size(theme::BODY * 1.2 * v.s),
                container(widget::step("+", v.s, Some(Msg::Modifier(1)))).id("ka-modifier-more"),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            Some(v.i18n.tr("ui-ka-modifier-help")),
        ),
        modifier_source(v),
    ]
    .spacing(6)
    .into()
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
        .size(theme::SMALL * v.s),
    )
    .id("ka-modifier-source")
    .into()
}
