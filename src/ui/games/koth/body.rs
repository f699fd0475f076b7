//! What the Koth play body remembers and how it turns clicks into actions:
//! the card being typed, cleared once the rules take it (a refused card
//! keeps what was typed) and when the turn passes, and the column and card
//! field the keys act on. The view is in `view.rs`, the keys in `keys.rs`.

use crate::rules::koth::{Action, COLUMNS, GameState, Race, Setup, State};
use crate::rules::{AnyAction, Text};

use crate::ui::widget;

/// The card being played, as typed.
#[derive(Debug, Clone)]
pub struct Body {
    pub(super) attack: String,
    pub(super) defense: String,
    pub(super) rage: String,
    pub(super) support: String,
    pub(super) race: Race,
    pub(super) rally: bool,
    /// The card field the keys type into: 0 attack, 1 defense, 2 rage,
    /// 3 support.
    pub(super) field: usize,
    /// The column the keys act on (Enter takes it, Shift+← → flank from
    /// it), 0 to 4.
    pub(super) column: usize,
    /// The turn the typed card belongs to (game, round, active player).
    turn: Option<Turn>,
}

/// A turn: the game's number, the round and the player to play.
type Turn = (usize, u32, usize);

fn turn_of(game: &GameState) -> Turn {
    (game.number, game.round, game.active)
}

impl Default for Body {
    fn default() -> Self {
        Body {
            attack: String::new(),
            defense: String::new(),
            rage: String::new(),
            support: String::new(),
            race: Race::Orc,
            rally: false,
            field: 0,
            column: 0,
            turn: None,
        }
    }
}

/// What the body reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// A card field was typed: 0 attack, 1 defense, 2 rage, 3 support.
    Field(usize, String),
    /// The card's race.
    Race(Race),
    /// The card has RALLY.
    Rally(bool),
    /// Play the card onto a column.
    Take(usize),
    /// Flank from a column to the next one.
    Flank(usize, usize),
    /// Spend one CP.
    SpendOne,
    /// End the turn.
    EndTurn,
    /// The deck is empty and nobody can play.
    DeckOut,
    /// Start the next game.
    NextGame,
    /// The keys type into this card field next (Tab, Shift+Tab).
    Pick(usize),
    /// The keys act on this column (← →).
    Column(usize),
    /// Esc: the card's numbers and RALLY are cleared.
    Clear,
}

/// The body's one-shot controls (see [`crate::ui::games::Room::control`]):
/// every button but −1, a stepper whose every press spends one more CP.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// Play the card onto a column.
    Take(usize),
    /// Flank from a column to the next one.
    Flank(usize, usize),
    /// End the turn.
    EndTurn,
    /// The deck is empty.
    DeckOut,
    /// Start the next game.
    NextGame,
}

impl Body {
    /// Whether what is typed belongs to the turn being played.
    pub fn live(&self, game: &GameState) -> bool {
        self.turn.is_none_or(|t| t == turn_of(game))
    }

    /// Starts a fresh card when the turn being played is another than the
    /// one it was typed in.
    fn follow(&mut self, game: &GameState) {
        if !self.live(game) {
            *self = Body {
                column: self.column,
                ..Body::default()
            };
        }
        self.turn = Some(turn_of(game));
    }
}

impl super::super::Room for Body {
    type Setup = Setup;
    type State = State;
    type Action = Action;
    type Msg = Msg;
    type Control = Control;
    type Form = super::setup::Form;

    const KEYS: Option<&'static str> = Some("ui-koth-keys");
    const TEXT_MAX: u16 = crate::store::TEXT_MAX;

    /// The design's height, grown with the text.
    fn board_height(&self, room: f32) -> f32 {
        room.max(super::view::least_height())
    }

    fn control(msg: &Msg) -> Option<Control> {
        Some(match *msg {
            Msg::Take(column) => Control::Take(column),
            Msg::Flank(from, to) => Control::Flank(from, to),
            Msg::EndTurn => Control::EndTurn,
            Msg::DeckOut => Control::DeckOut,
            Msg::NextGame => Control::NextGame,
            Msg::Field(..)
            | Msg::Race(_)
            | Msg::Rally(_)
            | Msg::SpendOne
            | Msg::Pick(_)
            | Msg::Column(_)
            | Msg::Clear => return None,
        })
    }

    fn press(msg: &Msg) -> crate::ui::widget::Press {
        use crate::ui::widget::Press;
        match msg {
            Msg::SpendOne => Press::Each,
            Msg::Field(..) | Msg::Pick(_) | Msg::Column(_) | Msg::Clear => Press::Not,
            Msg::Race(_)
            | Msg::Rally(_)
            | Msg::Take(_)
            | Msg::Flank(..)
            | Msg::EndTurn
            | Msg::DeckOut
            | Msg::NextGame => Press::Once,
        }
    }

    /// Handles a message: the action to apply, none, or what is wrong.
    fn update(
        &mut self,
        _setup: &Setup,
        state: &State,
        msg: Msg,
    ) -> Result<Option<AnyAction>, Text> {
        self.follow(&state.game);
        let action = match msg {
            Msg::Field(i, w) => {
                self.field = i.min(3);
                match i {
                    0 => self.attack = w,
                    1 => self.defense = w,
                    2 => self.rage = w,
                    _ => self.support = w,
                }
                return Ok(None);
            }
            Msg::Race(r) => {
                self.race = r;
                return Ok(None);
            }
            Msg::Rally(on) => {
                self.rally = on;
                return Ok(None);
            }
            Msg::Pick(i) => {
                self.field = i.min(3);
                return Ok(None);
            }
            Msg::Column(c) => {
                self.column = c.min(COLUMNS - 1);
                return Ok(None);
            }
            Msg::Clear => {
                *self = Body {
                    race: self.race,
                    column: self.column,
                    turn: self.turn,
                    ..Body::default()
                };
                return Ok(None);
            }
            Msg::Take(column) => Action::Play {
                column,
                attack: widget::number("ui-koth-attack", &self.attack, Some(0))?,
                rage: widget::number("ui-koth-rage", &self.rage, Some(0))?,
                defense: widget::number("ui-koth-defense", &self.defense, Some(0))?,
                race: self.race,
                support: widget::number("ui-koth-support", &self.support, Some(0))?,
                rally: self.rally,
            },
            Msg::Flank(from, to) => Action::Flank {
                from,
                to,
                attack: widget::number("ui-koth-attack", &self.attack, Some(0))?,
            },
            Msg::SpendOne => Action::Spend { amount: 1 },
            Msg::EndTurn => Action::EndTurn,
            Msg::DeckOut => Action::DeckOut,
            Msg::NextGame => Action::NextGame,
        };
        Ok(Some(AnyAction::Koth(action)))
    }

    /// A card played or flanked with is cleared; its race stays for the
    /// turn's next card, and the keys follow a flanked unit to its column.
    fn accepted(&mut self, _setup: &Setup, _state: &State, action: &Action) {
        let column = match *action {
            Action::Flank { to, .. } => to,
            Action::Play { .. } => self.column,
            _ => return,
        };
        *self = Body {
            race: self.race,
            turn: self.turn,
            column,
            ..Body::default()
        };
    }

    fn key(
        &self,
        _setup: &Setup,
        state: &State,
        key: &iced::keyboard::Key,
        text: Option<&str>,
        modifiers: iced::keyboard::Modifiers,
    ) -> Option<Msg> {
        super::keys::key(self, state, key, text, modifiers)
    }

    fn after(msg: &Msg) -> Option<iced::Task<Msg>> {
        super::keys::after(msg)
    }

    fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        ctx: super::super::Ctx<'a>,
    ) -> iced::Element<'a, Msg> {
        super::view::view(self, setup, state, ctx.i18n, ctx.editable)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::koth::Rules;
    use crate::ui::games::Room;

    fn typed(body: &mut Body, setup: &Setup, state: &State, attack: &str, defense: &str) {
        let _ = body.update(setup, state, Msg::Field(0, attack.into()));
        let _ = body.update(setup, state, Msg::Field(1, defense.into()));
    }

    #[test]
    fn a_refused_card_keeps_what_was_typed_and_an_accepted_one_clears() {
        let setup = Setup::new(["Ames", "Sina"]);
        let mut state = Rules::start(&setup);
        let mut body = Body::default();
        typed(&mut body, &setup, &state, "11", "3");
        let _ = body.update(&setup, &state, Msg::Race(Race::Human));
        let Ok(Some(AnyAction::Koth(action))) = body.update(&setup, &state, Msg::Take(0)) else {
            panic!("a body to play");
        };
        // The rules refuse it: the body is not told it was taken.
        assert!(Rules::apply(&setup, &mut state.clone(), &action).is_err());
        let _ = body.update(&setup, &state, Msg::Field(0, "4".into()));
        assert_eq!((body.attack.as_str(), body.defense.as_str()), ("4", "3"));
        let Ok(Some(AnyAction::Koth(action))) = body.update(&setup, &state, Msg::Take(0)) else {
            panic!("a body to play");
        };
        assert!(Rules::apply(&setup, &mut state, &action).is_ok());
        body.accepted(&setup, &state, &action);
        assert_eq!((body.attack.as_str(), body.defense.as_str()), ("", ""));
        assert_eq!(body.race, Race::Human, "the race stays for the turn");
        assert!(Rules::apply(&setup, &mut state, &Action::EndTurn).is_ok());
        let _ = body.update(&setup, &state, Msg::Rally(true));
        assert_eq!(body.race, Race::Orc, "a new turn, a new card");
    }
}
