//! A line chart of one tracked number for every player, team or army over
//! the course of a game, with the win threshold drawn where there is one
//! and the moment under review marked. Drawn on iced's canvas: the numbers
//! are a few series of integers, which needs no charting crate.
//!
//! In print mode (the picture saved as PNG) the chart is dark ink on white
//! paper whatever the theme, with ticks and grid lines on both axes and no
//! marker of the moment under review.

use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, LineDash, Path, Stroke, Text as Label};
use iced::{Color, Point, Rectangle, Renderer, Size, Theme, alignment};

use crate::rules::Text;
use crate::ui::theme;

/// The colours of the printed chart, whatever the theme.
pub mod paper {
    use iced::Color;

    /// The background.
    pub const PAPER: Color = Color::WHITE;
    /// Words and tick values.
    pub const INK: Color = Color::from_rgb(0.11, 0.11, 0.13);
    /// Words of less weight (the date and players under the title).
    pub const SOFT_INK: Color = Color::from_rgb(0.33, 0.33, 0.36);
    /// The axes.
    pub const AXIS: Color = Color::from_rgb(0.45, 0.45, 0.48);
    /// The grid lines at the ticks.
    pub const GRID: Color = Color::from_rgb(0.88, 0.88, 0.9);
    /// The win threshold.
    pub const GOAL: Color = Color::from_rgb(0.75, 0.11, 0.16);
}

/// One line: its colour, its name and its value after each entry (index 0:
/// the start).
#[derive(Debug, Clone)]
pub struct Line {
    /// The player's colour, as drawn.
    pub color: crate::rules::Color,
    /// The player's initials, at the line's end (empty: none).
    pub initials: String,
    /// Whose line it is (a player, the table's number, a piece), for the
    /// legend.
    pub name: Text,
    /// Values from the start to the last applied entry.
    pub values: Vec<i64>,
}

/// The chart's data.
#[derive(Debug, Clone)]
pub struct Chart {
    /// One line per player, team or army.
    pub lines: Vec<Line>,
    /// The win threshold on this number, if any.
    pub goal: Option<i64>,
    /// The entry under review (a vertical marker).
    pub step: usize,
    /// Drawn for the picture: on paper, with ticks, without the marker.
    pub print: bool,
}

/// Round values for the ticks of an axis showing `lo` to `hi`: the
/// multiples of the smallest of 1, 2, 5, 10, 20, 50… that needs at most
/// `most` ticks (`most` taken as at least three: a range across zero needs those) from a multiple at or under
/// `lo` to one at or over `hi`.
pub fn ticks(lo: i64, hi: i64, most: usize) -> Vec<i64> {
    let (lo, hi) = (lo.min(hi), lo.max(hi));
    let most = i64::try_from(most.max(3)).unwrap_or(i64::MAX);
    let mut power: i64 = 1;
    loop {
        for step in [power, power.saturating_mul(2), power.saturating_mul(5)] {
            let first = lo.div_euclid(step);
            let last = hi.div_euclid(step) + i64::from(hi.rem_euclid(step) != 0);
            if last - first < most || step == i64::MAX {
                return (first..=last).map(|k| k.saturating_mul(step)).collect();
            }
        }
        power = power.saturating_mul(10);
    }
}

impl Chart {
    fn range(&self) -> (i64, i64) {
        let all = self
            .lines
            .iter()
            .flat_map(|l| l.values.iter().copied())
            .chain(self.goal);
        let (lo, hi) = all.fold((i64::MAX, i64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
        if lo > hi {
            (0, 1)
        } else if lo == hi {
            (lo - 1, hi + 1)
        } else {
            (lo, hi)
        }
    }

    /// Entries on the x axis (at least one).
    fn steps(&self) -> usize {
        self.lines
            .iter()
            .map(|l| l.values.len())
            .max()
            .unwrap_or(1)
            .saturating_sub(1)
            .max(1)
    }

    /// Where the marker of the moment under review is, if it is drawn.
    pub fn marker(&self) -> Option<usize> {
        (!self.print).then_some(self.step)
    }
}

/// The colours a chart is drawn in.
struct Inks {
    words: Color,
    axis: Color,
    goal: Color,
    marker: Color,
}

/// Where the plot is inside the canvas and what it shows.
struct Plot {
    left: f32,
    top: f32,
    size: Size,
    lo: i64,
    hi: i64,
    steps: usize,
}

impl Plot {
    fn x(&self, i: usize) -> f32 {
        self.left + self.size.width * (i as f32 / self.steps as f32)
    }

    fn y(&self, v: i64) -> f32 {
        let span = (self.hi - self.lo).max(1) as f64;
        self.top + self.size.height * (1.0 - ((v - self.lo) as f64 / span) as f32)
    }

    fn bottom(&self) -> f32 {
        self.top + self.size.height
    }

    fn right(&self) -> f32 {
        self.left + self.size.width
    }
}

fn label(content: String, position: Point, color: Color) -> Label {
    Label {
        content,
        position,
        color,
        size: theme::small().into(),
        ..Label::default()
    }
}

impl Chart {
    /// The goal's line across the plot, labelled, in `ink`.
    fn draw_goal(&self, frame: &mut Frame, plot: &Plot, ink: iced::Color) {
        if let Some(goal) = self.goal {
            let at = plot.y(goal);
            let line = Path::line(Point::new(plot.left, at), Point::new(plot.right(), at));
            let mut stroke = Stroke::default().with_color(ink).with_width(1.5);
            if self.print {
                stroke.line_dash = LineDash {
                    segments: &[8.0, 4.0],
                    offset: 0,
                };
            }
            frame.stroke(&line, stroke);
            frame.fill_text(Label {
                align_x: alignment::Horizontal::Right.into(),
                ..label(
                    goal.to_string(),
                    Point::new(plot.right() - 4.0, at - 18.0),
                    ink,
                )
            });
        }
    }

    /// A line per series, each on a faint casing of `ink` (a light colour
    /// shows on white paper too), its initials at its end.
    fn draw_lines(&self, frame: &mut Frame, plot: &Plot, ink: iced::Color) {
        for line in &self.lines {
            let Some(&start) = line.values.first() else {
                continue;
            };
            let path = Path::new(|p| {
                p.move_to(Point::new(plot.x(0), plot.y(start)));
                for (i, v) in line.values.iter().enumerate().skip(1) {
                    p.line_to(Point::new(plot.x(i), plot.y(*v)));
                }
            });
            let casing = iced::Color { a: 0.35, ..ink };
            frame.stroke(&path, Stroke::default().with_color(casing).with_width(4.5));
            frame.stroke(
                &path,
                Stroke::default()
                    .with_color(theme::color(line.color))
                    .with_width(2.5),
            );
            let last = line.values.len().saturating_sub(1);
            let end = line.values.last().copied().unwrap_or(start);
            if !line.initials.is_empty() {
                frame.fill_text(label(
                    line.initials.clone(),
                    Point::new(plot.x(last) + 4.0, plot.y(end) - 8.0),
                    ink,
                ));
            }
        }
    }

    /// Tick values and grid lines on both axes, for the picture.
    fn draw_ticks(&self, frame: &mut Frame, plot: &Plot, y_ticks: &[i64]) {
        let grid = Stroke::default().with_color(paper::GRID).with_width(1.0);
        for &v in y_ticks {
            let at = plot.y(v);
            frame.stroke(
                &Path::line(Point::new(plot.left, at), Point::new(plot.right(), at)),
                grid,
            );
            frame.fill_text(Label {
                align_x: alignment::Horizontal::Right.into(),
                align_y: alignment::Vertical::Center,
                ..label(v.to_string(), Point::new(plot.left - 6.0, at), paper::INK)
            });
        }
        let steps = i64::try_from(plot.steps).unwrap_or(i64::MAX);
        for i in ticks(0, steps, 10).into_iter().filter(|&i| i <= steps) {
            let at = plot.x(usize::try_from(i).unwrap_or(0));
            frame.stroke(
                &Path::line(
                    Point::new(at, plot.bottom()),
                    Point::new(at, plot.bottom() + 4.0),
                ),
                Stroke::default().with_color(paper::AXIS).with_width(1.0),
            );
            frame.fill_text(Label {
                align_x: alignment::Horizontal::Center.into(),
                ..label(
                    i.to_string(),
                    Point::new(at, plot.bottom() + 6.0),
                    paper::INK,
                )
            });
        }
    }
}

impl<M> canvas::Program<M> for Chart {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let palette = theme.extended_palette();
        let inks = if self.print {
            Inks {
                words: paper::INK,
                axis: paper::AXIS,
                goal: paper::GOAL,
                marker: paper::INK,
            }
        } else {
            Inks {
                words: palette.background.base.text,
                axis: palette.background.strong.color,
                goal: palette.danger.base.color,
                marker: palette.primary.base.color,
            }
        };
        let (lo, hi) = self.range();
        // The picture's y axis runs from tick to tick, each one labelled;
        // on screen only the lowest and highest values are.
        let y_ticks = if self.print {
            ticks(lo, hi, 7)
        } else {
            Vec::new()
        };
        let (lo, hi) = match (y_ticks.first(), y_ticks.last()) {
            (Some(&first), Some(&last)) => (first, last),
            _ => (lo, hi),
        };
        // Margins: left, top, right, bottom.
        let (left, top, right, bottom) = if self.print {
            (56.0, 10.0, 30.0, 26.0)
        } else {
            (36.0, 36.0, 36.0, 36.0)
        };
        let plot = Plot {
            left,
            top,
            size: Size::new(
                (bounds.width - left - right).max(1.0),
                (bounds.height - top - bottom).max(1.0),
            ),
            lo,
            hi,
            steps: self.steps(),
        };
        if self.print {
            self.draw_ticks(&mut frame, &plot, &y_ticks);
        } else {
            for v in [hi, lo] {
                frame.fill_text(label(
                    v.to_string(),
                    Point::new(4.0, plot.y(v) - 8.0),
                    inks.words,
                ));
            }
        }
        let axis = Path::new(|p| {
            p.move_to(Point::new(plot.left, plot.top));
            p.line_to(Point::new(plot.left, plot.bottom()));
            p.line_to(Point::new(plot.right(), plot.bottom()));
        });
        frame.stroke(
            &axis,
            Stroke::default().with_color(inks.axis).with_width(1.0),
        );
        self.draw_goal(&mut frame, &plot, inks.goal);
        if let Some(step) = self.marker() {
            let marker = Path::line(
                Point::new(plot.x(step), plot.top),
                Point::new(plot.x(step), plot.bottom()),
            );
            frame.stroke(
                &marker,
                Stroke::default().with_color(inks.marker).with_width(2.0),
            );
        }
        self.draw_lines(&mut frame, &plot, inks.words);
        vec![frame.into_geometry()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_cover_the_values() {
        assert_eq!(ticks(0, 10, 7), vec![0, 2, 4, 6, 8, 10]);
        assert_eq!(ticks(3, 47, 7), vec![0, 10, 20, 30, 40, 50]);
        assert_eq!(ticks(-5, 7, 9), vec![-6, -4, -2, 0, 2, 4, 6, 8]);
        assert_eq!(ticks(-5, 7, 7), vec![-5, 0, 5, 10]);
        assert_eq!(ticks(17, 20, 7), vec![17, 18, 19, 20]);
        assert_eq!(ticks(0, 1, 7), vec![0, 1]);
        assert_eq!(ticks(0, 1234, 7), vec![0, 500, 1000, 1500]);
        assert_eq!(ticks(5, 5, 7), vec![5]);
        // Whatever the values, never more ticks than asked for.
        for (lo, hi) in [(0, 3), (-40, 7), (1, 99), (-1000, 1000), (13, 14)] {
            for most in 3..10 {
                let t = ticks(lo, hi, most);
                assert!(t.len() <= most, "{lo}..{hi} in {most}: {t:?}");
                assert!(t[0] <= lo && *t.last().unwrap() >= hi, "{t:?}");
            }
        }
    }

    #[test]
    fn the_picture_is_dark_ink_on_paper_without_the_marker() {
        fn luminance(c: Color) -> f32 {
            0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
        }
        assert!(luminance(paper::PAPER) > 0.95);
        assert!(luminance(paper::INK) < 0.2);
        assert!(luminance(paper::GRID) > luminance(paper::AXIS));
        // Every player's colour shows on the paper: dark enough itself,
        // or (the yellow) on its casing of ink, which is.
        let casing = luminance(paper::INK) * 0.35 + luminance(paper::PAPER) * 0.65;
        assert!(casing < 0.75, "{casing}");
        let light = crate::rules::common::PALETTE
            .iter()
            .filter(|c| luminance(theme::color(**c)) >= 0.75)
            .count();
        assert!(light <= 1, "only the yellow needs its casing");
        let mut chart = Chart {
            lines: Vec::new(),
            goal: Some(10),
            step: 3,
            print: false,
        };
        assert_eq!(chart.marker(), Some(3));
        chart.print = true;
        assert_eq!(chart.marker(), None);
    }
}
