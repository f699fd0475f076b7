//! Every example session in the docs replays, with the outcome it claims:
//! blocks fenced as ```json session winners=A,B (or `in-progress`).

use std::path::{Path, PathBuf};

use tablekeeper::rules::Outcome;
use tablekeeper::store;

fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            markdown_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "md") {
            out.push(path);
        }
    }
}

/// (info string, body, line) of every ```json session block.
fn blocks(text: &str) -> Vec<(String, String, usize)> {
    let mut found = Vec::new();
    let mut current: Option<(String, String, usize)> = None;
    for (n, line) in text.lines().enumerate() {
        match &mut current {
            None => {
                if let Some(info) = line.trim().strip_prefix("```json session") {
                    current = Some((info.trim().to_owned(), String::new(), n + 1));
                }
            }
            Some((_, body, _)) if line.trim() == "```" => {
                let _ = body;
                found.extend(current.take());
            }
            Some((_, body, _)) => {
                body.push_str(line);
                body.push('\n');
            }
        }
    }
    found
}

#[test]
fn every_documented_session_replays_to_its_stated_outcome() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    markdown_files(&root.join("docs"), &mut files);
    files.sort();
    let dir = tempfile::tempdir().unwrap();
    let mut count = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (info, body, line) in blocks(&text) {
            let place = format!("{}:{line}", file.display());
            let path = dir.path().join(format!("example{count}.json"));
            std::fs::write(&path, &body).unwrap();
            let session = store::read_file(&path).unwrap_or_else(|e| panic!("{place}: {e}"));
            if let Some(r) = session.refused() {
                panic!("{place}: log entry {} is refused: {}", r.index + 1, r.error);
            }
            let outcome = session.outcome();
            if info == "in-progress" {
                assert_eq!(outcome, Outcome::InProgress, "{place}");
            } else {
                let expected = info
                    .strip_prefix("winners=")
                    .unwrap_or_else(|| panic!("{place}: say winners=... or in-progress"));
                let expected: Vec<&str> = expected.split(',').filter(|s| !s.is_empty()).collect();
                match outcome {
                    Outcome::Finished { winners, .. } => assert_eq!(winners, expected, "{place}"),
                    Outcome::InProgress => panic!("{place}: the game is not decided"),
                }
            }
            count += 1;
        }
    }
    assert!(count >= 2, "found only {count} example sessions");
}
