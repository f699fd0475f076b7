//! The foes of the wave grouped by level (then the mini-boss and the
//! boss), each group with its count on the board and still to come (as
//! far as the rules know it), each foe a chip with its HP, statuses and
//! hit button.

use iced::widget::text::Wrapping;
use iced::widget::{Column, Row, column, container, mouse_area, row, scrollable, text};
use iced::{Alignment, Border, Element, Length, Size, Theme};

use super::body::Msg;
use super::look::{
    GAP, V, hp_bar, hp_words, immune_words, kind_name, resist_words, tip, token_list,
};
use crate::rules::common::Color;
use crate::rules::kings_armory::{
    Ask, Character, Mode, Monster, Phase, Rules, Setup, State, boss_round,
};
use crate::ui::{theme, widget};

/// A group of foes on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    /// Monsters of a level, 1–5.
    Level(u32),
    /// The mini-boss of wave 5 in a 7-wave game (D2-2).
    MiniBoss,
    /// A boss.
    Boss,
}

impl Group {
    /// The group of `m` in this game and wave.
    pub fn of(setup: &Setup, state: &State, m: &Monster) -> Group {
        if !m.boss {
            Group::Level(m.level.unwrap_or(1))
        } else if mini_boss_wave(setup, state) {
            Group::MiniBoss
        } else {
            Group::Boss
        }
    }

    /// The selector of its name in the messages.
    fn name(self) -> &'static str {
        match self {
            Group::Level(_) => "level",
            Group::MiniBoss => "mini_boss",
            Group::Boss => "boss",
        }
    }

    fn level(self) -> u32 {
        match self {
            Group::Level(l) => l,
            _ => 0,
        }
    }
}

/// Whether the wave's boss is a mini-boss: wave 5 of a 7-wave game with
/// one (D2-2).
fn mini_boss_wave(setup: &Setup, state: &State) -> bool {
    setup.mini_boss && setup.waves == 7 && state.wave == 5 && setup.mode == Mode::Standard
}

/// How many foes of `group` are still to come this wave, at least and at
/// most, where the rules know it: the bosses due (B7, D2-2), and a level's
/// from the Wave Card's numbers and Raise the Bar ([`Rules::to_come`]; the
/// wave die picks each foe's level, so a range). None where not known
/// (the card skipped, The Gauntlet, no boss this wave).
pub fn still_to_come(setup: &Setup, state: &State, group: Group) -> Option<(u32, u32)> {
    if state.phase != Phase::Wave || setup.mode == Mode::Gauntlet {
        return None;
    }
    if let Group::Level(level) = group {
        let levels = Rules::to_come(setup, state)?;
        return Some(
            levels
                .iter()
                .find(|t| t.level == level)
                .map_or((0, 0), |t| (t.min, t.max)),
        );
    }
    let bosses = setup.bosses_in(state.wave);
    let this_wave = if mini_boss_wave(setup, state) {
        Group::MiniBoss
    } else {
        Group::Boss
    };
    (bosses > 0 && group == this_wave).then(|| {
        let n = bosses.saturating_sub(state.bosses_entered);
        (n, n)
    })
}

/// The foes' round the next boss of the wave enters on, if one is to come.
fn boss_due_round(setup: &Setup, state: &State) -> Option<u32> {
    let (left, _) = still_to_come(setup, state, Group::Boss)
        .or_else(|| still_to_come(setup, state, Group::MiniBoss))?;
    (left > 0).then(|| boss_round(setup.entry, state.bosses_entered))
}

/// The foes to draw, grouped in order (levels, mini-boss, boss), each
/// group's in order of entry; a foe gone this round keeps its place.
/// Groups with none on the board but some still to come are listed too.
pub fn groups<'s>(v: V<'s>) -> Vec<(Group, Vec<(&'s Monster, bool)>)> {
    let mut out: Vec<(Group, Vec<(&Monster, bool)>)> = Vec::new();
    for (m, alive) in v.body.cards(v.state) {
        let g = Group::of(v.setup, v.state, m);
        match out.iter_mut().find(|(x, _)| *x == g) {
            Some((_, list)) => list.push((m, alive)),
            None => out.push((g, vec![(m, alive)])),
        }
    }
    let levels = (1..=5).map(Group::Level);
    for g in levels.chain([Group::MiniBoss, Group::Boss]) {
        // A group sure to come shows before its first foe enters.
        let (due, _) = still_to_come(v.setup, v.state, g).unwrap_or((0, 0));
        if due > 0 && !out.iter().any(|(x, _)| *x == g) {
            out.push((g, Vec::new()));
        }
    }
    out.sort_by_key(|(g, _)| *g);
    out
}

/// The narrowest a foe's chip gets at scale 1.
const CHIP_W: f32 = 140.0;
/// The chip's padding.
const PAD: f32 = 2.0;
/// The space between chips.
const CHIP_GAP: f32 = 4.0;
/// A foe's name's size at scale 1.
fn name_size() -> f32 {
    theme::ordinary::small() * 1.05
}
/// The HP bar's thickness at scale 1.
const BAR: f32 = 4.0;

/// About how wide `words` are at `size` (Fira Sans averages under half
/// its size a letter; a little more, as a text that does not fit wraps).
fn wide(words: &str, size: f32) -> f32 {
    super::look::text_width(words, size)
}

/// The group's words: its name, its count on the board and, if known, to
/// come (with the round a boss enters on).
fn label_lines(v: V<'_>, group: Group, on_board: usize) -> Vec<String> {
    let mut lines = vec![
        v.i18n.tr_args(
            "ui-ka-group",
            &[
                ("group", group.name().into()),
                ("level", group.level().into()),
            ],
        ),
        v.i18n
            .tr_args("ui-ka-on-board", &[("n", (on_board as i64).into())]),
    ];
    if let Some((min, max)) = still_to_come(v.setup, v.state, group).filter(|(_, max)| *max > 0) {
        lines.push(to_come_words(v, min, max));
        if let Some(round) = boss_due_round(v.setup, v.state)
            && matches!(group, Group::Boss | Group::MiniBoss)
        {
            lines.push(
                v.i18n
                    .tr_args("ui-ka-due-round", &[("round", round.into())]),
            );
        }
    }
    lines
}

/// "3 to come", or a range where the wave die picks the level: "up to
/// 3 to come", "2 to 5 to come".
fn to_come_words(v: V<'_>, min: u32, max: u32) -> String {
    if min == max {
        v.i18n.tr_args("ui-ka-to-come", &[("n", max.into())])
    } else {
        v.i18n.tr_args(
            "ui-ka-to-come-range",
            &[("min", min.into()), ("max", max.into())],
        )
    }
}

/// The labels' column: as wide as the longest line any group could show
/// this wave (its name in body text, two-digit counts small), within
/// bounds, so no chip moves as foes come and go.
fn label_width(v: V<'_>) -> f32 {
    let s = v.s;
    let mut longest: f32 = 0.0;
    for group in [Group::Level(5), Group::MiniBoss, Group::Boss] {
        let name = v.i18n.tr_args(
            "ui-ka-group",
            &[
                ("group", group.name().into()),
                ("level", group.level().into()),
            ],
        );
        longest = longest.max(wide(&name, label_size(s, 0)));
    }
    let mut counts = vec![v.i18n.tr_args("ui-ka-on-board", &[("n", 88.into())])];
    if still_to_come(v.setup, v.state, Group::Boss)
        .or_else(|| still_to_come(v.setup, v.state, Group::MiniBoss))
        .is_some()
    {
        counts.push(v.i18n.tr_args("ui-ka-to-come", &[("n", 8.into())]));
        counts.push(v.i18n.tr_args("ui-ka-due-round", &[("round", 8.into())]));
    }
    if still_to_come(v.setup, v.state, Group::Level(1)).is_some() {
        counts.push(to_come_words(v, 0, 88));
        counts.push(to_come_words(v, 8, 88));
    }
    for line in counts {
        longest = longest.max(wide(&line, label_size(s, 1)));
    }
    (longest + 14.0).clamp(72.0 * s, 150.0 * s)
}

/// The foes grouped by level, a group a row: its label on the left, its
/// chips wrapped on the right. They scroll inside their panel if there
/// are more than it holds.
pub fn board<'a>(v: V<'a>, space: Size) -> Element<'a, Msg> {
    let groups = groups(v);
    if groups.is_empty() {
        return container(v.dim(v.i18n.tr("ui-ka-no-monsters")))
            .center_x(Length::Fill)
            .center_y(Length::Fill)
            .into();
    }
    let s = v.s;
    let labels: Vec<Vec<String>> = groups
        .iter()
        .map(|(g, list)| label_lines(v, *g, list.iter().filter(|(_, a)| *a).count()))
        .collect();
    let columns =
        |width: f32| (((width + CHIP_GAP) / (CHIP_W * s + CHIP_GAP)).floor() as usize).max(1);
    // Each group's label on its left where three chips fit beside it;
    // else over its chips, which then have the whole width.
    let label_w = label_width(v);
    let beside = (space.width - label_w - GAP - widget::SCROLLBAR_ROOM).max(CHIP_W);
    let side = columns(beside) >= 3;
    let chips_w = if side {
        beside
    } else {
        (space.width - widget::SCROLLBAR_ROOM).max(CHIP_W)
    };
    let cols = columns(chips_w);
    let chip_w = (chips_w - CHIP_GAP * (cols as f32 - 1.0)) / cols as f32;
    let mut all = Column::new().spacing(CHIP_GAP);
    for ((group, list), lines) in groups.into_iter().zip(labels) {
        let mut chips = Column::new().spacing(CHIP_GAP);
        for line in list.chunks(cols) {
            let h = line
                .iter()
                .map(|(m, alive)| chip_height(v, m, *alive, chip_w))
                .fold(0.0, f32::max);
            let mut r = Row::new().spacing(CHIP_GAP);
            for (m, alive) in line {
                r = r.push(chip(v, m, *alive, Size::new(chip_w, h)));
            }
            chips = chips.push(r);
        }
        if list.is_empty() {
            chips = chips.push(
                container(v.dim(v.i18n.tr("ui-ka-none-yet")))
                    .height(Length::Fixed(widget::TARGET * s))
                    .center_y(Length::Fixed(widget::TARGET * s)),
            );
        }
        let chips = chips.width(Length::Fixed(chips_w));
        let group_row: Element<'a, Msg> = if side {
            row![group_label(v, group, lines, Some(label_w)), chips]
                .spacing(GAP)
                .into()
        } else {
            column![group_label(v, group, lines, None), chips]
                .spacing(CHIP_GAP)
                .into()
        };
        all = all.push(group_row);
    }
    scrollable(all)
        .id("ka-foes")
        .width(Length::Fill)
        .height(Length::Fill)
        .into()
}

/// A group's label: its name, its count on the board, and what is known
/// to come, on a tint of the group's colour; a column `width` wide beside
/// the chips, or (none) a line over them.
fn group_label<'a>(
    v: V<'a>,
    group: Group,
    lines: Vec<String>,
    width: Option<f32>,
) -> Element<'a, Msg> {
    let s = v.s;
    let words = lines.into_iter().enumerate().map(|(i, line)| {
        text(line)
            .size(label_size(s, i))
            .wrapping(Wrapping::None)
            .into()
    });
    let edge = color(group);
    let (content, width, height): (Element<'a, Msg>, _, _) = match width {
        Some(w) => (
            Column::with_children(words).into(),
            Length::Fixed(w),
            Length::Fill,
        ),
        None => (
            Row::with_children(words)
                .spacing(8.0 * s)
                .align_y(Alignment::End)
                .wrap()
                .into(),
            Length::Fill,
            Length::Shrink,
        ),
    };
    container(content)
        .id(format!("ka-group-{}-{}", group.name(), group.level()))
        .padding([2.0, 6.0])
        .width(width)
        .height(height)
        .style(move |_t: &Theme| container::Style {
            background: Some(theme::tint(edge, 0.22).into()),
            border: Border {
                color: theme::color(edge),
                width: 1.5,
                radius: 8.0.into(),
            },
            ..container::Style::default()
        })
        .into()
}

/// The size of a group label's line `i`: its name in body text, the rest
/// small.
fn label_size(s: f32, i: usize) -> f32 {
    if i == 0 {
        theme::ordinary::body() * s
    } else {
        theme::ordinary::small() * s
    }
}

/// The colour of a group: deeper with the level, purple for bosses.
fn color(group: Group) -> Color {
    match group {
        Group::Level(1) => Color::rgb(0xc0, 0x8a, 0x2e),
        Group::Level(2) => Color::rgb(0xc0, 0x60, 0x2e),
        Group::Level(3) => Color::rgb(0xb0, 0x3a, 0x2e),
        Group::Level(_) => Color::rgb(0x8e, 0x24, 0x2a),
        Group::MiniBoss => Color::rgb(0x8a, 0x3f, 0xa8),
        Group::Boss => Color::rgb(0x6a, 0x1b, 0x9a),
    }
}

/// The second line of a foe's chip: its HP, `hp` ("3/4", over its bar;
/// with reverse HP tracking "1/4 damage"), then its statuses.
fn hp_line(v: V<'_>, m: &Monster, hp: i64, width: f32) -> String {
    let (value, words) = hp_words(v, hp, m.max);
    let hp = if v.setup.reverse_hp {
        v.i18n.tr_args(
            "ui-ka-hp-of",
            &[
                ("value", value.into()),
                ("max", m.max.into()),
                ("label", words.into()),
            ],
        )
    } else {
        format!("{value}/{}", m.max)
    };
    // A status and its count stay together on a line, if a line holds
    // them.
    let small = theme::ordinary::small() * v.s;
    let mut parts = vec![hp];
    parts.extend(token_list(v, &m.tokens).into_iter().map(|t| {
        if wide(&t, small) <= width {
            t.replace(' ', "\u{a0}")
        } else {
            t
        }
    }));
    parts.join(" · ")
}

/// The width of a chip's words: the chip less its padding and button.
fn words_width(v: V<'_>, chip_w: f32) -> f32 {
    chip_w - 2.0 * PAD - widget::TARGET * v.s - 6.0
}

/// The height a chip needs: the button's, or its name over its HP and
/// statuses on as many lines as they take.
fn chip_height(v: V<'_>, m: &Monster, alive: bool, chip_w: f32) -> f32 {
    let s = v.s;
    let button = widget::TARGET * s + 2.0 * PAD;
    if !alive {
        return button;
    }
    let small = theme::ordinary::small() * s;
    // A word wider than the chip is broken (the text wraps at glyphs).
    let width = words_width(v, chip_w).max(1.0);
    // Measured with the widest number (full HP, or all of it as damage):
    // a hit never changes the chip's height, so its button stays put.
    let widest = if v.setup.reverse_hp { 0 } else { m.max };
    let text = hp_line(v, m, widest, width);
    let lines = super::look::lines(&text, small, width)
        .map_or_else(|| (wide(&text, small) / width).ceil() + 1.0, |n| n as f32);
    button.max(2.0 * PAD + name_size() * s * 1.3 + lines * small * 1.3 + BAR * s + 4.0)
}

/// A foe's chip: its name, HP and statuses, and beside them the button
/// that hits it with the amount and type chosen; its kind, resistances
/// and immunities show on hover. A click targets it. One gone this round
/// keeps its place, empty.
fn chip<'a>(v: V<'a>, m: &'a Monster, alive: bool, size: Size) -> Element<'a, Msg> {
    let s = v.s;
    let who = Character::Monster(m.id);
    let name_size = self::name_size() * s;
    // The name shortened to fit, its number kept: the token on the board
    // is found by it.
    let number = format!(" #{}", m.id);
    let room = words_width(v, size.width);
    let label = match &m.name {
        Some(n) if wide(&format!("{n}{number}"), name_size) > room => {
            let mut cut = n.trim_end().to_owned();
            while cut.chars().count() > 3 && wide(&format!("{cut}…{number}"), name_size) > room {
                cut.pop();
                cut = cut.trim_end().to_owned();
            }
            format!("{cut}…{number}")
        }
        _ => m.label(),
    };
    let name = text(label).size(name_size).wrapping(Wrapping::None);
    let kind = v.i18n.tr_args(
        "ui-ka-monster-kind",
        &[
            ("boss", i64::from(m.boss).into()),
            ("level", m.level.unwrap_or(0).into()),
            ("siege", i64::from(m.siege).into()),
        ],
    );
    let content: Element<'a, Msg> = if alive {
        let (msg, why) = v.allowed(Ask::Hit(who, v.body.kind), Msg::Hit(who, v.body.kind));
        let label = if v.setup.reverse_hp { "+" } else { "−" };
        let hit_tip = why
            .map(|w| v.i18n.text(&w))
            .or_else(|| Some(hit_words(v, m)));
        let about = [
            kind,
            resist_words(v, &m.resist, &[]),
            immune_words(v, &m.immune),
        ]
        .into_iter()
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("\n");
        let facts = column![
            name,
            text(hp_line(v, m, m.hp, words_width(v, size.width)))
                .size(theme::ordinary::small() * s)
                .wrapping(Wrapping::WordOrGlyph),
            hp_bar(
                v.setup.reverse_hp,
                m.hp,
                m.max,
                words_width(v, size.width).max(1.0),
                BAR * s
            ),
        ]
        .spacing(2)
        .width(Length::Fill);
        row![
            tip(container(facts).width(Length::Fill).clip(true), Some(about)),
            tip(
                container(widget::square(label, s, msg)).id(format!("ka-hit-{}", m.id)),
                hit_tip
            )
        ]
        .spacing(6)
        .align_y(Alignment::Center)
        .into()
    } else {
        tip(
            column![name, v.dim(v.i18n.tr("ui-ka-gone-short"))].spacing(2),
            Some(v.i18n.tr("ui-ka-gone")),
        )
    };
    let selected = alive && v.body.is_target(v.state, who);
    let edge = color(Group::of(v.setup, v.state, m));
    let card = container(content)
        .id(format!("ka-monster-{}", m.id))
        .padding(PAD)
        .width(Length::Fixed(size.width))
        .height(Length::Fixed(size.height))
        .center_y(Length::Fixed(size.height))
        .clip(true)
        .style(move |t: &Theme| {
            let palette = t.extended_palette();
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
    match v.on(Msg::Select(who)).filter(|_| alive) {
        Some(msg) => mouse_area(card).on_press(msg).into(),
        None => card.into(),
    }
}

/// What the chip's button does: "3 melee damage, 1 after resistance".
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kings_armory::{Entry, Setup, State};

    #[test]
    fn a_boss_still_to_come_is_known_and_a_level_s_is_not() {
        let mut setup = Setup::new(&[("Ana", "Valcor", 20, 4)], 3);
        setup.entry = Entry::Standard;
        let mut state = State::new(&setup, 2);
        state.phase = Phase::Wave;
        state.wave = 5;
        assert_eq!(still_to_come(&setup, &state, Group::Boss), Some((1, 1)));
        assert_eq!(still_to_come(&setup, &state, Group::Level(2)), None);
        assert_eq!(boss_due_round(&setup, &state), Some(2), "B7: round 2");
        state.bosses_entered = 1;
        assert_eq!(still_to_come(&setup, &state, Group::Boss), Some((0, 0)));
        state.wave = 4;
        assert_eq!(still_to_come(&setup, &state, Group::Boss), None);
    }

    #[test]
    fn the_boss_of_wave_5_in_a_7_wave_game_is_a_mini_boss() {
        let mut setup = Setup::new(&[("Ana", "Valcor", 20, 4)], 3);
        setup.waves = 7;
        setup.mini_boss = true;
        let mut state = State::new(&setup, 2);
        state.phase = Phase::Wave;
        state.wave = 5;
        assert_eq!(still_to_come(&setup, &state, Group::MiniBoss), Some((1, 1)));
        assert_eq!(still_to_come(&setup, &state, Group::Boss), None);
        state.wave = 7;
        assert_eq!(still_to_come(&setup, &state, Group::Boss), Some((1, 1)));
    }
}
