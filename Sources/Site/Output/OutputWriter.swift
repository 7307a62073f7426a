import POSIXFiles
import Diagnostics
import Glibc
import OutputSafety

/// Writes a build so that a failed build leaves the previous output byte-for-byte unchanged.
///
/// A new output is written into a temporary folder beside it (`.NAME.tmp-XXXXXX` in the output's parent)
/// and swapped in with `rename(2)` only when the whole build succeeded; a replaced output is moved to
/// `.NAME.old-XXXXXX` during the swap and removed afterwards. Only a previous Cardstock output (or an empty
/// folder) is ever removed that way: anything else at the output path (a `--force` build) is moved aside
/// into `.cardstock-trash/` (see ``OutputGuard/setAside(_:workingDirectory:)``). The new top folder gets
/// the mode `0777 & ~umask`. Staging folders and old-output holders that a killed build left are removed first (both are
/// ``MarkedFolder``s: only marked ones whose owner is gone).
///
/// With `update`, an existing Cardstock output (one with the marker file) is updated in place instead
/// (see ``OutputUpdate``): unchanged files are not written, changed ones are staged in the temporary
/// folder and renamed into place only after the whole build succeeded, and files the build no longer
/// makes are removed. Either way stale files disappear.
package final class OutputWriter: @unchecked Sendable {
    /// The final output folder (absolute).
    let output: String
    /// The folder being written.
    let staging: String
    /// The staging folder's marker and lock.
    private let stagingFolder: MarkedFolder
    /// Set when an existing output is updated in place.
    private let update: OutputUpdate?
    private var finished = false

    /// Creates the staging folder; with `update`, an existing Cardstock output is updated in place.
    init(output: String, update: Bool = false) throws {
        self.output = output
        let parent = Paths.parent(output)
        try FileSystem.makeDirectories(parent)
        for prefix in [Self.stagingPrefix(for: output), Self.holderPrefix(for: output)] {
            MarkedFolder.removeStale(in: parent, prefix: prefix, remove: FileSystem.removeTree)
        }
        stagingFolder = try MarkedFolder(in: parent, prefix: Self.stagingPrefix(for: output))
        staging = stagingFolder.path
        let previous = Paths.join(output, OutputGuard.marker)
        self.update = update && FileSystem.kind(output) == .directory && FileSystem.kind(previous) == .file
            ? OutputUpdate(output: output, staging: staging) : nil
    }

    /// `.NAME.tmp-` for the output `…/NAME`: the staging folders' name prefix.
    static func stagingPrefix(for output: String) -> String { "." + Paths.lastComponent(output) + ".tmp-" }

    /// `.NAME.old-`: the prefix of the folder a replaced output is moved into before it is deleted.
    static func holderPrefix(for output: String) -> String { "." + Paths.lastComponent(output) + ".old-" }

    /// Whether this build updates an existing output in place.
    var updatesInPlace: Bool { update != nil }

    /// The folders the files at some site-relative paths need: computed without touching the file system
    /// (so it can be made while other work runs), then made by ``prepareFolders(_:)``.
    struct FolderPlan: Sendable {
        /// Folders other folders live in, by depth (made up front, one level at a time).
        var levels: [[String]] = []
        /// Folders no other folder lives in (a page's own `NAME/` for `NAME/index.html`): made by the writer
        /// of their first file, so that mkdir runs inside the parallel page phase instead of before it.
        var leaves: Set<String> = []

        /// The plan for files at these site-relative paths.
        init(for relativePaths: [String]) {
            var folders: Set<String> = []
            folders.reserveCapacity(relativePaths.count)
            for path in relativePaths {
                var folder = Paths.parent(path)
                while folder != "." && folder != "/" && !folder.isEmpty && folders.insert(folder).inserted {
                    folder = Paths.parent(folder)
                }
            }
            var parents: Set<String> = []
            for folder in folders { parents.insert(Paths.parent(folder)) }
            leaves = folders.subtracting(parents)
            for folder in parents.intersection(folders) {
                var depth = 0
                for byte in folder.utf8 where byte == UInt8(ascii: "/") { depth += 1 }
                while levels.count <= depth { levels.append([]) }
                levels[depth].append(folder)
            }
            // Neighbours share a parent: contiguous chunks rarely contend on one directory.
            for i in levels.indices { levels[i].sort() }
        }
    }

    /// Creates the folders the files at these site-relative paths need (see ``FolderPlan``).
    func prepareFolders(for relativePaths: [String]) throws {
        try prepareFolders(FolderPlan(for: relativePaths))
    }

    /// Creates a plan's folders, parents first, one level of depth at a time, each level on all cores (mkdir
    /// is mostly kernel time — inode allocation — and folders in different parents do not share a lock), so
    /// the parallel writers need no `stat`/`mkdir` for them and do not contend on directory locks.
    /// Not needed (and skipped) when updating in place: only changed files are staged.
    func prepareFolders(_ plan: FolderPlan) throws {
        if update != nil { return }
        deferredFolders = plan.leaves
        for level in plan.levels {
            let staging = self.staging
            let failures: [FileSystemError?] = Parallel.map(level.count) { i in
                let path = Paths.join(staging, level[i])
                if mkdir(path, 0o755) != 0 && errno != EEXIST {
                    return FileSystemError(path: path, operation: "create directory", code: errno)
                }
                return nil
            }
            if let failure = failures.first(where: { $0 != nil }) ?? nil { throw failure }
        }
        stagingFD = open(staging, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        preparedFolders = true
    }

    private var preparedFolders = false
    /// The staging folder, open for `openat`/`mkdirat` (-1 when it could not be opened: absolute paths then).
    private var stagingFD: Int32 = -1
    /// Leaf folders ``prepareFolders(for:)`` left for ``write(_:to:)`` to make.
    private var deferredFolders: Set<String> = []

    /// Writes a file at a path relative to the site root (thread-safe). Folders are created as needed
    /// unless ``prepareFolders(for:)`` already made them.
    package func write(_ bytes: [UInt8], to relativePath: String) throws {
        if let update { return try update.write(bytes, to: relativePath) }
        let path = Paths.join(staging, relativePath)
        guard preparedFolders, stagingFD >= 0 else {
            let folder = Paths.parent(path)
            if folder != staging { try FileSystem.makeDirectories(folder) }
            try FileSystem.write(bytes, to: path)
            return
        }
        // Relative to the staging folder's descriptor: the kernel walks two or three names, not the
        // whole absolute path, for each of a big site's thousands of files.
        if !deferredFolders.isEmpty {
            let folder = Paths.parent(relativePath)
            if deferredFolders.contains(folder), mkdirat(stagingFD, folder, 0o755) != 0 && errno != EEXIST {
                throw FileSystemError(path: Paths.join(staging, folder), operation: "create directory", code: errno)
            }
        }
        try FileSystem.write(bytes, to: relativePath, relativeTo: stagingFD, displayPath: path)
    }

    /// Copies a file unchanged.
    func copy(from source: String, to relativePath: String) throws {
        try write(try FileSystem.read(source), to: relativePath)
    }

    /// A writer dropped without ``commit(workingDirectory:)`` or ``abort()`` (a build that threw) removes its
    /// staging folder like ``abort()``.
    deinit { abort() }

    private func closeStaging() {
        if stagingFD >= 0 { close(stagingFD) }
        stagingFD = -1
    }

    /// Writes the marker and swaps the staging folder in place of the output. Returns the note to print
    /// when something that was not a Cardstock output had to be moved aside (paths shown relative to
    /// `workingDirectory`).
    @discardableResult
    func commit(workingDirectory: String) throws -> Diagnostic? {
        closeStaging()
        if let update {
            try update.apply()
            let marker = Array(OutputGuard.markerText.utf8)
            let tree = OutputTree(root: output)
            if !tree.holds(marker, at: OutputGuard.marker) { try tree.write(marker, to: OutputGuard.marker) }
            finished = true
            try? FileSystem.removeTree(staging)
            stagingFolder.unlock()
            return nil
        }
        try FileSystem.write(OutputGuard.markerText, to: Paths.join(staging, OutputGuard.marker))
        // The staging marker is not part of the site; mkdtemp made the folder 0700, the output honours the umask.
        stagingFolder.removeMarker()
        chmod(staging, 0o777 & ~OutputGuard.currentUmask())
        let note = try OutputGuard.setAside(output, workingDirectory: workingDirectory)
        let parent = Paths.parent(output)
        var holder: MarkedFolder?
        if FileSystem.kind(output) != .missing {
            // Marked, so that a build killed while deleting it leaves a folder the next build removes.
            let made = try MarkedFolder(in: parent, prefix: Self.holderPrefix(for: output))
            holder = made
            do {
                try FileSystem.rename(output, to: Paths.join(made.path, "previous"))
            } catch {
                try? FileSystem.removeTree(made.path)
                throw error
            }
        }
        do {
            try FileSystem.rename(staging, to: output)
        } catch {
            if let holder {
                try? FileSystem.rename(Paths.join(holder.path, "previous"), to: output)
                try? FileSystem.removeTree(holder.path)
            }
            throw error
        }
        finished = true
        guard let holder else { return note }
        defer { holder.unlock() }
        let old = holder.path
        // A version-control folder in a previous output (a deploy checkout) is not part of the site: kept.
        let previous = Paths.join(old, "previous")
        for name in OutputGuard.keptNames where FileSystem.kind(Paths.join(previous, name)) != .missing {
            if rename(Paths.join(previous, name), Paths.join(output, name)) != 0 {
                let reason = String(cString: strerror(errno))
                return .warning(output, "the site was written, but \(name) could not be moved back into it (\(reason)); "
                                + "the previous output, \(name) included, is kept in \(previous)")
            }
        }
        Self.removeInParallel(old)
        return note
    }

    /// Removes a folder tree, its top-level entries on all cores (big sites have thousands of folders).
    static func removeInParallel(_ path: String) {
        let previous = Paths.join(path, "previous")
        let names = FileSystem.list(previous) ?? []
        _ = Parallel.map(names.count) { i in try? FileSystem.removeTree(Paths.join(previous, names[i])) }
        try? FileSystem.removeTree(path)
    }

    /// Removes the staging folder (the previous output is untouched).
    func abort() {
        closeStaging()
        if !finished { try? FileSystem.removeTree(staging) }
        stagingFolder.unlock()
        finished = true
    }
}
