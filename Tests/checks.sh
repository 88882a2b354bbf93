# Sourced by the test scripts written in shell (translations, documentation, install, package):
# `check DESCRIPTION COMMAND` runs COMMAND (evaluated) and prints "ok" or "FAILED" with what it
# printed; `summary NAME` prints the tally and fails when a check did. Needs `work`, a folder
# of the script's own.
passed=0 failures=0
check() {
    if eval "$2" >"$work/output" 2>&1; then
        echo "ok     $1"; passed=$((passed + 1))
    else
        echo "FAILED $1"; sed 's/^/       /' "$work/output"; failures=$((failures + 1))
    fi
}
summary() {
    echo "$1: $passed passed, $failures failed"
    [ "$failures" -eq 0 ]
}
