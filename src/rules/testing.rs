//! Helpers the games' unit tests share: play a list of actions, and check
//! that a refusal names its rule and leaves the state as it was.

use super::Game;

/// The state after `actions`, each of which must be accepted.
pub fn run<G: Game>(setup: &G::Setup, actions: &[G::Action]) -> G::State {
    let mut state = G::start(setup);
    for a in actions {
        G::apply(setup, &mut state, a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    state
}

/// The rule that refuses `action`; panics if it is accepted or if the
/// refusal changed the state.
pub fn refused<G: Game>(setup: &G::Setup, state: &G::State, action: G::Action) -> String {
    let mut copy = state.clone();
    let err = G::apply(setup, &mut copy, &action).unwrap_err();
    assert_eq!(&copy, state, "a refusal changes nothing");
    err.rule().to_owned()
}
