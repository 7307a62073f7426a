import CCmark

/// GFM strikethrough (spec section "Strikethrough (extension)"): text between a pair of `~` or `~~` runs of
/// the same length becomes a strikethrough node (``UnsafeMarkdownNode/Kind/strikethrough``, `<del>`). Runs
/// follow emphasis's flanking rules; a run of three or more is text. cmark has already made emphasis and
/// links, so a pair must be among the children of one inline container (a paragraph, an emphasis, a cell…):
/// its opener and closer are found in the container's text nodes (made adjacent-free by
/// `cmark_consolidate_text_nodes`), split out and replaced by the node holding what was between them.
enum GFMStrikethrough {
    /// A `~` run among a container's children.
    struct Delimiter {
        var node: OpaquePointer
        var offset: Int
        var length: Int
        var canOpen: Bool
        var canClose: Bool
        /// The node holding only this run once the text is split.
        var split: OpaquePointer?
    }

    /// Applies strikethrough to every inline container of `root`'s tree.
    static func apply(in root: OpaquePointer, mem: UnsafeMutablePointer<cmark_mem>) {
        var parents: [OpaquePointer] = []
        for text in GFMTree.nodes(in: root, where: { cmark_node_get_type($0) == CMARK_NODE_TEXT }) {
            guard GFMTree.literal(text).contains(UInt8(ascii: "~")), let parent = cmark_node_parent(text) else { continue }
            if parents.last != parent { parents.append(parent) }
        }
        for parent in parents { apply(to: parent, mem: mem) }
    }

    /// Matches and wraps the runs among `parent`'s children.
    static func apply(to parent: OpaquePointer, mem: UnsafeMutablePointer<cmark_mem>) {
        var delimiters = scan(parent)
        if delimiters.count < 2 { return }
        // A closer takes the nearest opener still open when it has the same length; the openers between a
        // pair are dropped. The open ones form a stack, so this is one pass.
        var pairs: [(opener: Int, closer: Int)] = []
        var open: [Int] = []
        for c in delimiters.indices {
            if delimiters[c].canClose, let o = open.last, delimiters[o].length == delimiters[c].length {
                pairs.append((o, c))
                open.removeLast()
                continue
            }
            if delimiters[c].canOpen { open.append(c) }
        }
        if pairs.isEmpty { return }
        split(&delimiters, used: Set(pairs.flatMap { [$0.opener, $0.closer] }), mem: mem)
        for pair in pairs {  // closers in order: an inner pair is wrapped before the pair around it
            guard let opener = delimiters[pair.opener].split, let closer = delimiters[pair.closer].split,
                  let del = GFMTree.custom(block: false, GFMTree.Marker.strikethrough, mem: mem) else { continue }
            cmark_node_insert_before(opener, del)
            var child = cmark_node_next(opener)
            while let node = child, node != closer {
                child = cmark_node_next(node)
                cmark_node_unlink(node)
                cmark_node_append_child(del, node)
            }
            cmark_node_unlink(opener); cmark_node_free(opener)
            cmark_node_unlink(closer); cmark_node_free(closer)
        }
    }

    /// The `~` runs of one or two among `parent`'s text children, with their flanking.
    static func scan(_ parent: OpaquePointer) -> [Delimiter] {
        var result: [Delimiter] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            child = cmark_node_next(node)
            guard cmark_node_get_type(node) == CMARK_NODE_TEXT else { continue }
            let text = GFMTree.literal(node)
            var i = 0
            while i < text.count {
                guard text[i] == UInt8(ascii: "~") else { i += 1; continue }
                var end = i
                while end < text.count, text[end] == UInt8(ascii: "~") { end += 1 }
                if end - i <= 2 {
                    let before = i > 0 ? Flank(text[i - 1]) : Flank(outside: cmark_node_previous(node), last: true)
                    let after = end < text.count ? Flank(text[end]) : Flank(outside: cmark_node_next(node), last: false)
                    let left = after != .space && (after != .punctuation || before != .other)
                    let right = before != .space && (before != .punctuation || after != .other)
                    if left || right {
                        result.append(Delimiter(node: node, offset: i, length: end - i, canOpen: left, canClose: right))
                    }
                }
                i = end
            }
        }
        return result
    }

    /// Splits the text nodes holding the `used` runs so that each run is a node of its own.
    static func split(_ delimiters: inout [Delimiter], used: Set<Int>, mem: UnsafeMutablePointer<cmark_mem>) {
        var k = 0
        while k < delimiters.count {
            let node = delimiters[k].node
            var group: [Int] = []
            while k < delimiters.count, delimiters[k].node == node {
                if used.contains(k) { group.append(k) }
                k += 1
            }
            if group.isEmpty { continue }
            let text = [UInt8](GFMTree.literal(node))
            var position = 0
            text.withUnsafeBufferPointer { bytes in
                func piece(_ range: Range<Int>) -> OpaquePointer? {
                    guard !range.isEmpty, let made = GFMTree.text(UnsafeBufferPointer(rebasing: bytes[range]), mem: mem) else {
                        return nil
                    }
                    cmark_node_insert_before(node, made)
                    return made
                }
                for index in group {
                    let run = delimiters[index].offset..<(delimiters[index].offset + delimiters[index].length)
                    _ = piece(position..<run.lowerBound)
                    delimiters[index].split = piece(run)
                    position = run.upperBound
                }
                _ = piece(position..<bytes.count)
            }
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    /// What is next to a delimiter run, for the flanking rules.
    enum Flank {
        case space, punctuation, other

        init(_ byte: UInt8) {
            switch byte {
            case 9, 10, 12, 13, 32: self = .space
            case 33...47, 58...64, 91...96, 123...126: self = .punctuation
            default: self = .other
            }
        }

        /// Next to a sibling node (or the container's edge when nil): a break or the edge is space, another
        /// inline starts or ends with punctuation (`*`, `` ` ``, `[`, `<`, `]`, `>`).
        init(outside node: OpaquePointer?, last: Bool) {
            guard let node else { self = .space; return }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: self = .space
            case CMARK_NODE_TEXT:
                let text = GFMTree.literal(node)
                guard let byte = last ? text.last : text.first else { self = .space; return }
                self = Flank(byte)
            default: self = .punctuation
            }
        }
    }
}
