/// One command as ``CommandTable`` declares it: name, words for help, options, operands, sub-commands and
/// the function that runs it.
package struct CommandSpec: Sendable {
    /// What runs a parsed command: the CLI (for its output and working directory) and the arguments.
    /// Returns the exit status; a thrown error goes to ``CLI/report(_:summary:)``.
    package typealias Run = @Sendable (CLI, ParsedArguments) throws -> Int32

    /// The word typed, e.g. `build`.
    package let name: String
    /// One line for the overview's command list.
    package let summary: String
    /// Usage forms after `cardstock ` when the generated one (`NAME [options] OPERANDS`) is not enough.
    package let forms: [String]
    /// The paragraphs after the usage line.
    package let about: String
    /// The options, in help order (``OptionSpec/help`` is added to every command).
    package let options: [OptionSpec]
    /// The operands, in order.
    package let operands: [OperandSpec]
    /// Options another command takes that this one refuses on purpose, with the reason printed.
    package let refused: [String: String]
    /// Text after the options (notes, `EXIT STATUS: …`).
    package let notes: String
    /// Sub-commands (`import apple-health`); a command with sub-commands needs one.
    package let subcommands: [CommandSpec]
    /// What a sub-command is called in messages (`import source`).
    package let subcommandKind: String
    /// Runs the command.
    package let run: Run

    /// Declares a command.
    package init(_ name: String, summary: String, forms: [String] = [], about: String = "", options: [OptionSpec] = [],
                operands: [OperandSpec] = [], refused: [String: String] = [:], notes: String = "",
                subcommands: [CommandSpec] = [], subcommandKind: String = "command", run: @escaping Run) {
        self.name = name
        self.summary = summary
        self.forms = forms
        self.about = about
        self.options = options + [.help]
        self.operands = operands
        self.refused = refused
        self.notes = notes
        self.subcommands = subcommands
        self.subcommandKind = subcommandKind
        self.run = run
    }

    /// The option spelled `name` (long or short).
    package func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name || $0.short == name }
    }

    /// The sub-command called `name`.
    package func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// Every spelling of every option, for suggestions: long names, short names and refused names.
    var optionSpellings: [String] {
        options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) } + refused.keys.sorted()
    }
}
