//! Armies are not people: who plays each army, where named, is whom the
//! roster, Stats and events count, and who is said to have won.

use super::super::*;
use crate::rules::{AnySetup, AnyState};

/// Dwarf played by Ana, Goblin by nobody named, Orc by Bo, one round.
fn named() -> Setup {
    Setup {
        rounds: 1,
        played_by: vec![Some("Ana".into()), None, Some(" Bo ".into())],
        ..Setup::new(["Dwarf", "Goblin", "Orc"])
    }
}

#[test]
fn the_people_are_those_named_for_the_armies_never_the_armies() {
    let s = named();
    assert!(Rules::validate(&s).is_ok());
    let st = Rules::start(&s);
    assert_eq!(Rules::people(&s, &st), ["Ana", "Bo"]);
    assert_eq!(
        Rules::players(&s, &st),
        ["Dwarf", "Goblin", "Orc"],
        "the seats"
    );
    assert_eq!(Rules::person(&s, "Dwarf").as_deref(), Some("Ana"));
    assert_eq!(Rules::person(&s, "Goblin"), None);
    assert_eq!(Rules::person(&s, "Nobody"), None);
    // A game that names no one counts no one.
    let plain = Setup::new(["Dwarf", "Goblin"]);
    assert!(Rules::people(&plain, &Rules::start(&plain)).is_empty());
    // Through the games' common face too.
    let any = AnySetup::Kharnage(s.clone());
    assert_eq!(any.people(&AnyState::Kharnage(st)), ["Ana", "Bo"]);
    assert_eq!(any.person("Orc").as_deref(), Some("Bo"));
}

#[test]
fn the_winner_is_said_by_the_person_who_played_the_army() {
    let s = named();
    let mut st = Rules::start(&s);
    for (army, initiative, cards) in [(0, 100, 4), (1, 200, 2), (2, 300, 1)] {
        Rules::apply(&s, &mut st, &Action::Initiative { army, initiative }).unwrap();
        Rules::apply(&s, &mut st, &Action::Destroyed { army, cards }).unwrap();
    }
    Rules::apply(&s, &mut st, &Action::CloseRound).unwrap();
    let Outcome::Finished {
        winners, reason, ..
    } = Rules::outcome(&s, &st)
    else {
        panic!("one round: decided")
    };
    assert_eq!(winners, ["Ana"], "Dwarf won, played by Ana");
    assert_eq!(
        crate::i18n::english().text(&reason),
        crate::i18n::english().text(
            &Text::msg("win-kharnage-skulls")
                .arg("army", "Dwarf")
                .arg("skulls", 5)
        ),
        "the reason names the army"
    );
    // Nobody named: the army is said.
    let plain = Setup {
        rounds: 1,
        ..Setup::new(["Dwarf", "Goblin", "Orc"])
    };
    let mut st = Rules::start(&plain);
    for (army, initiative, cards) in [(0, 100, 4), (1, 200, 2), (2, 300, 1)] {
        Rules::apply(&plain, &mut st, &Action::Initiative { army, initiative }).unwrap();
        Rules::apply(&plain, &mut st, &Action::Destroyed { army, cards }).unwrap();
    }
    Rules::apply(&plain, &mut st, &Action::CloseRound).unwrap();
    assert!(matches!(
        Rules::outcome(&plain, &st),
        Outcome::Finished { winners, .. } if winners == ["Dwarf"]
    ));
}

#[test]
fn who_plays_the_armies_is_checked_and_kept_in_files_only_when_named() {
    let mut s = named();
    s.played_by.pop();
    let e = Rules::validate(&s).unwrap_err();
    assert_eq!(e.rule(), "rule-kharnage-played-by");
    assert_eq!(
        crate::i18n::english().text(&e.0),
        "Played by: 2 players are named for 3 armies; name one for each army, or none."
    );
    let mut s = named();
    s.played_by[1] = Some("ana".into());
    assert_eq!(
        Rules::validate(&s).unwrap_err().rule(),
        "rule-name-repeated"
    );
    s.played_by[1] = Some("  ".into());
    assert_eq!(Rules::validate(&s).unwrap_err().rule(), "rule-name-empty");
    // Written only when someone is named; a file without it reads.
    let plain = Setup::new(["Dwarf", "Goblin"]);
    let json = serde_json::to_value(&plain).unwrap();
    assert!(json.get("played_by").is_none(), "{json}");
    let read: Setup = serde_json::from_value(json).unwrap();
    assert_eq!(read, plain);
    let json = serde_json::to_value(named()).unwrap();
    assert_eq!(json["played_by"], serde_json::json!(["Ana", null, " Bo "]));
    assert_eq!(serde_json::from_value::<Setup>(json).unwrap(), named());
}
