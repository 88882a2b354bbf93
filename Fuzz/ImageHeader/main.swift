// Fuzz target: the image header reader (PNG, JPEG, GIF). Built by scripts/fuzz.sh with
// -sanitize=fuzzer,address; a plain build makes an executable that does nothing.
import FuzzSupport
import PhotoFeed

private func fuzzImageHeader(_ input: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes = input else { return 0 }
    if case .size(let width, let height) = ImageHeader.read(Array(UnsafeBufferPointer(start: bytes, count: count))),
        width <= 0 || height <= 0
    {
        fatalError("a size of no pixels was reported: \(width) × \(height)")
    }
    return 0
}

runFuzzer { fuzzImageHeader($0, $1) }
