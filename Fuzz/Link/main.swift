// Fuzz target: the deep-link parser. Built by scripts/fuzz.sh with -sanitize=fuzzer,address;
// a plain build makes an executable that does nothing.
import FuzzSupport
import Routing

private func fuzzLink(_ input: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes = input else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard case .success(let link) = Link.parse(text, scheme: "photomania") else { return 0 }
    precondition(text.utf8.count <= Link.maximumLength, "an over-long link was accepted")
    precondition(
        !link.screen.isEmpty && link.screen.allSatisfy { ("a"..."z").contains($0) || $0 == "-" },
        "a screen name outside [a-z-]: \(link.screen)")
    precondition(link.argument.map { !$0.isEmpty && $0 != "." && $0 != ".." } ?? true, "an empty or dot argument")
    return 0
}

runFuzzer { fuzzLink($0, $1) }
