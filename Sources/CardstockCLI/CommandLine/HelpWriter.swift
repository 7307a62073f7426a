import Site

/// Writes `cardstock --help` and `cardstock help COMMAND` from ``CommandTable``.
package enum HelpWriter {
    /// Help for the command `topic`, or the overview when `topic` is `nil` (or not a command).
    package static func text(for topic: String?) -> String {
        guard let topic, let spec = CommandTable.command(at: [topic]) else { return overview() }
        var out = section(spec, path: [topic])
        for sub in spec.subcommands { out += "\n" + section(sub, path: [topic, sub.name]) }
        return out
    }

    /// The overview: version line, commands, top-level options.
    static func overview() -> String {
        let root = CommandTable.root
        var rows: [(String, String)] = []
        for command in root.subcommands {
            if command.subcommands.isEmpty {
                rows.append((([command.name] + command.operands.map(\.label)).joined(separator: " "), command.summary))
            }
            for sub in command.subcommands {
                rows.append(((["\(command.name) \(sub.name)"] + sub.operands.map(\.label)).joined(separator: " "), sub.summary))
            }
        }
        return """
        cardstock \(CardstockVersion.number) — \(root.summary).

        USAGE: cardstock <command> [options]

        COMMANDS:
        \(table(rows, width: 15))
        OPTIONS:
        \(table(root.options.reversed().map { ($0.label, $0.summary) }, width: 15))
        \(root.notes)

        """
    }

    /// One command's usage, description, options and notes.
    static func section(_ spec: CommandSpec, path: [String]) -> String {
        let forms = usageForms(spec, path: path)
        var out = "USAGE: cardstock " + forms.joined(separator: "\n       cardstock ") + "\n"
        if !spec.about.isEmpty { out += "\n" + spec.about + "\n" }
        let options = spec.options.map { ($0.label, $0.summary) }
        if spec.subcommands.isEmpty {
            out += "\nOPTIONS:\n" + table(options, width: min(20, options.map(\.0.count).max() ?? 0) + 2)
        }
        if !spec.notes.isEmpty { out += "\n" + spec.notes + "\n" }
        return out
    }

    /// The declared usage forms, or `PATH… OPERANDS [options]`.
    static func usageForms(_ spec: CommandSpec, path: [String]) -> [String] {
        if !spec.forms.isEmpty { return spec.forms }
        if !spec.subcommands.isEmpty {
            let kind = spec.subcommandKind.split(separator: " ").last.map(String.init) ?? spec.subcommandKind
            return ["\(path.joined(separator: " ")) <\(kind)> …"]
        }
        return [(path + spec.operands.map(\.label) + ["[options]"]).joined(separator: " ")]
    }

    /// Rows of `label  text`, the text starting at column `width + 2`; longer labels put the text on
    /// the next line, and further lines of the text are indented to its column.
    static func table(_ rows: [(String, String)], width: Int) -> String {
        let indent = String(repeating: " ", count: width + 2)
        var out = ""
        for (label, text) in rows {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if label.count + 1 > width {
                out += "  \(label)\n"
                out += lines.map { indent + $0 }.joined(separator: "\n") + "\n"
            } else {
                let pad = String(repeating: " ", count: width - label.count)
                out += "  \(label)\(pad)\(lines[0])\n"
                out += lines.dropFirst().map { indent + $0 + "\n" }.joined()
            }
        }
        return out
    }
}
