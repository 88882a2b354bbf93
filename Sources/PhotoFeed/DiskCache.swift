import Foundation

/// Downloaded files in a directory, capped in bytes, evicting the least recently used first;
/// files pinned (a favourite's image) are kept apart in `pinned/`, outside the cap, until
/// unpinned. Safe to use from any thread.
///
/// `@unchecked Sendable`: every access to the index and the files goes through its lock.
public final class DiskCache: @unchecked Sendable {
    public let directory: URL
    private var limit: Int
    private let lock = NSLock()
    private let files = FileManager.default
    /// When a file is used, as recorded in its modification date (a clock of its own in tests).
    private let now: @Sendable () -> Date

    public init(directory: URL, capacity: Int, now: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        limit = capacity
        self.now = now
        try? files.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// The file name for `url`: a 64-bit FNV-1a hash of its address.
    static func key(for url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    private func path(for url: URL) -> URL { directory.appendingPathComponent(Self.key(for: url)) }

    /// The folder of the pinned files.
    private var pinnedDirectory: URL { directory.appendingPathComponent("pinned", isDirectory: true) }

    private func pinnedPath(for url: URL) -> URL { pinnedDirectory.appendingPathComponent(Self.key(for: url)) }

    /// Whether bytes for `url` are cached (pinned or not), without reading them or marking them as used.
    public func contains(_ url: URL) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return files.fileExists(atPath: pinnedPath(for: url).path) || files.fileExists(atPath: path(for: url).path)
    }

    /// The cached bytes for `url`, pinned or not, marking them as just used.
    public func data(for url: URL) -> Data? {
        lock.lock()
        defer { lock.unlock() }
        if let pinned = try? Data(contentsOf: pinnedPath(for: url)) { return pinned }
        let file = path(for: url)
        guard let data = try? Data(contentsOf: file) else { return nil }
        try? files.setAttributes([.modificationDate: now()], ofItemAtPath: file.path)
        return data
    }

    /// Keeps the bytes for `url` whatever the cap, until `unpin`: those cached, else `data`
    /// (larger than the cap, say); false when there are none, or the disk is full.
    @discardableResult
    public func pin(_ url: URL, data: Data? = nil) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let pinned = pinnedPath(for: url)
        if files.fileExists(atPath: pinned.path) { return true }
        try? files.createDirectory(at: pinnedDirectory, withIntermediateDirectories: true)
        if (try? files.moveItem(at: path(for: url), to: pinned)) != nil { return true }
        return (try? data?.write(to: pinned, options: .atomic)) != nil
    }

    /// Puts the pinned bytes for `url` back among the others, the most recently used (the cap
    /// may then evict older files).
    public func unpin(_ url: URL) {
        lock.lock()
        defer { lock.unlock() }
        let file = path(for: url)
        try? files.removeItem(at: file)
        guard (try? files.moveItem(at: pinnedPath(for: url), to: file)) != nil else { return }
        try? files.setAttributes([.modificationDate: now()], ofItemAtPath: file.path)
        evict()
    }

    /// The bytes the pinned files take, outside the cap.
    public var pinnedSize: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries(in: pinnedDirectory).reduce(0) { $0 + $1.size }
    }

    /// Keeps `data` for `url`, then evicts the least recently used files over the cap. A full
    /// disk only means the file is not kept.
    public func store(_ data: Data, for url: URL) {
        lock.lock()
        defer { lock.unlock() }
        guard data.count <= limit else { return }
        let file = path(for: url)
        guard (try? data.write(to: file, options: .atomic)) != nil else { return }
        try? files.setAttributes([.modificationDate: now()], ofItemAtPath: file.path)
        evict()
    }

    /// The most bytes the cache keeps; lowering it evicts the least recently used files now.
    public var capacity: Int {
        get {
            lock.lock()
            defer { lock.unlock() }
            return limit
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            limit = max(0, newValue)
            evict()
        }
    }

    /// Deletes every cached file but the pinned ones; returns the bytes freed.
    @discardableResult
    public func removeAll() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return entries().reduce(0) { freed, entry in
            (try? files.removeItem(at: entry.url)) == nil ? freed : freed + entry.size
        }
    }

    /// The bytes the cache holds on disk, without the pinned files.
    public var size: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries().reduce(0) { $0 + $1.size }
    }

    /// The files of `folder` (the cache's own by default: not the pinned folder in it).
    private func entries(in folder: URL? = nil) -> [(url: URL, size: Int, used: Date)] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        let urls = (try? files.contentsOfDirectory(at: folder ?? directory, includingPropertiesForKeys: keys)) ?? []
        return urls.compactMap { url in
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { return nil }
            return (url, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
    }

    private func evict() {
        var entries = entries().sorted { $0.used < $1.used }
        var total = entries.reduce(0) { $0 + $1.size }
        while total > limit, !entries.isEmpty {
            let oldest = entries.removeFirst()
            try? files.removeItem(at: oldest.url)
            total -= oldest.size
        }
    }
}
