//! The win checks of the five formats, and the standings.

use super::{Format, Setup, State};
use crate::rules::{Outcome, Standing, Text};

/// The win check; see [`crate::rules::Game::outcome`].
pub(super) fn outcome(setup: &Setup, state: &State) -> Outcome {
    match setup.format {
        Format::FreeForAll | Format::HunterLastOneStanding => last_standing(setup, state),
        Format::HunterFirstBlood => match state.first_out {
            Some(out) => {
                let n = setup.players.len().max(1);
                let winner = (out + n - 1) % n;
                Outcome::won(
                    vec![setup.name(winner).to_owned()],
                    Text::msg("win-hero_realms-first-blood")
                        .arg("player", setup.name(winner))
                        .arg("out", setup.name(out)),
                )
            }
            None => Outcome::InProgress,
        },
        Format::Hydra => match (0..2).find(|&t| state.health.get(t).is_some_and(|h| *h <= 0)) {
            Some(lost) => {
                let won = 1 - lost;
                Outcome::won(
                    names(setup, &setup.members(won)),
                    Text::msg("win-hero_realms-hydra")
                        .arg("team", setup.track_name(won))
                        .arg("lost", setup.track_name(lost)),
                )
            }
            None => Outcome::InProgress,
        },
        Format::Emperor => match [1, 4].into_iter().find(|&e| state.is_out(e)) {
            Some(fallen) => {
                let winner = if fallen == 1 { 4 } else { 1 };
                let team: Vec<usize> = (0..setup.players.len())
                    .filter(|&p| setup.teammates(p, winner) || p == winner)
                    .collect();
                Outcome::won(
                    names(setup, &team),
                    Text::msg("win-hero_realms-emperor")
                        .arg("player", setup.name(winner))
                        .arg("fallen", setup.name(fallen)),
                )
            }
            None => Outcome::InProgress,
        },
    }
}

fn last_standing(setup: &Setup, state: &State) -> Outcome {
    match state.living().as_slice() {
        [] => Outcome::draw(Text::msg("win-hero_realms-nobody-left")),
        [p] => Outcome::won(
            vec![setup.name(*p).to_owned()],
            Text::msg("win-hero_realms-last-standing").arg("player", setup.name(*p)),
        ),
        _ => Outcome::InProgress,
    }
}

fn names(setup: &Setup, players: &[usize]) -> Vec<String> {
    players.iter().map(|&p| setup.name(p).to_owned()).collect()
}

/// One row per health track (per player; per team in Hydra): health, and
/// the gold, combat and champions of its players.
pub(super) fn standings(setup: &Setup, state: &State) -> Vec<Standing> {
    (0..setup.track_count())
        .map(|track| {
            let members = setup.members(track);
            let first = members.first().copied().unwrap_or(track);
            let sum = |f: &dyn Fn(usize) -> i64| members.iter().map(|&p| f(p)).sum::<i64>();
            let champions =
                sum(&|p| i64::try_from(state.champions_of(p).len()).unwrap_or(i64::MAX));
            let out_turn = members
                .iter()
                .find_map(|&p| state.eliminated.get(p).copied().flatten());
            let remark = if let Some(turn) = out_turn {
                Some(Text::msg("remark-hero_realms-out").arg("turn", turn))
            } else if state.active == track {
                Some(Text::msg("remark-hero_realms-active").arg("turn", state.turn))
            } else if setup.is_emperor(first) {
                Some(Text::msg("remark-hero_realms-emperor"))
            } else if setup.format == Format::Emperor {
                Some(Text::msg("remark-hero_realms-commander"))
            } else {
                None
            };
            Standing {
                name: setup.track_name(track),
                color: setup
                    .players
                    .get(first)
                    .map_or(crate::rules::common::PALETTE[0], |p| p.color),
                values: vec![
                    (
                        Text::msg("label-hero_realms-health"),
                        state.health.get(track).copied().unwrap_or(0),
                    ),
                    (
                        Text::msg("label-hero_realms-gold"),
                        sum(&|p| state.gold_of(p)),
                    ),
                    (
                        Text::msg("label-hero_realms-combat"),
                        sum(&|p| state.combat_of(p)),
                    ),
                    (Text::msg("label-hero_realms-champions"), champions),
                ],
                remark,
            }
        })
        .collect()
}
