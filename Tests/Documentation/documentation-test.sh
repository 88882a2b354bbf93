#!/usr/bin/env bash
# Checks the documentation against a built photomania binary: the man page formats without a
# warning and documents every long option `--help-all` prints (and no other), every
# photomania:// link form `--help` names and every screen `--list-screens` lists; the binary's
# version is the one debian/changelog and the metainfo name; the Mallard help under help/C
# validates, and its links and guides are whole.
# Usage: Tests/Documentation/documentation-test.sh BINARY [MANPAGE]  (MANPAGE: data/photomania.1)
# Exits 1 on any failure.
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: $0 BINARY [MANPAGE]" >&2; exit 2; }
binary=$(realpath -- "$1")
page=${2:+$(realpath -- "$2")}
cd "$(dirname "$0")/../.."
page=${page:-$PWD/data/photomania.1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. Tests/checks.sh

# The binary in English and without a display: printing its help needs none.
run() { env -u DISPLAY -u WAYLAND_DISPLAY LANGUAGE= LC_ALL=C.UTF-8 "$binary" "$@"; }
run --help >"$work/help" 2>/dev/null || { echo "documentation: $binary --help failed"; exit 1; }
run --help-all >"$work/help-all" 2>/dev/null || { echo "documentation: $binary --help-all failed"; exit 1; }
run --list-screens >"$work/screens" 2>/dev/null || { echo "documentation: $binary --list-screens failed"; exit 1; }
[ -f "$page" ] || { echo "documentation: no man page at $page"; exit 1; }

# The man page as read, its hyphens and minus signs plain ASCII.
MANWIDTH=250 man -l "$page" 2>/dev/null | col -bx | sed 's/\xe2\x80\x90/-/g; s/\xe2\x88\x92/-/g' >"$work/man.txt"

# (a) Formatting it warns of nothing.
no_warnings() {
    local warnings
    warnings=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)
    [ -n "$warnings" ] && echo "$warnings"
    [ -z "$warnings" ]
}
check "the man page formats without warnings (man --warnings)" no_warnings

# (b) The long options: those --help-all prints, and those the man page's OPTIONS section
# gives as the tag of a .TP (the line after it), `\-` read as `-`, a `=VALUE` dropped.
grep -oE '^  (-., )?--[a-z-]+' "$work/help-all" | grep -oE -- '--[a-z-]+' | sort -u >"$work/options.help"
awk '/^\.SH /{inside = ($2 == "OPTIONS")} inside && tag {print} {tag = /^\.TP/}' "$page" \
    | sed 's/\\-/-/g' | grep -oE -- '--[a-z][a-z-]*' | sort -u >"$work/options.man"
options_agree() {
    local missing extra
    missing=$(comm -23 "$work/options.help" "$work/options.man")
    extra=$(comm -13 "$work/options.help" "$work/options.man")
    [ -n "$missing" ] && echo "printed by --help-all, not in the man page's OPTIONS:" $missing
    [ -n "$extra" ] && echo "in the man page's OPTIONS, not printed by --help-all:" $extra
    [ -s "$work/options.help" ] && [ -z "$missing$extra" ]
}
check "the man page documents exactly the long options of --help-all ($(wc -l <"$work/options.help") options)" options_agree

# (c, d) Every photomania:// link form --help names and every screen --list-screens lists, each
# as a tag of its own in the man page: a line that begins with it, as a .TP tag is printed (not
# only in an example).
grep -oE 'photomania://[a-z-]+(/[A-Z]+)*' "$work/help" | sort -u >"$work/links"
grep -E '^  [a-z]' "$work/screens" | awk '{print $1}' | sort -u >"$work/screen-names"
tags_in_page() {
    local tag missing=""
    while read -r tag; do
        grep -qE -- "^ +$tag( |\$)" "$work/man.txt" || missing="$missing $tag"
    done <"$1"
    [ -n "$missing" ] && echo "not in the man page:$missing"
    [ -s "$1" ] && [ -z "$missing" ]
}
check "the man page gives every link form of --help ($(wc -l <"$work/links") links)" "tags_in_page '$work/links'"
check "the man page gives every screen of --list-screens ($(wc -l <"$work/screen-names") screens)" "tags_in_page '$work/screen-names'"

# (e) One version: the binary's (AppInfo.version, which meson reads) is debian/changelog's
# newest and the metainfo's newest release.
version=$(run --version | awk '{print $2}')
check "the binary's version ($version) is debian/changelog's newest" "[ \"\$(dpkg-parsechangelog -S Version)\" = '$version' ]"
check "the binary's version ($version) is the metainfo's newest release" \
      "grep -m1 -o '<release version=\"[^\"]*\"' data/io.github.photomania.Photomania.metainfo.xml | grep -qx '<release version=\"$version\"'"

# (f) The Mallard help: valid, its links whole, every page reached from a guide.
silent() { local out; out=$("$@" 2>&1); local status=$?; [ -n "$out" ] && echo "$out"; [ $status -eq 0 ] && [ -z "$out" ]; }
if command -v yelp-check >/dev/null; then
    check "yelp-check validate help/C/*.page" "silent yelp-check validate help/C/*.page"
    check "yelp-check links help/C" "silent yelp-check links help/C"
    check "yelp-check orphans help/C" "silent yelp-check orphans help/C"
else
    echo "FAILED yelp-check is not installed (apt-get install yelp-tools)"; failures=$((failures + 1))
fi

summary documentation
