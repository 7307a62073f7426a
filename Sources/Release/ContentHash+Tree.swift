import Diagnostics

extension ContentHash {
    /// The hash of a whole folder: every entry's relative path, kind and bytes (or link target),
    /// in sorted path order, so the same tree always gives the same hash wherever it lives.
    package static func ofFolder(_ folder: String) throws -> ContentHash {
        try ofTree(FileTree(root: folder))
    }

    static func ofTree(_ tree: FileTree) throws -> ContentHash {
        var h = ContentHash()
        for entry in tree.entries {
            h.update(entry.path)
            switch entry.kind {
            case .file:
                h.update([0, 0x46])
                let bytes = try ReleaseFiles.read(tree.fullPath(entry.path))
                h.update(ContentHash.hex(UInt64(bytes.count), digits: 16))
                h.update(bytes)
            case .directory:
                h.update([0, 0x44])
            case .symlink:
                h.update([0, 0x4C])
                h.update(try ReleaseFiles.linkTarget(tree.fullPath(entry.path)))
            case .other, .missing:
                h.update([0, 0x4F])
            }
        }
        return h
    }
}
