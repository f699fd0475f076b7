//! What the page remembers for the rules-2 controls: how a foe is defeated at once, a summoned monster, the piece of equipment picked, the Guardian's typed numbers and its place among the allies' tiles.

use super::seen::{RoundKey, round_key};
use crate::rules::Text;
use crate::rules::kings_armory::{Action, Defeat, Guardian, Kind, Resist, State};
use crate::ui::widget;

/// A choice on the page that is not yet an action.
#[derive(Debug, Clone)]
pub enum Pick {
    /// Instant defeat: its choices shown or folded away.
    Options,
    /// Instant defeat: Instakill, Destroyed or Removal (E).
    How(Defeat),
    /// Instant defeat: the card says it affects bosses, on or off.
    AffectsBosses,
    /// Instant defeat: carried by an attack of this type; none: by an
    /// effect of no attack type.
    Attack(Option<Kind>),
    /// The entering monster is summoned (by a card or a boss), on or off.
    Summoned,
    /// A piece of equipment, by position.
    Piece(usize),
    /// A field of the Guardian's summoning was typed (see [`GuardianField`]).
    Guardian(GuardianField, String),
}

/// A typed number of Felicity's Guardian.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GuardianField {
    /// Its HP.
    Hp,
    /// Its melee resistance.
    Melee,
    /// Its ranged resistance.
    Ranged,
    /// Its supernatural resistance.
    Supernatural,
}

impl GuardianField {
    /// The four, in the order they are shown.
    pub const ALL: [GuardianField; 4] = [
        GuardianField::Hp,
        GuardianField::Melee,
        GuardianField::Ranged,
        GuardianField::Supernatural,
    ];

    fn index(self) -> usize {
        self as usize
    }

    /// The id of its text input.
    pub fn id(self) -> String {
        let name = match self {
            GuardianField::Hp => "hp",
            GuardianField::Melee => "melee",
            GuardianField::Ranged => "ranged",
            GuardianField::Supernatural => "supernatural",
        };
        format!("ka-guardian-{name}")
    }

    /// The message naming it (its hint, and in a refusal).
    pub fn key(self) -> &'static str {
        match self {
            GuardianField::Hp => "ui-ka-hp",
            GuardianField::Melee => "ui-ka-melee",
            GuardianField::Ranged => "ui-ka-ranged",
            GuardianField::Supernatural => "ui-ka-supernatural",
        }
    }
}

/// The Guardian seen in a round: it keeps its tile, drawn gone, until the
/// round passes, so no tile moves under the pointer when it falls.
#[derive(Debug, Clone)]
struct Seen {
    key: RoundKey,
    guardian: Guardian,
}

/// The page's rules-2 choices.
#[derive(Debug, Clone, Default)]
pub struct Picks {
    /// The instant defeat's choices are shown under its button.
    pub open: bool,
    /// How the next foe is defeated at once.
    pub how: Defeat,
    /// The card says it affects bosses.
    pub affects_bosses: bool,
    /// The instant defeat is carried by an attack of the chosen damage
    /// type (the body's `kind`).
    pub attack: bool,
    /// The entering monster is summoned.
    pub summoned: bool,
    /// The piece of equipment picked in the shop.
    pub piece: Option<usize>,
    guardian: [String; 4],
    seen: Option<Seen>,
}

impl Picks {
    /// Takes a choice.
    pub fn pick(&mut self, pick: Pick, kind: &mut Kind) {
        match pick {
            Pick::Options => self.open = !self.open,
            Pick::How(how) => self.how = how,
            Pick::AffectsBosses => self.affects_bosses = !self.affects_bosses,
            Pick::Attack(Some(k)) => {
                *kind = k;
                self.attack = true;
            }
            Pick::Attack(None) => self.attack = false,
            Pick::Summoned => self.summoned = !self.summoned,
            // Picked, never unpicked by a second click: a double click
            // leaves it picked.
            Pick::Piece(p) => self.piece = Some(p),
            Pick::Guardian(f, words) => self.guardian[f.index()] = words,
        }
    }

    /// The attack type the instant defeat is sent with: none when it is
    /// by an effect of no type (non-resistible has no immunity either).
    pub fn attack_kind(&self, kind: Kind) -> Option<Kind> {
        (self.attack && kind != Kind::NonResistible).then_some(kind)
    }

    /// Monster `monster` defeated at once as chosen.
    pub fn instant(&self, monster: u32, kind: Kind) -> Action {
        Action::InstantDefeat {
            monster,
            how: self.how,
            kind: self.attack_kind(kind),
            affects_bosses: self.affects_bosses,
        }
    }

    /// A plain Instakill again, its choices folded: after a foe fell at
    /// once, or another target was picked (a card that affects bosses is
    /// played on one foe).
    pub fn plain(&mut self) {
        self.open = false;
        self.how = Defeat::Instakill;
        self.affects_bosses = false;
        self.attack = false;
    }

    /// What the Guardian's field `f` shows.
    pub fn guardian_field(&self, f: GuardianField) -> &str {
        &self.guardian[f.index()]
    }

    /// The Guardian summoned from the page is on the board: its fields
    /// empty.
    pub fn summoned_guardian(&mut self) {
        self.guardian = Default::default();
    }

    /// Felicity (hero `hero`) summons her Guardian, named `name`, with the
    /// numbers typed (blank resistances are 0).
    pub fn summon(&self, hero: usize, name: String) -> Result<Action, Text> {
        let number =
            |f: GuardianField, blank| widget::number(f.key(), &self.guardian[f.index()], blank);
        let action = Action::SummonGuardian {
            hero,
            name,
            hp: number(GuardianField::Hp, None)?,
            resist: Resist {
                melee: number(GuardianField::Melee, Some(0))?,
                ranged: number(GuardianField::Ranged, Some(0))?,
                supernatural: number(GuardianField::Supernatural, Some(0))?,
            },
        };
        Ok(action)
    }

    /// Keeps the Guardian seen this round, so its tile keeps its place
    /// once it is gone; a piece sold or gone is picked no more.
    pub fn keep(&mut self, state: &State, key: RoundKey) {
        if self
            .piece
            .is_some_and(|p| state.gear.get(p).is_none_or(|g| g.gone))
        {
            self.piece = None;
        }
        if self.seen.as_ref().is_some_and(|s| s.key != key) {
            self.seen = None;
        }
        if let Some(g) = &state.guardian {
            self.seen = Some(Seen {
                key,
                guardian: g.clone(),
            });
        }
    }

    /// The Guardian's tile: on the board (true), or gone this round
    /// (false, as it was last seen); none when it has not been here this
    /// round.
    pub fn guardian<'s>(&'s self, state: &'s State) -> Option<(&'s Guardian, bool)> {
        match &state.guardian {
            Some(g) => Some((g, true)),
            None => self
                .seen
                .as_ref()
                .filter(|s| s.key == round_key(state))
                .map(|s| (&s.guardian, false)),
        }
    }
}
