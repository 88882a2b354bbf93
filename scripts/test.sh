#!/usr/bin/env bash
# Installs what is missing and runs every test inside a private D-Bus session, first on X11 (a
# virtual display, Xvfb): the translations against the sources, the end-to-end acceptance
# path through AT-SPI (in English, Russian and Hebrew), an install into a temporary prefix
# (validated, launched, D-Bus activated), then `swift test` (pure tests, libcurl against a
# loopback server, GTK tests); then on Wayland (a headless weston with a test seat): the
# acceptance path and `swift test` again.
# Arguments go to `swift test`, e.g. scripts/test.sh --filter AdaptiveTests
set -euo pipefail
if [ "${1:-}" != "--inside" ]; then
    . "$(dirname "$0")/setup.sh" xvfb xauth dbus-daemon python3 python3-gi gir1.2-atspi-2.0 at-spi2-core xdotool gnome-keyring meson ninja-build appstream desktop-file-utils xdg-desktop-portal xdg-desktop-portal-gtk dconf-service dconf-gsettings-backend gsettings-desktop-schemas weston libweston-10-dev gcc
    swift build --build-tests
    # The session's desktop services (dconf, the settings portal) keep their state here, not
    # in the user's own configuration: a test changes the desktop's color scheme.
    export XDG_CONFIG_HOME="${TMPDIR:-/tmp}/photomania-session-$$"
    echo "== On X11 (Xvfb)"
    xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- bash "$PHOTOMANIA_ROOT/scripts/test.sh" --inside x11 "$@"
    echo "== On Wayland (headless weston)"
    exec bash Tests/Wayland/wayland-session.sh bash "$PHOTOMANIA_ROOT/scripts/test.sh" --inside wayland "$@"
fi
display=$2
shift 2
. "$(dirname "$0")/test-environment.sh"
if [ "$display" = x11 ]; then
    bounded 5 bash Tests/Translation/translation-test.sh
    bounded 10 /usr/bin/python3 -W ignore Tests/EndToEnd/acceptance.py .build/debug/photomania data/sample/feed.json
    bounded 15 bash Tests/Install/install-test.sh
else
    bounded 10 /usr/bin/python3 -W ignore Tests/EndToEnd/acceptance.py .build/debug/photomania data/sample/feed.json
fi
bounded 20 swift test --skip-build --disable-swift-testing "$@"
