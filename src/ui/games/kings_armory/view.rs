//! The King's Armory page: the Castle Gate big and first with the wave, the
//! round, the gold and the dice in a strip across the top; the heroes and
//! hireables in fixed seat tiles; the monsters of the wave as cards that
//! scroll inside their panel; the side panel (`panel`); reminders and keys.

use iced::widget::text::Wrapping;
use iced::widget::{
    Column, Row, button, column, container, mouse_area, progress_bar, responsive, row, scrollable,
    text, tooltip,
};
use iced::{Alignment, Border, Element, Length, Size, Theme};

use super::body::{Body, Msg, refusal};
use crate::i18n::I18n;
use crate::rules::Text;
use crate::rules::common::Color;
use crate::rules::kings_armory::{
    Action, Character, Immunity, Kind, Mode, Monster, Phase, Resist, Rules, Setup, Side, State,
    Status, Tokens,
};
use crate::ui::icon::{self, Resource};
use crate::ui::{theme, widget};

/// The gap between the parts of the page.
pub const GAP: f32 = 8.0;
/// The help lines' height: two lines of small text.
const HELP: f32 = 36.0;
/// The body's size at scale 1: the play frame's body at 1280×800 with the
/// log open (at 1024×600 it is smaller and keeps scale 1).
const DESIGN: Size = Size::new(912.0, 600.0);
/// The narrowest a monster card gets.
const CARD_W: f32 = 180.0;
/// A hireable tile's colour (hireables belong to the whole team).
const HIREABLE: Color = Color::rgb(0x8c, 0x8c, 0x8c);

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
    /// The side panel's width.
    pub panel_w: f32,
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
            panel_w,
        };
        let top = 64.0 * s;
        let left_w = (space.width - panel_w - GAP).max(1.0);
        let middle = (space.height - top - HELP * s - 2.0 * GAP).max(1.0);
        let allies_h = middle * 0.52;
        let monsters_h = (middle - allies_h - GAP).max(1.0);
        let left = column![
            container(allies(v))
                .width(Length::Fill)
                .height(Length::Fixed(allies_h)),
            container(monster_cards(v, Size::new(left_w, monsters_h)))
                .id("ka-monsters")
                .width(Length::Fill)
                .height(Length::Fixed(monsters_h)),
        ]
        .spacing(GAP)
        .width(Length::Fixed(left_w));
        column![
            container(strip(v))
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
            help(v),
        ]
        .spacing(GAP)
        .into()
    })
    .into()
}

/// The strip across the top: the gate, the wave and round, the gold, the
/// dice, the stock.
fn strip<'a>(v: V<'a>) -> Element<'a, Msg> {
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
    let gate = row![
        icon::resource(Resource::Gate, 40.0 * s),
        column![
            row![
                text(value.to_string())
                    .size(theme::BIG * 0.75 * s)
                    .wrapping(Wrapping::None),
                text(format!("/ {}", st.gate_max))
                    .size(theme::BODY * s)
                    .wrapping(Wrapping::None),
            ]
            .spacing(4)
            .align_y(Alignment::End),
            progress_bar(0.0..=st.gate_max.max(1) as f32, fill as f32)
                .length(Length::Fixed(110.0 * s))
                .girth(Length::Fixed(5.0 * s)),
            text(label).size(theme::SMALL * s).wrapping(Wrapping::None),
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
    let stock = column![
        v.dim(v.count("label-kings_armory-towers", st.towers)),
        v.dim(v.count("label-kings_armory-reinforcements", st.reinforcements)),
        v.dim(v.count("label-kings_armory-armory", st.armory)),
    ];
    row![
        gate,
        where_now(v),
        container(gold).id("ka-gold"),
        dice(v),
        stock
    ]
    .spacing(18.0 * s)
    .align_y(Alignment::Center)
    .into()
}

/// The wave and where in it the game is.
fn where_now<'a>(v: V<'a>) -> Element<'a, Msg> {
    let st = v.state;
    let gauntlet = i64::from(v.setup.mode == Mode::Gauntlet);
    let waves = i64::from(v.setup.final_wave().unwrap_or(0));
    let phase = match st.phase {
        Phase::Prepare => "prepare",
        Phase::Wave => "wave",
        Phase::Between => "between",
    };
    let side = if st.side == Side::Foes {
        "foes"
    } else {
        "players"
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
    let round = v.i18n.tr_args(
        "ui-ka-round",
        &[
            ("phase", phase.into()),
            ("side", side.into()),
            ("round", st.round.into()),
            ("healed", i64::from(st.healed).into()),
        ],
    );
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
            .on_press(msg),
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

/// The heroes, then the hireables, each in a seat tile of the grid.
fn allies<'a>(v: V<'a>) -> Element<'a, Msg> {
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
    let n = beside.max(under).clamp(0.8, 1.6);
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
    let bar = hp_bar(reverse, a.hp, a.max, 120.0);
    let info = v.dim(v.i18n.tr_args(
        "ui-ka-ally-line",
        &[
            ("heal", a.heal_rate.into()),
            ("resist", resist_words(v, a.resist, &[]).into()),
        ],
    ));
    let tokens = v.dim(token_words(v, a.tokens));
    let row_h = widget::TARGET * n;
    let content: Element<'a, Msg> = if side_by_side {
        row![
            number,
            column![bar, info, tokens].spacing(3).width(Length::Fill)
        ]
        .spacing(10)
        .align_y(Alignment::Center)
        .into()
    } else {
        let mut col = Column::new().spacing(3).push(number);
        if inner.height >= row_h + 12.0 {
            col = col.push(bar);
        }
        if inner.height >= row_h + 30.0 {
            col = col.push(info);
        }
        if inner.height >= row_h + 48.0 {
            col = col.push(tokens);
        }
        col.into()
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

/// The big number of a character and its label: HP left, or the damage
/// taken with reverse HP tracking.
pub fn hp_words(v: V<'_>, hp: i64, max: i64) -> (String, String) {
    if v.setup.reverse_hp {
        ((max - hp).max(0).to_string(), v.i18n.tr("ui-ka-damage"))
    } else {
        (hp.to_string(), v.i18n.tr("label-kings_armory-hp"))
    }
}

/// A bar of HP left, or of damage taken with reverse HP tracking.
pub fn hp_bar<'a>(reverse: bool, hp: i64, max: i64, width: f32) -> Element<'a, Msg> {
    let filled = if reverse { max - hp } else { hp };
    progress_bar(0.0..=max.max(1) as f32, filled.max(0) as f32)
        .length(Length::Fixed(width))
        .girth(Length::Fixed(7.0))
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
    v.i18n.tr_args(
        "ui-ka-resist-immune",
        &[
            ("resist", resist.into()),
            ("immune", names.join(", ").into()),
        ],
    )
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

/// The monsters of the wave as cards, in order of entry, a card for one
/// gone this round kept empty; they scroll inside their panel.
fn monster_cards<'a>(v: V<'a>, space: Size) -> Element<'a, Msg> {
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
        let facts = column![
            name,
            text(format!("{hp} · {kind}"))
                .size(theme::SMALL * 1.15 * v.s)
                .wrapping(Wrapping::None),
            hp_bar(
                v.setup.reverse_hp,
                m.hp,
                m.max,
                (size.width - widget::TARGET - 30.0).max(30.0)
            ),
            v.dim(resist_words(v, &m.resist, &m.immune)),
            v.dim(token_words(v, &m.tokens)),
        ]
        .spacing(2)
        .width(Length::Fill)
        .clip(true);
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

/// The selector word of a damage type.
pub fn kind_name(kind: Kind) -> &'static str {
    kind.name()
}

/// Two lines under everything: what is due now, and the keys.
fn help<'a>(v: V<'a>) -> Element<'a, Msg> {
    let due: Vec<String> = Rules::reminders(v.setup, v.state)
        .iter()
        .map(|t| v.i18n.text(t))
        .collect();
    container(
        column![
            text(due.join(" · "))
                .size(theme::SMALL * v.s)
                .wrapping(Wrapping::None),
            v.dim(v.i18n.tr("ui-ka-keys")),
        ]
        .spacing(2),
    )
    .id("ka-help")
    .height(Length::Fixed(HELP * v.s))
    .width(Length::Fill)
    .clip(true)
    .into()
}
