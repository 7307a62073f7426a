import Foundation
import Testing
@testable import CardstockCLI

/// Help, the man page and the shell completions are made from one declaration, ``CommandTable``: each
/// lists every command and option of the table and nothing else.
@Suite struct CommandTableTests {
    /// Every command that runs, with its words.
    static let leaves: [(path: [String], spec: CommandSpec)] = ShellCompletion.leaves

    /// Every command word of the table (`build`, …, `import`, `apple-health`).
    static let commandWords = Set(CommandTable.commands.flatMap { [$0.name] + $0.subcommands.map(\.name) })

    /// Every long option of the table, top level included.
    static let longOptions = Set((CommandTable.root.options + leaves.flatMap(\.spec.options)).map(\.name))

    /// Every short option of the table.
    static let shortOptions = Set((CommandTable.root.options + leaves.flatMap(\.spec.options)).compactMap(\.short))

    /// The long options named anywhere in `text` (`--content`, `--base-url`).
    static func longOptions(in text: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: "(?<!-)--[a-z][a-z-]*[a-z]")
        let range = NSRange(text.startIndex..., in: text)
        return Set(regex.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } })
    }

    /// Option labels (`-q, --quiet`, `--content DIR`) of a help text's OPTIONS section, as long names.
    static func optionSection(_ help: String) -> Set<String> {
        guard let start = help.range(of: "\nOPTIONS:\n") else { return [] }
        var names: Set<String> = []
        for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { break }
            guard line.hasPrefix("  -") else { continue }
            let label = line.dropFirst(2).components(separatedBy: "  ")[0].split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
            names.formUnion(label.filter { $0.hasPrefix("--") })
        }
        return names
    }

    @Test(arguments: leaves.map(\.path))
    func eachCommandsHelpListsExactlyItsOptions(path: [String]) throws {
        let spec = try #require(CommandTable.command(at: path))
        let help = HelpWriter.section(spec, path: path)
        #expect(Self.optionSection(help) == Set(spec.options.map(\.name)), "\(path)")
        for short in spec.options.compactMap(\.short) { #expect(help.contains("  \(short), "), "\(path): \(short)") }
        #expect(HelpWriter.text(for: path[0]).contains(help))
    }

    @Test func theOverviewListsEveryCommandAndTheTopLevelOptions() {
        let overview = HelpWriter.text(for: nil)
        let section = overview.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
        var listed: Set<String> = []
        for row in section.split(separator: "\n") where row.hasPrefix("  ") && !row.hasPrefix("   ") {
            let words = row.split(separator: " ").map(String.init)
            listed.insert(words[0])
            if words.count > 1, words[1].allSatisfy({ $0.isLowercase || $0 == "-" }) { listed.insert(words[1]) }
        }
        #expect(listed == Self.commandWords)
        #expect(Self.optionSection(overview) == Set(CommandTable.root.options.map(\.name)))
    }

    @Test func theManPageDescribesEveryCommandWithExactlyItsOptions() throws {
        let man = ManPage.text().replacingOccurrences(of: "\\-", with: "-")
        #expect(Self.longOptions(in: man) == Self.longOptions)
        let sections = man.components(separatedBy: "\n.SS \"cardstock ")
        for (path, spec) in Self.leaves {
            let heading = path.joined(separator: " ")
            let section = try #require(sections.last { $0.hasPrefix(heading + " ") || $0.hasPrefix(heading + "\"") }, "\(heading)")
            let body = section.components(separatedBy: "\n.SH ")[0]
            let entries = body.components(separatedBy: ".TP\n").dropFirst().map { $0.prefix { $0 != "\n" } }
            let names = entries.flatMap { entry in
                entry.components(separatedBy: "\\fB").dropFirst().map { String($0.prefix { $0 != "\\" }) }
            }
            #expect(Set(names) == Set(spec.options.map(\.name) + spec.options.compactMap(\.short)), "\(heading)")
        }
        let top = try #require(man.components(separatedBy: ".SH OPTIONS\n").last?.components(separatedBy: "\n.SH ").first)
        #expect(top.contains("\\fB--version\\fR") && top.contains("\\fB-V\\fR"))
    }

    @Test(arguments: CommandTable.shells)
    func completionsOfferEveryCommandAndOptionAndNothingElse(shell: String) throws {
        let script = try #require(ShellCompletion.script(for: shell))
        var options = Self.longOptions(in: script)
        var commands: Set<String> = []
        switch shell {
        case "bash":
            let first = try #require(script.split(separator: "\n").first { $0.contains("COMP_CWORD == 1") == false && $0.contains("compgen -W") })
            commands = Set(first.split(separator: "\"")[1].split(separator: " ").map(String.init).filter { !$0.hasPrefix("-") })
            for command in CommandTable.commands where !command.subcommands.isEmpty {
                commands.formUnion(command.subcommands.map(\.name).filter { script.contains("'\(command.name) \($0)')") })
            }
        case "zsh":
            let line = try #require(script.split(separator: "\n").first { $0.contains("commands=(") })
            commands = Set(line.split(separator: "'").filter { $0.contains(":") }.map { String($0.prefix { $0 != ":" }) })
            commands.formUnion(script.split(separator: "\n").filter { $0.hasPrefix("    ") && $0.contains(") shift words") }
                .map { String($0.dropFirst(4).prefix { $0 != ")" }) })
        default:
            options.formUnion(Self.matches(of: "-n '[^']*'(?: -s [a-zA-Z])? -l ([a-z-]+)", in: script).map { "--" + $0 })
            commands = Set(Self.matches(of: " -a ([a-z-]+) -d", in: script))
        }
        #expect(options == Self.longOptions, "\(shell)")
        #expect(commands == Self.commandWords, "\(shell)")
        for short in Self.shortOptions {
            #expect(script.contains(shell == "fish" ? "-s \(short.dropFirst())" : short), "\(shell): \(short)")
        }
    }

    /// The first capture group of every match.
    static func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func bashReadsTheScript() throws {
        let script = try #require(ShellCompletion.script(for: "bash"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cardstock-completion-\(getpid()).bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", """
            source "$1" && COMP_WORDS=(cardstock build --st) COMP_CWORD=2 && _cardstock && echo "${COMPREPLY[*]}" \
            && COMP_WORDS=(cardstock bu) COMP_CWORD=1 && _cardstock && echo "${COMPREPLY[*]}" \
            && COMP_WORDS=(cardstock import apple-health x --types wat) COMP_CWORD=5 && _cardstock && echo "${COMPREPLY[*]}"
            """, "bash", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(out == "--strict\nbuild\nwater\n")
    }
}
