import Foundation
import Testing
@testable import HealthImport

/// A temporary folder with a generated export, removed when the fixture is released.
final class Fixture {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "health-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        if ProcessInfo.processInfo.environment["HEALTH_IMPORT_KEEP"] == nil { try? FileManager.default.removeItem(atPath: root) }
    }

    /// The repository root (this file is Tests/HealthImportTests/Fixture.swift).
    static var repository: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// Runs Scripts/make-health-export.py into `root/sub` and returns the export's path.
    @discardableResult
    func generate(_ arguments: [String] = [], into sub: String = "export") throws -> String {
        let out = root + "/" + sub
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixture.repository + "/Scripts/make-health-export.py", out] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return out + (arguments.contains("--zip") ? "/export.zip" : "/export.xml")
    }

    /// Import options writing into this fixture.
    func options(_ source: String) -> HealthImportOptions {
        HealthImportOptions(source: source, destination: root + "/content/metrics", workoutPages: root + "/content/workouts")
    }

    /// A file's text, or nil.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes a file (creating folders).
    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Every file under `relative`, sorted, with its modification date.
    func listing(_ relative: String = "content") -> [String: Date] {
        var out: [String: Date] = [:]
        let base = root + "/" + relative
        guard let e = FileManager.default.enumerator(atPath: base) else { return out }
        for case let name as String in e {
            let attrs = try? FileManager.default.attributesOfItem(atPath: base + "/" + name)
            if attrs?[.type] as? FileAttributeType == .typeRegular {
                out[name] = attrs?[.modificationDate] as? Date
            }
        }
        return out
    }
}
