//! A player who drops trades their hero's unlocked equipment for the other
//! players' locked pieces (D3, rules 4): "If that Player's Hero was in
//! possession of unlocked Equipment he must trade it with the other Players
//! for locked Equipment … any locked pieces … are placed on the bottom of
//! the Equipment Deck."

use super::phase::{err, log};
use super::records::{DropTrade, Gear};
use super::state::State;
use crate::rules::{RuleError, Text};

/// The leaving hero's unlocked pieces still in play, by position.
fn unlocked_of(state: &State, hero: usize) -> impl Iterator<Item = usize> + '_ {
    let own = move |g: &Gear| !g.gone && !g.locked && g.hero == Some(hero);
    state
        .gear
        .iter()
        .enumerate()
        .filter(move |(_, g)| own(g))
        .map(|(p, _)| p)
}

/// The locked pieces still in play of the heroes at the table other than
/// `hero`, by position.
fn locked_of_others(state: &State, hero: usize) -> impl Iterator<Item = usize> + '_ {
    state.gear.iter().enumerate().filter_map(move |(p, g)| {
        let holder = g.hero.filter(|&h| h != hero)?;
        let here = state.heroes.get(holder).is_some_and(|h| !h.left);
        (!g.gone && g.locked && here).then_some(p)
    })
}

/// The trades the window offers when `hero`'s player drops (none before
/// rules 4): each unlocked
/// piece for the first locked piece of another hero at the table, in seat
/// order, one piece a hero before any hero gives a second; as many as
/// there are pieces on both sides.
pub fn suggest(state: &State, hero: usize) -> Vec<DropTrade> {
    if !state.v4() {
        return Vec::new();
    }
    let locked: Vec<usize> = locked_of_others(state, hero).collect();
    let holder = |p: usize| state.gear[p].hero;
    // Each piece ranked by how many of its holder's come before it.
    let mut order: Vec<(usize, Option<usize>, usize)> = locked
        .iter()
        .map(|&p| {
            let before = locked
                .iter()
                .filter(|&&q| q < p && holder(q) == holder(p))
                .count();
            (before, holder(p), p)
        })
        .collect();
    order.sort_unstable();
    unlocked_of(state, hero)
        .zip(order.into_iter().map(|(_, _, p)| p))
        .map(|(piece, with)| DropTrade { piece, with })
        .collect()
}

/// Checks `trades` for `hero`'s player dropping under rules 4: each gives
/// one of the hero's unlocked pieces for a locked piece of another hero at
/// the table, no piece twice, and none is left undone while both sides
/// still have a piece (D3: "he must trade it").
pub fn check(state: &State, hero: usize, trades: &[DropTrade]) -> Result<(), RuleError> {
    let mine: Vec<usize> = unlocked_of(state, hero).collect();
    let theirs: Vec<usize> = locked_of_others(state, hero).collect();
    let mut used = Vec::with_capacity(trades.len() * 2);
    for t in trades {
        if !mine.contains(&t.piece) || used.contains(&t.piece) {
            return Err(err("drop-trade-piece").arg("piece", t.piece));
        }
        if !theirs.contains(&t.with) || used.contains(&t.with) {
            return Err(err("drop-trade-with").arg("piece", t.with));
        }
        used.extend([t.piece, t.with]);
    }
    let left = mine.iter().find(|p| !used.contains(p));
    let free = theirs.iter().find(|p| !used.contains(p));
    if let (Some(&piece), Some(&with)) = (left, free) {
        return Err(err("drop-trade-due").arg("piece", piece).arg("with", with));
    }
    Ok(())
}

/// Makes the checked `trades`: each unlocked piece goes to the holder of
/// the locked piece it was traded for (not worn), and that locked piece
/// to the leaving hero, whose locked pieces then go under the deck as
/// [`super::gear::hero_leaves`] puts them. The log's lines.
pub fn trade(state: &mut State, hero: usize, trades: &[DropTrade]) -> Vec<Text> {
    let name = |state: &State, h: usize| {
        state
            .heroes
            .get(h)
            .map(|h| h.name.clone())
            .unwrap_or_default()
    };
    let mut lines = Vec::with_capacity(trades.len());
    for t in trades {
        let Some(to) = state.gear.get(t.with).and_then(|g| g.hero) else {
            continue;
        };
        if let Some(g) = state.gear.get_mut(t.piece) {
            g.hero = Some(to);
            g.equipped = false;
        }
        if let Some(g) = state.gear.get_mut(t.with) {
            g.hero = Some(hero);
            g.equipped = false;
        }
        lines.push(
            log("drop-trade")
                .arg("piece", t.piece)
                .arg("with", t.with)
                .arg("who", name(state, to))
                .arg("leaver", name(state, hero)),
        );
    }
    lines
}
