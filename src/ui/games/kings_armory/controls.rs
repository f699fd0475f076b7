//! The controls the side panel's pages share: buttons the rules may
//! refuse (disabled, with the reason), choices, fields and titles. Below
//! the pages, above the shared look.

use iced::widget::text::Wrapping;
use iced::widget::{button, container, text, text_input};
use iced::{Alignment, Element, Length};

use super::body::{Field, Msg};
use super::look::{V, ring, tip};
use crate::rules::Text;
use crate::rules::kings_armory::Ask;
use crate::ui::{theme, widget};

/// The height of a control line.
pub const LINE: f32 = 40.0;

/// A button that sends `msg`, disabled with the rules' reason (in a
/// tooltip and returned) when they would refuse its action (`ask`).
pub fn act<'a>(
    v: V<'a>,
    label: String,
    ask: Ask,
    msg: Msg,
    id: String,
) -> (Element<'a, Msg>, Option<String>) {
    let (on, why) = v.allowed(ask, msg);
    let why = why.map(|w| v.i18n.text(&w));
    let b = button(
        text(label)
            .size(theme::ordinary::body() * v.s)
            .wrapping(Wrapping::None),
    )
    .height(Length::Fixed(LINE * v.s))
    .style(widget::primary)
    .on_press_maybe(on);
    let b = ring(v, &id, container(b).id(id.clone()));
    (tip(b, why.clone()), why)
}

/// As [`act`], filling its share of a row, its words on up to two lines.
pub fn act_fill<'a>(v: V<'a>, label: String, ask: Ask, msg: Msg, id: &str) -> Element<'a, Msg> {
    let (on, why) = v.allowed(ask, msg);
    fill_button(v, label, on, why, id.to_owned(), Wrapping::Word)
}

/// A finger-high button filling its share of a row, its words centred and
/// wrapped by `wrapping`; disabled (with `why` in a tooltip) without `on`.
pub fn fill_button<'a>(
    v: V<'a>,
    label: String,
    on: Option<Msg>,
    why: Option<Text>,
    id: String,
    wrapping: Wrapping,
) -> Element<'a, Msg> {
    let b = button(
        container(
            text(label)
                .size(theme::ordinary::small() * v.s)
                .wrapping(wrapping)
                .align_x(Alignment::Center),
        )
        .center_x(Length::Fill)
        .center_y(Length::Fill),
    )
    .padding([2, 4])
    .width(Length::Fill)
    .height(Length::Fixed(widget::TARGET * v.s))
    .style(widget::primary)
    .on_press_maybe(on);
    tip(
        ring(v, &id, container(b).id(id.clone()).width(Length::Fill)),
        why.map(|w| v.i18n.text(&w)),
    )
}

/// A choice among several: the chosen one stands out.
pub fn choice<'a>(v: V<'a>, label: String, on: bool, msg: Option<Msg>) -> Element<'a, Msg> {
    button(
        text(label)
            .size(theme::ordinary::body() * v.s)
            .wrapping(Wrapping::None),
    )
    .height(Length::Fixed(LINE * v.s))
    .style(if on {
        widget::primary
    } else {
        widget::secondary
    })
    .on_press_maybe(msg)
    .into()
}

/// A text field of the page, with its name as the hint: at least `width`
/// wide, and as wide as the hint needs.
pub fn input<'a>(v: V<'a>, f: Field, hint: String, width: f32, submit: Msg) -> Element<'a, Msg> {
    let size = theme::ordinary::body() * v.s;
    let pad = 8.0 * v.s;
    let width = widget::field_width(&hint, size, pad, width * v.s);
    let field = text_input(&hint, v.body.field(f))
        .id(f.id())
        .on_input_maybe(v.live.then_some(move |w| Msg::Field(f, w)))
        .on_submit_maybe(v.on(submit))
        .size(size)
        .padding(pad)
        .width(Length::Fixed(width));
    ring(v, &f.id(), field)
}

/// A small heading inside the panel.
pub fn title<'a>(v: V<'a>, words: String) -> Element<'a, Msg> {
    text(words)
        .size(theme::ordinary::body() * 1.1 * v.s)
        .wrapping(Wrapping::None)
        .into()
}
