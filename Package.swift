// swift-tools-version:6.0
import PackageDescription

/// Release-only: lets the optimizer specialize and inline generic code across module boundaries
/// (Surfaces' views rendered from Site, for example). Debug builds and `swift test` are unaffected.

// One-way target graph (see README "Architecture"): C shims → parsers/engines → Site → cardstock.
let package = Package(
    name: "Cardstock",
    products: [
        .executable(name: "cardstock", targets: ["cardstock"]),
        .library(name: "Surfaces", targets: ["Surfaces"]),
    ],
    targets: [
        // C libraries from Debian, through pkg-config.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // Swift libraries.
        .target(name: "Diagnostics"),
        .target(name: "HTMLSafety", dependencies: ["Diagnostics"]),
        .target(name: "Escaping"),
        .target(name: "CommonMark", dependencies: ["CCmark"]),
        .target(name: "YAML", dependencies: ["CYAML", "Diagnostics"]),
        .target(name: "Surfaces", dependencies: ["Escaping"]),
        .target(name: "Metrics", dependencies: ["Diagnostics"]),
        .target(name: "OutputSafety", dependencies: ["Diagnostics"]),
        .target(name: "Templates", dependencies: ["Diagnostics", "Escaping"]),
        .target(name: "Site", dependencies: ["Diagnostics", "CommonMark", "YAML", "Surfaces", "Metrics", "Templates", "HealthImport", "Release", "Preview", "Escaping", "OutputSafety", "HTMLSafety"]),
        .target(name: "Preview", dependencies: ["CMicroHTTPD", "Diagnostics", "Escaping"]),
        .target(name: "Release", dependencies: ["Diagnostics", "Escaping", "HTMLSafety", "OutputSafety"]),
        .target(name: "HealthImport", dependencies: ["CZlib", "Diagnostics", "Metrics", "OutputSafety"]),
        .executableTarget(name: "cardstock", dependencies: ["Site", "Preview", "Release", "HealthImport", "Diagnostics"]),
        .executableTarget(name: "cardstock-bench", dependencies: ["Surfaces", "Metrics", "HealthImport"]),

        // Tests (Swift Testing).
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "EscapingTests", dependencies: ["Escaping"]),
        .testTarget(name: "CommonMarkTests", dependencies: ["CommonMark"], exclude: ["GFMSpec"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "SurfacesTests", dependencies: ["Surfaces"], resources: [.copy("Golden")]),
        .testTarget(name: "MetricsTests", dependencies: ["Metrics"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates"], exclude: ["MustacheSpec"]),
        .testTarget(name: "OutputSafetyTests", dependencies: ["OutputSafety"]),
        .testTarget(name: "SiteTests", dependencies: ["Site", "OutputSafety"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview"]),
        .testTarget(name: "ReleaseTests", dependencies: ["Release", "HTMLSafety"]),
        .testTarget(name: "HTMLSafetyTests", dependencies: ["HTMLSafety", "Surfaces"]),
        .testTarget(name: "HealthImportTests", dependencies: ["HealthImport", "OutputSafety"]),
    ],
    swiftLanguageModes: [.v5]
)
