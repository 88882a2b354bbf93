#!/usr/bin/env bash
# Installs what is missing, builds Photomania (release) and opens it on the sample feed.
# Options after the command go to the app: scripts/run.sh --feed https://…
set -euo pipefail
. "$(dirname "$0")/setup.sh"
swift build -c release --product photomania
exec .build/release/photomania "$@"
