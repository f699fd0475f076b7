#!/usr/bin/env python3
"""Start-up and memory of the release binary against the bare iced window.

Builds both in release mode, starts each N times in a private Xvfb, and
reports the median time to the first painted frame (the two started in
turn, run after run) (the first look at the
window, read with XGetImage, that is not a single flat colour; resolution:
one poll, a few ms) and the peak RSS (VmHWM) two seconds after start. Same renderer (tiny-skia),
same iced features and font for both.

With --sessions N, Tablekeeper is also started on a data folder holding N
saved sessions (copies of tests/screens/*.json), after one start that builds
the history's index: the figure a group with a long history sees.

Usage: benches/startup.py [--runs N] [--sessions N] [--profile release|dist]   (needs xvfb, xdotool, imagemagick)
"""

import argparse
import ctypes
import ctypes.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(target_dir, profile):
    env = dict(os.environ, CARGO_TARGET_DIR=target_dir)
    # Two builds: the binary as it is shipped, then the example. Built
    # together, the example's dev-dependencies would change the features of
    # shared crates, and with them the binary's symbol names, which the
    # start-up order (build.rs) lists.
    for target in (["--bin", "tablekeeper"], ["--example", "bare_window"]):
        subprocess.run(["cargo", "build", "--profile", profile, *target], cwd=ROOT, env=env, check=True)
    rel = os.path.join(target_dir, profile)
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


class Grabber:
    """Reads a window's pixels straight from the X server with libX11's
    XGetImage (through ctypes): a poll costs a few milliseconds, where
    ImageMagick's `import` took about 80, more than the gap measured. Falls
    back to `import` where libX11 cannot be loaded."""

    def __init__(self, display):
        self.display = display
        self.x = None
        try:
            x = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
            x.XOpenDisplay.restype = ctypes.c_void_p
            x.XOpenDisplay.argtypes = [ctypes.c_char_p]
            x.XGetImage.restype = ctypes.POINTER(XImage)
            x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                    ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
            x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_void_p]
            x.XFree.argtypes = [ctypes.c_void_p]
            x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
            # A window not yet viewable answers BadMatch: ignored (Xlib's
            # default handler would end this script).
            self.on_error = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(
                lambda _d, _e: 0)
            x.XSetErrorHandler(self.on_error)
            handle = x.XOpenDisplay(display.encode())
            if handle:
                self.x, self.handle = x, handle
        except OSError:
            self.x = None

    def painted(self, window):
        """Whether the window shows anything but one flat colour."""
        if self.x is None:
            return painted_by_import(window, self.display)
        attrs = (ctypes.c_int * 64)()
        if not self.x.XGetWindowAttributes(self.handle, int(window), attrs):
            return False
        width, height = attrs[2], attrs[3]
        image = self.x.XGetImage(self.handle, int(window), 0, 0, width, height, 0xFFFFFFFF, 2)
        if not image:
            return False
        img = image.contents
        data = ctypes.string_at(img.data, img.bytes_per_line * img.height)
        first = data[:4]
        flat = data == first * (len(data) // 4)
        self.x.XFree(img.data)
        self.x.XFree(ctypes.cast(image, ctypes.c_void_p))
        return not flat


class XImage(ctypes.Structure):
    # The start of Xlib's XImage: what is read of it here.
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
                ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
                ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


def painted_by_import(window, display):
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


def measure(exe, display, data_dir, grabber):
    env = dict(os.environ, DISPLAY=display, TABLEKEEPER_DATA_DIR=data_dir, ICED_BACKEND="tiny-skia")
    env.pop("WAYLAND_DISPLAY", None)
    start = time.monotonic()
    proc = subprocess.Popen([exe], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = start + 30
        window = find_window(proc.pid, display, deadline)
        if window is None:
            raise RuntimeError(f"{exe}: no window within 30 s")
        while not grabber.painted(window):
            if time.monotonic() > deadline:
                raise RuntimeError(f"{exe}: nothing painted within 30 s")
        first_frame = time.monotonic() - start
        time.sleep(2)
        rss = peak_rss_kib(proc.pid)
    finally:
        proc.kill()
        proc.wait()
    return first_frame, rss


def start_xvfb(who):
    """A private Xvfb and its display name. Xvfb picks a free display and
    names it once it accepts connections (a fixed number and a sleep failed
    right after a build loaded the machine)."""
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-br",
                             "-nolisten", "tcp"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    number = xvfb.stdout.readline().decode().strip()
    if not number:
        sys.exit(f"{who}: Xvfb did not say which display it took")
    return xvfb, f":{number}"


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
    # dist: what the packages are built with (fat LTO, one codegen unit,
    # stripped), for both binaries; release: what `cargo run --release` runs.
    parser.add_argument("--profile", default="release", choices=["release", "dist"])
    parser.add_argument("--target-dir", default=os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")))
    args = parser.parse_args()
    for tool in ("Xvfb", "xdotool", "import"):
        if shutil.which(tool) is None:
            sys.exit(f"startup.py: {tool} is missing (apt-get install xvfb xdotool imagemagick)")
    app, bare = build(args.target_dir, args.profile)
    xvfb, display = start_xvfb("startup.py")
    grabber = Grabber(display)
    results = {}
    try:
        # Interleaved, one start of each in turn: the machine's drift (a
        # build finishing, the CPU's clock) falls on both alike, where runs
        # of one then runs of the other measured it as a difference.
        programs = (("bare iced window", bare), ("tablekeeper", app))
        frames = {name: [] for name, _ in programs}
        rsss = {name: [] for name, _ in programs}
        for _ in range(args.runs):
            for name, exe in programs:
                with tempfile.TemporaryDirectory() as data:
                    frame, rss = measure(exe, display, data, grabber)
                frames[name].append(frame)
                rsss[name].append(rss)
        for name, _ in programs:
            results[name] = (statistics.median(frames[name]), statistics.median(rsss[name]),
                             min(frames[name]), max(frames[name]))
        if args.sessions:
            with tempfile.TemporaryDirectory() as data:
                fill(data, args.sessions)
                measure(app, display, data, grabber)  # builds the index
                frames, rsss = [], []
                for _ in range(args.runs):
                    frame, rss = measure(app, display, data, grabber)
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
