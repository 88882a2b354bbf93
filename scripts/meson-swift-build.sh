#!/usr/bin/env bash
# meson's bridge to SwiftPM: builds the photomania product and copies it to meson's output.
# Usage: meson-swift-build.sh SOURCE_DIR SCRATCH_DIR CONFIGURATION OUTPUT
set -euo pipefail
source_dir=$1 scratch=$2 configuration=$3 output=$4
# A release links the Swift runtime and Foundation in: it starts sooner and takes less memory.
static=()
[ "$configuration" = release ] && static=(--static-swift-stdlib)
swift build --package-path "$source_dir" --scratch-path "$scratch" -c "$configuration" "${static[@]}" --product photomania
cp "$scratch/$configuration/photomania" "$output"
