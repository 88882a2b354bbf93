#!/usr/bin/env bash
# Writes Sources/Photomania/startup.order: the functions of the photomania binary that run
# from launch until the photo is shown, which the linker places together (Package.swift), so
# start-up touches a few hundred KB of code instead of pages spread over 20 MB. Run it again
# after large changes; a stale list only costs memory, never correctness.
# Needs valgrind, Xvfb and dbus (apt-get install valgrind xvfb dbus).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DISPLAY:-}" ]; then exec xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- bash "$0" "$@"; fi
touch Sources/Photomania/startup.order    # the link reads it; empty, nothing is ordered
swift build -c release --static-swift-stdlib --product photomania
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. scripts/startup-profile.sh
profile_startup "$work" --demangle=no
profiled="$work/photomania"
# Callgrind names each object and function once, "(id) name", then by "(id)" alone; keep the
# functions whose object (cob= for a call, else ob=) is the binary, without recursion marks.
awk -v binary="$profiled" '
    match($0, /^c?ob=\([0-9]+\)/) {
        id = substr($0, index($0, "(") + 1, index($0, ")") - index($0, "(") - 1)
        name = substr($0, index($0, ")") + 2)
        if (name != "") objects[id] = name
        if ($0 ~ /^ob=/) { current = objects[id]; called = "" } else called = objects[id]
        next
    }
    match($0, /^c?fn=\([0-9]+\)/) {
        id = substr($0, index($0, "(") + 1, index($0, ")") - index($0, "(") - 1)
        name = substr($0, index($0, ")") + 2)
        if (name != "") functions[id] = name
        object = ($0 ~ /^cfn=/ && called != "") ? called : current
        if (object == binary) { f = functions[id]; sub(/'"'"'[0-9]+$/, "", f); hot[f] = 1 }
        if ($0 ~ /^cfn=/) called = ""
    }
    END { for (f in hot) print f }
' "$work"/profile* | LC_ALL=C sort > "$work/hot"
# A name the binary defines more than once is a local helper each object file has its own copy
# of (an outlined copy, an object's destroy function); ordering by it would pull every object
# file holding one to the front, the standard library's regex parser (480 KB) among them.
nm --defined-only "$profiled" | awk '{ print $NF }' | LC_ALL=C sort | uniq -d > "$work/repeated"
LC_ALL=C comm -23 "$work/hot" "$work/repeated" > Sources/Photomania/startup.order
echo "$(wc -l < Sources/Photomania/startup.order) functions in Sources/Photomania/startup.order"
# SwiftPM does not know the link reads the list: link again with it.
rm -f .build/release/photomania
swift build -c release --static-swift-stdlib --product photomania
