//! What each seat's phone may change (issue #37): the numbers a seat's
//! player changes themselves, each a [`SeatControl`] with a stable id, its
//! label, its value now and the steps offered, and the action a tap on one
//! means. Pure: the controls only build actions; whatever a rule refuses is
//! still refused by the game's `apply`. One file per game.

pub(super) mod custom;
pub(super) mod hero_realms;
pub(super) mod karth;
pub(super) mod kharnage;
pub(super) mod kings_armory;
pub(super) mod koth;

use serde::Serialize;

use super::Text;

/// The steps of a number a player changes by hand: −5, −1, +1, +5.
pub const STEPS: [i64; 4] = [-5, -1, 1, 5];

/// One thing a seat's phone may change: a number with its steps, or a
/// one-tap action (a control with a single step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatControl {
    /// Its stable id, as the phone sends it back (`gold`, `se`, `health`).
    pub id: String,
    /// What it is called, translated like every other game word.
    pub label: Text,
    /// Its value now.
    pub value: i64,
    /// The steps offered, in the order shown (`[-5, -1, 1, 5]`; one step
    /// for a one-tap action).
    pub steps: Vec<i64>,
}

impl SeatControl {
    /// The control `id`, labelled by the message `key`, at `value`, with
    /// `steps`.
    pub fn new(id: &str, key: &str, value: i64, steps: &[i64]) -> Self {
        SeatControl {
            id: id.to_owned(),
            label: Text::msg(key),
            value,
            steps: steps.to_vec(),
        }
    }
}

/// Whether `controls` offer control `id` with `step`: a tap the phone may
/// send. Every game's `seat_action` asks this first, so a foreign id or a
/// step not offered builds nothing.
pub fn offered(controls: &[SeatControl], id: &str, step: i64) -> bool {
    controls
        .iter()
        .any(|c| c.id == id && c.steps.contains(&step))
}

/// The names of the seats of the game's players, in order: `setup.players`.
pub(super) fn names(players: &[super::Player]) -> Vec<String> {
    players.iter().map(|p| p.name.clone()).collect()
}

/// The `AnySetup` functions for the seats' controls, made by `games!` for
/// every game (see [`super::Game::seat_controls`]).
macro_rules! seat_dispatch {
    ($($variant:ident => $module:ident),*) => {
        impl AnySetup {
            /// The seats a phone can hold, in order; see [`Game::seats`].
            pub fn seats(&self, state: &AnyState) -> Vec<String> {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::seats(s, st),)*
                    #[allow(unreachable_patterns)]
                    _ => Vec::new(),
                }
            }

            /// What seat `seat`'s phone may change; see
            /// [`Game::seat_controls`].
            pub fn seat_controls(&self, state: &AnyState, seat: usize) -> Vec<seats::SeatControl> {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::seat_controls(s, st, seat),)*
                    #[allow(unreachable_patterns)]
                    _ => Vec::new(),
                }
            }

            /// The action a tap of seat `seat` on `control` by `step`
            /// means; see [`Game::seat_action`].
            pub fn seat_action(&self, state: &AnyState, seat: usize, control: &str, step: i64) -> Option<AnyAction> {
                match (self, state) {
                    $((AnySetup::$variant(s), AnyState::$variant(st)) => $module::Rules::seat_action(s, st, seat, control, step).map(AnyAction::$variant),)*
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// Whose action `action` is, applied to `state`; see
            /// [`Game::seat_of`].
            pub fn seat_of(&self, state: &AnyState, action: &AnyAction) -> Option<usize> {
                match (self, state, action) {
                    $((AnySetup::$variant(s), AnyState::$variant(st), AnyAction::$variant(a)) => $module::Rules::seat_of(s, st, a),)*
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
        }
    };
}

#[cfg(test)]
pub(super) mod testing {
    //! What every game's seat tests check.

    use super::super::Game;

    /// Applies seat `seat`'s tap on `control` by `step` to `state` and
    /// returns the standings' values before and after, per seat row.
    pub fn tap<G: Game>(
        setup: &G::Setup,
        state: &mut G::State,
        seat: usize,
        control: &str,
        step: i64,
    ) -> (Vec<Vec<i64>>, Vec<Vec<i64>>) {
        let values = |st: &G::State| -> Vec<Vec<i64>> {
            G::standings(setup, st)
                .into_iter()
                .map(|s| s.values.into_iter().map(|(_, v)| v).collect())
                .collect()
        };
        let before = values(state);
        let action = G::seat_action(setup, state, seat, control, step)
            .unwrap_or_else(|| panic!("{control} {step} for seat {seat}"));
        assert_eq!(G::seat_of(setup, state, &action), Some(seat), "{action:?}");
        G::apply(setup, state, &action).unwrap_or_else(|e| panic!("{action:?}: {e}"));
        (before, values(state))
    }

    /// Which rows changed between `before` and `after`.
    pub fn changed(before: &[Vec<i64>], after: &[Vec<i64>]) -> Vec<usize> {
        (0..before.len().max(after.len()))
            .filter(|&i| before.get(i) != after.get(i))
            .collect()
    }

    /// Every control of every seat refuses an id it does not have and a
    /// step it does not offer.
    pub fn foreign_taps_build_nothing<G: Game>(setup: &G::Setup, state: &G::State) {
        let seats = G::seats(setup, state).len();
        assert!(G::seat_action(setup, state, seats, "gold", 1).is_none());
        for seat in 0..seats {
            assert!(G::seat_action(setup, state, seat, "no-such", 1).is_none());
            for c in G::seat_controls(setup, state, seat) {
                assert!(
                    G::seat_action(setup, state, seat, &c.id, 7).is_none(),
                    "{}",
                    c.id
                );
                assert!(
                    G::seat_action(setup, state, seat, &c.id, 0).is_none(),
                    "{}",
                    c.id
                );
            }
        }
    }
}
