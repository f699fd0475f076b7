//! The window icon, decoded from the PNG in `icons/` at start-up, and the
//! resource icons (SVG in `icons/resources/`) the games draw beside their
//! numbers. Each SVG is rasterised once, on first use, by resvg with no
//! fonts (the icons have no text): iced's SVG widget would load every
//! system font first, which cost the window's start-up about 60 font files
//! and a few megabytes.

use std::sync::OnceLock;

use iced::widget::{Space, image};
use iced::window::icon::{self, Icon};
use iced::{Element, Length};

use crate::rules::GameKind;

/// A resource with an icon of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(usize)]
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

/// How many resources have an icon.
const RESOURCES: usize = Resource::Counter as usize + 1;

/// The sides the icons are rasterised at, in pixels, smallest first: an
/// icon is drawn from the smallest raster at least twice its size (a
/// screen of scale 2), else the biggest, enough for the biggest icon at the
/// biggest zoom; others are scaled down with a linear filter. Home's 44 px
/// icons come from 96 px rasters, a third of the memory of 160 px ones
/// (twice over: tiny-skia keeps its own copy).
const RASTERS: [u32; 2] = [96, 160];

/// The raster side for an icon `size` pixels square: see [`RASTERS`].
fn raster_for(size: f32) -> usize {
    RASTERS
        .iter()
        .position(|&side| side as f32 >= size * 2.0)
        .unwrap_or(RASTERS.len() - 1)
}

/// The icon of `resource`, `size` pixels square (an empty square if its SVG
/// could not be read, which a test rules out).
pub fn resource<'a, M: 'a>(resource: Resource, size: f32) -> Element<'a, M> {
    static ICONS: [[OnceLock<Option<image::Handle>>; RASTERS.len()]; RESOURCES] =
        [const { [const { OnceLock::new() }; RASTERS.len()] }; RESOURCES];
    let tier = raster_for(size);
    let side = RASTERS[tier];
    let handle = ICONS[resource as usize][tier].get_or_init(|| {
        rasterise(resource.bytes(), side).map(|rgba| image::Handle::from_rgba(side, side, rgba))
    });
    match handle {
        Some(handle) => image(handle.clone())
            .width(Length::Fixed(size))
            .height(Length::Fixed(size))
            .into(),
        None => Space::new()
            .width(Length::Fixed(size))
            .height(Length::Fixed(size))
            .into(),
    }
}

/// `svg` drawn centred in a `side`-pixel square, as straight (not
/// premultiplied) RGBA bytes, as an image handle takes them.
fn rasterise(svg: &[u8], side: u32) -> Option<Vec<u8>> {
    use resvg::{tiny_skia, usvg};
    let tree = usvg::Tree::from_data(svg, &usvg::Options::default()).ok()?;
    let size = tree.size();
    let scale = side as f32 / size.width().max(size.height());
    let (dx, dy) = (
        (side as f32 - size.width() * scale) / 2.0,
        (side as f32 - size.height() * scale) / 2.0,
    );
    let mut pixmap = tiny_skia::Pixmap::new(side, side)?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, dx, dy),
        &mut pixmap.as_mut(),
    );
    Some(
        pixmap
            .pixels()
            .iter()
            .flat_map(|p| {
                let c = p.demultiply();
                [c.red(), c.green(), c.blue(), c.alpha()]
            })
            .collect(),
    )
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
    use super::*;

    #[test]
    fn the_icon_decodes() {
        assert!(super::load().is_some());
    }

    #[test]
    fn small_icons_come_from_the_small_raster_and_big_ones_from_the_big() {
        assert_eq!(RASTERS[raster_for(44.0)], 96, "Home's icons");
        assert_eq!(RASTERS[raster_for(20.0)], 96);
        assert_eq!(RASTERS[raster_for(60.0)], 160);
        assert_eq!(
            RASTERS[raster_for(300.0)],
            160,
            "never bigger than the biggest"
        );
    }

    #[test]
    fn every_resource_icon_is_drawn() {
        for r in [
            Resource::Gold,
            Resource::Se,
            Resource::Kp,
            Resource::Health,
            Resource::Skull,
            Resource::Cp,
            Resource::Gate,
            Resource::Counter,
        ] {
            let rgba = rasterise(r.bytes(), 32).unwrap();
            assert_eq!(rgba.len(), 32 * 32 * 4);
            let opaque = rgba.chunks(4).filter(|p| p[3] == 255).count();
            let clear = rgba.chunks(4).filter(|p| p[3] == 0).count();
            assert!(opaque > 100, "{r:?}: {opaque} opaque pixels");
            assert!(clear > 20, "{r:?}: the icon fills its square");
        }
    }

    #[test]
    fn colours_come_out_straight_not_premultiplied() {
        let half_red = br##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#ff0000" fill-opacity="0.5"/></svg>"##;
        let rgba = rasterise(half_red, 4).unwrap();
        assert_eq!(rgba[0], 255, "red stays 255, not 128");
        assert!(
            (126..=129).contains(&rgba[3]),
            "alpha about half: {}",
            rgba[3]
        );
    }
}
