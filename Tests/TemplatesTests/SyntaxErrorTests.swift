import Diagnostics
import Testing
import Templates

/// Syntax errors are diagnostics at the exact `path:line:col` of the offending tag.
@Suite struct SyntaxErrorTests {
    /// Compiles `source` and returns the diagnostic it throws (records an issue when it does not throw).
    private func diagnostic(_ source: String) -> Diagnostic? {
        do {
            _ = try Template(source: source, name: "page", path: "templates/page.html")
            Issue.record("expected a syntax error for \(source.debugDescription)")
            return nil
        } catch let d as Diagnostic {
            return d
        } catch {
            Issue.record("unexpected error type \(error)")
            return nil
        }
    }

    @Test func unclosedTagPointsAtItsOpening() {
        let d = diagnostic("<h1>\n  <p>{{title</p>\n")
        #expect(d?.location == SourceLocation(path: "templates/page.html", line: 2, column: 6))
        #expect(d?.description.hasPrefix("templates/page.html:2:6: error: unclosed tag") == true)
    }

    @Test func unclosedTripleMustacheNeedsThreeBraces() {
        let d = diagnostic("a {{{body}}")
        #expect(d?.location?.line == 1)
        #expect(d?.location?.column == 3)
        #expect(d?.message.contains("}}}") == true)
    }

    @Test func unclosedSectionPointsAtTheOpeningTag() {
        let d = diagnostic("<ul>\n{{#items}}\n  <li>{{name}}</li>\n</ul>\n")
        #expect(d?.description == "templates/page.html:2:1: error: section `items` is never closed; add `{{/items}}` where it should end")
    }

    @Test func mismatchedSectionEndNamesBothSections() {
        let d = diagnostic("{{#a}}\n  {{#b}}x{{/a}}\n{{/b}}")
        #expect(d?.location == SourceLocation(path: "templates/page.html", line: 2, column: 10))
        #expect(d?.message.contains("`{{/a}}` does not match the open section `b` (opened at 2:3)") == true)
    }

    @Test func closingTagWithoutOpening() {
        let d = diagnostic("text\n\n   {{/items}}")
        #expect(d?.location == SourceLocation(path: "templates/page.html", line: 3, column: 4))
        #expect(d?.message.contains("closes nothing") == true)
    }

    @Test func unclosedBlockAndParentAreErrors() {
        #expect(diagnostic("{{<layout}}{{$body}}x{{/layout}}")?.location?.column == 22)
        #expect(diagnostic("{{<layout}}\n")?.message.contains("`layout` is never closed") == true)
    }

    @Test(arguments: ["{{=<% %>}}", "{{=<%=}}", "{{=a b c=}}", "{{= <% =%> =}}"])
    func badDelimiterTag(_ source: String) {
        let d = diagnostic("ok\n  " + source)
        #expect(d?.location == SourceLocation(path: "templates/page.html", line: 2, column: 3))
        #expect(d?.message.contains("set-delimiter") == true || d?.message.contains("unclosed tag") == true)
    }

    @Test(arguments: ["{{}}", "{{  }}", "{{#}}x{{/}}", "{{a b}}", "{{a..b}}", "{{.a}}"])
    func malformedNames(_ source: String) {
        let d = diagnostic(source)
        #expect(d?.location?.line == 1)
        #expect(d?.location?.column == 1)
    }

    @Test func columnsCountCharactersNotBytes() {
        // "é" and "→" are 2 and 3 bytes; the tag starts at character 5 of line 1.
        let d = diagnostic("é → {{#x}}")
        #expect(d?.location?.column == 5)
    }

    @Test func errorsAfterADelimiterChangeUseTheNewDelimiters() {
        let d = diagnostic("{{=<% %>=}}\n<%#a%>\n<%title\n")
        #expect(d?.location == SourceLocation(path: "templates/page.html", line: 3, column: 1))
        #expect(d?.message.contains("%>") == true)
    }

    @Test func pathDefaultsToTheName() throws {
        do {
            _ = try Template(source: "{{#x}}", name: "card")
            Issue.record("expected an error")
        } catch let d as Diagnostic {
            #expect(d.location?.path == "card")
        }
    }
}

/// Limits that keep hostile templates from crashing the build.
@Suite struct NestingLimitTests {
    @Test func deeplyNestedSectionsAreAnError() {
        let source = String(repeating: "{{#a}}", count: 300) + String(repeating: "{{/a}}", count: 300)
        #expect {
            try Template(source: source, name: "deep")
        } throws: { error in
            (error as? Diagnostic)?.location?.column == 1 + 6 * 100
        }
    }

    @Test func longSingleLineTemplatesKeepCorrectColumns() {
        let prefix = String(repeating: "<b>{{x}}</b>", count: 2000)
        do {
            _ = try Template(source: prefix + "{{#open}}", name: "long")
            Issue.record("expected an error")
        } catch let d as Diagnostic {
            #expect(d.location?.line == 1)
            #expect(d.location?.column == prefix.count + 1)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
