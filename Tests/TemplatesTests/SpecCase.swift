import Foundation
import Templates
import Testing

/// One test of the official Mustache spec, read from `Tests/TemplatesTests/MustacheSpec/*.json` at test time.
struct SpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let template: String
    let data: TemplateValue
    let partials: [String: String]
    let expected: String
    /// Set when the spec could not be loaded; the test then fails with this message.
    let loadError: String?

    var testDescription: String { loadError == nil ? "\(file): \(name)" : "spec not loaded" }

    /// The spec folder: `$CARDSTOCK_MUSTACHE_SPEC`, else the copy in `Tests/TemplatesTests/MustacheSpec`
    /// (the spec's JSON files with their MIT licence, so a clone needs nothing beside it).
    static func specDirectory(filePath: String = #filePath) -> String? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["CARDSTOCK_MUSTACHE_SPEC"], !env.isEmpty {
            return fm.fileExists(atPath: env) ? env : nil
        }
        let copy = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("MustacheSpec").path
        return fm.fileExists(atPath: copy) ? copy : nil
    }

    /// Every case of every `*.json` file, or a single failing case that explains what is missing.
    static let all: [SpecCase] = load()

    private static func failure(_ message: String) -> [SpecCase] {
        [SpecCase(file: "", name: "", template: "", data: .null, partials: [:], expected: "", loadError: message)]
    }

    private static func load() -> [SpecCase] {
        guard let dir = specDirectory() else {
            return failure("Mustache spec folder not found: expected Tests/TemplatesTests/MustacheSpec, or set CARDSTOCK_MUSTACHE_SPEC")
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        if files.isEmpty { return failure("no *.json spec files in \(dir)") }
        var cases: [SpecCase] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: dir + "/" + file),
                  let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let tests = root["tests"] as? [[String: Any]] else {
                return failure("cannot parse spec file \(dir)/\(file)")
            }
            for test in tests {
                cases.append(SpecCase(
                    file: file,
                    name: test["name"] as? String ?? "?",
                    template: test["template"] as? String ?? "",
                    data: value(test["data"] as Any),
                    partials: test["partials"] as? [String: String] ?? [:],
                    expected: test["expected"] as? String ?? "",
                    loadError: nil))
            }
        }
        return cases
    }

    /// Converts a JSONSerialization value into a TemplateValue (booleans are NSNumbers of type `c`).
    static func value(_ any: Any) -> TemplateValue {
        switch any {
        case let s as String:
            return .string(s)
        case let n as NSNumber:
            switch String(cString: n.objCType) {
            case "c", "B": return .bool(n.boolValue)
            case "d", "f": return .double(n.doubleValue)
            default: return .int(n.intValue)
            }
        case let a as [Any]:
            return .list(a.map(value))
        case let o as [String: Any]:
            return .object(o.mapValues(value))
        default:
            return .null
        }
    }
}
