import Foundation
import Testing
@testable import CommonMark

/// Pathological Markdown must cost time linear in its length: for each shape below, the input is grown until one
/// parse takes about ``baseSeconds``, then the parse of twice that input may take at most ``maxRatio`` times as
/// long (each size timed as the fastest of a few runs, the check tried up to five times, for a noisy shared
/// machine). The parse is ``Markdown/withUnsafeTree(_:_:)`` (the one tree of phase 1 and the walker, GFM layer
/// included), its nodes all visited.
/// A quadratic pass (the footnote layer rescanning its text once per reference did) gives a ratio near 4.
@Suite(.serialized) struct LinearTimeTests {
    /// One shape of input: `make(n)` repeats its pattern about `n` times.
    struct Shape: CustomStringConvertible, Sendable {
        var description: String
        var make: @Sendable (Int) -> [UInt8]
    }

    static let baseSeconds = 0.02
    static let maxRatio = 2.5
    /// The input size past which a shape is not grown further (its parse is fast enough anyway): twice it stays
    /// within ``ParseArena/largestInput``, so both sizes are parsed with the same allocator.
    static let maxBytes = ParseArena.largestInput / 2
    /// One parse slower than this fails at once: the input is far from linear (or the machine stalled).
    static let stallSeconds = 5.0

    static func repeated(_ unit: String, _ n: Int, before: String = "", after: String = "") -> [UInt8] {
        var bytes = Array(before.utf8)
        let unitBytes = Array(unit.utf8)
        bytes.reserveCapacity(bytes.count + unitBytes.count * n + after.utf8.count)
        for _ in 0..<n { bytes.append(contentsOf: unitBytes) }
        bytes.append(contentsOf: Array(after.utf8))
        return bytes
    }

    static let shapes: [Shape] = [
        Shape(description: "repeated references to one note") { repeated("See[^a] ", $0, after: "\n\n[^a]: note\n") },
        Shape(description: "unclosed [^") { repeated("[^", $0, after: "\n\n[^a]: x\n") },
        Shape(description: "[^ run before one label") { repeated("[^", $0, after: "a]\n\n[^a]: x\n") },
        Shape(description: "many distinct notes") { n in
            var text = ""
            for i in 0..<n { text += "x[^n\(i)] " }
            text += "\n\n"
            for i in 0..<n { text += "[^n\(i)]: note \(i) [^n\(i + 1)]\n\n" }
            return Array(text.utf8)
        },
        Shape(description: "deep block quotes") { repeated("> ", $0, after: "a\n") },
        Shape(description: "deep lists") { repeated("- ", $0, after: "a\n") },
        Shape(description: "deep emphasis") { repeated("*", $0, after: "a") + repeated("*", $0) },
        Shape(description: "deep brackets") { repeated("[", $0, after: "a") + repeated("](b)", $0) },
        Shape(description: "one long line") { repeated("word ", $0) },
        Shape(description: "many links on wrapped lines") { repeated("[a](https://e.com/b) [c][d] ![i](p.png)\n", $0, after: "\n[d]: /x\n") },
        Shape(description: "many table rows") { repeated("| x | *y* | [z](u) |\n", $0, before: "| a | b | c |\n|---|:-:|--:|\n") },
        Shape(description: "many tables with references") { n in
            repeated("| a | [b] |\n|---|---|\n| [x][d] | y |\n\n", n) + repeated("[d]: /u\n", n)
        },
        Shape(description: "long emphasis runs") { repeated("**a _b ", $0) },
        Shape(description: "unmatched strikethrough") { repeated("~~a ~b ", $0) },
        Shape(description: "autolink-like text") { repeated("www.a_ http://x.y_ a@b.c_ ", $0) },
        Shape(description: "domains joined by underscores") { repeated("www.a_", $0) },
        Shape(description: "one-character lines") { repeated("a\n", $0) },
    ]

    /// Parses `bytes` and visits every node of the walker's tree, finding the exact position of every
    /// link and image as a diagnostic would (one ``MarkdownSourceIndex`` for the page).
    static func parse(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { raw in
            let nodes = Markdown.withUnsafeTree(raw) { root -> Int in
                var count = 0
                var index = MarkdownSourceIndex(raw)
                var stack: [(node: UnsafeMarkdownNode, block: UnsafeMarkdownNode?)] = [(root, nil)]
                while let (node, block) = stack.popLast() {
                    count += 1
                    if let block, node.kind == .link || node.kind == .image {
                        count += node.openerPosition(in: block, quoteDepth: 0, index: &index, lineOffset: 0).line
                    }
                    if let next = node.next { stack.append((next, block)) }
                    let inner = node.kind == .paragraph || node.kind == .heading ? node : block
                    if let child = node.firstChild { stack.append((child, inner)) }
                }
                return count
            } ?? 0
            return nodes
        }
    }

    /// The fastest of `runs` parses of `bytes`, in seconds.
    static func fastest(_ bytes: [UInt8], runs: Int) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = parse(bytes)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    @Test(arguments: shapes) func timeGrowsLinearly(_ shape: Shape) throws {
        // Grow until one parse takes the base time.
        var n = 64
        var input = shape.make(n)
        while input.count < Self.maxBytes {
            let seconds = Self.fastest(input, runs: 1)
            try #require(seconds < Self.stallSeconds, "\(shape): \(input.count) bytes took \(seconds) s")
            if seconds >= Self.baseSeconds { break }
            n *= 2
            input = shape.make(n)
        }
        let double = shape.make(2 * n)
        var ratios: [Double] = []
        for _ in 0..<5 {
            var base = Self.fastest(input, runs: 3)
            let runs = base < Self.baseSeconds / 2 ? 9 : 3  // more runs where a short time is easily disturbed
            if runs > 3 { base = min(base, Self.fastest(input, runs: runs - 3)) }
            let doubled = Self.fastest(double, runs: runs)
            ratios.append(doubled / max(base, 1e-6))
            if ratios.last! <= Self.maxRatio { break }
        }
        #expect(ratios.contains { $0 <= Self.maxRatio },
                "\(shape): \(input.count) → \(double.count) bytes, time ratios \(ratios.map { String(format: "%.2f", $0) })")
    }
}
