//! The King's Armory page: a strip across the top (the Castle Gate big and first, the wave and the round or between-waves step, the gold, the team's cards, the dice), the allies' tiles, the foes by level or the between-waves steps (`foes`, `between`), the side panel (`panel`), reminders and keys.

use iced::widget::text::Wrapping;
use iced::widget::{column, container, progress_bar, responsive, row, text, tooltip};
use iced::{Element, Length, Size, Theme};

use super::body::{Body, Msg, refusal};
use crate::i18n::I18n;
use crate::rules::Text;
use crate::rules::kings_armory::{
    Action, Immunity, Kind, Phase, Resist, Rules, Setup, State, Status, Tokens,
};
use crate::ui::{theme, widget};

/// The gap between the parts of the page.
pub const GAP: f32 = 8.0;
/// The least height of an ally's tile at scale 1: its padding, its name
/// and − HP + a finger high.
const TILE_MIN: f32 = 98.0;
/// The narrowest an ally's tile is at scale 1 to hold its lines beside
/// the number.
const WIDE: f32 = 275.0;
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
    /// The side panel's width.
    pub panel: f32,
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

    /// The width of a page of the side panel, inside its padding.
    pub fn page_width(&self) -> f32 {
        (self.panel - 24.0).max(1.0)
    }

    /// "{label}: {n}" in the language's words.
    pub fn count(&self, key: &str, n: i64) -> String {
        self.i18n.tr_args(
            "ui-ka-count",
            &[("label", self.i18n.tr(key).into()), ("n", n.into())],
        )
    }
}

pub use crate::ui::widget::text_width;

/// How many lines `words` take at `size` in a box `width` wide, wrapped
/// at spaces; none when a word is wider than the box.
pub fn lines(words: &str, size: f32, width: f32) -> Option<usize> {
    let wide = |w: &str| text_width(w, size);
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
            panel: panel_w,
        };
        let top = 64.0 * s;
        let left_w = (space.width - panel_w - GAP).max(1.0);
        let middle = (space.height - top - HELP * s - 2.0 * GAP).max(1.0);
        // The heroes' tiles hold − HP + with two lines beside (two rows
        // of them from three allies on, as space allows); the foes (or,
        // between waves, the seven steps) have the rest.
        let allies = state.heroes.len()
            + state.hireables.len()
            + usize::from(body.picks.guardian(state).is_some());
        let rows = if allies > 2 { 2.0 } else { 1.0 };
        // Narrow tiles (a small window, or three a row) get more, as their
        // lines go under the number there.
        let cols = if allies > 2 {
            allies.div_ceil(2)
        } else {
            allies.max(1)
        } as f32;
        let tile_w = (left_w - 10.0 * (cols - 1.0)) / cols;
        let share = if tile_w >= WIDE * s { 0.44 } else { 0.52 };
        let allies_h = (middle * share)
            .max(rows * TILE_MIN * s + (rows - 1.0) * 10.0)
            .min(middle * 0.52);
        let foes = Size::new(left_w, (middle - allies_h - GAP).max(1.0));
        let foes_part = if state.phase == Phase::Between {
            super::between::sequence(v, foes)
        } else {
            super::foes::board(v, foes)
        };
        let cards = super::strip::cards_fit(v, space.width);
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
            container(super::strip::strip(v, space.width))
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
    token_list(v, t).join(" · ")
}

/// Each status a character carries, in a few words ("Bleed 2").
pub fn token_list(v: V<'_>, t: &Tokens) -> Vec<String> {
    STATUSES
        .iter()
        .filter(|status| t.get(**status) > 0)
        .map(|status| {
            v.i18n.tr_args(
                "ui-ka-token",
                &[
                    ("status", status.name().into()),
                    ("n", i64::from(t.get(*status)).into()),
                ],
            )
        })
        .collect()
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
                    super::strip::stock(v, theme::SMALL * v.s, false)
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
