//! The King's Armory page: a strip across the top (the Castle Gate big and first, the wave and the round or between-waves step, the gold, the team's cards, the dice), the allies' tiles, the foes by level or the between-waves steps (`foes`, `between`), the side panel (`panel`), reminders and keys.
//! With larger text (Settings → Text size) the page grows whole and the
//! side panel goes under it ([`least_height`]).

use iced::widget::text::Wrapping;
use iced::widget::{column, container, responsive, row, scrollable, text, tooltip};
use iced::{Element, Length, Size};

use super::body::{Body, Msg};
use super::look::{GAP, V};
use super::strip::{LINE_H, Lines};
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

/// With larger text (Settings → Text size) the page is a zoom of itself,
/// its words and boxes grown together, and the side panel goes under the
/// help lines as wide as the page (the play screen scrolls): the allies'
/// and foes' height at scale 1 then.
const MIDDLE: f32 = 484.0;
/// The side panel's height at scale 1 with larger text.
const PANEL: f32 = 484.0;
/// The help lines' height at scale 1 with larger text: four lines of
/// small text (more scroll in their box).
const HELP_LARGE: f32 = 72.0;

/// The least height of the body at the text size in force: with larger
/// text, the strip on two lines, the allies and foes, the help and the
/// side panel under them, all grown with the text; with ordinary text,
/// none (the body takes the room it is given).
pub fn least_height() -> f32 {
    let grow = theme::text_scale();
    if grow > 1.0 {
        (2.0 * LINE_H + MIDDLE + HELP_LARGE + PANEL) * grow + 5.0 * GAP
    } else {
        0.0
    }
}

/// The body; `editable` is false for read-only and decided sessions.
pub fn view<'a>(
    body: &'a Body,
    setup: &'a Setup,
    state: &'a State,
    i18n: &'a I18n,
    editable: bool,
) -> Element<'a, Msg> {
    responsive(move |space| {
        let grow = theme::text_scale();
        // With larger text, laid out as if the space were that much
        // smaller and drawn that much larger, the panel under the board
        // and as wide as the page; with ordinary text, the panel beside.
        let (s, panel_w) = if grow > 1.0 {
            let least = least_height() / grow;
            let t = (space.width / grow / DESIGN.width)
                .min(space.height / grow / least)
                .clamp(1.0, 2.0);
            (t * grow, space.width)
        } else {
            let s = (space.width / DESIGN.width)
                .min(space.height / DESIGN.height)
                .clamp(1.0, 2.0);
            (s, (space.width * 0.34).clamp(250.0, 460.0))
        };
        let v = V {
            body,
            setup,
            state,
            i18n,
            live: editable && state.end.is_none(),
            s,
            panel: panel_w,
        };
        if grow > 1.0 {
            return larger(v, space);
        }
        let lines = super::strip::lines(v, space.width);
        let top = LINE_H * s;
        let left_w = (space.width - panel_w - GAP).max(1.0);
        let middle = (space.height - top - HELP * s - 2.0 * GAP).max(1.0);
        column![
            strip(v, &lines, space.width, top),
            row![board(v, left_w, middle), panel(v, panel_w, middle)]
                .spacing(GAP)
                .height(Length::Fixed(middle)),
            help(v, !lines.cards(), HELP * s),
        ]
        .spacing(GAP)
        .into()
    })
    .into()
}

/// The page with larger text: the strip on as many lines as it needs, the
/// allies and foes, the help lines (their words wrapping, in a box of
/// their own that scrolls if they must, so that nothing moves as they
/// change) and the side panel, each as wide as the page.
fn larger<'a>(v: V<'a>, space: Size) -> Element<'a, Msg> {
    let s = v.s;
    let lines = super::strip::lines(v, space.width);
    let n = lines.count() as f32;
    let top = LINE_H * s * n + GAP * (n - 1.0);
    let help_h = HELP_LARGE * s;
    let panel_h = PANEL * s;
    let middle = (space.height - top - help_h - panel_h - 3.0 * GAP).max(1.0);
    column![
        strip(v, &lines, space.width, top),
        board(v, space.width, middle),
        help(v, !lines.cards(), help_h),
        panel(v, space.width, panel_h),
    ]
    .spacing(GAP)
    .into()
}

/// The strip across the top, `top` high.
fn strip<'a>(v: V<'a>, lines: &Lines, width: f32, top: f32) -> Element<'a, Msg> {
    container(super::strip::strip(v, lines, width))
        .id("ka-strip")
        .height(Length::Fixed(top))
        .width(Length::Fill)
        .clip(true)
        .into()
}

/// The side panel, `width` wide and `height` high.
fn panel<'a>(v: V<'a>, width: f32, height: f32) -> Element<'a, Msg> {
    container(super::panel::panel(v))
        .id("ka-panel")
        .width(Length::Fixed(width))
        .height(Length::Fixed(height))
        .into()
}

/// The allies' tiles over the foes (or, between waves, the seven steps),
/// `width` wide and `middle` high.
fn board<'a>(v: V<'a>, width: f32, middle: f32) -> Element<'a, Msg> {
    let s = v.s;
    let state = v.state;
    // The heroes' tiles hold − HP + with two lines beside (two rows of
    // them from three allies on, as space allows); the foes (or, between
    // waves, the seven steps) have the rest.
    let allies = state.heroes.len()
        + state.hireables.len()
        + usize::from(v.body.picks.guardian(state).is_some());
    let rows = if allies > 2 { 2.0 } else { 1.0 };
    // Narrow tiles (a small window, or three a row) get more, as their
    // lines go under the number there.
    let cols = if allies > 2 {
        allies.div_ceil(2)
    } else {
        allies.max(1)
    } as f32;
    let tile_w = (width - 10.0 * (cols - 1.0)) / cols;
    let share = if tile_w >= WIDE * s { 0.44 } else { 0.52 };
    let allies_h = (middle * share)
        .max(rows * TILE_MIN * s + (rows - 1.0) * 10.0)
        .min(middle * 0.52);
    let foes = Size::new(width, (middle - allies_h - GAP).max(1.0));
    let foes_part = if state.phase == Phase::Between {
        super::between::sequence(v, foes)
    } else {
        super::foes::board(v, foes)
    };
    column![
        container(super::cards::allies(v))
            .width(Length::Fill)
            .height(Length::Fixed(allies_h)),
        container(foes_part)
            .id("ka-monsters")
            .width(Length::Fill)
            .height(Length::Fixed(foes.height)),
    ]
    .spacing(GAP)
    .width(Length::Fixed(width))
    .into()
}

/// What is due now, and the team's cards when the strip has no room for
/// them (`cards`).
fn help_words(v: V<'_>, cards: bool) -> (String, Option<String>) {
    let due: Vec<String> = Rules::reminders(v.setup, v.state)
        .iter()
        .map(|t| v.i18n.text(t))
        .collect();
    (due.join(" · "), cards.then(|| super::strip::stock_words(v)))
}

/// The lines under everything, `height` high: what is due now; the team's
/// cards when the strip has no room for them, and the keys, shown on
/// hover. With larger text their words wrap, the keys' hint has a line of
/// its own, and what does not fit scrolls.
fn help<'a>(v: V<'a>, cards: bool, height: f32) -> Element<'a, Msg> {
    let large = theme::text_scale() > 1.0;
    let (due, stock) = help_words(v, cards);
    let keys = tooltip(
        container(v.dim(v.i18n.tr("ui-ka-keys-hint"))).id("ka-keys"),
        container(text(v.i18n.tr("ui-ka-keys")).size(theme::small()))
            .padding(6)
            .max_width(420)
            .style(container::rounded_box),
        tooltip::Position::Top,
    );
    let size = theme::ordinary::small() * v.s;
    let wrapping = if large {
        Wrapping::Word
    } else {
        Wrapping::None
    };
    let stock = container(match stock {
        Some(words) => super::strip::stock_line(words, size, wrapping),
        None => text("").into(),
    })
    .id("ka-stock");
    let due = text(due).size(size).wrapping(wrapping);
    let lines: Element<'a, Msg> = if large {
        scrollable(
            column![due, stock, keys]
                .spacing(2)
                .padding(iced::Padding::ZERO.right(crate::ui::widget::SCROLLBAR_ROOM)),
        )
        .height(Length::Fill)
        .into()
    } else {
        column![
            due,
            row![
                stock,
                container(keys)
                    .width(Length::Fill)
                    .align_right(Length::Fill)
            ]
            .spacing(12),
        ]
        .spacing(2)
        .into()
    };
    container(lines)
        .id("ka-help")
        .height(Length::Fixed(height))
        .width(Length::Fill)
        .clip(true)
        .into()
}
