import Foundation
import GtkKit
import Library
import PhotoFeed

/// Images for the detail and the thumbnails: from memory, else from the disk cache, else
/// downloaded; decoded off the main thread after the header passed the pixel limit, at the
/// size they are shown. Only reduced images are kept in memory: a full-resolution decode
/// (for zoom) belongs to the one view that asked for it.
///
/// Decoded, the photo on screen is kept with the two before and the two after it in its list,
/// as Loupe keeps them (`prepare`), and the one shown before it: stepping to a neighbour
/// paints it in the next frame, without a download or a decode. The least recently used go
/// first, so a step on drops the neighbour left furthest behind and memory stays bounded by
/// `photosKept` (which windows browsing at once share).
///
/// An image asked for again while it is loading (a neighbour decoded ahead, then stepped to; a
/// photo decoded as soon as its feed arrived, then shown) joins the load under way: one
/// transfer and one decode, each caller told, the work cancelled once every caller cancelled.
///
/// Downloads go easy on an image host that answers `429`: fewer at once, each tried again
/// after the pause asked, the image still loading meanwhile (`ThrottledDownloads`).
@MainActor
public final class ImageLoader: ImagePinning {
    public struct Limits {
        public var maxPixels = 100_000_000
        /// Decoded photos kept: the one shown, the four next to it and the one shown before it.
        public var photosKept = 6
        /// Decoded thumbnails kept, in bytes of pixels.
        public var thumbnailBytes = 16_000_000
        public var diskBytes = 200_000_000
        public init() {}
    }

    /// The longest side up to which an image counts as a thumbnail.
    public static let thumbnailSize = 256

    private let http: HTTPClient
    /// Every download, within its host's share.
    let downloads: ThrottledDownloads
    private let limits: Limits
    /// Decodes a grid's thumbnails, one at a time at a lower priority.
    private let thumbnailDecoder = BackgroundWorker(name: "Photomania thumbnails")
    public let disk: DiskCache
    /// Decoded photos, one unit each.
    public let photos: MemoryCache<Request, Texture>
    /// Decoded thumbnails, by bytes.
    public let thumbnails: MemoryCache<Request, Texture>

    /// The loads under way, each as long as its work holds it (cancelled work ends without a
    /// result and lets go of its load).
    private var loading: [Request: SharedLoad.Weak] = [:]
    /// How many entries `loading` may reach before those of cancelled loads are dropped: twice
    /// what was left the last time, so a grid's hundreds of thumbnails cost no pass each.
    private var loadingPruneAt = 64

    /// An image at a size: fitted in `box` (or cropped to it, `crops`), or at full
    /// resolution (nil).
    public struct Request: Hashable, Sendable {
        public let url: URL
        public let box: PixelSize?
        public var crops = false
    }

    public init(http: HTTPClient, cacheDirectory: URL, limits: Limits = Limits()) {
        self.http = http
        downloads = ThrottledDownloads(http: http, scheduler: MainLoopScheduler(), trace: { Log.photomania.debug($0) })
        self.limits = limits
        disk = DiskCache(directory: cacheDirectory, capacity: limits.diskBytes)
        photos = MemoryCache(capacity: limits.photosKept)
        thumbnails = MemoryCache(capacity: limits.thumbnailBytes)
    }

    /// Where a decoded image of `request` is kept (a full-resolution one is not).
    private func cache(for request: Request) -> (cache: MemoryCache<Request, Texture>, cost: (Texture) -> Int)? {
        guard let box = request.box else { return nil }
        return max(box.width, box.height) <= Self.thumbnailSize ? (thumbnails, { $0.pixelWidth * $0.pixelHeight * 4 }) : (photos, { _ in 1 })
    }

    /// Downloads `urls` ahead of need into the disk cache, unless they are there (or are
    /// files); returns the tasks, to cancel when they are no longer needed.
    public func preload(_ urls: [URL]) -> [HTTPTask] {
        let disk = disk
        return urls.filter { !$0.isFileURL && !disk.contains($0) }.map { url in
            let task = HTTPTask()
            downloads.fetch(url, task: task, decode: { data in disk.store(data, for: url) }, completion: { _ in })
            return task
        }
    }

    /// The image of `url` decoded at `box`, if it is kept in memory (counts as a use).
    public func decoded(_ url: URL, fitting box: PixelSize) -> Texture? {
        let request = Request(url: url, box: box)
        return cache(for: request)?.cache[request]
    }

    /// Decodes `urls` ahead at `box` into the photos kept, unless they are there; returns the
    /// tasks, to cancel when they are no longer needed (a transfer or decode not finished
    /// then is not kept).
    public func prepare(_ urls: [URL], fitting box: PixelSize) -> [HTTPTask] {
        urls.filter { decoded($0, fitting: box) == nil }.map { load($0, fitting: box) { _ in } }
    }

    /// Whether an image of `url` is loading (for tests).
    func isLoading(_ url: URL) -> Bool { loading.contains { $0.key.url == url && $0.value.load != nil } }

    /// Whether `url` is decoded in memory at a photo's size, not a thumbnail's (for tests).
    public func isDecodedAsPhoto(_ url: URL) -> Bool {
        photos.containsKey { $0.url == url }
    }

    /// `completion` runs on the main actor, unless the returned task is cancelled first, and is
    /// released there either way (it may hold widgets). Call on the main thread. The memory
    /// cache answers at once; the disk cache, the download and the decoding run on background
    /// threads.
    /// `cropping`, the image is cropped to `box`, not fitted in it (a grid's thumbnail).
    public func load(
        _ url: URL, fitting box: PixelSize?, cropping: Bool = false,
        completion: @escaping @MainActor (Result<Texture, Error>) -> Void
    ) -> HTTPTask {
        let task = HTTPTask()
        let request = Request(url: url, box: box, crops: cropping)
        let kept = cache(for: request)
        if let texture = kept?.cache[request] {
            let delivery = MainReleased(completion)
            DispatchQueue.main.async { MainActor.assumeIsolated { delivery.consume { if !task.isCancelled { $0(.success(texture)) } } } }
            return task
        }
        if let shared = loading[request]?.load, !shared.task.isCancelled {
            shared.add(task, completion)
            return task
        }
        let shared = SharedLoad(task, completion)
        if loading.count >= loadingPruneAt {
            loading = loading.filter { $0.value.load != nil }
            loadingPruneAt = max(64, 2 * loading.count)
        }
        loading[request] = SharedLoad.Weak(load: shared)
        let finish: @MainActor (Result<Texture, Error>) -> Void = { [weak self] result in
            if self?.loading[request]?.load === shared { self?.loading[request] = nil }
            if case .success(let texture) = result, let kept { kept.cache.insert(texture, cost: kept.cost(texture), for: request) }
            shared.deliver(result)
        }
        startLoading(request, task: shared.task, finish: finish)
        return task
    }

    /// Reads or downloads `request`'s image and decodes it, giving `finish` (on the main actor)
    /// the result unless `task` is cancelled first.
    private func startLoading(_ request: Request, task: HTTPTask, finish: @escaping @MainActor (Result<Texture, Error>) -> Void) {
        let (url, box, maxPixels) = (request.url, request.box, limits.maxPixels)
        guard request.crops else {
            withData(of: url, task: task, { try ImageLoader.decode($0, maxPixels: maxPixels, fitting: box) }, completion: finish)
            return
        }
        // A grid's thumbnails wait for a core the main thread leaves: one at a time, behind,
        // on the worker's thread, holding no other (a photo asked for meanwhile goes first).
        withData(
            of: url, task: task,
            {
                try ImageLoader.checkHeader(of: $0, maxPixels: maxPixels)
                return $0
            }
        ) { [thumbnailDecoder] read in
            let data: Data
            switch read {
            case .success(let read): data = read
            case .failure(let error): return finish(.failure(error))
            }
            let delivery = MainReleased(finish)
            thumbnailDecoder.run {
                let decoded = task.isCancelled ? nil : Result { try ImageLoader.decode(data, maxPixels: maxPixels, fitting: box, cropping: true) }
                DispatchQueue.main.async { MainActor.assumeIsolated { delivery.consume { finish in if let decoded, !task.isCancelled { finish(decoded) } } } }
            }
        }
    }

    /// The bytes of `url` as the server sent them (a file's as they are); `completion` runs on
    /// the main actor.
    @discardableResult
    func originalData(of url: URL, completion: @escaping @MainActor (Result<Data, Error>) -> Void) -> HTTPTask {
        let task = HTTPTask()
        withData(of: url, task: task, { $0 }, completion: completion)
        return task
    }

    /// Keeps `url`'s own bytes on disk whatever the cache's cap (a favourite's image, which
    /// then opens without the network), downloaded first when they are not there; a file is
    /// where it is already. `done` gets whether they are kept.
    public func pin(_ url: URL, done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        guard !url.isFileURL else { return done(true) }
        originalData(of: url) { [disk] result in done((try? result.get()).map { disk.pin(url, data: $0) } ?? false) }
    }

    /// Lets the cache's cap take `url`'s bytes again (unstarred).
    public func unpin(_ url: URL) { disk.unpin(url) }

    /// How the photo at `url` was taken, read from its file's EXIF off the main thread (from the
    /// disk cache when it is there); nil without any. `completion` runs on the main actor.
    @discardableResult
    func cameraSettings(of url: URL, completion: @escaping @MainActor (CameraSettings?) -> Void) -> HTTPTask {
        let task = HTTPTask()
        withData(of: url, task: task, { CameraSettings.read(from: $0) }) { completion((try? $0.get()) ?? nil) }
        return task
    }

    /// Gives `completion` (on the main actor) `url`'s bytes through `transform`: from the disk
    /// cache when they are there (read off the main thread), else read where the file is or
    /// downloaded, a download kept in the cache once `transform` accepts it.
    private func withData<Value>(
        of url: URL, task: HTTPTask, _ transform: @escaping @Sendable (Data) throws -> Value,
        completion: @escaping @MainActor (Result<Value, Error>) -> Void
    ) {
        let disk = disk
        // A file is read where it is: the disk cache holds only downloads.
        guard !url.isFileURL else {
            _ = http.fetch(url, task: task, decode: transform, completion: completion)
            return
        }
        let delivery = MainReleased(completion)
        DispatchQueue.global(qos: .userInitiated).async {
            let cached = task.isCancelled ? nil : disk.data(for: url).flatMap { try? transform($0) }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    delivery.consume { completion in
                        guard !task.isCancelled else { return }
                        if let cached { return completion(.success(cached)) }
                        self.downloads.fetch(
                            url, task: task,
                            decode: { data in
                                let value = try transform(data)
                                disk.store(data, for: url)
                                return value
                            }, completion: completion)
                    }
                }
            }
        }
    }

    /// Drops the decoded images (a low-memory warning); the files on disk stay, as they cost
    /// no memory and spare a download.
    public func purgeMemory() {
        photos.removeAll()
        thumbnails.removeAll()
    }

    /// Throws why `data` is not to be decoded: not a PNG, JPEG or GIF (its size is unknown), a
    /// damage that shows in its header, or more than `maxPixels`.
    nonisolated static func checkHeader(of data: Data, maxPixels: Int) throws {
        let size: (width: Int, height: Int)
        switch ImageHeader.read([UInt8](data)) {
        case .size(let width, let height): size = (width, height)
        case .damaged(let reason): throw ImageError.damaged(reason)
        case .unknownFormat: throw ImageError.unsupported
        }
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        if overflow || pixels > maxPixels {
            throw ImageError.tooManyPixels(width: size.width, height: size.height, limit: maxPixels)
        }
    }

    /// Decodes `data`, brought down to fit `box` (or cropped to it, `cropping`), if its header declares
    /// at most `maxPixels`. A file that is not a PNG, JPEG or GIF is refused (its size is
    /// unknown), and so is one whose damage shows before decoding (a corrupt header, a file
    /// cut short).
    nonisolated static func decode(_ data: Data, maxPixels: Int, fitting box: PixelSize? = nil, cropping: Bool = false) throws -> Texture {
        try checkHeader(of: data, maxPixels: maxPixels)
        // A full-size decode reduced to the box leaves its pixels freed but resident.
        defer { HeapTrimmer.shared.burstEnded() }
        do {
            return try Texture(decoding: data, fitting: box, cropping: cropping)
        } catch {
            throw ImageError.damaged("\(error)")
        }
    }
}
