import GtkKit
import Library
import Localization
import Observing

/// The Flickr API key, kept in the desktop's keyring and nowhere else: not in settings, not
/// in a file, never printed. The key is read once and held for the run; a key an older
/// version left in settings is moved into the keyring, then removed from settings. Where no
/// keyring answers, a key entered is kept for this run only, and `status` says so.
@MainActor
public final class APIKeyStore: APIKeySource {
    /// Where the key is, as Preferences tells the user.
    public enum Status: Equatable, Sendable {
        /// Not read yet.
        case unknown
        /// No key anywhere.
        case none
        /// In the keyring.
        case inKeyring
        /// Being written to the keyring.
        case saving
        /// Held until the app quits: the keyring answered with this error.
        case unsaved(String)
    }

    /// The key for this run, once read; nil when there is none.
    public private(set) var key: String?
    public private(set) var status = Status.unknown {
        didSet { if status != oldValue { statusChanges.notify(status) } }
    }
    private let statusChanges = ObserverList<Status>()

    private let keyring: Keyring
    private let settings: AppSettings?
    private var waiting: [(String?) -> Void]?
    private var isWriting = false
    /// The key to write once the write under way ends.
    private var queuedWrite: String?

    /// Calls `observer` whenever `status` changes (every Preferences window shows it), until the
    /// token is released.
    public func observeStatus(_ observer: @escaping (Status) -> Void) -> ObserverToken { statusChanges.add(observer) }

    /// `collection` names another keyring than the login keyring (a test's missing one).
    public init(settings: AppSettings?, collection: String? = nil) {
        keyring = Keyring(
            schema: "\(AppInfo.id).APIKey", attribute: "service", value: "flickr",
            label: String(format: tr("%@: Flickr API key"), AppInfo.name), collection: collection)
        self.settings = settings
    }

    /// Calls `done` with the key (nil when there is none), reading the keyring the first time.
    public func fetch(_ done: @escaping @MainActor (String?) -> Void) {
        guard status == .unknown else { return done(key) }
        if waiting != nil { return waiting!.append(done) }
        waiting = [done]
        keyring.lookUp { [weak self] result in
            guard let self else { return }
            if self.status != .unknown { return self.found(self.key, status: self.status) } // saved meanwhile
            switch result {
            case .success(let stored?): self.found(stored, status: .inKeyring)
            case .success(nil): self.moveLegacyKey()
            case .failure(let error): self.found(self.settings?.legacyAPIKey, status: .unsaved(error.description))
            }
        }
    }

    /// Makes `newKey` the key now, and writes it to the keyring (an empty one removes it).
    /// Writes go one at a time, the last one asked for winning.
    public func save(_ newKey: String) {
        let newKey = newKey.trimmingCharacters(in: .whitespacesAndNewlines)
        guard newKey != (key ?? ""), status != .unknown || !newKey.isEmpty else { return }
        key = newKey.isEmpty ? nil : newKey
        status = .saving
        if isWriting {
            queuedWrite = newKey
            return
        }
        write(newKey)
    }

    private func write(_ newKey: String) {
        isWriting = true
        let finished: @MainActor (Result<Void, GLibError>) -> Void = { [weak self] result in
            guard let self else { return }
            isWriting = false
            if let next = queuedWrite {
                queuedWrite = nil
                return write(next)
            }
            switch result {
            case .success: status = newKey.isEmpty ? .none : .inKeyring
            case .failure(let error): status = .unsaved(error.description)
            }
        }
        if newKey.isEmpty { keyring.clear(finished) } else { keyring.store(newKey, finished) }
    }

    /// No key in the keyring: moves one left in settings, if any, into it.
    private func moveLegacyKey() {
        guard let legacy = settings?.legacyAPIKey else { return found(nil, status: .none) }
        keyring.store(legacy) { [weak self] result in
            switch result {
            case .success:
                self?.settings?.removeLegacyAPIKey()
                self?.found(legacy, status: .inKeyring)
            case .failure(let error): self?.found(legacy, status: .unsaved(error.description))
            }
        }
    }

    private func found(_ key: String?, status: Status) {
        self.key = key
        self.status = status
        let waiting = self.waiting ?? []
        self.waiting = nil
        waiting.forEach { $0(key) }
    }
}
