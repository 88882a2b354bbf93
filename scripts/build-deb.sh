#!/usr/bin/env bash
# Builds the Debian package from a clean clone of the checkout's HEAD (what is committed, not
# what is only in the work tree): photomania_VERSION_ARCH.deb, its -dbgsym and the .changes,
# in OUTPUT_DIR (default .build/deb), with `dpkg-buildpackage -us -uc -b`. Installs (as root)
# the build dependencies debian/control names, and finds the Swift toolchain, the one build
# tool from outside Debian, as setup.sh does.
# Usage: scripts/build-deb.sh [OUTPUT_DIR]
#   then: sudo apt-get install ./.build/deb/photomania_*_amd64.deb
set -euo pipefail
out=$(realpath -m "${1:-$(dirname "$0")/../.build/deb}")
. "$(dirname "$0")/setup.sh" dpkg-dev debhelper git

# What debian/control asks to build with, as dpkg-checkbuilddeps finds it missing.
missing=$(dpkg-checkbuilddeps 2>&1 | sed -n 's/^dpkg-checkbuilddeps: error: Unmet build dependencies: //p' | sed 's/([^)]*)//g; s/|[^ ]*//g')
if [ -n "$missing" ]; then
    [ "$(id -u)" -eq 0 ] || { echo "photomania: missing build dependencies; as root: apt-get install $missing" >&2; exit 1; }
    echo "photomania: installing $missing" >&2
    # shellcheck disable=SC2086 # one package a word
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

rm -rf "$out"
mkdir -p "$out"
git clone --quiet "$PHOTOMANIA_ROOT" "$out/photomania"
if ! (cd "$out/photomania" && dpkg-buildpackage -us -uc -b) >"$out/build.log" 2>&1; then
    tail -40 "$out/build.log"
    echo "photomania: dpkg-buildpackage failed; the whole log is $out/build.log" >&2
    exit 1
fi
rm -rf "$out/photomania"
ls "$out"/*.deb
