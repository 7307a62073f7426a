import Foundation
@testable import CardstockCLI
@testable import Site

/// A throwaway folder for one test, removed when the test ends.
final class TempSite: Sendable {
    let root: String

    init() {
        let template = NSTemporaryDirectory() + "cardstock-test-XXXXXX"
        var bytes = Array(template.utf8CString)
        let made = bytes.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        root = made.map { String(cString: $0) } ?? (NSTemporaryDirectory() + "cardstock-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes a file (creating folders).
    func write(_ relative: String, _ text: String) {
        let path = root + "/" + relative
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// Reads a file as text, or nil.
    func read(_ relative: String) -> String? {
        guard let data = FileManager.default.contents(atPath: root + "/" + relative) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether a path exists.
    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + relative) }

    /// Every file below a folder, relative, sorted, with contents.
    func snapshot(_ relative: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = root + "/" + relative
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [:] }
        while let next = walker.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + next, isDirectory: &isDir), !isDir.boolValue {
                result[next] = FileManager.default.contents(atPath: base + "/" + next)
            }
        }
        return result
    }

    /// Names in the folder (hidden included), sorted.
    func list(_ relative: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + relative)) ?? []).sorted()
    }

    /// Runs the CLI core in this folder; returns status, stdout and stderr.
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let out = Lines(), err = Lines()
        let cli = CLI(workingDirectory: root, standardOutput: { out.append($0) }, standardError: { err.append($0) })
        let status = cli.run(arguments)
        return (status, out.text, err.text)
    }
}

/// A thread-safe line collector.
final class Lines: @unchecked Sendable {
    private var lines: [String] = []
    private let lock = NSLock()
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return lines.joined(separator: "\n") }
}
