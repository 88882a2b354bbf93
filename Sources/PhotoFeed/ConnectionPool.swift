import CCurl
import Foundation

/// What concurrent transfers share: open connections (so a second request to a host reuses the
/// first one's, HTTP/2 streams included), DNS answers and TLS sessions. A libcurl share handle
/// guarded by one lock per kind of data.
final class ConnectionPool: @unchecked Sendable {
    let share: OpaquePointer
    private let locks = (0..<Int(CURL_LOCK_DATA_LAST.rawValue)).map { _ in NSLock() }

    init() {
        share = OpaquePointer(curl_share_init())
        pm_curl_share_locks(UnsafeMutableRawPointer(share), { _, data, _, user in
            Unmanaged<ConnectionPool>.fromOpaque(user!).takeUnretainedValue().locks[Int(data.rawValue)].lock()
        }, { _, data, user in
            Unmanaged<ConnectionPool>.fromOpaque(user!).takeUnretainedValue().locks[Int(data.rawValue)].unlock()
        }, Unmanaged.passUnretained(self).toOpaque())
        for data in [CURL_LOCK_DATA_CONNECT, CURL_LOCK_DATA_DNS, CURL_LOCK_DATA_SSL_SESSION] {
            pm_curl_share_data(UnsafeMutableRawPointer(share), data)
        }
    }

    deinit { curl_share_cleanup(UnsafeMutableRawPointer(share)) }
}
