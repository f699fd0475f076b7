//! Text the command line prints cannot fool anyone: an error line is cut at
//! a readable length, and direction overrides in names are shown escaped.

mod common;

use common::{one_error_line, run_cli as run};

use std::fs;
use std::path::Path;

/// A data folder the binary accepts.
fn data() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    tablekeeper::store::Store::open(dir.path()).unwrap();
    dir
}

const GAME: &str = r##"{"format_version": 1,
 "setup": {"game": "custom", "players": [{"name": "Ana", "color": "#d62728"}, {"name": "Bo", "color": "#1f77b4"}],
           "counters": [{"name": "Points"}], "win": null},
 "log": [{"action": {"type": "add", "player": 1, "counter": 0, "amount": -3}}]}"##;

#[test]
fn an_error_about_a_very_long_path_is_one_short_line() {
    let dir = data();
    // 1000 characters and more, in folders short enough for the system.
    let mut path = dir.path().to_path_buf();
    while path.as_os_str().len() < 1000 {
        path.push("é".repeat(40));
    }
    path.push("missing.json");
    let err = one_error_line(&run(&["show", path.to_str().unwrap()], dir.path()));
    let line = err.trim_end_matches('\n');
    assert!(
        line.chars().count() <= 320,
        "{}: {line}",
        line.chars().count()
    );
    assert!(line.ends_with('…'), "{line}");
    // A short error is printed whole.
    let err = one_error_line(&run(&["show", "nosuch"], dir.path()));
    assert!(!err.contains('…') && err.contains("nosuch"), "{err}");
}

#[test]
fn direction_overrides_in_names_are_shown_escaped_and_refused_by_replay() {
    let dir = data();
    let file = dir.path().join("sessions/bidi.json");
    fs::write(
        &file,
        GAME.replace("\"Bo\"", "\"Bo\\u202e\\u2066gnp.exe\\u2069\\u2028x\""),
    )
    .unwrap();
    for args in [
        &["show", "bidi"][..],
        &["list"],
        &["export", "bidi", "--format", "csv"],
        &["export", "bidi", "--format", "csv", "--series"],
        &["export", "bidi", "--format", "md"],
    ] {
        let o = run(args, dir.path());
        assert!(o.status.success(), "{args:?}: {o:?}");
        let text = String::from_utf8_lossy(&o.stdout).into_owned();
        assert!(
            !text.contains(['\u{202e}', '\u{2066}', '\u{2069}', '\u{2028}']),
            "{args:?}: {text}"
        );
        assert!(
            text.contains("Bo\\u{202e}\\u{2066}gnp.exe"),
            "{args:?}: {text}"
        );
    }
    let err = one_error_line(&run(&["replay", file.to_str().unwrap()], dir.path()));
    assert!(
        err.contains("setup.players[1].name") && err.contains("rule-control-character"),
        "{err}"
    );
    assert!(!err.contains('\u{202e}'), "{err}");
}

#[test]
fn a_lost_co_op_game_is_said_by_its_reason_never_won_by_nobody() {
    let dir = data();
    // A Gauntlet the monsters won: the gate fell.
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v2/kings_armory-gauntlet.json");
    fs::copy(&fixture, dir.path().join("sessions/gauntlet.json")).unwrap();
    let out = run(&["list"], dir.path());
    assert!(out.status.success(), "{out:?}");
    let listed = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(!listed.contains("won by"), "{listed}");
    assert!(listed.contains("Over: "), "{listed}");
    assert!(listed.to_lowercase().contains("gate"), "{listed}");
}

/// Every refusal of every game, its arguments 40 characters long, as the
/// command line words it (`replay: log entry N: MESSAGE (rule ID)`): the
/// error line may be cut, the rule's id never is. The longest message of
/// each game is printed, so a new longer one is seen.
#[test]
fn a_refusal_cut_to_one_line_keeps_its_rule_whole() {
    use tablekeeper::rules::Arg;
    use tablekeeper::terminal::{ERROR_LINE, capped};
    let en = tablekeeper::i18n::I18n::new("en");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n/en");
    let long = "Ünal Çağrı de la Fontaine-Brûlée Østergaard".to_owned();
    let mut longest: Vec<(String, usize)> = Vec::new();
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let source = fs::read_to_string(&path).unwrap();
        let mut file_longest = (String::new(), 0);
        for key in tablekeeper::i18n::keys_of(&source).unwrap() {
            if !key.starts_with("rule-") {
                continue;
            }
            // Every variable the file's messages use, filled with a long name.
            let names: Vec<&str> = source
                .split("{ $")
                .skip(1)
                .filter_map(|rest| rest.split([' ', '}', ')']).next())
                .collect();
            let args: Vec<(&str, Arg)> = names
                .iter()
                .map(|n| (*n, Arg::from(long.clone())))
                .collect();
            let message = en.tr_args(&key, &args);
            let line = format!("replay: log entry 12345: {message} (rule {key})");
            let shown = capped(&line, ERROR_LINE);
            assert!(shown.ends_with(&format!(" (rule {key})")), "{key}: {shown}");
            assert!(shown.chars().count() <= ERROR_LINE, "{key}: {shown}");
            if line.chars().count() > file_longest.1 {
                file_longest = (key, line.chars().count());
            }
        }
        if file_longest.1 > 0 {
            longest.push(file_longest);
        }
    }
    assert!(
        longest.len() >= 6,
        "the games' files and the shared one: {longest:?}"
    );
    assert!(
        longest.iter().any(|(_, n)| *n > ERROR_LINE),
        "some line is cut: {longest:?}"
    );
    eprintln!("longest refusal per file: {longest:?}");
}
