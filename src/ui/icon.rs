//! The window icon, decoded from the PNG in `icons/` at start-up.

use iced::window::icon::{self, Icon};

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
