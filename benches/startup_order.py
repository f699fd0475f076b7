#!/usr/bin/env python3
"""Writes packaging/startup-order.txt: the functions the window runs from
its start to its first painted frame, which build.rs has the linker place
together so the start touches fewer pages of code (see build.rs).

For each profile asked for, builds the binary as it is shipped
(`cargo build --profile P --bin tablekeeper`), starts it in a private Xvfb
under valgrind's callgrind on an empty data folder, waits for the first
painted frame plus the two seconds `benches/startup.py` measures, and names
every function of the binary that ran. A stripped binary's functions are
named from the link map build.rs has the linker write. The file is the
union over the profiles, sorted (symbol names differ between profiles).

Run it again when the start-up path or a dependency changed: a stale list
builds fine but saves less (`benches/startup.py` shows it).

Usage: benches/startup_order.py [--profile release] [--profile dist] [--target-dir DIR]
(needs valgrind, xvfb, xdotool; about two minutes per profile after the build)
"""

import argparse
import bisect
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from startup import ROOT, Grabber, find_window, start_xvfb  # noqa: E402

ORDER = os.path.join(ROOT, "packaging", "startup-order.txt")


def build(target_dir, profile):
    env = dict(os.environ, CARGO_TARGET_DIR=target_dir)
    subprocess.run(["cargo", "build", "--profile", profile, "--bin", "tablekeeper"],
                   cwd=ROOT, env=env, check=True)
    exe = os.path.join(target_dir, profile, "tablekeeper")
    maps = glob.glob(os.path.join(target_dir, profile, "build", "tablekeeper-*", "out", "tablekeeper.map"))
    if not maps:
        sys.exit("startup_order.py: no link map (build.rs writes it only for LLD links on x86-64 Linux)")
    return exe, max(maps, key=os.path.getmtime)


def trace(exe, display, grabber, out):
    """Runs `exe` under callgrind until two seconds after its first painted
    frame; the profile is written to `out`."""
    env = dict(os.environ, DISPLAY=display, ICED_BACKEND="tiny-skia")
    env.pop("WAYLAND_DISPLAY", None)
    with tempfile.TemporaryDirectory() as data:
        env["TABLEKEEPER_DATA_DIR"] = data
        proc = subprocess.Popen(
            ["valgrind", "--tool=callgrind", "--demangle=no", "--compress-strings=no",
             "--dump-line=no", "--dump-instr=yes", f"--callgrind-out-file={out}", exe],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 600
            window = find_window(proc.pid, display, deadline)
            # The window belongs to valgrind's child, which has the same pid.
            while window is None or not grabber.painted(window):
                if time.monotonic() > deadline:
                    sys.exit(f"startup_order.py: {exe} painted nothing in 10 minutes under valgrind")
                time.sleep(0.5)
                if window is None:
                    window = find_window(proc.pid, display, deadline)
            # Valgrind runs some 50 times slower: two seconds of the real
            # program's idle time after its first frame, generously.
            time.sleep(20)
            subprocess.run(["callgrind_control", "--dump", str(proc.pid)],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
            time.sleep(5)
        finally:
            proc.kill()
            proc.wait()


def sections(link_map):
    """The link map's input sections of code: (start, end, symbol), the
    symbol read from the section's name (`.text.SYMBOL`: rustc puts each
    function in a section of its own)."""
    found = []
    line_re = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+\s+\S.*:\(\.text\.(.+)\)$")
    with open(link_map, errors="replace") as f:
        for line in f:
            m = line_re.match(line.rstrip("\n"))
            if m:
                start, size = int(m.group(1), 16), int(m.group(2), 16)
                name = re.sub(r"^(unlikely|hot|startup|exit|split)\.", "", m.group(3))
                if size:
                    found.append((start, start + size, name))
    found.sort()
    return found


def functions(profile_files, exe_name, secs):
    """The binary's functions the profile names: by symbol where callgrind
    had one, else by the link map section holding the address."""
    starts = [s[0] for s in secs]
    by_name = {s[2] for s in secs}
    names = set()
    obj = None
    hex_name = re.compile(r"^0x([0-9a-f]+)$")
    for path in profile_files:
        with open(path, errors="replace") as f:
            for line in f:
                if line.startswith("ob="):
                    obj = line[3:].strip()
                    continue
                if not line.startswith(("fn=", "cfn=")):
                    continue
                if line.startswith("cfn="):
                    continue  # a callee runs, and is then named by its own fn= record
                if not obj or not obj.endswith("/" + exe_name):
                    continue
                name = re.sub(r"'\d+$", "", line.split("=", 1)[1].strip())
                m = hex_name.match(name)
                if m:
                    addr = int(m.group(1), 16)
                    i = bisect.bisect_right(starts, addr) - 1
                    if i >= 0 and secs[i][0] <= addr < secs[i][1]:
                        names.add(secs[i][2])
                elif name in by_name:
                    names.add(name)
    return names


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--profile", action="append", choices=["release", "dist"])
    parser.add_argument("--target-dir", default=os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")))
    args = parser.parse_args()
    profiles = args.profile or ["release", "dist"]
    for tool in ("valgrind", "callgrind_control", "Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            sys.exit(f"startup_order.py: {tool} is missing (apt-get install valgrind xvfb xdotool)")
    xvfb, display = start_xvfb("startup_order.py")
    names = set()
    try:
        grabber = Grabber(display)
        for profile in profiles:
            exe, link_map = build(args.target_dir, profile)
            secs = sections(link_map)
            with tempfile.TemporaryDirectory() as tmp:
                out = os.path.join(tmp, "callgrind.out")
                trace(exe, display, grabber, out)
                files = glob.glob(out + "*")
                found = functions(files, os.path.basename(exe), secs)
            size = sum(e - s for s, e, n in secs if n in found)
            print(f"{profile}: {len(found)} functions, {size / 1e6:.2f} MB of {sum(e - s for s, e, _ in secs) / 1e6:.2f} MB of code")
            names |= found
    finally:
        xvfb.kill()
        xvfb.wait()
    with open(ORDER, "w") as f:
        for name in sorted(names):
            f.write(name + "\n")
    print(f"{ORDER}: {len(names)} symbols")


if __name__ == "__main__":
    main()
