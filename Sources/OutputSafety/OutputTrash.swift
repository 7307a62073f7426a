import POSIXFiles
import Diagnostics
import Glibc

/// Moves what a `--force` would otherwise have deleted into `<parent>/.cardstock-trash/<name>-<UTC time>/`
/// with `rename(2)`: the same file system as the original, so it is instant and keeps every byte, mode
/// and time. Nothing here ever deletes anything.
package enum OutputTrash {
    /// The folder beside the output that receives what was moved aside.
    package static let folderName = ".cardstock-trash"

    /// Moves the file or folder at `path` aside. A folder becomes the new trash folder itself
    /// (`<parent>/.cardstock-trash/<name>-<time>`); a file (or symlink) goes inside it under its own name.
    /// Returns where it now is. Throws a `Diagnostic` (and moves nothing) when it cannot be moved.
    package static func moveAside(_ path: String, now: Int = Int(time(nil))) throws -> String {
        let holder = try makeHolder(for: path, now: now)
        let target = (FileSystem.kind(path) == .directory) ? holder : Paths.join(holder, Paths.lastComponent(path))
        // A folder is renamed over the empty holder just made (rename(2) replaces an empty folder).
        if rename(path, target) != 0 {
            let code = errno
            rmdir(holder)
            throw failure(path, holder, code)
        }
        return target
    }

    /// Moves the entries `names` of `folder` into one new folder `<parent of folder>/.cardstock-trash/<folder
    /// name>-<time>/`, keeping their names; returns that folder. On a failure the entries already moved are
    /// moved back (best effort) and a `Diagnostic` is thrown.
    package static func moveAside(_ names: [String], from folder: String, now: Int = Int(time(nil))) throws -> String {
        let holder = try makeHolder(for: folder, now: now)
        var moved: [String] = []
        for name in names {
            if rename(Paths.join(folder, name), Paths.join(holder, name)) != 0 {
                let code = errno
                for back in moved { _ = rename(Paths.join(holder, back), Paths.join(folder, back)) }
                rmdir(holder)
                throw failure(Paths.join(folder, name), holder, code)
            }
            moved.append(name)
        }
        return holder
    }

    /// `YYYYMMDDTHHMMSSZ` in UTC.
    package static func timestamp(_ seconds: Int) -> String {
        var t = time_t(seconds)
        var parts = tm()
        gmtime_r(&t, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }

    /// Creates `<parent>/.cardstock-trash/` if needed and a new empty `<name>-<time>` folder in it
    /// (`-2`, `-3` … when that name is taken; `mkdir` fails on an existing name, so two runs never share one).
    private static func makeHolder(for path: String, now: Int) throws -> String {
        let clean = OutputPath.normalize(path)
        let trash = Paths.join(Paths.parent(clean), folderName)
        if mkdir(trash, 0o777) != 0 && errno != EEXIST { throw failure(path, trash, errno) }
        guard (FileSystem.kind(trash) == .directory) else { throw failure(path, trash, ENOTDIR) }
        let base = Paths.join(trash, Paths.lastComponent(clean) + "-" + timestamp(now))
        for n in 1...10_000 {
            let candidate = n == 1 ? base : base + "-\(n)"
            if mkdir(candidate, 0o777) == 0 { return candidate }
            if errno != EEXIST { throw failure(path, candidate, errno) }
        }
        throw failure(path, base, EEXIST)
    }

    private static func failure(_ path: String, _ destination: String, _ code: Int32) -> Diagnostic {
        let reason = String(cString: strerror(code))
        let hint = code == EXDEV || code == EBUSY ? " (it is on another file system or is a mount point)" : ""
        return Diagnostic.error(path, "cannot move it aside to \(destination): \(reason)\(hint); nothing was deleted; "
                                + "empty or move the folder yourself, or choose another output folder")
    }
}

extension OutputTrash {
    /// `path` as one shell word: unchanged when it holds only safe characters, else in single quotes.
    package static func shellQuoted(_ path: String) -> String {
        let safe = path.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "/._-+:@%,".utf8.contains(byte)
        }
        if safe && !path.isEmpty { return path }
        return "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
