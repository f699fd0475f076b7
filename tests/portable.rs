//! Where the data folder is when nothing names it: a `portable` file beside
//! the program keeps the data in `data` beside it on Windows (the portable
//! zip), and means nothing elsewhere, where the program sits among every
//! other program's files; `--data-dir` and `TABLEKEEPER_DATA_DIR` still
//! win. The real binary, linked into a folder with a space and accents.

mod common;

use std::fs;
use std::path::Path;
use std::process::Command;

use tablekeeper::store::{PORTABLE_MARKER, Store};

#[test]
fn a_portable_file_beside_the_program_is_heeded_on_windows_only() {
    let base = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let folder = base.path().join("Mes jeux Ünal");
    fs::create_dir(&folder).unwrap();
    let real = Path::new(env!("CARGO_BIN_EXE_tablekeeper"));
    let exe = folder.join(real.file_name().unwrap());
    if fs::hard_link(real, &exe).is_err() {
        fs::copy(real, &exe).unwrap();
    }
    fs::write(folder.join(PORTABLE_MARKER), "").unwrap();
    Store::open(folder.join("data"))
        .unwrap()
        .save(&common::session("beside", 2))
        .unwrap();
    // The platform's folder, on Linux: empty, and not created by `list`.
    let home = base.path().join("home");
    let list = |data_dir: Option<&Path>, env: Option<&Path>| {
        let mut command = Command::new(&exe);
        command
            .env_remove("TABLEKEEPER_DATA_DIR")
            .env("XDG_DATA_HOME", &home)
            .env("HOME", &home)
            .args(["list", "--ids"]);
        if let Some(dir) = data_dir {
            command.arg("--data-dir").arg(dir);
        }
        if let Some(dir) = env {
            command.env("TABLEKEEPER_DATA_DIR", dir);
        }
        let out = command.output().unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let ids = list(None, None);
    if cfg!(windows) {
        assert_eq!(ids, "beside\n");
    } else {
        assert_eq!(ids, "", "the marker means nothing here");
        assert!(!home.exists(), "list creates nothing");
    }
    let named = base.path().join("named");
    Store::open(&named)
        .unwrap()
        .save(&common::session("named", 1))
        .unwrap();
    assert_eq!(list(Some(&named), None), "named\n");
    assert_eq!(list(None, Some(&named)), "named\n");
}
