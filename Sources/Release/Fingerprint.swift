import Basics
import POSIXFiles
import Diagnostics
import Dispatch
import Glibc
import Synchronization

/// Content-hashed asset names (`style.css` → `style.3f9a1c2e.css`) so that assets can be cached forever,
/// and the rewrite of every page's references to the new name.
package enum Fingerprint {
    /// The fingerprinted form of `path` (a name or a relative path) for `contents`:
    /// the 8-hex FNV-1a hash goes before the last extension (`assets/app.css` → `assets/app.3f9a1c2e.css`,
    /// `LICENSE` → `LICENSE.3f9a1c2e`).
    package static func name(for path: String, contents: [UInt8]) -> String {
        insert(ContentHash.of(contents).short, into: path)
    }

    static func insert(_ hash: String, into path: String) -> String {
        let directory = Paths.parent(path)
        let file = Paths.lastComponent(path)
        let named: String
        if let dot = file.lastIndex(of: "."), dot != file.startIndex {
            named = file[..<dot] + "." + hash + file[dot...]
        } else {
            named = file + "." + hash
        }
        return Paths.join(directory, named)
    }

    /// Fingerprints the file at `relativePath` inside the built `folder`: renames it to its hashed name
    /// and rewrites the references to it (`href`, `src`, `srcset`, `poster`) in every HTML file of the folder.
    /// Returns the new relative path.
    @discardableResult
    package static func apply(to relativePath: String, in folder: String, baseURL: String? = nil) throws -> String {
        let source = Paths.join(folder, relativePath)
        guard FileSystem.existingKind(source) == .file else {
            throw Diagnostic.error(source, "cannot fingerprint: the file does not exist in the built site")
        }
        let renamed = name(for: relativePath, contents: try ReleaseFiles.read(source))
        try ReleaseFiles.move(source, to: Paths.join(folder, renamed))
        try rewriteReferences(in: folder, from: relativePath, to: renamed, baseURL: baseURL)
        return renamed
    }

    /// Rewrites, in every HTML file below `folder`, each URL (`href`, `src`, `srcset`, `poster`) that resolves to
    /// the file `original` (a relative path in the folder) so that it names `replacement` instead
    /// (same folder, new last path component). Query and fragment are kept. Changed files are replaced
    /// atomically. Returns how many files changed.
    @discardableResult
    package static func rewriteReferences(in folder: String, from original: String, to replacement: String,
                                         baseURL: String? = nil) throws -> Int {
        guard Paths.parent(original) == Paths.parent(replacement) else {
            throw Diagnostic.error(Paths.join(folder, replacement),
                                   "a fingerprinted name must stay in the folder of `\(original)`")
        }
        let tree = try FileTree(root: folder)
        let pages = tree.files.filter { SiteVerifier.isHTML($0.path) }.map(\.path)
        let resolver = BuiltURLResolver(baseURL: baseURL)
        let newComponent = Array(PercentCoding.encode(Paths.lastComponent(replacement)).utf8)
        // The number of pages changed and the first error.
        let outcome = Mutex<(changed: Int, firstError: Diagnostic?)>((0, nil))
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            do {
                let path = tree.fullPath(pages[index])
                let bytes = try ReleaseFiles.read(path)
                if let rewritten = rewrite(bytes, page: pages[index], original: original,
                                           component: newComponent, resolver: resolver) {
                    try ReleaseFiles.writeAtomically(rewritten, to: path)
                    outcome.withLock { $0.changed += 1 }
                }
            } catch {
                let d = error as? Diagnostic ?? .error(tree.fullPath(pages[index]), "could not rewrite the page")
                outcome.withLock { if $0.firstError == nil { $0.firstError = d } }
            }
        }
        let (changed, firstError) = outcome.withLock { $0 }
        if let firstError { throw firstError }
        return changed
    }

    /// The page's bytes with matching references rewritten, or `nil` when nothing matched.
    static func rewrite(_ bytes: [UInt8], page: String, original: String, component: [UInt8],
                        resolver: BuiltURLResolver) -> [UInt8]? {
        let scan = HTMLScan(bytes)
        var ranges: [Range<Int>] = []
        for reference in scan.references {
            guard case .file(let path, _) = resolver.resolve(reference.url, from: page), path == original else { continue }
            let end = rawEnd(of: reference, in: bytes)
            var pathEnd = reference.offset
            while pathEnd < end, bytes[pathEnd] != 0x3F, bytes[pathEnd] != 0x23 { pathEnd += 1 }
            var componentStart = pathEnd
            while componentStart > reference.offset, bytes[componentStart - 1] != 0x2F { componentStart -= 1 }
            if componentStart < pathEnd { ranges.append(componentStart..<pathEnd) }
        }
        guard !ranges.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + ranges.count * 16)
        var cursor = 0
        for range in ranges {
            out.append(contentsOf: bytes[cursor..<range.lowerBound])
            out.append(contentsOf: component)
            cursor = range.upperBound
        }
        out.append(contentsOf: bytes[cursor...])
        return out
    }

    /// Where the raw URL of `reference` ends: at the closing quote, or for a `srcset` candidate (and an
    /// unquoted value) at the first space; a `srcset` candidate's separating comma is not part of it.
    static func rawEnd(of reference: HTMLScan.Reference, in bytes: [UInt8]) -> Int {
        let quote = reference.offset > 0 ? bytes[reference.offset - 1] : 0
        let quoted = quote == 0x22 || quote == 0x27
        let srcset = reference.attribute == "srcset"
        var end = reference.offset
        while end < bytes.count {
            let c = bytes[end]
            if c == 0x22 || c == 0x27 { if quoted || srcset { break } }
            if (srcset || !quoted) && (c == 0x20 || c == 0x3E || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C) { break }
            end += 1
        }
        if srcset, end > reference.offset, bytes[end - 1] == 0x2C { end -= 1 }
        return end
    }
}
