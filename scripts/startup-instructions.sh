#!/usr/bin/env bash
# Counts the instructions Photomania's start-up executes, phase by phase, under callgrind: an
# instruction count does not move with the machine's load, so a regression shows as a number
# where a timing would drown in noise. The release build (as scripts/run.sh makes it) opens
# the sample feed asking for its first photo, under Xvfb with the cairo renderer; callgrind
# cuts its profile where each phase begins:
#   process start → main            the dynamic loader, static initialisers
#   main → GTK initialised           the command line, the settings (to gtk_init)
#   GTK and libadwaita initialised   gtk_init, the application registered, adw_init, the style
#                                    sheets, the app's start-up (to the window's creation)
#   the window built                 the controllers and widgets (to gtk_window_present)
#   the first frame laid out         CSS, measuring, layout, snapshot (to its render)
#   the first frame drawn            the render, to the end of the frame (gdk_draw_context_end_frame)
# The counts are of every thread; with --main-thread, of the main thread alone, which is what
# holds up the first frame and does not move with how the other threads (the database's, the
# decode's) happen to overlap the phases: every thread's phases move by a few per cent from run to
# run (2.4% in one phase), the main thread's by under 0.2%.
# Needs valgrind, Xvfb and dbus (apt-get install valgrind xvfb dbus).
# Usage: scripts/startup-instructions.sh [--main-thread]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DISPLAY:-}" ]; then exec xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- bash "$0" "$@"; fi
threads=() suffix=""
if [ "${1:-}" = --main-thread ]; then threads=(--separate-threads=yes) suffix="-01"; fi
swift build -c release --static-swift-stdlib --product photomania >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. scripts/startup-profile.sh
profile_startup "$work" "${threads[@]}" --dump-before=Photomania_main --dump-before=gtk_init --dump-before=gtk_application_window_new \
    --dump-before=gtk_window_present --dump-before=gsk_renderer_render --dump-after=gdk_draw_context_end_frame
# Each dump holds the instructions since the one before, and names what cut it ("desc:
# Trigger: Program termination", "… --dump-before=gtk_init" …); with --main-thread, the main
# thread's dumps are WORK/profile.N-01. A phase ends at the first
# dump its boundary cut; the boundaries come in this order. Callgrind knows the program's
# main as Photomania_main; gtk_init runs twice (the first call does the work, in main; GTK's
# application calls it again at start-up), so its second dump falls in the next phase.
boundaries=("dump-before=Photomania_main" "dump-before=gtk_init" "dump-before=gtk_application_window_new"
            "dump-before=gtk_window_present" "dump-before=gsk_renderer_render" "dump-after=gdk_draw_context_end_frame")
phases=("process start → main" "main → GTK initialised" "GTK and libadwaita initialised"
        "the window built" "the first frame laid out" "the first frame drawn")
dumps=()
while [ -f "$work/profile.$((${#dumps[@]} + 1))$suffix" ]; do dumps+=("$work/profile.$((${#dumps[@]} + 1))$suffix"); done
[ ${#dumps[@]} -gt 0 ] || { cat "$work/valgrind.log" >&2; echo "startup-instructions: callgrind wrote no dump" >&2; exit 1; }
next=0
since=0
total=0
printf '%-34s %15s\n' phase instructions
for dump in "${dumps[@]}"; do
    trigger=$(sed -n 's/^desc: Trigger: //p' "$dump")
    count=$(sed -n 's/^summary: //p; s/^totals: //p' "$dump" | head -1)
    since=$((since + count))
    [ "$next" -lt ${#boundaries[@]} ] || break
    case $trigger in
        *"${boundaries[$next]}"*)
            printf '%-34s %15s\n' "${phases[$next]}" "$since"
            total=$((total + since))
            since=0
            next=$((next + 1))
            ;;
    esac
done
[ "$next" -eq ${#boundaries[@]} ] || { echo "startup-instructions: the profile stops before '${phases[$next]}' ended" >&2; exit 1; }
printf '%-34s %15s\n' "start → the first frame drawn" "$total"
