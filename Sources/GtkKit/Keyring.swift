import CGtk
import CSecret
import Localization

/// One secret in the desktop's keyring (GNOME Keyring, KWallet: any Secret Service), found by
/// a schema and one attribute, so an app keeps a password or API key out of its settings and
/// files. Every call is asynchronous (the keyring may ask the user to unlock it) and answers
/// on the main thread; a session with no keyring answers with its error.
@MainActor
public final class Keyring {
    private let schema: UnsafeMutablePointer<SecretSchema>
    private let attribute: String
    private let value: String
    private let label: String
    private let collection: String?
    /// The Secret Service, once opened.
    private var service: UnsafeMutablePointer<SecretService>?

    /// The secret of `schema` whose `attribute` is `value`, stored under `label` (what the
    /// keyring's own UI shows) in `collection` (a D-Bus object path; nil is the default
    /// collection, the login keyring).
    public init(schema: String, attribute: String, value: String, label: String, collection: String? = nil) {
        self.schema = pm_secret_schema_new(schema, attribute)
        self.attribute = attribute
        self.value = value
        self.label = label
        self.collection = collection
    }

    isolated deinit {
        secret_schema_unref(schema)
        if let service { g_object_unref(service) }
    }

    /// The secret, or nil when the keyring holds none.
    public func lookUp(_ done: @escaping @MainActor (Result<String?, GLibError>) -> Void) {
        withService(done) { service, attributes, reply in
            secret_service_lookup(
                service, self.schema, attributes, nil, asyncReply,
                reply { result, error in
                    let secret = secret_service_lookup_finish(service, result, &error)
                    defer { if let secret { secret_value_unref(UnsafeMutableRawPointer(secret)) } }
                    return secret.map { secret_value_get_text($0).map { String(cString: $0) } ?? "" }
                })
        }
    }

    /// Stores `secret` in the collection, in place of any before.
    public func store(_ secret: String, _ done: @escaping @MainActor (Result<Void, GLibError>) -> Void) {
        withService(done) { service, attributes, reply in
            let value = secret_value_new(secret, -1, "text/plain")
            defer { secret_value_unref(UnsafeMutableRawPointer(value)) }
            secret_service_store(
                service, self.schema, attributes, self.collection ?? SECRET_COLLECTION_DEFAULT, self.label, value, nil, asyncReply,
                reply { result, error in _ = secret_service_store_finish(service, result, &error) })
        }
    }

    /// Removes the secret; done when there was none too.
    public func clear(_ done: @escaping @MainActor (Result<Void, GLibError>) -> Void) {
        withService(done) { service, attributes, reply in
            secret_service_clear(
                service, self.schema, attributes, nil, asyncReply,
                reply { result, error in _ = secret_service_clear_finish(service, result, &error) })
        }
    }

    /// Runs `call` with the Secret Service (opened the first time, then kept) and this
    /// secret's attributes; `call` starts one request whose reply (made by the function it is
    /// given) ends in `done`.
    private func withService<Value>(
        _ done: @escaping @MainActor (Result<Value, GLibError>) -> Void,
        _ call:
            @escaping @MainActor (
                UnsafeMutablePointer<SecretService>, OpaquePointer,
                (@escaping Finish<Value>) -> UnsafeMutableRawPointer
            ) -> Void
    ) {
        let run = { (service: UnsafeMutablePointer<SecretService>) in
            let attributes = pm_secret_attributes_new(self.attribute, self.value)!
            defer { g_hash_table_unref(attributes) }
            call(service, attributes) { finish in
                AsyncReply { result in
                    var error: UnsafeMutablePointer<GError>?
                    let value = finish(result, &error)
                    done(error == nil ? .success(value) : .failure(GLibError(consuming: error, fallback: tr("The keyring did not answer."))))
                }.retained
            }
        }
        if let service { return run(service) }
        let open = AsyncReply { result in
            var error: UnsafeMutablePointer<GError>?
            guard let opened = secret_service_open_finish(result, &error) else {
                return done(.failure(GLibError(consuming: error, fallback: tr("The keyring could not be opened."))))
            }
            if self.service == nil { self.service = opened } else { g_object_unref(opened) } // two calls opened it at once
            run(self.service!)
        }
        secret_service_open(secret_service_get_type(), nil, SECRET_SERVICE_NONE, nil, asyncReply, open.retained)
    }
}

/// What a finished request gives back, from its result; sets the error when it failed.
private typealias Finish<Value> = @MainActor (OpaquePointer?, inout UnsafeMutablePointer<GError>?) -> Value
