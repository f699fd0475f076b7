//! File names every system can hold. Windows keeps some names for devices
//! (`CON`, `NUL`, `COM1`…, with any extension and in any case: `nul.csv`
//! opens the null device, not a file) and drops a trailing dot or space
//! from a name. Files travel (a USB stick, a synced folder, an e-mail), so
//! such names are refused for exports on every system, and never given to
//! a session. Pure: no file system here.

use std::path::Path;

/// The names Windows keeps for devices, as Microsoft lists them ("Naming
/// Files, Paths, and Namespaces"): with the superscript digits, which
/// Windows reads as 1, 2 and 3, and `COM0`/`LPT0`, which its list names
/// too. `CONIN$` and `CONOUT$` name the console.
const RESERVED: [&str; 32] = [
    "CON", "PRN", "AUX", "NUL", "COM0", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7",
    "COM8", "COM9", "COM¹", "COM²", "COM³", "LPT0", "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6",
    "LPT7", "LPT8", "LPT9", "LPT¹", "LPT²", "LPT³", "CONIN$", "CONOUT$",
];

/// Why a file name cannot travel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unportable {
    /// Windows keeps this name for a device (the name as written, before
    /// its first dot: `con` for `con.tar.gz`).
    Reserved(String),
    /// The name ends in a dot or a space, which Windows drops.
    TrailingDotOrSpace,
}

/// Why `name` (a file name, not a path) cannot be a file on every system,
/// if it cannot. The part before the first dot, trailing spaces aside, is
/// what Windows compares with its device names, in any case.
pub fn unportable(name: &str) -> Option<Unportable> {
    if name.ends_with(['.', ' ']) {
        return Some(Unportable::TrailingDotOrSpace);
    }
    let stem = name.split('.').next().unwrap_or(name).trim_end_matches(' ');
    let upper = stem.to_uppercase();
    RESERVED
        .contains(&upper.as_str())
        .then(|| Unportable::Reserved(stem.to_owned()))
}

/// [`unportable`] of the file name `path` ends in; nothing for a path
/// that names no file (`..`, `/`).
pub fn unportable_path(path: &Path) -> Option<Unportable> {
    path.file_name()
        .and_then(|name| unportable(&name.to_string_lossy()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn device_names_in_any_case_and_with_any_extension() {
        for name in [
            "CON",
            "con",
            "Con.csv",
            "nul.tar.gz",
            "PRN.md",
            "aux",
            "COM1",
            "com9.json",
            "LPT1",
            "lpt9.CSV",
            "COM¹.txt",
            "lpt³",
            "CON .csv",
            "conin$",
            "CONOUT$.x",
        ] {
            assert!(
                matches!(unportable(name), Some(Unportable::Reserved(_))),
                "{name}"
            );
        }
        assert_eq!(
            unportable("Nul.csv"),
            Some(Unportable::Reserved("Nul".into()))
        );
        assert_eq!(
            unportable("con .csv"),
            Some(Unportable::Reserved("con".into()))
        );
    }

    #[test]
    fn names_that_only_look_like_devices_are_fine() {
        for name in [
            "console.csv",
            "CON1",
            "COM10",
            "LPT",
            "xnul",
            " con.csv",
            "con_x.csv",
            "null",
            "20261110-200000.json",
            "Spieleabend Ünal.csv",
            "a b.md",
            ".hidden",
        ] {
            assert_eq!(unportable(name), None, "{name}");
        }
    }

    #[test]
    fn a_trailing_dot_or_space_is_refused() {
        for name in ["game.", "game ", "game.csv.", "game.csv ", ".", " "] {
            assert_eq!(
                unportable(name),
                Some(Unportable::TrailingDotOrSpace),
                "{name:?}"
            );
        }
    }

    #[test]
    fn a_path_is_judged_by_its_file_name() {
        assert_eq!(
            unportable_path(Path::new("out/CON.csv")),
            Some(Unportable::Reserved("CON".into()))
        );
        // A folder of that name is the system's business, not ours.
        assert_eq!(unportable_path(Path::new("aux/game.csv")), None);
        assert_eq!(unportable_path(Path::new("/")), None);
        assert_eq!(unportable_path(Path::new("Spieleabend/Ünal 2.csv")), None);
    }
}
