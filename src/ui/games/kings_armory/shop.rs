//! The side panel's shop and allies pages: reward cards, towers,
//! equipment, reinforcement and Armory cards with their prices on the
//! buttons (disabled with the reason when the rules would refuse); hiring
//! and levelling up hireables; heroes joining, leaving and returning.

use iced::Element;
use iced::widget::text::Wrapping;
use iced::widget::{Column, Row, button, column, container, row, text};

use super::body::{Field, Msg};
use super::controls::{LINE, act, choice, input, title};
use super::look::{V, ring, tip};
use crate::rules::kings_armory::{
    Action, Ask, Character, Class, MAX_ARMORY, MAX_LEVEL, Mode, REINFORCEMENT, REWARD_VALUES,
    TOWER, TOWER_SALE, drop_trades,
};
use crate::ui::{theme, widget};

/// A line of buttons and, under it, why the first disabled one is refused
/// (the space is kept, so nothing moves when it comes or goes).
fn line<'a>(v: V<'a>, items: Vec<(Element<'a, Msg>, Option<String>)>) -> Element<'a, Msg> {
    let mut why = None;
    let mut r = Row::new().spacing(6);
    for (e, w) in items {
        if why.is_none() {
            why = w;
        }
        r = r.push(e);
    }
    column![
        r.wrap().vertical_spacing(6),
        v.note(why.unwrap_or_default())
    ]
    .spacing(2)
    .into()
}

/// A heading that wraps where the panel is narrow (a long language).
fn long_title<'a>(v: V<'a>, words: String) -> Element<'a, Msg> {
    text(words).size(theme::ordinary::body() * 1.1 * v.s).into()
}

/// Reward cards and the shop.
pub fn shop_page<'a>(v: V<'a>) -> Element<'a, Msg> {
    let st = v.state;
    let mut rewards = Vec::new();
    for value in REWARD_VALUES {
        rewards.push(act(
            v,
            v.i18n.tr_args("ui-ka-reward", &[("value", value.into())]),
            Ask::Reward(value),
            Msg::Act(Action::Reward { value }),
            format!("ka-reward-{value}"),
        ));
    }
    let mut page = Column::new().spacing(6).push(title(
        v,
        v.i18n.tr_args(
            "ui-ka-rewards-title",
            &[("gold", st.gold.into()), ("due", st.cards_due.into())],
        ),
    ));
    page = page.push(line(v, rewards));
    let fixed = |key: &str, cost: i64, (ask, action): (Ask, Action), id: &str| {
        act(
            v,
            v.i18n.tr_args(key, &[("price", cost.into())]),
            ask,
            Msg::Act(action),
            id.to_owned(),
        )
    };
    page = page
        .push(title(v, v.count("label-kings_armory-towers", st.towers)))
        .push(line(
            v,
            vec![
                fixed(
                    "ui-ka-build-tower",
                    TOWER,
                    (Ask::BuildTower, Action::BuildTower),
                    "ka-build-tower",
                ),
                fixed(
                    "ui-ka-sell-tower",
                    TOWER_SALE,
                    (Ask::SellTower, Action::SellTower),
                    "ka-sell-tower",
                ),
                fixed(
                    "ui-ka-tower-destroyed",
                    0,
                    (Ask::TowerDestroyed, Action::TowerDestroyed),
                    "ka-tower-destroyed",
                ),
            ],
        ));
    let cap = crate::rules::kings_armory::MAX_REINFORCEMENTS;
    page = page
        .push(title(
            v,
            v.i18n.tr_args(
                "ui-ka-held",
                &[
                    (
                        "label",
                        v.i18n.tr("label-kings_armory-reinforcements").into(),
                    ),
                    ("n", st.reinforcements.into()),
                    ("cap", cap.into()),
                ],
            ),
        ))
        .push(line(
            v,
            vec![
                fixed(
                    "ui-ka-buy",
                    REINFORCEMENT,
                    (Ask::BuyReinforcement, Action::BuyReinforcement),
                    "ka-buy-reinforcement",
                ),
                fixed(
                    "ui-ka-play",
                    0,
                    (Ask::PlayReinforcement, Action::PlayReinforcement),
                    "ka-play-reinforcement",
                ),
            ],
        ));
    page = page
        .push(title(
            v,
            v.i18n.tr_args(
                "ui-ka-held",
                &[
                    ("label", v.i18n.tr("label-kings_armory-armory").into()),
                    ("n", st.armory.into()),
                    ("cap", MAX_ARMORY.into()),
                ],
            ),
        ))
        .push(line(
            v,
            vec![
                fixed(
                    "ui-ka-buy",
                    v.setup.armory_price(),
                    (Ask::BuyArmory, Action::BuyArmory),
                    "ka-buy-armory",
                ),
                fixed(
                    "ui-ka-play",
                    0,
                    (Ask::PlayArmory, Action::PlayArmory),
                    "ka-play-armory",
                ),
            ],
        ));
    // Equipment per hero, last: the longest part (B5, steps 3 and 5).
    page.push(super::gear::section(v)).into()
}

/// Hireables hired and levelled up; heroes joining, leaving, returning.
pub fn allies_page<'a>(v: V<'a>) -> Element<'a, Msg> {
    column![
        hire_section(v),
        level_section(v),
        join_section(v),
        leave_section(v)
    ]
    .spacing(6)
    .into()
}

/// A form's fields in a row that wraps when the panel is narrow.
fn fields<'a>(items: Vec<Element<'a, Msg>>) -> Element<'a, Msg> {
    Row::with_children(items)
        .spacing(4)
        .wrap()
        .vertical_spacing(4)
        .into()
}

/// Hire: the class (with how many are hired of it), the hireable's
/// numbers, Hire.
fn hire_section<'a>(v: V<'a>) -> Column<'a, Msg> {
    let st = v.state;
    let class = v.body.class();
    let mut classes = Row::new().spacing(4);
    for c in Class::ALL {
        let id = format!("ka-class-{}", c.name());
        classes = classes.push(ring(
            v,
            &id,
            container(choice(
                v,
                v.i18n.tr_args(
                    "ui-ka-class-hired",
                    &[
                        ("class", c.name().into()),
                        ("hired", st.hired(c).into()),
                        ("cap", c.cap().into()),
                    ],
                ),
                c == class,
                v.on(Msg::Class(c)),
            ))
            .id(id.clone()),
        ));
    }
    let hire = act(
        v,
        v.i18n.tr("ui-ka-hire"),
        Ask::Hire,
        Msg::Hire,
        "ka-hire".into(),
    );
    let tr = |key| v.i18n.tr(key);
    Column::new()
        .spacing(6)
        .push(long_title(v, tr("ui-ka-hire-title")))
        .push(classes.wrap().vertical_spacing(4))
        .push(fields(vec![
            input(v, Field::HireName, tr("ui-ka-name"), 120.0, Msg::Hire),
            input(v, Field::HireHp, tr("ui-ka-hp"), 56.0, Msg::Hire),
            input(v, Field::HireHeal, tr("ui-ka-heal-rate"), 80.0, Msg::Hire),
            input(v, Field::HireCost, tr("ui-ka-cost"), 64.0, Msg::Hire),
        ]))
        .push(line(v, vec![hire]))
}

/// Level up the targeted hireable: its price and new numbers.
fn level_section<'a>(v: V<'a>) -> Column<'a, Msg> {
    let st = v.state;
    let picked = match v.body.target(st) {
        Some(Character::Hireable(h)) => st.hireables.get(h).map(|x| (h, x)),
        _ => None,
    };
    let level_title = match picked {
        Some((_, h)) => v.i18n.tr_args(
            "ui-ka-level-up-title",
            &[
                ("who", widget::short(&h.name, 16).into()),
                ("level", h.level.into()),
                ("max", MAX_LEVEL.into()),
            ],
        ),
        None => v.i18n.tr("ui-ka-level-up-pick"),
    };
    let level = match picked {
        Some((h, _)) => act(
            v,
            v.i18n.tr("ui-ka-level-up"),
            Ask::LevelUp(h),
            Msg::LevelUp,
            "ka-level-up".into(),
        ),
        None => {
            // Nobody picked: disabled, and it says what to do.
            let why = v.i18n.tr("ui-ka-pick-hireable");
            (
                tip(
                    ring(
                        v,
                        "ka-level-up",
                        container(
                            button(
                                text(v.i18n.tr("ui-ka-level-up"))
                                    .size(theme::ordinary::body() * v.s),
                            )
                            .height(iced::Length::Fixed(LINE * v.s))
                            .style(widget::primary),
                        )
                        .id("ka-level-up"),
                    ),
                    Some(why.clone()),
                ),
                Some(why),
            )
        }
    };
    let tr = |key| v.i18n.tr(key);
    Column::new()
        .spacing(6)
        .push(long_title(v, level_title))
        .push(fields(vec![
            input(v, Field::LevelCost, tr("ui-ka-cost"), 64.0, Msg::LevelUp),
            input(v, Field::LevelHp, tr("ui-ka-new-hp"), 80.0, Msg::LevelUp),
            input(
                v,
                Field::LevelHeal,
                tr("ui-ka-new-heal-rate"),
                110.0,
                Msg::LevelUp,
            ),
        ]))
        .push(line(v, vec![level]))
}

/// A player joins with a hero: the names and the hero's numbers.
fn join_section<'a>(v: V<'a>) -> Column<'a, Msg> {
    let join = act(
        v,
        v.i18n.tr("ui-ka-join"),
        Ask::Join,
        Msg::Join,
        "ka-join".into(),
    );
    // The Gauntlet has no Between Waves Phase: players join, drop and
    // return in its players' round (D3, H).
    let gauntlet = v.setup.mode == Mode::Gauntlet;
    let tr = |key| v.i18n.tr(key);
    Column::new()
        .spacing(6)
        .push(long_title(
            v,
            tr(if gauntlet {
                "ui-ka-join-title-gauntlet"
            } else {
                "ui-ka-join-title"
            }),
        ))
        .push(fields(vec![
            input(v, Field::JoinPlayer, tr("ui-ka-player"), 110.0, Msg::Join),
            input(v, Field::JoinHero, tr("ui-ka-hero"), 110.0, Msg::Join),
            input(v, Field::JoinHp, tr("ui-ka-max-hp"), 70.0, Msg::Join),
            input(v, Field::JoinHeal, tr("ui-ka-heal-rate"), 80.0, Msg::Join),
        ]))
        .push(line(v, vec![join]))
}

/// Each hero with Returns and Leaves (asked in place), and why the first
/// hero's move is refused under the list.
fn leave_section<'a>(v: V<'a>) -> Column<'a, Msg> {
    let gauntlet = v.setup.mode == Mode::Gauntlet;
    let mut page = Column::new().spacing(6).push(long_title(
        v,
        v.i18n.tr(if gauntlet {
            "ui-ka-leave-title-gauntlet"
        } else {
            "ui-ka-leave-title"
        }),
    ));
    // Why the first hero's move is refused, under the list (its place is
    // kept when there is none).
    let mut first_why = None;
    for (i, h) in v.state.heroes.iter().enumerate() {
        let (returns, leaves, returns_why, leaves_why) = hero_moves(v, i);
        if first_why.is_none() {
            first_why = if h.left { returns_why } else { leaves_why };
        }
        let name = text(widget::short(&h.name, 16))
            .size(theme::ordinary::body() * v.s)
            .wrapping(Wrapping::None);
        // The name over its controls, so the question that replaces
        // Leaves has the panel's width and moves nothing.
        page = page.push(
            column![
                name,
                row![returns, leaves]
                    .spacing(6)
                    .align_y(iced::Alignment::Center)
            ]
            .spacing(2),
        );
    }
    let first_why = first_why.filter(|_| v.live).unwrap_or_default();
    page.push(container(v.note(first_why)).id("ka-leave-why"))
}

/// Hero `i`'s Returns and Leaves, and why each is refused.
fn hero_moves<'a>(
    v: V<'a>,
    i: usize,
) -> (
    Element<'a, Msg>,
    Element<'a, Msg>,
    Option<String>,
    Option<String>,
) {
    // Returns, then Leaves, both always there (one disabled), so nothing
    // moves when a hero drops or comes back; the question that replaces
    // Leaves grows to the right, away from Returns.
    let (returns, returns_why) = act(
        v,
        v.i18n.tr("ui-ka-returns"),
        Ask::Returns(i),
        Msg::Act(Action::HeroReturns { hero: i }),
        format!("ka-return-{i}"),
    );
    let trades = drop_trades(v.state, i);
    let why = v.why(Ask::Leaves(i)).map(|w| v.i18n.text(&w));
    // Rules 4 (D3): the question says what is traded as the player drops.
    let mut question = v.i18n.tr("ui-ka-leaves-ask");
    for t in &trades {
        let who = v.state.gear[t.with]
            .hero
            .and_then(|h| v.state.heroes.get(h))
            .map(|h| h.name.clone())
            .unwrap_or_default();
        question.push(' ');
        question.push_str(&v.i18n.tr_args(
            "ui-ka-leaves-trade",
            &[
                ("piece", t.piece.into()),
                ("with", t.with.into()),
                ("who", who.into()),
            ],
        ));
    }
    let leaves_why = why.clone();
    let leave_id = format!("ka-leave-{i}");
    let leaves = tip(
        ring(
            v,
            &leave_id,
            container(widget::confirm(widget::Confirm {
                label: v.i18n.tr("ui-ka-leaves"),
                question,
                yes: v.i18n.tr("ui-yes"),
                no: v.i18n.tr("ui-no"),
                armed: v.live && v.body.armed == Some(i),
                arm: v.on(Msg::ArmLeave(i)).filter(|_| why.is_none()),
                confirm: Msg::Leave(i),
                cancel: Msg::Disarm,
                anchor: widget::Anchor::Start,
                size: theme::body(),
            }))
            .id(leave_id.clone()),
        ),
        why,
    );
    (returns, leaves, returns_why, leaves_why)
}
