/// One option of a command as ``CommandTable`` declares it: its spelling, its value, its help line.
///
/// Parsing, `--help`, the man page and the shell completions all read this declaration, so an option
/// exists in all of them or in none.
package struct OptionSpec: Sendable, Equatable {
    /// What a shell completes after the option (or for an operand).
    package enum Completion: Sendable, Equatable {
        /// Nothing in particular.
        case none
        /// A folder.
        case directory
        /// A file.
        case file
        /// One of these words.
        case words([String])
        /// A command name (the operand of `help`).
        case commands
    }

    /// The long spelling, e.g. `--content`.
    package let name: String
    /// The short spelling, e.g. `-q`, if any.
    package let short: String?
    /// The value's placeholder in help (`DIR`); `nil` for a flag.
    package let value: String?
    /// The help text; further lines continue it.
    package let summary: String
    /// What the shell completes for the value.
    package let completion: Completion

    /// Declares an option; the completion defaults from the placeholder (`DIR` a folder, `FILE`/`PATH` a file).
    package init(_ name: String, short: String? = nil, value: String? = nil, _ summary: String,
                completion: Completion? = nil) {
        self.name = name
        self.short = short
        self.value = value
        self.summary = summary
        self.completion = completion ?? Self.completion(forPlaceholder: value)
    }

    /// The completion a placeholder suggests.
    static func completion(forPlaceholder value: String?) -> Completion {
        switch value {
        case "DIR": return .directory
        case "FILE", "PATH": return .file
        default: return .none
        }
    }

    /// `-q, --quiet` or `--content DIR`, as help and the man page show it.
    package var label: String {
        let names = short.map { "\($0), \(name)" } ?? name
        return value.map { "\(names) \($0)" } ?? names
    }

    /// `-h, --help`, which every command takes.
    package static let help = OptionSpec("--help", short: "-h", "Show this help")
}

/// A word after the command that is not an option, such as `init`'s `DIR`.
package struct OperandSpec: Sendable, Equatable {
    /// The placeholder, e.g. `DIR`.
    package let name: String
    /// What it is, in words, for messages: `directory`, `export`.
    package let what: String
    /// Whether it may be left out.
    package let optional: Bool
    /// What the shell completes.
    package let completion: OptionSpec.Completion

    /// Declares an operand.
    package init(_ name: String, what: String, optional: Bool = false, completion: OptionSpec.Completion? = nil) {
        self.name = name
        self.what = what
        self.optional = optional
        self.completion = completion ?? OptionSpec.completion(forPlaceholder: name)
    }

    /// `[DIR]` or `PATH`.
    package var label: String { optional ? "[\(name)]" : name }
}
