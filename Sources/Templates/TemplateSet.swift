import Diagnostics
import Foundation

/// A folder of templates and partials, looked up by name.
public struct TemplateSet: Sendable {
    /// The templates by name.
    public let templates: [String: Template]

    /// Creates a set from compiled templates.
    public init(templates: [String: Template]) {
        self.templates = templates
    }

    /// Compiles `sources` (name → template text); throws a ``DiagnosticList`` with every syntax error.
    public init(sources: [String: String]) throws {
        var compiled: [String: Template] = [:]
        var problems = DiagnosticList()
        for name in sources.keys.sorted() {
            do {
                compiled[name] = try Template(source: sources[name] ?? "", name: name)
            } catch let diagnostic as Diagnostic {
                problems.append(diagnostic)
            }
        }
        if problems.hasErrors { throw problems }
        self.templates = compiled
    }

    /// The template called `name`, if any.
    public func template(named name: String) -> Template? {
        templates[name]
    }

    /// Every template name, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// Renders the template called `name`; a missing template is a ``Diagnostic`` naming it.
    public func render(_ name: String, context: TemplateValue, strict: Bool = true) throws -> String {
        var bytes: [UInt8] = []
        try render(name, context: context, strict: strict, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Renders the template called `name`, appending UTF-8 output to `bytes`.
    public func render(_ name: String, context: TemplateValue, strict: Bool = true, into bytes: inout [UInt8]) throws {
        guard let template = templates[name] else {
            let known = names.isEmpty ? "the set is empty" : "known templates: \(names.joined(separator: ", "))"
            throw Diagnostic(.error, at: nil, "template `\(name)` not found; add `\(name).html` to the templates folder (\(known))")
        }
        try template.render(context, partials: self, strict: strict, into: &bytes)
    }

    /// Loads every `*.html` and `*.mustache` file under `directory` (recursively; hidden files and
    /// symlinked folders are skipped).
    /// A template's name is its path relative to `directory` without the extension
    /// (`page.html` → `page`, `partials/row.html` → `partials/row`).
    /// Throws a ``DiagnosticList`` holding every problem: a missing folder, unreadable files,
    /// syntax errors (with `path:line:col`), two files with the same name, and (when `checkReferences`)
    /// every `{{>partial}}` or `{{<parent}}` that names no file in the folder.
    public static func load(directory: String, checkReferences: Bool = true) throws -> TemplateSet {
        var problems = DiagnosticList()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            problems.append(Diagnostic(.error, at: SourceLocation(path: directory),
                "templates folder not found; create it or pass the right folder with --templates"))
            throw problems
        }
        var files: [(name: String, path: String)] = []
        collect(directory: directory, prefix: "", into: &files)
        var compiled: [String: Template] = [:]
        var pathByName: [String: String] = [:]
        for file in files {
            if let first = pathByName[file.name] {
                problems.append(.error(file.path,
                    "two templates are named `\(file.name)` (\(first) and \(file.path)); rename or remove one"))
                continue
            }
            pathByName[file.name] = file.path
            guard let data = FileManager.default.contents(atPath: file.path) else {
                problems.append(.error(file.path, "cannot read this template file; check its permissions"))
                continue
            }
            do {
                compiled[file.name] = try Template(bytes: [UInt8](data), name: file.name, path: file.path)
            } catch let diagnostic as Diagnostic {
                problems.append(diagnostic)
            }
        }
        if problems.hasErrors { throw problems }
        let set = TemplateSet(templates: compiled)
        if checkReferences { try set.validateReferences() }
        return set
    }

    /// Appends template files under `directory` in sorted order.
    private static func collect(directory: String, prefix: String, into files: inout [(name: String, path: String)]) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // Symlinked folders are not followed: a link to an ancestor would loop forever.
                let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                if type != .typeSymbolicLink {
                    collect(directory: path, prefix: prefix + entry + "/", into: &files)
                }
                continue
            }
            for ext in [".html", ".mustache"] where entry.hasSuffix(ext) && entry.count > ext.count {
                files.append((prefix + String(entry.dropLast(ext.count)), path))
            }
        }
    }
}
