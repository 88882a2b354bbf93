#!/usr/bin/env bash
# Builds a fuzz target with libFuzzer and AddressSanitizer and runs it from its corpus:
#   scripts/fuzz.sh feed|image-header|link|store SECONDS
# New inputs go to a scratch copy of the corpus; a crash or sanitizer report fails the run
# (the input is left in .build/fuzz/). Prints libFuzzer's final figures (executions, exec/s).
set -euo pipefail
name=${1:?feed, image-header, link or store}
seconds=${2:-60}
set --    # setup.sh takes its arguments as extra packages
. "$(dirname "$0")/setup.sh"
cd "$PHOTOMANIA_ROOT"
swift build -c release --product "fuzz-$name" --scratch-path .build/fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld >/dev/null
corpus=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$corpus" "$log"' EXIT
cp -r "Fuzz/Corpus/$name/." "$corpus/"
export ASAN_OPTIONS="detect_leaks=0"
mkdir -p .build/fuzz/artifacts
status=0
".build/fuzz/release/fuzz-$name" "$corpus" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix=.build/fuzz/artifacts/ -timeout=10 -rss_limit_mb=2048 >"$log" 2>&1 || status=$?
echo "fuzz-$name:"
grep -E "^(stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)|ERROR|SUMMARY|Fatal|Test unit written" "$log" || true
[ "$status" -eq 0 ] || { tail -40 "$log"; exit "$status"; }
