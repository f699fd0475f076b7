//! The King's Armory page: a strip across the top (the Castle Gate big and first, the wave and the round or between-waves step, the gold, the team's cards, the dice), the allies' tiles, the foes by level or the between-waves steps (`foes`, `between`), the side panel (`panel`), reminders and keys.

use iced::widget::text::Wrapping;
use iced::widget::{column, container, responsive, row, text, tooltip};
use iced::{Element, Length, Size};

use super::body::{Body, Msg};
use super::look::{GAP, V};
use crate::i18n::I18n;
use crate::rules::kings_armory::{Phase, Rules, Setup, State};
use crate::ui::theme;

/// The least height of an ally's tile at scale 1: its padding, its name
/// and − HP + a finger high.
const TILE_MIN: f32 = 98.0;
/// The narrowest an ally's tile is at scale 1 to hold its lines beside
/// the number.
const WIDE: f32 = 275.0;
/// The help lines' height: two lines of small text.
const HELP: f32 = 36.0;
/// The body's size at scale 1: the play frame's body at 1280×800 with the
/// log open (at 1024×600 it is smaller and keeps scale 1).
const DESIGN: Size = Size::new(912.0, 600.0);

/// The body; `editable` is false for read-only and decided sessions.
pub fn view<'a>(
    body: &'a Body,
    setup: &'a Setup,
    state: &'a State,
    i18n: &'a I18n,
    editable: bool,
) -> Element<'a, Msg> {
    responsive(move |space| {
        let s = (space.width / DESIGN.width)
            .min(space.height / DESIGN.height)
            .clamp(1.0, 2.0);
        let panel_w = (space.width * 0.34).clamp(250.0, 460.0);
        let v = V {
            body,
            setup,
            state,
            i18n,
            live: editable && state.end.is_none(),
            s,
            panel: panel_w,
        };
        let top = 64.0 * s;
        let left_w = (space.width - panel_w - GAP).max(1.0);
        let middle = (space.height - top - HELP * s - 2.0 * GAP).max(1.0);
        // The heroes' tiles hold − HP + with two lines beside (two rows
        // of them from three allies on, as space allows); the foes (or,
        // between waves, the seven steps) have the rest.
        let allies = state.heroes.len()
            + state.hireables.len()
            + usize::from(body.picks.guardian(state).is_some());
        let rows = if allies > 2 { 2.0 } else { 1.0 };
        // Narrow tiles (a small window, or three a row) get more, as their
        // lines go under the number there.
        let cols = if allies > 2 {
            allies.div_ceil(2)
        } else {
            allies.max(1)
        } as f32;
        let tile_w = (left_w - 10.0 * (cols - 1.0)) / cols;
        let share = if tile_w >= WIDE * s { 0.44 } else { 0.52 };
        let allies_h = (middle * share)
            .max(rows * TILE_MIN * s + (rows - 1.0) * 10.0)
            .min(middle * 0.52);
        let foes = Size::new(left_w, (middle - allies_h - GAP).max(1.0));
        let foes_part = if state.phase == Phase::Between {
            super::between::sequence(v, foes)
        } else {
            super::foes::board(v, foes)
        };
        let cards = super::strip::cards_fit(v, space.width);
        let left = column![
            container(super::cards::allies(v))
                .width(Length::Fill)
                .height(Length::Fixed(allies_h)),
            container(foes_part)
                .id("ka-monsters")
                .width(Length::Fill)
                .height(Length::Fixed(foes.height)),
        ]
        .spacing(GAP)
        .width(Length::Fixed(left_w));
        column![
            container(super::strip::strip(v, space.width))
                .id("ka-strip")
                .height(Length::Fixed(top))
                .width(Length::Fill)
                .clip(true),
            row![
                left,
                container(super::panel::panel(v))
                    .id("ka-panel")
                    .width(Length::Fixed(panel_w))
                    .height(Length::Fixed(middle)),
            ]
            .spacing(GAP)
            .height(Length::Fixed(middle)),
            help(v, !cards),
        ]
        .spacing(GAP)
        .into()
    })
    .into()
}

/// Two lines under everything: what is due now; the team's cards when the
/// strip has no room for them, and the keys, shown on hover.
fn help<'a>(v: V<'a>, cards: bool) -> Element<'a, Msg> {
    let st = v.state;
    let due: Vec<String> = Rules::reminders(v.setup, st)
        .iter()
        .map(|t| v.i18n.text(t))
        .collect();
    let keys = tooltip(
        container(v.dim(v.i18n.tr("ui-ka-keys-hint"))).id("ka-keys"),
        container(text(v.i18n.tr("ui-ka-keys")).size(theme::small()))
            .padding(6)
            .max_width(420)
            .style(container::rounded_box),
        tooltip::Position::Top,
    );
    container(
        column![
            text(due.join(" · "))
                .size(theme::small() * v.s)
                .wrapping(Wrapping::None),
            row![
                container(if cards {
                    super::strip::stock(v, theme::small() * v.s, false)
                } else {
                    text("").into()
                })
                .id("ka-stock"),
                container(keys)
                    .width(Length::Fill)
                    .align_right(Length::Fill),
            ]
            .spacing(12),
        ]
        .spacing(2),
    )
    .id("ka-help")
    .height(Length::Fixed(HELP * v.s))
    .width(Length::Fill)
    .clip(true)
    .into()
}
