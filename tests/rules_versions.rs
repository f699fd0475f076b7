//! A well-formed session the rules refuse is never set aside: it stays in
//! the history with a mark and opens read-only at its last good entry.

use tablekeeper::store::Store;

const BROKEN: &str = r##"{"format_version": 2, "rules_version": 2, "id": "broken",
 "setup": {"game": "koth", "players": [{"name": "Ames", "color": "#d62728"}, {"name": "Sina", "color": "#1f77b4"}]},
 "log": [{"action": {"type": "play", "column": 0, "attack": 1, "defense": 3, "race": "orc"}},
         {"action": {"type": "play", "column": 0, "attack": 1, "defense": 6, "race": "orc"}},
         {"action": {"type": "end_turn"}}]}
"##;

#[test]
fn a_session_the_rules_refuse_is_listed_opened_read_only_and_never_moved() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let path = store.sessions_dir().join("broken.json");
    std::fs::write(&path, BROKEN).unwrap();

    let listing = store.list();
    assert_eq!(listing.sessions.len(), 1);
    let row = &listing.sessions[0];
    assert_eq!(row.id, "broken");
    assert_eq!(row.entries, 1, "applied up to the refused entry");
    let mark = tablekeeper::i18n::english().text(row.refused.as_ref().unwrap());
    assert!(
        mark.contains("entry 2") && mark.contains("rule-koth-own-column"),
        "{mark}"
    );

    let loaded = store.load("broken").unwrap();
    assert!(loaded.recovered.is_none());
    let s = loaded.session;
    let refusal = s.refused().unwrap();
    assert_eq!(
        (refusal.index, refusal.error.rule()),
        (1, "rule-koth-own-column")
    );
    assert_eq!((s.cursor(), s.entries().len()), (1, 3));
    let mut copy = s.clone();
    assert!(copy.undo().is_err(), "read-only");
    assert!(store.save(&s).is_err(), "its file is never written over");

    assert_eq!(std::fs::read_to_string(&path).unwrap(), BROKEN);
    assert!(
        !store.quarantine_dir().exists()
            || std::fs::read_dir(store.quarantine_dir())
                .unwrap()
                .next()
                .is_none()
    );
    // Listing again reads it from the index, still marked, still in place.
    assert!(store.list().sessions[0].refused.is_some());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), BROKEN);
}

#[test]
fn show_and_replay_say_the_same_refusal() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("broken.json");
    std::fs::write(&file, BROKEN).unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_tablekeeper"))
            .args(args)
            .env("TABLEKEEPER_DATA_DIR", dir.path())
            .env("LANGUAGE", "en")
            .env("LC_MESSAGES", "en_US.UTF-8")
            .output()
            .unwrap()
    };
    let replay = run(&["replay", file.to_str().unwrap()]);
    assert_eq!(replay.status.code(), Some(2));
    let err = String::from_utf8_lossy(&replay.stderr).into_owned();
    assert!(
        err.contains("log entry 2:") && err.contains("(rule rule-koth-own-column)"),
        "{err}"
    );
    let show = run(&["show", file.to_str().unwrap()]);
    assert!(show.status.success(), "{show:?}");
    let out = String::from_utf8_lossy(&show.stdout).into_owned();
    assert!(
        out.contains("entry 2") && out.contains("rule-koth-own-column"),
        "{out}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), BROKEN);
}

/// A King's Armory session of rules version 1 whose setup gives its own
/// Jump Start row for two heroes: rules 2 refuse such a setup (the printed
/// table H-2 applies), yet the old session still opens, as it was played.
const KA_ROW: &str = r##"{"format_version": 2, "rules_version": RULES, "id": "ka-row",
 "setup": {"game": "kings_armory", "towers": 3, "mode": "jump_start", "wave": 2,
   "heroes": [{"player": "Ana", "hero": "Valcor", "hp": 20, "heal_rate": 4},
              {"player": "Bo", "hero": "Ember", "hp": 16, "heal_rate": 3}],
   "jump_start_row": {"reward_cards": 1, "gate_mod": 0, "offensive_mod": 0, "other_mod": 0,
     "extra_towers": 0, "unlocked_equipment": 0, "hireables": 0, "hireable_max_level": 1,
     "max_reinforcements": 1}},
 "log": [{"action": {"type": "reward", "value": 100}}, {"action": {"type": "start_wave"}}]}
"##;

#[test]
fn a_setup_check_added_later_never_hides_an_old_session() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ka-row.json");
    std::fs::write(&path, KA_ROW.replace("RULES", "1")).unwrap();
    let old = tablekeeper::store::read_file(&path).unwrap();
    assert_eq!((old.rules(), old.cursor(), old.refused()), (1, 2, None));
    std::fs::write(&path, KA_ROW.replace("RULES", "2")).unwrap();
    let err = tablekeeper::store::read_file(&path)
        .unwrap_err()
        .to_string();
    assert!(err.contains("rule-kings_armory-row-printed"), "{err}");
}

/// A Custom session whose second roll was edited by hand to a face a d6
/// does not have.
const BAD_ROLL: &str = r##"{"format_version": 2, "rules_version": 1, "id": "bad-roll",
 "setup": {"game": "custom", "players": [{"name": "Ana", "color": "#d62728"}], "counters": [{"name": "Points"}]},
 "log": [{"action": {"type": "roll", "sides": 6, "results": [4, 2, 6]}},
         {"action": {"type": "roll", "sides": 6, "results": [7]}}]}
"##;

#[test]
fn a_roll_edited_by_hand_to_an_impossible_face_is_refused_naming_the_rule() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    std::fs::write(store.sessions_dir().join("bad-roll.json"), BAD_ROLL).unwrap();
    let loaded = store.load("bad-roll").unwrap();
    let s = loaded.session;
    let refusal = s.refused().unwrap();
    assert_eq!(
        (refusal.index, refusal.error.rule()),
        (1, "rule-custom-die-result")
    );
    let said = tablekeeper::i18n::english().text(&refusal.text());
    assert!(
        said.contains("entry 2") && said.contains("A d6 cannot show 7"),
        "{said}"
    );
    // The good roll before it replays as it was rolled.
    let english = tablekeeper::i18n::english();
    assert_eq!(english.text(&s.lines()[0]), "Rolled 3d6: 4, 2, 6 = 12");
}
