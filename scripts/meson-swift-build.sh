#!/usr/bin/env bash
# meson's bridge to SwiftPM: builds the photomania product and copies it to meson's output.
# Usage: meson-swift-build.sh SOURCE_DIR SCRATCH_DIR CONFIGURATION OUTPUT
set -euo pipefail
source_dir=$1 scratch=$2 configuration=$3 output=$4
# A release links the Swift runtime and Foundation in: it starts sooner and takes less memory.
static=()
[ "$configuration" = release ] && static=(--static-swift-stdlib)
. "$(dirname "$0")/swift-flags.sh"
# The linker's flags in LDFLAGS (a Debian package build exports dpkg-buildflags' hardening
# there: -Wl,-z,relro -Wl,-z,now), which SwiftPM does not read: handed to its linker.
linker=()
for flag in ${LDFLAGS:-}; do
    case $flag in
        -Wl,*) IFS=, read -ra parts <<<"${flag#-Wl,}"
               for part in "${parts[@]}"; do linker+=(-Xlinker "$part"); done ;;
    esac
done
# The install test (PHOTOMANIA_PREBUILT=1) finds the product built already, while test suites
# beside it hold SwiftPM's shared lock on the scratch path: it takes the shared lock too.
lock=()
[ "${PHOTOMANIA_PREBUILT:-}" = 1 ] && lock=(--ignore-lock)
swift build --package-path "$source_dir" --scratch-path "$scratch" -c "$configuration" "${static[@]}" "${swift_flags[@]}" "${linker[@]}" "${lock[@]}" --product photomania
cp "$scratch/$configuration/photomania" "$output"
