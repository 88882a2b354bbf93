import CCurl
import Foundation

/// What concurrent transfers share, and how connections are reused: DNS answers and TLS
/// sessions go through a libcurl share handle (one lock per kind of data); open connections
/// stay with idle easy handles, which the next transfer takes, since libcurl does not support
/// one connection cache used by several threads at once.
final class ConnectionPool: @unchecked Sendable {
    let share: OpaquePointer
    private let locks = (0..<Int(CURL_LOCK_DATA_LAST.rawValue)).map { _ in NSLock() }
    private let idleLock = NSLock()
    private var idle: [UnsafeMutableRawPointer] = []

    /// An easy handle, with the connections it kept open, ready for a transfer.
    func take() -> UnsafeMutableRawPointer? {
        idleLock.lock()
        let handle = idle.popLast()
        idleLock.unlock()
        if let handle {
            curl_easy_reset(handle)
            return handle
        }
        return curl_easy_init()
    }

    /// Gives a handle back after its transfer, keeping its connections for the next one.
    func giveBack(_ handle: UnsafeMutableRawPointer) {
        idleLock.lock()
        idle.append(handle)
        idleLock.unlock()
    }

    init() {
        share = OpaquePointer(curl_share_init())
        pm_curl_share_locks(UnsafeMutableRawPointer(share), { _, data, _, user in
            Unmanaged<ConnectionPool>.fromOpaque(user!).takeUnretainedValue().locks[Int(data.rawValue)].lock()
        }, { _, data, user in
            Unmanaged<ConnectionPool>.fromOpaque(user!).takeUnretainedValue().locks[Int(data.rawValue)].unlock()
        }, Unmanaged.passUnretained(self).toOpaque())
        for data in [CURL_LOCK_DATA_DNS, CURL_LOCK_DATA_SSL_SESSION] {
            pm_curl_share_data(UnsafeMutableRawPointer(share), data)
        }
    }

    deinit {
        idle.forEach { curl_easy_cleanup($0) }
        curl_share_cleanup(UnsafeMutableRawPointer(share))
    }
}
