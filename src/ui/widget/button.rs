//! The window's button: iced's button (the same look, the same builder
//! calls) that the keyboard reaches too. Tab and Shift+Tab stop on it as on
//! a text field; while it has the focus, Enter or Space presses it (the
//! message a click sends, so the window's one-press rule applies as to a
//! click; a key held down presses once) and a ring in the theme's focus
//! colour shows it. A mouse press elsewhere takes its focus away, as a
//! text field's. A disabled button (no message) is never a stop. A pick
//! list is made a stop the same way ([`stepped`]): ↑ and ↓ pick from it.

pub use iced::widget::button::{Status, Style, danger, primary, secondary, text};

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::operation::Focusable;
use iced::advanced::widget::{Id, Operation, Tree, tree};
use iced::advanced::{Clipboard, Shell, Widget, overlay, renderer};
use iced::keyboard::{self, Key, key::Named};
use iced::mouse::{self, Cursor};
use iced::{Border, Color, Element, Event, Length, Padding, Rectangle, Size, Theme, Vector, touch};

use crate::ui::theme;

/// How far the focus ring reaches out of the button, and how thick its
/// coloured band is (it reaches 1 px in, over the button's edge).
const RING_OUT: f32 = 2.0;
const RING: f32 = 3.0;
/// The band in the page's colour just inside the ring, so that the ring
/// stands out on a filled button as well as on the page.
const GAP: f32 = 2.0;

thread_local! {
    /// Whether the buttons built on this thread are Tab stops: set by
    /// [`set_tab_stops`] before each view. Not on a game's board, whose
    /// body reads Tab and moves its own focus (nothing of the frame must
    /// come between its fields).
    static TAB_STOPS: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// Whether the buttons of the views built next on this thread take the
/// keyboard's focus (true) or are iced's plain buttons (false: the play
/// screen, whose keys are the game's).
pub fn set_tab_stops(on: bool) {
    TAB_STOPS.with(|t| t.set(on));
}

/// A button that Tab reaches: build it as iced's (see [`super::button()`]).
pub struct Button<'a, M> {
    inner: iced::widget::Button<'a, M>,
    on_press: Option<M>,
    id: Option<Id>,
    /// Whether it takes the focus ([`set_tab_stops`] when it was built).
    tab_stop: bool,
}

impl<'a, M: Clone + 'a> Button<'a, M> {
    /// A button showing `content`, disabled until it is given a message.
    pub fn new(content: impl Into<Element<'a, M>>) -> Self {
        Button {
            inner: iced::widget::Button::new(content),
            on_press: None,
            id: None,
            tab_stop: TAB_STOPS.with(std::cell::Cell::get),
        }
    }

    /// The message a click, Enter or Space sends.
    #[must_use]
    pub fn on_press(self, message: M) -> Self {
        self.on_press_maybe(Some(message))
    }

    /// The message a press sends; none: disabled (and not a Tab stop).
    #[must_use]
    pub fn on_press_maybe(mut self, message: Option<M>) -> Self {
        self.inner = self.inner.on_press_maybe(message.clone());
        self.on_press = message;
        self
    }

    /// The style, as iced's button takes it.
    #[must_use]
    pub fn style(mut self, style: impl Fn(&Theme, Status) -> Style + 'a) -> Self {
        self.inner = self.inner.style(style);
        self
    }

    /// The room around the content.
    #[must_use]
    pub fn padding(mut self, padding: impl Into<Padding>) -> Self {
        self.inner = self.inner.padding(padding);
        self
    }

    /// The width.
    #[must_use]
    pub fn width(mut self, width: impl Into<Length>) -> Self {
        self.inner = self.inner.width(width);
        self
    }

    /// The height.
    #[must_use]
    pub fn height(mut self, height: impl Into<Length>) -> Self {
        self.inner = self.inner.height(height);
        self
    }

    /// Whether the content is clipped to the button.
    #[must_use]
    pub fn clip(mut self, clip: bool) -> Self {
        self.inner = self.inner.clip(clip);
        self
    }

    /// An id, for the focus to be given to it (and for tests to find it).
    #[must_use]
    pub fn id(mut self, id: impl Into<Id>) -> Self {
        self.id = Some(id.into());
        self
    }
}

impl<'a, M: Clone + 'a> From<Button<'a, M>> for Element<'a, M> {
    fn from(b: Button<'a, M>) -> Self {
        if !b.tab_stop {
            return b.inner.into();
        }
        Element::new(Focused {
            content: b.inner.into(),
            on_press: b.on_press,
            up: None,
            down: None,
            id: b.id,
        })
    }
}

/// `control` (a checkbox, say) made a Tab stop that Enter or Space
/// presses, sending `message` (the checkbox's toggle), as a click does.
pub fn keyed<'a, M: Clone + 'a>(control: impl Into<Element<'a, M>>, message: M) -> Element<'a, M> {
    if !TAB_STOPS.with(std::cell::Cell::get) {
        return control.into();
    }
    Element::new(Focused {
        content: control.into(),
        on_press: Some(message),
        up: None,
        down: None,
        id: None,
    })
}

/// `list`, a pick list of `options` with `selected` picked, made a Tab
/// stop too: while it has the focus, ↑ and ↓ pick the choice before or
/// after the one picked (the first if none is), as a closed list box
/// does; the mouse opens it as before. `on` is the list's own message.
pub fn stepped<'a, T: Clone + PartialEq, M: Clone + 'a>(
    list: impl Into<Element<'a, M>>,
    options: &[T],
    selected: Option<&T>,
    on: impl Fn(T) -> M,
) -> Element<'a, M> {
    if !TAB_STOPS.with(std::cell::Cell::get) {
        return list.into();
    }
    let at = selected.and_then(|s| options.iter().position(|o| o == s));
    let before = at
        .and_then(|i| i.checked_sub(1))
        .and_then(|i| options.get(i));
    let after = match at {
        Some(i) => options.get(i + 1),
        None => options.first(),
    };
    Element::new(Focused {
        content: list.into(),
        on_press: None,
        up: before.cloned().map(&on),
        down: after.cloned().map(&on),
        id: None,
    })
}

/// The widget a [`Button`] (or a [`stepped`] list) becomes: the control
/// inside, and the focus.
struct Focused<'a, M> {
    content: Element<'a, M>,
    /// What Enter or Space sends.
    on_press: Option<M>,
    /// What ↑ and ↓ send (a list's choice before or after).
    up: Option<M>,
    down: Option<M>,
    id: Option<Id>,
}

impl<M> Focused<'_, M> {
    /// Whether any key of it does something: else it is no Tab stop.
    fn enabled(&self) -> bool {
        self.on_press.is_some() || self.up.is_some() || self.down.is_some()
    }

    /// What `key` with `modifiers` sends, if it is one of its keys, and
    /// whether a held key's repeats send it again (↑ ↓ do, a press not).
    fn message(&self, key: &Key, modifiers: keyboard::Modifiers) -> Option<(Option<&M>, bool)> {
        if modifiers.command() || modifiers.control() || modifiers.alt() || modifiers.logo() {
            return None;
        }
        match key {
            Key::Named(Named::Enter | Named::Space) if self.on_press.is_some() => {
                Some((self.on_press.as_ref(), false))
            }
            Key::Named(Named::ArrowUp) if self.up.is_some() || self.down.is_some() => {
                Some((self.up.as_ref(), true))
            }
            Key::Named(Named::ArrowDown) if self.up.is_some() || self.down.is_some() => {
                Some((self.down.as_ref(), true))
            }
            _ => None,
        }
    }
}

/// Whether the button has the focus.
#[derive(Debug, Default)]
struct State {
    focused: bool,
}

impl Focusable for State {
    fn is_focused(&self) -> bool {
        self.focused
    }

    fn focus(&mut self) {
        self.focused = true;
    }

    fn unfocus(&mut self) {
        self.focused = false;
    }
}

impl<M: Clone> Widget<M, Theme, iced::Renderer> for Focused<'_, M> {
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

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
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
        let state = tree.state.downcast_mut::<State>();
        if self.enabled() {
            operation.focusable(self.id.as_ref(), layout.bounds(), state);
        } else {
            state.focused = false;
        }
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
        let state = tree.state.downcast_mut::<State>();
        match event {
            Event::Keyboard(keyboard::Event::KeyPressed {
                key,
                modifiers,
                repeat,
                ..
            }) if state.focused => {
                if let Some((message, repeats)) = self.message(key, *modifiers) {
                    if let Some(message) = message
                        && (repeats || !repeat)
                    {
                        shell.publish(message.clone());
                    }
                    // Taken either way: a held key's repeats, or ↑ at the
                    // top of a list, reach nothing else.
                    shell.capture_event();
                    return;
                }
            }
            Event::Mouse(mouse::Event::ButtonPressed(_))
            | Event::Touch(touch::Event::FingerPressed { .. })
                if state.focused && !cursor.is_over(layout.bounds()) =>
            {
                state.focused = false;
                shell.request_redraw();
            }
            _ => {}
        }
        self.content.as_widget_mut().update(
            &mut tree.children[0],
            event,
            layout,
            cursor,
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
        theme: &Theme,
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
        if tree.state.downcast_ref::<State>().focused && self.enabled() {
            ring(renderer, theme, layout.bounds());
        }
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &iced::Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, iced::Renderer>> {
        self.content.as_widget_mut().overlay(
            &mut tree.children[0],
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}

/// The focus ring around `bounds`: a band in the theme's focus colour
/// ([`theme::focus`]) from [`RING_OUT`] outside the button's edge, and
/// inside it a band in the page's colour, so that the ring stands apart
/// from a filled button as well as from the page.
fn ring(renderer: &mut iced::Renderer, theme: &Theme, bounds: Rectangle) {
    use iced::advanced::Renderer as _;
    let page = theme.extended_palette().background.base.color;
    let band = |bounds: Rectangle, color: Color, width: f32, radius: f32| renderer::Quad {
        bounds,
        border: Border {
            color,
            width,
            radius: radius.into(),
        },
        ..renderer::Quad::default()
    };
    let inner = RING - RING_OUT;
    renderer.fill_quad(
        band(
            bounds.expand(RING_OUT),
            theme::focus(theme),
            RING,
            4.0 + RING_OUT,
        ),
        Color::TRANSPARENT,
    );
    renderer.fill_quad(
        band(bounds.shrink(inner), page, GAP, 4.0 - inner),
        Color::TRANSPARENT,
    );
}
