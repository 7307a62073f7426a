extension CommandTable {
    /// The shells ``ShellCompletion`` writes for.
    package static let shells = ["bash", "zsh", "fish"]

    /// `cardstock help [COMMAND]` (and `--help` anywhere).
    package static let helpCommand = CommandSpec(
        "help", summary: "Show help for a command",
        about: "Shows help for a command, or with --man the whole manual page in roff.",
        options: [OptionSpec("--man", "Print the manual page cardstock(1) (roff; view it with 'man -l -')")],
        operands: [OperandSpec("COMMAND", what: "command name", optional: true, completion: .commands)],
        run: { cli, arguments in
            if arguments.flag("--man") {
                cli.standardOutput(ManPage.text())
                return CLI.success
            }
            let topic = arguments.operands.first
            if let topic, command(at: [topic]) == nil {
                throw CommandParser.unknownSubcommand(topic, of: root, path: [])
            }
            cli.standardOutput(HelpWriter.text(for: topic))
            return CLI.success
        })

    /// `cardstock completion SHELL`.
    static let completionCommand = CommandSpec(
        "completion", summary: "Print the shell completion script for bash, zsh or fish",
        about: """
        Prints a completion script for SHELL. For bash: cardstock completion bash > \
        ~/.local/share/bash-completion/completions/cardstock; for zsh, save it as _cardstock in a folder of
        $fpath; for fish, as ~/.config/fish/completions/cardstock.fish.
        """,
        operands: [OperandSpec("SHELL", what: "shell", completion: .words(shells))],
        run: { cli, arguments in
            let shell = arguments.operands[0]
            guard let script = ShellCompletion.script(for: shell) else {
                let hint = Suggestion.closest(to: shell, among: shells).map { "; did you mean '\($0)'?" }
                throw arguments.usageError("unknown shell '\(shell)'\(hint ?? " (shells: \(shells.joined(separator: ", ")))")")
            }
            cli.standardOutput(script)
            return CLI.success
        })
}
