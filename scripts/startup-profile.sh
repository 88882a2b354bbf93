# Sourced by the scripts that profile start-up under callgrind (startup-order.sh,
# startup-instructions.sh), from the top of the tree with the release build made:
# profile_startup WORK [CALLGRIND OPTION…] runs the app on the sample feed asking for its first
# photo, with fresh folders and the cairo renderer, under callgrind for 45 s. The copy profiled
# is WORK/photomania, the profile WORK/profile*, valgrind's messages WORK/valgrind.log.
profile_startup() {
    local work=$1 feed=data/sample/feed.json photo app
    shift
    photo=$(grep -o '"id": *"[0-9]*"' "$feed" | head -1 | grep -o '[0-9][0-9]*')
    # Valgrind 3.19 cannot read the DWARF 5 that clang writes for the C targets: profile a copy
    # without debug information (the symbol table names the functions).
    objcopy --strip-debug "$(readlink -f .build/release/photomania)" "$work/photomania"
    # Everything under callgrind is some 50 times slower: 45 s covers start-up and the photo.
    XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state" GSK_RENDERER=cairo \
        valgrind --tool=callgrind --callgrind-out-file="$work/profile" --dump-instr=no "$@" \
        "$work/photomania" --feed "$feed" --photo "$photo" >/dev/null 2>"$work/valgrind.log" &
    app=$!
    sleep 45
    kill "$app"
    wait "$app" || true
}
