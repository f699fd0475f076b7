//! Custom's dice, in the panel above the log: how many and how many
//! sides (typed, or picked among the usual dice), Roll, and the last roll
//! big. The keys pick a dice field (Alt+N, Alt+S) and type into it; the
//! field they type into wears the focus colour.

use iced::widget::{button, column, container, row, text, text_input};
use iced::{Alignment, Element, Length, Theme};

use crate::i18n::I18n;
use crate::random::Rng;
use crate::rules::Text;
use crate::rules::custom::{self, MAX_DICE, MAX_SIDES, MIN_SIDES};

use super::body::Msg;
use crate::ui::{theme, widget};

/// A field of the dice the keys type into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiceField {
    /// How many dice.
    Count,
    /// How many sides.
    Sides,
}

/// The id of the field for how many dice.
pub const COUNT_INPUT: &str = "dice-count";
/// The id of the dice's sides field.
pub const SIDES_INPUT: &str = "dice-sides";
/// The dice panel's width: the log's, under which it sits.
const PANEL_WIDTH: f32 = 320.0;
/// The height kept for the last roll: a line of big faces and its sum, or
/// two lines of small ones (ten dice of a thousand sides).
const LAST_HEIGHT: f32 = 64.0;
/// The dice one click picks.
pub const QUICK_DICE: [u32; 7] = [4, 6, 8, 10, 12, 20, 100];

/// The dice to roll, and where their results come from.
#[derive(Debug, Clone)]
pub struct Dice {
    /// How many, as typed: 1 to [`MAX_DICE`].
    pub count: String,
    /// The sides, as typed.
    pub sides: String,
    /// The source of the rolls (seeded from entropy; tests seed it).
    pub(super) rng: Rng,
    /// The field the keys type into, and whether the next digit starts it
    /// afresh (it does once picked, as a field whose text is selected).
    pub picked: Option<(DiceField, bool)>,
}

impl Default for Dice {
    fn default() -> Self {
        Dice {
            count: "1".into(),
            sides: "6".into(),
            rng: Rng::from_entropy(),
            picked: None,
        }
    }
}

impl Dice {
    /// Rolls the dice: the action carrying the results, or why the sides
    /// typed cannot be rolled.
    pub(super) fn roll(&mut self) -> Result<custom::Action, Text> {
        let sides = self
            .sides
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|s| (MIN_SIDES..=MAX_SIDES).contains(s))
            .ok_or_else(|| {
                Text::msg("ui-dice-sides")
                    .arg("min", MIN_SIDES)
                    .arg("max", MAX_SIDES)
                    .arg("value", self.sides.trim())
            })?;
        let count = self
            .count
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_DICE).contains(n))
            .ok_or_else(|| {
                Text::msg("ui-dice-count")
                    .arg("max", MAX_DICE)
                    .arg("value", self.count.trim())
            })?;
        let results = (0..count).map(|_| self.rng.die(sides)).collect();
        Ok(custom::Action::Roll { sides, results })
    }

    /// The roller, in the panel above the log: how many dice and their
    /// sides (3 d 6) with Roll, the usual dice a click away, and the last
    /// roll big in a box of fixed height, so that a roll moves nothing.
    pub(super) fn view<'a>(
        &'a self,
        last: Option<&'a (u32, Vec<u32>)>,
        i18n: &'a I18n,
        editable: bool,
    ) -> Element<'a, Msg> {
        let chosen = self.sides.trim().parse::<u32>().ok();
        let mut picks = row![].spacing(4);
        for sides in QUICK_DICE {
            picks = picks.push(widget::choice(
                die_name(i18n, sides),
                1.0,
                chosen == Some(sides),
                editable.then_some(Msg::DiceSides(sides.to_string())),
                None,
            ));
        }
        let mut count = text_input("1", &self.count)
            .id(COUNT_INPUT)
            .style(self.marked(DiceField::Count))
            .width(Length::Fixed(52.0))
            .size(theme::body());
        if editable {
            count = count.on_input(Msg::DiceCount).on_submit(Msg::Roll);
        }
        let mut sides = text_input("6", &self.sides)
            .id(SIDES_INPUT)
            .style(self.marked(DiceField::Sides))
            .width(Length::Fixed(70.0))
            .size(theme::body());
        if editable {
            sides = sides.on_input(Msg::DiceSides).on_submit(Msg::Roll);
        }
        let roll = container(
            button(text(i18n.tr("ui-dice-roll")).size(theme::body()))
                .padding([4, 18])
                .height(widget::button_height(theme::body(), 4.0))
                .style(widget::primary)
                .on_press_maybe(editable.then_some(Msg::Roll)),
        )
        .id("dice-roll");
        let shown: Element<'a, Msg> = match last {
            Some((sides, results)) => {
                let total: i64 = results.iter().map(|r| i64::from(*r)).sum();
                let faces = results
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join("  ");
                let what = i18n.text(
                    &Text::msg("ui-dice-last")
                        .arg("count", results.len())
                        .arg("sides", sides.to_string())
                        .arg("total", total),
                );
                // Ten dice of a thousand sides take two lines at body size.
                let size = if faces.chars().count() <= 20 {
                    theme::heading()
                } else {
                    theme::body()
                };
                column![text(faces).size(size), text(what).size(theme::small())]
                    .spacing(2)
                    .into()
            }
            None => text(i18n.tr("ui-dice-none")).size(theme::small()).into(),
        };
        column![
            text(i18n.tr("ui-dice")).size(theme::heading()),
            row![
                count,
                text(i18n.tr("ui-dice-d")).size(theme::body()),
                sides,
                roll
            ]
            .spacing(6)
            .align_y(Alignment::Center),
            picks.wrap().vertical_spacing(4),
            container(shown)
                .id("dice-last")
                .height(Length::Fixed(LAST_HEIGHT)),
        ]
        .spacing(8)
        .width(Length::Fixed(PANEL_WIDTH))
        .into()
    }

    /// What `field` holds now.
    pub fn text(&self, field: DiceField) -> &str {
        match field {
            DiceField::Count => &self.count,
            DiceField::Sides => &self.sides,
        }
    }

    /// The style of `field`: the focus colour on its border while the
    /// keys type into it.
    fn marked(
        &self,
        field: DiceField,
    ) -> impl Fn(&Theme, text_input::Status) -> text_input::Style + use<> {
        let on = self.picked.is_some_and(|(f, _)| f == field);
        move |t: &Theme, status| {
            let mut style = text_input::default(t, status);
            if on {
                style.border.color = t.extended_palette().primary.strong.color;
                style.border.width = 2.0;
            }
            style
        }
    }
}

/// A die's name in the language's notation ("d6", "W6").
fn die_name(i18n: &I18n, sides: u32) -> String {
    i18n.text(&Text::msg("ui-die").arg("sides", sides.to_string()))
}
