import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// GFM tables (spec section "Tables (extension)"): a paragraph whose first line is a header row and whose
/// second line is a delimiter row with as many cells (`| --- | :-: |`) becomes a table; its remaining lines
/// are body rows. cmark has already parsed the paragraph (a blank line or a new block ends it, as it ends a
/// table), so only its lines are read again from the source: cells are split at unescaped `|`, `\|` becomes
/// `|`, and the cells' inline Markdown is parsed by cmark in one parse for all the page's tables (each cell a
/// line of its own, after a no-break space that keeps it from starting a block; the space is removed again;
/// a table whose cells hold a carriage return gets a parse of its own). The page's
/// one-line link reference definitions are given to that parse once, so `[text][ref]` works in cells. A cell of
/// plain text is not parsed: it becomes one text node, or, when no GFM pass has anything to do in it, no node
/// at all (its text is kept in the cell's data, ``UnsafeMarkdownNode/tableCellText``).
///
/// A table may interrupt a paragraph, as in cmark-gfm: when a later line of the paragraph is a header row
/// followed by a delimiter row, the lines before it stay a paragraph (its inlines cut at the line break before
/// the header row) and the table follows it. Known limit: when that line break is not at the paragraph's top
/// level (an emphasis or link spans it, or a link reference definition started the paragraph), it all stays a
/// paragraph.
enum GFMTable {
    /// A column's alignment from the delimiter row.
    enum Alignment: UInt8 {
        case none = 110, left = 108, center = 99, right = 114  // "n", "l", "c", "r"
    }

    /// One cell: where its text starts in the source (cmark's 1-based line and byte column) and the byte
    /// range of its trimmed text in the source (`\|` still escaped).
    struct Cell {
        var line: Int
        var column: Int
        var text: Range<Int>
    }

    /// Turns every paragraph of `root`'s tree that is a table into one; returns the first and last line of
    /// each table made, in document order. `source` is the real text (cmark may have parsed a
    /// ``GFMTableMask`` of it: the same lines, with rows cut short).
    @discardableResult
    static func build(in root: OpaquePointer, mem: UnsafeMutablePointer<cmark_mem>,
                      source: UnsafeRawBufferPointer) -> [ClosedRange<Int>] {
        let paragraphs = candidates(in: root)
        if paragraphs.isEmpty { return [] }
        let lines = SourceLines(source)
        var tables: [(paragraph: OpaquePointer, rows: Rows, forms: [CellForm], alone: Bool, cut: OpaquePointer?)] = []
        var shared = CellText()  // the cells of every table parsed together
        for paragraph in paragraphs {
            guard let rows = rows(of: paragraph, lines: lines) else { continue }
            // A table after the paragraph's first lines: they stay the paragraph, cut at the break before the table.
            let first = Int(cmark_node_get_start_line(paragraph)), last = Int(cmark_node_get_end_line(paragraph))
            var cut: OpaquePointer?
            if rows.headerLine > first {
                cut = lineBreak(in: paragraph, at: rows.headerLine - first, of: last - first)
                if cut == nil { continue }
            }
            let forms = rows.cells.map { form(of: $0, source) }
            // A cell holding a carriage return may make more than one block: its table is parsed on its own.
            let alone = rows.cells.contains { source[$0.text].contains(13) }
            if !alone { shared.append(rows.cells, forms: forms, source: source) }
            tables.append((paragraph, rows, forms, alone, cut))
        }
        var definitions: [UInt8]?  // looked up at the first cell with a `]`, given once to each parse
        func pageDefinitions() -> [UInt8] {
            if definitions == nil { definitions = lines.referenceDefinitions() }
            return definitions ?? []
        }
        let ownsNodes = mem == cmark_get_default_mem_allocator()
        let sharedDocument = shared.parse(definitions: pageDefinitions, mem: mem)
        defer { if ownsNodes, let document = sharedDocument.document { cmark_node_free(document) } }
        var sharedNext = sharedDocument.document.flatMap { cmark_node_first_child($0) }
        var made: [ClosedRange<Int>] = []
        for table in tables {
            let span = Int(cmark_node_get_start_line(table.paragraph))...Int(cmark_node_get_end_line(table.paragraph))
            var replaced: Bool
            if table.alone {
                var own = CellText()
                own.append(table.rows.cells, forms: table.forms, source: source)
                let parsed = own.parse(definitions: pageDefinitions, mem: mem)
                var next = parsed.document.flatMap { cmark_node_first_child($0) }
                replaced = !parsed.failed && replace(table.paragraph, with: table.rows, forms: table.forms, source: source,
                                                     parsed: &next, cut: table.cut, mem: mem)
                if ownsNodes, let document = parsed.document { cmark_node_free(document) }
            } else {
                let count = table.forms.reduce(0) { $0 + ($1.isParsed ? 1 : 0) }
                replaced = !(sharedDocument.failed && count > 0)
                    && replace(table.paragraph, with: table.rows, forms: table.forms, source: source, parsed: &sharedNext,
                               cut: table.cut, mem: mem)
                if !replaced { for _ in 0..<count { sharedNext = sharedNext.flatMap { cmark_node_next($0) } } }
            }
            if replaced { made.append(span) }
        }
        return made
    }

    /// The cells of one or more tables that need cmark's inline parse, each a line of its own followed by a blank
    /// line (so each makes exactly one paragraph), and the page's link reference definitions after them.
    struct CellText {
        var buffer: [UInt8] = []
        /// Whether a cell holds a `]` (a reference link may need the page's definitions).
        var wantsDefinitions = false
        /// Whether a cell holds a byte cmark must check (not ASCII, or NUL); the no-break spaces are valid.
        var validate = false

        /// Appends the parsed cells among `cells`.
        mutating func append(_ cells: [Cell], forms: [CellForm], source: UnsafeRawBufferPointer) {
            for (index, cell) in cells.enumerated() {
                if !forms[index].isParsed { continue }
                if forms[index] == .parsedAfterSpace {
                    buffer.append(0xC2); buffer.append(0xA0)  // U+00A0: the line cannot start a block
                }
                // The cell's bytes, copied in runs between the `\` of its escaped pipes (dropped).
                var run = cell.text.lowerBound
                var k = run
                while k < cell.text.upperBound {
                    let byte = source[k]
                    if byte == UInt8(ascii: "\\"), k + 1 < cell.text.upperBound, source[k + 1] == UInt8(ascii: "|") {
                        buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: source[run..<k]))
                        run = k + 1
                        k += 2
                        continue
                    }
                    if byte == UInt8(ascii: "]") { wantsDefinitions = true }
                    if byte >= 0x80 || byte == 0 { validate = true }
                    k += 1
                }
                buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: source[run..<cell.text.upperBound]))
                buffer.append(10); buffer.append(10)
            }
        }

        /// cmark's document of the cells (nil when there are none); `failed` when cmark could not allocate it.
        mutating func parse(definitions: () -> [UInt8], mem: UnsafeMutablePointer<cmark_mem>) -> (document: OpaquePointer?, failed: Bool) {
            if buffer.isEmpty { return (nil, false) }
            if wantsDefinitions {
                let extra = definitions()
                if !extra.withUnsafeBytes({ ASCIIScan.isPlainASCII($0) }) { validate = true }
                buffer.append(contentsOf: extra)
            }
            guard let parser = cmark_parser_new_with_mem(validate ? CMARK_OPT_VALIDATE_UTF8 : CMARK_OPT_DEFAULT, mem) else {
                return (nil, true)
            }
            buffer.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
            }
            let document = cmark_parser_finish(parser)
            cmark_parser_free(parser)
            return (document, document == nil)
        }
    }

    /// The paragraphs of two or more lines, in document order: only block containers (the document, block
    /// quotes, lists and items) are entered, never a paragraph's or heading's inlines; with a stack, not
    /// recursion, so deep nesting cannot exhaust the thread's stack.
    static func candidates(in root: OpaquePointer) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        var pending: [OpaquePointer] = []  // the next sibling to visit at each open level
        var node = cmark_node_first_child(root)
        while true {
            guard let current = node else {
                guard let resume = pending.popLast() else { break }
                node = resume
                continue
            }
            node = cmark_node_next(current)
            switch cmark_node_get_type(current) {
            case CMARK_NODE_PARAGRAPH:
                if cmark_node_get_end_line(current) > cmark_node_get_start_line(current) { found.append(current) }
            case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM:
                if let child = cmark_node_first_child(current) {
                    if let next = node { pending.append(next) }
                    node = child
                }
            default:
                break
            }
        }
        return found
    }

    /// A table read from its paragraph: the columns' alignments and every cell, row by row (the header row
    /// first), each row padded or cut to as many cells as there are columns.
    struct Rows {
        var alignments: [Alignment]
        var cells: [Cell]
        /// The header row's line: the paragraph's first line, or a later one when the table interrupts it.
        var headerLine: Int
    }

    /// The header row, the alignments and the body rows of a paragraph that is a table, or whose later lines
    /// are (a header row and a delimiter row after other lines: the first such pair); nil when it has none.
    static func rows(of paragraph: OpaquePointer, lines: SourceLines) -> Rows? {
        let first = Int(cmark_node_get_start_line(paragraph)), last = Int(cmark_node_get_end_line(paragraph))
        let column = Int(cmark_node_get_start_column(paragraph))
        guard first >= 1, last <= lines.count, column >= 1 else { return nil }
        let quotes = lines.quoteMarkers(line: first, before: column)
        var all: [Cell] = []
        var found: (line: Int, alignments: [Alignment])?
        for line in first..<last {
            guard let delimiter = lines.content(line: line + 1, quotes: quotes, firstColumn: nil),
                  isDelimiterCandidate(lines.bytes(delimiter)), let alignments = alignments(lines, delimiter),
                  let header = lines.content(line: line, quotes: quotes, firstColumn: line == first ? column : nil) else { continue }
            all.removeAll(keepingCapacity: true)
            cells(lines, header, line: line, into: &all)
            guard all.count == alignments.count else { continue }
            guard lines.bytes(header).contains(UInt8(ascii: "|")) || lines.bytes(delimiter).contains(UInt8(ascii: "|")) else {
                continue
            }
            found = (line, alignments)
            break
        }
        guard let found else { return nil }
        let columns = found.alignments.count
        all.reserveCapacity(columns * (last - found.line) + 1)
        if found.line + 2 <= last {
            for line in (found.line + 2)...last {
                guard let range = lines.content(line: line, quotes: quotes, firstColumn: nil) else { continue }
                let start = all.count
                cells(lines, range, line: line, into: &all)
                if all.count - start > columns { all.removeLast(all.count - start - columns) }
                let end = range.upperBound
                while all.count - start < columns {
                    all.append(Cell(line: line, column: end - lines.start(line) + 1, text: end..<end))
                }
            }
        }
        return Rows(alignments: found.alignments, cells: all, headerLine: found.line)
    }

    /// Whether a line's bytes may be a delimiter row: only `|`, `:`, `-`, spaces and tabs, with a `-` (a quick
    /// test before ``alignments(_:_:)``).
    static func isDelimiterCandidate(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var dash = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "-"): dash = true
            case UInt8(ascii: "|"), UInt8(ascii: ":"), 32, 9: continue
            default: return false
            }
        }
        return dash
    }

    /// The line break among `paragraph`'s inlines that ends its line `index` (1-based), when the paragraph's
    /// `total` line breaks are all at its top level (else nil: the lines cannot be told apart by its inlines).
    static func lineBreak(in paragraph: OpaquePointer, at index: Int, of total: Int) -> OpaquePointer? {
        var found: OpaquePointer?
        var count = 0
        var node = cmark_node_first_child(paragraph)
        while let current = node {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                count += 1
                if count == index { found = current }
            }
            node = cmark_node_next(current)
        }
        return count == total ? found : nil
    }

    /// The alignments of a delimiter row (`| :-- | :-: | --: |`), nil when the line is not one.
    static func alignments(_ lines: SourceLines, _ row: Range<Int>) -> [Alignment]? {
        var result: [Alignment] = []
        var found: [Cell] = []
        cells(lines, row, line: 1, into: &found)
        for cell in found {
            let text = lines.bytes(cell.text)
            guard let firstByte = text.first, let lastByte = text.last else { return nil }
            let left = firstByte == UInt8(ascii: ":"), right = lastByte == UInt8(ascii: ":")
            let dashes = text.dropFirst(left ? 1 : 0).dropLast(right && text.count > 1 ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            result.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return result.isEmpty ? nil : result
    }

    /// Appends the cells of a row (`row` already trimmed, on `line`) to `result`: split at unescaped `|` after
    /// an optional leading one, the last cell dropped when empty (a trailing `|`), each trimmed.
    static func cells(_ lines: SourceLines, _ row: Range<Int>, line: Int, into result: inout [Cell]) {
        let source = lines.source
        let lineStart = lines.start(line)
        var i = row.lowerBound
        if i < row.upperBound, source[i] == UInt8(ascii: "|") { i += 1 }
        var start = i
        while i <= row.upperBound {
            let atEnd = i == row.upperBound
            if !atEnd, source[i] == UInt8(ascii: "\\") { i = min(i + 2, row.upperBound); continue }
            if atEnd || source[i] == UInt8(ascii: "|") {
                var a = start, b = min(i, row.upperBound)
                while a < b, source[a] == 32 || source[a] == 9 { a += 1 }
                while b > a, source[b - 1] == 32 || source[b - 1] == 9 { b -= 1 }
                if !(atEnd && a == b) { result.append(Cell(line: line, column: a - lineStart + 1, text: a..<b)) }
                start = i + 1
            }
            i += 1
        }
    }

    /// Replaces `paragraph` by a table of `rows` (whose cells' ``CellForm``s are `forms`); the inlines of its
    /// parsed cells are the paragraphs from `parsed` on, one per cell (`parsed` is left after them). False when
    /// cmark could not allocate a node (the paragraph stays).
    static func replace(_ paragraph: OpaquePointer, with table: Rows, forms: [CellForm], source: UnsafeRawBufferPointer,
                        parsed: inout OpaquePointer?, cut: OpaquePointer? = nil, mem: UnsafeMutablePointer<cmark_mem>) -> Bool {
        var longest = 0
        for cell in table.cells { longest = max(longest, cell.text.count) }
        let ownsNodes = mem == cmark_get_default_mem_allocator()
        guard let tableNode = GFMTree.custom(block: true, GFMTree.Marker.table, mem: mem) else { return false }
        // One scratch buffer for the NUL-terminated strings cmark copies: a cell's data (its alignment's
        // letter, then `line:column`, at most 1 + 20 + 1 + 20 bytes, then a literal cell's 0x01 and text, and
        // a NUL) and a plain cell's text.
        let scratch = UnsafeMutablePointer<CChar>.allocate(capacity: longest + 44)
        defer { scratch.deallocate() }
        let columns = table.alignments.count
        var rowNode: OpaquePointer?
        var c = columns - 1  // the cell's column
        var stopped = table.cells.count  // where an allocation failed: the cells from there on are left out
        for (index, cell) in table.cells.enumerated() {
            c = c + 1 == columns ? 0 : c + 1
            if c == 0 {
                rowNode = GFMTree.custom(block: true, index == 0 ? GFMTree.Marker.headerRow : GFMTree.Marker.row, mem: mem)
                guard let rowNode else { stopped = index; break }
                cmark_node_append_child(tableNode, rowNode)
            }
            guard let rowNode, let cellNode = GFMTree.custom(block: true, GFMTree.Marker.cell, mem: mem) else {
                stopped = index
                break
            }
            writeCellData(cell, alignment: table.alignments[c], form: forms[index], source: source, to: scratch)
            cmark_node_set_on_exit(cellNode, scratch)
            cmark_node_append_child(rowNode, cellNode)
            fillCell(cellNode, cell, form: forms[index], source: source, scratch: scratch, parsed: &parsed,
                     ownsNodes: ownsNodes, mem: mem)
        }
        // The paragraphs of the cells left out are passed over: the next table's cells follow them.
        for index in stopped..<table.cells.count where forms[index].isParsed { parsed = parsed.flatMap { cmark_node_next($0) } }
        // Nodes left over are freed with cmark's own allocator (the cells' document by ``build(in:mem:source:)``);
        // an arena drops them with the whole tree.
        if let cut {
            // The paragraph keeps its lines before the table: its inlines from the line break on go.
            cmark_node_insert_after(paragraph, tableNode)
            dropInlines(from: cut, freeing: ownsNodes)
            return true
        }
        cmark_node_insert_before(paragraph, tableNode)
        cmark_node_unlink(paragraph)
        if ownsNodes { cmark_node_free(paragraph) }
        return true
    }

    /// Writes a cell's data, NUL-terminated, to `scratch`: its alignment's letter, then `line:column`, then
    /// for a literal cell 0x01 and its text.
    private static func writeCellData(_ cell: Cell, alignment: Alignment, form: CellForm,
                                      source: UnsafeRawBufferPointer, to scratch: UnsafeMutablePointer<CChar>) {
        scratch[0] = CChar(bitPattern: alignment.rawValue)
        var end = writeDigits(cell.line, to: scratch, at: 1)
        scratch[end] = CChar(bitPattern: UInt8(ascii: ":"))
        end = writeDigits(cell.column, to: scratch, at: end + 1)
        if form == .literal, !cell.text.isEmpty, let base = source.baseAddress {
            scratch[end] = 1
            memcpy(scratch + end + 1, base + cell.text.lowerBound, cell.text.count)
            end += 1 + cell.text.count
        }
        scratch[end] = 0
    }

    /// Gives `cellNode` its inlines: none for a literal cell (its data holds the text), a text paragraph for a
    /// plain one, the next of the `parsed` paragraphs (moved past) for a parsed one (freed when empty and
    /// cmark's own allocator owns it).
    private static func fillCell(_ cellNode: OpaquePointer, _ cell: Cell, form: CellForm, source: UnsafeRawBufferPointer,
                                 scratch: UnsafeMutablePointer<CChar>, parsed: inout OpaquePointer?, ownsNodes: Bool,
                                 mem: UnsafeMutablePointer<cmark_mem>) {
        if form == .literal { return }
        if form == .plain {
            if !cell.text.isEmpty, let content = plainParagraph(cell, source, scratch: scratch, mem: mem) {
                cmark_node_append_child(cellNode, content)
            }
            return
        }
        guard let content = parsed else { return }
        parsed = cmark_node_next(content)
        guard cmark_node_get_type(content) == CMARK_NODE_PARAGRAPH else { return }
        cmark_node_unlink(content)
        if form == .parsedAfterSpace { removeNoBreakSpace(content) }
        if cmark_node_first_child(content) != nil {
            cmark_node_append_child(cellNode, content)
        } else if ownsNodes {
            cmark_node_free(content)
        }
    }

    /// Unlinks `first` and the inlines after it (freed when `freeing`: cmark's own allocator owns them).
    static func dropInlines(from first: OpaquePointer, freeing: Bool) {
        var node: OpaquePointer? = first
        while let current = node {
            node = cmark_node_next(current)
            cmark_node_unlink(current)
            if freeing { cmark_node_free(current) }
        }
    }

    /// How a cell's inlines are made.
    enum CellForm: UInt8 {
        /// ``plain`` and without anything the GFM passes act on (`~`, `@`, `://`, `www.`): no node at all, the
        /// text is kept in the cell's data (``UnsafeMarkdownNode/tableCellText``).
        case literal
        /// One text node, without a parse: printable ASCII without a byte that cmark's inline parser acts on
        /// (`` ` `` `\\` `*` `_` `[` `]` `<` `&`). (`~` and autolinks are the GFM passes' job, on text nodes either way.)
        case plain
        /// Parsed as a line of its own after a no-break space, so that it cannot start a block.
        case parsedAfterSpace
        /// Parsed as it is: it starts with a letter (or `*`, `_`, `` ` ``, `~` and then a letter or digit),
        /// which cannot start a block, and holds no `[`, `<`, `:`, `@` or `.`, so no link, image, raw HTML or
        /// autolink whose problems would be reported at a position in the cell (positions assume the space).
        case parsed

        /// Whether the cell's text goes to the cells' parse.
        var isParsed: Bool { self == .parsed || self == .parsedAfterSpace }
    }

    /// A cell's ``CellForm``, from one pass over its bytes.
    static func form(of cell: Cell, _ source: UnsafeRawBufferPointer) -> CellForm {
        let text = cell.text
        var plain = true  // see ``CellForm/plain``
        var linkLike = false  // `[`, `<`, `:`, `@` or `.`: a link, image, raw HTML or autolink may start here
        var gfm = false  // `~`, `@`, `://` or `www.`: a GFM pass may act on the text
        for k in text {
            let byte = source[k]
            switch byte {
            case 0x60, 0x5C, 0x2A, 0x5F, 0x5D, 0x26: plain = false  // ` \ * _ ] &
            case 0x5B, 0x3C: plain = false; linkLike = true  // [ <
            case 0x3A:  // :
                linkLike = true
                if k + 1 < text.upperBound, source[k + 1] == UInt8(ascii: "/") { gfm = true }
            case 0x40: linkLike = true; gfm = true  // @
            case 0x2E:  // .
                linkLike = true
                if k - text.lowerBound >= 3, source[k - 1] | 0x20 == 0x77, source[k - 2] | 0x20 == 0x77,
                   source[k - 3] | 0x20 == 0x77 { gfm = true }  // www.
            case 0x7E: gfm = true  // ~
            case 0x20...0x7D: continue
            default: plain = false
            }
            if !plain && linkLike { return .parsedAfterSpace }
        }
        if plain { return gfm ? .plain : .literal }
        func isAlphanumeric(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x39 }
        guard let firstIndex = text.first else { return .parsedAfterSpace }
        let first = source[firstIndex]
        let second: UInt8 = text.count > 1 ? source[firstIndex + 1] : 0
        let safeStart = (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A
            || (first == 0x2A || first == 0x5F || first == 0x60 || first == 0x7E) && isAlphanumeric(second)
        return safeStart ? .parsed : .parsedAfterSpace
    }

    /// A paragraph holding a plain cell's text (`scratch`, room for the text and a NUL, holds the copy cmark takes).
    static func plainParagraph(_ cell: Cell, _ source: UnsafeRawBufferPointer, scratch: UnsafeMutablePointer<CChar>,
                               mem: UnsafeMutablePointer<cmark_mem>) -> OpaquePointer? {
        guard let paragraph = cmark_node_new_with_mem(CMARK_NODE_PARAGRAPH, mem),
              let text = cmark_node_new_with_mem(CMARK_NODE_TEXT, mem) else { return nil }
        if let base = source.baseAddress { memcpy(scratch, base + cell.text.lowerBound, cell.text.count) }
        scratch[cell.text.count] = 0
        cmark_node_set_literal(text, scratch)
        cmark_node_append_child(paragraph, text)
        return paragraph
    }

    /// Writes the decimal digits of `value` (not negative) at `data + at`; returns the index after them.
    /// `data` has room for 20 digits from `at`. Digits are made last first (division by the constant 10,
    /// which the compiler turns into a multiplication) and then put in order.
    static func writeDigits(_ value: Int, to data: UnsafeMutablePointer<CChar>, at: Int) -> Int {
        var v = UInt(max(0, value))
        var count = 0
        repeat {
            data[at + count] = CChar(48 + Int(v % 10))
            v /= 10
            count += 1
        } while v > 0
        var low = at, high = at + count - 1
        while low < high {
            let digit = data[low]
            data[low] = data[high]
            data[high] = digit
            low += 1
            high -= 1
        }
        return at + count
    }

    /// Removes the no-break space put before a cell's text.
    static func removeNoBreakSpace(_ paragraph: OpaquePointer) {
        guard let first = cmark_node_first_child(paragraph), cmark_node_get_type(first) == CMARK_NODE_TEXT else { return }
        let literal = GFMTree.literal(first)
        guard literal.count >= 2, literal[0] == 0xC2, literal[1] == 0xA0 else { return }
        if literal.count == 2 {
            cmark_node_unlink(first)
            cmark_node_free(first)
        } else {
            GFMTree.dropLiteralPrefix(first, count: 2)
        }
    }
}
