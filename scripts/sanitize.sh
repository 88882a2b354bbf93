#!/usr/bin/env bash
# Runs the XCTest suite again, built with sanitizers: scripts/sanitize.sh [--build-only]
# address|thread… [-- swift test arguments], e.g. scripts/sanitize.sh thread -- --filter PhotoFeedTests.
# Each build (.build/<sanitizer>, beside the normal one) makes the test bundle and the helpers
# its tests start, nothing else (--build-only stops there: CI builds while the suites run);
# then the suites run side by side, each in its own session (sessions.sh). AddressSanitizer
# runs every suite; ThreadSanitizer the suites that run code on more than one thread (the
# transfer thread, the store's writer, decoding queues, D-Bus replies): the app's, the feed's
# and GtkKit's, not the pure suites nor the toolkit's controllers, which run on the main thread
# alone. Any report fails the run.
set -euo pipefail
if [ "${1:-}" != "--inside" ]; then
    build_only=false
    if [ "${1:-}" = --build-only ]; then
        build_only=true
        shift
    fi
    sanitizers=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do
        case $1 in
            address | thread) sanitizers+=("$1") ;;
            *) echo "sanitize: no sanitizer '$1' (address or thread)" >&2; exit 2 ;;
        esac
        shift
    done
    [ ${#sanitizers[@]} -gt 0 ] || { echo "usage: scripts/sanitize.sh address|thread… [-- swift test arguments]" >&2; exit 2; }
    [ $# -eq 0 ] || shift # the --
    arguments=("$@")
    set -- # setup.sh takes its arguments as extra packages
    . "$(dirname "$0")/setup.sh" xvfb xauth dbus-daemon gnome-keyring xdg-desktop-portal xdg-desktop-portal-gtk dconf-service dconf-gsettings-backend gsettings-desktop-schemas
    . scripts/sessions.sh
    for sanitizer in "${sanitizers[@]}"; do
        for product in PhotomaniaPackageTests store-writer off-main-callback icon-theme-start; do
            swift build --product "$product" --sanitize="$sanitizer" --scratch-path ".build/$sanitizer" \
                -Xswiftc -use-ld=lld "${swift_flags[@]}"
        done
    done
    if $build_only; then exit; fi
    this=$PHOTOMANIA_ROOT/scripts/sanitize.sh
    address() { x11_session 100 bash "$this" --inside address "${arguments[@]}"; }
    thread() { x11_session 200 bash "$this" --inside thread "${arguments[@]}"; }
    side_by_side "${sanitizers[@]}"
    exit
fi
sanitizer=$2
shift 2
. "$(dirname "$0")/test-environment.sh"
# GLib, fontconfig and GTK keep process-lifetime caches that LeakSanitizer would call leaks;
# leaks are checked by the ownership tests instead.
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=0"
export TSAN_OPTIONS="halt_on_error=1:abort_on_error=1"
# The suites whose code runs on one thread only, left out under ThreadSanitizer in a full run.
[ "$sanitizer" != thread ] || [ $# -gt 0 ] \
    || set -- --skip '^(AdaptiveTests|ListDiffTests|RoutingTests|LocalizationTests|ObservingTests|BrowsingTests|AdaptiveGtkTests|BookmarksTests|CountriesTests)\.'
bounded 25 swift test --skip-build --disable-swift-testing --sanitize="$sanitizer" --scratch-path ".build/$sanitizer" "$@"
