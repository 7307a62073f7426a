import Testing
import Templates

/// Runs every test of the official Mustache spec files (lambdas excluded: no spec file for them here).
@Suite struct MustacheSpecTests {
    @Test("the spec folder is present and complete")
    func specIsPresent() throws {
        _ = try #require(SpecCase.specDirectory(),
            "Mustache spec folder not found: expected Tests/TemplatesTests/MustacheSpec, or set CARDSTOCK_MUSTACHE_SPEC")
        let files = Set(SpecCase.all.map(\.file))
        for required in ["comments.json", "delimiters.json", "interpolation.json", "inverted.json",
                         "partials.json", "sections.json", "~inheritance.json"] {
            #expect(files.contains(required), "spec file \(required) missing")
        }
    }

    @Test("Mustache spec", arguments: SpecCase.all)
    func spec(_ test: SpecCase) throws {
        if let error = test.loadError {
            Issue.record(Comment(rawValue: error))
            return
        }
        let partials = try TemplateSet(sources: test.partials)
        let template = try Template(source: test.template, name: "spec")
        // The spec renders missing partials as "", so run it non-strict.
        let output = try template.render(test.data, partials: partials, strict: false)
        #expect(output == test.expected, "\(test.file): \(test.name)")
    }
}
