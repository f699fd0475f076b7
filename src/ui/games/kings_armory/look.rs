//! The shared look of The King's Armory page, below its parts: what a
//! part is given to draw itself ([`V`], with the rules' answers for its
//! buttons), tooltips, text measures, and the words for HP, resistances
//! and status tokens.

use iced::widget::text::Wrapping;
use iced::widget::{Space, container, progress_bar, stack, text, tooltip};
use iced::{Border, Element, Length, Theme};

use super::body::{Body, Msg};
use crate::i18n::I18n;
use crate::rules::Text;
use crate::rules::kings_armory::{Ask, Immunity, Kind, Resist, Setup, State, Status, Tokens};
use crate::ui::{theme, widget};

/// The gap between the parts of the page.
pub const GAP: f32 = 8.0;

/// The id of the ring over the lit control (only the lit one has it).
pub const LIT: &str = "ka-lit";

/// The id of the side panel's scrolled page.
pub const PAGE: &str = "ka-page";

/// The entering monster's immunities, with their selector words.
pub const IMMUNITIES: [(Immunity, &str); 4] = [
    (Immunity::Melee, "melee"),
    (Immunity::Ranged, "ranged"),
    (Immunity::Supernatural, "supernatural"),
    (Immunity::Everything, "everything"),
];
/// An instant defeat's attack types, none first (an effect of no type).
pub const INSTANT_KINDS: [Option<Kind>; 4] = [
    None,
    Some(Kind::Melee),
    Some(Kind::Ranged),
    Some(Kind::Supernatural),
];

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
    /// The page's scale: its boxes, and its words at their ordinary sizes
    /// ([`theme::ordinary`]), are multiplied by it. It holds the text size
    /// (Settings → Text size): the page grows whole.
    pub s: f32,
    /// The side panel's width.
    pub panel: f32,
}

impl<'a> V<'a> {
    /// `msg` if the page may act.
    pub fn on(&self, msg: Msg) -> Option<Msg> {
        self.live.then_some(msg)
    }

    /// What the rules would say to the button's action; none if they
    /// would take it. Worked out when the game or the page changed (see
    /// [`Body::legal`]), only read here.
    pub fn why(&self, ask: Ask) -> Option<Text> {
        #[cfg(test)]
        ASKED.with(|asked| asked.borrow_mut().push(ask));
        self.body.legal().why(ask).cloned()
    }

    /// `msg` if the page may act and the rules would take the button's
    /// action.
    pub fn allowed(&self, ask: Ask, msg: Msg) -> (Option<Msg>, Option<Text>) {
        if !self.live {
            return (None, None);
        }
        match self.why(ask) {
            Some(why) => (None, Some(why)),
            None => (Some(msg), None),
        }
    }

    /// Small dim words.
    pub fn dim(&self, words: String) -> Element<'a, Msg> {
        text(words)
            .size(theme::ordinary::small() * self.s)
            .wrapping(Wrapping::None)
            .style(|t: &Theme| text::Style {
                color: Some(widget::dim(t)),
            })
            .into()
    }

    /// Small dim words that wrap.
    pub fn note(&self, words: String) -> Element<'a, Msg> {
        text(words)
            .size(theme::ordinary::small() * self.s)
            .style(|t: &Theme| text::Style {
                color: Some(widget::dim(t)),
            })
            .into()
    }

    /// A small choice ([`widget::choice`]) at the page's scale.
    pub fn choice(
        &self,
        words: String,
        on: bool,
        msg: Option<Msg>,
        width: Option<f32>,
    ) -> Element<'a, Msg> {
        let size = [
            theme::ordinary::small() * self.s,
            widget::CHOICE_HEIGHT * self.s,
        ];
        widget::choice_sized(words, size, on, msg, width)
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
            container(text(words).size(theme::small()))
                .padding(6)
                .max_width(320)
                .style(container::rounded_box),
            tooltip::Position::Bottom,
        )
        .into(),
        None => content.into(),
    }
}

/// `content`, the control `id`, with the keyboard's highlight ringed
/// over it when it is lit (see `cursor`): the ring is drawn on top, in the
/// focus colour, so nothing moves as the light goes from one to the next,
/// and the pointer reaches the control through it.
pub fn ring<'a>(v: V<'a>, id: &str, content: impl Into<Element<'a, Msg>>) -> Element<'a, Msg> {
    let content = content.into();
    let size = content.as_widget().size();
    let lit = v.body.lit() == Some(id);
    let edge = container(Space::new());
    // Only the lit ring has an id: the task that scrolls it into view
    // looks for it.
    let edge = if lit { edge.id(LIT) } else { edge };
    let edge = edge
        .width(Length::Fill)
        .height(Length::Fill)
        .style(move |t: &Theme| {
            if !lit {
                return container::Style::default();
            }
            container::Style {
                // The text's colour: it stands out from the page and from
                // every button's fill, in every theme.
                border: Border {
                    color: t.extended_palette().background.base.text,
                    width: 3.0,
                    radius: 4.0.into(),
                },
                ..container::Style::default()
            }
        });
    stack![content, edge]
        .width(size.width)
        .height(size.height)
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

#[cfg(test)]
thread_local! {
    /// The buttons the parts asked about, for the tests.
    static ASKED: std::cell::RefCell<Vec<Ask>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The buttons the parts asked about since the last call (tests only).
#[cfg(test)]
pub fn take_asked() -> Vec<Ask> {
    ASKED.with(|asked| std::mem::take(&mut *asked.borrow_mut()))
}
