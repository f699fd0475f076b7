//! The Between Waves Phase's steps (B5, 1–7) as the page names them, and
//! the step the state says the group is at. At the bottom: the body's
//! messages and the parts that draw the steps use it.

use crate::rules::kings_armory::{State, steps};

/// A step of the Between Waves Phase (B5), in the rulebook's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    /// Step 1: Heal!
    Heal,
    /// Step 2: Get the Gold!
    Gold,
    /// Step 3: Spend the Gold!
    Spend,
    /// Step 4: Make Change & Shuffle the Deck.
    Change,
    /// Step 5: Equip Heroes.
    Equip,
    /// Step 6: Reposition Allies.
    Reposition,
    /// Step 7: Start the Next Wave!
    Start,
}

impl Step {
    /// Every step, in the rulebook's order.
    pub const ALL: [Step; 7] = [
        Step::Heal,
        Step::Gold,
        Step::Spend,
        Step::Change,
        Step::Equip,
        Step::Reposition,
        Step::Start,
    ];

    /// Its number in the rulebook, 1–7.
    pub fn number(self) -> u32 {
        match self {
            Step::Heal => 1,
            Step::Gold => 2,
            Step::Spend => 3,
            Step::Change => 4,
            Step::Equip => 5,
            Step::Reposition => 6,
            Step::Start => 7,
        }
    }

    /// The selector of its name and hint in the messages.
    pub fn name(self) -> &'static str {
        match self {
            Step::Heal => "heal",
            Step::Gold => "gold",
            Step::Spend => "spend",
            Step::Change => "change",
            Step::Equip => "equip",
            Step::Reposition => "reposition",
            Step::Start => "start",
        }
    }

    /// The step before this one (the first stays).
    pub fn previous(self) -> Step {
        Step::ALL
            .get((self.number() as usize).saturating_sub(2))
            .copied()
            .unwrap_or(Step::Heal)
    }

    /// The step after this one (the last stays).
    pub fn next(self) -> Step {
        Step::ALL
            .get(self.number() as usize)
            .copied()
            .unwrap_or(Step::Start)
    }
}

/// The step the group is at between waves; none outside that phase. The
/// state keeps it: step 1 until the heal step is done, then the step the
/// group moved on to (logged, so a reopened session resumes there).
pub fn current(state: &State) -> Option<Step> {
    let n = steps::current(state)?;
    Some(
        Step::ALL
            .get(n.saturating_sub(1) as usize)
            .copied()
            .unwrap_or(Step::Gold),
    )
}

/// The reward cards due between waves, when the state knows them (Jump
/// Start's and The Gauntlet's starting cards). The seam for the Wave
/// Card: once the group enters its numbers, the cards of the wave go here.
pub fn reward_cards_due(state: &State) -> Option<i64> {
    (state.cards_due > 0).then_some(state.cards_due)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::kings_armory::Setup;

    #[test]
    fn the_steps_come_in_the_rulebook_s_order() {
        let numbers: Vec<u32> = Step::ALL.iter().map(|s| s.number()).collect();
        assert_eq!(numbers, vec![1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(Step::Gold.next(), Step::Spend);
        assert_eq!(Step::Start.next(), Step::Start);
        assert_eq!(Step::Spend.previous(), Step::Gold);
        assert_eq!(Step::Heal.previous(), Step::Heal);
    }

    #[test]
    fn the_state_proves_the_heal_step_and_keeps_the_rest() {
        use crate::rules::kings_armory::Phase;
        let setup = Setup::new(&[("Ana", "Valcor", 20, 4)], 3);
        let mut state = State::new(&setup, 2);
        assert_eq!(current(&state), None, "before the first wave");
        state.phase = Phase::Between;
        state.wave = 2;
        state.step = 5;
        assert_eq!(current(&state), Some(Step::Heal));
        state.healed = true;
        assert_eq!(current(&state), Some(Step::Equip));
        state.step = 0;
        assert_eq!(current(&state), Some(Step::Gold));
        state.step = 7;
        assert_eq!(current(&state), Some(Step::Start));
    }
}
