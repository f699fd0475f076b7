#!/usr/bin/env bash
# Builds Tablekeeper for Windows on this Linux machine and packs it two
# ways, into target/windows/:
#   Tablekeeper-<version>-setup.exe     the installer (NSIS, per user, no
#       administrator rights: packaging/windows/tablekeeper.nsi);
#   Tablekeeper-<version>-portable.zip  a folder with tablekeeper.exe and the
#       "portable" marker beside it (the data stays in "data" beside the
#       program), README.txt.
# Both carry LICENSE.txt and THIRD-PARTY-LICENSES.txt, as text files for
# Windows (CRLF). The program is cross-built with mingw-w64
# (.cargo/config.toml); it must need no DLL but Windows' own (no mingw
# runtime), which is checked here. packaging/windows/install-test.sh
# installs, runs and removes both under Wine.
#
# Usage: packaging/windows/build.sh [PROFILE]   (dist by default, the
# profile that is handed out; release reuses `cargo build --release`)
# Needs: the x86_64-pc-windows-gnu Rust target, gcc-mingw-w64-x86-64, nsis,
# zip, imagemagick (for the icon).
set -euo pipefail
cd "$(dirname "$0")/../.."
profile=${1:-dist}
triple=x86_64-pc-windows-gnu
out=target/windows
target_dir=${CARGO_TARGET_DIR:-target}
step() { echo "packaging (windows): $*"; }

missing=()
for tool in cargo makensis zip unzip convert x86_64-w64-mingw32-gcc x86_64-w64-mingw32-objdump; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "packaging (windows): missing ${missing[*]} (see the top of $0)" >&2
  exit 2
fi

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
# Windows' version resources take four numbers: 0.1.0-beta.1 is 0.1.0.0.
numbers=${version%%[-+]*}
case $numbers in
  *.*.*) version4=$numbers.0 ;;
  *) echo "packaging (windows): cannot read version $version as X.Y.Z" >&2; exit 1 ;;
esac

# The program, and its console twin (src/bin/tablekeeper-console.rs),
# shipped as tablekeeper.com beside it: typed `tablekeeper`, cmd and
# PowerShell run the .com first and wait for it.
step "cargo build --profile $profile --target $triple"
cargo build --profile "$profile" --target "$triple" --bin tablekeeper --bin tablekeeper-console
case $profile in dev) dir=debug ;; *) dir=$profile ;; esac
exe=$target_dir/$triple/$dir/tablekeeper.exe
com=$target_dir/$triple/$dir/tablekeeper-console.exe
case $exe in /*) ;; *) exe=$PWD/$exe com=$PWD/$com ;; esac
for program in "$exe" "$com"; do
  [ -s "$program" ] || { echo "packaging (windows): no $program" >&2; exit 1; }
  step "$program needs only Windows' own DLLs"
  # mingw's runtime DLLs (libgcc_s_seh-1.dll, libwinpthread-1.dll,
  # libstdc++-6.dll) are not on a Windows machine: linked in, or no start.
  x86_64-w64-mingw32-objdump -f "$program" | grep -q 'file format pei-x86-64' || {
    echo "packaging (windows): $program is no 64-bit Windows program" >&2
    exit 1
  }
  dlls=$(x86_64-w64-mingw32-objdump -p "$program" | sed -n 's/^\s*DLL Name: //p' | sort -uf)
  echo "$dlls" | tr '\n' ' ' | fold -s -w 76 | sed 's/^/  /'
  echo
  if echo "$dlls" | grep -qi '^lib'; then
    echo "packaging (windows): $program needs mingw's runtime: $(echo "$dlls" | grep -i '^lib' | tr '\n' ' ')" >&2
    exit 1
  fi
done
# The twin is a console program (subsystem 3), the window's is not (2).
[ "$(x86_64-w64-mingw32-objdump -p "$com" | awk '$1 == "Subsystem" { print $2 }')" = 00000003 ] || {
  echo "packaging (windows): $com is not a console program" >&2
  exit 1
}

rm -rf "$out"
mkdir -p "$out/docs"
# Text for Windows: CRLF line ends (older Notepads show one long line else).
crlf() { sed 's/\r*$/\r/' "$1" > "$2"; }
crlf LICENSE "$out/docs/LICENSE.txt"
crlf packaging/THIRD-PARTY-LICENSES.txt "$out/docs/THIRD-PARTY-LICENSES.txt"
# The installer's icon (the program's own icon resource is build.rs's), from
# the rendered PNGs: every size Windows shows, up to 256.
app_id=io.github.tablekeeper.Tablekeeper
sizes=(16 24 32 48 64 128 256)
pngs=()
for size in "${sizes[@]}"; do pngs+=("icons/hicolor/${size}x${size}/apps/$app_id.png"); done
convert "${pngs[@]}" "$out/tablekeeper.ico"

setup=Tablekeeper-$version-setup.exe
step "makensis: $out/$setup"
# makensis reads the script's paths from the script's folder: absolute ones.
makensis -V2 -WX \
  -DVERSION="$version" -DVERSION4="$version4" \
  -DEXE="$exe" -DCOM="$com" -DDOCS="$PWD/$out/docs" -DICON="$PWD/$out/tablekeeper.ico" \
  -DOUTFILE="$PWD/$out/$setup" packaging/windows/tablekeeper.nsi
[ -s "$out/$setup" ] || { echo "packaging (windows): makensis made no $out/$setup" >&2; exit 1; }

zip=Tablekeeper-$version-portable.zip
step "zip: $out/$zip"
folder=$out/zip/Tablekeeper-$version
mkdir -p "$folder"
cp "$exe" "$folder/tablekeeper.exe"
cp "$com" "$folder/tablekeeper.com"
crlf packaging/windows/portable "$folder/portable"
sed "s/@VERSION@/$version/" packaging/windows/README-portable.txt > "$out/README.txt"
crlf "$out/README.txt" "$folder/README.txt"
cp "$out/docs/LICENSE.txt" "$out/docs/THIRD-PARTY-LICENSES.txt" "$folder/"
# The same zip from the same commit: every file dated as the commit.
when=$(git log -1 --format=%cd --date=format:%Y%m%d%H%M.%S 2>/dev/null || date +%Y%m%d%H%M.%S)
find "$out/zip" -exec touch -t "$when" {} +
(cd "$out/zip" && find "Tablekeeper-$version" | LC_ALL=C sort | zip -q -9 -X -@ "../$zip")
unzip -l "$out/$zip"

step "$out/$setup $(du -h "$out/$setup" | cut -f1), $out/$zip $(du -h "$out/$zip" | cut -f1)"
