//! Helpers shared by the integration tests: a small custom game, and the
//! real binary run on a data folder.
#![allow(dead_code)]

pub mod http;

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, SystemTime};

use chrono::{DateTime, Utc};
use tablekeeper::rules::custom::{self, Counter, WinRule};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;

pub fn t(seconds: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
}

pub fn setup(players: usize) -> AnySetup {
    AnySetup::Custom(custom::Setup {
        players: (0..players)
            .map(|i| Player::new(format!("P{i}"), i))
            .collect(),
        counters: vec![
            Counter::new("Life", 20),
            Counter {
                min: Some(0),
                max: Some(50),
                ..Counter::new("Gold", 5)
            },
        ],
        win: Some(WinRule::LastAbove {
            counter: 0,
            above: 0,
        }),
    })
}

pub fn add(player: usize, counter: usize, amount: i64) -> AnyAction {
    AnyAction::Custom(custom::Action::Add {
        player,
        counter,
        amount,
    })
}

pub fn session(id: &str, actions: usize) -> Session {
    let mut s = Session::new(id.into(), setup(4), t(0)).unwrap();
    for i in 0..actions {
        s.apply(
            add(i % 4, 1, if i % 2 == 0 { 1 } else { -1 }),
            t(i as i64 + 1),
        )
        .unwrap();
    }
    s
}

/// The real binary, with `data` as its data folder, speaking English
/// whatever the machine's locale (see [`english`]): its arguments, input
/// and the rest still to give.
pub fn tablekeeper(data: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tablekeeper"));
    command.env("TABLEKEEPER_DATA_DIR", data);
    english(&mut command);
    command
}

/// Makes the command line speak English, whatever the machine's locale
/// says, leaving how dates are written to `LC_ALL`, `LC_TIME` and `LANG`:
/// `LANGUAGE` comes first unless the locale is C, and `LC_MESSAGES` (read
/// after `LC_ALL`, before `LANG`) is not C.
pub fn english(command: &mut Command) -> &mut Command {
    command
        .env("LANGUAGE", "en")
        .env("LC_MESSAGES", "en_US.UTF-8")
}

/// The real binary, run with `args` and `data` as its data folder.
pub fn run_cli(args: &[&str], data: &Path) -> Output {
    tablekeeper(data).args(args).output().unwrap()
}

/// What a command printed on standard output.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Runs `args`, which must succeed: what it printed.
pub fn ok(args: &[&str], data: &Path) -> String {
    printed(run_cli(args, data))
}

/// What a command that must have succeeded printed.
pub fn printed(o: Output) -> String {
    assert!(o.status.success(), "{o:?}");
    String::from_utf8(o.stdout).unwrap()
}

/// The one error line of a command that failed with exit code 2.
pub fn one_error_line(o: &Output) -> String {
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.starts_with("tablekeeper: "), "{err}");
    err
}

/// Sets a file's modification time an hour back: settled, or left long ago.
pub fn age(path: &Path) {
    let file = std::fs::File::options().write(true).open(path).unwrap();
    file.set_modified(SystemTime::now() - Duration::from_secs(3600))
        .unwrap();
}
