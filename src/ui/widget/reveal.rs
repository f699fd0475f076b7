//! Brings the widget with the keyboard's focus into view: after Tab moves
//! the focus to a button or field below (or above) what a scrollable page
//! shows, the page scrolls just enough to show it with a little room, as a
//! browser does. Only the innermost scrollable around it moves.

use iced::Task;
use iced::advanced::widget::operation::{Focusable, Operation, Outcome, Scrollable};
use iced::advanced::widget::{Id, operate};
use iced::widget::scrollable::AbsoluteOffset;
use iced::{Rectangle, Vector};

/// The room kept between the focused widget and the page's edge, so its
/// focus ring shows too.
const ROOM: f32 = 12.0;

/// The task that scrolls the focused widget into view (nothing if it is
/// in view, or in no scrollable).
pub fn reveal<M: Send + 'static>() -> Task<M> {
    operate::<()>(Find::default()).discard()
}

/// A scrollable met on the way: its place in the order they are met, its
/// bounds, its content's bounds and how far it is scrolled.
#[derive(Debug, Clone, Copy)]
struct Met {
    index: usize,
    bounds: Rectangle,
    content: Rectangle,
    translation: Vector,
}

/// The first pass: which scrollable holds the focused widget, and by how
/// much it must scroll.
#[derive(Default)]
struct Find {
    /// Scrollables met so far.
    count: usize,
    /// The scrollable just met, whose content the next traversal walks.
    pending: Option<Met>,
    /// The scrollables around the widget being walked, innermost last.
    around: Vec<Option<Met>>,
    /// The scrollable to move and by how much.
    found: Option<(usize, f32, Rectangle, Rectangle)>,
}

impl Operation for Find {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let met = self.pending.take();
        self.around.push(met);
        operate(self);
        self.around.pop();
    }

    fn container(&mut self, _id: Option<&Id>, _bounds: Rectangle) {
        self.pending = None;
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        content: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        self.pending = Some(Met {
            index: self.count,
            bounds,
            content,
            translation,
        });
        self.count += 1;
    }

    fn focusable(&mut self, _id: Option<&Id>, bounds: Rectangle, state: &mut dyn Focusable) {
        if !state.is_focused() {
            return;
        }
        let Some(met) = self.around.iter().rev().find_map(|m| *m) else {
            return;
        };
        let top = bounds.y - met.translation.y;
        let bottom = top + bounds.height;
        let shown = met.bounds;
        let by = if top < shown.y + ROOM {
            top - shown.y - ROOM
        } else if bottom > shown.y + shown.height - ROOM {
            // A widget taller than the page shows its top.
            (bottom - shown.y - shown.height + ROOM).min(top - shown.y - ROOM)
        } else {
            return;
        };
        self.found = Some((met.index, by, met.bounds, met.content));
    }

    fn finish(&self) -> Outcome<()> {
        match self.found {
            Some((index, by, bounds, content)) => Outcome::Chain(Box::new(Scroll {
                count: 0,
                index,
                by,
                bounds,
                content,
            })),
            None => Outcome::None,
        }
    }
}

/// The second pass: the scrollable found scrolls.
struct Scroll {
    count: usize,
    index: usize,
    by: f32,
    bounds: Rectangle,
    content: Rectangle,
}

impl Operation for Scroll {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        _bounds: Rectangle,
        _content: Rectangle,
        _translation: Vector,
        state: &mut dyn Scrollable,
    ) {
        if self.count == self.index {
            state.scroll_by(
                AbsoluteOffset { x: 0.0, y: self.by },
                self.bounds,
                self.content,
            );
        }
        self.count += 1;
    }
}
