//! How a message to the King's Armory's play body becomes an action for
//! the rules, or only changes what the page shows (a tab, a pick, a roll).

use super::super::card::{self, Msg as Card};
use super::{Body, Control, Field, Msg, Tab};
use crate::rules::kings_armory::{Action, Character, Resist, Setup, State, drop_trades};
use crate::rules::{AnyAction, Text};
use crate::ui::games::{Ctx, Room};

impl Room for Body {
    const KEYS: Option<&'static str> = Some("ui-ka-keys");
    const TEXT_MAX: u16 = crate::store::TEXT_MAX;

    /// With larger text, the board with the side panel under it, grown
    /// with the text.
    fn board_height(&self, room: f32) -> f32 {
        room.max(super::super::view::least_height())
    }

    type Setup = Setup;
    type State = State;
    type Action = Action;
    type Msg = Msg;
    type Control = Control;
    type Form = super::super::setup::Form;

    fn control(msg: &Msg) -> Option<Control> {
        msg.control()
    }

    fn press(msg: &Msg) -> crate::ui::widget::Press {
        msg.press()
    }

    /// Handles a message: the action to apply, none, or what is wrong.
    /// Whatever it changed on the page, the rules' answers to the buttons
    /// are worked out again.
    fn update(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Msg,
    ) -> Result<Option<AnyAction>, Text> {
        let answer = self.handle(setup, state, msg);
        self.settle(setup, state);
        answer
    }

    fn accepted(&mut self, _setup: &Setup, _state: &State, action: &Action) {
        self.clear_sent(action);
    }

    /// The session changed (see [`crate::ui::games::Room::changed`]): the
    /// rules' answers to the buttons are worked out for the game now.
    fn changed(&mut self, setup: &Setup, state: &State) {
        self.settle(setup, state);
    }

    fn key(
        &self,
        setup: &Setup,
        state: &State,
        key: &iced::keyboard::Key,
        text: Option<&str>,
        modifiers: iced::keyboard::Modifiers,
    ) -> Option<Msg> {
        // Read in keys.rs, with the shortcuts' other helpers.
        self.key_message(setup, state, key, text, modifiers)
    }

    fn after(msg: &Msg) -> Option<iced::Task<Msg>> {
        match msg {
            Msg::Focus(Tab::Enter) => Some(iced::widget::operation::focus(Field::EnterHp.id())),
            // The light moved: the page shows it.
            Msg::Cursor(_) => Some(super::super::cursor::into_view()),
            Msg::Card(m) => card::after(m).map(|t| t.map(Msg::Card)),
            _ => None,
        }
    }

    fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        ctx: Ctx<'a>,
    ) -> iced::Element<'a, Msg> {
        super::super::view::view(self, setup, state, ctx.i18n, ctx.editable)
    }
}

impl Body {
    /// [`Room::update`]: the message's action, none, or what is wrong.
    fn handle(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Msg,
    ) -> Result<Option<AnyAction>, Text> {
        self.keep(state);
        let armed = self.armed.take();
        let Some(msg) = self.show(setup, state, msg) else {
            return Ok(None);
        };
        let Some(action) = self.act(setup, state, msg, armed)? else {
            return Ok(None);
        };
        if matches!(
            action,
            Action::Damage { .. }
                | Action::Heal { .. }
                | Action::GuardianShields { .. }
                | Action::ReachGate { .. }
                | Action::AttackGate { .. }
        ) {
            self.fresh = true;
        }
        Ok(Some(AnyAction::KingsArmory(action)))
    }

    /// The Wave Card's page: the action its Send gives, or none (a tab, a
    /// field typed).
    fn card_page(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Card,
    ) -> Result<Option<Action>, Text> {
        match msg {
            Card::Open(wave) => {
                self.tab = Tab::Card;
                // The wave's first cell lit, as it is focused.
                self.light(card::field_id(wave, card::Column::Foes));
                Ok(None)
            }
            Card::Cell(wave, column, words) => {
                self.card.set(wave, column, words);
                Ok(None)
            }
            Card::NextField(_) => Ok(None),
            Card::Submit => {
                let waves = self.card.numbers(setup, state)?;
                Ok(Some(Action::WaveCard { waves }))
            }
        }
    }

    /// Does what a message that only changes the page asks (a pick, a
    /// tab, a roll, typing); any other comes back, to become an action.
    fn show(&mut self, setup: &Setup, state: &State, msg: Msg) -> Option<Msg> {
        match msg {
            Msg::Select(c) => {
                if self.target != Some(c) {
                    self.picks.plain();
                }
                self.target = Some(c);
                // Another target, other controls: the highlight goes out.
                self.cursor = None;
                // A hireable picked on the allies page is the one to level
                // up; anything else picked is to be hit.
                let level_up = self.tab == Tab::Allies && matches!(c, Character::Hireable(_));
                if !level_up {
                    self.tab = Tab::Target;
                }
            }
            Msg::Field(f, mut w) => {
                // A used amount stays shown (the next hit may reuse it),
                // but what is typed after it starts a new one: "3", used,
                // then "1" typed at its end is 1, not 31.
                if f == Field::Amount && std::mem::take(&mut self.fresh) {
                    let used = &self.fields[f.index()];
                    if let Some(typed) = w.strip_prefix(used.as_str())
                        && !typed.is_empty()
                    {
                        w = typed.to_owned();
                    }
                }
                self.fields[f.index()] = w;
            }
            Msg::Digit(d) => {
                let amount = &mut self.fields[Field::Amount.index()];
                if std::mem::take(&mut self.fresh) {
                    amount.clear();
                }
                if amount.len() < 6 {
                    amount.push(d);
                }
            }
            Msg::Backspace => {
                if !self.type_lit(setup, state, None) {
                    self.fresh = false;
                    self.fields[Field::Amount.index()].pop();
                }
            }
            Msg::Type(c) => {
                self.type_lit(setup, state, Some(c));
            }
            Msg::Cursor(by) => self.move_cursor(setup, state, by),
            Msg::Unlight => self.cursor = None,
            Msg::Level(l) => {
                self.boss = l == 0;
                if l > 0 {
                    self.level = l.min(5);
                }
            }
            Msg::Siege => {
                self.siege = !self.siege;
            }
            Msg::Immune(i) => match self.immune.iter().position(|x| *x == i) {
                Some(at) => {
                    self.immune.remove(at);
                }
                None => self.immune.push(i),
            },
            Msg::Tab(tab) => {
                self.tab = tab;
            }
            // Alt+A: the Monsters page, its HP field focused and lit (so
            // what is typed goes there even with no field focused).
            Msg::Focus(tab) => {
                self.tab = tab;
                self.light(Field::EnterHp.id());
            }
            Msg::RollWave => {
                let modifier = self.modifier(setup, state);
                self.wave_roll = Some(self.dice.wave(modifier));
            }
            Msg::RollD20 => {
                self.d20 = Some(self.dice.roll(20));
            }
            Msg::Modifier(delta) => {
                let m = self.modifier(setup, state).saturating_add(delta);
                self.modifier = Some((state.wave, m.clamp(-12, 12)));
            }
            Msg::Class(c) => {
                self.class = Some(c);
            }
            Msg::ArmLeave(h) => {
                self.armed = Some(h);
            }
            Msg::Disarm => {}
            Msg::Cancel => {
                self.target = None;
            }
            Msg::Pick(pick) => {
                self.picks.pick(pick, &mut self.kind);
            }
            other => return Some(other),
        }
        None
    }

    /// The action a message sends: a hit or a heal with the amount typed,
    /// a status token, a monster's turn (see [`Body::fight`]), or a form
    /// sent; none when nothing is sent (a leave not asked first).
    fn act(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Msg,
        armed: Option<usize>,
    ) -> Result<Option<Action>, Text> {
        Ok(Some(match msg {
            Msg::Step(step) => Action::BetweenStep {
                step: step.number(),
            },
            Msg::Leave(h) if armed == Some(h) => Action::HeroLeaves {
                hero: h,
                trades: drop_trades(state, h),
            },
            Msg::Leave(_) => return Ok(None),
            Msg::Act(action) => action,
            Msg::Card(m) => return self.card_page(setup, state, m),
            Msg::Enter => self.entering()?,
            Msg::Hire => Action::Hire {
                class: self.class(),
                name: self.words(Field::HireName),
                hp: self.number(Field::HireHp, "ui-ka-hp", None)?,
                heal_rate: self.number(Field::HireHeal, "ui-ka-heal-rate", None)?,
                cost: self.number(Field::HireCost, "ui-ka-cost", None)?,
                resist: Resist::default(),
                heals: false,
            },
            Msg::LevelUp => {
                let Some(Character::Hireable(h)) = self.target(state) else {
                    return Err(Text::msg("ui-ka-pick-hireable"));
                };
                Action::LevelUp {
                    hireable: h,
                    cost: self.number(Field::LevelCost, "ui-ka-cost", None)?,
                    hp: self.optional(Field::LevelHp, "ui-ka-hp")?,
                    heal_rate: self.optional(Field::LevelHeal, "ui-ka-heal-rate")?,
                }
            }
            Msg::Join => Action::AddHero {
                player: self.words(Field::JoinPlayer),
                color: None,
                hero: self.words(Field::JoinHero),
                hp: self.number(Field::JoinHp, "ui-ka-max-hp", None)?,
                heal_rate: self.number(Field::JoinHeal, "ui-ka-heal-rate", None)?,
                role: None,
                resist: Resist::default(),
                dodge: None,
            },
            other => return self.fight(state, other),
        }))
    }

    /// The action of a message of the fight: a hit or a heal with the
    /// amount typed, a status token, a monster's upkeep, defeat or turn at
    /// the gate, the Guardian summoned or shielding. None for any other.
    fn fight(&mut self, state: &State, msg: Msg) -> Result<Option<Action>, Text> {
        Ok(Some(match msg {
            Msg::Summon(hero, name) => self.picks.summon(hero, name)?,
            Msg::Shield(hero) => Action::GuardianShields {
                hero,
                amount: self.amount()?,
            },
            Msg::Hit(c, kind) => {
                self.kind = kind;
                self.target = Some(c);
                Action::Damage {
                    character: c,
                    amount: self.amount()?,
                    kind,
                }
            }
            Msg::HitTarget => Action::Damage {
                character: self
                    .target(state)
                    .ok_or_else(|| Text::msg("ui-ka-pick-target"))?,
                amount: self.amount()?,
                kind: self.kind,
            },
            Msg::Heal(c) => {
                self.target = Some(c);
                Action::Heal {
                    character: c,
                    amount: self.amount()?,
                }
            }
            Msg::Status(c, status, true) => Action::AddStatus {
                character: c,
                status,
                count: 1,
                kind: None,
            },
            Msg::Status(c, status, false) => Action::RemoveStatus {
                character: c,
                status,
                count: 1,
            },
            Msg::Upkeep(monster) => Action::Upkeep { monster },
            Msg::Instant(monster) => self.picks.instant(monster, self.kind),
            Msg::Gate(monster, enters) => {
                // Typed as on the card: "3", "3+2" or "4x3" (the help says
                // so); the rules work out what the gate takes.
                let (damage, plus, rolls) = self.gate_amount()?;
                if enters {
                    Action::ReachGate {
                        monster,
                        damage,
                        plus,
                        rolls,
                    }
                } else {
                    Action::AttackGate {
                        monster,
                        damage,
                        plus,
                        rolls,
                    }
                }
            }
            _ => return Ok(None),
        }))
    }
}
