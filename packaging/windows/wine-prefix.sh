#!/usr/bin/env bash
# Prepares a Wine prefix for running Tablekeeper's Windows build on this
# Linux machine, without a display and without a dialog: a 64-bit prefix,
# Wine's Mono and Gecko installers switched off (nothing here needs .NET
# or a browser, and they would ask), the crash dialog off (a crash prints
# its backtrace and ends the process), and the stand-in
# bcryptprimitives.dll that Debian's Wine 8.0 lacks (see
# bcryptprimitives.c: a test aid, never shipped) built with mingw-w64 into
# the prefix's system32. Does nothing when the prefix is already prepared
# from the same files; safe to run from several processes at once.
# Used by wine-run.sh (cargo's runner), install-test.sh and
# tests/screenshots.sh.
# Usage: packaging/windows/wine-prefix.sh PREFIX
# Needs: wine (Debian's wine and wine64), gcc-mingw-w64-x86-64.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 1 ] || { echo "usage: $0 PREFIX" >&2; exit 2; }
prefix=$1
case $prefix in /*) ;; *) prefix=$PWD/$prefix ;; esac
for tool in wine wineserver x86_64-w64-mingw32-gcc flock sha256sum; do
  command -v "$tool" >/dev/null || {
    echo "wine-prefix: $tool is missing (apt-get install wine wine64 gcc-mingw-w64-x86-64)" >&2
    exit 2
  }
done

# What the prefix is prepared from: when any of it changes, prepare again.
stamp=$(cat "$here/wine-prefix.sh" "$here/bcryptprimitives.c" | sha256sum | cut -c1-16)
mkdir -p "$(dirname "$prefix")"
exec 9>"$prefix.lock"
flock 9
if [ "$(cat "$prefix/.tablekeeper-prefix" 2>/dev/null || true)" = "$stamp" ]; then
  exit 0
fi
# Wine refuses, with one line its callers here would hide, a prefix that
# is not owned by the user who runs it: say so, and where.
mkdir -p "$prefix"
owner=$(stat -c %u "$prefix")
if [ "$owner" != "$(id -u)" ]; then
  echo "wine-prefix: $prefix belongs to user $owner, not to $(id -u) who runs Wine, and Wine refuses such a prefix; set TABLEKEEPER_WINEPREFIX to a folder of your own" >&2
  exit 1
fi

# No display while preparing (wineboot would show a progress window),
# Wine's own messages off; Mono and Gecko off from the first boot, or
# wineboot offers to download them.
export WINEPREFIX=$prefix WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
unset DISPLAY WAYLAND_DISPLAY
started=$SECONDS
# Wineboot's messages (a missing wine32 among them, harmless here) are
# shown only when it fails.
if ! wineboot --init >"$prefix.log" 2>&1; then
  echo "wine-prefix: wineboot could not prepare $prefix:" >&2
  cat "$prefix.log" >&2
  exit 1
fi
wineserver -w
# The same for every later run, whatever WINEDLLOVERRIDES says then.
wine reg add 'HKCU\Software\Wine\DllOverrides' /v mscoree /d '' /f >/dev/null
wine reg add 'HKCU\Software\Wine\DllOverrides' /v mshtml /d '' /f >/dev/null
wine reg add 'HKCU\Software\Wine\WineDbg' /v ShowCrashDialog /t REG_DWORD /d 0 /f >/dev/null

system32=$prefix/drive_c/windows/system32
[ -d "$system32" ] || { echo "wine-prefix: wineboot made no $system32" >&2; exit 1; }
x86_64-w64-mingw32-gcc -O2 -shared -s -Wall -Wextra -Werror \
  -o "$system32/bcryptprimitives.dll" "$here/bcryptprimitives.c" -ladvapi32
wineserver -w
echo "$stamp" > "$prefix/.tablekeeper-prefix"
echo "wine-prefix: $prefix prepared in $((SECONDS - started)) s" >&2
