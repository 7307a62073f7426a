import CommonMark
import Surfaces

/// Lists → ``DividedCard`` rows; list items that start with a link → navigation rows (``PageMapper/row(_:)``).
extension DirectPageWriter {
    /// A divided card, one row per item (``PageMapper/row(_:)``, ``SectionFactory/row(_:)``): a navigation row
    /// when the item starts with a link (its further blocks below it in a leading stack), a `Label: value` row
    /// when every item is one, else the item's one paragraph or its blocks in a leading stack.
    mutating func list(_ node: UnsafeMarkdownNode) throws(Unsupported) {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maxNesting { throw Unsupported() }
        // A list of two or more plain one-paragraph items may be a `Label: value` list.
        var items = 0, plainParagraphs = 0
        var item = node.firstChild
        while let current = item {
            item = current.next
            items += 1
            if let first = current.firstChild, first.kind == .paragraph, Self.leadingLink(first) != nil { continue }
            let mapped = try mappedBlocks(from: current.firstChild)
            if mapped.count == 1, mapped.first?.kind == .paragraph { plainParagraphs += 1 }
        }
        if items == 0 { return }
        if items >= 2 && plainParagraphs == items {
            if let rows = KeyValueRow.splitAll(try plainRows(node)) {
                writeKeyValueRows(rows)
                return
            }
        }
        out.openDividedCard()
        item = node.firstChild
        var index = 0
        while let current = item {
            item = current.next
            if index > 0 { out.divider() }
            index += 1
            try row(current)
        }
        out.closeDividedCard()
    }

    /// One list item's row.
    private mutating func row(_ item: UnsafeMarkdownNode) throws(Unsupported) {
        let first = item.firstChild
        if let paragraph = first, paragraph.kind == .paragraph, let link = Self.leadingLink(paragraph) {
            inlineBlock = paragraph
            let problems = outcome.diagnostics.count
            let target = resolve(link)
            if case .dropped = target {
                // A content row: its paragraph's runs resolve (and report) the link again.
                outcome.diagnostics.removeSubrange(problems...)
                try contentRow(first)
                return
            }
            let nested = try mappedBlocks(from: paragraph.next).count > 0
            if nested { VStack.writeOpen(alignment: .leading, into: &out.buffer) }
            switch target {
            case .bytes: href.withUnsafeBufferPointer { out.openNavigationRow(destinationBytes: $0) }
            case .string(let href): out.openNavigationRow(destination: href)
            case .dropped: break
            }
            try runs(link.firstChild, flatten: true)
            try subtitle(after: link)
            out.closeNavigationRow()
            if nested {
                try blocks(from: paragraph.next)
                VStack.writeClose(into: &out.buffer)
            }
            return
        }
        try contentRow(first)
    }

    /// A row of an item's blocks from `first` on: its one paragraph, else its blocks in a leading stack.
    private mutating func contentRow(_ first: UnsafeMarkdownNode?) throws(Unsupported) {
        let mapped = try mappedBlocks(from: first)
        if mapped.count == 1, let only = mapped.first, only.kind == .paragraph, !keepsHTML(only) {
            try paragraph(only)  // what else the item holds maps to nothing
            return
        }
        VStack.writeOpen(alignment: .leading, into: &out.buffer)
        try blocks(from: first)
        VStack.writeClose(into: &out.buffer)
    }

    /// A navigation row's subtitle: what follows its link, without a leading separator (` — `, `: `, …).
    mutating func subtitle(after link: UnsafeMarkdownNode) throws(Unsupported) {
        // The mapping trims the separator off its first run, one text for adjacent text nodes (cmark splits
        // text at `[`, `!`, entities…).
        var rest = link.next
        var scan = rest
        while let node = scan {
            if node.kind == .htmlInline { throw Unsupported() }  // the mapping would trim the text after it
            scan = node.next
        }
        let startsWithText = rest?.kind == .text
        scratch.removeAll(keepingCapacity: true)
        while let node = rest, node.kind == .text {
            scratch.append(contentsOf: node.literal)
            rest = node.next
        }
        var lead = 0
        if startsWithText {
            // Only empty text: the mapping's first run would be what follows.
            if scratch.isEmpty { throw Unsupported() }
            lead = scratch.withUnsafeBufferPointer { PageMapper.separatorLength($0) }
        } else if rest?.kind == .link {
            throw Unsupported()  // its text, once the link is flattened, would be trimmed
        }
        let restMaps = try mapsToSomething(from: rest)
        if lead >= scratch.count && !restMaps {
            try resolveLinks(in: rest)  // no subtitle, but its links count
            return
        }
        out.navigationSubtitle()
        if lead < scratch.count {
            scratch.withUnsafeBufferPointer { out.text(bytes: UnsafeBufferPointer(rebasing: $0[lead...])) }
        }
        try runs(rest, flatten: true)
    }
}
