//! The window icon, decoded from the PNG in `icons/` at start-up, and the
//! resource icons (SVG in `icons/resources/`) the games draw beside their
//! numbers.

use iced::widget::svg;
use iced::window::icon::{self, Icon};
use iced::{Element, Length};

use crate::rules::GameKind;

/// A resource with an icon of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resource {
    /// Gold coins.
    Gold,
    /// Spiritual Energy.
    Se,
    /// Kill Points.
    Kp,
    /// Health or hit points.
    Health,
    /// Skulls.
    Skull,
    /// Command Points.
    Cp,
    /// The Castle Gate.
    Gate,
    /// Any counter.
    Counter,
}

impl Resource {
    fn bytes(self) -> &'static [u8] {
        match self {
            Resource::Gold => include_bytes!("../../icons/resources/gold.svg"),
            Resource::Se => include_bytes!("../../icons/resources/se.svg"),
            Resource::Kp => include_bytes!("../../icons/resources/kp.svg"),
            Resource::Health => include_bytes!("../../icons/resources/health.svg"),
            Resource::Skull => include_bytes!("../../icons/resources/skull.svg"),
            Resource::Cp => include_bytes!("../../icons/resources/cp.svg"),
            Resource::Gate => include_bytes!("../../icons/resources/gate.svg"),
            Resource::Counter => include_bytes!("../../icons/resources/counter.svg"),
        }
    }

    /// The icon that stands for a game on the home screen.
    pub fn of_game(kind: GameKind) -> Self {
        #[allow(unreachable_patterns)]
        match kind {
            GameKind::Custom => Resource::Counter,
            GameKind::Karth => Resource::Kp,
            GameKind::HeroRealms => Resource::Health,
            GameKind::Kharnage => Resource::Skull,
            GameKind::Koth => Resource::Cp,
            _ => Resource::Gate,
        }
    }
}

/// The icon of `resource`, `size` pixels square.
pub fn resource<'a, M: 'a>(resource: Resource, size: f32) -> Element<'a, M> {
    svg(svg::Handle::from_memory(resource.bytes()))
        .width(Length::Fixed(size))
        .height(Length::Fixed(size))
        .into()
}

const PNG: &[u8] = include_bytes!("../../icons/tablekeeper-64.png");

/// The app icon, or none if it cannot be decoded (the window still opens).
pub fn load() -> Option<Icon> {
    let decoder = png::Decoder::new(std::io::Cursor::new(PNG));
    let mut reader = decoder.read_info().ok()?;
    let mut buffer = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut buffer).ok()?;
    if info.color_type != png::ColorType::Rgba || info.bit_depth != png::BitDepth::Eight {
        return None;
    }
    buffer.truncate(info.buffer_size());
    icon::from_rgba(buffer, info.width, info.height).ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_icon_decodes() {
        assert!(super::load().is_some());
    }
}
