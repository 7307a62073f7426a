import Surfaces

/// Converts layout inlines to Surfaces' `TextRun`s.
enum InlineRuns {
    /// A stretch of escaped runs or one piece of opted-in raw HTML.
    enum Segment {
        case runs([TextRun])
        case raw(String)
    }

    /// Runs for inlines (raw HTML dropped; use ``segments(_:)`` to keep it).
    static func runs(_ inlines: [LayoutInline]) -> [TextRun] {
        var result: [TextRun] = []
        result.reserveCapacity(inlines.count)
        for inline in inlines {
            switch inline {
            case .text(let s): result.append(.text(s))
            case .strong(let c): result.append(.strong(runs(c)))
            case .emphasis(let c): result.append(.emphasis(runs(c)))
            case .code(let s): result.append(.code(s))
            case .link(let href, let c): result.append(.link(url: href, runs(c)))
            case .image(let src, let alt): result.append(.image(src: src, alt: alt))
            case .lineBreak: result.append(.lineBreak)
            case .softBreak: result.append(.softBreak)
            case .rawHTML: break
            }
        }
        return result
    }

    /// Whether any inline at the top level is raw HTML.
    static func hasRawHTML(_ inlines: [LayoutInline]) -> Bool {
        inlines.contains { if case .rawHTML = $0 { return true } else { return false } }
    }

    /// Top-level inlines split around raw HTML pieces.
    static func segments(_ inlines: [LayoutInline]) -> [Segment] {
        var result: [Segment] = []
        var pending: [LayoutInline] = []
        for inline in inlines {
            if case .rawHTML(let html) = inline {
                if !pending.isEmpty { result.append(.runs(runs(pending))); pending = [] }
                result.append(.raw(html))
            } else {
                pending.append(inline)
            }
        }
        if !pending.isEmpty { result.append(.runs(runs(pending))) }
        return result
    }
}
