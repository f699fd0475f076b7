//! The players part of every setup form: names, colours (click the swatch
//! for the next one), add and remove within the game's limits, and who
//! goes first drawn at random.

use iced::widget::{button, column, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::random::Rng;
use crate::rules::Text;
use crate::rules::common::{PALETTE, Player};

use crate::ui::{theme, widget};

/// Players being set up.
#[derive(Debug, Clone)]
pub struct PlayersForm {
    /// The players so far, in seat order.
    pub players: Vec<Player>,
    min: usize,
    max: usize,
    heading: &'static str,
    fallback: &'static str,
    /// Whether the form offers to draw who goes first.
    random_first: bool,
    /// Who was drawn to go first, while the list is as the draw left it.
    drawn: Option<Drawn>,
    /// The source of the draws (seeded from entropy; tests seed it).
    rng: Rng,
}

/// Who a draw picked to go first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drawn {
    /// The player of this seat.
    Player(usize),
    /// The team of the player of this seat.
    Team(usize),
}

/// What the players part reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// A name was typed.
    Name(usize, String),
    /// The next colour was picked.
    Color(usize),
    /// A player was added.
    Add,
    /// A player was removed.
    Remove(usize),
    /// Draw who goes first. The players form moves the one drawn to the
    /// first seat, keeping the order round the table; a game that names
    /// who goes first apart from the seats (Karth), or whose teams are the
    /// halves of the list (Hero Realms), handles it itself with
    /// [`PlayersForm::draw_first`] or [`PlayersForm::draw_team`].
    RandomFirst,
}

impl PlayersForm {
    /// A form with these starting names, `min..=max` players; `heading` is
    /// the section's key and `fallback` the key (with `$n`) of a new name.
    pub fn new(
        names: Vec<String>,
        min: usize,
        max: usize,
        heading: &'static str,
        fallback: &'static str,
    ) -> Self {
        PlayersForm {
            players: names
                .into_iter()
                .enumerate()
                .map(|(n, name)| Player::new(name, n))
                .collect(),
            min,
            max,
            heading,
            fallback,
            random_first: false,
            drawn: None,
            rng: Rng::from_entropy(),
        }
    }

    /// The form with a button that draws who goes first.
    pub fn with_random_first(mut self) -> Self {
        self.random_first = true;
        self
    }

    /// Seeds the draws, so that a test knows them.
    pub fn seed(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
    }

    /// Draws a player to go first and says so; the seats stay as they
    /// are. The seat drawn.
    pub fn draw_first(&mut self) -> usize {
        let i = self.rng.index(self.players.len());
        self.drawn = Some(Drawn::Player(i));
        i
    }

    /// Draws which half of the list goes first (the two teams), moving
    /// that half to the front in its order.
    pub fn draw_team(&mut self) {
        if self.rng.index(2) == 1 {
            let half = self.players.len() / 2;
            self.players.rotate_left(half);
        }
        self.drawn = Some(Drawn::Team(0));
    }

    /// Applies one edit.
    pub fn update(&mut self, msg: Msg, i18n: &I18n) {
        match msg {
            Msg::Name(i, name) => {
                if let Some(p) = self.players.get_mut(i) {
                    p.name = name;
                }
            }
            Msg::Color(i) => {
                if let Some(p) = self.players.get_mut(i) {
                    let at = PALETTE.iter().position(|c| *c == p.color).unwrap_or(0);
                    p.color = PALETTE[(at + 1) % PALETTE.len()];
                }
            }
            Msg::Add if self.players.len() < self.max => {
                let n = self.players.len();
                let name = i18n.tr_args(self.fallback, &[("n", (n + 1).into())]);
                self.players.push(Player::new(name, n));
            }
            Msg::Remove(i) if self.players.len() > self.min && i < self.players.len() => {
                self.players.remove(i);
                self.drawn = None;
            }
            Msg::Add | Msg::Remove(_) => {}
            Msg::RandomFirst => {
                let i = self.rng.index(self.players.len());
                self.players.rotate_left(i);
                self.drawn = Some(Drawn::Player(0));
            }
        }
    }

    /// The players with their names trimmed.
    pub fn players(&self) -> Vec<Player> {
        self.players
            .iter()
            .map(|p| Player {
                name: p.name.trim().to_owned(),
                color: p.color,
            })
            .collect()
    }

    /// The section.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut list = column![widget::heading(i18n.tr(self.heading))].spacing(8);
        for (i, p) in self.players.iter().enumerate() {
            list = list.push(
                row![
                    button(widget::swatch(p.color, 22.0))
                        .on_press(Msg::Color(i))
                        .style(button::text),
                    text_input(&i18n.tr("ui-name"), &p.name)
                        .on_input(move |s| Msg::Name(i, s))
                        .size(theme::BODY)
                        .width(Length::Fixed(260.0)),
                    button(text(i18n.tr("ui-remove")))
                        .on_press_maybe((self.players.len() > self.min).then_some(Msg::Remove(i)))
                        .style(button::secondary),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        }
        let mut last = row![
            button(text(i18n.tr("ui-add-player")))
                .on_press_maybe((self.players.len() < self.max).then_some(Msg::Add))
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        if self.random_first {
            last = last.push(
                button(text(i18n.tr("ui-random-first")))
                    .on_press(Msg::RandomFirst)
                    .style(button::secondary),
            );
            let said = self.drawn.and_then(|d| {
                let (Drawn::Player(i) | Drawn::Team(i)) = d;
                let key = match d {
                    Drawn::Player(_) => "ui-first-drawn",
                    Drawn::Team(_) => "ui-first-team-drawn",
                };
                let name = self.players.get(i)?.name.trim().to_owned();
                Some(i18n.text(&Text::msg(key).arg("name", name)))
            });
            if let Some(said) = said {
                last = last.push(text(said).size(theme::BODY));
            }
        }
        list.push(last.wrap()).into()
    }
}
