#!/usr/bin/env bash
# Installs what packaging/windows/build.sh made, under Wine, in a fresh
# prefix of its own, as packaging/install-test.sh does for the .deb and the
# .rpm: the installer silently (/S), then checks the installed files, the
# Start-menu shortcut and the uninstaller's entry under HKCU; runs the
# installed tablekeeper.exe (--version; list, import, show with the data
# folder in %APPDATA%); uninstalls silently and checks that the program,
# shortcut and entry are gone and the session in the data folder is not.
# Then the portable zip: unzipped into a folder with spaces in its name,
# run, and its data kept in "data" beside the program. No display needed:
# the window under Wine is tests/screenshots.sh's.
# Usage: packaging/windows/install-test.sh [SETUP.exe [PORTABLE.zip]]
# Needs: wine, gcc-mingw-w64-x86-64 (packaging/windows/wine-prefix.sh), unzip.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
setup=${1:-$(ls target/windows/Tablekeeper-*-setup.exe)}
zip=${2:-$(ls target/windows/Tablekeeper-*-portable.zip)}
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
step() { echo "install-test (windows): $*"; }
fail() { echo "install-test (windows): $*" >&2; exit 1; }
work=$(mktemp -d)
export WINEPREFIX=$work/prefix WINEARCH=win64 WINEDEBUG=-all
unset DISPLAY WAYLAND_DISPLAY
cleanup() {
  wineserver -k 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

step "a fresh Wine prefix"
packaging/windows/wine-prefix.sh "$WINEPREFIX"
# A Windows folder as a path on this machine.
folder() { winepath -u "$(wine cmd /c echo "%$1%" | tr -d '\r\n')"; }
appdata=$(folder APPDATA)
localappdata=$(folder LOCALAPPDATA)
appdata=${appdata%/} localappdata=${localappdata%/}
[ -d "$appdata" ] && [ -d "$localappdata" ] || fail "no %APPDATA% ($appdata) or %LOCALAPPDATA% ($localappdata)"
# Runs a program, its output in $work/out (stdout) and $work/err, and
# fails unless it exits with the code expected.
run() { # expected-code program args...
  local expected=$1 code=0
  shift
  wine "$@" >"$work/out" 2>"$work/err" || code=$?
  tr -d '\r' <"$work/out" >"$work/out.txt"
  if [ "$code" -ne "$expected" ]; then
    echo "install-test (windows): $* exited with $code, not $expected; it said:" >&2
    cat "$work/out.txt" "$work/err" >&2
    exit 1
  fi
}
# The session ids that `list --ids` printed, sorted.
ids() { sort "$work/out.txt" | sed '/^$/d'; }

step "$setup /S"
run 0 "$setup" /S
wineserver -w
instdir=$localappdata/Programs/Tablekeeper
for file in tablekeeper.exe tablekeeper.com LICENSE.txt THIRD-PARTY-LICENSES.txt Uninstall.exe; do
  [ -s "$instdir/$file" ] || fail "$instdir/$file is missing"
done
[ -z "$(ls "$instdir" | grep -vxF -e tablekeeper.exe -e tablekeeper.com -e LICENSE.txt -e THIRD-PARTY-LICENSES.txt -e Uninstall.exe)" ] \
  || fail "unexpected files in $instdir: $(ls "$instdir")"
[ ! -e "$instdir/portable" ] || fail "the installer shipped the portable marker"
grep -q 'SIL OPEN FONT LICENSE Version 1.1' "$instdir/THIRD-PARTY-LICENSES.txt" || fail "THIRD-PARTY-LICENSES.txt lacks the font's licence"
grep -q $'^MIT License\r$' "$instdir/LICENSE.txt" || fail "LICENSE.txt is not the MIT licence with CRLF line ends"

step "the Start-menu shortcut"
link="$appdata/Microsoft/Windows/Start Menu/Programs/Tablekeeper.lnk"
[ -s "$link" ] || fail "no $link"
# A shell link names its target, as ANSI and as UTF-16 text.
names=$(strings -a "$link"; strings -a -el "$link")
grep -qi 'Programs\\Tablekeeper\\tablekeeper\.exe' <<<"$names" \
  || fail "$link does not point to the installed tablekeeper.exe"

step "the uninstaller's entry under HKCU"
key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Tablekeeper'
run 0 reg query "$key"
entry() { sed -n "s/^ *$1 *REG_[A-Z]* *//p" "$work/out.txt"; }
[ "$(entry DisplayName)" = Tablekeeper ] || fail "DisplayName is '$(entry DisplayName)'"
[ "$(entry DisplayVersion)" = "$version" ] || fail "DisplayVersion is '$(entry DisplayVersion)', not $version"
case $(entry UninstallString) in *'\Programs\Tablekeeper\Uninstall.exe"') ;;
  *) fail "UninstallString is '$(entry UninstallString)'" ;; esac
case $(entry QuietUninstallString) in *'\Uninstall.exe" /S') ;;
  *) fail "QuietUninstallString is '$(entry QuietUninstallString)'" ;; esac

step "the installed tablekeeper.exe"
exe=$instdir/tablekeeper.exe
run 0 "$exe" --version
[ "$(cat "$work/out.txt")" = "tablekeeper $version" ] || fail "--version said '$(cat "$work/out.txt")'"
run 0 "$exe" list --ids
[ -z "$(ids)" ] || fail "a fresh prefix has sessions: $(ids)"
run 0 "$exe" import "$repo/tests/screens/custom.json"
run 0 "$exe" list --ids
installed_id=$(ids)
[ "$(echo "$installed_id" | wc -l)" -eq 1 ] && [ -n "$installed_id" ] || fail "list --ids after one import: '$installed_id'"
run 0 "$exe" show "$installed_id"
[ -s "$work/out.txt" ] || fail "show $installed_id printed nothing"
# The console twin: the same output and exit codes, through it.
shown=$(sha256sum <"$work/out.txt")
run 0 "$instdir/tablekeeper.com" show "$installed_id"
[ "$(sha256sum <"$work/out.txt")" = "$shown" ] || fail "tablekeeper.com show printed otherwise than tablekeeper.exe"
run 2 "$instdir/tablekeeper.com" show no-such-session
[ "$(wc -l <"$work/err")" -eq 1 ] || fail "tablekeeper.com show no-such-session said: $(cat "$work/err")"
# An unknown session: one line on stderr, exit code 2.
run 2 "$exe" show no-such-session
[ "$(wc -l <"$work/err")" -eq 1 ] || fail "show no-such-session said: $(cat "$work/err")"
session=$(find "$appdata" -path '*/sessions/*.json' | head -1)
[ -n "$session" ] || fail "the imported session is in no sessions folder under %APPDATA% ($appdata)"
[ "$session" = "$appdata/Tablekeeper/sessions/$installed_id.json" ] \
  || fail "the session is $session, not in %APPDATA%\\Tablekeeper\\sessions"
step "session $installed_id saved as $(winepath -w "$session")"
saved=$(sha256sum <"$session")
installed_exe=$(sha256sum <"$exe")

step "Uninstall.exe /S"
run 0 "$instdir/Uninstall.exe" /S
# The uninstaller runs on from a copy of itself in %TEMP%: wait for it.
wineserver -w
[ ! -e "$instdir" ] || fail "$instdir is still there: $(ls -A "$instdir")"
[ ! -e "$link" ] || fail "the Start-menu shortcut is still there"
run 1 reg query "$key"
[ -f "$session" ] && [ "$(sha256sum <"$session")" = "$saved" ] || fail "uninstalling touched the session $session"

step "the portable zip: $zip"
top=$(unzip -Z1 "$zip" | head -1)
top=${top%%/*}
[ "$top" = "Tablekeeper-$version" ] || fail "the zip's folder is '$top', not Tablekeeper-$version"
files=$(unzip -Z1 "$zip" | grep -v '/$' | sed "s|^$top/||" | sort | tr '\n' ' ')
[ "$files" = "LICENSE.txt README.txt THIRD-PARTY-LICENSES.txt portable tablekeeper.com tablekeeper.exe " ] \
  || fail "the zip holds: $files"
copy="$work/USB stick/Tablekeeper copy"
mkdir -p "$copy"
unzip -q "$zip" -d "$copy"
copy=$copy/$top
[ "$(sha256sum <"$copy/tablekeeper.exe")" = "$installed_exe" ] || fail "the zip's tablekeeper.exe is not the installer's"
run 0 "$copy/tablekeeper.exe" --version
[ "$(cat "$work/out.txt")" = "tablekeeper $version" ] || fail "--version said '$(cat "$work/out.txt")'"
run 0 "$copy/tablekeeper.exe" import "$repo/tests/screens/karth.json"
run 0 "$copy/tablekeeper.exe" list --ids
portable_ids=$(ids)
[ -n "$portable_ids" ] && [ "$(echo "$portable_ids" | wc -l)" -eq 1 ] \
  || fail "the portable copy lists '$portable_ids', not the one session it imported"
[ "$portable_ids" != "$installed_id" ] || fail "the portable copy lists the installed copy's session"
[ -f "$copy/data/sessions/$portable_ids.json" ] \
  || fail "the portable copy's session is not in data\\sessions beside it: $(find "$copy" "$appdata" -path '*/sessions/*.json')"
[ "$(find "$appdata" -path '*/sessions/*.json' | wc -l)" -eq 1 ] \
  || fail "the portable copy wrote into %APPDATA%: $(find "$appdata" -path '*/sessions/*.json')"
step "the portable copy keeps its session beside it: data/sessions/$portable_ids.json"
step "installed, ran and removed; the portable copy kept its data beside it"
