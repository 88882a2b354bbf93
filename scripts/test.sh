#!/usr/bin/env bash
# Installs what is missing and runs every test, in sessions side by side (see sessions.sh):
# on X11 (a virtual display, Xvfb), `swift test` (pure tests, libcurl against a loopback server,
# GTK tests); on another X display, the translations against the sources, the man page and the
# help against the binary and yelp-check, the end-to-end acceptance path through AT-SPI (in
# English, Russian and Hebrew) and an install into a temporary prefix (validated, launched, D-Bus
# activated); on Wayland (a headless weston with a test seat), the acceptance path and `swift
# test` again, but for the suites that use no display (the same code on either). Its `swift
# test` starts after the acceptance path: SwiftPM's instances never start at the same moment.
# Arguments go to `swift test`, e.g. scripts/test.sh --filter AdaptiveTests; --build-only
# installs what the tests need and builds them, then stops (CI, before it builds more beside them).
set -euo pipefail
# The suites without GTK: Wayland leaves them out of a full run (the same code as on X11).
pure='^(AdaptiveTests|ListDiffTests|RoutingTests|LocalizationTests|ObservingTests|BrowsingTests|LibraryTests|PhotoFeedTests)\.'
if [ "${1:-}" != "--inside" ]; then
    build_only=false
    if [ "${1:-}" = --build-only ]; then
        build_only=true
        shift
    fi
    . "$(dirname "$0")/setup.sh" xvfb xauth poppler-utils dbus-daemon python3 python3-gi gir1.2-atspi-2.0 at-spi2-core xdotool gnome-keyring meson ninja-build appstream desktop-file-utils xdg-desktop-portal xdg-desktop-portal-gtk man-db yelp-tools itstool dpkg-dev dconf-service dconf-gsettings-backend gsettings-desktop-schemas weston libweston-10-dev gcc
    . scripts/sessions.sh
    swift build --build-tests "${swift_flags[@]}"
    if $build_only; then exit; fi
    arguments=("$@")
    this=$PHOTOMANIA_ROOT/scripts/test.sh
    x11_tests() { x11_session 100 bash "$this" --inside x11 "${arguments[@]}"; }
    x11_desktop() { x11_session 200 bash "$this" --inside desktop; }
    wayland() { bash Tests/Wayland/wayland-session.sh bash "$this" --inside wayland "${arguments[@]}"; }
    side_by_side x11_tests x11_desktop wayland
    exit
fi
session=$2
shift 2
. "$(dirname "$0")/test-environment.sh"
acceptance() { bounded 10 /usr/bin/python3 -W ignore Tests/EndToEnd/acceptance.py .build/debug/photomania data/sample/feed.json; }
# The built suite, run without SwiftPM's lock on .build: it builds nothing, and the other
# session runs it at the same time.
suite() { bounded 20 swift test --skip-build --ignore-lock --disable-swift-testing "$@"; }
case $session in
    desktop)
        bounded 5 bash Tests/Translation/translation-test.sh
        bounded 5 bash Tests/Documentation/documentation-test.sh .build/debug/photomania
        acceptance
        bounded 15 bash Tests/Install/install-test.sh
        ;;
    x11)
        suite "$@"
        ;;
    wayland)
        acceptance
        [ $# -gt 0 ] || set -- --skip "$pure"
        suite "$@"
        ;;
esac
