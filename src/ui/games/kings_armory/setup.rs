//! The form that sets up The King's Armory: the heroes from their stat
//! cards, the game's length and bosses, the Castle Gate and the towers, and
//! the variants; for 1 or 5–7 heroes the Jump Start or Gauntlet numbers the
//! manual does not print are typed in. Drawn by `setup_view`.

use crate::i18n::I18n;
use crate::rules::common::{Color, PALETTE};
use crate::rules::kings_armory::{
    Entry, HeroCard, Mode, Resist, Role, Setup,
    tables::{self, GauntletRow, JumpStartRow},
};
use crate::rules::{Arg, RuleError, Text};
use crate::ui::games::SetupForm;
use crate::ui::widget;

/// At most this many heroes play.
pub const MAX: usize = crate::rules::kings_armory::MAX_HEROES;

/// A hero's numbers as typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stat {
    /// Maximum HP.
    Hp,
    /// Heal rate.
    Heal,
    /// Melee resistance.
    Melee,
    /// Ranged resistance.
    Ranged,
    /// Supernatural resistance.
    Supernatural,
    /// Dodge.
    Dodge,
}

impl Stat {
    /// Every stat, in the order of the form.
    pub const ALL: [Stat; 6] = [
        Stat::Hp,
        Stat::Heal,
        Stat::Melee,
        Stat::Ranged,
        Stat::Supernatural,
        Stat::Dodge,
    ];

    /// The field's name (a message key).
    pub fn key(self) -> &'static str {
        match self {
            Stat::Hp => "ui-ka-max-hp",
            Stat::Heal => "ui-ka-heal-rate",
            Stat::Melee => "ui-ka-melee",
            Stat::Ranged => "ui-ka-ranged",
            Stat::Supernatural => "ui-ka-supernatural",
            Stat::Dodge => "ui-ka-dodge",
        }
    }

    /// Whether the field may be left blank.
    pub fn optional(self) -> bool {
        !matches!(self, Stat::Hp | Stat::Heal)
    }
}

/// One hero being set up.
#[derive(Debug, Clone)]
pub struct HeroRow {
    /// The player.
    pub player: String,
    /// The player's colour.
    pub color: Color,
    /// The hero's name.
    pub hero: String,
    /// The typed numbers, in [`Stat::ALL`]'s order.
    pub stats: [String; 6],
    /// Offensive or utility; none: from the hero's name.
    pub role: Option<Role>,
    /// The hero can heal (Jump Start: 3 less damage).
    pub heals: bool,
}

/// The labels of the Jump Start row's numbers (H-2), top to bottom.
pub const JUMP_FIELDS: [&str; 9] = [
    "ui-ka-row-reward-cards",
    "ui-ka-row-gate-mod",
    "ui-ka-row-offensive-mod",
    "ui-ka-row-other-mod",
    "ui-ka-row-extra-towers",
    "ui-ka-row-equipment",
    "ui-ka-row-hireables",
    "ui-ka-row-hireable-level",
    "ui-ka-row-reinforcements",
];

/// The labels of the Gauntlet row's numbers (H-3), top to bottom.
pub const GAUNTLET_FIELDS: [&str; 8] = [
    "ui-ka-row-reward-cards",
    "ui-ka-row-towers",
    "ui-ka-row-heal-mod",
    "ui-ka-row-first-foes",
    "ui-ka-row-later-foes",
    "ui-ka-row-d12-mod",
    "ui-ka-row-rewards",
    "ui-ka-row-boss-every",
];

/// The form's state.
#[derive(Debug, Clone)]
pub struct Form {
    /// The heroes, in turn order.
    pub heroes: Vec<HeroRow>,
    /// 5 or 7 waves.
    pub waves: u32,
    /// Bosses in the final wave.
    pub bosses: u32,
    /// A boss in wave 5 of a 7-wave game.
    pub mini_boss: bool,
    /// The Castle Gate's HP as typed.
    pub gate: String,
    /// The starting towers as typed.
    pub towers: String,
    /// The variant.
    pub mode: Mode,
    /// The wave to start at (Jump Start, Single Wave) or the level (The
    /// Gauntlet).
    pub wave: u32,
    /// Monster entry.
    pub entry: Entry,
    /// 3 Stars.
    pub three_stars: bool,
    /// Reverse HP tracking.
    pub reverse_hp: bool,
    /// Solo play: 150 gold before the first wave.
    pub solo_gold: bool,
    /// The Jump Start row as typed (1 or 5–7 heroes); boxed, so the form
    /// stays small beside the other games' forms.
    pub jump_row: Box<[String; 9]>,
    /// The Gauntlet row as typed (1 or 5–7 heroes).
    pub gauntlet_row: Box<[String; 8]>,
    /// Raise the Bar's X (D2-2); none: not played.
    pub raise_the_bar: Option<u32>,
}

/// What the form reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// A player's name was typed.
    Player(usize, String),
    /// A hero's name was typed.
    Hero(usize, String),
    /// A hero's number was typed.
    Stat(usize, Stat, String),
    /// The next colour for a hero's player.
    Color(usize),
    /// The next role: from the name, offensive, utility.
    Role(usize),
    /// The hero can heal, or not.
    Heals(usize),
    /// Another hero.
    Add,
    /// A hero is taken out of the form.
    Remove(usize),
    /// 5 or 7 waves.
    Waves(u32),
    /// 1 or 2 bosses.
    Bosses(u32),
    /// The mini boss on or off.
    MiniBoss,
    /// The gate's HP was typed.
    Gate(String),
    /// The towers were typed.
    Towers(String),
    /// A variant.
    Mode(Mode),
    /// The wave or level.
    Wave(u32),
    /// Monster entry.
    Entry(Entry),
    /// 3 Stars on or off.
    ThreeStars,
    /// Reverse HP tracking on or off.
    ReverseHp,
    /// Solo gold on or off.
    SoloGold,
    /// A number of the Jump Start row.
    JumpRow(usize, String),
    /// A number of the Gauntlet row.
    GauntletRow(usize, String),
    /// Raise the Bar's X, or off.
    RaiseBar(Option<u32>),
}

fn hero_row(i18n: &I18n, n: usize) -> HeroRow {
    HeroRow {
        player: i18n.tr_args("ui-player-n", &[("n", (n + 1).into())]),
        color: PALETTE[n % PALETTE.len()],
        hero: i18n.tr_args("ui-ka-hero-n", &[("n", (n + 1).into())]),
        stats: Default::default(),
        role: None,
        heals: false,
    }
}

impl Form {
    /// The waves (or levels) the variant may start at: Single Wave from
    /// wave 2 (set up "using the Jump Start Table", H; the rules refuse
    /// wave 1).
    pub fn waves_allowed(&self) -> std::ops::RangeInclusive<u32> {
        match self.mode {
            Mode::JumpStart => 2..=self.waves,
            Mode::SingleWave => 2..=7,
            _ => 1..=7,
        }
    }

    /// Whether the variant needs a Jump Start row typed in: the manual
    /// prints it for 2–4 heroes only.
    pub fn needs_jump_row(&self) -> bool {
        matches!(self.mode, Mode::JumpStart | Mode::SingleWave)
            && self.wave >= 2
            && !tables::printed_for(self.heroes.len())
    }

    /// Whether The Gauntlet's row must be typed in.
    pub fn needs_gauntlet_row(&self) -> bool {
        self.mode == Mode::Gauntlet && !tables::printed_for(self.heroes.len())
    }

    fn hero_mut(&mut self, i: usize, edit: impl FnOnce(&mut HeroRow)) {
        if let Some(h) = self.heroes.get_mut(i) {
            edit(h);
        }
    }
}

fn number(field: &str, words: &str) -> Result<i64, RuleError> {
    widget::number(field, words, None).map_err(RuleError)
}

fn row_numbers(words: &[String], keys: &[&str]) -> Result<Vec<i64>, RuleError> {
    words.iter().zip(keys).map(|(w, k)| number(k, w)).collect()
}

/// A hero's card from its row; a refusal names the field and the hero.
fn card(i: usize, h: &HeroRow) -> Result<HeroCard, RuleError> {
    let mut v = [0i64; 6];
    let mut given = [false; 6];
    for (at, stat) in Stat::ALL.iter().enumerate() {
        let words = h.stats[at].trim();
        if words.is_empty() {
            if stat.optional() {
                continue;
            }
            return Err(RuleError(
                Text::msg("ui-ka-hero-empty")
                    .arg("field", Arg::msg(stat.key()))
                    .arg("n", i + 1),
            ));
        }
        v[at] = words.parse::<i64>().map_err(|_| {
            RuleError(
                Text::msg("ui-ka-hero-number")
                    .arg("field", Arg::msg(stat.key()))
                    .arg("n", i + 1)
                    .arg("value", words),
            )
        })?;
        given[at] = true;
    }
    Ok(HeroCard {
        player: h.player.trim().to_owned(),
        color: Some(h.color),
        hero: h.hero.trim().to_owned(),
        hp: v[0],
        heal_rate: v[1],
        role: h.role,
        heals: h.heals,
        resist: Resist {
            melee: v[2],
            ranged: v[3],
            supernatural: v[4],
        },
        dodge: given[5].then_some(v[5]),
    })
}

impl SetupForm for Form {
    type Setup = Setup;
    type Msg = Msg;

    fn press(msg: &Msg) -> crate::ui::widget::Press {
        use crate::ui::widget::Press;
        match msg {
            Msg::Player(..)
            | Msg::Hero(..)
            | Msg::Stat(..)
            | Msg::Gate(_)
            | Msg::Towers(_)
            | Msg::JumpRow(..)
            | Msg::GauntletRow(..) => Press::Not,
            Msg::Color(_)
            | Msg::Role(_)
            | Msg::Heals(_)
            | Msg::Add
            | Msg::Remove(_)
            | Msg::Waves(_)
            | Msg::Bosses(_)
            | Msg::MiniBoss
            | Msg::Mode(_)
            | Msg::Wave(_)
            | Msg::Entry(_)
            | Msg::ThreeStars
            | Msg::ReverseHp
            | Msg::SoloGold
            | Msg::RaiseBar(_) => Press::Once,
        }
    }

    /// A standard 5-wave game for two heroes, the gate at 20.
    fn new(i18n: &I18n) -> Self {
        Form {
            heroes: vec![hero_row(i18n, 0), hero_row(i18n, 1)],
            waves: 5,
            bosses: 1,
            mini_boss: false,
            gate: crate::rules::kings_armory::DEFAULT_GATE.to_string(),
            towers: "3".into(),
            mode: Mode::Standard,
            wave: 2,
            entry: Entry::Standard,
            three_stars: false,
            reverse_hp: false,
            solo_gold: false,
            jump_row: Default::default(),
            gauntlet_row: Default::default(),
            raise_the_bar: None,
        }
    }

    /// Applies one edit; choices the rules would refuse together are put
    /// right (two bosses go with 5 waves, 3 Stars with a single wave).
    fn update(&mut self, msg: Msg, i18n: &I18n) {
        match msg {
            Msg::Player(i, w) => self.hero_mut(i, |h| h.player = w),
            Msg::Hero(i, w) => self.hero_mut(i, |h| h.hero = w),
            Msg::Stat(i, s, w) => {
                let at = Stat::ALL.iter().position(|x| *x == s).unwrap_or(0);
                self.hero_mut(i, |h| h.stats[at] = w);
            }
            Msg::Color(i) => self.hero_mut(i, |h| {
                let at = PALETTE.iter().position(|c| *c == h.color).unwrap_or(0);
                h.color = PALETTE[(at + 1) % PALETTE.len()];
            }),
            Msg::Role(i) => self.hero_mut(i, |h| {
                h.role = match h.role {
                    None => Some(Role::Offensive),
                    Some(Role::Offensive) => Some(Role::Utility),
                    Some(Role::Utility) => None,
                }
            }),
            Msg::Heals(i) => self.hero_mut(i, |h| h.heals = !h.heals),
            Msg::Add if self.heroes.len() < MAX => {
                let n = self.heroes.len();
                self.heroes.push(hero_row(i18n, n));
            }
            Msg::Remove(i) if self.heroes.len() > 1 && i < self.heroes.len() => {
                self.heroes.remove(i);
            }
            Msg::Add | Msg::Remove(_) => {}
            Msg::Waves(w) => {
                self.waves = if w == 7 { 7 } else { 5 };
                if self.waves == 5 {
                    self.bosses = 1;
                    self.mini_boss = false;
                }
            }
            Msg::Bosses(b) => self.bosses = if self.waves == 7 && b == 2 { 2 } else { 1 },
            Msg::MiniBoss => self.mini_boss = self.waves == 7 && !self.mini_boss,
            Msg::Gate(w) => self.gate = w,
            Msg::Towers(w) => self.towers = w,
            Msg::Mode(m) => {
                self.mode = m;
                if matches!(m, Mode::SingleWave | Mode::Gauntlet) {
                    self.three_stars = false;
                }
                if m == Mode::Gauntlet {
                    self.raise_the_bar = None;
                }
            }
            Msg::Wave(w) => self.wave = w,
            Msg::Entry(e) => self.entry = e,
            Msg::ThreeStars => {
                self.three_stars =
                    !self.three_stars && !matches!(self.mode, Mode::SingleWave | Mode::Gauntlet);
            }
            Msg::ReverseHp => self.reverse_hp = !self.reverse_hp,
            Msg::SoloGold => self.solo_gold = !self.solo_gold,
            Msg::JumpRow(i, w) => {
                if let Some(f) = self.jump_row.get_mut(i) {
                    *f = w;
                }
            }
            Msg::RaiseBar(x) => {
                self.raise_the_bar = x.filter(|_| self.mode != Mode::Gauntlet);
            }
            Msg::GauntletRow(i, w) => {
                if let Some(f) = self.gauntlet_row.get_mut(i) {
                    *f = w;
                }
            }
        }
        let allowed = self.waves_allowed();
        self.wave = self.wave.clamp(*allowed.start(), *allowed.end());
    }

    /// The setup the form describes, or what is wrong with it (the field
    /// named; the form keeps what was typed).
    fn build(&self) -> Result<Setup, RuleError> {
        let mut heroes = Vec::new();
        for (i, h) in self.heroes.iter().enumerate() {
            heroes.push(card(i, h)?);
        }
        let gauntlet = self.mode == Mode::Gauntlet;
        let wave = (self.mode != Mode::Standard).then_some(self.wave);
        let jump_start_row = if self.needs_jump_row() {
            let v = row_numbers(&self.jump_row[..], &JUMP_FIELDS)?;
            Some(JumpStartRow {
                reward_cards: v[0],
                gate_mod: v[1],
                offensive_mod: v[2],
                other_mod: v[3],
                extra_towers: v[4],
                unlocked_equipment: v[5],
                hireables: v[6],
                hireable_max_level: v[7],
                max_reinforcements: v[8],
            })
        } else {
            None
        };
        let gauntlet_row = if self.needs_gauntlet_row() {
            let v = row_numbers(&self.gauntlet_row[..], &GAUNTLET_FIELDS)?;
            Some(GauntletRow {
                reward_cards: v[0],
                towers: v[1],
                heal_mod: v[2],
                first_foes: v[3],
                later_foes: v[4],
                d12_mod: v[5],
                rewards: v[6],
                boss_every: v[7],
            })
        } else {
            None
        };
        Ok(Setup {
            heroes,
            waves: self.waves,
            bosses: self.bosses,
            mini_boss: self.mini_boss,
            gate: if gauntlet {
                None
            } else {
                Some(number("ui-ka-gate-hp", &self.gate)?)
            },
            towers: if gauntlet {
                None
            } else {
                Some(number("ui-ka-towers", &self.towers)?)
            },
            mode: self.mode,
            wave,
            entry: self.entry,
            three_stars: self.three_stars,
            reverse_hp: self.reverse_hp,
            solo_gold: self.solo_gold && self.heroes.len() == 1,
            jump_start_row,
            gauntlet_row,
            raise_the_bar: self.raise_the_bar,
        })
    }

    /// The form (drawn by `setup_view`).
    fn view<'a>(&'a self, i18n: &'a I18n) -> iced::Element<'a, Msg> {
        self.page(i18n)
    }
}
