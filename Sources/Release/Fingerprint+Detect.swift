import POSIXFiles
import Diagnostics

extension Fingerprint {
    /// Whether the file name (last path component) carries an eight-hex fingerprint where
    /// ``name(for:contents:)`` puts one, and which: `style.3f9a1c2e.css` → `3f9a1c2e`, `LICENSE.3f9a1c2e` →
    /// `3f9a1c2e`. Both readings are returned when a name allows two (`a.0123abcd.89abcdef`). Reads nothing.
    static func candidateHashes(in path: String) -> [String] {
        let parts = Paths.lastComponent(path).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, !parts[0].isEmpty else { return [] }
        var found: [String] = []
        for index in [parts.count - 1, parts.count - 2] where index >= 1 && isHash(parts[index]) {
            found.append(String(parts[index]))
        }
        return found
    }

    /// Whether `path` (relative, inside `tree`) is a fingerprinted file: its name carries the hash of its
    /// own bytes, so the name can only ever stand for these bytes (immutable, content-addressed).
    static func isFingerprinted(_ path: String, in tree: FileTree) throws -> Bool {
        let hashes = candidateHashes(in: path)
        guard !hashes.isEmpty else { return false }
        let actual = ContentHash.of(try ReleaseFiles.read(tree.fullPath(path))).short
        return hashes.contains(actual)
    }

    /// The fingerprinted files of `tree` that may be carried into another release: regular files whose
    /// name carries the hash of their bytes, except HTML pages (a page is content, never an asset).
    /// Only files with a fingerprint-shaped name are read. Sorted by path bytes.
    static func carriableFiles(in tree: FileTree) throws -> [String] {
        var out: [String] = []
        for entry in tree.entries where entry.kind == .file && !ReleaseAssets.isPage(entry.path) {
            if try isFingerprinted(entry.path, in: tree) { out.append(entry.path) }
        }
        return out
    }

    private static func isHash(_ part: Substring) -> Bool {
        part.utf8.count == 8 && part.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }
}
