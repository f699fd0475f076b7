//! The window icon, decoded from the PNG in `icons/` at start-up, and the
//! resource icons (SVG in `icons/resources/`) the games draw beside their
//! numbers. The SVGs are rasterised at build time (`build.rs`), with no
//! fonts, and drawn from the pixels compiled into the binary: no SVG is
//! parsed at run time and no second copy of the pixels is made.

use std::sync::OnceLock;

use iced::widget::image;
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

// RASTERS (the sides) and BLOBS (per side, every resource's raster), from
// build.rs.
include!(concat!(env!("OUT_DIR"), "/icons.rs"));

/// The pixels of `resource` at the side `RASTERS[tier]` (empty if the blob
/// is shorter, which a test rules out).
fn pixels(resource: usize, tier: usize) -> &'static [u8] {
    let one = (RASTERS[tier] * RASTERS[tier] * 4) as usize;
    BLOBS[tier]
        .get(resource * one..(resource + 1) * one)
        .unwrap_or_default()
}

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
    static ICONS: [[OnceLock<image::Handle>; RASTERS.len()]; RESOURCES] =
        [const { [const { OnceLock::new() }; RASTERS.len()] }; RESOURCES];
    let tier = raster_for(size);
    let side = RASTERS[tier];
    let handle = ICONS[resource as usize][tier]
        .get_or_init(|| image::Handle::from_rgba(side, side, pixels(resource as usize, tier)));
    image(handle.clone())
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
    fn every_resource_icon_is_drawn_at_every_side() {
        for r in 0..RESOURCES {
            for (tier, side) in RASTERS.into_iter().enumerate() {
                let rgba = pixels(r, tier);
                assert_eq!(rgba.len(), (side * side * 4) as usize);
                assert_eq!(BLOBS[tier].len(), RESOURCES * rgba.len(), "nothing more");
                let share = |n: usize| n * 1000 / (side * side) as usize;
                let opaque = rgba.chunks(4).filter(|p| p[3] == 255).count();
                let clear = rgba.chunks(4).filter(|p| p[3] == 0).count();
                assert!(share(opaque) > 100, "icon {r} at {side}: {opaque} opaque");
                assert!(share(clear) > 20, "icon {r} at {side}: fills its square");
            }
        }
    }

    #[test]
    fn colours_come_out_straight_not_premultiplied() {
        // Premultiplied, no channel of a pixel could exceed its alpha; the
        // icons' anti-aliased edges have bright colours at low alpha.
        for r in 0..RESOURCES {
            let straight = pixels(r, 0)
                .chunks(4)
                .any(|p| p[3] > 0 && p[3] < 128 && p[..3].iter().any(|c| *c > p[3]));
            assert!(straight, "icon {r} looks premultiplied");
        }
    }
}
