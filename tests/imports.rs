//! The King's Armory's two folders (the room in `src/ui/games/kings_armory`,
//! the rules in `src/rules/kings_armory`) import downward only: no file
//! imports one that imports it back, directly or through others. Every path
//! a file names is read (`use` trees with their groups, and `super::a::f()`
//! or `crate::…::a::x` in code), a name re-exported by a module is followed
//! to the file that defines it, and the graph is checked for a circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One module of a folder: its path below the crate (`["ui", "games",
/// "kings_armory", "body", "msg"]`) and its source without comments,
/// strings and test modules.
struct Module {
    path: Vec<String>,
    code: String,
}

/// The source with comments, string and char literals blanked (a doc link
/// or a message key naming `super::x` is no import) and everything from a
/// `#[cfg(test)]` module on left out (a test may use anything).
fn code_only(src: &str) -> String {
    let chars: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && raw_start(&chars, i) {
            let mut hashes = 0;
            i += 1;
            while chars.get(i) == Some(&'#') {
                hashes += 1;
                i += 1;
            }
            i += 1;
            while i < chars.len() {
                if chars[i] == '"' && (1..=hashes).all(|h| chars.get(i + h) == Some(&'#')) {
                    i += 1 + hashes;
                    break;
                }
                i += 1;
            }
            out.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && char_literal(&chars, i).is_some() {
            i = char_literal(&chars, i).unwrap_or(i + 1);
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    // A visibility (`pub(in super::super)`) names a path but imports
    // nothing.
    while let Some(at) = out.find("pub(in ") {
        let end = out[at..].find(')').map_or(out.len(), |e| at + e + 1);
        out.replace_range(at..end, "pub");
    }
    match out.find("#[cfg(test)]\nmod ") {
        Some(at) if out[at..].lines().nth(1).is_some_and(|l| l.ends_with('{')) => {
            out.truncate(at);
            out
        }
        _ => out,
    }
}

/// Whether `r` at `i` starts a raw string (not the end of an identifier).
fn raw_start(chars: &[char], i: usize) -> bool {
    let before = i.checked_sub(1).map(|b| chars[b]);
    if before.is_some_and(|b| b.is_alphanumeric() || b == '_') {
        return false;
    }
    let mut j = i + 1;
    while chars.get(j) == Some(&'#') {
        j += 1;
    }
    chars.get(j) == Some(&'"')
}

/// The index after the char literal starting at `i`, if one does (not a
/// lifetime).
fn char_literal(chars: &[char], i: usize) -> Option<usize> {
    if chars.get(i + 1) == Some(&'\\') {
        let close = (i + 3..(i + 12).min(chars.len())).find(|&j| chars[j] == '\'')?;
        return Some(close + 1);
    }
    (chars.get(i + 2) == Some(&'\'')).then_some(i + 3)
}

/// The paths a `use` tree names, each with the name it binds: `a::{b,
/// c::{d, self}, e as f}` gives `a::b`, `a::c::d`, `a::c`, `a::e` (as `f`).
fn expand(tree: &str) -> Vec<(Vec<String>, String)> {
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let mut out = Vec::new();
    expand_into(&tree, &[], &mut out);
    out
}

fn expand_into(tree: &str, prefix: &[String], out: &mut Vec<(Vec<String>, String)>) {
    let tree = tree.strip_prefix("::").unwrap_or(tree);
    if let Some(open) = tree.find('{') {
        let mut base = prefix.to_vec();
        base.extend(
            tree[..open]
                .split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_owned),
        );
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        for part in split_top(inner) {
            expand_into(part, &base, out);
        }
        return;
    }
    // `x as y` comes marked `x→y` (see `uses`).
    let (path, alias) = match tree.split_once('→') {
        Some((p, a)) => (p, Some(a.to_owned())),
        None => (tree, None),
    };
    let mut full = prefix.to_vec();
    full.extend(
        path.split("::")
            .filter(|s| !s.is_empty())
            .map(str::to_owned),
    );
    if full.last().is_some_and(|s| s == "self") {
        full.pop();
    }
    let Some(last) = full.last().cloned() else {
        return;
    };
    out.push((full, alias.unwrap_or(last)));
}

/// The parts of a group, split at its top-level commas.
fn split_top(inner: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts.into_iter().filter(|p| !p.is_empty()).collect()
}

/// Every `use` of the code (its tree, `as` marked `→`) and the code
/// with them left out.
fn uses(code: &str) -> (Vec<String>, String) {
    let mut trees = Vec::new();
    let mut rest = String::new();
    let mut tail = code;
    while let Some(at) = find_word(tail, "use") {
        rest.push_str(&tail[..at]);
        let after = &tail[at + 3..];
        let end = after.find(';').unwrap_or(after.len());
        // `x as y` is marked `x→y`, to split on once spaces are gone.
        let tree = after[..end].replace(" as ", "→");
        trees.push(tree);
        tail = &after[(end + 1).min(after.len())..];
    }
    rest.push_str(tail);
    (trees, rest)
}

/// Where `word` stands alone in `code` (not part of a longer name).
fn find_word(code: &str, word: &str) -> Option<usize> {
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(found) = code[from..].find(word) {
        let at = from + found;
        let before_ok = at == 0 || !is_ident(bytes[at - 1] as char);
        let after_ok = bytes
            .get(at + word.len())
            .is_none_or(|&b| b.is_ascii_whitespace());
        if before_ok && after_ok {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Every path of two or more segments in `code` (`super::a::f`).
fn code_paths(code: &str) -> Vec<Vec<String>> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !is_ident(chars[i]) || (i > 0 && (is_ident(chars[i - 1]) || chars[i - 1] == ':')) {
            i += 1;
            continue;
        }
        let mut segs = Vec::new();
        let mut j = i;
        loop {
            let start = j;
            while j < chars.len() && is_ident(chars[j]) {
                j += 1;
            }
            segs.push(chars[start..j].iter().collect::<String>());
            if chars.get(j) == Some(&':')
                && chars.get(j + 1) == Some(&':')
                && chars.get(j + 2).is_some_and(|c| is_ident(*c))
            {
                j += 2;
            } else {
                break;
            }
        }
        if segs.len() > 1 {
            out.push(segs);
        }
        i = j.max(i + 1);
    }
    out
}

/// The modules of `folder` (below `src`), each with its module path.
fn modules(src: &Path, folder: &str) -> BTreeMap<Vec<String>, Module> {
    let mut found = BTreeMap::new();
    let base: Vec<String> = folder.split('/').map(str::to_owned).collect();
    walk(&src.join(folder), &base, &mut found);
    found
}

fn walk(dir: &Path, base: &[String], found: &mut BTreeMap<Vec<String>, Module>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        panic!("{} cannot be read", dir.display());
    };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_owned();
        if path.is_dir() {
            // A test folder (`tests/`) is compiled for tests only.
            if name != "tests" {
                let mut sub = base.to_vec();
                sub.push(name);
                walk(&path, &sub, found);
            }
            continue;
        }
        // A test module (`tests.rs`) is compiled for tests only.
        if path.extension().and_then(|e| e.to_str()) != Some("rs") || name == "tests" {
            continue;
        }
        let mut module = base.to_vec();
        if name != "mod" {
            module.push(name);
        }
        let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
        found.insert(
            module.clone(),
            Module {
                path: module,
                code: code_only(&src),
            },
        );
    }
}

/// The names a module binds with its `use` (re-exports and private
/// imports, which its children see too), each to the absolute path.
fn bindings(module: &Module) -> BTreeMap<String, Vec<String>> {
    let (trees, _) = uses(&module.code);
    let kids = children(&module.code);
    let mut out = BTreeMap::new();
    for tree in trees {
        for (path, name) in expand(&tree) {
            if let Some(abs) = absolute(&module.path, &path, &kids) {
                out.insert(name, abs);
            }
        }
    }
    out
}

/// `path` as written in `module`, from the crate's root; none for a path
/// that starts elsewhere (a crate, a local name).
fn absolute(
    module: &[String],
    path: &[String],
    children: &BTreeSet<String>,
) -> Option<Vec<String>> {
    let first = path.first()?;
    let mut at: Vec<String> = match first.as_str() {
        "crate" => Vec::new(),
        "self" => module.to_vec(),
        "super" => module.to_vec(),
        name if children.contains(name) => {
            let mut m = module.to_vec();
            m.push(name.to_owned());
            return Some(m.into_iter().chain(path[1..].iter().cloned()).collect());
        }
        _ => return None,
    };
    let mut rest = &path[1..];
    if first == "super" {
        at.pop()?;
        while rest.first().is_some_and(|s| s == "super") {
            at.pop()?;
            rest = &rest[1..];
        }
    }
    at.extend(rest.iter().cloned());
    Some(at)
}

/// The module of the folder that `path` (absolute) leads to, following
/// names re-exported or imported by the modules on the way; none outside
/// the folder.
fn resolve(
    path: &[String],
    mods: &BTreeMap<Vec<String>, Module>,
    binds: &BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>>,
    depth: usize,
) -> Option<Vec<String>> {
    if depth > 16 {
        return None;
    }
    // The longest prefix that is a module of the folder.
    let n = (1..=path.len())
        .rev()
        .find(|&n| mods.contains_key(&path[..n]))?;
    let module = &path[..n];
    let Some(name) = path.get(n) else {
        return Some(module.to_vec());
    };
    // A name the module binds with `use` leads where that `use` points
    // (the item itself is defined there, not here; outside the folder, it
    // is no edge).
    if let Some(target) = binds.get(module).and_then(|b| b.get(name)) {
        let mut next = target.clone();
        next.extend(path[n + 1..].iter().cloned());
        return resolve(&next, mods, binds, depth + 1);
    }
    Some(module.to_vec())
}

/// The child modules `code` declares (`mod x;`).
fn children(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in code.lines() {
        let line = line.trim();
        let decl = line
            .strip_prefix("pub ")
            .or_else(|| line.strip_prefix("pub(crate) "))
            .or_else(|| line.strip_prefix("pub(super) "))
            .unwrap_or(line);
        if let Some(name) = decl.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
            out.insert(name.trim().to_owned());
        }
    }
    out
}

/// The import graph of `folder`: each module (as `a/b`, `mod` for the
/// folder's own) with the modules of the folder it names.
fn graph(src: &Path, folder: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mods = modules(src, folder);
    let binds: BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>> =
        mods.iter().map(|(k, m)| (k.clone(), bindings(m))).collect();
    let base = folder.split('/').count();
    let name = |p: &[String]| {
        if p.len() == base {
            "mod".to_owned()
        } else {
            p[base..].join("/")
        }
    };
    let mut out = BTreeMap::new();
    for (key, module) in &mods {
        let kids = children(&module.code);
        let (trees, rest) = uses(&module.code);
        let mut paths: Vec<Vec<String>> = trees
            .iter()
            .flat_map(|t| expand(t))
            .map(|(p, _)| p)
            .collect();
        paths.extend(code_paths(&rest));
        let mut edges = BTreeSet::new();
        for path in paths {
            let Some(abs) = absolute(key, &path, &kids) else {
                continue;
            };
            if let Some(to) = resolve(&abs, &mods, &binds, 0)
                && &to != key
            {
                edges.insert(name(&to));
            }
        }
        out.insert(name(key), edges);
    }
    out
}

/// A circle of the graph, as the modules around it, if there is one.
fn circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(node.to_owned(), 1);
        stack.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            match state.get(next.as_str()).copied().unwrap_or(0) {
                1 => {
                    let from = stack.iter().position(|s| s == next).unwrap_or(0);
                    let mut ring = stack[from..].to_vec();
                    ring.push(next.clone());
                    return Some(ring);
                }
                0 => {
                    if let Some(ring) = visit(next, graph, state, stack) {
                        return Some(ring);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        state.insert(node.to_owned(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in graph.keys() {
        if state.get(node.as_str()).copied().unwrap_or(0) == 0 {
            let mut stack = Vec::new();
            if let Some(ring) = visit(node, graph, &mut state, &mut stack) {
                return Some(ring);
            }
        }
    }
    None
}

fn assert_tree(folder: &str) {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let g = graph(&src, folder);
    assert!(g.len() > 5, "{folder}: only {} modules read", g.len());
    if let Some(ring) = circle(&g) {
        panic!("{folder} imports in a circle: {}", ring.join(" → "));
    }
}

#[test]
fn the_king_s_armory_room_imports_downward_only() {
    assert_tree("ui/games/kings_armory");
}

#[test]
fn the_king_s_armory_rules_import_downward_only() {
    assert_tree("rules/kings_armory");
}

/// A folder written out in a temporary directory, for the checker's own
/// tests.
fn folder(files: &[(&str, &str)]) -> (tempfile::TempDir, BTreeMap<String, BTreeSet<String>>) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for (name, text) in files {
        let path = dir.path().join("game").join(name);
        std::fs::create_dir_all(path.parent().unwrap_or(dir.path()))
            .unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    }
    let g = graph(dir.path(), "game");
    (dir, g)
}

#[test]
fn a_group_import_that_comes_back_is_a_circle() {
    let (_dir, g) = folder(&[
        ("mod.rs", "mod a;\nmod b;\nmod c;\n"),
        ("a.rs", "use super::{b, c::Thing};\npub fn f() {}\n"),
        ("b.rs", "pub fn g() {}\n"),
        (
            "c.rs",
            "use super::b;\npub struct Thing;\nfn h() { super::a::f() }\n",
        ),
    ]);
    assert_eq!(
        g.get("a"),
        Some(&BTreeSet::from(["b".to_owned(), "c".to_owned()]))
    );
    let ring = circle(&g).unwrap_or_default();
    assert!(
        ring.contains(&"a".to_owned()) && ring.contains(&"c".to_owned()),
        "{ring:?}"
    );
}

#[test]
fn a_re_export_is_followed_to_its_module_and_comments_are_no_imports() {
    let files = [
        (
            "mod.rs",
            "mod low;\nmod part;\nmod top;\npub use low::Look;\nuse crate::x::{self as y};\n",
        ),
        (
            "low.rs",
            "/// See [`super::top::draw`].\npub struct Look;\n",
        ),
        (
            "part.rs",
            "use super::Look;\nfn k() { let s = \"super::top\"; }\n",
        ),
        (
            "top.rs",
            "use crate::game::{part as p, low::{self}};\n\
             pub fn draw() {}\n#[cfg(test)]\nmod tests {\n    use super::super::part;\n}\n",
        ),
    ];
    let (_dir, g) = folder(&files);
    assert_eq!(g.get("part"), Some(&BTreeSet::from(["low".to_owned()])));
    assert_eq!(
        g.get("top"),
        Some(&BTreeSet::from(["low".to_owned(), "part".to_owned()]))
    );
    assert_eq!(g.get("low"), Some(&BTreeSet::new()));
    assert_eq!(circle(&g), None);
    // A file of a module's folder, through its parent's re-export.
    let (_dir, g) = folder(&[
        ("mod.rs", "mod body;\nmod view;\n"),
        ("body.rs", "mod msg;\npub use msg::Msg;\n"),
        (
            "body/msg.rs",
            "pub enum Msg { A(super::super::view::V) }\npub(in super::super) fn f() {}\n",
        ),
        ("view.rs", "use super::body::Msg;\npub struct V;\n"),
    ]);
    assert_eq!(
        g.get("body"),
        Some(&BTreeSet::from(["body/msg".to_owned()]))
    );
    let ring = circle(&g).unwrap_or_default();
    assert!(ring.contains(&"body/msg".to_owned()), "{ring:?}");
}
