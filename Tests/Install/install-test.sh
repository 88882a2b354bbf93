#!/usr/bin/env bash
# Installs Photomania into a temporary prefix with meson (reusing the checkout's debug build),
# validates what was installed, launches the installed binary as a desktop would (its data
# found through XDG_DATA_DIRS), and starts it through D-Bus activation from its installed
# service. Run by scripts/test.sh inside Xvfb and a D-Bus session; exits 1 on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
cleanup() { pkill -f "$work/prefix/bin/photomania" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
prefix=$work/prefix share=$work/prefix/share app=io.github.photomania.Photomania
passed=0 failures=0
check() {
    if eval "$2" >/dev/null 2>&1; then
        echo "ok     $1"; passed=$((passed + 1))
    else
        echo "FAILED $1"; failures=$((failures + 1))
    fi
}

meson setup "$work/build" --prefix "$prefix" -Dprofile=debug -Dswiftpm_scratch="$PWD/.build" -Dtests=false >"$work/setup.log" 2>&1 \
    && meson install -C "$work/build" >"$work/install.log" 2>&1 \
    || { cat "$work/setup.log" "$work/install.log" 2>/dev/null; echo "install: meson setup or install failed"; exit 1; }

check "the binary is installed" "[ -x '$prefix/bin/photomania' ]"
check "the desktop file passes desktop-file-validate" "desktop-file-validate '$share/applications/$app.desktop'"
check "the desktop file is D-Bus activatable and handles photomania: links" \
      "grep -qx 'DBusActivatable=true' '$share/applications/$app.desktop' && grep -qx 'MimeType=x-scheme-handler/photomania;' '$share/applications/$app.desktop'"
check "the metainfo passes appstreamcli validate" "appstreamcli validate --no-net --explain '$share/metainfo/$app.metainfo.xml'"
check "the scalable and the symbolic icon" \
      "[ -f '$share/icons/hicolor/scalable/apps/$app.svg' ] && [ -f '$share/icons/hicolor/symbolic/apps/$app-symbolic.svg' ]"
check "the schema, compiled by the post-install step" "[ -f '$share/glib-2.0/schemas/gschemas.compiled' ]"
check "the D-Bus service starts the installed binary" \
      "grep -qx 'Exec=$prefix/bin/photomania --gapplication-service' '$share/dbus-1/services/$app.service'"
check "the sample feed" "[ -f '$share/photomania/sample/feed.json' ]"

export XDG_DATA_DIRS="$share:/usr/local/share:/usr/share"
window() { timeout 30 xdotool search --sync --onlyvisible --name '^Photomania$' | head -n 1; }

# Launched from the menu: the installed binary finds its schema and its sample photos.
"$prefix/bin/photomania" 2>"$work/launch.log" &
launched=$!
check "the installed app opens its window" "[ -n \"\$(window)\" ]"
check "it finds its settings schema" "! grep -q 'schema' '$work/launch.log'"
check "it is still running" "kill -0 $launched"
kill "$launched" 2>/dev/null
wait "$launched" 2>/dev/null

# Launched through D-Bus activation, by a session bus that finds the installed service. The
# services that session starts (the portal, the keyring) print to its output: results go to
# files.
activate() {
    gdbus call --session --dest "$app" --object-path /io/github/photomania/Photomania \
        --method org.freedesktop.Application.Activate '{}'
}
export -f activate window
export app result=$work/activation
dbus-run-session -- bash -c '
    activate && window >"$result.first" && activate && sleep 1
    xdotool search --onlyvisible --name "^Photomania\$" | wc -l >"$result.count"' >/dev/null 2>&1
check "D-Bus activation opens the window" "[ -s '$result.first' ]"
check "activating again raises the same window" "[ \"\$(cat '$result.count')\" = 1 ]"

echo "install: $passed passed, $failures failed"
[ "$failures" -eq 0 ]
