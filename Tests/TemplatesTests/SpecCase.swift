import Foundation
import Templates
import Testing

/// One test of the official Mustache spec, read from `shared/mustache-spec/*.json` at test time.
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

    /// The spec folder: `$CARDSTOCK_MUSTACHE_SPEC`, else `shared/mustache-spec` beside the repository
    /// root (`Tests/TemplatesTests/../../../shared`), else in any ancestor folder (for git worktrees).
    static func specDirectory(filePath: String = #filePath) -> String? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["CARDSTOCK_MUSTACHE_SPEC"], !env.isEmpty {
            return fm.fileExists(atPath: env) ? env : nil
        }
        var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()  // Tests/TemplatesTests
        dir = dir.deletingLastPathComponent().deletingLastPathComponent()     // repository root
        while dir.path != "/" {
            let candidate = dir.deletingLastPathComponent().appendingPathComponent("shared/mustache-spec").path
            if fm.fileExists(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// Every case of every `*.json` file, or a single failing case that explains what is missing.
    static let all: [SpecCase] = load()

    private static func failure(_ message: String) -> [SpecCase] {
        [SpecCase(file: "", name: "", template: "", data: .null, partials: [:], expected: "", loadError: message)]
    }

    private static func load() -> [SpecCase] {
        guard let dir = specDirectory() else {
            return failure("Mustache spec folder not found: expected `shared/mustache-spec` beside the repository root, or set CARDSTOCK_MUSTACHE_SPEC")
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
