#!/usr/bin/env bash
# Writes, from Cargo.lock, with cargo-about (about.toml: the accepted
# licences; packaging/about/: the templates):
#   packaging/THIRD-PARTY-LICENSES.txt  every crate in the binary, under the
#       licence it is used under, with that crate's own licence text and
#       copyright notice, and the Fira Sans font's OFL;
#   packaging/debian/copyright          the .deb's machine-readable copyright
#       file: Tablekeeper's MIT licence, and every licence in the binary.
# The .rpm's License tag is read from the latter (packaging/build.sh).
# cargo-about fails, and so does this, when a crate comes under no licence
# about.toml accepts.
#
# Usage: packaging/licenses.sh          write both files
#        packaging/licenses.sh --check  fail if either is not what it would write
# Needs: cargo-about (cargo install --locked --features cli cargo-about@0.9.3).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo-about >/dev/null || {
  echo "licenses: missing cargo-about (see the top of $0)" >&2
  exit 2
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every crate in Cargo.lock, for every platform (a build fetches only the
# host's), so that cargo-about can run --offline: the crates' own files
# only, never a licence database on the network, so the output depends on
# Cargo.lock alone.
cargo fetch --locked --quiet
# One run (it reads every crate's files) for both: both.hbs is notice.hbs,
# a line "@@@@ copyright", then copyright.hbs.
if ! cargo about generate --locked --offline --fail -n both -o "$work/both" packaging/about 2>"$work/about.log"; then
  cat "$work/about.log" >&2
  echo "licenses: cargo-about failed (above): a crate under a licence about.toml does not accept?" >&2
  exit 1
fi
awk -v notice="$work/THIRD-PARTY-LICENSES.txt" -v copyright="$work/copyright.raw" '
  /^@@@@ copyright$/ { to = copyright; next }
  { print > (to ? to : notice) }
' "$work/both"

# DEP-5: one License paragraph per licence (cargo-about lists a text per
# crate), every text line indented by one space, an empty one written " .";
# those Debian keeps in /usr/share/common-licenses named there instead.
# Tablekeeper's own MIT paragraph is packaging/LICENSE's text, last.
awk '
  /^@@license / { id = $2; block = 1; keep = id != "MIT" && !(id in seen); seen[id] = 1; n = 0; next }
  /^@@end$/ {
    if (keep) {
      first = 1; while (first <= n && text[first] == "") first++
      while (n >= first && text[n] == "") n--
      print "\nLicense: " id
      if (id == "Apache-2.0" || id == "MPL-2.0") {
        print " On Debian systems, the full text of the " id " licence is in"
        print " /usr/share/common-licenses/" id "."
      } else {
        for (i = first; i <= n; i++) print (text[i] == "" ? " ." : " " text[i])
      }
    }
    block = 0; next
  }
  block { sub(/[ \t\r]+$/, ""); text[++n] = $0; next }
  { print }
' "$work/copyright.raw" | cat -s > "$work/copyright"
{
  printf '\nLicense: MIT\n'
  tail -n +5 packaging/LICENSE | sed -e 's/^$/./' -e 's/^/ /'
} >> "$work/copyright"
if [ "${1:-}" = --check ]; then
  stale=0
  for pair in "THIRD-PARTY-LICENSES.txt packaging/THIRD-PARTY-LICENSES.txt" "copyright packaging/debian/copyright"; do
    set -- $pair
    if ! cmp -s "$work/$1" "$2"; then
      diff -u "$2" "$work/$1" | head -40 >&2 || true
      echo "licenses: $2 is out of date (Cargo.lock changed?): run packaging/licenses.sh and commit it" >&2
      stale=1
    fi
  done
  exit $stale
fi
cp "$work/THIRD-PARTY-LICENSES.txt" packaging/THIRD-PARTY-LICENSES.txt
cp "$work/copyright" packaging/debian/copyright
echo "licenses: wrote packaging/THIRD-PARTY-LICENSES.txt and packaging/debian/copyright"
