import Testing
@testable import YAML

/// The fast reader for simple front matter must give what libyaml gives, or hand over (`nil`).
@Suite struct SimpleMappingTests {
    /// Everything a node holds, for comparing trees.
    static func dump(_ node: YAMLNode?) -> String {
        guard let node else { return "nil" }
        switch node.value {
        case .scalar(let text, let style): return "\(node.line):\(node.column) \(style) [\(text)]"
        case .sequence(let items): return "\(node.line):\(node.column) seq(\(items.map(dump).joined(separator: ", ")))"
        case .mapping(let pairs):
            return "\(node.line):\(node.column) map(\(pairs.map { dump($0.key) + " => " + dump($0.value) }.joined(separator: ", ")))"
        }
    }

    static func both(_ text: String, lineOffset: Int) -> (fast: YAMLNode?, full: String) {
        var copy = text
        return copy.withUTF8 { buffer in
            let fast = SimpleMapping.parse(buffer, lineOffset: lineOffset)
            let full: String
            do { full = dump(try YAML.parseWithLibYAML(buffer, path: "p.md", lineOffset: lineOffset)) } catch {
                full = "error: \(error)"
            }
            return (fast, full)
        }
    }

    static let simple: [String] = [
        "title: \"Report 1\"\ndate: 2026-02-02\nweight: 1\n",
        "title: Report 1\n",
        "title: 'Single quoted'\ndraft: true",
        "\n\ntitle: x\n\n\nweight: 3\n\n",
        "a:    spaced value\nb: \"\"\nc: ''\n",
        "layout: page\ndescription: A page, with a comma - and a dash. And \"quotes\" inside\n",
        "key_with-dash: 10.5\n_under: yes\nx9: null\n",
        "title: \"  padded  \"\n",
        "title: a  b   c\nn: 007\n",
    ]

    static let notSimple: [String] = [
        "title: a: b\n", "title: a # comment\n", "# comment\ntitle: x\n", "title: x \n", "title:\n",
        "title: [a, b]\n", "title: {a: 1}\n", "  title: x\n", "title: \"a\\tb\"\n", "title: 'it''s'\n",
        "title: café\n", "title: x\r\n", "title:\tx\n", "title: x\ntitle: y\n", "title: >\n  folded\n",
        "title: |\n  lit\n", "title: x\n  continued\n", "- a\n- b\n", "title: &a x\n", "title: *a\n",
        "title: !!str 3\n", "title: \"open\n", "---\ntitle: x\n", "title: -x\n", "title: 'a\"\n", "\n\n",
        "title: @x\n", "title: %x\n", "title: \"a\" b\n", "?: x\n", "title: x\n---\nb: y\n",
    ]

    @Test(arguments: simple)
    func simpleTextMatchesLibYAML(_ text: String) {
        for offset in [0, 1, 5] {
            let result = Self.both(text, lineOffset: offset)
            #expect(result.fast != nil, "the fast reader should take \(text.debugDescription)")
            #expect(Self.dump(result.fast) == result.full, "\(text.debugDescription)")
        }
    }

    @Test(arguments: notSimple)
    func otherTextGoesToLibYAML(_ text: String) {
        let result = Self.both(text, lineOffset: 1)
        #expect(result.fast == nil || Self.dump(result.fast) == result.full, "\(text.debugDescription)")
    }

    @Test func longKeysGoToLibYAML() {
        let text = String(repeating: "k", count: 2000) + ": v\n"
        let result = Self.both(text, lineOffset: 1)
        #expect(result.fast == nil)
        #expect(result.full.hasPrefix("error:"))
        #expect(Self.both(String(repeating: "k", count: 100) + ": v\n", lineOffset: 1).fast != nil)
    }

    @Test func publicParseUsesTheSameTree() throws {
        let text = "title: \"Report 1\"\ndate: 2026-02-02\nweight: 1\n"
        let root = try #require(try YAML.parse(text, path: "p.md", lineOffset: 1))
        #expect(Self.dump(root) == Self.both(text, lineOffset: 1).full)
        #expect(try root["weight"]?.int(path: "p.md") == 1)
        #expect(root["date"]?.line == 3 && root["date"]?.column == 7)
    }

    @Test func integersReadOnBytesMatchTheGeneralRules() {
        let cases: [(String, Int?)] = [
            ("1", 1), ("+7", 7), ("-0", 0), ("-12", -12), ("1__0", 10), ("_1", 1), ("_", nil), ("+", nil), ("-", nil),
            ("", nil), ("9223372036854775807", Int.max), ("9223372036854775808", nil), ("-9223372036854775808", nil),
            ("--5", 5), ("-+5", -5), ("0o17", 15), ("0x1F", 31), ("1.5", nil), ("１", nil), ("1 ", nil), ("007", 7),
        ]
        for (text, expected) in cases {
            #expect(YAMLNumber.int(text) == expected, "\(text.debugDescription)")
        }
    }
}
