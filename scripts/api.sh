#!/usr/bin/env bash
# The toolkit's public API against its baseline (api/<Library>.json, recorded by
# swift-api-digester from the debug build). Fails on a breaking change, which the digester names,
# and on any other difference (an addition too), so the baseline is always the whole API.
# `scripts/api.sh --update` records the API as it is now: commit it with a line in CHANGELOG.md
# saying what changed and why; CI fails a commit that changes the baseline without one.
set -euo pipefail
mode=${1:-}
set -- # setup.sh takes its arguments for packages to install
. "$(dirname "$0")/setup.sh"
. scripts/toolkit-modules.sh
digest() { swift-api-digester "$@" -target "$(uname -m)-unknown-linux-gnu" -swift-only "${imports[@]}"; }
current=$(mktemp -d)
trap 'rm -rf "$current"' EXIT
failed=0
for library in "${libraries[@]}"; do
    digest -dump-sdk -module "$library" -o "$current/$library.json" -avoid-location -avoid-tool-args
    if [ "$mode" = --update ]; then
        cp "$current/$library.json" "api/$library.json"
    elif [ ! -f "api/$library.json" ]; then
        echo "api: $library has no baseline (scripts/api.sh --update)" >&2
        failed=1
    else
        breaks=$(digest -diagnose-sdk -module "$library" -baseline-path "api/$library.json" -compiler-style-diags 2>&1 | grep -v '^$' || true)
        if [ -n "$breaks" ]; then
            echo "api: $library breaks its baseline:" >&2
            echo "$breaks" >&2
            failed=1
        elif ! cmp -s "$current/$library.json" "api/$library.json"; then
            echo "api: $library's API grew or changed beyond its baseline (scripts/api.sh --update, and a line in CHANGELOG.md):" >&2
            diff <(grep '"printedName"' "api/$library.json") <(grep '"printedName"' "$current/$library.json") | head -20 >&2 || true
            failed=1
        fi
    fi
done
# Every commit that changed a baseline says so in the changelog.
for commit in $(git log --format=%H -- api/); do
    if ! git diff-tree --no-commit-id --name-only -r "$commit" | grep -qx CHANGELOG.md; then
        echo "api: commit $(git log -1 --format='%h %s' "$commit" | cut -c1-80) changes the API baseline but not CHANGELOG.md" >&2
        failed=1
    fi
done
[ "$failed" = 0 ] && echo "api: ${libraries[*]} $([ "$mode" = --update ] && echo recorded in api/ || echo match their baselines)"
exit "$failed"
