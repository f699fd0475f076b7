#!/usr/bin/env python3
"""Start-up and memory of the release binary against the bare iced window.

Builds both in release mode, starts each N times in a private Xvfb, and
reports the median time to the first painted frame (the first screenshot of
the window that is not a single flat colour; resolution: one poll, a few ms)
and the peak RSS (VmHWM) two seconds after start. Same renderer (tiny-skia),
same iced features and font for both.

With --sessions N, Tablekeeper is also started on a data folder holding N
saved sessions (copies of tests/screens/*.json), after one start that builds
the history's index: the figure a group with a long history sees.

Usage: benches/startup.py [--runs N] [--sessions N]   (needs xvfb, xdotool, imagemagick)
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(target_dir):
    env = dict(os.environ, CARGO_TARGET_DIR=target_dir)
    subprocess.run(
        ["cargo", "build", "--release", "--bin", "tablekeeper", "--example", "bare_window"],
        cwd=ROOT, env=env, check=True,
    )
    rel = os.path.join(target_dir, "release")
    return os.path.join(rel, "tablekeeper"), os.path.join(rel, "examples", "bare_window")


def find_window(pid, display, deadline):
    while time.monotonic() < deadline:
        out = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
            env=dict(os.environ, DISPLAY=display), capture_output=True, text=True,
        ).stdout.split()
        if out:
            return out[-1]
        time.sleep(0.002)
    return None


def painted(window, display):
    out = subprocess.run(
        ["import", "-window", window, "-format", "%[fx:standard_deviation]", "info:"],
        env=dict(os.environ, DISPLAY=display), capture_output=True, text=True,
    ).stdout.strip()
    try:
        return float(out) > 0.0
    except ValueError:
        return False


def peak_rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def measure(exe, display, data_dir):
    env = dict(os.environ, DISPLAY=display, TABLEKEEPER_DATA_DIR=data_dir, ICED_BACKEND="tiny-skia")
    env.pop("WAYLAND_DISPLAY", None)
    start = time.monotonic()
    proc = subprocess.Popen([exe], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = start + 30
        window = find_window(proc.pid, display, deadline)
        if window is None:
            raise RuntimeError(f"{exe}: no window within 30 s")
        while not painted(window, display):
            if time.monotonic() > deadline:
                raise RuntimeError(f"{exe}: nothing painted within 30 s")
        first_frame = time.monotonic() - start
        time.sleep(2)
        rss = peak_rss_kib(proc.pid)
    finally:
        proc.kill()
        proc.wait()
    return first_frame, rss


def fill(data_dir, count):
    """A data folder with `count` sessions, copies of the screenshot sessions."""
    sessions = os.path.join(data_dir, "sessions")
    os.makedirs(sessions, exist_ok=True)
    screens = os.path.join(ROOT, "tests", "screens")
    sources = sorted(f for f in os.listdir(screens) if f.endswith(".json"))
    docs = [json.load(open(os.path.join(screens, f))) for f in sources]
    for i in range(count):
        doc = dict(docs[i % len(docs)], id=f"s{i:05d}")
        with open(os.path.join(sessions, f"s{i:05d}.json"), "w") as f:
            json.dump(doc, f)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sessions", type=int, default=0)
    parser.add_argument("--target-dir", default=os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")))
    args = parser.parse_args()
    for tool in ("Xvfb", "xdotool", "import"):
        if shutil.which(tool) is None:
            sys.exit(f"startup.py: {tool} is missing (apt-get install xvfb xdotool imagemagick)")
    app, bare = build(args.target_dir)
    # Xvfb picks a free display and names it once it accepts connections
    # (a fixed number and a sleep failed right after a build loaded the
    # machine).
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-br",
                             "-nolisten", "tcp"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    number = xvfb.stdout.readline().decode().strip()
    if not number:
        sys.exit("startup.py: Xvfb did not say which display it took")
    display = f":{number}"
    results = {}
    try:
        for name, exe in (("bare iced window", bare), ("tablekeeper", app)):
            frames, rsss = [], []
            for _ in range(args.runs):
                with tempfile.TemporaryDirectory() as data:
                    frame, rss = measure(exe, display, data)
                frames.append(frame)
                rsss.append(rss)
            results[name] = (statistics.median(frames), statistics.median(rsss), min(frames), max(frames))
        if args.sessions:
            with tempfile.TemporaryDirectory() as data:
                fill(data, args.sessions)
                measure(app, display, data)  # builds the index
                frames, rsss = [], []
                for _ in range(args.runs):
                    frame, rss = measure(app, display, data)
                    frames.append(frame)
                    rsss.append(rss)
                results[f"{args.sessions} sessions"] = (
                    statistics.median(frames), statistics.median(rsss), min(frames), max(frames))
    finally:
        xvfb.kill()
        xvfb.wait()
    print(f"{'program':<18} {'first frame (median)':>22} {'range':>16} {'peak RSS (median)':>18}")
    for name, (frame, rss, lo, hi) in results.items():
        print(f"{name:<18} {frame * 1000:>19.0f} ms {lo * 1000:>6.0f}-{hi * 1000:<6.0f} ms {rss / 1024:>15.1f} MB")
    (bf, br, _, _), (af, ar, _, _) = results["bare iced window"], results["tablekeeper"]
    print(f"ratio tablekeeper / bare: first frame {af / bf:.2f}x, peak RSS {ar / br:.2f}x (target: within 1.25x)")
    if args.sessions:
        (nf, nr, _, _) = results[f"{args.sessions} sessions"]
        print(f"ratio {args.sessions} sessions / empty folder: first frame {nf / af:.2f}x, "
              f"peak RSS {nr / ar:.2f}x (target: within 1.25x)")


if __name__ == "__main__":
    main()
