//! What the rules tell the table: the outcome (B9), the standings (one row
//! per hero), the report lines, the reminders of what is due, and the
//! structured views (table values, allies) the screen will use.

use serde::Serialize;

use super::phase::{boss_round, msg};
use super::setup::Resist;
use super::state::{Class, End, Hero, Phase, Side, State};
use super::tokens::Tokens;
use super::{Character, Mode, Setup, hosting, shop};
use crate::rules::{Outcome, Standing, Text};

/// How the game ended for the table: the shared contract's verdict.
pub use crate::rules::Verdict as GameResult;

/// An ally as the screen shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AllyView {
    /// Which ally.
    pub ally: Character,
    /// Its name (a hero's or a hireable token's).
    pub name: String,
    /// The player of a hero; none for a hireable.
    pub player: Option<String>,
    /// A hireable's class and level.
    pub class: Option<(Class, u32)>,
    /// Hit points left.
    pub hp: i64,
    /// Maximum hit points.
    pub max: i64,
    /// Heal rate.
    pub heal_rate: i64,
    /// Resistances.
    pub resist: Resist,
    /// Status tokens.
    pub tokens: Tokens,
    /// Knocked out (hero) or defeated (hireable, for good).
    pub down: bool,
    /// A hero who left the game.
    pub left: bool,
    /// A hireable sitting out the wave (no tower to host it).
    pub sits_out: bool,
    /// The pieces of equipment a hero holds (positions in
    /// [`State::gear`]); none for a hireable.
    pub gear: Vec<usize>,
}

/// Every ally: heroes (also those who left), then hireables (also the
/// defeated), then Felicity's Guardian while it is on the board.
pub fn allies(state: &State) -> Vec<AllyView> {
    let heroes = state.heroes.iter().enumerate().map(|(i, h)| AllyView {
        ally: Character::Hero(i),
        name: h.name.clone(),
        player: Some(h.player.clone()),
        class: None,
        hp: h.hp,
        max: h.max,
        heal_rate: h.heal_rate,
        resist: h.resist,
        tokens: h.tokens,
        down: h.knocked_out(),
        left: h.left,
        sits_out: false,
        gear: (0..state.gear.len())
            .filter(|&p| !state.gear[p].gone && state.gear[p].hero == Some(i))
            .collect(),
    });
    let hireables = state.hireables.iter().enumerate().map(|(i, h)| AllyView {
        ally: Character::Hireable(i),
        name: h.name.clone(),
        player: None,
        class: Some((h.class, h.level)),
        hp: h.hp,
        max: h.max,
        heal_rate: h.heal_rate,
        resist: h.resist,
        tokens: h.tokens,
        down: h.defeated,
        left: false,
        sits_out: h.sits_out,
        gear: Vec::new(),
    });
    let guardian = state.guardian.iter().map(|g| AllyView {
        ally: Character::Guardian(g.hero),
        name: g.name.clone(),
        player: None,
        class: None,
        hp: g.hp,
        max: g.max,
        heal_rate: 0,
        resist: g.resist,
        tokens: g.tokens,
        down: false,
        left: false,
        sits_out: false,
        gear: Vec::new(),
    });
    heroes.chain(hireables).chain(guardian).collect()
}

/// The players of the heroes at the table, each once, in seat order.
pub fn players(state: &State) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for h in state.present() {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(&h.player)) {
            names.push(h.player.clone());
        }
    }
    names
}

/// Won, lost, or still going.
pub fn result(state: &State) -> Option<GameResult> {
    match state.end? {
        End::Victory => Some(GameResult::Won),
        End::Gate | End::Heroes => Some(GameResult::Lost),
    }
}

/// The Gauntlet: foes' rounds survived; 3 Stars: the reward cards won and
/// lost over the game; none otherwise.
pub fn score(setup: &Setup, state: &State) -> Option<i64> {
    if setup.mode == Mode::Gauntlet {
        Some(i64::from(state.foe_rounds))
    } else if setup.three_stars {
        Some(state.star_total)
    } else {
        None
    }
}

/// The win check; see [`crate::rules::Game::outcome`].
pub fn outcome(setup: &Setup, state: &State) -> Outcome {
    let gauntlet = i64::from(setup.mode == Mode::Gauntlet);
    let lost = |key: &str| {
        Outcome::lost(
            msg("win", key)
                .arg("wave", state.wave)
                .arg("round", state.round)
                .arg("gauntlet", gauntlet)
                .arg("score", i64::from(state.foe_rounds)),
        )
    };
    let decided = match state.end {
        None => return Outcome::InProgress,
        // The whole table wins together.
        Some(End::Victory) => Outcome::won(
            players(state),
            msg("win", "victory")
                .arg("waves", state.completed)
                .arg("gate", state.gate)
                .arg("max", state.gate_max),
        ),
        Some(End::Gate) => lost("gate"),
        Some(End::Heroes) => lost("heroes"),
    };
    match score(setup, state) {
        Some(points) => decided.with_score(points),
        None => decided,
    }
}

/// One row per hero: HP, maximum, heal rate; the hero's name and state as
/// the remark. The gate and gold are in [`details`].
pub fn standings(setup: &Setup, state: &State) -> Vec<Standing> {
    let _ = setup;
    state
        .heroes
        .iter()
        .map(|h| Standing {
            name: standing_name(state, h),
            color: h.color,
            values: vec![
                (msg("label", "hp"), h.hp),
                (msg("label", "max-hp"), h.max),
                (msg("label", "heal-rate"), h.heal_rate),
            ],
            remark: Some(msg("remark", "hero").arg("hero", h.name.clone()).arg(
                "state",
                if h.left {
                    "left"
                } else if h.knocked_out() {
                    "knocked_out"
                } else {
                    "standing"
                },
            )),
        })
        .collect()
}

/// A hero's row is named by its player, and by the hero too when that
/// player plays several ("Alternately, you may choose to play two or more
/// Heroes by yourself", H, Solo Play): "Ana (Valcor)", "Ana (Felicity)".
fn standing_name(state: &State, hero: &Hero) -> String {
    let heroes = state
        .heroes
        .iter()
        .filter(|h| h.player.eq_ignore_ascii_case(&hero.player))
        .count();
    if heroes > 1 {
        format!("{} ({})", hero.player, hero.name)
    } else {
        hero.player.clone()
    }
}

/// The game's numbers for the table: gate HP and maximum, the team's gold,
/// wave n of N, the round, and the cards held.
pub fn table_values(setup: &Setup, state: &State) -> Vec<(Text, i64)> {
    let mut v = vec![
        (msg("label", "gate"), state.gate),
        (msg("label", "gate-max"), state.gate_max),
        (msg("label", "gold"), state.gold),
        (msg("label", "wave"), i64::from(state.wave)),
        (
            msg("label", "waves"),
            i64::from(setup.final_wave().unwrap_or(0)),
        ),
        (msg("label", "round"), i64::from(state.round)),
        (msg("label", "towers"), state.towers),
        (msg("label", "reinforcements"), state.reinforcements),
        (msg("label", "armory"), state.armory),
        (msg("label", "equipment"), state.equipment),
    ];
    if let Some(s) = score(setup, state) {
        v.push((
            msg("label", "score").arg("gauntlet", i64::from(setup.mode == Mode::Gauntlet)),
            s,
        ));
    }
    v
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Foes => "foes",
        Side::Players => "players",
    }
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Prepare => "prepare",
        Phase::Wave => "wave",
        Phase::Between => "between",
    }
}

/// Report lines: the gate, the gold, where the game is, the stock, the
/// hireables, the monsters, and the reminders.
pub fn details(setup: &Setup, state: &State) -> Vec<Text> {
    let mut lines = vec![
        msg("detail", "gate")
            .arg("hp", state.gate)
            .arg("max", state.gate_max),
        msg("detail", "gold").arg("gold", state.gold),
        msg("detail", "where")
            .arg("phase", phase_name(state.phase))
            .arg("wave", state.wave)
            .arg("waves", i64::from(setup.final_wave().unwrap_or(0)))
            .arg("round", state.round)
            .arg("side", side_name(state.side)),
        msg("detail", "stock")
            .arg("towers", state.towers)
            .arg("reinforcements", state.reinforcements)
            .arg("armory", state.armory)
            .arg("equipment", state.equipment),
    ];
    if let Some(s) = score(setup, state) {
        lines.push(
            msg("detail", "score")
                .arg("score", s)
                .arg("gauntlet", i64::from(setup.mode == Mode::Gauntlet)),
        );
    }
    if setup.reverse_hp {
        lines.push(msg("detail", "reverse-hp"));
    }
    for h in &state.hireables {
        lines.push(
            msg("detail", "hireable")
                .arg("who", h.name.clone())
                .arg("class", h.class.name())
                .arg("level", h.level)
                .arg("hp", h.hp)
                .arg("max", h.max)
                .arg("defeated", i64::from(h.defeated)),
        );
    }
    for m in &state.monsters {
        let t = m.tokens;
        lines.push(
            msg("detail", "monster")
                .arg("who", m.label())
                .arg("level", i64::from(m.level.unwrap_or(0)))
                .arg("hp", m.hp)
                .arg("max", m.max)
                .arg("bleed", i64::from(t.bleed))
                .arg("burn", i64::from(t.burn))
                .arg("slow", i64::from(t.slow))
                .arg("stun", i64::from(t.stun))
                .arg("bless", i64::from(t.bless)),
        );
    }
    lines.extend(reminders(setup, state));
    lines
}

/// Everything the rules know is due now, for the screen and the report.
pub fn reminders(setup: &Setup, state: &State) -> Vec<Text> {
    let mut lines = Vec::new();
    if state.cards_due > 0 {
        lines.push(msg("reminder", "cards-due").arg("cards", state.cards_due));
    }
    match state.phase {
        Phase::Prepare => {
            if let Some(row) = setup.jump_row() {
                lines.push(
                    msg("reminder", "jump-start")
                        .arg("towers", row.extra_towers)
                        .arg("equipment", row.unlocked_equipment)
                        .arg("hireables", row.hireables)
                        .arg("level", row.hireable_max_level)
                        .arg("reinforcements", row.max_reinforcements),
                );
            }
        }
        Phase::Between => {
            if !state.healed {
                lines.push(msg("reminder", "heal-step"));
            }
            // With the Wave Card these are counted in the cards due.
            if setup.three_stars && state.rewards.is_none() {
                lines.push(msg("reminder", "stars").arg("cards", state.star_cards));
            }
            if setup.mini_boss && state.wave == 6 && state.rewards.is_none() {
                lines.push(msg("reminder", "mini-boss-cards"));
            }
        }
        Phase::Wave => {
            let due = setup.bosses_in(state.wave);
            if state.bosses_entered < due {
                lines.push(
                    msg("reminder", "boss-due")
                        .arg("round", boss_round(setup.entry, state.bosses_entered))
                        .arg("left", due - state.bosses_entered),
                );
            }
            if let Some(row) = setup.gauntlet() {
                let every = row.boss_every.max(1);
                let r = i64::from(state.round);
                let next = if r % every == 0 && state.bosses_entered == 0 {
                    r
                } else {
                    (r / every + 1) * every
                };
                lines.push(msg("reminder", "gauntlet-boss").arg("round", next));
            }
        }
    }
    if state.phase != Phase::Wave && setup.mode != Mode::Gauntlet {
        let allies = state.present().count() + state.living_hireables().count();
        let room = hosting::room(state);
        if allies as i64 > room {
            lines.push(
                msg("reminder", "towers")
                    .arg("allies", allies)
                    .arg("room", room),
            );
        }
    }
    let cap = shop::reinforcement_cap(setup, state);
    if cap < shop::MAX_REINFORCEMENTS {
        lines.push(msg("reminder", "reinforcement-cap").arg("cap", cap));
    }
    lines
}

/// The monsters of the wave and every ally, as pieces on the table.
pub fn pieces(state: &State) -> Vec<crate::rules::Piece> {
    let tokens = |t: &Tokens| {
        vec![
            (Text::msg("label-kings_armory-bleed"), i64::from(t.bleed)),
            (Text::msg("label-kings_armory-burn"), i64::from(t.burn)),
            (Text::msg("label-kings_armory-slow"), i64::from(t.slow)),
            (Text::msg("label-kings_armory-stun"), i64::from(t.stun)),
            (Text::msg("label-kings_armory-bless"), i64::from(t.bless)),
        ]
    };
    let monsters = state.monsters.iter().map(|m| {
        let mut values = vec![
            (Text::msg("label-kings_armory-hp"), m.hp),
            (Text::msg("label-kings_armory-max-hp"), m.max),
        ];
        values.extend(tokens(&m.tokens));
        crate::rules::Piece {
            kind: Text::msg("piece-kings_armory-monster").arg("boss", i64::from(m.boss)),
            name: m.label(),
            owner: None,
            values,
            remark: (m.hp <= 0).then(|| Text::msg("remark-kings_armory-defeated")),
        }
    });
    let allies = allies(state).into_iter().map(|a| {
        let mut values = vec![
            (Text::msg("label-kings_armory-hp"), a.hp),
            (Text::msg("label-kings_armory-max-hp"), a.max),
            (Text::msg("label-kings_armory-heal-rate"), a.heal_rate),
        ];
        values.extend(tokens(&a.tokens));
        crate::rules::Piece {
            kind: Text::msg(match a.ally {
                Character::Guardian(_) => "piece-kings_armory-guardian",
                _ if a.player.is_some() => "piece-kings_armory-hero",
                _ => "piece-kings_armory-hireable",
            }),
            name: a.name,
            owner: a.player,
            values,
            remark: if a.left {
                Some(Text::msg("remark-kings_armory-left"))
            } else if a.down {
                Some(Text::msg("remark-kings_armory-down"))
            } else if a.sits_out {
                Some(msg("remark", "sits-out"))
            } else {
                None
            },
        }
    });
    monsters.chain(allies).collect()
}
