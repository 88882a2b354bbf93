# Shared by run.sh and test.sh: makes sure the Debian packages and the Swift toolchain are
# there, and compiles the settings schema and the translations next to the sources. Source
# it; it exits on failure.
# Usage: . scripts/setup.sh [extra Debian packages…]

PHOTOMANIA_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$PHOTOMANIA_ROOT" || exit 1

packages=(pkgconf libgtk-4-dev libadwaita-1-dev libsecret-1-dev libexif-dev glib-networking libxdamage-dev libxtst-dev libcurl4-openssl-dev libsqlite3-dev libglib2.0-bin gettext adwaita-icon-theme fonts-dejavu-core fonts-noto-color-emoji ca-certificates "$@")
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ]; then
        echo "photomania: installing ${missing[*]}" >&2
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
            || { echo "photomania: apt-get failed" >&2; exit 1; }
    else
        echo "photomania: missing Debian packages. Run as root:" >&2
        echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
fi

if ! command -v swift >/dev/null 2>&1; then
    for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
        [ -x "$candidate/swift" ] && PATH="$candidate:$PATH"
    done
fi
command -v swift >/dev/null 2>&1 || {
    echo "photomania: the Swift toolchain (6.x) is not on PATH; install it from swift.org and retry" >&2
    exit 1
}

. scripts/swift-flags.sh

glib-compile-schemas data/ || exit 1
# The translations, where the app run from the checkout finds them (AppPaths.localeDirectory).
# Each written beside, then moved in whole: a test running from another build (CI's builds beside
# the suites) never reads one half written.
while read -r language; do
    mkdir -p "data/locale/$language/LC_MESSAGES"
    catalog=data/locale/$language/LC_MESSAGES/photomania.mo
    msgfmt -o "$catalog.$$" "po/$language.po" && mv -f "$catalog.$$" "$catalog" || exit 1
done <po/LINGUAS
