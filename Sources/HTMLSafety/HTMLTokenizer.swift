import Glibc

/// A byte-level HTML tokenizer that follows the states of the WHATWG HTML standard ("13.2.5 Tokenization"):
/// data, tag open, end tag open, tag name, before/after attribute name, attribute value (double-quoted,
/// single-quoted, unquoted), after attribute value, self-closing start tag, markup declaration open, every
/// comment state (so `<!-->`, `<!--->` and `--!>` end comments as they do in browsers), bogus comment,
/// DOCTYPE (read up to the `>` that always ends it), CDATA sections (only when the tree builder says the
/// current node is foreign), and the RCDATA, RAWTEXT, script data and PLAINTEXT states.
///
/// The tree builder (``HTMLTreeReader``) switches the content model after `<title>`, `<style>`, `<script>` …
/// with ``switchContent(to:endTag:)``. Names are ASCII-lowercased; attribute values are byte ranges decoded on
/// demand. Input is UTF-8 bytes; CR counts as the line feed it becomes after input preprocessing.
///
/// ```swift
/// bytes.withUnsafeBufferPointer { page in
///     var tokenizer = HTMLTokenizer(page)
///     while case let token = tokenizer.next(), token != .endOfFile { … }
/// }
/// ```
package struct HTMLTokenizer {
    let b: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    package internal(set) var position = 0
    /// The current content model.
    package internal(set) var contentModel: HTMLContentModel = .data
    /// The lowercased name an end tag must have to leave RCDATA, RAWTEXT or script data.
    var endTagName: [UInt8] = []
    /// Whether `<![CDATA[` starts a CDATA section (the adjusted current node is not an HTML element).
    package var recognizesCDATA = false

    /// Tokenizes `bytes`, which must stay valid while the tokenizer is used.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) { self.b = bytes }

    static let lt: UInt8 = 0x3C, gt: UInt8 = 0x3E, slash: UInt8 = 0x2F, bang: UInt8 = 0x21, dash: UInt8 = 0x2D
    static let eq: UInt8 = 0x3D, dq: UInt8 = 0x22, sq: UInt8 = 0x27, question: UInt8 = 0x3F

    /// Tab, line feed, form feed, carriage return (a line feed after preprocessing) and space.
    @inline(__always) static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0C || c == 0x0D
    }
    @inline(__always) static func isAlpha(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    @inline(__always) static func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }

    /// Switches to `model` after a start tag called `name` (the tree builder's job).
    package mutating func switchContent(to model: HTMLContentModel, endTag name: String) {
        contentModel = model
        endTagName = Array(name.utf8)
    }

    /// The next token; ``HTMLToken/endOfFile`` at the end (and on every later call).
    package mutating func next() -> HTMLToken {
        while position < b.count {
            let token: HTMLToken?
            switch contentModel {
            case .data: token = data()
            case .rcdata, .rawtext: token = rawText()
            case .scriptData: token = scriptData()
            case .plaintext:
                token = .text(position..<b.count)
                position = b.count
            }
            if let token { return token }
        }
        return .endOfFile
    }

    /// The data state and tag open state: text up to the next `<`, or what the `<` starts.
    private mutating func data() -> HTMLToken? {
        let start = position
        if b[start] != HTMLTokenizer.lt {
            let k = HTMLTokenizer.index(of: HTMLTokenizer.lt, in: b, from: start + 1)
            position = k
            return .text(start..<k)
        }
        guard start + 1 < b.count else { position = b.count; return .text(start..<b.count) }
        let c = b[start + 1]
        if HTMLTokenizer.isAlpha(c) {
            position = start + 1
            return tag(start: start, isEnd: false)
        }
        switch c {
        case HTMLTokenizer.bang:
            position = start + 2
            return markupDeclaration(start: start)
        case HTMLTokenizer.slash:
            return endTagOpen(start: start)
        case HTMLTokenizer.question:
            position = start + 1
            return bogusComment(start: start)
        default:
            position = start + 1
            return .text(start..<start + 1)
        }
    }

    /// The end tag open state, at `</`.
    private mutating func endTagOpen(start: Int) -> HTMLToken? {
        let k = start + 2
        guard k < b.count else { position = b.count; return .text(start..<b.count) }
        if HTMLTokenizer.isAlpha(b[k]) {
            position = k
            return tag(start: start, isEnd: true)
        }
        if b[k] == HTMLTokenizer.gt {  // `</>`: missing end tag name, ignored
            position = k + 1
            return nil
        }
        position = k
        return bogusComment(start: start)
    }

    /// The bogus comment state: everything up to the next `>`.
    mutating func bogusComment(start: Int) -> HTMLToken {
        position = min(HTMLTokenizer.index(of: HTMLTokenizer.gt, in: b, from: position) + 1, b.count)
        return .comment(start)
    }

    /// The index of the first `byte` at or after `from`, or `bytes.count` (memchr).
    static func index(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard from < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let hit = memchr(base + from, Int32(byte), bytes.count - from) else { return bytes.count }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// The lowercased name in `range`, with NUL as U+FFFD as the tokenizer does.
    func name(_ range: Range<Int>) -> String {
        var hasNul = false
        for k in range where b[k] == 0 { hasNul = true; break }
        if !hasNul {
            return String(unsafeUninitializedCapacity: range.count) { out in
                var n = 0
                for k in range { out[n] = HTMLTokenizer.lower(b[k]); n += 1 }
                return n
            }
        }
        var bytes: [UInt8] = []
        for k in range {
            if b[k] == 0 { bytes += [0xEF, 0xBF, 0xBD] } else { bytes.append(HTMLTokenizer.lower(b[k])) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
