//! Debian's Chromium, headless, driven through chromedriver's WebDriver
//! API (and its DevTools endpoint), for the live page's browser tests:
//! tests/share_browser.rs and tests/share_a11y.rs. The sessions of every
//! game the screenshots use (tests/screens), read through the store.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tablekeeper::session::Session;

/// Whether chromium and chromedriver are here. Where they are not: a
/// failure when `CI` is set (the browser tests are required there), else
/// a loud line saying what was skipped.
pub fn present(what: &str) -> bool {
    let missing: Vec<&str> = ["/usr/bin/chromium", "/usr/bin/chromedriver"]
        .into_iter()
        .filter(|p| !Path::new(p).exists())
        .collect();
    if missing.is_empty() {
        return true;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI is set but {missing:?} are missing: {what} is required in CI"
    );
    eprintln!(
        "\n!!!!! SKIPPED {what}: {missing:?} missing (apt-get install chromium chromium-driver) !!!!!\n"
    );
    false
}

/// axe-core's script, as `npm ci --prefix tests/axe` installs it; `None`
/// (said loudly, or a failure when `CI` is set) where it is not.
pub fn axe_script() -> Option<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/axe/node_modules/axe-core/axe.min.js");
    match std::fs::read_to_string(&path) {
        Ok(script) => Some(script),
        Err(e) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI is set but axe-core is missing ({}: {e}): run npm ci --prefix tests/axe --no-audit --no-fund",
                path.display()
            );
            eprintln!(
                "\n!!!!! SKIPPED axe-core on the live page: {} missing (npm ci --prefix tests/axe --no-audit --no-fund) !!!!!\n",
                path.display()
            );
            None
        }
    }
}

/// chromedriver on a port of its choosing, ended when dropped.
pub struct Driver {
    child: Child,
    addr: SocketAddr,
}

impl Driver {
    pub fn start() -> Driver {
        let mut child = Command::new("chromedriver")
            .arg("--port=0")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver (apt-get install chromium chromium-driver)");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let port = lines
            .by_ref()
            .map_while(Result::ok)
            .find_map(|l| {
                l.strip_prefix("ChromeDriver was started successfully on port ")
                    .and_then(|p| p.trim_end_matches('.').parse::<u16>().ok())
            })
            .expect("chromedriver says its port");
        // Its later lines are read and dropped, so it never blocks on them.
        std::thread::spawn(move || lines.for_each(drop));
        Driver {
            child,
            addr: SocketAddr::from(([127, 0, 0, 1], port)),
        }
    }

    /// One WebDriver command: its `value`.
    pub fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let mut stream = TcpStream::connect(self.addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(120)))
            .unwrap();
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        // The head, then as many bytes as it says (chromedriver keeps the
        // connection open).
        let mut reader = BufReader::new(stream);
        let mut length = 0;
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            if line.trim().is_empty() {
                break;
            }
            if let Some((name, value)) = line.split_once(':')
                && name.eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse().unwrap();
            }
        }
        let mut json = vec![0; length];
        reader.read_exact(&mut json).unwrap();
        let value: Value = serde_json::from_slice(&json)
            .unwrap_or_else(|_| panic!("{}", String::from_utf8_lossy(&json)));
        assert!(
            value["value"].get("error").is_none(),
            "{method} {path}: {value}"
        );
        value["value"].clone()
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A headless Chromium of its own profile, in the language `lang`, its
/// window `width` × `height`; closed when dropped.
pub struct Browser {
    pub driver: Driver,
    pub id: String,
    _profile: tempfile::TempDir,
}

impl Browser {
    pub fn open(lang: &str, width: u32, height: u32) -> Browser {
        let driver = Driver::start();
        let profile = tempfile::tempdir().unwrap();
        let browser = driver.call(
            "POST",
            "/session",
            Some(json!({"capabilities": {"alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": {
                    "binary": "/usr/bin/chromium",
                    "args": [
                        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                        "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync",
                        format!("--window-size={width},{height}"), format!("--lang={lang}"),
                        format!("--user-data-dir={}", profile.path().display()),
                    ],
                    "prefs": {"intl.accept_languages": lang}
                }
            }}})),
        );
        let id = browser["sessionId"].as_str().unwrap().to_owned();
        let b = Browser {
            driver,
            id,
            _profile: profile,
        };
        b.command("timeouts", json!({"script": 120_000}));
        b
    }

    /// A command of this session, `path` under it.
    pub fn command(&self, path: &str, body: Value) -> Value {
        self.driver
            .call("POST", &format!("/session/{}/{path}", self.id), Some(body))
    }

    pub fn go(&self, url: &str) {
        self.command("url", json!({ "url": url }));
    }

    /// `script` (a function's body) run in the page with `args`: what it
    /// returns.
    pub fn run(&self, script: &str, args: Value) -> Value {
        self.command("execute/sync", json!({"script": script, "args": args}))
    }

    /// `script` run in the page, which calls its last argument with the
    /// answer when it has one.
    pub fn run_async(&self, script: &str, args: Value) -> Value {
        self.command("execute/async", json!({"script": script, "args": args}))
    }

    /// A DevTools command (`Emulation.…`, `Accessibility.…`): its answer.
    pub fn cdp(&self, cmd: &str, params: Value) -> Value {
        self.command("goog/cdp/execute", json!({"cmd": cmd, "params": params}))
    }

    /// The page's element `id`'s text as shown ("" if none).
    pub fn text(&self, id: &str) -> String {
        self.run(
            "const e = document.getElementById(arguments[0]); return e ? e.innerText : '';",
            json!([id]),
        )
        .as_str()
        .unwrap_or("")
        .to_owned()
    }

    /// Waits until `ready` (a script's body) returns true.
    pub fn wait(&self, ready: &str, within: Duration) {
        let started = Instant::now();
        while self.run(ready, json!([])) != json!(true) {
            assert!(started.elapsed() < within, "never {ready}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits until element `id` shows `words`.
    pub fn wait_for(&self, id: &str, words: &str, within: Duration) {
        let started = Instant::now();
        loop {
            let now = self.text(id);
            if now.contains(words) {
                return;
            }
            assert!(
                started.elapsed() < within,
                "#{id} never showed {words:?}: {now:?}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits until the page's script has the stream open (the status says
    /// so).
    pub fn wait_live(&self) {
        self.wait(
            "const s = document.getElementById('status'); return s.textContent !== '' && s.className === '';",
            Duration::from_secs(20),
        );
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.driver
                .call("DELETE", &format!("/session/{}", self.id), None)
        }));
    }
}

/// The games of tests/screens, by file name.
pub const GAMES: [&str; 6] = [
    "custom",
    "karth",
    "hero_realms",
    "kharnage",
    "koth",
    "kings_armory",
];

/// The session of tests/screens/`game`.json, read through the store.
pub fn screen(game: &str) -> Session {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("sessions")).unwrap();
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/screens/{game}.json"));
    std::fs::copy(&from, dir.path().join(format!("sessions/{game}.json"))).unwrap();
    let store = tablekeeper::store::Store::open(dir.path()).unwrap();
    store.load(game).unwrap().session
}

/// A TCP relay on loopback to `to`, whose connections [`Relay::cut`]
/// closes at once: a page's connection lost, as a phone's is.
pub struct Relay {
    pub addr: SocketAddr,
    open: std::sync::Arc<std::sync::Mutex<Vec<TcpStream>>>,
}

impl Relay {
    pub fn start(to: SocketAddr) -> Relay {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let open = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let held = open.clone();
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { return };
                let Ok(server) = TcpStream::connect(to) else {
                    continue;
                };
                let mut held = held.lock().unwrap();
                for (mut from, mut into) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server.try_clone().unwrap(), client.try_clone().unwrap()),
                ] {
                    std::thread::spawn(move || {
                        let _ = std::io::copy(&mut from, &mut into);
                        let _ = into.shutdown(std::net::Shutdown::Both);
                    });
                }
                held.extend([client, server]);
            }
        });
        Relay { addr, open }
    }

    /// Closes every connection through it now.
    pub fn cut(&self) {
        for s in self.open.lock().unwrap().drain(..) {
            let _ = s.shutdown(std::net::Shutdown::Both);
        }
    }
}
