//! The King's Armory page: the Castle Gate big and first with the wave, the
//! round, the gold and the dice in a strip across the top; the heroes and
//! hireables in fixed seat tiles; the monsters of the wave as cards that
//! scroll inside their panel; the side panel (`panel`); reminders and keys.

use iced::widget::text::Wrapping;
use iced::widget::{button, column, container, progress_bar, responsive, row, text, tooltip};
use iced::{Alignment, Element, Length, Size, Theme};

use super::body::{Body, Msg, refusal};
use crate::i18n::I18n;
use crate::rules::Text;
use crate::rules::kings_armory::{
    Action, Immunity, Kind, MAX_ARMORY, MAX_REINFORCEMENTS, Mode, Phase, Resist, Rules, Setup,
    Side, State, Status, Tokens,
};
use crate::ui::icon::{self, Resource};
use crate::ui::{theme, widget};

/// The gap between the parts of the page.
pub const GAP: f32 = 8.0;
/// The space between the parts of the strip at scale 1.
const STRIP_GAP: f32 = 12.0;
/// The least height of an ally's tile at scale 1: its padding, its name
/// and − HP + a finger high.
const TILE_MIN: f32 = 98.0;
/// The help lines' height: two lines of small text.
const HELP: f32 = 36.0;
/// The body's size at scale 1: the play frame's body at 1280×800 with the
/// log open (at 1024×600 it is smaller and keeps scale 1).
const DESIGN: Size = Size::new(912.0, 600.0);

/// Everything a part of the page needs.
#[derive(Clone, Copy)]
pub struct V<'a> {
    /// What the page remembers.
    pub body: &'a Body,
    /// The game's setup.
    pub setup: &'a Setup,
    /// The game now.
    pub state: &'a State,
    /// The language.
    pub i18n: &'a I18n,
    /// Controls may act: an editable session, a game not decided.
    pub live: bool,
    /// Text sizes are multiplied by this.
    pub s: f32,
}

impl<'a> V<'a> {
    /// `msg` if the page may act.
    pub fn on(&self, msg: Msg) -> Option<Msg> {
        self.live.then_some(msg)
    }

    /// What the rules would say to `action`; none if they would take it.
    pub fn why(&self, action: &Action) -> Option<Text> {
        refusal(self.setup, self.state, action)
    }

    /// `msg` if the page may act and the rules would take `action`.
    pub fn allowed(&self, action: &Action, msg: Msg) -> (Option<Msg>, Option<Text>) {
        if !self.live {
            return (None, None);
        }
        match self.why(action) {
            Some(why) => (None, Some(why)),
            None => (Some(msg), None),
        }
    }

    /// Small dim words.
    pub fn dim(&self, words: String) -> Element<'a, Msg> {
        text(words)
            .size(theme::SMALL * self.s)
            .wrapping(Wrapping::None)
            .style(|t: &Theme| text::Style {
                color: Some(widget::dim(t)),
            })
            .into()
    }

    /// Small dim words that wrap.
    pub fn note(&self, words: String) -> Element<'a, Msg> {
        text(words)
            .size(theme::SMALL * self.s)
            .style(|t: &Theme| text::Style {
                color: Some(widget::dim(t)),
            })
            .into()
    }

    /// "{label}: {n}" in the language's words.
    pub fn count(&self, key: &str, n: i64) -> String {
        self.i18n.tr_args(
            "ui-ka-count",
            &[("label", self.i18n.tr(key).into()), ("n", n.into())],
        )
    }
}

/// How many lines `words` take at `size` in a box `width` wide, wrapped
/// at spaces (each letter guessed at half the size, a little more than
/// Fira Sans takes); none when a word is wider than the box.
pub fn lines(words: &str, size: f32, width: f32) -> Option<usize> {
    let wide = |w: &str| w.chars().count() as f32 * size * 0.5;
    let space = wide(" ");
    let mut count = 1;
    let mut used = 0.0;
    for word in words.split(' ') {
        let w = wide(word);
        if w > width {
            return None;
        }
        if used > 0.0 && used + space + w > width {
            count += 1;
            used = w;
        } else if used > 0.0 {
            used += space + w;
        } else {
            used = w;
        }
    }
    Some(count)
}

/// `content` with `tip` shown under it on hover (a disabled control's
/// reason).
pub fn tip<'a>(content: impl Into<Element<'a, Msg>>, tip: Option<String>) -> Element<'a, Msg> {
    match tip {
        Some(words) => tooltip(
            content,
            container(text(words).size(theme::SMALL))
                .padding(6)
                .max_width(320)
                .style(container::rounded_box),
            tooltip::Position::Bottom,
        )
        .into(),
        None => content.into(),
    }
}

/// The body; `editable` is false for read-only and decided sessions.
pub fn view<'a>(
    body: &'a Body,
    setup: &'a Setup,
    state: &'a State,
    i18n: &'a I18n,
    editable: bool,
) -> Element<'a, Msg> {
    responsive(move |space| {
        let s = (space.width / DESIGN.width)
            .min(space.height / DESIGN.height)
            .clamp(1.0, 2.0);
        let panel_w = (space.width * 0.34).clamp(250.0, 460.0);
        let v = V {
            body,
            setup,
            state,
            i18n,
            live: editable && state.end.is_none(),
            s,
        };
        let top = 64.0 * s;
        let left_w = (space.width - panel_w - GAP).max(1.0);
        let middle = (space.height - top - HELP * s - 2.0 * GAP).max(1.0);
        // The heroes' tiles hold − HP + with two lines beside (two rows
        // of them from three allies on, as space allows); the foes (or,
        // between waves, the seven steps) have the rest.
        let allies = state.heroes.len() + state.hireables.len();
        let rows = if allies > 2 { 2.0 } else { 1.0 };
        let allies_h = (middle * 0.44)
            .max(rows * TILE_MIN * s + (rows - 1.0) * 10.0)
            .min(middle * 0.52);
        let foes = Size::new(left_w, (middle - allies_h - GAP).max(1.0));
        let foes_part = if state.phase == Phase::Between {
            super::between::sequence(v, foes)
        } else {
            super::foes::board(v, foes)
        };
        let cards = strip_cards(v, space.width);
        let left = column![
            container(super::cards::allies(v))
                .width(Length::Fill)
                .height(Length::Fixed(allies_h)),
            container(foes_part)
                .id("ka-monsters")
                .width(Length::Fill)
                .height(Length::Fixed(foes.height)),
        ]
        .spacing(GAP)
        .width(Length::Fixed(left_w));
        column![
            container(strip(v, cards))
                .id("ka-strip")
                .height(Length::Fixed(top))
                .width(Length::Fill)
                .clip(true),
            row![
                left,
                container(super::panel::panel(v))
                    .id("ka-panel")
                    .width(Length::Fixed(panel_w))
                    .height(Length::Fixed(middle)),
            ]
            .spacing(GAP)
            .height(Length::Fixed(middle)),
            help(v, !cards),
        ]
        .spacing(GAP)
        .into()
    })
    .into()
}

/// The strip across the top: the gate, the wave, the round or step, the
/// gold, the team's cards where they fit (else in the help lines), the
/// dice.
fn strip<'a>(v: V<'a>, cards: bool) -> Element<'a, Msg> {
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
                text(value.to_string())
                    .size(theme::BIG * 0.75 * s)
                    .wrapping(Wrapping::None),
                column![
                    text(label).size(theme::SMALL * s).wrapping(Wrapping::None),
                    text(format!("/ {}", st.gate_max))
                        .size(theme::BODY * s)
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
    let gate = container(gate).id("ka-gate");
    let gold = row![
        icon::resource(Resource::Gold, 32.0 * s),
        column![
            text(st.gold.to_string())
                .size(theme::HEADING * 1.2 * s)
                .wrapping(Wrapping::None),
            text(v.i18n.tr("label-kings_armory-gold"))
                .size(theme::SMALL * s)
                .wrapping(Wrapping::None),
        ],
    ]
    .spacing(6)
    .align_y(Alignment::Center);
    let mut strip = row![gate, where_now(v), container(gold).id("ka-gold")]
        .spacing(STRIP_GAP * s)
        .align_y(Alignment::Center);
    if cards {
        strip = strip.push(container(stock(v, theme::SMALL * s, true)).id("ka-cards"));
    }
    strip.push(dice(v)).into()
}

/// The team's cards (reinforcements and the Armory Card held, equipment
/// unlocked) and towers: two columns of two in the strip, or a line in
/// the help.
fn stock<'a>(v: V<'a>, size: f32, strip: bool) -> Element<'a, Msg> {
    let line = |words: String| text(words).size(size).wrapping(Wrapping::None);
    if strip {
        let [a, b, c, d] = strip_parts(v);
        return row![column![line(a), line(b)], column![line(c), line(d)]]
            .spacing(12.0 * v.s)
            .into();
    }
    container(line(strip_parts(v).join(" · ")))
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

/// Whether the team's cards fit in the strip of a body `width` wide,
/// beside the gate, the wave and step, the gold and the dice, whatever the
/// step (their words' widths guessed generously): they do not come and go
/// as the game moves on.
fn strip_cards(v: V<'_>, width: f32) -> bool {
    let s = v.s;
    // Fira Sans averages under half its size a letter.
    let guess = |words: &str, size: f32| words.chars().count() as f32 * size * 0.47;
    let st = v.state;
    let (title, phase) = where_words(v);
    let mut place = guess(&title, theme::HEADING * 0.85 * s).max(guess(&phase, theme::BODY * s));
    let between = v.i18n.tr_args(
        "ui-ka-where",
        &[("phase", "between".into()), ("gauntlet", 0.into())],
    );
    place = place.max(guess(&between, theme::HEADING * 0.85 * s));
    for step in super::between::Step::ALL {
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
        place = place.max(guess(&words, theme::BODY * s));
    }
    let gate_label = if v.setup.reverse_hp {
        v.i18n.tr("ui-ka-gate-damage-taken")
    } else {
        v.i18n.tr("label-kings_armory-gate")
    };
    let digits = |n: i64, size: f32| n.to_string().len() as f32 * size * 0.6;
    let gate = 46.0 * s
        + (digits(st.gate_max, theme::BIG * 0.75 * s) + 4.0 + guess(&gate_label, theme::SMALL * s))
            .max(110.0 * s);
    let gold = 38.0 * s
        + digits(st.gold.max(9999), theme::HEADING * 1.2 * s).max(guess(
            &v.i18n.tr("label-kings_armory-gold"),
            theme::SMALL * s,
        ));
    let die = |label: String, value: String| {
        guess(&label, theme::SMALL * s).max(guess(&value, theme::BODY * 1.2 * s)) + 16.0 * s
    };
    let modifier = v.body.modifier(v.setup);
    let wave_label = v.i18n.tr_args(
        "ui-ka-wave-die",
        &[
            ("modifier", modifier.into()),
            ("signed", format!("{modifier:+}").into()),
        ],
    );
    let wave_value = v.i18n.tr_args(
        "ui-ka-wave-result",
        &[("net", 24.into()), ("odd", 0.into())],
    );
    let dice = die(wave_label, wave_value) + die(v.i18n.tr("ui-ka-d20"), "20".into()) + 6.0;
    let [a, b, c, d] = strip_parts(v);
    let column = |x: &str, y: &str| guess(x, theme::SMALL * s).max(guess(y, theme::SMALL * s));
    let cards = column(&a, &b) + 12.0 * s + column(&c, &d);
    gate + place + gold + cards + dice + 4.0 * STRIP_GAP * s <= width
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
    let step = super::between::current(st, v.body.step);
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
            .size(theme::HEADING * 0.85 * v.s)
            .wrapping(Wrapping::None),
        text(round).size(theme::BODY * v.s).wrapping(Wrapping::None),
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
fn dice<'a>(v: V<'a>) -> Element<'a, Msg> {
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
                Some(v.i18n.tr_args("ui-ka-wave-tip", &a)),
            )
        }
        None => ("—".to_owned(), None),
    };
    let d20 = v.body.d20.map_or_else(|| "—".to_owned(), |n| n.to_string());
    let die = |label: String, value: String, msg: Msg, id: &'static str| {
        container(
            button(
                column![
                    text(label)
                        .size(theme::SMALL * v.s)
                        .wrapping(Wrapping::None),
                    text(value)
                        .size(theme::BODY * 1.2 * v.s)
                        .wrapping(Wrapping::None),
                ]
                .spacing(0),
            )
            .padding([2.0, 8.0 * v.s])
            .height(Length::Fixed(widget::TARGET * v.s))
            .style(widget::secondary)
            .on_press_maybe(v.on(msg)),
        )
        .id(id)
    };
    let modifier = v.body.modifier(v.setup);
    let label = v
        .i18n
        .tr_args("ui-ka-wave-die", &args(0, modifier, 0, false));
    row![
        tip(die(label, wave, Msg::RollWave, "ka-roll-wave"), wave_tip),
        die(v.i18n.tr("ui-ka-d20"), d20, Msg::RollD20, "ka-roll-d20"),
    ]
    .spacing(6)
    .into()
}

/// The big number of a character and its label: HP left, or the damage
/// taken with reverse HP tracking.
pub fn hp_words(v: V<'_>, hp: i64, max: i64) -> (String, String) {
    if v.setup.reverse_hp {
        ((max - hp).max(0).to_string(), v.i18n.tr("ui-ka-damage"))
    } else {
        (hp.to_string(), v.i18n.tr("label-kings_armory-hp"))
    }
}

/// A bar of HP left, or of damage taken with reverse HP tracking,
/// `girth` thick.
pub fn hp_bar<'a>(reverse: bool, hp: i64, max: i64, width: f32, girth: f32) -> Element<'a, Msg> {
    let filled = if reverse { max - hp } else { hp };
    progress_bar(0.0..=max.max(1) as f32, filled.max(0) as f32)
        .length(Length::Fixed(width))
        .girth(Length::Fixed(girth))
        .into()
}

/// Resistances and immunities in a few words.
pub fn resist_words(v: V<'_>, r: &Resist, immune: &[Immunity]) -> String {
    let mut parts = Vec::new();
    for (kind, n) in [
        ("melee", r.melee),
        ("ranged", r.ranged),
        ("supernatural", r.supernatural),
    ] {
        if n != 0 {
            parts.push(v.i18n.tr_args(
                "ui-ka-resist-one",
                &[("kind", kind.into()), ("n", n.into())],
            ));
        }
    }
    let resist = if parts.is_empty() {
        v.i18n.tr("ui-ka-no-resist")
    } else {
        v.i18n
            .tr_args("ui-ka-resist", &[("resist", parts.join(" · ").into())])
    };
    if immune.is_empty() {
        return resist;
    }
    v.i18n.tr_args(
        "ui-ka-resist-immune",
        &[
            ("resist", resist.into()),
            ("immune", immune_names(v, immune).into()),
        ],
    )
}

/// The immunities on a line of their own; none: an empty string.
pub fn immune_words(v: V<'_>, immune: &[Immunity]) -> String {
    if immune.is_empty() {
        return String::new();
    }
    v.i18n.tr_args(
        "ui-ka-immune-line",
        &[("immune", immune_names(v, immune).into())],
    )
}

/// The names of the immunities, in a list.
fn immune_names(v: V<'_>, immune: &[Immunity]) -> String {
    let names: Vec<String> = immune
        .iter()
        .map(|i| {
            let name = match i {
                Immunity::Melee => "melee",
                Immunity::Ranged => "ranged",
                Immunity::Supernatural => "supernatural",
                Immunity::Everything => "everything",
            };
            v.i18n
                .tr_args("ui-ka-immunity", &[("immunity", name.into())])
        })
        .collect();
    names.join(", ")
}

/// The status tokens in a few words; none: an empty string.
pub fn token_words(v: V<'_>, t: &Tokens) -> String {
    let mut words = Vec::new();
    for status in STATUSES {
        let n = t.get(status);
        if n > 0 {
            words.push(v.i18n.tr_args(
                "ui-ka-token",
                &[("status", status.name().into()), ("n", i64::from(n).into())],
            ));
        }
    }
    words.join(" · ")
}

/// The five statuses in the manual's order (BBSSB).
pub const STATUSES: [Status; 5] = [
    Status::Bleed,
    Status::Burn,
    Status::Slow,
    Status::Stun,
    Status::Bless,
];

/// The selector word of a damage type.
pub fn kind_name(kind: Kind) -> &'static str {
    kind.name()
}

/// Two lines under everything: what is due now; the team's cards when the
/// strip has no room for them, and the keys, shown on hover.
fn help<'a>(v: V<'a>, cards: bool) -> Element<'a, Msg> {
    let st = v.state;
    let due: Vec<String> = Rules::reminders(v.setup, st)
        .iter()
        .map(|t| v.i18n.text(t))
        .collect();
    let keys = tooltip(
        container(v.dim(v.i18n.tr("ui-ka-keys-hint"))).id("ka-keys"),
        container(text(v.i18n.tr("ui-ka-keys")).size(theme::SMALL))
            .padding(6)
            .max_width(420)
            .style(container::rounded_box),
        tooltip::Position::Top,
    );
    container(
        column![
            text(due.join(" · "))
                .size(theme::SMALL * v.s)
                .wrapping(Wrapping::None),
            row![
                container(if cards {
                    stock(v, theme::SMALL * v.s, false)
                } else {
                    text("").into()
                })
                .id("ka-stock"),
                container(keys)
                    .width(Length::Fill)
                    .align_right(Length::Fill),
            ]
            .spacing(12),
        ]
        .spacing(2),
    )
    .id("ka-help")
    .height(Length::Fixed(HELP * v.s))
    .width(Length::Fill)
    .clip(true)
    .into()
}
