import POSIXFiles
import Diagnostics
import Templates

/// The templates folder on disk: its page templates, partials and `theme.css`, each read only when it is
/// a regular file inside the folder after every symlink is resolved (``ConfinedFolder``), so that a theme
/// cannot publish `/etc/passwd` or `/proc/self/environ` through a link, or hang the build with a FIFO.
///
/// Rules: entries whose name starts with `.` are skipped. A template (`*.html`, `*.mustache`) or
/// `theme.css` that is a symlink out of the folder, a broken symlink, or not a regular file (FIFO, device,
/// socket) is an error at its path; so is a linked folder that leads out of the templates folder. Linked
/// folders that stay inside are not followed (a link to an ancestor would loop), linked files that stay
/// inside are read. When the templates folder lies inside the project folder by its path, it must also
/// lie inside it after resolving symlinks.
struct TemplateFolder {
    /// The folder (absolute) and its confinement rules.
    let folder: ConfinedFolder
    /// The folder as shown in messages.
    let display: String
    /// The project folder (the working directory), absolute.
    let project: String

    /// The theme stylesheet's file name, at the top of the folder.
    static let themeFile = "theme.css"

    /// The templates folder at `root` (absolute), shown as `display`, in the project folder `project`.
    init(root: String, display: String, project: String) {
        self.folder = ConfinedFolder(root: root, name: "templates folder")
        self.display = display
        self.project = project
    }

    /// One regular file of the folder that the build may read.
    struct FoundFile: Equatable {
        /// The path relative to the folder, e.g. `partials/row.html`.
        var relativePath: String
        /// The path as found (absolute).
        var path: String
        /// The file's real path (differs from ``path`` for a symlink).
        var source: String
    }

    /// Every regular file in the folder that the build may use, in name order, and an error for every
    /// template or theme file it may not read and every linked folder leading out. Reads no file.
    func scan() -> (files: [FoundFile], problems: [Diagnostic]) {
        var files: [FoundFile] = []
        var problems: [Diagnostic] = []
        if let escape = projectEscape() {
            return ([], [Diagnostic.error(display, escape)])
        }
        walk(directory: folder.root, relative: "", files: &files, problems: &problems)
        return (files, problems)
    }

    /// The compiled templates: the folder's, plus every file of `fallback` (file name → text, by default
    /// the built-in templates) whose template name the folder does not define, so that a site overriding
    /// one file keeps the built-in rest. Throws a ``DiagnosticList`` with every problem (see ``scan()`` and
    /// ``TemplateSet/init(files:checkReferences:)``).
    func load(fallback: [String: String] = DefaultTemplates.files) throws -> TemplateSet {
        let (files, found) = scan()
        var problems = DiagnosticList(found)
        var templates: [TemplateFile] = []
        for file in files {
            guard let name = TemplateSet.templateName(forRelativePath: file.relativePath) else { continue }
            let shown = displayPath(file.relativePath)
            do {
                templates.append(TemplateFile(name: name, path: shown, bytes: try folder.read(file.path)))
            } catch {
                problems.append(folder.diagnostic(error, at: shown))
            }
        }
        if problems.hasErrors { throw problems }
        let defined = Set(templates.map(\.name))
        for file in fallback.keys.sorted() {
            guard let name = TemplateSet.templateName(forRelativePath: file), !defined.contains(name) else { continue }
            templates.append(TemplateFile(name: name, path: "(built-in)/" + file, bytes: Array((fallback[file] ?? "").utf8)))
        }
        return try TemplateSet(files: templates)
    }

    /// The text of `theme.css`, or `nil` when the folder has none (the build then uses the built-in
    /// theme); throws a ``Diagnostic`` at its path
    /// when it is there but may not be read (a symlink out of the folder, a FIFO, …).
    func theme() throws -> String? {
        if let escape = projectEscape() { throw Diagnostic.error(display, escape) }
        do {
            return String(decoding: try folder.read(Paths.join(folder.root, Self.themeFile)), as: UTF8.self)
        } catch .missing {
            return nil
        } catch {
            throw folder.diagnostic(error, at: displayPath(Self.themeFile))
        }
    }

    /// Whether the build reads a file of the folder: a template, the theme or a strings file.
    static func isRead(_ relativePath: String) -> Bool {
        relativePath == themeFile || TemplateSet.templateName(forRelativePath: relativePath) != nil
            || stringsLanguage(relativePath) != nil
    }

    /// A path inside the folder as shown in messages.
    func displayPath(_ relativePath: String) -> String { Paths.join(display, relativePath) }

    /// Why the folder itself may not be used (see ``ConfinedFolder/projectEscape(project:option:)``).
    private func projectEscape() -> String? { folder.projectEscape(project: project, option: "--templates") }

    private func walk(directory: String, relative: String, files: inout [FoundFile], problems: inout [Diagnostic]) {
        guard let entries = FileSystem.entries(directory) else {
            problems.append(Diagnostic.error(relative.isEmpty ? display : displayPath(relative),
                                             "cannot read folder: check its permissions"))
            return
        }
        for (name, kind) in entries where !name.hasPrefix(".") {
            let path = directory + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            if Self.isRead(rel), FileSystem.hasUndecodableName(name, at: path) {
                problems.append(Diagnostic.error(displayPath(rel), line: 1, column: 1, FileSystem.undecodableNameMessage))
                continue
            }
            switch kind {
            case .directory:
                walk(directory: path, relative: rel, files: &files, problems: &problems)
            case .file:
                files.append(FoundFile(relativePath: rel, path: path, source: path))
            default:
                switch folder.resolve(path) {
                case .success(.file(let real)):
                    files.append(FoundFile(relativePath: rel, path: path, source: real))
                case .success(.directory):
                    continue  // a linked folder inside: not followed
                case .failure(let problem):
                    let linkedFolder = FileSystem.kindFollowingLinks(path) == .directory
                    if linkedFolder || Self.isRead(rel) { problems.append(folder.diagnostic(problem, at: displayPath(rel))) }
                }
            }
        }
    }
}
