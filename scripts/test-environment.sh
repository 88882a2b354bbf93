# Sourced inside Xvfb and the private D-Bus session by test.sh and sanitize.sh: a throwaway
# home for the app's files, and GTK set up as the tests expect (criticals are fatal).
cd "$(dirname "${BASH_SOURCE[0]}")/.."
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" XDG_DATA_HOME="$home/data" XDG_STATE_HOME="$home/state"
export GSK_RENDERER=cairo GSETTINGS_BACKEND=memory G_DEBUG=fatal-criticals
# A keyring of its own, unlocked (gnome-keyring creates it under XDG_DATA_HOME with this
# password): the app keeps the Flickr API key there, and no keyring may prompt.
echo -n photomania-tests | gnome-keyring-daemon --unlock --components=secrets >/dev/null
