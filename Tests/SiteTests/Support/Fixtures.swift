import Foundation

/// Locates fixture folders in the source tree (so `CARDSTOCK_RECORD=1` can rewrite golden files).
enum Fixtures {
    /// `Tests/SiteTests/Fixtures`.
    static var root: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").path
    }

    /// The repository root.
    static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Whether golden files should be re-recorded instead of compared (never set in CI).
    static var recording: Bool { ProcessInfo.processInfo.environment["CARDSTOCK_RECORD"] == "1" }

    /// Sub-folder names of a fixture group, sorted.
    static func names(_ group: String) -> [String] {
        let path = root + "/" + group
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every regular file below `base` (relative paths, sorted), skipping hidden entries.
    static func files(below base: String, suffix: String? = nil) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var result: [String] = []
        while let next = walker.nextObject() as? String {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + next, isDirectory: &isDir), !isDir.boolValue else { continue }
            if next.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if let suffix, !next.hasSuffix(suffix) { continue }
            result.append(next)
        }
        return result.sorted()
    }

    /// A file's text or nil.
    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes text, creating folders.
    static func record(_ text: String, to path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}
