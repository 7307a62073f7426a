import Diagnostics
import Testing

/// File names are printed one line, unambiguous, and unable to drive the terminal.
@Suite struct PathEscapingTests {
    @Test func plainPathsAreUnchanged() {
        for path in ["content/index.md", "content/été/Ünïcode ✓.md", "a b/c-d_e.md", ""] {
            #expect(SourceLocation.escaped(path) == path)
        }
    }

    @Test func controlCharactersAreEscaped() {
        #expect(SourceLocation.escaped("a\nb") == "a\\nb")
        #expect(SourceLocation.escaped("a\rb\tc") == "a\\rb\\tc")
        #expect(SourceLocation.escaped("a\\b") == "a\\\\b")
        #expect(SourceLocation.escaped("\u{1B}[2J") == "\\u{1B}[2J")
        #expect(SourceLocation.escaped("\u{0}\u{7}\u{7F}") == "\\u{0}\\u{7}\\u{7F}")
        #expect(SourceLocation.escaped("c1\u{85}\u{9B}") == "c1\\u{85}\\u{9B}")
        #expect(SourceLocation.escaped("bidi\u{202E}txt.md\u{2066}") == "bidi\\u{202E}txt.md\\u{2066}")
        #expect(SourceLocation.escaped("sep\u{2028}x") == "sep\\u{2028}x")
    }

    @Test func theLocationPrintsTheEscapedPath() {
        let diagnostic = Diagnostic.error("content/x\n\u{1B}]0;owned\u{7}.md", line: 1, column: 1, "bad")
        #expect(diagnostic.description == "content/x\\n\\u{1B}]0;owned\\u{7}.md:1:1: error: bad")
        #expect(!diagnostic.description.contains("\n"))
    }
}
