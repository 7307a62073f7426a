/// What the parser read for one command: the flags set, the values of options, the operands.
///
/// Options are keyed by their long name (`-q` is stored as `--quiet`). A command's run function turns
/// these into its own options type (``BuildOptions``, ``PublishOptions``, …).
public struct ParsedArguments: Sendable, Equatable {
    /// The command's words, e.g. `["import", "apple-health"]` (empty for `cardstock` alone).
    public var command: [String] = []
    /// Flags given.
    public var flags: Set<String> = []
    /// Values per option, in the order given.
    public var values: [String: [String]] = [:]
    /// The operands, in order.
    public var operands: [String] = []

    /// An empty set of arguments.
    public init(command: [String] = []) { self.command = command }

    /// Whether the flag `name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for `name`.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// The command as typed in messages: `import apple-health`.
    public var commandName: String { command.joined(separator: " ") }

    /// A usage error about this command; its hint names the command's help.
    public func usageError(_ message: String) -> UsageError {
        UsageError(message, command: command.first)
    }
}
