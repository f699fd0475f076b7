//! The chart saved as a picture: cut from the window's screenshot where the
//! chart is on screen, and encoded as PNG.

use iced::Rectangle;
use iced::window::Screenshot;

/// The part of the window's picture inside `bounds` (logical pixels), as
/// PNG bytes.
pub fn chart_png(shot: &Screenshot, bounds: Rectangle) -> Result<Vec<u8>, String> {
    let scale = shot.scale_factor;
    let (width, height) = (shot.size.width, shot.size.height);
    // Whole pixels only: an edge the chart covers in part is blended with
    // what is around it, and would frame the picture in a thin line.
    let x = ((bounds.x * scale).ceil().max(0.0) as u32).min(width);
    let y = ((bounds.y * scale).ceil().max(0.0) as u32).min(height);
    let right = ((bounds.x + bounds.width) * scale).floor().max(0.0) as u32;
    let bottom = ((bounds.y + bounds.height) * scale).floor().max(0.0) as u32;
    let region = Rectangle {
        x,
        y,
        width: right.min(width).saturating_sub(x),
        height: bottom.min(height).saturating_sub(y),
    };
    if region.width == 0 || region.height == 0 {
        return Err(String::from("the chart has no size on screen"));
    }
    let part = shot.crop(region).map_err(|e| format!("{e:?}"))?;
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, part.size.width, part.size.height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer
        .write_image_data(&part.rgba)
        .map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shot(width: u32, height: u32, scale: f32) -> Screenshot {
        let mut rgba = Vec::new();
        for y in 0..height {
            for x in 0..width {
                rgba.extend([x as u8, y as u8, 0, 255]);
            }
        }
        Screenshot::new(rgba, iced::Size::new(width, height), scale)
    }

    #[test]
    fn the_chart_is_cut_from_the_window_at_its_scale() {
        let png = chart_png(
            &shot(40, 30, 2.0),
            Rectangle {
                x: 5.0,
                y: 3.0,
                width: 10.0,
                height: 6.0,
            },
        )
        .unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        assert_eq!((info.width, info.height), (20, 12));
        // The first pixel is the window's (10, 6).
        assert_eq!(&pixels[..4], &[10, 6, 0, 255]);
        // Pixels the chart only partly covers are left out.
        let png = chart_png(
            &shot(40, 30, 2.0),
            Rectangle {
                x: 5.25,
                y: 3.75,
                width: 10.0,
                height: 6.0,
            },
        )
        .unwrap();
        let mut reader = png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        assert_eq!((info.width, info.height), (19, 11));
        assert_eq!(&pixels[..4], &[11, 8, 0, 255]);
    }

    #[test]
    fn a_chart_off_screen_or_without_size_is_refused() {
        let off = Rectangle {
            x: 100.0,
            y: 100.0,
            width: 10.0,
            height: 10.0,
        };
        assert!(chart_png(&shot(40, 30, 1.0), off).is_err());
        // Partly off: cut to what is shown.
        let half = Rectangle {
            x: 30.0,
            y: 20.0,
            width: 20.0,
            height: 20.0,
        };
        assert!(chart_png(&shot(40, 30, 1.0), half).is_ok());
    }
}
