import Basics

/// What the first bytes of a file say it is: an XML document and its root element's name, or not XML.
///
/// Skips a UTF-8 byte order mark, white space, the XML declaration, comments, processing instructions
/// and the document type declaration (found with ``DoctypeFilter/scan(_:)``, the same scanner that
/// blanks it), then reads the root element's name.
enum ExportRootSniffer {
    /// The verdict on a prefix of a file.
    enum Verdict: Equatable {
        /// An XML document whose root element has this name (without a namespace prefix).
        case root(String)
        /// The file holds no byte at all (or only white space).
        case empty
        /// The file does not start like XML.
        case notXML
        /// The prefix ends before the root element: read more.
        case needMore
    }

    /// The most bytes read to find the root element (Apple's declaration is about 10 KB).
    static let limit = 1 << 20

    /// Looks at `b`, the first bytes of a file; `complete` when `b` is the whole file.
    static func sniff(_ b: [UInt8], complete: Bool) -> Verdict {
        var i = 0
        if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3 }
        while i < b.count, b[i] == 32 || b[i] == 9 || b[i] == 10 || b[i] == 13 { i += 1 }
        if i == b.count { return complete ? .empty : .needMore }
        guard b[i] == 60 else { return .notXML } // '<'
        let doctype = DoctypeFilter.scan(Array(b[i...]))
        if let doctype, doctype.upperBound > b.count - i { return complete ? .notXML : .needMore }
        if let doctype { i += doctype.upperBound }
        while i < b.count {
            if b[i] != 60 { i += 1; continue }
            guard i + 1 < b.count else { break }
            if b[i + 1] == 63 { // <? … ?>
                guard let end = find([63, 62], in: b, from: i + 2) else { break }
                i = end
            } else if b[i + 1] == 33 { // <!-- … -->
                guard let end = find([45, 45, 62], in: b, from: i + 2) else { break }
                i = end
            } else {
                return name(in: b, from: i + 1, complete: complete)
            }
        }
        return complete ? .notXML : .needMore
    }

    /// The element name starting at `start`, without its namespace prefix.
    private static func name(in b: [UInt8], from start: Int, complete: Bool) -> Verdict {
        var j = start
        while j < b.count, ![32, 9, 10, 13, 62, 47].contains(b[j]) { j += 1 }
        if j == b.count, !complete { return .needMore }
        guard j > start, j - start < 200 else { return .notXML }
        let full = String(decoding: b[start..<j], as: UTF8.self)
        return .root(full.split(separator: ":").last.map(String.init) ?? full)
    }

    /// The index just past the first `needle` at or after `from`.
    private static func find(_ needle: [UInt8], in b: [UInt8], from: Int) -> Int? {
        ByteSearch.firstIndex(of: needle, in: b, from: from).map { $0 + needle.count }
    }

    /// Reads up to ``limit`` bytes with `pull` until the verdict is known.
    static func sniff(_ pull: (UnsafeMutablePointer<UInt8>, Int) throws -> Int) throws -> Verdict {
        var prefix: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = try chunk.withUnsafeMutableBufferPointer { p -> Int in
                guard let base = p.baseAddress else { return 0 }
                return try pull(base, p.count)
            }
            prefix.append(contentsOf: chunk[0..<n])
            let verdict = sniff(prefix, complete: n == 0)
            if verdict != .needMore { return verdict }
            if prefix.count >= limit { return .notXML }
        }
    }

    /// Words for a verdict that is not a Health export, for messages.
    static func describe(_ verdict: Verdict) -> String {
        switch verdict {
        case .root(let name): return "an XML file whose root element is <\(name)>, not <HealthData>"
        case .empty: return "empty"
        case .notXML, .needMore: return "neither XML nor a zip archive"
        }
    }
}
