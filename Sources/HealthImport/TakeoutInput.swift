import Foundation
import Diagnostics
import POSIXFiles

/// The files of an export given as a zip archive or an unpacked folder (Google Takeout, Fitbit's data export), listed by
/// their path inside it and read whole, one at a time. Symbolic links in a folder are not followed, so nothing outside
/// the export is read; every read is bounded (``maxFileSize``).
final class TakeoutInput {
    /// One file: its `/`-separated path inside the export and its size.
    struct File {
        var name: String
        var size: Int
    }

    /// What the user passed.
    let path: String
    /// Every regular file, sorted by name.
    private(set) var files: [File] = []
    private let archive: ZipArchive?
    private var entries: [String: ZipArchive.Entry] = [:]

    /// The largest file read (each is held in memory while it is parsed).
    static let maxFileSize = 512 << 20
    /// The most files listed in a folder, and how deep the listing goes.
    static let maxFiles = 1_000_000, maxDepth = 12

    /// Opens `path`: a zip archive (read from its end records) or a folder. Throws a `DiagnosticList` at `path` otherwise.
    init(path: String) throws {
        self.path = path
        switch FileSystem.kindFollowingLinks(path) {
        case .directory:
            archive = nil
            var found: [File] = []
            list(path, prefix: "", depth: 0, into: &found)
            files = found.sorted { $0.name < $1.name }
        case .file:
            do {
                let zip = try ZipArchive(path: path)
                archive = zip
                for e in zip.entries where !e.name.hasSuffix("/") && !e.name.split(separator: "/").contains("__MACOSX") {
                    if entries[e.name] == nil { files.append(File(name: e.name, size: e.uncompressedSize)) }
                    entries[e.name] = entries[e.name] ?? e
                }
                files.sort { $0.name < $1.name }
            } catch let e as ZipError {
                // ZipArchive's advice names the Health app's export; this is another app's.
                let message = e.message.replacingOccurrences(of: "pass the export.zip from the Health app or the XML file inside it",
                                                             with: "pass the export's zip archive as downloaded, or the folder it unpacks to")
                throw DiagnosticList([.error(path, message)])
            }
        case .missing:
            throw DiagnosticList([.error(path, "no such file or folder; pass the export's zip archive or the folder it unpacks to")])
        default:
            throw DiagnosticList([.error(path, "is neither a zip archive nor a folder; pass the export's zip archive or the folder it unpacks to")])
        }
    }

    /// The path shown in messages about `file`: `takeout.zip/Takeout/Fit/…` or `folder/Takeout/Fit/…`.
    func shown(_ file: File) -> String { HealthImporter.join(path, file.name) }

    /// The bytes of `file`; throws a `DiagnosticList` at its path when it cannot be read or is too large.
    func read(_ file: File) throws -> [UInt8] {
        guard file.size <= TakeoutInput.maxFileSize else {
            throw DiagnosticList([.error(shown(file), "is \(file.size) bytes, more than the \(TakeoutInput.maxFileSize >> 20) MB "
                + "a file of an export is read up to; the export is damaged, or split the import")])
        }
        do {
            if let archive, let entry = entries[file.name] {
                let reader = try archive.open(entry)
                return try TakeoutInput.drain(limit: TakeoutInput.maxFileSize) { try reader.read(into: $0, maxLength: $1) }
            }
            guard let input = FileInput(path: shown(file)) else {
                throw ZipError("cannot open the file; check that it is readable")
            }
            return try TakeoutInput.drain(limit: TakeoutInput.maxFileSize) { try input.read(into: $0, maxLength: $1) }
        } catch let e as ZipError {
            throw DiagnosticList([.error(archive == nil ? shown(file) : path, e.message)])
        }
    }

    /// Reads everything `read` yields, refusing more than `limit` bytes.
    static func drain(limit: Int, _ read: (UnsafeMutablePointer<UInt8>, Int) throws -> Int) throws -> [UInt8] {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = try chunk.withUnsafeMutableBufferPointer { try read($0.baseAddress!, $0.count) }
            if n <= 0 { return out }
            out += chunk[0..<n]
            if out.count > limit { throw ZipError("holds more than the \(limit >> 20) MB a file of an export is read up to") }
        }
    }

    private func list(_ folder: String, prefix: String, depth: Int, into found: inout [File]) {
        guard depth <= TakeoutInput.maxDepth else { return }
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where name != "__MACOSX" {
            guard found.count < TakeoutInput.maxFiles else { return }
            let full = folder + "/" + name
            switch FileSystem.kind(full) {
            case .directory: list(full, prefix: prefix + name + "/", depth: depth + 1, into: &found)
            case .file:
                let size = (try? FileManager.default.attributesOfItem(atPath: full))?[.size] as? Int
                found.append(File(name: prefix + name, size: size ?? 0))
            default: continue // links, FIFOs and devices are never read
            }
        }
    }
}
