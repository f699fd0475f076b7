#!/usr/bin/env bash
# Renders icons/tablekeeper.svg into the hicolor sizes the Linux packages
# install (icons/hicolor/NxN/apps/<app id>.png) and the window's own icon
# (icons/tablekeeper-64.png), then records the SVG's hash in
# icons/generated-from.sha256; tests/packaging.rs checks that the hash is
# the SVG's and that every size is there. Run it after changing the SVG.
# Needs rsvg-convert (Debian: apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")"
app_id=io.github.tablekeeper.Tablekeeper
command -v rsvg-convert >/dev/null || { echo "generate.sh: rsvg-convert is missing (apt-get install librsvg2-bin)" >&2; exit 2; }
for size in 16 24 32 48 64 128 256 512; do
  dir="hicolor/${size}x${size}/apps"
  mkdir -p "$dir"
  rsvg-convert --width "$size" --height "$size" --format png \
    --output "$dir/$app_id.png" tablekeeper.svg
done
cp "hicolor/64x64/apps/$app_id.png" tablekeeper-64.png
sha256sum tablekeeper.svg > generated-from.sha256
echo "generate.sh: icons/hicolor and icons/tablekeeper-64.png from tablekeeper.svg ($(cut -c1-12 generated-from.sha256))"
