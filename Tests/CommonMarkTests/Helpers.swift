import CommonMark

/// Every link and image in document order with its position as phase 1 and the walker report it
/// (``UnsafeMarkdownNode/openerPosition(in:quoteDepth:index:lineOffset:)`` on the tree of
/// ``Markdown/withUnsafeTree(_:_:)``): `"[text](url)@line:col"`, an image's description not searched.
func linkPositions(_ text: String, lineOffset: Int = 0) -> [String] {
    Array(text.utf8).withUnsafeBytes { linkPositions($0, lineOffset: lineOffset) }
}

/// ``linkPositions(_:lineOffset:)`` of raw bytes.
func linkPositions(_ bytes: UnsafeRawBufferPointer, lineOffset: Int = 0) -> [String] {
    Markdown.withUnsafeTree(bytes) { root -> [String] in
        var out: [String] = []
        var index = MarkdownSourceIndex(bytes)
        func inlines(_ first: UnsafeMarkdownNode?, block: UnsafeMarkdownNode, quoteDepth: Int) {
            var child = first
            while let node = child {
                child = node.next
                switch node.kind {
                case .link, .image:
                    let position = node.openerPosition(in: block, quoteDepth: quoteDepth, index: &index, lineOffset: lineOffset)
                    let url = String(decoding: node.url, as: UTF8.self)
                    out.append("\(node.kind == .image ? "!" : "")[\(plainText(node.firstChild))](\(url))@\(position)")
                    if node.kind == .link { inlines(node.firstChild, block: block, quoteDepth: quoteDepth) }
                case .emphasis, .strong:
                    inlines(node.firstChild, block: block, quoteDepth: quoteDepth)
                default:
                    break
                }
            }
        }
        func blocks(_ first: UnsafeMarkdownNode?, quoteDepth: Int) {
            var child = first
            while let node = child {
                child = node.next
                switch node.kind {
                case .heading, .paragraph: inlines(node.firstChild, block: node, quoteDepth: quoteDepth)
                case .list, .item: blocks(node.firstChild, quoteDepth: quoteDepth)
                case .blockQuote: blocks(node.firstChild, quoteDepth: quoteDepth + 1)
                default: break
                }
            }
        }
        blocks(root.firstChild, quoteDepth: 0)
        return out
    } ?? []
}

/// The text a reader sees of inlines from `first` on: text and code, breaks as spaces, markup left out.
func plainText(_ first: UnsafeMarkdownNode?) -> String {
    var out = ""
    var child = first
    while let node = child {
        child = node.next
        switch node.kind {
        case .text, .code: out += String(decoding: node.literal, as: UTF8.self)
        case .softBreak, .lineBreak: out += " "
        case .emphasis, .strong, .link, .image, .strikethrough: out += plainText(node.firstChild)
        default: break
        }
    }
    return out
}
