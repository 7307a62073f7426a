import Diagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders node trees into UTF-8 bytes. One renderer per render call; never shared.
struct TemplateRenderer {
    /// Block overrides in effect: block name → replacement content.
    typealias Overrides = [String: [TemplateNode]]

    /// Deepest allowed nesting of sections, partials and parents together, checked when a partial or
    /// parent is entered (guards against a partial including itself forever and keeps recursion
    /// shallow enough for small thread stacks).
    static let maxDepth = 200

    var out: [UInt8] = []
    private var stack: [TemplateValue]
    private var indent: [UInt8] = []
    /// At the start of a template line whose indentation has not been written yet.
    private var pending = true
    private var depth = 0
    private let partials: TemplateSet?
    private let strict: Bool

    init(context: TemplateValue, partials: TemplateSet?, strict: Bool) {
        self.stack = [context]
        self.partials = partials
        self.strict = strict
    }

    /// Renders `nodes` with the block `overrides` in effect.
    mutating func render(_ nodes: [TemplateNode], _ overrides: Overrides) throws {
        for node in nodes {
            switch node {
            case .text(let bytes):
                emitText(bytes)
            case .value(let name, let escaped):
                if pending, !indent.isEmpty { out.append(contentsOf: indent) }
                pending = false
                lookup(name).append(to: &out, escaped: escaped)
            case .section(let name, let children, let inverted):
                try renderSection(lookup(name), children, inverted: inverted, overrides)
            case .partial(let ref):
                guard let template = try resolve(ref, kind: "partial") else { continue }
                try include(template, ref, overrides)
            case .parent(let ref, let arguments):
                guard let template = try resolve(ref, kind: "parent template") else { continue }
                // Outer overrides take precedence over the ones this parent tag passes.
                if overrides.isEmpty {
                    try include(template, ref, arguments)
                } else {
                    var merged = arguments
                    for (key, value) in overrides { merged[key] = value }
                    try include(template, ref, merged)
                }
            case .block(let block):
                if let replacement = overrides[block.name] {
                    let saved = indent
                    indent.append(contentsOf: block.indent)
                    if block.standalone { pending = true }
                    try render(replacement, overrides)
                    indent = saved
                } else {
                    try render(block.content, overrides)
                }
            }
        }
    }

    private mutating func renderSection(_ value: TemplateValue, _ children: [TemplateNode], inverted: Bool,
                                        _ overrides: Overrides) throws {
        if inverted {
            if !value.isTruthy {
                depth += 1
                defer { depth -= 1 }
                try render(children, overrides)
            }
            return
        }
        depth += 1
        defer { depth -= 1 }
        if case .list(let items) = value {
            for item in items {
                stack.append(item)
                try render(children, overrides)
                stack.removeLast()
            }
        } else if value.isTruthy {
            stack.append(value)
            try render(children, overrides)
            stack.removeLast()
        }
    }

    /// Finds a partial or parent by name; `nil` (render nothing) when missing and not strict.
    private func resolve(_ ref: TemplateNode.Reference, kind: String) throws -> Template? {
        if let template = partials?.template(named: ref.name) { return template }
        if !strict { return nil }
        let known = partials.map { $0.names.joined(separator: ", ") } ?? ""
        let hint = known.isEmpty ? "no templates are loaded" : "known templates: \(known)"
        throw Diagnostic.error(ref.location.path, line: ref.location.line, column: ref.location.column,
            "\(kind) `\(ref.name)` not found; add `\(ref.name).html` to the templates folder or fix the name (\(hint))")
    }

    /// Renders an included template, indented when its tag stood alone on its line.
    private mutating func include(_ template: Template, _ ref: TemplateNode.Reference, _ overrides: Overrides) throws {
        if depth >= TemplateRenderer.maxDepth {
            throw Diagnostic.error(ref.location.path, line: ref.location.line, column: ref.location.column,
                "`\(ref.name)` is nested more than \(TemplateRenderer.maxDepth) levels deep (sections and partials); a template probably includes itself without a stopping condition")
        }
        depth += 1
        let saved = indent
        defer {
            indent = saved
            depth -= 1
        }
        if ref.standalone {
            indent.append(contentsOf: ref.indent)
            pending = true
        }
        try render(template.nodes, overrides)
    }

    /// Writes template text, inserting the current indentation at the start of each line.
    private mutating func emitText(_ bytes: [UInt8]) {
        if indent.isEmpty {
            out.append(contentsOf: bytes)
            pending = bytes.last == TemplateBytes.newline
            return
        }
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            var start = 0
            while start < buf.count {
                if pending { out.append(contentsOf: indent) }
                guard let hit = memchr(base + start, Int32(TemplateBytes.newline), buf.count - start) else {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: buf[start...]))
                    pending = false
                    return
                }
                let end = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buf[start..<end]))
                pending = true
                start = end
            }
        }
    }

    /// Resolves a name against the context stack (dotted parts resolve against the previous part only).
    private func lookup(_ name: TemplateName) -> TemplateValue {
        guard let first = name.parts.first else { return stack.last ?? .null }
        var found: TemplateValue?
        var i = stack.count - 1
        while i >= 0 {
            if let value = Self.field(of: stack[i], name, part: 0) {
                found = value
                break
            }
            i -= 1
        }
        guard var value = found else { return .null }
        var p = 1
        while p < name.parts.count {
            guard let next = Self.field(of: value, name, part: p) else { return .null }
            value = next
            p += 1
        }
        return value
    }

    /// Part `part` of `name` looked up in `value` when it is an object; `nil` otherwise.
    private static func field(of value: TemplateValue, _ name: TemplateName, part: Int) -> TemplateValue? {
        switch value {
        case .fields(let fields): return fields.value(forKey: name.parts[part], hash: name.hashes[part])
        case .object(let fields): return fields[name.parts[part]]
        default: return nil
        }
    }
}
