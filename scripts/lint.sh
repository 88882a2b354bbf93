#!/usr/bin/env bash
# One code style: swift-format (in the toolchain) with the checked-in .swift-format, strict, over
# every Swift file of the package. A finding fails. `scripts/lint.sh --fix` formats the tree in
# place first (what a finding asks for, but for the few rules it cannot apply itself).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Examples Benchmarks Fuzz)
if [ "${1:-}" = --fix ]; then swift-format format --in-place --recursive --parallel "${paths[@]}"; fi
swift-format lint --strict --recursive --parallel "${paths[@]}"
echo "lint: no finding in $(git ls-files -- '*.swift' | wc -l) Swift files"
