# Sourced by setup.sh and meson-swift-build.sh: what every `swift build` of the scripts adds.
# CI sets PHOTOMANIA_STRICT=1, and then a compiler warning fails the build. One list for all,
# so no build rebuilds another's products with other flags.
swift_flags=()
if [ "${PHOTOMANIA_STRICT:-}" = 1 ]; then swift_flags=(-Xswiftc -warnings-as-errors); fi
