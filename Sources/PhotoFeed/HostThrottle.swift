/// How many transfers may run at once to each host: all the client allows (`ceiling`) until a
/// host answers `429 Too Many Requests` (or `503`), which halves its share (down to one); every
/// `recovery` transfers it then serves in a row give one back, up to the ceiling again. As
/// image servers under load ask, without a slow start for hosts that never refused.
public struct HostThrottle: Equatable, Sendable {
    public let ceiling: Int
    public let recovery: Int
    private var limits: [String: Int] = [:]
    private var servedInARow: [String: Int] = [:]

    public init(ceiling: Int, recovery: Int = 8) {
        (self.ceiling, self.recovery) = (max(1, ceiling), max(1, recovery))
    }

    /// The transfers `host` may have running at once.
    public func limit(for host: String) -> Int { limits[host] ?? ceiling }

    /// `host` asked for fewer requests: its share halves.
    public mutating func refused(by host: String) {
        limits[host] = max(1, limit(for: host) / 2)
        servedInARow[host] = 0
    }

    /// `host` served a transfer.
    public mutating func served(by host: String) {
        guard let limit = limits[host] else { return }
        let served = (servedInARow[host] ?? 0) + 1
        guard served >= recovery else {
            servedInARow[host] = served
            return
        }
        servedInARow[host] = 0
        limits[host] = limit + 1 < ceiling ? limit + 1 : nil
    }
}
