//! The play body of The King's Armory: what the page remembers (the
//! target, the damage type and amount, the typed forms, the dice) and how
//! a click becomes an action. Drawn by `view`, `cards`, `panel` and `shop`;
//! the keys are in `keys`, the typed fields in `fields`.

use super::dice::{Dice, WaveRoll};
pub use super::fields::Field;
use super::fields::{FIELDS, Pending, gate_parts};
use crate::rules::kings_armory::{
    Action, Character, Class, Immunity, Kind, Monster, Phase, Resist, Rules, Setup, Side, State,
    Status,
};
use crate::rules::{AnyAction, Text};
use crate::ui::widget;

/// The side panel's pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    /// The target: damage by type, heal, status tokens, upkeep, the gate.
    #[default]
    Target,
    /// A monster enters.
    Enter,
    /// Reward cards and the shop.
    Shop,
    /// Hireables, heroes joining and leaving.
    Allies,
    /// The Wave Card's numbers (opened from its line, `wave_card`).
    Card,
}

/// Where the game is, down to the round: monster cards keep their places
/// until it changes.
pub(super) type RoundKey = (u32, u32, u8, u8);

pub(super) fn round_key(state: &State) -> RoundKey {
    let phase = match state.phase {
        Phase::Prepare => 0,
        Phase::Wave => 1,
        Phase::Between => 2,
    };
    (
        state.wave,
        state.round,
        u8::from(state.side == Side::Players),
        phase,
    )
}

/// Every monster seen this round, so one defeated keeps its place (drawn
/// empty) until the round passes: no card moves under the pointer.
#[derive(Debug, Clone, Default)]
struct Roster {
    key: RoundKey,
    monsters: Vec<Monster>,
}

/// What is picked and typed on this page.
#[derive(Debug, Default)]
pub struct Body {
    target: Option<Character>,
    /// The damage type of Enter, − and the cards' hit buttons.
    pub(super) kind: Kind,
    fields: [String; FIELDS],
    /// The side panel's page.
    pub(super) tab: Tab,
    /// The entering monster is a boss.
    pub(super) boss: bool,
    /// The entering monster's level (0 reads as 1).
    level: u32,
    /// The entering monster is siege equipment.
    siege: bool,
    /// The entering monster's immunities.
    immune: Vec<Immunity>,
    /// The class to hire.
    class: Option<Class>,
    /// The last roll of the wave die.
    pub(super) wave_roll: Option<WaveRoll>,
    /// The last roll of the d20.
    pub(super) d20: Option<i64>,
    /// The wave die's modifier, if the players set one, with the wave it
    /// was set in (the next wave takes its Wave Card's again).
    modifier: Option<(u32, i64)>,
    dice: Dice,
    /// The hero whose leaving asks "Sure?".
    pub(super) armed: Option<usize>,
    pending: Option<Pending>,
    roster: Roster,
    /// The amount was used: the next digit typed starts a new one.
    fresh: bool,
    /// What is typed in the Wave Card's page.
    pub(super) card: super::wave_card::Form,
    /// The rules-2 choices: instant defeat, summoned, equipment, Guardian.
    pub(super) picks: super::picks::Picks,
}

/// What the body reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Pick a monster or an ally as the target.
    Select(Character),
    /// A field was typed.
    Field(Field, String),
    /// A digit typed with no field focused: the amount.
    Digit(char),
    /// Backspace with no field focused: the amount loses a digit.
    Backspace,
    /// Damage of this type, the amount typed, to this character.
    Hit(Character, Kind),
    /// Damage of the chosen type to the target.
    HitTarget,
    /// Heal the amount typed.
    Heal(Character),
    /// One status token on (true) or off.
    Status(Character, Status, bool),
    /// A monster's upkeep.
    Upkeep(u32),
    /// A monster reaches (true) or attacks the gate, the amount its damage.
    Gate(u32, bool),
    /// A monster is defeated at once.
    Instant(u32),
    /// An action with nothing typed (the flow, the shop).
    Act(Action),
    /// The typed monster enters.
    Enter,
    /// The entering monster's level, 1–5; 0: a boss.
    Level(u32),
    /// Siege equipment on or off.
    Siege,
    /// An immunity on or off.
    Immune(Immunity),
    /// Show a page of the side panel.
    Tab(Tab),
    /// Show a page and put the cursor in its first field.
    Focus(Tab),
    /// Roll the wave die.
    RollWave,
    /// Roll the d20.
    RollD20,
    /// Change the wave die's modifier by this much.
    Modifier(i64),
    /// The class to hire.
    Class(Class),
    /// Hire the typed hireable.
    Hire,
    /// Level up the targeted hireable.
    LevelUp,
    /// The typed player joins with the typed hero.
    Join,
    /// Ask whether a hero's player leaves.
    ArmLeave(usize),
    /// Yes: the hero's player leaves.
    Leave(usize),
    /// Not after all.
    Disarm,
    /// Esc: drop the target and any question.
    Cancel,
    /// Go to this between-waves step (B5).
    Step(super::between::Step),
    /// The Wave Card's line and page.
    Card(super::wave_card::Msg),
    /// A choice that is not yet an action (see `picks`).
    Pick(super::picks::Pick),
    /// Felicity (this hero) summons her Guardian, named so in the
    /// table's language, with the numbers typed.
    Summon(usize, String),
    /// Felicity's Guardian takes the amount, a ranged hit on her.
    Shield(usize),
}

/// What the rules would say to `action` now: none if they would take it.
/// Tried on a copy of the state, so buttons show why they are disabled.
pub fn refusal(setup: &Setup, state: &State, action: &Action) -> Option<Text> {
    let mut trial = state.clone();
    Rules::apply_lines(setup, &mut trial, action)
        .err()
        .map(|e| e.0)
}

impl Body {
    /// The target, if it may still be acted on: a monster on the board, a
    /// hero at the table, a hireable not defeated.
    pub fn target(&self, state: &State) -> Option<Character> {
        self.target.filter(|c| match *c {
            Character::Monster(id) => state.monster_index(id).is_some(),
            Character::Hero(i) => state.heroes.get(i).is_some_and(|h| !h.left),
            Character::Hireable(i) => state.hireables.get(i).is_some_and(|h| !h.defeated),
            Character::Guardian(i) => state.guardian.as_ref().is_some_and(|g| g.hero == i),
        })
    }

    /// Whether `c` is the target.
    pub fn is_target(&self, state: &State, c: Character) -> bool {
        self.target(state) == Some(c)
    }

    /// What field `f` shows: empty once the form it belongs to was accepted.
    pub fn field(&self, state: &State, f: Field) -> &str {
        match &self.pending {
            Some(p) if p.fields().contains(&f) && p.accepted(state) => "",
            _ => &self.fields[f.index()],
        }
    }

    /// Whether the monster form was sent and taken: it shows empty.
    fn entered(&self, state: &State) -> bool {
        matches!(&self.pending, Some(p @ Pending::Enter { .. }) if p.accepted(state))
    }

    /// The entering monster is a boss.
    pub fn boss(&self, state: &State) -> bool {
        self.boss && !self.entered(state)
    }

    /// The entering monster is siege equipment.
    pub fn siege(&self, state: &State) -> bool {
        self.siege && !self.entered(state)
    }

    /// The entering monster is summoned (by a card or a boss).
    pub fn summoned(&self, state: &State) -> bool {
        self.picks.summoned && !self.entered(state)
    }

    /// The entering monster is immune to `i`.
    pub fn immune(&self, state: &State, i: Immunity) -> bool {
        self.immune.contains(&i) && !self.entered(state)
    }

    /// The entering monster's level.
    pub fn level(&self) -> u32 {
        self.level.clamp(1, 5)
    }

    /// The class to hire.
    pub fn class(&self) -> Class {
        self.class.unwrap_or(Class::FootSoldier)
    }

    /// The wave die's modifier: as set in this wave, else the one the
    /// rules give (the Wave Card's for this wave, the Gauntlet row's).
    pub fn modifier(&self, setup: &Setup, state: &State) -> i64 {
        match self.modifier {
            Some((wave, m)) if wave == state.wave => m,
            _ => Rules::wave_die_mod(setup, state),
        }
    }

    /// The amount typed; blank is 1.
    pub fn amount(&self) -> Result<i64, Text> {
        widget::number("ui-ka-amount", &self.fields[Field::Amount.index()], Some(1))
    }

    /// The amount as a monster's gate damage: "3", "3+2" for a "+" monster
    /// (its two numbers) or "4x3" for an "x" monster (its damage and its
    /// hitrolls); the rules add them up.
    pub fn gate_amount(&self) -> Result<(i64, Option<i64>, Option<i64>), Text> {
        gate_parts(&self.fields[Field::Amount.index()])
    }

    /// The monsters to draw, in order of entry, with `false` for one that
    /// was on the board earlier this round and is gone.
    pub fn cards<'s>(&'s self, state: &'s State) -> Vec<(&'s Monster, bool)> {
        let mut cards: Vec<(&Monster, bool)> = state.monsters.iter().map(|m| (m, true)).collect();
        if self.roster.key == round_key(state) {
            for m in &self.roster.monsters {
                if state.monster_index(m.id).is_none() {
                    cards.push((m, false));
                }
            }
        }
        cards.sort_by_key(|(m, _)| m.id);
        cards
    }

    /// The message of the − square of `c`'s number: damage when HP are
    /// shown, healing when damage is (reverse HP tracking counts up).
    pub fn minus(&self, setup: &Setup, c: Character) -> Msg {
        if setup.reverse_hp {
            Msg::Heal(c)
        } else {
            Msg::Hit(c, self.kind)
        }
    }

    /// The message of the + square of `c`'s number.
    pub fn plus(&self, setup: &Setup, c: Character) -> Msg {
        if setup.reverse_hp {
            Msg::Hit(c, self.kind)
        } else {
            Msg::Heal(c)
        }
    }

    /// Clears the fields of a form the rules accepted, and keeps the
    /// roster of this round's monsters.
    fn sync(&mut self, state: &State) {
        if let Some(p) = self.pending.take() {
            if p.accepted(state) {
                for f in p.fields() {
                    self.fields[f.index()].clear();
                }
                if matches!(p, Pending::Enter { .. }) {
                    // The next monster is a new one: no immunities, not
                    // siege equipment, and not a second boss by mistake.
                    self.immune.clear();
                    self.siege = false;
                    self.boss = false;
                    self.picks.summoned = false;
                }
            } else {
                self.pending = Some(p);
            }
        }
        if self.roster.key != round_key(state) {
            self.roster = Roster {
                key: round_key(state),
                monsters: Vec::new(),
            };
        }
        for m in &state.monsters {
            match self.roster.monsters.iter_mut().find(|r| r.id == m.id) {
                Some(r) => *r = m.clone(),
                None => self.roster.monsters.push(m.clone()),
            }
        }
        self.picks.sync(state, round_key(state));
    }

    fn number(&self, f: Field, key: &str, blank: Option<i64>) -> Result<i64, Text> {
        widget::number(key, &self.fields[f.index()], blank)
    }

    fn optional(&self, f: Field, key: &str) -> Result<Option<i64>, Text> {
        if self.fields[f.index()].trim().is_empty() {
            Ok(None)
        } else {
            self.number(f, key, None).map(Some)
        }
    }

    fn words(&self, f: Field) -> String {
        self.fields[f.index()].trim().to_owned()
    }

    /// The monster typed in the Enter page.
    fn entering(&mut self, state: &State) -> Result<Action, Text> {
        let name = self.words(Field::EnterName);
        let action = Action::MonsterEnters {
            level: (!self.boss).then_some(self.level()),
            boss: self.boss,
            name: (!name.is_empty()).then_some(name),
            hp: self.number(Field::EnterHp, "ui-ka-hp", None)?,
            resist: Resist {
                melee: self.number(Field::EnterMelee, "ui-ka-melee", Some(0))?,
                ranged: self.number(Field::EnterRanged, "ui-ka-ranged", Some(0))?,
                supernatural: self.number(
                    Field::EnterSupernatural,
                    "ui-ka-supernatural",
                    Some(0),
                )?,
            },
            immune: self.immune.clone(),
            siege: self.siege,
            summoned: self.picks.summoned,
        };
        self.pending = Some(Pending::Enter {
            next_id: state.next_id,
        });
        Ok(action)
    }
}

impl super::super::Room for Body {
    type Setup = Setup;
    type State = State;
    type Msg = Msg;
    type Form = super::setup::Form;

    /// Handles a message: the action to apply, none, or what is wrong.
    fn update(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Msg,
    ) -> Result<Option<AnyAction>, Text> {
        self.sync(state);
        let armed = self.armed.take();
        let action = match msg {
            Msg::Select(c) => {
                if self.target != Some(c) {
                    self.picks.plain();
                }
                self.target = Some(c);
                // A hireable picked on the allies page is the one to level
                // up; anything else picked is to be hit.
                let level_up = self.tab == Tab::Allies && matches!(c, Character::Hireable(_));
                if !level_up {
                    self.tab = Tab::Target;
                }
                return Ok(None);
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
                return Ok(None);
            }
            Msg::Digit(d) => {
                let amount = &mut self.fields[Field::Amount.index()];
                if std::mem::take(&mut self.fresh) {
                    amount.clear();
                }
                if amount.len() < 6 {
                    amount.push(d);
                }
                return Ok(None);
            }
            Msg::Backspace => {
                self.fresh = false;
                self.fields[Field::Amount.index()].pop();
                return Ok(None);
            }
            Msg::Level(l) => {
                self.boss = l == 0;
                if l > 0 {
                    self.level = l.min(5);
                }
                return Ok(None);
            }
            Msg::Siege => {
                self.siege = !self.siege;
                return Ok(None);
            }
            Msg::Immune(i) => {
                match self.immune.iter().position(|x| *x == i) {
                    Some(at) => {
                        self.immune.remove(at);
                    }
                    None => self.immune.push(i),
                }
                return Ok(None);
            }
            Msg::Tab(tab) | Msg::Focus(tab) => {
                self.tab = tab;
                return Ok(None);
            }
            Msg::RollWave => {
                let modifier = self.modifier(setup, state);
                self.wave_roll = Some(self.dice.wave(modifier));
                return Ok(None);
            }
            Msg::RollD20 => {
                self.d20 = Some(self.dice.roll(20));
                return Ok(None);
            }
            Msg::Modifier(delta) => {
                let m = self.modifier(setup, state).saturating_add(delta);
                self.modifier = Some((state.wave, m.clamp(-12, 12)));
                return Ok(None);
            }
            Msg::Class(c) => {
                self.class = Some(c);
                return Ok(None);
            }
            Msg::ArmLeave(h) => {
                self.armed = Some(h);
                return Ok(None);
            }
            Msg::Disarm => return Ok(None),
            Msg::Step(step) => Action::BetweenStep {
                step: step.number(),
            },
            Msg::Cancel => {
                self.target = None;
                return Ok(None);
            }
            Msg::Pick(pick) => {
                self.picks.pick(pick, &mut self.kind);
                return Ok(None);
            }
            Msg::Summon(hero, name) => self.picks.summon(hero, name)?,
            Msg::Shield(hero) => Action::GuardianShields {
                hero,
                amount: self.amount()?,
            },
            Msg::Leave(h) => {
                if armed != Some(h) {
                    return Ok(None);
                }
                Action::HeroLeaves { hero: h }
            }
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
            Msg::Instant(monster) => self.picks.send_instant(monster, self.kind),
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
            Msg::Act(action) => action,
            Msg::Card(m) => match super::wave_card::update(self, setup, state, m)? {
                Some(action) => action,
                None => return Ok(None),
            },
            Msg::Enter => self.entering(state)?,
            Msg::Hire => {
                let action = Action::Hire {
                    class: self.class(),
                    name: self.words(Field::HireName),
                    hp: self.number(Field::HireHp, "ui-ka-hp", None)?,
                    heal_rate: self.number(Field::HireHeal, "ui-ka-heal-rate", None)?,
                    cost: self.number(Field::HireCost, "ui-ka-cost", None)?,
                    resist: Resist::default(),
                    heals: false,
                };
                self.pending = Some(Pending::Hire {
                    count: state.hireables.len(),
                });
                action
            }
            Msg::LevelUp => {
                let Some(Character::Hireable(h)) = self.target(state) else {
                    return Err(Text::msg("ui-ka-pick-hireable"));
                };
                let action = Action::LevelUp {
                    hireable: h,
                    cost: self.number(Field::LevelCost, "ui-ka-cost", None)?,
                    hp: self.optional(Field::LevelHp, "ui-ka-hp")?,
                    heal_rate: self.optional(Field::LevelHeal, "ui-ka-heal-rate")?,
                };
                self.pending = Some(Pending::Level {
                    hireable: h,
                    level: state.hireables.get(h).map_or(0, |x| x.level),
                });
                action
            }
            Msg::Join => {
                let action = Action::AddHero {
                    player: self.words(Field::JoinPlayer),
                    color: None,
                    hero: self.words(Field::JoinHero),
                    hp: self.number(Field::JoinHp, "ui-ka-max-hp", None)?,
                    heal_rate: self.number(Field::JoinHeal, "ui-ka-heal-rate", None)?,
                    role: None,
                    resist: Resist::default(),
                    dodge: None,
                };
                self.pending = Some(Pending::Join {
                    count: state.heroes.len(),
                });
                action
            }
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
            Msg::Card(m) => super::wave_card::after(m),
            _ => None,
        }
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
