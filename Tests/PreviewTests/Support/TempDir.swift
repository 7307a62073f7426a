import Foundation
import Glibc

/// A fresh folder under the system temporary folder, removed by `remove()`.
struct TempDir {
    let path: String

    init(_ label: String) throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/cardstock-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let full = file(relative)
        let dir = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: file(relative), withIntermediateDirectories: true)
    }

    /// `rename(2)`: replaces the destination atomically, like an editor's save.
    func move(_ from: String, _ to: String) throws {
        guard rename(file(from), file(to)) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file(from)])
        }
    }

    func delete(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: file(relative))
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: file(relative), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
