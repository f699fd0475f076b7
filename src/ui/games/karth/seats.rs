//! The Karth page: one fixed tile per player in the seat grid (big Gold, SE
//! and KP with − and +, collect, knock out and concede asked in place, the
//! units with their HP bars, scrolling inside the tile when there are
//! many), the panel of forms under the grid and the help line.

use iced::widget::text::Wrapping;
use iced::widget::{
    Column, Row, button, column, container, mouse_area, progress_bar, row, scrollable, text,
    tooltip,
};
use iced::{Alignment, Element, Length, Size};

use super::body::{Msg, Panel, RESOURCES, out_key};
use crate::i18n::I18n;
use crate::rules::Text;
use crate::rules::karth::{Faction, Mode, Resource, Setup, State, Unit};
use crate::ui::{icon, theme, widget};

/// The gap between the numbers of a seat.
const GAP: f32 = 6.0;
/// The width of the Collect button.
const COLLECT: f32 = 140.0;

/// The side of a ± square at number scale `s`: never under 44 px.
fn side(s: f32) -> f32 {
    s.max(1.0)
}

/// The fixed width of a big number's column, so ± never move as it grows:
/// two digits, or the icon and the name under them.
fn digits(s: f32) -> f32 {
    (theme::BIG * s * 1.2).max(48.0)
}

/// The width of one big number at scale `s`: two squares, the gaps and
/// the number's column.
fn number_width(s: f32) -> f32 {
    2.0 * widget::TARGET * side(s).min(2.0) + 8.0 * s.min(2.0) + digits(s)
}

/// The height of one big number at scale `s`.
fn number_height(s: f32) -> f32 {
    (widget::TARGET * side(s).min(2.0))
        .max(theme::BIG * s * 1.2 + theme::SMALL * s.clamp(1.0, 2.0) * 1.3)
}

/// The scale of a seat's numbers in the seat's inner `space`: the largest
/// that fits three, two or one to a row, taking at most half the height;
/// none when the numbers and Collect do not fit the seat that way (the
/// seat shows them compactly then).
pub fn number_scale(space: Size) -> Option<f32> {
    let mut best: Option<(f32, f32)> = None;
    for k in [1.0_f32, 2.0, 3.0] {
        let rows = (3.0 / k).ceil();
        let wide = |s: f32| k * number_width(s) + (k - 1.0) * GAP <= space.width;
        let fits = |s: f32| wide(s) && rows * (number_height(s) + GAP) <= space.height * 0.5;
        if !wide(0.55) {
            continue;
        }
        let mut s = 0.55_f32;
        while s < 2.0 && fits(s + 0.05) {
            s += 0.05;
        }
        if best.is_none_or(|(b, _)| s >= b) {
            best = Some((s, k));
        }
    }
    let (s, k) = best?;
    // Collect sits beside KP two to a row, else on a row of its own.
    let rows = match k as usize {
        3 => 2.0,
        2 if number_width(s) + GAP + COLLECT <= space.width => 2.0,
        2 => 3.0,
        _ => 4.0,
    };
    (rows * (number_height(s) + GAP) <= space.height).then_some(s)
}

impl Panel {
    /// The screen body; `editable` is false for read-only and decided sessions.
    pub fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> Element<'a, Msg> {
        let n = setup.players.len();
        let seats = widget::grid_sized(n, move |p, scale, tile| {
            self.seat(setup, state, i18n, editable, p, (scale, tile))
        });
        let page = column![
            container(seats).width(Length::Fill).height(Length::Fill),
            self.panel(setup, state, i18n, editable),
            self.help(i18n),
        ]
        .spacing(8)
        .width(Length::Fill)
        .height(Length::Fill);
        container(page).id("karth-body").into()
    }

    /// The keys, on as many lines as the window's width needs: the seats
    /// take what is left.
    fn help<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        container(
            text(i18n.tr("ui-karth-keys"))
                .size(theme::SMALL)
                .style(|t: &iced::Theme| text::Style {
                    color: Some(widget::dim(t)),
                }),
        )
        .width(Length::Fill)
        .into()
    }

    fn seat<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
        p: usize,
        (scale, tile): (f32, Size),
    ) -> Element<'a, Msg> {
        let player = &setup.players[p];
        let out = state.out[p];
        let faction = match setup.faction(p) {
            Faction::Allegiance => i18n.tr("ui-karth-allegiance-short"),
            Faction::Shard => i18n.tr("ui-karth-shard-short"),
        };
        let remark = match out {
            Some(why) => i18n.tr(out_key(why)),
            None if state.is_active(setup, p) => format!(
                "{faction} · {}",
                i18n.tr_args("remark-karth-to-play", &[("turn", state.turn.into())])
            ),
            None => faction,
        };
        let picked = self.player(setup, state) == p && editable;
        let name = if picked {
            format!("▸ {}", player.name)
        } else {
            player.name.clone()
        };
        // The tile's inside: less its padding, border, name line and gap.
        let pad = 2.0 * (10.0 * scale.min(1.5)) + 4.0;
        let head = theme::BODY * scale.clamp(1.0, 2.0) * 1.4 + 6.0 * scale.min(2.0);
        // Less the scrollbar's own room, too.
        let inner = Size::new(tile.width - pad - 9.0, tile.height - pad - head);
        let content = self.seat_body(setup, state, i18n, editable, p, inner);
        let tile = widget::tile(
            widget::Seat {
                index: p,
                color: player.color,
                name,
                remark: Some(remark),
                active: state.is_active(setup, p) && out.is_none(),
                out: out.is_some(),
            },
            scale,
            content,
        );
        mouse_area(tile).on_press(Msg::Select(p)).into()
    }

    fn seat_body<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
        p: usize,
        space: Size,
    ) -> Element<'a, Msg> {
        let live = editable && state.out[p].is_none();
        let on = |m: Msg| live.then_some(m);
        let picked = editable && self.player(setup, state) == p;
        // Gold, SE, KP and Collect wrap as the width allows: three numbers
        // and Collect under them, or two and two; in a cramped seat, the
        // three values (a click picks one) and one − and + for the picked.
        let mut numbers = Row::new().spacing(GAP).align_y(Alignment::Center);
        let value = |resource: &Resource| match resource {
            Resource::Gold => state.gold[p],
            Resource::Se => state.se[p],
            Resource::Kp => state.kp[p],
        };
        let labels = ["label-karth-gold", "label-karth-se", "label-karth-kp"];
        match number_scale(space) {
            Some(s) => {
                for (r, (resource, key)) in RESOURCES.iter().zip(labels).enumerate() {
                    let mark = picked && self.resource == r;
                    numbers = numbers.push(big(
                        (i18n.tr(key), *resource, mark),
                        value(resource),
                        s,
                        (p, r),
                        on(Msg::Change(p, *resource, -1)),
                        on(Msg::Change(p, *resource, 1)),
                    ));
                }
            }
            None => {
                let chosen = self.resource % RESOURCES.len();
                for (r, (resource, key)) in RESOURCES.iter().zip(labels).enumerate() {
                    numbers = numbers.push(
                        container(
                            button(
                                column![
                                    text(value(resource).to_string())
                                        .size(theme::BIG * 0.5)
                                        .wrapping(Wrapping::None),
                                    labelled(i18n.tr(key), *resource, false, theme::SMALL),
                                ]
                                .align_x(Alignment::Center)
                                .width(Length::Fill),
                            )
                            .style(if r == chosen {
                                button::primary
                            } else {
                                button::subtle
                            })
                            .padding(2)
                            .width(Length::Fixed(56.0))
                            .height(Length::Fixed(56.0))
                            .on_press_maybe(editable.then_some(Msg::Pick(p, r))),
                        )
                        .id(format!("karth-cell-{p}-{r}")),
                    );
                }
                let resource = RESOURCES[chosen];
                numbers = numbers.push(
                    row![
                        container(widget::square("−", 1.0, on(Msg::Change(p, resource, -1))))
                            .id(format!("karth-less-{p}")),
                        container(widget::square("+", 1.0, on(Msg::Change(p, resource, 1))))
                            .id(format!("karth-more-{p}")),
                    ]
                    .spacing(GAP),
                );
            }
        }
        for c in self.collect(setup, state, i18n, editable, p) {
            numbers = numbers.push(c);
        }
        let mut body: Column<'a, Msg> = column![numbers.wrap().vertical_spacing(GAP)].spacing(GAP);
        if setup.mode == Mode::TwoVTwo {
            let side = setup.side(p);
            body = body.push(
                text(i18n.tr_args(
                    "ui-karth-team-line",
                    &[
                        ("gold", state.side_gold(setup, side).into()),
                        ("gold_goal", setup.gold_goal().into()),
                        ("kp", state.side_kp(setup, side).into()),
                        ("kp_goal", setup.kp_goal().into()),
                    ],
                ))
                .size(theme::SMALL)
                .wrapping(Wrapping::None),
            );
        }
        let wide = space.width >= 270.0;
        for (u, alive) in self.lines(state, p) {
            body = body.push(self.unit_line(u, alive, i18n, live, wide));
        }
        let dead = &state.cemetery[p];
        if !dead.is_empty() {
            body = body.push(
                text(i18n.tr_args(
                    "ui-karth-cemetery",
                    &[
                        ("count", dead.len().into()),
                        ("units", dead.join(", ").into()),
                    ],
                ))
                .size(theme::SMALL),
            );
        }
        // The scrollbar takes its own room, so it never covers a button.
        scrollable(body)
            .direction(scrollable::Direction::Vertical(
                scrollable::Scrollbar::new()
                    .width(6)
                    .scroller_width(6)
                    .spacing(3),
            ))
            .width(Length::Fill)
            .height(Length::Fill)
            .into()
    }

    /// Collect, saying what it gives, disabled with the reason (its
    /// tooltip) when the rules would refuse it; and collecting without the
    /// coffers of hidden heroes when there are any.
    fn collect<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
        p: usize,
    ) -> Vec<Element<'a, Msg>> {
        let why = Panel::why_not_collect(setup, state, p);
        let can = editable && why.is_none();
        let labelled = |title: String, detail: String, msg: Msg| {
            button(
                column![
                    text(title).size(theme::BODY).wrapping(Wrapping::None),
                    text(detail).size(theme::SMALL).wrapping(Wrapping::None),
                ]
                .spacing(0),
            )
            .padding([2, 10])
            .height(widget::TARGET)
            // One width whatever it says, so it never wraps elsewhere.
            .width(Length::Fixed(COLLECT))
            .clip(true)
            .on_press_maybe(can.then_some(msg))
        };
        let gives = |decline: &[u32]| {
            let (gold, se) = state.collection(p, decline);
            i18n.tr_args(
                "ui-karth-collect-gives",
                &[("gold", gold.into()), ("se", se.into())],
            )
        };
        // Disabled, it says why in a word, and in full in its tooltip.
        let (detail, tip) = match &why {
            Some(w) => (i18n.tr(short_why(w)), i18n.text(w)),
            None => (gives(&[]), i18n.tr("ui-karth-collect-tip")),
        };
        let mut out = vec![
            tooltip(
                container(labelled(
                    i18n.tr("ui-karth-collect"),
                    detail,
                    Msg::Collect(p),
                ))
                .id(format!("karth-collect-{p}")),
                container(text(tip).size(theme::SMALL))
                    .padding(6)
                    .max_width(320)
                    .style(container::rounded_box),
                tooltip::Position::Bottom,
            )
            .into(),
        ];
        let hidden: Vec<u32> = state
            .units_of(p)
            .filter(|u| u.hidden && u.coffers)
            .map(|u| u.id)
            .collect();
        if !hidden.is_empty() {
            out.push(
                labelled(
                    i18n.tr("ui-karth-collect-declining"),
                    gives(&hidden),
                    Msg::CollectDeclining(p),
                )
                .style(button::secondary)
                .into(),
            );
        }
        out
    }

    /// A unit: its name (click: target it), flags, HP bar, −1 and +1. A unit
    /// gone this turn keeps its line, empty and disabled.
    fn unit_line<'a>(
        &'a self,
        u: &'a Unit,
        alive: bool,
        i18n: &'a I18n,
        editable: bool,
        wide: bool,
    ) -> Element<'a, Msg> {
        let on = |m: Msg| (editable && alive).then_some(m);
        let id = u.id;
        let targeted = alive && self.is_target(id);
        let mut flags = Vec::new();
        for (on_flag, key) in [
            (u.hidden, "ui-karth-hidden"),
            (u.stunned, "ui-karth-stunned"),
            (u.new_spawn, "ui-karth-new"),
        ] {
            if on_flag && alive {
                flags.push(i18n.tr(key));
            }
        }
        let title = if alive {
            format!("#{} {}", u.id, widget::short(&u.name, 24))
        } else {
            i18n.tr_args(
                "ui-karth-gone",
                &[("unit", widget::short(&u.name, 20).into())],
            )
        };
        let name = container(
            button(
                column![
                    text(title).size(theme::BODY).wrapping(Wrapping::None),
                    text(flags.join(" · "))
                        .size(theme::SMALL)
                        .wrapping(Wrapping::None),
                ]
                .spacing(0),
            )
            .style(if targeted {
                button::primary
            } else {
                button::secondary
            })
            .padding([2, 8])
            .width(Length::Fill)
            .height(widget::TARGET)
            .clip(true)
            .on_press_maybe(on(Msg::Target(id))),
        )
        .id(format!("karth-target-{id}"))
        .width(Length::Fill);
        let left = if alive { u.hp_left() } else { 0 };
        let hp = |width: Length| {
            column![
                text(i18n.tr_args(
                    "ui-karth-hp-left",
                    &[("left", left.into()), ("max", u.hp.into())]
                ))
                .size(theme::BODY)
                .wrapping(Wrapping::None),
                progress_bar(0.0..=u.hp.max(1) as f32, left as f32)
                    .length(Length::Fill)
                    .girth(Length::Fixed(8.0)),
            ]
            .spacing(4)
            .width(width)
        };
        let hurt =
            container(widget::square("−", 1.0, on(Msg::Damage(id)))).id(format!("karth-hurt-{id}"));
        let heal =
            container(widget::square("+", 1.0, on(Msg::Heal(id)))).id(format!("karth-heal-{id}"));
        if wide {
            row![name, hp(Length::Fixed(72.0)), hurt, heal]
                .spacing(6)
                .align_y(Alignment::Center)
                .into()
        } else {
            // A narrow seat: the name on its own line, then −, + and the HP.
            column![
                name,
                row![hurt, heal, hp(Length::Fill)]
                    .spacing(6)
                    .align_y(Alignment::Center)
            ]
            .spacing(4)
            .into()
        }
    }
}

/// Why collecting is refused, in a word or two, from the rule's message.
fn short_why(why: &Text) -> &'static str {
    match why.key() {
        Some("rule-karth-player-out") => "ui-karth-why-out",
        Some("rule-karth-not-your-turn") => "ui-karth-why-turn",
        Some("rule-karth-collected") => "ui-karth-why-collected",
        _ => "ui-karth-why-acted",
    }
}

/// A big number with its label, − and + beside it (each at least 44 px and
/// with an id), its column of a fixed width so the buttons never move.
fn big<'a>(
    (label, resource, picked): (String, Resource, bool),
    value: i64,
    s: f32,
    (p, r): (usize, usize),
    minus: Option<Msg>,
    plus: Option<Msg>,
) -> Element<'a, Msg> {
    widget::big_number(widget::BigNumber {
        label: labelled(label, resource, picked, theme::SMALL * s.clamp(1.0, 2.0)),
        value,
        scale: s,
        minus,
        plus,
        ids: Some((format!("karth-less-{p}-{r}"), format!("karth-more-{p}-{r}"))),
        width: Some(digits(s)),
    })
}

/// A resource's icon and name; the name in the accent colour when it is
/// the one the keys change.
fn labelled<'a>(label: String, resource: Resource, picked: bool, size: f32) -> Element<'a, Msg> {
    let icon = match resource {
        Resource::Gold => icon::Resource::Gold,
        Resource::Se => icon::Resource::Se,
        Resource::Kp => icon::Resource::Kp,
    };
    row![
        icon::resource(icon, size),
        text(label)
            .size(size)
            .wrapping(Wrapping::None)
            .style(move |t: &iced::Theme| text::Style {
                color: picked.then(|| t.extended_palette().primary.strong.color),
            }),
    ]
    .spacing(2)
    .align_y(Alignment::Center)
    .into()
}
