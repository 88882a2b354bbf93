#!/usr/bin/env bash
# Builds fuzz targets with libFuzzer and AddressSanitizer and runs each from its corpus, as
# many at once as there are cores (libFuzzer uses one):
#   scripts/fuzz.sh [--build-only] [feed|image-header|link|store …] [SECONDS]
# (all four for 60 s when none is named; --build-only builds them and stops, as CI does while
# the suites run). New inputs go to a scratch copy of the corpus; a
# crash or sanitizer report fails the run (the input is left in .build/fuzz/artifacts/).
# Prints libFuzzer's final figures for each (executions, exec/s, peak memory).
set -euo pipefail
names=()
seconds=60
build_only=false
for argument in "$@"; do
    case $argument in
        --build-only) build_only=true ;;
        '' | *[!0-9]*) names+=("$argument") ;;
        *) seconds=$argument ;;
    esac
done
[ ${#names[@]} -gt 0 ] || names=(feed image-header link store)
set --    # setup.sh takes its arguments as extra packages
. "$(dirname "$0")/setup.sh"
cd "$PHOTOMANIA_ROOT"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One after another: builds on one scratch path wait on its lock, and share the modules.
for name in "${names[@]}"; do
    swift build -c release --product "fuzz-$name" --scratch-path .build/fuzz "${swift_flags[@]}" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld >"$work/build.log" 2>&1 \
        || { cat "$work/build.log"; exit 1; }
done

if $build_only; then exit; fi
export ASAN_OPTIONS="detect_leaks=0"
mkdir -p .build/fuzz/artifacts
# Runs fuzz target $1 from a scratch copy of its corpus, its output in $work/$1.log.
fuzz() {
    mkdir "$work/$1"
    cp -r "Fuzz/Corpus/$1/." "$work/$1/"
    ".build/fuzz/release/fuzz-$1" "$work/$1" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix=.build/fuzz/artifacts/ -timeout=10 -rss_limit_mb=2048 >"$work/$1.log" 2>&1
}
failed=0
cores=$(nproc)
for ((first = 0; first < ${#names[@]}; first += cores)); do
    batch=("${names[@]:first:cores}")
    pids=()
    for name in "${batch[@]}"; do
        fuzz "$name" &
        pids+=($!)
    done
    for index in "${!batch[@]}"; do
        name=${batch[$index]}
        status=0
        wait "${pids[$index]}" || status=$?
        echo "fuzz-$name:"
        grep -E "^(stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)|ERROR|SUMMARY|Fatal|Test unit written" "$work/$name.log" || true
        [ "$status" -eq 0 ] || { tail -40 "$work/$name.log"; failed=1; }
    done
done
exit "$failed"
