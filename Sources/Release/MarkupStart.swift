/// How a file's content begins, as an XML parser or a browser that sniffs would see it: after a byte order
/// mark and any whitespace (of any length), does markup start? Fed in chunks, so a file is read only as far
/// as its first significant byte.
///
/// ```swift
/// var start = MarkupStart()
/// _ = start.feed(Array("\u{FEFF}  <r/>".utf8)[...])
/// start.kind   // .markup
/// ```
struct MarkupStart {
    /// What the first significant character is.
    enum Kind: Equatable {
        /// Not `<` (or nothing at all): no XML parser reads this as markup and no browser sniffs it as such.
        case none
        /// `<` in UTF-8 or ASCII.
        case markup
        /// `<` in UTF-16 or UTF-32 (with or without a byte order mark), or EBCDIC's `<?xm`.
        case wideMarkup
    }

    /// The result so far (final once ``feed(_:)`` returned `true` or the content ended).
    private(set) var kind = Kind.none
    /// Up to ``leadLength`` bytes from the first significant byte on (NUL bytes dropped for wide text).
    private(set) var lead: [UInt8] = []

    /// Whether ``kind`` is settled: a significant byte was seen. Until then (empty content, or only
    /// whitespace so far) ``kind`` is `.none`, which holds for the whole content only once it has all been fed.
    var isDecided: Bool { started || kind == .wideMarkup }

    /// How many bytes of ``lead`` are kept: enough for every sniffing signature.
    static let leadLength = 64

    private var seen = 0
    private var head: [UInt8] = []
    private var wide = false
    private var started = false

    init() {}

    /// Takes the next chunk of content; returns `true` when nothing more is needed.
    mutating func feed(_ chunk: ArraySlice<UInt8>) -> Bool {
        var bytes = chunk
        if seen < 4 {
            let taken = bytes.prefix(4 - head.count)
            head += taken
            bytes = bytes.dropFirst(taken.count)
            seen += taken.count
            guard head.count == 4 else { return false }
            if let done = startHead() { return done }
        }
        return scan(bytes)
    }

    /// The content ended: settles a start shorter than four bytes.
    mutating func finish() {
        if seen < 4, !head.isEmpty {
            seen = 4
            _ = startHead()
        }
    }

    /// Reads the byte order mark or the width of the first four bytes; `nil` to go on scanning.
    private mutating func startHead() -> Bool? {
        if head == [0x4C, 0x6F, 0xA7, 0x94] {
            kind = .wideMarkup
            return true
        }
        var body = head[...]
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            body = []
            wide = true
        } else if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) {
            body = head.dropFirst(2)
            wide = true
        } else if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            body = head.dropFirst(3)
        } else {
            wide = head.contains(0)
        }
        return scan(body) ? true : nil
    }

    /// Skips whitespace (and, for wide text, NUL bytes), then records the lead.
    private mutating func scan(_ bytes: ArraySlice<UInt8>) -> Bool {
        for byte in bytes {
            if wide && byte == 0 { continue }
            if !started {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C { continue }
                started = true
                kind = byte == 0x3C ? (wide ? .wideMarkup : .markup) : .none
                if kind == .none { return true }
            }
            lead.append(byte)
            if lead.count >= MarkupStart.leadLength { return true }
        }
        return false
    }
}
