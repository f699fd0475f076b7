//! Rasterises the resource icons (`icons/resources/*.svg`) at build time, so
//! the window never parses SVG nor holds a second copy of their pixels: the
//! rasters are compiled in as straight RGBA and drawn from there.
//! Writes `$OUT_DIR/icons.rs` (the sides, and per side one blob of every
//! icon's pixels in the order of `ui::icon::Resource`); only with the `gui`
//! feature.

/// The resources' files, in the order of `ui::icon::Resource`.
#[cfg(feature = "gui")]
const ICONS: [&str; 8] = [
    "gold", "se", "kp", "health", "skull", "cp", "gate", "counter",
];

/// The sides the icons are rasterised at, in pixels, smallest first: an
/// icon is drawn from the smallest raster at least twice its size (a
/// screen of scale 2), else the biggest, enough for the biggest icon at the
/// biggest zoom; others are scaled down with a linear filter. Home's 44 px
/// icons come from 96 px rasters, a third of the memory of 160 px ones.
#[cfg(feature = "gui")]
const RASTERS: [u32; 2] = [96, 160];

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=icons/resources");
    if std::env::var_os("CARGO_FEATURE_GUI").is_none() {
        return;
    }
    if let Err(error) = icons() {
        println!("cargo::error=the resource icons: {error}");
    }
}

#[cfg(feature = "gui")]
fn icons() -> Result<(), String> {
    let out = std::env::var("OUT_DIR").map_err(|e| e.to_string())?;
    let out = std::path::Path::new(&out);
    // One blob per side, the icons in order: the window touches only the
    // small side's blob for Home's icons, and the pages the kernel maps
    // around a touched one are the same side's icons, not the big ones.
    let mut blobs = String::from("[\n");
    for side in RASTERS {
        let mut blob = Vec::new();
        for name in ICONS {
            let path = format!("icons/resources/{name}.svg");
            let svg = std::fs::read(&path).map_err(|e| format!("{path}: {e}"))?;
            let rgba = rasterise(&svg, side).ok_or_else(|| format!("{path}: cannot be drawn"))?;
            blob.extend_from_slice(&rgba);
        }
        let file = out.join(format!("icons-{side}.rgba"));
        std::fs::write(&file, blob).map_err(|e| format!("{}: {e}", file.display()))?;
        blobs.push_str(&format!(
            "    include_bytes!(concat!(env!(\"OUT_DIR\"), \"/icons-{side}.rgba\")),\n"
        ));
    }
    blobs.push(']');
    let code = format!(
        "/// The sides the icons are rasterised at (see build.rs).\n\
         const RASTERS: [u32; {}] = {RASTERS:?};\n\
         /// Per side, every resource's raster (straight RGBA) one after the\n\
         /// other, in the order of `Resource`.\n\
         static BLOBS: [&[u8]; {}] = {blobs};\n",
        RASTERS.len(),
        RASTERS.len(),
    );
    let file = out.join("icons.rs");
    std::fs::write(&file, code).map_err(|e| format!("{}: {e}", file.display()))
}

#[cfg(not(feature = "gui"))]
fn icons() -> Result<(), String> {
    Ok(())
}

/// `svg` drawn centred in a `side`-pixel square, as straight (not
/// premultiplied) RGBA bytes, as an image handle takes them; no fonts (the
/// icons have no text).
#[cfg(feature = "gui")]
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
