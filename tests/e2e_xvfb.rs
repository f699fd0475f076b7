//! End-to-end: the real binary in a real X server (Xvfb), driven by xdotool
//! as a person would: create a Custom session, change a counter by clicks,
//! take a screenshot that must not be blank, kill -9, restart, and check
//! with `tablekeeper show --json` that nothing was lost.
//! Required when `CI` is set; skipped with a loud line when Xvfb is missing.
#![cfg(all(unix, feature = "gui"))]

use std::path::Path;
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

mod xvfb;

use xvfb::{Display, EXE, artifacts};

fn show_json(data: &Path) -> serde_json::Value {
    let list = Command::new(EXE)
        .args(["list", "--json"])
        .env("TABLEKEEPER_DATA_DIR", data)
        .output()
        .unwrap();
    let rows: serde_json::Value = serde_json::from_slice(&list.stdout).expect("list --json");
    let id = rows[0]["id"]
        .as_str()
        .expect("one session saved")
        .to_owned();
    let show = Command::new(EXE)
        .args(["show", &id, "--json"])
        .env("TABLEKEEPER_DATA_DIR", data)
        .output()
        .unwrap();
    serde_json::from_slice(&show.stdout).expect("show --json")
}

#[test]
fn a_custom_game_in_the_real_window_survives_kill_9() {
    if xvfb::skipped(&["Xvfb", "xdotool", "import", "xdpyinfo"]) {
        return;
    }
    let display = Display::start();
    let data = tempfile::tempdir().unwrap();
    let shots = artifacts();

    let (app, window) = display.app(data.path(), "first");
    // Home -> "Custom counters" -> "Start the game" (two players, Points).
    display.click(135, 132);
    display.click(126, 716);
    // Player 1's Points: + three times, − once. (Positions are those of
    // the 1200x760 window the test sets; a layout change must update them.)
    for _ in 0..3 {
        display.click(607, 288);
    }
    display.click(256, 288);
    // And one more from the keyboard.
    display.xdotool(&["windowfocus", "--sync", &window]);
    display.key(&window, "plus");
    sleep(Duration::from_millis(500));
    let std_dev = display.screenshot(&shots.join("play.png"));
    assert!(
        std_dev > 0.01,
        "the screenshot is blank (std dev {std_dev})"
    );
    assert_eq!(
        show_json(data.path())["standings"][0]["values"][0]["value"],
        3
    );
    // Held down, + repeats (after half a second, every 120 ms): a 2 s hold
    // steps several times however busy the machine, and never hundreds.
    display.xdotool(&["mousemove", "607", "288"]);
    display.xdotool(&["mousedown", "1"]);
    sleep(Duration::from_millis(2000));
    display.xdotool(&["mouseup", "1"]);
    sleep(Duration::from_millis(500));
    let before = show_json(data.path());
    let held = before["standings"][0]["values"][0]["value"]
        .as_i64()
        .unwrap_or(0);
    assert!((5..=40).contains(&held), "after the hold: {held}");
    drop(app); // SIGKILL: Child::kill sends SIGKILL on unix

    let after_kill = show_json(data.path());
    assert_eq!(after_kill["standings"], before["standings"]);

    let (_app, window) = display.app(data.path(), "restart");
    let std_dev = display.screenshot(&shots.join("restarted.png"));
    assert!(std_dev > 0.01, "the restarted window is blank");
    assert_eq!(show_json(data.path())["standings"], before["standings"]);

    // History -> the session's review -> save its chart as a PNG, typed
    // into the path field: the picture is cut from the real window.
    display.click(771, 32);
    display.click(1154, 223);
    display.click(68, 728);
    let png = data.path().join("chart.png");
    display.xdotool(&["windowfocus", "--sync", &window]);
    display.xdotool(&["key", "--window", &window, "ctrl+a"]);
    display.xdotool(&[
        "type",
        "--window",
        &window,
        "--delay",
        "20",
        png.to_str().unwrap_or("chart.png"),
    ]);
    display.key(&window, "Return");
    let deadline = Instant::now() + Duration::from_secs(20);
    while !png.exists() {
        assert!(Instant::now() < deadline, "no chart saved");
        sleep(Duration::from_millis(200));
    }
    sleep(Duration::from_millis(300));
    let _ = display.screenshot(&shots.join("chart-saved.png"));
    let info = Command::new("identify")
        .args(["-format", "%w %h %[fx:standard_deviation]"])
        .arg(&png)
        .output()
        .expect("identify");
    let info = String::from_utf8_lossy(&info.stdout).to_string();
    let parts: Vec<f64> = info
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    assert_eq!(parts.len(), 3, "identify said {info:?}");
    assert!(
        parts[0] > 300.0 && parts[1] > 100.0,
        "the chart is a picture of some size: {info}"
    );
    assert!(parts[2] > 0.01, "the chart is not blank: {info}");
    // The chart is printed on white paper, whatever the window's theme.
    let corner = Command::new("convert")
        .arg(&png)
        .args([
            "-format",
            "%[fx:r] %[fx:g] %[fx:b]",
            "-crop",
            "1x1+2+2",
            "info:",
        ])
        .output()
        .expect("convert");
    let corner = String::from_utf8_lossy(&corner.stdout).to_string();
    let channels: Vec<f64> = corner
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    assert!(
        channels.len() == 3 && channels.iter().all(|&c| c > 0.95),
        "the chart's corner is not white: {corner:?}"
    );
    let _ = std::fs::copy(&png, shots.join("chart.png"));
}

/// Where there is no display the window gives up after about a second
/// with one line and exit code 2, never a panic: with DISPLAY naming a
/// server that is not there, and with no display set at all.
#[test]
fn no_display_is_one_line_and_exit_2() {
    let data = tempfile::tempdir().unwrap();
    for display in [Some(":987"), None] {
        let mut command = Command::new(EXE);
        command
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .env_remove("WAYLAND_SOCKET")
            .env("TABLEKEEPER_DATA_DIR", data.path());
        if let Some(display) = display {
            command.env("DISPLAY", display);
        }
        let started = Instant::now();
        let out = command.output().expect("run tablekeeper");
        let took = started.elapsed();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let context = format!("DISPLAY={display:?}: {out:?}");
        assert_eq!(out.status.code(), Some(2), "{context}");
        assert_eq!(stderr.lines().count(), 1, "{context}");
        assert!(!stderr.contains("panicked"), "{context}");
        assert!(stderr.starts_with("tablekeeper: no display"), "{context}");
        assert!(
            stderr.contains("list, show, replay and export"),
            "{context}"
        );
        assert!(out.stdout.is_empty(), "{context}");
        match display {
            // It tried for about a second before giving up.
            Some(name) => {
                assert!(stderr.contains(&format!("DISPLAY={name}")), "{context}");
                assert!(took >= Duration::from_millis(800), "gave up after {took:?}");
            }
            None => assert!(stderr.contains("not set"), "{context}"),
        }
    }
}
