import POSIXFiles
import Diagnostics
import Glibc

/// A folder whose files are used only when they really lie inside it: the content folder, the templates
/// folder, the project folder (for `cardstock.yaml`).
///
/// The one place that decides whether an entry may be used (``resolve(_:)``) and that reads a file under
/// that rule (``read(_:)``), so that a symlink in a theme or a content folder cannot make the build
/// publish `/etc/passwd` or `/proc/self/environ`, and a FIFO cannot make it hang:
/// - a symlink is followed only when its target, all links resolved (`realpath(3)`), is inside the folder;
/// - only regular files are read; FIFOs, devices and sockets are refused after `lstat`/`stat`, before they
///   are opened, and the file is opened with `O_NOFOLLOW | O_NONBLOCK` and checked again with `fstat`.
///
/// A file that lies inside by its path is not resolved again (walks descend through checked folders),
/// so content pages pay nothing per file; single reads (``read(_:)``) resolve the whole path.
struct ConfinedFolder: Sendable {
    /// The folder as an absolute, normalised path.
    let root: String
    /// The folder with its symlinks resolved: what containment is checked against.
    let realRoot: String
    /// What the folder is called in messages, e.g. `templates folder`.
    let name: String

    /// The folder at `root` (absolute), called `name` in messages.
    init(root: String, name: String) {
        self.root = root
        self.realRoot = FileSystem.realPath(root) ?? root
        self.name = name
    }

    /// Why an entry of the folder may not be used.
    enum Problem: Error, Equatable {
        /// Nothing at the path.
        case missing
        /// A symlink whose target does not exist.
        case broken
        /// The path resolves to `target`, outside the folder (`viaLink`: the entry itself is a symlink;
        /// otherwise one of the folders above it is).
        case outside(target: String, viaLink: Bool)
        /// The path is (or links to) something other than a regular file or folder: `kind` says what.
        case special(kind: String, target: String?)
        /// A folder where a file was expected.
        case folder
        /// The file system refused (permissions, I/O error).
        case failed(String)
    }

    /// What an entry resolves to: a regular file or a folder, by its real path.
    enum Entry: Equatable {
        case file(String)
        case directory(String)
    }

    /// What the entry at `path` (absolute, inside ``root`` by its path) is, following a symlink only when
    /// it stays inside the folder. Never opens anything.
    func resolve(_ path: String) -> Result<Entry, Problem> {
        var st = stat()
        guard lstat(path, &st) == 0 else {
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .failed(String(cString: strerror(errno))))
        }
        let isLink = st.st_mode & S_IFMT == S_IFLNK
        guard let real = FileSystem.realPath(path) else { return .failure(isLink ? .broken : .missing) }
        guard Paths.isSameOrInside(real, realRoot) else { return .failure(.outside(target: real, viaLink: isLink)) }
        if isLink && stat(real, &st) != 0 { return .failure(.broken) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .success(.file(real))
        case S_IFDIR: return .success(.directory(real))
        default: return .failure(.special(kind: FileSystem.kindName(mode: st.st_mode), target: isLink ? real : nil))
        }
    }

    /// The bytes of the regular file at `path` (absolute), which must lie inside the folder after every
    /// symlink is resolved; throws a ``Problem`` otherwise. The file is opened only after `lstat`/`stat`
    /// said it is a regular file, with `O_NOFOLLOW | O_NONBLOCK`, and `fstat` checks it again.
    func read(_ path: String) throws(Problem) -> [UInt8] {
        let real: String
        switch resolve(path) {
        case .success(.file(let file)): real = file
        case .success(.directory): throw .folder
        case .failure(let problem): throw problem
        }
        do {
            let (fd, size) = try FileSystem.openForReading(real, followLinks: false)
            defer { close(fd) }
            return try FileSystem.readAll(fd, size: size, path: real)
        } catch let error as FileSystemError {
            throw .failed(error.reason ?? String(cString: strerror(error.code)))
        } catch {
            throw .failed("\(error)")
        }
    }

    /// When the folder lies inside `project` (the project folder) by its path but resolves to somewhere
    /// outside it (a linked `templates` or `content` folder in a checkout): the message for that, naming
    /// `option` (`--templates`) as the way to use an outside folder on purpose. `nil` otherwise.
    func projectEscape(project: String, option: String) -> String? {
        guard Paths.isSameOrInside(root, project), root != project else { return nil }
        let realProject = FileSystem.realPath(project) ?? project
        if Paths.isSameOrInside(realRoot, realProject) { return nil }
        return "the \(name) is a symbolic link to \(SourceLocation.escaped(realRoot)), outside the project folder; "
            + "copy the files into the project, or pass \(option) with the real folder to use it on purpose"
    }

    /// The error for `problem` at `display` (the entry's path as the user sees it), at `display:1:1`.
    func diagnostic(_ problem: Problem, at display: String) -> Diagnostic {
        Diagnostic.error(display, line: 1, column: 1, message(for: problem))
    }

    /// What is wrong and how to fix it.
    func message(for problem: Problem) -> String {
        switch problem {
        case .missing:
            return "file not found"
        case .broken:
            return "broken symbolic link: its target does not exist; remove it or fix the target"
        case .outside(let target, let viaLink):
            let what = viaLink ? "is a symbolic link to" : "lies in a linked folder that leads to"
            return "\(what) \(SourceLocation.escaped(target)), outside the \(name); copy the file into the \(name) instead"
        case .special(let kind, let target):
            let what = target.map { "is a symbolic link to \(SourceLocation.escaped($0)), which is \(kind)" } ?? "is \(kind)"
            return "\(what), not a regular file; only regular files in the \(name) are read, so replace it with one"
        case .folder:
            return "is a folder, not a file; remove it or rename it"
        case .failed(let reason):
            return "cannot read this file: \(reason); check its permissions"
        }
    }
}
