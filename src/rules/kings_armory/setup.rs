//! The choices made before play (heroes, game length, gate, variants) and
//! their validation, with the variant rows they select from the tables.

use serde::{Deserialize, Serialize};

use super::tables::{self, GauntletRow, JumpStartRow};
use crate::rules::RuleError;
use crate::rules::common::{self, Color, MAX_NAME, PALETTE};

/// At most this many heroes play (the seven heroes of the base game).
pub const MAX_HEROES: usize = 7;
/// The Castle Gate's hit points in a standard game ("20 Hit Points worth of
/// Hit Point Tokens", A1).
pub const DEFAULT_GATE: i64 = 20;
/// "The Castle Gate always starts with 25 Hit Points" (The Gauntlet, H).
pub const GAUNTLET_GATE: i64 = 25;
/// Solo play, option 1: "Start with 150g to spend before the 1st Wave".
pub const SOLO_GOLD: i64 = 150;
/// The most Raise the Bar's X may be: "To really punish yourself, try 4
/// or 5" (D2-2).
pub const MAX_BAR: u32 = 5;

/// Damage resistances: melee, ranged and supernatural (C2, fourth).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Resist {
    /// Melee damage resistance.
    #[serde(default)]
    pub melee: i64,
    /// Ranged damage resistance.
    #[serde(default)]
    pub ranged: i64,
    /// Supernatural damage resistance.
    #[serde(default)]
    pub supernatural: i64,
}

impl Resist {
    /// Each value within the app's bounds.
    pub fn check(&self) -> Result<(), RuleError> {
        for v in [self.melee, self.ranged, self.supernatural] {
            common::check_amount(v)?;
        }
        Ok(())
    }
}

/// An ally's role under the Thematic Ally Behavior Rules (D1), which picks
/// the Jump Start HP modifier (H-2: "Offensive" or "Other" ally).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Valcor, Ember, Cyrus, Midnight; Foot Soldiers, Archers, Sorcerers.
    Offensive,
    /// Raphael, Boleslaw, Felicity; Psionicists, Clerics.
    Utility,
}

/// A hero at the table, from its stat card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeroCard {
    /// The player who plays the hero (one player may play several heroes).
    pub player: String,
    /// The player's colour; none: the palette's colour for this seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<Color>,
    /// The hero's name, e.g. "Valcor".
    pub hero: String,
    /// Maximum (and starting) hit points.
    pub hp: i64,
    /// Hit points healed between waves.
    pub heal_rate: i64,
    /// Offensive or utility (D1); none: known from the seven base heroes'
    /// names, else needed only for Jump Start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<Role>,
    /// Whether the hero can heal (H-2 note: such allies "may start with 3
    /// less Damage").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub heals: bool,
    /// Damage resistances, for the record and for damage taken.
    #[serde(default)]
    pub resist: Resist,
    /// Dodge value, for the record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dodge: Option<i64>,
}

impl HeroCard {
    /// The role given, or the one the manual gives the base hero of this
    /// name (D1), if any.
    pub fn role(&self) -> Option<Role> {
        self.role.or_else(|| known_role(&self.hero))
    }
}

/// The role of one of the seven base heroes, by the first word of its name.
pub fn known_role(hero: &str) -> Option<Role> {
    let first = hero.split_whitespace().next()?.to_lowercase();
    match first.as_str() {
        "valcor" | "ember" | "cyrus" | "midnight" => Some(Role::Offensive),
        "raphael" | "boleslaw" | "felicity" => Some(Role::Utility),
        _ => None,
    }
}

/// How the game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Every wave from the first.
    #[default]
    Standard,
    /// Jump Start: start at wave 2–7 with table H-2.
    JumpStart,
    /// Single Wave Play: one wave, played as the final one.
    SingleWave,
    /// The Gauntlet: one endless wave at a level 1–7 with table H-3.
    Gauntlet,
}

/// When monsters and bosses enter (D2-2); used for reminders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Entry {
    /// All monsters on the foes' first round; the boss on the second.
    #[default]
    Standard,
    /// Half the monsters (rounded up) first, the rest on round 2; the boss
    /// on round 3 (the second boss on round 4).
    Delayed,
    /// Bosses one foes' round earlier than standard.
    HighSpeed,
}

/// The choices made before play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The heroes in player turn order, 1 to 7.
    pub heroes: Vec<HeroCard>,
    /// Game length: 5 (standard) or 7 (mega) waves.
    #[serde(default = "five")]
    pub waves: u32,
    /// Bosses in the final wave: 1, or 2 in a 7-wave game (B7).
    #[serde(default = "one")]
    pub bosses: u32,
    /// 7-wave game: a boss in wave 5 too, worth +2 reward cards (D2-2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub mini_boss: bool,
    /// The Castle Gate's starting hit points, also its maximum (D2-3);
    /// none: 20 (25 in The Gauntlet).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gate: Option<i64>,
    /// Towers at the start, from the Wave Card's Hero Scaling Grid; none in
    /// The Gauntlet with 2–4 heroes (table H-3 gives them), else needed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub towers: Option<i64>,
    /// Standard, Jump Start, Single Wave or The Gauntlet.
    #[serde(default)]
    pub mode: Mode,
    /// The wave played first (Jump Start 2–7, Single Wave 1–7) or the
    /// Gauntlet's level (1–7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wave: Option<u32>,
    /// Monster entry (D2-2).
    #[serde(default)]
    pub entry: Entry,
    /// The 3 Stars variant.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub three_stars: bool,
    /// Reverse hit point tracking: damage counted up on screen. The file
    /// keeps hit points either way.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reverse_hp: bool,
    /// Solo play with one hero, option 1: 150 gold before the first wave.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub solo_gold: bool,
    /// The Jump Start row for 1 or 5–7 heroes (not printed in the manual).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jump_start_row: Option<JumpStartRow>,
    /// The Gauntlet row for 1 or 5–7 heroes (not printed in the manual).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gauntlet_row: Option<GauntletRow>,
    /// Raise the Bar (D2-2): X, the least number of monsters of the
    /// wave's highest level each wave from the second brings (X+1 in
    /// wave 6, X+2 in wave 7); none: not played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raise_the_bar: Option<u32>,
}

fn five() -> u32 {
    5
}

fn one() -> u32 {
    1
}

impl Setup {
    /// A standard 5-wave game for `heroes` (player, hero, HP, heal rate),
    /// with `towers` starting towers.
    pub fn new(heroes: &[(&str, &str, i64, i64)], towers: i64) -> Self {
        Setup {
            heroes: heroes
                .iter()
                .map(|&(player, hero, hp, heal_rate)| HeroCard {
                    player: player.to_owned(),
                    color: None,
                    hero: hero.to_owned(),
                    hp,
                    heal_rate,
                    role: None,
                    heals: false,
                    resist: Resist::default(),
                    dodge: None,
                })
                .collect(),
            waves: 5,
            bosses: 1,
            mini_boss: false,
            gate: None,
            towers: Some(towers),
            mode: Mode::Standard,
            wave: None,
            entry: Entry::Standard,
            three_stars: false,
            reverse_hp: false,
            solo_gold: false,
            jump_start_row: None,
            gauntlet_row: None,
            raise_the_bar: None,
        }
    }

    /// The colour of the hero in seat `i`.
    pub fn color(&self, i: usize) -> Color {
        self.heroes
            .get(i)
            .and_then(|h| h.color)
            .unwrap_or(PALETTE[i % PALETTE.len()])
    }

    /// The wave played first.
    pub fn first_wave(&self) -> u32 {
        match self.mode {
            Mode::Standard => 1,
            _ => self.wave.unwrap_or(1),
        }
    }

    /// The wave after which the game is won; none in The Gauntlet.
    pub fn final_wave(&self) -> Option<u32> {
        match self.mode {
            Mode::Gauntlet => None,
            Mode::SingleWave => Some(self.first_wave()),
            _ => Some(self.waves),
        }
    }

    /// Whether the rules of a 7-wave game apply (Armory Card price). The
    /// Gauntlet and Single Wave at waves 6–7 play by them.
    pub fn seven_wave_rules(&self) -> bool {
        match self.mode {
            Mode::Gauntlet | Mode::SingleWave => self.first_wave() >= 6,
            _ => self.waves == 7,
        }
    }

    /// Bosses due in `wave`: the final wave's boss(es); wave 5 of a 7-wave
    /// game with a mini boss; Single Wave: 1 at waves 1–5, 2 at waves 6–7.
    /// The Gauntlet brings them by rounds instead (0 here).
    pub fn bosses_in(&self, wave: u32) -> u32 {
        match self.mode {
            Mode::Gauntlet => 0,
            Mode::SingleWave => {
                if wave >= 6 {
                    2
                } else {
                    1
                }
            }
            _ if wave == self.waves => self.bosses,
            _ if self.mini_boss && wave == 5 => 1,
            _ => 0,
        }
    }

    /// The gate's maximum: as chosen (D2-3), 25 in The Gauntlet.
    pub fn gate_max(&self) -> i64 {
        match self.mode {
            Mode::Gauntlet => self.gate.unwrap_or(GAUNTLET_GATE),
            _ => self.gate.unwrap_or(DEFAULT_GATE),
        }
    }

    /// The Jump Start row in force: Jump Start, and Single Wave from wave 2
    /// ("Using the Jump Start Table above, set up any Wave").
    pub fn jump_row(&self) -> Option<JumpStartRow> {
        match self.mode {
            Mode::JumpStart | Mode::SingleWave if self.first_wave() >= 2 => self
                .jump_start_row
                .or_else(|| tables::jump_start(self.first_wave(), self.heroes.len())),
            _ => None,
        }
    }

    /// The Gauntlet row in force.
    pub fn gauntlet(&self) -> Option<GauntletRow> {
        match self.mode {
            Mode::Gauntlet => self
                .gauntlet_row
                .or_else(|| tables::gauntlet(self.first_wave(), self.heroes.len())),
            _ => None,
        }
    }

    /// The towers the table starts with.
    pub fn starting_towers(&self) -> i64 {
        self.towers
            .or_else(|| self.gauntlet().map(|r| r.towers))
            .unwrap_or(0)
    }

    /// The Armory Card's price: 900 gold, 1,200 under 7-wave rules.
    pub fn armory_price(&self) -> i64 {
        if self.seven_wave_rules() { 1200 } else { 900 }
    }

    /// Whether the Jump Start rules (first wave requirements, no Armory Card
    /// before one whole wave) apply.
    pub fn jump_rules(&self) -> bool {
        self.jump_row().is_some()
    }

    /// The HP a hero starts with: its maximum, less the Jump Start modifier
    /// for its role (3 less damage for one that heals), at least 1.
    pub fn starting_hp(&self, card: &HeroCard) -> i64 {
        let Some(row) = self.jump_row() else {
            return card.hp;
        };
        let m = hp_mod(&row, card.role().unwrap_or(Role::Offensive), card.heals);
        card.hp.saturating_add(m).max(1)
    }
}

/// The Jump Start HP modifier for an ally of `role`; one that heals may start
/// with 3 less damage (never a bonus).
pub fn hp_mod(row: &JumpStartRow, role: Role, heals: bool) -> i64 {
    let m = match role {
        Role::Offensive => row.offensive_mod,
        Role::Utility => row.other_mod,
    };
    if heals { (m + 3).min(0) } else { m }
}

fn err(key: &str) -> RuleError {
    RuleError::new(&format!("rule-kings_armory-{key}"))
}

fn in_range(v: i64, lo: i64, hi: i64, field: &str) -> Result<(), RuleError> {
    if (lo..=hi).contains(&v) {
        Ok(())
    } else {
        Err(err("setup-number")
            .arg("field", field)
            .arg("min", lo)
            .arg("max", hi)
            .arg("value", v))
    }
}

/// Checks one hero card.
pub fn check_card(card: &HeroCard) -> Result<(), RuleError> {
    check_name(&card.player)?;
    check_name(&card.hero)?;
    in_range(card.hp, 1, common::MAX_VALUE, "hp")?;
    in_range(card.heal_rate, 0, common::MAX_VALUE, "heal_rate")?;
    card.resist.check()?;
    if let Some(d) = card.dodge {
        common::check_amount(d)?;
    }
    Ok(())
}

/// Checks a setup under rules version `rules`; see
/// [`crate::rules::Game::validate_under`].
pub fn validate(setup: &Setup, rules: u32) -> Result<(), RuleError> {
    let n = setup.heroes.len();
    if !(1..=MAX_HEROES).contains(&n) {
        return Err(err("hero-count").arg("max", MAX_HEROES).arg("count", n));
    }
    for card in &setup.heroes {
        check_card(card)?;
    }
    common::check_names(setup.heroes.iter().map(|h| h.hero.as_str()))?;
    if setup.waves != 5 && setup.waves != 7 {
        return Err(err("waves").arg("waves", setup.waves));
    }
    if setup.bosses != 1 && !(setup.bosses == 2 && setup.waves == 7) {
        return Err(err("bosses"));
    }
    if setup.mini_boss && setup.waves != 7 {
        return Err(err("mini-boss"));
    }
    if let Some(gate) = setup.gate {
        in_range(gate, 1, common::MAX_VALUE, "gate")?;
        if setup.mode == Mode::Gauntlet && gate != GAUNTLET_GATE {
            return Err(err("gauntlet-gate").arg("gate", GAUNTLET_GATE));
        }
    }
    if setup.solo_gold && n != 1 {
        return Err(err("solo-gold"));
    }
    check_mode(setup, rules)?;
    check_towers(setup)?;
    if let Some(x) = setup.raise_the_bar {
        // "Each Wave, a minimum number of Monsters of the Highest Level
        // possible for that Wave must arrive" (D2-2): The Gauntlet has
        // one endless wave and its own table.
        if setup.mode == Mode::Gauntlet {
            return Err(err("raise-bar-gauntlet"));
        }
        in_range(i64::from(x), 1, i64::from(MAX_BAR), "raise_the_bar")?;
    }
    if let Some(row) = setup.jump_row() {
        let gate = setup.gate_max().saturating_add(row.gate_mod);
        if gate < 1 {
            return Err(err("jump-gate")
                .arg("wave", setup.first_wave())
                .arg("damage", -row.gate_mod));
        }
        if setup.heroes.iter().any(|h| h.role().is_none()) {
            let h = setup.heroes.iter().find(|h| h.role().is_none());
            return Err(err("role").arg("hero", h.map_or("", |h| h.hero.as_str())));
        }
    }
    Ok(())
}

/// Rules 2: a row typed for 2–4 heroes, where the manual prints the
/// table ("Jump Start ~ 2-4 Heroes", "Gauntlet ~ 2-4 Heroes"), is refused:
/// the printed numbers apply. Rules 1 let it override them.
fn printed_row(rules: u32, n: usize, table: &str) -> Result<(), RuleError> {
    if rules >= 2 && tables::printed_for(n) {
        return Err(err("row-printed").arg("table", table).arg("heroes", n));
    }
    Ok(())
}

fn check_mode(setup: &Setup, rules: u32) -> Result<(), RuleError> {
    let n = setup.heroes.len();
    let wave = setup.wave.map(i64::from);
    match setup.mode {
        Mode::Standard => {
            if setup.wave.is_some() {
                return Err(err("wave-standard"));
            }
        }
        Mode::JumpStart => {
            let w = wave.ok_or_else(|| err("wave-missing"))?;
            in_range(w, 2, i64::from(setup.waves), "wave")?;
        }
        Mode::SingleWave | Mode::Gauntlet => {
            let w = wave.ok_or_else(|| err("wave-missing"))?;
            in_range(w, 1, 7, "wave")?;
            // Rules 2: "Using the Jump Start Table above, set up any Wave"
            // (H, Single Wave Play): that table starts at wave 2.
            if setup.mode == Mode::SingleWave && w < 2 && rules >= 2 {
                return Err(err("single-wave-one"));
            }
        }
    }
    if matches!(setup.mode, Mode::SingleWave | Mode::Gauntlet) && setup.three_stars {
        return Err(err("three-stars-one-wave"));
    }
    let wants_jump =
        matches!(setup.mode, Mode::JumpStart | Mode::SingleWave) && setup.first_wave() >= 2;
    match &setup.jump_start_row {
        Some(row) if wants_jump => {
            printed_row(rules, n, "H-2")?;
            check_jump_row(row)?;
        }
        Some(_) => return Err(err("row-unused").arg("table", "H-2")),
        None if wants_jump && !tables::printed_for(n) => {
            return Err(err("row-missing").arg("table", "H-2").arg("heroes", n));
        }
        None => {}
    }
    match &setup.gauntlet_row {
        Some(row) if setup.mode == Mode::Gauntlet => {
            printed_row(rules, n, "H-3")?;
            check_gauntlet_row(row)?;
        }
        Some(_) => return Err(err("row-unused").arg("table", "H-3")),
        None if setup.mode == Mode::Gauntlet && !tables::printed_for(n) => {
            return Err(err("row-missing").arg("table", "H-3").arg("heroes", n));
        }
        None => {}
    }
    Ok(())
}

fn check_towers(setup: &Setup) -> Result<(), RuleError> {
    match (setup.towers, setup.gauntlet()) {
        (Some(_), Some(_)) => Err(err("towers-from-table")),
        (Some(t), None) => in_range(t, 0, 1000, "towers"),
        (None, Some(_)) => Ok(()),
        (None, None) => Err(err("towers-missing")),
    }
}

fn check_jump_row(r: &JumpStartRow) -> Result<(), RuleError> {
    let big = 10_000;
    in_range(r.reward_cards, 0, big, "reward_cards")?;
    in_range(r.gate_mod, -big, 0, "gate_mod")?;
    in_range(r.offensive_mod, -big, 0, "offensive_mod")?;
    in_range(r.other_mod, -big, 0, "other_mod")?;
    in_range(r.extra_towers, 0, big, "extra_towers")?;
    in_range(r.unlocked_equipment, 0, big, "unlocked_equipment")?;
    in_range(r.hireables, 0, 12, "hireables")?;
    in_range(r.hireable_max_level, 1, 3, "hireable_max_level")?;
    in_range(r.max_reinforcements, 0, 3, "max_reinforcements")
}

fn check_gauntlet_row(r: &GauntletRow) -> Result<(), RuleError> {
    let big = 10_000;
    in_range(r.reward_cards, 0, big, "reward_cards")?;
    in_range(r.towers, 0, big, "towers")?;
    in_range(r.heal_mod, -big, big, "heal_mod")?;
    in_range(r.first_foes, 0, big, "first_foes")?;
    in_range(r.later_foes, 0, big, "later_foes")?;
    in_range(r.d12_mod, -12, 12, "d12_mod")?;
    in_range(r.rewards, 0, big, "rewards")?;
    in_range(r.boss_every, 1, big, "boss_every")
}

/// A name typed at the table: trimmed, not blank, not too long.
pub fn check_name(name: &str) -> Result<&str, RuleError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(RuleError::new("rule-name-empty"));
    }
    if name.chars().count() > MAX_NAME {
        return Err(RuleError::new("rule-name-too-long")
            .arg("name", name)
            .arg("max", MAX_NAME));
    }
    Ok(name)
}
