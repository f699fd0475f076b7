//! The play screen's clock: the time played and the thinking time of the
//! seat whose turn it is, Pause and Resume, the turn timer the group sets,
//! and its countdown in the header (red, "Time!", at zero). The times are
//! `crate::clock`'s; this only shows them.

use chrono::{DateTime, TimeDelta, Utc};
use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Length, Theme};

use crate::clock::{Played, hms};
use crate::i18n::I18n;
use crate::session::Session;
use crate::ui::theme;
use crate::ui::widget;

/// The turn timers offered, in seconds.
pub const TIMERS: [u32; 8] = [30, 60, 90, 120, 180, 300, 600, 900];

/// What the clock's controls send.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Stop the clock.
    Pause,
    /// Run it again.
    Resume,
    /// The turn timer chosen (none: off).
    Timer(Option<u32>),
}

/// The clock's words: the time played (or that the clock is stopped), and
/// the thinking time of the seat whose turn it is.
pub fn words(played: &Played, session: &Session, now: DateTime<Utc>, i18n: &I18n) -> String {
    let key = if session.paused() {
        "ui-clock-paused"
    } else {
        "ui-clock"
    };
    let mut words = i18n.tr_args(key, &[("time", hms(played.at(now)).into())]);
    if let Some(turn) = &played.turn
        && let Some((_, t)) = played.seats_at(now).into_iter().find(|(n, _)| n == turn)
    {
        words.push('\n');
        words.push_str(&i18n.tr_args(
            "ui-clock-turn",
            &[("name", turn.clone().into()), ("time", hms(t).into())],
        ));
    }
    words
}

/// A timer's words: "Off", "30 s", "2 min", "1:30".
fn timer_label(seconds: Option<u32>, i18n: &I18n) -> String {
    match seconds {
        None => i18n.tr("ui-timer-off"),
        Some(s) if s % 60 == 0 => i18n.tr_args("ui-timer-minutes", &[("minutes", (s / 60).into())]),
        Some(s) if s < 60 => i18n.tr_args("ui-timer-seconds", &[("seconds", s.into())]),
        Some(s) => hms(TimeDelta::seconds(i64::from(s))),
    }
}

/// Pause (or Resume) and the turn timer's choice; `writable`: the session
/// may be changed. The timer only for a game played in turns.
pub fn controls<'a>(
    session: &Session,
    played: &Played,
    writable: bool,
    i18n: &'a I18n,
) -> Element<'a, Msg> {
    let running = !session.is_closed();
    // Two buttons, each where it always is: a double click on Pause
    // never lands on Resume.
    let can = writable && running;
    let paused = session.paused();
    let pause = button(text(i18n.tr("ui-clock-pause")))
        .style(widget::secondary)
        .on_press_maybe((can && !paused).then_some(Msg::Pause));
    let resume = button(text(i18n.tr("ui-clock-resume")))
        .style(widget::primary)
        .on_press_maybe((can && paused).then_some(Msg::Resume));
    let buttons = row![pause, resume].spacing(8).align_y(Alignment::Center);
    if played.turn.is_some() {
        let now = session.turn_timer();
        let (shorter, longer) = (timer_step(now, false), timer_step(now, true));
        let step = |label: &'static str, id: &'static str, to: Option<Option<u32>>| {
            container(widget::square(
                label,
                0.8,
                to.filter(|_| can).map(Msg::Timer),
            ))
            .id(id)
        };
        let timer = row![].spacing(8).align_y(Alignment::Center).extend([
            text(i18n.tr("ui-timer")).size(theme::small()).into(),
            step("−", "timer-shorter", shorter).into(),
            container(text(timer_label(now, i18n)).size(theme::small()))
                .center_x(Length::Fixed(56.0))
                .into(),
            step("+", "timer-longer", longer).into(),
        ]);
        return column![buttons, timer].spacing(8).into();
    }
    buttons.into()
}

/// The turn timer after `now` one step `longer` (else shorter): Off, then
/// each of [`TIMERS`] in turn; none past either end. A timer set by hand
/// in the file steps to the nearest one.
pub fn timer_step(now: Option<u32>, longer: bool) -> Option<Option<u32>> {
    let steps: Vec<Option<u32>> = std::iter::once(None)
        .chain(TIMERS.iter().copied().map(Some))
        .collect();
    let at = steps.iter().position(|t| *t == now);
    match (at, longer) {
        (Some(0), false) => None,
        (Some(i), false) => steps.get(i - 1).copied(),
        (None, false) => Some(steps.iter().rev().find(|t| **t < now).copied().flatten()),
        (Some(i), true) => steps.get(i + 1).copied(),
        (None, true) => steps.iter().find(|t| **t > now).copied(),
    }
}

/// The turn timer's countdown for the header: the time left of the current
/// turn, red with "Time!" once it is out; none without a timer, turns, or
/// once the game is decided. Of fixed width, so nothing beside it moves.
pub fn countdown<'a, M: 'a>(
    played: &Played,
    session: &Session,
    now: DateTime<Utc>,
    i18n: &'a I18n,
) -> Option<Element<'a, M>> {
    let limit = session.turn_timer()?;
    played.turn.as_ref()?;
    // Decided (closed, or opened again to correct it): the turns are over.
    if session.is_closed() || !played.runs {
        return None;
    }
    let left = TimeDelta::seconds(i64::from(limit)) - played.turn_at(now);
    let out = left <= TimeDelta::zero();
    let words = if out {
        i18n.tr("ui-timer-out")
    } else {
        hms(left)
    };
    // Stopped, it is greyed: the clock's line says it is paused.
    let paused = session.paused();
    Some(
        container(text(words).size(theme::heading()))
            .id("turn-timer")
            .center_x(Length::Fixed(170.0))
            .center_y(Length::Fixed(56.0))
            .style(move |t: &Theme| {
                let palette = t.extended_palette();
                let pair = if out {
                    palette.danger.strong
                } else if paused {
                    palette.background.strong
                } else {
                    palette.background.weak
                };
                container::Style {
                    background: Some(pair.color.into()),
                    text_color: Some(pair.text),
                    border: iced::Border::default().rounded(8),
                    ..container::Style::default()
                }
            })
            .into(),
    )
}
