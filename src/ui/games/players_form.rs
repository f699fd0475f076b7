//! The players part of every setup form: names, colours (click the swatch
//! for the next one), add and remove within the game's limits, who goes
//! first drawn at random, and the players known from other games offered
//! as a name is typed (each with the colour they keep).

use iced::widget::{button, column, row, text, text_input};
use iced::{Alignment, Element, Length};
use std::sync::Arc;

use crate::i18n::I18n;
use crate::random::Rng;
use crate::roster::key;
use crate::rules::Text;
use crate::rules::common::{Color, PALETTE, Player, nearest_free};

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
}

impl Msg {
    /// How a press of its control counts (see [`widget::Press`]): a name
    /// is typed; Add, Remove, a colour, who goes first and a known player
    /// are one-shot.
    pub fn press(&self) -> widget::Press {
        match self {
            Msg::Name(..) => widget::Press::Not,
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
        }
    }

    /// Seats these players in this order (as many as the form allows),
    /// each with the colour they keep if known, in colours that differ:
    /// of two who keep the same colour the later one gets the nearest free
    /// one, and those who keep none the free colours after them.
    pub fn seat(&mut self, names: &[String]) {
        let names = &names[..names.len().min(self.max)];
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
        self.drawn = None;
    }

    /// Gives seat `i` a colour no other seat has: its own if free, else
    /// the nearest free one (see [`nearest_free`]). The roster is not
    /// told: the player keeps their colour for other tables.
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
        self.players.iter().any(|p| key(&p.name) == k)
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
                let color = self.known(&name).and_then(|k| k.color);
                if let Some(p) = self.players.get_mut(i) {
                    p.color = color.unwrap_or(p.color);
                    self.offer_for.clone_from(&name);
                    p.name = name;
                    self.typing = Some(i);
                }
                if color.is_some() {
                    self.free_color(i);
                }
            }
            Msg::Known(name) => {
                let Some(known) = self.known(&name).cloned() else {
                    return;
                };
                if self.seated(&known.name) {
                    return;
                }
                let seat = self.typing.filter(|&i| i < self.players.len()).or_else(|| {
                    self.players
                        .iter()
                        .position(|p| self.known(&p.name).is_none())
                });
                let seat = match seat {
                    Some(i) => i,
                    None if self.players.len() < self.max => {
                        self.players.push(Player::new("", self.players.len()));
                        self.players.len() - 1
                    }
                    None => return,
                };
                self.typing = None;
                if let Some(p) = self.players.get_mut(seat) {
                    p.name = known.name;
                    p.color = known.color.unwrap_or(p.color);
                }
                self.free_color(seat);
            }
            Msg::Color(i) => self.next_color(i),
            Msg::Add if self.players.len() < self.max => {
                let n = self.players.len();
                let name = i18n.tr_args(self.fallback, &[("n", (n + 1).into())]);
                self.players.push(Player::new(name, n));
                self.free_color(n);
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
        for (i, p) in self.players.iter().enumerate() {
            list = list.push(
                row![
                    button(widget::swatch(p.color, 22.0))
                        .on_press(Msg::Color(i))
                        .style(button::text),
                    text_input(&i18n.tr("ui-name"), &p.name)
                        .id(format!("player-name-{i}"))
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
    let mut line = row![text(i18n.tr("ui-known-players")).size(theme::SMALL)]
        .spacing(6)
        .align_y(Alignment::Center);
    if offered.is_empty() {
        line = line.push(text(i18n.tr("ui-known-none")).size(theme::SMALL));
    }
    for k in offered {
        let mut chip = row![].spacing(4).align_y(Alignment::Center);
        if let Some(c) = k.color {
            chip = chip.push(widget::swatch(c, 10.0));
        }
        chip = chip.push(text(widget::short(&k.name, 16)).size(theme::SMALL));
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
mod tests {
    use super::*;

    /// A form of 2 to 4 players who know Dee and Anna, both keeping red,
    /// and Bo keeping blue.
    fn form() -> (PlayersForm, I18n) {
        let mut f = PlayersForm::new(vec!["A".into(), "B".into()], 2, 4, "h", "ui-player-n");
        let [red, blue, ..] = PALETTE;
        let known = |name: &str, color| Known {
            name: name.into(),
            color: Some(color),
        };
        f.know(Arc::from(vec![
            known("Dee", red),
            known("Anna", red),
            known("Bo", blue),
        ]));
        (f, I18n::new("en"))
    }

    fn colors(f: &PlayersForm) -> Vec<Color> {
        f.players.iter().map(|p| p.color).collect()
    }

    fn distinct(f: &PlayersForm) -> bool {
        let c = colors(f);
        c.iter().enumerate().all(|(i, a)| !c[..i].contains(a))
    }

    #[test]
    fn an_event_table_seats_two_players_of_one_colour_apart() {
        let [red, blue, ..] = PALETTE;
        let (mut f, _) = form();
        f.seat(&["Dee".into(), "Anna".into(), "Cy".into(), "Bo".into()]);
        let c = colors(&f);
        assert_eq!(c[0], red, "Dee, seated first, keeps red");
        assert_eq!(c[1], nearest_free(red, &[red]), "Anna: the nearest free");
        assert_ne!(c[1], red);
        assert_eq!(c[3], blue, "Bo keeps blue, though Cy sits before him");
        assert!(distinct(&f), "{c:?}");
        // Someone who keeps no colour takes a free one, never a kept one.
        let (mut f, _) = form();
        f.seat(&["Cy".into(), "Dee".into()]);
        assert_eq!(colors(&f)[1], red);
        assert!(distinct(&f), "{:?}", colors(&f));
    }

    #[test]
    fn a_new_game_gives_the_later_of_two_in_one_colour_the_nearest_free() {
        let [red, ..] = PALETTE;
        let (mut f, i18n) = form();
        f.update(Msg::Known("Dee".into()), &i18n);
        f.update(Msg::Known("Anna".into()), &i18n);
        assert_eq!(f.players[1].name, "Anna");
        assert_eq!(colors(&f), vec![red, nearest_free(red, &[red])]);
        // Typed rather than picked: the same.
        let (mut f, i18n) = form();
        f.update(Msg::Name(0, "Anna".into()), &i18n);
        f.update(Msg::Name(1, "Dee".into()), &i18n);
        assert_eq!(colors(&f), vec![red, nearest_free(red, &[red])]);
        // A player added, and a colour picked by hand, skip those held.
        f.update(Msg::Add, &i18n);
        assert!(distinct(&f), "{:?}", colors(&f));
        for _ in 0..PALETTE.len() {
            f.update(Msg::Color(2), &i18n);
            assert!(distinct(&f), "{:?}", colors(&f));
        }
    }
}
