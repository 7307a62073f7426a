import Foundation

/// The targets `Package.swift` declares, read from its text, and the modules their sources import.
struct PackageManifest {
    /// One declared target.
    struct Target: Equatable {
        /// `target`, `executableTarget`, `systemLibrary` or `testTarget`.
        var kind: String
        /// Its name.
        var name: String
        /// The targets it depends on, as listed.
        var dependencies: [String]

        /// The folder of its sources, relative to the package.
        var folder: String { kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)" }
    }

    /// The package folder (beside `Tests`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The manifest, or `nil` when the tests run away from the sources.
    static let shared: PackageManifest? = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) else {
            return nil
        }
        return PackageManifest(text: text)
    }()

    /// Modules that come with the toolchain, not from the package.
    static let toolchainModules: Set<String> = ["Foundation", "FoundationXML", "FoundationEssentials", "Dispatch", "Glibc",
                                                "Darwin", "Synchronization", "Testing", "_FoundationICU", "XCTest"]

    /// The targets in the order declared.
    let targets: [Target]

    /// Reads every `.target(`, `.executableTarget(`, `.systemLibrary(` and `.testTarget(` of the manifest.
    init(text: String) {
        let pattern = try! NSRegularExpression(pattern: #"\.(target|executableTarget|systemLibrary|testTarget)\(\s*name:\s*"([^"]+)""#)
        let whole = NSRange(text.startIndex..., in: text)
        let matches = pattern.matches(in: text, range: whole)
        targets = matches.enumerated().map { index, match in
            let end = index + 1 < matches.count ? matches[index + 1].range.location : whole.length
            let body = (text as NSString).substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            return Target(kind: (text as NSString).substring(with: match.range(at: 1)),
                          name: (text as NSString).substring(with: match.range(at: 2)),
                          dependencies: Self.dependencies(in: body))
        }
    }

    /// The string literals of the first `dependencies: [ … ]` in a target's text.
    static func dependencies(in body: String) -> [String] {
        guard let open = body.range(of: "dependencies: ["),
              let close = body[open.upperBound...].firstIndex(of: "]") else { return [] }
        return body[open.upperBound..<close].split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\""))
        }.filter { !$0.isEmpty }
    }

    /// The target called `name`.
    func target(_ name: String) -> Target? { targets.first { $0.name == name } }

    /// Every module the Swift files under the target's folder import (`import X`, `@testable import X`, …).
    func imports(of target: Target) -> Set<String> {
        let folder = Self.root.appendingPathComponent(target.folder)
        let pattern = try! NSRegularExpression(pattern: #"^\s*(?:@testable\s+|@_exported\s+|public\s+|package\s+|internal\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#,
                                               options: .anchorsMatchLines)
        var modules: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                modules.insert((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        return modules
    }

    /// The names of the package's targets.
    var names: Set<String> { Set(targets.map(\.name)) }

    /// Everything `target` depends on, directly or through other targets.
    func closure(of name: String) -> Set<String> {
        var seen: Set<String> = []
        var queue = target(name)?.dependencies ?? []
        while let next = queue.popLast() {
            if seen.insert(next).inserted { queue += target(next)?.dependencies ?? [] }
        }
        return seen
    }
}
