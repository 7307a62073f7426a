import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// A throw-away copy of a fixture site, built by the CLI core or by the real `cardstock` binary.
final class LocalizedSite {
    let root: String

    /// `Tests/LocalizationTests/Fixtures`.
    static var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    }

    /// The repository root.
    static var repository: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// `.build/debug/cardstock` (or release) of this package.
    static var executable: String {
        for configuration in ["debug", "release"] {
            let candidate = repository + "/.build/\(configuration)/cardstock"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return repository + "/.build/debug/cardstock"
    }

    /// Whether the binary has been built (`swift build --build-tests`).
    static var binaryAvailable: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    /// A copy of the fixture `name` in a new temporary folder.
    init(fixture name: String) throws {
        var template = Array((NSTemporaryDirectory() + "cardstock-i18n-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        root = try #require(made.map { String(cString: $0) })
        try FileManager.default.copyItem(atPath: LocalizedSite.fixtures + "/" + name, toPath: root + "/site-src")
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// The project folder.
    var project: String { root + "/site-src" }

    /// Writes a file of the project (folders made).
    func write(_ relative: String, _ text: String) throws {
        let path = project + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// `cardstock build` through the CLI core (in process).
    func build(_ arguments: [String] = []) -> (status: Int32, err: String) {
        let err = ErrorLines()
        let cli = CLI(workingDirectory: project, standardOutput: { _ in }, standardError: { err.append($0) })
        return (cli.run(["build", "--quiet"] + arguments), err.text)
    }

    /// `cardstock build --output OUT` by the real binary with `environment` added (and a throw-away `HOME`).
    func buildWithBinary(output: String, environment extra: [String: String]) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LocalizedSite.executable)
        process.arguments = ["build", "--quiet", "--output", output]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = root
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: project)
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Every file below `folder` of the project (relative path → bytes).
    func snapshot(_ folder: String = "site") -> [String: Data] {
        let base = project + "/" + folder
        var out: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: base) else { return out }
        while let next = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + next, isDirectory: &isDirectory), !isDirectory.boolValue {
                out[next] = FileManager.default.contents(atPath: base + "/" + next)
            }
        }
        return out
    }

    /// An output page as text.
    func page(_ relative: String) -> String {
        FileManager.default.contents(atPath: project + "/site/" + relative).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

/// Lines written by the CLI, collected from any thread.
final class ErrorLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return lines.joined(separator: "\n") }
}

/// What a reader of a page sees or hears: its text nodes (the stylesheet and scripts left out), the
/// chart titles and descriptions, `alt`, `title` and `aria-label` values, entities decoded.
enum VisibleText {
    static func of(_ html: String) -> String {
        var text = html
        for pattern in ["<style[^>]*>[\\s\\S]*?</style>", "<script[^>]*>[\\s\\S]*?</script>", "<head>[\\s\\S]*?<title>", "</title>[\\s\\S]*?</head>"] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        var attributes: [String] = []
        let attribute = try? NSRegularExpression(pattern: "(?:alt|title|aria-label)=\"([^\"]*)\"")
        let range = NSRange(text.startIndex..., in: text)
        attribute?.enumerateMatches(in: text, range: range) { match, _, _ in
            if let match, let r = Range(match.range(at: 1), in: text) { attributes.append(String(text[r])) }
        }
        text = text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
        text += " " + attributes.joined(separator: " ")
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", "\u{A0}"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    /// The Latin words (two letters or more) of `text`, lower-cased, metric file names (`steps.csv`) left out.
    static func latinWords(_ text: String) -> [String] {
        let withoutFiles = text.replacingOccurrences(of: "[A-Za-z0-9_-]+\\.(csv|json)", with: " ", options: .regularExpression)
        guard let regex = try? NSRegularExpression(pattern: "[A-Za-z]{2,}") else { return [] }
        let range = NSRange(withoutFiles.startIndex..., in: withoutFiles)
        return regex.matches(in: withoutFiles, range: range).compactMap { Range($0.range, in: withoutFiles).map { withoutFiles[$0].lowercased() } }
    }
}
