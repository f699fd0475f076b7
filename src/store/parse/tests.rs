//! Tests of the parse layer: byte order marks, duplicate keys at any
//! depth, unknown fields named, newer and broken files, and the examples
//! of the documentation read as they are.

use super::*;
use crate::rules::GameKind;

/// The JSON example of the documentation's section `heading`.
fn documented(heading: &str) -> String {
    let docs = include_str!("../../../docs/session-format.md");
    let section = docs
        .split_once(heading)
        .map(|(_, rest)| rest)
        .unwrap_or_else(|| panic!("no {heading}"));
    let block = section
        .split_once("```json\n")
        .and_then(|(_, rest)| rest.split_once("```"))
        .map(|(json, _)| json)
        .unwrap_or_else(|| panic!("no example under {heading}"));
    block.to_owned()
}

fn event_example() -> String {
    documented("## Events: `events/NAME.json`")
}

fn roster_example() -> String {
    documented("### `roster.json`")
}

fn with_bom(text: &str) -> Vec<u8> {
    let mut bytes = BOM.to_vec();
    bytes.extend_from_slice(text.as_bytes());
    bytes
}

fn broken<T: std::fmt::Debug>(read: Result<T, ParseError>) -> String {
    match read {
        Err(ParseError::Broken(why)) => why,
        other => panic!("not broken: {other:?}"),
    }
}

#[test]
fn a_key_twice_is_found_at_any_depth_and_named_by_its_path() {
    assert_eq!(
        duplicate_key(br#"{"a": 1, "b": {"a": [1, {"a": 2}]}}"#),
        Ok(())
    );
    assert_eq!(
        duplicate_key(b"{\"note\": 1,\n \"note\": 2}").map_err(|d| d.to_string()),
        Err("line 2, column 7: duplicate field `note`".to_owned())
    );
    let nested =
        b"{\"setup\": {\"players\": [{\"name\": \"A\"},\n {\"name\": \"B\", \"name\": \"C\"}]}}";
    let d = duplicate_key(nested).unwrap_err();
    assert_eq!(d.path, "setup.players[1].name");
    assert_eq!((d.line, d.column), (2, 21), "just after the second");
    // Escapes spell the same key; an odd key is quoted in the path.
    let escaped = br#"{"log": [{"action": {"type": "add", "\u0074ype": "x"}}]}"#;
    assert_eq!(
        duplicate_key(escaped).unwrap_err().path,
        "log[0].action.type"
    );
    let odd = br#"{"we ird": {"k": 1, "k": 2}}"#;
    assert_eq!(duplicate_key(odd).unwrap_err().path, "[\"we ird\"].k");
    // Siblings may share keys; arrays of arrays keep their indices.
    assert_eq!(
        duplicate_key(br#"[{"a": 1}, {"a": 2}, [[{"a": 3}]]]"#),
        Ok(())
    );
    let deep = br#"[0, [1, [2, {"x": {"y": 1, "y": 2}}]]]"#;
    assert_eq!(duplicate_key(deep).unwrap_err().path, "[1][1][1].x.y");
}

#[test]
fn many_keys_are_checked_too_and_text_that_is_not_json_is_left_to_its_reader() {
    let keys: Vec<String> = (0..1000).map(|i| format!("\"k{i}\": {i}")).collect();
    let many = format!("{{{}}}", keys.join(", "));
    assert_eq!(duplicate_key(many.as_bytes()), Ok(()));
    let twice = format!("{{{}, \"k999\": 0, \"k3\": 1}}", keys.join(", "));
    assert_eq!(duplicate_key(twice.as_bytes()).unwrap_err().path, "k999");
    let early = format!("{{\"k3\": 0, {}}}", keys.join(", "));
    assert_eq!(duplicate_key(early.as_bytes()).unwrap_err().path, "k3");
    for bad in [&b"{ not json"[..], b"", b"[1, 2", b"{\"a\": 1} x"] {
        assert_eq!(
            duplicate_key(bad),
            Ok(()),
            "{}",
            String::from_utf8_lossy(bad)
        );
    }
    // Deeper than the reader goes: its reader refuses it, not this.
    let deep = "[".repeat(10_000);
    assert_eq!(duplicate_key(deep.as_bytes()), Ok(()));
    assert_eq!(
        duplicate_key(&with_bom(r#"{"a": 1, "a": 1}"#)).map_err(|d| d.column),
        Err(12),
        "a byte order mark skipped, not counted"
    );
}

#[test]
fn the_documented_event_reads_with_or_without_a_byte_order_mark() {
    let text = event_example();
    let read = event(text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert!(read.unknown_fields.is_empty(), "{:?}", read.unknown_fields);
    let e = &read.value;
    assert_eq!(e.name, "Friday Night");
    assert_eq!(e.games, [GameKind::Koth, GameKind::Karth]);
    assert_eq!(e.dropped, ["Ben"]);
    assert_eq!(e.rounds[0].bye.as_deref(), Some("Eve"));
    assert_eq!(event(&with_bom(&text)), Ok(read));
}

#[test]
fn an_events_unknown_fields_are_named_and_it_still_reads() {
    let text = event_example()
        .replacen("\"seed\"", "\"colour\": 1, \"seed\"", 1)
        .replacen("\"bye\"", "\"byes\": [], \"bye\"", 1)
        .replacen("\"number\": 2,", "\"number\": 2, \"sesion\": \"x\",", 1);
    let read = event(text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        read.unknown_fields,
        ["colour", "rounds[0].tables[1].sesion", "rounds[0].byes"]
    );
    assert_eq!(read.value, event(event_example().as_bytes()).unwrap().value);
}

#[test]
fn an_event_with_a_key_twice_is_broken() {
    let text = event_example().replacen(
        "\"result\": \"draw\"",
        "\"result\": \"draw\", \"players\": [\"Cy\", \"Dee\"]",
        1,
    );
    let why = broken(event(text.as_bytes()));
    assert!(
        why.ends_with("duplicate field `rounds[0].tables[1].players`"),
        "{why}"
    );
    assert!(why.starts_with("line 13, column 75: "), "{why}");
    let top = event_example().replacen("\"seed\"", "\"name\": \"Other\", \"seed\"", 1);
    assert!(broken(event(top.as_bytes())).ends_with("duplicate field `name`"));
}

#[test]
fn a_newer_event_is_told_apart_from_a_broken_one() {
    let newer = br#"{"format": 9, "name": "Later", "more": {"x": 1, "x": 2}}"#;
    assert_eq!(
        event(newer),
        Err(ParseError::Newer {
            format: 9,
            name: Some("Later".to_owned())
        })
    );
    assert_eq!(
        event(&with_bom(r#"{"format": 99999999999}"#)),
        Err(ParseError::Newer {
            format: u32::MAX,
            name: None
        })
    );
    assert_eq!(
        event(br#"{"format": 9}"#).unwrap_err().to_string(),
        "written by a newer Tablekeeper (format 9); it is left as it is"
    );
    let cases: &[(&[u8], &str)] = &[
        (b"{ not json", "line 1, column 3: key must be a string"),
        (
            b"[1]",
            "line 1, column 3: invalid length 1, expected an object",
        ),
        (b"", "line 1, column 0: EOF while parsing a value"),
        (
            br#"{"format": 1, "name": "X"}"#,
            "line 1, column 26: missing field `games`",
        ),
        (
            br#"{"name": "X"}"#,
            "line 1, column 13: missing field `format`",
        ),
    ];
    for (bytes, want) in cases {
        assert_eq!(
            broken(event(bytes)),
            *want,
            "{}",
            String::from_utf8_lossy(bytes)
        );
    }
    let trailing = format!("{} x", event_example());
    assert!(broken(event(trailing.as_bytes())).contains("trailing characters"));
}

#[test]
fn an_event_the_rules_refuse_is_broken_naming_the_rule() {
    let draw = event_example().replacen("\"game\": \"karth\"", "\"game\": \"koth\"", 1);
    assert!(event(draw.as_bytes()).is_ok(), "Koth has draws");
    let stranger = event_example().replacen("\"bye\": \"Eve\"", "\"bye\": \"Zed\"", 1);
    let why = broken(event(stranger.as_bytes()));
    assert_eq!(
        why,
        "Nobody called “Zed” plays in this event. (rule rule-event-unknown-player)"
    );
    let old = event_example().replacen("\"format\": 1", "\"format\": 0", 1);
    assert!(broken(event(old.as_bytes())).ends_with("(rule rule-event-format)"));
}

#[test]
fn the_documented_roster_reads_and_a_newer_one_too() {
    let text = roster_example();
    let read = roster(&with_bom(&text)).unwrap_or_else(|e| panic!("{e}"));
    assert!(read.unknown_fields.is_empty());
    let (format, people) = &read.value;
    assert_eq!(*format, 1);
    assert_eq!(people.len(), 2);
    assert_eq!(people[0].also, ["Ana", "Anna"]);
    assert_eq!(people[1].color, None);
    assert_eq!(roster(text.as_bytes()), Ok(read));
    let newer = roster(br#"{"format": 9, "players": [{"name": "Ana", "look": 1}], "more": 1}"#)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(newer.value.0, 9, "read all the same");
    assert_eq!(newer.value.1[0].name, "Ana");
    assert_eq!(newer.unknown_fields, ["players[0].look", "more"]);
    let none = roster(br#"{"format": 1}"#).unwrap_or_else(|e| panic!("{e}"));
    assert!(none.value.1.is_empty(), "no players: nobody yet");
}

#[test]
fn a_broken_roster_says_where() {
    let twice = roster_example().replacen(
        "{\"name\": \"Bo\"}",
        "{\"name\": \"Bo\", \"name\": \"Bob\"}",
        1,
    );
    assert!(
        broken(roster(twice.as_bytes())).ends_with("duplicate field `players[1].name`"),
        "{twice}"
    );
    assert_eq!(
        broken(roster(br#"{"players": []}"#)),
        "line 1, column 15: missing field `format`"
    );
    let colour = broken(roster(
        br#"{"format": 1, "players": [{"name": "A", "color": "red"}]}"#,
    ));
    assert!(colour.starts_with("line 1, column "), "{colour}");
    assert!(broken(roster(b"\xEF\xBB\xBF{ not json")).starts_with("line 1, column 3"));
}

#[test]
fn a_value_is_read_as_serde_json_reads_it_but_a_key_twice() {
    let texts = [
        r#"{"game": "custom", "players": [{"name": "A\u00e9", "n": -3, "x": 1.5e300}], "w": null, "t": true}"#,
        "[]",
        "{}",
        "  [1, [2, [3, {\"a\": {}}]], \"s\"]  ",
        "18446744073709551615",
        "-9223372036854775808",
        "0.1",
    ];
    for text in texts {
        let want: Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            value(text, String::new).unwrap_or_else(|e| panic!("{e:?}")),
            want
        );
    }
    let twice = "{\"players\": [{\"name\": \"A\"},\n  {\"name\": \"B\", \"name\": \"C\"}]}";
    match value(twice, || "setup".to_owned()) {
        Err(ValueError::Twice { path, at }) => {
            assert_eq!(path, "setup.players[1].name");
            assert_eq!((at.line(), at.column()), (2, 22));
        }
        other => panic!("{other:?}"),
    }
    match value("[{\"a\": 1}, 2", String::new) {
        Err(ValueError::Json(e)) => assert!(e.is_eof(), "{e}"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        value("{} x", String::new),
        Err(ValueError::Json(_))
    ));
}
