//! The real binary in a real X server (Xvfb), driven by xdotool as a
//! person would: shared by the end-to-end tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// The binary under test.
pub const EXE: &str = env!("CARGO_BIN_EXE_tablekeeper");

/// Whether `tool` is on the PATH.
pub fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A child process, killed (SIGKILL) and waited for when dropped.
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// An Xvfb server of its own, stopped when dropped.
pub struct Display {
    /// Its name, for `DISPLAY`.
    pub name: String,
    _server: Killed,
}

impl Display {
    /// Starts a server on a free display and waits until it answers.
    pub fn start() -> Display {
        // Xvfb picks a free display itself and writes its number to fd 1
        // once it accepts connections: no clash with any other X server.
        let mut server = Killed(
            Command::new("Xvfb")
                .args([
                    "-displayfd",
                    "1",
                    "-screen",
                    "0",
                    "1280x800x24",
                    "-br",
                    "-nolisten",
                    "tcp",
                ])
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .expect("start Xvfb"),
        );
        let mut number = String::new();
        if let Some(out) = server.0.stdout.take() {
            let _ = std::io::BufRead::read_line(&mut std::io::BufReader::new(out), &mut number);
        }
        let number = number.trim();
        assert!(!number.is_empty(), "Xvfb did not say which display it took");
        let display = Display {
            name: format!(":{number}"),
            _server: server,
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        while !display.run(&["xdpyinfo"]).status.success() {
            assert!(Instant::now() < deadline, "Xvfb did not come up");
            sleep(Duration::from_millis(250));
        }
        display
    }

    /// `args` as a command on this display.
    pub fn command(&self, args: &[&str]) -> Command {
        let mut c = Command::new(args[0]);
        c.args(&args[1..])
            .env("DISPLAY", &self.name)
            .env_remove("WAYLAND_DISPLAY");
        c
    }

    /// Runs `args` on this display.
    pub fn run(&self, args: &[&str]) -> std::process::Output {
        self.command(args)
            .output()
            .unwrap_or_else(|e| panic!("{args:?}: {e}"))
    }

    /// Runs xdotool with `args`: what it printed.
    pub fn xdotool(&self, args: &[&str]) -> String {
        let mut all = vec!["xdotool"];
        all.extend_from_slice(args);
        let out = self.run(&all);
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    }

    /// Starts the app on the data folder `data` (its standard error kept
    /// as `app-<run>-stderr.txt` among the artifacts) and waits for its
    /// window, moved to 0,0, 1200x760, focused and painted: the app and
    /// its window's id.
    pub fn app(&self, data: &Path, run: &str) -> (Killed, String) {
        self.app_with(data, run, &[])
    }

    /// [`Display::app`] with more environment variables.
    pub fn app_with(&self, data: &Path, run: &str, env: &[(&str, &str)]) -> (Killed, String) {
        let log = artifacts().join(format!("app-{run}-stderr.txt"));
        let mut child = Killed(
            self.command(&[EXE])
                .envs(env.iter().copied())
                .env("TABLEKEEPER_DATA_DIR", data)
                .env("LANG", "en_US.UTF-8")
                .env("LC_ALL", "en_US.UTF-8")
                // No portal or zenity here: exports ask in the path field.
                .env("TABLEKEEPER_FILE_DIALOG", "path")
                .stdout(Stdio::null())
                .stderr(
                    std::fs::File::create(&log)
                        .map(Stdio::from)
                        .unwrap_or_else(|_| Stdio::null()),
                )
                .spawn()
                .expect("start tablekeeper"),
        );
        let pid = child.0.id().to_string();
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            // Gently: every xdotool is a client of its own, and an X server
            // that loses its last client resets (the app retries, but a
            // server busy resetting helps no one).
            sleep(Duration::from_millis(250));
            let found = self.xdotool(&["search", "--onlyvisible", "--pid", &pid]);
            if let Some(window) = found.lines().last() {
                let window = window.to_owned();
                self.xdotool(&["windowmove", &window, "0", "0"]);
                self.xdotool(&["windowsize", &window, "1200", "760"]);
                self.xdotool(&["windowfocus", "--sync", &window]);
                // Wait for the first painted frame (a loaded machine is slow).
                let painted = Instant::now() + Duration::from_secs(60);
                let probe =
                    std::env::temp_dir().join(format!("tk-e2e-probe-{}.png", std::process::id()));
                while self.screenshot(&probe) <= 0.01 {
                    assert!(Instant::now() < painted, "nothing painted within 60 s");
                    sleep(Duration::from_millis(300));
                }
                let _ = std::fs::remove_file(&probe);
                sleep(Duration::from_millis(300));
                return (child, window);
            }
            if let Ok(Some(status)) = child.0.try_wait() {
                panic!("the app quit ({status}): see {}", log.display());
            }
            assert!(Instant::now() < deadline, "no window within 60 s");
        }
    }

    /// Clicks at `x`, `y`, as a person clicks one button and then
    /// another: well after the window's double-click interval (400 ms,
    /// `widget::DOUBLE_CLICK`), within which a second one-shot press does
    /// nothing. The window takes a click when it gets to it, later on a
    /// busy machine, so the wait leaves it a wide margin: with 450 ms
    /// between clicks, "Start the game" right after picking the game was
    /// sometimes taken as the second press of a double click.
    pub fn click(&self, x: u32, y: u32) {
        self.xdotool(&["mousemove", &x.to_string(), &y.to_string()]);
        sleep(Duration::from_millis(50));
        self.xdotool(&["click", "1"]);
        sleep(Duration::from_millis(1000));
    }

    /// Presses `key` in `window`.
    pub fn key(&self, window: &str, key: &str) {
        self.xdotool(&["key", "--window", window, key]);
        sleep(Duration::from_millis(300));
    }

    /// Saves a screenshot and returns the standard deviation of its pixels.
    pub fn screenshot(&self, path: &Path) -> f64 {
        let out = self.run(&[
            "import",
            "-window",
            "root",
            path.to_str().unwrap_or("shot.png"),
        ]);
        assert!(out.status.success(), "import failed: {out:?}");
        let info = Command::new("identify")
            .args([
                "-format",
                "%[fx:standard_deviation]",
                path.to_str().unwrap_or(""),
            ])
            .output()
            .expect("identify");
        String::from_utf8_lossy(&info.stdout)
            .trim()
            .parse()
            .unwrap_or(0.0)
    }
}

/// Where screenshots and the app's standard error are kept.
pub fn artifacts() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("e2e");
    std::fs::create_dir_all(&dir).unwrap_or_default();
    dir
}

/// Whether the Xvfb tests must be skipped: a tool they need is missing.
/// Never in CI (`CI` set), where they are required: it fails there.
pub fn skipped(tools: &[&str]) -> bool {
    let missing: Vec<&str> = tools.iter().copied().filter(|t| !have(t)).collect();
    if missing.is_empty() {
        return false;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI is set but {missing:?} are missing: the end-to-end tests are required in CI"
    );
    eprintln!(
        "\n!!!!! SKIPPED an end-to-end window test: {missing:?} missing (apt-get install xvfb xdotool imagemagick x11-utils) !!!!!\n"
    );
    true
}
