//! The form that makes an event: its name, its players, the games it
//! plays (one, or several for a game night) and how it seats them.

use iced::widget::{button, column, row, space, text, text_input};
use iced::{Alignment, Element, Length};

use super::Msg;
use crate::event::Kind;
use crate::i18n::I18n;
use crate::rules::GameKind;
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
}

impl Default for Form {
    fn default() -> Self {
        Form {
            name: String::new(),
            players: String::new(),
            games: vec![GameKind::Koth],
            kind: Kind::TwoPlayer,
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
}
