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

    @Test func missingFolderIsAnError() {
        #expect {
            try TemplateSet.load(directory: "/nonexistent/cardstock/templates")
        } throws: { error in
            (error as? DiagnosticList)?.description
                == "/nonexistent/cardstock/templates: error: templates folder not found; create it or pass the right folder with --templates"
        }
    }
}
