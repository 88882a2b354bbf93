#!/usr/bin/env bash
# Runs a command on Wayland: a headless weston (its desktop shell, 1600×1200) with the test
# seat (test-seat.c, built here) for a pointer and a keyboard, inside a private D-Bus session
# whose services (the settings portal) also reach that display. GTK is told to use it
# (GDK_BACKEND=wayland) and there is no X display.
# Usage: Tests/Wayland/wayland-session.sh COMMAND [ARGUMENT…]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
runtime=$(mktemp -d)
chmod 700 "$runtime"
compositor=
cleanup() {
    [ -n "$compositor" ] && kill "$compositor" 2>/dev/null
    # The session's document portal may hold its mount in the runtime folder a moment longer.
    for _ in $(seq 20); do rm -rf "$runtime" 2>/dev/null && return 0; sleep 0.25; done
    echo "wayland: $runtime is left behind" >&2
}
trap cleanup EXIT

cc -O2 -Wall -shared -fPIC -o "$runtime/test-seat.so" "$here/test-seat.c" \
    $(pkg-config --cflags --libs libweston-10 libweston-desktop-10 weston)
# The session's desktop services (dconf, the settings portal) keep their state here: a test
# changes the desktop's color scheme.
export XDG_RUNTIME_DIR=$runtime XDG_CONFIG_HOME=$runtime/config PHOTOMANIA_TEST_SEAT=$runtime/test-seat
unset DISPLAY
weston --backend=headless-backend.so --shell=desktop-shell.so --socket=wayland-photomania --width=1600 --height=1200 \
    --idle-time=0 --no-config --modules="$runtime/test-seat.so" --log="$runtime/weston.log" &
compositor=$!
for _ in $(seq 100); do [ -S "$runtime/wayland-photomania" ] && [ -S "$PHOTOMANIA_TEST_SEAT" ] && break; sleep 0.1; done
[ -S "$PHOTOMANIA_TEST_SEAT" ] || { cat "$runtime/weston.log"; echo "wayland: weston did not start" >&2; exit 1; }
export WAYLAND_DISPLAY=wayland-photomania GDK_BACKEND=wayland
dbus-run-session -- "$@"
