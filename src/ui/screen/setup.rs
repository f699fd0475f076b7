//! The new-game screen: the setup form of the chosen game, and the
//! validated setup it builds.

use iced::Element;

use crate::i18n::I18n;
use crate::rules::{AnySetup, GameKind, RuleError};

use super::{setup_custom, setup_hero_realms, setup_karth, setup_kharnage, setup_koth};

/// The form of one game.
#[derive(Debug, Clone)]
pub enum Form {
    /// Custom counters.
    Custom(setup_custom::Form),
    /// Kharnage.
    Kharnage(setup_kharnage::Form),
    /// Hero Realms.
    HeroRealms(setup_hero_realms::Form),
    /// Koth.
    Koth(setup_koth::Form),
    /// Heroes of Karth.
    Karth(setup_karth::Form),
}

/// What a form reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Custom counters.
    Custom(setup_custom::Msg),
    /// Kharnage.
    Kharnage(setup_kharnage::Msg),
    /// Hero Realms.
    HeroRealms(setup_hero_realms::Msg),
    /// Koth.
    Koth(setup_koth::Msg),
    /// Heroes of Karth.
    Karth(setup_karth::Msg),
}

impl Form {
    /// The form for `kind`, if the window can set that game up.
    pub fn new(kind: GameKind, i18n: &I18n) -> Option<Self> {
        match kind {
            GameKind::Custom => Some(Form::Custom(setup_custom::Form::new(i18n))),
            GameKind::Kharnage => Some(Form::Kharnage(setup_kharnage::Form::new())),
            GameKind::HeroRealms => Some(Form::HeroRealms(setup_hero_realms::Form::new(i18n))),
            GameKind::Koth => Some(Form::Koth(setup_koth::Form::new())),
            GameKind::Karth => Some(Form::Karth(setup_karth::Form::new(i18n))),
            // No setup screen yet: sessions come from files (`replay`).
            GameKind::KingsArmory => None,
        }
    }

    /// Applies one edit.
    pub fn update(&mut self, msg: Msg, i18n: &I18n) {
        match (self, msg) {
            (Form::Custom(f), Msg::Custom(m)) => f.update(m, i18n),
            (Form::Kharnage(f), Msg::Kharnage(m)) => f.update(m, i18n),
            (Form::HeroRealms(f), Msg::HeroRealms(m)) => f.update(m, i18n),
            (Form::Koth(f), Msg::Koth(m)) => f.update(m, i18n),
            (Form::Karth(f), Msg::Karth(m)) => f.update(m, i18n),
            _ => {}
        }
    }

    /// The setup, or what is wrong with the form (the rules validate it
    /// when the session starts).
    pub fn build(&self) -> Result<AnySetup, RuleError> {
        match self {
            Form::Custom(f) => f.build().map(AnySetup::Custom),
            Form::Kharnage(f) => f.build().map(AnySetup::Kharnage),
            Form::HeroRealms(f) => f.build().map(AnySetup::HeroRealms),
            Form::Koth(f) => f.build().map(AnySetup::Koth),
            Form::Karth(f) => f.build().map(AnySetup::Karth),
        }
    }

    /// The form.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        match self {
            Form::Custom(f) => f.view(i18n).map(Msg::Custom),
            Form::Kharnage(f) => f.view(i18n).map(Msg::Kharnage),
            Form::HeroRealms(f) => f.view(i18n).map(Msg::HeroRealms),
            Form::Koth(f) => f.view(i18n).map(Msg::Koth),
            Form::Karth(f) => f.view(i18n).map(Msg::Karth),
        }
    }
}
