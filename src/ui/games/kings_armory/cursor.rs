//! The keyboard's highlight on the side panel's page: every button,
//! choice and field of the page in the order it is drawn, one of them lit.
//! ↑↓ move the light (on the target page once Alt+↑↓ lit it), Enter
//! presses what is lit (a field sends its form), typing goes into a lit
//! field, Esc puts the light out. The view rings the lit control
//! ([`super::look::ring`]); nothing moves.

use iced::widget::operation::{AbsoluteOffset, scroll_to};
use iced::widget::selector::{self, Target};
use iced::{Rectangle, Task, Vector};

use super::body::{Body, Field, Msg, Tab};
use super::card::{COLUMNS, Column, Msg as Card, field_id, waves};
use super::look::{IMMUNITIES, INSTANT_KINDS, LIT, PAGE};
use super::picks::{GuardianField, Pick};
use crate::rules::kings_armory::{
    Action, Ask, Character, Class, Defeat, Kind, MAX_HELD, REWARD_VALUES, Setup, State,
    drop_trades, is_felicity,
};

/// The task after the light moved: the panel's page scrolls, if need be,
/// so that the lit control shows whole; with larger text, where the play
/// screen scrolls as one page and the panel is under the board, that page
/// scrolls too, to where the lit control then is.
pub fn into_view<T: Send + 'static>() -> Task<T> {
    selector::find(selector::id(PAGE)).then(|page| {
        selector::find(selector::id(LIT)).then(move |lit| {
            let (
                Some(Target::Scrollable {
                    bounds,
                    content_bounds,
                    translation,
                    ..
                }),
                Some(lit),
            ) = (&page, lit.map(|l| l.bounds()))
            else {
                return Task::none();
            };
            let inner = offset(*bounds, *content_bounds, *translation, lit);
            let shown = scrolled_by(lit, inner.unwrap_or(translation.y));
            let outer =
                selector::find(selector::id(crate::ui::PLAY_STACKED)).then(
                    move |page| match page {
                        Some(Target::Scrollable {
                            bounds,
                            content_bounds,
                            translation,
                            ..
                        }) => offset(bounds, content_bounds, translation, shown)
                            .map_or_else(Task::none, |y| to(crate::ui::PLAY_STACKED, y)),
                        _ => Task::none(),
                    },
                );
            let inner = inner.map_or_else(Task::none, |y| to(PAGE, y));
            inner.chain(outer)
        })
    })
}

/// The scrollable `id` scrolled to `y`.
fn to<T: Send + 'static>(id: &'static str, y: f32) -> Task<T> {
    scroll_to(
        id,
        AbsoluteOffset {
            x: None,
            y: Some(y),
        },
    )
}

/// Where `lit` is in the page around a scrollable scrolled by `y`: as
/// much higher.
fn scrolled_by(lit: Rectangle, y: f32) -> Rectangle {
    Rectangle {
        y: lit.y - y,
        ..lit
    }
}

/// Where the page (`page` high, its content at `content`, scrolled by
/// `scrolled`) scrolls to so that `lit` (in the content's place, not
/// scrolled) shows whole; none when it does.
fn offset(page: Rectangle, content: Rectangle, scrolled: Vector, lit: Rectangle) -> Option<f32> {
    const MARGIN: f32 = 8.0;
    let top = lit.y - content.y;
    let bottom = top + lit.height;
    if top < scrolled.y {
        Some((top - MARGIN).max(0.0))
    } else if bottom > scrolled.y + page.height {
        Some(bottom + MARGIN - page.height)
    } else {
        None
    }
}

/// A field the highlight may type into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Typed {
    /// A field of the page's forms.
    Field(Field),
    /// A cell of the Wave Card's table.
    Cell(u32, Column),
    /// A number of Felicity's Guardian.
    Guardian(GuardianField),
}

/// A control of the page, by its widget id.
#[derive(Debug, Clone)]
pub struct Item {
    /// The id of the control's widget (its ring's).
    pub id: String,
    /// What Enter sends: the button's message, or the field's form's.
    pub msg: Msg,
    /// The field typed into, when the control is one.
    pub typed: Option<Typed>,
}

fn press(id: impl Into<String>, msg: Msg) -> Item {
    Item {
        id: id.into(),
        msg,
        typed: None,
    }
}

fn field(f: Field, submit: &Msg) -> Item {
    Item {
        id: f.id(),
        msg: submit.clone(),
        typed: Some(Typed::Field(f)),
    }
}

impl Body {
    /// The controls of the page shown, in the order they are drawn.
    pub fn items(&self, setup: &Setup, state: &State) -> Vec<Item> {
        match self.tab {
            Tab::Target => self.target_items(state),
            Tab::Enter => self.enter_items(),
            Tab::Shop => self.shop_items(state),
            Tab::Allies => self.allies_items(state),
            Tab::Card => card_items(setup, state),
        }
    }

    /// The lit control, if the light is on this page and its control is
    /// still there.
    pub fn lit_item(&self, setup: &Setup, state: &State) -> Option<Item> {
        let (tab, id) = self.cursor.as_ref()?;
        if *tab != self.tab {
            return None;
        }
        self.items(setup, state).into_iter().find(|i| i.id == *id)
    }

    /// Moves the light `by` places, round the ends; the first (or last)
    /// control when none is lit. The light stays on its control (by id)
    /// as the page's controls come and go.
    pub(super) fn move_cursor(&mut self, setup: &Setup, state: &State, by: isize) {
        let items = self.items(setup, state);
        let n = items.len() as isize;
        let now = self
            .cursor
            .as_ref()
            .filter(|(tab, _)| *tab == self.tab)
            .and_then(|(_, id)| items.iter().position(|i| i.id == *id));
        let at = match now {
            _ if n == 0 => None,
            Some(at) => Some((at as isize + by).rem_euclid(n)),
            None if by > 0 => Some(0),
            None => Some(n - 1),
        };
        self.cursor = at
            .and_then(|at| items.into_iter().nth(at as usize))
            .map(|item| (self.tab, item.id));
    }

    /// Lights the control `id` of the page.
    pub(super) fn light(&mut self, id: String) {
        self.cursor = Some((self.tab, id));
    }

    /// Types `ch` into the lit field (`None`: takes its last character
    /// off); false when no field is lit.
    pub(super) fn type_lit(&mut self, setup: &Setup, state: &State, ch: Option<char>) -> bool {
        let Some(typed) = self.lit_item(setup, state).and_then(|i| i.typed) else {
            return false;
        };
        let edit = |mut words: String| {
            match ch {
                Some(c) if words.chars().count() < 40 => words.push(c),
                Some(_) => {}
                None => {
                    words.pop();
                }
            }
            words
        };
        match typed {
            Typed::Field(f) => {
                let words = edit(self.field(f).to_owned());
                self.set_field(f, words);
            }
            Typed::Cell(wave, column) => {
                let words = edit(self.card.cell(wave, column).to_owned());
                self.card.set(wave, column, words);
            }
            Typed::Guardian(g) => {
                let words = edit(self.picks.guardian_field(g).to_owned());
                self.picks.pick(Pick::Guardian(g, words), &mut self.kind);
            }
        }
        true
    }

    /// The target page: Heal, damage by type, a monster's turn and its
    /// instant defeat's choices, Felicity's Guardian, the status tokens.
    fn target_items(&self, state: &State) -> Vec<Item> {
        let Some(who) = self.target(state) else {
            return Vec::new();
        };
        let mut items = vec![press("ka-heal", Msg::Heal(who))];
        for kind in [
            Kind::Melee,
            Kind::Ranged,
            Kind::Supernatural,
            Kind::NonResistible,
        ] {
            let name = super::look::kind_name(kind);
            items.push(press(format!("ka-hit-{name}"), Msg::Hit(who, kind)));
        }
        match who {
            Character::Monster(id) => self.monster_items(id, &mut items),
            Character::Hero(i) if state.heroes.get(i).is_some_and(|h| is_felicity(&h.name)) => {
                self.guardian_items(i, &mut items);
            }
            Character::Guardian(i) => self.guardian_items(i, &mut items),
            _ => {}
        }
        for status in super::look::STATUSES {
            let name = status.name();
            items.push(press(
                format!("ka-status-more-{name}"),
                Msg::Status(who, status, true),
            ));
            items.push(press(
                format!("ka-status-less-{name}"),
                Msg::Status(who, status, false),
            ));
        }
        items
    }

    /// A monster's upkeep, instant defeat (and its choices when shown)
    /// and the gate.
    fn monster_items(&self, id: u32, items: &mut Vec<Item>) {
        items.extend([
            press("ka-upkeep", Msg::Upkeep(id)),
            press("ka-instant", Msg::Instant(id)),
            press("ka-instant-options", Msg::Pick(Pick::Options)),
            press("ka-reach-gate", Msg::Gate(id, true)),
            press("ka-attack-gate", Msg::Gate(id, false)),
        ]);
        if !self.picks.open {
            return;
        }
        for how in [Defeat::Instakill, Defeat::Destroyed, Defeat::Removal] {
            items.push(press(
                format!("ka-instant-{}", how.name()),
                Msg::Pick(Pick::How(how)),
            ));
        }
        for kind in INSTANT_KINDS {
            let name = kind.map_or("none", super::look::kind_name);
            items.push(press(
                format!("ka-instant-by-{name}"),
                Msg::Pick(Pick::Attack(kind)),
            ));
        }
        items.push(press("ka-instant-bosses", Msg::Pick(Pick::AffectsBosses)));
    }

    /// Felicity's Guardian: its numbers, Summon, and its shielding.
    fn guardian_items(&self, hero: usize, items: &mut Vec<Item>) {
        let summon = Msg::Summon(hero, self.guardian_name());
        for g in GuardianField::ALL {
            items.push(Item {
                id: g.id(),
                msg: summon.clone(),
                typed: Some(Typed::Guardian(g)),
            });
        }
        items.push(press("ka-summon-guardian", summon));
        items.push(press("ka-guardian-shields", Msg::Shield(hero)));
    }

    /// The Monsters page: the level, the numbers, the immunities, siege
    /// equipment, summoned, Enter and the wave die's modifier.
    fn enter_items(&self) -> Vec<Item> {
        let mut items: Vec<Item> = (1..=5u32)
            .map(|l| press(format!("ka-level-{l}"), Msg::Level(l)))
            .collect();
        items.push(press("ka-level-boss", Msg::Level(0)));
        for f in [
            Field::EnterHp,
            Field::EnterName,
            Field::EnterMelee,
            Field::EnterRanged,
            Field::EnterSupernatural,
        ] {
            items.push(field(f, &Msg::Enter));
        }
        for (i, key) in IMMUNITIES {
            items.push(press(format!("ka-immune-{key}"), Msg::Immune(i)));
        }
        items.extend([
            press("ka-siege", Msg::Siege),
            press("ka-summoned", Msg::Pick(Pick::Summoned)),
            press("ka-enter", Msg::Enter),
            press("ka-modifier-less", Msg::Modifier(-1)),
            press("ka-modifier-more", Msg::Modifier(1)),
        ]);
        items
    }

    /// The shop: reward cards, towers, reinforcements, Armory cards, then
    /// the equipment (see [`Body::gear_items`]).
    fn shop_items(&self, state: &State) -> Vec<Item> {
        let mut items: Vec<Item> = REWARD_VALUES
            .iter()
            .map(|&value| press(format!("ka-reward-{value}"), act(Action::Reward { value })))
            .collect();
        items.extend([
            press("ka-build-tower", act(Action::BuildTower)),
            press("ka-sell-tower", act(Action::SellTower)),
            press("ka-tower-destroyed", act(Action::TowerDestroyed)),
            press("ka-buy-reinforcement", act(Action::BuyReinforcement)),
            press("ka-play-reinforcement", act(Action::PlayReinforcement)),
            press("ka-buy-armory", act(Action::BuyArmory)),
            press("ka-play-armory", act(Action::PlayArmory)),
        ]);
        self.gear_items(state, &mut items);
        items
    }

    /// Each hero's pieces and Unlock, Buy new and the extra pieces, and
    /// what may be done with the piece picked.
    fn gear_items(&self, state: &State, items: &mut Vec<Item>) {
        let piece = |p: usize| press(format!("ka-piece-{p}"), Msg::Pick(Pick::Piece(p)));
        let held = |hero: Option<usize>| {
            state
                .gear
                .iter()
                .enumerate()
                .filter(move |(_, g)| !g.gone && g.hero == hero)
                .map(|(p, _)| p)
        };
        let heroes = || state.heroes.iter().enumerate().filter(|(_, h)| !h.left);
        for (i, _) in heroes() {
            items.extend(held(Some(i)).take(MAX_HELD).map(piece));
            items.push(press(
                format!("ka-unlock-{i}"),
                act(Action::UnlockEquipment { hero: i }),
            ));
        }
        items.push(press("ka-buy-equipment", act(Action::BuyEquipment)));
        items.extend(held(None).map(piece));
        let Some(p) = self
            .picks
            .piece
            .filter(|&p| state.gear.get(p).is_some_and(|g| !g.gone))
        else {
            return;
        };
        items.extend([
            press("ka-take-off", act(Action::Unequip { piece: p })),
            press("ka-set-aside", act(Action::SetAsideEquipment { piece: p })),
            press(
                "ka-sell-equipment",
                act(Action::SellEquipment { piece: Some(p) }),
            ),
        ]);
        for (i, _) in heroes() {
            items.push(press(
                format!("ka-wear-{i}"),
                act(Action::Equip { piece: p, hero: i }),
            ));
        }
        for (q, g) in state.gear.iter().enumerate() {
            if !g.gone && !g.locked && q != p {
                items.push(press(
                    format!("ka-trade-{q}"),
                    act(Action::TradeEquipment { piece: p, with: q }),
                ));
            }
        }
    }

    /// The allies page: hire (the class, the numbers, Hire), level up,
    /// a player joining, and each hero's Returns and Leaves (Enter on a
    /// Leaves asked is Yes).
    fn allies_items(&self, state: &State) -> Vec<Item> {
        let mut items: Vec<Item> = Class::ALL
            .iter()
            .map(|&c| press(format!("ka-class-{}", c.name()), Msg::Class(c)))
            .collect();
        let forms = [
            (
                &[
                    Field::HireName,
                    Field::HireHp,
                    Field::HireHeal,
                    Field::HireCost,
                ][..],
                Msg::Hire,
                "ka-hire",
            ),
            (
                &[Field::LevelCost, Field::LevelHp, Field::LevelHeal][..],
                Msg::LevelUp,
                "ka-level-up",
            ),
            (
                &[
                    Field::JoinPlayer,
                    Field::JoinHero,
                    Field::JoinHp,
                    Field::JoinHeal,
                ][..],
                Msg::Join,
                "ka-join",
            ),
        ];
        for (fields, submit, id) in forms {
            items.extend(fields.iter().map(|&f| field(f, &submit)));
            items.push(press(id, submit));
        }
        for i in 0..state.heroes.len() {
            items.push(press(
                format!("ka-return-{i}"),
                act(Action::HeroReturns { hero: i }),
            ));
            // Asked first, as a click does; when the rules would refuse,
            // Enter sends it at once for them to say why.
            let leave = if self.legal().why(Ask::Leaves(i)).is_some() {
                act(Action::HeroLeaves {
                    hero: i,
                    trades: drop_trades(state, i),
                })
            } else if self.armed == Some(i) {
                Msg::Leave(i)
            } else {
                Msg::ArmLeave(i)
            };
            items.push(press(format!("ka-leave-{i}"), leave));
        }
        items
    }
}

/// The Wave Card's page: Send, then each wave's cells.
fn card_items(setup: &Setup, state: &State) -> Vec<Item> {
    let submit = Msg::Card(Card::Submit);
    let mut items = vec![press("ka-card-send", submit.clone())];
    for wave in waves(setup, state) {
        for c in COLUMNS {
            items.push(Item {
                id: field_id(wave, c),
                msg: submit.clone(),
                typed: Some(Typed::Cell(wave, c)),
            });
        }
    }
    items
}

fn act(action: Action) -> Msg {
    Msg::Act(action)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_larger_text_the_screen_scrolls_to_where_the_panel_shows_the_lit_control() {
        // The screen 600 high at y 100, its content 2000 high, not
        // scrolled; the panel's page has scrolled by 150, and the lit
        // control (at 1000 in the unscrolled content) shows at 850.
        let screen = Rectangle::new(iced::Point::new(0.0, 100.0), iced::Size::new(800.0, 600.0));
        let content = Rectangle::new(iced::Point::new(0.0, 100.0), iced::Size::new(800.0, 2000.0));
        let lit = Rectangle::new(iced::Point::new(20.0, 1000.0), iced::Size::new(100.0, 40.0));
        let shown = scrolled_by(lit, 150.0);
        assert_eq!(shown.y, 850.0);
        // Below the screen's edge (750 + 40 > 600): scrolled so that its
        // bottom shows, with a margin.
        assert_eq!(
            offset(screen, content, Vector::new(0.0, 0.0), shown),
            Some(750.0 + 40.0 + 8.0 - 600.0)
        );
        // Already in view: the screen stays.
        assert_eq!(
            offset(screen, content, Vector::new(0.0, 500.0), shown),
            None
        );
    }

    #[test]
    fn the_page_scrolls_only_as_far_as_the_lit_control_needs() {
        // A page 100 high at y 50, its content 400 high, scrolled by 0.
        let page = Rectangle::new(iced::Point::new(0.0, 50.0), iced::Size::new(300.0, 100.0));
        let content = Rectangle::new(page.position(), iced::Size::new(300.0, 400.0));
        let at =
            |y: f32| Rectangle::new(iced::Point::new(0.0, 50.0 + y), iced::Size::new(80.0, 40.0));
        let top = Vector::new(0.0, 0.0);
        assert_eq!(offset(page, content, top, at(10.0)), None, "shown whole");
        // Below: scrolled so its bottom shows, with a margin.
        assert_eq!(offset(page, content, top, at(90.0)), Some(38.0));
        // Above, the page scrolled by 200: back up to it.
        let down = Vector::new(0.0, 200.0);
        assert_eq!(offset(page, content, down, at(120.0)), Some(112.0));
        assert_eq!(offset(page, content, down, at(3.0)), Some(0.0));
        assert_eq!(offset(page, content, down, at(230.0)), None);
    }
}
