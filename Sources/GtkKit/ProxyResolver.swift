import CGtk

/// The proxy the desktop says to use for an address (GProxyResolver: GNOME's proxy settings,
/// or libproxy's PAC files and `http_proxy` variables), for a client with sockets of its
/// own such as libcurl, which knows none of these.
public enum ProxyResolver {
    /// The proxy for `url` as libcurl takes it ("http://host:port", "socks5h://host:port"),
    /// "" for a direct connection, or nil when the desktop could not say. May block while a
    /// PAC script runs: call it off the main thread.
    public static func proxy(for url: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard let proxies = g_proxy_resolver_lookup(g_proxy_resolver_get_default(), url, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_strfreev(proxies) }
        guard let first = proxies[0].map({ String(cString: $0) }) else { return nil }
        return curlProxy(first)
    }

    /// GIO's proxy URI as libcurl's: "direct://" is no proxy, and GIO's "socks://" (any SOCKS
    /// version) is SOCKS 5 with the name resolved by the proxy.
    static func curlProxy(_ uri: String) -> String {
        if uri.hasPrefix("direct://") { return "" }
        if uri.hasPrefix("socks://") { return "socks5h://" + uri.dropFirst("socks://".count) }
        return uri
    }
}
