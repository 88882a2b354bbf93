#!/usr/bin/env bash
# Takes the README's screenshots from the release build under Xvfb:
#   docs/screenshots/three-columns.png  (1400 px: photographers | their photos | the photo)
#   docs/screenshots/wide.png    (1000 px: list beside the photo, the Image URL popover open)
#   docs/screenshots/narrow.png  (as narrow as the window goes: one pane, the photo on top of
#                                the stack, Back; the whole window, whatever its width)
#   docs/screenshots/narrow-list.png  (the same, Back pressed: the photos, the tabs at the bottom)
#   docs/screenshots/dark.png    (1000 px, the Dark colors chosen in the main menu, the menu open)
#   docs/screenshots/grid.png    (1000 px: the photographer's photos as a grid of thumbnails)
#   docs/screenshots/list.png    (1000 px, View as Grid off: the same photos as a list of titles)
set -euo pipefail
if [ "${1:-}" != "--inside" ]; then
    . "$(dirname "$0")/setup.sh" xvfb xauth xdotool imagemagick dbus-daemon python3 libglib2.0-bin
    swift build -c release --product photomania
    # The screen is the window's size, so a popover near its edge stays inside the shot.
    xvfb-run -a -s "-screen 0 1400x800x24" dbus-run-session -- bash "$PHOTOMANIA_ROOT/scripts/screenshots.sh" --inside three-columns
    exec xvfb-run -a -s "-screen 0 1000x700x24" dbus-run-session -- bash "$PHOTOMANIA_ROOT/scripts/screenshots.sh" --inside
fi

cd "$(dirname "$0")/.."
home=$(mktemp -d)
trap 'kill "$app" 2>/dev/null || true; rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" XDG_DATA_HOME="$home/data" XDG_STATE_HOME="$home/state" GSK_RENDERER=cairo
photo=$(python3 -c 'import json; print(json.load(open("data/sample/feed.json"))["photos"]["photo"][4]["id"])')
.build/release/photomania --feed data/sample/feed.json --photo "$photo" &
app=$!
window=$(xdotool search --sync --onlyvisible --name '^Photomania$' | head -n 1)
if [ "${2:-}" = three-columns ]; then
    xdotool windowsize "$window" 1400 800
    sleep 2
    import -window root docs/screenshots/three-columns.png
    exit 0
fi
xdotool windowsize "$window" 1000 700
sleep 2
# View as Grid off, then on again (the header's toggle; the window's action over D-Bus here).
view_as_grid() {
    gdbus call --session --dest io.github.photomania.Photomania --object-path /io/github/photomania/Photomania/window/1 \
        --method org.gtk.Actions.Activate view-as-grid [] {} > /dev/null
    sleep 1
}
import -window root docs/screenshots/grid.png
view_as_grid
import -window root docs/screenshots/list.png
view_as_grid
xdotool windowfocus --sync "$window" key ctrl+l
sleep 1
import -window root docs/screenshots/wide.png
xdotool key Escape
xdotool windowsize "$window" 420 700
sleep 1.5
import -window "$window" docs/screenshots/narrow.png
xdotool windowfocus --sync "$window" key alt+Left
sleep 1.5
import -window "$window" docs/screenshots/narrow-list.png
kill "$app"
wait "$app" || true
# The colors setting, as the main menu's Dark writes it (the key file backend of AppSettings).
printf "[photomania]\ncolor-scheme='dark'\n" > "$XDG_CONFIG_HOME/photomania/settings.ini"
.build/release/photomania --feed data/sample/feed.json --photo "$photo" &
app=$!
window=$(xdotool search --sync --onlyvisible --name '^Photomania$' | head -n 1)
xdotool windowsize "$window" 1000 700
sleep 2
xdotool windowfocus --sync "$window" key F10
sleep 1
import -window root docs/screenshots/dark.png
echo "wrote docs/screenshots/three-columns.png, wide.png, grid.png, list.png, narrow.png, narrow-list.png and dark.png"
