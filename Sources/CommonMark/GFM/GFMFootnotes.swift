import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// GFM footnotes (cmark-gfm's extension tests, "Footnotes"): a definition `[^label]: text` at the start of a
/// line (up to three spaces before it) holds the blocks that follow it indented by four spaces (blank lines
/// between them included) and the lazy lines of its first paragraph; `[^label]` in text refers to it.
///
/// cmark 0.30 would take a one-word definition for a link reference definition and a longer one for text,
/// so definitions are found by a scan of the lines *before* the parse (fenced code skipped) and blanked —
/// every byte but the line endings made a space, so every other position stays exact. Each definition's
/// text (its indentation removed) is parsed on its own with the tree's allocator. After the parse,
/// references to defined labels become ``UnsafeMarkdownNode/Kind/footnoteReference`` nodes, numbered in the
/// order they are first met (the document, then the notes), and the referenced notes are appended to the
/// document in that order as one ``UnsafeMarkdownNode/Kind/footnotes`` node. Unreferenced notes are dropped,
/// a reference to an undefined label stays text.
enum GFMFootnotes {
    /// A definition found before the parse.
    struct Definition {
        /// The label, ASCII-lowercased (labels match case-insensitively).
        var label: [UInt8]
        /// Where its text starts (1-based line and byte column of the parsed text).
        var line: Int
        var column: Int
        /// Its Markdown, indentation removed.
        var text: [UInt8]
    }

    /// A parsed definition.
    struct Note {
        var definition: Definition
        var root: OpaquePointer
    }

    /// The text with its footnote definitions blanked and the definitions, or nil when it has none.
    static func prepare(_ source: UnsafeRawBufferPointer) -> (text: [UInt8], definitions: [Definition])? {
        guard mayHaveDefinitions(source) else { return nil }
        let lines = SourceLines(source)
        var definitions: [Definition] = []
        var labels: Set<[UInt8]> = []  // the first definition of a label wins
        var blank: [Range<Int>] = []
        var fence: (byte: UInt8, count: Int)?
        var line = 1
        while line <= lines.count {
            let range = lines.range(line)
            let bytes = lines.bytes(range)
            if let open = fence {
                if let close = fenceMarker(bytes), close.byte == open.byte, close.count >= open.count,
                   close.rest.allSatisfy({ $0 == 32 || $0 == 9 }) { fence = nil }
                line += 1
                continue
            }
            if let marker = fenceMarker(bytes) {
                fence = (marker.byte, marker.count)
                line += 1
                continue
            }
            guard let start = definitionStart(bytes) else { line += 1; continue }
            var text = [UInt8](bytes[start.content...])
            text.append(10)
            var last = line
            var k = line + 1
            var afterBlank = false
            while k <= lines.count {
                let next = lines.bytes(lines.range(k))
                if next.allSatisfy({ $0 == 32 || $0 == 9 }) {
                    afterBlank = true
                    k += 1
                    continue
                }
                let indent = indentation(next)
                if indent.columns < 4 && (afterBlank || startsBlock(next) || definitionStart(next) != nil) { break }
                for _ in last..<(k - 1) { text.append(10) }  // the blank lines between
                text.append(contentsOf: next[(indent.columns >= 4 ? indent.bytesFor4 : indent.bytes)...])
                text.append(10)
                last = k
                afterBlank = false
                k += 1
            }
            if labels.insert(start.label).inserted {
                definitions.append(Definition(label: start.label, line: line, column: start.content + 1, text: text))
            }
            blank.append(lines.start(line)..<lines.range(last).upperBound)
            line = last + 1
        }
        if blank.isEmpty { return nil }
        var text = [UInt8](source)
        for range in blank {
            for i in range where text[i] != 10 && text[i] != 13 { text[i] = 32 }
        }
        return (text, definitions)
    }

    /// Whether `[^` appears at all (else there is nothing to do).
    static func mayHaveDefinitions(_ source: UnsafeRawBufferPointer) -> Bool {
        guard let base = source.baseAddress else { return false }
        var offset = 0
        while offset + 1 < source.count,
              let found = memchr(base + offset, Int32(UInt8(ascii: "[")), source.count - offset - 1) {
            let index = base.distance(to: UnsafeRawPointer(found))
            if source[index + 1] == UInt8(ascii: "^") { return true }
            offset = index + 1
        }
        return false
    }

    /// `[^label]:` after up to three spaces: the lowercased label and where the content starts (after the
    /// spaces following the colon).
    static func definitionStart(_ line: UnsafeRawBufferPointer) -> (label: [UInt8], content: Int)? {
        var i = 0
        while i < line.count, i < 3, line[i] == 32 { i += 1 }
        guard i + 1 < line.count, line[i] == UInt8(ascii: "["), line[i + 1] == UInt8(ascii: "^") else { return nil }
        let labelStart = i + 2
        var k = labelStart
        while k < line.count, line[k] != UInt8(ascii: "]"), line[k] > 32 { k += 1 }
        guard k > labelStart, k + 1 < line.count, line[k] == UInt8(ascii: "]"), line[k + 1] == UInt8(ascii: ":") else { return nil }
        let label = line[labelStart..<k].map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
        var content = k + 2
        while content < line.count, line[content] == 32 || line[content] == 9 { content += 1 }
        return (label, content)
    }

    /// A fence's marker (three or more `` ` `` or `~` after up to three spaces) and what follows it.
    static func fenceMarker(_ line: UnsafeRawBufferPointer) -> (byte: UInt8, count: Int, rest: UnsafeRawBufferPointer)? {
        var i = 0
        while i < line.count, i < 3, line[i] == 32 { i += 1 }
        guard i < line.count, line[i] == UInt8(ascii: "`") || line[i] == UInt8(ascii: "~") else { return nil }
        let byte = line[i]
        var k = i
        while k < line.count, line[k] == byte { k += 1 }
        guard k - i >= 3 else { return nil }
        return (byte, k - i, UnsafeRawBufferPointer(rebasing: line[k...]))
    }

    /// The leading spaces of a line: their width in columns (a tab to the next multiple of four), how many
    /// bytes they are, and how many bytes make the first four columns.
    static func indentation(_ line: UnsafeRawBufferPointer) -> (columns: Int, bytes: Int, bytesFor4: Int) {
        var columns = 0, bytes = 0, bytesFor4 = 0
        while bytes < line.count, line[bytes] == 32 || line[bytes] == 9 {
            columns = line[bytes] == 9 ? (columns / 4 + 1) * 4 : columns + 1
            bytes += 1
            if bytesFor4 == 0 && columns >= 4 { bytesFor4 = bytes }
        }
        return (columns, bytes, bytesFor4 == 0 ? bytes : bytesFor4)
    }

    /// Whether a line (indented less than four columns) starts a block that ends a note's lazy paragraph.
    static func startsBlock(_ line: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i < line.count, line[i] == 32 { i += 1 }
        guard i < line.count else { return false }
        let byte = line[i]
        let next: UInt8 = i + 1 < line.count ? line[i + 1] : 32
        switch byte {
        case UInt8(ascii: ">"), UInt8(ascii: "<"): return true
        case UInt8(ascii: "#"): return next == 32 || next == UInt8(ascii: "#") || next == 9
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "_"):
            return next == 32 || next == 9 || next == byte
        case UInt8(ascii: "`"), UInt8(ascii: "~"): return fenceMarker(line) != nil
        case 48...57:
            var k = i
            while k < line.count, line[k] >= 48, line[k] <= 57 { k += 1 }
            return k < line.count && (line[k] == UInt8(ascii: ".") || line[k] == UInt8(ascii: ")"))
        default: return false
        }
    }

    /// Parses each definition's text with `mem`.
    static func parse(_ definitions: [Definition], mem: UnsafeMutablePointer<cmark_mem>) -> [Note] {
        definitions.compactMap { definition in
            guard let parser = cmark_parser_new_with_mem(CMARK_OPT_VALIDATE_UTF8, mem) else { return nil }
            definition.text.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
            }
            let root = cmark_parser_finish(parser)
            cmark_parser_free(parser)
            return root.map { Note(definition: definition, root: $0) }
        }
    }

    /// The notes' numbers, given in the order their references are met: the walker's rendering and the link
    /// targets of phase 1 (``anchors(_:in:mem:)``) number with this one rule.
    struct Numbering {
        /// By note index: its number (1, 2, …), or 0 while it has no reference.
        var numbers: [Int]
        /// Note indices by number − 1.
        var order: [Int] = []
        /// How many references each note has, by number − 1.
        var occurrences: [Int] = []

        /// Numbering for `noteCount` notes.
        init(noteCount: Int) {
            numbers = Array(repeating: 0, count: noteCount)
        }

        /// Counts one reference to `notes[index]`: the note's number and which reference to it this is (1, 2, …).
        mutating func count(note index: Int) -> (number: Int, occurrence: Int) {
            var number = numbers[index]
            if number == 0 {
                order.append(index)
                occurrences.append(0)
                number = order.count
                numbers[index] = number
            }
            occurrences[number - 1] += 1
            return (number, occurrences[number - 1])
        }
    }

    /// The references to defined notes in a text literal, in order: each `[^label]`'s byte range and note
    /// index. One pass: each `]` is found once (memchr) and the bytes before it are read back at most once
    /// (``GFMFootnoteLabels/leftmostReference(in:from:close:)``).
    static func references(in bytes: UnsafeBufferPointer<UInt8>, labels: GFMFootnoteLabels) -> [(range: Range<Int>, note: Int)] {
        var found: [(range: Range<Int>, note: Int)] = []
        guard let base = bytes.baseAddress, !labels.isEmpty else { return found }
        var start = 0
        while start < bytes.count,
              let pointer = memchr(base + start, Int32(UInt8(ascii: "]")), bytes.count - start) {
            let close = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(pointer))
            if let reference = labels.leftmostReference(in: bytes, from: start, close: close) {
                found.append((reference.start..<(close + 1), reference.note))
            }
            start = close + 1
        }
        return found
    }

    /// The text nodes of `tree` that may hold a reference, in document order.
    private static func referenceTexts(in tree: OpaquePointer) -> [OpaquePointer] {
        GFMTree.nodes(in: tree) { node in
            cmark_node_get_type(node) == CMARK_NODE_TEXT && mayHaveDefinitions(UnsafeRawBufferPointer(GFMTree.literal(node)))
        }
    }

    /// Makes the references in `root`'s tree and in the notes, and appends the referenced notes to `root`.
    static func link(_ notes: [Note], into root: OpaquePointer, mem: UnsafeMutablePointer<cmark_mem>) {
        let labels = GFMFootnoteLabels(notes.map(\.definition.label))
        var numbering = Numbering(noteCount: notes.count)
        func references(in tree: OpaquePointer) {
            for text in referenceTexts(in: tree) {
                let bytes = [UInt8](GFMTree.literal(text))
                let found = bytes.withUnsafeBufferPointer { Self.references(in: $0, labels: labels) }
                if found.isEmpty { continue }
                bytes.withUnsafeBufferPointer { bytes in
                    var position = 0
                    for reference in found {
                        if position < reference.range.lowerBound,
                           let piece = GFMTree.text(UnsafeBufferPointer(rebasing: bytes[position..<reference.range.lowerBound]), mem: mem) {
                            cmark_node_insert_before(text, piece)
                        }
                        let counted = numbering.count(note: reference.note)
                        if let node = GFMTree.custom(block: false, GFMTree.Marker.footnoteReference,
                                                     data: "\(counted.number):\(counted.occurrence)", mem: mem) {
                            cmark_node_insert_before(text, node)
                        }
                        position = reference.range.upperBound
                    }
                    if position < bytes.count, let piece = GFMTree.text(UnsafeBufferPointer(rebasing: bytes[position...]), mem: mem) {
                        cmark_node_insert_before(text, piece)
                    }
                }
                cmark_node_unlink(text)
                cmark_node_free(text)
            }
        }
        references(in: root)
        var next = 0
        while next < numbering.order.count {
            references(in: notes[numbering.order[next]].root)
            next += 1
        }
        if !numbering.order.isEmpty, let container = GFMTree.custom(block: true, GFMTree.Marker.footnotes, mem: mem) {
            for (n, index) in numbering.order.enumerated() {
                let note = notes[index]
                let data = "\(n + 1):\(numbering.occurrences[n]):\(note.definition.line):\(note.definition.column)"
                guard let node = GFMTree.custom(block: true, GFMTree.Marker.footnote, data: data, mem: mem) else { continue }
                while let block = cmark_node_first_child(note.root) {
                    cmark_node_unlink(block)
                    cmark_node_append_child(node, block)
                }
                cmark_node_append_child(container, node)
            }
            cmark_node_append_child(root, container)
        }
        for note in notes { cmark_node_free(note.root) }
    }
}
