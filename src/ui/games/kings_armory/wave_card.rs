//! The Wave Card on The King's Armory page (B1, Diagram B1-1): a line in
//! the side panel that always says what the card brings (the foes due this
//! foes' round and still to come, Raise the Bar's quota, the reward cards
//! due after a wave; or that the card was skipped and foe counts are not
//! checked), and the panel's page where the group types the card's numbers
//! (a row per wave: the next one before each wave, or every row once as a
//! table). Fixed-width number fields; Tab moves between them, Enter sends
//! them, and what was typed clears once the rules took it.

use iced::widget::text::Wrapping;
use iced::widget::{Row, button, column, container, text, text_input};
use iced::{Alignment, Element, Length, Task};

use super::body::{Body, Msg as BodyMsg, Tab};
use super::view::{V, tip};
use crate::rules::kings_armory::{Action, Mode, Phase, Rules, Setup, State, WaveNumbers};
use crate::rules::{Arg, Text};
use crate::ui::{theme, widget};

/// The columns of a wave's row, in the card's order: the foe quantity
/// (#2), the Hero Scaling Grid's additional monsters (#7) and d12
/// modifier (#8), the reward cards (#4) and the grid's reward bonus (#9).
pub const COLUMNS: [Column; 5] = [
    Column::Foes,
    Column::ExtraFoes,
    Column::D12,
    Column::Cards,
    Column::ExtraCards,
];

/// The most waves a game has (a mega game).
const WAVES: usize = 7;

/// A column of the Wave Card's table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// The foe quantity (#2).
    Foes,
    /// The Hero Scaling Grid's additional monsters (#7).
    ExtraFoes,
    /// The Hero Scaling Grid's d12 modifier (#8).
    D12,
    /// The reward cards (#4).
    Cards,
    /// The Hero Scaling Grid's reward bonus (#9).
    ExtraCards,
}

impl Column {
    fn index(self) -> usize {
        match self {
            Column::Foes => 0,
            Column::ExtraFoes => 1,
            Column::D12 => 2,
            Column::Cards => 3,
            Column::ExtraCards => 4,
        }
    }

    /// The selector of its name in the messages and its widget ids.
    fn name(self) -> &'static str {
        match self {
            Column::Foes => "foes",
            Column::ExtraFoes => "extra-foes",
            Column::D12 => "d12",
            Column::Cards => "cards",
            Column::ExtraCards => "extra-cards",
        }
    }

    /// Left blank, the Hero Scaling Grid's numbers are 0 (for 2–4 heroes
    /// the grid changes nothing); the quantity and the cards must be typed.
    fn blank(self) -> Option<i64> {
        match self {
            Column::Foes | Column::Cards => None,
            _ => Some(0),
        }
    }

    /// Its value in recorded numbers.
    fn of(self, n: &WaveNumbers) -> i64 {
        match self {
            Column::Foes => n.foes,
            Column::ExtraFoes => n.extra_foes,
            Column::D12 => n.d12_mod,
            Column::Cards => n.reward_cards,
            Column::ExtraCards => n.extra_cards,
        }
    }
}

/// The id of the field of `wave`'s row and `column`.
pub fn field_id(wave: u32, column: Column) -> String {
    format!("ka-card-{wave}-{}", column.name())
}

/// What is typed in the Wave Card's page.
#[derive(Debug, Default)]
pub struct Cells {
    /// By wave (from 1) and column.
    cells: [[String; 5]; WAVES],
}

impl Cells {
    /// What the field of `wave` and `column` shows.
    pub fn cell(&self, wave: u32, column: Column) -> &str {
        self.slot(wave, column).map_or("", String::as_str)
    }

    fn slot(&self, wave: u32, column: Column) -> Option<&String> {
        let row = usize::try_from(wave).ok()?.checked_sub(1)?;
        self.cells.get(row)?.get(column.index())
    }

    fn slot_mut(&mut self, wave: u32, column: Column) -> Option<&mut String> {
        let row = usize::try_from(wave).ok()?.checked_sub(1)?;
        self.cells.get_mut(row)?.get_mut(column.index())
    }

    /// Forgets what was typed: the rules took it (a refusal keeps it).
    pub fn clear(&mut self) {
        self.cells = Default::default();
    }

    /// The rows typed, as the card's numbers: a row with anything typed
    /// in it counts; its blank fields keep the numbers entered before, or
    /// the Hero Scaling Grid's 0.
    fn numbers(&self, setup: &Setup, state: &State) -> Result<Vec<WaveNumbers>, Text> {
        let mut rows = Vec::new();
        for wave in waves(setup, state) {
            let typed = COLUMNS
                .iter()
                .any(|c| self.slot(wave, *c).is_some_and(|w| !w.trim().is_empty()));
            if !typed {
                continue;
            }
            let before = Rules::wave_card(state, wave);
            let mut v = [0i64; 5];
            for c in COLUMNS {
                let words = self.slot(wave, c).map_or("", String::as_str);
                let blank = before.map(|n| c.of(n)).or(c.blank());
                v[c.index()] = number(wave, c, words, blank)?;
            }
            rows.push(WaveNumbers {
                wave,
                foes: v[0],
                extra_foes: v[1],
                d12_mod: v[2],
                reward_cards: v[3],
                extra_cards: v[4],
            });
        }
        if rows.is_empty() {
            return Err(Text::msg("ui-ka-card-nothing"));
        }
        Ok(rows)
    }
}

/// A number typed in a field of the card, or what is wrong with it.
fn number(wave: u32, column: Column, words: &str, blank: Option<i64>) -> Result<i64, Text> {
    let field = Arg::msg(&format!("ui-ka-card-{}", column.name()));
    let w = words.trim().replace('−', "-");
    match (w.as_str(), blank) {
        ("", Some(b)) => Ok(b),
        ("", None) => Err(Text::msg("ui-ka-card-empty")
            .arg("wave", wave)
            .arg("field", field)),
        (w, _) => w.parse::<i64>().map_err(|_| {
            Text::msg("ui-ka-card-not-number")
                .arg("wave", wave)
                .arg("field", field)
                .arg("value", words)
        }),
    }
}

/// The waves whose row the page shows: from the one being played or next
/// to the game's last.
fn waves(setup: &Setup, state: &State) -> std::ops::RangeInclusive<u32> {
    let first = state.wave.max(1);
    let last = setup
        .final_wave()
        .unwrap_or(first)
        .clamp(first, WAVES as u32);
    first..=last
}

/// What the Wave Card's controls say.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Show the page, the cursor in the first field of `wave`'s row.
    Open(u32),
    /// A field was typed.
    Cell(u32, Column, String),
    /// Send the rows typed.
    Submit,
    /// Tab (backwards with Shift): the next field.
    NextField(bool),
}

/// Handles a message: the action to apply, none, or what is wrong.
pub fn update(
    body: &mut Body,
    setup: &Setup,
    state: &State,
    msg: Msg,
) -> Result<Option<Action>, Text> {
    match msg {
        Msg::Open(_) => {
            body.tab = Tab::Card;
            Ok(None)
        }
        Msg::Cell(wave, column, words) => {
            if let Some(slot) = body.card.slot_mut(wave, column) {
                *slot = words;
            }
            Ok(None)
        }
        Msg::NextField(_) => Ok(None),
        Msg::Submit => {
            let waves = body.card.numbers(setup, state)?;
            Ok(Some(Action::WaveCard { waves }))
        }
    }
}

/// The task after a message: the cursor to a field.
pub fn after(msg: &Msg) -> Option<Task<BodyMsg>> {
    match msg {
        Msg::Open(wave) => Some(iced::widget::operation::focus(field_id(
            *wave,
            Column::Foes,
        ))),
        Msg::NextField(false) => Some(iced::widget::operation::focus_next()),
        Msg::NextField(true) => Some(iced::widget::operation::focus_previous()),
        _ => None,
    }
}

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
        text(words).size(theme::SMALL * v.s).wrapping(if wrap {
            Wrapping::Word
        } else {
            Wrapping::None
        })
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
                    .size(theme::SMALL * 0.9 * s)
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
                    .size(theme::SMALL * 1.1 * s)
                    .wrapping(Wrapping::None),
            )
            .width(Length::Fixed(wave_w)),
        );
        for c in COLUMNS {
            let hint = before
                .map(|n| c.of(n).to_string())
                .or_else(|| c.blank().map(|b| b.to_string()))
                .unwrap_or_default();
            line = line.push(
                text_input(&hint, form.cell(wave, c))
                    .id(field_id(wave, c))
                    .on_input_maybe(
                        v.live
                            .then_some(move |w| BodyMsg::Card(Msg::Cell(wave, c, w))),
                    )
                    .on_submit_maybe(v.on(BodyMsg::Card(Msg::Submit)))
                    .size(theme::SMALL * 1.1 * s)
                    .padding([6, 3])
                    .width(Length::Fixed(cell_w)),
            );
        }
        rows = rows.push(line);
    }
    // Tried with the rows typed, else with the numbers entered before (or
    // a row of ones), so the button says why the card cannot be entered.
    let trial = form
        .numbers(setup, st)
        .ok()
        .unwrap_or_else(|| vec![sample(st)]);
    let (send, _) = super::panel::act(
        v,
        v.i18n.tr("ui-ka-card-send"),
        Action::WaveCard { waves: trial },
        BodyMsg::Card(Msg::Submit),
        "ka-card-send".into(),
    );
    // The button (its words the page's title) above the rows, so it
    // shows whatever the game's length; the help under them.
    column![send, rows, v.note(v.i18n.tr("ui-ka-card-help"))]
        .spacing(8)
        .into()
}

/// A row of the card the rules would take for the wave being played or
/// next, to try the button with.
fn sample(state: &State) -> WaveNumbers {
    Rules::wave_card(state, state.wave)
        .copied()
        .unwrap_or(WaveNumbers {
            wave: state.wave,
            foes: 1,
            extra_foes: 0,
            d12_mod: 0,
            reward_cards: 0,
            extra_cards: 0,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_typed_takes_the_numbers_and_blanks_keep_the_old_ones() {
        let setup = Setup::new(&[("Ana", "Valcor", 20, 4), ("Bo", "Ember", 16, 3)], 3);
        let mut state = State::new(&setup, 2);
        let mut form = Cells::default();
        assert_eq!(
            form.numbers(&setup, &state)
                .map_err(|t| t.key().map(str::to_owned)),
            Err(Some("ui-ka-card-nothing".to_owned()))
        );
        if let Some(s) = form.slot_mut(1, Column::Foes) {
            *s = "4".into();
        }
        assert_eq!(
            form.numbers(&setup, &state)
                .map_err(|t| t.key().map(str::to_owned)),
            Err(Some("ui-ka-card-empty".to_owned())),
            "the reward cards are typed"
        );
        if let Some(s) = form.slot_mut(1, Column::Cards) {
            *s = "2".into();
        }
        if let Some(s) = form.slot_mut(1, Column::D12) {
            *s = "−1".into();
        }
        let rows = form.numbers(&setup, &state).unwrap_or_default();
        assert_eq!(
            rows,
            vec![WaveNumbers {
                wave: 1,
                foes: 4,
                extra_foes: 0,
                d12_mod: -1,
                reward_cards: 2,
                extra_cards: 0,
            }]
        );
        state.card = rows;
        state.card_entries = 1;
        let mut again = Cells::default();
        if let Some(s) = again.slot_mut(1, Column::ExtraFoes) {
            *s = "1".into();
        }
        let rows = again.numbers(&setup, &state).unwrap_or_default();
        assert_eq!(
            (rows[0].foes, rows[0].extra_foes, rows[0].d12_mod),
            (4, 1, -1)
        );
        form.clear();
        assert_eq!(form.cell(1, Column::Foes), "", "taken: cleared");
    }
}
