//! A unit's line in a Heroes of Karth seat: its name (a click targets
//! it), flags, HP and bar, −1 and +1, laid out for the seat's width.

use iced::widget::text::Wrapping;
use iced::widget::{button, column, container, progress_bar, row, text};
use iced::{Alignment, Element, Length};

use super::body::{Body, Msg};
use super::seats::width_of;
use crate::i18n::I18n;
use crate::rules::karth::Unit;
use crate::ui::{theme, widget};

/// The height of a unit's line in a seat `width` wide.
pub(super) fn unit_height(width: f32) -> f32 {
    if width >= NARROW {
        widget::TARGET
    } else {
        2.0 * widget::TARGET + 4.0
    }
}

/// Below this width a unit's name has a line of its own.
const NARROW: f32 = 250.0;
/// From this width a unit's HP and bar have a column of their own.
const WIDE: f32 = 380.0;
impl Body {
    /// A unit: its name (click: target it), flags, HP bar, −1 and +1. A unit
    /// gone this turn keeps its line, empty and disabled. A seat `width`
    /// wide gives the HP a column of its own; a narrower one puts the HP
    /// and its bar under the name, in the name's button; the narrowest puts
    /// the name on a line of its own.
    pub(super) fn unit_line<'a>(
        &'a self,
        u: &'a Unit,
        alive: bool,
        i18n: &'a I18n,
        editable: bool,
        width: f32,
    ) -> Element<'a, Msg> {
        let on = |m: Msg| (editable && alive).then_some(m);
        let id = u.id;
        let targeted = alive && self.is_target(id);
        let (title, hp_words, flags) = unit_words(u, alive, i18n);
        let left = if alive { u.hp_left() } else { 0 };
        let bar = |girth: f32| {
            progress_bar(0.0..=u.hp.max(1) as f32, left as f32)
                .length(Length::Fill)
                .girth(Length::Fixed(girth))
        };
        let squares = 2.0 * widget::TARGET + 12.0;
        let hp_w = (width_of(&hp_words, theme::body()) + 4.0).max(72.0);
        let (name_w, inside) = if width >= WIDE {
            (width - hp_w - squares - 6.0, false)
        } else if width >= NARROW {
            (width - squares, true)
        } else {
            (width, false)
        };
        // The words the button has room for (its padding is 8 a side).
        let fit = |words: &str, size: f32| {
            let room = ((name_w - 16.0) / (size * 0.62)).max(4.0) as usize;
            widget::short(words, room)
        };
        let second = if inside {
            let mut words = vec![hp_words.clone()];
            words.extend(flags.iter().cloned());
            words.join(" · ")
        } else {
            flags.join(" · ")
        };
        let mut label = column![
            text(fit(&title, theme::body()))
                .size(theme::body())
                .wrapping(Wrapping::None),
            text(fit(&second, theme::small()))
                .size(theme::small())
                .wrapping(Wrapping::None),
        ]
        .spacing(0);
        if inside {
            label = label.push(bar(3.0));
        }
        let name = container(
            button(label)
                .style(if targeted {
                    button::primary
                } else {
                    button::secondary
                })
                .padding([1, 8])
                .width(Length::Fill)
                .height(widget::TARGET)
                .clip(true)
                .on_press_maybe(on(Msg::Target(id))),
        )
        .id(format!("karth-target-{id}"))
        .width(Length::Fill);
        let hp = |width: Length| {
            column![
                text(hp_words.clone())
                    .size(theme::body())
                    .wrapping(Wrapping::None),
                bar(8.0),
            ]
            .spacing(4)
            .width(width)
        };
        let hurt =
            container(widget::step("−", 1.0, on(Msg::Damage(id)))).id(format!("karth-hurt-{id}"));
        let heal =
            container(widget::step("+", 1.0, on(Msg::Heal(id)))).id(format!("karth-heal-{id}"));
        if width >= WIDE {
            row![name, hp(Length::Fixed(hp_w)), hurt, heal]
                .spacing(6)
                .align_y(Alignment::Center)
                .into()
        } else if inside {
            row![name, hurt, heal]
                .spacing(6)
                .align_y(Alignment::Center)
                .into()
        } else {
            // A narrow seat: the name on its own line, then −, + and the HP.
            column![
                name,
                row![hurt, heal, hp(Length::Fill)]
                    .spacing(6)
                    .align_y(Alignment::Center)
            ]
            .spacing(4)
            .into()
        }
    }
}

/// A unit's line's words: its title (its number and name, or that it is
/// gone), its HP left of its most, and its flags.
fn unit_words(u: &Unit, alive: bool, i18n: &I18n) -> (String, String, Vec<String>) {
    let mut flags = Vec::new();
    for (on_flag, key) in [
        (u.hidden, "ui-karth-hidden"),
        (u.stunned, "ui-karth-stunned"),
        (u.new_spawn, "ui-karth-new"),
    ] {
        if on_flag && alive {
            flags.push(i18n.tr(key));
        }
    }
    let title = if alive {
        format!("#{} {}", u.id, widget::short(&u.name, 24))
    } else {
        i18n.tr_args(
            "ui-karth-gone",
            &[("unit", widget::short(&u.name, 20).into())],
        )
    };
    let left = if alive { u.hp_left() } else { 0 };
    let hp_words = i18n.tr_args(
        "ui-karth-hp-left",
        &[("left", left.into()), ("max", u.hp.into())],
    );
    (title, hp_words, flags)
}
