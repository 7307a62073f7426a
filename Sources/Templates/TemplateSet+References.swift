import Diagnostics

extension TemplateSet {
    /// Every partial (`{{>name}}`) and parent (`{{<name}}`) reference that names no template in this set,
    /// as diagnostics at the referencing tag, sorted by location.
    ///
    /// Rendering only notices a missing partial when it reaches the tag; this finds them all up front,
    /// including ones inside sections that a given page never renders.
    package func missingReferences() -> [Diagnostic] {
        var problems = DiagnosticList()
        for name in names {
            guard let template = templates[name] else { continue }
            collectMissing(in: template.nodes, into: &problems)
        }
        return problems.sorted
    }

    /// Throws a ``DiagnosticList`` when ``missingReferences()`` finds any.
    package func validateReferences() throws {
        let missing = missingReferences()
        if !missing.isEmpty { throw DiagnosticList(missing) }
    }

    private func collectMissing(in nodes: [TemplateNode], into problems: inout DiagnosticList) {
        for node in nodes {
            switch node {
            case .text, .value:
                continue
            case .section(_, let children, _):
                collectMissing(in: children, into: &problems)
            case .block(let block):
                collectMissing(in: block.content, into: &problems)
            case .partial(let ref):
                check(ref, kind: "partial", into: &problems)
            case .parent(let ref, let overrides):
                check(ref, kind: "parent template", into: &problems)
                for key in overrides.keys.sorted() {
                    collectMissing(in: overrides[key] ?? [], into: &problems)
                }
            }
        }
    }

    private func check(_ ref: TemplateNode.Reference, kind: String, into problems: inout DiagnosticList) {
        if templates[ref.name] != nil { return }
        problems.append(.error(ref.location.path, line: ref.location.line, column: ref.location.column,
            "\(kind) `\(ref.name)` not found; add `\(ref.name).html` to the templates folder or fix the name"))
    }
}
