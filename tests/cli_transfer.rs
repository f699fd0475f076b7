//! The real binary moving sessions in and out of the data folder: import
//! of files and folders, each argument reported; `export -o` never over a
//! session or into any data folder's sessions/ or trash/; what was read
//! from a backup or set aside is said.

mod common;

use std::fs;
use std::path::Path;

use common::{age, run_cli as run};
use tablekeeper::store::Store;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn str(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// A data folder with session `friday` (and its backup) in it.
fn data_with_friday(root: &Path) -> Store {
    let store = Store::open(root).unwrap();
    let s = common::session("friday", 3);
    store.save(&s).unwrap();
    store.save(&s).unwrap();
    store.list();
    store
}

#[test]
fn import_takes_files_and_folders_and_reports_each_argument() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("source");
    let store = data_with_friday(&source);
    let folder = dir.path().join("exports");
    fs::create_dir(&folder).unwrap();
    fs::copy(
        store.session_path("friday").unwrap(),
        folder.join("friday.json"),
    )
    .unwrap();
    let data = dir.path().join("data");
    let missing = dir.path().join("missing.json");
    let out = run(&["import", str(&folder), "", str(&missing)], &data);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.contains("imported as friday"), "{stdout}");
    let stderr = text(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 3, "{stderr}");
    assert!(lines[0].contains("an empty file name"), "{stderr}");
    assert!(
        lines[1].contains(&format!("{}: no such file or folder", missing.display())),
        "{stderr}"
    );
    assert!(lines[2].contains("2 of 3 files not imported"), "{stderr}");
    assert_eq!(Store::open(&data).unwrap().list().sessions.len(), 1);

    // Again: the same game is not added twice.
    let again = run(&["import", str(&folder)], &data);
    assert!(again.status.success(), "{again:?}");
    assert!(
        text(&again.stdout).contains("not imported, session friday is this same game"),
        "{again:?}"
    );
    assert_eq!(Store::open(&data).unwrap().list().sessions.len(), 1);
}

#[test]
fn export_never_writes_over_a_session_nor_into_any_data_folder() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let store = data_with_friday(&data);
    let other = dir.path().join("other");
    let other_store = data_with_friday(&other);
    other_store.trash("friday").unwrap();
    let session_bytes = fs::read(store.session_path("friday").unwrap()).unwrap();

    // A session file with a byte order mark, as some editors save it.
    let bom = dir.path().join("bom.json");
    let mut with_bom = b"\xEF\xBB\xBF".to_vec();
    with_bom.extend_from_slice(&session_bytes);
    fs::write(&bom, &with_bom).unwrap();
    // A hard link to a session in another data folder.
    let linked = dir.path().join("linked.json");
    fs::hard_link(other.join("trash/friday.json"), &linked).unwrap();
    let targets = [
        bom.clone(),
        linked.clone(),
        other.join("sessions/report.csv"),
        other.join("trash/report.csv"),
        other.join("sessions/friday.json.bak"),
    ];
    for target in &targets {
        let out = run(
            &["export", "friday", "--format", "csv", "-o", str(target)],
            &data,
        );
        assert_eq!(out.status.code(), Some(2), "{target:?}: {out:?}");
        let err = text(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains("session file") || err.contains("data folder's"),
            "{err}"
        );
    }
    assert_eq!(fs::read(&bom).unwrap(), with_bom);
    assert_eq!(
        fs::read(&linked).unwrap(),
        fs::read(other.join("trash/friday.json")).unwrap()
    );
    assert!(!other.join("sessions/report.csv").exists());
    assert!(!other.join("trash/report.csv").exists());

    // `-o -` is standard output; a folder named sessions elsewhere is fine.
    let out = run(&["export", "friday", "--format", "csv", "-o", "-"], &data);
    assert!(out.status.success(), "{out:?}");
    assert!(text(&out.stdout).starts_with("\u{feff}entry,"), "{out:?}");
    assert!(!Path::new("-").exists());
    let mine = dir.path().join("notes/sessions");
    fs::create_dir_all(&mine).unwrap();
    let out = run(
        &[
            "export",
            "friday",
            "--format",
            "md",
            "-o",
            str(&mine.join("f.md")),
        ],
        &data,
    );
    assert!(out.status.success(), "{out:?}");
}

#[test]
fn export_refuses_names_windows_keeps_for_devices_or_cuts_short_on_every_system() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    data_with_friday(&data);
    for (name, why) in [
        ("CON", "CON is a name Windows keeps for a device"),
        ("nul.csv", "nul is a name Windows keeps for a device"),
        ("Com1.CSV", "Com1 is a name Windows keeps for a device"),
        ("lpt9.tar.gz", "lpt9 is a name Windows keeps for a device"),
        ("aux .md", "aux is a name Windows keeps for a device"),
        ("report.csv.", "ends in a dot or a space"),
        ("report.csv ", "ends in a dot or a space"),
    ] {
        let target = dir.path().join(name);
        let out = run(
            &["export", "friday", "--format", "csv", "-o", str(&target)],
            &data,
        );
        // One line: where, then what.
        let line = common::one_error_line(&out);
        assert!(
            line.starts_with(&format!("tablekeeper: {}: ", target.display())),
            "{line}"
        );
        assert!(line.contains(why), "{line}");
        assert!(line.contains("choose another name"), "{line}");
        assert!(out.stdout.is_empty(), "{out:?}");
        assert!(!target.exists(), "{name:?}");
    }
    // Only a file's own name is judged; these only look like devices.
    for name in ["console.csv", "COM10.csv", "nul_results.csv"] {
        let target = dir.path().join(name);
        let out = run(
            &["export", "friday", "--format", "md", "-o", str(&target)],
            &data,
        );
        assert!(out.status.success(), "{name}: {out:?}");
        assert!(target.is_file(), "{name}");
    }
}

#[test]
fn export_writes_into_folders_and_names_with_spaces_and_accents() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("Données de jeu");
    data_with_friday(&data);
    let folder = dir.path().join("Spieleabend Ünal/çà et là");
    fs::create_dir_all(&folder).unwrap();
    for (format, name) in [
        ("csv", "Partie du 10 novembre – Ünal.csv"),
        ("md", "Açık oturum.md"),
        ("json", "Informe de la sesión.json"),
    ] {
        let target = folder.join(name);
        let out = run(
            &["export", "friday", "--format", format, "-o", str(&target)],
            &data,
        );
        assert!(out.status.success(), "{name}: {out:?}");
        let bytes = fs::read(&target).unwrap();
        assert!(!bytes.is_empty(), "{name}");
    }
    let csv = fs::read(folder.join("Partie du 10 novembre – Ünal.csv")).unwrap();
    assert!(csv.starts_with(b"\xEF\xBB\xBFentry,"), "{csv:?}");
    let csv = text(&csv);
    assert_eq!(csv.matches('\n').count(), csv.matches("\r\n").count());
    // And the data folder's own name may have them too.
    let out = run(&["list", "--ids"], &data);
    assert_eq!(text(&out.stdout), "friday\n", "{out:?}");
}

#[test]
fn show_and_export_say_when_they_read_a_backup_and_stats_says_what_it_skipped() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let store = data_with_friday(&data);
    fs::remove_file(store.session_path("friday").unwrap()).unwrap();
    let out = run(&["show", "friday"], &data);
    assert!(out.status.success(), "{out:?}");
    let err = text(&out.stderr);
    assert!(err.contains("friday.json.bak"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");

    let broken = store.session_path("broken").unwrap();
    fs::write(&broken, "{oops").unwrap();
    age(&broken);
    let stats = run(&["stats"], &data);
    assert!(stats.status.success(), "{stats:?}");
    let err = text(&stats.stderr);
    assert!(err.contains("broken.json"), "stats names it: {err}");
    assert!(err.contains("skipped"), "{err}");
    assert_eq!(err.matches("broken.json").count(), 1, "named once: {err}");
    assert_eq!(
        fs::read(&broken).unwrap(),
        b"{oops",
        "a reader moves nothing"
    );
    assert!(!data.join("quarantine").exists());
}

#[test]
fn the_next_command_that_writes_removes_what_a_cut_off_save_left_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let store = data_with_friday(&data);
    let left = store.sessions_dir().join(".friday.json.tmp-4194301-9");
    fs::write(&left, b"{\"format_version\": 2, \"se").unwrap();
    age(&left);
    // A command that only reads leaves it.
    let out = run(&["list"], &data);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(text(&out.stdout).lines().count(), 1, "friday only");
    assert!(left.exists(), "a reader removes nothing");
    let friday = store.session_path("friday").unwrap();
    let out = run(&["import", str(&friday)], &data);
    assert!(out.status.success(), "{out:?}");
    let err = text(&out.stderr);
    assert!(
        err.contains(
            ".friday.json.tmp-4194301-9: removed, a temporary file left by a save that was cut off"
        ),
        "{err}"
    );
    assert!(!left.exists());
}

/// Every file under `root` (links not followed) with its bytes, or its
/// link's target.
fn snapshot(root: &Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for e in fs::read_dir(&dir).unwrap().flatten() {
            let (path, kind) = (e.path(), e.file_type().unwrap());
            if kind.is_dir() {
                stack.push(path);
            } else if kind.is_symlink() {
                let target = fs::read_link(&path).unwrap();
                out.push((path, target.into_os_string().into_encoded_bytes()));
            } else {
                out.push((path.clone(), fs::read(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

/// `export -o` into what a data folder keeps: refused, one line naming
/// the path as given once, and nothing in the data folder changed.
fn refused_export(dir: &Path, data: &Path, target: &str) -> String {
    let out = common::tablekeeper(data)
        .current_dir(dir)
        .args(["export", "friday", "--format", "csv", "-o", target])
        .output()
        .unwrap();
    let line = common::one_error_line(&out);
    assert!(
        line.starts_with(&format!("tablekeeper: {target}: ")),
        "{line}"
    );
    assert_eq!(line.matches(target).count(), 1, "named once: {line}");
    assert!(out.stdout.is_empty(), "{out:?}");
    line
}

#[test]
fn export_refuses_every_file_a_data_folder_keeps() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let store = data_with_friday(&data);
    store.save(&common::session("gone", 1)).unwrap();
    store.trash("gone").unwrap();
    let roster = r#"{"format":1,"players":[{"name":"Ana","also":["Anna"]}]}"#;
    for (name, bytes) in [
        ("roster.json", roster),
        ("roster.json.bak", roster),
        ("roster.sync-conflict-20261126-101500-ABCDEF7.json", roster),
        ("settings.json", "{}"),
        ("roster.lock", ""),
        ("events/friday.json", r#"{"format":1,"name":"friday"}"#),
        ("quarantine/x.json", "{oops"),
    ] {
        fs::create_dir_all(data.join(name).parent().unwrap()).unwrap();
        fs::write(data.join(name), bytes).unwrap();
    }
    #[cfg_attr(not(unix), allow(unused_mut))]
    let mut targets = vec![
        str(&data.join("roster.json")).to_owned(),
        "data/events/friday.json".to_owned(),
        "data/events/new.csv".to_owned(),
        "data/sessions/../settings.json".to_owned(),
        "./data/index.json".to_owned(),
        "data/roster.json.bak".to_owned(),
        "data/roster.sync-conflict-20261126-101500-ABCDEF7.json".to_owned(),
        "data/roster.lock".to_owned(),
        "data/quarantine/x.json".to_owned(),
        "data/quarantine/new.csv".to_owned(),
        "data/trash/new.csv".to_owned(),
        // Not there yet, but the same file where names ignore case.
        "data/Roster.JSON".to_owned(),
        "data/Trash".to_owned(),
    ];
    #[cfg(unix)]
    {
        use std::os::unix::fs::symlink;
        symlink(data.join("roster.json"), dir.path().join("link.csv")).unwrap();
        symlink(
            data.join("events/later.csv"),
            dir.path().join("dangling.csv"),
        )
        .unwrap();
        symlink(&data, dir.path().join("alias")).unwrap();
        fs::hard_link(data.join("events/friday.json"), dir.path().join("hard.csv")).unwrap();
        targets.extend(
            ["link.csv", "dangling.csv", "alias/roster.json", "hard.csv"].map(str::to_owned),
        );
    }
    let before = snapshot(dir.path());
    for target in &targets {
        let line = refused_export(dir.path(), &data, target);
        // Where names ignore case (Windows), data/Trash is the trash
        // folder itself, refused as a folder.
        let the_trash = cfg!(windows) && target == "data/Trash" && line.contains(": is a folder");
        assert!(
            line.contains("only Tablekeeper writes") || the_trash,
            "{line}"
        );
    }
    assert_eq!(snapshot(dir.path()), before, "every file left as it was");

    // Printed sheets are the user's, and so is any other name beside.
    for target in ["data/printed/friday.csv", "data/friday.csv"] {
        fs::create_dir_all(data.join("printed")).unwrap();
        let out = common::tablekeeper(&data)
            .current_dir(dir.path())
            .args(["export", "friday", "--format", "csv", "-o", target])
            .output()
            .unwrap();
        assert!(out.status.success(), "{target}: {out:?}");
        assert!(dir.path().join(target).is_file(), "{target}");
    }
}

#[cfg(unix)]
#[test]
fn export_refuses_to_replace_a_read_only_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    data_with_friday(&data);
    let file = dir.path().join("kept.csv");
    fs::write(&file, "mine").unwrap();
    fs::set_permissions(&file, fs::Permissions::from_mode(0o444)).unwrap();
    std::os::unix::fs::symlink(&file, dir.path().join("link.csv")).unwrap();
    for target in ["kept.csv", "link.csv"] {
        let line = refused_export(dir.path(), &data, target);
        assert!(line.contains("is read-only"), "{line}");
        assert_eq!(fs::read(&file).unwrap(), b"mine");
        let mode = fs::metadata(&file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o444);
    }
    // Made writable again, it is written.
    fs::set_permissions(&file, fs::Permissions::from_mode(0o644)).unwrap();
    let out = run(
        &["export", "friday", "--format", "csv", "-o", str(&file)],
        &data,
    );
    assert!(out.status.success(), "{out:?}");
    assert_ne!(fs::read(&file).unwrap(), b"mine");
}

#[test]
fn show_and_export_of_an_empty_id_say_so_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    data_with_friday(&data);
    for args in [
        &["show", ""][..],
        &["show", "  "],
        &["export", "", "--format", "csv"],
    ] {
        let line = common::one_error_line(&run(args, &data));
        assert!(
            line.starts_with("tablekeeper: an empty session id or path"),
            "{args:?}: {line}"
        );
        assert!(!line.contains(": :"), "{line}");
    }
}

#[cfg(unix)]
#[test]
fn import_names_each_json_in_a_folder_it_does_not_import() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("source");
    let store = data_with_friday(&source);
    let folder = dir.path().join("in");
    fs::create_dir(&folder).unwrap();
    fs::copy(store.session_path("friday").unwrap(), folder.join("a.json")).unwrap();
    fs::create_dir(folder.join("b.json")).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(folder.join("c.json"))
        .status()
        .unwrap();
    assert!(made.success());
    std::os::unix::fs::symlink("gone.json", folder.join("d.json")).unwrap();
    let data = dir.path().join("data");
    let out = run(&["import", str(&folder)], &data);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert_eq!(text(&out.stdout).lines().count(), 1, "{out:?}");
    let stderr = text(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 4, "{stderr}");
    for (line, (name, what)) in lines.iter().zip([
        ("b.json", "a folder"),
        ("c.json", "a FIFO (named pipe)"),
        ("d.json", "a symbolic link to nothing"),
    ]) {
        let path = folder.join(name);
        assert_eq!(
            *line,
            format!(
                "tablekeeper: {} is {what}, not a regular file, so it was not opened.",
                path.display()
            )
        );
    }
    assert_eq!(lines[3], "tablekeeper: 3 of 4 files not imported");
    assert_eq!(Store::open(&data).unwrap().list().sessions.len(), 1);
}
