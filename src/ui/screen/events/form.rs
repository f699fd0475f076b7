//! The form that makes an event: its name, its players (the players known
//! from other games offered as names are typed), the games it plays (one,
//! or several for a game night) and how it seats them.

use crate::ui::widget::button;
use iced::widget::{column, row, space, text, text_input};
use iced::{Alignment, Element, Length};

use std::sync::Arc;

use super::Msg;
use crate::event::Kind;
use crate::i18n::I18n;
use crate::roster::key;
use crate::rules::GameKind;
use crate::ui::games::players_form::{self, Known};
use crate::ui::widget;

/// What has been typed and picked so far.
#[derive(Debug, Clone)]
pub struct Form {
    /// The event's name.
    pub name: String,
    /// The players, separated by commas.
    pub players: String,
    /// The games picked, in menu order.
    pub games: Vec<GameKind>,
    /// Tables of two or pods.
    pub kind: Kind,
    /// The players known from other games, most games first.
    pub known: Arc<[Known]>,
    /// The name being typed when the players were last typed: what the
    /// offer is for. A pick leaves it, so the offer stays as it was, the
    /// picked button greyed where it stands.
    offer_for: String,
}

/// Known players offered at a time.
const OFFERED: usize = 8;

impl Default for Form {
    fn default() -> Self {
        Form {
            name: String::new(),
            players: String::new(),
            games: vec![GameKind::Koth],
            kind: Kind::TwoPlayer,
            known: Arc::from(Vec::new()),
            offer_for: String::new(),
        }
    }
}

/// The games an event can play: every game played against each other
/// (not a cooperative one), in menu order.
pub fn games() -> impl Iterator<Item = GameKind> {
    GameKind::ALL
        .iter()
        .copied()
        .filter(|g| g.seats().is_some())
}

impl Form {
    /// Picks `game` if it was not picked, else takes it out (never the
    /// last one).
    pub fn toggle(&mut self, game: GameKind) {
        if let Some(at) = self.games.iter().position(|g| *g == game) {
            if self.games.len() > 1 {
                self.games.remove(at);
            }
        } else {
            self.games.push(game);
            let order = |g: &GameKind| GameKind::ALL.iter().position(|x| x == g);
            self.games.sort_by_key(order);
        }
    }

    /// The known players offered: those whose name holds the name being
    /// typed (after the last comma; those starting with it first), or the
    /// first ones.
    pub fn offered(&self) -> Vec<&Known> {
        players_form::matching(&self.known, &self.offer_for, OFFERED)
    }

    /// Whether `name` is in the players typed already.
    pub fn listed(&self, name: &str) -> bool {
        let k = key(name);
        self.players.split(',').any(|p| key(p) == k)
    }

    /// Empties the name and the players (the event was made); the games
    /// and seating stay for the next.
    pub fn clear(&mut self) {
        self.name.clear();
        self.players.clear();
        self.offer_for.clear();
    }

    /// The players as typed.
    pub fn type_players(&mut self, words: String) {
        self.offer_for = words.rsplit(',').next().unwrap_or("").to_owned();
        self.players = words;
    }

    /// Puts `name` in place of the name being typed, and a comma after it
    /// for the next; nothing if they are listed already.
    pub fn pick(&mut self, name: &str) {
        if self.listed(name) {
            return;
        }
        let kept = match self.players.rfind(',') {
            Some(at) => format!("{}, ", self.players[..at].trim_end()),
            None => String::new(),
        };
        self.players = format!("{kept}{name}, ");
    }

    /// The form: name and players on one line, then the games and the
    /// seating as buttons that light up when picked (a pick changes a
    /// button's colour, never where anything is), then Create.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let fields = row![
            text_input(&i18n.tr("ui-event-name"), &self.name)
                .id("event-name")
                .on_input(Msg::Name)
                .width(Length::Fixed(220.0)),
            text_input(&i18n.tr("ui-event-players"), &self.players)
                .id("event-players")
                .on_input(Msg::Players)
                .width(Length::Fill),
        ]
        .spacing(8);
        let offer = players_form::offer_line(
            &self.known,
            self.offered(),
            |name| self.listed(name),
            |name| Msg::Known(name.to_owned()),
            i18n,
        );
        let mut picks = row![text(i18n.tr("ui-event-games"))]
            .spacing(6)
            .align_y(Alignment::Center);
        for game in games() {
            picks = picks.push(pick(
                i18n.tr(&game.title_key()),
                self.games.contains(&game),
                Msg::Game(game),
            ));
        }
        let mut seating = row![text(i18n.tr("ui-event-seating"))]
            .spacing(6)
            .align_y(Alignment::Center);
        for (kind, key) in [
            (Kind::TwoPlayer, "ui-event-two-player"),
            (Kind::Pods, "ui-event-pods"),
        ] {
            seating = seating.push(pick(i18n.tr(key), self.kind == kind, Msg::Kind(kind)));
        }
        seating = seating.push(space::horizontal().width(12)).push(
            button(text(i18n.tr("ui-event-create")))
                .style(widget::primary)
                .on_press(Msg::Create),
        );
        column![
            fields,
            offer,
            picks.wrap().vertical_spacing(8),
            seating.wrap().vertical_spacing(8)
        ]
        .spacing(10)
        .into()
    }
}

/// A button that stands out when picked.
fn pick<'a>(words: String, on: bool, msg: Msg) -> Element<'a, Msg> {
    button(text(words))
        .style(if on {
            widget::primary
        } else {
            widget::secondary
        })
        .on_press(msg)
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_toggled_in_menu_order_and_one_stays() {
        let mut form = Form::default();
        form.toggle(GameKind::Kharnage);
        form.toggle(GameKind::Karth);
        let order: Vec<GameKind> = games().filter(|g| form.games.contains(g)).collect();
        assert_eq!(form.games, order);
        form.toggle(GameKind::Koth);
        form.toggle(GameKind::Karth);
        form.toggle(GameKind::Kharnage);
        assert_eq!(form.games, [GameKind::Kharnage], "the last game stays");
        assert!(!games().any(|g| g == GameKind::KingsArmory), "cooperative");
    }

    #[test]
    fn known_players_are_offered_as_a_name_is_typed_and_picked_in_its_place() {
        let known = |n: &str| Known {
            name: n.to_owned(),
            color: None,
        };
        let mut form = Form {
            known: Arc::from(vec![known("Bo"), known("Ana"), known("Jana"), known("Cy")]),
            ..Form::default()
        };
        let names = |f: &Form| {
            f.offered()
                .iter()
                .map(|k| k.name.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(names(&form), ["Bo", "Ana", "Jana", "Cy"], "nothing typed");
        form.type_players("Bo, an".to_owned());
        assert_eq!(names(&form), ["Ana", "Jana"], "starting with it first");
        form.pick("Ana");
        assert_eq!(form.players, "Bo, Ana, ");
        assert_eq!(names(&form), ["Ana", "Jana"], "the offer stays as it was");
        form.pick("Ana");
        assert_eq!(form.players, "Bo, Ana, ", "picked once");
        assert!(form.listed("ana") && form.listed("BO") && !form.listed("Cy"));
        form.pick("Cy");
        assert_eq!(form.players, "Bo, Ana, Cy, ");
        form.type_players("Di".to_owned());
        form.pick("Jana");
        assert_eq!(form.players, "Jana, ");
    }
}
