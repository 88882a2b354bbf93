#!/usr/bin/env bash
# Builds the toolkit's documentation: a DocC catalog per library (Sources/<Library>/<Library>.docc)
# over the symbols of its build, merged into one static site in .build/docs. Fails on any docc
# warning (a broken link) and on a public symbol declared here without documentation
# (scripts/documentation-coverage.py over docc's coverage report). First, the Markdown beside it:
# every link of the README, CHANGELOG.md and docs/ leads somewhere, and the changelog, the
# metainfo's releases and debian/changelog agree (scripts/check-docs.py). To read the site:
#   python3 -m http.server --directory .build/docs 8000   # then open http://localhost:8000/documentation/
set -euo pipefail
. "$(dirname "$0")/setup.sh" python3
python3 scripts/check-docs.py
work=.build/docs-work
rm -rf "$work" .build/docs
mkdir -p "$work"
. scripts/toolkit-modules.sh
archives=()
for library in "${libraries[@]}"; do
    mkdir -p "$work/$library.symbols"
    swift-symbolgraph-extract -module-name "$library" -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
        -output-dir "$work/$library.symbols" "${imports[@]}"
    docc convert "Sources/$library/$library.docc" --additional-symbol-graph-dir "$work/$library.symbols" \
        --output-path "$work/$library.doccarchive" --fallback-display-name "$library" \
        --fallback-bundle-identifier "org.photomania.$library" --transform-for-static-hosting --warnings-as-errors --enable-inherited-docs \
        --experimental-documentation-coverage --coverage-summary-level brief
    python3 scripts/documentation-coverage.py "$library" "$work/$library.doccarchive/documentation-coverage.json" "$work/$library.symbols"
    archives+=("$work/$library.doccarchive")
done
docc merge "${archives[@]}" --output-path .build/docs --synthesized-landing-page-name "Photomania's toolkit"
echo "docs: .build/docs (${libraries[*]})"
