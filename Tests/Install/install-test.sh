#!/usr/bin/env bash
# Installs Photomania into a temporary prefix with meson, twice (the default profile and the
# development one, reusing the checkout's debug build), validates what was installed, launches
# the installed binaries as a desktop would (data found through XDG_DATA_DIRS), in Russian
# from the installed translations, side by side, and starts each through D-Bus activation from
# its installed service. Run by scripts/test.sh inside a display and a D-Bus session; exits 1
# on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
cleanup() { pkill -f "$work/prefix/bin/photomania" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
prefix=$work/prefix share=$work/prefix/share
. Tests/checks.sh

export PHOTOMANIA_PREBUILT=1 # scripts/meson-swift-build.sh: built by test.sh, used by suites beside it
for profile in default development; do
    meson setup "$work/$profile" --prefix "$prefix" -Dbuildtype=debug -Dprofile=$profile -Dswiftpm_scratch="$PWD/.build" -Dtests=false \
        >"$work/setup.log" 2>&1 && meson install -C "$work/$profile" >"$work/install.log" 2>&1 \
        || { cat "$work/setup.log" "$work/install.log" 2>/dev/null; echo "install: meson setup or install of the $profile profile failed"; exit 1; }
done

# What each profile installs, under its own names.
for app in io.github.photomania.Photomania:photomania io.github.photomania.Photomania.Devel:photomania-devel; do
    binary=${app#*:} app=${app%:*}
    check "$binary: the binary is installed" "[ -x '$prefix/bin/$binary' ]"
    check "$app: the desktop file passes desktop-file-validate" "desktop-file-validate '$share/applications/$app.desktop'"
    check "$app: the desktop file is D-Bus activatable, runs $binary and handles photomania: links" \
          "grep -qx 'DBusActivatable=true' '$share/applications/$app.desktop' && grep -qx 'Exec=$binary %U' '$share/applications/$app.desktop' \
           && grep -qx 'Icon=$app' '$share/applications/$app.desktop' && grep -qx 'MimeType=x-scheme-handler/photomania;' '$share/applications/$app.desktop'"
    check "$app: the desktop file is translated into Russian" \
          "grep -q '^Name\[ru\]=' '$share/applications/$app.desktop' && grep -q '^Comment\[ru\]=' '$share/applications/$app.desktop'"
    check "$app: the metainfo passes appstreamcli validate" "appstreamcli validate --no-net --explain '$share/metainfo/$app.metainfo.xml'"
    check "$app: the metainfo names its id, desktop file and binary, and is translated into Russian" \
          "grep -q '<id>$app</id>' '$share/metainfo/$app.metainfo.xml' && grep -q '<launchable type=\"desktop-id\">$app.desktop</launchable>' '$share/metainfo/$app.metainfo.xml' \
           && grep -q '<binary>$binary</binary>' '$share/metainfo/$app.metainfo.xml' && grep -q 'xml:lang=\"ru\"' '$share/metainfo/$app.metainfo.xml'"
    check "$app: the scalable and the symbolic icon" \
          "[ -f '$share/icons/hicolor/scalable/apps/$app.svg' ] && [ -f '$share/icons/hicolor/symbolic/apps/$app-symbolic.svg' ]"
    check "$app: the schema, compiled by the post-install step" \
          "gsettings --schemadir '$share/glib-2.0/schemas' list-keys $app | grep -x window-width"
    check "$app: the D-Bus service starts $binary" \
          "grep -qx 'Name=$app' '$share/dbus-1/services/$app.service' && grep -qx 'Exec=$prefix/bin/$binary --gapplication-service' '$share/dbus-1/services/$app.service'"
    check "$app: the spinners' icon, pre-rendered at each size" \
          "(for size in 16 24 32 48 64; do [ -f \"$share/icons/hicolor/\${size}x\${size}/status/photomania-spinner-symbolic.symbolic.png\" ] || exit 1; done)"
    check "$binary: the sample feed" "[ -f '$share/$binary/sample/feed.json' ]"
done
check "the manual page, under each binary's name" "[ -f '$share/man/man1/photomania.1' ] && [ -f '$share/man/man1/photomania-devel.1' ]"
check "the user's guide, where help:photomania finds it" "[ -f '$share/help/C/photomania/index.page' ] && [ -f '$share/help/C/photomania/troubleshooting.page' ]"
check "the Russian translation" "[ -f '$share/locale/ru/LC_MESSAGES/photomania.mo' ]"
check "the schemas keep their settings apart" \
      "gsettings --schemadir '$share/glib-2.0/schemas' list-schemas --print-paths | grep -x 'io.github.photomania.Photomania.Devel /io/github/photomania/Photomania/Devel/'"

export XDG_DATA_DIRS="$share:/usr/local/share:/usr/share"
# The pointer waits in a corner no window covers: a tooltip under it is a window too.
xdotool mousemove 1599 1199
windows() { xdotool search --onlyvisible --name '^Photomania$' 2>/dev/null | wc -l; }
wait_for_windows() { for _ in $(seq 300); do [ "$(windows)" -ge "$1" ] && return 0; sleep 0.1; done; return 1; }

# In Russian, from the translations the install put in share/locale.
expected=$(LANGUAGE=ru LANG=C.UTF-8 TEXTDOMAINDIR="$share/locale" gettext -d photomania "Show the version and exit")
# Run by its name on PATH, as a shell or a desktop file runs it (from the checkout, not its prefix).
check "the installed binary, run by its name, speaks Russian from its installed translations" \
      "[ '$expected' != 'Show the version and exit' ] && PATH='$prefix/bin':\$PATH LANGUAGE=ru LANG=C.UTF-8 photomania --help | grep -F '$expected'"

# Launched from the menu: each finds its schema, and with its feed out of reach lists the
# sample photos installed with it (never the source tree it was built from); the development
# profile is another app, so it opens a second window beside the first.
unreachable=http://127.0.0.1:9/feed.json
"$prefix/bin/photomania" --feed $unreachable 2>"$work/launch.log" &
launched=$!
check "the installed app opens its window" "wait_for_windows 1"
check "offline, it lists its installed sample photos" "/usr/bin/python3 Tests/Install/shows.py photomania"
"$prefix/bin/photomania-devel" --feed $unreachable 2>"$work/launch-devel.log" &
developed=$!
check "the development profile opens its own window beside it" "wait_for_windows 2"
check "offline, it lists the sample photos installed with it" "/usr/bin/python3 Tests/Install/shows.py photomania-devel"
check "both find their settings schemas" "! grep -q 'schema' '$work/launch.log' '$work/launch-devel.log'"
check "both are still running" "kill -0 $launched && kill -0 $developed"
kill "$launched" "$developed" 2>/dev/null
wait "$launched" "$developed" 2>/dev/null

# Launched through D-Bus activation, by a session bus that finds the installed services. The
# services that session starts (the portal, the keyring) print to its output: results go to
# files.
activate() {
    gdbus call --session --dest "$1" --object-path "/${1//.//}" --method org.freedesktop.Application.Activate '{}'
}
export -f activate windows wait_for_windows
export result=$work/activation
dbus-run-session -- bash -c '
    activate io.github.photomania.Photomania; wait_for_windows 1; windows >"$result.first"
    activate io.github.photomania.Photomania; sleep 1; windows >"$result.again"
    activate io.github.photomania.Photomania.Devel; wait_for_windows 2; windows >"$result.devel"' >/dev/null 2>&1
windows_after() { cat "$result.$1" 2>/dev/null; }
check "D-Bus activation opens the window" "[ '$(windows_after first)' = 1 ]"
check "activating again raises the same window (windows: $(windows_after again))" "[ '$(windows_after again)' = 1 ]"
check "activating the development profile opens its own (windows: $(windows_after devel))" "[ '$(windows_after devel)' = 2 ]"

check "uninstalling removes what the install put in place" \
      "ninja -C '$work/default' uninstall && [ ! -e '$prefix/bin/photomania' ] && [ ! -e '$share/applications/io.github.photomania.Photomania.desktop' ] \
       && [ ! -e '$share/photomania' ] && [ -x '$prefix/bin/photomania-devel' ]"
"$prefix/bin/photomania-devel" --feed $unreachable 2>/dev/null &
developed=$!
check "the development profile still lists its own sample photos" "/usr/bin/python3 Tests/Install/shows.py photomania-devel"
kill "$developed" 2>/dev/null
wait "$developed" 2>/dev/null

summary install
