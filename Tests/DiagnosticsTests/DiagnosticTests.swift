import Testing
import Diagnostics

@Suite struct DiagnosticTests {
    @Test func formatsPathLineColumn() {
        let d = Diagnostic.error("content/a.md", line: 3, column: 7, "unknown key 'titel'")
        #expect(d.description == "content/a.md:3:7: error: unknown key 'titel'")
    }

    @Test func dropsMissingParts() {
        #expect(Diagnostic.warning("a.md", line: 2, "x").description == "a.md:2: warning: x")
        #expect(Diagnostic.error("a.md", "x").description == "a.md: error: x")
        #expect(Diagnostic(.error, at: nil, "x").description == "cardstock: error: x")
    }

    @Test func listSortsByLocation() {
        var list = DiagnosticList()
        list.append(.error("b.md", line: 1, column: 1, "second"))
        list.append(.error("a.md", line: 9, column: 1, "first"))
        list.append(.warning("a.md", line: 10, column: 1, "w"))
        #expect(list.description == "a.md:9:1: error: first\na.md:10:1: warning: w\nb.md:1:1: error: second")
        #expect(list.hasErrors)
        #expect(list.errors.count == 2)
    }
}
