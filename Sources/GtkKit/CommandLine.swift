import CGtk

/// An option GApplication parses in the process that was started, lists in `--help`, and hands
/// to the primary instance with the rest of the command line.
public struct CommandLineOption: Sendable {
    /// The option's long name, without its dashes (`photo` for `--photo`).
    public let name: String
    /// The placeholder of the option's value in `--help` ("ID"); nil for a switch.
    public let valueName: String?
    /// What the option does, as `--help` lists it.
    public let summary: String

    /// An option `--name`, taking a value shown as `valueName` in `--help` (nil: a switch),
    /// described by `summary`.
    public init(_ name: String, value valueName: String? = nil, _ summary: String) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
    }
}

/// The options of one launch as GApplication parsed them (a GVariantDict, borrowed).
public struct ParsedOptions {
    let dictionary: UnsafeMutablePointer<GVariantDict>?

    /// Whether the switch or option `name` was given.
    public func contains(_ name: String) -> Bool {
        dictionary.map { g_variant_dict_contains($0, name) != 0 } ?? false
    }

    /// The value of option `name`, when it was given.
    public func string(_ name: String) -> String? {
        guard let dictionary, let value = g_variant_dict_lookup_value(dictionary, name, nil) else { return nil }
        defer { g_variant_unref(value) }
        guard g_variant_classify(value) == G_VARIANT_CLASS_STRING else { return nil }
        return String(cString: g_variant_get_string(value, nil))
    }

    /// Every option given, with its value ("" for a switch).
    public func values(for options: [CommandLineOption]) -> [String: String] {
        var values: [String: String] = [:]
        for option in options where contains(option.name) {
            values[option.name] = option.valueName == nil ? "" : string(option.name) ?? ""
        }
        return values
    }
}

/// One launch's command line, in the primary instance: this process's own, or one a later
/// launch sent over D-Bus. What it prints appears in the launching terminal.
public struct ReceivedCommandLine {
    let commandLine: UnsafeMutablePointer<GApplicationCommandLine>

    /// The options, parsed.
    public var options: ParsedOptions { ParsedOptions(dictionary: g_application_command_line_get_options_dict(commandLine)) }

    /// The arguments left after the options, without the program name.
    public var arguments: [String] {
        var count: Int32 = 0
        guard let strings = g_application_command_line_get_arguments(commandLine, &count) else { return [] }
        defer { g_strfreev(strings) }
        return (1..<max(1, Int(count))).compactMap { strings[$0].map { String(cString: $0) } }
    }

    /// The launching process's working directory (for relative paths).
    public var workingDirectory: String? {
        g_application_command_line_get_cwd(commandLine).map { String(cString: $0) }
    }

    /// Prints `message` on the launching process's standard error.
    public func printError(_ message: String) { pm_command_line_printerr(commandLine, message) }
}
