//! The play body of The King's Armory: what the page remembers (the
//! target, the damage type and amount, the typed forms, the dice) and what
//! it reads from it. A message becomes an action in `update`; the messages
//! and pages are in `msg`. It keeps this round's monsters (`seen`), the
//! Wave Card's typing (`card`), and the rules' answer to each button,
//! worked out once per change ([`Legal`]). Drawn by `view` and its parts,
//! which only read it; the keys are in `keys`, the typed fields in
//! `fields`.

mod msg;
mod update;

use super::card::Cells;
use super::dice::{Dice, WaveRoll};
pub use super::fields::Field;
use super::fields::{ENTER_FIELDS, FIELDS, HIRE_FIELDS, JOIN_FIELDS, LEVEL_FIELDS, gate_parts};
use super::picks::{GuardianField, Picks};
use super::seen::{SeenFoes, round_key};
use crate::rules::Text;
use crate::rules::kings_armory::{
    Action, Character, Choices, Class, Immunity, Kind, Legal, Monster, Resist, Rules, Setup, State,
};
use crate::ui::widget;
pub use msg::{Control, Msg, Tab};

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
    seen: SeenFoes,
    /// The amount was used: the next digit typed starts a new one.
    fresh: bool,
    /// What is typed in the Wave Card's page.
    pub(super) card: Cells,
    /// The rules-2 choices: instant defeat, summoned, equipment, Guardian.
    pub(super) picks: Picks,
    /// The rules' answer to each button, for the game and the choices as
    /// they were after the last change (see [`Body::settle`]).
    legal: Legal,
    /// The keyboard's highlight: the page it is on and the id of the
    /// control lit (see `cursor`).
    pub(super) cursor: Option<(Tab, String)>,
    /// The id of the lit control, for the view's ring; worked out with
    /// [`Body::legal`].
    lit: Option<String>,
    /// The Guardian's name in the table's language, as the page last
    /// showed it: what Enter on a lit Summon sends, as a click would.
    guardian_name: std::sync::Mutex<String>,
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

    /// What field `f` shows.
    pub fn field(&self, f: Field) -> &str {
        &self.fields[f.index()]
    }

    /// The entering monster is a boss.
    pub fn boss(&self) -> bool {
        self.boss
    }

    /// The entering monster is siege equipment.
    pub fn siege(&self) -> bool {
        self.siege
    }

    /// The entering monster is summoned (by a card or a boss).
    pub fn summoned(&self) -> bool {
        self.picks.summoned
    }

    /// The entering monster is immune to `i`.
    pub fn immune(&self, i: Immunity) -> bool {
        self.immune.contains(&i)
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
        self.seen.cards(state)
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

    /// The rules' answer to each button of the page: worked out when the
    /// game or the page's choices changed, read by every frame.
    pub fn legal(&self) -> &Legal {
        &self.legal
    }

    /// The id of the control the keyboard's highlight is on, if any.
    pub fn lit(&self) -> Option<&str> {
        self.lit.as_deref()
    }

    /// The Guardian's name as the page last showed it (in English if it
    /// was never shown).
    pub fn guardian_name(&self) -> String {
        let shown = self
            .guardian_name
            .lock()
            .map(|n| n.clone())
            .unwrap_or_default();
        if shown.is_empty() {
            crate::i18n::english().tr("ui-ka-guardian-name")
        } else {
            shown
        }
    }

    /// Keeps the Guardian's name in the table's language (the page calls
    /// it as it draws Felicity's part), for a Summon sent by a key.
    pub fn name_guardian(&self, name: &str) {
        if let Ok(mut n) = self.guardian_name.lock()
            && *n != name
        {
            name.clone_into(&mut n);
        }
    }

    /// Sets what field `f` shows.
    pub(super) fn set_field(&mut self, f: Field, words: String) {
        self.fields[f.index()] = words;
    }

    /// Works out again which buttons the rules would take, for the game
    /// `state` and what the page has chosen and typed: after every
    /// message, and whenever the session changes (see
    /// [`crate::ui::games::Room::changed`]).
    fn settle(&mut self, setup: &Setup, state: &State) {
        self.legal = Legal::of(setup, state, &self.choices(setup, state));
        self.lit = self.lit_item(setup, state).map(|item| item.id);
    }

    /// What the page has chosen and typed that its buttons' actions carry.
    fn choices(&self, setup: &Setup, state: &State) -> Choices {
        let guardian_hp = self.picks.guardian_field(GuardianField::Hp).trim();
        Choices {
            amount: self.amount().unwrap_or(1),
            kind: self.kind,
            target: self.target(state),
            piece: self.picks.piece,
            level: (!self.boss).then_some(self.level()),
            boss: self.boss,
            summoned: self.picks.summoned,
            how: self.picks.how,
            attack: self.picks.attack_kind(self.kind),
            affects_bosses: self.picks.affects_bosses,
            guardian_hp: guardian_hp.parse::<i64>().unwrap_or(1),
            class: Some(self.class()),
            card: self.card.trial(setup, state),
        }
    }

    /// Keeps what this round showed: its monsters and the Guardian.
    fn keep(&mut self, state: &State) {
        self.seen.keep(state);
        self.picks.keep(state, round_key(state));
    }

    /// Clears the form whose action the rules took; see
    /// [`crate::ui::games::Room::accepted`].
    fn clear_sent(&mut self, action: &Action) {
        let fields: &[Field] = match action {
            Action::MonsterEnters { .. } => {
                // The next monster is a new one: no immunities, not siege
                // equipment, and not a second boss by mistake.
                self.immune.clear();
                self.siege = false;
                self.boss = false;
                self.picks.summoned = false;
                &ENTER_FIELDS
            }
            Action::Hire { .. } => &HIRE_FIELDS,
            Action::LevelUp { .. } => &LEVEL_FIELDS,
            Action::AddHero { .. } => &JOIN_FIELDS,
            Action::WaveCard { .. } => {
                self.card.clear();
                return;
            }
            // A plain Instakill again (a card that affects bosses is
            // played once).
            Action::InstantDefeat { .. } => {
                self.picks.plain();
                return;
            }
            Action::SummonGuardian { .. } => {
                self.picks.summoned_guardian();
                return;
            }
            _ => return,
        };
        for f in fields {
            self.fields[f.index()].clear();
        }
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
    fn entering(&self) -> Result<Action, Text> {
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
        Ok(action)
    }
}
