import Diagnostics
import Glibc
import Release

/// The temporary folder a production build is written to before it is verified and released.
///
/// Without `--to` it is a hidden sibling of the output folder (same filesystem, so it can be swapped in
/// with one rename); with `--to` it is a fresh folder in `$TMPDIR` marked as Cardstock's (``MarkedBuildFolder``),
/// so nothing beside `DIR` is touched, and folders that killed publishes left there are removed first.
struct BuildFolder {
    /// The folder the site is built into (does not exist until the build commits).
    let site: String
    /// What ``remove()`` deletes.
    private let root: String
    /// The marked temporary folder (with `--to`), whose lock says its owner runs.
    private let marked: MarkedBuildFolder?

    /// The name prefix of the temporary build folders in `$TMPDIR`.
    static let temporaryPrefix = "cardstock-publish-"

    /// Reserves the folder; `output` is the output folder to build beside, `nil` for `$TMPDIR`.
    init(output: String?) throws {
        if let output {
            site = AtomicDirectorySwap.stagingPath(for: output)
            root = site
            marked = nil
            try FileSystem.removeTree(site)
        } else {
            let env = getenv("TMPDIR").map { String(cString: $0) } ?? ""
            let base = env.isEmpty ? "/tmp" : env
            MarkedBuildFolder.removeStale(in: base, prefix: BuildFolder.temporaryPrefix)
            let folder = try MarkedBuildFolder(in: base, prefix: BuildFolder.temporaryPrefix)
            marked = folder
            root = folder.path
            site = Paths.join(root, "site")
        }
    }

    /// Deletes the folder and everything in it (best effort), the site's top-level entries on all cores.
    func remove() {
        let names = FileSystem.list(site) ?? []
        _ = Parallel.map(names.count) { i in try? FileSystem.removeTree(Paths.join(site, names[i])) }
        if let marked { marked.remove() } else { try? FileSystem.removeTree(root) }
    }

    /// Removes the build's `.cardstock-output` marker (a release holds only the site).
    func removeOutputMarker() throws {
        try FileSystem.removeTree(Paths.join(site, OutputGuard.marker))
    }

    /// A diagnostic about a built file, with the path shown relative to the site root.
    func relabel(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        if let path = copy.location?.path, path.hasPrefix(site + "/") {
            copy.location?.path = String(path.dropFirst(site.count + 1))
        }
        return copy
    }
}
