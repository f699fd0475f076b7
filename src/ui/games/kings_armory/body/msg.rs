//! What the King's Armory's play body reacts to, and the side panel's
//! pages it shows.

use super::super::card::Msg as Card;
use super::super::picks::Pick;
use super::super::step::Step;
use super::Field;
use crate::rules::kings_armory::{Action, Character, Class, Immunity, Kind, Status};
use crate::ui::widget::Press;

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
    Step(Step),
    /// The Wave Card's line and page.
    Card(Card),
    /// A choice that is not yet an action (see `picks`).
    Pick(Pick),
    /// Felicity (this hero) summons her Guardian, named so in the
    /// table's language, with the numbers typed.
    Summon(usize, String),
    /// Felicity's Guardian takes the amount, a ranged hit on her.
    Shield(usize),
    /// ↑↓: the keyboard's highlight moves this many places (see `cursor`).
    Cursor(isize),
    /// Esc with a control lit: the highlight goes out.
    Unlight,
    /// A character typed with no field focused while a field is lit: it
    /// goes into that field.
    Type(char),
}

/// The body's one-shot controls (see [`crate::ui::games::Room::control`]):
/// the buttons whose action moves the game on.
#[derive(Debug, Clone, PartialEq)]
pub enum Control {
    /// The flow of the waves: the end of a wave, the between-waves steps
    /// and the next wave's start, one control so that a key held down (or
    /// a bounce) never runs on from one to the next.
    Flow,
    /// A monster's upkeep.
    Upkeep(u32),
    /// A monster reaches (true) or attacks the gate.
    Gate(u32, bool),
    /// A monster defeated at once.
    Instant(u32),
    /// A button that sends this action as it is (the flow, the shop).
    Act(Action),
    /// Send the Wave Card's rows.
    WaveCard,
    /// Hire the typed hireable.
    Hire,
    /// Level up the targeted hireable.
    LevelUp,
    /// Yes to a hero's player leaving.
    Leave(usize),
    /// Felicity summons her Guardian.
    Summon(usize),
    /// The Guardian shields Felicity.
    Shield(usize),
}

impl Msg {
    /// How a press of its button counts (see [`Press`]): the ± of a
    /// character's HP, its status tokens and the wave die's modifier count
    /// every press, as do the digits typed with no field focused.
    pub fn press(&self) -> Press {
        match self {
            Msg::Hit(..)
            | Msg::Heal(_)
            | Msg::Status(..)
            | Msg::Modifier(_)
            | Msg::Digit(_)
            | Msg::Backspace
            | Msg::Cursor(_) => Press::Each,
            Msg::Field(..)
            | Msg::Type(_)
            | Msg::Card(Card::Cell(..) | Card::NextField(_))
            | Msg::Pick(Pick::Guardian(..)) => Press::Not,
            Msg::Select(_)
            | Msg::HitTarget
            | Msg::Upkeep(_)
            | Msg::Gate(..)
            | Msg::Instant(_)
            | Msg::Act(_)
            | Msg::Enter
            | Msg::Level(_)
            | Msg::Siege
            | Msg::Immune(_)
            | Msg::Tab(_)
            | Msg::Focus(_)
            | Msg::RollWave
            | Msg::RollD20
            | Msg::Class(_)
            | Msg::Hire
            | Msg::LevelUp
            | Msg::Join
            | Msg::ArmLeave(_)
            | Msg::Leave(_)
            | Msg::Disarm
            | Msg::Cancel
            | Msg::Step(_)
            | Msg::Card(Card::Open(_) | Card::Submit)
            | Msg::Pick(
                Pick::Options
                | Pick::How(_)
                | Pick::AffectsBosses
                | Pick::Attack(_)
                | Pick::Summoned
                | Pick::Piece(_),
            )
            | Msg::Summon(..)
            | Msg::Shield(_)
            | Msg::Unlight => Press::Once,
        }
    }

    /// The one-shot control the message comes from, if it is one.
    pub fn control(&self) -> Option<Control> {
        Some(match self {
            Msg::Upkeep(m) => Control::Upkeep(*m),
            Msg::Gate(m, reaches) => Control::Gate(*m, *reaches),
            Msg::Instant(m) => Control::Instant(*m),
            Msg::Act(Action::EndWave | Action::HealStep | Action::StartWave) | Msg::Step(_) => {
                Control::Flow
            }
            Msg::Act(action) => Control::Act(action.clone()),
            Msg::Card(Card::Submit) => Control::WaveCard,
            Msg::Hire => Control::Hire,
            Msg::LevelUp => Control::LevelUp,
            Msg::Leave(h) => Control::Leave(*h),
            Msg::Summon(h, _) => Control::Summon(*h),
            Msg::Shield(h) => Control::Shield(*h),
            _ => return None,
        })
    }
}
