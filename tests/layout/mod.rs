//! What the layout test checks on one screen: every widget inside the
//! window, nothing covered, nothing under a scrollbar, no text wider or
//! taller than its box, and no field's words (what was typed, or its
//! placeholder when empty) wider than the field (see tests/ui_layout.rs).
#![allow(dead_code)]

use std::collections::HashMap;

use iced::{Point, Rectangle, Size};
use iced_test::core::text::{self as core_text, Paragraph as _};
use iced_test::selector::Candidate;
use tablekeeper::ui::App;

use crate::ui_common;

/// What a look at one screen saw.
#[derive(Debug, Clone)]
enum Seen {
    Text {
        bounds: Rectangle,
        visible: Option<Rectangle>,
        content: String,
    },
    Field {
        bounds: Rectangle,
        visible: Option<Rectangle>,
        content: String,
    },
    Other {
        bounds: Rectangle,
        visible: Option<Rectangle>,
    },
    Scroll {
        bounds: Rectangle,
        content: Rectangle,
    },
}

const EPS: f32 = 0.5;

/// The small text's size (theme::SMALL).
const SMALL: f32 = 13.0;

fn inside(a: Rectangle, b: Rectangle) -> bool {
    a.x >= b.x - EPS
        && a.y >= b.y - EPS
        && a.x + a.width <= b.x + b.width + EPS
        && a.y + a.height <= b.y + b.height + EPS
}

/// The area two rectangles share, if more than a sliver.
fn overlap(a: Rectangle, b: Rectangle) -> bool {
    let w = (a.x + a.width).min(b.x + b.width) - a.x.max(b.x);
    let h = (a.y + a.height).min(b.y + b.height) - a.y.max(b.y);
    w > 1.0 && h > 1.0
}

/// The measurer: whether `content` fits a box of `bounds`, with the size
/// the box's height implies for one, two, … lines.
pub struct Measure {
    font: iced::Font,
    cache: HashMap<(String, u32, u32), bool>,
}

/// The body text's size (theme::BODY): a field's, unless its height says
/// it is smaller.
const BODY: f32 = 16.0;

impl Measure {
    /// A measurer in the window's font.
    pub fn new() -> Self {
        Measure {
            font: ui_common::settings().default_font,
            cache: HashMap::new(),
        }
    }

    /// Whether a field of `bounds` shows `content` whole on its one line:
    /// what was typed, or while it is empty its placeholder (iced's text
    /// input hands the selector the placeholder then, as it draws it). A
    /// field is its text at the body size with the same padding all round;
    /// one lower than the body size's line is taken at the size its height
    /// implies. That is exact for every field of body-size text, however
    /// padded; a game's fields scaled up with a big window (The King's
    /// Armory's, Kharnage's, at 1920×1080) have their larger text measured
    /// at the body size, the extra height taken as padding, which asks for
    /// a little less room than they need (taken as scaled whole, Hero
    /// Realms' well-padded fields would be refused that fit). What does
    /// not fit is cut at the field's edge ("Kopfgel").
    fn field_fits(&mut self, content: &str, bounds: Rectangle) -> bool {
        let size = BODY.min(bounds.height / 1.3);
        let padding = ((bounds.height - 1.3 * size) / 2.0).max(0.0);
        let room = bounds.width - 2.0 * padding;
        let p = <iced::Renderer as core_text::Renderer>::Paragraph::with_text(core_text::Text {
            content,
            bounds: Size::new(f32::INFINITY, f32::INFINITY),
            size: size.into(),
            line_height: core_text::LineHeight::default(),
            font: self.font,
            align_x: core_text::Alignment::Default,
            align_y: iced::alignment::Vertical::Top,
            shaping: core_text::Shaping::default(),
            wrapping: core_text::Wrapping::None,
        });
        p.min_bounds().width <= room + 1.0
    }

    fn fits(&mut self, content: &str, bounds: Rectangle) -> bool {
        let key = (
            content.to_owned(),
            (bounds.width * 4.0) as u32,
            (bounds.height * 4.0) as u32,
        );
        if let Some(&fits) = self.cache.get(&key) {
            return fits;
        }
        let lines = content.lines().count().max(1);
        let measure = |size: f32| {
            let p =
                <iced::Renderer as core_text::Renderer>::Paragraph::with_text(core_text::Text {
                    content,
                    bounds: Size::new(bounds.width + 1.0, f32::INFINITY),
                    size: size.into(),
                    line_height: core_text::LineHeight::default(),
                    font: self.font,
                    align_x: core_text::Alignment::Default,
                    align_y: iced::alignment::Vertical::Top,
                    shaping: core_text::Shaping::default(),
                    wrapping: core_text::Wrapping::Word,
                });
            p.min_bounds()
        };
        // A box as tall as its lines: the size its height implies.
        let fits = (lines..lines + 6).any(|n| {
            let size = bounds.height / (1.3 * n as f32);
            let m = measure(size);
            size >= 4.0 && m.width <= bounds.width + 1.0 && (m.height - bounds.height).abs() < 1.0
        }) || {
            // A box made taller by a parent of fixed height (a button):
            // the small size, the least the screens use, or the size a box
            // lower than its line allows, if that is still legible.
            let size = (bounds.height / 1.3).min(SMALL);
            let m = measure(size);
            size >= 8.0 && m.width <= bounds.width + 1.0 && m.height <= bounds.height + 1.0
        };
        self.cache.insert(key, fits);
        fits
    }
}

/// Everything wrong with the screen `app` shows in a window of `size`;
/// for a play screen that scrolls (larger text), also once scrolled to
/// its end, as a person reaches its log.
pub fn problems(app: &App, size: Size, measure: &mut Measure) -> Vec<String> {
    let mut found = problems_in(ui_common::sim(app, size), size, measure);
    let mut ui = ui_common::sim(app, size);
    if ui
        .find(iced::widget::Id::from(tablekeeper::ui::PLAY_STACKED))
        .is_ok()
    {
        // The wheel over the page's own scrollbar, beside every seat.
        ui.point_at(Point::new(size.width - 20.0, size.height / 2.0));
        let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::WheelScrolled {
            delta: iced::mouse::ScrollDelta::Pixels {
                x: 0.0,
                y: -20_000.0,
            },
        })]);
        for p in problems_in(ui, size, measure) {
            if !found.contains(&p) {
                found.push(format!("{p} (scrolled to the end)"));
            }
        }
    }
    found
}

/// Everything wrong with what `ui` shows in a window of `size`.
fn problems_in(
    mut ui: iced_test::Simulator<'_, tablekeeper::ui::Message>,
    size: Size,
    measure: &mut Measure,
) -> Vec<String> {
    let mut seen = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        seen.push(match c {
            Candidate::Text {
                bounds,
                visible_bounds,
                content,
                ..
            } => Seen::Text {
                bounds,
                visible: visible_bounds,
                content: content.to_owned(),
            },
            Candidate::TextInput {
                bounds,
                visible_bounds,
                state,
                ..
            } => Seen::Field {
                bounds,
                visible: visible_bounds,
                content: state.text().to_owned(),
            },
            Candidate::Scrollable {
                bounds,
                content_bounds,
                ..
            } => Seen::Scroll {
                bounds,
                content: content_bounds,
            },
            Candidate::Container {
                bounds,
                visible_bounds,
                ..
            }
            | Candidate::Focusable {
                bounds,
                visible_bounds,
                ..
            }
            | Candidate::Custom {
                bounds,
                visible_bounds,
                ..
            } => Seen::Other {
                bounds,
                visible: visible_bounds,
            },
        });
        None::<()>
    });
    let window = Rectangle::new(Point::ORIGIN, size);
    let scrolls: Vec<(Rectangle, Rectangle)> = seen
        .iter()
        .filter_map(|s| match s {
            Seen::Scroll { bounds, content } => Some((*bounds, *content)),
            _ => None,
        })
        .collect();
    // The strips a scrollbar shows in: the right edge of one whose content
    // is taller than it, the bottom of one whose content is wider.
    let bars: Vec<Rectangle> = scrolls
        .iter()
        .flat_map(|(b, c)| {
            let mut v = Vec::new();
            if c.height > b.height + EPS {
                v.push(Rectangle::new(
                    Point::new(b.x + b.width - 10.0, b.y),
                    Size::new(10.0, b.height),
                ));
            }
            if c.width > b.width + EPS {
                v.push(Rectangle::new(
                    Point::new(b.x, b.y + b.height - 10.0),
                    Size::new(b.width, 10.0),
                ));
            }
            v
        })
        .collect();
    let sideways = |r: Rectangle| {
        scrolls
            .iter()
            .any(|(b, c)| c.width > b.width + EPS && overlap(*b, r))
    };
    let texts: Vec<(Rectangle, &str)> = seen
        .iter()
        .filter_map(|s| match s {
            Seen::Text {
                bounds, content, ..
            } => Some((*bounds, content.as_str())),
            _ => None,
        })
        .collect();
    let mut found = Vec::new();
    let mut labelled: Vec<(Rectangle, String)> = Vec::new();
    for s in &seen {
        let (bounds, visible, what) = match s {
            Seen::Text {
                bounds,
                visible,
                content,
            } => (*bounds, *visible, format!("text {content:?}")),
            Seen::Field {
                bounds,
                visible,
                content,
            } => (*bounds, *visible, format!("field {content:?}")),
            Seen::Other { bounds, visible } => (*bounds, *visible, "a widget".to_owned()),
            Seen::Scroll { bounds, .. } => {
                // One inside another's content is seen through that one's
                // view: what is beyond it is scrolled out of view, as its
                // texts are.
                let visible = scrolls
                    .iter()
                    .filter(|(b, c)| b != bounds && inside(*bounds, *c))
                    .try_fold(*bounds, |v, (b, _)| v.intersection(b));
                (*bounds, visible, "a scrollable".to_owned())
            }
        };
        let Some(visible) = visible else {
            // Wholly scrolled out of view: the scrollbar reaches it.
            continue;
        };
        if !inside(visible, window) {
            found.push(format!("{what} at {bounds:?} is not inside the window"));
            continue;
        }
        let cut_across =
            (visible.x - bounds.x).abs() > EPS || (visible.width - bounds.width).abs() > EPS;
        if cut_across && !sideways(visible) {
            found.push(format!(
                "{what} at {bounds:?} is cut to {visible:?} across a scrollable that only scrolls up and down"
            ));
        }
        if let Seen::Other { .. } = s {
            // A button: a box that holds a label with no more than its
            // padding around it. It is under the scrollbar if it reaches it.
            let holds = |t: &Rectangle| {
                inside(*t, bounds)
                    && t.x - bounds.x <= 16.0
                    && t.y - bounds.y <= 16.0
                    && bounds.x + bounds.width - t.x - t.width <= 16.0
                    && bounds.y + bounds.height - t.y - t.height <= 16.0
            };
            let control = texts.iter().any(|(t, _)| holds(t));
            // A ± square: never below 80 % of the 44 px target, the least
            // a cramped seat may give it (widget::number::square).
            let square = texts
                .iter()
                .any(|(t, c)| holds(t) && matches!(*c, "−" | "+" | "-"));
            if square && bounds.width.min(bounds.height) < 0.8 * 44.0 - EPS {
                found.push(format!(
                    "the ± button at {bounds:?} is smaller than 80 % of 44 px"
                ));
            }
            if control && let Some(bar) = bars.iter().find(|bar| overlap(**bar, visible)) {
                found.push(format!(
                    "the button at {bounds:?} is under the scrollbar at {bar:?}"
                ));
            }
        }
        if !matches!(s, Seen::Text { .. } | Seen::Field { .. }) {
            continue;
        }
        if let Some(bar) = bars.iter().find(|bar| overlap(**bar, visible)) {
            found.push(format!(
                "{what} at {bounds:?} is under the scrollbar at {bar:?}"
            ));
        }
        if let Seen::Text { content, .. } = s
            && !content.trim().is_empty()
            && !measure.fits(content, bounds)
        {
            found.push(format!("{what} does not fit its box {bounds:?}"));
        }
        if let Seen::Field { content, .. } = s
            && !content.trim().is_empty()
            && !measure.field_fits(content, bounds)
        {
            found.push(format!("{what} is cut off by its field {bounds:?}"));
        }
        for (other, name) in &labelled {
            if overlap(*other, visible) {
                found.push(format!("{what} at {bounds:?} overlaps {name} at {other:?}"));
            }
        }
        labelled.push((visible, what));
    }
    found
}
