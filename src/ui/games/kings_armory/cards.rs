//! The King's Armory's heroes and hireables in seat tiles: − HP + with the bar, then statuses, equipment, heal rate and resistances as the tile allows; a click targets one.

use iced::widget::text::Wrapping;
use iced::widget::{Column, column, container, mouse_area, row, text};
use iced::{Alignment, Element, Length, Size};

use super::body::Msg;
use super::look::{V, hp_bar, hp_words, lines, resist_words, text_width, token_words};
use crate::rules::common::Color;
use crate::rules::kings_armory::{Ask, Character, Guardian, Resist, Tokens};
use crate::rules::palette::Mark;
use crate::ui::icon::{self, Resource};
use crate::ui::{theme, widget};

/// A hireable tile's colour (hireables belong to the whole team): a
/// silver that stays apart from every hero's colour for everyone (the
/// darker grey it was is within 10 ΔE00 of the palette's slate).
const HIREABLE: Color = Color::rgb(0xc0, 0xc0, 0xc0);

/// The heroes, then the hireables, then Felicity's Guardian (kept, gone,
/// until the round passes once it has left), each in a seat tile.
pub fn allies<'a>(v: V<'a>) -> Element<'a, Msg> {
    let heroes = v.state.heroes.len();
    let hireables = v.state.hireables.len();
    let guardian = v.body.picks.guardian(v.state);
    let n = heroes + hireables + usize::from(guardian.is_some());
    widget::grid_sized(n.max(1), move |i, scale, tile| {
        if i < heroes {
            hero_tile(v, i, scale, tile)
        } else if i - heroes < hireables {
            hireable_tile(v, i - heroes, i, scale, tile)
        } else if let Some((g, here)) = guardian {
            guardian_tile(v, g, here, i, scale, tile)
        } else {
            container(text("")).into()
        }
    })
}

/// Hero `i`'s colour as drawn and initials, among all the heroes.
fn hero_mark(v: V<'_>, i: usize) -> Mark {
    widget::mark(v.state.heroes.iter().map(|h| (h.name.as_str(), h.color)), i)
}

/// What an ally's tile shows, whoever it is.
struct Ally<'a> {
    who: Character,
    index: usize,
    /// The hero's colour and initials; a hireable's grey, without.
    mark: Mark,
    name: String,
    remark: Option<String>,
    /// How it is (knocked out, left, defeated) where the header has no
    /// room for it: the first of its lines, so the number's column keeps
    /// its width and + never moves.
    note: Option<String>,
    out: bool,
    hp: i64,
    max: i64,
    /// The heal rate in words (the Guardian: that it cannot be healed).
    heal: String,
    resist: &'a Resist,
    tokens: &'a Tokens,
    /// A hero's equipment in words; none for a hireable.
    equipment: Option<String>,
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
    // does not clip the name): how the hero is goes first among its lines.
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
            mark: hero_mark(v, i),
            name: h.name.clone(),
            remark,
            note,
            out: h.left || h.knocked_out(),
            hp: h.hp,
            max: h.max,
            heal: heal_words(v, h.heal_rate),
            resist: &h.resist,
            tokens: &h.tokens,
            equipment: Some(super::gear::hero_words(v, i)),
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
    // A hireable the towers cannot host sits the wave out (B5, step 6):
    // its tile says so first, dimmed, and is not a target.
    let sits_out = (!h.defeated && h.sits_out).then(|| v.i18n.tr("remark-kings_armory-sits-out"));
    let (remark, note) = if h.defeated {
        (None, Some(v.i18n.tr("remark-kings_armory-defeated")))
    } else if tile.width >= 240.0 {
        (Some(class), sits_out)
    } else {
        (
            Some(
                v.i18n
                    .tr_args("ui-ka-level-n", &[("level", h.level.into())]),
            ),
            sits_out,
        )
    };
    ally_tile(
        v,
        Ally {
            who: Character::Hireable(j),
            index,
            mark: Mark {
                color: HIREABLE,
                initials: String::new(),
            },
            name: h.name.clone(),
            remark,
            note,
            out: h.defeated || h.sits_out,
            hp: h.hp,
            max: h.max,
            heal: heal_words(v, h.heal_rate),
            resist: &h.resist,
            tokens: &h.tokens,
            equipment: None,
        },
        scale,
        tile,
    )
}

fn heal_words(v: V<'_>, rate: i64) -> String {
    v.i18n
        .tr_args("ui-ka-heal-rate-n", &[("heal", rate.into())])
}

/// Felicity's Guardian (E, Summon Guardian): its own HP, damage only (its
/// plus is disabled: it cannot be healed); gone, its tile stays until
/// the round passes, so nothing moves under the pointer as it falls.
fn guardian_tile<'a>(
    v: V<'a>,
    g: &'a Guardian,
    here: bool,
    index: usize,
    scale: f32,
    tile: Size,
) -> Element<'a, Msg> {
    let felicity = v.state.heroes.get(g.hero);
    ally_tile(
        v,
        Ally {
            who: Character::Guardian(g.hero),
            index,
            mark: felicity.map_or(
                Mark {
                    color: HIREABLE,
                    initials: String::new(),
                },
                |_| hero_mark(v, g.hero),
            ),
            name: g.name.clone(),
            remark: felicity.filter(|_| tile.width >= 240.0).map(|h| {
                v.i18n.tr_args(
                    "ui-ka-guardian-of",
                    &[("who", widget::short(&h.name, 14).into())],
                )
            }),
            note: (!here).then(|| v.i18n.tr("ui-ka-gone-short")),
            out: !here,
            hp: if here { g.hp } else { 0 },
            max: g.max,
            heal: v.i18n.tr("ui-ka-guardian-no-heal"),
            resist: &g.resist,
            tokens: &g.tokens,
            equipment: None,
        },
        scale,
        tile,
    )
}

/// How an ally's tile is laid out, worked out from its size and words.
struct Layout {
    /// The tile's inside, without its padding and head.
    inner: Size,
    /// The lines go beside the number row (else under it).
    side_by_side: bool,
    /// The number row's scale.
    n: f32,
    /// A line of small words' height.
    small: f32,
    /// "/ max" goes beside the number.
    roomy: bool,
    /// "♥ HP" goes under the number.
    labelled: bool,
    /// The number's column's width.
    number_w: f32,
}

impl Layout {
    /// The layout of `a`'s tile of `tile` at `scale`, its HP's label being
    /// `label`.
    fn of(v: V<'_>, a: &Ally<'_>, scale: f32, tile: Size, label: &str) -> Self {
        let pad = 2.0 * (10.0 * scale.min(1.5)) + 4.0;
        let head = theme::body() * scale.clamp(1.0, 2.0) * 1.4 + 6.0 * scale.min(2.0);
        let inner = Size::new(tile.width - pad, tile.height - pad - head);
        // The number row is about 150 px wide at scale 1; the bar, heal
        // rate and tokens go beside it (120 px) or under it (46 px),
        // whichever leaves the bigger number.
        let beside = ((inner.width - 120.0) / 150.0).min(inner.height / 46.0);
        let under = (inner.width / 150.0).min((inner.height - 46.0) / 46.0);
        let side_by_side = beside >= under;
        // − and + a finger wide (44 px) wherever the tile is wide enough
        // for them and a number between; smaller only in the narrowest
        // tiles.
        let floor = if inner.width >= 2.0 * widget::TARGET + 62.0 {
            1.0
        } else {
            0.8
        };
        let n = beside.max(under).clamp(floor, 1.6);
        // "/ max" beside the number when the tile is wide enough; the bar
        // shows it too.
        let roomy = inner.width >= 2.0 * widget::TARGET * n + 110.0;
        // "♥ HP" under the number where the tile has room for it, and,
        // when the lines go under the number, for one of them too: a
        // status counts more than the word.
        let small = theme::ordinary::small() * v.s * 1.3;
        let labelled = inner.height
            >= widget::TARGET * n + 14.0 + if side_by_side { 0.0 } else { small + 2.0 };
        // The number's column is as wide as its widest value and label, so
        // + never moves as the number loses a digit or the hero falls.
        let guess = text_width;
        let max = a.max.max(1).to_string();
        // What the squares leave the number (a little less than the tile's
        // inner width, which is estimated): − and + keep their size, the
        // words under the number go where they do not fit.
        let room_w = inner.width - 2.0 * widget::TARGET * n.clamp(0.8, 2.0) - 12.0 - 4.0;
        let mut number_w = guess(&max, theme::big() * 0.6 * n);
        let slash = 3.0 + guess(&format!("/ {max}"), theme::small() * n);
        let roomy = roomy && number_w + slash <= room_w;
        if roomy {
            number_w += slash;
        }
        let label_w = theme::small() + 3.0 + guess(label, theme::small());
        let labelled = labelled && label_w <= room_w;
        if labelled {
            number_w = number_w.max(label_w);
        }
        Layout {
            inner,
            side_by_side,
            n,
            small,
            roomy,
            labelled,
            number_w: number_w.min(room_w.max(1.0)),
        }
    }
}

/// An ally's tile: − HP (or damage) + with its bar, heal rate, resistances
/// and status tokens as the tile's height allows; a click targets it.
fn ally_tile<'a>(v: V<'a>, a: Ally<'a>, scale: f32, tile: Size) -> Element<'a, Msg> {
    let (value, label) = hp_words(v, a.hp, a.max);
    let lay = Layout::of(v, &a, scale, tile, &label);
    let number = number_row(v, &a, &lay, value, label);
    let info = info_lines(v, &a, &lay);
    let content: Element<'a, Msg> = if lay.side_by_side {
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
            mark: a.mark,
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

/// The number row: − the HP (or the damage taken) +, "/ max" beside the
/// number and "♥ HP" under it where they fit.
fn number_row<'a>(
    v: V<'a>,
    a: &Ally<'a>,
    lay: &Layout,
    value: String,
    label: String,
) -> Element<'a, Msg> {
    let (hit_msg, _) = v.allowed(Ask::Hit(a.who, v.body.kind), Msg::Hit(a.who, v.body.kind));
    let (heal_msg, _) = v.allowed(Ask::Heal(a.who), Msg::Heal(a.who));
    let (minus, plus) = if v.setup.reverse_hp {
        (heal_msg, hit_msg)
    } else {
        (hit_msg, heal_msg)
    };
    let (n, id) = (lay.n, a.index);
    row![
        container(widget::step("−", n, minus)).id(format!("ka-less-{id}")),
        column![
            row![
                text(value)
                    .size(theme::big() * 0.6 * n)
                    .wrapping(Wrapping::None),
                text(if lay.roomy {
                    format!("/ {}", a.max)
                } else {
                    String::new()
                })
                .size(theme::small() * n)
                .wrapping(Wrapping::None),
            ]
            .spacing(3)
            .align_y(Alignment::End),
        ]
        .push(
            if lay.labelled {
                row![
                    icon::resource(Resource::Health, theme::small()),
                    text(label).size(theme::small()).wrapping(Wrapping::None)
                ]
            } else {
                row![]
            }
            .spacing(3)
            .align_y(Alignment::Center)
        )
        .align_x(Alignment::Center)
        .width(Length::Fixed(lay.number_w)),
        container(widget::step("+", n, plus)).id(format!("ka-more-{id}")),
    ]
    .spacing(6)
    .align_y(Alignment::Center)
    .into()
}

/// The bar, how it is, the statuses, the equipment, the heal rate and the
/// resistances, a line each in that order, as many as the tile's height
/// holds whole (the target page has them all).
fn info_lines<'a>(v: V<'a>, a: &Ally<'a>, lay: &Layout) -> Column<'a, Msg> {
    let (n, inner, small) = (lay.n, lay.inner, lay.small);
    let words = [
        a.note.clone().unwrap_or_default(),
        token_words(v, a.tokens),
        a.equipment.clone().unwrap_or_default(),
        a.heal.clone(),
        resist_words(v, a.resist, &[]),
    ];
    // The number's row: the squares, or the number over its label.
    let label_h = if lay.labelled {
        theme::small() * 1.3
    } else {
        0.0
    };
    let row_h = (widget::TARGET * n).max(theme::big() * 0.6 * n * 1.3 + label_h);
    let room = if lay.side_by_side {
        inner.height
    } else {
        inner.height - row_h - 2.0
    };
    // The info's width: beside the number row (its squares and the
    // number's column), or the tile's.
    let info_w = if lay.side_by_side {
        inner.width - (2.0 * widget::TARGET * n + 12.0 + lay.number_w) - 10.0
    } else {
        inner.width
    }
    .max(1.0);
    let mut info = Column::new().spacing(2).width(Length::Fill);
    let mut used = 0.0;
    // The bar, unless it would take the place of the first line under
    // the number (the number says the HP too).
    if used + 7.0 <= room && (lay.side_by_side || room >= 9.0 + small) {
        info = info.push(hp_bar(
            v.setup.reverse_hp,
            a.hp,
            a.max,
            info_w.min(120.0),
            7.0,
        ));
        used += 7.0 + 2.0;
    }
    for line in words.into_iter().filter(|w| !w.is_empty()) {
        // On as many lines as it takes; the first that does not fit
        // whole stops the rest (the statuses come first).
        let Some(lines) = lines(&line, theme::ordinary::small() * v.s, info_w) else {
            break;
        };
        let lines = lines as f32;
        if used + lines * small > room {
            break;
        }
        info = info.push(v.note(line));
        used += lines * small + 2.0;
    }
    info
}

/// `content` that sends `msg` when clicked, if any.
fn clickable<'a>(content: impl Into<Element<'a, Msg>>, msg: Option<Msg>) -> Element<'a, Msg> {
    match msg {
        Some(m) => mouse_area(content).on_press(m).into(),
        None => content.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::palette::{PALETTE, apart};

    #[test]
    fn hireables_are_apart_from_every_heroes_colour() {
        for c in PALETTE {
            assert!(apart(HIREABLE, c), "{}", c.to_hex());
        }
        assert!(
            !apart(Color::rgb(0x8c, 0x8c, 0x8c), PALETTE[2]),
            "the old grey"
        );
    }
}
