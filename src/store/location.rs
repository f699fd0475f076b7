//! Where the data folder is: `--data-dir`, else `TABLEKEEPER_DATA_DIR`,
//! else a portable copy's `data` folder (Windows), else the platform's
//! data folder. The choice is a pure function ([`choose_data_dir`]) of
//! what [`data_dir`] gathers from the system.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// Where the data folder in force was named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataSource {
    /// `--data-dir`.
    Flag,
    /// `TABLEKEEPER_DATA_DIR`.
    Env,
    /// A `portable` file beside the program (Windows): `data` beside it.
    Portable,
    /// The platform's data folder ([`platform_data_dir`]).
    Platform,
}

/// The data folder in force, and where it was named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataDir {
    /// The folder.
    pub path: PathBuf,
    /// Where it was named.
    pub source: DataSource,
}

impl DataDir {
    /// Whether someone named this folder (`--data-dir`,
    /// `TABLEKEEPER_DATA_DIR`): then a folder that is not there is an
    /// error, where the default one not there yet only means nothing was
    /// saved so far.
    pub fn chosen(&self) -> bool {
        matches!(self.source, DataSource::Flag | DataSource::Env)
    }
}

/// The name of the file that makes a copy of the program portable
/// (Windows): beside the program, it keeps the data in `data` beside it.
pub const PORTABLE_MARKER: &str = "portable";

/// The data folder, first of: `--data-dir` (`flag`), `TABLEKEEPER_DATA_DIR`
/// (`env`, unless empty), `data` in the program's folder (`exe_dir`) when
/// the [`PORTABLE_MARKER`] is there (`marker`), the platform's folder.
/// Pure: [`data_dir`] gathers the inputs.
pub fn choose_data_dir(
    flag: Option<PathBuf>,
    env: Option<OsString>,
    exe_dir: Option<&Path>,
    marker: bool,
    platform: Option<PathBuf>,
) -> Option<DataDir> {
    let named = |path, source| Some(DataDir { path, source });
    if let Some(path) = flag {
        return named(path, DataSource::Flag);
    }
    if let Some(env) = env.filter(|e| !e.is_empty()) {
        return named(PathBuf::from(env), DataSource::Env);
    }
    if let Some(exe_dir) = exe_dir.filter(|_| marker) {
        return named(exe_dir.join("data"), DataSource::Portable);
    }
    platform.map(|path| DataDir {
        path,
        source: DataSource::Platform,
    })
}

/// The data folder in force (see [`choose_data_dir`]), `flag` being
/// `--data-dir`. The portable marker is looked for on Windows only: the
/// portable zip is a Windows download, and on Linux the program sits in
/// `/usr/bin` among every other program's files, where a file named
/// `portable` would be no sign meant for Tablekeeper and would hide every
/// saved session behind an empty folder. Elsewhere `TABLEKEEPER_DATA_DIR`
/// does the same.
pub fn data_dir(flag: Option<PathBuf>) -> Option<DataDir> {
    let exe = std::env::current_exe().ok();
    let exe_dir = exe.as_deref().and_then(Path::parent);
    let marker = cfg!(windows) && exe_dir.is_some_and(|d| d.join(PORTABLE_MARKER).is_file());
    choose_data_dir(
        flag,
        std::env::var_os("TABLEKEEPER_DATA_DIR"),
        exe_dir,
        marker,
        platform_data_dir(),
    )
}

/// The platform's data folder. On Windows `%APPDATA%\Tablekeeper` (the
/// roaming application data, which follows a user between the machines of
/// a domain; `directories`' `ProjectDirs` would give
/// `%APPDATA%\tablekeeper\data`, a folder deeper than a person looking for
/// the files expects).
#[cfg(windows)]
pub fn platform_data_dir() -> Option<PathBuf> {
    directories::BaseDirs::new().map(|d| d.data_dir().join("Tablekeeper"))
}

/// The platform's data folder: on Linux `$XDG_DATA_HOME/tablekeeper`
/// (`~/.local/share/tablekeeper`), as it has always been, so no saved
/// session is ever left behind; on macOS
/// `~/Library/Application Support/tablekeeper`.
#[cfg(not(windows))]
pub fn platform_data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "tablekeeper").map(|d| d.data_dir().to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choose(
        flag: Option<&str>,
        env: Option<&str>,
        exe_dir: Option<&str>,
        marker: bool,
        platform: Option<&str>,
    ) -> Option<(PathBuf, DataSource)> {
        choose_data_dir(
            flag.map(PathBuf::from),
            env.map(OsString::from),
            exe_dir.map(Path::new),
            marker,
            platform.map(PathBuf::from),
        )
        .map(|d| (d.path, d.source))
    }

    #[test]
    fn the_flag_then_the_variable_then_a_portable_copy_then_the_platform() {
        let home = "/home/ana/.local/share/tablekeeper";
        let platform = Some(home);
        let exe = Some("/opt/tk");
        assert_eq!(
            choose(Some("/flag"), Some("/env"), exe, true, platform),
            Some(("/flag".into(), DataSource::Flag))
        );
        assert_eq!(
            choose(None, Some("/env"), exe, true, platform),
            Some(("/env".into(), DataSource::Env))
        );
        assert_eq!(
            choose(None, None, exe, true, platform),
            Some((Path::new("/opt/tk").join("data"), DataSource::Portable))
        );
        assert_eq!(
            choose(None, None, exe, false, platform),
            Some((home.into(), DataSource::Platform))
        );
        assert_eq!(choose(None, None, None, false, None), None);
    }

    #[test]
    fn an_empty_variable_is_no_choice() {
        assert_eq!(
            choose(None, Some(""), None, false, Some("/p")),
            Some(("/p".into(), DataSource::Platform))
        );
        assert_eq!(
            choose(None, Some(""), Some("/x"), true, Some("/p")),
            Some((Path::new("/x").join("data"), DataSource::Portable))
        );
    }

    #[test]
    fn a_marker_without_a_known_program_folder_changes_nothing() {
        assert_eq!(
            choose(None, None, None, true, Some("/p")),
            Some(("/p".into(), DataSource::Platform))
        );
    }

    #[test]
    fn only_a_named_folder_is_chosen() {
        for (source, chosen) in [
            (DataSource::Flag, true),
            (DataSource::Env, true),
            (DataSource::Portable, false),
            (DataSource::Platform, false),
        ] {
            let dir = DataDir {
                path: "/d".into(),
                source,
            };
            assert_eq!(dir.chosen(), chosen, "{source:?}");
        }
    }

    #[test]
    fn paths_with_spaces_and_other_letters_are_kept_as_they_are() {
        let exe = "/home/Ünal/Mes jeux/Tablekeeper";
        assert_eq!(
            choose(None, None, Some(exe), true, None),
            Some((Path::new(exe).join("data"), DataSource::Portable))
        );
        assert_eq!(
            choose(None, Some("/tmp/Spiele abend/ç"), None, false, None),
            Some(("/tmp/Spiele abend/ç".into(), DataSource::Env))
        );
    }

    #[cfg(not(windows))]
    #[test]
    fn outside_windows_the_platform_folder_is_the_one_it_always_was() {
        // Existing sessions stay where they are: `directories`' data
        // folder for the name `tablekeeper`, unchanged.
        if let Some(dir) = platform_data_dir() {
            assert!(dir.ends_with("tablekeeper"), "{}", dir.display());
            assert_eq!(
                Some(dir),
                directories::ProjectDirs::from("", "", "tablekeeper")
                    .map(|d| d.data_dir().to_path_buf())
            );
        }
    }

    #[cfg(windows)]
    #[test]
    fn the_platform_folder_on_windows_is_tablekeeper_in_appdata() {
        let dir = platform_data_dir().unwrap();
        assert!(dir.ends_with("Tablekeeper"), "{}", dir.display());
        assert_eq!(
            dir.parent(),
            directories::BaseDirs::new().as_ref().map(|b| b.data_dir())
        );
    }
}
