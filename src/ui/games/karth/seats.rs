//! The Karth page: one fixed tile per player in the seat grid (big Gold, SE
//! and KP with − and +, collect, knock out and concede asked in place, the
//! units with their HP bars (their lines in `units`), scrolling inside the
//! tile when there are many), and the panel of forms under the grid.

use iced::widget::text::Wrapping;
use iced::widget::{
    Column, Row, button, column, container, mouse_area, row, scrollable, text, tooltip,
};
use iced::{Alignment, Element, Length, Size};

use super::body::{Body, Msg, RESOURCES, out_key};
use super::units::unit_height;
use crate::i18n::I18n;
use crate::rules::Text;
use crate::rules::karth::{Faction, Mode, Resource, Setup, State};
use crate::ui::{icon, theme, widget};

/// The gap between the numbers of a seat.
const GAP: f32 = 6.0;
/// The width of the Collect button, grown with the text (Settings →
/// Text size).
fn collect_w() -> f32 {
    140.0 * theme::text_scale()
}

/// The height of the Collect button: its two lines of words.
fn collect_h() -> f32 {
    widget::TARGET.max((theme::body() + theme::small()) * 1.3 + 4.0)
}

/// The side of a ± square at number scale `s`: never under 44 px.
fn side(s: f32) -> f32 {
    s.max(1.0)
}

/// About how wide `words` are at text size `size`: generous, so a box of
/// this width holds them in any of the app's languages.
pub(super) fn width_of(words: &str, size: f32) -> f32 {
    words.chars().count() as f32 * size * 0.62
}

/// The width of a resource's label at text size `size`: its icon, the
/// gap and the longest of the three names.
fn label_width(labels: &[String; 3], size: f32) -> f32 {
    let longest = labels
        .iter()
        .map(|l| width_of(l, size))
        .fold(0.0_f32, f32::max);
    size + 2.0 + longest
}

/// The fixed width of a big number's column, so ± never move as it grows:
/// two digits, or the icon and the name under them.
fn digits(s: f32, labels: &[String; 3]) -> f32 {
    (theme::big() * s * 1.2)
        .max(48.0)
        .max(label_width(labels, theme::small() * s.clamp(1.0, 2.0)))
}

/// The width of one big number at scale `s`: two squares, the gaps and
/// the number's column.
fn number_width(s: f32, labels: &[String; 3]) -> f32 {
    2.0 * widget::TARGET * side(s).min(2.0) + 8.0 * s.min(2.0) + digits(s, labels)
}

/// The height of one big number at scale `s`.
fn number_height(s: f32) -> f32 {
    (widget::TARGET * side(s).min(2.0))
        .max(theme::big() * s * 1.2 + theme::small() * s.clamp(1.0, 2.0) * 1.3)
}

/// The height of a value cell of a cramped seat.
const CELL: f32 = 48.0;

/// The scale of a seat's numbers in the seat's inner `space`, with room
/// under them for `below` (the units): the largest that fits three, two
/// or one to a row, taking at most half the height; none when the
/// numbers, Collect and what is below do not fit the seat that way (the
/// seat shows them compactly then).
pub fn number_scale(space: Size, labels: &[String; 3], below: f32) -> Option<f32> {
    let mut best: Option<(f32, f32)> = None;
    for k in [1.0_f32, 2.0, 3.0] {
        let rows = (3.0 / k).ceil();
        let wide = |s: f32| k * number_width(s, labels) + (k - 1.0) * GAP <= space.width;
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
    let (mut s, k) = best?;
    // Collect sits beside KP two to a row, else on a row of its own.
    let rows = match k as usize {
        3 => 2.0,
        2 if number_width(s, labels) + GAP + collect_w() <= space.width => 2.0,
        2 => 3.0,
        _ => 4.0,
    };
    // A little smaller, if that leaves the room below.
    while rows * (number_height(s) + GAP) + below > space.height {
        if s < 0.51 {
            return None;
        }
        s -= 0.05;
    }
    Some(s)
}

impl Body {
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
        ]
        .spacing(8)
        .width(Length::Fill)
        .height(Length::Fill);
        container(page).id("karth-body").into()
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
        let head = theme::body() * scale.clamp(1.0, 2.0) * 1.4 + 6.0 * scale.min(2.0);
        // Less the scrollbar's own room, too.
        let inner = Size::new(tile.width - pad - 9.0, tile.height - pad - head);
        let content = self.seat_body(setup, state, i18n, editable, p, inner);
        let tile = widget::tile(
            widget::Seat {
                index: p,
                mark: widget::mark(setup.players.iter().map(|q| (q.name.as_str(), q.color)), p),
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
        let lines = self.lines(state, p);
        let mut numbers = self.numbers(setup, state, i18n, editable, p, space);
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
                .size(theme::small())
                .wrapping(Wrapping::None),
            );
        }
        for (u, alive) in lines {
            body = body.push(self.unit_line(u, alive, i18n, live, space.width));
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
                .size(theme::small()),
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

    /// Gold, SE and KP, wrapping as the width allows: three numbers and
    /// Collect under them, or two and two; in a cramped seat, the three
    /// values (a click picks one) and one − and + for the picked.
    fn numbers<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
        p: usize,
        space: Size,
    ) -> Row<'a, Msg> {
        let live = editable && state.out[p].is_none();
        let on = |m: Msg| live.then_some(m);
        let picked = editable && self.player(setup, state) == p;
        let names = ["label-karth-gold", "label-karth-se", "label-karth-kp"].map(|k| i18n.tr(k));
        // The units get their room first: seats too short for the big
        // numbers and the units (up to two, of the seat with the most) show
        // the numbers compactly, every seat alike.
        let most = (0..setup.players.len())
            .map(|q| self.lines(state, q).len())
            .max()
            .unwrap_or(0)
            .min(2);
        let below = most as f32 * (unit_height(space.width) + GAP);
        let Some(s) = number_scale(space, &names, below) else {
            return self.compact(state, &names, editable, p);
        };
        let mut numbers = Row::new().spacing(GAP).align_y(Alignment::Center);
        for (r, (resource, name)) in RESOURCES.iter().zip(&names).enumerate() {
            let mark = picked && self.resource == r;
            numbers = numbers.push(big(
                (name.clone(), *resource, mark),
                value(state, p, *resource),
                (s, digits(s, &names)),
                (p, r),
                on(Msg::Change(p, *resource, -1)),
                on(Msg::Change(p, *resource, 1)),
            ));
        }
        numbers
    }

    /// The three values small (a click picks one) and one − and + for the
    /// picked: the numbers of a cramped seat.
    fn compact<'a>(
        &'a self,
        state: &'a State,
        names: &[String; 3],
        editable: bool,
        p: usize,
    ) -> Row<'a, Msg> {
        let live = editable && state.out[p].is_none();
        let on = |m: Msg| live.then_some(m);
        let chosen = self.resource % RESOURCES.len();
        let cell = label_width(names, theme::small()).max(52.0) + 4.0;
        let mut numbers = Row::new().spacing(GAP).align_y(Alignment::Center);
        for (r, (resource, name)) in RESOURCES.iter().zip(names).enumerate() {
            numbers = numbers.push(
                container(
                    button(
                        column![
                            text(value(state, p, *resource).to_string())
                                .size(theme::big() * 0.4)
                                .wrapping(Wrapping::None),
                            labelled(name.clone(), *resource, false, theme::small()),
                        ]
                        .align_x(Alignment::Center)
                        .width(Length::Fill),
                    )
                    .style(if r == chosen {
                        button::primary
                    } else {
                        button::subtle
                    })
                    .padding(1)
                    .width(Length::Fixed(cell))
                    .height(Length::Fixed(CELL))
                    .on_press_maybe(editable.then_some(Msg::Pick(p, r))),
                )
                .id(format!("karth-cell-{p}-{r}")),
            );
        }
        let resource = RESOURCES[chosen];
        numbers.push(
            row![
                container(widget::step("−", 1.0, on(Msg::Change(p, resource, -1))))
                    .id(format!("karth-less-{p}")),
                container(widget::step("+", 1.0, on(Msg::Change(p, resource, 1))))
                    .id(format!("karth-more-{p}")),
            ]
            .spacing(GAP),
        )
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
        let why = Body::why_not_collect(setup, state, p);
        let can = editable && why.is_none();
        let labelled = |title: String, detail: String, msg: Msg| {
            button(
                column![
                    text(title).size(theme::body()).wrapping(Wrapping::None),
                    text(detail).size(theme::small()).wrapping(Wrapping::None),
                ]
                .spacing(0),
            )
            .padding([2, 10])
            .height(collect_h())
            // One width whatever it says, so it never wraps elsewhere.
            .width(Length::Fixed(collect_w()))
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
                container(text(tip).size(theme::small()))
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
    (s, width): (f32, f32),
    (p, r): (usize, usize),
    minus: Option<Msg>,
    plus: Option<Msg>,
) -> Element<'a, Msg> {
    widget::big_number(widget::BigNumber {
        label: labelled(label, resource, picked, theme::small() * s.clamp(1.0, 2.0)),
        value,
        scale: s,
        minus,
        plus,
        ids: Some((format!("karth-less-{p}-{r}"), format!("karth-more-{p}-{r}"))),
        width: Some(width),
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

/// Player `p`'s `resource`.
fn value(state: &State, p: usize, resource: Resource) -> i64 {
    match resource {
        Resource::Gold => state.gold[p],
        Resource::Se => state.se[p],
        Resource::Kp => state.kp[p],
    }
}
