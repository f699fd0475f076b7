//! Seat tiles in a fixed grid: every player, team or army has one tile at a
//! place chosen from the number of seats and the space, so nothing moves
//! under the pointer as the game goes on; numbers scale with the tile.

use iced::widget::{Column, Row, column, container, responsive, row, scrollable, text};
use iced::{Alignment, Border, Element, Length, Size, Theme};

use std::cell::RefCell;

use super::{badge, short};
use crate::rules::common;
use crate::rules::palette::{Mark, marks};
use crate::ui::theme;

/// The tile a seat is designed for at scale 1, in logical pixels.
const BASE: Size = Size::new(300.0, 210.0);

/// The least scale of a tile with larger text: below it the seats scroll.
const LEAST: f32 = 0.7;

/// How many columns `n` seats take in `space`: the grid whose tiles hold
/// the largest box of the design's shape.
pub fn columns(n: usize, space: Size) -> usize {
    let n = n.max(1);
    // On a tie (within 2 %), fewer columns: 2×2 rather than 3 + 1.
    (1..=n).fold(1, |best, cols| {
        if fit(n, cols, space) > fit(n, best, space) * 1.02 {
            cols
        } else {
            best
        }
    })
}

/// The scale at which a tile's design fits with `cols` columns.
fn fit(n: usize, cols: usize, space: Size) -> f32 {
    let rows = n.div_ceil(cols);
    let w = space.width / cols as f32;
    let h = space.height / rows as f32;
    (w / BASE.width).min(h / BASE.height)
}

/// The scale for tiles of `n` seats in `space`, kept readable.
pub fn scale(n: usize, space: Size) -> f32 {
    fit(n, columns(n, space), space).clamp(0.55, 3.5)
}

/// `n` seats in a fixed grid filling the space; `seat(i, scale)` draws
/// seat `i` at the scale its tile allows.
pub fn grid<'a, M: 'a>(
    n: usize,
    seat: impl Fn(usize, f32) -> Element<'a, M> + 'a,
) -> Element<'a, M> {
    grid_sized(n, move |i, s, _| seat(i, s))
}

/// As [`grid`], and `seat` is also told the size of its tile, for games
/// that lay out several numbers in it.
pub fn grid_sized<'a, M: 'a>(
    n: usize,
    seat: impl Fn(usize, f32, Size) -> Element<'a, M> + 'a,
) -> Element<'a, M> {
    responsive(move |space| {
        // Larger text (Settings → Text size) needs larger tiles: the grid
        // is laid out as if the space were that much smaller, so fewer
        // tiles share a row; where even the smallest readable tiles do
        // not fit, the rows keep their height and the seats scroll.
        let grow = theme::text_scale();
        let design = Size::new(space.width / grow, space.height / grow);
        let mut cols = columns(n, design);
        let mut s = scale(n, design);
        if grow > 1.0 {
            // A row may scroll, a tile may not be narrow: no more
            // columns than tiles of a readable width.
            while cols > 1 && design.width / cols as f32 - 10.0 < BASE.width * LEAST {
                cols -= 1;
            }
            s = fit(n, cols, design).clamp(0.55, 3.5);
        }
        let rows_n = n.max(1).div_ceil(cols.max(1));
        let gaps = 10.0 * (rows_n as f32 - 1.0);
        let scrolls =
            grow > 1.0 && (space.height - gaps) / (rows_n as f32) < BASE.height * grow * LEAST;
        if scrolls {
            // Each tile of the design's shape, as wide as its column.
            s = ((design.width / cols as f32 - 10.0) / BASE.width).clamp(LEAST, 1.2);
        }
        let tile = Size::new(
            (space.width - 10.0 * (cols as f32 - 1.0)) / cols as f32,
            if scrolls {
                BASE.height * grow * s
            } else {
                (space.height - gaps) / rows_n as f32
            },
        );
        let height = if scrolls {
            Length::Fixed(tile.height)
        } else {
            Length::FillPortion(1)
        };
        let mut rows = Column::new().spacing(10).height(if scrolls {
            Length::Shrink
        } else {
            Length::Fill
        });
        for start in (0..n).step_by(cols.max(1)) {
            let mut line = Row::new().spacing(10).height(height);
            for i in start..(start + cols).min(n) {
                line = line.push(container(seat(i, s, tile)).width(Length::FillPortion(1)));
            }
            // Empty places keep every tile of the last row the same width.
            for _ in (start + cols).min(n)..start + cols {
                line = line.push(container(text("")).width(Length::FillPortion(1)));
            }
            rows = rows.push(line);
        }
        if scrolls {
            // The scrollbar takes its own room, so it never covers a tile.
            scrollable(rows)
                .direction(scrollable::Direction::Vertical(
                    scrollable::Scrollbar::new()
                        .width(6)
                        .scroller_width(6)
                        .spacing(3),
                ))
                .height(Length::Fill)
                .into()
        } else {
            rows.into()
        }
    })
    .into()
}

/// What a seat tile shows above its content.
pub struct Seat {
    /// Position, from 0: the tile's id is `seat-<index>`.
    pub index: usize,
    /// The colour drawn and the initials on the badge ([`mark`]).
    pub mark: Mark,
    /// The name (shortened with an ellipsis when long).
    pub name: String,
    /// A remark beside the name ("to play", "out").
    pub remark: Option<String>,
    /// Whether it is this seat's turn (a strong border).
    pub active: bool,
    /// Whether the seat is out of the game (dimmed).
    pub out: bool,
}

/// A seat's tile: its colour, its name and remark, and `content`, filling
/// the place the grid gives it.
pub fn tile<'a, M: 'a>(seat: Seat, scale: f32, content: Element<'a, M>) -> Element<'a, M> {
    let Seat {
        index,
        mark,
        name,
        remark,
        active,
        out,
    } = seat;
    let mut head = row![
        badge(&mark, (22.0 * scale.min(1.6)).max(18.0)),
        text(short(&name, 22))
            .size(theme::body() * scale.clamp(1.0, 2.0))
            .wrapping(iced::widget::text::Wrapping::None),
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    let color = mark.color;
    // The remark has the rest of the line, at its end, and wraps there:
    // it never squeezes the name.
    if let Some(remark) = remark {
        head = head.push(
            text(remark)
                .size(theme::small() * scale.clamp(1.0, 1.8))
                .width(Length::Fill)
                .align_x(iced::widget::text::Alignment::Right),
        );
    }
    container(column![head, content].spacing(6.0 * scale.min(2.0)))
        .id(format!("seat-{index}"))
        .padding(10.0 * scale.min(1.5))
        .width(Length::Fill)
        .height(Length::Fill)
        .clip(true)
        .style(move |t: &Theme| {
            let palette = t.extended_palette();
            container::Style {
                background: Some(theme::tint(color, if out { 0.05 } else { 0.14 }).into()),
                border: Border {
                    color: if active {
                        palette.primary.strong.color
                    } else {
                        theme::color(color)
                    },
                    width: if active { 4.0 } else { 2.0 },
                    radius: 10.0.into(),
                },
                ..container::Style::default()
            }
        })
        .into()
}

/// A table's seats (name, stored colour) and their marks.
type Table = (Vec<(String, common::Color)>, Vec<Mark>);

thread_local! {
    /// The last table asked about and its marks: every tile of a frame
    /// asks for the same table.
    static LAST: RefCell<Table> =
        const { RefCell::new((Vec::new(), Vec::new())) };
}

/// Seat `i`'s [`Mark`] at a table of `seats` (name, stored colour): the
/// colour it is drawn in (safe against the others' for every kind of
/// colour vision) and its initials. A seat past the end gets its own
/// colour and no initials.
pub fn mark<'a>(seats: impl IntoIterator<Item = (&'a str, common::Color)>, i: usize) -> Mark {
    let seats: Vec<(String, common::Color)> =
        seats.into_iter().map(|(n, c)| (n.to_owned(), c)).collect();
    let fallback = Mark {
        color: seats
            .get(i)
            .map_or(crate::rules::common::PALETTE[0], |s| s.1),
        initials: String::new(),
    };
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        if last.0 != seats {
            let all = marks(seats.iter().map(|(n, c)| (n.as_str(), *c)));
            *last = (seats, all);
        }
        last.1.get(i).cloned().unwrap_or(fallback)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_take_the_grid_that_fits_them_best() {
        let wide = Size::new(1200.0, 600.0);
        assert_eq!(columns(2, wide), 2);
        assert_eq!(columns(4, wide), 2, "two rows of two beat one row of four");
        assert_eq!(columns(6, Size::new(1200.0, 700.0)), 3);
        assert_eq!(
            columns(4, Size::new(600.0, 1200.0)),
            1,
            "a tall space stacks"
        );
        assert_eq!(columns(1, wide), 1);
        assert!(scale(8, Size::new(100.0, 100.0)) >= 0.55);
    }

    #[test]
    fn marks_are_those_of_the_whole_table() {
        let [red, green] = [
            common::Color::rgb(0xd6, 0x27, 0x28),
            common::Color::rgb(0x2c, 0xa0, 0x2c),
        ];
        let table = [("Dee", red), ("Anna", green), ("Ada", red)];
        let all = marks(table);
        for (i, m) in all.iter().enumerate() {
            assert_eq!(&mark(table, i), m);
        }
        // Another table in between is not mixed up with the first.
        assert_eq!(mark([("Bo", green)], 0).initials, "B");
        assert_eq!(mark(table, 2), all[2]);
        assert_eq!(mark(table, 3).initials, "", "past the end");
    }
}
