import Diagnostics

/// A folder of templates and partials, looked up by name.
package struct TemplateSet: Sendable {
    /// The templates by name.
    package let templates: [String: Template]

    /// Creates a set from compiled templates.
    package init(templates: [String: Template]) {
        self.templates = templates
    }

    /// Compiles `sources` (name → template text); throws a ``DiagnosticList`` with every syntax error.
    package init(sources: [String: String]) throws {
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
    package func template(named name: String) -> Template? {
        templates[name]
    }

    /// Every template name, sorted.
    package var names: [String] { templates.keys.sorted() }

    /// Renders the template called `name`; a missing template is a ``Diagnostic`` naming it.
    package func render(_ name: String, context: TemplateValue, strict: Bool = true) throws -> String {
        var bytes: [UInt8] = []
        try render(name, context: context, strict: strict, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Renders the template called `name`, appending UTF-8 output to `bytes`.
    package func render(_ name: String, context: TemplateValue, strict: Bool = true, into bytes: inout [UInt8]) throws {
        guard let template = templates[name] else {
            let known = names.isEmpty ? "the set is empty" : "known templates: \(names.joined(separator: ", "))"
            throw Diagnostic(.error, at: nil, "template `\(name)` not found; add `\(name).html` to the templates folder (\(known))")
        }
        try template.render(context, partials: self, strict: strict, into: &bytes)
    }

    /// Compiles template files already read from a templates folder (the folder is walked and its files
    /// read by the site builder, which confines them to the folder; this module reads no files).
    /// Throws a ``DiagnosticList`` holding every problem: syntax errors (at `path:line:col`), two files
    /// with the same name (at `path:1:1`), and (when `checkReferences`) every `{{>partial}}` or
    /// `{{<parent}}` that names no template in the set.
    package init(files: [TemplateFile], checkReferences: Bool = true) throws {
        var problems = DiagnosticList()
        var compiled: [String: Template] = [:]
        var pathByName: [String: String] = [:]
        for file in files {
            if let first = pathByName[file.name] {
                problems.append(.error(file.path, line: 1, column: 1,
                    "two templates are named `\(file.name)` (\(SourceLocation.escaped(first)) and \(SourceLocation.escaped(file.path))); rename or remove one"))
                continue
            }
            pathByName[file.name] = file.path
            do {
                compiled[file.name] = try Template(bytes: file.bytes, name: file.name, path: file.path)
            } catch let diagnostic as Diagnostic {
                problems.append(diagnostic)
            }
        }
        if problems.hasErrors { throw problems }
        self.init(templates: compiled)
        if checkReferences { try validateReferences() }
    }

    /// The template name of a file in a templates folder: its path relative to the folder without the
    /// extension, for `*.html` and `*.mustache` files (`page.html` → `page`, `partials/row.mustache` →
    /// `partials/row`); `nil` for every other file.
    package static func templateName(forRelativePath path: String) -> String? {
        for ext in [".html", ".mustache"] where path.hasSuffix(ext) && path.utf8.count > ext.utf8.count {
            let name = String(path.dropLast(ext.count))
            if name.hasSuffix("/") { return nil }
            return name
        }
        return nil
    }
}
