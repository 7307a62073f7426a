import Testing
import Diagnostics
import YAML

@Suite struct FrontMatterTests {
    private func split(_ text: String) throws -> FrontMatter {
        try FrontMatter.split(text, path: "content/run.md")
    }

    private func body(_ text: String, _ fm: FrontMatter) -> String {
        String(decoding: Array(text.utf8)[fm.bodyOffset...], as: UTF8.self)
    }

    @Test func withFrontMatter() throws {
        let text = "---\ntitle: Run\ndraft: no\n---\n# Body\n"
        let fm = try split(text)
        #expect(fm.yaml == "title: Run\ndraft: no\n")
        #expect(fm.yamlFirstLine == 2)
        #expect(fm.bodyLineOffset == 4)
        #expect(body(text, fm) == "# Body\n")
        let root = try #require(try YAML.parse(fm.yaml ?? "", path: "content/run.md", lineOffset: fm.yamlFirstLine - 1))
        #expect(root.mappingPairs?[1].keyNode.line == 3)
    }

    @Test func withoutFrontMatter() throws {
        let text = "# Title\n---\n"
        let fm = try split(text)
        #expect(fm.yaml == nil)
        #expect(fm.bodyOffset == 0 && fm.bodyLineOffset == 0)
        #expect(try split("").yaml == nil)
        #expect(try split("----\na\n").yaml == nil)
        #expect(try split("--- x\n").yaml == nil)
    }

    @Test func dotsCloseAndTrailingSpacesAreTolerated() throws {
        let text = "--- \ntitle: A\n... \nbody"
        let fm = try split(text)
        #expect(fm.yaml == "title: A\n")
        #expect(body(text, fm) == "body")
        #expect(fm.bodyLineOffset == 3)
    }

    @Test func unclosedIsAnErrorAtLineOne() {
        #expect(throws: Diagnostic.error("content/run.md", line: 1, column: 1,
                                         "front matter is not closed: add a line with --- after it")) {
            _ = try split("---\ntitle: A\n# Body\n")
        }
        #expect(throws: Diagnostic.self) { _ = try split("---") }
    }

    @Test func crlf() throws {
        let text = "---\r\ntitle: A\r\n---\r\nbody\r\n"
        let fm = try split(text)
        #expect(fm.yaml == "title: A\r\n")
        #expect(body(text, fm) == "body\r\n")
        #expect(fm.bodyLineOffset == 3)
        let root = try #require(try YAML.parse(fm.yaml ?? "", path: "p", lineOffset: 1))
        #expect(try root.mappingPairs?.first?.value.string(path: "p") == "A")
    }

    @Test func bom() throws {
        let text = "\u{FEFF}---\ntitle: A\n---\nbody"
        let fm = try split(text)
        #expect(fm.yaml == "title: A\n")
        #expect(body(text, fm) == "body")
        let plain = try split("\u{FEFF}# Hi")
        #expect(plain.yaml == nil && plain.bodyOffset == 3)
    }

    @Test func emptyFrontMatter() throws {
        let text = "---\n---\nbody"
        let fm = try split(text)
        #expect(fm.yaml == "")
        #expect(fm.bodyLineOffset == 2)
        #expect(body(text, fm) == "body")
        #expect(try YAML.parse(fm.yaml ?? "", path: "p") == nil)
    }

    @Test func closerAtEndOfFileWithoutNewline() throws {
        let text = "---\na: 1\n---"
        let fm = try split(text)
        #expect(fm.yaml == "a: 1\n")
        #expect(fm.bodyOffset == text.utf8.count)
    }

    @Test func parseYAMLUsesWholeFileLines() throws {
        let fm = try split("---\ntitle: A\ntitle: B\n---\n")
        #expect(throws: Diagnostic.error("content/run.md", line: 3, column: 1,
                                         "duplicate key 'title': it is already set on line 2; keep only one of lines 2 and 3")) {
            _ = try fm.parseYAML(path: "content/run.md")
        }
        #expect(try split("# no front matter").parseYAML(path: "x") == nil)
        let bad = try split("---\na: b: c\n---\n")
        #expect(throws: Diagnostic.self) { _ = try bad.parseYAML(path: "x") }
        do {
            _ = try bad.parseYAML(path: "x")
        } catch let error as Diagnostic {
            #expect(error.location == SourceLocation(path: "x", line: 2, column: 5))
        }
    }
}
