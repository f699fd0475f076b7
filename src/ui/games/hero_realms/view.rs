//! How the Hero Realms body looks: the turn's bar (who plays, Gold and
//! Combat with ±, the target and the amount, the new champion, End turn)
//! and one tile per player (per team in Hydra) in a fixed grid, with big
//! health, the target button and the champions. Controls are disabled,
//! never removed, and every place has a fixed size, so nothing moves under
//! the pointer. Wide bodies put the bar on top; narrow ones beside.

use iced::widget::{
    Column, Space, button, checkbox, column, container, responsive, row, scrollable, text,
    text_input,
};
use iced::{Alignment, Element, Length, Size};

use crate::i18n::I18n;
use crate::rules::hero_realms::{Champion, Format, Setup, State};
use crate::ui::icon::{self, Resource};
use crate::ui::{theme, widget};

use super::body::{AMOUNT, CHAMPION_DEFENSE, CHAMPION_NAME, Msg, Panel, legal_targets};

/// Below this width the bar goes beside the seats instead of above them.
const WIDE: f32 = 860.0;
/// The bar's width beside the seats.
const SIDE: f32 = 290.0;
/// The size of Gold and Combat in the bar above the seats, and beside.
const WIDE_NUMBER: f32 = theme::BIG * 0.75;
const NARROW_NUMBER: f32 = theme::BIG * 0.55;

/// What every part of the view needs.
#[derive(Clone, Copy)]
struct Look<'a> {
    setup: &'a Setup,
    state: &'a State,
    i18n: &'a I18n,
    editable: bool,
    me: usize,
    target: Option<(usize, Option<usize>)>,
}

impl Look<'_> {
    fn on(&self, m: Msg) -> Option<Msg> {
        self.editable.then_some(m)
    }
}

/// The order of the seats in the grid: in Emperor the second team is
/// reversed, so with three columns each player sits above the one opposite
/// (Commander above Commander, Emperor above Emperor).
pub fn seat_order(setup: &Setup) -> Vec<usize> {
    match setup.format {
        Format::Emperor => vec![0, 1, 2, 5, 4, 3],
        _ => (0..setup.track_count()).collect(),
    }
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
        let look = Look {
            setup,
            state,
            i18n,
            editable,
            me: self.actor(setup, state),
            target: self.target(setup, state),
        };
        responsive(move |space: Size| {
            let wide = space.width >= WIDE;
            let legal = legal_targets(setup, state, look.me);
            let order = seat_order(setup);
            let seats = widget::grid_sized(order.len(), move |slot, scale, tile| {
                let track = order.get(slot).copied().unwrap_or(slot);
                seat(look, &legal, track, scale, tile)
            });
            let keys = text(i18n.tr("ui-hr-keys")).size(theme::SMALL);
            if wide {
                column![self.bar_wide(look), seats, keys].spacing(10).into()
            } else {
                column![
                    row![
                        // Beside the seats the bar scrolls if the window is short.
                        thin_scroll(self.bar_narrow(look)).width(Length::Fixed(SIDE)),
                        seats
                    ]
                    .spacing(10)
                    .height(Length::Fill),
                    keys
                ]
                .spacing(8)
                .into()
            }
        })
        .into()
    }

    fn bar_wide<'a>(&'a self, look: Look<'a>) -> Element<'a, Msg> {
        column![
            row![
                container(title(look)).width(Length::Fill),
                gold(look, WIDE_NUMBER),
                combat(look, WIDE_NUMBER),
                end_turn(look),
            ]
            .spacing(16)
            .align_y(Alignment::Center),
            row![
                container(self.attack(look)).width(Length::FillPortion(2)),
                container(self.champion_form(look, true)).width(Length::FillPortion(3)),
            ]
            .spacing(16)
            .align_y(Alignment::Center),
        ]
        .spacing(8)
        .into()
    }

    fn bar_narrow<'a>(&'a self, look: Look<'a>) -> Element<'a, Msg> {
        column![
            title(look),
            row![
                gold(look, NARROW_NUMBER),
                Space::new().width(Length::Fill),
                end_turn(look)
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            combat(look, NARROW_NUMBER),
            self.attack(look),
            self.champion_form(look, false),
        ]
        .spacing(6)
        .into()
    }

    /// "Target: …", the amount and Deal.
    fn attack<'a>(&'a self, look: Look<'a>) -> Element<'a, Msg> {
        let Look {
            setup, state, i18n, ..
        } = look;
        let words = match look.target {
            Some((p, None)) => setup.track_name(setup.track_of(p)),
            Some((p, Some(c))) => i18n.tr_args(
                "ui-hr-target-champion",
                &[
                    (
                        "champion",
                        state
                            .champions_of(p)
                            .get(c)
                            .map(|c| c.name.clone())
                            .unwrap_or_default()
                            .into(),
                    ),
                    ("player", setup.name(p).into()),
                ],
            ),
            None => i18n.tr("ui-hr-no-target"),
        };
        let all = state.combat_of(look.me);
        column![
            text(i18n.tr_args("ui-hr-target", &[("target", words.into())]))
                .size(theme::BODY)
                .wrapping(text::Wrapping::None),
            row![
                text_input(
                    &i18n.tr_args("ui-hr-all-combat", &[("combat", all.into())]),
                    self.amount(state)
                )
                .id(AMOUNT)
                .on_input_maybe(look.editable.then_some(Msg::Amount))
                .on_submit_maybe(look.on(Msg::Deal))
                .size(theme::BODY)
                .padding(11)
                .width(Length::Fill),
                container(tall(i18n.tr("ui-hr-deal"), theme::BODY, look.on(Msg::Deal)))
                    .id("hr-deal"),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        ]
        .spacing(4)
        .clip(true)
        .into()
    }

    /// The new champion: name, defense, guard, Play.
    fn champion_form<'a>(&'a self, look: Look<'a>, one_line: bool) -> Element<'a, Msg> {
        let Look {
            setup, state, i18n, ..
        } = look;
        let (name, defense, guard) = self.typed_champion(state);
        let label = text(i18n.tr_args(
            "ui-hr-new-champion",
            &[("player", widget::short(setup.name(look.me), 14).into())],
        ))
        .size(theme::SMALL)
        .wrapping(text::Wrapping::None);
        let fields = row![
            text_input(&i18n.tr("ui-name"), name)
                .id(CHAMPION_NAME)
                .on_input_maybe(look.editable.then_some(Msg::ChampionName))
                .on_submit_maybe(look.on(Msg::PlayChampion))
                .padding(11)
                .width(Length::FillPortion(3)),
            text_input(&i18n.tr("ui-hr-defense"), defense)
                .id(CHAMPION_DEFENSE)
                .on_input_maybe(look.editable.then_some(Msg::ChampionDefense))
                .on_submit_maybe(look.on(Msg::PlayChampion))
                .padding(11)
                .width(Length::FillPortion(2)),
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        let finish = row![
            container(
                checkbox(guard)
                    .label(i18n.tr("ui-hr-guard"))
                    .size(22)
                    .on_toggle_maybe(look.editable.then_some(Msg::ChampionGuard))
            )
            .id("hr-champion-guard")
            .height(widget::TARGET)
            .center_y(widget::TARGET),
            container(tall(
                i18n.tr("ui-hr-play-champion"),
                theme::BODY,
                look.on(Msg::PlayChampion)
            ))
            .id("hr-play-champion"),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        if one_line {
            column![
                label,
                row![container(fields).width(Length::Fill), finish]
                    .spacing(8)
                    .align_y(Alignment::Center)
            ]
            .spacing(4)
            .clip(true)
            .into()
        } else {
            column![label, fields, finish].spacing(4).clip(true).into()
        }
    }
}

/// A vertical scrollable whose thin bar sits beside the content, never
/// over a button.
fn thin_scroll<'a>(content: impl Into<Element<'a, Msg>>) -> iced::widget::Scrollable<'a, Msg> {
    scrollable(content).direction(scrollable::Direction::Vertical(
        scrollable::Scrollbar::new()
            .width(5)
            .scroller_width(5)
            .spacing(4),
    ))
}

/// A button [`widget::TARGET`] high with its words in the middle.
fn tall<'a>(words: String, size: f32, on_press: Option<Msg>) -> iced::widget::Button<'a, Msg> {
    button(
        container(text(words).size(size).wrapping(text::Wrapping::None))
            .center_y(Length::Fill)
            .center_x(Length::Shrink),
    )
    .height(widget::TARGET)
    .padding([0, 14])
    .style(widget::primary)
    .on_press_maybe(on_press)
}

/// "Turn 3: Ana", and in Hydra who of the team acts.
fn title<'a>(look: Look<'a>) -> Element<'a, Msg> {
    let Look {
        setup, state, i18n, ..
    } = look;
    let mut col: Column<'a, Msg> = column![
        text(i18n.tr_args(
            "ui-hr-turn",
            &[
                ("turn", state.turn().into()),
                ("player", setup.track_name(state.active).into())
            ]
        ))
        .size(theme::BODY * 1.3)
        .wrapping(text::Wrapping::None)
    ]
    .spacing(4)
    .clip(true);
    if setup.format == Format::Hydra {
        let mut who = row![text(i18n.tr("ui-hr-acting")).size(theme::SMALL)]
            .spacing(6)
            .align_y(Alignment::Center);
        // Every seat of the table has its button; only the active team's
        // are enabled, so they never move as the turn passes.
        for p in state.active_players(setup) {
            let style = if p == look.me {
                widget::primary
            } else {
                widget::secondary
            };
            who = who.push(
                container(
                    tall(
                        widget::short(setup.name(p), 10),
                        theme::SMALL,
                        look.on(Msg::Actor(p)),
                    )
                    .style(style),
                )
                .id(format!("hr-actor-{p}")),
            );
        }
        col = col.push(who);
    }
    col.into()
}

/// The acting player's Gold, with ±.
fn gold<'a>(look: Look<'a>, size: f32) -> Element<'a, Msg> {
    let gold = look.state.gold_of(look.me);
    plus_minus(
        "hr-gold",
        look.i18n.tr("label-hero_realms-gold"),
        Resource::Gold,
        gold,
        (1.0, size),
        look.on(Msg::Gold(-1)).filter(|_| gold > 0),
        look.on(Msg::Gold(1)),
    )
}

/// The acting player's Combat: spent by attacking, so − stays disabled;
/// + adds one, +5 five.
fn combat<'a>(look: Look<'a>, size: f32) -> Element<'a, Msg> {
    row![
        plus_minus(
            "hr-combat",
            look.i18n.tr("label-hero_realms-combat"),
            Resource::Kp,
            look.state.combat_of(look.me),
            (1.0, size),
            None,
            look.on(Msg::Combat(1)),
        ),
        container(widget::square("+5", 1.0, look.on(Msg::Combat(5)))).id("hr-combat-5"),
    ]
    .spacing(4)
    .align_y(Alignment::Center)
    .into()
}

fn end_turn<'a>(look: Look<'a>) -> Element<'a, Msg> {
    container(tall(
        look.i18n.tr("ui-hr-end-turn"),
        theme::BODY,
        look.on(Msg::EndTurn),
    ))
    .id("hr-end-turn")
    .into()
}

/// A number with its icon and label, − and + beside it (ids `<id>-minus`,
/// `<id>-plus`); the number has a fixed width, so the + never moves.
fn plus_minus<'a>(
    id: &str,
    label: String,
    resource: Resource,
    value: i64,
    (scale, size): (f32, f32),
    minus: Option<Msg>,
    plus: Option<Msg>,
) -> Element<'a, Msg> {
    let label_size = theme::SMALL * scale.clamp(1.0, 2.0);
    row![
        container(widget::square("−", scale, minus)).id(format!("{id}-minus")),
        column![
            text(value.to_string())
                .size(size)
                .wrapping(text::Wrapping::None),
            row![
                icon::resource(resource, label_size * 1.2),
                text(label).size(label_size).wrapping(text::Wrapping::None)
            ]
            .spacing(3)
            .align_y(Alignment::Center),
        ]
        .align_x(Alignment::Center)
        .width(Length::Fixed((size * 1.6).max(label_size * 5.5)))
        .clip(true),
        container(widget::square("+", scale, plus)).id(format!("{id}-plus")),
    ]
    .spacing(4.0 * scale.min(2.0))
    .align_y(Alignment::Center)
    .into()
}

/// One player's (one Hydra team's) tile; `tile` is its size in the grid.
fn seat<'a>(
    look: Look<'a>,
    legal: &[(usize, Option<usize>)],
    track: usize,
    scale: f32,
    tile: Size,
) -> Element<'a, Msg> {
    let Look {
        setup, state, i18n, ..
    } = look;
    let members = setup.members(track);
    let first = members.first().copied().unwrap_or(0);
    let color = setup
        .players
        .get(first)
        .map(|p| p.color)
        .unwrap_or(crate::rules::common::PALETTE[0]);
    let health = state.health.get(track).copied().unwrap_or(0);
    let out = members.iter().all(|&p| state.is_out(p));
    let live = look.editable && !out;
    let on = |m: Msg| live.then_some(m);
    let s = scale.clamp(0.55, 2.5);
    // The room inside the tile, less its padding: a narrow tile puts the
    // target button under the health, a wide one beside it; either way its
    // place depends on the window only.
    let inner = tile.width - 2.0 * 10.0 * scale.min(1.5);
    let narrow = inner < 265.0 * s.clamp(0.8, 2.5);

    let mut remark: Vec<String> = Vec::new();
    if setup.format == Format::Emperor {
        remark.push(i18n.tr(if setup.is_emperor(first) {
            "ui-hr-emperor-role"
        } else {
            "ui-hr-commander-role"
        }));
    }
    if out {
        remark.push(i18n.tr("ui-hr-out"));
    } else if state.turn() == 1 && setup.format != Format::Hydra {
        // A narrow tile says it shortly ("3 cards").
        let key = if narrow {
            "ui-hr-opening-hand-short"
        } else {
            "ui-hr-opening-hand"
        };
        remark.push(i18n.tr_args(key, &[("cards", setup.opening_hand(first).into())]));
    }

    let health_box = plus_minus(
        &format!("hr-health-{track}"),
        i18n.tr("label-hero_realms-health"),
        Resource::Health,
        health,
        (s, theme::BIG * s),
        on(Msg::Health(first, -1)),
        on(Msg::Health(first, 1)),
    );
    let target = target_button(look, legal, &members, s);
    let top: Element<'a, Msg> = if narrow {
        column![container(health_box).center_x(Length::Fill), target]
            .spacing(4.0 * s.min(2.0))
            .into()
    } else {
        row![health_box, target]
            .spacing(8.0 * s.min(2.0))
            .align_y(Alignment::Center)
            .into()
    };
    let mut content = column![top].spacing(4.0 * s.min(2.0));
    let mut list = column![].spacing(4.0 * s.min(2.0));
    for &p in &members {
        for (c, champion) in state.champions_of(p).iter().enumerate() {
            list = list.push(champion_line(look, legal, p, c, champion, s, live, narrow));
        }
    }
    content = content.push(thin_scroll(list).height(Length::Fill).width(Length::Fill));
    widget::tile(
        widget::Seat {
            index: track,
            color,
            name: setup.track_name(track),
            remark: (!remark.is_empty()).then(|| remark.join(" · ")),
            active: state.active == track,
            out,
        },
        scale,
        content.into(),
    )
}

/// The seat's target button (id `hr-target-<first player>`): "target",
/// "◉ targeted", or, disabled, a word on why the rules refuse it.
fn target_button<'a>(
    look: Look<'a>,
    legal: &[(usize, Option<usize>)],
    members: &[usize],
    s: f32,
) -> Element<'a, Msg> {
    let Look {
        setup, state, i18n, ..
    } = look;
    let first = members.first().copied().unwrap_or(0);
    let picked = members.iter().any(|&m| look.target == Some((m, None)));
    let allowed = legal.contains(&(first, None));
    let why = if allowed || !look.editable {
        None
    } else {
        state
            .may_attack_player(setup, look.me, first)
            .err()
            .and_then(|e| match e.rule() {
                "rule-hero_realms-guarded" => Some("ui-hr-why-guarded"),
                "rule-hero_realms-hunter-left-only" => Some("ui-hr-why-not-left"),
                "rule-hero_realms-commander-target" => Some("ui-hr-why-not-opposite"),
                _ => None,
            })
    };
    let (label, size) = match (picked, why) {
        (true, _) => (i18n.tr("ui-hr-targeted"), theme::BODY),
        (false, Some(key)) => (i18n.tr(key), theme::SMALL),
        (false, None) => (i18n.tr("ui-hr-target-this"), theme::BODY),
    };
    container(
        button(
            container(
                text(label)
                    .size(size * s.clamp(0.85, 1.6))
                    .wrapping(text::Wrapping::None),
            )
            .center_x(Length::Fill)
            .center_y(Length::Fill),
        )
        .width(Length::Fill)
        .height(widget::TARGET * s.clamp(0.8, 1.6))
        .padding(0)
        .style(if picked {
            iced::widget::button::success
        } else {
            widget::primary
        })
        .on_press_maybe(look.on(Msg::Target(first, None)).filter(|_| allowed)),
    )
    .id(format!("hr-target-{first}"))
    .width(Length::Fill)
    .into()
}

/// A champion: a button that targets it (showing its damage, guard and
/// expended state), expend (own) or stun (an opponent's), and remove. In a
/// narrow tile the two small buttons go on a line of their own.
#[allow(clippy::too_many_arguments)]
fn champion_line<'a>(
    look: Look<'a>,
    legal: &[(usize, Option<usize>)],
    owner: usize,
    c: usize,
    champion: &'a Champion,
    s: f32,
    live: bool,
    narrow: bool,
) -> Element<'a, Msg> {
    let Look { setup, i18n, .. } = look;
    let on = |m: Msg| live.then_some(m);
    let mut stats = vec![i18n.tr_args(
        "ui-hr-champion-damage",
        &[
            ("damage", champion.damage.into()),
            ("defense", champion.defense.into()),
        ],
    )];
    if champion.guard {
        stats.push(i18n.tr("ui-hr-guard"));
    }
    if champion.expended {
        stats.push(i18n.tr("ui-hr-expended"));
    }
    let mut name = widget::short(&champion.name, 18);
    if setup.format == Format::Hydra {
        name = format!("{name} · {}", widget::short(setup.name(owner), 8));
    }
    let picked = look.target == Some((owner, Some(c)));
    let targetable = legal.contains(&(owner, Some(c)));
    let height = widget::TARGET * s.clamp(0.8, 1.6);
    let chip = button(
        column![
            text(name)
                .size(theme::BODY * s.clamp(0.8, 1.5))
                .wrapping(text::Wrapping::None),
            text(stats.join(" · "))
                .size(theme::SMALL * s.clamp(0.8, 1.5))
                .wrapping(text::Wrapping::None),
        ]
        .clip(true),
    )
    .width(Length::Fill)
    .height(height)
    .padding([2, 8])
    .style(if picked {
        iced::widget::button::success
    } else {
        widget::secondary
    })
    .on_press_maybe(on(Msg::Target(owner, Some(c))).filter(|_| targetable));
    let own_team = owner == look.me || setup.teammates(owner, look.me);
    let (act_label, act) = if own_team {
        (
            "ui-hr-expend",
            (owner == look.me && !champion.expended).then_some(Msg::Expend(c)),
        )
    } else {
        ("ui-hr-stun", targetable.then_some(Msg::Stun(owner, c)))
    };
    let act_button = button(
        container(
            text(i18n.tr(act_label))
                .size(theme::SMALL * s.clamp(0.9, 1.5))
                .wrapping(text::Wrapping::None),
        )
        .center_x(Length::Fill)
        .center_y(Length::Fill),
    )
    .width(if narrow {
        Length::Fill
    } else {
        Length::Fixed(72.0 * s.clamp(0.8, 1.5))
    })
    .height(height)
    .padding(0)
    .style(widget::secondary)
    .on_press_maybe(act.and_then(on));
    let chip = container(chip)
        .id(format!("hr-target-{owner}-{c}"))
        .width(Length::Fill);
    let small = row![
        container(act_button)
            .id(format!("hr-act-{owner}-{c}"))
            .width(if narrow { Length::Fill } else { Length::Shrink }),
        container(widget::square("×", s, on(Msg::Remove(owner, c))))
            .id(format!("hr-remove-{owner}-{c}")),
    ]
    .spacing(4)
    .align_y(Alignment::Center);
    if narrow {
        column![chip, small].spacing(2).into()
    } else {
        row![chip, small]
            .spacing(4)
            .align_y(Alignment::Center)
            .into()
    }
}
