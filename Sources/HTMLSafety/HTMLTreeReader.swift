/// The parts of HTML tree construction that change how the rest of a page is tokenized, on top of
/// ``HTMLTokenizer``: the content model after `<title>`, `<textarea>` (RCDATA), `<style>`, `<xmp>`,
/// `<iframe>`, `<noembed>`, `<noframes>`, `<noscript>` (RAWTEXT, scripting enabled), `<script>` and
/// `<plaintext>`; and foreign content (`<svg>`, `<math>`), where none of those switches apply, CDATA sections
/// are recognized, SVG `title`, `desc` and `foreignObject` are HTML integration points, and HTML "breakout"
/// elements close the foreign content.
///
/// Where following the browser exactly would need the whole tree-construction algorithm, the reader
/// reports a ``Event/problem`` instead (HTML markup inside an integration point, a breakout element,
/// an end tag that does not close the current foreign element); a page without problems is tokenized
/// exactly as a browser tokenizes it.
package struct HTMLTreeReader {
    /// The namespace a start tag's element is created in.
    package enum Namespace: Sendable, Equatable { case html, svg, mathML }

    /// One token with what the tree builder knows about it.
    package struct Event: Sendable, Equatable {
        /// The token.
        package var token: HTMLToken
        /// The namespace of a start tag's element (``Namespace/html`` for other tokens outside foreign content).
        package var namespace: Namespace
        /// Markup the reader does not follow exactly: a message saying what and how to fix it.
        package var problem: String?
    }

    private struct ForeignElement {
        var name: String
        var namespace: Namespace
        /// An HTML integration point (SVG `title`, `desc`, `foreignObject`; MathML `annotation-xml`, text
        /// integration points): start tags inside are HTML again.
        var isIntegrationPoint: Bool
    }

    /// The tokenizer; its position is the reader's.
    package private(set) var tokenizer: HTMLTokenizer
    private var foreign: [ForeignElement] = []

    /// Reads `bytes`, which must stay valid while the reader is used.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) { tokenizer = HTMLTokenizer(bytes) }

    /// HTML elements that end foreign content when their start tag appears in it (plus `font` with
    /// `color`, `face` or `size`).
    static let breakout: Set<String> = [
        "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed",
        "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr",
        "ol", "p", "pre", "ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u",
        "ul", "var",
    ]

    /// The content model an HTML start tag selects.
    static func contentModel(after name: String) -> HTMLContentModel {
        // Every switching name starts with one of these letters: most tags are decided by one byte.
        guard let first = name.utf8.first, first == 0x74 || first == 0x73 || first == 0x78 || first == 0x69
                || first == 0x6E || first == 0x70 else { return .data }
        switch name {
        case "title", "textarea": return .rcdata
        case "style", "xmp", "iframe", "noembed", "noframes", "noscript": return .rawtext
        case "script": return .scriptData
        case "plaintext": return .plaintext
        default: return .data
        }
    }

    /// The next event; its token is ``HTMLToken/endOfFile`` at the end.
    package mutating func next() -> Event {
        let token = tokenizer.next()
        var event = Event(token: token, namespace: foreign.last?.namespace ?? .html, problem: nil)
        switch token {
        case .startTag(let tag):
            startTag(tag, &event)
        case .endTag(let tag):
            endTag(tag, &event)
        default:
            break
        }
        tokenizer.recognizesCDATA = !foreign.isEmpty
        return event
    }

    private mutating func startTag(_ tag: HTMLTag, _ event: inout Event) {
        if let top = foreign.last {
            if top.isIntegrationPoint {
                event.problem = "markup inside an SVG <\(top.name)> is read as HTML by browsers; "
                    + "keep only text in <\(top.name)>"
                foreign.removeAll()
            } else if HTMLTreeReader.breakout.contains(tag.name)
                        || (tag.name == "font" && tag.attributes.contains { ["color", "face", "size"].contains($0.name) }) {
                event.problem = "<\(tag.name)> inside <\(top.namespace == .svg ? "svg" : "math")> makes browsers "
                    + "close the \(top.namespace == .svg ? "svg" : "math") element here; close it before <\(tag.name)>"
                foreign.removeAll()
            } else {
                event.namespace = top.namespace
                if !tag.selfClosing { foreign.append(Self.foreignElement(tag.name, top.namespace)) }
                return
            }
        }
        // HTML rules.
        switch tag.name {
        case "svg":
            event.namespace = .svg
            if !tag.selfClosing { foreign.append(Self.foreignElement("svg", .svg)) }
        case "math":
            event.namespace = .mathML
            if !tag.selfClosing { foreign.append(Self.foreignElement("math", .mathML)) }
        default:
            event.namespace = .html
            let model = HTMLTreeReader.contentModel(after: tag.name)
            if model != .data { tokenizer.switchContent(to: model, endTag: tag.name) }
        }
    }

    private mutating func endTag(_ tag: HTMLTag, _ event: inout Event) {
        guard let top = foreign.last else { return }
        if top.name == tag.name && tag.name != "br" && tag.name != "p" {
            foreign.removeLast()
            return
        }
        event.problem = "</\(tag.name)> does not close the open <\(top.name)> inside <svg> or <math>; "
            + "close elements in the order they were opened"
        if let index = foreign.lastIndex(where: { $0.name == tag.name }) {
            foreign.removeSubrange(index...)
        } else {
            foreign.removeAll()
        }
    }

    private static func foreignElement(_ name: String, _ namespace: Namespace) -> ForeignElement {
        let point: Bool
        switch namespace {
        case .svg: point = name == "title" || name == "desc" || name == "foreignobject"
        case .mathML: point = ["mi", "mo", "mn", "ms", "mtext", "annotation-xml"].contains(name)
        case .html: point = false
        }
        return ForeignElement(name: name, namespace: namespace, isIntegrationPoint: point)
    }
}
