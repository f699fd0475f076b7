//! One table of a round: its players and game, then its result and
//! Change (in the last round), or a button to start its game and the
//! buttons that enter its result — who won (and a draw, where the game has
//! one) at a table of two; at a pod, the players pressed in the order they
//! finished. Changing a result shows the same buttons, Clear result, and
//! Keep where Change was.

use crate::ui::widget::button;
use iced::widget::{Row, column, container, row, stack, text};
use iced::{Alignment, Color, Element, Length};

use super::Msg;
use crate::event::{Event, Table, TableResult};
use crate::i18n::I18n;
use crate::ui::{theme, widget};

/// The places picked so far at a pod: round, table, the players first to
/// last. The last player's place follows from the others'.
pub type Placing = (usize, usize, Vec<String>);

/// What the screen holds that a table's row shows.
#[derive(Debug, Clone, Copy)]
pub struct State<'a> {
    /// The places picked so far at a pod, if any.
    pub placing: Option<&'a Placing>,
    /// The table (round, table) whose result is being changed, if any.
    pub changing: Option<(usize, usize)>,
    /// Whether the round's results may change (it is the last round).
    pub open: bool,
}

/// Table `table` of round `round` of `event`, as `state` has it.
pub fn view<'a>(
    event: &'a Event,
    round: usize,
    table: &'a Table,
    state: State<'a>,
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
    let changing = state.changing == Some((round, n));
    if let Some(result) = &table.result {
        let words = match result {
            TableResult::Winner(w) => i18n.tr_args("ui-event-won", &[("name", w.clone().into())]),
            TableResult::Draw => i18n.tr("ui-event-draw"),
            TableResult::Places(p) => p.join(" > "),
        };
        line = line.push(text(words));
        if !state.open {
            return line.into();
        }
        if !changing {
            return line
                .push(
                    container(
                        button(text(i18n.tr("ui-event-change")).size(theme::small()))
                            .style(widget::secondary)
                            .on_press(Msg::Change(round, n)),
                    )
                    .id(format!("event-change-{round}-{n}")),
                )
                .into();
        }
        // Keep where Change was, at least as wide: the second click of a
        // double click on Change keeps the result. The buttons that
        // change it, and Clear, on the line below.
        let keep = stack![
            text(i18n.tr("ui-event-change"))
                .size(theme::small())
                .color(Color::TRANSPARENT),
            text(i18n.tr("ui-event-keep")).size(theme::small()),
        ];
        line = line.push(
            container(button(keep).style(widget::secondary).on_press(Msg::Keep))
                .id(format!("event-keep-{round}-{n}")),
        );
        let choices = buttons(event, (round, table), state, row![], i18n).push(
            container(
                button(text(i18n.tr("ui-event-clear")).size(theme::small()))
                    .style(widget::secondary)
                    .on_press(Msg::Clear(round, n)),
            )
            .id(format!("event-clear-{round}-{n}")),
        );
        return column![line, choices.wrap().vertical_spacing(6)]
            .spacing(6)
            .into();
    }
    line = line.push(
        container(
            button(text(i18n.tr("ui-event-start")))
                .style(widget::primary)
                .on_press(Msg::Start(round, n)),
        )
        .id(format!("event-start-{round}-{n}")),
    );
    buttons(event, (round, table), state, line, i18n)
        .wrap()
        .vertical_spacing(6)
        .into()
}

/// `line` with the buttons that enter table `table`'s result (in round
/// `round`): a winner each, or at a pod the places and Clear places; Draw
/// where the game has one.
fn buttons<'a>(
    event: &Event,
    (round, table): (usize, &Table),
    state: State<'_>,
    mut line: Row<'a, Msg>,
    i18n: &I18n,
) -> Row<'a, Msg> {
    let n = table.number;
    let placed: &[String] = state
        .placing
        .filter(|(r, t, _)| (*r, *t) == (round, n))
        .map_or(&[], |(_, _, p)| p.as_slice());
    if table.players.len() > 2 {
        line = line.push(text(i18n.tr("ui-event-places")).size(theme::small()));
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
            button(text(i18n.tr("ui-event-places-clear")).size(theme::small()))
                .style(widget::secondary)
                .on_press_maybe((!placed.is_empty()).then_some(Msg::Unplace)),
        );
    }
    if event.game_at(round, n).is_some_and(|g| g.draws()) {
        line = line.push(
            container(
                button(text(i18n.tr("ui-event-draw")).size(theme::small()))
                    .style(widget::secondary)
                    .on_press(Msg::Result(round, n, TableResult::Draw)),
            )
            .id(format!("event-draw-{round}-{n}")),
        );
    }
    line.spacing(8).align_y(Alignment::Center)
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
        return button(text(words).size(theme::small()))
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
            .size(theme::small())
            .width(Length::Fixed(theme::small() * 1.6)),
        text(p.to_owned()).size(theme::small()),
    ];
    button(words)
        .style(widget::secondary)
        .on_press_maybe(at.is_none().then(|| Msg::Place(round, n, p.to_owned())))
        .into()
}
