//! One room per game: each game's setup form and play body live in its own
//! module, and the list at the bottom is the only place that names them all.
//! Adding a game to the window is a new module plus one line in that list.
//!
//! One naming scheme in every room: `<game>::Body` is the play body (what
//! the page remembers, in `body.rs`) with its `body::Msg` and
//! `body::Control` (its one-shot controls); `<game>::setup::Form` is the
//! setup form with its `setup::Msg`; [`Room`] ties the two together. Here,
//! [`Body`], [`Msg`], [`Control`], [`Form`] and [`FormMsg`] are the same for
//! whichever game is open.

pub mod players_form;

pub mod custom;
pub mod hero_realms;
pub mod karth;
pub mod kharnage;
pub mod kings_armory;
pub mod koth;

use iced::keyboard::{Key, Modifiers};
use iced::{Element, Task};

use crate::i18n::I18n;
use crate::rules::{AnyAction, AnySetup, AnyState, GameKind, RuleError, Standing, Text};
use crate::ui::widget::Press;
use players_form::PlayersForm;

/// What a play body is given to draw itself.
pub struct Ctx<'a> {
    /// The language.
    pub i18n: &'a I18n,
    /// False for read-only and closed sessions: controls are disabled.
    pub editable: bool,
    /// The standings of the current state (the session's, worked out when
    /// it changed).
    pub standings: &'a [Standing],
}

/// A game's setup form: the choices made before play, as typed.
pub trait SetupForm: Clone + std::fmt::Debug {
    /// The setup it builds.
    type Setup;
    /// What the form reacts to.
    type Msg: Clone + std::fmt::Debug;

    /// A new form with the game's defaults.
    fn new(i18n: &I18n) -> Self;
    /// Applies one edit.
    fn update(&mut self, msg: Self::Msg, i18n: &I18n);
    /// The setup, or what is wrong with the form.
    fn build(&self) -> Result<Self::Setup, RuleError>;
    /// The form.
    fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Self::Msg>;
    /// The form's players part, if it has one (every game's but The
    /// King's Armory's).
    fn players_mut(&mut self) -> Option<&mut PlayersForm> {
        None
    }
    /// Seats an event table's players, with the colours they keep (and,
    /// where the count decides it, the mode for that many). By default in
    /// the players part; a form without one ignores it.
    fn seat(&mut self, names: &[String], _i18n: &I18n) {
        if let Some(players) = self.players_mut() {
            players.seat(names);
        }
    }
    /// Seeds the form's draws (who goes first), so that a test knows them.
    /// A form that draws nothing ignores it.
    fn seed(&mut self, seed: u64) {
        if let Some(players) = self.players_mut() {
            players.seed(seed);
        }
    }
    /// How a press of the control that sent `msg` counts (see
    /// [`Press`]): every form's buttons (Add, Remove, who goes first, a
    /// choice) are one-shot, its fields typed.
    fn press(msg: &Self::Msg) -> Press;
}

/// A game's room in the window: its play body — what it remembers
/// (selection, typed fields) and how it answers the table — and its setup
/// form. Each game's body implements it where its work is done; the list
/// at the bottom names the bodies.
pub trait Room: Default + std::fmt::Debug {
    /// The game's validated setup.
    type Setup;
    /// The game's state.
    type State;
    /// The game's action.
    type Action;
    /// What the play body reacts to.
    type Msg: Clone + std::fmt::Debug;
    /// The body's one-shot controls (End turn, Deal, Collect…), by a typed
    /// id: never the words of a message, so typing changes no id.
    type Control: Clone + PartialEq + std::fmt::Debug;
    /// The setup form.
    type Form: SetupForm<Setup = Self::Setup>;
    /// The message that lists the game's keys for the help (F1), if it
    /// has keys of its own.
    const KEYS: Option<&'static str> = None;
    /// The largest text size the board takes, in percent (Settings →
    /// Text size goes to [`crate::store::TEXT_MAX`]): a board whose
    /// tiles and panels reflow for larger words says so; the others keep
    /// ordinary words.
    const TEXT_MAX: u16 = crate::store::TEXT_MIN;

    /// The board's height with larger text (Settings → Text size), when
    /// the play screen scrolls, given the `room` the window leaves it: by
    /// default that room; a board that needs more to hold its larger
    /// words (a panel of forms under its seats) says so.
    fn board_height(&self, room: f32) -> f32 {
        room
    }

    /// The one-shot control `msg` comes from, if it is one: once what it
    /// sent moved the game on ([`crate::rules::Game::moves_on`]), a second
    /// press of it within the double-click interval, or a key held down
    /// repeating it, does nothing. None for what counts every press: the
    /// steppers (±), typing, picking.
    fn control(msg: &Self::Msg) -> Option<Self::Control>;

    /// How a press of the button that sent `msg` counts, by the window's
    /// rule for every press (see [`Press`]): the steppers (±) count each
    /// press, typing is no press, everything else is one-shot.
    fn press(msg: &Self::Msg) -> Press;

    /// Handles a message: the action to apply, none, or what is wrong.
    /// The play screen tells the body whether the rules took the action
    /// ([`Room::accepted`]); a refused one changes nothing, so what was
    /// typed for it stays to be corrected.
    fn update(
        &mut self,
        setup: &Self::Setup,
        state: &Self::State,
        msg: Self::Msg,
    ) -> Result<Option<AnyAction>, Text>;
    /// The rules took `action`, which [`Room::update`] gave: `state` is the
    /// game after it. The body clears the form it was typed in. Nothing by
    /// default.
    fn accepted(&mut self, _setup: &Self::Setup, _state: &Self::State, _action: &Self::Action) {}
    /// The session changed: it was opened, or an action was taken, undone
    /// or redone, the game reopened, a log entry deleted. `state` is the
    /// game now. A body that keeps something worked out from the state
    /// (The King's Armory: which buttons the rules would take) works it
    /// out again here, so its view only reads it. Nothing by default.
    fn changed(&mut self, _setup: &Self::Setup, _state: &Self::State) {}
    /// The message a key press means, if any (no text field has focus):
    /// the key, the text it types, and the modifiers held with it.
    fn key(
        &self,
        _setup: &Self::Setup,
        _state: &Self::State,
        _key: &Key,
        _text: Option<&str>,
        _modifiers: Modifiers,
    ) -> Option<Self::Msg> {
        None
    }
    /// A task to run after `msg` was handled (focusing a field), if any.
    fn after(_msg: &Self::Msg) -> Option<Task<Self::Msg>> {
        None
    }
    /// Seeds the body's source of randomness (its dice), so a test's
    /// draws are known. A body that draws nothing ignores it.
    fn seed(&mut self, _seed: u64) {}
    /// The play body.
    fn view<'a>(
        &'a self,
        setup: &'a Self::Setup,
        state: &'a Self::State,
        ctx: Ctx<'a>,
    ) -> Element<'a, Self::Msg>;
    /// A panel of the game's own tools (Custom's dice), shown above the
    /// log at its width while the log is unfolded: room the seats never
    /// give up. None for a game without one.
    fn side<'a>(
        &'a self,
        _setup: &'a Self::Setup,
        _state: &'a Self::State,
        _ctx: Ctx<'a>,
    ) -> Option<Element<'a, Self::Msg>> {
        None
    }
}

macro_rules! rooms {
    ($($variant:ident => $module:ident;)*) => {
        /// The play body of the open game. Only one exists at a time, so the
        /// size of the largest room does not matter.
        #[derive(Debug)]
        #[allow(clippy::large_enum_variant)]
        pub enum Body {
            $(
                #[doc = stringify!($variant)]
                $variant($module::Body),
            )*
        }

        /// A message of the open game's body.
        #[derive(Debug, Clone)]
        pub enum Msg {
            $(
                #[doc = stringify!($variant)]
                $variant(<$module::Body as Room>::Msg),
            )*
        }

        /// A one-shot control of the open game's body; see [`Room::control`].
        #[derive(Debug, Clone, PartialEq)]
        pub enum Control {
            $(
                #[doc = stringify!($variant)]
                $variant(<$module::Body as Room>::Control),
            )*
        }

        /// The setup form of one game (one at a time, like the body).
        #[derive(Debug, Clone)]
        #[allow(clippy::large_enum_variant)]
        pub enum Form {
            $(
                #[doc = stringify!($variant)]
                $variant(<$module::Body as Room>::Form),
            )*
        }

        /// A message of a setup form.
        #[derive(Debug, Clone)]
        pub enum FormMsg {
            $(
                #[doc = stringify!($variant)]
                $variant(<<$module::Body as Room>::Form as SetupForm>::Msg),
            )*
        }

        impl Body {
            /// The body for `kind`, if the window has a room for that game.
            pub fn new(kind: GameKind) -> Option<Self> {
                #[allow(unreachable_patterns)]
                match kind {
                    $(GameKind::$variant => Some(Body::$variant(<$module::Body>::default())),)*
                    _ => None,
                }
            }

            /// Handles a message of this body against the session's game.
            pub fn update(
                &mut self,
                setup: &AnySetup,
                state: &AnyState,
                msg: Msg,
            ) -> Result<Option<AnyAction>, Text> {
                #[allow(unreachable_patterns)]
                match (self, setup, state, msg) {
                    $((Body::$variant(b), AnySetup::$variant(s), AnyState::$variant(st), Msg::$variant(m)) => {
                        <$module::Body as Room>::update(b, s, st, m)
                    })*
                    _ => Ok(None),
                }
            }

            /// The rules took `action`, which [`Body::update`] gave; see
            /// [`Room::accepted`].
            pub fn accepted(&mut self, setup: &AnySetup, state: &AnyState, action: &AnyAction) {
                #[allow(unreachable_patterns)]
                match (self, setup, state, action) {
                    $((Body::$variant(b), AnySetup::$variant(s), AnyState::$variant(st), AnyAction::$variant(a)) => {
                        <$module::Body as Room>::accepted(b, s, st, a)
                    })*
                    _ => {}
                }
            }

            /// The session changed; see [`Room::changed`].
            pub fn changed(&mut self, setup: &AnySetup, state: &AnyState) {
                #[allow(unreachable_patterns)]
                match (self, setup, state) {
                    $((Body::$variant(b), AnySetup::$variant(s), AnyState::$variant(st)) => {
                        <$module::Body as Room>::changed(b, s, st)
                    })*
                    _ => {}
                }
            }

            /// The message listing the game's keys; see [`Room::KEYS`].
            pub fn keys(&self) -> Option<&'static str> {
                match self {
                    $(Body::$variant(_) => <$module::Body as Room>::KEYS,)*
                }
            }

            /// The largest text size the board takes; see
            /// [`Room::TEXT_MAX`].
            pub fn text_max(&self) -> u16 {
                match self {
                    $(Body::$variant(_) => <$module::Body as Room>::TEXT_MAX,)*
                }
            }

            /// The board's height with larger text; see
            /// [`Room::board_height`].
            pub fn board_height(&self, room: f32) -> f32 {
                match self {
                    $(Body::$variant(b) => b.board_height(room),)*
                }
            }

            /// Seeds the body's randomness; see [`Room::seed`].
            pub fn seed(&mut self, seed: u64) {
                match self {
                    $(Body::$variant(b) => <$module::Body as Room>::seed(b, seed),)*
                }
            }

            /// The message a key press means, if any.
            pub fn key(
                &self,
                setup: &AnySetup,
                state: &AnyState,
                key: &Key,
                text: Option<&str>,
                modifiers: Modifiers,
            ) -> Option<Msg> {
                #[allow(unreachable_patterns)]
                match (self, setup, state) {
                    $((Body::$variant(b), AnySetup::$variant(s), AnyState::$variant(st)) => {
                        <$module::Body as Room>::key(b, s, st, key, text, modifiers).map(Msg::$variant)
                    })*
                    _ => None,
                }
            }

            /// The play body.
            pub fn view<'a>(
                &'a self,
                setup: &'a AnySetup,
                state: &'a AnyState,
                ctx: Ctx<'a>,
            ) -> Option<Element<'a, Msg>> {
                #[allow(unreachable_patterns)]
                match (self, setup, state) {
                    $((Body::$variant(b), AnySetup::$variant(s), AnyState::$variant(st)) => {
                        Some(<$module::Body as Room>::view(b, s, st, ctx).map(Msg::$variant))
                    })*
                    _ => None,
                }
            }

            /// The game's side panel, if it has one; see [`Room::side`].
            pub fn side<'a>(
                &'a self,
                setup: &'a AnySetup,
                state: &'a AnyState,
                ctx: Ctx<'a>,
            ) -> Option<Element<'a, Msg>> {
                #[allow(unreachable_patterns)]
                match (self, setup, state) {
                    $((Body::$variant(b), AnySetup::$variant(s), AnyState::$variant(st)) => {
                        <$module::Body as Room>::side(b, s, st, ctx).map(|e| e.map(Msg::$variant))
                    })*
                    _ => None,
                }
            }
        }

        impl Msg {
            /// The one-shot control the message comes from, if it is one;
            /// see [`Room::control`].
            pub fn control(&self) -> Option<Control> {
                match self {
                    $(Msg::$variant(m) => <$module::Body as Room>::control(m).map(Control::$variant),)*
                }
            }

            /// How a press of its button counts; see [`Room::press`].
            pub fn press(&self) -> Press {
                match self {
                    $(Msg::$variant(m) => <$module::Body as Room>::press(m),)*
                }
            }

            /// A task to run after the message was handled, if any.
            pub fn after(&self) -> Option<Task<Msg>> {
                match self {
                    $(Msg::$variant(m) => <$module::Body as Room>::after(m).map(|t| t.map(Msg::$variant)),)*
                }
            }
        }

        impl FormMsg {
            /// How a press of its control counts; see [`SetupForm::press`].
            pub fn press(&self) -> Press {
                match self {
                    $(FormMsg::$variant(m) => <<$module::Body as Room>::Form as SetupForm>::press(m),)*
                }
            }
        }

        impl Form {
            /// The form for `kind`, if the window has a room for that game.
            pub fn new(kind: GameKind, i18n: &I18n) -> Option<Self> {
                #[allow(unreachable_patterns)]
                match kind {
                    $(GameKind::$variant => Some(Form::$variant(SetupForm::new(i18n))),)*
                    _ => None,
                }
            }

            /// The game this form sets up.
            pub fn kind(&self) -> GameKind {
                match self {
                    $(Form::$variant(_) => GameKind::$variant,)*
                }
            }

            /// Seeds the form's draws; see [`SetupForm::seed`].
            pub fn seed(&mut self, seed: u64) {
                match self {
                    $(Form::$variant(f) => f.seed(seed),)*
                }
            }

            /// Seats these players (an event table's), with the colours
            /// they keep; a form without a players part ignores it.
            pub fn seat(&mut self, names: &[String], i18n: &I18n) {
                match self {
                    $(Form::$variant(f) => f.seat(names, i18n),)*
                }
            }

            /// Offers the players known from other games as names are
            /// typed (a form without a players part ignores it).
            pub fn know(&mut self, known: std::sync::Arc<[players_form::Known]>) {
                let players = match self {
                    $(Form::$variant(f) => f.players_mut(),)*
                };
                if let Some(players) = players {
                    players.know(known);
                }
            }

            /// Applies one edit.
            pub fn update(&mut self, msg: FormMsg, i18n: &I18n) {
                #[allow(unreachable_patterns)]
                match (self, msg) {
                    $((Form::$variant(f), FormMsg::$variant(m)) => f.update(m, i18n),)*
                    _ => {}
                }
            }

            /// The setup, or what is wrong with the form (the rules
            /// validate it when the session starts).
            pub fn build(&self) -> Result<AnySetup, RuleError> {
                match self {
                    $(Form::$variant(f) => f.build().map(AnySetup::$variant),)*
                }
            }

            /// The form.
            pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, FormMsg> {
                match self {
                    $(Form::$variant(f) => f.view(i18n).map(FormMsg::$variant),)*
                }
            }
        }
    };
}

rooms! {
    Custom => custom;
    Karth => karth;
    HeroRealms => hero_realms;
    Kharnage => kharnage;
    Koth => koth;
    KingsArmory => kings_armory;
}
