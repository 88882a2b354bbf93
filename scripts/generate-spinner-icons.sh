#!/usr/bin/env bash
# Writes data/icons/hicolor/SIZE/status/photomania-spinner-symbolic.symbolic.png: the busy
# indicator's icon (three quarters of a ring), pre-rendered in GTK's symbolic PNG format at the
# sizes spinners are drawn, so that GTK recolours it without librsvg. Adwaita's own
# process-working-symbolic is only an SVG: the first spinner on screen loaded librsvg and
# libxml2 (8 MB resident) to draw it. Needs gtk4-encode-symbolic-svg (apt-get install
# libgtk-4-bin); the icons are committed, so building does not.
# Usage: scripts/generate-spinner-icons.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A ring of radius 7 and 2 px thick, open a quarter at the top left: filled, as the symbolic
# encoder colours what is filled.
cat >"$work/photomania-spinner-symbolic.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
  <path d="M 8 1 A 7 7 0 1 1 1 8 L 3 8 A 5 5 0 1 0 8 3 Z" fill="#2e3436"/>
</svg>
SVG
for size in 16 24 32 48 64; do
    folder=data/icons/hicolor/${size}x${size}/status
    mkdir -p "$folder"
    gtk4-encode-symbolic-svg -o "$folder" "$work/photomania-spinner-symbolic.svg" "${size}x${size}"
done
ls data/icons/hicolor/*/status/photomania-spinner-symbolic.symbolic.png
