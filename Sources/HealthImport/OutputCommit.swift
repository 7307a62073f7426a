import Foundation
import Diagnostics

/// Writes a set of files all-or-nothing, only where bytes change, and only over files the importer owns.
///
/// Every changed file is first written to a temporary file beside it; only when all of them
/// are written are they renamed into place. Identical files are not touched (their mtime stays).
struct OutputCommit {
    /// A file to write; `owner` is the file whose content must carry ``HealthOutput/marker`` for
    /// `path` to be overwritten (the sidecar for a CSV, the page itself for a page).
    struct File {
        var path: String
        var bytes: [UInt8]
        var owner: String
    }

    var files: [File] = []

    /// Files that exist but are not marked as generated; each is an error unless `force`.
    func conflicts() -> [Diagnostic] {
        var out: [Diagnostic] = []
        let fm = FileManager.default
        for f in files where fm.fileExists(atPath: f.path) {
            if OutputCommit.isOwned(f.owner) { continue }
            out.append(.error(f.path, line: 1, column: 1,
                              "this file exists and was not written by `cardstock import apple-health` (no `\(HealthOutput.marker)` line"
                              + (f.owner == f.path ? "" : " in `\(f.owner)`")
                              + "); rename it, or pass --force to replace it"))
        }
        return out
    }

    /// Whether `path` holds the marker line among its first lines.
    static func isOwned(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = handle.readData(ofLength: 4096)
        let text = String(decoding: head, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8)
            .contains { $0.trimmingCharacters(in: .whitespaces) == HealthOutput.marker }
    }

    /// Writes changed files (temp then rename); returns (written, unchanged) paths, sorted.
    func commit() throws -> (written: [String], unchanged: [String]) {
        let fm = FileManager.default
        var pending: [(temp: String, path: String)] = []
        var unchanged: [String] = []
        let suffix = ".cardstock-import-\(getpid())"
        do {
            for f in files {
                if let existing = fm.contents(atPath: f.path), existing.elementsEqual(f.bytes) {
                    unchanged.append(f.path)
                    continue
                }
                let dir = (f.path as NSString).deletingLastPathComponent
                if !dir.isEmpty { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) }
                let temp = (dir.isEmpty ? "" : dir + "/") + "." + (f.path as NSString).lastPathComponent + suffix
                guard fm.createFile(atPath: temp, contents: Data(f.bytes)) else {
                    throw DiagnosticList([.error(f.path, "cannot write `\(temp)`; check that the folder is writable")])
                }
                pending.append((temp, f.path))
            }
            for p in pending {
                if rename(p.temp, p.path) != 0 {
                    throw DiagnosticList([.error(p.path, "cannot replace `\(p.path)`: \(String(cString: strerror(errno)))")])
                }
            }
        } catch {
            for p in pending { unlink(p.temp) }
            throw error
        }
        return (pending.map(\.path).sorted(), unchanged.sorted())
    }
}
