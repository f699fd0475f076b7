//! The play body of Hero Realms: big health per player (or per Hydra team),
//! the active player's Gold and Combat pools with one-click changes, attack
//! by picking a target and an amount, champions with guards, end of turn.
//! Keyboard: Tab picks the next target, digits type the amount, Enter deals.

use iced::keyboard::{Key, key::Named};
use iced::widget::{Column, button, checkbox, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::hero_realms::{Action, Champion, Format, Setup, State};
use crate::rules::{AnyAction, Text};

use crate::ui::{theme, widget};

/// The id of the attack amount input.
pub const AMOUNT: &str = "hr-amount";

/// What is picked and typed on this screen.
#[derive(Debug, Clone, Default)]
pub struct Panel {
    actor: Option<usize>,
    target: Option<(usize, Option<usize>)>,
    amount: String,
    champion_name: String,
    champion_defense: String,
    champion_guard: bool,
}

/// What the body reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Who of the active team acts (Hydra).
    Actor(usize),
    /// Pick a player, or one of their champions, as the target.
    Target(usize, Option<usize>),
    /// The attack amount was typed.
    Amount(String),
    /// Attack the target with the amount (all combat if none typed).
    Deal,
    /// Gold: +n gained, −n spent.
    Gold(i64),
    /// Combat gained.
    Combat(i64),
    /// A player's health: +n gained, −n lost.
    Health(usize, i64),
    /// The new champion's name was typed.
    ChampionName(String),
    /// The new champion's defense was typed.
    ChampionDefense(String),
    /// The new champion is a guard.
    ChampionGuard(bool),
    /// Put the new champion into play.
    PlayChampion,
    /// Expend one of the actor's champions.
    Expend(usize),
    /// Stun a champion without combat.
    Stun(usize, usize),
    /// A champion leaves play.
    Remove(usize, usize),
    /// End the turn.
    EndTurn,
}

impl Panel {
    /// The acting player: the one picked if still active, else the first
    /// active player.
    pub fn actor(&self, setup: &Setup, state: &State) -> usize {
        let active = state.active_players(setup);
        match self.actor {
            Some(a) if active.contains(&a) => a,
            _ => active.first().copied().unwrap_or(0),
        }
    }

    /// Handles a message: the action to apply, none, or what is wrong.
    pub fn update(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Msg,
    ) -> Result<Option<AnyAction>, Text> {
        let me = Some(self.actor(setup, state));
        let action = match msg {
            Msg::Actor(p) => {
                self.actor = Some(p);
                return Ok(None);
            }
            Msg::Target(p, c) => {
                self.target = Some((p, c));
                return Ok(None);
            }
            Msg::Amount(words) => {
                self.amount = words;
                return Ok(None);
            }
            Msg::Deal => {
                let Some((target, champion)) = self.target else {
                    return Err(Text::msg("ui-hr-pick-target"));
                };
                let amount = if self.amount.trim().is_empty() {
                    state.combat_of(self.actor(setup, state))
                } else {
                    widget::number("ui-hr-amount", &self.amount, None)?
                };
                self.amount.clear();
                Action::Attack {
                    player: me,
                    target,
                    champion,
                    amount,
                }
            }
            Msg::Gold(n) if n > 0 => Action::GainGold {
                player: me,
                amount: n,
            },
            Msg::Gold(n) => Action::SpendGold {
                player: me,
                amount: -n,
            },
            Msg::Combat(n) => Action::GainCombat {
                player: me,
                amount: n,
            },
            Msg::Health(p, n) if n > 0 => Action::GainHealth {
                player: Some(p),
                amount: n,
            },
            Msg::Health(p, n) => Action::LoseHealth {
                player: p,
                amount: -n,
            },
            Msg::ChampionName(n) => {
                self.champion_name = n;
                return Ok(None);
            }
            Msg::ChampionDefense(d) => {
                self.champion_defense = d;
                return Ok(None);
            }
            Msg::ChampionGuard(g) => {
                self.champion_guard = g;
                return Ok(None);
            }
            Msg::PlayChampion => {
                let defense = widget::number("ui-hr-defense", &self.champion_defense, None)?;
                let action = Action::PlayChampion {
                    player: me,
                    name: self.champion_name.trim().to_owned(),
                    defense,
                    guard: self.champion_guard,
                };
                self.champion_name.clear();
                self.champion_defense.clear();
                self.champion_guard = false;
                action
            }
            Msg::Expend(champion) => Action::ExpendChampion {
                player: me,
                champion,
            },
            Msg::Stun(target, champion) => Action::StunChampion {
                player: me,
                target,
                champion,
            },
            Msg::Remove(player, champion) => {
                if self.target == Some((player, Some(champion))) {
                    self.target = None;
                }
                Action::RemoveChampion { player, champion }
            }
            Msg::EndTurn => {
                self.target = None;
                self.actor = None;
                self.amount.clear();
                Action::EndTurn
            }
        };
        Ok(Some(AnyAction::HeroRealms(action)))
    }

    /// The message a key press means here, if any.
    pub fn key(&self, setup: &Setup, state: &State, key: &Key, typed: Option<&str>) -> Option<Msg> {
        match key {
            Key::Named(Named::Tab)
            | Key::Named(Named::ArrowRight)
            | Key::Named(Named::ArrowDown) => {
                let me = self.actor(setup, state);
                let others: Vec<usize> = state
                    .living()
                    .into_iter()
                    .filter(|&p| p != me && !setup.teammates(p, me))
                    .collect();
                if others.is_empty() {
                    return None;
                }
                let at = self
                    .target
                    .and_then(|(p, _)| others.iter().position(|&o| o == p));
                let next = at.map_or(0, |i| (i + 1) % others.len());
                Some(Msg::Target(others[next], None))
            }
            Key::Named(Named::Enter) => Some(Msg::Deal),
            Key::Named(Named::Backspace) => {
                let mut a = self.amount.clone();
                a.pop();
                Some(Msg::Amount(a))
            }
            _ => match typed {
                Some(d) if !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()) => {
                    Some(Msg::Amount(format!("{}{d}", self.amount)))
                }
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
        let me = self.actor(setup, state);
        let on = |m: Msg| editable.then_some(m);
        let mut turn = column![
            text(i18n.tr_args(
                "ui-hr-turn",
                &[
                    ("turn", state.turn().into()),
                    ("player", setup.track_name(state.active).into())
                ]
            ))
            .size(theme::HEADING)
        ]
        .spacing(6);
        if state.turn() <= 1 {
            let hands: Vec<String> = setup
                .players
                .iter()
                .enumerate()
                .map(|(p, pl)| format!("{} {}", pl.name, setup.opening_hand(p)))
                .collect();
            turn = turn.push(
                text(i18n.tr_args("ui-hr-opening-hands", &[("hands", hands.join(", ").into())]))
                    .size(theme::SMALL),
            );
        }
        let active = state.active_players(setup);
        if active.len() > 1 {
            let mut who = row![text(i18n.tr("ui-hr-acting"))]
                .spacing(8)
                .align_y(Alignment::Center);
            for &p in &active {
                let style = if p == me {
                    button::primary
                } else {
                    button::secondary
                };
                who = who.push(
                    button(text(setup.name(p).to_owned()))
                        .style(style)
                        .on_press_maybe(on(Msg::Actor(p))),
                );
            }
            turn = turn.push(who);
        }
        let target_words = match self.target {
            Some((p, None)) => setup.name(p).to_owned(),
            Some((p, Some(c))) => {
                let champ = state
                    .champions_of(p)
                    .get(c)
                    .map(|c| c.name.clone())
                    .unwrap_or_default();
                format!("{champ} ({})", setup.name(p))
            }
            None => i18n.tr("ui-hr-no-target"),
        };
        let pools = row![
            pool(
                i18n.tr("label-hero_realms-gold"),
                state.gold_of(me),
                vec![
                    button(text("+1")).on_press_maybe(on(Msg::Gold(1))),
                    button(text(i18n.tr("ui-hr-spend-1")))
                        .style(button::secondary)
                        .on_press_maybe(on(Msg::Gold(-1))),
                ]
            ),
            pool(
                i18n.tr("label-hero_realms-combat"),
                state.combat_of(me),
                vec![
                    button(text("+1")).on_press_maybe(on(Msg::Combat(1))),
                    button(text("+5")).on_press_maybe(on(Msg::Combat(5))),
                ]
            ),
            column![
                text(i18n.tr_args("ui-hr-target", &[("target", target_words.into())]))
                    .size(theme::BODY),
                row![
                    text_input(&state.combat_of(me).to_string(), &self.amount)
                        .id(AMOUNT)
                        .on_input_maybe(editable.then_some(Msg::Amount))
                        .on_submit(Msg::Deal)
                        .width(Length::Fixed(90.0)),
                    button(text(i18n.tr("ui-hr-deal"))).on_press_maybe(on(Msg::Deal)),
                ]
                .spacing(8),
            ]
            .spacing(6),
            button(text(i18n.tr("ui-hr-end-turn")).size(theme::HEADING))
                .padding([8, 16])
                .on_press_maybe(on(Msg::EndTurn)),
        ]
        .spacing(24)
        .align_y(Alignment::Center);

        let mut cards = row![].spacing(12);
        for track in 0..setup.track_count() {
            cards = cards.push(self.track_card(setup, state, i18n, track, me, editable));
        }
        let new_champion = row![
            text(i18n.tr_args("ui-hr-new-champion", &[("player", setup.name(me).into())])),
            text_input(&i18n.tr("ui-name"), &self.champion_name)
                .on_input_maybe(editable.then_some(Msg::ChampionName))
                .width(Length::Fixed(160.0)),
            text_input(&i18n.tr("ui-hr-defense"), &self.champion_defense)
                .on_input_maybe(editable.then_some(Msg::ChampionDefense))
                .on_submit(Msg::PlayChampion)
                .width(Length::Fixed(80.0)),
            checkbox(self.champion_guard)
                .label(i18n.tr("ui-hr-guard"))
                .on_toggle_maybe(editable.then_some(Msg::ChampionGuard)),
            button(text(i18n.tr("ui-hr-play-champion"))).on_press_maybe(on(Msg::PlayChampion)),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        column![
            turn,
            pools,
            container(cards.wrap().vertical_spacing(12)),
            new_champion,
            text(i18n.tr("ui-hr-keys")).size(theme::SMALL),
            text(i18n.tr("help-hero_realms-turn")).size(theme::SMALL),
            text(i18n.tr("help-hero_realms-guards")).size(theme::SMALL)
        ]
        .spacing(16)
        .into()
    }

    fn track_card<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        track: usize,
        me: usize,
        editable: bool,
    ) -> Element<'a, Msg> {
        let members = setup.members(track);
        let first = members.first().copied().unwrap_or(0);
        let color = setup
            .players
            .get(first)
            .map(|p| p.color)
            .unwrap_or(crate::rules::common::PALETTE[0]);
        let health = state.health.get(track).copied().unwrap_or(0);
        let out = members.iter().all(|&p| state.is_out(p));
        let on = |m: Msg| (editable && !out).then_some(m);
        let mut body: Column<'a, Msg> = column![].spacing(6);
        let mut title = row![
            widget::swatch(color, 16.0),
            text(setup.track_name(track)).size(theme::HEADING)
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        if setup.format == Format::Emperor {
            let role = if setup.is_emperor(first) {
                "ui-hr-emperor-role"
            } else {
                "ui-hr-commander-role"
            };
            title = title.push(text(i18n.tr(role)).size(theme::SMALL));
        }
        body = body.push(title);
        body = body.push(
            row![
                button(text("−").size(theme::HEADING)).on_press_maybe(on(Msg::Health(first, -1))),
                text(health.to_string()).size(theme::BIG),
                button(text("+").size(theme::HEADING)).on_press_maybe(on(Msg::Health(first, 1))),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
        );
        if out {
            body = body.push(text(i18n.tr("ui-hr-out")).size(theme::BODY));
        } else if !members.contains(&me) && !members.iter().any(|&m| setup.teammates(m, me)) {
            let allowed = state.may_attack_player(setup, me, first);
            let picked = self.target == Some((first, None));
            let label = if picked {
                i18n.tr("ui-hr-targeted")
            } else {
                i18n.tr("ui-hr-target-this")
            };
            body = body.push(
                container(
                    button(text(label))
                        .style(if picked {
                            button::success
                        } else {
                            button::primary
                        })
                        .on_press_maybe(on(Msg::Target(first, None)).filter(|_| allowed.is_ok())),
                )
                .id(format!("hr-target-{first}")),
            );
            if let Err(why) = allowed {
                body = body.push(text(i18n.text(&why.0)).size(theme::SMALL));
            }
        }
        for &p in &members {
            for (c, champion) in state.champions_of(p).iter().enumerate() {
                body = body.push(self.champion_line(
                    setup,
                    state,
                    i18n,
                    p,
                    c,
                    champion,
                    me,
                    editable && !out,
                ));
            }
        }
        widget::card(body, color, state.active == track)
    }

    #[allow(clippy::too_many_arguments)]
    fn champion_line<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        owner: usize,
        c: usize,
        champion: &'a Champion,
        me: usize,
        editable: bool,
    ) -> Element<'a, Msg> {
        let on = |m: Msg| editable.then_some(m);
        let mut words = format!(
            "{} {}/{}",
            champion.name,
            champion.defense.saturating_sub(champion.damage),
            champion.defense
        );
        if champion.guard {
            words.push_str(&format!(" · {}", i18n.tr("ui-hr-guard")));
        }
        if champion.expended {
            words.push_str(&format!(" · {}", i18n.tr("ui-hr-expended")));
        }
        let mut line = row![text(words).size(theme::BODY)]
            .spacing(6)
            .align_y(Alignment::Center);
        let ours = owner == me || setup.teammates(owner, me);
        if ours {
            if owner == me && !champion.expended {
                line = line.push(
                    button(text(i18n.tr("ui-hr-expend")).size(theme::SMALL))
                        .style(button::secondary)
                        .on_press_maybe(on(Msg::Expend(c))),
                );
            }
        } else if state.may_target_champion(setup, me, owner, c).is_ok() {
            line = line.push(
                button(text(i18n.tr("ui-hr-target-this")).size(theme::SMALL))
                    .on_press_maybe(on(Msg::Target(owner, Some(c)))),
            );
            line = line.push(
                button(text(i18n.tr("ui-hr-stun")).size(theme::SMALL))
                    .style(button::secondary)
                    .on_press_maybe(on(Msg::Stun(owner, c))),
            );
        }
        line = line.push(
            button(text(i18n.tr("ui-remove")).size(theme::SMALL))
                .style(button::text)
                .on_press_maybe(on(Msg::Remove(owner, c))),
        );
        line.into()
    }
}

fn pool<'a>(
    label: String,
    value: i64,
    buttons: Vec<iced::widget::Button<'a, Msg>>,
) -> Element<'a, Msg> {
    let mut controls = row![].spacing(6);
    for b in buttons {
        controls = controls.push(b);
    }
    column![
        text(label).size(theme::BODY),
        text(value.to_string()).size(theme::BIG),
        controls
    ]
    .spacing(4)
    .align_x(Alignment::Center)
    .into()
}
