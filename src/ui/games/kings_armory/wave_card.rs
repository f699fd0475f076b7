//! The Wave Card on The King's Armory page (B1, Diagram B1-1): a line in
//! the side panel that always says what the card brings (the foes due this
//! foes' round and still to come, Raise the Bar's quota, the reward cards
//! due after a wave; or that the card was skipped and foe counts are not
//! checked), and the panel's page where the group types the card's numbers
//! (a row per wave: the next one before each wave, or every row once as a
//! table). Fixed-width number fields; Tab moves between them, Enter sends
//! them, and what was typed clears once the rules took it (it is kept,
//! and made into rows, in `card`).

use iced::widget::text::Wrapping;
use iced::widget::{Row, button, column, container, text, text_input};
use iced::{Alignment, Element, Length};

use super::body::{Msg as BodyMsg, Tab};
use super::card::{COLUMNS, Msg, field_id, waves};
use super::controls::act;
use super::look::{V, ring, tip};
use crate::rules::kings_armory::{Ask, Mode, Phase, Rules};
use crate::ui::{theme, widget};

/// The height of the line at scale 1: two lines of small words.
const LINE: f32 = 40.0;

/// The line in the side panel: what the Wave Card brings now, as a
/// button the whole panel wide that opens the card's page (standing out
/// while it is open). Its place and height never change; its words in
/// full and what it does are in its tooltip.
pub fn line<'a>(v: V<'a>) -> Element<'a, BodyMsg> {
    let (first, second) = words(v);
    let open = v.body.tab == Tab::Card;
    // Alone, the first line may take the second's room.
    let alone = second.is_empty();
    let said = |words: String, wrap: bool| {
        text(words)
            .size(theme::ordinary::small() * v.s)
            .wrapping(if wrap { Wrapping::Word } else { Wrapping::None })
    };
    let b = button(
        container(column![
            said(first.clone(), alone),
            said(second.clone(), false)
        ])
        .id("ka-card-line")
        .width(Length::Fill)
        .clip(true),
    )
    .padding([2, 8])
    .width(Length::Fill)
    .height(Length::Fixed(LINE * v.s))
    .style(if open {
        widget::primary
    } else {
        widget::secondary
    })
    .on_press(BodyMsg::Card(Msg::Open(v.state.wave)));
    let help = v.i18n.tr("ui-ka-card-open");
    let said = [first, second, help]
        .into_iter()
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    tip(
        container(b).id("ka-card-open").width(Length::Fill),
        Some(said),
    )
}

/// The line's two lines of words.
fn words(v: V<'_>) -> (String, String) {
    let (setup, st, i18n) = (v.setup, v.state, v.i18n);
    let skipped = || i18n.tr("ui-ka-card-skipped");
    if setup.mode == Mode::Gauntlet {
        let now = Rules::foes_due(setup, st)
            .map(|d| i64::from(d.min.saturating_sub(d.arrived)))
            .unwrap_or(0);
        let first = if st.phase == Phase::Wave {
            i18n.tr_args("ui-ka-card-gauntlet-due", &[("now", now.into())])
        } else {
            i18n.tr("ui-ka-card-gauntlet")
        };
        return (first, String::new());
    }
    let bar = Rules::raise_the_bar(setup, st).map(|q| {
        i18n.tr_args(
            "ui-ka-card-bar",
            &[
                ("min", q.min.into()),
                ("level", q.level.into()),
                ("entered", q.entered.into()),
                ("missing", q.missing().into()),
            ],
        )
    });
    if st.phase == Phase::Wave {
        return match Rules::wave_foes(setup, st) {
            Some(f) => {
                let first = i18n.tr_args(
                    "ui-ka-card-due",
                    &[("now", f.now.into()), ("later", f.later.into())],
                );
                let mut second = i18n.tr_args(
                    "ui-ka-card-entered",
                    &[("entered", f.entered.into()), ("total", f.total.into())],
                );
                if let Some(b) = bar {
                    second = format!("{second} · {b}");
                }
                (first, second)
            }
            None => (skipped(), bar.unwrap_or_default()),
        };
    }
    // Before a wave: the reward cards of the last one, the next wave by
    // the card (or that it was skipped), Raise the Bar's quota.
    let rewards = st.rewards.map(|r| {
        i18n.tr_args(
            "ui-ka-card-rewards",
            &[
                ("wave", r.wave.into()),
                ("total", r.total.into()),
                ("due", st.cards_due.into()),
            ],
        )
    });
    let next = match Rules::wave_card(st, st.wave) {
        Some(n) => i18n.tr_args(
            "ui-ka-card-next",
            &[
                ("wave", st.wave.into()),
                ("foes", n.total().into()),
                ("cards", (n.reward_cards + n.extra_cards).max(0).into()),
            ],
        ),
        None => skipped(),
    };
    let mut parts = rewards.into_iter().chain([next]).chain(bar);
    let first = parts.next().unwrap_or_default();
    (first, parts.collect::<Vec<_>>().join(" · "))
}

/// The page: a row per wave still to play, the numbers entered before as
/// the fields' hints, and the button that sends the rows typed (disabled,
/// with the reason, where the rules would refuse the card now).
pub fn page<'a>(v: V<'a>) -> Element<'a, BodyMsg> {
    let s = v.s;
    let (setup, st) = (v.setup, v.state);
    let form = &v.body.card;
    // Two digits and a sign a field; a row fits the narrowest panel.
    let cell_w = 38.0 * s;
    let wave_w = 34.0 * s;
    let mut head = Row::new().spacing(3).push(
        container(v.dim(v.i18n.tr("ui-ka-card-wave")))
            .width(Length::Fixed(wave_w))
            .clip(true),
    );
    for c in COLUMNS {
        let short = v.i18n.tr(&format!("ui-ka-card-{}", c.name()));
        let long = v.i18n.tr(&format!("ui-ka-card-{}-help", c.name()));
        head = head.push(tip(
            container(
                text(short)
                    .size(theme::ordinary::small() * 0.9 * s)
                    .wrapping(Wrapping::None)
                    .style(|t: &iced::Theme| text::Style {
                        color: Some(widget::dim(t)),
                    }),
            )
            .width(Length::Fixed(cell_w))
            .clip(true),
            Some(long),
        ));
    }
    let mut rows = column![head].spacing(4);
    for wave in waves(setup, st) {
        let before = Rules::wave_card(st, wave);
        let mark = if before.is_some() {
            format!("{wave} ✓")
        } else {
            wave.to_string()
        };
        let mut line = Row::new().spacing(3).align_y(Alignment::Center).push(
            container(
                text(mark)
                    .size(theme::ordinary::small() * 1.1 * s)
                    .wrapping(Wrapping::None),
            )
            .width(Length::Fixed(wave_w)),
        );
        for c in COLUMNS {
            let hint = before
                .map(|n| c.of(n).to_string())
                .or_else(|| c.blank().map(|b| b.to_string()))
                .unwrap_or_default();
            line = line.push(ring(
                v,
                &field_id(wave, c),
                text_input(&hint, form.cell(wave, c))
                    .id(field_id(wave, c))
                    .on_input_maybe(
                        v.live
                            .then_some(move |w| BodyMsg::Card(Msg::Cell(wave, c, w))),
                    )
                    .on_submit_maybe(v.on(BodyMsg::Card(Msg::Submit)))
                    .size(theme::ordinary::small() * 1.1 * s)
                    .padding([6, 3])
                    .width(Length::Fixed(cell_w)),
            ));
        }
        rows = rows.push(line);
    }
    // Tried with the rows typed, else with the numbers entered before (or
    // a row of ones), so the button says why the card cannot be entered.
    let (send, _) = act(
        v,
        v.i18n.tr("ui-ka-card-send"),
        Ask::WaveCard,
        BodyMsg::Card(Msg::Submit),
        "ka-card-send".into(),
    );
    // The button (its words the page's title) above the rows, so it
    // shows whatever the game's length; the help under them.
    column![send, rows, v.note(v.i18n.tr("ui-ka-card-help"))]
        .spacing(8)
        .into()
}
