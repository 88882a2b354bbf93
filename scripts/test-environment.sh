# Sourced inside Xvfb and the private D-Bus session by test.sh and sanitize.sh: a throwaway
# home for the app's files, and GTK set up as the tests expect (criticals are fatal).
cd "$(dirname "${BASH_SOURCE[0]}")/.."
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" XDG_DATA_HOME="$home/data" XDG_STATE_HOME="$home/state"
export GSK_RENDERER=cairo GSETTINGS_BACKEND=memory G_DEBUG=fatal-criticals
# A crash ends the process with its signal at once, and the log above it names the test (and
# GLib's critical, if that was it). Swift's own backtracer can retry suspending threads
# without end in a process with GLib's and GTK's threads, which hung a CI run until its limit.
export SWIFT_BACKTRACE=enable=no

# Runs a command, killed after the given minutes with a message saying what overran: one hung
# step fails the run in its own time rather than taking the whole CI's. Says how long it took.
bounded() {
    local minutes=$1 status=0 started=$SECONDS
    shift
    timeout --kill-after=30 "${minutes}m" "$@" || status=$?
    case $status in 124 | 137) echo "photomania: '$*' did not finish in $minutes minutes" >&2 ;; esac
    echo "== $((SECONDS - started)) s: ${*:1:3}" # e.g. "== 130 s: swift test --skip-build"
    return "$status"
}
# A keyring of its own, unlocked (gnome-keyring creates it under XDG_DATA_HOME with this
# password): the app keeps the Flickr API key there, and no keyring may prompt.
echo -n photomania-tests | gnome-keyring-daemon --unlock --components=secrets >/dev/null
