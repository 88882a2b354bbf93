#!/usr/bin/env bash
# The Debian package as a person gets it: built from a clean clone (scripts/build-deb.sh),
# checked by lintian (no error, no warning), installed with apt, its files and version
# checked, started from its desktop file in a session whose network is out of reach (its
# window read through AT-SPI: the sample photos), a photomania:// link opened into it with
# xdg-open, then removed and purged, leaving no file of it behind. Run by .ci/run as root: it
# installs system-wide. Exits 1 on any failure.
set -uo pipefail
this=$(realpath "$0")
cd "$(dirname "$0")/../.."
if [ "${1:-}" = --session ]; then
    work=$2 app=io.github.photomania.Photomania
    ip link set lo up
    gtk4-launch $app && echo launched >"$work/launch"
    /usr/bin/python3 Tests/Install/shows.py photomania && echo listed >"$work/sample"
    xdg-open photomania://recents && /usr/bin/python3 Tests/Install/shows.py photomania list "Recent Photos" && echo opened >"$work/link"
    pgrep -x photomania >"$work/instances"
    gdbus call --session --dest $app --object-path "/${app//.//}" --method org.gtk.Actions.Activate quit '[]' '{}' >/dev/null
    for _ in $(seq 100); do pgrep -x photomania >/dev/null || break; sleep 0.1; done
    pgrep -x photomania >/dev/null || echo quit >"$work/quit"
    exit 0
fi
[ "$(id -u)" -eq 0 ] || { echo "package: run it as root (it installs the package with apt)"; exit 1; }
. scripts/setup.sh lintian xvfb xauth dbus-daemon python3 python3-gi gir1.2-atspi-2.0 at-spi2-core libgtk-4-bin xdg-utils \
    desktop-file-utils appstream util-linux iproute2
work=$(mktemp -d)
purge() { dpkg --purge photomania >/dev/null 2>&1; }
trap 'purge; rm -rf "$work"' EXIT
. Tests/checks.sh

bash scripts/build-deb.sh "$work/deb" || { echo "package: the package did not build"; exit 1; }
deb=$(ls "$work"/deb/photomania_*.deb)
version=$(dpkg-deb -f "$deb" Version)
echo "package: $(basename "$deb"), $(du -k "$deb" | cut -f1) KiB, installed $(dpkg-deb -f "$deb" Installed-Size) KiB"
echo "package: Depends: $(dpkg-deb -f "$deb" Depends)"
echo "package: Recommends: $(dpkg-deb -f "$deb" Recommends)"

lintian_clean() { lintian --fail-on error,warning --display-info "$work"/deb/photomania_*.changes 2>&1 | grep -v 'root privileges'; return "${PIPESTATUS[0]}"; }
check "lintian finds no error and no warning in the .deb and the .changes" lintian_clean
sed 's/^/       lintian: /' "$work/output"

check "apt installs it with what it depends on" \
      "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends '$deb'"
check "the binary is the changelog's version ($version)" "[ \"\$(photomania --version)\" = 'photomania $version' ]"
dpkg -L photomania >"$work/files" 2>/dev/null
app=io.github.photomania.Photomania
for file in /usr/bin/photomania /usr/share/applications/$app.desktop /usr/share/metainfo/$app.metainfo.xml \
            /usr/share/icons/hicolor/scalable/apps/$app.svg /usr/share/icons/hicolor/symbolic/apps/$app-symbolic.svg \
            /usr/share/glib-2.0/schemas/$app.gschema.xml /usr/share/dbus-1/services/$app.service \
            /usr/share/locale/ru/LC_MESSAGES/photomania.mo /usr/share/locale/he/LC_MESSAGES/photomania.mo \
            /usr/share/photomania/sample/feed.json /usr/share/man/man1/photomania.1.gz /usr/share/help/C/photomania/index.page \
            /usr/share/doc/photomania/copyright; do
    check "installs $file" "grep -qx '$file' '$work/files' && [ -f '$file' ]"
done
check "the desktop file and the metainfo validate" \
      "desktop-file-validate /usr/share/applications/$app.desktop && appstreamcli validate --no-net /usr/share/metainfo/$app.metainfo.xml"
check "Debian's trigger compiled the settings schema" "gsettings list-keys $app | grep -qx window-width"
check "the D-Bus service starts the installed binary" "grep -qx 'Exec=/usr/bin/photomania --gapplication-service' /usr/share/dbus-1/services/$app.service"
check "no compiled schema, icon cache or MIME cache of its own: Debian's triggers make them" \
      "! grep -qE 'gschemas.compiled|icon-theme.cache|mimeinfo.cache' '$work/files'"
expected=$(LANGUAGE=ru LANG=C.UTF-8 gettext -d photomania "Show the version and exit")
check "photomania --help speaks Russian under LANGUAGE=ru, from the installed translation" \
      "[ '$expected' != 'Show the version and exit' ] && LANGUAGE=ru LANG=C.UTF-8 photomania --help | grep -qF '$expected'"
check "man photomania reads the installed page" "MANWIDTH=80 man photomania 2>&1 | grep -q 'photomania://recents'"

# Started as the desktop starts it (gtk4-launch: D-Bus activation from its desktop file), in a
# session of its own (display, bus, home) with no network but loopback: its default feed,
# Flickr's, is out of reach, so it lists its sample photos. Then xdg-open hands it a link.
# Each step that worked leaves a file in $work.
mkdir -p "$work/home" "$work/runtime" && chmod 700 "$work/runtime"
HOME=$work/home XDG_RUNTIME_DIR=$work/runtime unshare --net xvfb-run -a -s "-screen 0 1600x1200x24" dbus-run-session -- bash "$this" --session "$work" >"$work/session.log" 2>&1
check "gtk4-launch starts it from its desktop file" "[ -f '$work/launch' ]"
check "with the network out of reach it lists its sample photos (read through AT-SPI)" "[ -f '$work/sample' ]"
check "xdg-open photomania://recents reaches the running window" "[ -f '$work/link' ]"
check "one instance took the link (processes: $(wc -l <"$work/instances" 2>/dev/null))" "[ \"\$(wc -l <'$work/instances')\" = 1 ]"
check "it quits when asked" "[ -f '$work/quit' ]"
[ "$failures" -eq 0 ] || sed 's/^/       session: /' "$work/session.log" | tail -30

check "apt removes it: its binary, data and desktop file go" \
      "DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq photomania && [ ! -e /usr/bin/photomania ] && [ ! -e /usr/share/photomania ]"
# apt knows a package installed from a file only while it is installed: dpkg purges it.
check "dpkg purges it and knows it no more" "dpkg --purge photomania && ! dpkg -s photomania"
left() { while read -r path; do [ -f "$path" ] || [ -L "$path" ] && echo "$path"; done <"$work/files"; }
check "no file of the package is left" "[ -z \"\$(left)\" ] || { left; false; }"
check "its own folders are gone" "[ ! -e /usr/share/help/C/photomania ] && [ ! -e /usr/share/doc/photomania ]"
check "its schema is gone from the compiled schemas" "! gsettings list-schemas | grep -qx $app"

summary package
