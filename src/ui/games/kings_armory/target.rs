//! The King's Armory's target page: the target's HP, the amount with
//! Heal, damage by type (what each would take off), for a monster its
//! upkeep, instant defeat and the gate, for Felicity her Guardian, and the
//! status tokens with their caps. Compact, so it all shows at 1280×800
//! without scrolling.

use iced::widget::text::Wrapping;
use iced::widget::{Row, button, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::body::{Field, Msg};
use super::controls::{LINE, act, input, title};
use super::look::{STATUSES, V, hp_words, kind_name, resist_words, ring, text_width, tip};
use crate::rules::kings_armory::{
    Ask, Character, Immunity, Kind, Resist, State, Tokens, damage_taken, is_felicity,
};
use crate::ui::{theme, widget};

/// What the page shows of the target: its name, HP of its most, what it
/// resists, its immunities and its status tokens.
struct Sheet<'s> {
    name: String,
    hp: i64,
    max: i64,
    resist: Resist,
    immune: &'s [Immunity],
    tokens: Tokens,
}

/// The sheet of `who`, if it is still there.
fn sheet(st: &State, who: Character) -> Option<Sheet<'_>> {
    let sheet = |name: String, hp, max, resist, immune, tokens| Sheet {
        name,
        hp,
        max,
        resist,
        immune,
        tokens,
    };
    Some(match who {
        Character::Monster(id) => {
            let m = &st.monsters[st.monster_index(id)?];
            sheet(m.label(), m.hp, m.max, m.resist, &m.immune[..], m.tokens)
        }
        Character::Hero(i) => {
            let h = st.heroes.get(i)?;
            sheet(h.name.clone(), h.hp, h.max, h.resist, &[][..], h.tokens)
        }
        Character::Hireable(i) => {
            let h = st.hireables.get(i)?;
            sheet(h.name.clone(), h.hp, h.max, h.resist, &[][..], h.tokens)
        }
        Character::Guardian(_) => {
            let g = st.guardian.as_ref()?;
            sheet(g.name.clone(), g.hp, g.max, g.resist, &[][..], g.tokens)
        }
    })
}

/// The page; with no target, what to do.
pub fn page<'a>(v: V<'a>) -> Element<'a, Msg> {
    let Some(who) = v.body.target(v.state) else {
        return column![
            title(v, v.i18n.tr("ui-ka-no-target")),
            v.note(v.i18n.tr("ui-ka-no-target-help")),
        ]
        .spacing(6)
        .into();
    };
    let st = v.state;
    let Some(sheet) = sheet(st, who) else {
        return column![].into();
    };
    let (value, label) = hp_words(v, sheet.hp, sheet.max);
    let head = tip(
        title(
            v,
            v.i18n.tr_args(
                "ui-ka-target",
                &[
                    ("who", widget::short(&sheet.name, 22).into()),
                    ("value", value.into()),
                    ("max", sheet.max.into()),
                    ("label", label.into()),
                ],
            ),
        ),
        Some(resist_words(v, &sheet.resist, sheet.immune)),
    );
    let amount = v.body.amount().unwrap_or(1);
    let (heal, _) = act(
        v,
        v.i18n.tr_args("ui-ka-heal", &[("amount", amount.into())]),
        Ask::Heal(who),
        Msg::Heal(who),
        "ka-heal".into(),
    );
    let amount_row = row![
        text(v.i18n.tr("ui-ka-amount")).size(theme::ordinary::body() * v.s),
        input(v, Field::Amount, "1".into(), 64.0, Msg::HitTarget),
        heal,
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    let kind = |kind| kind_button(v, who, amount, &sheet, kind);
    let kinds = column![
        row![kind(Kind::Melee), kind(Kind::Ranged)].spacing(6),
        row![kind(Kind::Supernatural), kind(Kind::NonResistible)].spacing(6),
    ]
    .spacing(6);
    let mut page = column![head, amount_row, kinds].spacing(6);
    match who {
        Character::Monster(id) => page = page.push(super::monster::part(v, id, &sheet.tokens)),
        // Felicity and her Guardian: summon it, and the ranged hits it
        // takes for her (E, Summon Guardian).
        Character::Hero(i) if st.heroes.get(i).is_some_and(|h| is_felicity(&h.name)) => {
            page = page.push(super::guardian::part(v, i));
        }
        Character::Guardian(i) => page = page.push(super::guardian::part(v, i)),
        _ => {}
    }
    page.push(statuses(v, who, &sheet.tokens)).into()
}

/// Damage of `kind` to the target, the amount typed: what it would take
/// off, on one line where it fits half the page, else on two, smaller.
fn kind_button<'a>(
    v: V<'a>,
    who: Character,
    amount: i64,
    sheet: &Sheet<'_>,
    kind: Kind,
) -> Element<'a, Msg> {
    let taken = damage_taken(
        amount,
        kind,
        &sheet.resist,
        sheet.tokens.bless > 0,
        sheet.immune,
    );
    let (on, why) = v.allowed(Ask::Hit(who, kind), Msg::Hit(who, kind));
    let label = v.i18n.tr_args(
        "ui-ka-hit",
        &[("kind", kind_name(kind).into()), ("taken", taken.into())],
    );
    let inner = (v.page_width() - 6.0) / 2.0 - 8.0;
    let one = theme::ordinary::small() * 1.15 * v.s;
    let (size, wrapping) = if text_width(&label, one) <= inner {
        (one, Wrapping::None)
    } else {
        (theme::ordinary::small() * v.s, Wrapping::Word)
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
    let id = format!("ka-hit-{}", kind_name(kind));
    tip(
        ring(v, &id, container(b).id(id.clone()).width(Length::Fill)),
        why.map(|w| v.i18n.text(&w)),
    )
}

/// Each status token of the target with + and − and its cap, a fifth of
/// the page each.
fn statuses<'a>(v: V<'a>, who: Character, tokens: &Tokens) -> Row<'a, Msg> {
    let mut statuses = Row::new().spacing(2);
    for status in STATUSES {
        let n = tokens.get(status);
        let (less_on, less_why) = v.allowed(
            Ask::Status(who, status, false),
            Msg::Status(who, status, false),
        );
        let (more_on, more_why) = v.allowed(
            Ask::Status(who, status, true),
            Msg::Status(who, status, true),
        );
        let status_name = v
            .i18n
            .tr_args("ui-ka-status", &[("status", status.name().into())]);
        // A fifth of the page for each status: its name smaller where a
        // long word needs it.
        let column = (v.page_width() - 4.0 * 2.0) / 5.0 - 2.0;
        let name_size = (theme::ordinary::small() * 0.95 * v.s)
            .min(column / text_width(&status_name, 1.0).max(1.0))
            .max(8.0);
        statuses = statuses.push(
            column![
                tip(
                    ring(
                        v,
                        &format!("ka-status-more-{}", status.name()),
                        container(widget::step("+", v.s, more_on))
                            .id(format!("ka-status-more-{}", status.name())),
                    ),
                    more_why.map(|w| v.i18n.text(&w))
                ),
                container(text(status_name).size(name_size).wrapping(Wrapping::None))
                    .center_x(Length::Fill)
                    .clip(true),
                text(format!("{n}/{}", status.cap()))
                    .size(theme::ordinary::small() * v.s)
                    .wrapping(Wrapping::None),
                tip(
                    ring(
                        v,
                        &format!("ka-status-less-{}", status.name()),
                        container(widget::step("−", v.s, less_on))
                            .id(format!("ka-status-less-{}", status.name())),
                    ),
                    less_why.map(|w| v.i18n.text(&w))
                ),
            ]
            .spacing(1)
            .align_x(Alignment::Center)
            .width(Length::FillPortion(1)),
        );
    }
    statuses
}
