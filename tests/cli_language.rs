//! The command line speaks the user's language: the real binary run under
//! `LANGUAGE` or `LC_ALL` for German, French, Spanish and Turkish says
//! each command's lines, its help and its errors in that language, in
//! words written for it; `LC_ALL=C` and `LANGUAGE=en` give English; what
//! programs read (`--json`) is the same bytes in every language.

mod common;

use std::path::Path;
use std::process::{Command, Output};

use common::{one_error_line, printed, stdout};

/// How a language is asked for.
#[derive(Clone, Copy)]
enum Asked {
    /// `LC_ALL=<locale>`, nothing else set.
    LcAll(&'static str),
    /// `LANGUAGE=<code>` over an English `LANG`.
    Language(&'static str),
}

/// The binary on the data folder `data`, in the language `asked`, with
/// none of the machine's locale variables left.
fn tablekeeper(data: &Path, asked: Asked) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tablekeeper"));
    command.env("TABLEKEEPER_DATA_DIR", data);
    for var in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_TIME", "LANG"] {
        command.env_remove(var);
    }
    match asked {
        Asked::LcAll(locale) => command.env("LC_ALL", locale),
        Asked::Language(code) => command.env("LANGUAGE", code).env("LANG", "en_US.UTF-8"),
    };
    command
}

fn run(data: &Path, asked: Asked, args: &[&str]) -> Output {
    tablekeeper(data, asked).args(args).output().unwrap()
}

/// A data folder with the Koth fixture imported and an event of four
/// players created (in English).
fn data_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    std::fs::create_dir(data.join("sessions")).unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/screens/koth.json");
    let english = Asked::LcAll("C");
    printed(run(data, english, &["import", fixture.to_str().unwrap()]));
    let new = [
        "event",
        "new",
        "Friday",
        "--game",
        "koth",
        "--players",
        "Ana,Bo,Cem,Dee",
    ];
    printed(run(data, english, &new));
    dir
}

/// What one language must say: words this project wrote for it.
struct Expected {
    locale: &'static str,
    code: &'static str,
    /// `list` on a folder with no sessions.
    empty: &'static str,
    /// A line of `show koth`.
    show: &'static str,
    /// A word of `stats`.
    stats: &'static str,
    /// A line of `players list`.
    players: &'static str,
    /// `event list`'s line.
    events: &'static str,
    /// The error for `show nobody`.
    not_found: &'static str,
    /// The error for an unknown command `frob`.
    unknown: &'static str,
    /// A heading of `--help`.
    heading: &'static str,
    /// The help of `list --json` in `list --help`.
    json_help: &'static str,
}

const EXPECTED: [Expected; 4] = [
    Expected {
        locale: "de_DE.UTF-8",
        code: "de",
        empty: "Noch keine Sitzungen.\n",
        show: "Spalte 1: Ames, Stärke 3",
        stats: "entschieden",
        players: "Ames  0 Spiele",
        events: "Friday: Koth; 4 Spieler; 0 Runden\n",
        not_found: "tablekeeper: Es gibt keine Sitzung mit der ID nobody.\n",
        unknown: "tablekeeper: frob: unbekannter Befehl (siehe --help)\n",
        heading: "\nBefehle:\n",
        json_help: "JSON ausgeben",
    },
    Expected {
        locale: "fr_FR.UTF-8",
        code: "fr",
        empty: "Aucune session pour l’instant.\n",
        show: "Colonne 1\u{a0}: Ames, force 3",
        stats: "terminée",
        players: "Ames  0 partie",
        events: "Friday\u{a0}: Koth\u{a0}; 4 joueurs\u{a0}; 0 ronde\n",
        not_found: "tablekeeper: Aucune session n’a l’identifiant nobody.\n",
        unknown: "tablekeeper: frob\u{a0}: commande inconnue (voir --help)\n",
        heading: "\nCommandes\u{a0}:\n",
        json_help: "Afficher du JSON",
    },
    Expected {
        locale: "es_ES.UTF-8",
        code: "es",
        empty: "Todavía no hay sesiones.\n",
        show: "Columna 1: Ames, fuerza 3",
        stats: "decididas",
        players: "Ames  0 partidas",
        events: "Friday: Koth; 4 jugadores; 0 rondas\n",
        not_found: "tablekeeper: No hay ninguna sesión con el identificador nobody.\n",
        unknown: "tablekeeper: frob: orden desconocida (mira --help)\n",
        heading: "\nÓrdenes:\n",
        json_help: "Mostrar JSON",
    },
    Expected {
        locale: "tr_TR.UTF-8",
        code: "tr",
        empty: "Henüz oturum yok.\n",
        show: "1. sütun: Ames, güç 3",
        stats: "sonuçlandı",
        players: "Ames  0 oyun",
        events: "Friday: Koth; 4 oyuncu; 0 tur\n",
        not_found: "tablekeeper: nobody kimlikli bir oturum yok.\n",
        unknown: "tablekeeper: frob: bilinmeyen komut (bkz. --help)\n",
        heading: "\nKomutlar:\n",
        json_help: "JSON olarak yazdırır",
    },
];

#[test]
fn each_language_says_list_show_stats_players_and_event_in_its_own_words() {
    let dir = data_folder();
    let empty = tempfile::tempdir().unwrap();
    std::fs::create_dir(empty.path().join("sessions")).unwrap();
    for e in &EXPECTED {
        for asked in [Asked::LcAll(e.locale), Asked::Language(e.code)] {
            let said = |data: &Path, args: &[&str]| printed(run(data, asked, args));
            assert_eq!(said(empty.path(), &["list"]), e.empty, "{}", e.code);
            let show = said(dir.path(), &["show", "koth"]);
            assert!(show.contains(e.show), "{}: {show}", e.code);
            let stats = said(dir.path(), &["stats"]);
            assert!(stats.contains(e.stats), "{}: {stats}", e.code);
            let players = said(dir.path(), &["players", "list"]);
            assert!(players.contains(e.players), "{}: {players}", e.code);
            assert_eq!(said(dir.path(), &["event", "list"]), e.events, "{}", e.code);
        }
    }
}

#[test]
fn each_language_says_its_errors_in_one_line_of_its_own_words() {
    let dir = data_folder();
    for e in &EXPECTED {
        let asked = Asked::LcAll(e.locale);
        let missing = run(dir.path(), asked, &["show", "nobody"]);
        assert_eq!(one_error_line(&missing), e.not_found, "{}", e.code);
        let unknown = run(dir.path(), asked, &["frob"]);
        assert_eq!(one_error_line(&unknown), e.unknown, "{}", e.code);
    }
}

#[test]
fn each_language_says_its_help_with_its_headings_and_the_options_help() {
    let dir = data_folder();
    for e in &EXPECTED {
        let asked = Asked::Language(e.code);
        let top = printed(run(dir.path(), asked, &["--help"]));
        assert!(top.contains(e.heading), "{}: {top}", e.code);
        // The usage lines are syntax: as they are in every language.
        assert!(top.contains("tablekeeper list [--data-dir DIR]"), "{top}");
        let list = printed(run(dir.path(), asked, &["list", "--help"]));
        assert!(list.contains(e.json_help), "{}: {list}", e.code);
        assert!(list.contains("--json"), "{list}");
    }
}

#[test]
fn c_and_language_en_give_english_whatever_else_is_set() {
    let dir = data_folder();
    let english = [
        // LANGUAGE is not read under the C locale, as gettext does.
        tablekeeper(dir.path(), Asked::LcAll("C"))
            .env("LANGUAGE", "de")
            .args(["show", "nobody"])
            .output()
            .unwrap(),
        tablekeeper(dir.path(), Asked::Language("en"))
            .env("LANG", "de_DE.UTF-8")
            .args(["show", "nobody"])
            .output()
            .unwrap(),
    ];
    for o in &english {
        assert_eq!(
            one_error_line(o),
            "tablekeeper: There is no session with the id nobody.\n"
        );
    }
    let list = printed(run(dir.path(), Asked::Language("en"), &["event", "list"]));
    assert_eq!(list, "Friday: Koth; 4 players; 0 rounds\n");
    let help = printed(run(dir.path(), Asked::LcAll("C"), &["--help"]));
    assert!(
        help.contains("\nCommands:\n") && help.contains("Usage: "),
        "{help}"
    );
}

#[test]
fn json_is_the_same_bytes_in_every_language() {
    let dir = data_folder();
    for args in [
        &["list", "--json"][..],
        &["show", "koth", "--json"],
        &["players", "list", "--json"],
        &["event", "list", "--json"],
    ] {
        let english = run(dir.path(), Asked::LcAll("C"), args);
        assert!(english.status.success(), "{english:?}");
        for e in &EXPECTED {
            for asked in [Asked::LcAll(e.locale), Asked::Language(e.code)] {
                let o = run(dir.path(), asked, args);
                assert_eq!(stdout(&o), stdout(&english), "{} {args:?}", e.code);
            }
        }
    }
}

/// A session file whose second entry names a player the game has not.
const REFUSED: &str = r##"{"format_version": 1,
 "setup": {"game": "custom", "players": [{"name": "Ana", "color": "#d62728"}, {"name": "Bo", "color": "#1f77b4"}],
           "counters": [{"name": "Points"}], "win": {"rule": "reach", "counter": 0, "target": 5}},
 "log": [{"action": {"type": "add", "player": 0, "counter": 0, "amount": 2}},
         {"action": {"type": "add", "player": 3, "counter": 0, "amount": 5}}]}"##;

#[test]
fn replay_and_event_refusals_give_the_rule_in_words_of_the_language_and_its_id_as_is() {
    let dir = data_folder();
    let file = dir.path().join("bad.json");
    std::fs::write(&file, REFUSED).unwrap();
    let path = file.to_str().unwrap();
    let said = [
        (
            "de_DE.UTF-8",
            "Protokolleintrag 2: Es gibt keinen Spieler Nummer 3.",
        ),
        (
            "fr_FR.UTF-8",
            "entrée 2 du journal\u{a0}: Il n’y a pas de joueur numéro 3.",
        ),
        (
            "es_ES.UTF-8",
            "entrada 2 del registro: No hay ningún jugador número 3.",
        ),
        ("tr_TR.UTF-8", "kayıttaki 2. giriş: 3 numaralı oyuncu yok."),
    ];
    let english = run(dir.path(), Asked::LcAll("C"), &["replay", path, "--json"]);
    for (locale, words) in said {
        let line = one_error_line(&run(dir.path(), Asked::LcAll(locale), &["replay", path]));
        assert!(line.contains(words), "{locale}: {line}");
        assert!(line.contains("rule-unknown-player)"), "{line}");
        // --json keeps its English fields.
        let json = run(
            dir.path(),
            Asked::LcAll(locale),
            &["replay", path, "--json"],
        );
        assert_eq!(stdout(&json), stdout(&english), "{locale}");
    }
    // A rule of events refuses: its explanation in German, its id as it is.
    let pair = |locale| {
        run(
            dir.path(),
            Asked::LcAll(locale),
            &["event", "drop", "Friday", "Zed"],
        )
    };
    let line = one_error_line(&pair("de_DE.UTF-8"));
    assert!(line.starts_with("tablekeeper: event drop: "), "{line}");
    assert!(line.contains("(Regel rule-event-"), "{line}");
    let english = one_error_line(&pair("C"));
    assert!(english.contains("(rule rule-event-"), "{english}");
    assert_ne!(line, english);
}
