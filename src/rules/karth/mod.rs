//! Heroes of Karth: Deathmatch — Gold, Spiritual Energy and Kill Points per
//! player, the units on the battlefield with their hit points (what the red
//! dice track), kills with bounty, and the win checks of every mode.

mod apply;
mod state;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

use super::common::{self, Player};
use super::{Game, Outcome, RuleError, Standing, Text};

pub use state::{Out, State, Template, Unit};

/// How the table plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// 1v1 Classic: two players.
    #[default]
    Classic,
    /// 2v2 Co-op: players 0 and 1 against players 2 and 3.
    TwoVTwo,
    /// Free-for-all with 3 or 4 players.
    FreeForAll,
}

/// A player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    /// Allegiance (Elves).
    #[default]
    Allegiance,
    /// Shard (Goblins).
    Shard,
}

/// The type of damage, and so the resistance that reduces it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageKind {
    /// Melee, ranged weapons, spike traps: reduced by armor (AR).
    #[default]
    Physical,
    /// Spells, totems, explosion traps: reduced by magic resist (MR).
    Magic,
    /// Poison: reduced by poison resist (PR).
    Poison,
}

impl DamageKind {
    /// The name used in files and message selectors.
    pub fn name(self) -> &'static str {
        match self {
            DamageKind::Physical => "physical",
            DamageKind::Magic => "magic",
            DamageKind::Poison => "poison",
        }
    }
}

/// A resource a player counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    /// Gold coins (unspent gold wins).
    Gold,
    /// Spiritual Energy.
    Se,
    /// Kill Points.
    Kp,
}

/// The choices made before play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The mode.
    #[serde(default)]
    pub mode: Mode,
    /// The players in turn order (2v2: 0 and 1 are one team, 2 and 3 the other).
    pub players: Vec<Player>,
    /// Each player's faction, in order (default Allegiance).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub factions: Vec<Faction>,
    /// Who goes first (2v2: any player of the team that starts).
    #[serde(default)]
    pub first: usize,
    /// Unspent gold that wins; none: the mode's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gold_to_win: Option<i64>,
    /// Kill Points that win; none: the mode's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kp_to_win: Option<i64>,
}

impl Setup {
    /// The gold threshold in force: 40, or 60 for a 2v2 team.
    pub fn gold_goal(&self) -> i64 {
        self.gold_to_win
            .unwrap_or(if self.mode == Mode::TwoVTwo { 60 } else { 40 })
    }

    /// The Kill Points threshold in force: 25, or 35 for a 2v2 team.
    pub fn kp_goal(&self) -> i64 {
        self.kp_to_win
            .unwrap_or(if self.mode == Mode::TwoVTwo { 35 } else { 25 })
    }

    /// The side a player is on: their team in 2v2, else themselves.
    pub fn side(&self, player: usize) -> usize {
        if self.mode == Mode::TwoVTwo {
            player / 2
        } else {
            player
        }
    }

    /// How many sides there are.
    pub fn sides(&self) -> usize {
        if self.mode == Mode::TwoVTwo {
            2
        } else {
            self.players.len()
        }
    }

    /// The players on a side.
    pub fn members(&self, side: usize) -> Vec<usize> {
        (0..self.players.len())
            .filter(|&p| self.side(p) == side)
            .collect()
    }

    /// A side's name: "Ana & Bo" for a team.
    pub fn side_name(&self, side: usize) -> String {
        self.members(side)
            .iter()
            .map(|&p| self.players[p].name.as_str())
            .collect::<Vec<_>>()
            .join(" & ")
    }

    /// A player's faction.
    pub fn faction(&self, player: usize) -> Faction {
        self.factions.get(player).copied().unwrap_or_default()
    }
}

/// One change at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// A player gains gold, SE or KP.
    Gain {
        /// Player index.
        player: usize,
        /// Which resource.
        resource: Resource,
        /// How much, at least 1.
        amount: i64,
        /// A manual correction (the ± steps), not a game move: logged and
        /// undone like any change, it never changes what the rules allow
        /// next (collecting stays the first step of the turn).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        correction: bool,
    },
    /// A player spends gold, SE or KP; never more than they have.
    Spend {
        /// Player index.
        player: usize,
        /// Which resource.
        resource: Resource,
        /// How much, at least 1.
        amount: i64,
        /// A manual correction; see [`Action::Gain`].
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        correction: bool,
    },
    /// "Collect Gold & SE" at the start of a player's turn: +1 gold, +1
    /// more per Golden Coffers unit in play, SE + the SE of their units.
    Collect {
        /// Player index (2v2: each player of the team collects once).
        player: usize,
        /// Hidden heroes whose coffer gold is declined (unit ids).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        decline: Vec<u32>,
    },
    /// The turn passes to the next player (2v2: the other team).
    EndTurn,
    /// A unit enters the battlefield (new-spawned). Fields left out come
    /// from the last unit of the same name.
    AddUnit {
        /// Owner.
        player: usize,
        /// Card name.
        name: String,
        /// Hit points.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hp: Option<i64>,
        /// SE (level) value.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        se: Option<i64>,
        /// Golden Coffers ability.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        coffers: Option<bool>,
        /// Kill Points for killing it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kp: Option<i64>,
        /// Bounty in gold for killing it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bounty: Option<i64>,
        /// Gold paid to hire it, at once; refused when the gold is not
        /// there. Left out: the cost remembered with the card, else 0.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cost: Option<i64>,
    },
    /// Damage dealt to a unit; `by` says who gets the kill if it dies.
    Damage {
        /// Unit id.
        unit: u32,
        /// Damage taken.
        amount: i64,
        /// The killer, asked when the damage is lethal.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<usize>,
    },
    /// An attack through the damage helper: base + bonus − the target's
    /// matching resistance, scaled by `percent`, rounded up, at least 1.
    Hit {
        /// Unit id.
        unit: u32,
        /// The attacker's base damage.
        base: i64,
        /// Bonuses.
        #[serde(default)]
        bonus: i64,
        /// The damage type, which says which resistance applies.
        #[serde(default)]
        kind: DamageKind,
        /// The target's resistance to this damage type (AR, MR or PR).
        #[serde(default)]
        resistance: i64,
        /// Scaling in percent (100: none; 50: half damage).
        #[serde(default = "hundred")]
        percent: i64,
        /// The killer, asked when the hit is lethal.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<usize>,
    },
    /// Heals a unit, never above its hit points.
    Heal {
        /// Unit id.
        unit: u32,
        /// Hit points healed.
        amount: i64,
    },
    /// Marks a unit hidden, stunned or new-spawned (or not).
    Mark {
        /// Unit id.
        unit: u32,
        /// Hidden.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hidden: Option<bool>,
        /// Stunned.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        stunned: Option<bool>,
        /// Newly spawned (not ready this turn).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        new_spawn: Option<bool>,
    },
    /// A unit leaves the battlefield without dying.
    RemoveUnit {
        /// Unit id.
        unit: u32,
    },
    /// The owner of a unit that died buys back an equipped item.
    BuyBack {
        /// Player index.
        player: usize,
        /// The item.
        item: String,
        /// Its value in gold.
        cost: i64,
    },
    /// All of a player's spawners are controlled by opponents.
    KnockOut {
        /// Player index.
        player: usize,
    },
    /// A player (2v2: the team) concedes.
    Concede {
        /// Player index.
        player: usize,
    },
}

fn hundred() -> i64 {
    100
}

/// The damage helper (rulebook p.9): base + bonus − resistance, scaled by
/// `percent`, fractions rounded up, at least 1.
pub fn damage(base: i64, bonus: i64, resistance: i64, percent: i64) -> i64 {
    let raw = (base + bonus - resistance).max(0) * percent.max(0);
    let rounded = if raw > 0 { (raw + 99) / 100 } else { 0 };
    rounded.max(1)
}

/// The rules of Heroes of Karth: Deathmatch.
///
/// Versions: 1, the first release; 2 makes collecting the first step of a
/// turn (p.7) and refuses a teammate's kill in 2v2 (FAQ, Earthshaker); 3
/// keeps a team's gold and KP totals within the bound; 4 refuses a hit
/// whose damage (base plus bonus) would pass it.
pub struct Rules;

impl Game for Rules {
    type Setup = Setup;
    type Action = Action;
    type State = State;

    fn seat_controls(setup: &Setup, state: &State, seat: usize) -> Vec<super::SeatControl> {
        super::seats::karth::controls(setup, state, seat)
    }

    fn seat_action(
        setup: &Setup,
        state: &State,
        seat: usize,
        control: &str,
        step: i64,
    ) -> Option<Action> {
        super::seats::karth::action(setup, state, seat, control, step)
    }

    fn seat_of(_setup: &Setup, _state: &State, action: &Action) -> Option<usize> {
        super::seats::karth::seat_of(action)
    }

    fn fold(prev: &Action, next: &Action) -> Option<Action> {
        // Only corrections: a game move is its own entry.
        super::fold_amounts(prev, next, |a| match a {
            Action::Gain {
                amount,
                correction: true,
                ..
            }
            | Action::Spend {
                amount,
                correction: true,
                ..
            } => Some(amount),
            _ => None,
        })
    }

    const RULES: u32 = 4;
    /// Nobody left standing is a draw.
    const DRAWS: bool = true;
    /// 1v1 Classic, 2v2 (four players) or free-for-all of 3 or 4.
    const SEATS: Option<(usize, usize)> = Some((2, 4));

    fn moves_on(action: &Action) -> bool {
        matches!(
            action,
            Action::Collect { .. }
                | Action::EndTurn
                | Action::BuyBack { .. }
                | Action::KnockOut { .. }
                | Action::Concede { .. }
        )
    }

    fn turn(setup: &Setup, state: &State) -> Option<String> {
        Some(setup.side_name(state.active))
    }

    const MODES: &'static [(&'static str, &'static str)] = &[
        ("classic", "ui-karth-classic"),
        ("two_v_two", "ui-karth-two-v-two"),
        ("free_for_all", "ui-karth-free-for-all"),
    ];

    fn mode(setup: &Setup) -> Option<&'static str> {
        Some(match setup.mode {
            Mode::Classic => "classic",
            Mode::TwoVTwo => "two_v_two",
            Mode::FreeForAll => "free_for_all",
        })
    }

    fn validate(setup: &Setup) -> Result<(), RuleError> {
        let (min, max) = match setup.mode {
            Mode::Classic => (2, 2),
            Mode::TwoVTwo => (4, 4),
            Mode::FreeForAll => (3, 4),
        };
        common::check_players(&setup.players, min, max)?;
        if !setup.factions.is_empty() && setup.factions.len() != setup.players.len() {
            return Err(RuleError::new("rule-karth-factions").arg("count", setup.players.len()));
        }
        if setup.first >= setup.players.len() {
            return Err(RuleError::new("rule-unknown-player").arg("index", setup.first));
        }
        for goal in [setup.gold_goal(), setup.kp_goal()] {
            if goal < 1 || common::check_amount(goal).is_err() {
                return Err(RuleError::new("rule-karth-goal"));
            }
        }
        Ok(())
    }

    fn start(setup: &Setup) -> State {
        State::new(setup, Self::RULES)
    }

    fn start_under(setup: &Setup, rules: u32) -> State {
        State::new(setup, rules)
    }

    fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
        apply::apply(setup, state, action)
    }

    fn outcome(setup: &Setup, state: &State) -> Outcome {
        let won = |side: usize, reason: Text| {
            Outcome::won(
                setup
                    .members(side)
                    .iter()
                    .map(|&p| setup.players[p].name.clone())
                    .collect(),
                reason
                    .arg("side", setup.side_name(side))
                    .arg("members", setup.members(side).len()),
            )
        };
        for side in (0..setup.sides()).filter(|&s| !state.side_out(setup, s)) {
            let gold = state.side_gold(setup, side);
            if gold >= setup.gold_goal() {
                return won(
                    side,
                    Text::msg("win-karth-gold")
                        .arg("goal", setup.gold_goal())
                        .arg("gold", gold),
                );
            }
            let kp = state.side_kp(setup, side);
            if kp >= setup.kp_goal() {
                return won(
                    side,
                    Text::msg("win-karth-kp")
                        .arg("goal", setup.kp_goal())
                        .arg("kp", kp),
                );
            }
        }
        let standing: Vec<usize> = (0..setup.sides())
            .filter(|&s| !state.side_out(setup, s))
            .collect();
        match standing[..] {
            [side] => won(
                side,
                match state.last_out {
                    Some((p, why)) => {
                        let quitter = setup.side(p);
                        Text::msg("win-karth-last-after")
                            .arg("quitter", setup.side_name(quitter))
                            .arg("quitters", setup.members(quitter).len())
                            .arg(
                                "why",
                                if why == Out::Conceded {
                                    "conceded"
                                } else {
                                    "knocked_out"
                                },
                            )
                    }
                    None => Text::msg("win-karth-last-standing"),
                },
            ),
            [] => Outcome::draw(Text::msg("win-karth-nobody")),
            _ => Outcome::InProgress,
        }
    }

    fn goals(setup: &Setup) -> Vec<(Text, i64)> {
        if setup.mode == Mode::TwoVTwo {
            vec![
                (Text::msg("label-karth-team-gold"), setup.gold_goal()),
                (Text::msg("label-karth-team-kp"), setup.kp_goal()),
            ]
        } else {
            vec![
                (Text::msg("label-karth-gold"), setup.gold_goal()),
                (Text::msg("label-karth-kp"), setup.kp_goal()),
            ]
        }
    }

    fn pieces(setup: &Setup, state: &State) -> Vec<super::Piece> {
        state
            .units
            .iter()
            .map(|u| super::Piece {
                kind: Text::msg("piece-karth-unit").arg("id", i64::from(u.id)),
                name: u.name.clone(),
                owner: setup.players.get(u.owner).map(|p| p.name.clone()),
                values: vec![
                    (Text::msg("label-karth-hp"), u.hp_left()),
                    (Text::msg("label-karth-max-hp"), u.hp),
                    (Text::msg("label-karth-se"), u.se),
                ],
                remark: match (u.hidden, u.stunned, u.new_spawn) {
                    (_, true, _) => Some(Text::msg("remark-karth-stunned")),
                    (true, _, _) => Some(Text::msg("remark-karth-hidden")),
                    (_, _, true) => Some(Text::msg("remark-karth-new")),
                    _ => None,
                },
            })
            .collect()
    }

    fn details(setup: &Setup, state: &State) -> Vec<Text> {
        let mut lines = vec![
            Text::msg("detail-karth-goals")
                .arg("gold", setup.gold_goal())
                .arg("kp", setup.kp_goal()),
        ];
        for u in &state.units {
            lines.push(
                Text::msg("detail-karth-unit")
                    .arg("id", i64::from(u.id))
                    .arg("unit", u.name.clone())
                    .arg("owner", setup.players[u.owner].name.clone())
                    .arg("hp", u.hp_left())
                    .arg("max", u.hp)
                    .arg("hidden", i64::from(u.hidden))
                    .arg("stunned", i64::from(u.stunned))
                    .arg("new", i64::from(u.new_spawn)),
            );
        }
        lines
    }

    fn standings(setup: &Setup, state: &State) -> Vec<Standing> {
        setup
            .players
            .iter()
            .enumerate()
            .map(|(p, player)| {
                let side = setup.side(p);
                let mut values = vec![
                    (Text::msg("label-karth-gold"), state.gold[p]),
                    (Text::msg("label-karth-se"), state.se[p]),
                    (Text::msg("label-karth-kp"), state.kp[p]),
                    (
                        Text::msg("label-karth-units"),
                        state.units_of(p).count() as i64,
                    ),
                ];
                if setup.mode == Mode::TwoVTwo {
                    values.push((
                        Text::msg("label-karth-team-gold"),
                        state.side_gold(setup, side),
                    ));
                    values.push((Text::msg("label-karth-team-kp"), state.side_kp(setup, side)));
                }
                Standing {
                    name: player.name.clone(),
                    color: player.color,
                    values,
                    remark: match state.out[p] {
                        Some(Out::KnockedOut) => Some(Text::msg("remark-karth-knocked-out")),
                        Some(Out::Conceded) => Some(Text::msg("remark-karth-conceded")),
                        None if state.is_active(setup, p) => {
                            Some(Text::msg("remark-karth-to-play").arg("turn", state.turn))
                        }
                        None => None,
                    },
                }
            })
            .collect()
    }
}
