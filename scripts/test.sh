#!/usr/bin/env bash
# Installs what is missing and runs every test: pure ones, libcurl against a loopback server,
# and GTK ones on a virtual display (Xvfb) inside a private D-Bus session.
# Arguments go to `swift test`, e.g. scripts/test.sh --filter AdaptiveTests
set -euo pipefail
. "$(dirname "$0")/setup.sh" xvfb xauth dbus-daemon python3
swift build --build-tests
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" XDG_DATA_HOME="$home/data"
export GSK_RENDERER=cairo GSETTINGS_BACKEND=memory G_DEBUG=fatal-criticals NO_AT_BRIDGE=1
xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- swift test --skip-build --disable-swift-testing "$@"
