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
/// of letters and spaces, else as it is written; `^Gebt` is a word that
/// starts a clause (as written), `*abilirsin` any word ending so (any case).
fn holds(text: &str, entry: &str) -> bool {
    if let Some(word) = entry.strip_prefix('^') {
        return starts_a_clause(text, word);
    }
    if let Some(ending) = entry.strip_prefix('*') {
        let ending = ending.to_lowercase();
        return text
            .to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w.len() > ending.len() && w.ends_with(&ending));
    }
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

/// Whether `word` starts a clause of `text` (a line, or what follows
/// `. : ; ! ? ( – „ «` and blanks), whole and as written.
fn starts_a_clause(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].trim_end_matches([' ', '\u{a0}', '\u{202f}', '\t']);
        let opens = before.is_empty()
            || before.ends_with(['\n', '.', ':', ';', '!', '?', '(', '–', '„', '«', '¡', '¿']);
        let after = text[at + word.len()..].chars().next();
        opens && !after.is_some_and(char::is_alphanumeric)
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
    assert!(holds("Runde 3: Gebt den Schaden an", "^Gebt"));
    assert!(!holds("Man gebt", "^Gebt"), "only where a clause starts");
    assert!(holds("Zieht eine Karte, tragt sie ein", "^Zieht"));
    assert!(holds("Bunu yapabilirsin.", "*abilirsin"));
    assert!(!holds("Bunu yapabilirsiniz.", "*abilirsin"));
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

/// One message (or term) of a language as a reader meets it: its text
/// with every placeable a `\u{FFFC}` and each selector's variants on lines
/// of their own, and the selectors it has.
struct Message {
    key: String,
    text: String,
    selects: Vec<Select>,
}

/// A selector of a message: on which variable, whether it chooses by
/// plural category or number, and its variants' keys and texts.
struct Select {
    on: String,
    plural: bool,
    variants: Vec<(String, String)>,
}

/// Stands for a placeable in a message's text.
const PLACEABLE: char = '\u{FFFC}';

/// Every message and term of `lang`'s Fluent files, in file order.
fn messages(lang: &str) -> Vec<Message> {
    use fluent_syntax::ast::Entry;
    let (_, files) = tablekeeper::i18n::SOURCES
        .iter()
        .find(|(code, _)| *code == lang)
        .unwrap();
    let mut out = Vec::new();
    for (name, source) in files.iter() {
        let resource = fluent_syntax::parser::parse(*source)
            .unwrap_or_else(|(_, e)| panic!("{lang}/{name}: {e:?}"));
        for entry in resource.body {
            let (key, pattern) = match entry {
                Entry::Message(m) => (m.id.name.to_owned(), m.value),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value)),
                _ => continue,
            };
            let mut selects = Vec::new();
            let text = pattern.map_or_else(String::new, |p| flatten(&p, &mut selects));
            out.push(Message { key, text, selects });
        }
    }
    out
}

/// A pattern's text as [`Message::text`] has it; its selectors pushed on
/// `selects`.
fn flatten(pattern: &fluent_syntax::ast::Pattern<&str>, selects: &mut Vec<Select>) -> String {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement, VariantKey};
    let mut text = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => text.push_str(value),
            PatternElement::Placeable {
                expression: Expression::Select { selector, variants },
            } => {
                let on = match selector {
                    InlineExpression::VariableReference { id } => id.name.to_owned(),
                    _ => String::new(),
                };
                let mut select = Select {
                    on,
                    plural: false,
                    variants: Vec::new(),
                };
                for v in variants {
                    let key = match &v.key {
                        VariantKey::Identifier { name } => name.to_string(),
                        VariantKey::NumberLiteral { value } => value.to_string(),
                    };
                    select.plural |= ["zero", "one", "two", "few", "many"].contains(&key.as_str())
                        || key.parse::<f64>().is_ok();
                    let words = flatten(&v.value, selects);
                    text.push('\n');
                    text.push_str(&words);
                    select.variants.push((key, words));
                }
                text.push('\n');
                selects.push(select);
            }
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::StringLiteral { value }),
            } => text.push_str(value),
            PatternElement::Placeable { .. } => text.push(PLACEABLE),
        }
    }
    text
}

/// A non-breaking space, as French typography puts before `: ; ! ?` and
/// inside « »: U+00A0, or the narrow U+202F.
fn no_break(c: Option<&char>) -> bool {
    matches!(c, Some('\u{a0}' | '\u{202f}'))
}

/// The places in French `text` where a high sign (`: ; ! ?`, `»`) has no
/// non-breaking space before it, or `«` none after it: a time (21:40) and
/// an address (://) aside.
fn french_spacing_faults(text: &str) -> Vec<String> {
    let mut faults = Vec::new();
    for line in text.lines() {
        let chars: Vec<char> = line.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            let before = i.checked_sub(1).and_then(|j| chars.get(j));
            let after = chars.get(i + 1);
            let fault = match c {
                ':' if before.is_some_and(char::is_ascii_digit)
                    && after.is_some_and(char::is_ascii_digit) =>
                {
                    false
                }
                ':' if after == Some(&'/') => false,
                ':' | ';' | '!' | '?' | '»' => before.is_some() && !no_break(before),
                '«' => !no_break(after),
                _ => false,
            };
            if fault {
                let from = i.saturating_sub(12);
                faults.push(chars[from..(i + 2).min(chars.len())].iter().collect());
            }
        }
    }
    faults
}

#[test]
fn french_puts_a_non_breaking_space_before_high_signs_and_inside_guillemets() {
    let mut found = Vec::new();
    // A game's name is written as printed on its box (the style sheet).
    for m in messages("fr").into_iter().filter(|m| m.key != "-karth") {
        for fault in french_spacing_faults(&m.text) {
            found.push(format!("fr {}: “{fault}”", m.key));
        }
    }
    assert!(
        found.is_empty(),
        "{} faults:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_french_check_sees_an_ordinary_space_and_a_missing_one() {
    assert_eq!(french_spacing_faults("Manche 3 : fin").len(), 1);
    assert_eq!(french_spacing_faults("« YEAH! »").len(), 3);
    assert!(french_spacing_faults("«\u{a0}YEAH\u{202f}!\u{a0}»").is_empty());
    assert!(french_spacing_faults("à 21:40, voir https://x").is_empty());
}

/// The Spanish words of `text` in *vosotros* form: an imperative ending in
/// -ad, -ed or -id (not a noun in -dad or -tad, such as *unidad*), with
/// its pronoun (-aos, -edlo…), or a present in -áis, -éis.
fn vosotros_forms(text: &str) -> Vec<String> {
    const NOUNS: [&str; 9] = [
        "red", "pared", "sed", "césped", "huésped", "vid", "lid", "id", "salud",
    ];
    text.split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|w| {
            let imperative = ["ad", "ed", "id"].iter().any(|e| w.ends_with(e))
                && !w.ends_with("dad")
                && !w.ends_with("tad")
                && !NOUNS.contains(&w.as_str());
            let with_pronoun = [
                "adlo", "adla", "adle", "edlo", "edla", "edle", "idlo", "idla", "idle",
            ]
            .iter()
            .any(|e| w.ends_with(e) || w.ends_with(&format!("{e}s")));
            let present = w.ends_with("áis") || w.ends_with("éis");
            w.chars().count() > 3 && (imperative || with_pronoun || present)
        })
        .collect()
}

#[test]
fn spanish_speaks_to_you_as_tu_never_as_vosotros() {
    let mut found = Vec::new();
    for m in messages("es") {
        let forms = vosotros_forms(&m.text);
        if !forms.is_empty() {
            found.push(format!("es {}: {}", m.key, forms.join(", ")));
        }
    }
    assert!(
        found.is_empty(),
        "{} messages:\n{}",
        found.len(),
        found.join("\n")
    );
    assert_eq!(
        vosotros_forms("¡Curad! Robad 2 cartas y barajad."),
        ["curad", "robad", "barajad"]
    );
    assert_eq!(vosotros_forms("Podéis empezar"), ["podéis"]);
    assert_eq!(vosotros_forms("e intercambiadlas"), ["intercambiadlas"]);
    assert!(vosotros_forms("La mitad de la unidad, en red: ¡cura!").is_empty());
}

/// Languages whose nouns change after a number, so that a count needs a
/// plural selector; Turkish keeps the singular after a number ("3 kahraman").
const PLURAL_NOUNS: [&str; 3] = ["de", "fr", "es"];

#[test]
fn a_count_that_english_puts_in_the_plural_has_a_selector_in_every_language_that_needs_one() {
    let en = messages("en");
    let mut found = Vec::new();
    for lang in PLURAL_NOUNS {
        let theirs = messages(lang);
        let invariable = listed(lang, "no plural:").concat();
        for m in &en {
            let Some(t) = theirs.iter().find(|t| t.key == m.key) else {
                continue;
            };
            if invariable.contains(&m.key) {
                continue;
            }
            for s in m.selects.iter().filter(|s| s.plural) {
                if !t.selects.iter().any(|ts| ts.on == s.on) {
                    found.push(format!("{lang} {}: no selector on ${}", m.key, s.on));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} messages:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// A plural written in parentheses: "fichier(s)", "Spieler(n)", "kart(lar)".
fn parenthesised_plurals(text: &str) -> Vec<String> {
    const ENDINGS: [&str; 10] = ["s", "e", "es", "en", "n", "x", "er", "nen", "ler", "lar"];
    let mut found = Vec::new();
    for (at, _) in text.match_indices('(') {
        let before = text[..at].chars().next_back();
        let inside = text[at + 1..].split(')').next().unwrap_or("");
        if before.is_some_and(char::is_alphabetic) && ENDINGS.contains(&inside) {
            let start = text[..at]
                .rfind(|c: char| !c.is_alphabetic())
                .map_or(0, |i| i + 1);
            found.push(text[start..at + inside.len() + 2].to_owned());
        }
    }
    found
}

#[test]
fn no_language_writes_a_plural_in_parentheses() {
    let mut found = Vec::new();
    for lang in tablekeeper::i18n::languages() {
        for m in messages(lang) {
            let plurals = parenthesised_plurals(&m.text);
            if !plurals.is_empty() {
                found.push(format!("{lang} {}: {}", m.key, plurals.join(", ")));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert_eq!(
        parenthesised_plurals("fichier(s) importé(s) (2)"),
        ["fichier(s)", "importé(s)"]
    );
}

/// The pieces of a language that a reader tells apart: each message
/// without a selector, and each variant of a selector that is not a
/// plural (`key[variant]`), with its words; counts aside.
fn pieces(messages: &[Message]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for m in messages.iter().filter(|m| !m.key.starts_with('-')) {
        if m.selects.iter().any(|s| s.plural) {
            continue;
        }
        if m.selects.is_empty() {
            out.push((m.key.clone(), m.text.clone()));
        }
        for s in &m.selects {
            for (variant, words) in &s.variants {
                out.push((format!("{}[{variant}]", m.key), words.clone()));
            }
        }
    }
    out
}

/// Words compared as a reader compares them: any case, blanks, a closing
/// sign and an English article aside.
fn alike(words: &str) -> String {
    let words = words
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .trim_end_matches(['.', ':', '!', '?', '…', ' ', '\u{a0}', '\u{202f}'])
        .to_lowercase();
    ["a ", "an ", "the "]
        .iter()
        .find_map(|article| words.strip_prefix(article))
        .unwrap_or(&words)
        .to_owned()
}

/// English words as [`alike`] has them, and each word's plural -s aside
/// ("Players", "player"): one thing counted is still one thing.
fn alike_english(words: &str) -> String {
    alike(words)
        .split(' ')
        .map(|w| w.strip_suffix('s').filter(|w| w.len() > 2).unwrap_or(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The groups of keys a style sheet's lines `- {tag} `a` `b` …` list:
/// `same:` lets them share words where English does not, `no plural:`
/// lets them count with a word the same in the singular and plural.
fn listed(lang: &str, tag: &str) -> Vec<Vec<String>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(lang)
        .join("style.md");
    std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .filter_map(|l| l.strip_prefix("- ")?.strip_prefix(tag))
        .map(|l| l.split('`').skip(1).step_by(2).map(str::to_owned).collect())
        .collect()
}

#[test]
fn what_english_says_differently_every_language_says_differently() {
    let en: std::collections::HashMap<String, String> =
        pieces(&messages("en")).into_iter().collect();
    let mut found = Vec::new();
    for lang in tablekeeper::i18n::languages().filter(|l| *l != "en") {
        let allowed = listed(lang, "same:");
        let mut by_words: std::collections::BTreeMap<String, Vec<String>> = Default::default();
        for (key, words) in pieces(&messages(lang)) {
            if en.contains_key(&key) {
                by_words.entry(alike(&words)).or_default().push(key);
            }
        }
        for (words, keys) in by_words {
            let mut english: Vec<String> = keys.iter().map(|k| alike_english(&en[k])).collect();
            english.sort();
            english.dedup();
            let listed = allowed
                .iter()
                .any(|group| keys.iter().all(|k| group.contains(k)));
            if english.len() > 1 && !listed {
                found.push(format!("{lang}: “{words}” says {}", keys.join(", ")));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
