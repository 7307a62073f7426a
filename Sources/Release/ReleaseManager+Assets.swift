import POSIXFiles
import Diagnostics
import Glibc

/// Carrying fingerprinted files between releases (see ``ReleaseAssets`` for the rule and the record).
extension ReleaseManager {
    /// `DIR/.cardstock-assets`: one ``ReleaseAssets`` record per release, named like the release.
    var assetsPath: String { Paths.join(directory, ".cardstock-assets") }

    func recordPath(of name: ReleaseName) -> String { Paths.join(assetsPath, name.description) }

    /// The record of release `name`. A release without a readable record (made by an earlier Cardstock)
    /// is looked at instead: all its fingerprinted files count as its own, none as carried.
    func assets(of name: ReleaseName) throws -> ReleaseAssets {
        if FileSystem.existingKind(recordPath(of: name)) == .file, let bytes = try? ReleaseFiles.read(recordPath(of: name)),
           let record = ReleaseAssets(text: String(decoding: bytes, as: UTF8.self)) {
            return record
        }
        return try ReleaseManager.ownAssets(of: FileTree(root: path(of: name)))
    }

    /// The record of a release whose own site is `tree` (nothing carried yet).
    static func ownAssets(of tree: FileTree) throws -> ReleaseAssets {
        ReleaseAssets(own: Set(try Fingerprint.carriableFiles(in: tree)),
                      hasJavaScript: tree.files.contains { ReleaseAssets.isJavaScript($0.path) })
    }

    /// Writes the record of `name` (atomically).
    func writeAssets(_ assets: ReleaseAssets, of name: ReleaseName) throws {
        // Below the release folder without following a link: a `.cardstock-assets` link is replaced by a folder.
        try ReleaseFiles.writeAtomically(Array(assets.text.utf8), to: Paths.join(".cardstock-assets", name.description),
                                         below: directory)
    }

    /// One file to carry: hard-link (or copy) `from` to `to`.
    struct CarriedFile: Sendable, Equatable {
        var from: String
        var to: String
    }

    /// Works out which own fingerprinted files of `sources` the release folder `root` lacks, adds them
    /// (and any folder that must be made for them) to `record`, and returns the files to carry. Touches nothing.
    /// A file is skipped when `root` already has something at its path or a link on the way to it, and a
    /// JavaScript file when the release has no JavaScript of its own.
    func planCarry(into root: String, record: inout ReleaseAssets, from sources: [ReleaseName]) throws -> [CarriedFile] {
        var plan: [CarriedFile] = []
        for source in sources {
            let sourceRoot = path(of: source)
            let order: (String, String) -> Bool = { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for file in try assets(of: source).own.sorted(by: order) {
                if record.own.contains(file) || record.carried.contains(file) { continue }
                if ReleaseAssets.isJavaScript(file) && !record.hasJavaScript { continue }
                guard ReleaseFiles.isPlainEntry(file, under: sourceRoot, kind: .file),
                      let missing = ReleaseFiles.missingFolders(for: file, under: root) else { continue }
                record.carried.insert(file)
                record.folders.formUnion(missing)
                plan.append(CarriedFile(from: Paths.join(sourceRoot, file), to: Paths.join(root, file)))
            }
        }
        return plan
    }

    /// Makes the planned files (and the record's folders) in the release folder `root`.
    func carry(_ plan: [CarriedFile], folders: Set<String>, into root: String) throws {
        for folder in folders.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let full = Paths.join(root, folder)
            if mkdir(full, 0o755) != 0 && errno != EEXIST { throw ReleaseFiles.failure(full, "create the folder") }
        }
        for file in plan {
            if link(file.from, file.to) == 0 { continue }
            switch errno {
            case EEXIST: continue
            case EXDEV, EPERM, EMLINK, ENOTSUP: try ReleaseFiles.copyFile(file.from, to: file.to)
            default: throw ReleaseFiles.failure(file.to, "carry \(file.from) into the release")
            }
        }
    }

    /// Deletes, from each of the `kept` releases, the carried files no kept release owns any more
    /// (with the folders made for them, when empty). A file is deleted before its record line, so a
    /// record may name a file that is gone, never the other way round.
    func dropUnneededCarried(in kept: [ReleaseName]) throws {
        let records = try kept.map { ($0, try assets(of: $0)) }
        let needed = records.reduce(into: Set<String>()) { $0.formUnion($1.1.own) }
        for (name, record) in records {
            let unneeded = record.carried.subtracting(needed)
            guard !unneeded.isEmpty else { continue }
            let root = path(of: name)
            var updated = record
            for file in unneeded {
                if ReleaseFiles.isPlainEntry(file, under: root, kind: .file) {
                    let full = Paths.join(root, file)
                    if unlink(full) != 0 && errno != ENOENT { throw ReleaseFiles.failure(full, "delete the carried file") }
                }
                updated.carried.remove(file)
            }
            let inUse = Set(updated.carried.flatMap { ReleaseFiles.ancestors(of: $0) })
            for folder in updated.folders.subtracting(inUse).sorted(by: { $0.utf8.count > $1.utf8.count }) {
                if ReleaseFiles.isPlainEntry(folder, under: root, kind: .directory) {
                    _ = rmdir(Paths.join(root, folder))   // only when empty: own files are never touched
                }
                updated.folders.remove(folder)
            }
            try writeAssets(updated, of: name)
        }
    }
}

extension ReleaseFiles {
    /// Whether `relative` below `root` is an entry of `kind` reached through real folders only
    /// (no symbolic link on the way, so nothing outside `root` can be meant).
    static func isPlainEntry(_ relative: String, under root: String, kind wanted: FileSystem.Kind) -> Bool {
        guard ReleaseAssets.isSafeRelativePath(relative) else { return false }
        for folder in ancestors(of: relative) where FileSystem.existingKind(Paths.join(root, folder)) != .directory { return false }
        return FileSystem.existingKind(Paths.join(root, relative)) == wanted
    }

    /// The folders that must be made below `root` so that `relative` can be created there, outermost first;
    /// `nil` when that is impossible: something already is at `relative`, or a non-folder (a link) is on the way.
    static func missingFolders(for relative: String, under root: String) -> [String]? {
        guard ReleaseAssets.isSafeRelativePath(relative), FileSystem.existingKind(Paths.join(root, relative)) == nil else { return nil }
        var missing: [String] = []
        for folder in ancestors(of: relative) {
            switch FileSystem.existingKind(Paths.join(root, folder)) {
            case .directory?: if !missing.isEmpty { return nil }
            case nil: missing.append(folder)
            default: return nil
            }
        }
        return missing
    }

    /// The folder prefixes of a relative path, outermost first: `a/b/c.css` → `a`, `a/b`.
    static func ancestors(of relative: String) -> [String] {
        let parts = relative.split(separator: "/")
        guard parts.count > 1 else { return [] }
        return (1..<parts.count).map { parts[0..<$0].joined(separator: "/") }
    }
}
