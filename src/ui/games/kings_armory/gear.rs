//! Equipment per hero on the Shop page (A2, B5 steps 3 and 5, E): each hero's pieces (locked, unlocked, worn) with Unlock, the extra pieces, Buy new; a piece picked is worn by a hero, taken off, set aside, sold or traded 1-for-1. Also the pieces in words for the tiles and the between-waves steps.

use iced::widget::text::Wrapping;
use iced::widget::{Column, Row, button, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::body::Msg;
use super::controls::{LINE, act, title};
use super::look::{V, ring, text_width, tip};
use super::picks::Pick;
use crate::rules::kings_armory::{
    Action, Ask, EQUIPMENT_SALE, Gear, MAX_HELD, NEW_EQUIPMENT, UNLOCK,
};
use crate::ui::{theme, widget};

/// A piece's state, as its words' selector.
fn state_name(g: &Gear) -> &'static str {
    if g.locked {
        "locked"
    } else if g.equipped {
        "worn"
    } else {
        "unlocked"
    }
}

/// A piece in a few words: "#4 worn".
pub fn piece_words(v: V<'_>, piece: usize, g: &Gear) -> String {
    v.i18n.tr_args(
        "ui-ka-piece",
        &[("piece", piece.into()), ("state", state_name(g).into())],
    )
}

/// The pieces in play held by `hero` (none: the extra pieces), by
/// position.
fn pieces(v: V<'_>, hero: Option<usize>) -> Vec<(usize, Gear)> {
    v.state
        .gear
        .iter()
        .enumerate()
        .filter(|(_, g)| !g.gone && g.hero == hero)
        .map(|(p, g)| (p, *g))
        .collect()
}

/// The pieces in a list: "#0 worn, #1 locked"; none: "none".
fn list(v: V<'_>, pieces: &[(usize, Gear)]) -> String {
    if pieces.is_empty() {
        return v.i18n.tr("ui-ka-gear-none");
    }
    let words: Vec<String> = pieces.iter().map(|(p, g)| piece_words(v, *p, g)).collect();
    words.join(", ")
}

/// A hero's equipment for its tile, counted by state, worn first:
/// "Equipment: 1 worn, 1 locked" (the Shop page has each piece).
pub fn hero_words(v: V<'_>, hero: usize) -> String {
    let held = pieces(v, Some(hero));
    let counts: Vec<String> = ["worn", "unlocked", "locked"]
        .iter()
        .filter_map(|state| {
            let n = held.iter().filter(|(_, g)| state_name(g) == *state).count();
            (n > 0).then(|| {
                v.i18n.tr_args(
                    "ui-ka-gear-count",
                    &[("n", n.into()), ("state", (*state).into())],
                )
            })
        })
        .collect();
    let pieces = if counts.is_empty() {
        v.i18n.tr("ui-ka-gear-none")
    } else {
        counts.join(", ")
    };
    v.i18n
        .tr_args("ui-ka-hero-gear", &[("pieces", pieces.into())])
}

/// Between waves, step 5: each hero's pieces and the extra ones.
pub fn step_words(v: V<'_>) -> String {
    let st = v.state;
    let mut parts: Vec<String> = st
        .heroes
        .iter()
        .enumerate()
        .filter(|(_, h)| !h.left)
        .map(|(i, h)| {
            v.i18n.tr_args(
                "ui-ka-step-gear-one",
                &[
                    ("who", widget::short(&h.name, 14).into()),
                    ("pieces", list(v, &pieces(v, Some(i))).into()),
                ],
            )
        })
        .collect();
    let extra = pieces(v, None);
    if !extra.is_empty() {
        parts.push(
            v.i18n
                .tr_args("ui-ka-gear-extra", &[("pieces", list(v, &extra).into())]),
        );
    }
    v.i18n
        .tr_args("ui-ka-step-gear", &[("list", parts.join("; ").into())])
}

/// The width of a piece's button: its widest words, so it keeps its
/// size as the piece is unlocked, worn or taken off.
fn chip_width(v: V<'_>) -> f32 {
    let size = theme::ordinary::small() * v.s;
    let widest = ["locked", "unlocked", "worn"]
        .iter()
        .map(|state| {
            let words = v.i18n.tr_args(
                "ui-ka-piece",
                &[
                    ("piece", v.state.gear.len().max(10).into()),
                    ("state", (*state).into()),
                ],
            );
            text_width(&words, size)
        })
        .fold(0.0, f32::max);
    widest + 14.0
}

/// The width of a piece to trade for: its number and the widest holder's
/// name, so it keeps its size as pieces change hands.
fn trade_width(v: V<'_>) -> f32 {
    let size = theme::ordinary::small() * v.s;
    let piece = v.state.gear.len().max(10);
    v.state
        .heroes
        .iter()
        .map(|h| widget::short(&h.name, 8))
        .chain([v.i18n.tr("ui-ka-gear-extra-one")])
        .map(|who| {
            let words = v.i18n.tr_args(
                "ui-ka-trade-for",
                &[("piece", piece.into()), ("who", who.into())],
            );
            text_width(&words, size)
        })
        .fold(0.0, f32::max)
        + 14.0
}

/// A button at the chip's width and height.
fn chip<'a>(v: V<'a>, words: String, on: bool, msg: Option<Msg>, id: String) -> Element<'a, Msg> {
    chip_sized(v, words, on, msg, id, chip_width(v))
}

/// A button `width` wide, a chip high.
fn chip_sized<'a>(
    v: V<'a>,
    words: String,
    on: bool,
    msg: Option<Msg>,
    id: String,
    width: f32,
) -> Element<'a, Msg> {
    ring(
        v,
        &id,
        container(v.choice(words, on, msg, Some(width))).id(id.clone()),
    )
}

/// A piece to pick: the picked one stands out.
fn piece_chip<'a>(v: V<'a>, p: usize, g: &Gear) -> Element<'a, Msg> {
    chip(
        v,
        piece_words(v, p, g),
        v.body.picks.piece == Some(p),
        v.on(Msg::Pick(Pick::Piece(p))),
        format!("ka-piece-{p}"),
    )
}

/// The equipment: each hero's pieces with Unlock, the extra pieces with
/// Buy new, and what may be done with the piece picked.
pub fn section<'a>(v: V<'a>) -> Element<'a, Msg> {
    let st = v.state;
    let mut page = Column::new().spacing(6).push(title(
        v,
        v.count("label-kings_armory-equipment", st.equipment),
    ));
    let chip_w = chip_width(v);
    for (i, h) in st.heroes.iter().enumerate().filter(|(_, h)| !h.left) {
        let held = pieces(v, Some(i));
        let mut chips = Row::new().spacing(4);
        // Two places a hero, filled or not, so Unlock never moves.
        for slot in 0..MAX_HELD {
            chips = chips.push(match held.get(slot) {
                Some((p, g)) => piece_chip(v, *p, g),
                None => container(text("")).width(Length::Fixed(chip_w)).into(),
            });
        }
        let (unlock, _) = act(
            v,
            v.i18n.tr_args(
                "ui-ka-unlock-short",
                &[
                    ("unlocked", i64::from(h.unlocked).into()),
                    ("price", UNLOCK.into()),
                ],
            ),
            Ask::Unlock(i),
            Msg::Act(Action::UnlockEquipment { hero: i }),
            format!("ka-unlock-{i}"),
        );
        page = page.push(
            column![
                v.dim(widget::short(&h.name, 24)),
                row![chips, unlock]
                    .spacing(6)
                    .align_y(Alignment::Center)
                    .wrap()
                    .vertical_spacing(4),
            ]
            .spacing(2),
        );
    }
    let mut extra = Row::new().spacing(4);
    for (p, g) in pieces(v, None) {
        extra = extra.push(piece_chip(v, p, &g));
    }
    let (buy, _) = act(
        v,
        v.i18n
            .tr_args("ui-ka-buy-equipment", &[("price", NEW_EQUIPMENT.into())]),
        Ask::BuyEquipment,
        Msg::Act(Action::BuyEquipment),
        "ka-buy-equipment".into(),
    );
    page = page.push(
        column![
            v.dim(v.i18n.tr("ui-ka-gear-extra-title")),
            row![buy, extra.wrap().vertical_spacing(4)]
                .spacing(6)
                .align_y(Alignment::Center),
        ]
        .spacing(2),
    );
    page.push(picked(v)).into()
}

/// What may be done with the piece picked: take it off, set it aside,
/// sell it; a hero wears it; trade it for another unlocked piece. Every
/// button is there whether or not a piece is picked (disabled with the
/// reason), so nothing moves as pieces change hands.
fn picked<'a>(v: V<'a>) -> Element<'a, Msg> {
    let st = v.state;
    let piece = v
        .body
        .picks
        .piece
        .and_then(|p| st.gear.get(p).filter(|g| !g.gone).map(|g| (p, *g)));
    let heading = match piece {
        Some((p, g)) => {
            let holder = g.hero.and_then(|h| st.heroes.get(h));
            v.i18n.tr_args(
                "ui-ka-piece-picked",
                &[
                    ("piece", piece_words(v, p, &g).into()),
                    (
                        "who",
                        holder
                            .map_or_else(String::new, |h| widget::short(&h.name, 16))
                            .into(),
                    ),
                    ("extra", i64::from(holder.is_none()).into()),
                ],
            )
        }
        None => v.i18n.tr("ui-ka-piece-pick"),
    };
    let picked = piece.map(|(p, _)| p);
    let (off, off_why) = on_piece(
        v,
        picked,
        v.i18n.tr("ui-ka-take-off"),
        &|piece| (Ask::Unequip(piece), Action::Unequip { piece }),
        "ka-take-off".into(),
    );
    let (aside, _) = on_piece(
        v,
        picked,
        v.i18n.tr("ui-ka-set-aside"),
        &|piece| (Ask::SetAside(piece), Action::SetAsideEquipment { piece }),
        "ka-set-aside".into(),
    );
    let (sell, _) = on_piece(
        v,
        picked,
        v.i18n
            .tr_args("ui-ka-sell-equipment", &[("price", EQUIPMENT_SALE.into())]),
        &|piece| {
            (
                Ask::Sell(piece),
                Action::SellEquipment { piece: Some(piece) },
            )
        },
        "ka-sell-equipment".into(),
    );
    let (wear, wear_why) = wear_row(v, picked);
    // Why the piece cannot be worn (or taken off, when it is worn).
    let why = match piece {
        Some((_, g)) if g.equipped => off_why,
        Some(_) => wear_why,
        None => None,
    };
    column![
        title(v, heading),
        row![off, aside, sell]
            .spacing(6)
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(4),
        v.dim(v.i18n.tr("ui-ka-wear-title")),
        wear.wrap().vertical_spacing(4),
        v.dim(v.i18n.tr("ui-ka-trade-title")),
        trade_row(v, picked).wrap().vertical_spacing(4),
        container(v.note(why.filter(|_| v.live).unwrap_or_default())).id("ka-piece-why"),
    ]
    .spacing(4)
    .into()
}

/// An action for the piece picked, or a disabled button saying to pick
/// one; and why it is disabled.
fn on_piece<'a>(
    v: V<'a>,
    piece: Option<usize>,
    label: String,
    make: &dyn Fn(usize) -> (Ask, Action),
    id: String,
) -> (Element<'a, Msg>, Option<String>) {
    match piece {
        Some(p) => {
            let (ask, action) = make(p);
            act(v, label, ask, Msg::Act(action), id)
        }
        None => {
            let why = v.i18n.tr("ui-ka-piece-pick");
            (
                tip(
                    ring(
                        v,
                        &id,
                        container(
                            button(
                                text(label)
                                    .size(theme::ordinary::body() * v.s)
                                    .wrapping(Wrapping::None),
                            )
                            .height(Length::Fixed(LINE * v.s))
                            .style(widget::primary),
                        )
                        .id(id.clone()),
                    ),
                    Some(why.clone()),
                ),
                Some(why),
            )
        }
    }
}

/// Worn by: a hero at the table (its own piece, or an extra one); and why
/// no hero may wear it, when none may.
fn wear_row<'a>(v: V<'a>, piece: Option<usize>) -> (Row<'a, Msg>, Option<String>) {
    let mut wear = Row::new().spacing(4);
    let mut wear_why = None;
    let mut any_wear = false;
    for (i, h) in v.state.heroes.iter().enumerate().filter(|(_, h)| !h.left) {
        let (b, why) = on_piece(
            v,
            piece,
            widget::short(&h.name, 12),
            &|piece| (Ask::Equip(piece, i), Action::Equip { piece, hero: i }),
            format!("ka-wear-{i}"),
        );
        any_wear |= why.is_none();
        if wear_why.is_none() {
            wear_why = why;
        }
        wear = wear.push(b);
    }
    (wear, wear_why.filter(|_| !any_wear))
}

/// Traded for: every other unlocked piece in play, in order.
fn trade_row<'a>(v: V<'a>, piece: Option<usize>) -> Row<'a, Msg> {
    let st = v.state;
    let trade_w = trade_width(v);
    let mut trade = Row::new().spacing(4);
    for (q, g) in st.gear.iter().enumerate() {
        if g.gone || g.locked || piece == Some(q) {
            continue;
        }
        let msg = piece.and_then(|p| {
            let action = Action::TradeEquipment { piece: p, with: q };
            v.allowed(Ask::Trade(p, q), Msg::Act(action)).0
        });
        let holder = g.hero.and_then(|h| st.heroes.get(h)).map_or_else(
            || v.i18n.tr("ui-ka-gear-extra-one"),
            |h| widget::short(&h.name, 8),
        );
        trade = trade.push(tip(
            chip_sized(
                v,
                v.i18n.tr_args(
                    "ui-ka-trade-for",
                    &[("piece", q.into()), ("who", holder.clone().into())],
                ),
                false,
                msg,
                format!("ka-trade-{q}"),
                trade_w,
            ),
            Some(v.i18n.tr_args(
                "ui-ka-trade-tip",
                &[("piece", q.into()), ("who", holder.into())],
            )),
        ));
    }
    trade
}
