# Sourced by api.sh and docs.sh, after setup.sh: the toolkit's six libraries, each built (debug,
# with CI's flags), and what a tool reading their modules must be told to import: the build's
# modules, the C libraries' module maps and their headers.
libraries=(Adaptive AdaptiveGtk GtkKit ListDiff Observing Routing)
for library in "${libraries[@]}"; do swift build --quiet --target "$library" "${swift_flags[@]}"; done
imports=(-I .build/debug/Modules -Xcc -ISources/CCurl/include)
for map in Sources/*/module.modulemap; do imports+=(-Xcc "-fmodule-map-file=$map"); done
for flag in $(pkg-config --cflags-only-I libadwaita-1 libsecret-1 sqlite3 libexif); do imports+=(-Xcc "$flag"); done
