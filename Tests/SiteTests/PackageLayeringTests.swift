import Foundation
import Testing

/// The target graph stays one-way and says what the code does: each target's `import` lines name exactly
/// the targets `Package.swift` lets it depend on (no undeclared import, no unused dependency), the build
/// engine and everything below it never depend on a feature (`Release`, `Preview`, `HealthImport`) or on
/// the CLI, and `cardstock` depends on the CLI only.
@Suite(.enabled(if: PackageManifest.shared != nil, "Package.swift is not beside the Tests folder"))
struct PackageLayeringTests {
    static let manifest = PackageManifest.shared ?? PackageManifest(text: "")

    /// The targets with Swift sources, not tests.
    static let sourceTargets = manifest.targets.filter { $0.kind == "target" || $0.kind == "executableTarget" }.map(\.name)
    /// The test targets.
    static let testTargets = manifest.targets.filter { $0.kind == "testTarget" }.map(\.name)

    static let features: Set<String> = ["Release", "Preview", "HealthImport", "CardstockCLI"]
    static let engineAndBelow = ["Site", "Surfaces", "CommonMark", "YAML", "Templates", "Metrics", "Localization", "Diagnostics",
                                 "Escaping", "POSIXFiles", "OutputSafety", "HTMLSafety", "Basics"]

    @Test(arguments: sourceTargets)
    func importsAreExactlyTheDeclaredDependencies(target name: String) throws {
        let target = try #require(Self.manifest.target(name))
        let imported = Self.manifest.imports(of: target).subtracting(PackageManifest.toolchainModules)
        let declared = Set(target.dependencies)
        #expect(imported.subtracting(declared).isEmpty,
                "\(name) imports \(imported.subtracting(declared).sorted()) without declaring them in Package.swift")
        #expect(declared.subtracting(imported).isEmpty,
                "\(name) declares \(declared.subtracting(imported).sorted()) in Package.swift but never imports them; remove them")
    }

    @Test(arguments: testTargets)
    func testTargetsUseWhatTheyDeclareAndReachWhatTheyImport(target name: String) throws {
        let target = try #require(Self.manifest.target(name))
        let imported = Self.manifest.imports(of: target).intersection(Self.manifest.names)
        let declared = Set(target.dependencies)
        #expect(declared.subtracting(imported).isEmpty,
                "\(name) declares \(declared.subtracting(imported).sorted()) in Package.swift but never imports them; remove them")
        let reachable = declared.union(Self.manifest.closure(of: name))
        #expect(imported.subtracting(reachable).isEmpty, "\(name) imports \(imported.subtracting(reachable).sorted()), which it cannot reach")
    }

    @Test func theImportReaderSeesEveryKindOfImportLine() {
        let manifest = PackageManifest(text: ".target(name: \"A\", dependencies: [\"B\",\n \"C\"]),")
        #expect(manifest.targets == [PackageManifest.Target(kind: "target", name: "A", dependencies: ["B", "C"])])
        #expect(Self.manifest.imports(of: Self.manifest.target("cardstock")!).contains("CardstockCLI"))
        #expect(Self.manifest.imports(of: Self.manifest.target("SiteTests")!).contains("CardstockCLI"))  // @testable
    }

    @Test(arguments: engineAndBelow)
    func theEngineAndItsLayersDependOnNoFeature(target: String) throws {
        let dependencies = Self.manifest.closure(of: target)
        #expect(Self.manifest.target(target) != nil, "target \(target) not found in Package.swift")
        #expect(dependencies.isDisjoint(with: Self.features), "\(target) depends on \(dependencies.intersection(Self.features))")
    }

    @Test func mainDependsOnTheCLIOnly() throws {
        #expect(try #require(Self.manifest.target("cardstock")).dependencies == ["CardstockCLI"])
    }

    @Test func featuresDoNotDependOnTheCLIOrTheEngine() throws {
        for feature in ["Release", "Preview", "HealthImport"] {
            let dependencies = Self.manifest.closure(of: feature)
            #expect(!dependencies.contains("CardstockCLI") && !dependencies.contains("Site"), "\(feature): \(dependencies)")
        }
    }
}
