//! Bad files fed to the loader: well over a thousand, made by a seeded
//! generator (truncations and byte flips of good files, random bytes, huge
//! numbers, deep nesting, control characters, byte order marks, wrong
//! types, unknown fields, special files, odd names), read by `read_file`,
//! `Store::load` and `Store::list` in a data folder that also holds good
//! sessions. Every call must return within a minute (a hang guard)
//! without panicking, and the good sessions must stay byte for byte as
//! they were. A few hundred of the
//! same files go through the real binary's `replay` too: exit 0 or 2.
#![cfg(unix)]

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, PoisonError, mpsc};
use std::time::{Duration, Instant, SystemTime};

use serde_json::Value;
use tablekeeper::store::{self, Store, format};

const FILES: usize = 1200;
const BATCH: usize = 60;
/// How long one call may take before it counts as hung: a guard against a
/// hang or a quadratic walk (a hundred thousand keys named one by one would
/// take hours), not a speed test (speed is measured in benches/). 10 s was
/// too close: the heaviest call takes 4-8 s of CPU in a debug build, and a
/// loaded machine stretched it past 10 s (29 s seen here with other builds
/// running).
const LIMIT: Duration = Duration::from_secs(60);

/// The two heavy tests run one at a time: each call's [`LIMIT`] is about
/// that call, not about sharing two cores with the other test.
static HEAVY: Mutex<()> = Mutex::new(());

/// xorshift64: small, deterministic, no crate.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Runs `f` on a thread of its own; fails the test if it panics or takes
/// longer than [`LIMIT`].
fn guarded<T: Send + 'static>(what: String, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    match rx.recv_timeout(LIMIT) {
        Ok(value) => value,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            panic!("{what}: did not return within {} s", LIMIT.as_secs())
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("{what}: panicked"),
    }
}

/// A bad (or odd) file: what it holds, and the name to give it.
enum Bad {
    Bytes(Vec<u8>),
    Fifo,
    Link(&'static str),
    Folder,
    Sparse(u64),
}

fn corpus() -> Vec<Vec<u8>> {
    let base = format::to_bytes(&common::session("base", 12)).unwrap();
    // As some Windows editors save it: a byte order mark first.
    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend_from_slice(&base);
    let mut good = vec![
        base,
        bom,
        format::to_bytes(&common::session("tiny", 0)).unwrap(),
    ];
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v1");
    let mut names: Vec<_> = fs::read_dir(&fixtures)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    for path in names {
        good.push(fs::read(path).unwrap());
    }
    good
}

/// Every node of a JSON value, as a path of keys and indexes.
fn nodes(value: &Value, path: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    out.push(path.clone());
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                path.push(Value::String(k.clone()));
                nodes(v, path, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                path.push(Value::from(i));
                nodes(v, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at<'v>(value: &'v mut Value, path: &[Value]) -> &'v mut Value {
    let mut here = value;
    for step in path {
        here = match step {
            Value::String(k) => &mut here[k.as_str()],
            _ => &mut here[step.as_u64().unwrap() as usize],
        };
    }
    here
}

fn odd_value(rng: &mut Rng) -> Value {
    match rng.below(10) {
        0 => Value::Null,
        1 => Value::Bool(true),
        2 => Value::from(-1),
        3 => Value::from(u64::MAX),
        4 => Value::from(i64::MIN),
        5 => Value::from(1.5),
        6 => Value::String("\u{1}\u{7f}\u{202e}é".into()),
        7 => Value::Array(vec![Value::Null; 3]),
        8 => serde_json::json!({"type": "add", "game": "karth"}),
        _ => Value::String("x".repeat(rng.below(5000))),
    }
}

fn generate(rng: &mut Rng, good: &[Vec<u8>]) -> Bad {
    let base = rng.pick(good).clone();
    let json = base.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&base);
    let doc: Value = serde_json::from_slice(json).unwrap();
    match rng.below(16) {
        0 | 1 => {
            let cut = rng.below(base.len());
            Bad::Bytes(base[..cut].to_vec())
        }
        2 | 3 => {
            let mut bytes = base;
            for _ in 0..1 + rng.below(8) {
                let i = rng.below(bytes.len());
                bytes[i] = rng.next() as u8;
            }
            Bad::Bytes(bytes)
        }
        4 => Bad::Bytes((0..rng.below(3000)).map(|_| rng.next() as u8).collect()),
        5 => {
            let huge = [
                "1e400",
                "-1e400",
                "18446744073709551616",
                "-9223372036854775809",
                "4294967296",
                "9223372036854775807",
                "-9223372036854775808",
                "123456789012345678901234567890",
                "1.0e-400",
            ];
            let text = String::from_utf8(base).unwrap();
            let digits: Vec<usize> = text
                .char_indices()
                .filter(|(_, c)| c.is_ascii_digit())
                .map(|(i, _)| i)
                .collect();
            let i = *rng.pick(&digits);
            let end = text[i..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(text.len(), |n| i + n);
            Bad::Bytes(format!("{}{}{}", &text[..i], rng.pick(&huge), &text[end..]).into_bytes())
        }
        6 => {
            let depth = *rng.pick(&[100, 127, 128, 129, 1000, 100_000]);
            let open = *rng.pick(&["[", "{\"a\":", "[{\"b\":"]);
            let deep = open.repeat(depth);
            let bytes = match rng.below(5) {
                0 => deep,
                1 => format!("{{\"format_version\": 1, \"setup\": {deep}"),
                2 => format!("{{\"format_version\": 1, \"zz\": {deep}"),
                3 => {
                    // Closed, inside an unknown field of the setup.
                    let close: String = open
                        .chars()
                        .rev()
                        .filter_map(|c| match c {
                            '[' => Some(']'),
                            '{' => Some('}'),
                            _ => None,
                        })
                        .collect();
                    let mut doc = doc;
                    let depth = depth.min(126);
                    let nested = format!("{}1{}", open.repeat(depth), close.repeat(depth));
                    let nested: Value = serde_json::from_str(&nested).unwrap_or(Value::Null);
                    if let Some(setup) = doc.get_mut("setup") {
                        setup["zz"] = nested.clone();
                    }
                    if let Some(action) = doc.pointer_mut("/log/0/action") {
                        action["zz"] = nested;
                    }
                    serde_json::to_string(&doc).unwrap()
                }
                _ => format!("{{\"format_version\": 1, \"log\": [{{\"action\": {deep}"),
            };
            Bad::Bytes(bytes.into_bytes())
        }
        7 => {
            // Control characters, raw in the text (invalid JSON) or escaped
            // in names (valid JSON the rules must judge).
            let mut doc = doc;
            let mut all = Vec::new();
            nodes(&doc, &mut Vec::new(), &mut all);
            let strings: Vec<_> = all
                .into_iter()
                .filter(|p| at(&mut doc.clone(), p).is_string())
                .collect();
            if strings.is_empty() || rng.below(2) == 0 {
                let mut bytes = base;
                let i = rng.below(bytes.len());
                bytes.insert(i, rng.below(32) as u8);
                return Bad::Bytes(bytes);
            }
            let path = rng.pick(&strings).clone();
            let slot = at(&mut doc, &path);
            let text = format!(
                "{}\u{0}\u{1b}[31m\n\t{}",
                slot.as_str().unwrap_or(""),
                '\u{7}'
            );
            *slot = Value::String(text);
            Bad::Bytes(serde_json::to_vec(&doc).unwrap())
        }
        8 => {
            let mut bytes = b"\xEF\xBB\xBF".to_vec();
            if rng.below(2) == 0 {
                bytes.extend_from_slice(b"\xEF\xBB\xBF");
            }
            bytes.extend_from_slice(&base);
            Bad::Bytes(bytes)
        }
        9..=11 => {
            // A node of the wrong type, anywhere.
            let mut doc = doc;
            let mut all = Vec::new();
            nodes(&doc, &mut Vec::new(), &mut all);
            let path = rng.pick(&all).clone();
            *at(&mut doc, &path) = odd_value(rng);
            Bad::Bytes(serde_json::to_vec(&doc).unwrap())
        }
        12 => {
            // An unknown field in some object.
            let mut doc = doc;
            let mut all = Vec::new();
            nodes(&doc, &mut Vec::new(), &mut all);
            let objects: Vec<_> = all
                .into_iter()
                .filter(|p| at(&mut doc.clone(), p).is_object())
                .collect();
            let path = rng.pick(&objects).clone();
            if let Value::Object(map) = at(&mut doc, &path) {
                map.insert(format!("typo{}", rng.below(100)), odd_value(rng));
            }
            Bad::Bytes(serde_json::to_vec(&doc).unwrap())
        }
        13 => {
            let mut bytes = base;
            match rng.below(3) {
                0 => bytes.extend_from_slice(b"\n{}garbage"),
                1 => {
                    let mut twice = b"{\"format_version\": 2, ".to_vec();
                    twice.extend_from_slice(&bytes[1..]);
                    bytes = twice;
                }
                _ => {
                    bytes =
                        b"{\"format_version\": 1, \"setup\": {\"game\": \"custom\"}, \"setup\": 1}"
                            .to_vec()
                }
            }
            Bad::Bytes(bytes)
        }
        14 => Bad::Bytes(match rng.below(6) {
            0 => Vec::new(),
            1 => b"   \n\t".to_vec(),
            2 => b"null".to_vec(),
            3 => b"{\"format_version\": 4294967296}".to_vec(),
            4 => b"{\"format_version\": -1}".to_vec(),
            _ => vec![0xff; 10],
        }),
        _ => match rng.below(6) {
            0 => Bad::Fifo,
            1 => Bad::Link("/dev/zero"),
            2 => Bad::Link("/dev/urandom"),
            3 => Bad::Folder,
            4 => Bad::Link("/nonexistent/target"),
            _ => Bad::Sparse(store::MAX_FILE_BYTES + 1 + rng.below(10) as u64),
        },
    }
}

/// Puts a bad file at `path`, an hour old unless `fresh` (so a broken file
/// is not read again and again as one being written).
fn place(bad: &Bad, path: &Path, fresh: bool) {
    match bad {
        Bad::Bytes(bytes) => {
            fs::write(path, bytes).unwrap();
            if !fresh {
                let file = fs::File::options().write(true).open(path).unwrap();
                file.set_modified(SystemTime::now() - Duration::from_secs(3600))
                    .unwrap();
            }
        }
        Bad::Fifo => {
            let ok = Command::new("mkfifo").arg(path).status().unwrap();
            assert!(ok.success());
        }
        Bad::Link(target) => std::os::unix::fs::symlink(target, path).unwrap(),
        Bad::Folder => fs::create_dir(path).unwrap(),
        Bad::Sparse(len) => fs::File::create(path).unwrap().set_len(*len).unwrap(),
    }
}

fn snapshot(store: &Store, ids: &[&str]) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for id in ids {
        let path = store.session_path(id).unwrap();
        out.push((path.clone(), fs::read(&path).unwrap()));
        let mut bak = path.into_os_string();
        bak.push(".bak");
        let bak = PathBuf::from(bak);
        if bak.exists() {
            out.push((bak.clone(), fs::read(&bak).unwrap()));
        }
    }
    out
}

#[test]
fn a_thousand_bad_files_neither_hang_nor_panic_nor_touch_good_sessions() {
    let _heavy = HEAVY.lock().unwrap_or_else(PoisonError::into_inner);
    let started = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut a = common::session("good-a", 6);
    store.save(&a).unwrap();
    a.apply(common::add(0, 0, -3), common::t(50)).unwrap();
    store.save(&a).unwrap();
    store.save(&common::session("good-b", 2)).unwrap();
    let good_ids = ["good-a", "good-b"];
    let before = snapshot(&store, &good_ids);
    let good = corpus();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let sessions = store.sessions_dir();
    let mut made = 0;
    let mut batch_no = 0;
    let mut replayed = Vec::new();
    while made < FILES {
        let mut batch = Vec::new();
        for _ in 0..BATCH {
            let bad = generate(&mut rng, &good);
            let id = format!("f{made:04}");
            // A few fresh ones take the read-again path (150 ms waits).
            let fresh = made % 200 == 7;
            place(&bad, &sessions.join(format!("{id}.json")), fresh);
            if matches!(bad, Bad::Bytes(_)) && made % 4 == 0 {
                replayed.push(sessions.join(format!("{id}.json")));
            }
            batch.push(id);
            made += 1;
        }
        // Odd names: control characters, not UTF-8, a backup alone.
        let odd = sessions.join(format!("ctl\u{1}\u{1b}{batch_no}.json"));
        fs::write(&odd, b"{").unwrap();
        use std::os::unix::ffi::OsStrExt;
        let raw = std::ffi::OsStr::from_bytes(b"\xff\xfe.json");
        let _ = fs::write(sessions.join(raw), b"[");
        let bak = sessions.join(format!("b{batch_no:03}.json.bak"));
        fs::write(&bak, &rng.pick(&good)[..20]).unwrap();

        for id in &batch {
            let path = sessions.join(format!("{id}.json"));
            guarded(format!("read_file {id}"), move || {
                let _ = store::read_file_checked(&path);
                let _ = store::read_file(&path);
            });
        }
        let odd_path = odd.clone();
        guarded(String::from("read_file (odd name)"), move || {
            store::read_file(&odd_path).is_err()
        });
        let list_first = batch_no % 2 == 0;
        let lister = store.clone();
        if list_first {
            guarded(format!("list (batch {batch_no})"), move || lister.list());
        }
        for id in batch
            .iter()
            .map(String::as_str)
            .chain(["no-such", "../x", "ctl\u{1}"])
        {
            let loader = store.clone();
            let id = id.to_owned();
            guarded(format!("load {id}"), move || {
                loader.load(&id).map(|_| ()).is_ok()
            });
        }
        if !list_first {
            let lister = store.clone();
            guarded(format!("list (batch {batch_no})"), move || lister.list());
        }
        assert_eq!(
            snapshot(&store, &good_ids),
            before,
            "batch {batch_no}: a good session changed"
        );
        let listing = store.list();
        for id in good_ids {
            assert!(
                listing.sessions.iter().any(|s| s.id == id),
                "batch {batch_no}: {id} is missing from the list"
            );
        }
        let mut ids: Vec<_> = listing.sessions.iter().map(|s| &s.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), listing.sessions.len(), "an id listed twice");
        batch_no += 1;
    }
    assert!(made >= 1000);
    assert_eq!(store.load("good-a").unwrap().session, a);
    eprintln!(
        "{made} bad files through read_file, load and list in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    // The real binary: exit 0 or 2, never a panic (101) or a signal.
    let exe = env!("CARGO_BIN_EXE_tablekeeper");
    // Readers moved nothing: the bad files are where they were put.
    assert!(
        !store.quarantine_dir().exists(),
        "a reader set a file aside"
    );
    let mut inputs = fs::read_dir(store.sessions_dir())
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name()
                        .and_then(|n| n.to_str())
                        .is_some_and(|n| n.starts_with('f') && n.ends_with(".json"))
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    inputs.sort();
    inputs.retain(|p| p.is_file());
    inputs.truncate(250);
    let special: Vec<PathBuf> = ["pipe.json", "zero.json"]
        .iter()
        .map(|n| dir.path().join(n))
        .collect();
    place(&Bad::Fifo, &special[0], false);
    place(&Bad::Link("/dev/zero"), &special[1], false);
    inputs.extend(special);
    inputs.extend(replayed.into_iter().filter(|p| p.is_file()).take(50));
    for input in &inputs {
        let mut child = Command::new(exe)
            .arg("replay")
            .arg(input)
            .env("TABLEKEEPER_DATA_DIR", dir.path())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + LIMIT;
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "replay {}: did not end within {} s",
                    input.display(),
                    LIMIT.as_secs()
                );
            }
            std::thread::sleep(Duration::from_millis(2));
        };
        assert!(
            matches!(status.code(), Some(0 | 2)),
            "replay {}: {status}",
            input.display()
        );
    }
    assert!(inputs.len() >= 200, "{} files replayed", inputs.len());
    eprintln!(
        "and {} through the binary's replay; {:.1} s in all",
        inputs.len(),
        started.elapsed().as_secs_f64()
    );
}

/// A session file with `keys` fields nothing reads in its setup (`in_setup`)
/// or in its first log entry's action.
pub fn hostile(keys: usize, in_setup: bool) -> Vec<u8> {
    let bytes = format::to_bytes(&common::session("hostile", 3)).unwrap();
    let mut doc: Value = serde_json::from_slice(&bytes).unwrap();
    let target = if in_setup {
        &mut doc["setup"]
    } else {
        &mut doc["log"][0]["action"]
    };
    for k in 0..keys {
        target[format!("x{k:06}")] = Value::from(k);
    }
    serde_json::to_vec(&doc).unwrap()
}

#[test]
fn a_hundred_thousand_unknown_keys_are_named_at_once_not_one_by_one() {
    let _heavy = HEAVY.lock().unwrap_or_else(PoisonError::into_inner);
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    for (name, in_setup) in [("setup", true), ("action", false)] {
        let file = dir.path().join(format!("{name}.json"));
        fs::write(&file, hostile(100_000, in_setup)).unwrap();
        let checked = file.clone();
        let refused = guarded(format!("check_file ({name})"), move || {
            store::check_file(&checked).unwrap_err()
        });
        assert!(
            refused.message.contains("unknown fields")
                && refused.message.ends_with("and 99990 more (a typo?)"),
            "{}",
            &refused.message[..refused.message.len().min(400)]
        );
        assert!(refused.message.len() < 1000, "named ten, counted the rest");
        // In the data folder it still loads, its fields named and counted.
        fs::copy(&file, store.session_path(name).unwrap()).unwrap();
    }
    let lister = store.clone();
    let listing = guarded(String::from("list"), move || lister.list());
    assert_eq!(listing.sessions.len(), 2);
    let unknown: Vec<_> = listing
        .warnings()
        .filter(|(_, w)| w.starts_with("fields nothing reads"))
        .collect();
    assert_eq!(unknown.len(), 2, "{unknown:?}");
    for (_, warning) in unknown {
        assert!(warning.ends_with("and 99990 more"), "{warning}");
    }
}
