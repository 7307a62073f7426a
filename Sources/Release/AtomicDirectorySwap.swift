import POSIXFiles
import Diagnostics
import Glibc

/// Replaces a folder with a fully written one in a single step.
///
/// Uses `renameat2(RENAME_EXCHANGE)` (Linux 3.15+, looked up at run time) so the target path always
/// names a complete folder; where that is unavailable it falls back to two renames, leaving a window of
/// a few microseconds in which the target is missing. The old contents are deleted afterwards.
package enum AtomicDirectorySwap {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameExchange: UInt32 = 1 << 1

    /// `renameat2` from the C library, if it has one.
    private static let renameat2: RenameAt2? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    /// A sibling path of `target` to write the new folder into (same filesystem, hidden name).
    package static func stagingPath(for target: String) -> String {
        let clean = Paths.trimmed(target)
        let parent = Paths.parent(clean)
        let name = ".\(Paths.lastComponent(clean)).staging-\(getpid())"
        return parent.isEmpty ? name : Paths.join(parent, name)
    }

    /// Makes `target` hold what `staged` holds, in one step, then deletes the old contents.
    /// `staged` must be a folder on the same filesystem; a missing `target` is simply created.
    package static func replace(_ target: String, with staged: String) throws {
        let target = Paths.trimmed(target), staged = Paths.trimmed(staged)
        guard FileSystem.existingKind(staged) == .directory else {
            throw Diagnostic.error(staged, "is not a folder; nothing to swap in")
        }
        switch FileSystem.existingKind(target) {
        case nil:
            if rename(staged, target) != 0 { throw failure(target, staged) }
            return
        case .directory?:
            break
        default:
            throw Diagnostic.error(target, "exists and is not a folder; remove it or choose another output folder")
        }
        if let exchange = renameat2, exchange(AT_FDCWD, staged, AT_FDCWD, target, renameExchange) == 0 {
            try ReleaseFiles.removeTree(staged)
            return
        } else if renameat2 != nil, errno != ENOSYS, errno != EINVAL, errno != ENOTSUP {
            throw failure(target, staged)
        }
        try swapWithTwoRenames(target, staged)
    }

    /// The fallback: move `target` aside, move `staged` in, delete the old one.
    static func swapWithTwoRenames(_ target: String, _ staged: String) throws {
        let parent = Paths.parent(target)
        let asideName = ".\(Paths.lastComponent(target)).old-\(getpid())"
        let aside = parent.isEmpty ? asideName : Paths.join(parent, asideName)
        try ReleaseFiles.removeTree(aside)
        if rename(target, aside) != 0 { throw failure(target, staged) }
        if rename(staged, target) != 0 {
            let code = errno
            _ = rename(aside, target)
            throw failure(target, staged, code: code)
        }
        try ReleaseFiles.removeTree(aside)
    }

    private static func failure(_ target: String, _ staged: String, code: Int32 = errno) -> Diagnostic {
        if code == EXDEV {
            return Diagnostic.error(target, "cannot be replaced by \(staged): they are on different filesystems; "
                                    + "write the new folder next to the target")
        }
        return ReleaseFiles.failure(target, "replace the folder with \(staged)", code: code)
    }
}
