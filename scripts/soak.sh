#!/usr/bin/env bash
# Runs the display suites ROUNDS times (10 unless given), on X11 and on Wayland, with both cores
# kept busy by stress-ng: a test that passes alone but fails under load, on one display server,
# or after other tests shows up here. Each round runs the suites' test classes in a new random
# grouping, a process a group, so each class runs after a different set of others; the test base
# fails any test that leaves something on the application they share (docs/testing.md).
# Prints each group's result, then the rounds, the failures and the seed that replays them.
# Usage: scripts/soak.sh [ROUNDS] [SEED]
set -euo pipefail
if [ "${1:-}" = "--inside" ]; then
    shift
    . "$(dirname "$0")/test-environment.sh"
    bounded 20 swift test --skip-build --ignore-lock --disable-swift-testing "$@"
    exit
fi
rounds=${1:-10}
seed=${2:-$RANDOM}
set -- # setup.sh takes its arguments as extra packages
. "$(dirname "$0")/setup.sh" stress-ng xvfb xauth dbus-daemon at-spi2-core xdotool gnome-keyring xdg-desktop-portal \
    xdg-desktop-portal-gtk dconf-service dconf-gsettings-backend gsettings-desktop-schemas weston libweston-10-dev gcc
. scripts/sessions.sh
swift build --build-tests "${swift_flags[@]}"
this=$PHOTOMANIA_ROOT/scripts/soak.sh
classes=$(swift test list --skip-build 2>/dev/null | grep -E '^(AdaptiveGtkTests|GtkKitTests|PhotomaniaTests|BookmarksTests|CountriesTests)\.' \
    | cut -d/ -f1 | sort -u)
[ -n "$classes" ] || { echo "soak: no display suite found" >&2; exit 1; }

stress-ng --cpu "$(nproc)" --quiet &
stress=$!
trap 'kill "$stress" 2>/dev/null || true' EXIT

groups=3
failures=0
runs=0
for round in $(seq "$rounds"); do
    shuffled=$(shuf --random-source=<(yes "$seed-$round") <<<"$classes")
    for display in x11 wayland; do
        for group in $(seq 0 $((groups - 1))); do
            members=$(awk -v g="$group" -v n="$groups" '(NR - 1) % n == g' <<<"$shuffled" | paste -sd '|')
            filter="^($members)/"
            log=$(mktemp)
            status=0
            case $display in
                x11) x11_session 300 bash "$this" --inside --filter "$filter" >"$log" 2>&1 || status=$? ;;
                wayland) bash Tests/Wayland/wayland-session.sh bash "$this" --inside --filter "$filter" >"$log" 2>&1 || status=$? ;;
            esac
            runs=$((runs + 1))
            summary=$(grep -E 'Executed [0-9]+ tests?' "$log" | tail -1 | sed -E 's/^[[:space:]]*//')
            if [ "$status" -eq 0 ]; then
                echo "soak: round $round, $display, group $((group + 1)): passed ($summary)"
            else
                failures=$((failures + 1))
                echo "soak: round $round, $display, group $((group + 1)): FAILED ($summary); classes: $members"
                grep -E "error:|failed \(|did not finish|Fatal error" "$log" | grep -v 'Could not connect' | head -20
            fi
            rm -f "$log"
        done
    done
done
echo "soak: $rounds rounds, $runs runs, $failures failed (seed $seed: scripts/soak.sh $rounds $seed replays the order)"
[ "$failures" -eq 0 ]
