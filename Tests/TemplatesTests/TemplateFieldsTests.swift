import Testing
import Templates

/// `.fields` objects render exactly like `.object` dictionaries with the same fields.
@Suite struct TemplateFieldsTests {
    /// The same tree with every `.object` turned into `.fields`.
    static func asFields(_ value: TemplateValue) -> TemplateValue {
        switch value {
        case .object(let dictionary):
            var fields = TemplateFields(minimumCapacity: dictionary.count)
            for key in dictionary.keys.sorted() { fields[key] = asFields(dictionary[key] ?? .null) }
            return .fields(fields)
        case .list(let items): return .list(items.map(asFields))
        default: return value
        }
    }

    static let context: TemplateValue = [
        "site": ["title": "Reports & <Notes>", "author": "", "language": "en"],
        "page": ["title": "Run", "date": "2026-11-24", "weight": 3, "ratio": 1.5, "draft": false],
        "breadcrumb": [["title": "Home", "url": "../"], ["title": "Workouts", "url": "./"]],
        "parent": ["title": "Workouts", "url": "./"],
        "empty": .fields([:]),
        "café": "accent",
        "title": "outer",
    ]

    @Test func rendersLikeObjects() throws {
        let source = """
        <title>{{page.title}}{{^is_home}} · {{site.title}}{{/is_home}}</title>{{{site.title}}}
        {{#site.author}}by {{site.author}}{{/site.author}}{{^site.author}}anonymous{{/site.author}}
        {{#parent}}<nav>{{#breadcrumb}}<a href="{{url}}">{{title}}</a>{{/breadcrumb}} up: {{title}}</nav>{{/parent}}
        {{page.weight}}|{{page.ratio}}|{{page.draft}}|{{page.missing}}|{{missing.deep}}|{{#empty}}empty is truthy{{/empty}}
        {{#page}}{{title}} {{site.language}} {{date}}{{/page}} {{café}} {{cafe\u{301}}} {{.}}
        """
        let template = try Template(source: source, name: "t")
        let expected = try template.render(Self.context)
        #expect(expected.contains("Run · Reports &amp; &lt;Notes&gt;"))
        #expect(try template.render(Self.asFields(Self.context)) == expected)
    }

    @Test func fieldsBehaveLikeADictionary() {
        var fields: TemplateFields = ["a": 1, "b": "two", "a": 3]
        #expect(fields.count == 2)
        #expect(fields["a"] == 3)
        fields["b"] = nil
        fields["c"] = true
        #expect(fields.pairs.map(\.key) == ["a", "c"])
        #expect(fields["b"] == nil)
        // Names compare like String keys: canonically equal spellings are the same name.
        fields["café"] = "nfc"
        #expect(fields["cafe\u{301}"] == "nfc")
        #expect(TemplateValue.fields(fields)["c"] == true)
        #expect(fields == ["c": true, "a": 3, "café": "nfc"])
        #expect(fields != ["c": true, "a": 3])
        #expect(TemplateValue.fields([:]).isTruthy)
        #expect(TemplateValue.fields(["x": 1]) != TemplateValue.object(["x": 1]))
    }

    @Test func namesWithValuesEqualTheLiteral() throws {
        let names = TemplateFields.Names(["title", "café", "n", "list"])
        let values: [TemplateValue] = ["Run & <walk>", "accent", 3, ["a", "b"]]
        let made = TemplateFields(names, values: values)
        let literal: TemplateFields = ["title": "Run & <walk>", "café": "accent", "n": 3, "list": ["a", "b"]]
        #expect(made == literal)
        #expect(made.pairs.map(\.key) == ["title", "café", "n", "list"])
        let template = try Template(source: "{{title}} {{café}} {{n}}{{#list}} {{.}}{{/list}}", name: "t")
        #expect(try template.render(.fields(made)) == template.render(.fields(literal)))
        #expect(names.count == 4)
    }
}
