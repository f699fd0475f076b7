//! The King's Armory's heroes and hireables in seat tiles (− HP + with
//! the bar, heal rate, resistances and tokens as the tile allows) and the
//! monsters of the wave as cards that keep their place until the round
//! passes, each with its hit button; a click on either targets it.

use iced::widget::text::Wrapping;
use iced::widget::{Column, Row, column, container, mouse_area, row, scrollable, text};
use iced::{Alignment, Border, Element, Length, Size, Theme};

use super::body::Msg;
use super::view::{
    GAP, V, hp_bar, hp_words, immune_words, kind_name, resist_words, tip, token_words,
};
use crate::rules::common::Color;
use crate::rules::kings_armory::{Action, Character, Monster, Resist, Tokens};
use crate::ui::icon::{self, Resource};
use crate::ui::{theme, widget};

/// The narrowest a monster card gets.
const CARD_W: f32 = 180.0;
/// A hireable tile's colour (hireables belong to the whole team).
const HIREABLE: Color = Color::rgb(0x8c, 0x8c, 0x8c);

/// The heroes, then the hireables, each in a seat tile of the grid.
pub fn allies<'a>(v: V<'a>) -> Element<'a, Msg> {
    let heroes = v.state.heroes.len();
    let n = heroes + v.state.hireables.len();
    widget::grid_sized(n.max(1), move |i, scale, tile| {
        if i < heroes {
            hero_tile(v, i, scale, tile)
        } else if i - heroes < v.state.hireables.len() {
            hireable_tile(v, i - heroes, i, scale, tile)
        } else {
            container(text("")).into()
        }
    })
}

/// What an ally's tile shows, whoever it is.
struct Ally<'a> {
    who: Character,
    index: usize,
    color: Color,
    name: String,
    remark: Option<String>,
    /// Said under the number instead of "HP" (knocked out, left).
    note: Option<String>,
    out: bool,
    hp: i64,
    max: i64,
    heal_rate: i64,
    resist: &'a Resist,
    tokens: &'a Tokens,
}

fn hero_tile<'a>(v: V<'a>, i: usize, scale: f32, tile: Size) -> Element<'a, Msg> {
    let h = &v.state.heroes[i];
    let state = if h.left {
        Some("remark-kings_armory-left")
    } else if h.knocked_out() {
        Some("remark-kings_armory-down")
    } else {
        None
    };
    // A narrow tile has no room for a remark beside the name (the header
    // does not clip the name): how the hero is goes under the number.
    let narrow = tile.width < 240.0;
    let how = state.map(|key| v.i18n.tr(key));
    let (remark, note) = match how {
        Some(how) if narrow => (None, Some(how)),
        Some(how) => (
            Some(format!("{} · {how}", widget::short(&h.player, 14))),
            None,
        ),
        None if narrow => (None, None),
        None => (Some(widget::short(&h.player, 16)), None),
    };
    ally_tile(
        v,
        Ally {
            who: Character::Hero(i),
            index: i,
            color: h.color,
            name: h.name.clone(),
            remark,
            note,
            out: h.left || h.knocked_out(),
            hp: h.hp,
            max: h.max,
            heal_rate: h.heal_rate,
            resist: &h.resist,
            tokens: &h.tokens,
        },
        scale,
        tile,
    )
}

fn hireable_tile<'a>(v: V<'a>, j: usize, index: usize, scale: f32, tile: Size) -> Element<'a, Msg> {
    let h = &v.state.hireables[j];
    let class = v.i18n.tr_args(
        "ui-ka-class-level",
        &[("class", h.class.name().into()), ("level", h.level.into())],
    );
    let (remark, note) = if h.defeated {
        (None, Some(v.i18n.tr("remark-kings_armory-defeated")))
    } else if tile.width >= 240.0 {
        (Some(class), None)
    } else {
        (
            Some(
                v.i18n
                    .tr_args("ui-ka-level-n", &[("level", h.level.into())]),
            ),
            None,
        )
    };
    ally_tile(
        v,
        Ally {
            who: Character::Hireable(j),
            index,
            color: HIREABLE,
            name: h.name.clone(),
            remark,
            note,
            out: h.defeated,
            hp: h.hp,
            max: h.max,
            heal_rate: h.heal_rate,
            resist: &h.resist,
            tokens: &h.tokens,
        },
        scale,
        tile,
    )
}

/// An ally's tile: − HP (or damage) + with its bar, heal rate, resistances
/// and status tokens as the tile's height allows; a click targets it.
fn ally_tile<'a>(v: V<'a>, a: Ally<'a>, scale: f32, tile: Size) -> Element<'a, Msg> {
    let pad = 2.0 * (10.0 * scale.min(1.5)) + 4.0;
    let head = theme::BODY * scale.clamp(1.0, 2.0) * 1.4 + 6.0 * scale.min(2.0);
    let inner = Size::new(tile.width - pad, tile.height - pad - head);
    // The number row is about 150 px wide at scale 1; the bar, heal rate
    // and tokens go beside it (120 px) or under it (46 px), whichever
    // leaves the bigger number.
    let beside = ((inner.width - 120.0) / 150.0).min(inner.height / 46.0);
    let under = (inner.width / 150.0).min((inner.height - 46.0) / 46.0);
    let side_by_side = beside >= under;
    // − and + a finger wide (44 px) wherever the tile is wide enough for
    // them and a number between; smaller only in the narrowest tiles.
    let floor = if inner.width >= 2.0 * widget::TARGET + 62.0 {
        1.0
    } else {
        0.8
    };
    let n = beside.max(under).clamp(floor, 1.6);
    let reverse = v.setup.reverse_hp;
    let amount = v.body.amount().unwrap_or(1);
    let hit = Action::Damage {
        character: a.who,
        amount,
        kind: v.body.kind,
    };
    let heal = Action::Heal {
        character: a.who,
        amount,
    };
    let (hit_msg, _) = v.allowed(&hit, Msg::Hit(a.who, v.body.kind));
    let (heal_msg, _) = v.allowed(&heal, Msg::Heal(a.who));
    let (minus, plus) = if reverse {
        (heal_msg, hit_msg)
    } else {
        (hit_msg, heal_msg)
    };
    let (value, label) = hp_words(v, a.hp, a.max);
    let label = a.note.clone().unwrap_or(label);
    // "/ max" beside the number when the tile is wide enough; the bar
    // shows it too.
    let roomy = inner.width >= 2.0 * widget::TARGET * n + 110.0;
    let id = a.index;
    let number = row![
        container(widget::square("−", n, minus)).id(format!("ka-less-{id}")),
        column![
            row![
                text(value)
                    .size(theme::BIG * 0.6 * n)
                    .wrapping(Wrapping::None),
                text(if roomy {
                    format!("/ {}", a.max)
                } else {
                    String::new()
                })
                .size(theme::SMALL * n)
                .wrapping(Wrapping::None),
            ]
            .spacing(3)
            .align_y(Alignment::End),
        ]
        .push(
            if inner.height >= widget::TARGET * n + 14.0 {
                row![
                    icon::resource(Resource::Health, theme::SMALL),
                    text(label).size(theme::SMALL).wrapping(Wrapping::None)
                ]
            } else {
                row![]
            }
            .spacing(3)
            .align_y(Alignment::Center)
        )
        .align_x(Alignment::Center),
        container(widget::square("+", n, plus)).id(format!("ka-more-{id}")),
    ]
    .spacing(6)
    .align_y(Alignment::Center);
    // The heal rate, the resistances and the tokens, a line each, as
    // many as the tile's height holds whole (the target page has them all).
    let words = [
        v.i18n
            .tr_args("ui-ka-heal-rate-n", &[("heal", a.heal_rate.into())]),
        resist_words(v, a.resist, &[]),
        token_words(v, a.tokens),
    ];
    let small = theme::SMALL * v.s * 1.3;
    // The number's row: the squares, or the number over its label.
    let label_h = if inner.height >= widget::TARGET * n + 14.0 {
        theme::SMALL * 1.3
    } else {
        0.0
    };
    let row_h = (widget::TARGET * n).max(theme::BIG * 0.6 * n * 1.3 + label_h);
    let room = if side_by_side {
        inner.height
    } else {
        inner.height - row_h - 2.0
    };
    let mut info = Column::new().spacing(2).width(Length::Fill);
    let mut used = 0.0;
    if used + 7.0 <= room {
        info = info.push(hp_bar(reverse, a.hp, a.max, 120.0));
        used += 7.0 + 2.0;
    }
    for line in words.into_iter().filter(|w| !w.is_empty()) {
        if used + small > room {
            break;
        }
        info = info.push(v.dim(line));
        used += small + 2.0;
    }
    let content: Element<'a, Msg> = if side_by_side {
        row![number, info]
            .spacing(10)
            .align_y(Alignment::Center)
            .into()
    } else {
        column![number, info].spacing(2).into()
    };
    let active = v.body.is_target(v.state, a.who);
    let tile = widget::tile(
        widget::Seat {
            index: a.index,
            color: a.color,
            name: a.name,
            remark: a.remark,
            active,
            out: a.out,
        },
        scale,
        content,
    );
    clickable(tile, v.on(Msg::Select(a.who)).filter(|_| !a.out))
}

/// `content` that sends `msg` when clicked, if any.
fn clickable<'a>(content: impl Into<Element<'a, Msg>>, msg: Option<Msg>) -> Element<'a, Msg> {
    match msg {
        Some(m) => mouse_area(content).on_press(m).into(),
        None => content.into(),
    }
}

/// The monsters of the wave as cards, in order of entry, a card for one
/// gone this round kept empty; they scroll inside their panel.
pub fn monster_cards<'a>(v: V<'a>, space: Size) -> Element<'a, Msg> {
    let cards = v.body.cards(v.state);
    if cards.is_empty() {
        return container(v.dim(v.i18n.tr("ui-ka-no-monsters")))
            .center_x(Length::Fill)
            .center_y(Length::Fill)
            .into();
    }
    let cols = (((space.width + GAP) / (CARD_W * v.s + GAP)).floor() as usize).max(1);
    let card_w = (space.width - 14.0 - GAP * (cols as f32 - 1.0)) / cols as f32;
    let card_h = ((space.height - GAP) / 2.0).clamp(104.0 * v.s, 170.0 * v.s);
    let mut grid = Column::new().spacing(GAP);
    for line in cards.chunks(cols) {
        let mut r = Row::new().spacing(GAP);
        for (m, alive) in line {
            r = r.push(monster_card(v, m, *alive, Size::new(card_w, card_h)));
        }
        grid = grid.push(r);
    }
    scrollable(grid)
        .width(Length::Fill)
        .height(Length::Fill)
        .into()
}

/// A monster's card: its name, level and HP with the bar, resistances and
/// immunities, status tokens, and beside them a button that hits it with
/// the amount and type chosen. A click targets it.
fn monster_card<'a>(v: V<'a>, m: &'a Monster, alive: bool, size: Size) -> Element<'a, Msg> {
    let who = Character::Monster(m.id);
    let kind = v.i18n.tr_args(
        "ui-ka-monster-kind",
        &[
            ("boss", i64::from(m.boss).into()),
            ("level", m.level.unwrap_or(0).into()),
            ("siege", i64::from(m.siege).into()),
        ],
    );
    let fit = ((size.width - widget::TARGET - 24.0) / (8.5 * v.s)).max(6.0) as usize;
    let name = row![
        icon::resource(Resource::Skull, theme::BODY * v.s),
        text(widget::short(&m.label(), fit.saturating_sub(2)))
            .size(theme::BODY * v.s)
            .wrapping(Wrapping::None),
    ]
    .spacing(4)
    .align_y(Alignment::Center);
    let content: Element<'a, Msg> = if alive {
        let amount = v.body.amount().unwrap_or(1);
        let hit = Action::Damage {
            character: who,
            amount,
            kind: v.body.kind,
        };
        let (msg, why) = v.allowed(&hit, Msg::Hit(who, v.body.kind));
        let label = if v.setup.reverse_hp { "+" } else { "−" };
        let (value, words) = hp_words(v, m.hp, m.max);
        let hp = v.i18n.tr_args(
            "ui-ka-hp-of",
            &[
                ("value", value.into()),
                ("max", m.max.into()),
                ("label", words.into()),
            ],
        );
        let hit_tip = why
            .map(|w| v.i18n.text(&w))
            .or_else(|| Some(hit_words(v, m)));
        // HP and level on one line, or two when the card is narrow.
        let both = format!("{hp} · {kind}");
        let hp_size = theme::SMALL * 1.15 * v.s;
        let wide = size.width - widget::TARGET - 20.0;
        let hp_lines = if both.chars().count() as f32 * hp_size * 0.5 <= wide {
            1.0
        } else {
            2.0
        };
        let mut facts = column![
            name,
            text(both).size(hp_size),
            hp_bar(
                v.setup.reverse_hp,
                m.hp,
                m.max,
                (size.width - widget::TARGET - 30.0).max(30.0)
            ),
        ]
        .spacing(2)
        .width(Length::Fill)
        .clip(true);
        // The level, resistances, immunities and tokens, a line each, as
        // many as the card holds whole (the target page has them all).
        let line = theme::SMALL * v.s * 1.3;
        let mut room = size.height
            - 14.0
            - theme::BODY * v.s * 1.3
            - hp_lines * hp_size * 1.3
            - 7.0
            - 3.0 * 2.0;
        for words in [
            resist_words(v, &m.resist, &[]),
            immune_words(v, &m.immune),
            token_words(v, &m.tokens),
        ] {
            if words.is_empty() {
                continue;
            }
            // On as many lines as it may take (a generous guess).
            let lines = (words.chars().count() as f32 * theme::SMALL * v.s * 0.55 / wide)
                .ceil()
                .max(1.0);
            if lines * (line + 2.0) > room {
                break;
            }
            facts = facts.push(v.note(words));
            room -= lines * (line + 2.0);
        }
        row![
            facts,
            tip(
                container(widget::square(label, v.s, msg)).id(format!("ka-hit-{}", m.id)),
                hit_tip
            )
        ]
        .spacing(6)
        .into()
    } else {
        column![name, v.dim(kind), v.dim(v.i18n.tr("ui-ka-gone"))]
            .spacing(4)
            .into()
    };
    let selected = alive && v.body.is_target(v.state, who);
    let boss = m.boss;
    let card = container(content)
        .id(format!("ka-monster-{}", m.id))
        .padding(7)
        .width(Length::Fixed(size.width))
        .height(Length::Fixed(size.height))
        .clip(true)
        .style(move |t: &Theme| {
            let palette = t.extended_palette();
            let edge = if boss {
                Color::rgb(0x6a, 0x1b, 0x9a)
            } else {
                Color::rgb(0xb0, 0x3a, 0x2e)
            };
            container::Style {
                background: Some(theme::tint(edge, if alive { 0.12 } else { 0.03 }).into()),
                border: Border {
                    color: if selected {
                        palette.primary.strong.color
                    } else {
                        theme::color(edge)
                    },
                    width: if selected { 4.0 } else { 1.5 },
                    radius: 8.0.into(),
                },
                ..container::Style::default()
            }
        });
    clickable(card, v.on(Msg::Select(who)).filter(|_| alive))
}

/// What the card's button does: "3 melee damage, 1 after resistance".
fn hit_words(v: V<'_>, m: &Monster) -> String {
    let amount = v.body.amount().unwrap_or(1);
    let kind = v.body.kind;
    let taken = crate::rules::kings_armory::damage_taken(
        amount,
        kind,
        &m.resist,
        m.tokens.bless > 0,
        &m.immune,
    );
    v.i18n.tr_args(
        "ui-ka-hit-tip",
        &[
            ("amount", amount.into()),
            ("kind", kind_name(kind).into()),
            ("taken", taken.into()),
        ],
    )
}
