#!/usr/bin/env bash
# Installs what is missing and runs every test on a virtual display (Xvfb) inside a private
# D-Bus session: the translations against the sources, the end-to-end acceptance path through
# AT-SPI (in English, Russian and Hebrew), an install into a temporary prefix (validated,
# launched, D-Bus activated), then `swift test` (pure tests, libcurl against a loopback
# server, GTK tests).
# Arguments go to `swift test`, e.g. scripts/test.sh --filter AdaptiveTests
set -euo pipefail
if [ "${1:-}" != "--inside" ]; then
    . "$(dirname "$0")/setup.sh" xvfb xauth dbus-daemon python3 python3-gi gir1.2-atspi-2.0 at-spi2-core xdotool gnome-keyring meson ninja-build appstream desktop-file-utils xdg-desktop-portal xdg-desktop-portal-gtk dconf-service dconf-gsettings-backend gsettings-desktop-schemas
    swift build --build-tests
    # The session's desktop services (dconf, the settings portal) keep their state here, not
    # in the user's own configuration: a test changes the desktop's color scheme.
    export XDG_CONFIG_HOME="${TMPDIR:-/tmp}/photomania-session-$$"
    exec xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- bash "$PHOTOMANIA_ROOT/scripts/test.sh" --inside "$@"
fi
shift
. "$(dirname "$0")/test-environment.sh"
bash Tests/Translation/translation-test.sh
/usr/bin/python3 -W ignore Tests/EndToEnd/acceptance.py .build/debug/photomania data/sample/feed.json
bash Tests/Install/install-test.sh
swift test --skip-build --disable-swift-testing "$@"
