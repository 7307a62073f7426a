import Diagnostics
import Glibc

extension ReleaseManager {
    /// Points `DIR/current` at `releases/<name>` atomically: a new symlink `DIR/.current.tmp`
    /// is renamed over `current`, so `current` always exists and always names a whole release.
    func switchCurrent(to name: ReleaseName) throws {
        let temp = FileSystem.join(directory, ".current.tmp")
        if unlink(temp) != 0 && errno != ENOENT { throw FileSystem.failure(temp, "remove the stale link") }
        if symlink("releases/\(name)", temp) != 0 { throw FileSystem.failure(temp, "create the link") }
        if rename(temp, currentPath) != 0 {
            let code = errno
            unlink(temp)
            throw FileSystem.failure(currentPath, "switch the current release", code: code)
        }
        let dirfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirfd >= 0 {
            fsync(dirfd)
            close(dirfd)
        }
    }

    /// Deletes the oldest releases so that at most ``keep`` remain, never the current one or `keeping`.
    /// A release is first renamed to a hidden trash name, then deleted without following symlinks.
    func prune(keeping: ReleaseName) throws {
        let names = try releaseNames()
        let current = try currentName()
        let limit = max(1, keep)
        guard names.count > limit else { return }
        var excess = names.count - limit
        for name in names where excess > 0 && name != current && name != keeping {
            let trash = FileSystem.join(releasesPath, ".trash-\(name)")
            try FileSystem.move(path(of: name), to: trash)
            try FileSystem.removeTree(trash)
            excess -= 1
        }
    }
}
