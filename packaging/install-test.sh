#!/usr/bin/env bash
# Installs the .deb that packaging/build.sh made on this (Debian) machine
# with apt-get, runs the installed program (--version, list with an empty
# data folder, the window in Xvfb until its first frame), checks that the
# manual page, completions, desktop entry, metainfo and icons are where
# they belong, then removes the package again; then installs, runs and
# erases the .rpm the same way in a root of its own. Needs root or sudo,
# Xvfb, ImageMagick and rpm.
# Usage: packaging/install-test.sh [DEB]
set -euo pipefail
cd "$(dirname "$0")/.."
deb=${1:-$(ls target/packaging/tablekeeper_*.deb)}
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
step() { echo "install-test: $*"; }
work=$(mktemp -d)
xvfb=""
cleanup() {
  kill $(jobs -p) 2>/dev/null || true
  # Xvfb runs in a process substitution, which is not a job.
  [ -z "$xvfb" ] || kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

if dpkg -s tablekeeper >/dev/null 2>&1; then
  echo "install-test: tablekeeper is already installed here; not touching it" >&2
  exit 2
fi
# apt-get takes a file for a package name only as a path: ./ or /.
case $deb in /*) ;; *) deb=./$deb ;; esac
step "apt-get install $deb"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" >/dev/null

step "tablekeeper --version"
[ "$(command -v tablekeeper)" = /usr/bin/tablekeeper ]
/usr/bin/tablekeeper --version
step "tablekeeper list (empty data folder)"
mkdir -p "$work/data/sessions"
TABLEKEEPER_DATA_DIR="$work/data" /usr/bin/tablekeeper list

step "the installed files"
app_id=io.github.tablekeeper.Tablekeeper
for file in /usr/share/man/man1/tablekeeper.1.gz \
  /usr/share/bash-completion/completions/tablekeeper \
  /usr/share/zsh/vendor-completions/_tablekeeper \
  /usr/share/fish/vendor_completions.d/tablekeeper.fish \
  "/usr/share/applications/$app_id.desktop" \
  "/usr/share/metainfo/$app_id.metainfo.xml" \
  "/usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
  "/usr/share/icons/hicolor/48x48/apps/$app_id.png" \
  /usr/share/doc/tablekeeper/copyright \
  /usr/share/doc/tablekeeper/THIRD-PARTY-LICENSES.txt.gz; do
  [ -s "$file" ] || { echo "install-test: $file is missing" >&2; exit 1; }
done
zcat /usr/share/man/man1/tablekeeper.1.gz | grep -q '^\.SH SYNOPSIS'
zcat /usr/share/doc/tablekeeper/THIRD-PARTY-LICENSES.txt.gz > "$work/notice.txt"
grep -q 'SIL OPEN FONT LICENSE Version 1.1' "$work/notice.txt"

step "the window in Xvfb, until its first frame"
exec 3< <(Xvfb -displayfd 1 -screen 0 1280x800x24 -br -nolisten tcp 2>/dev/null)
xvfb=$!
read -r -t 10 display <&3 || { echo "install-test: Xvfb did not start" >&2; exit 1; }
mkdir -p "$work/window"
DISPLAY=":$display" TABLEKEEPER_DATA_DIR="$work/window" /usr/bin/tablekeeper 2>"$work/window.log" &
app=$!
colours=1 tries=0 started=$(date +%s%N)
while [ "$colours" -le 1 ]; do
  if [ $tries -ge 60 ] || ! kill -0 "$app" 2>/dev/null; then
    echo "install-test: no frame within $((tries * 3 / 10)) s; the window said:" >&2
    cat "$work/window.log" >&2
    exit 1
  fi
  sleep 0.3
  tries=$((tries + 1))
  DISPLAY=":$display" import -window root "$work/frame.png" 2>/dev/null || continue
  colours=$(identify -format '%k' "$work/frame.png" 2>/dev/null || echo 1)
done
step "first frame ($colours colours) after about $(( ($(date +%s%N) - started) / 1000000 )) ms"
kill "$app"; wait "$app" 2>/dev/null || true

step "apt-get remove -y tablekeeper"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq tablekeeper >/dev/null
if [ -e /usr/bin/tablekeeper ] || dpkg -s tablekeeper >/dev/null 2>&1; then
  echo "install-test: tablekeeper is still installed" >&2
  exit 1
fi
# The .rpm, installed with rpm into a root of its own (this Debian machine
# has no RPM database of its packages, hence --nodeps: the .rpm's
# requirements are what rpm -qp --requires printed in build.sh), run from
# there, and erased again.
rpm_file=$(ls target/packaging/tablekeeper-*.rpm 2>/dev/null | head -1 || true)
if [ -n "$rpm_file" ]; then
  root="$work/rpmroot"
  mkdir -p "$root"
  step "rpm --root $root -i $rpm_file"
  rpm --root "$root" --initdb
  rpm --root "$root" -i --nodeps "$rpm_file"
  "$root/usr/bin/tablekeeper" --version
  TABLEKEEPER_DATA_DIR="$work/data" "$root/usr/bin/tablekeeper" list
  for file in /usr/share/man/man1/tablekeeper.1.gz \
    "/usr/share/applications/$app_id.desktop" \
    "/usr/share/metainfo/$app_id.metainfo.xml" \
    /usr/share/licenses/tablekeeper/LICENSE \
    /usr/share/licenses/tablekeeper/THIRD-PARTY-LICENSES.txt; do
    [ -s "$root$file" ] || { echo "install-test: the .rpm did not install $file" >&2; exit 1; }
  done
  rpm --root "$root" -V --nodeps tablekeeper
  step "rpm --root $root -e tablekeeper"
  rpm --root "$root" -e --nodeps tablekeeper
  if [ -e "$root/usr/bin/tablekeeper" ] || rpm --root "$root" -q tablekeeper >/dev/null 2>&1; then
    echo "install-test: the .rpm is still installed" >&2
    exit 1
  fi
else
  echo "install-test: no .rpm in target/packaging" >&2
  exit 1
fi
step "installed, ran and removed (the .deb, and the .rpm in a root of its own)"
