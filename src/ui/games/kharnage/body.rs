//! What the Kharnage play body remembers and how it turns clicks into
//! actions: each army's typed initiative, kept when the rules refuse it and
//! cleared once accepted or when the round closes, the final army
//! sizes, and the army the keys act on. The view is in `view.rs`, the keys
//! in `keys.rs`.

use crate::rules::kharnage::{Action, Setup, State};
use crate::rules::{AnyAction, Text};

use crate::ui::widget;

/// What is being typed on this screen.
#[derive(Debug, Clone, Default)]
pub struct Body {
    pub(super) initiative: Vec<String>,
    pub(super) units: Vec<String>,
    /// The round the typed initiatives belong to.
    round: Option<usize>,
    /// The army whose initiative was typed in last: Tab enters it.
    typing: Option<usize>,
    /// The army the keys act on (↑↓, Tab): its tile is marked.
    pub(super) selected: usize,
}

/// What the body reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// An initiative was typed for an army.
    InitiativeInput(usize, String),
    /// Enter on an army's initiative.
    InitiativeSubmit(usize),
    /// Cards destroyed: + or − one for an army.
    Destroyed(usize, i64),
    /// An army committed Kharnage.
    Kharnage(usize),
    /// An army did not shout "YEAH!".
    NoYeah(usize),
    /// Close the round.
    CloseRound,
    /// Units left were typed for an army.
    UnitsInput(usize, String),
    /// Enter the army sizes.
    SubmitUnits,
    /// Tab (backwards with Shift): enters the initiative being typed and
    /// goes on to army `to`'s field (its units' once the rounds are over).
    Tab {
        /// The army whose field comes next.
        to: usize,
        /// Whether that field is the units'.
        units: bool,
    },
    /// The keys act on this army (↑↓).
    Select(usize),
    /// Esc: what is typed for this army is cleared.
    Clear(usize),
}

/// The body's one-shot controls (see [`crate::ui::games::Room::control`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// Close the round.
    CloseRound,
    /// Enter the army sizes.
    SubmitUnits,
}

impl Body {
    /// What army `a`'s initiative field shows against `state`: what was
    /// typed, unless the round it was typed in has closed.
    pub fn initiative_shown(&self, state: &State, a: usize) -> &str {
        if self.round.is_some() && self.round != state.current_round() {
            ""
        } else {
            self.initiative.get(a).map_or("", String::as_str)
        }
    }

    /// Drops the initiatives typed in a round that has closed.
    fn follow(&mut self, state: &State) {
        if self.round.is_some() && self.round != state.current_round() {
            self.initiative.iter_mut().for_each(String::clear);
        }
        self.round = state.current_round();
    }
}

impl super::super::Room for Body {
    const KEYS: Option<&'static str> = Some("ui-kharnage-keys");
    const TEXT_MAX: u16 = crate::store::TEXT_MAX;

    type Setup = Setup;
    type State = State;
    type Action = Action;
    type Msg = Msg;
    type Control = Control;
    type Form = super::setup::Form;

    fn control(msg: &Msg) -> Option<Control> {
        match msg {
            Msg::CloseRound => Some(Control::CloseRound),
            Msg::SubmitUnits => Some(Control::SubmitUnits),
            _ => None,
        }
    }

    fn press(msg: &Msg) -> crate::ui::widget::Press {
        use crate::ui::widget::Press;
        match msg {
            Msg::Destroyed(..) => Press::Each,
            Msg::InitiativeInput(..)
            | Msg::UnitsInput(..)
            | Msg::Tab { .. }
            | Msg::Select(_)
            | Msg::Clear(_) => Press::Not,
            Msg::InitiativeSubmit(_)
            | Msg::Kharnage(_)
            | Msg::NoYeah(_)
            | Msg::CloseRound
            | Msg::SubmitUnits => Press::Once,
        }
    }

    /// Handles a message: the action to apply, none, or what is wrong.
    fn update(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Msg,
    ) -> Result<Option<AnyAction>, Text> {
        let armies = setup.armies.len();
        self.initiative.resize(armies, String::new());
        self.units.resize(armies, String::new());
        self.follow(state);
        let action = match msg {
            Msg::InitiativeInput(a, words) => {
                if let Some(slot) = self.initiative.get_mut(a) {
                    *slot = words;
                    self.selected = a;
                }
                self.typing = Some(a);
                return Ok(None);
            }
            Msg::Tab { to, .. } => {
                self.selected = to.min(armies.saturating_sub(1));
                match self.typing.take() {
                    Some(a) => return self.update(setup, state, Msg::InitiativeSubmit(a)),
                    None => return Ok(None),
                }
            }
            Msg::Select(a) => {
                self.selected = a.min(armies.saturating_sub(1));
                return Ok(None);
            }
            Msg::Clear(a) => {
                for slot in [self.initiative.get_mut(a), self.units.get_mut(a)]
                    .into_iter()
                    .flatten()
                {
                    slot.clear();
                }
                self.typing = None;
                return Ok(None);
            }
            Msg::InitiativeSubmit(a) => {
                self.typing = None;
                let words = self.initiative.get(a).cloned().unwrap_or_default();
                if words.trim().is_empty() {
                    return Ok(None);
                }
                let initiative = widget::number("label-kharnage-initiative", &words, None)?;
                Action::Initiative {
                    army: a,
                    initiative,
                }
            }
            Msg::Destroyed(army, cards) => Action::Destroyed { army, cards },
            Msg::Kharnage(army) => Action::Kharnage { army, victim: None },
            Msg::NoYeah(army) => Action::NoYeah { army },
            Msg::CloseRound => Action::CloseRound,
            Msg::UnitsInput(a, words) => {
                if let Some(slot) = self.units.get_mut(a) {
                    *slot = words;
                    self.selected = a;
                }
                return Ok(None);
            }
            Msg::SubmitUnits => Action::FinalArmies {
                units: self
                    .units
                    .iter()
                    .map(|u| widget::number("label-kharnage-units", u, None))
                    .collect::<Result<Vec<i64>, Text>>()?,
            },
        };
        Ok(Some(AnyAction::Kharnage(action)))
    }

    /// An initiative the rules took is cleared from its field.
    fn accepted(&mut self, _setup: &Setup, _state: &State, action: &Action) {
        if let Action::Initiative { army, .. } = action
            && let Some(slot) = self.initiative.get_mut(*army)
        {
            slot.clear();
        }
    }

    fn key(
        &self,
        setup: &Setup,
        state: &State,
        key: &iced::keyboard::Key,
        text: Option<&str>,
        modifiers: iced::keyboard::Modifiers,
    ) -> Option<Msg> {
        super::keys::key(self, setup, state, key, text, modifiers)
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
    use crate::rules::kharnage::Rules;
    use crate::ui::games::Room;

    /// Applies what the body gave, as the play screen does: the body is
    /// told when the rules took it.
    fn apply(
        body: &mut Body,
        setup: &Setup,
        state: &mut State,
        out: Result<Option<AnyAction>, Text>,
    ) -> bool {
        match out {
            Ok(Some(AnyAction::Kharnage(a))) => {
                let taken = Rules::apply(setup, state, &a).is_ok();
                if taken {
                    body.accepted(setup, state, &a);
                }
                taken
            }
            _ => false,
        }
    }

    #[test]
    fn a_refused_initiative_keeps_its_words_and_an_accepted_one_clears() {
        let setup = Setup::new(["Dwarf", "Goblin"]);
        let mut state = Rules::start(&setup);
        let mut body = Body::default();
        let _ = body.update(&setup, &state, Msg::InitiativeInput(0, "100".into()));
        let out = body.update(&setup, &state, Msg::InitiativeSubmit(0));
        assert!(apply(&mut body, &setup, &mut state, out));
        assert_eq!(body.initiative_shown(&state, 0), "");
        let _ = body.update(&setup, &state, Msg::InitiativeInput(1, "100".into()));
        let out = body.update(&setup, &state, Msg::InitiativeSubmit(1));
        assert!(!apply(&mut body, &setup, &mut state, out), "100 is taken");
        assert_eq!(body.initiative_shown(&state, 1), "100");
        let _ = body.update(&setup, &state, Msg::Destroyed(0, 1));
        assert_eq!(body.initiative_shown(&state, 1), "100");
    }
}
