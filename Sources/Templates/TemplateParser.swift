import Diagnostics

/// Compiles a template source into a node tree: scan, apply standalone-line rules,
/// re-indent block overrides, then nest sections.
struct TemplateParser {
    /// Deepest allowed nesting of sections, parents and blocks.
    static let maxNesting = 100

    let path: String

    /// Parses UTF-8 `source` into nodes.
    func parse(_ source: [UInt8]) throws -> [TemplateNode] {
        var scanner = TemplateScanner(source: source, path: path)
        var tokens = try scanner.scan()
        TemplateParser.applyStandaloneRules(&tokens)
        let ranges = try matchRanges(tokens)
        TemplateParser.dedentOverrides(&tokens, ranges: ranges)
        return buildTree(tokens)
    }

    /// Pairs every opening tag with its `{{/name}}`; returns `(open, close)` index pairs of block
    /// overrides (blocks directly inside a parent tag), in source order.
    private func matchRanges(_ tokens: [TemplateToken]) throws -> [(Int, Int)] {
        var stack: [Int] = []
        var overrides: [(Int, Int)] = []
        for (i, token) in tokens.enumerated() {
            if token.kind.opensRange {
                if stack.count >= TemplateParser.maxNesting {
                    let loc = token.location
                    throw Diagnostic.error(path, line: loc.line, column: loc.column,
                        "sections are nested more than \(TemplateParser.maxNesting) levels deep; flatten the template")
                }
                stack.append(i)
            } else if token.kind == .close {
                let loc = token.location
                guard let open = stack.popLast() else {
                    throw Diagnostic.error(path, line: loc.line, column: loc.column,
                        "`{{/\(token.name)}}` closes nothing: no section named `\(token.name)` is open here; remove it or add `{{#\(token.name)}}` before it")
                }
                let opener = tokens[open]
                if opener.name != token.name {
                    throw Diagnostic.error(path, line: loc.line, column: loc.column,
                        "`{{/\(token.name)}}` does not match the open section `\(opener.name)` (opened at \(opener.location.line):\(opener.location.column)); close it with `{{/\(opener.name)}}` first")
                }
                if opener.kind == .block, let outer = stack.last, tokens[outer].kind == .parent {
                    overrides.append((open, i))
                }
            }
        }
        if let open = stack.last {
            let token = tokens[open]
            let loc = token.location
            throw Diagnostic.error(path, line: loc.line, column: loc.column,
                "section `\(token.name)` is never closed; add `{{/\(token.name)}}` where it should end")
        }
        return overrides.sorted { $0.0 < $1.0 }
    }

    /// Nests tokens into nodes (ranges are known to be well formed).
    private func buildTree(_ tokens: [TemplateToken]) -> [TemplateNode] {
        var frames: [Frame] = [Frame(opener: nil)]
        for token in tokens {
            let top = frames.count - 1
            switch token.kind {
            case .text:
                frames[top].text.append(contentsOf: token.bytes)
            case .value, .raw:
                if let name = TemplateName(token.name) {
                    frames[top].append(.value(name, escaped: token.kind == .value))
                }
            case .comment, .delimiters:
                continue
            case .partial:
                frames[top].append(.partial(reference(token)))
            case .section, .inverted, .parent, .block:
                frames.append(Frame(opener: token))
            case .close:
                guard frames.count > 1, var frame = frames.popLast(), let opener = frame.opener else { continue }
                frame.flush()
                frames[frames.count - 1].append(node(opener, frame.nodes))
            }
        }
        frames[0].flush()
        return frames[0].nodes
    }

    /// Nodes being collected for one open range; adjacent text is merged into one node.
    private struct Frame {
        let opener: TemplateToken?
        var nodes: [TemplateNode] = []
        var text: [UInt8] = []

        init(opener: TemplateToken?) { self.opener = opener }

        mutating func flush() {
            if text.isEmpty { return }
            nodes.append(.text(text))
            text = []
        }

        mutating func append(_ node: TemplateNode) {
            flush()
            nodes.append(node)
        }
    }

    /// The node for a closed range.
    private func node(_ opener: TemplateToken, _ content: [TemplateNode]) -> TemplateNode {
        switch opener.kind {
        case .parent:
            var overrides: [String: [TemplateNode]] = [:]
            for case .block(let block) in content where overrides[block.name] == nil {
                overrides[block.name] = block.content
            }
            return .parent(reference(opener), overrides: overrides)
        case .block:
            return .block(.init(name: opener.name, indent: opener.indent, standalone: opener.standalone, content: content))
        default:
            let name = TemplateName(opener.name) ?? .implicit
            return .section(name, content, inverted: opener.kind == .inverted)
        }
    }

    private func reference(_ token: TemplateToken) -> TemplateNode.Reference {
        .init(name: token.name, indent: token.indent, standalone: token.standalone, location: token.location)
    }
}
