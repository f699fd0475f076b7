//! Files of every format version ever written keep loading. Each fixture
//! under tests/fixtures/v<N>/ is checked here for what it must contain.

use std::path::Path;

use tablekeeper::rules::Outcome;
use tablekeeper::store::{self, format};

fn fixture(version: u32, name: &str) -> tablekeeper::session::Session {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(format!("v{version}"))
        .join(name);
    store::read_file(&path).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn v1_custom_last_above_loads_closed_with_its_redo_tail() {
    let s = fixture(1, "custom-last-above.json");
    assert_eq!(s.id(), "20261115-201500");
    assert_eq!(s.cursor(), 4);
    assert_eq!(s.entries().len(), 5);
    assert_eq!(s.entries()[1].note, "swamp");
    assert_eq!(s.note(), "Tuesday league");
    assert!(s.is_closed());
    match s.outcome() {
        Outcome::Finished { winners, .. } => assert_eq!(winners, vec!["Ana".to_owned()]),
        Outcome::InProgress => panic!("decided"),
    }
    let values: Vec<Vec<i64>> = s
        .standings()
        .iter()
        .map(|r| r.values.iter().map(|v| v.1).collect())
        .collect();
    assert_eq!(values, vec![vec![20, 3], vec![0, 0], vec![0, 0]]);
}

#[test]
fn every_fixture_loads_and_saves_back_the_same() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut count = 0;
    for version in std::fs::read_dir(&root).unwrap().flatten() {
        for file in std::fs::read_dir(version.path()).unwrap().flatten() {
            let session = store::read_file(&file.path()).unwrap_or_else(|e| panic!("{e}"));
            let again = format::from_bytes(&format::to_bytes(&session).unwrap(), "x").unwrap();
            assert_eq!(again, session, "{}", file.path().display());
            count += 1;
        }
    }
    assert!(count >= 1);
}
