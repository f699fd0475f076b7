//! The play body of Heroes of Karth: a card per player (teams side by side
//! in 2v2) with big Gold, SE and KP and their units' hit points, the
//! collect step, kills through the damage helper, and the turn.
//! Keyboard: Up/Down pick a player, Left/Right a resource, +/− change it,
//! C collects, E ends the turn.

use iced::keyboard::{Key, key::Named};
use iced::widget::{
    Column, button, checkbox, column, container, progress_bar, row, text, text_input,
};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::karth::{Action, DamageKind, Faction, Mode, Resource, Setup, State, Unit};
use crate::rules::{AnyAction, Text};

use crate::ui::{theme, widget};

const RESOURCES: [Resource; 3] = [Resource::Gold, Resource::Se, Resource::Kp];

/// What is picked and typed on this screen.
#[derive(Debug, Clone, Default)]
pub struct Panel {
    player: usize,
    resource: usize,
    target: Option<u32>,
    killer: Option<usize>,
    fields: [String; 11],
    coffers: bool,
    kind: DamageKind,
}

/// What the body reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Pick a player (for keys and new units).
    Select(usize),
    /// Pick a resource for the keys: 0 gold, 1 SE, 2 KP.
    Resource(usize),
    /// +n or −n of a resource for a player.
    Change(usize, Resource, i64),
    /// Collect gold and SE.
    Collect(usize),
    /// End the turn.
    EndTurn,
    /// A field was typed: 0 name, 1 HP, 2 SE, 3 KP, 4 bounty, 5 base, 6 bonus,
    /// 7 resistance, 8 item, 9 its value, 10 the new unit's cost.
    Field(usize, String),
    /// The new unit has Golden Coffers.
    Coffers(bool),
    /// Add the typed unit for the picked player.
    AddUnit,
    /// Add a card seen before, by name, for the picked player.
    AddKnown(String),
    /// Pick a unit as the target of the damage helper.
    Target(u32),
    /// Pick who gets the kill.
    Killer(usize),
    /// The helper's damage type.
    Kind(DamageKind),
    /// Hit the target with the helper's numbers.
    Hit,
    /// Collect without the gold of the player's hidden coffer heroes.
    CollectDeclining(usize),
    /// The picked player buys back the typed item (fields 8 and 9).
    BuyBack,
    /// One damage to a unit.
    Damage(u32),
    /// Heal one hit point.
    Heal(u32),
    /// Switch a flag: 0 hidden, 1 stunned, 2 new-spawned.
    Flag(u32, usize, bool),
    /// A unit leaves without dying.
    Remove(u32),
    /// Knock a player out.
    KnockOut(usize),
    /// A player concedes.
    Concede(usize),
}

impl Panel {
    fn killer_for(&self, setup: &Setup, state: &State, unit: u32) -> Option<usize> {
        let owner = state.unit(unit).map(|u| u.owner)?;
        let default = setup.members(state.active).first().copied();
        // Neither the owner nor a teammate takes the kill (rules 2).
        self.killer
            .or(default)
            .filter(|&k| k != owner && (state.rules < 2 || setup.side(k) != setup.side(owner)))
    }

    /// Handles a message: the action to apply, none, or what is wrong.
    pub fn update(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Msg,
    ) -> Result<Option<AnyAction>, Text> {
        let action = match msg {
            Msg::Select(p) => {
                self.player = p;
                return Ok(None);
            }
            Msg::Resource(r) => {
                self.resource = r;
                return Ok(None);
            }
            Msg::Change(player, resource, n) if n > 0 => Action::Gain {
                player,
                resource,
                amount: n,
            },
            Msg::Change(player, resource, n) => Action::Spend {
                player,
                resource,
                amount: -n,
            },
            Msg::Collect(player) => Action::Collect {
                player,
                decline: Vec::new(),
            },
            Msg::CollectDeclining(player) => Action::Collect {
                player,
                decline: state
                    .units_of(player)
                    .filter(|u| u.hidden && u.coffers)
                    .map(|u| u.id)
                    .collect(),
            },
            Msg::Kind(kind) => {
                self.kind = kind;
                return Ok(None);
            }
            Msg::BuyBack => {
                let action = Action::BuyBack {
                    player: self.player,
                    item: self.fields[8].trim().to_owned(),
                    cost: widget::number("ui-karth-cost", &self.fields[9], None)?,
                };
                self.fields[8].clear();
                self.fields[9].clear();
                action
            }
            Msg::EndTurn => {
                self.target = None;
                self.killer = None;
                Action::EndTurn
            }
            Msg::Field(i, w) => {
                if let Some(f) = self.fields.get_mut(i) {
                    *f = w;
                }
                return Ok(None);
            }
            Msg::Coffers(on) => {
                self.coffers = on;
                return Ok(None);
            }
            Msg::AddUnit => {
                let action = Action::AddUnit {
                    player: self.player,
                    name: self.fields[0].trim().to_owned(),
                    hp: Some(widget::number("ui-karth-hp", &self.fields[1], None)?),
                    se: Some(widget::number("label-karth-se", &self.fields[2], Some(0))?),
                    coffers: Some(self.coffers),
                    kp: Some(widget::number("label-karth-kp", &self.fields[3], Some(0))?),
                    bounty: Some(widget::number("ui-karth-bounty", &self.fields[4], Some(0))?),
                    cost: Some(widget::number(
                        "ui-karth-hire-cost",
                        &self.fields[10],
                        Some(0),
                    )?),
                };
                for f in &mut self.fields[..5] {
                    f.clear();
                }
                self.fields[10].clear();
                self.coffers = false;
                action
            }
            Msg::AddKnown(name) => Action::AddUnit {
                player: self.player,
                name,
                hp: None,
                se: None,
                coffers: None,
                kp: None,
                bounty: None,
                cost: None,
            },
            Msg::Target(u) => {
                self.target = Some(u);
                return Ok(None);
            }
            Msg::Killer(p) => {
                self.killer = Some(p);
                return Ok(None);
            }
            Msg::Hit => {
                let unit = self.target.ok_or_else(|| Text::msg("ui-hr-pick-target"))?;
                Action::Hit {
                    unit,
                    base: widget::number("ui-karth-base", &self.fields[5], None)?,
                    bonus: widget::number("ui-karth-bonus", &self.fields[6], Some(0))?,
                    kind: self.kind,
                    resistance: widget::number("ui-karth-resistance", &self.fields[7], Some(0))?,
                    percent: 100,
                    by: self.killer_for(setup, state, unit),
                }
            }
            Msg::Damage(unit) => Action::Damage {
                unit,
                amount: 1,
                by: self.killer_for(setup, state, unit),
            },
            Msg::Heal(unit) => Action::Heal { unit, amount: 1 },
            Msg::Flag(unit, 0, on) => Action::Mark {
                unit,
                hidden: Some(on),
                stunned: None,
                new_spawn: None,
            },
            Msg::Flag(unit, 1, on) => Action::Mark {
                unit,
                hidden: None,
                stunned: Some(on),
                new_spawn: None,
            },
            Msg::Flag(unit, _, on) => Action::Mark {
                unit,
                hidden: None,
                stunned: None,
                new_spawn: Some(on),
            },
            Msg::Remove(unit) => Action::RemoveUnit { unit },
            Msg::KnockOut(player) => Action::KnockOut { player },
            Msg::Concede(player) => Action::Concede { player },
        };
        Ok(Some(AnyAction::Karth(action)))
    }

    /// The message a key press means here, if any.
    pub fn key(&self, setup: &Setup, state: &State, key: &Key, typed: Option<&str>) -> Option<Msg> {
        let n = setup.players.len().max(1);
        let p = self.player.min(n - 1);
        let resource = RESOURCES[self.resource % RESOURCES.len()];
        match key {
            Key::Named(Named::ArrowDown) | Key::Named(Named::Tab) => Some(Msg::Select((p + 1) % n)),
            Key::Named(Named::ArrowUp) => Some(Msg::Select((p + n - 1) % n)),
            Key::Named(Named::ArrowRight) => {
                Some(Msg::Resource((self.resource + 1) % RESOURCES.len()))
            }
            Key::Named(Named::ArrowLeft) => Some(Msg::Resource(
                (self.resource + RESOURCES.len() - 1) % RESOURCES.len(),
            )),
            _ => match typed {
                Some("+") | Some("=") => Some(Msg::Change(p, resource, 1)),
                Some("-") => Some(Msg::Change(p, resource, -1)),
                Some("c") | Some("C") if state.is_active(setup, p) => Some(Msg::Collect(p)),
                Some("e") | Some("E") => Some(Msg::EndTurn),
                _ => None,
            },
        }
    }

    /// The screen body; `editable` is false for read-only and decided sessions.
    pub fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> Element<'a, Msg> {
        let on = |m: Msg| editable.then_some(m);
        let header = row![
            text(i18n.tr_args(
                "ui-karth-turn",
                &[
                    ("turn", state.turn.into()),
                    ("side", setup.side_name(state.active).into())
                ]
            ))
            .size(theme::HEADING)
            .width(Length::Fill),
            button(text(i18n.tr("ui-hr-end-turn")).size(theme::HEADING))
                .padding([8, 16])
                .on_press_maybe(on(Msg::EndTurn)),
        ]
        .align_y(Alignment::Center);
        let mut cards = row![].spacing(12);
        for p in 0..setup.players.len() {
            cards = cards.push(self.player_card(setup, state, i18n, p, editable));
        }
        let mut page: Column<'a, Msg> =
            column![header, cards.wrap().vertical_spacing(12)].spacing(14);
        if setup.mode == Mode::TwoVTwo {
            let teams: Vec<String> = (0..2)
                .map(|s| {
                    i18n.tr_args(
                        "ui-karth-team-totals",
                        &[
                            ("side", setup.side_name(s).into()),
                            ("gold", state.side_gold(setup, s).into()),
                            ("gold_goal", setup.gold_goal().into()),
                            ("kp", state.side_kp(setup, s).into()),
                            ("kp_goal", setup.kp_goal().into()),
                        ],
                    )
                })
                .collect();
            page = page.push(text(teams.join("   ·   ")).size(theme::BODY));
        }
        page = page.push(self.unit_form(setup, state, i18n, editable));
        page = page.push(self.helper(setup, state, i18n, editable));
        page.push(text(i18n.tr("ui-karth-keys")).size(theme::SMALL))
            .into()
    }

    fn player_card<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        p: usize,
        editable: bool,
    ) -> Element<'a, Msg> {
        let player = &setup.players[p];
        let out = state.out[p].is_some();
        let on = |m: Msg| (editable && !out).then_some(m);
        let faction = match setup.faction(p) {
            Faction::Allegiance => i18n.tr("ui-karth-allegiance"),
            Faction::Shard => i18n.tr("ui-karth-shard"),
        };
        let mut body = column![
            row![
                widget::swatch(player.color, 16.0),
                button(text(player.name.clone()).size(theme::HEADING))
                    .style(button::text)
                    .on_press(Msg::Select(p)),
                text(faction).size(theme::SMALL)
            ]
            .spacing(8)
            .align_y(Alignment::Center)
        ]
        .spacing(6);
        let mut numbers = row![].spacing(14);
        for (r, (resource, key)) in RESOURCES
            .iter()
            .zip(["label-karth-gold", "label-karth-se", "label-karth-kp"])
            .enumerate()
        {
            let value = match resource {
                Resource::Gold => state.gold[p],
                Resource::Se => state.se[p],
                Resource::Kp => state.kp[p],
            };
            let picked = self.player == p && self.resource == r;
            let label = if picked {
                format!("▸ {}", i18n.tr(key))
            } else {
                i18n.tr(key)
            };
            numbers = numbers.push(
                column![
                    text(label).size(theme::SMALL),
                    text(value.to_string()).size(theme::BIG),
                    row![
                        container(
                            button(text("−")).on_press_maybe(on(Msg::Change(p, *resource, -1)))
                        )
                        .id(format!("karth-less-{p}-{r}")),
                        container(
                            button(text("+")).on_press_maybe(on(Msg::Change(p, *resource, 1)))
                        )
                        .id(format!("karth-more-{p}-{r}")),
                    ]
                    .spacing(4),
                ]
                .align_x(Alignment::Center)
                .spacing(2),
            );
        }
        body = body.push(numbers);
        if let Some(why) = state.out[p] {
            let key = match why {
                crate::rules::karth::Out::KnockedOut => "remark-karth-knocked-out",
                crate::rules::karth::Out::Conceded => "remark-karth-conceded",
            };
            body = body.push(text(i18n.tr(key)).size(theme::HEADING));
        } else if state.is_active(setup, p) && !state.collected[p] {
            let (gold, se) = state.collection(p, &[]);
            body = body.push(
                container(
                    button(text(i18n.tr_args(
                        "ui-karth-collect",
                        &[("gold", gold.into()), ("se", se.into())],
                    )))
                    .on_press_maybe(on(Msg::Collect(p))),
                )
                .id(format!("karth-collect-{p}")),
            );
            let hidden: Vec<u32> = state
                .units_of(p)
                .filter(|u| u.hidden && u.coffers)
                .map(|u| u.id)
                .collect();
            if !hidden.is_empty() {
                let (gold, se) = state.collection(p, &hidden);
                body = body.push(
                    button(text(i18n.tr_args(
                        "ui-karth-collect-declining",
                        &[("gold", gold.into()), ("se", se.into())],
                    )))
                    .style(button::secondary)
                    .on_press_maybe(on(Msg::CollectDeclining(p))),
                );
            }
        }
        for u in state.units_of(p) {
            body = body.push(self.unit_line(u, i18n, editable));
        }
        if !state.cemetery[p].is_empty() {
            body = body.push(
                text(i18n.tr_args(
                    "ui-karth-cemetery",
                    &[("units", state.cemetery[p].join(", ").into())],
                ))
                .size(theme::SMALL),
            );
        }
        body = body.push(
            row![
                button(text(i18n.tr("ui-karth-knock-out")).size(theme::SMALL))
                    .style(button::secondary)
                    .on_press_maybe(on(Msg::KnockOut(p))),
                button(text(i18n.tr("ui-karth-concede")).size(theme::SMALL))
                    .style(button::secondary)
                    .on_press_maybe(on(Msg::Concede(p))),
            ]
            .spacing(6),
        );
        widget::card(body, player.color, state.is_active(setup, p))
    }

    fn unit_line<'a>(&'a self, u: &'a Unit, i18n: &'a I18n, editable: bool) -> Element<'a, Msg> {
        let on = |m: Msg| editable.then_some(m);
        let picked = self.target == Some(u.id);
        let mut flags = Vec::new();
        for (on_flag, key) in [
            (u.hidden, "ui-karth-hidden"),
            (u.stunned, "ui-karth-stunned"),
            (u.new_spawn, "ui-karth-new"),
        ] {
            if on_flag {
                flags.push(i18n.tr(key));
            }
        }
        let id = u.id;
        column![
            row![
                text(format!("#{} {}", u.id, u.name)).size(theme::BODY),
                text(format!("{}/{} HP", u.hp_left(), u.hp)).size(theme::HEADING),
                progress_bar(0.0..=u.hp as f32, u.hp_left() as f32)
                    .length(Length::Fixed(120.0))
                    .girth(Length::Fixed(10.0)),
                text(flags.join(", ")).size(theme::SMALL),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            row![
                container(
                    button(
                        text(if picked {
                            i18n.tr("ui-hr-targeted")
                        } else {
                            i18n.tr("ui-hr-target-this")
                        })
                        .size(theme::SMALL)
                    )
                    .on_press_maybe(on(Msg::Target(id)))
                )
                .id(format!("karth-target-{id}")),
                button(text("−1").size(theme::SMALL)).on_press_maybe(on(Msg::Damage(id))),
                button(text("+1").size(theme::SMALL)).on_press_maybe(on(Msg::Heal(id))),
                checkbox(u.hidden)
                    .label(i18n.tr("ui-karth-hidden"))
                    .on_toggle_maybe(editable.then_some(move |b| Msg::Flag(id, 0, b))),
                checkbox(u.stunned)
                    .label(i18n.tr("ui-karth-stunned"))
                    .on_toggle_maybe(editable.then_some(move |b| Msg::Flag(id, 1, b))),
                checkbox(u.new_spawn)
                    .label(i18n.tr("ui-karth-new"))
                    .on_toggle_maybe(editable.then_some(move |b| Msg::Flag(id, 2, b))),
                button(text(i18n.tr("ui-remove")).size(theme::SMALL))
                    .style(button::text)
                    .on_press_maybe(on(Msg::Remove(id))),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        ]
        .spacing(2)
        .into()
    }

    fn unit_form<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> Element<'a, Msg> {
        let on = |m: Msg| editable.then_some(m);
        let owner = setup
            .players
            .get(self.player)
            .map(|p| p.name.clone())
            .unwrap_or_default();
        let field = |i: usize, hint: String, width: f32| {
            text_input(&hint, &self.fields[i])
                .id(format!("karth-field-{i}"))
                .on_input_maybe(editable.then_some(move |w| Msg::Field(i, w)))
                .width(Length::Fixed(width))
        };
        let mut known = row![text(i18n.tr("ui-karth-known")).size(theme::SMALL)]
            .spacing(6)
            .align_y(Alignment::Center);
        for t in &state.templates {
            known = known.push(
                button(text(format!("+ {}", t.name)).size(theme::SMALL))
                    .style(button::secondary)
                    .on_press_maybe(on(Msg::AddKnown(t.name.clone()))),
            );
        }
        column![
            text(i18n.tr_args("ui-karth-new-unit", &[("player", owner.into())])).size(theme::BODY),
            row![
                field(0, i18n.tr("ui-name"), 170.0),
                field(1, i18n.tr("ui-karth-hp"), 60.0),
                field(2, i18n.tr("label-karth-se"), 60.0),
                field(3, i18n.tr("label-karth-kp"), 60.0),
                field(4, i18n.tr("ui-karth-bounty"), 70.0),
                field(10, i18n.tr("ui-karth-hire-cost"), 70.0),
                checkbox(self.coffers)
                    .label(i18n.tr("ui-karth-coffers"))
                    .on_toggle_maybe(editable.then_some(Msg::Coffers)),
                container(
                    button(text(i18n.tr("ui-karth-add-unit"))).on_press_maybe(on(Msg::AddUnit))
                )
                .id("karth-add-unit"),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
            known,
        ]
        .spacing(6)
        .into()
    }

    fn helper<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> Element<'a, Msg> {
        let on = |m: Msg| editable.then_some(m);
        let target = self.target.and_then(|id| state.unit(id)).map_or_else(
            || i18n.tr("ui-hr-no-target"),
            |u| format!("#{} {}", u.id, u.name),
        );
        let field = |i: usize, hint: String| {
            text_input(&hint, &self.fields[i])
                .id(format!("karth-field-{i}"))
                .on_input_maybe(editable.then_some(move |w| Msg::Field(i, w)))
                .on_submit(Msg::Hit)
                .width(Length::Fixed(70.0))
        };
        let killer = self.target.and_then(|u| self.killer_for(setup, state, u));
        let mut killers = row![text(i18n.tr("ui-karth-killer")).size(theme::SMALL)]
            .spacing(6)
            .align_y(Alignment::Center);
        // The target's own side never takes the kill (rules 2).
        let target_side = self
            .target
            .and_then(|u| state.unit(u))
            .map(|u| setup.side(u.owner))
            .filter(|_| state.rules >= 2);
        for (p, player) in setup.players.iter().enumerate() {
            let style = if Some(p) == killer {
                button::primary
            } else {
                button::secondary
            };
            let allowed = target_side != Some(setup.side(p));
            killers = killers.push(
                button(text(player.name.clone()).size(theme::SMALL))
                    .style(style)
                    .on_press_maybe(on(Msg::Killer(p)).filter(|_| allowed)),
            );
        }
        let mut kinds = row![text(i18n.tr("ui-karth-kind")).size(theme::SMALL)]
            .spacing(6)
            .align_y(Alignment::Center);
        for (kind, key) in [
            (DamageKind::Physical, "ui-karth-physical"),
            (DamageKind::Magic, "ui-karth-magic"),
            (DamageKind::Poison, "ui-karth-poison"),
        ] {
            let style = if kind == self.kind {
                button::primary
            } else {
                button::secondary
            };
            kinds = kinds.push(
                button(text(i18n.tr(key)).size(theme::SMALL))
                    .style(style)
                    .on_press_maybe(on(Msg::Kind(kind))),
            );
        }
        column![
            text(i18n.tr_args("ui-hr-target", &[("target", target.into())])).size(theme::BODY),
            row![
                field(5, i18n.tr("ui-karth-base")),
                text("+"),
                field(6, i18n.tr("ui-karth-bonus")),
                text("−"),
                field(7, i18n.tr("ui-karth-resistance")),
                container(button(text(i18n.tr("ui-karth-hit"))).on_press_maybe(on(Msg::Hit)))
                    .id("karth-hit"),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
            kinds,
            killers,
            text(i18n.tr("help-karth-damage")).size(theme::SMALL),
            row![
                text(
                    i18n.tr_args(
                        "ui-karth-buy-back",
                        &[(
                            "player",
                            setup
                                .players
                                .get(self.player)
                                .map(|p| p.name.clone())
                                .unwrap_or_default()
                                .into()
                        )]
                    )
                ),
                text_input(&i18n.tr("ui-karth-item"), &self.fields[8])
                    .on_input_maybe(editable.then_some(|w| Msg::Field(8, w)))
                    .width(Length::Fixed(150.0)),
                text_input(&i18n.tr("ui-karth-cost"), &self.fields[9])
                    .on_input_maybe(editable.then_some(|w| Msg::Field(9, w)))
                    .on_submit(Msg::BuyBack)
                    .width(Length::Fixed(70.0)),
                button(text(i18n.tr("ui-karth-buy"))).on_press_maybe(on(Msg::BuyBack)),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        ]
        .spacing(6)
        .into()
    }
}
