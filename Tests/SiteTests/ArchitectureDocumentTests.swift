import Foundation
import Testing

/// The README's architecture diagram and the target table of docs/content/architecture/index.md say what
/// `Package.swift` says: every target appears, nothing else does, and each dependency is as declared.
@Suite(.enabled(if: PackageManifest.shared != nil, "Package.swift is not beside the Tests folder"))
struct ArchitectureDocumentTests {
    static let manifest = PackageManifest.shared ?? PackageManifest(text: "")

    /// Every target that is not a test, with its dependencies.
    static var productTargets: [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: manifest.targets.filter { $0.kind != "testTarget" }
            .map { ($0.name, Set($0.dependencies)) })
    }

    /// A file of the package as text.
    static func read(_ path: String) throws -> String {
        try String(contentsOf: PackageManifest.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The README diagram's layers, top first: the names before the description on each line.
    static func readmeLayers(_ readme: String) throws -> [[String]] {
        let section = try #require(readme.components(separatedBy: "\n## Architecture\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "\n```").first)
        return block.split(separator: "\n").map { line in
            line.components(separatedBy: "   ")[0].components(separatedBy: " · ").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func theReadmeDiagramHasEveryTargetOnceAndDependenciesPointDown() throws {
        let layers = try Self.readmeLayers(Self.read("README.md"))
        let listed = layers.flatMap { $0 }
        #expect(listed.count == Set(listed).count, "a target is listed twice: \(listed)")
        #expect(Set(listed) == Set(Self.productTargets.keys),
                "README lists \(Set(listed).subtracting(Self.productTargets.keys).sorted()) that Package.swift lacks, and lacks \(Set(Self.productTargets.keys).subtracting(listed).sorted())")
        let layer = Dictionary(uniqueKeysWithValues: layers.enumerated().flatMap { index, names in names.map { ($0, index) } })
        for (target, dependencies) in Self.productTargets {
            for dependency in dependencies {
                #expect((layer[dependency] ?? -1) > (layer[target] ?? .max),
                        "README draws \(target) on a line not above its dependency \(dependency)")
            }
        }
    }

    /// The rows of the docs' target table: target → the names in backticks of its "Depends on" cell.
    static func tableRows(_ page: String) -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        for line in page.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3 else { continue }
            let names = cells[2].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = Set(names)
        }
        return rows
    }

    @Test func theDocsTargetTableMatchesThePackage() throws {
        let rows = Self.tableRows(try Self.read("docs/content/architecture/index.md"))
        #expect(rows == Self.productTargets)
        for target in Self.productTargets.keys.sorted() where rows[target] != Self.productTargets[target] {
            Issue.record("\(target): the docs say \(rows[target]?.sorted() ?? []), Package.swift says \(Self.productTargets[target]?.sorted() ?? [])")
        }
    }

    @Test func theDecisionsPageExistsAndIsLinked() throws {
        let decisions = try Self.read("docs/content/architecture/decisions.md")
        #expect(decisions.contains("libcmark-gfm") && decisions.contains("Mustache") && decisions.contains("static"))
        #expect(try Self.read("docs/content/architecture/index.md").contains("(decisions.md)"))
    }
}
