//! Each language's style sheet (`i18n/<lang>/style.md`), checked where a
//! machine can: every word its table says we write appears in the
//! language's files, and none it says we never write does.

use std::path::Path;

/// The words of a language's Fluent files a person reads: every line but
/// comments, without its key, variant key or attribute name, and without
/// what is inside placeables (variables and terms, whose names are English).
fn words_of(lang: &str) -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(lang);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    assert!(files.len() >= 7, "{lang}: {files:?}");
    let mut words = String::new();
    for file in files {
        for line in std::fs::read_to_string(&file).unwrap().lines() {
            let trimmed = line.trim_start();
            if trimmed.starts_with('#') || trimmed.is_empty() {
                continue;
            }
            let value = if !line.starts_with(char::is_whitespace) {
                // "key = value" or "-term = value".
                line.split_once('=').map_or("", |(_, v)| v)
            } else if let Some(rest) = trimmed
                .strip_prefix('*')
                .unwrap_or(trimmed)
                .strip_prefix('[')
            {
                rest.split_once(']').map_or("", |(_, v)| v)
            } else if trimmed.starts_with('.') {
                trimmed.split_once('=').map_or("", |(_, v)| v)
            } else {
                trimmed
            };
            words.push_str(&without_placeables(value));
            words.push('\n');
        }
    }
    words
}

fn without_placeables(value: &str) -> String {
    let mut out = String::new();
    let mut rest = value;
    while let Some(at) = rest.find('{') {
        out.push_str(&rest[..at]);
        let inside = &rest[at + 1..];
        let end = inside.find('}').map_or(inside.len(), |e| e + 1);
        // A placeable's own words (variables, selectors) are not read by
        // anyone; its braces stay, for entries such as "% {".
        if !inside.trim_start().starts_with('-') {
            out.push_str("{}");
        }
        rest = &inside[end..];
    }
    out.push_str(rest);
    out
}

/// Whether `text` holds `entry`: as a whole word (any case) if it is made
/// of letters and spaces, else as it is written.
fn holds(text: &str, entry: &str) -> bool {
    if !entry.chars().all(|c| c.is_alphabetic() || c == ' ') {
        return text.contains(entry);
    }
    let text = text.to_lowercase();
    let entry = entry.to_lowercase();
    text.match_indices(&entry).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + entry.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// The `(concept, we write, never)` rows of the style sheet's table, each
/// list of `backticked` entries.
fn table(lang: &str) -> Vec<(String, Vec<String>, Vec<String>)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(lang)
        .join("style.md");
    let sheet = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let entries = |cell: &str| -> Vec<String> {
        cell.split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_owned)
            .collect()
    };
    sheet
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("|---") && !l.starts_with("| concept"))
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').collect();
            assert_eq!(cells.len(), 3, "{lang}: {l}");
            (
                cells[0].trim().to_owned(),
                entries(cells[1]),
                entries(cells[2]),
            )
        })
        .collect()
}

#[test]
fn every_language_writes_the_words_its_style_sheet_chooses_and_never_the_ones_it_refuses() {
    let mut found = Vec::new();
    for lang in tablekeeper::i18n::languages() {
        let words = words_of(lang);
        let rows = table(lang);
        assert!(
            rows.len() >= 7,
            "{lang}: the style sheet's table has {} rows",
            rows.len()
        );
        for (concept, write, never) in rows {
            for w in write {
                if !holds(&words, &w) {
                    found.push(format!("{lang}: {concept}: `{w}` is never written"));
                }
            }
            for n in never {
                if holds(&words, &n) {
                    let line = words.lines().find(|l| holds(l, &n)).unwrap_or_default();
                    found.push(format!(
                        "{lang}: {concept}: `{n}` is written: {}",
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_checks_see_what_they_look_for() {
    assert!(holds("Die Welle endet", "welle"));
    assert!(!holds("Wellenkarte", "welle"), "a whole word only");
    assert!(holds("kazandı (% 80)", "% 8"));
    assert_eq!(
        without_placeables("In { -gauntlet(case: \"genitive\") } and { $n }"),
        "In  and {}"
    );
}

#[test]
fn every_language_has_a_style_sheet_with_the_same_concepts_as_english() {
    let concepts = |lang: &str| -> Vec<String> {
        table(lang)
            .into_iter()
            .map(|(c, _, _)| c)
            .filter(|c| {
                !c.starts_with("register") && !c.starts_with("percent") && !c.starts_with("elision")
            })
            .collect()
    };
    let en = concepts("en");
    for lang in tablekeeper::i18n::languages() {
        let theirs = concepts(lang);
        for c in &en {
            assert!(
                theirs.contains(c),
                "{lang}: the style sheet says nothing of {c}"
            );
        }
    }
}

/// The prefixes of the English messages' keys, up to their first `-`
/// (`ui-`, `rule-`, `log-`, `sheet-`…), read from the Fluent files
/// themselves: a prefix added there is checked here without a word.
fn key_prefixes() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n/en");
    let mut prefixes: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .flat_map(|p| tablekeeper::i18n::keys_of(&std::fs::read_to_string(p).unwrap()).unwrap())
        .filter_map(|key| key.split_once('-').map(|(head, _)| format!("{head}-")))
        .collect();
    prefixes.sort();
    prefixes.dedup();
    prefixes
}

/// Every message key the code names (a string literal such as
/// `"rule-event-round-open"` or `"ui-clock-pause"`, whole, under any of
/// the prefixes the English Fluent files use, outside its tests) has an
/// English message: a key without one would reach the screen as the key
/// itself.
/// Literals that look like message keys and are not: widget ids, and a
/// key's tail that a function completes (`err("game-over")` names
/// `rule-kings_armory-game-over`).
const NOT_KEYS: [&str; 4] = ["game-over", "log-note", "share-qr", "share-toggle"];

#[test]
fn every_message_the_code_names_is_in_english() {
    let prefixes = key_prefixes();
    assert!(
        ["ui-", "rule-", "log-", "sheet-", "label-"]
            .iter()
            .all(|p| prefixes.iter().any(|q| q == p)),
        "{prefixes:?}"
    );
    let en = tablekeeper::i18n::I18n::new("en");
    let mut files = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    let mut missing = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let code = std::fs::read_to_string(&path).unwrap();
        // The program's code, not its tests' (which name unknown keys on
        // purpose).
        let code = code.split("#[cfg(test)]").next().unwrap_or_default();
        for literal in code.split('"').skip(1).step_by(2) {
            let is_key = prefixes.iter().any(|p| literal.starts_with(p.as_str()))
                && !literal.ends_with('-')
                && literal
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if is_key && !en.has(literal) && !NOT_KEYS.contains(&literal) {
                missing.push(format!("{}: {literal}", path.display()));
            }
        }
    }
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "keys without an English message:\n{}",
        missing.join("\n")
    );
}
