/// Whitespace rules: standalone lines and block re-indentation.
extension TemplateParser {
    /// Removes lines that hold only whitespace and standalone-capable tags, recording the
    /// removed indentation on partials and parents, and computing each block's indentation.
    static func applyStandaloneRules(_ tokens: inout [TemplateToken]) {
        var lines: [Range<Int>] = []
        var start = 0
        for (i, token) in tokens.enumerated() where token.kind == .text && token.bytes.last == TemplateBytes.newline {
            lines.append(start..<(i + 1))
            start = i + 1
        }
        if start < tokens.count { lines.append(start..<tokens.count) }
        let overrides = overrideBlocks(tokens)

        for (index, line) in lines.enumerated() {
            let standalone = isStandalone(line, tokens, overrides: overrides)
            let leading = tokens[line.lowerBound].kind == .text ? TemplateBytes.leadingIndent(tokens[line.lowerBound].bytes) : []
            // Blocks first: they read the original text of this line and the next.
            var onlyWhitespaceBefore = true
            for i in line {
                let token = tokens[i]
                if token.kind == .text {
                    if !TemplateBytes.isBlankLinePiece(token.bytes) { onlyWhitespaceBefore = false }
                    continue
                }
                if token.kind == .block {
                    if standalone {
                        let next = index + 1 < lines.count ? lines[index + 1].lowerBound : tokens.count
                        tokens[i].indent = next < tokens.count && tokens[next].kind == .text ? TemplateBytes.leadingIndent(tokens[next].bytes) : []
                    } else {
                        tokens[i].indent = onlyWhitespaceBefore ? leading : []
                    }
                }
                onlyWhitespaceBefore = false
            }
            guard standalone else { continue }
            for i in line {
                if tokens[i].kind == .text {
                    tokens[i].bytes = []
                } else {
                    tokens[i].standalone = true
                    if tokens[i].kind == .partial || tokens[i].kind == .parent { tokens[i].indent = leading }
                }
            }
        }
    }

    /// For each token, whether it is a block directly inside a parent tag (an override, not an expansion site).
    private static func overrideBlocks(_ tokens: [TemplateToken]) -> [Bool] {
        var result = [Bool](repeating: false, count: tokens.count)
        var open: [TemplateToken.Kind] = []
        for (i, token) in tokens.enumerated() {
            if token.kind.opensRange {
                result[i] = token.kind == .block && open.last == .parent
                open.append(token.kind)
            } else if token.kind == .close {
                _ = open.popLast()
            }
        }
        return result
    }

    /// Whether a line is only whitespace and standalone-capable tags (at least one), and does not
    /// open and close the same expansion-site block (`{{$a}}{{/a}}` in a parent template keeps its
    /// line, as the spec requires; an empty override `{{<p}}{{$a}}{{/a}}{{/p}}` may stand alone).
    private static func isStandalone(_ line: Range<Int>, _ tokens: [TemplateToken], overrides: [Bool]) -> Bool {
        var sawTag = false
        var openBlocks: [String] = []
        for i in line {
            let token = tokens[i]
            switch token.kind {
            case .text:
                if !TemplateBytes.isBlankLinePiece(token.bytes) { return false }
            case .block:
                if !overrides[i] { openBlocks.append(token.name) }
                sawTag = true
            case .close:
                if openBlocks.contains(token.name) { return false }
                sawTag = true
            default:
                if !token.kind.canStandAlone { return false }
                sawTag = true
            }
        }
        return sawTag
    }

    /// Removes each override's own indentation (its block's indent) from the start of its lines,
    /// outer overrides first, so it can be re-indented where the parent places the block.
    static func dedentOverrides(_ tokens: inout [TemplateToken], ranges: [(Int, Int)]) {
        for (open, close) in ranges {
            let amount = tokens[open].indent.count
            if amount == 0 { continue }
            var atLineStart = tokens[open].standalone
            var dedentedLine = false
            var k = open + 1
            while k < close {
                if tokens[k].kind == .text {
                    if !tokens[k].bytes.isEmpty {
                        if atLineStart {
                            tokens[k].bytes = TemplateBytes.dropIndent(tokens[k].bytes, upTo: amount)
                            dedentedLine = true
                        }
                        atLineStart = tokens[k].bytes.last == TemplateBytes.newline
                        if atLineStart { dedentedLine = false }
                    }
                } else if tokens[k].standalone {
                    if atLineStart { tokens[k].indent = TemplateBytes.dropIndent(tokens[k].indent, upTo: amount) }
                    atLineStart = true
                } else {
                    if tokens[k].kind == .block, dedentedLine {
                        tokens[k].indent = TemplateBytes.dropIndent(tokens[k].indent, upTo: amount)
                    }
                    atLineStart = false
                }
                k += 1
            }
        }
    }
}
