# Sourced by test.sh and sanitize.sh: test sessions side by side. Each has its own display,
# D-Bus session (with its accessibility bus and portals), desktop settings and, through
# test-environment.sh, home folders and keyring, so none sees another's; the suites mostly wait on their display (half a core each), so side by side they
# take about the time of the longest.

# Runs COMMAND… in a session of its own on a virtual X display (Xvfb), the first free one from
# SERVER_NUMBER up: x11_session SERVER_NUMBER COMMAND…
x11_session() {
    local number=$1 state status=0
    shift
    state=$(mktemp -d)
    XDG_CONFIG_HOME=$state xvfb-run -a -n "$number" -s "-screen 0 1600x1200x24" dbus-run-session -- "$@" || status=$?
    rm -rf "$state"
    return "$status"
}

# Runs the functions named at once: the first one's output as it comes, each other's after it,
# once that one has ended. Fails when any of them failed, and says which.
side_by_side() {
    local logs name index=0 failed=() pids=()
    logs=$(mktemp -d)
    for name in "${@:2}"; do
        "$name" >"$logs/$name" 2>&1 &
        pids+=($!)
    done
    echo "== $1 (beside it: ${*:2}, whose output follows it)"
    "$1" || failed+=("$1")
    for name in "${@:2}"; do
        wait "${pids[$index]}" || failed+=("$name")
        index=$((index + 1))
        echo "== $name"
        cat "$logs/$name"
    done
    rm -rf "$logs"
    [ ${#failed[@]} -eq 0 ] || { echo "== failed: ${failed[*]}"; return 1; }
}
