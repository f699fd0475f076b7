//! The play body of Custom counters: a card per player with big numbers,
//! − and + per counter, click a number to type it; keyboard selection,
//! +/−, and digits then Enter (the keys are in `keys.rs`). Beside the
//! seats, above the log, the dice (`dice.rs`).

use iced::keyboard::Key;
use iced::widget::{column, container, mouse_area, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::random::Rng;
use crate::rules::custom::{self, Setup, State};
use crate::rules::{AnyAction, RuleError, Standing, Text};

use super::dice::{Dice, DiceField};

use crate::ui::{theme, widget};

/// The id of the number being typed, to focus it.
pub const INPUT: &str = "custom-value-input";

/// The scale of each counter when `n` of them share a tile of `tile`:
/// the best of every way to wrap them in rows, within readable bounds. A
/// counter at scale 1 is about 210 × 96 pixels with its ± and label, and
/// the tile's name above them about 60 high, both grown with the text
/// size (Settings → Text size).
fn counter_scale(n: usize, tile: iced::Size) -> f32 {
    let n = n.max(1);
    let grow = theme::text_scale();
    let (w, h) = (
        (tile.width - 30.0) / grow,
        (tile.height - 60.0 * grow) / grow,
    );
    (1..=n)
        .map(|per_row| {
            let rows = n.div_ceil(per_row) as f32;
            (w / (per_row as f32 * 210.0)).min(h / (rows * 96.0))
        })
        .fold(0.0_f32, f32::max)
        .clamp(0.5, 3.0)
}

/// Which counter the keyboard acts on, and what is being typed.
#[derive(Debug, Clone, Default)]
pub struct Body {
    /// The selected player.
    pub player: usize,
    /// The selected counter.
    pub counter: usize,
    /// A value being typed for (player, counter).
    pub typing: Option<(usize, usize, String)>,
    /// The dice to roll.
    pub dice: Dice,
}

/// What the body reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Add `sign × step` to (player, counter).
    Step(usize, usize, i64),
    /// Start typing a value for (player, counter).
    Type(usize, usize),
    /// The typed text changed.
    Typing(String),
    /// Apply the typed value.
    Submit,
    /// Stop typing.
    Cancel,
    /// Select (player, counter).
    Select(usize, usize),
    /// How many dice to roll was typed.
    DiceCount(String),
    /// The dice's sides were typed or picked.
    DiceSides(String),
    /// Roll the dice.
    Roll,
    /// The keys type into this field of the dice from now on (Alt+N,
    /// Alt+S), or no longer (none).
    PickDice(Option<DiceField>),
}

/// The body's one-shot controls (see [`crate::ui::games::Room::control`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// Roll: a double click rolls once.
    Roll,
}

impl Body {
    /// The seats, in a fixed grid. `editable` is false for read-only and
    /// closed sessions: the buttons stay, disabled.
    pub fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        standings: &'a [Standing],
        i18n: &'a I18n,
        editable: bool,
    ) -> Element<'a, Msg> {
        widget::grid_sized(setup.players.len(), move |p, scale, tile| {
            let per = counter_scale(setup.counters.len(), tile);
            self.seat(
                setup,
                state,
                standings.get(p),
                i18n,
                editable,
                p,
                scale,
                per,
            )
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn seat<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        standing: Option<&Standing>,
        i18n: &'a I18n,
        editable: bool,
        p: usize,
        scale: f32,
        per: f32,
    ) -> Element<'a, Msg> {
        let Some(player) = setup.players.get(p) else {
            return text("").into();
        };
        let mut counters = row![]
            .spacing(16.0 * per.min(2.0))
            .align_y(Alignment::Center);
        for (c, def) in setup.counters.iter().enumerate() {
            let value = state
                .values
                .get(p)
                .and_then(|v| v.get(c))
                .copied()
                .unwrap_or_default();
            let selected = editable && self.player == p && self.counter == c;
            let label = if selected {
                format!("▸ {}", widget::short(&def.name, 16))
            } else {
                widget::short(&def.name, 16)
            };
            let number: Element<'a, Msg> = match &self.typing {
                Some((tp, tc, words)) if *tp == p && *tc == c && editable => column![
                    text_input(&value.to_string(), words)
                        .id(INPUT)
                        .on_input(Msg::Typing)
                        .on_submit(Msg::Submit)
                        .size(theme::big() * per)
                        .width(Length::Fixed(150.0 * per.max(0.8))),
                    text(label).size(theme::small() * per.clamp(1.0, 2.0)),
                ]
                .align_x(Alignment::Center)
                .into(),
                _ => {
                    // A fixed width for up to three digits, so − and +
                    // never move as the number changes.
                    let digits = value.to_string().chars().count().max(3) as f32;
                    let shown = column![
                        text(value.to_string())
                            .size(theme::big() * per)
                            .wrapping(iced::widget::text::Wrapping::None),
                        text(label).size(theme::small() * per.clamp(1.0, 2.0)),
                    ]
                    .align_x(Alignment::Center)
                    .width(Length::Fixed(theme::big() * per * 0.6 * digits));
                    if editable {
                        mouse_area(shown).on_press(Msg::Type(p, c)).into()
                    } else {
                        shown.into()
                    }
                }
            };
            counters = counters.push(
                row![
                    container(widget::step(
                        "−",
                        per,
                        editable.then_some(Msg::Step(p, c, -1))
                    ))
                    .id(format!("custom-less-{p}-{c}")),
                    number,
                    container(widget::step(
                        "+",
                        per,
                        editable.then_some(Msg::Step(p, c, 1))
                    ))
                    .id(format!("custom-more-{p}-{c}")),
                ]
                .spacing(8.0 * per.min(2.0))
                .align_y(Alignment::Center),
            );
        }
        let remark = standing
            .and_then(|s| s.remark.as_ref())
            .map(|r| i18n.text(r));
        let out = standing
            .and_then(|s| s.remark.as_ref())
            .is_some_and(|r| r.key() == Some("remark-out"));
        widget::tile(
            widget::Seat {
                index: p,
                mark: widget::mark(setup.players.iter().map(|q| (q.name.as_str(), q.color)), p),
                name: player.name.clone(),
                remark,
                active: editable && self.player == p,
                out,
            },
            scale,
            container(counters.wrap().vertical_spacing(10.0 * per.min(2.0)))
                .center_x(Length::Fill)
                .center_y(Length::Fill)
                .into(),
        )
    }
}

impl super::super::Room for Body {
    const KEYS: Option<&'static str> = Some("ui-custom-keys");
    const TEXT_MAX: u16 = crate::store::TEXT_MAX;

    type Setup = Setup;
    type State = State;
    type Action = custom::Action;
    type Msg = Msg;
    type Control = Control;
    type Form = super::setup::Form;

    fn control(msg: &Msg) -> Option<Control> {
        matches!(msg, Msg::Roll).then_some(Control::Roll)
    }

    fn press(msg: &Msg) -> crate::ui::widget::Press {
        use crate::ui::widget::Press;
        match msg {
            Msg::Step(..) => Press::Each,
            Msg::Typing(_) | Msg::DiceCount(_) | Msg::DiceSides(_) | Msg::PickDice(_) => Press::Not,
            Msg::Type(..) | Msg::Submit | Msg::Cancel | Msg::Select(..) | Msg::Roll => Press::Once,
        }
    }

    /// Handles a message; returns the action to apply, if any, or why the
    /// typed value cannot be used (for the banner; nothing changes).
    fn update(
        &mut self,
        setup: &Setup,
        _state: &State,
        msg: Msg,
    ) -> Result<Option<AnyAction>, Text> {
        // Whatever is done to a counter leaves the dice's fields.
        if matches!(
            msg,
            Msg::Step(..) | Msg::Type(..) | Msg::Typing(_) | Msg::Select(..) | Msg::Cancel
        ) {
            self.dice.picked = None;
        }
        Ok(match msg {
            Msg::Step(player, counter, sign) => {
                self.player = player;
                self.counter = counter;
                self.typing = None;
                let Some(def) = setup.counters.get(counter) else {
                    return Ok(None);
                };
                Some(AnyAction::Custom(custom::Action::Add {
                    player,
                    counter,
                    amount: sign.saturating_mul(def.step),
                }))
            }
            Msg::Type(player, counter) => {
                self.player = player;
                self.counter = counter;
                self.typing = Some((player, counter, String::new()));
                None
            }
            Msg::Typing(words) => {
                match &mut self.typing {
                    Some((_, _, t)) => *t = words,
                    None => self.typing = Some((self.player, self.counter, words)),
                }
                None
            }
            Msg::Submit => {
                let Some((player, counter, words)) = self.typing.take() else {
                    return Ok(None);
                };
                let words = words.trim();
                if words.is_empty() {
                    return Ok(None);
                }
                let value = words.parse::<i64>().map_err(|_| {
                    let field = setup
                        .counters
                        .get(counter)
                        .map(|c| c.name.clone())
                        .unwrap_or_default();
                    RuleError::new("ui-not-a-number")
                        .arg("field", field)
                        .arg("value", words)
                        .0
                })?;
                Some(AnyAction::Custom(custom::Action::Set {
                    player,
                    counter,
                    value,
                }))
            }
            Msg::Cancel => {
                self.typing = None;
                None
            }
            Msg::Select(player, counter) => {
                self.player = player;
                self.counter = counter;
                self.typing = None;
                None
            }
            Msg::DiceCount(words) => {
                self.dice.count = words;
                self.dice.picked = self.dice.picked.map(|(f, _)| (f, false));
                None
            }
            Msg::DiceSides(words) => {
                self.dice.sides = words;
                self.dice.picked = self.dice.picked.map(|(f, _)| (f, false));
                None
            }
            Msg::PickDice(field) => {
                self.typing = None;
                self.dice.picked = field.map(|f| (f, true));
                None
            }
            Msg::Roll => Some(AnyAction::Custom(self.dice.roll()?)),
        })
    }

    /// The message a key press means here, if any.
    fn key(
        &self,
        setup: &Setup,
        _state: &State,
        key: &Key,
        text: Option<&str>,
        modifiers: iced::keyboard::Modifiers,
    ) -> Option<Msg> {
        super::keys::key(self, setup, key, text, modifiers)
    }

    fn seed(&mut self, seed: u64) {
        self.dice.rng = Rng::new(seed);
    }

    fn after(msg: &Msg) -> Option<iced::Task<Msg>> {
        matches!(msg, Msg::Type(..)).then(|| iced::widget::operation::focus(INPUT))
    }

    fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        ctx: super::super::Ctx<'a>,
    ) -> Element<'a, Msg> {
        self.view(setup, state, ctx.standings, ctx.i18n, ctx.editable)
    }

    fn side<'a>(
        &'a self,
        _setup: &'a Setup,
        state: &'a State,
        ctx: super::super::Ctx<'a>,
    ) -> Option<Element<'a, Msg>> {
        Some(
            self.dice
                .view(state.last_roll.as_ref(), ctx.i18n, ctx.editable),
        )
    }
}
