import Site

/// Every `cardstock` command and option, declared once. Parsing (``CommandParser``), `--help`
/// (``HelpWriter``), the man page (``ManPage``) and the shell completions (``ShellCompletion``) are all
/// made from this table, and a test checks that they list the same commands and options.
///
/// To add a command: add one ``CommandSpec`` entry to ``commands`` (or, for a new import source such as
/// `import google-fit`, to ``importSources``) with its summary, help text, options and operands, and give
/// it a run function `{ cli, arguments in try cli.runSomething(arguments) }` that turns the
/// ``ParsedArguments`` into its options (throwing `arguments.usageError(…)` for a bad value, exit 64) and
/// returns the exit status. Errors it throws are printed by ``CLI/report(_:summary:)``. Nothing else
/// needs to change: help, the man page, the completions and "did you mean" follow the entry.
package enum CommandTable {
    /// The commands, in the order the overview lists them.
    package static let commands: [CommandSpec] = [
        build, watch, serve, publish, initCommand, importCommand, emailCommand, completionCommand, helpCommand,
    ]

    /// `cardstock` itself: its options, and the commands below it.
    package static let root = CommandSpec(
        "cardstock", summary: "a folder of Markdown becomes a static site of iOS-style card pages",
        options: [OptionSpec("--version", short: "-V", "Print the version")],
        notes: "Run 'cardstock help build' for the build options, 'cardstock help publish' for releases.",
        subcommands: commands,
        run: { cli, arguments in
            if arguments.flag("--version") && !arguments.flag("--help") {
                cli.standardOutput("cardstock \(CardstockVersion.number)")
                return CLI.success
            }
            cli.standardOutput(HelpWriter.text(for: nil))
            return CLI.success
        })

    /// The command whose words are `path` (`["import", "apple-health"]`), or `nil`.
    package static func command(at path: [String]) -> CommandSpec? {
        var spec = root
        for word in path {
            guard let next = spec.subcommand(named: word) else { return nil }
            spec = next
        }
        return spec
    }
}
