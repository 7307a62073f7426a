import Testing
import Diagnostics
import YAML

/// The error text a user sees, or "no error".
func yamlError(_ text: String, lineOffset: Int = 0) -> String {
    do {
        _ = try YAML.parse(text, path: "content/page.md", lineOffset: lineOffset)
        return "no error"
    } catch {
        return "\(error)"
    }
}

@Suite struct YAMLParseTests {
    @Test func scalarsWithStylesAndPositions() throws {
        let text = "plain: hello world\nsingle: 'it''s'\ndouble: \"a\\tb\"\nliteral: |\n  line 1\n  line 2\nfolded: >\n  a\n  b\n"
        let root = try #require(try YAML.parse(text, path: "p.md", lineOffset: 1))
        let pairs = try #require(root.mappingPairs)
        #expect(pairs.map(\.key) == ["plain", "single", "double", "literal", "folded"])
        var found: [String] = []
        for pair in pairs {
            guard case .scalar(let value, let style) = pair.value.value else { Issue.record("not scalar"); continue }
            found.append("\(value)|\(style)|\(pair.keyNode.line):\(pair.keyNode.column)|\(pair.value.line):\(pair.value.column)")
        }
        #expect(found == [
            "hello world|plain|2:1|2:8",
            "it's|singleQuoted|3:1|3:9",
            "a\tb|doubleQuoted|4:1|4:9",
            "line 1\nline 2\n|literal|5:1|5:10",
            "a b\n|folded|8:1|8:9",
        ])
        #expect(root.line == 2 && root.column == 1)
    }

    @Test func sequencesAndNestedMappings() throws {
        let text = "tags: [a, b]\nsections:\n  - name: Coach\n    icon: figure.run\n  - name: Vitals\n"
        let root = try #require(try YAML.parse(text, path: "p.md"))
        let pairs = try #require(root.mappingPairs)
        let tags = try #require(pairs[0].value.sequenceItems)
        #expect(try tags.map { try $0.string(path: "p.md") } == ["a", "b"])
        #expect(tags.map(\.column) == [8, 11])
        let sections = try #require(pairs[1].value.sequenceItems)
        #expect(sections.count == 2)
        #expect(sections[1].line == 5 && sections[1].column == 5)
        let first = try #require(sections[0].mappingPairs)
        #expect(first.map(\.key) == ["name", "icon"])
        #expect(try first[1].value.string(path: "p.md") == "figure.run")
        #expect(first[1].value.line == 4 && first[1].value.column == 11)
    }

    @Test func emptyDocumentsAreNil() throws {
        #expect(try YAML.parse("", path: "p.md") == nil)
        #expect(try YAML.parse("# only a comment\n\n", path: "p.md") == nil)
        #expect(try YAML.parse("---\n", path: "p.md") == nil)
    }

    @Test func invalidYAMLReportsWholeFileLine() {
        #expect(yamlError("title: ok\nbad: a: b\n", lineOffset: 1) ==
                "content/page.md:3:7: error: invalid YAML: mapping values are not allowed in this context; put the value in quotes if it contains ': ', or fix the indentation of this line")
        #expect(yamlError("a: [1, 2\nb: 3\n", lineOffset: 4) ==
                "content/page.md:6:2: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence; close the list with ']', and put items containing ',' or ':' in quotes")
        #expect(yamlError("x: 1\ntitle: \"open\n", lineOffset: 1) ==
                "content/page.md:3:8: error: invalid YAML: found unexpected end of stream while scanning a quoted scalar; close the quote that starts here")
    }

    @Test func tabsSpecialCharactersAndMissingColons() {
        #expect(yamlError("a:\n\tb: 1\n", lineOffset: 1) ==
                "content/page.md:3:1: error: invalid YAML: found character that cannot start any token while scanning for the next token; indent YAML with spaces, not tabs")
        #expect(yamlError("a: @x\n") ==
                "content/page.md:1:4: error: invalid YAML: found character that cannot start any token while scanning for the next token; a value starting with '@' must be in quotes")
        #expect(yamlError("key: |\n text\nb\n", lineOffset: 2) ==
                "content/page.md:5:1: error: invalid YAML: could not find expected ':' while scanning a simple key; add ': value' after this key, or put the text in quotes")
        #expect(yamlError("a: b\u{01}c\n", lineOffset: 1) ==
                "content/page.md:2:5: error: invalid YAML: control characters are not allowed: remove the invisible character at this position")
    }

    @Test func duplicateKeysNameBothLines() {
        #expect(yamlError("title: A\ndate: 2024-01-01\ntitle: B\n", lineOffset: 1) ==
                "content/page.md:4:1: error: duplicate key 'title': it is already set on line 2; keep only one of lines 2 and 4")
        #expect(yamlError("outer:\n  k: 1\n  k: 2\n") ==
                "content/page.md:3:3: error: duplicate key 'k': it is already set on line 2; keep only one of lines 2 and 3")
        #expect(yamlError("a: 1\nb:\n  a: 2\n") == "no error")
    }

    @Test func aliasesAreCopiesAndUnknownAliasesAreErrors() throws {
        let root = try #require(try YAML.parse("base: &t orange\ntint: *t\n", path: "p.md"))
        let pairs = try #require(root.mappingPairs)
        #expect(try pairs[1].value.string(path: "p.md") == "orange")
        #expect(pairs[1].value.line == 2 && pairs[1].value.column == 7)
        #expect(yamlError("a: *nope\n").hasPrefix("content/page.md:1:4: error: "))
    }

    @Test func mergeKeysAreRejected() throws {
        #expect(yamlError("base: &b {icon: star}\nsection:\n  <<: *b\n  tint: red\n", lineOffset: 1) ==
                "content/page.md:4:3: error: YAML merge keys ('<<') are not supported: write the keys out in this mapping")
        let quoted = try #require(try YAML.parse("'<<': x\n", path: "p.md"))
        #expect(quoted.mappingPairs?.first?.key == "<<")
    }

    @Test func aliasBombIsRefused() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...8 {
            let ref = Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ")
            text += "a\(i): &a\(i) [\(ref)]\n"
        }
        #expect(yamlError(text).contains("too many aliases"))
    }

    @Test func tagsAreRejectedExceptStr() throws {
        #expect(yamlError("weight: !!int 3\n") ==
                "content/page.md:1:9: error: YAML tag '!!int' is not supported: remove it (quote the value if it must stay text)")
        #expect(yamlError("x: !custom v\n").contains("YAML tag '!custom' is not supported"))
        let root = try #require(try YAML.parse("v: !!str 3\n", path: "p.md"))
        let value = try #require(root.mappingPairs?.first?.value)
        #expect(try value.string(path: "p.md") == "3")
        #expect(throws: Diagnostic.self) { try value.int(path: "p.md") }
    }

    @Test func complexKeysAndSecondDocumentsAreErrors() {
        #expect(yamlError("? [a, b]\n: c\n").contains("a mapping key must be plain text"))
        #expect(yamlError("a: 1\n---\nb: 2\n").hasPrefix("content/page.md:2:1: error: only one YAML document is allowed here"))
    }

    @Test func deepNestingIsRefused() {
        let text = String(repeating: "[", count: 150) + String(repeating: "]", count: 150)
        #expect(yamlError(text).contains("nested more than 100 levels"))
    }
}
