//! The King's Armory setup form on screen: a line per hero with the stat
//! card's numbers, then the game, the gate and towers, and the variants,
//! with the manual's missing tables asked for when the heroes need them.

use crate::ui::widget::button;
use iced::widget::{Column, Row, checkbox, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::setup::{Form, GAUNTLET_FIELDS, JUMP_FIELDS, MAX, Msg, Stat};
use crate::i18n::I18n;
use crate::rules::kings_armory::{Entry, Mode, Role, tables};
use crate::rules::palette;
use crate::ui::{theme, widget};

/// The width of a label column.
const LABEL: f32 = 180.0;

fn choice<'a>(label: String, on: bool, msg: Option<Msg>) -> Element<'a, Msg> {
    button(text(label))
        .style(if on {
            widget::primary
        } else {
            widget::secondary
        })
        .on_press_maybe(msg)
        .into()
}

/// A field with its name above it.
fn field<'a>(
    label: String,
    value: &'a str,
    id: String,
    width: f32,
    on: Option<impl Fn(String) -> Msg + 'a>,
) -> Element<'a, Msg> {
    column![
        text(label).size(theme::small()),
        text_input("", value)
            .id(id)
            .on_input_maybe(on)
            .width(Length::Fixed(width)),
    ]
    .spacing(2)
    .into()
}

fn note<'a>(words: String) -> Element<'a, Msg> {
    text(words)
        .size(theme::small())
        .style(|t: &iced::Theme| text::Style {
            color: Some(widget::dim(t)),
        })
        .into()
}

fn labelled<'a>(label: String, content: impl Into<Element<'a, Msg>>) -> Element<'a, Msg> {
    row![text(label).width(Length::Fixed(LABEL)), content.into()]
        .spacing(8)
        .align_y(Alignment::Center)
        .into()
}

impl Form {
    /// The whole form.
    pub(super) fn page<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        // The game and the variant side by side when the window is wide;
        // room on the right for the page's scrollbar.
        container(
            column![
                self.heroes_view(i18n),
                row![self.game_view(i18n), self.variant_view(i18n)]
                    .spacing(40)
                    .wrap()
                    .vertical_spacing(24),
            ]
            .spacing(24),
        )
        .padding(iced::Padding {
            right: 24.0,
            ..iced::Padding::ZERO
        })
        .into()
    }

    fn heroes_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut list = Column::new()
            .spacing(10)
            .push(widget::heading(i18n.tr("ui-ka-heroes")))
            .push(note(i18n.tr("ui-ka-heroes-help")));
        // Each hero's colour as the board draws it, with the initials of
        // the hero's name, as on the board.
        let marks = palette::marks(self.heroes.iter().map(|h| (h.hero.trim(), h.color)));
        for ((i, h), mark) in self.heroes.iter().enumerate().zip(&marks) {
            let mut line = Row::new()
                .spacing(8)
                .align_y(Alignment::End)
                .push(
                    button(widget::form_badge(mark, 22.0))
                        .on_press(Msg::Color(i))
                        .style(button::text),
                )
                .push(field(
                    i18n.tr("ui-ka-player"),
                    &h.player,
                    format!("ka-setup-player-{i}"),
                    130.0,
                    Some(move |w| Msg::Player(i, w)),
                ))
                .push(field(
                    i18n.tr("ui-ka-hero"),
                    &h.hero,
                    format!("ka-setup-hero-{i}"),
                    130.0,
                    Some(move |w| Msg::Hero(i, w)),
                ));
            for (at, stat) in Stat::ALL.iter().copied().enumerate() {
                let name = match stat {
                    Stat::Hp => "hp",
                    Stat::Heal => "heal",
                    Stat::Melee => "melee",
                    Stat::Ranged => "ranged",
                    Stat::Supernatural => "supernatural",
                    Stat::Dodge => "dodge",
                };
                line = line.push(field(
                    i18n.tr(stat.key()),
                    &h.stats[at],
                    format!("ka-setup-{name}-{i}"),
                    if stat.optional() { 56.0 } else { 72.0 },
                    Some(move |w| Msg::Stat(i, stat, w)),
                ));
            }
            let role = match h.role {
                None => i18n.tr("ui-ka-role-auto"),
                Some(Role::Offensive) => i18n.tr("ui-ka-role-offensive"),
                Some(Role::Utility) => i18n.tr("ui-ka-role-utility"),
            };
            line = line
                .push(
                    container(
                        button(text(role))
                            .style(widget::secondary)
                            .on_press(Msg::Role(i)),
                    )
                    .id(format!("ka-setup-role-{i}")),
                )
                .push(widget::keyed(
                    checkbox(h.heals)
                        .label(i18n.tr("ui-ka-heals"))
                        .on_toggle(move |_| Msg::Heals(i)),
                    Msg::Heals(i),
                ))
                .push(
                    button(text(i18n.tr("ui-remove")))
                        .style(widget::secondary)
                        .on_press_maybe((self.heroes.len() > 1).then_some(Msg::Remove(i))),
                );
            list = list.push(line.wrap().vertical_spacing(6));
        }
        list.push(
            container(
                button(text(i18n.tr("ui-ka-add-hero")))
                    .style(widget::primary)
                    .on_press_maybe((self.heroes.len() < MAX).then_some(Msg::Add)),
            )
            .id("ka-setup-add"),
        )
        .into()
    }

    fn game_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let seven = self.waves == 7;
        let gauntlet = self.mode == Mode::Gauntlet;
        let length = row![
            choice(
                i18n.tr_args("ui-ka-waves-n", &[("n", 5.into())]),
                self.waves == 5,
                Some(Msg::Waves(5))
            ),
            choice(
                i18n.tr_args("ui-ka-waves-n", &[("n", 7.into())]),
                seven,
                Some(Msg::Waves(7))
            ),
        ]
        .spacing(8);
        let bosses = row![
            choice(
                i18n.tr_args("ui-ka-bosses-n", &[("n", 1.into())]),
                self.bosses == 1,
                Some(Msg::Bosses(1))
            ),
            choice(
                i18n.tr_args("ui-ka-bosses-n", &[("n", 2.into())]),
                self.bosses == 2,
                seven.then_some(Msg::Bosses(2))
            ),
            keyed_maybe(
                checkbox(self.mini_boss)
                    .label(i18n.tr("ui-ka-mini-boss"))
                    .on_toggle_maybe(seven.then_some(|_| Msg::MiniBoss)),
                seven.then_some(Msg::MiniBoss),
            ),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let mut entry = Row::new().spacing(8);
        for (e, key) in [
            (Entry::Standard, "ui-ka-entry-standard"),
            (Entry::Delayed, "ui-ka-entry-delayed"),
            (Entry::HighSpeed, "ui-ka-entry-high-speed"),
        ] {
            entry = entry.push(choice(i18n.tr(key), self.entry == e, Some(Msg::Entry(e))));
        }
        // Raise the Bar (D2-2): off, or X from 1 to 5.
        let mut bar = Row::new().spacing(6);
        for x in std::iter::once(None).chain((1..=crate::rules::kings_armory::MAX_BAR).map(Some)) {
            let label = x.map_or_else(|| i18n.tr("ui-ka-raise-bar-off"), |x| x.to_string());
            bar = bar.push(
                container(choice(
                    label,
                    self.raise_the_bar == x,
                    (!gauntlet).then_some(Msg::RaiseBar(x)),
                ))
                .id(format!("ka-setup-bar-{}", x.unwrap_or(0))),
            );
        }
        let bar = column![bar, note(i18n.tr("ui-ka-raise-bar-help"))].spacing(4);
        let gate_value = if gauntlet {
            crate::rules::kings_armory::GAUNTLET_GATE.to_string()
        } else {
            self.gate.clone()
        };
        let numbers = row![
            text_input("", if gauntlet { "" } else { &self.gate })
                .id("ka-setup-gate")
                .on_input_maybe((!gauntlet).then_some(Msg::Gate))
                .width(Length::Fixed(80.0)),
            note(if gauntlet {
                i18n.tr_args("ui-ka-gate-gauntlet", &[("gate", gate_value.into())])
            } else {
                i18n.tr("ui-ka-gate-hp-help")
            }),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let towers = row![
            text_input("", if gauntlet { "" } else { &self.towers })
                .id("ka-setup-towers")
                .on_input_maybe((!gauntlet).then_some(Msg::Towers))
                .width(Length::Fixed(80.0)),
            note(i18n.tr(if gauntlet {
                "ui-ka-towers-gauntlet"
            } else {
                "ui-ka-towers-help"
            })),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        column![
            widget::heading(i18n.tr("ui-ka-game")),
            labelled(i18n.tr("ui-ka-length"), length),
            labelled(i18n.tr("ui-ka-final-bosses"), bosses),
            labelled(i18n.tr("ui-ka-entry"), entry),
            labelled(i18n.tr("ui-ka-raise-bar"), bar),
            labelled(i18n.tr("ui-ka-gate-hp"), numbers),
            labelled(i18n.tr("ui-ka-towers"), towers),
        ]
        .spacing(10)
        .into()
    }

    fn variant_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut modes = Row::new().spacing(8);
        for (m, key) in [
            (Mode::Standard, "ui-ka-mode-standard"),
            (Mode::JumpStart, "ui-ka-mode-jump-start"),
            (Mode::SingleWave, "ui-ka-mode-single-wave"),
            (Mode::Gauntlet, "ui-ka-mode-gauntlet"),
        ] {
            let id = match m {
                Mode::Standard => "ka-setup-mode-standard",
                Mode::JumpStart => "ka-setup-mode-jump-start",
                Mode::SingleWave => "ka-setup-mode-single-wave",
                Mode::Gauntlet => "ka-setup-mode-gauntlet",
            };
            modes = modes
                .push(container(choice(i18n.tr(key), self.mode == m, Some(Msg::Mode(m)))).id(id));
        }
        let standard = self.mode == Mode::Standard;
        let allowed = self.waves_allowed();
        let mut waves = Row::new().spacing(6);
        for w in 1..=7u32 {
            let ok = !standard && allowed.contains(&w);
            waves = waves.push(
                container(
                    button(text(w.to_string()))
                        .width(Length::Fixed(widget::TARGET))
                        .style(if ok && self.wave == w {
                            widget::primary
                        } else {
                            widget::secondary
                        })
                        .on_press_maybe(ok.then_some(Msg::Wave(w))),
                )
                .id(format!("ka-setup-wave-{w}")),
            );
        }
        let wave_label = if self.mode == Mode::Gauntlet {
            "ui-ka-level"
        } else {
            "ui-ka-first-wave"
        };
        let about = match self.mode {
            Mode::Standard => "ui-ka-mode-standard-help",
            Mode::JumpStart => "ui-ka-mode-jump-start-help",
            Mode::SingleWave => "ui-ka-mode-single-wave-help",
            Mode::Gauntlet => "ui-ka-mode-gauntlet-help",
        };
        let mut part = column![
            widget::heading(i18n.tr("ui-ka-variant")),
            modes,
            note(i18n.tr(about)),
            labelled(i18n.tr(wave_label), waves),
        ]
        .spacing(10);
        part = part.push(self.missing_table(i18n));
        let one = self.heroes.len() == 1;
        let one_wave = matches!(self.mode, Mode::SingleWave | Mode::Gauntlet);
        part.push(
            column![
                keyed_maybe(
                    checkbox(self.three_stars)
                        .label(i18n.tr("ui-ka-three-stars"))
                        .on_toggle_maybe((!one_wave).then_some(|_| Msg::ThreeStars)),
                    (!one_wave).then_some(Msg::ThreeStars),
                ),
                widget::keyed(
                    checkbox(self.reverse_hp)
                        .label(i18n.tr("ui-ka-reverse-hp"))
                        .on_toggle(|_| Msg::ReverseHp),
                    Msg::ReverseHp,
                ),
                keyed_maybe(
                    checkbox(self.solo_gold && one)
                        .label(i18n.tr("ui-ka-solo-gold"))
                        .on_toggle_maybe(one.then_some(|_| Msg::SoloGold)),
                    one.then_some(Msg::SoloGold),
                ),
            ]
            .spacing(8),
        )
        .into()
    }

    /// For 1 or 5–7 heroes: what the manual leaves out and the fields for
    /// it (the 2–4 heroes' numbers as hints).
    fn missing_table<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let n = self.heroes.len();
        let (table, keys, values, hints): (&str, &[&str], &'a [String], Vec<i64>) =
            if self.needs_jump_row() {
                let hint = tables::jump_start(self.wave, 2).map_or_else(Vec::new, |r| {
                    vec![
                        r.reward_cards,
                        r.gate_mod,
                        r.offensive_mod,
                        r.other_mod,
                        r.extra_towers,
                        r.unlocked_equipment,
                        r.hireables,
                        r.hireable_max_level,
                        r.max_reinforcements,
                    ]
                });
                ("H-2", &JUMP_FIELDS, &self.jump_row[..], hint)
            } else if self.needs_gauntlet_row() {
                let hint = tables::gauntlet(self.wave, 2).map_or_else(Vec::new, |r| {
                    vec![
                        r.reward_cards,
                        r.towers,
                        r.heal_mod,
                        r.first_foes,
                        r.later_foes,
                        r.d12_mod,
                        r.rewards,
                        r.boss_every,
                    ]
                });
                ("H-3", &GAUNTLET_FIELDS, &self.gauntlet_row[..], hint)
            } else {
                return column![].into();
            };
        let jump = table == "H-2";
        let mut fields = Row::new().spacing(8).align_y(Alignment::End);
        for (i, (key, value)) in keys.iter().zip(values.iter()).enumerate() {
            let hint = hints.get(i).map(i64::to_string).unwrap_or_default();
            fields = fields.push(
                column![
                    text(i18n.tr(key)).size(theme::small()),
                    text_input(&hint, value)
                        .id(format!("ka-setup-row-{i}"))
                        .on_input(move |w| if jump {
                            Msg::JumpRow(i, w)
                        } else {
                            Msg::GauntletRow(i, w)
                        })
                        .width(Length::Fixed(96.0)),
                ]
                .spacing(2),
            );
        }
        column![
            text(i18n.tr_args(
                "ui-ka-table-missing",
                &[("table", table.into()), ("heroes", n.into())]
            )),
            fields.wrap().vertical_spacing(6),
        ]
        .spacing(8)
        .into()
    }
}

/// A checkbox made a Tab stop (see [`widget::keyed`]) while it can be
/// ticked; a disabled one is no stop.
fn keyed_maybe<'a>(control: impl Into<Element<'a, Msg>>, message: Option<Msg>) -> Element<'a, Msg> {
    match message {
        Some(m) => widget::keyed(control, m),
        None => control.into(),
    }
}
