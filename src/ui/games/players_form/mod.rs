//! The players part of every setup form: names, colours (click the swatch
//! for the next one), add and remove within the game's limits, who goes
//! first drawn at random, and the players known from other games offered
//! as a name is typed (each with the colour they keep).

use crate::ui::widget::button;
use iced::widget::{column, row, text, text_input};
use iced::{Alignment, Element, Length};
use std::sync::Arc;

use crate::i18n::I18n;
use crate::random::Rng;
use crate::roster::key;
use crate::rules::Text;
use crate::rules::common::{Color, PALETTE, Player, nearest_free};
use crate::rules::palette;

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
    /// The players known from other games, most games first.
    known: Arc<[Known]>,
    /// The seat being typed in, until a known player fills it.
    typing: Option<usize>,
    /// What the offered names were picked by (the last name typed): kept
    /// when one is picked, so the offer never changes under the pointer.
    offer_for: String,
    /// Where the seats are not people (Kharnage's armies): who plays each
    /// seat, as typed, and the words of the field. The known players are
    /// offered for these, never for the seats' names.
    played_by: Option<(Vec<String>, &'static str)>,
}

/// A player known from other games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Known {
    /// Their name.
    pub name: String,
    /// The colour they keep, if any.
    pub color: Option<Color>,
}

/// Known players offered at a time.
pub const OFFERED: usize = 6;

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
    /// A known player was picked: into the seat being typed in, else the
    /// first seat without a known player, else a new seat.
    Known(String),
    /// Who plays the seat was typed (see [`PlayersForm::with_played_by`]).
    PlayedBy(usize, String),
}

impl Msg {
    /// How a press of its control counts (see [`widget::Press`]): a name
    /// is typed; Add, Remove, a colour, who goes first and a known player
    /// are one-shot.
    pub fn press(&self) -> widget::Press {
        match self {
            Msg::Name(..) | Msg::PlayedBy(..) => widget::Press::Not,
            Msg::Color(_) | Msg::Add | Msg::Remove(_) | Msg::RandomFirst | Msg::Known(_) => {
                widget::Press::Once
            }
        }
    }
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
            known: Arc::from(Vec::new()),
            typing: None,
            offer_for: String::new(),
            played_by: None,
        }
    }

    /// The form of seats that are not people (Kharnage's armies): each
    /// seat gets a field for who plays it (`words`: its placeholder's
    /// key), and the known players are offered for those fields.
    pub fn with_played_by(mut self, words: &'static str) -> Self {
        self.played_by = Some((vec![String::new(); self.players.len()], words));
        self
    }

    /// Who plays each seat, trimmed, none where nobody is named; none
    /// when the seats are their players.
    pub fn played_by(&self) -> Option<Vec<Option<String>>> {
        let (names, _) = self.played_by.as_ref()?;
        Some(
            (0..self.players.len())
                .map(|i| {
                    let name = names.get(i).map_or("", |n| n.trim());
                    (!name.is_empty()).then(|| name.to_owned())
                })
                .collect(),
        )
    }

    /// The names the known players are matched against: who plays each
    /// seat where the seats are not people, else the seats' names.
    fn people(&self) -> Vec<&str> {
        match &self.played_by {
            Some((names, _)) => names.iter().map(String::as_str).collect(),
            None => self.players.iter().map(|p| p.name.as_str()).collect(),
        }
    }

    /// Keeps who plays each seat beside its seat: as many as the seats,
    /// the list turned as the seats were.
    fn follow_seats(&mut self, turned: usize) {
        if let Some((names, _)) = &mut self.played_by {
            names.resize(self.players.len(), String::new());
            if turned < names.len() {
                names.rotate_left(turned);
            }
        }
    }

    /// Seats these players in this order (as many as the form allows),
    /// each with the colour they keep if known, in colours that differ:
    /// of two who keep the same colour the later one gets the nearest free
    /// one, and those who keep none the free colours after them.
    pub fn seat(&mut self, names: &[String]) {
        let names = &names[..names.len().min(self.max)];
        if let Some((people, _)) = &mut self.played_by {
            // Seats that are not people: each is named for the player who
            // plays it, and they are the people.
            *people = names.to_vec();
        }
        let kept: Vec<Option<Color>> = names
            .iter()
            .map(|n| self.known(n).and_then(|k| k.color))
            .collect();
        let mut taken: Vec<Color> = Vec::new();
        let mut colors: Vec<Option<Color>> = vec![None; names.len()];
        for (slot, kept) in colors.iter_mut().zip(&kept) {
            if let Some(c) = kept {
                let c = nearest_free(*c, &taken);
                taken.push(c);
                *slot = Some(c);
            }
        }
        self.players = names
            .iter()
            .enumerate()
            .map(|(n, name)| {
                let mut p = Player::new(name.clone(), n);
                p.color = colors[n].unwrap_or_else(|| {
                    let c = nearest_free(p.color, &taken);
                    taken.push(c);
                    c
                });
                p
            })
            .collect();
        while self.players.len() < self.min {
            let n = self.players.len();
            self.players.push(Player::new(String::new(), n));
            self.free_color(n);
        }
        self.follow_seats(0);
        self.drawn = None;
    }

    /// Seat `i`'s player keeps `color`: they sit in it, unless someone
    /// seated before keeps it too (then the nearest free one: see
    /// [`nearest_free`]); a seat that only happened to have it moves to
    /// the nearest free one instead. The roster is not told: a player
    /// keeps their colour for other tables.
    fn take_color(&mut self, i: usize, color: Color) {
        let Some(p) = self.players.get_mut(i) else {
            return;
        };
        p.color = color;
        let holders: Vec<usize> = (0..self.players.len())
            .filter(|&j| j != i && self.players[j].color == color)
            .collect();
        for j in holders {
            if self.keeps(j) == Some(color) {
                self.free_color(i);
                return;
            }
            self.free_color(j);
        }
    }

    /// The colour seat `j`'s player keeps, if they are known and keep one.
    fn keeps(&self, j: usize) -> Option<Color> {
        let people = self.people();
        self.known(people.get(j)?).and_then(|k| k.color)
    }

    /// Gives seat `i` a colour no other seat has: its own if free, else
    /// the nearest free one (see [`nearest_free`]).
    fn free_color(&mut self, i: usize) {
        let taken: Vec<Color> = self
            .players
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, p)| p.color)
            .collect();
        if let Some(p) = self.players.get_mut(i) {
            p.color = nearest_free(p.color, &taken);
        }
    }

    /// Offers these known players (most games first).
    pub fn know(&mut self, known: Arc<[Known]>) {
        self.known = known;
    }

    /// The known player `name` is, if any.
    fn known(&self, name: &str) -> Option<&Known> {
        let k = key(name);
        self.known.iter().find(|p| key(&p.name) == k)
    }

    /// The known players offered now: those whose name holds what was
    /// last typed (those starting with it first), or the first ones.
    pub fn offered(&self) -> Vec<&Known> {
        matching(&self.known, &self.offer_for, OFFERED)
    }

    /// Whether a known player sits at the table already.
    fn seated(&self, name: &str) -> bool {
        let k = key(name);
        self.people().iter().any(|p| key(p) == k)
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
            self.follow_seats(half);
        }
        self.drawn = Some(Drawn::Team(0));
    }

    /// Applies one edit.
    pub fn update(&mut self, msg: Msg, i18n: &I18n) {
        match msg {
            Msg::Name(i, name) => self.name(i, name),
            Msg::PlayedBy(i, name) => self.played(i, name),
            Msg::Known(name) => self.pick(&name, i18n),
            Msg::Color(i) => self.next_color(i),
            Msg::Add if self.players.len() < self.max => {
                let n = self.players.len();
                let name = i18n.tr_args(self.fallback, &[("n", (n + 1).into())]);
                self.players.push(Player::new(name, n));
                self.free_color(n);
                self.follow_seats(0);
            }
            Msg::Remove(i) if self.players.len() > self.min && i < self.players.len() => {
                self.players.remove(i);
                if let Some((names, _)) = &mut self.played_by
                    && i < names.len()
                {
                    names.remove(i);
                }
                self.drawn = None;
            }
            Msg::Add | Msg::Remove(_) => {}
            Msg::RandomFirst => {
                let i = self.rng.index(self.players.len());
                self.players.rotate_left(i);
                self.follow_seats(i);
                self.drawn = Some(Drawn::Player(0));
            }
        }
    }

    /// Seat `i`'s name was typed: where the seats are people, a known
    /// player's name brings the colour they keep, and the offer follows.
    fn name(&mut self, i: usize, name: String) {
        let people = self.played_by.is_none();
        let color = self.known(&name).and_then(|k| k.color).filter(|_| people);
        if people && i < self.players.len() {
            self.offer_for.clone_from(&name);
            self.typing = Some(i);
        }
        if let Some(p) = self.players.get_mut(i) {
            p.name = name;
        }
        if let Some(c) = color {
            self.take_color(i, c);
        }
    }

    /// Who plays seat `i` was typed: a known player brings the colour
    /// they keep to the seat, and the offer follows.
    fn played(&mut self, i: usize, name: String) {
        let color = self.known(&name).and_then(|k| k.color);
        let Some(slot) = self.played_by.as_mut().and_then(|(n, _)| n.get_mut(i)) else {
            return;
        };
        slot.clone_from(&name);
        self.offer_for = name;
        self.typing = Some(i);
        if let Some(c) = color {
            self.take_color(i, c);
        }
    }

    /// A known player was picked: into the seat being typed in, else the
    /// first seat without a known player, else a new seat; with the
    /// colour they keep.
    fn pick(&mut self, name: &str, i18n: &I18n) {
        let Some(known) = self.known(name).cloned() else {
            return;
        };
        if self.seated(&known.name) {
            return;
        }
        let free = self.people().iter().position(|p| self.known(p).is_none());
        let seat = match self.typing.filter(|&i| i < self.players.len()).or(free) {
            Some(i) => i,
            None if self.players.len() < self.max => {
                let n = self.players.len();
                let army = i18n.tr_args(self.fallback, &[("n", (n + 1).into())]);
                let seat = if self.played_by.is_some() {
                    army
                } else {
                    String::new()
                };
                self.players.push(Player::new(seat, n));
                self.follow_seats(0);
                n
            }
            None => return,
        };
        self.typing = None;
        match &mut self.played_by {
            Some((names, _)) => {
                if let Some(slot) = names.get_mut(seat) {
                    slot.clone_from(&known.name);
                }
            }
            None => {
                if let Some(p) = self.players.get_mut(seat) {
                    p.name.clone_from(&known.name);
                }
            }
        }
        match known.color {
            Some(c) => self.take_color(seat, c),
            None => self.free_color(seat),
        }
    }

    /// Seat `i`'s next colour in the palette that no other seat has (the
    /// plain next one when every colour is held).
    fn next_color(&mut self, i: usize) {
        let Some(p) = self.players.get(i) else {
            return;
        };
        let at = PALETTE.iter().position(|c| *c == p.color).unwrap_or(0);
        let held = |c: &Color| {
            self.players
                .iter()
                .enumerate()
                .any(|(j, q)| j != i && q.color == *c)
        };
        let next = (1..=PALETTE.len())
            .map(|k| PALETTE[(at + k) % PALETTE.len()])
            .find(|c| !held(c))
            .unwrap_or(PALETTE[(at + 1) % PALETTE.len()]);
        if let Some(p) = self.players.get_mut(i) {
            p.color = next;
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
        // Each seat's colour as it will be drawn, with its initials.
        let marks = palette::marks(self.players.iter().map(|p| (p.name.trim(), p.color)));
        for ((i, p), mark) in self.players.iter().enumerate().zip(&marks) {
            let mut line = row![
                button(widget::form_badge(mark, 22.0))
                    .on_press(Msg::Color(i))
                    .style(button::text),
                text_input(&i18n.tr("ui-name"), &p.name)
                    .id(format!("player-name-{i}"))
                    .on_input(move |s| Msg::Name(i, s))
                    .size(theme::body())
                    .width(Length::Fixed(260.0)),
            ]
            .spacing(8)
            .align_y(Alignment::Center);
            if let Some((names, words)) = &self.played_by {
                let typed = names.get(i).map_or("", String::as_str);
                line = line.push(
                    text_input(&i18n.tr(words), typed)
                        .id(format!("played-by-{i}"))
                        .on_input(move |s| Msg::PlayedBy(i, s))
                        .size(theme::body())
                        .width(Length::Fixed(220.0)),
                );
            }
            list = list.push(
                line.push(
                    button(text(i18n.tr("ui-remove")))
                        .on_press_maybe((self.players.len() > self.min).then_some(Msg::Remove(i)))
                        .style(button::secondary),
                ),
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
                last = last.push(text(said).size(theme::body()));
            }
        }
        let list = list.push(last.wrap());
        match self.offer(i18n) {
            Some(offer) => list.push(offer).into(),
            None => list.into(),
        }
    }

    /// The known players offered, a button each (greyed once at the
    /// table); none when no player is known yet. See [`offer_line`].
    fn offer<'a>(&'a self, i18n: &'a I18n) -> Option<Element<'a, Msg>> {
        offer_line(
            &self.known,
            self.offered(),
            |name| self.seated(name),
            |name| Msg::Known(name.to_owned()),
            i18n,
        )
    }
}

/// The known players whose name holds `typed` (as [`key`] compares them),
/// those starting with it first, at most `most`; the first ones when
/// nothing is typed.
pub fn matching<'a>(known: &'a [Known], typed: &str, most: usize) -> Vec<&'a Known> {
    let typed = key(typed);
    let mut offered: Vec<&Known> = known
        .iter()
        .filter(|p| key(&p.name).contains(&typed))
        .collect();
    offered.sort_by_key(|p| !key(&p.name).starts_with(&typed));
    offered.truncate(most);
    offered
}

/// The known players `offered` (of `known`), a button each with their
/// colour, greyed where it stands once `taken`; a press gives `pick` of
/// the name. One line of fixed height whatever it holds, so nothing below
/// it moves as names are typed; none when nobody is known yet.
pub fn offer_line<'a, M: Clone + 'a>(
    known: &[Known],
    offered: Vec<&'a Known>,
    taken: impl Fn(&str) -> bool,
    pick: impl Fn(&str) -> M,
    i18n: &I18n,
) -> Option<Element<'a, M>> {
    if known.is_empty() {
        return None;
    }
    let mut line = row![text(i18n.tr("ui-known-players")).size(theme::small())]
        .spacing(6)
        .align_y(Alignment::Center);
    if offered.is_empty() {
        line = line.push(text(i18n.tr("ui-known-none")).size(theme::small()));
    }
    for k in offered {
        let mut chip = row![].spacing(4).align_y(Alignment::Center);
        if let Some(c) = k.color {
            chip = chip.push(widget::swatch(c, 10.0));
        }
        chip = chip.push(text(widget::short(&k.name, 16)).size(theme::small()));
        line = line.push(
            button(chip)
                .on_press_maybe((!taken(&k.name)).then(|| pick(&k.name)))
                .style(widget::secondary)
                .padding([2, 8]),
        );
    }
    Some(
        iced::widget::container(
            iced::widget::scrollable(line).direction(
                iced::widget::scrollable::Direction::Horizontal(
                    iced::widget::scrollable::Scrollbar::new()
                        .width(2)
                        .scroller_width(2),
                ),
            ),
        )
        .height(Length::Fixed(34.0))
        .into(),
    )
}

#[cfg(test)]
mod tests;
