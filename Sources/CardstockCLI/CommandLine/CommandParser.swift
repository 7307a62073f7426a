/// Reads a command line against ``CommandTable``: finds the command (and sub-command), then its options
/// and operands. Nothing here knows a particular command; mistakes become ``UsageError``s, with a
/// ``Suggestion`` for a misspelt command, sub-command or option.
package enum CommandParser {
    /// A command line resolved to the command to run and its arguments.
    package struct Parsed: Sendable {
        /// The command (for `--help` anywhere: `help` with the command as its operand).
        package let spec: CommandSpec
        /// Its arguments.
        package let arguments: ParsedArguments
    }

    /// Parses `arguments` (without the program name) against the tree under `root`.
    package static func parse(_ arguments: [String], root: CommandSpec = CommandTable.root) throws -> Parsed {
        var spec = root
        var path: [String] = []
        var rest = arguments[...]
        while !spec.subcommands.isEmpty, let word = rest.first, !word.hasPrefix("-") {
            guard let next = spec.subcommand(named: word) else { throw unknownSubcommand(word, of: spec, path: path) }
            spec = next
            path.append(word)
            rest = rest.dropFirst()
        }
        let words = Array(rest.prefix { $0 != "--" })
        if !path.isEmpty, words.contains("--help") || words.contains("-h") {
            return Parsed(spec: CommandTable.helpCommand, arguments: helpArguments(topic: path[0]))
        }
        let parsed = try parseArguments(Array(rest), for: spec, path: path)
        if !path.isEmpty, !spec.subcommands.isEmpty {
            let names = spec.subcommands.map(\.name).joined(separator: ", ")
            throw parsed.usageError("'\(parsed.commandName)' needs one of: \(names) (e.g. cardstock \(parsed.commandName) \(spec.subcommands[0].name))")
        }
        return Parsed(spec: spec, arguments: parsed)
    }

    /// The arguments of `help TOPIC`.
    static func helpArguments(topic: String?) -> ParsedArguments {
        var arguments = ParsedArguments(command: [CommandTable.helpCommand.name])
        arguments.operands = topic.map { [$0] } ?? []
        return arguments
    }

    /// Reads the options and operands after the command words.
    static func parseArguments(_ words: [String], for spec: CommandSpec, path: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments(command: path)
        let shown = parsed.commandName
        var index = 0
        var operandsOnly = false
        while index < words.count {
            let word = words[index]
            index += 1
            if !operandsOnly, word == "--" { operandsOnly = true; continue }
            guard operandsOnly || !word.hasPrefix("-") || word == "-" else {
                try readOption(word, in: words, at: &index, for: spec, into: &parsed)
                continue
            }
            guard parsed.operands.count < spec.operands.count else {
                let message = spec.operands.last.map { "'\(shown)' takes one \($0.what), got another: '\(word)'" }
                throw parsed.usageError(message ?? (path.isEmpty ? "unexpected argument '\(word)'"
                                                                  : "unexpected argument '\(word)' for '\(shown)'"))
            }
            parsed.operands.append(word)
        }
        if let missing = spec.operands.dropFirst(parsed.operands.count).first(where: { !$0.optional }) {
            throw parsed.usageError("'\(shown)' needs \(missing.name), the \(missing.what)")
        }
        return parsed
    }

    /// Reads one option (`--name`, `--name=value`, `--name value`, `-q`) at `index - 1`.
    static func readOption(_ word: String, in words: [String], at index: inout Int, for spec: CommandSpec,
                           into parsed: inout ParsedArguments) throws {
        var name = word
        var inline: String?
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            name = String(word[..<equals])
            inline = String(word[word.index(after: equals)...])
        }
        if let reason = spec.refused[name] { throw parsed.usageError(reason) }
        guard let option = spec.option(named: name) else { throw unknownOption(name, of: spec, parsed: parsed) }
        guard option.value != nil else {
            if inline != nil { throw parsed.usageError("option '\(name)' takes no value") }
            parsed.flags.insert(option.name)
            return
        }
        let value: String
        if let inline {
            value = inline
        } else if index < words.count, !words[index].hasPrefix("--") {
            value = words[index]
            index += 1
        } else {
            value = ""
        }
        if value.isEmpty { throw parsed.usageError("option '\(name)' needs a value") }
        parsed.values[option.name, default: []].append(value)
    }

    /// `unknown option '--stric' for 'build'; did you mean '--strict'?`.
    static func unknownOption(_ name: String, of spec: CommandSpec, parsed: ParsedArguments) -> UsageError {
        let place = parsed.command.isEmpty ? "" : " for '\(parsed.commandName)'"
        let hint = Suggestion.closest(to: name, among: spec.optionSpellings).map { "; did you mean '\($0)'?" } ?? ""
        return parsed.usageError("unknown option '\(name)'\(place)\(hint)")
    }

    /// `unknown command 'buld'; did you mean 'build'?`, or the list of commands when nothing is close.
    static func unknownSubcommand(_ word: String, of spec: CommandSpec, path: [String]) -> UsageError {
        let names = spec.subcommands.map(\.name)
        let kind = spec.subcommandKind
        guard let close = Suggestion.closest(to: word, among: names) else {
            let plural = (kind.split(separator: " ").last.map(String.init) ?? kind) + "s"
            return UsageError("unknown \(kind) '\(word)' (\(plural): \(names.joined(separator: ", ")))", command: path.first)
        }
        return UsageError("unknown \(kind) '\(word)'; did you mean '\(close)'?", command: path.first)
    }
}
