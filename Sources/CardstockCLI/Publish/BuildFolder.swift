import POSIXFiles
import Site
import Diagnostics
import Glibc
import OutputSafety
import Release

/// The temporary folder a production build is written to before it is verified and released.
///
/// Either way it is `site/` inside a ``MarkedFolder``: without `--to` a hidden sibling of the output folder
/// (`.NAME.staging-XXXXXX`, same filesystem, so the site can be swapped in with one rename), with `--to` a
/// fresh folder in `$TMPDIR` (`cardstock-publish-XXXXXX`), so nothing beside `DIR` is touched. Folders
/// that killed publishes left there are removed first.
struct BuildFolder {
    /// The folder the site is built into (does not exist until the build commits).
    let site: String
    /// What ``remove()`` deletes.
    private let root: String
    /// The marked temporary folder, whose lock says its owner runs.
    private let marked: MarkedFolder

    /// The name prefix of the temporary build folders in `$TMPDIR`.
    static let temporaryPrefix = "cardstock-publish-"

    /// Reserves the folder; `output` is the output folder to build beside, `nil` for `$TMPDIR`.
    init(output: String?) throws {
        let base: String, prefix: String
        if let output {
            base = Paths.parent(output)
            prefix = "." + Paths.lastComponent(output) + ".staging-"
        } else {
            let env = getenv("TMPDIR").map { String(cString: $0) } ?? ""
            base = env.isEmpty ? "/tmp" : env
            prefix = BuildFolder.temporaryPrefix
        }
        MarkedFolder.removeStale(in: base, prefix: prefix, remove: FileSystem.removeTree)
        marked = try MarkedFolder(in: base, prefix: prefix)
        root = marked.path
        site = Paths.join(root, "site")
    }

    /// Deletes the folder and everything in it (best effort), the site's top-level entries on all cores.
    func remove() {
        let names = FileSystem.list(site) ?? []
        _ = Parallel.map(names.count) { i in try? FileSystem.removeTree(Paths.join(site, names[i])) }
        try? FileSystem.removeTree(root)
        marked.unlock()
    }

    /// Removes the build's `.cardstock-output` marker (a release holds only the site).
    func removeOutputMarker() throws {
        try FileSystem.removeTree(Paths.join(site, OutputGuard.marker))
    }

    /// A diagnostic about a built file, with the path shown relative to the site root.
    func relabel(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        if let path = copy.location?.path, let inside = Paths.relative(path, inside: site) {
            copy.location?.path = String(inside)
        }
        return copy
    }
}
