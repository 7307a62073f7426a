/// What the parser read for one command: the flags set, the values of options, the operands.
///
/// Options are keyed by their long name (`-q` is stored as `--quiet`). A command's run function turns
/// these into its own options type (``BuildOptions``, ``PublishOptions``, …).
package struct ParsedArguments: Sendable, Equatable {
    /// The command's words, e.g. `["import", "apple-health"]` (empty for `cardstock` alone).
    package var command: [String] = []
    /// Flags given.
    package var flags: Set<String> = []
    /// Values per option, in the order given.
    package var values: [String: [String]] = [:]
    /// The operands, in order.
    package var operands: [String] = []

    /// An empty set of arguments.
    package init(command: [String] = []) { self.command = command }

    /// Whether the flag `name` was given.
    package func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for `name`.
    package func value(_ name: String) -> String? { values[name]?.last }

    /// The command as typed in messages: `import apple-health`.
    package var commandName: String { command.joined(separator: " ") }

    /// A usage error about this command; its hint names the command's help.
    package func usageError(_ message: String) -> UsageError {
        UsageError(message, command: command.first)
    }
}
