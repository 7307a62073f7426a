import Testing
import Diagnostics
import YAML

@Suite struct AccessorTests {
    private func value(_ yaml: String) throws -> YAMLNode {
        let root = try #require(try YAML.parse("key: " + yaml + "\n", path: "p.md", lineOffset: 1))
        return try #require(root.mappingPairs?.first?.value)
    }

    private func message(_ body: () throws -> Void) -> String {
        do { try body(); return "no error" } catch { return "\(error)" }
    }

    @Test func strings() throws {
        #expect(try value("Hello").string(path: "p.md") == "Hello")
        #expect(try value("2024").string(path: "p.md") == "2024")
        #expect(try value("''").string(path: "p.md") == "")
        #expect(message { _ = try value("[a]").string(path: "p.md", key: "title") } ==
                "p.md:2:6: error: 'title' must be text (quote it if it looks like a number or is empty), but found a list")
        #expect(message { _ = try value("").string(path: "p.md") }.hasSuffix("but found an empty value"))
    }

    @Test func ints() throws {
        #expect(try value("3").int(path: "p.md") == 3)
        #expect(try value("-12").int(path: "p.md") == -12)
        #expect(try value("1_000").int(path: "p.md") == 1000)
        #expect(try value("0x1F").int(path: "p.md") == 31)
        #expect(message { _ = try value("\"5\"").int(path: "p.md", key: "weight") } ==
                "p.md:2:6: error: 'weight' must be an integer (like 3), but found the quoted text \"5\"")
        #expect(message { _ = try value("2.5").int(path: "p.md") } ==
                "p.md:2:6: error: expected an integer (like 3), but found \"2.5\"")
        #expect(message { _ = try value("99999999999999999999").int(path: "p.md") }.contains("expected an integer"))
    }

    @Test func doubles() throws {
        #expect(try value("2.5").double(path: "p.md") == 2.5)
        #expect(try value("-1e3").double(path: "p.md") == -1000)
        #expect(try value("7").double(path: "p.md") == 7)
        #expect(try value(".inf").double(path: "p.md") == .infinity)
        #expect(try value(".nan").double(path: "p.md").isNaN)
        #expect(message { _ = try value("nan").double(path: "p.md") }.contains("expected a number (like 2.5)"))
        #expect(message { _ = try value("{a: 1}").double(path: "p.md") } ==
                "p.md:2:6: error: expected a number (like 2.5), but found a mapping (key: value pairs)")
    }

    @Test func bools() throws {
        for yes in ["true", "True", "yes", "on", "YES"] { #expect(try value(yes).bool(path: "p.md")) }
        for no in ["false", "FALSE", "no", "off", "No"] { #expect(try !value(no).bool(path: "p.md")) }
        #expect(message { _ = try value("'true'").bool(path: "p.md", key: "draft") } ==
                "p.md:2:6: error: 'draft' must be true or false, but found the quoted text \"true\"")
        #expect(message { _ = try value("maybe").bool(path: "p.md") } ==
                "p.md:2:6: error: expected true or false, but found \"maybe\"")
    }

    @Test func nulls() throws {
        #expect(try value("").isNull)
        #expect(try value("~").isNull)
        #expect(try value("null").isNull)
        #expect(try !value("'null'").isNull)
        #expect(try !value("[]").isNull)
        #expect(try value("[]").mappingPairs == nil)
    }

    @Test func subscriptLooksUpKeys() throws {
        let root = try #require(try YAML.parse("a: 1\nb:\n  c: x\n", path: "p.md"))
        #expect(try root["a"]?.int(path: "p.md") == 1)
        #expect(try root["b"]?["c"]?.string(path: "p.md") == "x")
        #expect(root["missing"] == nil)
        #expect(root["a"]?["c"] == nil)
    }
}
