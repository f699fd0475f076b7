//! `apply`: the dispatch to the parts of the rules, and the defeat check
//! after every change. Each part checks everything first and changes the
//! state last, so a refusal changes nothing.

use super::phase::{err, log};
use super::state::{End, State};
use super::{Action, Setup, allies, combat, enter, flow, gear, guardian, shop, steps, wave_card};
use crate::rules::{RuleError, Text};

/// Applies one action and returns its log lines: the first says what the
/// action did, the others one change each (heals, tokens, defeats).
pub fn apply_lines(
    setup: &Setup,
    state: &mut State,
    action: &Action,
) -> Result<Vec<Text>, RuleError> {
    if state.end.is_some() {
        return Err(err("game-over"));
    }
    let mut lines = match action {
        Action::StartWave => flow::start_wave(setup, state),
        Action::NextRound => flow::next_round(setup, state),
        Action::EndWave => flow::end_wave(setup, state),
        Action::HealStep => flow::heal_step(state),
        Action::BetweenStep { step } => steps::apply(state, *step),
        Action::MonsterEnters { .. } => enter::apply(setup, state, action),
        Action::Damage { .. }
        | Action::Heal { .. }
        | Action::AddStatus { .. }
        | Action::RemoveStatus { .. }
        | Action::Upkeep { .. }
        | Action::ReachGate { .. }
        | Action::AttackGate { .. }
        | Action::InstantDefeat { .. }
        | Action::GuardianShields { .. } => combat::apply(state, action),
        Action::SummonGuardian { .. } => guardian::summon(setup, state, action),
        Action::WaveCard { waves } => wave_card::apply(setup, state, waves),
        Action::Hire { .. }
        | Action::LevelUp { .. }
        | Action::AddHero { .. }
        | Action::HeroLeaves { .. }
        | Action::HeroReturns { .. } => allies::apply(setup, state, action),
        Action::Equip { .. }
        | Action::Unequip { .. }
        | Action::TradeEquipment { .. }
        | Action::SetAsideEquipment { .. } => gear::apply(setup, state, action),
        _ => shop::apply(setup, state, action),
    }?;
    steps::follow(state, action);
    settle(state, &mut lines);
    Ok(lines)
}

/// The defeat check after every change: the gate at 0, or every hero at
/// the table knocked out at once (B9).
fn settle(state: &mut State, lines: &mut Vec<Text>) {
    if state.end.is_some() {
        return;
    }
    if state.gate <= 0 {
        state.end = Some(End::Gate);
        lines.push(log("gate-falls"));
    } else if state.present().next().is_some() && state.present().all(|h| h.knocked_out()) {
        state.end = Some(End::Heroes);
        lines.push(log("heroes-fall"));
    }
}
