//! Hold to repeat: a ± button that, held down, sends its message again and
//! again (after [`DELAY`], then every [`EVERY`]), so a large correction is
//! one long press instead of twenty clicks. A short click still acts once.

use std::time::Duration;

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::{Operation, Tree, tree};
use iced::advanced::{Clipboard, Shell, Widget, overlay, renderer};
use iced::mouse::{self, Cursor};
use iced::time::Instant;
use iced::{Element, Event, Length, Rectangle, Size, Vector, touch, window};

/// How long a press must last before it starts repeating.
pub const DELAY: Duration = Duration::from_millis(500);
/// The time between repeats once they have started.
pub const EVERY: Duration = Duration::from_millis(120);

/// Wraps `content` (a button sending `message` on a click) so that holding
/// it repeats `message`. With no message it is the content unchanged.
pub fn hold<'a, M: Clone + 'a>(
    content: impl Into<Element<'a, M>>,
    message: Option<M>,
) -> Element<'a, M> {
    match message {
        Some(message) => Element::new(Hold {
            content: content.into(),
            message,
        }),
        None => content.into(),
    }
}

struct Hold<'a, M> {
    content: Element<'a, M>,
    message: M,
}

/// Where a press stands: since when it is held, when it next repeats, and
/// whether it has repeated (then its release must not act once more).
#[derive(Default)]
struct State {
    next: Option<Instant>,
    repeated: bool,
}

impl<M: Clone> Widget<M, iced::Theme, iced::Renderer> for Hold<'_, M> {
    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<State>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(State::default())
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(std::slice::from_ref(&self.content));
    }

    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &iced::Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        self.content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits)
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &iced::Renderer,
        operation: &mut dyn Operation,
    ) {
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: Cursor,
        renderer: &iced::Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        let over = cursor.is_over(layout.bounds());
        let state = tree.state.downcast_mut::<State>();
        let mut cursor_for_content = cursor;
        match event {
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left))
            | Event::Touch(touch::Event::FingerPressed { .. })
                if over =>
            {
                let next = Instant::now() + DELAY;
                *state = State {
                    next: Some(next),
                    repeated: false,
                };
                shell.request_redraw_at(next);
            }
            Event::Window(window::Event::RedrawRequested(now)) => {
                if let Some(next) = state.next {
                    if *now >= next {
                        // Slid off the button: the hold pauses, as a
                        // release there would not act either.
                        if over {
                            shell.publish(self.message.clone());
                            state.repeated = true;
                        }
                        let next = *now + EVERY;
                        state.next = Some(next);
                        shell.request_redraw_at(next);
                    } else {
                        shell.request_redraw_at(next);
                    }
                }
            }
            Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left))
            | Event::Touch(touch::Event::FingerLifted { .. } | touch::Event::FingerLost { .. }) => {
                // After repeats the release only lets go: the button sees
                // it with no cursor, so it resets without acting once more.
                if state.repeated {
                    cursor_for_content = Cursor::Unavailable;
                }
                *state = State::default();
            }
            _ => {}
        }
        self.content.as_widget_mut().update(
            &mut tree.children[0],
            event,
            layout,
            cursor_for_content,
            renderer,
            clipboard,
            shell,
            viewport,
        );
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: Cursor,
        viewport: &Rectangle,
        renderer: &iced::Renderer,
    ) -> mouse::Interaction {
        self.content.as_widget().mouse_interaction(
            &tree.children[0],
            layout,
            cursor,
            viewport,
            renderer,
        )
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut iced::Renderer,
        theme: &iced::Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: Cursor,
        viewport: &Rectangle,
    ) {
        self.content.as_widget().draw(
            &tree.children[0],
            renderer,
            theme,
            style,
            layout,
            cursor,
            viewport,
        );
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &iced::Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, iced::Theme, iced::Renderer>> {
        self.content.as_widget_mut().overlay(
            &mut tree.children[0],
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}
