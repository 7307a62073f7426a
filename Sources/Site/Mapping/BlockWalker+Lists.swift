import CommonMark
import Surfaces

/// Lists → ``DividedCard`` rows (`<ul>`/`<ol>`, a numbered list keeps its start); list items that start with a
/// link → navigation rows; task items (`[ ]`/`[x]`) → rows with a read-only checkbox (`BlockWalker+Tasks`).
extension BlockWalker {
    /// A divided card, one row per item: a navigation row
    /// when the item starts with a link (its further blocks below it in a leading stack), a `Label: value` row
    /// when every item is one, else the item's one paragraph or its blocks in a leading stack.
    mutating func list(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        try inline.position.descend(node)
        defer { inline.position.ascend() }
        let form: DividedCard<Never>.ListForm = node.orderedListStart.map { .ordered(start: $0) } ?? .unordered
        // A bulleted list of two or more plain one-paragraph items (no task items) may be a `Label: value` list;
        // a numbered list keeps its numbers.
        var items = 0, plainParagraphs = 0, tasks = 0
        var item = node.firstChild
        while let current = item {
            item = current.next
            items += 1
            if let first = current.firstChild, first.kind == .paragraph {
                if Self.taskMarker(first) != nil { tasks += 1; continue }
                if Self.leadingLink(first) != nil { continue }
            }
            let mapped = try mappedBlocks(from: current.firstChild)
            if mapped.count == 1, mapped.first?.kind == .paragraph { plainParagraphs += 1 }
        }
        if items == 0 { return }
        if form == .unordered && tasks == 0 && items >= 2 && plainParagraphs == items {
            // The rows' links are resolved (and reported) here; kept only if the list is label/value rows.
            let saved = inline.links.outcome
            if let rows = KeyValueRow.splitAll(try plainRows(node)) {
                writeKeyValueRows(rows)
                return
            }
            inline.links.outcome = saved
        }
        inline.out.openListCard(form)
        item = node.firstChild
        var index = 0
        while let current = item {
            item = current.next
            if index > 0 { inline.out.nextListRow() }
            index += 1
            try row(current)
        }
        inline.out.closeListCard(form)
    }

    /// One list item's row.
    private mutating func row(_ item: UnsafeMarkdownNode) throws(TooDeep) {
        let first = item.firstChild
        if let paragraph = first, paragraph.kind == .paragraph, let marker = Self.taskMarker(paragraph) {
            try taskRow(paragraph, marker: marker)
            return
        }
        if let paragraph = first, paragraph.kind == .paragraph, let link = Self.leadingLink(paragraph) {
            inline.position.block = paragraph
            let reported = inline.links.outcome.diagnostics.count
            let target = inline.resolve(link)
            if case .dropped = target {
                // A content row: its paragraph's runs resolve (and report) the link again.
                inline.links.outcome.diagnostics.removeSubrange(reported...)
                try contentRow(first)
                return
            }
            let nested = try mappedBlocks(from: paragraph.next).count > 0
            checkChevron()
            if nested { VStack.writeOpen(alignment: .leading, into: &inline.out.buffer) }
            switch target {
            case .bytes: inline.links.href.withUnsafeBufferPointer { inline.out.openNavigationRow(destinationBytes: $0) }
            case .string(let href): inline.out.openNavigationRow(destination: href)
            case .dropped: break
            }
            try inline.runs(link.firstChild, flatten: true)
            try subtitle(after: link)
            inline.out.closeNavigationRow()
            if nested {
                try blocks(from: paragraph.next)
                VStack.writeClose(into: &inline.out.buffer)
            } else {
                try reportLinks(ofUnmapped: paragraph.next)
            }
            return
        }
        try contentRow(first)
    }

    /// A row of an item's blocks from `first` on: its one paragraph, else its blocks in a leading stack.
    private mutating func contentRow(_ first: UnsafeMarkdownNode?) throws(TooDeep) {
        let mapped = try mappedBlocks(from: first)
        if mapped.count == 1, let only = mapped.first, only.kind == .paragraph, !keepsHTML(only) {
            // What else the item holds shows nothing (its links are checked in order).
            var child = first
            while let block = child {
                child = block.next
                if block == only { try paragraph(only) } else { try reportLinks(ofUnmapped: block, single: true) }
            }
            return
        }
        VStack.writeOpen(alignment: .leading, into: &inline.out.buffer)
        try blocks(from: first)
        VStack.writeClose(into: &inline.out.buffer)
    }

    /// A navigation row's subtitle: what follows its link, links flattened to their text, without a leading
    /// separator (` — `, `: `, …) on its first run if that is text; no subtitle when nothing is left.
    mutating func subtitle(after link: UnsafeMarkdownNode) throws(TooDeep) {
        guard let rest = link.next else { return }
        let mark = inline.out.buffer.bytes.count
        inline.out.navigationSubtitle()
        let opened = inline.out.buffer.bytes.count
        inline.inlineRuns.startSubtitle()
        defer { inline.inlineRuns.stopTrimming() }
        try inline.runs(rest, flatten: true)
        if inline.inlineRuns.count == 0 {
            inline.out.buffer.bytes.removeSubrange(mark..<opened)  // nothing shown (its links were checked)
        }
    }
}
