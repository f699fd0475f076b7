//! How a message to the Heroes of Karth play body becomes an action for
//! the rules, or only changes what the page shows (a pick, a tab, typing);
//! and the keys.

use iced::keyboard::{Key, Modifiers};

use super::{BUY_FIELDS, HIT_FIELDS, UNIT_FIELDS};
use super::{Body, Control, Field, Flag, Leave, Msg, RESOURCES, Tab, turn_key};
use crate::rules::karth::{Action, Setup, State};
use crate::rules::{AnyAction, Text};

impl super::super::super::Room for Body {
    const KEYS: Option<&'static str> = Some("ui-karth-keys");
    const TEXT_MAX: u16 = crate::store::TEXT_MAX;

    /// The seats keep the room, the panel is under them.
    fn board_height(&self, room: f32) -> f32 {
        room + super::super::panel::height() + 8.0
    }

    type Setup = Setup;
    type State = State;
    type Action = Action;
    type Msg = Msg;
    type Control = Control;
    type Form = super::super::setup::Form;

    fn control(msg: &Msg) -> Option<Control> {
        Some(match *msg {
            Msg::Collect(p) => Control::Collect(p),
            Msg::CollectDeclining(p) => Control::CollectDeclining(p),
            Msg::EndTurn => Control::EndTurn,
            Msg::BuyBack => Control::BuyBack,
            Msg::Leave(p, leave) => Control::Leave(p, leave),
            _ => return None,
        })
    }

    fn press(msg: &Msg) -> crate::ui::widget::Press {
        use crate::ui::widget::Press;
        match msg {
            Msg::Change(..) | Msg::Damage(_) | Msg::Heal(_) => Press::Each,
            Msg::Field(..) => Press::Not,
            Msg::Select(_)
            | Msg::Resource(_)
            | Msg::Pick(..)
            | Msg::Collect(_)
            | Msg::CollectDeclining(_)
            | Msg::EndTurn
            | Msg::Tab(_)
            | Msg::Focus(_)
            | Msg::NextField(_)
            | Msg::Cancel
            | Msg::Coffers(_)
            | Msg::AddUnit
            | Msg::AddKnown(_)
            | Msg::Target(_)
            | Msg::Killer(_)
            | Msg::Kind(_)
            | Msg::Hit
            | Msg::BuyBack
            | Msg::Flag { .. }
            | Msg::Remove(_)
            | Msg::Arm(..)
            | Msg::Disarm
            | Msg::Leave(..) => Press::Once,
        }
    }

    /// Handles a message: the action to apply, none, or what is wrong.
    fn update(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Msg,
    ) -> Result<Option<AnyAction>, Text> {
        self.keep_units(state);
        let armed = self.armed.take();
        let Some(msg) = self.show(setup, state, msg) else {
            return Ok(None);
        };
        let player = self.player(setup, state);
        Ok(self
            .act(setup, state, msg, player, armed)?
            .map(AnyAction::Karth))
    }

    /// The form the rules took is cleared: the new unit's (not for a card
    /// seen before, added by name with nothing typed), the damage
    /// helper's, the buy-back's.
    fn accepted(&mut self, _setup: &Setup, _state: &State, action: &Action) {
        let fields: &[Field] = match action {
            Action::AddUnit { hp: Some(_), .. } => {
                self.coffers = false;
                &UNIT_FIELDS
            }
            Action::Hit { .. } => &HIT_FIELDS,
            Action::BuyBack { .. } => &BUY_FIELDS,
            _ => return,
        };
        for f in fields {
            self.fields[f.index()].clear();
        }
    }

    /// The message a key press means here, if any (read in `keys.rs`).
    fn key(
        &self,
        setup: &Setup,
        state: &State,
        key: &Key,
        typed: Option<&str>,
        modifiers: Modifiers,
    ) -> Option<Msg> {
        self.key_message(setup, state, key, typed, modifiers)
    }

    fn after(msg: &Msg) -> Option<iced::Task<Msg>> {
        let field = match msg {
            Msg::NextField(false) => return Some(iced::widget::operation::focus_next()),
            Msg::NextField(true) => return Some(iced::widget::operation::focus_previous()),
            Msg::Focus(Tab::Unit) => Field::Name,
            Msg::Focus(Tab::Damage) => Field::Base,
            Msg::Focus(Tab::Player) => Field::Item,
            _ => return None,
        };
        Some(iced::widget::operation::focus(field.id()))
    }

    fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        ctx: super::super::super::Ctx<'a>,
    ) -> iced::Element<'a, Msg> {
        self.view(setup, state, ctx.i18n, ctx.editable)
    }
}

impl Body {
    /// Does what a message that only changes the page asks (a pick, a
    /// tab, typing, a question asked); any other comes back, to become an
    /// action.
    fn show(&mut self, setup: &Setup, state: &State, msg: Msg) -> Option<Msg> {
        match msg {
            Msg::Select(p) => {
                if p < setup.players.len() {
                    self.pick = Some((turn_key(state), p));
                }
            }
            Msg::Resource(r) => {
                self.resource = r % RESOURCES.len();
            }
            Msg::Pick(p, r) => {
                if p < setup.players.len() {
                    self.pick = Some((turn_key(state), p));
                }
                self.resource = r % RESOURCES.len();
            }
            Msg::Tab(tab) | Msg::Focus(tab) => {
                self.tab = tab;
            }
            Msg::Cancel => {
                self.target = None;
            }
            Msg::Disarm | Msg::NextField(_) => {}
            Msg::Arm(p, leave) => {
                // Asked by a key from another form, the question shows.
                self.tab = Tab::Player;
                self.armed = Some((p, leave));
            }
            Msg::Field(f, w) => {
                self.fields[f.index()] = w;
            }
            Msg::Coffers(on) => {
                self.coffers = on;
            }
            Msg::Target(u) => {
                self.target = (self.target != Some(u)).then_some(u);
                self.killer = None;
                self.tab = Tab::Damage;
            }
            Msg::Killer(p) => {
                self.killer = Some(p);
            }
            Msg::Kind(kind) => {
                self.kind = kind;
            }
            other => return Some(other),
        }
        None
    }

    /// The action a message sends for `player` (the one the keys and forms
    /// act for); none for a leave not asked first.
    fn act(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Msg,
        player: usize,
        armed: Option<(usize, Leave)>,
    ) -> Result<Option<Action>, Text> {
        Ok(Some(match msg {
            Msg::Leave(p, leave) if armed == Some((p, leave)) => match leave {
                Leave::KnockOut => Action::KnockOut { player: p },
                Leave::Concede => Action::Concede { player: p },
            },
            // The ± steps are corrections: they never lock Collect.
            Msg::Change(player, resource, n) if n > 0 => Action::Gain {
                player,
                resource,
                amount: n,
                correction: true,
            },
            Msg::Change(player, resource, n) => Action::Spend {
                player,
                resource,
                amount: -n,
                correction: true,
            },
            Msg::Collect(player) => Action::Collect {
                player,
                decline: Vec::new(),
            },
            Msg::CollectDeclining(player) => Action::Collect {
                player,
                decline: state
                    .units_of(player)
                    .filter(|u| u.hidden && u.coffers)
                    .map(|u| u.id)
                    .collect(),
            },
            Msg::EndTurn => {
                self.target = None;
                self.killer = None;
                Action::EndTurn
            }
            Msg::AddUnit => Action::AddUnit {
                player,
                name: self.field(Field::Name).trim().to_owned(),
                hp: Some(self.number(Field::Hp, "ui-karth-hp", None)?),
                se: Some(self.number(Field::Se, "label-karth-se", Some(0))?),
                coffers: Some(self.coffers),
                kp: Some(self.number(Field::Kp, "label-karth-kp", Some(0))?),
                bounty: Some(self.number(Field::Bounty, "ui-karth-bounty", Some(0))?),
                cost: Some(self.number(Field::HireCost, "ui-karth-hire-cost", Some(0))?),
            },
            Msg::AddKnown(name) => Action::AddUnit {
                player,
                name,
                hp: None,
                se: None,
                coffers: None,
                kp: None,
                bounty: None,
                cost: None,
            },
            Msg::Hit => {
                let unit = self
                    .target(state)
                    .ok_or_else(|| Text::msg("ui-karth-pick-target"))?;
                Action::Hit {
                    unit: unit.id,
                    base: self.number(Field::Base, "ui-karth-base", None)?,
                    bonus: self.number(Field::Bonus, "ui-karth-bonus", Some(0))?,
                    kind: self.kind,
                    resistance: self.number(Field::Resistance, "ui-karth-resistance", Some(0))?,
                    percent: 100,
                    by: self.killer_for(setup, state, unit.id),
                }
            }
            Msg::BuyBack => Action::BuyBack {
                player,
                item: self.field(Field::Item).trim().to_owned(),
                cost: self.number(Field::ItemCost, "ui-karth-cost", None)?,
            },
            Msg::Damage(unit) => Action::Damage {
                unit,
                amount: 1,
                by: self.killer_for(setup, state, unit),
            },
            Msg::Heal(unit) => Action::Heal { unit, amount: 1 },
            Msg::Flag { unit, flag, on } => Action::Mark {
                unit,
                hidden: (flag == Flag::Hidden).then_some(on),
                stunned: (flag == Flag::Stunned).then_some(on),
                new_spawn: (flag == Flag::NewSpawn).then_some(on),
            },
            Msg::Remove(unit) => Action::RemoveUnit { unit },
            _ => return Ok(None),
        }))
    }
}
