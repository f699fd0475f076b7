//! A line chart of one tracked number for every player, team or army over
//! the course of a game, with the win threshold drawn where there is one
//! and the moment under review marked. Drawn on iced's canvas: the numbers
//! are a few series of integers, which needs no charting crate.

use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text as Label};
use iced::{Point, Rectangle, Renderer, Size, Theme};

use crate::ui::theme;

/// One line: its colour and its value after each entry (index 0: the start).
#[derive(Debug, Clone)]
pub struct Line {
    /// The player's colour.
    pub color: crate::rules::Color,
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
        let margin = 36.0;
        let plot = Size::new(
            (bounds.width - 2.0 * margin).max(1.0),
            (bounds.height - 2.0 * margin).max(1.0),
        );
        let steps = self
            .lines
            .iter()
            .map(|l| l.values.len())
            .max()
            .unwrap_or(1)
            .saturating_sub(1)
            .max(1);
        let (lo, hi) = self.range();
        let span = (hi - lo) as f64;
        let x = |i: usize| margin + plot.width * (i as f32 / steps as f32);
        let y = |v: i64| margin + plot.height * (1.0 - ((v - lo) as f64 / span) as f32);
        let axis = Path::new(|p| {
            p.move_to(Point::new(margin, margin));
            p.line_to(Point::new(margin, margin + plot.height));
            p.line_to(Point::new(margin + plot.width, margin + plot.height));
        });
        let faint = palette.background.strong.color;
        frame.stroke(&axis, Stroke::default().with_color(faint).with_width(1.0));
        for (v, at) in [(hi, y(hi)), (lo, y(lo))] {
            frame.fill_text(Label {
                content: v.to_string(),
                position: Point::new(4.0, at - 8.0),
                color: palette.background.base.text,
                size: theme::SMALL.into(),
                ..Label::default()
            });
        }
        if let Some(goal) = self.goal {
            let line = Path::line(
                Point::new(margin, y(goal)),
                Point::new(margin + plot.width, y(goal)),
            );
            frame.stroke(
                &line,
                Stroke::default()
                    .with_color(palette.danger.base.color)
                    .with_width(1.5),
            );
            frame.fill_text(Label {
                content: goal.to_string(),
                position: Point::new(margin + plot.width - 40.0, y(goal) - 18.0),
                color: palette.danger.base.color,
                size: theme::SMALL.into(),
                ..Label::default()
            });
        }
        let marker = Path::line(
            Point::new(x(self.step), margin),
            Point::new(x(self.step), margin + plot.height),
        );
        frame.stroke(
            &marker,
            Stroke::default()
                .with_color(palette.primary.base.color)
                .with_width(2.0),
        );
        for line in &self.lines {
            if line.values.is_empty() {
                continue;
            }
            let path = Path::new(|p| {
                p.move_to(Point::new(x(0), y(line.values[0])));
                for (i, v) in line.values.iter().enumerate().skip(1) {
                    p.line_to(Point::new(x(i), y(*v)));
                }
            });
            frame.stroke(
                &path,
                Stroke::default()
                    .with_color(theme::color(line.color))
                    .with_width(2.5),
            );
        }
        vec![frame.into_geometry()]
    }
}
