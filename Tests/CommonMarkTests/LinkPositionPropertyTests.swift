import Testing
import CommonMark

/// Generated documents where every `[` in the source opens a link or image: the reported
/// positions must be exactly the positions of those brackets.
@Suite struct LinkPositionPropertyTests {
    /// A small deterministic generator (64-bit LCG).
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func line(_ g: inout Generator) -> String {
        let words = ["run", "walk", "swim", "ride", "rest", "sleep"]
        var parts: [String] = []
        for _ in 0..<(1 + g.next(4)) {
            switch g.next(7) {
            case 0: parts.append("[\(words[g.next(6)])](p\(g.next(9)).md)")
            case 1: parts.append("![img](i\(g.next(9)).png)")
            case 2: parts.append("*[em](e.md)*")
            case 3: parts.append("**a [strong](s.md \"t\")**")
            case 4: parts.append("`code`")
            default: parts.append(words[g.next(6)])
            }
        }
        return parts.joined(separator: " ")
    }

    static func document(seed: UInt64) -> String {
        var g = Generator(state: seed)
        var out: [String] = []
        for _ in 0..<(2 + g.next(5)) {
            let continuation = { (g: inout Generator) -> String in String(repeating: " ", count: g.next(4)) }
            switch g.next(7) {
            case 0: // paragraph with indented continuation lines
                out.append(line(&g))
                for _ in 0..<g.next(3) { out.append(continuation(&g) + line(&g)) }
            case 1: // bullet list, maybe nested, with continuation lines
                for _ in 0..<(1 + g.next(3)) {
                    out.append("- " + line(&g))
                    if g.next(2) == 0 { out.append("  " + continuation(&g) + line(&g)) }
                    if g.next(3) == 0 { out.append("  - " + line(&g)) }
                }
            case 2: // ordered list
                for n in 1...(1 + g.next(3)) {
                    out.append("\(n). " + line(&g))
                    if g.next(2) == 0 { out.append("   " + line(&g)) }
                }
            case 3: // block quote, maybe nested, maybe lazy
                let depth = 1 + g.next(2)
                let prefix = String(repeating: g.next(2) == 0 ? "> " : ">", count: depth)
                out.append(prefix + " " + line(&g))
                for _ in 0..<g.next(3) {
                    switch g.next(3) {
                    case 0: out.append(line(&g)) // lazy
                    case 1: out.append(">" + continuation(&g) + line(&g))
                    default: out.append(prefix + continuation(&g) + line(&g))
                    }
                }
            case 4:
                out.append(String(repeating: "#", count: 1 + g.next(3)) + " " + line(&g))
            case 5: // list items with lazy continuation lines, inside a quote or not
                let quote = g.next(2) == 0 ? "> " : ""
                out.append(quote + "-   " + line(&g))
                out.append(String(repeating: " ", count: g.next(2)) + line(&g))
                out.append(quote + "  " + continuation(&g) + line(&g))
            default: // list item holding a quote
                out.append("1. " + line(&g))
                out.append("   > " + line(&g))
                if g.next(2) == 0 { out.append("   >" + continuation(&g) + line(&g)) }
            }
            out.append("")
        }
        return out.joined(separator: g.next(2) == 0 ? "\n" : "\r\n")
    }

    /// 1-based line:column of every `[` that opens a link (`![` counts at its `!`).
    static func expectedOpeners(_ text: String) -> [SourcePosition] {
        var result: [SourcePosition] = []
        let bytes = Array(text.utf8)
        var line = 1, column = 1
        for (i, b) in bytes.enumerated() {
            if b == UInt8(ascii: "[") {
                if i > 0, bytes[i - 1] == UInt8(ascii: "!") {
                    result.append(SourcePosition(line: line, column: column - 1))
                } else {
                    result.append(SourcePosition(line: line, column: column))
                }
            }
            if b == 0x0A { line += 1; column = 1 } else if b != 0x0D { column += 1 }
        }
        return result
    }

    @Test(arguments: 0..<300)
    func linkPositionsPointAtBrackets(seed: Int) {
        let text = Self.document(seed: UInt64(seed) &* 7919 &+ 17)
        let found = linkPositions(text).compactMap { entry -> SourcePosition? in
            guard let at = entry.split(separator: "@").last else { return nil }
            let parts = at.split(separator: ":").compactMap { Int($0) }
            return parts.count == 2 ? SourcePosition(line: parts[0], column: parts[1]) : nil
        }
        #expect(found.sorted() == Self.expectedOpeners(text), "\(text)")
    }
}
