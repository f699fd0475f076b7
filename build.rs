//! Rasterises the resource icons (`icons/resources/*.svg`) at build time, so
//! the window never parses SVG nor holds a second copy of their pixels: the
//! rasters are compiled in as straight RGBA and drawn from there.
//! Writes `$OUT_DIR/icons.rs` (the sides, and per side one blob of every
//! icon's pixels in the order of `ui::icon::Resource`); only with the `gui`
//! feature.
//!
//! For optimised Linux builds it also has the linker put the code that runs
//! before the first frame together (`packaging/startup-order.txt`, see
//! `startup_order`), and write a link map the order's generator reads.
//! When the target is Windows (the target's, not this script's own system:
//! the .exe is cross-built on Linux), it embeds the app icon and the
//! version information in `tablekeeper.exe` (see [`windows_resources`]).

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

/// The app icon's sizes the .exe carries, from the PNGs `icons/generate.sh`
/// renders from `icons/tablekeeper.svg` (256 is the most an .ico holds).
const EXE_ICON_SIZES: [u32; 7] = [16, 24, 32, 48, 64, 128, 256];

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=icons/resources");
    startup_order();
    println!("cargo::rerun-if-changed=icons/hicolor");
    if std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "windows")
        && let Err(error) = windows_resources()
    {
        println!("cargo::error=the .exe's icon and version information: {error}");
    }
    if std::env::var_os("CARGO_FEATURE_GUI").is_none() {
        return;
    }
    if let Err(error) = icons() {
        println!("cargo::error=the resource icons: {error}");
    }
}

/// Embeds in `tablekeeper.exe` (the program only, not the tests) the app
/// icon, which Explorer, the Start menu and the taskbar show, and the
/// version information of its Properties (the version from Cargo.toml).
/// `winresource` writes the resource script and runs the resource
/// compiler: `x86_64-w64-mingw32-windres` when cross-building from Linux
/// (`WINDRES` names another), `rc.exe` for the MSVC target.
fn windows_resources() -> Result<(), String> {
    let out = std::env::var("OUT_DIR").map_err(|e| e.to_string())?;
    let ico = std::path::Path::new(&out).join("tablekeeper.ico");
    let mut images = Vec::new();
    for side in EXE_ICON_SIZES {
        let path =
            format!("icons/hicolor/{side}x{side}/apps/io.github.tablekeeper.Tablekeeper.png");
        let png = std::fs::read(&path).map_err(|e| format!("{path}: {e}"))?;
        images.push((side, png));
    }
    let bytes = ico_of_pngs(&images)?;
    std::fs::write(&ico, bytes).map_err(|e| format!("{}: {e}", ico.display()))?;
    let ico = ico.to_str().ok_or("OUT_DIR is not UTF-8")?;
    let mut resource = winresource::WindowsResource::new();
    resource
        .set_icon(ico)
        .set("ProductName", "Tablekeeper")
        .set("FileDescription", "Tablekeeper")
        .set("InternalName", "tablekeeper")
        .set("OriginalFilename", "tablekeeper.exe")
        .set(
            "LegalCopyright",
            "Copyright (c) 2026 The Tablekeeper developers (MIT License)",
        );
    resource.compile_for("tablekeeper").map_err(|e| {
        format!("{e} (is x86_64-w64-mingw32-windres installed? Debian: binutils-mingw-w64-x86-64)")
    })
}

/// An .ico file holding `images`, each `(side, PNG bytes)`: a 6-byte
/// header, a 16-byte entry per image, then the PNGs as they are (Windows
/// reads PNG images in icons since Vista). Written here rather than with a
/// crate: the container is these few fields, and the `ico` crate would
/// bring a second version of `png` into the build.
fn ico_of_pngs(images: &[(u32, Vec<u8>)]) -> Result<Vec<u8>, String> {
    let count = u16::try_from(images.len()).map_err(|_| "too many icon sizes")?;
    let mut out = Vec::new();
    out.extend_from_slice(&[0, 0, 1, 0]); // reserved, type 1: icon
    out.extend_from_slice(&count.to_le_bytes());
    let mut offset = 6 + 16 * images.len();
    for (side, png) in images {
        if !png.starts_with(b"\x89PNG\r\n\x1a\n") || png.get(16..24) != Some(&png_size(*side)) {
            return Err(format!("the {side} px icon is not a {side}x{side} PNG"));
        }
        // 0 stands for 256, the largest an entry can say.
        let byte = if *side >= 256 { 0 } else { *side as u8 };
        let size = u32::try_from(png.len()).map_err(|_| "icon too large")?;
        out.extend_from_slice(&[byte, byte, 0, 0]); // width, height, no palette, reserved
        out.extend_from_slice(&1u16.to_le_bytes()); // colour planes
        out.extend_from_slice(&32u16.to_le_bytes()); // bits per pixel (RGBA)
        out.extend_from_slice(&size.to_le_bytes());
        let at = u32::try_from(offset).map_err(|_| "icon too large")?;
        out.extend_from_slice(&at.to_le_bytes());
        offset += png.len();
    }
    for (_, png) in images {
        out.extend_from_slice(png);
    }
    Ok(out)
}

/// A square PNG's width and height as its header has them (big-endian).
fn png_size(side: u32) -> [u8; 8] {
    let mut size = [0; 8];
    size[..4].copy_from_slice(&side.to_be_bytes());
    size[4..].copy_from_slice(&side.to_be_bytes());
    size
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

/// The symbols the window runs before its first frame, one per line, as
/// `benches/startup_order.py` wrote them from a trace of that start.
const STARTUP_ORDER: &str = "packaging/startup-order.txt";

/// In optimised builds for x86-64 Linux linked by the toolchain's own LLD
/// (rustc's default there since 1.90), the start-up code is placed first
/// and together (`--symbol-ordering-file`). Scattered over the 10 MB of
/// code, the first frame's 1.7 MB of functions touched pages all over it,
/// and the kernel maps 64 KB around each page touched: clustered, the same
/// start touches a fraction of them (measured in the commit that added this).
/// A symbol the list names but the build lacks (a dependency updated,
/// code changed) is skipped silently: a stale list costs memory, never a
/// failed build. Other linkers (a configured `linker`, or
/// `-Clinker-features`) are left alone, since GNU ld has no such option.
/// The link map (`$OUT_DIR/tablekeeper.map`) lets the generator name the
/// functions of a stripped binary.
fn startup_order() {
    println!("cargo::rerun-if-changed={STARTUP_ORDER}");
    println!("cargo::rerun-if-env-changed=RUSTC_LINKER");
    let env = |name: &str| std::env::var(name).unwrap_or_default();
    let linker_chosen = !env("RUSTC_LINKER").is_empty()
        || env("CARGO_ENCODED_RUSTFLAGS")
            .split('\x1f')
            .any(|flag| flag.contains("linker") || flag.contains("link-self-contained"));
    if env("PROFILE") != "release"
        || env("TARGET") != "x86_64-unknown-linux-gnu"
        || linker_chosen
        || !rustc_links_with_lld(&env("RUSTC"))
    {
        return;
    }
    let link_arg = |arg: &str| println!("cargo::rustc-link-arg-bin=tablekeeper=-Wl,{arg}");
    link_arg(&format!("-Map={}/tablekeeper.map", env("OUT_DIR")));
    let order = std::path::Path::new(&env("CARGO_MANIFEST_DIR")).join(STARTUP_ORDER);
    if order.is_file() {
        link_arg(&format!("--symbol-ordering-file={}", order.display()));
        link_arg("--no-warn-symbol-ordering");
    }
}

/// Whether `rustc` is 1.90 or newer, the first to link x86-64 Linux
/// programs with its own LLD by default.
fn rustc_links_with_lld(rustc: &str) -> bool {
    let Ok(out) = std::process::Command::new(rustc).arg("-vV").output() else {
        return false;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let Some(release) = text.lines().find_map(|l| l.strip_prefix("release: ")) else {
        return false;
    };
    let mut parts = release
        .split(['.', '-'])
        .map(|p| p.parse::<u32>().unwrap_or(0));
    let (major, minor) = (parts.next().unwrap_or(0), parts.next().unwrap_or(0));
    (major, minor) >= (1, 90)
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
