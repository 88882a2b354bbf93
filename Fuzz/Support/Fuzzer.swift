import Foundation

/// A fuzz target's entry: one input in, 0 out (anything else is for libFuzzer's own use).
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ target: FuzzTarget
    ) -> CInt
#endif

/// Hands `target` to libFuzzer with the command line, and exits with its status. In a build
/// without libFuzzer (scripts/fuzz.sh passes -DFUZZING and -sanitize=fuzzer) it does nothing,
/// so the package's ordinary build still links.
public func runFuzzer(_ target: FuzzTarget) {
    #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runDriver(&argc, &argv, target))
    #endif
}
