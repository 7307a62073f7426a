import Foundation
import Glibc
import Diagnostics
import OutputSafety
import POSIXFiles

/// Writes a set of files all-or-nothing, only where bytes change, and only over files the importer owns.
///
/// Every changed file is first written to a temporary file beside it; only when all of them
/// are written are they renamed into place. Identical files are not touched (their mtime stays).
/// A file the importer did not write (possible only with `--force`) is never overwritten: it is first moved
/// aside, with the others of its folder, into `<parent>/.cardstock-trash/<folder>-<UTC time>/`.
struct OutputCommit {
    /// A file to write; `owner` is the file whose content must carry ``HealthOutput/marker`` for
    /// `path` to be overwritten (the sidecar for a CSV, the page itself for a page).
    struct File {
        var path: String
        var bytes: [UInt8]
        var owner: String
    }

    var files: [File] = []
    /// Files the importer wrote earlier and no longer writes (per-workout pages, now made by the workouts'
    /// series template): moved aside into `.cardstock-trash/` with the commit, never deleted.
    var retired: [String] = []

    /// Files that exist but are not marked as generated; each is an error unless `force`. A folder where a file
    /// goes is one too, with or without `force` (``commit(now:)`` refuses it): it says to move the folder.
    func conflicts() -> [Diagnostic] {
        var out: [Diagnostic] = []
        let fm = FileManager.default
        for f in files where fm.fileExists(atPath: f.path) {
            var info = stat()
            if lstat(f.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                out.append(.error(f.path, "a folder is where this file goes; move or rename the folder, then run again"))
                continue
            }
            if OutputCommit.isOwned(f.owner) { continue }
            out.append(.error(f.path, line: 1, column: 1,
                              "this file exists and was not written by `cardstock import apple-health` (no `\(HealthOutput.marker)` line"
                              + (f.owner == f.path ? "" : " in `\(f.owner)`")
                              + "); rename it, or pass --force to replace it"))
        }
        return out
    }

    /// Whether `path` is a regular file that holds the marker line among its first lines.
    /// A symbolic link, FIFO or other special file is not owned (and is never opened in a way that blocks).
    static func isOwned(_ path: String) -> Bool {
        guard let (fd, _) = try? FileSystem.openForReading(path, followLinks: false) else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 4096)
        let n = head.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        let text = String(decoding: head.prefix(max(n, 0)), as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8)
            .contains { $0.trimmingCharacters(in: .whitespaces) == HealthOutput.marker }
    }

    /// Writes changed files (temp then rename, with ``OutputTree``, all or nothing); returns the written and
    /// unchanged paths, sorted, and one note per folder whose files the importer did not write were moved
    /// aside (saying where, and how to put them back). A folder where a file goes is an error that says to
    /// move it, never removed.
    func commit(now: Int = Int(time(nil))) throws -> (written: [String], unchanged: [String], movedAside: [Diagnostic]) {
        var pending: [(tree: OutputTree, path: String, bytes: [UInt8])] = []
        var written: [String] = []
        var unchanged: [String] = []
        var foreign: [String: [String]] = [:]
        var notes: [Diagnostic] = []
        let tag = OutputCommit.temporarySuffix + "\(getpid())"
        OutputCommit.removeStaleTemporaries(for: files.map(\.path))
        for f in files {
            var info = stat()
            let exists = lstat(f.path, &info) == 0
            if exists, (info.st_mode & S_IFMT) == S_IFREG, OutputCommit.holds(f.bytes, at: f.path) {
                unchanged.append(f.path)
                continue
            }
            let dir = (f.path as NSString).deletingLastPathComponent
            // Decided before anything is renamed: a CSV's owner is its sidecar, also about to be replaced.
            if exists && !OutputCommit.isOwned(f.owner) {
                foreign[dir, default: []].append((f.path as NSString).lastPathComponent)
            }
            // The folder is the tree's root: the user's own folders (and links to them) are used as they are.
            let tree = OutputTree(root: dir.isEmpty ? "." : dir, replacesFolders: false, temporaryTag: tag)
            pending.append((tree, (f.path as NSString).lastPathComponent, f.bytes))
            written.append(f.path)
        }
        do {
            try OutputTree.write(pending, mode: nil) {
                // One flush of the file system instead of one fsync per file (thousands of workout pages):
                // every new file is on disk before any rename makes it visible.
                if let first = pending.first { OutputCommit.flushFileSystem(holding: first.tree.root) }
                try moveAside(foreign: foreign, notes: &notes, now: now)
            }
        } catch let error as FileSystemError {
            throw DiagnosticList([.error(error.path, error.reason ?? error.description)] + notes)
        } catch let diagnostic as Diagnostic {
            throw DiagnosticList([diagnostic] + notes)
        }
        return (written.sorted(), unchanged.sorted(), notes)
    }

    /// Moves the retired workout pages, then the files of `foreign` (folder → names) that the importer
    /// did not write, into the trash; appends one note per folder to `notes` as it goes.
    private func moveAside(foreign: [String: [String]], notes: inout [Diagnostic], now: Int) throws {
        var byFolder: [String: [String]] = [:]
        for path in retired {
            byFolder[(path as NSString).deletingLastPathComponent, default: []].append((path as NSString).lastPathComponent)
        }
        for folder in byFolder.keys.sorted() {
            let names = (byFolder[folder] ?? []).sorted()
            let shown = folder.isEmpty ? "." : folder
            let holder = try OutputTrash.moveAside(names, from: shown, now: now)
            let pages = names.count == 1 ? "1 workout page" : "\(names.count) workout pages"
            notes.append(Diagnostic(.note, at: SourceLocation(path: shown),
                "moved \(pages) that an earlier import wrote to \(holder): the workouts are now the pages of the "
                + "series template \(HealthImporter.join(shown, "index.md"))"))
        }
        for folder in foreign.keys.sorted() {
            let names = (foreign[folder] ?? []).sorted()
            let holder = try OutputTrash.moveAside(names, from: folder.isEmpty ? "." : folder, now: now)
            notes.append(Self.movedNote(names.count, from: folder.isEmpty ? "." : folder, to: holder))
        }
    }

    /// Whether `path` is a regular file (not a link) holding exactly `bytes`.
    static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        guard let (fd, size) = try? FileSystem.openForReading(path, followLinks: false) else { return false }
        defer { close(fd) }
        return (size == bytes.count || size == -1) && (try? FileSystem.readAll(fd, size: size, path: path)) == bytes
    }

    private typealias SyncFileSystem = @convention(c) (Int32) -> Int32

    /// `syncfs(2)` on the file system holding `path` (looked up at run time: Glibc's module does not
    /// export it); a no-op where it is missing.
    static func flushFileSystem(holding path: String) {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return }
        let syncfs = unsafeBitCast(symbol, to: SyncFileSystem.self)
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = syncfs(fd)
        close(fd)
    }

    /// The temporary files a commit writes are named `.NAME` + this + the writer's pid, beside `NAME`.
    static let temporarySuffix = ".cardstock-import-"

    /// Deletes the temporary files that an import killed before its renames left beside the files it is
    /// about to write (`.NAME.cardstock-import-<pid>` beside `NAME`, a regular file of the current user whose
    /// process is gone). Each folder is listed once.
    static func removeStaleTemporaries(for paths: [String]) {
        var namesByFolder: [String: Set<String>] = [:]
        for path in paths {
            namesByFolder[(path as NSString).deletingLastPathComponent, default: []].insert((path as NSString).lastPathComponent)
        }
        for (dir, targets) in namesByFolder {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir.isEmpty ? "." : dir) else { continue }
            for name in names where name.hasPrefix(".") {
                guard let marker = name.range(of: temporarySuffix, options: .backwards) else { continue }
                let target = String(name[name.index(after: name.startIndex)..<marker.lowerBound])
                let digits = name[marker.upperBound...]
                guard targets.contains(target), !digits.isEmpty, digits.count <= 9,
                      digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                      let pid = Int32(digits), pid > 0, pid != getpid() else { continue }
                let full = (dir.isEmpty ? "" : dir + "/") + name
                var info = stat()
                guard lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid(),
                      kill(pid, 0) != 0, errno == ESRCH else { continue }
                unlink(full)
            }
        }
    }

    /// "moved 2 files that cardstock did not write to …; to put them back: mv …/* folder/".
    static func movedNote(_ count: Int, from folder: String, to holder: String) -> Diagnostic {
        let files = count == 1 ? "1 file" : "\(count) files"
        return Diagnostic(.note, at: SourceLocation(path: folder),
                          "moved \(files) that `cardstock import apple-health` did not write to \(holder); "
                          + "to put them back: mv \(OutputTrash.shellQuoted(holder))/* \(OutputTrash.shellQuoted(folder))/")
    }
}
