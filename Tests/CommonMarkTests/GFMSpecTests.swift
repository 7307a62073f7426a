import Foundation
import Testing
@testable import CommonMark

/// The GFM spec's own examples for the extensions the GFM layer adds (tables, strikethrough, autolinks, the
/// tag filter, footnotes, interop), read from `GFMSpec/` beside this file. Each example's Markdown goes
/// through ``Markdown/withUnsafeTree(_:_:)`` and ``GFMTestRenderer`` (cmark-gfm's HTML conventions) and must
/// give the expected HTML exactly, apart from the examples in ``knownFailures``.
@Suite struct GFMSpecTests {
    /// Examples that do not pass, by section and number within the section, with the reason.
    static let knownFailures: [String: String] = [:]

    struct Example: CustomStringConvertible, Sendable {
        var file: String
        var section: String
        var number: Int
        var markdown: String
        var html: String
        var description: String { "\(file) \(section) #\(number)" }
        var key: String { "\(section) #\(number)" }
    }

    static func directory(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("GFMSpec")
    }

    /// The examples of a spec file: 32 backticks + ` example`, the Markdown, `.`, the HTML, 32 backticks.
    /// `→` stands for a tab, as in the spec.
    static func examples(in name: String) -> [Example] {
        guard let text = try? String(contentsOf: directory().appendingPathComponent(name), encoding: .utf8) else { return [] }
        let fence = String(repeating: "`", count: 32)
        var result: [Example] = []
        var section = ""
        var counts: [String: Int] = [:]
        var markdown: [String]? = nil, html: [String]? = nil
        var kind = ""
        for line in text.components(separatedBy: "\n") {
            if markdown == nil, html == nil, line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            if line.hasPrefix(fence + " example") {
                kind = String(line.dropFirst(fence.count + 8)).trimmingCharacters(in: .whitespaces)
                markdown = []
                continue
            }
            if line == fence, let md = markdown, let out = html {
                let name = kind.isEmpty ? section : kind
                counts[name, default: 0] += 1
                result.append(Example(file: name == section ? "extensions" : "spec", section: name, number: counts[name] ?? 0,
                                      markdown: md.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t"),
                                      html: out.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")))
                markdown = nil; html = nil
                continue
            }
            if markdown != nil, html == nil, line == "." { html = []; continue }
            if html != nil { html?.append(line) } else if markdown != nil { markdown?.append(line) }
        }
        return result
    }

    static let all = examples(in: "spec-extensions.txt") + examples(in: "extensions-footnotes-interop.txt")

    @Test func allSectionsAreThere() {
        let counts = Dictionary(grouping: Self.all, by: \.section).mapValues(\.count)
        #expect(counts["table"] == 8)
        #expect(counts["strikethrough"] == 2)
        #expect(counts["autolink"] == 11)
        #expect(counts["tagfilter"] == 1)
        #expect(counts["Footnotes"] == 1)
        #expect(counts["Interop"] == 2)
    }

    @Test(arguments: all) func example(_ example: Example) {
        var bytes = Array(example.markdown.utf8)
        let html = bytes.withUnsafeMutableBytes { raw in
            Markdown.withUnsafeTree(UnsafeRawBufferPointer(raw)) { GFMTestRenderer.render($0) }
        }
        if let reason = Self.knownFailures[example.key] {
            withKnownIssue(Comment(rawValue: reason)) { #expect(html == example.html) }
        } else {
            #expect(html == example.html, "\(example)\n--- markdown\n\(example.markdown)")
        }
    }
}
