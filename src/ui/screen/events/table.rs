//! One table of a round: its players and game, then its result, or a
//! button to start its game and the buttons that enter its result — who
//! won (and a draw, where the game has one) at a table of two; at a pod,
//! the players pressed in the order they finished.

use iced::widget::{button, container, row, text};
use iced::{Alignment, Element, Length};

use super::Msg;
use crate::event::{Event, Table, TableResult};
use crate::i18n::I18n;
use crate::ui::{theme, widget};

/// The places picked so far at a pod: round, table, the players first to
/// last. The last player's place follows from the others'.
pub type Placing = (usize, usize, Vec<String>);

/// Table `table` of round `round` of `event`, with `placing` if it is the
/// pod whose places are being picked.
pub fn view<'a>(
    event: &'a Event,
    round: usize,
    table: &'a Table,
    placing: Option<&'a Placing>,
    i18n: &'a I18n,
) -> Element<'a, Msg> {
    let n = table.number;
    let seats = table.players.join(" – ");
    let game = event.game_at(round, n);
    let words = match game {
        Some(g) if event.games.len() > 1 => i18n.tr_args(
            "ui-event-table-game",
            &[
                ("table", n.into()),
                ("game", i18n.tr(&g.title_key()).into()),
                ("players", seats.into()),
            ],
        ),
        _ => i18n.tr_args(
            "ui-event-table",
            &[("table", n.into()), ("players", seats.into())],
        ),
    };
    let mut line = row![text(words).width(Length::Fill)]
        .spacing(8)
        .align_y(Alignment::Center);
    if let Some(result) = &table.result {
        let words = match result {
            TableResult::Winner(w) => i18n.tr_args("ui-event-won", &[("name", w.clone().into())]),
            TableResult::Draw => i18n.tr("ui-event-draw"),
            TableResult::Places(p) => p.join(" > "),
        };
        return line.push(text(words)).into();
    }
    line = line.push(
        container(
            button(text(i18n.tr("ui-event-start")))
                .style(widget::primary)
                .on_press(Msg::Start(round, n)),
        )
        .id(format!("event-start-{round}-{n}")),
    );
    let placed: &[String] = placing
        .filter(|(r, t, _)| (*r, *t) == (round, n))
        .map_or(&[], |(_, _, p)| p.as_slice());
    if table.players.len() > 2 {
        line = line.push(text(i18n.tr("ui-event-places")).size(theme::SMALL));
    }
    for p in &table.players {
        line = line.push(
            container(result_button(round, n, table, p, placed, i18n))
                .id(format!("event-won-{round}-{n}-{p}")),
        );
    }
    if table.players.len() > 2 {
        // Always there, so nothing moves when the first place is picked.
        line = line.push(
            button(text(i18n.tr("ui-event-places-clear")).size(theme::SMALL))
                .style(widget::secondary)
                .on_press_maybe((!placed.is_empty()).then_some(Msg::Unplace)),
        );
    }
    if game.is_some_and(|g| g.draws()) {
        line = line.push(
            container(
                button(text(i18n.tr("ui-event-draw")).size(theme::SMALL))
                    .style(widget::secondary)
                    .on_press(Msg::Result(round, n, TableResult::Draw)),
            )
            .id(format!("event-draw-{round}-{n}")),
        );
    }
    line.wrap().vertical_spacing(6).into()
}

/// Player `p`'s button: "Ana won" at a table of two; at a pod, their name,
/// and once picked their place before it ("2."), greyed where it stands.
fn result_button<'a>(
    round: usize,
    n: usize,
    table: &Table,
    p: &str,
    placed: &[String],
    i18n: &I18n,
) -> Element<'a, Msg> {
    if table.players.len() <= 2 {
        let words = i18n.tr_args("ui-event-won", &[("name", p.to_owned().into())]);
        return button(text(words).size(theme::SMALL))
            .style(widget::secondary)
            .on_press(Msg::Result(round, n, TableResult::Winner(p.to_owned())))
            .into();
    }
    let at = placed.iter().position(|x| x == p);
    // The place is written in a slot of its own, kept empty until picked,
    // so the button keeps its width and nothing beside it moves.
    let place = at.map_or(String::new(), |i| {
        i18n.tr_args("ui-event-place", &[("place", (i + 1).into())])
    });
    let words = row![
        text(place)
            .size(theme::SMALL)
            .width(Length::Fixed(theme::SMALL * 1.6)),
        text(p.to_owned()).size(theme::SMALL),
    ];
    button(words)
        .style(widget::secondary)
        .on_press_maybe(at.is_none().then(|| Msg::Place(round, n, p.to_owned())))
        .into()
}
