//! What a Kharnage table has done so far: each round's initiatives, cards
//! destroyed, Kharnage tokens and domination awards, and the final armies.

use super::{DOMINATION, Setup};

/// One round: every army's numbers, indexed by army (seat order, from 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// The initiative of the strategy card each army played; `None` until
    /// revealed.
    pub initiative: Vec<Option<i64>>,
    /// Cards (not units) each army destroyed this round.
    pub destroyed: Vec<i64>,
    /// Kharnage tokens each army gained this round.
    pub kharnage: Vec<i64>,
    /// Kharnage tokens each army lost this round for not shouting "YEAH!".
    pub lost: Vec<i64>,
    /// Domination skulls each army took when the round was closed; `None`
    /// while the round is open.
    pub awards: Option<Vec<i64>>,
}

impl Round {
    /// An open round with nothing entered, for `armies` armies.
    pub fn new(armies: usize) -> Self {
        Round {
            initiative: vec![None; armies],
            destroyed: vec![0; armies],
            kharnage: vec![0; armies],
            lost: vec![0; armies],
            awards: None,
        }
    }

    /// True once the round is closed and its domination tokens awarded.
    pub fn is_closed(&self) -> bool {
        self.awards.is_some()
    }

    /// Armies from best to worst: most cards destroyed first, ties broken by
    /// the lower initiative (an army without one ranks after those with
    /// one), then by seat.
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.destroyed.len()).collect();
        order.sort_by_key(|&a| {
            let init = self.initiative.get(a).copied().flatten();
            (
                std::cmp::Reverse(self.destroyed.get(a).copied().unwrap_or(0)),
                init.is_none(),
                init.unwrap_or(0),
                a,
            )
        });
        order
    }

    /// The domination skulls each army would take if the round closed now:
    /// 5, 3 and 1 by [`Round::ranking`]; no 1-skull token with two armies.
    pub fn award_preview(&self) -> Vec<i64> {
        let armies = self.destroyed.len();
        let tokens = domination_tokens(armies);
        let mut awards = vec![0; armies];
        for (&army, &skulls) in self.ranking().iter().zip(tokens) {
            if let Some(slot) = awards.get_mut(army) {
                *slot = skulls;
            }
        }
        awards
    }

    /// How many of the awarded places went to an army tied on cards with the
    /// next army in the ranking, so that initiative decided them.
    pub fn ties_broken(&self) -> usize {
        let order = self.ranking();
        let places = domination_tokens(self.destroyed.len()).len();
        order
            .windows(2)
            .take(places)
            .filter(|pair| match pair {
                [a, b] => self.destroyed.get(*a) == self.destroyed.get(*b),
                _ => false,
            })
            .count()
    }

    /// The armies in the order they play this round: by initiative, lowest
    /// first; armies that have not revealed theirs come last, in seat order.
    pub fn turn_order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.initiative.len()).collect();
        order.sort_by_key(|&a| {
            let init = self.initiative.get(a).copied().flatten();
            (init.is_none(), init.unwrap_or(0), a)
        });
        order
    }
}

/// The domination tokens in play for `armies` armies, best first.
pub fn domination_tokens(armies: usize) -> &'static [i64] {
    if armies <= 2 {
        &DOMINATION[..2]
    } else {
        &DOMINATION[..]
    }
}

/// Which rule picked the winner among the armies with the most skulls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieBreak {
    /// No tie: one army has the most skulls.
    None,
    /// The largest army (units at the end) among the tied.
    LargestArmy,
    /// The most Kharnage tokens among those still tied.
    MostTokens,
    /// The lowest initiative in the last round among those still tied.
    LastInitiative,
    /// Every tie-break left them level: they share the win.
    Shared,
}

/// Where the game stands as far as winning goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Rounds remain to be played.
    Playing,
    /// Every round is closed, several armies share the most skulls, and the
    /// final army sizes are needed to break the tie.
    NeedsArmies {
        /// The armies tied on skulls.
        tied: Vec<usize>,
        /// Their skulls.
        skulls: i64,
    },
    /// The game is decided.
    Won {
        /// The winning army (several only if every tie-break failed).
        winners: Vec<usize>,
        /// Their skulls.
        skulls: i64,
        /// The rule that decided it.
        by: TieBreak,
    },
}

/// Everything derived from the setup and the accepted actions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// Every round begun so far, oldest first. The last one is the round in
    /// play until it is closed; after the last round all are closed.
    pub rounds: Vec<Round>,
    /// The number of units in each army at the end of the game, once the
    /// players entered them.
    pub final_units: Option<Vec<i64>>,
}

impl State {
    /// The state before the first action: round 1 open.
    pub fn new(armies: usize) -> Self {
        State {
            rounds: vec![Round::new(armies)],
            final_units: None,
        }
    }

    /// The number (from 1) of the round in play, or `None` once every round
    /// is closed.
    pub fn current_round(&self) -> Option<usize> {
        match self.rounds.last() {
            Some(r) if !r.is_closed() => Some(self.rounds.len()),
            _ => None,
        }
    }

    /// The round in play, if any.
    pub fn open_round(&self) -> Option<&Round> {
        self.rounds.last().filter(|r| !r.is_closed())
    }

    /// Round `number` (from 1), open or closed.
    pub fn round(&self, number: usize) -> Option<&Round> {
        number.checked_sub(1).and_then(|i| self.rounds.get(i))
    }

    /// How many rounds are closed.
    pub fn rounds_closed(&self) -> usize {
        self.rounds.iter().filter(|r| r.is_closed()).count()
    }

    /// The last round begun (the one in play, or the final closed one).
    pub fn last_round(&self) -> Option<&Round> {
        self.rounds.last()
    }

    /// Domination skulls an army took over the closed rounds.
    pub fn domination(&self, army: usize) -> i64 {
        self.rounds
            .iter()
            .filter_map(|r| r.awards.as_ref())
            .filter_map(|a| a.get(army))
            .sum()
    }

    /// Kharnage tokens an army holds now (gained minus lost).
    pub fn kharnage_tokens(&self, army: usize) -> i64 {
        self.rounds
            .iter()
            .map(|r| r.kharnage.get(army).unwrap_or(&0) - r.lost.get(army).unwrap_or(&0))
            .sum()
    }

    /// An army's skulls: domination tokens plus one per Kharnage token.
    pub fn skulls(&self, army: usize) -> i64 {
        self.domination(army) + self.kharnage_tokens(army)
    }

    /// An army's initiative in the last round begun, if revealed.
    pub fn last_initiative(&self, army: usize) -> Option<i64> {
        self.rounds
            .last()
            .and_then(|r| r.initiative.get(army).copied().flatten())
    }

    /// Who plays in what order in the round in play (empty once all rounds
    /// are closed).
    pub fn turn_order(&self) -> Vec<usize> {
        self.open_round().map(Round::turn_order).unwrap_or_default()
    }

    /// Whether the players must now enter the final army sizes.
    pub fn needs_final_armies(&self, setup: &Setup) -> bool {
        matches!(self.decision(setup), Decision::NeedsArmies { .. })
    }

    /// The win check: who wins, and by which rule, or what is still missing.
    pub fn decision(&self, setup: &Setup) -> Decision {
        let armies = setup.armies.len();
        let all_closed = self.current_round().is_none()
            && u32::try_from(self.rounds_closed()).is_ok_and(|n| n >= setup.rounds);
        if !all_closed || armies == 0 {
            return Decision::Playing;
        }
        let skulls = (0..armies).map(|a| self.skulls(a)).max().unwrap_or(0);
        let tied: Vec<usize> = (0..armies).filter(|&a| self.skulls(a) == skulls).collect();
        if tied.len() == 1 {
            return Decision::Won {
                winners: tied,
                skulls,
                by: TieBreak::None,
            };
        }
        let Some(units) = &self.final_units else {
            return Decision::NeedsArmies { tied, skulls };
        };
        let size = |a: usize| units.get(a).copied().unwrap_or(0);
        let tied = keep_best(&tied, size);
        if tied.len() == 1 {
            return Decision::Won {
                winners: tied,
                skulls,
                by: TieBreak::LargestArmy,
            };
        }
        let tied = keep_best(&tied, |a| self.kharnage_tokens(a));
        if tied.len() == 1 {
            return Decision::Won {
                winners: tied,
                skulls,
                by: TieBreak::MostTokens,
            };
        }
        // Lowest initiative wins: keep the best of its negation; an army
        // without one ranks last.
        let tied = keep_best(&tied, |a| self.last_initiative(a).map_or(i64::MIN, |i| -i));
        let by = if tied.len() == 1 {
            TieBreak::LastInitiative
        } else {
            TieBreak::Shared
        };
        Decision::Won {
            winners: tied,
            skulls,
            by,
        }
    }
}

/// The armies of `among` with the highest `key`.
fn keep_best(among: &[usize], key: impl Fn(usize) -> i64) -> Vec<usize> {
    let best = among.iter().map(|&a| key(a)).max().unwrap_or(0);
    among.iter().copied().filter(|&a| key(a) == best).collect()
}
