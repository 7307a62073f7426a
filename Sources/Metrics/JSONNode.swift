import Diagnostics

/// A parsed JSON value with the 1-based line and column where it starts.
struct JSONNode {
    enum Kind {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)])
    }

    var kind: Kind
    var line: Int
    var column: Int

    /// A short text form for messages.
    var summary: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return MetricFormatting.number(d)
        case .string(let s): return s.count > 40 ? String(s.prefix(40)) + "…" : s
        case .array: return "[…]"
        case .object: return "{…}"
        }
    }
}

/// A small hand-written JSON parser (RFC 8259) that keeps line:column positions for diagnostics.
struct JSONNodeParser {
    let p: UnsafePointer<UInt8>
    let n: Int
    let path: String
    var i = 0
    var line = 1
    var lineStart = 0

    init(_ p: UnsafePointer<UInt8>, _ n: Int, path: String) {
        self.p = p
        self.n = n
        self.path = path
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {
            i = 3
            lineStart = 3
        }
    }

    /// Parses one document; trailing non-space text is an error.
    mutating func parseDocument() throws -> JSONNode {
        skipSpace()
        if i >= n {
            throw fail("the metric file is empty; write an array of points such as [{\"date\": \"2026-11-23\", \"value\": 52}]")
        }
        let node = try parseValue(depth: 0)
        skipSpace()
        if i < n { throw fail("unexpected text after the JSON value; a metric file holds exactly one array or object") }
        return node
    }

    /// Where ``column`` last counted up to: the line's start, a byte offset on it and the characters before it.
    private var counted = (lineStart: -1, offset: 0, characters: 0)

    /// The 1-based column of `i` in characters (Unicode scalar values), counted on from the last column asked
    /// for on the same line, so a one-line file of a million points is read once, not once per value.
    private var column: Int {
        mutating get {
            if counted.lineStart != lineStart || counted.offset > i { counted = (lineStart, lineStart, 0) }
            counted.characters += SourceLocation.characterCount(of: UnsafeBufferPointer(start: p + counted.offset,
                                                                                      count: i - counted.offset))
            counted.offset = i
            return counted.characters + 1
        }
    }

    private mutating func fail(_ message: String) -> DiagnosticList {
        DiagnosticList([.error(path, line: line, column: column, message)])
    }

    private mutating func skipSpace() {
        while i < n {
            let c = p[i]
            if c == 10 {
                line += 1
                lineStart = i + 1
            } else if c != 32 && c != 9 && c != 13 {
                return
            }
            i += 1
        }
    }

    private mutating func parseValue(depth: Int) throws -> JSONNode {
        guard depth < 64 else { throw fail("JSON nested too deeply") }
        skipSpace()
        guard i < n else { throw fail("unexpected end of file; the JSON is incomplete") }
        let l = line, c = column
        switch p[i] {
        case UInt8(ascii: "{"):
            return JSONNode(kind: .object(try parseObjectMembers(depth: depth)), line: l, column: c)
        case UInt8(ascii: "["):
            return JSONNode(kind: .array(try parseArrayItems(depth: depth)), line: l, column: c)
        case UInt8(ascii: "\""):
            return JSONNode(kind: .string(try parseString()), line: l, column: c)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONNode(kind: .bool(true), line: l, column: c)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONNode(kind: .bool(false), line: l, column: c)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONNode(kind: .null, line: l, column: c)
        default:
            return JSONNode(kind: .number(try parseNumber()), line: l, column: c)
        }
    }

    /// The members of the object whose `{` is at `i`, up to and past its `}`.
    private mutating func parseObjectMembers(depth: Int) throws
        -> [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)] {
        i += 1
        var members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONNode)] = []
        skipSpace()
        if i < n, p[i] == UInt8(ascii: "}") {
            i += 1
            return members
        }
        while true {
            skipSpace()
            let kl = line, kc = column
            guard i < n, p[i] == UInt8(ascii: "\"") else { throw fail("expected a quoted key in this object") }
            let key = try parseString()
            skipSpace()
            guard i < n, p[i] == UInt8(ascii: ":") else { throw fail("expected `:` after the key \"\(key)\"") }
            i += 1
            let value = try parseValue(depth: depth + 1)
            members.append((key, kl, kc, value))
            skipSpace()
            guard i < n else { throw fail("unexpected end of file; close the object with `}`") }
            if p[i] == UInt8(ascii: ",") { i += 1; continue }
            if p[i] == UInt8(ascii: "}") { i += 1; break }
            throw fail("expected `,` or `}` in this object")
        }
        return members
    }

    /// The items of the array whose `[` is at `i`, up to and past its `]`.
    private mutating func parseArrayItems(depth: Int) throws -> [JSONNode] {
        i += 1
        var items: [JSONNode] = []
        skipSpace()
        if i < n, p[i] == UInt8(ascii: "]") {
            i += 1
            return items
        }
        while true {
            items.append(try parseValue(depth: depth + 1))
            skipSpace()
            guard i < n else { throw fail("unexpected end of file; close the array with `]`") }
            if p[i] == UInt8(ascii: ",") { i += 1; continue }
            if p[i] == UInt8(ascii: "]") { i += 1; break }
            throw fail("expected `,` or `]` in this array")
        }
        return items
    }

    /// The number at `i` (or what is wrong: not a value, or beyond a `Double`).
    private mutating func parseNumber() throws -> Double {
        let start = i
        while i < n, p[i] == 45 || p[i] == 43 || p[i] == 46 || p[i] == 101 || p[i] == 69 || (p[i] >= 48 && p[i] <= 57) {
            i += 1
        }
        guard i > start, let v = NumberParsing.parse(p + start, i - start) else {
            let tooLarge = i > start && NumberParsing.problem(p + start, i - start) == .outOfRange
            i = start
            if tooLarge {
                throw fail("this number is too large for a 64-bit floating-point number (about ±1.8e308); "
                           + "metric values must be between " + MetricLimits.valueRangeText)
            }
            throw fail("expected a JSON value (number, string, true, false, null, array or object)")
        }
        return v
    }

    private mutating func literal(_ word: StaticString) throws {
        let w = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount {
            guard i + k < n, p[i + k] == w[k] else { throw fail("expected `\(word)`") }
        }
        i += word.utf8CodeUnitCount
    }

    /// Parses a string starting at the opening quote.
    private mutating func parseString() throws -> String {
        i += 1
        var bytes: [UInt8] = []
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "\"") {
                i += 1
                return String(decoding: bytes, as: UTF8.self)
            }
            if c == 10 || c < 0x20 { throw fail("control character in a string; escape it (for example \\n)") }
            if c == UInt8(ascii: "\\") {
                guard i + 1 < n else { break }
                let e = p[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(e)
                case UInt8(ascii: "n"): bytes.append(10)
                case UInt8(ascii: "t"): bytes.append(9)
                case UInt8(ascii: "r"): bytes.append(13)
                case UInt8(ascii: "b"): bytes.append(8)
                case UInt8(ascii: "f"): bytes.append(12)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if scalar >= 0xD800, scalar < 0xDC00, i + 1 < n, p[i] == 92, p[i + 1] == UInt8(ascii: "u") {
                        i += 2
                        let low = try hex4()
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low &- 0xDC00)
                    }
                    let u = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                    bytes.append(contentsOf: Array(String(Character(u)).utf8))
                default: throw fail("unknown escape `\\\(Character(Unicode.Scalar(e)))` in a string")
                }
                continue
            }
            bytes.append(c)
            i += 1
        }
        throw fail("unterminated string; add the closing `\"`")
    }

    private mutating func hex4() throws -> UInt32 {
        guard i + 4 <= n else { throw fail("`\\u` needs four hex digits") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = p[i]
            let d: UInt32
            switch c {
            case 48...57: d = UInt32(c - 48)
            case 65...70: d = UInt32(c - 55)
            case 97...102: d = UInt32(c - 87)
            default: throw fail("`\\u` needs four hex digits")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }
}
