#!/usr/bin/env bash
# Builds the Linux packages from one binary and checks them: the .deb
# (cargo-deb, then lintian: no error or warning) and the .rpm
# (cargo-generate-rpm, then `rpm -qip`), the desktop entry
# (desktop-file-validate) and the AppStream metainfo (appstreamcli), and
# compares the two packages' file lists. Writes to target/packaging/.
#
# Usage: packaging/build.sh [PROFILE]   (dist by default, the profile
# that is handed out; release reuses `cargo build --release`)
# Needs: cargo-deb, cargo-generate-rpm (cargo install), lintian,
# desktop-file-utils, appstream, rpm (apt-get install).
set -euo pipefail
cd "$(dirname "$0")/.."
profile=${1:-dist}
app_id=io.github.tablekeeper.Tablekeeper
out=target/packaging
target_dir=${CARGO_TARGET_DIR:-target}

missing=()
for tool in cargo-deb cargo-generate-rpm lintian desktop-file-validate appstreamcli rpm dpkg-deb gzip strip; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "packaging: missing ${missing[*]} (see the top of $0)" >&2
  exit 2
fi
step() { echo "packaging: $*"; }

step "desktop-file-validate"
desktop-file-validate "packaging/linux/$app_id.desktop"
step "appstreamcli validate --no-net"
appstreamcli validate --no-net --explain "packaging/linux/$app_id.metainfo.xml"

step "cargo build --profile $profile"
cargo build --profile "$profile" --bin tablekeeper
rm -rf "$out"
mkdir -p "$out"
gzip -9n --stdout packaging/man/tablekeeper.1 > "$out/tablekeeper.1.gz"
# cargo-deb strips its own copy; the .rpm takes this one.
strip --strip-unneeded -o "$out/tablekeeper" "$target_dir/$profile/tablekeeper"

step "cargo deb"
cargo deb --no-build --profile "$profile" --output "$out/"
deb=$(ls "$out"/tablekeeper_*.deb)
step "cargo generate-rpm"
cargo generate-rpm --profile "$profile" --output "$out/"
rpm=$(ls "$out"/tablekeeper-*.rpm)

step "lintian $deb"
# --fail-on: no error or warning may pass; info tags are shown, not fatal.
lintian --fail-on error,warning --display-info --tag-display-limit 0 "$deb"

step "rpm -qip $rpm"
rpm -qip "$rpm"
rpm -qp --requires "$rpm" | sed 's/^/  requires: /'

step "the .deb and the .rpm install the same files"
# Where each system keeps what the other keeps elsewhere (see Cargo.toml).
dpkg-deb --contents "$deb" | awk '{print $6}' | grep -v '/$' | sed 's|^\./|/|' \
  | sed 's|^/usr/share/zsh/vendor-completions/|/usr/share/zsh/site-functions/|' \
  | grep -vxF -e /usr/share/doc/tablekeeper/changelog.Debian.gz -e /usr/share/doc/tablekeeper/copyright \
    -e /usr/share/lintian/overrides/tablekeeper \
  | sort > "$out/deb.files"
rpm -qlp "$rpm" | grep -vxF /usr/share/licenses/tablekeeper/LICENSE | sort > "$out/rpm.files"
if ! diff -u "$out/deb.files" "$out/rpm.files"; then
  echo "packaging: the .deb and the .rpm differ (above: - only in the .deb, + only in the .rpm)" >&2
  exit 1
fi
step "$(wc -l < "$out/deb.files") files in both; $deb $(du -h "$deb" | cut -f1), $rpm $(du -h "$rpm" | cut -f1)"
