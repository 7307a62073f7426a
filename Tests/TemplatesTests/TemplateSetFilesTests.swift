import Diagnostics
import Testing
import Templates

/// Compiling the files of a templates folder (read by the site builder; see SiteTests' TemplateFolderTests).
@Suite struct TemplateSetFilesTests {
    private func file(_ name: String, _ text: String, path: String? = nil) -> TemplateFile {
        TemplateFile(name: name, path: path ?? "templates/\(name).html", bytes: Array(text.utf8))
    }

    @Test func templateNamesComeFromHtmlAndMustacheFiles() {
        #expect(TemplateSet.templateName(forRelativePath: "page.html") == "page")
        #expect(TemplateSet.templateName(forRelativePath: "partials/row.mustache") == "partials/row")
        #expect(TemplateSet.templateName(forRelativePath: "theme.css") == nil)
        #expect(TemplateSet.templateName(forRelativePath: ".html") == nil)
        #expect(TemplateSet.templateName(forRelativePath: "partials/.html") == nil)
        #expect(TemplateSet.templateName(forRelativePath: "notes.txt") == nil)
    }

    @Test func compilesFilesByName() throws {
        let set = try TemplateSet(files: [file("page", "<h1>{{title}}</h1>{{>partials/row}}"),
                                          file("partials/row", "<p>{{subtitle}}</p>", path: "t/partials/row.mustache")])
        #expect(set.names == ["page", "partials/row"])
        #expect(set.template(named: "page")?.path == "templates/page.html")
        #expect(try set.render("page", context: ["title": "Run", "subtitle": "5 km"]) == "<h1>Run</h1><p>5 km</p>")
    }

    @Test func reportsEverySyntaxErrorWithItsFile() throws {
        #expect {
            try TemplateSet(files: [file("a", "ok\n{{#x}}\n"), file("b", "{{/y}}"), file("c", "fine")])
        } throws: { error in
            guard let list = error as? DiagnosticList else { return false }
            return list.errors.map(\.location) == [
                SourceLocation(path: "templates/a.html", line: 2, column: 1),
                SourceLocation(path: "templates/b.html", line: 1, column: 1),
            ]
        }
    }

    @Test func twoFilesWithOneNameAreAnErrorAtTheSecond() throws {
        #expect {
            try TemplateSet(files: [file("page", "a"), file("page", "b", path: "templates/page.mustache")])
        } throws: { error in
            (error as? DiagnosticList)?.description == "templates/page.mustache:1:1: error: two templates are named "
                + "`page` (templates/page.html and templates/page.mustache); rename or remove one"
        }
    }

    @Test func reportsMissingPartialsUnlessAskedNotTo() throws {
        #expect {
            try TemplateSet(files: [file("page", "x\n{{>nav}}")])
        } throws: { error in
            (error as? DiagnosticList)?.description.hasPrefix("templates/page.html:2:1: error: partial `nav` not found") == true
        }
        #expect(try TemplateSet(files: [file("page", "x\n{{>nav}}")], checkReferences: false).names == ["page"])
    }
}

/// Finding references to missing partials before any page renders.
@Suite struct TemplateReferenceTests {
    @Test func missingReferencesAreFoundEvenInUnrenderedSections() throws {
        let set = TemplateSet(templates: [
            "page": try Template(source: "{{#never}}\n  {{>nav}}\n{{/never}}\n{{<layout}}{{$b}}{{>row}}{{/b}}{{/layout}}",
                                 name: "page", path: "t/page.html"),
            "layout": try Template(source: "{{$b}}{{>footer}}{{/b}}", name: "layout", path: "t/layout.html"),
            "row": try Template(source: "row", name: "row"),
        ])
        let missing = set.missingReferences()
        #expect(missing.map(\.description) == [
            "t/layout.html:1:7: error: partial `footer` not found; add `footer.html` to the templates folder or fix the name",
            "t/page.html:2:3: error: partial `nav` not found; add `nav.html` to the templates folder or fix the name",
        ])
        #expect(throws: DiagnosticList.self) { try set.validateReferences() }
    }

    @Test func completeSetHasNoMissingReferences() throws {
        let set = try TemplateSet(sources: ["page": "{{>row}}{{<layout}}{{/layout}}", "row": "r", "layout": "l"])
        #expect(set.missingReferences().isEmpty)
        try set.validateReferences()
    }
}
