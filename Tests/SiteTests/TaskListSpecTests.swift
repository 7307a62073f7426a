import Foundation
import HTMLSafety
import Testing
@testable import Site

/// GFM's task list examples (the spec's section "Task list items (extension)" and cmark-gfm's extension tests,
/// copied into `Fixtures/gfm-tasklist`) built by the real page walker. Cards wrap the lists, so the structure is
/// compared, not the bytes: the list items in order with their nesting depth, whether each has a read-only
/// checkbox and its state, and their text; paragraphs outside lists by their text.
@Suite struct TaskListSpecTests {
    /// One example: the Markdown and cmark-gfm's HTML.
    struct Example: CustomStringConvertible, Sendable {
        var file: String
        var number: Int
        var markdown: String
        var html: String
        var description: String { "\(file) #\(number)" }
    }

    static let folder = Fixtures.root + "/gfm-tasklist"

    static func examples(_ file: String) -> [Example] {
        let text = Fixtures.text(folder + "/" + file) ?? ""
        let fence = String(repeating: "`", count: 32)
        var examples: [Example] = []
        var lines: [String]?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix(fence + " example") {
                lines = []
            } else if line == fence, let body = lines {
                let split = body.firstIndex(of: ".") ?? body.count
                examples.append(Example(file: file, number: examples.count + 1,
                                        markdown: body[..<split].joined(separator: "\n") + "\n",
                                        html: body[min(split + 1, body.count)...].joined(separator: "\n")))
                lines = nil
            } else if lines != nil {
                lines?.append(line.replacingOccurrences(of: "→", with: "\t"))
            }
        }
        return examples
    }

    static let all = examples("spec-tasklist.txt") + examples("extensions-tasklist.txt")

    /// A list item or a paragraph outside lists, as compared.
    struct Shape: Equatable, CustomStringConvertible {
        var depth: Int
        /// `nil`: no checkbox; else whether it is checked (it must be disabled).
        var checked: Bool?
        var text: String
        var description: String {
            depth == 0 ? "p(\(text))" : "li\(depth)(\(checked.map { $0 ? "[x] " : "[ ] " } ?? "")\(text))"
        }
    }

    /// The shapes of `html` (inside `<main>` when there is one).
    static func shapes(_ html: String) -> [Shape] {
        var bytes = Array(html.utf8)
        if let main = html.range(of: "<main"), let end = html.range(of: "</main>") {
            bytes = Array(html[main.lowerBound..<end.upperBound].utf8)
        }
        return bytes.withUnsafeBufferPointer { page -> [Shape] in
            var tokenizer = HTMLTokenizer(page)
            var shapes: [Shape] = []
            var depth = 0
            var current: Shape?
            var paragraph: Shape?
            func finish() {
                if var item = current {
                    item.text = collapse(item.text)
                    shapes.append(item)
                    current = nil
                }
            }
            while true {
                switch tokenizer.next() {
                case .startTag(let tag):
                    switch tag.name {
                    case "ul", "ol": finish(); depth += 1
                    case "li": finish(); current = Shape(depth: depth, checked: nil, text: "")
                    case "p" where depth == 0: paragraph = Shape(depth: 0, checked: nil, text: "")
                    case "input" where tag.attribute("type").map({ String(decoding: page[$0.value], as: UTF8.self) }) == "checkbox":
                        if current != nil, tag.attribute("disabled") != nil { current?.checked = tag.attribute("checked") != nil }
                    default: break
                    }
                case .endTag(let tag):
                    switch tag.name {
                    case "ul", "ol": finish(); depth -= 1
                    case "li": finish()
                    case "p" where depth == 0:
                        if var done = paragraph { done.text = collapse(done.text); shapes.append(done) }
                        paragraph = nil
                    default: break
                    }
                case .text(let range):
                    let text = String(decoding: page[range], as: UTF8.self)
                    if current != nil { current?.text += text } else if paragraph != nil { paragraph?.text += text }
                case .endOfFile:
                    finish()
                    return shapes
                default:
                    break
                }
            }
        }
    }

    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    @Test func theExamplesAreThere() {
        #expect(Self.examples("spec-tasklist.txt").count == 2)
        #expect(Self.examples("extensions-tasklist.txt").count == 3)
    }

    @Test(arguments: all)
    func exampleHasTheSpecsStructure(_ example: Example) throws {
        let site = TempSite()
        site.write("content/index.md", "# Example\n\n" + example.markdown)
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let built = try #require(site.read("site/index.html"))
        let expected = Self.shapes(example.html)
        // Every example has ticked and open boxes: the reading of the expected HTML found them.
        #expect(expected.contains { $0.checked == true } && expected.contains { $0.checked == false }, "\(expected)")
        #expect(Self.shapes(built) == expected, "\(example)")
    }

    /// The copies are verbatim: each excerpt still occurs in the shared spec files.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: Fixtures.repositoryRoot + "/../shared/gfm-spec/spec.txt"),
                   "../shared/gfm-spec is not next to the checkout"))
    func excerptsEqualTheSharedSpecFiles() throws {
        let shared = Fixtures.repositoryRoot + "/../shared/gfm-spec/"
        let spec = try #require(Fixtures.text(shared + "spec.txt"))
        let extensions = try #require(Fixtures.text(shared + "extensions.txt"))
        let excerpt = try #require(Fixtures.text(Self.folder + "/spec-tasklist.txt"))
        let parts = excerpt.components(separatedBy: "\n\n## Task list items (extension)")
        #expect(parts.count == 2 && spec.hasPrefix(parts[0]))
        #expect(spec.contains("## Task list items (extension)" + parts[1]))
        let tests = try #require(Fixtures.text(Self.folder + "/extensions-tasklist.txt"))
        #expect(extensions.contains(tests))
    }
}
