import Diagnostics

/// Compiles a template source into a node tree: scan, apply standalone-line rules,
/// re-indent block overrides, then nest sections.
struct TemplateParser {
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
        var frames: [(token: TemplateToken?, nodes: [TemplateNode])] = [(nil, [])]
        for token in tokens {
            switch token.kind {
            case .text:
                if token.bytes.isEmpty { continue }
                if case .text(let previous)? = frames[frames.count - 1].nodes.last {
                    frames[frames.count - 1].nodes[frames[frames.count - 1].nodes.count - 1] = .text(previous + token.bytes)
                } else {
                    frames[frames.count - 1].nodes.append(.text(token.bytes))
                }
            case .value, .raw:
                if let name = TemplateName(token.name) {
                    frames[frames.count - 1].nodes.append(.value(name, escaped: token.kind == .value))
                }
            case .comment, .delimiters:
                continue
            case .partial:
                frames[frames.count - 1].nodes.append(.partial(reference(token)))
            case .section, .inverted, .parent, .block:
                frames.append((token, []))
            case .close:
                guard frames.count > 1, let frame = frames.popLast(), let opener = frame.token else { continue }
                frames[frames.count - 1].nodes.append(node(opener, frame.nodes))
            }
        }
        return frames[0].nodes
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
