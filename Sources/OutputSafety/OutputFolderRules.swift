import POSIXFiles
import Diagnostics
import Glibc

/// The folders a command must never write its output into, whatever `--force` says: the one place that
/// `build`, `watch`, `serve`, `publish` (into the output folder and `--to DIR`) and `import apple-health`
/// ask before they write.
///
/// Refused, comparing real paths (symlinks resolved, also for a path that does not exist yet):
/// - `/`;
/// - a home folder (`$HOME` and the password database's entry for this user) or a folder that contains one;
/// - the working directory or any folder that contains it;
/// - each ``Protected`` folder (content, templates, the settings file's folder) or a folder that contains
///   it, and for some of them (content, templates) also a folder inside it;
/// - a folder that holds `.git`, `.hg` or `.svn` and no ``previousOutputMarker`` file.
package struct OutputFolderRules: Sendable {
    /// A folder whose files the output must never take with it.
    package struct Protected: Sendable, Hashable {
        /// How messages name it: "the content folder".
        package var name: String
        /// Its absolute path.
        package var path: String
        /// Whether a folder inside it is refused too (the output would be read back as a source).
        package var refusesInside: Bool

        /// Creates a protected folder.
        package init(name: String, path: String, refusesInside: Bool) {
            self.name = name
            self.path = path
            self.refusesInside = refusesInside
        }
    }

    /// Version-control folders that mark a folder as someone's repository.
    package static let versionControlNames = [".git", ".hg", ".svn"]

    /// Home folders (real paths); by default ``currentHomeFolders()``.
    package var homeFolders: [String]
    /// Working directories (real paths): the command's and the process's.
    package var workingDirectories: [String]
    /// Source folders the output must stay clear of.
    package var protected: [Protected]
    /// The file that marks a previous output of this command (a folder with it may hold `.git`).
    package var previousOutputMarker: String?

    /// Creates the rules for a command run in `workingDirectory` (the process's own working directory
    /// counts as well). `homeFolders` defaults to ``currentHomeFolders()``; tests pass their own.
    package init(workingDirectory: String, protected: [Protected] = [], previousOutputMarker: String? = nil,
                homeFolders: [String]? = nil) {
        var cwds = [OutputPath.real(workingDirectory)]
        if let process = OutputPath.processWorkingDirectory(), !cwds.contains(process) { cwds.append(process) }
        self.workingDirectories = cwds
        self.homeFolders = (homeFolders ?? Self.currentHomeFolders()).map(OutputPath.real)
        self.protected = protected.map { Protected(name: $0.name, path: OutputPath.real($0.path), refusesInside: $0.refusesInside) }
        self.previousOutputMarker = previousOutputMarker
    }

    /// `$HOME` (when set and absolute) and the home folder of the current user in the password database.
    package static func currentHomeFolders() -> [String] {
        var homes: [String] = []
        if let env = getenv("HOME"), case let home = String(cString: env), home.hasPrefix("/") { homes.append(home) }
        if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir {
            let home = String(cString: dir)
            if home.hasPrefix("/") && !homes.contains(home) { homes.append(home) }
        }
        return homes
    }

    /// Why `path` (absolute) must not be used, as "the home folder /root", or `nil` when it may.
    package func refusal(for path: String) -> String? {
        let out = OutputPath.real(path)
        if out == "/" { return "the root folder /" }
        for home in homeFolders {
            if out == home { return "the home folder \(home)" }
            if OutputPath.isInside(home, out) { return "a folder that contains the home folder \(home)" }
        }
        for cwd in workingDirectories {
            if out == cwd { return "the working directory" }
            if OutputPath.isInside(cwd, out) { return "a folder that contains the working directory \(cwd)" }
        }
        for folder in protected {
            if folder.refusesInside, Paths.isSameOrInside(out, folder.path) { return "\(folder.name) or a folder inside it" }
            if out == folder.path { return folder.name }
            if OutputPath.isInside(folder.path, out) { return "a folder that contains \(folder.name)" }
        }
        if let name = Self.versionControlNames.first(where: { (FileSystem.existingKind(Paths.join(out, $0)) != nil) }),
           !(previousOutputMarker.map { (FileSystem.kind(Paths.join(out, $0)) == .file) } ?? false) {
            let marker = previousOutputMarker.map { " and no \($0) file" } ?? ""
            return "a folder under version control (it holds \(name)\(marker))"
        }
        return nil
    }

    /// Throws "`display`: error: refusing to use <reason> as `purpose`; `advice`" when `path` is refused,
    /// e.g. purpose "the output folder, because every build replaces it", advice "pass --output DIR …".
    package func check(_ path: String, display: String, purpose: String, advice: String) throws {
        if let reason = refusal(for: path) {
            throw Diagnostic.error(display, "refusing to use \(reason) as \(purpose); \(advice)")
        }
    }
}
