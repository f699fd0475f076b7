//! The strip across the top of The King's Armory page: the Castle Gate big and first, the wave and the round or between-waves step, the gold, the team's cards where they fit, and the dice.

use iced::widget::text::Wrapping;
use iced::widget::{Space, button, column, container, progress_bar, row, text};
use iced::{Alignment, Element, Length, Theme};

use super::body::Msg;
use super::look::{V, tip};
use super::step::{Step, current};
use crate::rules::kings_armory::{MAX_ARMORY, MAX_REINFORCEMENTS, Mode, Phase, Rules, Side};
use crate::ui::icon::{self, Resource};
use crate::ui::{theme, widget};

/// The space between the parts of the strip at scale 1.
const STRIP_GAP: f32 = 12.0;

/// A part of the strip.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Part {
    Gate,
    Where,
    Gold,
    Cards,
    Dice,
}

/// The strip's parts, line by line, in a body of a given width: with
/// ordinary text one line, the team's cards in it where they fit at their
/// widest; with larger text (Settings → Text size) the parts flow onto as
/// many lines as they need, in order, the cards among them where they add
/// no line. Worked out from the parts' widest words, so nothing comes and
/// goes as the game moves on.
pub struct Lines(Vec<Vec<Part>>);

impl Lines {
    /// How many lines.
    pub fn count(&self) -> usize {
        self.0.len().max(1)
    }

    /// Whether the team's cards are in the strip (else in the help lines).
    pub fn cards(&self) -> bool {
        self.0.iter().flatten().any(|p| *p == Part::Cards)
    }

    /// Whether the parts flowed onto lines (larger text, or more than one
    /// line): each has room for its widest, the wave die too.
    fn flowed(&self) -> bool {
        self.0.len() > 1 || theme::text_scale() > 1.0
    }
}

/// The strip's lines in a body `width` wide.
pub fn lines(v: V<'_>, width: f32) -> Lines {
    let w = widths(v);
    if theme::text_scale() <= 1.0 {
        let mut line = vec![Part::Gate, Part::Where, Part::Gold];
        if natural(v, &w) <= width {
            line.push(Part::Cards);
        }
        line.push(Part::Dice);
        return Lines(vec![line]);
    }
    let with = flow(v, &w, width, true);
    let without = flow(v, &w, width, false);
    Lines(if with.len() <= without.len() {
        with
    } else {
        without
    })
}

/// The parts flowed onto lines `width` wide, in order, each line as full
/// as it holds (a part wider than the line alone on its own).
fn flow(v: V<'_>, w: &Widths, width: f32, cards: bool) -> Vec<Vec<Part>> {
    let gap = STRIP_GAP * v.s;
    let mut lines: Vec<Vec<Part>> = vec![Vec::new()];
    let mut used = 0.0;
    for part in [Part::Gate, Part::Where, Part::Gold, Part::Cards, Part::Dice] {
        let part_w = match part {
            Part::Gate => w.gate,
            Part::Where => w.place,
            Part::Gold => 38.0 * v.s + w.gold,
            Part::Cards if !cards => continue,
            Part::Cards => w.cards,
            Part::Dice => w.wave_die + 6.0 + w.d20,
        };
        let line_empty = lines.last().is_none_or(Vec::is_empty);
        if !line_empty && used + gap + part_w > width {
            lines.push(Vec::new());
            used = 0.0;
        }
        let line_empty = lines.last().is_none_or(Vec::is_empty);
        used += if line_empty { part_w } else { gap + part_w };
        if let Some(line) = lines.last_mut() {
            line.push(part);
        }
    }
    lines
}

/// The strip across the top, on its `lines` in a body `width` wide: the
/// gate, the wave, the round or step, the gold, the team's cards where
/// they fit (else in the help lines), the dice at the end.
pub fn strip<'a>(v: V<'a>, lines: &Lines, width: f32) -> Element<'a, Msg> {
    let s = v.s;
    let w = widths(v);
    // The wave die keeps the width of its widest roll where the strip has
    // room for it; the d20 always does.
    let wave_die = (lines.flowed() || natural(v, &w) - w.cards <= width).then_some(w.wave_die);
    let mut strip = column![].spacing(super::look::GAP);
    for line in &lines.0 {
        let mut parts = row![].spacing(STRIP_GAP * s).align_y(Alignment::Center);
        for part in line {
            parts = match part {
                Part::Gate => parts.push(gate(v, &w)),
                Part::Where => parts.push(where_now(v)),
                Part::Gold => parts.push(container(gold(v)).id("ka-gold")),
                Part::Cards => {
                    parts.push(container(stock(v, theme::ordinary::small() * s)).id("ka-cards"))
                }
                // The dice at the line's end, where nothing before them
                // moves them.
                Part::Dice => parts
                    .push(Space::new().width(Length::Fill))
                    .push(dice(v, wave_die, w.d20)),
            };
        }
        strip = strip.push(parts);
    }
    strip.into()
}

/// A line of the strip's height at scale 1.
pub const LINE_H: f32 = 64.0;

/// The Castle Gate: its icon, its number big (or the damage taken, with
/// reversed HP), its label over "/ max" beside it, and its bar under.
fn gate<'a>(v: V<'a>, w: &Widths) -> Element<'a, Msg> {
    let s = v.s;
    let st = v.state;
    let reverse = v.setup.reverse_hp;
    let (value, label) = if reverse {
        (st.gate_max - st.gate, v.i18n.tr("ui-ka-gate-damage-taken"))
    } else {
        (st.gate, v.i18n.tr("label-kings_armory-gate"))
    };
    let fill = if reverse {
        st.gate_max - st.gate
    } else {
        st.gate
    };
    // The label beside the number, over "/ max": the strip has the
    // height of the number and its bar only.
    let gate = row![
        icon::resource(Resource::Gate, 40.0 * s),
        column![
            row![
                container(
                    text(value.to_string())
                        .size(theme::ordinary::big() * 0.75 * s)
                        .wrapping(Wrapping::None)
                )
                .width(Length::Fixed(w.gate_number))
                .align_right(Length::Fixed(w.gate_number)),
                column![
                    text(label)
                        .size(theme::ordinary::small() * s)
                        .wrapping(Wrapping::None),
                    text(format!("/ {}", st.gate_max))
                        .size(theme::ordinary::body() * s)
                        .wrapping(Wrapping::None),
                ],
            ]
            .spacing(4)
            .align_y(Alignment::End),
            progress_bar(0.0..=st.gate_max.max(1) as f32, fill as f32)
                .length(Length::Fixed(110.0 * s))
                .girth(Length::Fixed(5.0 * s)),
        ]
        .spacing(1),
    ]
    .spacing(6)
    .align_y(Alignment::Center);
    container(gate).id("ka-gate").into()
}

/// The team's gold: its icon, the number and its word.
fn gold<'a>(v: V<'a>) -> Element<'a, Msg> {
    let s = v.s;
    row![
        icon::resource(Resource::Gold, 32.0 * s),
        column![
            text(v.state.gold.to_string())
                .size(theme::ordinary::heading() * 1.2 * s)
                .wrapping(Wrapping::None),
            text(v.i18n.tr("label-kings_armory-gold"))
                .size(theme::ordinary::small() * s)
                .wrapping(Wrapping::None),
        ],
    ]
    .spacing(6)
    .align_y(Alignment::Center)
    .into()
}

/// The team's cards (reinforcements and the Armory Card held, equipment
/// unlocked) and towers: two columns of two in the strip.
fn stock<'a>(v: V<'a>, size: f32) -> Element<'a, Msg> {
    let line = |words: String| text(words).size(size).wrapping(Wrapping::None);
    let [a, b, c, d] = strip_parts(v);
    row![column![line(a), line(b)], column![line(c), line(d)]]
        .spacing(12.0 * v.s)
        .into()
}

/// The team's cards and towers on one line, for the help lines.
pub fn stock_words(v: V<'_>) -> String {
    strip_parts(v).join(" · ")
}

/// The help lines' words for the team's cards, dim.
pub fn stock_line<'a>(words: String, size: f32, wrapping: Wrapping) -> Element<'a, Msg> {
    container(text(words).size(size).wrapping(wrapping))
        .style(|t: &Theme| container::Style {
            text_color: Some(widget::dim(t)),
            ..container::Style::default()
        })
        .into()
}

/// The team's cards and towers, each in a few words.
fn strip_parts(v: V<'_>) -> [String; 4] {
    let st = v.state;
    let card = |what: &str, n: i64, cap: i64| {
        v.i18n.tr_args(
            "ui-ka-strip-card",
            &[("what", what.into()), ("n", n.into()), ("cap", cap.into())],
        )
    };
    [
        card("reinforcements", st.reinforcements, MAX_REINFORCEMENTS),
        card("armory", st.armory, MAX_ARMORY),
        card("equipment", st.equipment, 0),
        card("towers", st.towers, 0),
    ]
}

/// The widths of the strip's parts at their widest, whatever the game's
/// numbers, round or step (guessed from their widest words): the gate's
/// number and the dice keep theirs, and the team's cards are in the strip
/// only if it holds them all at their widest.
struct Widths {
    /// The gate's number, kept.
    gate_number: f32,
    /// The gate: its icon, number, label and bar.
    gate: f32,
    /// The wave and the round or step.
    place: f32,
    /// The gold's number and word.
    gold: f32,
    /// The wave die's button.
    wave_die: f32,
    /// The d20's button.
    d20: f32,
    /// The team's cards, in two columns.
    cards: f32,
}

/// Fira Sans averages under half its size a letter, and a digit a little
/// more.
fn guess(words: &str, size: f32) -> f32 {
    super::look::text_width(words, size)
}

fn digits(n: i64, size: f32) -> f32 {
    guess(&n.to_string(), size)
}

fn widths(v: V<'_>) -> Widths {
    let s = v.s;
    let st = v.state;
    let heading = theme::ordinary::heading() * 0.85 * s;
    let mut place = guess(
        &v.i18n.tr_args(
            "ui-ka-where",
            &[("phase", "between".into()), ("gauntlet", 0.into())],
        ),
        heading,
    );
    let (title, phase) = where_words(v);
    place = place
        .max(guess(&title, heading))
        .max(guess(&phase, theme::ordinary::body() * s));
    for side in ["foes", "players"] {
        let words = v.i18n.tr_args(
            "ui-ka-phase",
            &[
                ("phase", "wave".into()),
                ("side", side.into()),
                ("round", 88.into()),
            ],
        );
        place = place.max(guess(&words, theme::ordinary::body() * s));
    }
    for step in Step::ALL {
        let name = v
            .i18n
            .tr_args("ui-ka-step-short", &[("step", step.name().into())]);
        let words = v.i18n.tr_args(
            "ui-ka-phase",
            &[
                ("phase", "between".into()),
                ("step", step.number().into()),
                ("name", name.into()),
            ],
        );
        place = place.max(guess(&words, theme::ordinary::body() * s));
    }
    let gate_label = if v.setup.reverse_hp {
        v.i18n.tr("ui-ka-gate-damage-taken")
    } else {
        v.i18n.tr("label-kings_armory-gate")
    };
    let gate_number = digits(st.gate_max, theme::ordinary::big() * 0.75 * s);
    let gate = 46.0 * s
        + (gate_number + 4.0 + guess(&gate_label, theme::ordinary::small() * s))
            .max(guess(
                &format!("/ {}", st.gate_max),
                theme::ordinary::body() * s,
            ))
            .max(110.0 * s);
    let gold = digits(st.gold.max(1000), theme::ordinary::heading() * 1.2 * s).max(guess(
        &v.i18n.tr("label-kings_armory-gold"),
        theme::ordinary::small() * s,
    ));
    // A die's widest words (few, and capitals and digits are wide: more
    // than half the size a letter), its padding and a little room.
    let die = |label: String, values: &[String]| {
        values
            .iter()
            .map(|w| guess(w, theme::ordinary::body() * 1.2 * s))
            .fold(guess(&label, theme::ordinary::small() * s), f32::max)
            + 18.0 * s
    };
    let modifier = v.body.modifier(v.setup, v.state);
    let wave_label = v.i18n.tr_args(
        "ui-ka-wave-die",
        &[
            ("modifier", modifier.into()),
            ("signed", format!("{modifier:+}").into()),
        ],
    );
    // Every roll with the modifier set: the widest of "7 · odd".
    let results: Vec<String> = (1..=12)
        .map(|natural: i64| {
            let net = natural + modifier;
            v.i18n.tr_args(
                "ui-ka-wave-result",
                &[("net", net.into()), ("odd", (net.rem_euclid(2)).into())],
            )
        })
        .collect();
    let [a, b, c, d] = strip_parts(v);
    let column = |x: &str, y: &str| {
        guess(x, theme::ordinary::small() * s).max(guess(y, theme::ordinary::small() * s))
    };
    Widths {
        gate_number,
        gate,
        place,
        gold,
        wave_die: die(wave_label, &results),
        d20: die(v.i18n.tr("ui-ka-d20"), &["20".to_owned()]),
        cards: column(&a, &b) + 12.0 * s + column(&c, &d),
    }
}

/// The strip's width with the team's cards and the dice at their widest.
fn natural(v: V<'_>, w: &Widths) -> f32 {
    let s = v.s;
    let gold = 38.0 * s + w.gold;
    let dice = w.wave_die + 6.0 + w.d20;
    w.gate + w.place + gold + w.cards + dice + 4.0 * STRIP_GAP * s
}

/// Where the game is: the wave (or the phase) and, under it, whose round
/// it is or the step of the Between Waves Phase (B5) and its name.
fn where_words(v: V<'_>) -> (String, String) {
    let st = v.state;
    let gauntlet = i64::from(v.setup.mode == Mode::Gauntlet);
    let waves = i64::from(v.setup.final_wave().unwrap_or(0));
    let phase = match st.phase {
        Phase::Prepare => "prepare",
        Phase::Wave => "wave",
        Phase::Between => "between",
    };
    let title = v.i18n.tr_args(
        "ui-ka-where",
        &[
            ("phase", phase.into()),
            ("wave", st.wave.into()),
            ("waves", waves.into()),
            ("gauntlet", gauntlet.into()),
        ],
    );
    let side = if st.side == Side::Foes {
        "foes"
    } else {
        "players"
    };
    let step = current(st);
    let name = step.map_or_else(String::new, |s| {
        v.i18n
            .tr_args("ui-ka-step-short", &[("step", s.name().into())])
    });
    let round = v.i18n.tr_args(
        "ui-ka-phase",
        &[
            ("phase", phase.into()),
            ("side", side.into()),
            ("round", st.round.into()),
            ("step", step.map_or(0, |s| s.number()).into()),
            ("name", name.into()),
        ],
    );
    (title, round)
}

/// The wave and where in it the game is: the round, or the step between
/// waves.
fn where_now<'a>(v: V<'a>) -> Element<'a, Msg> {
    let st = v.state;
    let gauntlet = i64::from(v.setup.mode == Mode::Gauntlet);
    let (title, round) = where_words(v);
    let mut col = column![
        text(title)
            .size(theme::ordinary::heading() * 0.85 * v.s)
            .wrapping(Wrapping::None),
        text(round)
            .size(theme::ordinary::body() * v.s)
            .wrapping(Wrapping::None),
    ];
    if let Some(score) = Rules::score(v.setup, st) {
        col = col.push(v.dim(v.i18n.tr_args(
            "ui-ka-score",
            &[("score", score.into()), ("gauntlet", gauntlet.into())],
        )));
    }
    container(col).id("ka-where").into()
}

/// The wave die and the d20, rolled with a click; the roll is shown (the
/// wave die's sum and side in its tooltip), never logged.
fn dice<'a>(v: V<'a>, wave_die: Option<f32>, d20_w: f32) -> Element<'a, Msg> {
    let args = |natural: i64, modifier: i64, net: i64, odd: bool| {
        [
            ("natural", natural.into()),
            ("modifier", modifier.into()),
            ("signed", format!("{modifier:+}").into()),
            ("net", net.into()),
            ("odd", i64::from(odd).into()),
        ]
    };
    let (wave, wave_tip) = match v.body.wave_roll {
        Some(r) => {
            let a = args(r.natural, r.modifier, r.net(), r.odd());
            (
                v.i18n.tr_args("ui-ka-wave-result", &a),
                Some(match r.beyond() {
                    Some(side) => format!(
                        "{}\n{}",
                        v.i18n.tr_args("ui-ka-wave-tip", &a),
                        v.i18n
                            .tr_args("ui-ka-wave-beyond", &[("beyond", side.into())])
                    ),
                    None => v.i18n.tr_args("ui-ka-wave-tip", &a),
                }),
            )
        }
        None => ("—".to_owned(), None),
    };
    let d20 = v.body.d20.map_or_else(|| "—".to_owned(), |n| n.to_string());
    // As tall as its two lines and padding need, never below a target: the
    // roll is never cut at the bottom.
    let high = widget::TARGET
        .max((theme::ordinary::small() + theme::ordinary::body() * 1.2) * 1.3 + 4.0)
        * v.s;
    let die = |label: String, value: String, msg: Msg, id: &'static str, width: Length| {
        container(
            button(
                column![
                    text(label)
                        .size(theme::ordinary::small() * v.s)
                        .wrapping(Wrapping::None),
                    text(value)
                        .size(theme::ordinary::body() * 1.2 * v.s)
                        .wrapping(Wrapping::None),
                ]
                .spacing(0),
            )
            .padding([2.0, 8.0 * v.s])
            .width(width)
            .height(Length::Fixed(high))
            .style(widget::secondary)
            .on_press_maybe(v.on(msg)),
        )
        .id(id)
    };
    let modifier = v.body.modifier(v.setup, v.state);
    let label = v
        .i18n
        .tr_args("ui-ka-wave-die", &args(0, modifier, 0, false));
    row![
        tip(
            die(
                label,
                wave,
                Msg::RollWave,
                "ka-roll-wave",
                wave_die.map_or(Length::Shrink, Length::Fixed)
            ),
            wave_tip
        ),
        die(
            v.i18n.tr("ui-ka-d20"),
            d20,
            Msg::RollD20,
            "ka-roll-d20",
            Length::Fixed(d20_w)
        ),
    ]
    .spacing(6)
    .into()
}
