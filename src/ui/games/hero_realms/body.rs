//! The play body of Hero Realms, its memory and its messages: who of the
//! team acts, the target, the typed amount and the new champion's form, all
//! of it for the turn being played only. What was typed for an action is
//! cleared once the rules take it (a refused one keeps it); the target is
//! always one the rules allow now.
//! The keys are read in `keys.rs`.

use iced::keyboard::{Key, Modifiers};

use crate::rules::hero_realms::{Action, Rules, Setup, State};
use crate::rules::{AnyAction, Game, Text};

use crate::ui::widget;

/// The id of the attack amount input.
pub const AMOUNT: &str = "hr-amount";
/// The id of the new champion's name input.
pub const CHAMPION_NAME: &str = "hr-champion-name";
/// The id of the new champion's defense input.
pub const CHAMPION_DEFENSE: &str = "hr-champion-defense";

/// What is picked and typed on this screen, for one turn.
#[derive(Debug, Clone, Default)]
pub struct Body {
    turn: Option<TurnForm>,
}

/// A target: a player, or one of their champions. The champion is kept by
/// place and name, so it is found again when another champion leaves play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Target {
    pub(super) player: usize,
    pub(super) champion: Option<(usize, String)>,
}

/// Everything picked and typed during one turn: it belongs to that turn
/// (number and track) and reads as empty once another turn is on.
#[derive(Debug, Clone)]
struct TurnForm {
    at: (u32, usize),
    actor: Option<usize>,
    target: Option<Target>,
    /// The seat or champion the keys' health and champion buttons act on.
    pick: Option<Target>,
    amount: String,
    name: String,
    defense: String,
    guard: bool,
}

static EMPTY: TurnForm = TurnForm {
    at: (0, 0),
    actor: None,
    target: None,
    pick: None,
    amount: String::new(),
    name: String::new(),
    defense: String::new(),
    guard: false,
};

/// What the body reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Who of the active team acts (Hydra).
    Actor(usize),
    /// Pick a player, or one of their champions, as the target.
    Target(usize, Option<usize>),
    /// Clear the target, the typed amount and the keys' pick.
    Clear,
    /// The keys pick a seat (a player), or one of a player's champions,
    /// for the health and champion shortcuts.
    Pick(usize, Option<usize>),
    /// Put the cursor in a field of the new champion (by its id).
    Focus(&'static str),
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

/// The body's one-shot controls (see [`crate::ui::games::Room::control`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// Deal the amount to the target.
    Deal,
    /// End the turn.
    EndTurn,
}

/// The turn a form belongs to.
fn turn_of(state: &State) -> (u32, usize) {
    (state.turn(), state.active)
}

/// Every target `me` may attack now, in seat order from `me`'s left: each
/// player, then that player's champions.
pub fn legal_targets(setup: &Setup, state: &State, me: usize) -> Vec<(usize, Option<usize>)> {
    let n = setup.players.len();
    if !state.is_active(setup, me) || state.is_out(me) || Rules::outcome(setup, state).is_finished()
    {
        return Vec::new();
    }
    let mut all: Vec<(usize, Option<usize>)> = Vec::new();
    for p in (1..n).map(|k| (me + k) % n) {
        // A Hydra team shares one health: it is one target, its first player.
        let track_taken = all
            .iter()
            .any(|&(q, c)| c.is_none() && setup.track_of(q) == setup.track_of(p));
        if !track_taken && state.may_attack_player(setup, me, p).is_ok() {
            all.push((p, None));
        }
        for c in 0..state.champions_of(p).len() {
            if state.may_target_champion(setup, me, p, c).is_ok() {
                all.push((p, Some(c)));
            }
        }
    }
    all
}

impl Body {
    /// This turn's form, or an empty one if it was filled on another turn.
    fn form(&self, state: &State) -> &TurnForm {
        match &self.turn {
            Some(t) if t.at == turn_of(state) => t,
            _ => &EMPTY,
        }
    }

    /// This turn's form for changing, a fresh one on a new turn.
    fn form_mut(&mut self, state: &State) -> &mut TurnForm {
        let at = turn_of(state);
        let turn = self.turn.get_or_insert_with(|| TurnForm {
            at,
            ..EMPTY.clone()
        });
        if turn.at != at {
            *turn = TurnForm {
                at,
                ..EMPTY.clone()
            };
        }
        turn
    }

    /// The acting player: the one picked this turn if still playing, else
    /// the first player of the active team still in the game.
    pub fn actor(&self, setup: &Setup, state: &State) -> usize {
        let active = state.active_players(setup);
        match self.form(state).actor {
            Some(a) if active.contains(&a) && !state.is_out(a) => a,
            _ => active
                .iter()
                .copied()
                .find(|&p| !state.is_out(p))
                .or_else(|| active.first().copied())
                .unwrap_or(0),
        }
    }

    /// The target as the rules allow it now: the one picked, found again
    /// if its champion moved in the list, moved to the owner if the
    /// champion left play and the owner may be attacked, else none.
    pub fn target(&self, setup: &Setup, state: &State) -> Option<(usize, Option<usize>)> {
        let picked = self.form(state).target.as_ref()?;
        resolve(picked, setup, state, self.actor(setup, state))
    }

    /// The seat (a player) or champion the keys picked this turn for the
    /// health and champion shortcuts, found again as the table changes.
    pub fn pick(&self, setup: &Setup, state: &State) -> Option<(usize, Option<usize>)> {
        let picked = self.form(state).pick.as_ref()?;
        super::keys::resolve_pick(picked, setup, state)
    }

    /// What was typed as the amount this turn.
    pub fn amount(&self, state: &State) -> &str {
        &self.form(state).amount
    }

    /// The new champion's typed name, defense and guard box, this turn.
    pub fn typed_champion(&self, state: &State) -> (&str, &str, bool) {
        let f = self.form(state);
        (&f.name, &f.defense, f.guard)
    }
}

/// `picked` as the rules allow it for `me` in `state` (see [`Body::target`]).
fn resolve(
    picked: &Target,
    setup: &Setup,
    state: &State,
    me: usize,
) -> Option<(usize, Option<usize>)> {
    let all = legal_targets(setup, state, me);
    let p = picked.player;
    if let Some((at, name)) = &picked.champion {
        let list = state.champions_of(p);
        let found = match list.get(*at) {
            Some(c) if &c.name == name => Some(*at),
            _ => list.iter().position(|c| &c.name == name),
        };
        if let Some(c) = found
            && all.contains(&(p, Some(c)))
        {
            return Some((p, Some(c)));
        }
    }
    all.contains(&(p, None)).then_some((p, None))
}

impl super::super::Room for Body {
    const KEYS: Option<&'static str> = Some("ui-hr-keys");
    const TEXT_MAX: u16 = crate::store::TEXT_MAX;

    type Setup = Setup;
    type State = State;
    type Action = Action;
    type Msg = Msg;
    type Control = Control;
    type Form = super::setup::Form;

    fn control(msg: &Msg) -> Option<Control> {
        match msg {
            Msg::Deal => Some(Control::Deal),
            Msg::EndTurn => Some(Control::EndTurn),
            _ => None,
        }
    }

    fn press(msg: &Msg) -> crate::ui::widget::Press {
        use crate::ui::widget::Press;
        match msg {
            Msg::Gold(_) | Msg::Combat(_) | Msg::Health(..) => Press::Each,
            Msg::Amount(_) | Msg::ChampionName(_) | Msg::ChampionDefense(_) => Press::Not,
            Msg::Actor(_)
            | Msg::Target(..)
            | Msg::Pick(..)
            | Msg::Focus(_)
            | Msg::Clear
            | Msg::Deal
            | Msg::ChampionGuard(_)
            | Msg::PlayChampion
            | Msg::Expend(_)
            | Msg::Stun(..)
            | Msg::Remove(..)
            | Msg::EndTurn => Press::Once,
        }
    }

    /// Handles a message: the action to apply, none, or what is wrong.
    fn update(
        &mut self,
        setup: &Setup,
        state: &State,
        msg: Msg,
    ) -> Result<Option<AnyAction>, Text> {
        let me = self.actor(setup, state);
        let current = self.target(setup, state);
        let msg = match self.fill(setup, state, me, msg) {
            Ok(filled) => return filled.map(|()| None),
            Err(msg) => msg,
        };
        let form = self.form_mut(state);
        let action = match msg {
            Msg::Deal => {
                let Some((target, champion)) = current else {
                    return Err(Text::msg("ui-hr-pick-target"));
                };
                let amount = if form.amount.trim().is_empty() {
                    state.combat_of(me)
                } else {
                    widget::number("ui-hr-amount", &form.amount, None)?
                };
                Action::Attack {
                    player: Some(me),
                    target,
                    champion,
                    amount,
                }
            }
            Msg::Gold(n) if n > 0 => Action::GainGold {
                player: Some(me),
                amount: n,
            },
            Msg::Gold(n) => Action::SpendGold {
                player: Some(me),
                amount: -n,
            },
            Msg::Combat(n) => Action::GainCombat {
                player: Some(me),
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
            Msg::PlayChampion => {
                let defense = widget::number("ui-hr-defense", &form.defense, None)?;
                Action::PlayChampion {
                    player: Some(me),
                    name: form.name.trim().to_owned(),
                    defense,
                    guard: form.guard,
                }
            }
            Msg::Expend(champion) => Action::ExpendChampion {
                player: Some(me),
                champion,
            },
            Msg::Stun(target, champion) => Action::StunChampion {
                player: Some(me),
                target,
                champion,
            },
            Msg::Remove(player, champion) => Action::RemoveChampion { player, champion },
            Msg::EndTurn => Action::EndTurn,
            // The form's own messages, handled by `fill` above.
            _ => return Ok(None),
        };
        Ok(Some(AnyAction::HeroRealms(action)))
    }

    /// Clears what the action used, and keeps the target one the rules
    /// allow after it (a stunned guard's owner, or none); the turn's form
    /// goes with the turn.
    fn accepted(&mut self, setup: &Setup, state: &State, action: &Action) {
        if matches!(action, Action::EndTurn) {
            self.turn = None;
            return;
        }
        let me = self.actor(setup, state);
        let Some(form) = self.turn.as_mut() else {
            return;
        };
        match action {
            Action::Attack { .. } => form.amount.clear(),
            Action::PlayChampion { .. } => {
                form.name.clear();
                form.defense.clear();
                form.guard = false;
            }
            _ => {}
        }
        let kept = form
            .target
            .as_ref()
            .and_then(|t| resolve(t, setup, state, me))
            .map(|(p, c)| Target {
                player: p,
                champion: c.and_then(|c| Some((c, state.champions_of(p).get(c)?.name.clone()))),
            });
        form.target = kept;
        form.at = turn_of(state);
    }

    /// The message a key press means here, if any (read in `keys.rs`).
    fn key(
        &self,
        setup: &Setup,
        state: &State,
        key: &Key,
        typed: Option<&str>,
        modifiers: Modifiers,
    ) -> Option<Msg> {
        self.key_message(setup, state, key, typed, modifiers)
    }

    fn after(msg: &Msg) -> Option<iced::Task<Msg>> {
        match msg {
            Msg::Focus(id) => Some(iced::widget::operation::focus(*id)),
            _ => None,
        }
    }

    fn view<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        ctx: super::super::Ctx<'a>,
    ) -> iced::Element<'a, Msg> {
        self.view(setup, state, ctx.i18n, ctx.editable)
    }
}

/// What the form's own messages do (who acts, the target, the pick, what
/// is typed); the rest come back as they were, for [`Room::update`].
impl Body {
    fn fill(
        &mut self,
        setup: &Setup,
        state: &State,
        me: usize,
        msg: Msg,
    ) -> Result<Result<(), Text>, Msg> {
        let form = self.form_mut(state);
        Ok(match msg {
            Msg::Actor(p) => {
                if state.active_players(setup).contains(&p) {
                    form.actor = Some(p);
                }
                Ok(())
            }
            Msg::Target(p, c) => {
                if let Err(e) = match c {
                    None => state.may_attack_player(setup, me, p),
                    Some(c) => state.may_target_champion(setup, me, p, c),
                } {
                    return Ok(Err(e.0));
                }
                form.target = Some(Target {
                    player: p,
                    champion: c.and_then(|c| {
                        let name = state.champions_of(p).get(c)?.name.clone();
                        Some((c, name))
                    }),
                });
                Ok(())
            }
            Msg::Clear => {
                form.target = None;
                form.pick = None;
                form.amount.clear();
                Ok(())
            }
            Msg::Pick(p, c) => {
                form.pick = Some(Target {
                    player: p,
                    champion: c.and_then(|c| {
                        let name = state.champions_of(p).get(c)?.name.clone();
                        Some((c, name))
                    }),
                });
                Ok(())
            }
            Msg::Focus(_) => Ok(()),
            Msg::Amount(words) => {
                form.amount = words;
                Ok(())
            }
            Msg::ChampionName(n) => {
                form.name = n;
                Ok(())
            }
            Msg::ChampionDefense(d) => {
                form.defense = d;
                Ok(())
            }
            Msg::ChampionGuard(g) => {
                form.guard = g;
                Ok(())
            }
            other => return Err(other),
        })
    }
}
