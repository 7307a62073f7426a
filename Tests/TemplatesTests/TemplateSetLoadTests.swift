import Diagnostics
import Foundation
import Testing
import Templates

/// Loading a templates folder from disk.
@Suite struct TemplateSetLoadTests {
    /// A fresh temporary folder holding `files` (relative path → contents).
    private func folder(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardstock-templates-\(UUID().uuidString)").path
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func loadsHtmlAndMustacheFilesByName() throws {
        let dir = try folder([
            "page.html": "<h1>{{title}}</h1>{{>partials/row}}",
            "partials/row.mustache": "<p>{{subtitle}}</p>",
            "theme.css": "body {}",
            ".hidden.html": "{{#broken",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let set = try TemplateSet.load(directory: dir)
        #expect(set.names == ["page", "partials/row"])
        #expect(set.template(named: "page")?.path == dir + "/page.html")
        #expect(try set.render("page", context: ["title": "Run", "subtitle": "5 km"]) == "<h1>Run</h1><p>5 km</p>")
    }

    @Test func symlinkedFoldersAreNotFollowed() throws {
        let dir = try folder(["page.html": "p", "partials/row.html": "r"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/partials/loop", withDestinationPath: dir)
        #expect(try TemplateSet.load(directory: dir).names == ["page", "partials/row"])
    }

    @Test func reportsEverySyntaxErrorWithItsFile() throws {
        let dir = try folder([
            "a.html": "ok\n{{#x}}\n",
            "b.html": "{{/y}}",
            "c.html": "fine",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect {
            try TemplateSet.load(directory: dir)
        } throws: { error in
            guard let list = error as? DiagnosticList else { return false }
            return list.errors.map(\.location) == [
                SourceLocation(path: dir + "/a.html", line: 2, column: 1),
                SourceLocation(path: dir + "/b.html", line: 1, column: 1),
            ]
        }
    }

    @Test func twoFilesWithOneNameAreAnError() throws {
        let dir = try folder(["page.html": "a", "page.mustache": "b"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect {
            try TemplateSet.load(directory: dir)
        } throws: { error in
            (error as? DiagnosticList)?.description.contains("two templates are named `page`") == true
        }
    }

    @Test func loadReportsMissingPartialsUnlessAskedNotTo() throws {
        let dir = try folder(["page.html": "x\n{{>nav}}"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect {
            try TemplateSet.load(directory: dir)
        } throws: { error in
            (error as? DiagnosticList)?.description.hasPrefix(dir + "/page.html:2:1: error: partial `nav` not found") == true
        }
        #expect(try TemplateSet.load(directory: dir, checkReferences: false).names == ["page"])
    }

    @Test func missingFolderIsAnError() {
        #expect {
            try TemplateSet.load(directory: "/nonexistent/cardstock/templates")
        } throws: { error in
            (error as? DiagnosticList)?.description
                == "/nonexistent/cardstock/templates: error: templates folder not found; create it or pass the right folder with --templates"
        }
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
