import Diagnostics
import Testing
import Templates

/// Cardstock-specific rendering behaviour beyond the spec.
@Suite struct RenderingTests {
    @Test func scriptTagsAreEscaped() throws {
        let t = try Template(source: "<p>{{bio}}</p><p>{{{bio}}}</p><p>{{&bio}}</p>", name: "t")
        let out = try t.render(["bio": "<script>alert('hi & \"bye\"')</script>"])
        #expect(out == "<p>&lt;script&gt;alert(&#39;hi &amp; &quot;bye&quot;&#39;)&lt;/script&gt;</p>"
            + "<p><script>alert('hi & \"bye\"')</script></p><p><script>alert('hi & \"bye\"')</script></p>")
    }

    @Test func escapingKeepsNonASCIIText() throws {
        let t = try Template(source: "{{x}}", name: "t")
        #expect(try t.render(["x": "Café → <b>🏃</b>"]) == "Café → &lt;b&gt;🏃&lt;/b&gt;")
        #expect(HTMLEscape.escape("a<b") == "a&lt;b")
    }

    @Test func numbersInterpolateLikeTheSpec() throws {
        let t = try Template(source: "{{a}}|{{b}}|{{c}}|{{d}}|{{e}}|{{f}}|{{g}}", name: "t")
        let out = try t.render(["a": 85000, "b": 1.21, "c": 85000.0, "d": -0.5, "e": -3.0, "f": true, "g": 1e20])
        #expect(out == "85000|1.21|85000|-0.5|-3|true|1e+20")
    }

    @Test func truthiness() throws {
        let t = try Template(source: "{{#v}}yes{{/v}}{{^v}}no{{/v}}", name: "t")
        let cases: [(TemplateValue, String)] = [
            (.null, "no"), (false, "no"), (true, "yes"), ("", "no"), ("x", "yes"), (0, "yes"),
            (0.0, "yes"), ([], "no"), ([1], "yes"), (.object([:]), "yes"),
        ]
        for (value, expected) in cases {
            #expect(try t.render(["v": value]) == expected, "\(value)")
        }
    }

    @Test func renderIntoBytesEqualsStringRender() throws {
        let partials = try TemplateSet(sources: ["row": "<li>{{name}} {{value}}</li>\n"])
        let t = try Template(source: "<ul>\n{{#rows}}\n  {{>row}}\n{{/rows}}\n</ul>\n", name: "page")
        let context: TemplateValue = ["rows": [["name": "Steps", "value": 8200], ["name": "Sleep <7h>", "value": 6.5]]]
        let string = try t.render(context, partials: partials)
        var bytes: [UInt8] = Array("prefix:".utf8)
        try t.render(context, partials: partials, into: &bytes)
        #expect(bytes == Array(("prefix:" + string).utf8))
        #expect(string == "<ul>\n  <li>Steps 8200</li>\n  <li>Sleep &lt;7h&gt; 6.5</li>\n</ul>\n")
    }

    @Test func failedRenderLeavesBytesUnchanged() throws {
        let t = try Template(source: "start {{>missing}} end", name: "page")
        var bytes: [UInt8] = Array("kept".utf8)
        #expect(throws: Diagnostic.self) { try t.render([:], partials: TemplateSet(templates: [:]), into: &bytes) }
        #expect(bytes == Array("kept".utf8))
    }

    @Test func missingPartialIsAnErrorNamingItAndItsTag() throws {
        let t = try Template(source: "<body>\n  {{> header }}\n</body>", name: "page", path: "templates/page.html")
        let partials = try TemplateSet(sources: ["footer": "f"])
        do {
            _ = try t.render([:], partials: partials)
            Issue.record("expected a missing-partial error")
        } catch let d as Diagnostic {
            #expect(d.location == SourceLocation(path: "templates/page.html", line: 2, column: 3))
            #expect(d.message.contains("partial `header` not found"))
            #expect(d.message.contains("footer"))
        }
        // Non-strict rendering follows the spec: a missing partial renders as nothing.
        #expect(try t.render([:], partials: partials, strict: false) == "<body>\n</body>")
    }

    @Test func missingPartialWithoutAnySetIsAnError() throws {
        let t = try Template(source: "{{>nav}}", name: "page")
        #expect(throws: Diagnostic.self) { try t.render([:]) }
    }

    @Test func missingParentIsAnError() throws {
        let t = try Template(source: "x\n{{<layout}}{{$body}}b{{/body}}{{/layout}}", name: "page", path: "p.html")
        do {
            _ = try t.render([:], partials: TemplateSet(templates: [:]))
            Issue.record("expected a missing-parent error")
        } catch let d as Diagnostic {
            #expect(d.description.hasPrefix("p.html:2:1: error: parent template `layout` not found"))
        }
    }

    @Test func errorsInsidePartialsPointIntoThePartialFile() throws {
        let partials = TemplateSet(templates: [
            "card": try Template(source: "<div>\n{{>icon}}</div>", name: "card", path: "templates/card.html"),
        ])
        let t = try Template(source: "{{>card}}", name: "page")
        #expect {
            try t.render([:], partials: partials)
        } throws: { error in
            (error as? Diagnostic)?.location == SourceLocation(path: "templates/card.html", line: 2, column: 1)
        }
    }

    @Test func endlessPartialRecursionIsAnErrorNotACrash() throws {
        let partials = try TemplateSet(sources: ["loop": "x{{>loop}}"])
        let t = try Template(source: "{{>loop}}", name: "page")
        #expect {
            try t.render([:], partials: partials)
        } throws: { error in
            (error as? Diagnostic)?.message.contains("nested more than") == true
        }
    }

    @Test func deepDataRecursionStopsWithAnError() throws {
        // A navigation tree 300 levels deep rendered by a recursive partial.
        var tree: TemplateValue = ["title": "leaf", "children": []]
        for i in 0..<300 { tree = ["title": .string("n\(i)"), "children": [tree]] }
        let partials = try TemplateSet(sources: ["node": "<li>{{title}}<ul>{{#children}}{{>node}}{{/children}}</ul></li>"])
        let t = try Template(source: "{{#tree}}{{>node}}{{/tree}}", name: "nav")
        #expect {
            try t.render(["tree": tree], partials: partials)
        } throws: { error in
            (error as? Diagnostic)?.message.contains("nested more than") == true
        }
        // A shallow tree renders fine.
        let shallow: TemplateValue = ["title": "a", "children": [["title": "b", "children": []]]]
        #expect(try t.render(["tree": shallow], partials: partials) == "<li>a<ul><li>b<ul></ul></li></ul></li>")
    }

    @Test func layoutInheritanceForPages() throws {
        let set = try TemplateSet(sources: [
            "layout": "<html>\n<head><title>{{$title}}Cardstock{{/title}}</title></head>\n<body>\n  {{$body}}\n  {{/body}}\n</body>\n</html>\n",
            "page": "{{<layout}}\n{{$title}}{{page.title}} · Cardstock{{/title}}\n{{$body}}\n<main>\n  <h1>{{page.title}}</h1>\n</main>\n{{/body}}\n{{/layout}}\n",
        ])
        let out = try set.render("page", context: ["page": ["title": "Summary & Trends"]])
        #expect(out == "<html>\n<head><title>Summary &amp; Trends · Cardstock</title></head>\n<body>\n  <main>\n    <h1>Summary &amp; Trends</h1>\n  </main>\n</body>\n</html>\n")
    }

    @Test func emptyOverrideOnItsOwnLineStandsAlone() throws {
        let set = try TemplateSet(sources: [
            "layout": "<nav>\n  {{$nav}}\n  <a href=\"/\">Home</a>\n  {{/nav}}\n</nav>\n",
            "page": "<body>\n  {{<layout}}{{$nav}}{{/nav}}{{/layout}}\n</body>\n",
        ])
        #expect(try set.render("page", context: [:]) == "<body>\n  <nav>\n  </nav>\n</body>\n")
    }

    @Test func missingTemplateInSetIsAnError() throws {
        let set = try TemplateSet(sources: ["page": "x"])
        #expect {
            try set.render("list", context: [:])
        } throws: { error in
            (error as? Diagnostic)?.message.contains("template `list` not found") == true
        }
    }

    @Test func parallelRendersOfOneTemplateAreIdentical() async throws {
        let t = try Template(source: "{{#items}}<li>{{.}}</li>{{/items}}", name: "t")
        let context: TemplateValue = ["items": .list((0..<50).map { .int($0) })]
        let expected = try t.render(context)
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<16 { group.addTask { try t.render(context) } }
            var all: [String] = []
            for try await output in group { all.append(output) }
            return all
        }
        #expect(outputs.count == 16)
        #expect(outputs.allSatisfy { $0 == expected })
    }

    @Test func valueLiteralsAndSubscript() {
        let v: TemplateValue = ["a": [1, 2.5, "x", true, nil]]
        #expect(v["a"] == .list([.int(1), .double(2.5), .string("x"), .bool(true), .null]))
        #expect(v["missing"] == nil)
        #expect(TemplateValue.string("s")["a"] == nil)
        #expect(TemplateValue.double(2.0).interpolatedText == "2")
    }
}
