/// A place a window is asked to open: by a link, the command line (`--photo`, `--screen`), or
/// another program through the running instance.
public enum Destination: Equatable, Sendable {
    case link(AppLink)
    /// A text given as a link that is none: said in the window, where the user looks.
    case badLink(String)
    /// A screen of the catalogue, with its context.
    case screen(String, context: String?)

    /// The id of the photo it names, if it names one.
    public var photoID: String? {
        switch self {
        case .link(.photo(let id)), .screen("photo", let id?): id
        default: nil
        }
    }

    /// The name of the photographer it names, if it names one (their photos, or their page).
    public var photographerName: String? {
        switch self {
        case .link(.photographer(let name)), .screen("photographer", let name?), .screen("photographer-page", let name?): name
        default: nil
        }
    }
}
