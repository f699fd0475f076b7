//! The real binary follows a command line's conventions: `help` is a
//! command, the usage names every command and option, a closed pipe ends
//! the command quietly, and `-o -` is standard output.

mod common;

use std::fs;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use common::{one_error_line, run_cli as run, tablekeeper};
use tablekeeper::store::Store;

/// A data folder with a session `big` whose log is far longer than a
/// pipe's buffer (64 KiB), so that a command printing it must still be
/// writing when its reader goes.
fn data_with_a_long_session() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s =
        tablekeeper::session::Session::new("big".into(), common::setup(4), common::t(0)).unwrap();
    for i in 0..4000 {
        // Every number goes up by one and back: the game goes on.
        let amount = if (i / 4) % 2 == 0 { 1 } else { -1 };
        s.apply(common::add(i % 4, 1, amount), common::t(i as i64 + 1))
            .unwrap();
    }
    store.save(&s).unwrap();
    dir
}

#[test]
fn help_is_a_command() {
    let dir = tempfile::tempdir().unwrap();
    let top = run(&["--help"], dir.path());
    let help = run(&["help"], dir.path());
    assert!(help.status.success() && help.stderr.is_empty(), "{help:?}");
    assert_eq!(help.stdout, top.stdout);
    for command in ["list", "show", "replay", "import", "export", "stats"] {
        let of = run(&["help", command], dir.path());
        assert!(of.status.success() && of.stderr.is_empty(), "{of:?}");
        assert_eq!(
            of.stdout,
            run(&[command, "--help"], dir.path()).stdout,
            "help {command}"
        );
    }
    let err = one_error_line(&run(&["help", "frob"], dir.path()));
    assert!(err.contains("frob: unknown command"), "{err}");
}

#[test]
fn the_usage_names_every_command_and_option() {
    let dir = tempfile::tempdir().unwrap();
    let help = String::from_utf8(run(&["--help"], dir.path()).stdout).unwrap();
    let usage: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Usage:"))
        .take_while(|l| !l.is_empty())
        .collect();
    let cli = tablekeeper::cli::command();
    for sub in cli.get_subcommands() {
        let name = sub.get_name();
        let line = usage
            .iter()
            .find(|l| l.contains(&format!("tablekeeper {name}")))
            .unwrap_or_else(|| panic!("no usage line for {name}: {usage:?}"));
        for arg in sub.get_arguments() {
            let id = arg.get_id().as_str();
            if arg.is_positional() || arg.is_hide_set() || id == "help" || id == "version" {
                continue;
            }
            let long = arg.get_long().map(|l| format!("--{l}"));
            let short = arg.get_short().map(|s| format!("-{s} "));
            assert!(
                long.iter().chain(&short).any(|n| line.contains(n.as_str())),
                "{name}: {id} is not in its usage line {line:?}"
            );
        }
    }
}

/// Runs `args` with standard output a pipe that is closed before the
/// command is done, and returns how it ended.
fn with_closed_pipe(args: &[&str], data: &Path) -> Output {
    let mut child = tablekeeper(data)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Reads a little, as `head -c 10` would, then goes.
    let mut first = [0u8; 10];
    let mut stdout = child.stdout.take().unwrap();
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    child.wait_with_output().unwrap()
}

#[test]
fn a_closed_pipe_ends_the_command_quietly() {
    let dir = data_with_a_long_session();
    for args in [
        &["show", "big"][..],
        &["show", "big", "--json"],
        &["export", "big", "--format", "json"],
        &["export", "big", "--format", "csv"],
        &["export", "big", "--format", "csv", "--series"],
        &["export", "big", "--format", "md", "-o", "-"],
    ] {
        let o = with_closed_pipe(args, dir.path());
        assert_eq!(o.status.code(), Some(0), "{args:?}: {o:?}");
        assert!(o.stderr.is_empty(), "{args:?}: {o:?}");
    }
}

#[test]
fn list_piped_into_head_ends_quietly() {
    let dir = data_with_a_long_session();
    let bin = env!("CARGO_BIN_EXE_tablekeeper");
    // As a user types it; pipefail gives tablekeeper's status.
    let script = format!("set -o pipefail; '{bin}' show big | head -1 >/dev/null");
    let Ok(o) = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .env("TABLEKEEPER_DATA_DIR", dir.path())
        .env("LANGUAGE", "en")
        .env("LC_MESSAGES", "en_US.UTF-8")
        .output()
    else {
        eprintln!("list_piped_into_head_ends_quietly: no bash here, skipped");
        return;
    };
    assert!(o.status.success(), "{o:?}");
    assert!(o.stderr.is_empty(), "{o:?}");
}

#[test]
fn a_dash_as_output_is_standard_output_for_every_export() {
    let dir = data_with_a_long_session();
    let cwd = tempfile::tempdir().unwrap();
    for format in [&["json"][..], &["csv"], &["csv", "--series"], &["md"]] {
        let mut plain = vec!["export", "big", "--format"];
        plain.extend(format);
        let expected = tablekeeper(dir.path())
            .args(&plain)
            .current_dir(cwd.path())
            .output()
            .unwrap();
        assert!(expected.status.success(), "{expected:?}");
        for dash in [
            &["-o", "-"][..],
            &["--output", "-"],
            &["--output=-"],
            &["-o-"],
        ] {
            let mut args = plain.clone();
            args.extend(dash);
            let o = tablekeeper(dir.path())
                .args(&args)
                .current_dir(cwd.path())
                .output()
                .unwrap();
            assert!(o.status.success() && o.stderr.is_empty(), "{args:?}: {o:?}");
            assert!(o.stdout == expected.stdout, "{args:?}");
            assert_eq!(
                fs::read_dir(cwd.path()).unwrap().count(),
                0,
                "{args:?} wrote a file"
            );
        }
    }
}

#[test]
fn list_ids_prints_what_show_and_export_take() {
    let dir = data_with_a_long_session();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("friday", 2)).unwrap();
    let o = run(&["list", "--ids"], dir.path());
    assert!(o.status.success() && o.stderr.is_empty(), "{o:?}");
    let mut ids: Vec<String> = String::from_utf8(o.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    ids.sort();
    assert_eq!(ids, ["big", "friday"]);
    let empty = tempfile::tempdir().unwrap();
    Store::open(empty.path()).unwrap();
    let o = run(&["list", "--ids"], empty.path());
    assert!(o.status.success() && o.stdout.is_empty(), "{o:?}");
    let err = one_error_line(&run(&["list", "--ids", "--json"], dir.path()));
    assert!(err.contains("not both"), "{err}");
}

/// The fixtures of every game, imported into a new data folder.
fn data_with_every_fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut files: Vec<String> = Vec::new();
    for version in fs::read_dir(&fixtures).unwrap() {
        for file in fs::read_dir(version.unwrap().path()).unwrap() {
            files.push(file.unwrap().path().display().to_string());
        }
    }
    let mut args = vec!["import"];
    args.extend(files.iter().map(String::as_str));
    let o = run(&args, dir.path());
    assert!(o.status.success(), "{o:?}");
    dir
}

#[test]
fn no_doubled_punctuation_in_show_or_the_exports() {
    let dir = data_with_every_fixture();
    let ids = String::from_utf8(run(&["list", "--ids"], dir.path()).stdout).unwrap();
    assert!(ids.lines().count() >= 9, "{ids}");
    for id in ids.lines() {
        for args in [
            &["show", id][..],
            &["export", id, "--format", "md"],
            &["export", id, "--format", "csv"],
        ] {
            let o = run(args, dir.path());
            assert!(o.status.success(), "{args:?}: {o:?}");
            let text = String::from_utf8(o.stdout).unwrap();
            for doubled in [".;", ";;", "; ;", ":;", "!;", "?;", ". .", "\\n"] {
                assert!(!text.contains(doubled), "{args:?}: {doubled:?} in\n{text}");
            }
        }
    }
}
