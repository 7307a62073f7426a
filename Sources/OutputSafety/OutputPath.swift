import Glibc
import POSIXFiles

/// The path questions the output rules ask of absolute paths that ``Paths`` does not answer: real paths of
/// folders that may not exist yet, textual normalization, strict inside-ness.
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
        return Paths.join(real(Paths.parent(clean)), Paths.lastComponent(clean))
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

    /// Whether `path` is strictly inside `folder`.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        Paths.isInside(path, folder)
    }




}
