#!/usr/bin/env bash
# Builds the Linux packages from one binary and checks them: the .deb
# (cargo-deb, then lintian: no error or warning) and the .rpm (rpmbuild
# from a spec written here, with the .deb's files, then rpmlint: no error),
# the desktop entry (desktop-file-validate), the AppStream metainfo
# (appstreamcli), that the licence files are current (licenses.sh), and
# compares the two packages' file lists. Writes to target/packaging/.
#
# The maintainer is whoever builds the packages, as for Debian's own tools:
# DEBFULLNAME and DEBEMAIL, else git's user.name and user.email. It is
# written into the .deb's control file and changelog (packaging/debian/
# changelog's @MAINTAINER@) and the .rpm's Packager and changelog; nothing
# in the repository names one.
#
# Usage: packaging/build.sh [PROFILE]   (dist by default, the profile
# that is handed out; release reuses `cargo build --release`)
# Needs: cargo-deb, cargo-about (cargo install), lintian, rpmlint,
# desktop-file-utils, appstream, rpm (apt-get install).
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${1:-dist}
app_id=io.github.tablekeeper.Tablekeeper
out=target/packaging
target_dir=${CARGO_TARGET_DIR:-target}

missing=()
for tool in cargo-deb cargo-about lintian rpmlint desktop-file-validate appstreamcli rpm rpmbuild dpkg-deb gzip strip; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "packaging: missing ${missing[*]} (see the top of $0)" >&2
  exit 2
fi
step() { echo "packaging: $*"; }

name=${DEBFULLNAME:-$(git config user.name || true)}
email=${DEBEMAIL:-$(git config user.email || true)}
if [ -z "$name" ] || [ -z "$email" ]; then
  echo "packaging: who maintains these packages? Set DEBFULLNAME and DEBEMAIL (or git's user.name and user.email)" >&2
  exit 2
fi
maintainer="$name <$email>"
step "maintainer: $maintainer"

step "desktop-file-validate"
desktop-file-validate "packaging/linux/$app_id.desktop"
step "appstreamcli validate --no-net"
appstreamcli validate --no-net --explain "packaging/linux/$app_id.metainfo.xml"

step "cargo build --profile $profile"
cargo build --profile "$profile" --bin tablekeeper
# How much of the start-up order (build.rs) this build could follow: a
# list gone stale (code or dependencies changed) still builds, but the
# window's start then touches more memory. Regenerate it with
# benches/startup_order.py when this count falls.
map=$(ls -t "$target_dir/$profile"/build/tablekeeper-*/out/tablekeeper.map 2>/dev/null | head -1 || true)
if [ -n "$map" ]; then
  found=$(grep -oE ':\(\.text\.[^)]+\)$' "$map" | sed -E 's/^:\(\.text\.//; s/\)$//' | sort -u \
    | comm -12 - <(sort -u packaging/startup-order.txt) | wc -l)
  step "start-up order: $found of $(wc -l < packaging/startup-order.txt) symbols found in this build"
else
  step "start-up order: not applied (no LLD link map)"
fi
step "the licence files are current (packaging/licenses.sh --check)"
started=$SECONDS
packaging/licenses.sh --check
step "licences checked in $((SECONDS - started)) s"

rm -rf "$out"
mkdir -p "$out/doc/games"
gzip -9n --stdout packaging/man/tablekeeper.1 > "$out/tablekeeper.1.gz"
# Debian compresses what is in /usr/share/doc (the .rpm takes them as
# they are, from the .deb).
for doc in docs/session-format.md docs/games/*.md packaging/THIRD-PARTY-LICENSES.txt; do
  case $doc in docs/games/*) to=$out/doc/games ;; *) to=$out/doc ;; esac
  gzip -9n --stdout "$doc" > "$to/$(basename "$doc").gz"
done
awk -v m="$maintainer" '{ i = index($0, "@MAINTAINER@"); if (i) $0 = substr($0, 1, i - 1) m substr($0, i + 12); print }' \
  packaging/debian/changelog > "$out/changelog"

step "cargo deb"
cargo deb --no-build --profile "$profile" --maintainer "$maintainer" --output "$out/"
deb=$(ls "$out"/tablekeeper_*.deb)

step "lintian $deb"
# --fail-on: no error or warning may pass; info tags are shown, not fatal.
lintian --fail-on error,warning --display-info --tag-display-limit 0 "$deb"

# The .rpm holds the .deb's files, where RPM distributions keep them: the
# documents uncompressed, the licence texts in /usr/share/licenses, zsh's
# completions in site-functions; Debian's own files left out.
step "rpmbuild"
root=$out/rpm/root
mkdir -p "$root"
dpkg-deb -x "$deb" "$root"
doc=$root/usr/share/doc/tablekeeper
rm -r "$doc/changelog.Debian.gz" "$doc/copyright" "$root/usr/share/lintian"
mkdir -p "$root/usr/share/licenses/tablekeeper"
cp packaging/LICENSE "$root/usr/share/licenses/tablekeeper/LICENSE"
gzip -d --stdout "$doc/THIRD-PARTY-LICENSES.txt.gz" > "$root/usr/share/licenses/tablekeeper/THIRD-PARTY-LICENSES.txt"
rm "$doc/THIRD-PARTY-LICENSES.txt.gz"
find "$doc" -name '*.gz' -exec gzip -d {} +
mv "$root/usr/share/zsh/vendor-completions" "$root/usr/share/zsh/site-functions"

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
summary=$(sed -n 's/^description = "\(.*\)"$/\1/p' Cargo.toml | head -1)
# Every licence in the binary, as packaging/debian/copyright lists them
# (DEP-5 writes "and", SPDX "AND").
license=$(sed -n 's/^License: \(.* and .*\)$/\1/p' packaging/debian/copyright | head -1 | sed 's/ and / AND /g')
[ -n "$license" ] || { echo "packaging: no licence list in packaging/debian/copyright" >&2; exit 1; }
{
  cat <<EOF
# Written by packaging/build.sh: the files are the .deb's.
%global debug_package %{nil}
# The binary is stripped, the man page compressed already.
%global __os_install_post %{nil}
%define _build_id_links none
Name: tablekeeper
Version: $version
Release: 1
Summary: $summary
License: $license
Group: Amusements/Games
Packager: $maintainer
# The window's libraries, which winit opens at run time (the .deb's Depends).
Requires: libX11.so.6()(64bit)
Requires: libX11-xcb.so.1()(64bit)
Requires: libXcursor.so.1()(64bit)
Requires: libXrandr.so.2()(64bit)
Requires: libXi.so.6()(64bit)
Requires: libxkbcommon.so.0()(64bit)
Requires: libxkbcommon-x11.so.0()(64bit)
Requires: libwayland-client.so.0()(64bit)
# File dialogs: the desktop portal, else zenity (the .deb's Recommends).
Recommends: (xdg-desktop-portal-gtk or zenity)

%description
EOF
  # The .deb's extended description, one paragraph.
  sed -n '/^extended-description = """\\$/,/"""$/p' Cargo.toml | sed -e '1d' -e 's/"""$//' -e 's/ *\\$//' \
    | tr '\n' ' ' | fold -s -w 76 | sed 's/ *$//'
  echo
  echo
  echo '%install'
  echo "cp -a $PWD/$root/. %{buildroot}/"
  echo
  echo '%files'
  # Our directories (the others belong to the system and to icon themes or shells).
  echo '%dir /usr/share/doc/tablekeeper'
  echo '%dir /usr/share/doc/tablekeeper/games'
  echo '%dir /usr/share/licenses/tablekeeper'
  (cd "$root" && find . -type f | sed 's|^\.||' | sort) | while read -r file; do
    case $file in
      /usr/share/licenses/*) echo "%license $file" ;;
      /usr/share/doc/*) echo "%doc $file" ;;
      *) echo "$file" ;;
    esac
  done
  echo
  echo '%changelog'
  # The Debian changelog (packaging/debian/changelog, filled in), each
  # entry as RPM writes it.
  awk -v maintainer="$maintainer" '
    /^[a-z]/ { split($2, v, /[()]/); version = v[2]; n = 0; next }
    /^  \* / { items[++n] = "- " substr($0, 5); next }
    /^    / { items[n] = items[n] " " substr($0, 5); next }
    /^ -- / {
      date = substr($0, index($0, ">  ") + 3)
      split(date, d, /[ ,]+/)
      printf "* %s %s %s %s %s - %s\n", d[1], d[3], d[2], d[4], maintainer, version
      for (i = 1; i <= n; i++) print items[i]
      print ""
    }
  ' "$out/changelog"
} > "$out/rpm/tablekeeper.spec"
rpmbuild -bb --quiet --define "_topdir $PWD/$out/rpm/build" --define "_rpmdir $PWD/$out" \
  --define "_build_name_fmt %%{NAME}-%%{VERSION}-%%{RELEASE}.%%{ARCH}.rpm" "$out/rpm/tablekeeper.spec"
rpm=$(ls "$out"/tablekeeper-*.rpm)

step "rpmlint $rpm"
# packaging/rpmlint.toml says which warnings are expected and why; any
# error, and any other warning, fails.
rpmlint --strict -c packaging/rpmlint.toml "$rpm"
rpm -qip "$rpm"
rpm -qp --requires --recommends "$rpm" | sed 's/^/  requires or recommends: /'

step "the .deb and the .rpm install the same files"
# Where each system keeps what the other keeps elsewhere.
dpkg-deb --contents "$deb" | awk '{print $6}' | grep -v '/$' | sed 's|^\./|/|' \
  | sed -e 's|^/usr/share/zsh/vendor-completions/|/usr/share/zsh/site-functions/|' \
    -e 's|^\(/usr/share/doc/.*\)\.gz$|\1|' \
    -e 's|^/usr/share/doc/tablekeeper/THIRD-PARTY-LICENSES.txt$|/usr/share/licenses/tablekeeper/THIRD-PARTY-LICENSES.txt|' \
  | grep -vxF -e /usr/share/doc/tablekeeper/changelog.Debian -e /usr/share/doc/tablekeeper/copyright \
    -e /usr/share/lintian/overrides/tablekeeper \
  | sort > "$out/deb.files"
rpm -qlp "$rpm" | grep -vxF -e /usr/share/licenses/tablekeeper/LICENSE \
  -e /usr/share/doc/tablekeeper -e /usr/share/doc/tablekeeper/games -e /usr/share/licenses/tablekeeper \
  | sort > "$out/rpm.files"
if ! diff -u "$out/deb.files" "$out/rpm.files"; then
  echo "packaging: the .deb and the .rpm differ (above: - only in the .deb, + only in the .rpm)" >&2
  exit 1
fi
step "$(wc -l < "$out/deb.files") files in both; $deb $(du -h "$deb" | cut -f1), $rpm $(du -h "$rpm" | cut -f1)"
