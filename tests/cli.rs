//! The real binary's command line: what it prints, and one line and exit
//! code 2 for every error.

mod common;

#[cfg(unix)]
use std::ffi::OsStr;
use std::fs;
#[cfg(unix)]
use std::io::Read;
#[cfg(unix)]
use std::os::unix::ffi::OsStrExt;
#[cfg(unix)]
use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt, symlink};
use std::path::Path;
#[cfg(unix)]
use std::process::Stdio;
use std::process::{Command, Output};

use common::{one_error_line, run_cli as run, stdout, tablekeeper};
use tablekeeper::store::Store;

fn str(path: &Path) -> &str {
    path.to_str().unwrap()
}

#[cfg(unix)]
fn is_root() -> bool {
    fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

const GAME: &str = r##"{"format_version": 1,
 "setup": {"game": "custom", "players": [{"name": "Ana", "color": "#d62728"}, {"name": "Bo", "color": "#1f77b4"}],
           "counters": [{"name": "Points"}], "win": {"rule": "reach", "counter": 0, "target": 5}},
 "log": [{"action": {"type": "add", "player": 0, "counter": 0, "amount": 2}},
         {"action": {"type": "add", "player": 1, "counter": 0, "amount": 5}}]}"##;

#[test]
fn version_and_help() {
    let dir = tempfile::tempdir().unwrap();
    let v = run(&["--version"], dir.path());
    assert!(v.status.success());
    assert_eq!(
        stdout(&v),
        format!("tablekeeper {}\n", env!("CARGO_PKG_VERSION"))
    );
    let h = run(&["--help"], dir.path());
    assert!(stdout(&h).contains("tablekeeper replay <FILE>"));
}

#[test]
fn help_goes_to_stdout_for_the_program_and_each_command() {
    let dir = tempfile::tempdir().unwrap();
    let top = run(&["--help"], dir.path());
    assert!(top.status.success() && top.stderr.is_empty(), "{top:?}");
    assert_eq!(top.stdout, run(&["-h"], dir.path()).stdout);
    // --help anywhere, even after a mistake, is the program's help.
    assert_eq!(top.stdout, run(&["frob", "--help"], dir.path()).stdout);
    for (command, option) in [
        ("list", "--json"),
        ("show", "<ID|FILE>"),
        ("replay", "<FILE>"),
        ("export", "--output <FILE>"),
    ] {
        assert!(stdout(&top).contains(&format!("tablekeeper {command}")));
        let o = run(&[command, "--help"], dir.path());
        assert!(o.status.success() && o.stderr.is_empty(), "{o:?}");
        assert!(stdout(&o).contains(option), "{command}: {}", stdout(&o));
    }
    let v = run(&["export", "--version"], dir.path());
    assert_eq!(
        stdout(&v),
        format!("tablekeeper {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn options_may_come_before_the_command() {
    let (_dir, data, _) = friday();
    let o = run(&["--json", "list"], &data);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(o.stdout, run(&["list", "--json"], &data).stdout);
    let err = one_error_line(&run(&["--format", "csv", "list"], &data));
    assert_eq!(
        err.trim(),
        "tablekeeper: --format does not apply to list (see --help)"
    );
}

#[test]
fn replay_prints_standings_and_outcome() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    std::fs::write(&file, GAME).unwrap();
    let o = run(&["replay", file.to_str().unwrap()], dir.path());
    assert!(o.status.success(), "{o:?}");
    let text = stdout(&o);
    assert!(
        text.contains("Won by Bo: Bo reached 5 Points first."),
        "{text}"
    );
    assert!(text.contains("Ana  Points 2"), "{text}");
    let o = run(&["replay", file.to_str().unwrap(), "--json"], dir.path());
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["outcome"]["winners"][0], "Bo");
    assert_eq!(doc["standings"][1]["values"][0]["value"], 5);
}

#[test]
fn replay_names_the_refused_entry_and_rule() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.json");
    std::fs::write(&file, GAME.replace("\"player\": 1", "\"player\": 3")).unwrap();
    let err = one_error_line(&run(&["replay", file.to_str().unwrap()], dir.path()));
    assert!(
        err.contains(
            "bad.json: log entry 2: There is no player number 3. (rule rule-unknown-player)"
        ),
        "{err}"
    );
    std::fs::write(&file, "{\"format_version\": 1,\n  oops").unwrap();
    let err = one_error_line(&run(&["replay", file.to_str().unwrap()], dir.path()));
    assert!(
        err.contains("bad.json is not a file Tablekeeper can read: line 2, column 3"),
        "{err}"
    );
    assert!(file.exists(), "a user's file is never moved");
    let err = one_error_line(&run(&["replay", "/no/such/file.json"], dir.path()));
    assert!(err.contains("/no/such/file.json"), "{err}");
}

#[test]
fn list_show_and_export_read_the_data_folder() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("friday", 3);
    s.set_entry_note(0, "first, with a comma".into()).unwrap();
    store.save(&s).unwrap();
    let o = run(&["list"], dir.path());
    assert!(stdout(&o).starts_with("friday  "), "{}", stdout(&o));
    let o = run(&["list", "--json"], dir.path());
    let rows: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(rows[0]["id"], "friday");
    assert_eq!(rows[0]["entries"], 3);
    let o = run(&["show", "friday", "--json"], dir.path());
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["log"].as_array().unwrap().len(), 3);
    assert_eq!(doc["log"][0]["change"], "P0: Gold 5 → 6");
    assert_eq!(doc["standings"][0]["values"][1]["value"], 6);
    let o = run(&["show", "friday", "--utc"], dir.path());
    assert!(
        stdout(&o).contains("1. 2027-01-15 08:00:01 UTC  P0: Gold 5 → 6  — first, with a comma"),
        "{}",
        stdout(&o)
    );
    // Without --utc: local time, as the user's locale writes it. Unix
    // only: the locale and time zone come from LANG and TZ there, from
    // the system's settings on Windows (and Wine).
    #[cfg(unix)]
    {
        let local = |locale: &str, args: &[&str]| {
            let o = tablekeeper(dir.path())
                .args(args)
                .env_remove("LC_ALL")
                .env_remove("LC_TIME")
                .env("LANG", locale)
                // A POSIX rule, not a zoneinfo name: no tzdata needed.
                .env("TZ", "CET-1")
                .output()
                .unwrap();
            stdout(&o)
        };
        let german = local("de_DE.UTF-8", &["show", "friday"]);
        assert!(
            german.contains("1. 15.01.2027 09:00:01  P0: Gold 5 → 6"),
            "{german}"
        );
        let american = local("en_US.UTF-8", &["show", "friday"]);
        assert!(
            american.contains("1. 1/15/2027 9:00:01\u{202f}AM  P0: Gold 5 → 6"),
            "{american}"
        );
        // CLDR's dates: Turkish with dots, Spanish with a four-digit year
        // (glibc's tables wrote 15-01-2027 and 15/01/27).
        let turkish = local("tr_TR.UTF-8", &["show", "friday"]);
        assert!(turkish.contains("1. 15.01.2027 09:00:01  "), "{turkish}");
        let spanish = local("es_ES.UTF-8", &["show", "friday"]);
        assert!(spanish.contains("1. 15/1/2027 09:00:01  "), "{spanish}");
        // list and History agree: the same local moment.
        let listed = local("de_DE.UTF-8", &["list"]);
        assert!(listed.contains("  15.01.2027 09:00  "), "{listed}");
        let listed = local("de_DE.UTF-8", &["list", "--utc"]);
        assert!(listed.contains("  2027-01-15 08:00 UTC  "), "{listed}");
    }
    let out = dir.path().join("report.csv");
    let o = run(
        &[
            "export",
            "friday",
            "--format",
            "csv",
            "-o",
            out.to_str().unwrap(),
        ],
        dir.path(),
    );
    assert!(o.status.success());
    let csv = std::fs::read_to_string(&out).unwrap();
    assert_eq!(
        csv.lines().nth(1).unwrap(),
        "1,2027-01-15T08:00:01+00:00,true,P0: Gold 5 → 6,\"first, with a comma\""
    );
    let o = run(&["export", "friday", "--format", "md"], dir.path());
    assert!(stdout(&o).contains("| P0 | 20 | 6 |"), "{}", stdout(&o));
    let err = one_error_line(&run(&["show", "nobody"], dir.path()));
    assert!(
        err.contains("There is no session with the id nobody."),
        "{err}"
    );
}

#[test]
fn bad_arguments_say_what_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let err = one_error_line(&run(&["frobnicate"], dir.path()));
    assert_eq!(
        err.trim(),
        "tablekeeper: frobnicate: unknown command (see --help)"
    );
    let err = one_error_line(&run(&["export", "x", "--format", "pdf"], dir.path()));
    assert!(err.contains("pdf"), "{err}");
}

/// A data folder with session `friday` and a session file `game.json`
/// beside it (not in it).
fn friday() -> (tempfile::TempDir, std::path::PathBuf, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    Store::open(&data)
        .unwrap()
        .save(&common::session("friday", 3))
        .unwrap();
    let file = dir.path().join("game.json");
    fs::write(&file, GAME).unwrap();
    (dir, data, file)
}

fn csv_export(data: &Path, to: &Path) -> Output {
    run(
        &["export", "friday", "--format", "csv", "-o", str(to)],
        data,
    )
}

// Unix only: symbolic links need a privilege on Windows, and Windows files
// have no mode to keep.
#[cfg(unix)]
#[test]
fn export_writes_through_a_symlink_and_keeps_the_mode() {
    let (dir, data, _) = friday();
    let real = dir.path().join("real.txt");
    fs::write(&real, "old").unwrap();
    fs::set_permissions(&real, fs::Permissions::from_mode(0o600)).unwrap();
    let link = dir.path().join("link.txt");
    symlink("real.txt", &link).unwrap();
    let o = csv_export(&data, &link);
    assert!(o.status.success(), "{o:?}");
    assert!(
        fs::symlink_metadata(&link).unwrap().is_symlink(),
        "the link stays"
    );
    assert!(
        fs::read_to_string(&real)
            .unwrap()
            .starts_with("\u{feff}entry,time")
    );
    let mode = fs::metadata(&real).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600, "the file keeps its mode");
    // A link to a file not there yet creates the file, as a shell's `>` does.
    let dangling = dir.path().join("dangling.txt");
    symlink("made.txt", &dangling).unwrap();
    assert!(csv_export(&data, &dangling).status.success());
    assert!(fs::symlink_metadata(&dangling).unwrap().is_symlink());
    assert!(
        fs::read_to_string(dir.path().join("made.txt"))
            .unwrap()
            .starts_with("\u{feff}entry,")
    );
    let names: Vec<_> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 6, "no temp file left: {names:?}");
}

// Unix only: FIFOs, /dev/null and /dev/stdout are Unix files.
#[cfg(unix)]
#[test]
fn export_writes_into_fifos_and_devices_without_replacing_them() {
    let (dir, data, _) = friday();
    let fifo = dir.path().join("pipe");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    // Open for reading and writing here: the export's open does not wait
    // for a reader, and a build that replaces the FIFO fails, not hangs.
    let mut reader = fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(&fifo)
        .unwrap();
    let o = csv_export(&data, &fifo);
    assert!(o.status.success(), "{o:?}");
    assert!(
        fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo(),
        "still a FIFO"
    );
    let mut buf = vec![0; 1 << 16];
    let n = reader.read(&mut buf).unwrap();
    assert!(
        buf[..n].starts_with(b"\xEF\xBB\xBFentry,time,applied"),
        "{:?}",
        &buf[..n]
    );

    // As root, a null device of our own: a broken build replaces it, not
    // the machine's /dev/null.
    let null = if is_root() {
        let null = dir.path().join("null");
        let made = Command::new("mknod")
            .arg(&null)
            .args(["c", "1", "3"])
            .status();
        assert!(made.unwrap().success());
        null
    } else {
        "/dev/null".into()
    };
    let o = csv_export(&data, &null);
    assert!(o.status.success(), "{o:?}");
    assert!(
        fs::symlink_metadata(&null)
            .unwrap()
            .file_type()
            .is_char_device()
    );

    // `/dev/stdout` (here through a link of our own, for the same reason).
    let out = dir.path().join("out");
    symlink("/dev/stdout", &out).unwrap();
    let o = csv_export(&data, &out);
    assert!(o.status.success(), "{o:?}");
    assert!(
        stdout(&o).starts_with("\u{feff}entry,time,applied"),
        "{o:?}"
    );
    assert!(fs::symlink_metadata(&out).unwrap().is_symlink());
    if !is_root() {
        let o = csv_export(&data, Path::new("/dev/stdout"));
        assert!(o.status.success(), "{o:?}");
        assert!(
            stdout(&o).starts_with("\u{feff}entry,time,applied"),
            "{o:?}"
        );
    }
    // Standard output sent to a file with `>>`: added to, not replaced.
    let log = dir.path().join("log.txt");
    fs::write(&log, "before\n").unwrap();
    let appending = fs::OpenOptions::new().append(true).open(&log).unwrap();
    let status = tablekeeper(&data)
        .args(["export", "friday", "--format", "csv", "-o", str(&out)])
        .stdout(Stdio::from(appending))
        .status()
        .unwrap();
    assert!(status.success());
    let text = fs::read_to_string(&log).unwrap();
    assert!(
        text.starts_with("before\n\u{feff}entry,time,applied"),
        "{text}"
    );
}

#[test]
fn export_never_writes_over_a_session_or_into_the_sessions_folder() {
    let (dir, data, file) = friday();
    let err = one_error_line(&run(
        &["export", str(&file), "--format", "json", "-o", str(&file)],
        &data,
    ));
    assert!(
        err.contains("game.json: is a Tablekeeper session file"),
        "{err}"
    );
    assert_eq!(fs::read_to_string(&file).unwrap(), GAME);
    let saved = data.join("sessions/friday.json");
    let before = fs::read(&saved).unwrap();
    let copy = dir.path().join("copy.json");
    fs::copy(&saved, &copy).unwrap();
    for target in [
        copy.clone(),
        data.join("sessions/report.csv"),
        saved.clone(),
    ] {
        let err = one_error_line(&csv_export(&data, &target));
        assert!(err.contains("session"), "{err}");
    }
    assert_eq!(fs::read(&saved).unwrap(), before);
    assert_eq!(fs::read(&copy).unwrap(), before);
    assert!(!data.join("sessions/report.csv").exists());
    // Through a link (Unix: symbolic links need a privilege on Windows),
    // and from the data folder itself.
    #[cfg(unix)]
    {
        let link = dir.path().join("link.csv");
        symlink(&saved, &link).unwrap();
        one_error_line(&csv_export(&data, &link));
    }
    let o = tablekeeper(&data)
        .current_dir(data.join("sessions"))
        .args(["export", "friday", "--format", "csv", "-o", "r.csv"])
        .output()
        .unwrap();
    one_error_line(&o);
    assert_eq!(fs::read(&saved).unwrap(), before);
    // A report is not a session: exporting again replaces it.
    let report = dir.path().join("report.json");
    for _ in 0..2 {
        let o = run(
            &["export", "friday", "--format", "json", "-o", str(&report)],
            &data,
        );
        assert!(o.status.success(), "{o:?}");
    }
}

#[test]
fn export_to_a_bare_file_name_writes_in_the_current_folder() {
    let (dir, data, _) = friday();
    let o = tablekeeper(&data)
        .current_dir(dir.path())
        .args(["export", "friday", "--format", "md", "-o", "out.md"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{o:?}");
    assert!(
        fs::read_to_string(dir.path().join("out.md"))
            .unwrap()
            .starts_with("# ")
    );
}

// Needs src/main.rs to hand `std::env::args_os()` to `cli::parse_os`.
// Unix only: Windows' arguments are UTF-16 and cannot hold these bytes
// (the like there is an unpaired surrogate, which this test does not make).
#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let o = tablekeeper(dir.path())
        .args([OsStr::new("show"), OsStr::from_bytes(b"\xff")])
        .output()
        .unwrap();
    let err = one_error_line(&o);
    assert_eq!(
        err.trim(),
        "tablekeeper: argument 2 is not valid UTF-8: `\\xff`"
    );
    let o = tablekeeper(dir.path())
        .args([
            OsStr::new("--data-dir"),
            OsStr::from_bytes(b"/tmp/\xff\n"),
            OsStr::new("list"),
        ])
        .output()
        .unwrap();
    let err = one_error_line(&o);
    assert!(
        err.contains("argument 2 is not valid UTF-8: `/tmp/\\xff\\n`"),
        "{err}"
    );
}

#[test]
fn options_that_do_not_apply_are_refused_in_one_line() {
    let (dir, data, file) = friday();
    let out = dir.path().join("x");
    let (file, out) = (str(&file), str(&out));
    let cases: [&[&str]; 14] = [
        &["show", "friday", "-o", out],
        &["show", "friday", "--format", "json"],
        &["list", "--format", "csv"],
        &["list", "--output", out],
        &["replay", file, "--format", "json"],
        &["replay", file, "-o", out],
        &["replay", file, "--data-dir", str(&data)],
        &["export", "friday", "--format", "csv", "--json"],
        &["--json"],
        &["export", "friday", "--format", "csv", "--format", "json"],
        &["--data-dir", "", "list"],
        &["export", "friday", "--format", "csv", "-o", ""],
        &["show", "friday", "--frob"],
        &["list", "--json", "--json"],
    ];
    for args in cases {
        let o = run(args, &data);
        let err = one_error_line(&o);
        assert!(o.stdout.is_empty(), "{args:?}: {}", stdout(&o));
        assert!(
            err.contains("see --help") || err.contains("twice") || err.contains("empty"),
            "{args:?}: {err}"
        );
    }
    assert!(!Path::new(out).exists());
    let err = one_error_line(&run(&["show", "friday", "-o", out], &data));
    assert_eq!(
        err.trim(),
        "tablekeeper: -o does not apply to show (see --help)"
    );
}

#[test]
fn reading_commands_never_create_the_data_folder() {
    let (dir, _, file) = friday();
    let missing = dir.path().join("nope");
    for args in [
        &["list"][..],
        &["show", "friday"],
        &["export", "friday", "--format", "csv"],
    ] {
        let err = one_error_line(&run(args, &missing));
        assert!(err.contains("nope: no such data folder"), "{err}");
        let mut with_flag = vec!["--data-dir", str(&missing)];
        with_flag.extend(args);
        let err = one_error_line(&run(&with_flag, dir.path()));
        assert!(err.contains("nope: no such data folder"), "{err}");
    }
    assert!(!missing.exists());
    // A folder that is there but holds no sessions/ is not a data folder.
    let err = one_error_line(&run(&["list"], dir.path()));
    assert!(err.contains("not a Tablekeeper data folder"), "{err}");
    assert!(!dir.path().join("sessions").exists());
    // A session file needs no data folder.
    let o = run(&["show", str(&file)], &missing);
    assert!(o.status.success(), "{o:?}");
    assert!(!missing.exists());
    // The platform's folder, before anything was ever saved: nothing yet.
    let xdg = dir.path().join("xdg");
    let fresh = |args: &[&str]| {
        tablekeeper(&missing)
            .env_remove("TABLEKEEPER_DATA_DIR")
            .env("XDG_DATA_HOME", &xdg)
            .env("HOME", dir.path())
            .args(args)
            .output()
            .unwrap()
    };
    let o = fresh(&["list"]);
    assert!(o.status.success(), "{o:?}");
    let err = one_error_line(&fresh(&["show", "friday"]));
    assert!(
        err.contains("There is no session with the id friday."),
        "{err}"
    );
    assert!(!xdg.exists());
}

#[test]
fn control_characters_never_reach_the_terminal() {
    let (dir, data, _) = friday();
    let game = GAME
        .replace("\"Ana\"", "\"\\u001b[2J\\u001b[31mAna\"")
        .replace("\"Bo\"", "\"Bo\\nFAKE LINE\"")
        .replace("\"log\"", "\"note\": \"a\\rnote\", \"log\"");
    let file = data.join("sessions/odd.json");
    fs::write(&file, &game).unwrap();
    for args in [
        &["show", "odd"][..],
        &["list"],
        &["export", "odd", "--format", "csv"],
        &["export", "odd", "--format", "md"],
    ] {
        let o = run(args, &data);
        assert!(o.status.success(), "{args:?}: {o:?}");
        let mut text = stdout(&o);
        if args.contains(&"csv") {
            // CSV rows end in CRLF; no other carriage return gets through.
            text = text.replace("\r\n", "\n");
        }
        assert!(!text.contains(['\u{1b}', '\r']), "{args:?}: {text}");
        assert!(
            text.lines().all(|l| !l.starts_with("FAKE")),
            "{args:?}: {text}"
        );
    }
    // replay, the strict check of a hand-written file, refuses such names.
    let err = one_error_line(&run(&["replay", str(&file)], &data));
    assert!(
        err.contains("rule-control-character") && !err.contains('\u{1b}'),
        "{err}"
    );
    let text = stdout(&run(&["show", "odd"], &data));
    assert!(text.contains("\\u{1b}[31mAna: Points 0 → 2"), "{text}");
    assert!(text.contains("Won by Bo\\nFAKE LINE"), "{text}");
    let doc: serde_json::Value =
        serde_json::from_slice(&run(&["show", "odd", "--json"], &data).stdout).unwrap();
    assert_eq!(
        doc["standings"][1]["name"], "Bo\nFAKE LINE",
        "JSON keeps the name"
    );
    // Error lines stay one line, whatever they quote.
    let err = one_error_line(&run(&["show", "no\nsuch\u{1b}[2J"], &data));
    assert!(err.contains("no\\nsuch\\u{1b}[2J"), "{err}");
    // A file name with a line break: a broken file on Unix; on Windows,
    // which refuses control characters in file names, one that cannot be.
    let bad = dir.path().join("bad\nname.json");
    #[cfg(unix)]
    fs::write(&bad, "{").unwrap();
    one_error_line(&run(&["replay", str(&bad)], &data));
}

#[test]
fn replay_json_reports_a_refusal_as_json_too() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.json");
    fs::write(&file, GAME.replace("\"player\": 1", "\"player\": 3")).unwrap();
    let o = run(&["replay", str(&file), "--json"], dir.path());
    let err = one_error_line(&o);
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["entry"], 2);
    assert_eq!(doc["rule"], "rule-unknown-player");
    let message = doc["error"].as_str().unwrap();
    assert!(message.ends_with(
        "bad.json: log entry 2: There is no player number 3. (rule rule-unknown-player)"
    ));
    assert_eq!(err.trim(), format!("tablekeeper: {message}"));
    for text in ["{\"not\": \"a session\"}", "[1,"] {
        fs::write(&file, text).unwrap();
        let o = run(&["replay", str(&file), "--json"], dir.path());
        one_error_line(&o);
        let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert!(doc["error"].as_str().unwrap().contains("bad.json"), "{doc}");
        assert_eq!(doc["entry"], serde_json::Value::Null);
        assert_eq!(doc["rule"], serde_json::Value::Null);
    }
    let o = run(&["replay", "/no/such.json", "--json"], dir.path());
    one_error_line(&o);
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(
        doc["error"]
            .as_str()
            .unwrap()
            .starts_with("/no/such.json: ")
    );
    // Without --json, nothing on standard output.
    assert!(
        run(&["replay", "/no/such.json"], dir.path())
            .stdout
            .is_empty()
    );
}

/// A Custom game with `n` entries, laid out as the app writes it.
fn long_game(n: usize) -> String {
    let mut text = String::from(
        r##"{
  "format_version": 1,
  "id": "long",
  "created": "2027-01-15T08:00:00Z",
  "setup": {"game": "custom", "players": [{"name": "Ana", "color": "#d62728"}, {"name": "Bo", "color": "#1f77b4"}],
            "counters": [{"name": "Points"}, {"name": "Gold", "start": 3}]},
  "log": [
"##,
    );
    for i in 0..n {
        let amount = if i % 3 == 0 { -1 } else { 1 };
        let (player, counter, s) = (i % 2, (i / 2) % 2, i % 60);
        text.push_str(&format!(
            "    {{\n      \"at\": \"2027-02-01T00:00:{s:02}Z\",\n      \"action\": {{\n        \"type\": \"add\",\n        \"player\": {player},\n        \"counter\": {counter},\n        \"amount\": {amount}\n      }}\n    }}{}\n",
            if i + 1 < n { "," } else { "" }
        ));
    }
    text.push_str("  ]\n}\n");
    text
}

#[cfg_attr(
    windows,
    ignore = "caps the address space with sh's ulimit -v: no sh nor ulimit on Windows"
)]
#[test]
fn show_and_export_need_memory_near_the_file_size_only() {
    let (dir, data, _) = friday();
    let file = dir.path().join("long.json");
    fs::write(&file, long_game(50_000)).unwrap();
    let size = fs::metadata(&file).unwrap().len();
    // Address space, not resident memory: the binary and its libraries
    // (40 MB) and 8 times the file. Building the whole JSON report as one
    // tree took over 17 times the file.
    let limit_kb = 40_000 + 8 * size / 1000;
    let report = dir.path().join("report.json");
    for args in [
        &["export", str(&file), "--format", "json"][..],
        &["export", str(&file), "--format", "json", "-o", str(&report)],
        &["show", str(&file), "--json"],
        &["show", str(&file)],
        &["export", str(&file), "--format", "md"],
    ] {
        let o = Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v {limit_kb} && exec \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_tablekeeper"))
            .args(args)
            .env("TABLEKEEPER_DATA_DIR", &data)
            .env("LANGUAGE", "en")
            .env("LC_MESSAGES", "en_US.UTF-8")
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{args:?} within {limit_kb} kB: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
    let doc: serde_json::Value = serde_json::from_slice(&fs::read(&report).unwrap()).unwrap();
    assert_eq!(doc["log"].as_array().unwrap().len(), 50_000);
}

#[test]
fn replay_refuses_unknown_fields_and_control_characters_naming_them() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("typo.json");
    let typo = GAME
        .replace(
            "{\"name\": \"Points\"}",
            "{\"name\": \"Points\", \"mni\": 0}",
        )
        .replace("\"amount\": 5", "\"amuont\": 7, \"amount\": 5");
    std::fs::write(&file, &typo).unwrap();
    let err = one_error_line(&run(&["replay", file.to_str().unwrap()], dir.path()));
    assert!(
        err.contains("setup.counters[0].mni") && err.contains("log[1].action.amuont"),
        "{err}"
    );
    std::fs::write(&file, GAME.replace("\"Bo\"", "\"Bo\\nFAKE LINE\"")).unwrap();
    let err = one_error_line(&run(&["replay", file.to_str().unwrap()], dir.path()));
    assert!(
        err.contains("setup.players[1].name") && err.contains("rule-control-character"),
        "{err}"
    );
    // The store still opens such a file from the data folder.
    let store = Store::open(dir.path()).unwrap();
    std::fs::write(store.sessions_dir().join("typo.json"), &typo).unwrap();
    let loaded = store.load("typo").unwrap();
    assert_eq!(
        loaded.unknown_fields.len(),
        2,
        "{:?}",
        loaded.unknown_fields
    );
}

#[test]
fn stats_and_the_csv_series() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let file = dir.path().join("sessions/game.json");
    std::fs::write(&file, GAME).unwrap();
    let o = run(&["stats", "--json"], dir.path());
    assert!(o.status.success(), "{o:?}");
    let doc: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(doc["stats"]["sessions"], 1);
    let bo = doc["stats"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Bo")
        .unwrap();
    assert_eq!(
        (bo["games"].clone(), bo["wins"].clone()),
        (1.into(), 1.into())
    );
    let o = run(&["stats", "--player", "ana", "--against", "BO"], dir.path());
    let text = stdout(&o);
    assert!(
        text.contains("Ana against Bo: 1 game together, Ana won 0, Bo won 1"),
        "{text}"
    );
    let err = one_error_line(&run(&["stats", "--game", "chess"], dir.path()));
    assert!(err.contains("`chess` is not one of custom, karth"), "{err}");
    let o = run(
        &["export", "game", "--format", "csv", "--series"],
        dir.path(),
    );
    assert!(o.status.success(), "{o:?}");
    let rows: Vec<String> = stdout(&o).lines().map(str::to_owned).collect();
    assert_eq!(rows[0], "\u{feff}entry,time,Ana: Points,Bo: Points");
    assert_eq!(rows.len(), 4, "the start and two entries: {rows:?}");
    assert!(rows[3].ends_with(",2,5"), "{rows:?}");
    let err = one_error_line(&run(
        &["export", "game", "--format", "md", "--series"],
        dir.path(),
    ));
    assert!(
        err.contains("--series applies to --format csv only"),
        "{err}"
    );
    drop(store);
}

#[test]
fn list_names_the_mode() {
    let dir = tempfile::tempdir().unwrap();
    Store::open(dir.path()).unwrap();
    let screens = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/screens");
    for game in ["karth", "koth"] {
        fs::copy(
            screens.join(format!("{game}.json")),
            dir.path().join(format!("sessions/{game}.json")),
        )
        .unwrap();
    }
    let o = run(&["list"], dir.path());
    let text = stdout(&o);
    let karth = text.lines().find(|l| l.starts_with("karth  ")).unwrap();
    assert!(
        karth.contains("Heroes of Karth: Deathmatch (Free-for-all (3–4))"),
        "{text}"
    );
    let koth = text.lines().find(|l| l.starts_with("koth  ")).unwrap();
    assert!(!koth.contains('('), "Koth has no modes: {koth}");
    let o = run(&["list", "--json"], dir.path());
    let rows: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let rows = rows.as_array().unwrap();
    let karth = rows.iter().find(|r| r["id"] == "karth").unwrap();
    assert_eq!(karth["mode"], "free_for_all");
    assert_eq!(karth["mode_name"], "Free-for-all (3–4)");
    let koth = rows.iter().find(|r| r["id"] == "koth").unwrap();
    assert!(koth["mode"].is_null() && koth["mode_name"].is_null());
}

#[test]
fn list_names_conflict_copies_and_show_reads_them() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("friday", 3)).unwrap();
    let copy = "friday.sync-conflict-20261122-101500-ABCDEF7.json";
    let broken = "friday (conflicted copy 2026-11-22 101500).json";
    let sessions = store.sessions_dir();
    fs::write(
        sessions.join(copy),
        tablekeeper::store::format::to_bytes(&common::session("friday", 5)).unwrap(),
    )
    .unwrap();
    fs::write(sessions.join(broken), "{oops").unwrap();
    let o = run(&["list"], dir.path());
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(
        text.contains(&format!("conflict copy of friday: {copy}\n"))
            && text.contains(&format!("conflict copy of friday: {broken}\n")),
        "{text}"
    );
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(
        err.contains(&format!("conflict copy {broken}: unreadable")),
        "{err}"
    );
    let o = run(&["list", "--json"], dir.path());
    let rows: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[1]["conflict"], broken);
    assert!(rows[1]["error"].as_str().unwrap().contains("line 1"));
    assert_eq!(
        (&rows[2]["id"], &rows[2]["conflict"]),
        (&"friday".into(), &copy.into())
    );
    assert_eq!(rows[2]["entries"], 5);
    assert!(rows[2]["error"].is_null());
    let o = run(&["show", copy, "--json"], dir.path());
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["applied"], 5);
    let err = one_error_line(&run(&["show", broken], dir.path()));
    assert!(err.contains("line 1"), "{err}");
    assert!(sessions.join(broken).exists(), "never moved");
}

#[test]
fn import_checks_each_file_as_replay_does() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let good = dir.path().join("good.json");
    fs::write(&good, GAME).unwrap();
    let bad = dir.path().join("bad.json");
    fs::write(&bad, GAME.replace("\"player\": 1", "\"player\": 9")).unwrap();
    let o = run(&["import", str(&good), str(&bad)], &data);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stdout(&o),
        format!("{}: imported as good\n", good.display())
    );
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    let replayed = one_error_line(&run(&["replay", str(&bad)], &data));
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(
        lines,
        [
            replayed.trim_end(),
            "tablekeeper: 1 of 2 files not imported"
        ]
    );
    assert!(replayed.contains("log entry 2: ") && replayed.contains("(rule rule-unknown-player)"));
    // The same game again is not added; another game with its id is.
    let o = run(&["import", str(&good)], &data);
    assert!(o.status.success());
    assert_eq!(
        stdout(&o),
        format!(
            "{}: not imported, session good is this same game\n",
            good.display()
        )
    );
    let other = dir.path().join("other.json");
    fs::write(&other, GAME.replace("\"amount\": 5", "\"amount\": 4")).unwrap();
    fs::write(&good, fs::read(&other).unwrap()).unwrap();
    let o = run(&["import", str(&good)], &data);
    assert!(o.status.success());
    assert!(
        stdout(&o).contains("(its id good is already in use)"),
        "{}",
        stdout(&o)
    );
    let o = run(&["list", "--json"], &data);
    let rows: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 2);
    let err = one_error_line(&run(&["import"], &data));
    assert_eq!(err, "tablekeeper: import: missing session file\n");
}

#[test]
fn players_renames_merges_and_splits_without_touching_a_session() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    Store::open(data).unwrap();
    let o = run(&["players"], data);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(stdout(&o), "No players yet.\n");
    // Two sessions: Ana and Bo, then Anna (the same Ana, spelled so) and Bo.
    let one = data.join("sessions/one.json");
    let two = data.join("sessions/two.json");
    fs::write(&one, GAME).unwrap();
    fs::write(&two, GAME.replace("\"Ana\"", "\"Anna\"")).unwrap();
    let files = || (fs::read(&one).unwrap(), fs::read(&two).unwrap());
    let kept = files();
    let players = |args: &[&str]| {
        let o = run(args, data);
        assert!(o.status.success(), "{args:?}: {o:?}");
        let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        doc["players"].as_array().unwrap().clone()
    };
    let games_of = |doc: &[serde_json::Value], name: &str| {
        doc.iter()
            .find(|p| p["name"] == name)
            .map(|p| p["games"].as_u64().unwrap())
    };
    let listed = players(&["players", "list", "--json"]);
    assert_eq!(listed.len(), 3, "{listed:?}");
    assert_eq!(games_of(&listed, "Ana"), Some(1));
    assert_eq!(games_of(&listed, "Anna"), Some(1));
    assert_eq!(listed[0]["name"], "Bo", "most games first");
    assert_eq!(listed[0]["wins"], 2);
    assert_eq!(listed[0]["win_rate"], 1.0);

    let o = run(&["players", "merge", "Anna", "Ana"], data);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(
        stdout(&o),
        "Anna and Ana are one person now: Ana (1 + 1 games)\n"
    );
    let stats_players = || {
        let o = run(&["stats", "--json"], data);
        assert!(o.status.success(), "{o:?}");
        let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        doc["stats"]["players"].as_array().unwrap().clone()
    };
    let counted = stats_players();
    assert_eq!(counted.len(), 2, "{counted:?}");
    assert_eq!(games_of(&counted, "Ana"), Some(2));
    assert_eq!(games_of(&counted, "Anna"), None);
    let text = stdout(&run(&["players", "list"], data));
    assert!(
        text.lines()
            .any(|l| l == "Ana  2 games, 0 won (0 %)  also: Anna"),
        "{text}"
    );
    let listed = players(&["--json", "players"]);
    let ana = listed.iter().find(|p| p["name"] == "Ana").unwrap();
    assert_eq!(ana["also"], serde_json::json!(["Anna"]));
    assert!(ana["color"].is_null());

    let o = run(&["players", "rename", "Ana", "Ana María"], data);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(
        stdout(&o),
        "Ana is now Ana María in every session's stats; the sessions keep their spelling\n"
    );
    let counted = stats_players();
    assert_eq!(games_of(&counted, "Ana María"), Some(2));
    assert_eq!(games_of(&counted, "Ana"), None);
    let text = stdout(&run(&["stats"], data));
    assert!(text.contains("Ana María: 0 of 2 games won"), "{text}");

    let o = run(&["players", "split", "Anna"], data);
    assert!(o.status.success(), "{o:?}");
    assert_eq!(
        stdout(&o),
        "Anna is someone of their own again, no longer Ana María\n"
    );
    let counted = stats_players();
    assert_eq!(counted.len(), 3, "{counted:?}");
    assert_eq!(games_of(&counted, "Ana María"), Some(1));
    assert_eq!(games_of(&counted, "Anna"), Some(1));

    // Refusals: one line, exit code 2, nothing changed.
    let roster = fs::read(data.join("roster.json")).unwrap();
    let refused = [
        (
            &["players", "merge", "ana maría", "ANA"][..],
            "tablekeeper: players merge: These are already one person: Ana María. (rule rule-roster-same)\n",
        ),
        (
            &["players", "rename", "Cleo", "Clio"],
            "tablekeeper: players rename: no player named “Cleo”\n",
        ),
        (
            &["players", "merge", "Anna", "Cleo"],
            "tablekeeper: players merge: no player named “Cleo”\n",
        ),
        // Someone in the roster, and someone only the sessions know.
        (
            &["players", "rename", "Anna", "ana maría"],
            "tablekeeper: players rename: “Ana María” is someone else’s name: merge the two instead. (rule rule-roster-taken)\n",
        ),
        (
            &["players", "rename", "Anna", "BO"],
            "tablekeeper: players rename: “Bo” is someone else’s name: merge the two instead. (rule rule-roster-taken)\n",
        ),
        (
            &["players", "split", "Ana María"],
            "tablekeeper: players split: “Ana María” is the person’s own name, not another spelling of it. (rule rule-roster-own-name)\n",
        ),
        (
            &["players", "rename", "Anna"],
            "tablekeeper: players rename: missing NEW\n",
        ),
        (
            &["players", "rename", "Anna", "Ann", "--json"],
            "tablekeeper: --json does not apply to players rename (see --help)\n",
        ),
    ];
    for (args, error) in refused {
        let o = run(args, data);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(one_error_line(&o), error, "{args:?}");
    }
    assert_eq!(fs::read(data.join("roster.json")).unwrap(), roster);
    assert_eq!(files(), kept, "no session file was rewritten");
    // A data folder that is not there is an error for a change.
    let missing = dir.path().join("nowhere");
    let o = run(&["players", "merge", "Anna", "Ana"], &missing);
    assert!(one_error_line(&o).contains("no such data folder"), "{o:?}");
    assert!(!missing.exists());
}

/// The console twin (`tablekeeper.com` on Windows) runs the program beside
/// it with the same arguments and ends with its exit code and output.
#[test]
fn the_console_twin_passes_the_command_and_its_exit_code_on() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let twin = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_tablekeeper-console"))
            .env("TABLEKEEPER_DATA_DIR", data)
            .env("LANGUAGE", "en")
            .env("LC_MESSAGES", "en_US.UTF-8")
            .args(args)
            .output()
            .unwrap()
    };
    for args in [&["--version"][..], &["list"], &["show", "no-such-session"]] {
        let (direct, through) = (run(args, data), twin(args));
        assert_eq!(through.status.code(), direct.status.code(), "{args:?}");
        assert_eq!(through.stdout, direct.stdout, "{args:?}");
        assert_eq!(through.stderr, direct.stderr, "{args:?}");
    }
    assert_eq!(twin(&["show", "no-such-session"]).status.code(), Some(2));
}

/// A spelling two entries of `roster.json` claim stays with the first: the
/// second person is still someone of their own in `players`, in `stats`,
/// and in the file after the next change.
#[test]
fn a_spelling_two_people_claim_never_makes_them_one() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    Store::open(data).unwrap();
    // Ana and Bo, then Cy and Bo: Bo wins both.
    fs::write(data.join("sessions/one.json"), GAME).unwrap();
    fs::write(
        data.join("sessions/two.json"),
        GAME.replace("\"Ana\"", "\"Cy\""),
    )
    .unwrap();
    fs::write(
        data.join("roster.json"),
        r#"{"format":1,"players":[{"name":"Ana","also":["X"]},{"name":"Bo","also":["X"]}]}"#,
    )
    .unwrap();
    let json = |args: &[&str], field: &str| {
        let o = run(args, data);
        assert!(o.status.success(), "{args:?}: {o:?}");
        let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        let list = if field == "players" {
            doc["players"].clone()
        } else {
            doc["stats"]["players"].clone()
        };
        list.as_array().unwrap().clone()
    };
    let games = |list: &[serde_json::Value], name: &str| {
        list.iter()
            .find(|p| p["name"] == name)
            .map(|p| (p["games"].as_u64().unwrap(), p["wins"].as_u64().unwrap()))
    };
    let check = |ana: &str| {
        let listed = json(&["players", "list", "--json"], "players");
        assert_eq!(games(&listed, "Bo"), Some((2, 2)), "{listed:?}");
        assert_eq!(games(&listed, ana), Some((1, 0)), "{listed:?}");
        let bo = listed.iter().find(|p| p["name"] == "Bo").unwrap();
        assert_eq!(bo["also"], serde_json::json!([]), "X is {ana}'s only");
        let counted = json(&["stats", "--player", "Bo", "--json"], "stats");
        assert_eq!(games(&counted, "Bo"), Some((2, 2)), "{counted:?}");
        assert_eq!(games(&counted, ana), Some((1, 0)), "{counted:?}");
        let text = stdout(&run(&["players"], data));
        assert!(text.lines().any(|l| l.starts_with("Bo  2 games")), "{text}");
    };
    check("Ana");
    let o = run(&["players", "rename", "Ana", "Ana María"], data);
    assert!(o.status.success(), "{o:?}");
    let file: serde_json::Value =
        serde_json::from_slice(&fs::read(data.join("roster.json")).unwrap()).unwrap();
    let people = file["players"].as_array().unwrap();
    assert_eq!(people.len(), 2, "{file}");
    assert_eq!(people[1]["name"], "Bo", "{file}");
    assert_eq!(people[0]["also"], serde_json::json!(["X", "Ana"]), "{file}");
    check("Ana María");
}
