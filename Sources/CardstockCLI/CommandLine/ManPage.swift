import Foundation
import Site

/// The manual page cardstock(1) in roff, made from ``CommandTable`` (`cardstock help --man`). It holds no
/// date, so the same binary always prints the same page.
package enum ManPage {
    /// The whole page.
    package static func text() -> String {
        let root = CommandTable.root
        var page = [
            ".TH CARDSTOCK 1 \"\" \"cardstock \(CardstockVersion.number)\" \"User Commands\"",
            ".SH NAME",
            "cardstock \\- " + escaped(root.summary),
            ".SH SYNOPSIS",
            ".B cardstock",
            ".I command",
            "[\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            "Cardstock turns a folder of Markdown pages and metric files into a static site of iOS-style cards.",
            ".SH OPTIONS",
        ]
        page += root.options.reversed().flatMap(option)
        page.append(".SH COMMANDS")
        for command in root.subcommands {
            page += section(command, path: [command.name])
            for sub in command.subcommands { page += section(sub, path: [command.name, sub.name]) }
        }
        page += [
            ".SH EXIT STATUS",
            "0 on success, 1 when a build, import or release fails, 64 for a usage error.",
            ".SH SEE ALSO",
            "Each command's help: \\fBcardstock help\\fR \\fIcommand\\fR.",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// A command's heading (one per usage form), description, options and notes.
    static func section(_ spec: CommandSpec, path: [String]) -> [String] {
        var lines = HelpWriter.usageForms(spec, path: path).map { ".SS \"cardstock \(escaped($0))\"" }
        lines += paragraphs(spec.about)
        if spec.subcommands.isEmpty { lines += spec.options.flatMap(option) }
        lines += paragraphs(spec.notes)
        return lines
    }

    /// `.TP`, the option in bold with its value in italics, then its text.
    static func option(_ option: OptionSpec) -> [String] {
        let names = ([option.short].compactMap { $0 } + [option.name]).map { "\\fB\(escaped($0))\\fR" }
        let value = option.value.map { " \\fI\(escaped($0))\\fR" } ?? ""
        return [".TP", names.joined(separator: ", ") + value, escaped(option.summary.replacingNewlines())]
    }

    /// Text as roff paragraphs (`.PP` between them), lines joined.
    static func paragraphs(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.components(separatedBy: "\n\n").flatMap { [".PP", escaped($0.replacingNewlines())] }
    }

    /// Backslashes and hyphens escaped; a line starting with `.` or `'` guarded with `\&`.
    static func escaped(_ text: String) -> String {
        let out = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return out.hasPrefix(".") || out.hasPrefix("'") ? "\\&" + out : out
    }
}

extension String {
    /// The lines joined by single spaces.
    func replacingNewlines() -> String {
        split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
