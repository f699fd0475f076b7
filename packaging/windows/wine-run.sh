#!/usr/bin/env bash
# Runs a Windows .exe of Tablekeeper's under Wine: cargo's runner for the
# x86_64-pc-windows-gnu target (.cargo/config.toml), so `cargo test
# --target x86_64-pc-windows-gnu` and `cargo run --target ...` work on
# Linux. The prefix is Tablekeeper's own, prepared by wine-prefix.sh
# (headless, no dialogs, the bcryptprimitives.dll stand-in Debian's Wine
# 8.0 needs): TABLEKEEPER_WINEPREFIX, else one per cargo target folder
# under $TMPDIR (or /tmp), never the user's own WINEPREFIX. Not inside the
# target folder: Wine refuses a prefix that is not owned by the user who
# runs it, and a checkout on a shared or mapped mount (as CI's may be)
# gives new files another owner. Wine's messages are off unless
# WINEDEBUG says otherwise. The .exe's exit code is this script's; the
# processes it starts (the tests start tablekeeper.exe) run in the same
# Wine. A window opens only where DISPLAY is set.
# Usage: packaging/windows/wine-run.sh PROGRAM.exe [ARGS...]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { echo "usage: $0 PROGRAM.exe [ARGS...]" >&2; exit 2; }
repo=$(cd "$here/../.." && pwd)
# A relative CARGO_TARGET_DIR is taken from the repository's root, where
# cargo test runs its tests.
target_dir=${CARGO_TARGET_DIR:-target}
case $target_dir in /*) ;; *) target_dir=$repo/$target_dir ;; esac
if [ -n "${TABLEKEEPER_WINEPREFIX:-}" ]; then
  prefix=$TABLEKEEPER_WINEPREFIX
else
  key=$(printf '%s' "$target_dir" | sha256sum | cut -c1-12)
  prefix=${TMPDIR:-/tmp}/tablekeeper-wine-$(id -u)/$key
fi
"$here/wine-prefix.sh" "$prefix"
export WINEPREFIX=$prefix WINEARCH=win64 WINEDEBUG=${WINEDEBUG:--all}
exec wine "$@"
