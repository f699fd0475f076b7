//! What is typed in the Wave Card's page (a row per wave, fixed columns),
//! the rows it makes, and what its controls say. Below the page that
//! draws it (`wave_card`) and the body that keeps it.

use iced::Task;

use crate::rules::kings_armory::{Rules, Setup, State, WaveNumbers};
use crate::rules::{Arg, Text};

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
    pub fn index(self) -> usize {
        match self {
            Column::Foes => 0,
            Column::ExtraFoes => 1,
            Column::D12 => 2,
            Column::Cards => 3,
            Column::ExtraCards => 4,
        }
    }

    /// The selector of its name in the messages and its widget ids.
    pub fn name(self) -> &'static str {
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
    pub fn blank(self) -> Option<i64> {
        match self {
            Column::Foes | Column::Cards => None,
            _ => Some(0),
        }
    }

    /// Its value in recorded numbers.
    pub fn of(self, n: &WaveNumbers) -> i64 {
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

    /// `words` typed in the field of `wave` and `column`.
    pub fn set(&mut self, wave: u32, column: Column, words: String) {
        if let Some(slot) = self.slot_mut(wave, column) {
            *slot = words;
        }
    }

    /// The rows to try the Send button with: the rows typed, else the
    /// numbers entered before (or a row of ones), so the button says why
    /// the card cannot be entered.
    pub fn trial(&self, setup: &Setup, state: &State) -> Vec<WaveNumbers> {
        self.numbers(setup, state)
            .ok()
            .unwrap_or_else(|| vec![sample(state)])
    }

    /// Forgets what was typed: the rules took it (a refusal keeps it).
    pub fn clear(&mut self) {
        self.cells = Default::default();
    }

    /// The rows typed, as the card's numbers: a row with anything typed
    /// in it counts; its blank fields keep the numbers entered before, or
    /// the Hero Scaling Grid's 0.
    pub fn numbers(&self, setup: &Setup, state: &State) -> Result<Vec<WaveNumbers>, Text> {
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
pub fn waves(setup: &Setup, state: &State) -> std::ops::RangeInclusive<u32> {
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

/// The task after a message: the cursor to a field.
pub fn after(msg: &Msg) -> Option<Task<Msg>> {
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
