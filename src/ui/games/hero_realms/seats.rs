//! The seat tiles of the Hero Realms body: one per player (per team in
//! Hydra) with big health and ±, the target button that says why the rules
//! refuse it, and the champions (target, expend or stun, remove).

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Length, Size};

use crate::rules::hero_realms::{Champion, Format};
use crate::ui::icon::Resource;
use crate::ui::{theme, widget};

use super::body::Msg;
use super::view::{Look, plus_minus, thin_scroll};

/// One player's (one Hydra team's) tile; `tile` is its size in the grid.
pub(super) fn seat<'a>(
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
    let names: Vec<String> = (0..setup.track_count())
        .map(|t| setup.track_name(t))
        .collect();
    let colors = (0..setup.track_count()).map(|t| {
        let first = setup.members(t).first().copied().unwrap_or(0);
        setup
            .players
            .get(first)
            .map_or(crate::rules::common::PALETTE[0], |p| p.color)
    });
    let mark = widget::mark(names.iter().map(String::as_str).zip(colors), track);
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

    // The head says the role and whether the seat is out, short words
    // that leave the name its room; the opening hand goes under the
    // champions, where it leaves nothing to move when it goes.
    let mut remark: Vec<String> = Vec::new();
    if setup.format == Format::Emperor {
        remark.push(i18n.tr(if setup.is_emperor(first) {
            "ui-hr-emperor-role"
        } else {
            "ui-hr-commander-role"
        }));
    }
    let mut hand = None;
    // The seat the keys picked (↑↓) for Alt+H and Alt+L.
    if look.pick == Some((first, None)) {
        remark.insert(0, "▸".to_owned());
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
        hand = Some(i18n.tr_args(key, &[("cards", setup.opening_hand(first).into())]));
    }

    let health_box = plus_minus(
        &format!("hr-health-{track}"),
        i18n.tr("label-hero_realms-health"),
        Resource::Health,
        health,
        (s, theme::big() * s),
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
    if let Some(hand) = hand {
        content = content.push(
            text(hand)
                .size(theme::small() * s.clamp(1.0, 1.6))
                .wrapping(text::Wrapping::Word),
        );
    }
    widget::tile(
        widget::Seat {
            index: track,
            mark,
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
        (true, _) => (i18n.tr("ui-hr-targeted"), theme::body()),
        (false, Some(key)) => (i18n.tr(key), theme::small()),
        (false, None) => (i18n.tr("ui-hr-target-this"), theme::body()),
    };
    container(
        button(
            container(
                // A long reason ("nicht gegenüber") takes two lines.
                text(label)
                    .size(size * s.clamp(0.85, 1.6))
                    .wrapping(text::Wrapping::Word)
                    .center(),
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
    // The champion the keys picked (↑↓) for Alt+X, S and R.
    if look.pick == Some((owner, Some(c))) {
        name = format!("▸ {name}");
    }
    if setup.format == Format::Hydra {
        name = format!("{name} · {}", widget::short(setup.name(owner), 8));
    }
    let picked = look.target == Some((owner, Some(c)));
    let targetable = legal.contains(&(owner, Some(c)));
    let height = widget::TARGET * s.clamp(0.8, 1.6);
    let chip = button(
        column![
            text(name)
                .size(theme::body() * s.clamp(0.8, 1.5))
                .wrapping(text::Wrapping::None),
            text(stats.join(" · "))
                .size(theme::small() * s.clamp(0.8, 1.5))
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
                .size(theme::small() * s.clamp(0.9, 1.5))
                .wrapping(text::Wrapping::Word)
                .center(),
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
