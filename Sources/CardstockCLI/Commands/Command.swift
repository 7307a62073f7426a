import Diagnostics
import Site

/// A parsed `cardstock` command line.
public enum Command: Sendable, Equatable {
    /// `cardstock build [options]`.
    case build(BuildOptions)
    /// `cardstock watch [options]`: build, then rebuild on every change.
    case watch(BuildOptions)
    /// `cardstock serve [--port N] [--host ADDR] [options]`: watch plus a live-reload preview server.
    case serve(BuildOptions, ServeOptions)
    /// `cardstock publish [options]`.
    case publish(PublishOptions)
    /// `cardstock init [DIR]`.
    case initSite(directory: String)
    /// `cardstock init --templates [DIR]`: copies the built-in templates into `DIR/templates/` for customising.
    case initTemplates(directory: String)
    /// `cardstock init --example health --from EXPORT [DIR]`: a starter site whose report uses an Apple Health import.
    case initHealthExample(directory: String, export: String)
    /// `cardstock import apple-health PATH [options]`: the arguments after `apple-health`.
    case importAppleHealth(arguments: [String])
    /// `cardstock email PAGE --to FILE.eml [options]`: the arguments after `email`.
    case email(arguments: [String])
    /// `cardstock help [COMMAND]` / `--help`.
    case help(topic: String?)
    /// `cardstock --version`.
    case version
}

/// A command line that cannot be understood (exit status 64).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `unknown option '--fast'`.
    public var message: String
    /// The command whose help explains the fix (`nil` for the top level).
    public var command: String?

    /// Creates a usage error.
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// `cardstock: error: …` plus a hint to the matching `--help`.
    public var description: String {
        let hint = command.map { "cardstock help \($0)" } ?? "cardstock --help"
        return "cardstock: error: \(SourceLocation.escapedMessage(message))\nRun '\(hint)' for usage."
    }
}
