//! The King's Armory: a cooperative tower defence for 1 to 7 heroes. Tracks
//! the Castle Gate, the team's gold and cards, heroes and hireables, the
//! monsters of each wave with their resistances and status tokens, the
//! rounds, the between-waves shop, and the variants of section H.

mod action;
mod allies;
mod apply;
mod arrivals;
mod combat;
mod defeat;
mod drop;
mod enter;
mod flow;
mod gear;
mod guardian;
mod hosting;
mod legal;
mod outcome;
mod phase;
mod records;
mod setup;
mod shop;
mod state;
pub mod steps;
pub mod tables;
#[cfg(test)]
mod tests;
mod tokens;
mod wave_card;

use super::{Game, Outcome, RuleError, Standing, Text};

pub use action::{Action, Character, Defeat};
pub use arrivals::Due;
pub use combat::{damage_taken, gate_damage};
pub use drop::suggest as drop_trades;
pub use flow::{JUMP_START_HOLD, star_cards};
pub use guardian::is_felicity;
pub use hosting::{PARAPETS, TOWER_SLOTS};
pub use legal::{Ask, Choices, Legal, refusal};
pub use outcome::{AllyView, GameResult};
pub use phase::boss_round;
pub use records::{DropTrade, Gear, Guardian, MAX_HELD, Rewards, WaveNumbers};
pub use setup::{
    DEFAULT_GATE, Entry, GAUNTLET_GATE, HeroCard, MAX_BAR, MAX_HEROES, Mode, Resist, Role,
    SOLO_GOLD, Setup,
};
pub use shop::{
    EQUIPMENT_SALE, MAX_ARMORY, MAX_REINFORCEMENTS, NEW_EQUIPMENT, REINFORCEMENT, REWARD_VALUES,
    TOWER, TOWER_SALE, UNLOCK,
};
pub use state::{
    Class, End, Hero, Hireable, Immunity, Kind, MAX_LEVEL, Monster, Phase, Side, State,
};
pub use tokens::{BLEED_BURN_CAP, Status, Tokens};
pub use wave_card::{LevelToCome, MINI_BOSS_CARDS, Quota, WaveFoes};

/// The rules of The King's Armory.
pub struct Rules;

impl Game for Rules {
    type Setup = Setup;
    type Action = Action;
    type State = State;

    fn seats(setup: &Setup, state: &State) -> Vec<String> {
        super::seats::kings_armory::seats(setup, state)
    }

    fn seat_controls(_setup: &Setup, state: &State, seat: usize) -> Vec<super::SeatControl> {
        super::seats::kings_armory::controls(state, seat)
    }

    fn seat_action(
        setup: &Setup,
        state: &State,
        seat: usize,
        control: &str,
        step: i64,
    ) -> Option<Action> {
        super::seats::kings_armory::action(setup, state, seat, control, step)
    }

    fn seat_of(_setup: &Setup, _state: &State, action: &Action) -> Option<usize> {
        super::seats::kings_armory::seat_of(action)
    }

    /// 1: the first release. 2: the rulebook to the letter (issue #20):
    /// the heal step before rewards and spending, towers for every hero,
    /// the boss's round, foe counts, immunities to instant defeat, The
    /// Gauntlet's revival and players joining it, no Single Wave at wave 1,
    /// no custom table row where the manual prints one. 3: Felicity's
    /// Guardian leaves the board with her when her player leaves The
    /// Gauntlet (under 2 it stayed, its owner gone). 4: the Guardian's
    /// Bless comes off at the start of the players' round (C2; under 3 it
    /// kept it), and a player who drops trades their hero's unlocked
    /// equipment for the others' locked pieces (D3; under 3 the unlocked
    /// pieces became extra equipment no hero with two locked pieces could
    /// take).
    const RULES: u32 = 4;
    /// Cooperative: the table wins or loses together, never a draw.
    const DRAWS: bool = false;
    const SEATS: Option<(usize, usize)> = None;

    fn fold(prev: &Action, next: &Action) -> Option<Action> {
        super::fold_amounts(prev, next, |a| match a {
            Action::Heal { amount, .. } | Action::Damage { amount, .. } => Some(amount),
            _ => None,
        })
    }

    /// Everything but the ± corrections and entries the table repeats on
    /// purpose; the Guardian's shield is one hit of its own (a double
    /// click on it shields once).
    fn moves_on(action: &Action) -> bool {
        !matches!(
            action,
            Action::Heal { .. }
                | Action::Damage { .. }
                | Action::AddStatus { .. }
                | Action::RemoveStatus { .. }
                | Action::MonsterEnters { .. }
                | Action::AddHero { .. }
        )
    }

    const MODES: &'static [(&'static str, &'static str)] = &[
        ("standard", "ui-ka-mode-standard"),
        ("jump_start", "ui-ka-mode-jump-start"),
        ("single_wave", "ui-ka-mode-single-wave"),
        ("gauntlet", "ui-ka-mode-gauntlet"),
    ];

    fn mode(setup: &Setup) -> Option<&'static str> {
        Some(match setup.mode {
            Mode::Standard => "standard",
            Mode::JumpStart => "jump_start",
            Mode::SingleWave => "single_wave",
            Mode::Gauntlet => "gauntlet",
        })
    }

    fn validate(setup: &Setup) -> Result<(), RuleError> {
        setup::validate(setup, Self::RULES)
    }

    fn validate_under(setup: &Setup, rules: u32) -> Result<(), RuleError> {
        setup::validate(setup, rules)
    }

    fn start(setup: &Setup) -> State {
        State::new(setup, Self::RULES)
    }

    fn start_under(setup: &Setup, rules: u32) -> State {
        State::new(setup, rules)
    }

    /// [`Rules::apply_lines`]' lines, one per change (the first says what
    /// the action did).
    fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
        let mut lines = apply::apply_lines(setup, state, action)?;
        Ok(if lines.len() == 1 {
            lines.remove(0)
        } else {
            Text::Lines(lines)
        })
    }

    fn outcome(setup: &Setup, state: &State) -> Outcome {
        outcome::outcome(setup, state)
    }

    fn standings(setup: &Setup, state: &State) -> Vec<Standing> {
        outcome::standings(setup, state)
    }

    fn details(setup: &Setup, state: &State) -> Vec<Text> {
        outcome::details(setup, state)
    }

    fn players(_setup: &Setup, state: &State) -> Vec<String> {
        outcome::players(state)
    }

    fn table(setup: &Setup, state: &State) -> Vec<(Text, i64)> {
        outcome::table_values(setup, state)
    }

    fn pieces(_setup: &Setup, state: &State) -> Vec<crate::rules::Piece> {
        outcome::pieces(state)
    }
}

impl Rules {
    /// Applies one action and returns every log line: the first says what
    /// the action did (it is what [`Game::apply`] returns), each other one
    /// change (a heal, a token swapped, a monster defeated, a reminder).
    /// A refusal changes nothing.
    pub fn apply_lines(
        setup: &Setup,
        state: &mut State,
        action: &Action,
    ) -> Result<Vec<Text>, RuleError> {
        apply::apply_lines(setup, state, action)
    }

    /// Won, lost, or none while the game goes on.
    pub fn result(_setup: &Setup, state: &State) -> Option<GameResult> {
        outcome::result(state)
    }

    /// The Gauntlet: foes' rounds survived; 3 Stars: reward cards won minus
    /// lost; none otherwise.
    pub fn score(setup: &Setup, state: &State) -> Option<i64> {
        outcome::score(setup, state)
    }

    /// Gate HP and maximum, gold, wave n of N, round, cards and towers.
    pub fn table_values(setup: &Setup, state: &State) -> Vec<(Text, i64)> {
        outcome::table_values(setup, state)
    }

    /// The players of the heroes now at the table, each once.
    pub fn players(_setup: &Setup, state: &State) -> Vec<String> {
        outcome::players(state)
    }

    /// The monsters on the board, in order of entry.
    pub fn monsters(state: &State) -> &[Monster] {
        &state.monsters
    }

    /// Every hero and hireable, with HP, statuses and resistances.
    pub fn allies(state: &State) -> Vec<AllyView> {
        outcome::allies(state)
    }

    /// The foes of the wave's roll due on the foes' round being played,
    /// as far as the rules know (The Gauntlet's table H-3; Delayed Monster
    /// Entry's rest on round 2); none outside a foes' round.
    pub fn foes_due(setup: &Setup, state: &State) -> Option<Due> {
        arrivals::due(setup, state)
    }

    /// The foes of the wave being played by the Wave Card: its total, how
    /// many entered, how many are due this foes' round and still to come,
    /// and Raise the Bar's quota; none outside a wave, in The Gauntlet
    /// ([`Rules::foes_due`] has its table's), or where the card was
    /// skipped.
    pub fn wave_foes(setup: &Setup, state: &State) -> Option<WaveFoes> {
        wave_card::foes(setup, state)
    }

    /// The foes of the wave being played still to come, level by level
    /// (each a range, as the wave die picks the level), from the Wave
    /// Card's numbers and Raise the Bar's minimum; none where
    /// [`Rules::wave_foes`] is none.
    pub fn to_come(setup: &Setup, state: &State) -> Option<Vec<LevelToCome>> {
        wave_card::to_come(setup, state)
    }

    /// The Wave Card's numbers for `wave`, if the group entered them.
    pub fn wave_card(state: &State, wave: u32) -> Option<&WaveNumbers> {
        wave_card::numbers(state, wave)
    }

    /// The wave die's modifier for the wave being played or next: the
    /// Wave Card's (Hero Scaling Grid, #8) for that wave, table H-3's row
    /// in The Gauntlet, else 0.
    pub fn wave_die_mod(setup: &Setup, state: &State) -> i64 {
        wave_card::d12_mod(setup, state)
    }

    /// Raise the Bar's quota for the wave being played or next; none
    /// without the variant or at wave 1.
    pub fn raise_the_bar(setup: &Setup, state: &State) -> Option<Quota> {
        wave_card::quota(setup, state)
    }

    /// What is due now: a boss this round, reward cards to enter, the heal
    /// step, Jump Start's requirements, towers short.
    pub fn reminders(setup: &Setup, state: &State) -> Vec<Text> {
        outcome::reminders(setup, state)
    }
}
