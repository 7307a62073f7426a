import Foundation
import Testing

/// The target graph stays one-way: the build engine and everything below it never depend on a feature
/// (`Release`, `Preview`, `HealthImport`) or on the CLI, and `cardstock` depends on the CLI only.
@Suite struct PackageLayeringTests {
    /// `Package.swift` beside the `Tests` folder.
    static let manifest: String? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }()

    /// The dependencies listed for target `name` (`nil` when the target is not in the manifest).
    static func dependencies(of name: String) -> [String]? {
        guard let manifest else { return nil }
        for line in manifest.split(separator: "\n")
        where line.contains("arget(name: \"\(name)\"") && !line.contains("testTarget") {
            guard let open = line.range(of: "dependencies: ["), let close = line[open.upperBound...].firstIndex(of: "]") else {
                return []
            }
            return line[open.upperBound..<close].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \""))
            }
        }
        return nil
    }

    static let features: Set<String> = ["Release", "Preview", "HealthImport", "CardstockCLI"]
    static let engineAndBelow = ["Site", "Surfaces", "CommonMark", "YAML", "Templates", "Metrics", "Localization", "Diagnostics",
                                 "Escaping", "POSIXFiles", "OutputSafety", "HTMLSafety"]

    @Test(.enabled(if: manifest != nil, "Package.swift is not beside the Tests folder"), arguments: engineAndBelow)
    func theEngineAndItsLayersDependOnNoFeature(target: String) throws {
        let dependencies = try #require(Self.dependencies(of: target), "target \(target) not found in Package.swift")
        #expect(Set(dependencies).isDisjoint(with: Self.features), "\(target) depends on \(dependencies)")
    }

    @Test(.enabled(if: manifest != nil, "Package.swift is not beside the Tests folder"))
    func mainDependsOnTheCLIOnly() throws {
        #expect(try #require(Self.dependencies(of: "cardstock")) == ["CardstockCLI"])
    }

    @Test(.enabled(if: manifest != nil, "Package.swift is not beside the Tests folder"))
    func featuresDoNotDependOnTheCLI() throws {
        for feature in ["Release", "Preview", "HealthImport"] {
            let dependencies = try #require(Self.dependencies(of: feature))
            #expect(!dependencies.contains("CardstockCLI") && !dependencies.contains("Site"), "\(feature): \(dependencies)")
        }
    }
}
