//! The new-game screen: the chosen game's setup form under its title and
//! Start; the forms themselves live in each game's room (`ui::games`). A
//! table's game carries its event's table into the session started.

use crate::ui::widget::button;
use iced::widget::{column, scrollable, text};
use iced::{Element, Length, Task};

use super::Event;
use crate::event::EventTag;
use crate::i18n::I18n;
use crate::rules::GameKind;
use crate::ui::library::Library;
use crate::ui::{theme, widget};

pub use crate::ui::games::{Form, FormMsg};

/// What the setup screen reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// The form.
    Form(FormMsg),
    /// Start the game set up in the form.
    Start,
}

impl Msg {
    /// How a press of its control counts (see [`widget::Press`]).
    pub fn press(&self) -> widget::Press {
        match self {
            Msg::Form(m) => m.press(),
            Msg::Start => widget::Press::Once,
        }
    }
}

/// The screen: the form, and the event table it is for, if any.
pub struct Setup {
    form: Form,
    /// The event table whose game this is: the session started carries it.
    table: Option<EventTag>,
}

impl Setup {
    /// The form of `kind`, offering the players the library knows; its
    /// draws seeded if a test asked. None when the window has no room for
    /// the game.
    pub fn new(kind: GameKind, library: &Library, i18n: &I18n, seed: Option<u64>) -> Option<Self> {
        let mut form = Form::new(kind, i18n)?;
        if let Some(seed) = seed {
            form.seed(seed);
        }
        form.know(library.known());
        Some(Setup { form, table: None })
    }

    /// The form of a table's game: its players seated, the table kept for
    /// the session.
    pub fn for_table(mut self, players: &[String], table: EventTag, i18n: &I18n) -> Self {
        self.form.seat(players, i18n);
        self.table = Some(table);
        self
    }

    /// Handles a message. Start asks the window to start the game; a form
    /// the rules refuse is said instead. (The window lets a one-shot press
    /// act once per double click: who goes first is drawn once.)
    pub fn update(
        &mut self,
        msg: Msg,
        library: &mut Library,
        i18n: &I18n,
    ) -> (Task<Msg>, Option<Event>) {
        match msg {
            Msg::Form(m) => self.form.update(m, i18n),
            Msg::Start => {
                library.hush();
                match self.form.build() {
                    Ok(setup) => {
                        return (
                            Task::none(),
                            Some(Event::Start(Box::new(setup), self.table.take())),
                        );
                    }
                    Err(e) => library.say(e.0),
                }
            }
        }
        (Task::none(), None)
    }

    /// The screen: the game's name, its form, and Start.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let form = column![
            widget::heading(i18n.tr_args(
                "ui-setup-title",
                &[("game", i18n.tr(&self.form.kind().title_key()).into())]
            )),
            self.form.view(i18n).map(Msg::Form),
        ]
        .spacing(12)
        // The scrollbar floats over the form's right edge: room for it.
        .padding(iced::Padding::ZERO.right(widget::SCROLLBAR_ROOM));
        column![
            scrollable(form).height(Length::Fill),
            button(text(i18n.tr("ui-start")).size(theme::heading()))
                .padding([10, 24])
                .on_press(Msg::Start),
        ]
        .spacing(12)
        .into()
    }
}
