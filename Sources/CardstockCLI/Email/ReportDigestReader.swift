import HTMLSafety

/// Reads a built report page into a ``ReportDigest`` with the HTML tokenizer: the title, sections, paragraphs,
/// metric cards and rows, by the classes Cardstock writes. SVG, navigation, the print cover, the footer and
/// controls are skipped, so only the words a reader sees are kept.
struct ReportDigestReader {
    private struct Open {
        var name: String
        var classes: [Substring]
        /// Where the element's text starts in ``text``.
        var start: Int
    }

    private var digest = ReportDigest()
    private var stack: [Open] = []
    private var skipDepth = 0
    private var card: ReportDigest.Card?
    /// The text of the open elements (each element's from its ``Open/start``).
    private var text: [UInt8] = []
    private var rowTitle = ""
    private var rowDetail = ""

    private static let voidElements: Set<String> = ["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"]
    private static let skipped: Set<String> = ["svg", "nav", "footer", "head", "script", "style", "table"]
    private static let skippedClasses: Set<Substring> = ["segment-labels", "breadcrumb"]

    /// The digest of the page `html`.
    static func read(_ html: [UInt8]) -> ReportDigest {
        var reader = ReportDigestReader()
        html.withUnsafeBufferPointer { reader.walk($0) }
        return reader.digest
    }

    private mutating func walk(_ bytes: UnsafeBufferPointer<UInt8>) {
        var tree = HTMLTreeReader(bytes)
        while true {
            let event = tree.next()
            switch event.token {
            case .startTag(let tag): open(tag, bytes)
            case .endTag(let tag): close(tag.name)
            case .text(let range) where skipDepth == 0:
                text += HTMLCharacterReference.decodeAttribute(bytes[range]).bytes
            case .endOfFile: return
            default: continue
            }
        }
    }

    private mutating func open(_ tag: HTMLTag, _ bytes: UnsafeBufferPointer<UInt8>) {
        func value(_ name: String) -> String {
            tag.attribute(name).map { HTMLCharacterReference.decodeAttribute(bytes[$0.value]).string } ?? ""
        }
        if tag.name == "html" {
            digest.language = value("lang").isEmpty ? "en" : value("lang")
            digest.header = value("data-print-header")
        }
        if Self.voidElements.contains(tag.name) || tag.selfClosing { return }
        let classes = value("class").split(separator: " ")
        stack.append(Open(name: tag.name, classes: classes, start: text.count))
        if skipDepth > 0 || Self.skipped.contains(tag.name) || classes.contains(where: Self.skippedClasses.contains) {
            skipDepth += 1
            return
        }
        if classes.contains("metric-card") { card = ReportDigest.Card(destination: value("href")) }
        if classes.contains("navigation"), card == nil { rowTitle = ""; rowDetail = "" }
    }

    private mutating func close(_ name: String) {
        guard let index = stack.lastIndex(where: { $0.name == name }) else { return }
        let element = stack[index]
        stack.removeSubrange(index...)
        if skipDepth > 0 {
            skipDepth -= 1
            return
        }
        finish(element, text: Self.clean(String(decoding: text[element.start...], as: UTF8.self)))
        if stack.isEmpty { text = [] }
    }

    /// Files the text of a closed element where it belongs.
    private mutating func finish(_ element: Open, text: String) {
        let has = { (name: Substring) in element.classes.contains(name) }
        if has("print-packet-link") { return }  // the link to the print packet means nothing in a message
        if element.classes.contains(where: { $0.hasPrefix("print-cover") }) {  // the cover repeats the cards
            if has("print-cover-period") { digest.period = text }
            return
        }
        if card != nil {
            if has("metric-card-title") { card?.title = text }
            else if has("metric-value") { card?.value = text }
            else if has("metric-unit") { card?.unit = text }
            else if has("metric-change"), !text.isEmpty { card?.changes.append(text) }
            else if has("metric-card-goal") || has("metric-as-of"), !text.isEmpty { card?.notes.append(text) }
            else if has("metric-card"), let done = card { append(.card(done)); card = nil }
            return
        }
        switch element.name {
        case "h1": digest.title = text
        case "h2": digest.sections.append(ReportDigest.Section(heading: text))
        case "p" where !text.isEmpty: append(.paragraph(text))
        default:
            if has("font-headline") { rowTitle = text }
            else if has("font-subheadline") { rowDetail = text }
            else if has("navigation"), !rowTitle.isEmpty { append(.row(title: rowTitle, detail: rowDetail)) }
        }
    }

    private mutating func append(_ block: ReportDigest.Block) {
        if digest.sections.isEmpty { digest.sections.append(ReportDigest.Section(heading: "")) }
        digest.sections[digest.sections.count - 1].blocks.append(block)
    }

    /// `text` with runs of white space made one space, trimmed.
    static func clean(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
