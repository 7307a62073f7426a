import Glibc

/// The few path questions the output rules ask, on absolute paths.
enum OutputPath {
    /// The real path of `path` (absolute): symlinks resolved in the part that exists, the rest appended,
    /// so a folder that is about to be created is compared where it will really be.
    static func real(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let clean = normalize(path)
        if clean == "/" { return "/" }
        let parent = parent(clean)
        return join(real(parent), lastComponent(clean))
    }

    /// The process's working directory (real path), if it can be read.
    static func processWorkingDirectory() -> String? {
        guard let cwd = getcwd(nil, 0) else { return nil }
        defer { free(cwd) }
        return real(String(cString: cwd))
    }

    /// `path` without `.` components, repeated or trailing slashes, resolving `..` textually.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is `folder` or inside it.
    static func isSameOrInside(_ path: String, _ folder: String) -> Bool {
        path == folder || isInside(path, folder)
    }

    /// Whether `path` is strictly inside `folder`.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return path != "/" }
        return path.hasPrefix(folder + "/")
    }

    /// The folder that holds `path` (`/` for a top-level name).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last name in `path`.
    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `folder/name`.
    static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// Whether anything (a symlink included) is at `path`.
    static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    /// Whether a regular file (not a symlink) is at `path`.
    static func isFile(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether a folder (not a symlink to one) is at `path`.
    static func isFolder(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }
}
