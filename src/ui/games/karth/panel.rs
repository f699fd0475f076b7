//! The panel under the Karth seats, of a fixed height so the seats never
//! move: tabs for the new-unit form, the damage helper and the buy-back,
//! the turn and End turn on the first line, the chosen form on the next two.

use iced::widget::text::Wrapping;
use iced::widget::{Row, button, column, container, row, scrollable, text, text_input, tooltip};
use iced::{Alignment, Element, Length};

use super::body::{Body, Field, Flag, Leave, Msg, Tab};
use crate::i18n::I18n;
use crate::rules::karth::{DamageKind, Setup, State, Unit};
use crate::ui::{theme, widget};

/// One line of the panel: 44 px, or a line of the words and a button's
/// padding around it where the text is larger (Settings → Text size).
fn line_h() -> f32 {
    44.0_f32.max(theme::body() * 1.3 + 14.0)
}
/// The form's first line: its buttons and, under them, the scrollbar of
/// the cards seen before (clear of the buttons).
fn strip_h() -> f32 {
    line_h() + 8.0
}
/// A field's padding, all round.
const PAD: f32 = 8.0;
/// The panel's height: the tab line and two lines of form.
pub fn height() -> f32 {
    let lines = 2.0 * line_h() + strip_h();
    if large() {
        2.0 * lines + 3.0 * LINE_GAP + 2.0 * 6.0
    } else {
        lines + 2.0 * 6.0
    }
}

/// A line of the panel, `height` high; with larger text (Settings →
/// Text size) two such lines, its parts going on to the second where the
/// first has no room.
fn line<'a>(content: Row<'a, Msg>, height: f32) -> Element<'a, Msg> {
    let (content, height): (Element<'a, Msg>, f32) = if large() {
        (
            content.wrap().vertical_spacing(LINE_GAP).into(),
            2.0 * height + LINE_GAP,
        )
    } else {
        (content.into(), height)
    };
    container(content)
        .height(Length::Fixed(height))
        .center_y(Length::Fixed(height))
        .width(Length::Fill)
        .clip(true)
        .into()
}

/// Whether the text is larger than ordinary: each line of the panel is
/// then two.
fn large() -> bool {
    theme::text_scale() > 1.0
}

/// Between the two halves of a line with larger text.
const LINE_GAP: f32 = 4.0;

fn choice<'a>(label: String, on: bool, msg: Option<Msg>) -> iced::widget::Button<'a, Msg> {
    button(text(label).size(theme::body()).wrapping(Wrapping::None))
        .style(if on {
            button::primary
        } else {
            button::secondary
        })
        .height(Length::Fixed(line_h() - 4.0))
        .on_press_maybe(msg)
}

impl Body {
    /// The panel.
    pub fn panel<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> Element<'a, Msg> {
        let mut tabs = Row::new().spacing(6).align_y(Alignment::Center);
        for (tab, key, id) in [
            (Tab::Unit, "ui-karth-tab-unit", "karth-tab-unit"),
            (Tab::Damage, "ui-karth-tab-damage", "karth-tab-damage"),
            (Tab::Player, "ui-karth-tab-player", "karth-tab-player"),
        ] {
            tabs = tabs
                .push(container(choice(i18n.tr(key), self.tab == tab, Some(Msg::Tab(tab)))).id(id));
        }
        let members = setup.members(state.active).len();
        let bar = row![
            tabs,
            text(i18n.tr_args(
                "ui-karth-turn",
                &[
                    ("turn", state.turn.into()),
                    ("side", setup.side_name(state.active).into()),
                    ("members", members.into()),
                ],
            ))
            .size(theme::body())
            .wrapping(Wrapping::Word)
            .width(if large() {
                Length::Shrink
            } else {
                Length::Fill
            })
            .align_x(Alignment::End),
            // The keys, shown on hover: the seats keep the room a line of
            // them would take.
            tooltip(
                container(
                    button(text(i18n.tr("ui-karth-keys-button")).size(theme::body()))
                        .style(button::secondary)
                        .height(Length::Fixed(line_h()))
                        .padding([8, 12])
                        .on_press(Msg::Tab(self.tab)),
                )
                .id("karth-keys"),
                container(text(i18n.tr("ui-karth-keys")).size(theme::small()))
                    .padding(6)
                    .max_width(420)
                    .style(container::rounded_box),
                tooltip::Position::Top,
            ),
            container(
                button(text(i18n.tr("ui-karth-end-turn")).size(theme::body()))
                    .height(Length::Fixed(line_h()))
                    .padding([8, 16])
                    .on_press_maybe(editable.then_some(Msg::EndTurn)),
            )
            .id("karth-end-turn"),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        let (first, second) = match self.tab {
            Tab::Unit => self.unit_form(setup, state, i18n, editable),
            Tab::Damage => self.helper(setup, state, i18n, editable),
            Tab::Player => self.player_form(setup, state, i18n, editable),
        };
        container(
            column![
                line(bar, line_h()),
                line(first, strip_h()),
                line(second, line_h())
            ]
            .spacing(6),
        )
        .height(Length::Fixed(height()))
        .width(Length::Fill)
        .into()
    }

    /// A field of the form, at least `width` wide and as wide as its
    /// hint needs (none: it takes the room the line leaves).
    fn input<'a>(
        &'a self,
        f: Field,
        hint: String,
        width: Option<f32>,
        editable: bool,
        submit: Msg,
    ) -> Element<'a, Msg> {
        let width = width.map_or(Length::Fill, |least| {
            Length::Fixed(widget::field_width(&hint, theme::body(), PAD, least))
        });
        text_input(&hint, self.field(f))
            .id(f.id())
            .on_input_maybe(editable.then_some(move |w| Msg::Field(f, w)))
            .on_submit_maybe(editable.then_some(submit))
            .padding(PAD)
            .size(theme::body())
            .width(width)
            .into()
    }

    /// For whom (every player), Golden Coffers and the cards seen before;
    /// then the name, HP, SE, KP, bounty and hiring cost.
    fn unit_form<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> (Row<'a, Msg>, Row<'a, Msg>) {
        let owner = self.player(setup, state);
        let on = |m: Msg| editable.then_some(m);
        let mut first = row![text(i18n.tr("ui-karth-new-unit-for")).size(theme::body())]
            .spacing(6)
            .align_y(Alignment::Center);
        for (p, player) in setup.players.iter().enumerate() {
            let standing = state.out[p].is_none();
            first = first.push(
                container(choice(
                    widget::short(&player.name, 12),
                    p == owner,
                    on(Msg::Select(p)).filter(|_| standing),
                ))
                .id(format!("karth-owner-{p}")),
            );
        }
        first = first.push(
            container(choice(
                i18n.tr("ui-karth-coffers"),
                self.coffers,
                on(Msg::Coffers(!self.coffers)),
            ))
            .id("karth-coffers"),
        );
        let mut known = Row::new().spacing(6).align_y(Alignment::Center);
        if !state.templates.is_empty() {
            known = known.push(text(i18n.tr("ui-karth-known")).size(theme::small()));
        }
        for (i, t) in state.templates.iter().enumerate() {
            known = known.push(
                container(
                    button(
                        text(i18n.tr_args(
                            "ui-karth-known-card",
                            &[
                                ("unit", widget::short(&t.name, 18).into()),
                                ("cost", t.cost.into()),
                            ],
                        ))
                        .size(theme::small())
                        .wrapping(Wrapping::None),
                    )
                    .style(button::secondary)
                    .height(Length::Fixed(line_h() - 4.0))
                    .on_press_maybe(
                        on(Msg::AddKnown(t.name.clone())).filter(|_| state.gold[owner] >= t.cost),
                    ),
                )
                .id(format!("karth-known-{i}")),
            );
        }
        // The scrollbar under the cards, clear of them.
        first = first.push(
            scrollable(known)
                .direction(scrollable::Direction::Horizontal(
                    scrollable::Scrollbar::new()
                        .width(6)
                        .scroller_width(6)
                        .spacing(2),
                ))
                .width(Length::Fill)
                .height(Length::Fixed(strip_h())),
        );
        let field = |f: Field, key: &str, width: Option<f32>| {
            self.input(f, i18n.tr(key), width, editable, Msg::AddUnit)
        };
        // The name takes what the numbers, each as wide as its hint, leave.
        let second = row![
            field(Field::Name, "ui-name", None),
            field(Field::Hp, "ui-karth-hp", Some(56.0)),
            field(Field::Se, "label-karth-se", Some(56.0)),
            field(Field::Kp, "label-karth-kp", Some(56.0)),
            field(Field::Bounty, "ui-karth-bounty", Some(68.0)),
            field(Field::HireCost, "ui-karth-hire-cost", Some(96.0)),
            container(
                button(text(i18n.tr("ui-karth-add-unit")).size(theme::body()))
                    .height(Length::Fixed(line_h() - 4.0))
                    .on_press_maybe(on(Msg::AddUnit)),
            )
            .id("karth-add-unit"),
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        (first, second)
    }

    /// The target with its flags and Remove, the damage type; then base +
    /// bonus − resistance, who takes the kill, and Hit.
    fn helper<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> (Row<'a, Msg>, Row<'a, Msg>) {
        let on = |m: Msg| editable.then_some(m);
        let target = self.target(state);
        let name = target.map_or_else(
            || i18n.tr("ui-karth-no-target"),
            |u| {
                i18n.tr_args(
                    "ui-karth-target",
                    &[
                        (
                            "unit",
                            format!("#{} {}", u.id, widget::short(&u.name, 18)).into(),
                        ),
                        (
                            "owner",
                            widget::short(&setup.players[u.owner].name, 12).into(),
                        ),
                    ],
                )
            },
        );
        // The target's name, or the hint in small words, on as many lines
        // as the room beside the flags needs.
        let size = if target.is_some() {
            theme::body()
        } else {
            theme::small()
        };
        let mut first = row![
            text(name)
                .size(size)
                .wrapping(Wrapping::Word)
                .width(Length::Fill)
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        for (flag, key) in
            Flag::ALL
                .into_iter()
                .zip(["ui-karth-hidden", "ui-karth-stunned", "ui-karth-new"])
        {
            let set = target.is_some_and(|u| match flag {
                Flag::Hidden => u.hidden,
                Flag::Stunned => u.stunned,
                Flag::NewSpawn => u.new_spawn,
            });
            let msg = |u: &Unit| Msg::Flag {
                unit: u.id,
                flag,
                on: !set,
            };
            first = first.push(
                container(choice(i18n.tr(key), set, target.and_then(|u| on(msg(u))))).id(flag.id()),
            );
        }
        first = first.push(
            container(
                button(text(i18n.tr("ui-remove")).size(theme::body()))
                    .style(button::secondary)
                    .height(Length::Fixed(line_h() - 4.0))
                    .on_press_maybe(target.and_then(|u| on(Msg::Remove(u.id)))),
            )
            .id("karth-remove"),
        );
        for (kind, key) in [
            (DamageKind::Physical, "ui-karth-physical"),
            (DamageKind::Magic, "ui-karth-magic"),
            (DamageKind::Poison, "ui-karth-poison"),
        ] {
            first = first.push(choice(i18n.tr(key), kind == self.kind, on(Msg::Kind(kind))));
        }
        let field =
            |f: Field, key: &str| self.input(f, i18n.tr(key), Some(64.0), editable, Msg::Hit);
        let mut second = row![
            field(Field::Base, "ui-karth-base"),
            text("+"),
            field(Field::Bonus, "ui-karth-bonus"),
            text("−"),
            field(Field::Resistance, "ui-karth-resistance"),
            text(i18n.tr("ui-karth-killer")).size(theme::body()),
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        if let Some(u) = target {
            let killer = self.killer_for(setup, state, u.id);
            for k in Body::killers(setup, state, u.owner) {
                second = second.push(
                    container(choice(
                        widget::short(&setup.players[k].name, 12),
                        Some(k) == killer,
                        on(Msg::Killer(k)),
                    ))
                    .id(format!("karth-killer-{k}")),
                );
            }
        }
        // The rule of the sum, where the sum is made.
        second = second.push(tooltip(
            container(
                button(text(i18n.tr("ui-karth-hit")).size(theme::body()))
                    .height(Length::Fixed(line_h() - 4.0))
                    .on_press_maybe(target.and_then(|_| on(Msg::Hit))),
            )
            .id("karth-hit"),
            container(text(i18n.tr("help-karth-damage")).size(theme::small()))
                .padding(6)
                .max_width(360)
                .style(container::rounded_box),
            tooltip::Position::Top,
        ));
        (first, second)
    }

    /// The picked player buys back an item of a unit that died; or leaves
    /// the game, knocked out or conceding, asked in place.
    fn player_form<'a>(
        &'a self,
        setup: &'a Setup,
        state: &'a State,
        i18n: &'a I18n,
        editable: bool,
    ) -> (Row<'a, Msg>, Row<'a, Msg>) {
        let p = self.player(setup, state);
        let name = widget::short(&setup.players[p].name, 16);
        let first = row![
            text(i18n.tr_args("ui-karth-buy-back", &[("player", name.clone().into())]))
                .size(theme::body())
                .wrapping(Wrapping::None),
            self.input(
                Field::Item,
                i18n.tr("ui-karth-item"),
                Some(180.0),
                editable,
                Msg::BuyBack
            ),
            self.input(
                Field::ItemCost,
                i18n.tr("ui-karth-cost"),
                Some(72.0),
                editable,
                Msg::BuyBack
            ),
            tooltip(
                container(
                    button(text(i18n.tr("ui-karth-buy")).size(theme::body()))
                        .height(Length::Fixed(line_h() - 4.0))
                        .on_press_maybe(editable.then_some(Msg::BuyBack)),
                )
                .id("karth-buy"),
                container(text(i18n.tr("help-karth-buy-back")).size(theme::small()))
                    .padding(6)
                    .max_width(320)
                    .style(container::rounded_box),
                tooltip::Position::Top,
            ),
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        let live = editable && state.out[p].is_none();
        let mut second = row![
            text(i18n.tr_args("ui-karth-leave", &[("player", name.into())]))
                .size(theme::body())
                .wrapping(Wrapping::None)
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        for (leave, label, ask, id) in [
            (
                Leave::KnockOut,
                "ui-karth-knock-out",
                "ui-karth-knock-out-ask",
                "karth-ko",
            ),
            (
                Leave::Concede,
                "ui-karth-concede",
                "ui-karth-concede-ask",
                "karth-concede",
            ),
        ] {
            second = second.push(
                container(widget::confirm(widget::Confirm {
                    label: i18n.tr(label),
                    question: i18n.tr(ask),
                    yes: i18n.tr("ui-yes"),
                    no: i18n.tr("ui-no"),
                    armed: live && self.armed == Some((p, leave)),
                    arm: live.then_some(Msg::Arm(p, leave)),
                    confirm: Msg::Leave(p, leave),
                    cancel: Msg::Disarm,
                    anchor: widget::Anchor::Start,
                    size: theme::body(),
                }))
                .id(format!("{id}-{p}")),
            );
        }
        (first, second)
    }
}
