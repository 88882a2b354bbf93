#!/usr/bin/env bash
# Runs the XCTest suite once more built with a sanitizer: scripts/sanitize.sh address|thread.
# Any report fails the run. Builds into .build/<sanitizer>, beside the normal build.
# Extra arguments go to `swift test`, e.g. --filter PhotoFeedTests
set -euo pipefail
sanitizer=${1:?address or thread}
shift
if [ "${1:-}" != "--inside" ]; then
    . "$(dirname "$0")/setup.sh" xvfb xauth dbus-daemon gnome-keyring xdg-desktop-portal xdg-desktop-portal-gtk dconf-service dconf-gsettings-backend gsettings-desktop-schemas
    cd "$PHOTOMANIA_ROOT"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build/$sanitizer" -Xswiftc -use-ld=lld
    export XDG_CONFIG_HOME="${TMPDIR:-/tmp}/photomania-session-$$" # the session's desktop services' state (see test.sh)
    exec xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- bash "$PHOTOMANIA_ROOT/scripts/sanitize.sh" "$sanitizer" --inside "$@"
fi
shift
. "$(dirname "$0")/test-environment.sh"
# GLib, fontconfig and GTK keep process-lifetime caches that LeakSanitizer would call leaks;
# leaks are checked by the ownership tests instead.
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=0"
export TSAN_OPTIONS="halt_on_error=1:abort_on_error=1"
bounded 25 swift test --skip-build --disable-swift-testing --sanitize="$sanitizer" --scratch-path ".build/$sanitizer" "$@"
